//! `lift`: a five-card evaluator made into a 6- and 7-card one by taking the
//! best of all its five-card subsets (C(6,5) = 6, C(7,5) = 21 calls).
//!
//! With a strength, "best" is the highest strength; for a category-only
//! evaluator (the Perl ports) it is the highest category. This is the
//! simplest correct way to extend a correct five-card evaluator, so a lifted
//! evaluator inherits exactly its inner evaluator's five-card mistakes.

use crate::card::Card;
use crate::combinations::Combinations;
use crate::evaluator::{CardOrder, Domain, Evaluator, Rejected, Verdict};
use std::sync::Arc;

/// Best-of-C(n,5) wrapper over a five-card evaluator.
pub struct Lift {
    inner: Arc<dyn Evaluator>,
    name: String,
    returns: String,
}

impl Lift {
    pub fn new(inner: Arc<dyn Evaluator>) -> Lift {
        let name = format!("{}+lift", inner.name());
        let returns = format!("the best of its five-card subsets under {}", inner.name());
        Lift {
            inner,
            name,
            returns,
        }
    }

    /// The wrapped five-card evaluator.
    pub fn inner(&self) -> &dyn Evaluator {
        &*self.inner
    }
}

impl Evaluator for Lift {
    fn name(&self) -> &str {
        &self.name
    }
    fn domain(&self) -> Domain {
        Domain::range(5, 7)
    }
    fn order(&self) -> CardOrder {
        CardOrder::Free
    }
    fn gives_strength(&self) -> bool {
        self.inner.gives_strength()
    }
    fn returns(&self) -> &str {
        &self.returns
    }
    fn source(&self) -> &str {
        self.inner.source()
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
