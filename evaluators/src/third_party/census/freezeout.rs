//! `freezeout-eval` 0.2.1 (crates.io, Vince Vasta's Freezeout poker) as
//! `crate-freezeout-eval`.
//!
//! # Source
//! `HandValue::eval(&[Card])`, with `HandValue::rank()` for the category
//! and `HandValue::value()` for the number.
//!
//! # Algorithm, in our words
//! Cactus Kev's five-card method (prime products and rank bits); six cards
//! take the best five-card subset; seven cards count the suits first and use
//! an extra table keyed by the seven rank primes unless a suit has five.
//!
//! # Encoding
//! `freezeout_cards::Card::new(rank, suit)`, the crate's own Cactus Kev
//! word (suit bits clubs 8, diamonds 4, hearts 2, spades 1). `value()` is
//! 1 (royal flush) to 7462 (7-5-4-3-2), lower better: the strength is 7463
//! minus it; `rank()` names the category from the same ranges. It takes 5,
//! 6 or 7 cards and panics on any other count, so the adapter refuses those
//! first.
//!
//! # Deviations from the correct answer
//! None known before this census.

use super::{holdem_self_test, Adapter};
use crate::card::Card;
use crate::category::Category;
use crate::evaluator::{Domain, EvaluatorInfo, Rejected, Strength, Verdict};
use freezeout_eval::{Card as FCard, HandRank, HandValue, Rank as FRank, Suit as FSuit};

const RANKS: [FRank; 13] = [
    FRank::Deuce,
    FRank::Trey,
    FRank::Four,
    FRank::Five,
    FRank::Six,
    FRank::Seven,
    FRank::Eight,
    FRank::Nine,
    FRank::Ten,
    FRank::Jack,
    FRank::Queen,
    FRank::King,
    FRank::Ace,
];
const SUITS: [FSuit; 4] = [FSuit::Clubs, FSuit::Diamonds, FSuit::Hearts, FSuit::Spades];

fn card(c: &Card) -> FCard {
    FCard::new(
        RANKS[c.rank().index() as usize],
        SUITS[c.suit().index() as usize],
    )
}

fn raw(cards: &[Card]) -> Result<Verdict, Rejected> {
    if !(5..=7).contains(&cards.len()) {
        return Err(Rejected::CannotRun(format!(
            "freezeout-eval evaluates 5, 6 or 7 cards (it panics on {})",
            cards.len()
        )));
    }
    let c: Vec<FCard> = cards.iter().map(card).collect();
    let v = HandValue::eval(&c);
    let category = match v.rank() {
        HandRank::HighCard => Category::HighCard,
        HandRank::OnePair => Category::OnePair,
        HandRank::TwoPair => Category::TwoPair,
        HandRank::ThreeOfAKind => Category::ThreeOfAKind,
        HandRank::Straight => Category::Straight,
        HandRank::Flush => Category::Flush,
        HandRank::FullHouse => Category::FullHouse,
        HandRank::FourOfAKind => Category::FourOfAKind,
        HandRank::StraightFlush => Category::StraightFlush,
    };
    Ok(Verdict::new(
        category,
        Some(Strength::single(7463 - i64::from(v.value()))),
    ))
}

pub(super) fn adapter() -> Adapter {
    Adapter::new(
        EvaluatorInfo {
            name: "crate-freezeout-eval".into(),
            game: &crate::game::HOLDEM,
            domain: Domain::range(5, 7),
            order: crate::evaluator::CardOrder::Free,
            gives_strength: true,
            returns: "HandValue: value 1..=7462 (lower better) and its HandRank".into(),
            source: "crates.io: freezeout-eval 0.2.1 (HandValue::eval)".into(),
        },
        raw,
        || holdem_self_test(raw),
    )
}
