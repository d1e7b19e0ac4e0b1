//! `lift`: a five-card evaluator made into a 6- and 7-card one by taking the
//! best of all its five-card subsets (C(6,5) = 6, C(7,5) = 21 calls).
//!
//! With a strength, "best" is the highest strength; for a category-only
//! evaluator (the Perl ports) it is the highest category. This is the
//! simplest correct way to extend a correct five-card evaluator, so a lifted
//! evaluator inherits exactly its inner evaluator's five-card mistakes.

use crate::card::Card;
use crate::combinations::Combinations;
use crate::evaluator::{CardOrder, Domain, Evaluator, EvaluatorInfo, Rejected, Verdict};
use std::sync::Arc;

/// Best-of-C(n,5) wrapper over a five-card evaluator.
pub struct Lift {
    inner: Arc<dyn Evaluator>,
    info: EvaluatorInfo,
}

impl Lift {
    /// Lifts a five-card evaluator.
    pub fn new(inner: Arc<dyn Evaluator>) -> Lift {
        let info = EvaluatorInfo {
            name: format!("{}+lift", inner.name()).into(),
            game: inner.game(),
            domain: Domain::range(5, 7),
            order: CardOrder::Free,
            gives_strength: inner.gives_strength(),
            returns: format!("the best of its five-card subsets under {}", inner.name()).into(),
            source: inner.source().to_string().into(),
        };
        Lift { inner, info }
    }

    /// The wrapped five-card evaluator.
    pub fn inner(&self) -> &dyn Evaluator {
        &*self.inner
    }
}

impl Evaluator for Lift {
    fn info(&self) -> &EvaluatorInfo {
        &self.info
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        if cards.len() < 5 {
            return Err(Rejected::CannotRun(format!(
                "{} cards: the lift needs at least five",
                cards.len()
            )));
        }
        let mut best: Option<Verdict> = None;
        let mut five = [cards[0]; 5];
        let mut combos = Combinations::new(cards.len(), 5);
        while let Some(ix) = combos.next() {
            for (slot, &i) in five.iter_mut().zip(ix) {
                *slot = cards[i];
            }
            let v = self.inner.evaluate(&five)?;
            let better = match &best {
                None => true,
                Some(b) => match (v.strength, b.strength) {
                    (Some(vs), Some(bs)) => vs > bs,
                    _ => v.category > b.category,
                },
            };
            if better {
                best = Some(v);
            }
        }
        Ok(best.expect("at least one five-card subset"))
    }
}
