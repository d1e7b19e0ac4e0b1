//! Badugi as a [`GameKit`].

use super::{prove_exhaustive, BadugiAceHigh, BadugiGreedyDiscard, BadugiPlain, BadugiReference};
use crate::game::{Game, BADUGI};
use crate::games::kit::{check_card_counts, GameKit, Proof, ProofPlan, ProofRequest, Proofs};
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
