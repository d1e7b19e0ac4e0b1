//! `check`'s own tests.

use super::*;
use crate::test_doubles::HoldemDouble;
use showdown_evaluators::evaluator::{Domain, Strength, Verdict};
use showdown_evaluators::reference::Reference;

mod bad_input;
mod budget;
mod deadline;
mod hi_lo;
mod history;
mod left_out;
mod omaha;
mod random;
mod sweep;

/// Swaps two kickers: a high-card hand's strength ignores its second card.
fn lazy_kickers() -> HoldemDouble {
    let reference = Reference::new();
    HoldemDouble::new("lazy-kickers", Domain::exactly(5), true, move |cards| {
        let c = reference.category(cards);
        let s = if c == Category::HighCard {
            let mut r: Vec<i64> = cards.iter().map(|c| c.rank().index() as i64).collect();
            r.sort_unstable_by(|a, b| b.cmp(a));
            Strength::new(&[0, r[0]])
        } else {
            Strength::new(&[reference.strength(cards) as i64])
        };
        Ok(Verdict::new(c, Some(s)))
    })
}
