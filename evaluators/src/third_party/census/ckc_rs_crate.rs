//! `ckc-rs` 0.2.0 (crates.io, ImperialBower/ckc-rs, Apache-2.0) as
//! `crate-ckc-rs`.
//!
//! # Source
//! The `HandRanker` trait of its `Five`, `Six` and `Seven` hands
//! (`hand_rank()`), the cards made by its `PokerCard::create(rank, suit)`.
//!
//! # Algorithm, in our words
//! A modified Cactus Kev evaluator (its README: the suit bits reversed, the
//! tables from pokereval-rs): five cards by prime products and lookup
//! tables; six and seven by trying every five and keeping the best.
//!
//! # Encoding
//! A card is the crate's `u32` made by `PokerCard::create(CardRank,
//! CardSuit)`. The answer is a `HandRank`: `value` the Cactus Kev rank, 1
//! (royal flush) to 7462 (7-5-4-3-2), lower better, and `name` its
//! `HandRankName`. Strength = 7463 - value; category = the name.
//!
//! # Deviations from the correct answer
//! None known before this census.

use super::{holdem_self_test, Adapter};
use crate::card::Card;
use crate::category::Category;
use crate::evaluator::{Domain, EvaluatorInfo, Rejected, Strength, Verdict};
use ckc_rs::cards::five::Five;
use ckc_rs::cards::seven::Seven;
use ckc_rs::cards::six::Six;
use ckc_rs::cards::HandRanker;
use ckc_rs::hand_rank::{HandRank, HandRankName};
use ckc_rs::{CKCNumber, CardRank, CardSuit, PokerCard};

const RANKS: [CardRank; 13] = [
    CardRank::TWO,
    CardRank::THREE,
    CardRank::FOUR,
    CardRank::FIVE,
    CardRank::SIX,
    CardRank::SEVEN,
    CardRank::EIGHT,
    CardRank::NINE,
    CardRank::TEN,
    CardRank::JACK,
    CardRank::QUEEN,
    CardRank::KING,
    CardRank::ACE,
];
const SUITS: [CardSuit; 4] = [
    CardSuit::CLUBS,
    CardSuit::DIAMONDS,
    CardSuit::HEARTS,
    CardSuit::SPADES,
];

fn card(c: &Card) -> CKCNumber {
    CKCNumber::create(
        RANKS[c.rank().index() as usize],
        SUITS[c.suit().index() as usize],
    )
}

fn category(name: HandRankName) -> Option<Category> {
    Some(match name {
        HandRankName::StraightFlush => Category::StraightFlush,
        HandRankName::FourOfAKind => Category::FourOfAKind,
        HandRankName::FullHouse => Category::FullHouse,
        HandRankName::Flush => Category::Flush,
        HandRankName::Straight => Category::Straight,
        HandRankName::ThreeOfAKind => Category::ThreeOfAKind,
        HandRankName::TwoPair => Category::TwoPair,
        HandRankName::Pair => Category::OnePair,
        HandRankName::HighCard => Category::HighCard,
        HandRankName::Invalid => return None,
    })
}

fn raw(cards: &[Card]) -> Result<Verdict, Rejected> {
    let c: Vec<CKCNumber> = cards.iter().map(card).collect();
    let rank: HandRank = match c.len() {
        5 => Five::from([c[0], c[1], c[2], c[3], c[4]]).hand_rank(),
        6 => Six::from([c[0], c[1], c[2], c[3], c[4], c[5]]).hand_rank(),
        7 => Seven::from([c[0], c[1], c[2], c[3], c[4], c[5], c[6]]).hand_rank(),
        n => {
            return Err(Rejected::CannotRun(format!(
                "ckc-rs ranks hands of 5, 6 or 7 cards, not {n}"
            )))
        }
    };
    let category = category(rank.name).ok_or_else(|| {
        Rejected::CannotRun(format!(
            "ckc-rs names the hand Invalid (value {})",
            rank.value
        ))
    })?;
    Ok(Verdict::new(
        category,
        Some(Strength::single(7463 - i64::from(rank.value))),
    ))
}

pub(super) fn adapter() -> Adapter {
    Adapter::new(
        EvaluatorInfo {
            name: "crate-ckc-rs".into(),
            game: &crate::game::HOLDEM,
            domain: Domain::of(&[5, 6, 7]),
            order: crate::evaluator::CardOrder::Free,
            gives_strength: true,
            returns: "a HandRank: Cactus Kev value 1..=7462 (lower better) and its HandRankName"
                .into(),
            source: "crates.io: ckc-rs 0.2.0 (HandRanker::hand_rank of Five/Six/Seven)".into(),
        },
        raw,
        || holdem_self_test(raw),
    )
}
