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
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Example {
    len: u8,
    /// The cards as a set (bit `i`: the card of index `i`): for hands of
    /// distinct cards, comparing these compares the sorted indices without
    /// sorting them (the rule is checked against sorting in the tests).
    set: u64,
    ix: [u8; Example::MAX_CARDS],
}

impl Ord for Example {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.len
            .cmp(&other.len)
            .then_with(|| self.cmp_sorted(other))
            .then_with(|| self.ix.cmp(&other.ix))
    }
}

impl PartialOrd for Example {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Example {
    /// The most cards an example keeps: a whole Omaha deal fits (up to six
    /// hole cards and five on the board).
    pub const MAX_CARDS: usize = 11;

    /// The example of `cards`, in their order (only the first
    /// [`Example::MAX_CARDS`] are kept).
    pub fn of(cards: &[Card]) -> Example {
        let mut ix = [0u8; Example::MAX_CARDS];
        let mut set = 0u64;
        for (slot, c) in ix.iter_mut().zip(cards) {
            *slot = c.index();
            set |= 1 << c.index();
        }
        Example {
            len: cards.len().min(Example::MAX_CARDS) as u8,
            set,
            ix,
        }
    }

    /// Two examples of as many cards by their indices sorted ascending,
    /// compared lexicographically. For distinct cards that is their sets:
    /// below the lowest card in one set only the sets agree, so the sorted
    /// lists agree up to it, and the set holding it has the smaller card
    /// there. A hand with a card twice (bad input) is sorted instead.
    fn cmp_sorted(&self, other: &Self) -> std::cmp::Ordering {
        use std::cmp::Ordering;
        let distinct = |e: &Example| e.set.count_ones() == u32::from(e.len);
        if distinct(self) && distinct(other) {
            let differ = self.set ^ other.set;
            if differ == 0 {
                Ordering::Equal
            } else if self.set & differ & differ.wrapping_neg() != 0 {
                Ordering::Less
            } else {
                Ordering::Greater
            }
        } else {
            self.sorted().cmp(&other.sorted())
        }
    }

    /// The indices sorted ascending (unused places are 0 and come after).
    fn sorted(&self) -> [u8; Example::MAX_CARDS] {
        let mut sorted = self.ix;
        sorted[..self.len()].sort_unstable();
        sorted
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

    /// The order by sets is the order by sorted indices: random hands of
    /// 1 to 11 distinct cards (and some with a card twice), every pair.
    #[test]
    fn the_order_is_count_then_sorted_indices_then_the_order_given() {
        let mut rng = crate::random::SplitMix(7);
        let mut next = |n: u64| rng.below(n);
        let mut hands: Vec<Vec<Card>> = Vec::new();
        for i in 0..400 {
            let len = 1 + next(11) as usize;
            // Few cards to choose from, so hands often share cards.
            let pool = 11 + next(42);
            let mut ix: Vec<u8> = Vec::new();
            while ix.len() < len {
                let c = next(pool) as u8;
                if i % 10 == 0 || !ix.contains(&c) {
                    ix.push(c);
                }
            }
            hands.push(ix.iter().map(|&c| Card::from_index(c).unwrap()).collect());
        }
        let key = |h: &[Card]| {
            let ix: Vec<u8> = h.iter().map(|c| c.index()).collect();
            let mut sorted = ix.clone();
            sorted.sort_unstable();
            (h.len(), sorted, ix)
        };
        for a in &hands {
            for b in &hands {
                assert_eq!(
                    Example::of(a).cmp(&Example::of(b)),
                    key(a).cmp(&key(b)),
                    "{} vs {}",
                    format_cards(a),
                    format_cards(b)
                );
            }
        }
    }

    #[test]
    fn a_whole_omaha_deal_is_kept() {
        let deal = h("As Ks Qs Js 2c 3c 4c 5d 6d");
        assert_eq!(Example::of(&deal).cards(), deal);
        assert_eq!(Example::of(&deal).to_string(), format_cards(&deal));
    }
}
