//! A compact example hand, kept as the smallest of those seen.
//!
//! Hands compare by card count, then lexicographically by their cards'
//! canonical indices in the order the evaluator was given them; sweeps visit
//! hands in that order, so the example kept for each kind of finding is the
//! lexicographically smallest hand of that kind.

use showdown_evaluators::card::{format_cards, Card};
use std::fmt;

/// Up to seven cards, `Copy`, ordered by (count, indices).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Example {
    len: u8,
    ix: [u8; 7],
}

impl Example {
    /// The example of `cards`, in their order (only the first seven are kept).
    pub fn of(cards: &[Card]) -> Example {
        let mut ix = [0u8; 7];
        for (slot, c) in ix.iter_mut().zip(cards) {
            *slot = c.index();
        }
        Example {
            len: cards.len().min(7) as u8,
            ix,
        }
    }

    /// The cards, in the order they were given.
    pub fn cards(&self) -> Vec<Card> {
        self.ix[..self.len as usize]
            .iter()
            .map(|&i| Card::from_index(i).expect("index below 52"))
            .collect()
    }

    /// Keeps the smaller of `slot` and `candidate`.
    pub fn keep_min(slot: &mut Option<Example>, candidate: Example) {
        match slot {
            Some(e) if *e <= candidate => {}
            _ => *slot = Some(candidate),
        }
    }

    /// The smaller of two optional examples.
    pub fn min_of(a: Option<Example>, b: Option<Example>) -> Option<Example> {
        match (a, b) {
            (Some(x), Some(y)) => Some(x.min(y)),
            (x, None) => x,
            (None, y) => y,
        }
    }
}

impl fmt::Display for Example {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_cards(&self.cards()))
    }
}

impl fmt::Debug for Example {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Example({self})")
    }
}
