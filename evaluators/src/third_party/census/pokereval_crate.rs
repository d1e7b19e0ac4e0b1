//! `pokereval` 0.1.2 (crates.io, th4t/pokereval-rs, 2015) as `crate-pokereval`.
//!
//! # Source
//! The crate's `eval_5cards`, `eval_6cards`, `eval_7cards`, over the `cards`
//! 1.1.2 card type; the category comes from `holdem` 0.1.2's
//! `hand_rank_to_class`, the same author's companion crate that defines the
//! `HandRank` it returns.
//!
//! # Algorithm, in our words
//! Cactus Kev's prime-product method: five cards are looked up by the OR of
//! their rank bits (flushes and unique ranks) or by the product of their
//! rank primes; six and seven cards take the best of every five-card subset.
//!
//! # Encoding
//! `cards::card::Card { value, suit }` built from our rank and suit; the
//! crate converts each to a 32-bit Cactus Kev word itself. Its `HandRank` is
//! 0 (7-5-4-3-2) to 7461 (royal flush), higher better: used as the strength.
//!
//! # Deviations from the correct answer
//! None known before this census; what `showdown check` finds is in
//! `third-party/pokereval-crate/FINDINGS.md` if anything.

use super::{holdem_self_test, Adapter};
use crate::card::Card;
use crate::category::Category;
use crate::evaluator::{Domain, EvaluatorInfo, Rejected, Strength, Verdict};
use cards::card::{Card as CCard, Suit as CSuit, Value as CValue};
use holdem::HandRankClass as Class;

const VALUES: [CValue; 13] = [
    CValue::Two,
    CValue::Three,
    CValue::Four,
    CValue::Five,
    CValue::Six,
    CValue::Seven,
    CValue::Eight,
    CValue::Nine,
    CValue::Ten,
    CValue::Jack,
    CValue::Queen,
    CValue::King,
    CValue::Ace,
];
const SUITS: [CSuit; 4] = [CSuit::Clubs, CSuit::Diamonds, CSuit::Hearts, CSuit::Spades];

/// Our card as the `cards` crate's.
pub(crate) fn card(c: &Card) -> CCard {
    CCard::new(
        VALUES[c.rank().index() as usize],
        SUITS[c.suit().index() as usize],
    )
}

/// `holdem`'s class of a `HandRank` (0..=7461) as our category.
pub(crate) fn category(rank: u16) -> Result<Category, Rejected> {
    if rank > 7461 {
        return Err(Rejected::CannotRun(format!(
            "HandRank {rank} is past 7461, where hand_rank_to_class panics"
        )));
    }
    Ok(match holdem::hand_rank_to_class(&rank) {
        Class::HighCard => Category::HighCard,
        Class::OnePair => Category::OnePair,
        Class::TwoPair => Category::TwoPair,
        Class::ThreeOfAKind => Category::ThreeOfAKind,
        Class::Straight => Category::Straight,
        Class::Flush => Category::Flush,
        Class::FullHouse => Category::FullHouse,
        Class::FourOfAKind => Category::FourOfAKind,
        Class::StraightFlush => Category::StraightFlush,
    })
}

fn raw(cards: &[Card]) -> Result<Verdict, Rejected> {
    let c: Vec<CCard> = cards.iter().map(card).collect();
    let r: Vec<&CCard> = c.iter().collect();
    let rank = match r.len() {
        5 => pokereval::eval_5cards(&[r[0], r[1], r[2], r[3], r[4]]),
        6 => pokereval::eval_6cards(&[r[0], r[1], r[2], r[3], r[4], r[5]]),
        7 => pokereval::eval_7cards(&[r[0], r[1], r[2], r[3], r[4], r[5], r[6]]),
        n => {
            return Err(Rejected::CannotRun(format!(
                "pokereval has no function for {n} cards (eval_5cards, eval_6cards, eval_7cards)"
            )))
        }
    };
    Ok(Verdict::new(
        category(rank)?,
        Some(Strength::single(i64::from(rank))),
    ))
}

pub(super) fn adapter() -> Adapter {
    Adapter::new(
        EvaluatorInfo {
            name: "crate-pokereval".into(),
            game: &crate::game::HOLDEM,
            domain: Domain::range(5, 7),
            order: crate::evaluator::CardOrder::Free,
            gives_strength: true,
            returns: "HandRank 0..=7461, higher better; category by holdem::hand_rank_to_class"
                .into(),
            source: "crates.io: pokereval 0.1.2 (eval_5cards/eval_6cards/eval_7cards)".into(),
        },
        raw,
        || holdem_self_test(raw),
    )
}
