//! Kinds of finding, each with how many hands showed it and the smallest
//! example of it ([`super::example`]'s rule): the one record `check`, the
//! game sweeps and `diff` keep while they judge, joined across threads.

use super::example::Example;
use std::collections::BTreeMap;

/// Something that shows hands: an example of a finding.
pub trait Shows {
    /// The hands shown, in order.
    fn hands(&self) -> Vec<Example>;
}

impl Shows for Example {
    fn hands(&self) -> Vec<Example> {
        vec![*self]
    }
}

impl Shows for (Example, Option<Example>) {
    fn hands(&self) -> Vec<Example> {
        std::iter::once(self.0).chain(self.1).collect()
    }
}

/// The example rule as a key: fewer cards in all first, then hand by hand.
pub fn key(e: &impl Shows) -> (usize, Vec<Example>) {
    let hands = e.hands();
    (hands.iter().map(Example::len).sum(), hands)
}

/// How many hands showed a kind of finding, and its smallest example.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found<E> {
    /// Hands (or, for order findings, pairs of classes) that showed it.
    pub count: u64,
    /// The smallest example.
    pub example: E,
}

/// Findings by kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Findings<K: Ord, E>(BTreeMap<K, Found<E>>);

impl<K: Ord, E> Default for Findings<K, E> {
    fn default() -> Self {
        Findings(BTreeMap::new())
    }
}

impl<K: Ord + Copy, E: Shows> Findings<K, E> {
    /// Counts `weight` more of `kind`, keeping `example` if it is smaller
    /// than the one kept. Returns whether it was kept.
    pub fn add(&mut self, kind: K, weight: u64, example: E) -> bool {
        match self.0.get_mut(&kind) {
            Some(f) => {
                f.count += weight;
                let smaller = key(&example) < key(&f.example);
                if smaller {
                    f.example = example;
                }
                smaller
            }
            None => {
                self.0.insert(
                    kind,
                    Found {
                        count: weight,
                        example,
                    },
                );
                true
            }
        }
    }

    /// Both sets of findings joined: counts summed, the smaller example kept.
    pub fn merge(mut self, other: Findings<K, E>) -> Findings<K, E> {
        for (kind, f) in other.0 {
            self.add(kind, f.count, f.example);
        }
        self
    }

    /// The findings, by kind.
    pub fn iter(&self) -> impl Iterator<Item = (&K, &Found<E>)> {
        self.0.iter()
    }

    /// How many kinds were found.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether nothing was found.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The finding of one kind.
    pub fn get(&self, kind: &K) -> Option<&Found<E>> {
        self.0.get(kind)
    }
}

impl<K: Ord, E> IntoIterator for Findings<K, E> {
    type Item = (K, Found<E>);
    type IntoIter = std::collections::btree_map::IntoIter<K, Found<E>>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a, K: Ord, E> IntoIterator for &'a Findings<K, E> {
    type Item = (&'a K, &'a Found<E>);
    type IntoIter = std::collections::btree_map::Iter<'a, K, Found<E>>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::card::parse_cards;

    fn e(s: &str) -> Example {
        Example::of(&parse_cards(s).unwrap())
    }

    #[test]
    fn counts_add_up_and_the_smallest_example_stays_in_any_order() {
        let hands = ["2c 3c 4c 5c 8d", "2c 3c 4c 5c 7d", "As Ks Qs Js Ts"];
        let mut one: Findings<u8, Example> = Findings::default();
        let mut other: Findings<u8, Example> = Findings::default();
        for (i, h) in hands.iter().enumerate() {
            one.add(1, 2, e(h));
            other.add(1, 2, e(hands[hands.len() - 1 - i]));
        }
        other.add(2, 1, e("Ah Kh Qh"));
        let joined = one.clone().merge(other);
        assert_eq!(one.get(&1).unwrap().example, e("2c 3c 4c 5c 7d"));
        assert_eq!(joined.get(&1).unwrap().count, 12);
        assert_eq!(joined.get(&1).unwrap().example, e("2c 3c 4c 5c 7d"));
        assert_eq!(joined.get(&2).unwrap().count, 1);
        assert_eq!(joined.len(), 2);
    }

    #[test]
    fn a_pair_with_fewer_cards_in_all_is_smaller() {
        let mut f: Findings<u8, (Example, Option<Example>)> = Findings::default();
        f.add(0, 1, (e("2c 3c 4c 5c 7d"), Some(e("2c 3c 4c 5c 8d"))));
        f.add(0, 1, (e("Ac Kc Qc Jc"), Some(e("Ad Kd Qd Jd"))));
        assert_eq!(f.get(&0).unwrap().example.0, e("Ac Kc Qc Jc"));
    }
}
