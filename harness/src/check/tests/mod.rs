//! `check`'s own tests.

use super::*;
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::{Domain, Rejected, Strength, Verdict};
use showdown_evaluators::reference::Reference;

mod bad_input;
mod budget;
mod hi_lo;
mod omaha;
mod random;
mod sweep;

/// Swaps two kickers: a high-card hand's strength ignores its second card.
struct LazyKickers(Reference);
impl Evaluator for LazyKickers {
    fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
        static INFO: showdown_evaluators::EvaluatorInfo =
            showdown_evaluators::EvaluatorInfo::holdem(
                "lazy-kickers",
                Domain::exactly(5),
                true,
                "test",
                "test",
            );
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        let c = self.0.category(cards);
        let s = if c == Category::HighCard {
            let mut r: Vec<i64> = cards.iter().map(|c| c.rank().index() as i64).collect();
            r.sort_unstable_by(|a, b| b.cmp(a));
            Strength::new(&[0, r[0]])
        } else {
            Strength::new(&[self.0.strength(cards) as i64])
        };
        Ok(Verdict::new(c, Some(s)))
    }
}
