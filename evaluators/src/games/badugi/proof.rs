//! The exhaustive proof of [`BadugiReference`]: every one of the 270,725
//! four-card hands of the 52-card deck, checked three ways.
//!
//! 1. Order: every reference strength meets exactly one key of the plain
//!    checker [`BadugiPlain`] (which tries every subset), and sorting the
//!    strengths sorts the keys strictly: the reference splits no value,
//!    merges none and inverts none.
//! 2. The values: the strengths met are exactly 1 to 1,092, and per size of
//!    badugi (one to four cards) there are `C(13, k)` of them
//!    ([`VALUES_PER_SIZE`]: 13, 78, 286, 715).
//! 3. The hands: per size ([`HANDS_PER_SIZE`]: 2,873, 96,252, 154,440 and
//!    17,160), and per value where a formula gives it: each four-card value
//!    is held by `4! = 24` hands (its four ranks dealt to the four suits);
//!    a lone card of value `v` (ace 1) by `4 * C(13 - v, 3) + 1` hands (four
//!    cards of one suit, `v` the lowest, or the four cards of value `v`).
//!    The counts of two and three cards come from a separate program
//!    (docs/games/badugi.md gives it).

use super::{BadugiPlain, BadugiReference};
use crate::card::{format_cards, Card};
use crate::combinations::Combinations;
use crate::games::GameError;

/// Four-card hands whose badugi has one, two, three, four cards.
pub const HANDS_PER_SIZE: [u64; 4] = [2_873, 96_252, 154_440, 17_160];

/// Distinct badugi values of one, two, three, four cards (`C(13, k)`).
pub const VALUES_PER_SIZE: [usize; 4] = [13, 78, 286, 715];

/// What the proof met.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadugiProof {
    /// Hands visited (270,725).
    pub hands: u64,
    /// Distinct strengths (1,092).
    pub classes: usize,
    /// Hands per size of badugi, one card first.
    pub hands_per_size: [u64; 4],
    /// Distinct values per size, one card first.
    pub values_per_size: [usize; 4],
}

/// Visits every four-card hand and checks the reference against the plain
/// checker and the counts (see the module docs). No I/O; single-threaded
/// (about half a second in a debug build).
pub fn prove_exhaustive() -> Result<BadugiProof, GameError> {
    prove().map_err(GameError)
}

fn prove() -> Result<BadugiProof, String> {
    const NONE: u32 = u32::MAX;
    let (reference, plain) = (BadugiReference, BadugiPlain);
    let deck: Vec<Card> = Card::all().collect();
    let mut key_of = vec![NONE; 1093];
    let mut hands_of = vec![0u64; 1093];
    let mut hands = 0u64;
    let mut four = [deck[0]; 4];
    let mut combos = Combinations::new(52, 4);
    while let Some(ix) = combos.next() {
        for (slot, &i) in four.iter_mut().zip(ix) {
            *slot = deck[i];
        }
        hands += 1;
        let s = reference.strength(&four) as usize;
        let k = plain.key(&four);
        if !(1..=1092).contains(&s) {
            return Err(format!(
                "{}: strength {s} outside 1..=1092",
                format_cards(&four)
            ));
        }
        if key_of[s] == NONE {
            key_of[s] = k;
        } else if key_of[s] != k {
            return Err(format!(
                "badugi: reference strength {s} holds two plain classes ({:#x} and {k:#x}, \
                 the latter on {})",
                key_of[s],
                format_cards(&four)
            ));
        }
        hands_of[s] += 1;
    }
    let mut hands_per_size = [0u64; 4];
    let mut values_per_size = [0usize; 4];
    let mut previous: Option<(usize, u32)> = None;
    for (s, &k) in key_of.iter().enumerate().skip(1) {
        if k == NONE {
            return Err(format!("badugi: no hand has strength {s}"));
        }
        if let Some((ps, pk)) = previous {
            if pk >= k {
                return Err(format!(
                    "badugi: reference strengths {ps} < {s} but plain keys {pk:#x} >= {k:#x}"
                ));
            }
        }
        previous = Some((s, k));
        let size = BadugiPlain::key_size(k);
        hands_per_size[size - 1] += hands_of[s];
        values_per_size[size - 1] += 1;
        let top = 15 - (k >> 12 & 15);
        let want = match size {
            4 => Some(24),
            1 => Some(4 * u64::from(super::choose(13 - top, 3)) + 1),
            _ => None,
        };
        if let Some(want) = want.filter(|&w| w != hands_of[s]) {
            return Err(format!(
                "badugi: strength {s} ({size} card(s), highest value {top}) is held by {} \
                 hands, the formula says {want}",
                hands_of[s]
            ));
        }
    }
    let summary = BadugiProof {
        hands,
        classes: 1092,
        hands_per_size,
        values_per_size,
    };
    if hands != 270_725 || hands_per_size != HANDS_PER_SIZE || values_per_size != VALUES_PER_SIZE {
        return Err(format!(
            "badugi: met {summary:?}; the counts are 270,725 hands, {HANDS_PER_SIZE:?} per \
             size, {VALUES_PER_SIZE:?} values"
        ));
    }
    Ok(summary)
}
