//! Calls the crate `aya_poker` 0.1.0 directly (not through the adapters
//! `crate-aya-poker` and `crate-aya-poker-<game>`) on hands given as
//! arguments, and prints what it returns, one line per hand:
//! `<hand> => <category> <rank>` (hi-lo: `… / low <rank>` or `/ no-low`).
//! The cards are read by the crate's own `Card` parser (`"As".parse()`), the
//! hand built by collecting them, and the game's ranking function asked, as
//! the crate's documentation shows: `poker_rank` (holdem),
//! `short_deck_rank`, `ace_five_rank`, `deuce_seven_rank`, `omaha_rank`,
//! and for Omaha hi-lo `omaha_rank` with `omaha_lo_rank(..).to_lo_8_rank()`
//! (0: no qualifying low). An Omaha hand is written `HOLE | BOARD`. The
//! crate's royal flush is printed as `straight-flush`, the census's word for
//! it. The census runs it to confirm every finding of `showdown check` on
//! those evaluators:
//!
//!     cargo run -q -p showdown-evaluators --features census-crates \
//!         --example confirm-aya-poker -- holdem "6c" "7c"
//!     cargo run -q -p showdown-evaluators --features census-crates \
//!         --example confirm-aya-poker -- deuce-to-seven "Ah 3c 5c 4c 2c"

use aya_poker::base::{Card, Hand};
use aya_poker::{
    ace_five_rank, deuce_seven_rank, omaha_lo_rank, omaha_rank, poker_rank, short_deck_rank,
    PokerRankCategory,
};

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
        PokerRankCategory::StraightFlush | PokerRankCategory::RoyalFlush => "straight-flush",
        PokerRankCategory::Ineligible => "no-category",
    }
}

fn hand(text: &str) -> Result<Hand, String> {
    let cards: Result<Vec<Card>, _> = text.split_whitespace().map(str::parse).collect();
    cards
        .map(|c| c.iter().collect())
        .map_err(|e| format!("error: {e:?}"))
}

/// The crate's answer for one hand of `game`, in the census's answer form.
fn answer(game: &str, text: &str) -> Result<String, String> {
    let holdem_like = |text: &str| -> Result<(Hand, Hand), String> {
        let (hole, board) = text
            .split_once('|')
            .ok_or_else(|| format!("error: `{text}` is not HOLE | BOARD"))?;
        Ok((hand(hole)?, hand(board)?))
    };
    Ok(match game {
        "holdem" => {
            let r = poker_rank(&hand(text)?);
            format!("{} {}", category(r.rank_category()), r.0)
        }
        "short-deck" => {
            let r = short_deck_rank(&hand(text)?);
            format!("{} {}", category(r.rank_category()), r.0)
        }
        "ace-to-five" => {
            let r = ace_five_rank(&hand(text)?);
            format!("{} {}", category(r.rank_category()), r.0)
        }
        "deuce-to-seven" => {
            let r = deuce_seven_rank(&hand(text)?);
            format!("{} {}", category(r.rank_category()), r.0)
        }
        "omaha" => {
            let (hole, board) = holdem_like(text)?;
            let r = omaha_rank(&hole, &board);
            format!("{} {}", category(r.rank_category()), r.0)
        }
        "omaha-hi-lo" => {
            let (hole, board) = holdem_like(text)?;
            let r = omaha_rank(&hole, &board);
            let low = omaha_lo_rank(&hole, &board).to_lo_8_rank();
            let low = match low.0 {
                0 => "no-low".to_string(),
                l => format!("low {l}"),
            };
            format!("{} {} / {low}", category(r.rank_category()), r.0)
        }
        other => return Err(format!("error: aya_poker is not checked in `{other}`")),
    })
}

fn main() {
    let mut args = std::env::args().skip(1);
    let game = args.next().expect("usage: confirm-aya-poker GAME HAND…");
    for text in args {
        match answer(&game, &text) {
            Ok(a) => println!("{text} => {a}"),
            Err(e) => println!("{text} => {e}"),
        }
    }
}
