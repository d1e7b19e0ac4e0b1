//! Lowball: the lowest hand wins. Two games, both 5 to 7 cards of the
//! 52-card deck, the best five of any:
//!
//! - [`ACE_TO_FIVE`](crate::game::ACE_TO_FIVE) (`ace-to-five`, razz over
//!   seven cards): aces are low, straights and flushes do not count, pairs
//!   do; 5-4-3-2-A is the best hand.
//! - [`DEUCE_TO_SEVEN`](crate::game::DEUCE_TO_SEVEN) (`deuce-to-seven`):
//!   aces are high only, straights and flushes count against the hand
//!   (A-2-3-4-5 is ace-high, no straight); 7-5-4-3-2 not all of one suit is
//!   the best hand.
//!
//! What is here:
//! - [`LowballReference`]: the fast, correct evaluator of each game
//!   (`reference-ace-to-five`, `reference-deuce-to-seven`);
//! - [`LowballPlain`]: the plain checker it is proven against (best of the
//!   five-card subsets; `best-of-subsets-ace-to-five`,
//!   `best-of-subsets-deuce-to-seven`);
//! - lessons with executable deviation classes: [`DeuceToSevenInvertedHigh`]
//!   (`deuce-to-seven-inverted-high`, the low as the high hand turned round),
//!   [`DeuceToSevenWheelStraight`] (`deuce-to-seven-wheel-straight`,
//!   A-2-3-4-5 counted as a straight) and [`AceToFiveCountsStraights`]
//!   (`ace-to-five-counts-straights`, straights and flushes still counted);
//! - [`prove_exhaustive`]: the proof over every 5-, 6- or 7-card hand.
//!
//! Both games share one strength scheme with the other references:
//! `position << 12 | index`, where `position` is the category's place in
//! [`Game::categories`](crate::game::Game::categories) (the worst low
//! first) and `index` numbers that category's five-card classes from the
//! worst low. So a higher strength is the better low, as everywhere.
//!
//! The rules, the derived counts and the traps: `docs/games/ace-to-five.md`
//! and `docs/games/deuce-to-seven.md`.

mod counts_straights;
mod inverted_high;
mod plain;
mod proof;
mod reference;
#[cfg(test)]
mod tests;
mod wheel_straight;

pub use counts_straights::AceToFiveCountsStraights;
pub use inverted_high::DeuceToSevenInvertedHigh;
pub use plain::{LowballPlain, LowballPlainKey};
pub use proof::{prove_exhaustive, published_counts, tally, ProofSummary, PublishedCounts};
pub use reference::LowballReference;
pub use wheel_straight::DeuceToSevenWheelStraight;

use crate::card::{card_mask, Card};

/// Why `cards` is not a lowball hand of 5 to 7 distinct cards, if it is not
/// (shared by the references and the lessons; the plain checker has its
/// own).
fn invalid_hand(game: &crate::game::Game, cards: &[Card]) -> Option<String> {
    if !(5..=7).contains(&cards.len()) {
        return Some(format!(
            "{} cards: {} hands have 5 to 7 cards",
            cards.len(),
            game.id
        ));
    }
    if card_mask(cards).count_ones() as usize != cards.len() {
        return Some("a card appears twice".into());
    }
    None
}

/// The best of `score` over the five-card subsets of 5 to 7 cards (the
/// lessons' "best five of any").
fn best_of_fives(cards: &[Card], score: impl Fn(&[Card]) -> i64) -> i64 {
    let mut best = i64::MIN;
    let mut combos = crate::combinations::Combinations::new(cards.len(), 5);
    let mut five = Vec::with_capacity(5);
    while let Some(ix) = combos.next() {
        five.clear();
        five.extend(ix.iter().map(|&i| cards[i]));
        best = best.max(score(&five));
    }
    best
}

// ------------------------------------------------------------ the game kit

use crate::game::{Game, ACE_TO_FIVE, DEUCE_TO_SEVEN};
use crate::games::game_kit::{check_card_counts, GameKit, Proof, ProofPlan, ProofRequest, Proofs};
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
