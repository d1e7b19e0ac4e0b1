//! `poker_eval` 0.1.0 (crates.io, oscar6echo/poker5; the evaluator behind
//! PyPI's pyo3-poker-eval) as `crate-poker-eval`.
//!
//! # Source
//! `eval::seven::build_tables(false)` once, then `eval::five::get_rank_five`
//! on its five-card tables for 5 cards and `eval::seven::get_rank` for 7
//! (the crate has no six-card function).
//!
//! # Algorithm, in our words
//! Each card has a face key and a suit key chosen so that sums never
//! collide; a hand's rank is a table lookup of the sum of its face keys, or
//! of its flush keys when the suit-key sum says five cards share a suit.
//! The five-card ranks are assigned in order, category by category; the
//! seven-card table is filled with the best five-card rank of each hand.
//!
//! # Encoding
//! Cards are numbered `4 * rank + suit` with ranks 2..A and suits C D H S,
//! the same as ours. The rank is 0 (7-5-4-3-2) to 7461 (royal flush),
//! higher better: the strength. The category is the five-card table's
//! `hand_type[rank]` (`"high-card"` … `"straight-flush"`), which the crate
//! fills as it assigns the ranks.
//!
//! # Deviations from the correct answer
//! None known before this census.

use super::{holdem_self_test, Adapter};
use crate::card::Card;
use crate::category::Category;
use crate::evaluator::{Domain, EvaluatorInfo, Rejected, Strength, Verdict};
use poker_eval::eval::seven::TableSeven;
use std::sync::{Arc, OnceLock};

fn tables() -> &'static Arc<TableSeven> {
    static T: OnceLock<Arc<TableSeven>> = OnceLock::new();
    T.get_or_init(|| poker_eval::eval::seven::build_tables(false))
}

fn raw(cards: &[Card]) -> Result<Verdict, Rejected> {
    let t = tables();
    let c: Vec<usize> = cards.iter().map(|c| c.index() as usize).collect();
    let rank = match c.len() {
        5 => poker_eval::eval::five::get_rank_five(&t.t5, [c[0], c[1], c[2], c[3], c[4]]),
        7 => poker_eval::eval::seven::get_rank(t, [c[0], c[1], c[2], c[3], c[4], c[5], c[6]]),
        n => {
            return Err(Rejected::CannotRun(format!(
                "poker_eval has functions for 5 and 7 cards only, not {n}"
            )))
        }
    };
    let name = t.t5.hand_type.get(rank as usize).map(String::as_str);
    let category = match name {
        Some("high-card") => Category::HighCard,
        Some("one-pair") => Category::OnePair,
        Some("two-pairs") => Category::TwoPair,
        Some("three-of-a-kind") => Category::ThreeOfAKind,
        Some("straight") => Category::Straight,
        Some("flush") => Category::Flush,
        Some("full-house") => Category::FullHouse,
        Some("four-of-a-kind") => Category::FourOfAKind,
        Some("straight-flush") => Category::StraightFlush,
        other => {
            return Err(Rejected::CannotRun(format!(
                "rank {rank} has the hand type {other:?}"
            )))
        }
    };
    Ok(Verdict::new(
        category,
        Some(Strength::single(i64::from(rank))),
    ))
}

pub(super) fn adapter() -> Adapter {
    Adapter::new(
        EvaluatorInfo {
            name: "crate-poker-eval".into(),
            game: &crate::game::HOLDEM,
            domain: Domain::of(&[5, 7]),
            order: crate::evaluator::CardOrder::Free,
            gives_strength: true,
            returns: "rank 0..=7461, higher better; category from the table's hand_type".into(),
            source: "crates.io: poker_eval 0.1.0 (get_rank_five / get_rank)".into(),
        },
        raw,
        || holdem_self_test(raw),
    )
}
