//! Calls the crate `aya_poker` 0.1.0 directly (not through the adapter
//! `crate-aya-poker`) on hands given as arguments, and prints what it
//! returns, one line per hand: `<hand> => <category> <rank>`. The cards are
//! read by the crate's own `Card` parser (`"As".parse()`), the hand built
//! by collecting them, and `poker_rank` asked, as the crate's documentation
//! shows. The census runs it to confirm every finding of `showdown check`
//! on `crate-aya-poker`:
//!
//!     cargo run -q -p showdown-evaluators --features census-crates \
//!         --example confirm-aya-poker -- holdem "6c" "7c"

use aya_poker::base::{Card, Hand};
use aya_poker::{poker_rank, PokerRankCategory};

fn category(c: PokerRankCategory) -> &'static str {
    match c {
        PokerRankCategory::HighCard => "high-card",
        PokerRankCategory::Pair => "one-pair",
        PokerRankCategory::TwoPair => "two-pair",
        PokerRankCategory::ThreeOfAKind => "three-of-a-kind",
        PokerRankCategory::Straight => "straight",
        PokerRankCategory::Flush => "flush",
        PokerRankCategory::FullHouse => "full-house",
        PokerRankCategory::FourOfAKind => "four-of-a-kind",
        PokerRankCategory::StraightFlush => "straight-flush",
        PokerRankCategory::RoyalFlush => "royal-flush",
        _ => "no-category",
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let game = args.next().expect("usage: confirm-aya-poker holdem HAND…");
    assert_eq!(
        game, "holdem",
        "aya_poker's poker_rank is checked in hold'em only"
    );
    for text in args {
        let cards: Result<Vec<Card>, _> = text.split_whitespace().map(str::parse).collect();
        match cards {
            Ok(cards) => {
                let hand: Hand = cards.iter().collect();
                let rank = poker_rank(&hand);
                println!("{text} => {} {}", category(rank.rank_category()), rank.0);
            }
            Err(e) => println!("{text} => error: {e:?}"),
        }
    }
}
