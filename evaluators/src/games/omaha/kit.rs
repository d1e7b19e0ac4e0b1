//! Omaha high as a [`GameKit`].

use super::{
    prove_random, prove_restricted, restricted_deck, OmahaAnyFive, OmahaBruteForce,
    OmahaOneHoleCard, OmahaReference,
};
use crate::card::format_cards;
use crate::game::{Game, OMAHA};
use crate::games::kit::{GameKit, Proof, ProofPlan, ProofRequest, Proofs};
use crate::games::GameError;
use std::sync::Arc;

/// Omaha high.
pub static KIT: GameKit = GameKit {
    game: &OMAHA,
    reference: || Arc::new(OmahaReference::new()),
    checker: || Arc::new(OmahaBruteForce::new()),
    lessons: || vec![Arc::new(OmahaAnyFive), Arc::new(OmahaOneHoleCard)],
    traps: "",
    proofs: Proofs::Own(proofs),
    docs: "docs/games/omaha.md",
};

/// Random deals of 4, 5 and 6 hole cards against the brute force, and every
/// deal of a restricted deck, at once.
fn proofs(_: &'static Game, request: &ProofRequest) -> Result<ProofPlan, GameError> {
    let deals = request.deals;
    let mut proofs: Vec<Proof> = [4usize, 5, 6]
        .into_iter()
        .map(|hole| {
            Proof::new(
                format!("{deals} random deals of {hole} hole + 5 board cards"),
                move || {
                    prove_random(hole, 5, deals, 0x5EED ^ hole as u64).map(|s| {
                        format!(
                            "{} deals, {} strength classes, categories {:?}, same category and \
                             order as the brute force",
                            s.deals, s.classes, s.categories
                        )
                    })
                },
            )
        })
        .collect();
    proofs.push(Proof::new("restricted deck, 4 hole + 5 board", || {
        let deck = restricted_deck();
        prove_restricted(&deck, 4, 5).map(|s| {
            format!(
                "{} deals (every deal of the {}-card deck {}), {} strength classes",
                s.deals,
                deck.len(),
                format_cards(&deck),
                s.classes
            )
        })
    }));
    Ok(ProofPlan {
        proofs,
        at_once: true,
        total: Some("omaha proofs"),
    })
}
