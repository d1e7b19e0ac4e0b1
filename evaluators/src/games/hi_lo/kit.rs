//! The two hi-lo games as [`GameKit`]s. Their proofs are of the low halves:
//! the high halves are the proven hold'em and Omaha references
//! (`selfcheck` and `selfcheck --game omaha`).

use super::proof::{self, LowProofSummary};
use super::{
    OmahaHiLoAnyLow, OmahaHiLoPlain, OmahaHiLoReference, StudHiLoNineQualifies, StudHiLoPlain,
    StudHiLoReference,
};
use crate::card::format_cards;
use crate::game::{Game, OMAHA_HI_LO, STUD_HI_LO};
use crate::games::kit::{check_card_counts, GameKit, Proof, ProofPlan, ProofRequest, Proofs};
use crate::games::GameError;
use std::sync::Arc;

/// Omaha hi-lo, eight or better.
pub static OMAHA_HI_LO_KIT: GameKit = GameKit {
    game: &OMAHA_HI_LO,
    reference: || Arc::new(OmahaHiLoReference::new()),
    checker: || Arc::new(OmahaHiLoPlain::new()),
    lessons: || vec![Arc::new(OmahaHiLoAnyLow)],
    traps: "omaha-hi-lo",
    proofs: Proofs::Own(omaha_proofs),
    docs: "docs/games/omaha-hi-lo.md",
};

/// Seven-card stud hi-lo, eight or better.
pub static STUD_HI_LO_KIT: GameKit = GameKit {
    game: &STUD_HI_LO,
    reference: || Arc::new(StudHiLoReference),
    checker: || Arc::new(StudHiLoPlain),
    lessons: || vec![Arc::new(StudHiLoNineQualifies)],
    traps: "stud-hi-lo",
    proofs: Proofs::Own(stud_proofs),
    docs: "docs/games/stud-hi-lo.md",
};

fn summary(s: LowProofSummary) -> String {
    format!(
        "{} hands, {} with a low, {} distinct lows, same lows and order as the plain checker",
        s.hands, s.qualifying, s.classes
    )
}

/// The low on random deals of 4, 5 and 6 hole cards and on every deal of a
/// restricted deck, at once.
fn omaha_proofs(game: &'static Game, request: &ProofRequest) -> Result<ProofPlan, GameError> {
    let deals = request.deals;
    let mut proofs: Vec<Proof> = [4usize, 5, 6]
        .into_iter()
        .map(|hole| {
            Proof::new(
                format!(
                    "{} low: {deals} random deals of {hole} hole + 5 board cards",
                    game.id
                ),
                move || {
                    proof::prove_omaha_random(hole, 5, deals, 0x5EED ^ hole as u64).map(summary)
                },
            )
        })
        .collect();
    let deck = proof::restricted_deck();
    proofs.push(Proof::new(
        format!(
            "{} low: every 4 + 5 deal of the restricted deck {}",
            game.id,
            format_cards(&deck)
        ),
        move || proof::prove_omaha_restricted(&deck, 4, 5).map(summary),
    ));
    Ok(ProofPlan {
        proofs,
        at_once: true,
        total: None,
    })
}

/// The low on every hand of each `--cards` count, one count after another.
fn stud_proofs(game: &'static Game, request: &ProofRequest) -> Result<ProofPlan, GameError> {
    check_card_counts(game, &request.cards)?;
    let proofs = request
        .cards
        .iter()
        .map(|&n| {
            Proof::new(format!("{} low, every {n}-card hand", game.id), move || {
                proof::prove_stud_exhaustive(n).map(|s| {
                    format!(
                        "{} (the derived count {})",
                        summary(s),
                        proof::derived_qualifying(n as u64)
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
