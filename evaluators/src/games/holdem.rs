//! Hold'em high as a [`GameKit`]: the table-driven [`Reference`], proven
//! against the plain [`BestOfSubsets`] on every hand of 1 to 7 cards by the
//! harness's exhaustive selfcheck. Its lessons are the ports (`crate::ports`),
//! which the registry lists on their own.

use super::game_kit::{GameKit, Proofs};
use crate::game::HOLDEM;
use crate::reference::Reference;
use crate::subset::BestOfSubsets;

/// Hold'em high.
pub static KIT: GameKit = GameKit {
    game: &HOLDEM,
    reference: || std::sync::Arc::new(Reference::new()),
    checker: || std::sync::Arc::new(BestOfSubsets),
    lessons: Vec::new,
    traps: "",
    proofs: Proofs::HoldemExhaustive,
    docs: "README.md",
};
