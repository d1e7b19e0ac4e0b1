//! Full houses and four of a kind: which trips and pair make the full
//! house, which kicker the quads keep, and how groups of equal ranks weigh.

use super::{flushes, take, Hand, High, List};
use crate::bug_classes::model::rules::rules;
use crate::bug_classes::model::Rules;

rules! {
    after flushes::END;
    /// The full house's pair is looked for among pairs only.
    TWO_TRIPS_MISSED = "two-trips-missed";
    /// Ranks that break ties weighed once per group of equal ranks (with
    /// two trips read as three of a kind, the lower trips kick once).
    TWO_TRIPS_MISSED_KICKING_ONCE = "two-trips-missed-kicking-once";
    /// Two trips report the lower trips.
    TWO_TRIPS_LOWER = "two-trips-lower";
    /// Trips and two pairs take the lower pair.
    FULL_HOUSE_LOW_PAIR = "full-house-low-pair";
    /// A full house scores without its pair's rank.
    FULL_HOUSE_NO_PAIR = "full-house-no-pair";
    /// The quads' kicker is looked for among unpaired cards only.
    QUADS_KICKER_SINGLES = "quads-kicker-singles";
    /// Four of a kind scores without its kicker.
    QUADS_NO_KICKER = "quads-no-kicker";
    /// Four of a kind compared by its kicker alone, not its rank.
    QUADS_BY_KICKER_ONLY = "quads-by-kicker-only";
    /// The full house's trips, then its pair, are the first found in the
    /// order a Python set of the ranks (2 to 14, added in the cards' order)
    /// iterates, not the highest.
    FULL_HOUSE_SET_ORDER = "full-house-set-order";
    /// The quads' kicker is looked for one card too far on: the first of
    /// the other cards (by count, then rank) is skipped.
    QUADS_KICKER_SKIPS_ONE = "quads-kicker-skips-one";
}

/// Four of a kind's candidate.
pub(super) fn quads(hand: &Hand) -> Option<List> {
    let rules = hand.rules;
    let q = *hand.quads.as_slice().first()?;
    let others = hand.desc.without(&[q]);
    Some(if rules.has(QUADS_NO_KICKER) {
        List::of(&[q])
    } else if rules.has(QUADS_BY_KICKER_ONLY) {
        // The kicker alone (none: below every kicker).
        List::of(&[others.as_slice().first().copied().unwrap_or(-1)])
    } else if rules.has(QUADS_KICKER_SINGLES) {
        take(&[q], &hand.singles, 1)
    } else if rules.has(QUADS_KICKER_SKIPS_ONE) {
        // The others by count, then rank, the first skipped: the
        // highest of the rest.
        let count = hand.count;
        let mut others: Vec<i8> = others.as_slice().to_vec();
        others.sort_by_key(|&r| (std::cmp::Reverse(count[r as usize]), std::cmp::Reverse(r)));
        let rest: Vec<i8> = others.iter().skip(1).copied().collect();
        match rest.iter().max() {
            Some(&k) => List::of(&[q, k]),
            None => List::of(&[q]),
        }
    } else {
        take(&[q], &others, 1)
    })
}

/// The full house's candidate.
pub(super) fn full_house(hand: &Hand) -> Option<List> {
    let (rules, trips, pairs, count) = (hand.rules, &hand.trips, &hand.pairs, hand.count);
    let full = if rules.has(TWO_TRIPS_MISSED) {
        trips.n > 0 && pairs.n > 0
    } else {
        trips.n > 0 && (trips.n > 1 || pairs.n > 0)
    };
    if !full {
        return None;
    }
    if rules.has(FULL_HOUSE_SET_ORDER) {
        // The first trips in the set's order, then the first other rank
        // held at least twice.
        let order = python_set_order(hand.ranks.as_slice());
        let order = order.as_slice();
        let t = order
            .iter()
            .copied()
            .find(|&r| count[r as usize] == 3)
            .expect("a full house has trips");
        let p = order
            .iter()
            .copied()
            .find(|&r| r != t && count[r as usize] >= 2)
            .expect("a full house has a pair");
        return Some(List::of(&[t, p]));
    }
    let (mut t, mut rest) = (trips.v[0], List::new());
    for &r in &trips.as_slice()[1..] {
        rest.push(r);
    }
    for &r in pairs.as_slice() {
        rest.push(r);
    }
    if rules.has(TWO_TRIPS_LOWER) && trips.n > 1 {
        t = trips.v[1];
        rest = List::of(&[trips.v[0]]);
    }
    let p = if rules.has(FULL_HOUSE_LOW_PAIR) {
        *rest.as_slice().iter().min().unwrap_or(&0)
    } else {
        *rest.as_slice().iter().max().unwrap_or(&0)
    };
    Some(if rules.has(FULL_HOUSE_NO_PAIR) {
        List::of(&[t])
    } else {
        List::of(&[t, p])
    })
}

