//! `pokerlookup` 0.1.2 (crates.io, th4t/pokerlookup-rs, GPL-3.0+) as
//! `crate-pokerlookup`.
//!
//! # Source
//! `LookupTable::generate()` and its `eval_5cards` and `eval_7cards` (the
//! crate has no six-card function).
//!
//! # Algorithm, in our words
//! The "Two Plus Two" state machine: a table of about 32 million entries,
//! generated once (several seconds), where each card moves from one state to
//! the next and the last state holds the hand's rank. The ranks in the table
//! are computed with `pokereval` (the same author's Cactus Kev crate).
//!
//! # Encoding
//! Cards are `cards::card::Card`s, which the crate numbers 1..=52 itself
//! (`4 * rank + suit + 1`, suits h s d c). The answer is `pokereval`'s
//! `HandRank`, 0 (7-5-4-3-2) to 7461 (royal flush), higher better: the
//! strength; the category is `holdem::hand_rank_to_class` of it.
//!
//! # Deviations from the correct answer
//! None known before this census.

use super::pokereval_crate::{card, category};
use super::{holdem_self_test, Adapter};
use crate::card::Card;
use crate::evaluator::{Domain, EvaluatorInfo, Rejected, Strength, Verdict};
use pokerlookup::LookupTable;
use std::sync::OnceLock;

fn table() -> &'static LookupTable {
    static T: OnceLock<LookupTable> = OnceLock::new();
    T.get_or_init(LookupTable::generate)
}

fn raw(cards: &[Card]) -> Result<Verdict, Rejected> {
    let c: Vec<cards::card::Card> = cards.iter().map(card).collect();
    let rank = match c.len() {
        5 => table().eval_5cards([&c[0], &c[1], &c[2], &c[3], &c[4]]),
        7 => table().eval_7cards([&c[0], &c[1], &c[2], &c[3], &c[4], &c[5], &c[6]]),
        n => {
            return Err(Rejected::CannotRun(format!(
                "pokerlookup has functions for 5 and 7 cards only, not {n}"
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
            name: "crate-pokerlookup".into(),
            game: &crate::game::HOLDEM,
            domain: Domain::of(&[5, 7]),
            order: crate::evaluator::CardOrder::Free,
            gives_strength: true,
            returns: "pokereval's HandRank 0..=7461, higher better".into(),
            source: "crates.io: pokerlookup 0.1.2 (LookupTable::eval_5cards/eval_7cards)".into(),
        },
        raw,
        || holdem_self_test(raw),
    )
}
