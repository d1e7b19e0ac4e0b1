//! The two short-deck games as [`GameKit`]s.

use super::{prove_exhaustive, ShortDeckDeckOnly, ShortDeckPlain, ShortDeckReference};
use crate::game::{Game, SHORT_DECK, SHORT_DECK_TRIPS_OVER_STRAIGHT};
use crate::games::kit::{check_card_counts, GameKit, Proof, ProofPlan, ProofRequest, Proofs};
use crate::games::GameError;
use std::sync::Arc;

/// Short deck, a straight over three of a kind.
pub static KIT: GameKit = GameKit {
    game: &SHORT_DECK,
    reference: || Arc::new(ShortDeckReference::new(false)),
    checker: || Arc::new(ShortDeckPlain::new(false)),
    lessons: || vec![Arc::new(ShortDeckDeckOnly)],
    traps: "short-deck",
    proofs: Proofs::Own(proofs),
    docs: "docs/games/short-deck.md",
};

/// Short deck, three of a kind over a straight.
pub static TRIPS_OVER_STRAIGHT_KIT: GameKit = GameKit {
    game: &SHORT_DECK_TRIPS_OVER_STRAIGHT,
    reference: || Arc::new(ShortDeckReference::new(true)),
    checker: || Arc::new(ShortDeckPlain::new(true)),
    lessons: Vec::new,
    traps: "short-deck",
    proofs: Proofs::Own(proofs),
    docs: "docs/games/short-deck.md",
};

/// Every hand of each `--cards` count against the plain checker and the
/// derived counts, one count after another.
fn proofs(game: &'static Game, request: &ProofRequest) -> Result<ProofPlan, GameError> {
    check_card_counts(game, &request.cards)?;
    let proofs = request
        .cards
        .iter()
        .map(|&n| {
            Proof::new(format!("{} {n} cards", game.id), move || {
                prove_exhaustive(game, n).map(|s| {
                    format!(
                        "{} hands, {} distinct strengths, histogram {:?} (the derived counts), \
                         order checked against the plain checker",
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