/// Three of a kind's candidate when groups weigh once: the five cards
/// taken by count, then rank, the kickers of three of a kind the next
/// group's cards (two trips: the lower trips). `None` when the rule holds.
pub(super) fn trips_by_groups(hand: &Hand) -> Option<List> {
    if !hand.rules.has(TWO_TRIPS_MISSED_KICKING_ONCE) {
        return None;
    }
    let t = *hand.trips.as_slice().first()?;
    let count = hand.count;
    let mut others: Vec<i8> = hand.desc.without(&[t]).as_slice().to_vec();
    others.sort_by_key(|&r| (std::cmp::Reverse(count[r as usize]), std::cmp::Reverse(r)));
    let mut l = List::of(&[t]);
    for &r in others.iter().take(2) {
        l.push(r);
    }
    Some(l)
}

/// One place per group of equal ranks, the places left empty worth the
/// lowest rank: a repeated kicker counts once.
pub(super) fn weigh_groups_once(h: &mut High, rules: Rules) {
    if !rules.has(TWO_TRIPS_MISSED_KICKING_ONCE) {
        return;
    }
    let mut once = List::new();
    for &r in h.tie.as_slice() {
        if once.as_slice().last() != Some(&r) {
            once.push(r);
        }
    }
    while once.n < h.tie.n {
        once.push(0);
    }
    h.tie = once;
}

/// The order CPython (3.8 to 3.13) iterates a set of small integers made
/// from a list: the ranks as values 2 to 14, added in the cards' order. Up
/// to four values sit in a table of eight slots, each at its value modulo
/// eight or, when taken, the next of the probe sequence `i -> 5i + 1`
/// (the perturbation of a value under 32 is spent at once); the fifth
/// value grows the table to 32 slots, where each value sits at itself, so
/// five or more come out in ascending order. Returns the ranks (0 to 12)
/// in that order.
fn python_set_order(ranks: &[i8]) -> List {
    let mut distinct = List::new();
    for &r in ranks {
        if !distinct.as_slice().contains(&r) {
            distinct.push(r);
        }
    }
    let mut out = List::new();
    if distinct.n >= 5 {
        for r in 0..13 {
            if distinct.as_slice().contains(&r) {
                out.push(r);
            }
        }
        return out;
    }
    let mut slots = [None::<i8>; 8];
    for &r in distinct.as_slice() {
        let mut i = ((r + 2) & 7) as usize;
        while slots[i].is_some() {
            i = (i * 5 + 1) & 7;
        }
        slots[i] = Some(r);
    }
    for r in slots.into_iter().flatten() {
        out.push(r);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::python_set_order;

    /// Orders CPython 3.11 printed for `list(set(values))` (values 2 to 14,
    /// the ranks plus two): a collision puts the later value at the next
    /// slot of `i -> 5i + 1`; five or more values come out ascending.
    #[test]
    fn python_set_order_is_cpythons() {
        let cases: [(&[i8], &[i8]); 6] = [
            (&[14, 6], &[14, 6]),
            (&[6, 14], &[6, 14]),
            (&[14, 6, 13], &[13, 14, 6]),
            (&[10, 2, 3], &[3, 10, 2]),
            (&[5, 13, 9, 2], &[9, 13, 2, 5]),
            (&[14, 6, 13, 9, 2, 6], &[2, 6, 9, 13, 14]),
        ];
        for (values, python) in cases {
            let ranks: Vec<i8> = values.iter().map(|v| v - 2).collect();
            let got: Vec<i8> = python_set_order(&ranks)
                .as_slice()
                .iter()
                .map(|r| r + 2)
                .collect();
            assert_eq!(got, python, "set({values:?})");
        }
    }
}
