//! The one rule for choosing an example: of the hands that show a finding,
//! keep the smallest.
//!
//! Hands compare by card count, then by their lowest cards: their cards'
//! canonical indices sorted ascending, compared lexicographically; then,
//! for the same cards, by the order the evaluator was given them. An
//! example of several hands (an order finding shows two) has fewer cards
//! in all first, then compares hand by hand. Sweeps visit hands in
//! ascending order, so the example a sweep keeps for each kind of finding
//! is the first hand of that kind it meets; `check` (whose random hands
//! come in any order), `diff` and the sweeps all keep theirs by this rule.

use showdown_evaluators::card::{format_cards, Card};
use std::fmt;

/// Up to [`Example::MAX_CARDS`] cards, `Copy`, ordered by (count, sorted
/// indices, indices as given).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Example {
    len: u8,
    /// The indices sorted ascending (the field order makes the rule).
    sorted: [u8; Example::MAX_CARDS],
    ix: [u8; Example::MAX_CARDS],
}

impl Example {
    /// The most cards an example keeps: a whole Omaha deal fits (up to six
    /// hole cards and five on the board).
    pub const MAX_CARDS: usize = 11;

    /// The example of `cards`, in their order (only the first
    /// [`Example::MAX_CARDS`] are kept).
    pub fn of(cards: &[Card]) -> Example {
        let mut ix = [0u8; Example::MAX_CARDS];
        for (slot, c) in ix.iter_mut().zip(cards) {
            *slot = c.index();
        }
        let len = cards.len().min(Example::MAX_CARDS);
        let mut sorted = ix;
        if !ix[..len].is_sorted() {
            sorted[..len].sort_unstable();
        }
        Example {
            len: len as u8,
            sorted,
            ix,
        }
    }

    /// How many cards it keeps.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether it keeps no card.
    pub fn is_empty(&self) -> bool {
        self.len == 0
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

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::card::parse_cards;

    fn h(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    #[test]
    fn fewer_cards_first_then_indices_in_the_given_order() {
        assert!(Example::of(&h("As Ks Qs Js Ts")) < Example::of(&h("2c 3c 4c 5c 6c 7c")));
        let (a, b) = (h("2c 3c 4c 5c 7d"), h("2c 3c 4c 5c 8d"));
        assert!(Example::of(&a) < Example::of(&b));
        assert_eq!(Example::of(&a).cards(), a);
    }

    #[test]
    fn the_lowest_cards_first_whatever_their_order_then_the_order_given() {
        let (low, high) = (h("Kd 2c 3c 4c 5c"), h("2c 3c 4c 5c As"));
        assert!(Example::of(&low) < Example::of(&high));
        let (a, b) = (h("2c 3c 4c 5c Kd"), h("Kd 2c 3c 4c 5c"));
        assert!(Example::of(&a) < Example::of(&b));
        assert_ne!(Example::of(&a), Example::of(&b));
    }

    #[test]
    fn a_whole_omaha_deal_is_kept() {
        let deal = h("As Ks Qs Js 2c 3c 4c 5d 6d");
        assert_eq!(Example::of(&deal).cards(), deal);
        assert_eq!(Example::of(&deal).to_string(), format_cards(&deal));
    }
}
