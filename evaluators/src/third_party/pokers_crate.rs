//! `pokers` 0.10 (crates.io): an OMPEval-style evaluator — per-card keys
//! summed, a perfect hash over rank counts and a flush table — returning a
//! 16-bit score whose top four bits are the category (1 = high card …
//! 9 = straight flush). Its cards are numbered `4 * rank + suit` with suits
//! in the order s, h, c, d. Holdem: 5 to 7 cards.

use super::{guard, self_test};
use crate::card::Card;
use crate::category::Category;
use crate::evaluator::EvaluatorInfo;
use crate::evaluator::{Domain, Evaluator, Rejected, Strength, Verdict};

/// The `pokers` crate as the evaluator `crate-pokers` (5 to 7 cards): its
/// 16-bit score is the strength. The first evaluation runs
/// [`self_test`](super::self_test); if that fails, every hand is rejected.
pub struct Pokers {
    selftest: std::sync::OnceLock<Result<(), String>>,
}

/// Our suit index (c d h s) to the crate's (s h c d).
const SUIT: [u8; 4] = [2, 3, 1, 0];

impl Pokers {
    /// The adapter, its self-test not yet run.
    pub fn new() -> Pokers {
        Pokers {
            selftest: std::sync::OnceLock::new(),
        }
    }
}

impl Default for Pokers {
    fn default() -> Self {
        Pokers::new()
    }
}

fn raw(cards: &[Card]) -> Result<Verdict, Rejected> {
    let mut hand = pokers::Hand::default();
    for c in cards {
        hand += pokers::CARDS[(c.rank().index() * 4 + SUIT[c.suit().index() as usize]) as usize];
    }
    let score = hand.evaluate();
    let category =
        Category::from_index(((score >> 12) as u8).wrapping_sub(1)).ok_or_else(|| {
            Rejected::CannotRun(format!(
                "score {score} has no category (top bits {})",
                score >> 12
            ))
        })?;
    Ok(Verdict::new(category, Some(Strength::single(score as i64))))
}

static INFO: EvaluatorInfo = EvaluatorInfo::holdem(
    "crate-pokers",
    Domain::range(5, 7),
    true,
    "u16 score: category << 12 | rank within it",
    "crates.io: pokers 0.10 (Hand::evaluate)",
);

impl Evaluator for Pokers {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        guard(
            self.name(),
            self.selftest
                .get_or_init(|| self_test(&raw).map_err(|e| e.0)),
        )?;
        raw(cards)
    }
}
