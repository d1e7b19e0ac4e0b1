//! The two lowball games as [`GameKit`]s.

use super::{
    prove_exhaustive, AceToFiveCountsStraights, DeuceToSevenInvertedHigh,
    DeuceToSevenWheelStraight, LowballPlain, LowballReference,
};
use crate::game::{Game, ACE_TO_FIVE, DEUCE_TO_SEVEN};
use crate::games::kit::{check_card_counts, GameKit, Proof, ProofPlan, ProofRequest, Proofs};
use crate::games::GameError;
use std::sync::Arc;

/// Ace-to-five lowball.
pub static ACE_TO_FIVE_KIT: GameKit = GameKit {
    game: &ACE_TO_FIVE,
    reference: || Arc::new(LowballReference::ace_to_five()),
    checker: || Arc::new(LowballPlain::ace_to_five()),
    lessons: || vec![Arc::new(AceToFiveCountsStraights)],
    traps: "ace-to-five",
    proofs: Proofs::Own(proofs),
    docs: "docs/games/ace-to-five.md",
};

/// Deuce-to-seven lowball.
pub static DEUCE_TO_SEVEN_KIT: GameKit = GameKit {
    game: &DEUCE_TO_SEVEN,
    reference: || Arc::new(LowballReference::deuce_to_seven()),
    checker: || Arc::new(LowballPlain::deuce_to_seven()),
    lessons: || {
        vec![
            Arc::new(DeuceToSevenInvertedHigh),
            Arc::new(DeuceToSevenWheelStraight),
        ]
    },
    traps: "deuce-to-seven",
    proofs: Proofs::Own(proofs),
    docs: "docs/games/deuce-to-seven.md",
};

/// Every hand of each `--cards` count against the plain checker and the
/// documented counts, one count after another.
fn proofs(game: &'static Game, request: &ProofRequest) -> Result<ProofPlan, GameError> {
    check_card_counts(game, &request.cards)?;
    let proofs = request
        .cards
        .iter()
        .map(|&n| {
            Proof::new(format!("{} {n} cards", game.id), move || {
                prove_exhaustive(game, n).map(|s| {
                    format!(
                        "{} hands, {} distinct strengths, histogram {:?} (the documented \
                         counts), order checked against the plain checker",
                        s.hands, s.classes, s.histogram
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
