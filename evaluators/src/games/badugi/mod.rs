//! Badugi: four cards of the 52-card deck; the hand is the largest subset
//! of them with no two of a suit and no two of a rank, aces low. A
//! four-card badugi beats every three-card hand, and so on down; hands of
//! one size compare by their highest card, then the next (lower is better);
//! suits never break ties. The answer is a low alone, `low <strength>`.
//!
//! - [`BadugiReference`]: ranks matched to suits, lowest rank first, by
//!   augmenting paths (`reference-badugi`);
//! - [`BadugiPlain`]: the plain checker, every subset of the four cards
//!   tried (`best-of-subsets-badugi`);
//! - the lessons [`BadugiGreedyDiscard`] (the higher of two clashing cards
//!   dropped as they come) and [`BadugiAceHigh`] (the ace above the king);
//! - [`prove_exhaustive`]: the proof over every four-card hand.
//!
//! Strength: the hand's place among the 1,092 distinct badugi values, 1
//! for a lone king (the worst) to 1,092 for A-2-3-4 of four suits (the
//! best) ([`place`]). The rules, the counts and the traps:
//! `docs/games/badugi.md`.

mod ace_high;
mod greedy_discard;
mod plain;
mod proof;
mod reference;
#[cfg(test)]
mod tests;

pub use ace_high::BadugiAceHigh;
pub use greedy_discard::BadugiGreedyDiscard;
pub use plain::{BadugiPlain, BadugiPlainKey};
pub use proof::{prove_exhaustive, BadugiProof, HANDS_PER_SIZE, VALUES_PER_SIZE};
pub use reference::BadugiReference;

use crate::card::{card_mask, Card, Rank};
use crate::evaluator::{Rejected, Strength, Verdict};

/// The value of a rank in badugi: the ace 1, the others their face value
/// (2 to 13 for the king).
pub fn value(rank: Rank) -> u8 {
    if rank == Rank::Ace {
        1
    } else {
        rank.value()
    }
}

/// `C(n, k)` for `n <= 13`.
const fn choose(n: u32, k: u32) -> u32 {
    if k > n {
        return 0;
    }
    let mut r = 1u32;
    let mut i = 0;
    while i < k {
        r = r * (n - i) / (i + 1);
        i += 1;
    }
    r
}

/// The place of a badugi among the 1,092 values: `ranks` has bit `v - 1`
/// set for each value `v` it holds (1 to 4 distinct values); a bigger
/// badugi is always better, and of one size the lower highest card, then
/// the next. 1 is a lone king, 1,092 A-2-3-4.
pub fn place(ranks: u16) -> u16 {
    let k = ranks.count_ones();
    assert!((1..=4).contains(&k), "a badugi has 1 to 4 ranks");
    // The values of the smaller sizes come first.
    let below: u32 = (1..k).map(|j| choose(13, j)).sum();
    // Colex index: 0 for the lowest ranks (the best of the size).
    let mut index = 0u32;
    let mut i = 0u32;
    for v in 0..13u32 {
        if ranks & 1 << v != 0 {
            i += 1;
            index += choose(v, i);
        }
    }
    (below + choose(13, k) - index) as u16
}

/// The low-alone verdict of a place.
fn verdict(place: u16) -> Verdict {
    Verdict::low_alone(Some(Strength::single(i64::from(place))))
}

/// Why `cards` is not a badugi hand (four distinct cards), if it is not.
fn invalid_hand(cards: &[Card]) -> Result<(), Rejected> {
    if cards.len() != 4 {
        return Err(Rejected::Invalid(format!(
            "{} cards: a badugi hand has 4",
            cards.len()
        )));
    }
    if card_mask(cards).count_ones() != 4 {
        return Err(Rejected::Invalid("a card appears twice".into()));
    }
    Ok(())
}

// ------------------------------------------------------------ the game kit

use crate::game::{Game, BADUGI};
use crate::games::game_kit::{check_card_counts, GameKit, Proof, ProofPlan, ProofRequest, Proofs};
use crate::games::GameError;
use std::sync::Arc;

/// Badugi.
pub static KIT: GameKit = GameKit {
    game: &BADUGI,
    reference: || Arc::new(BadugiReference),
    checker: || Arc::new(BadugiPlain),
    lessons: || vec![Arc::new(BadugiGreedyDiscard), Arc::new(BadugiAceHigh)],
    traps: "badugi",
    proofs: Proofs::Own(proofs),
    docs: "docs/games/badugi.md",
};

/// Every four-card hand against the plain checker and the counts.
fn proofs(game: &'static Game, request: &ProofRequest) -> Result<ProofPlan, GameError> {
    check_card_counts(game, &request.cards)?;
    let proofs = request
        .cards
        .iter()
        .map(|&n| {
            Proof::new(format!("{} {n} cards", game.id), move || {
                prove_exhaustive().map(|s| {
                    format!(
                        "{} hands, {} distinct strengths, hands per size {:?}, values per size \
                         {:?} (the counts), order checked against the plain checker",
                        s.hands, s.classes, s.hands_per_size, s.values_per_size
                    )
                })
            })
        })
        .collect();
    Ok(ProofPlan {
        proofs,
        at_once: false,
        total: None,
    })
}
