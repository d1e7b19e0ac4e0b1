//! Short deck ("6+ hold'em"): the 36-card deck (six to ace), hands of 5 to
//! 7 cards, the best five of any. Under both rule sets A-6-7-8-9 is the
//! lowest straight (there is no A-2-3-4-5) and a flush beats a full house;
//! [`SHORT_DECK`](crate::game::SHORT_DECK) ranks a straight over three of a
//! kind, [`SHORT_DECK_TRIPS_OVER_STRAIGHT`](crate::game::SHORT_DECK_TRIPS_OVER_STRAIGHT)
//! the other way round.
//!
//! - [`ShortDeckReference`]: the fast, correct evaluator (tables, no
//!   allocation per call; `reference-short-deck`, `reference-short-deck-trips`);
//! - [`ShortDeckPlain`]: the plain checker it is proven against (best of the
//!   five-card subsets; `best-of-subsets-short-deck`,
//!   `best-of-subsets-short-deck-trips`);
//! - [`ShortDeckDeckOnly`]: a lesson, hold'em ranking on the short deck
//!   (`short-deck-deck-only`), with executable deviation classes;
//! - [`prove_exhaustive`]: the proof over every 5-, 6- or 7-card hand.
//!
//! The rules, the derived counts and the traps: `docs/games/short-deck.md`.

mod deck_only;
mod plain;
mod proof;
mod reference;
#[cfg(test)]
mod tests;

pub use deck_only::ShortDeckDeckOnly;
pub use plain::{ShortDeckPlain, ShortDeckPlainKey};
pub use proof::{prove_exhaustive, published_counts, tally, ProofSummary, PublishedCounts};
pub use reference::{ShortDeckReference, CARD_KEYS, RANK_KEYS};

use crate::card::{card_mask, Card, Rank};

/// Why `cards` is not a short-deck hand of 5 to 7 distinct cards, if it is
/// not (shared by the reference and the lesson; the plain checker has its
/// own).
fn invalid_hand(cards: &[Card]) -> Option<String> {
    if !(5..=7).contains(&cards.len()) {
        return Some(format!(
            "{} cards: a short-deck hand has 5 to 7",
            cards.len()
        ));
    }
    if let Some(c) = cards.iter().find(|c| c.rank() < Rank::Six) {
        return Some(format!("{c} is not in the short deck (six to ace)"));
    }
    if card_mask(cards).count_ones() as usize != cards.len() {
        return Some("a card appears twice".into());
    }
    None
}

// ------------------------------------------------------------ the game kit

use crate::game::{Game, SHORT_DECK, SHORT_DECK_TRIPS_OVER_STRAIGHT};
use crate::games::game_kit::{check_card_counts, GameKit, Proof, ProofPlan, ProofRequest, Proofs};
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
