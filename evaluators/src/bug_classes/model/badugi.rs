//! The badugi model: the largest subset of the four cards with no two of a
//! suit and no two of a rank, each rule breakable on its own (its rules
//! are declared here, after the lows').
//!
//! The strength, on the model's own scale: the size of the badugi, then
//! `15 - value` of each of its cards from the highest down (ace 1), so a
//! higher strength is the better hand, as the reference orders them.

use super::rules::rules;
use super::Rules;
use crate::card::{Card, Rank};
use crate::evaluator::{Strength, Verdict};

rules! {
    after super::low::END;
    /// Badugi: the cards are walked lowest first and the higher of two
    /// clashing cards dropped as it comes, with no search.
    BADUGI_GREEDY_DISCARD = "badugi-greedy-discard";
    /// Badugi: the ace ranks above the king.
    BADUGI_ACE_HIGH = "badugi-ace-high";
    /// Badugi: the suits are counted, the ranks ignored (the lowest card
    /// of each suit plays, a pair included).
    BADUGI_SUITS_ONLY = "badugi-suits-only";
    /// Badugi: hands of one size compared from their lowest card up.
    BADUGI_FROM_THE_LOWEST = "badugi-from-the-lowest";
}

/// The value of a card under `rules`: the ace 1, or 14 when it ranks high.
fn value(c: &Card, rules: Rules) -> i64 {
    match c.rank() {
        Rank::Ace if rules.has(BADUGI_ACE_HIGH) => 14,
        Rank::Ace => 1,
        r => i64::from(r.value()),
    }
}

/// The key of kept values: the size, then `15 - value` in the order the
/// hand is compared (the highest first, or the lowest first).
fn key(mut values: Vec<i64>, rules: Rules) -> Vec<i64> {
    if rules.has(BADUGI_FROM_THE_LOWEST) {
        values.sort_unstable();
    } else {
        values.sort_unstable_by(|a, b| b.cmp(a));
    }
    let mut k = vec![values.len() as i64];
    k.extend(values.iter().map(|v| 15 - v));
    k
}

/// The kept values: the best badugi over every subset, or what a broken
/// rule keeps.
fn kept(cards: &[Card], rules: Rules) -> Vec<i64> {
    if rules.has(BADUGI_SUITS_ONLY) {
        // The lowest card of each suit, whatever its rank.
        let mut lowest: [Option<i64>; 4] = [None; 4];
        for c in cards {
            let slot = &mut lowest[c.suit().index() as usize];
            let v = value(c, rules);
            *slot = Some(slot.map_or(v, |w| w.min(v)));
        }
        return lowest.iter().flatten().copied().collect();
    }
    if rules.has(BADUGI_GREEDY_DISCARD) {
        let mut sorted: Vec<&Card> = cards.iter().collect();
        sorted.sort_by_key(|c| (value(c, rules), c.suit().index()));
        let mut out: Vec<&Card> = Vec::new();
        for c in sorted {
            if out
                .iter()
                .all(|k| k.rank() != c.rank() && k.suit() != c.suit())
            {
                out.push(c);
            }
        }
        return out.iter().map(|c| value(c, rules)).collect();
    }
    let n = cards.len();
    (1u32..1 << n)
        .filter_map(|pick| {
            let subset: Vec<&Card> = (0..n)
                .filter(|i| pick & 1 << i != 0)
                .map(|i| &cards[i])
                .collect();
            let clash = subset.iter().enumerate().any(|(i, a)| {
                subset[..i]
                    .iter()
                    .any(|b| a.rank() == b.rank() || a.suit() == b.suit())
            });
            (!clash).then(|| subset.iter().map(|c| value(c, rules)).collect::<Vec<i64>>())
        })
        .max_by(|a, b| key(a.clone(), rules).cmp(&key(b.clone(), rules)))
        .unwrap_or_default()
}

/// The model's badugi answer: a low alone on the model's scale.
pub(crate) fn badugi(cards: &[Card], rules: Rules) -> Verdict {
    let k = key(kept(cards, rules), rules);
    Verdict::low_alone(Some(Strength::new(&k)))
}
