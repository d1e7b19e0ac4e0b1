//! The reference answers of any game as one integer per hand.

use showdown_evaluators::card::Card;
use showdown_evaluators::category::Category;
use showdown_evaluators::evaluator::Evaluator;
use showdown_evaluators::game::Game;
use showdown_evaluators::reference::Reference;
use std::sync::Arc;

/// The reference answers of one game, as one integer per hand: the
/// category's place in the game << 12 | the index within it (every
/// reference scores that way); hold'em takes the table-driven fast path.
pub struct GameReference {
    holdem: Reference,
    other: Option<Arc<dyn Evaluator>>,
}

impl GameReference {
    /// The reference of `game`.
    pub fn new(game: &'static Game) -> GameReference {
        GameReference {
            holdem: Reference::new(),
            other: (game != Game::default_game())
                .then(|| showdown_evaluators::games::reference_for(game)),
        }
    }

    /// The reference's category of joined cards (high card if it refuses
    /// them).
    pub fn category(&self, cards: &[Card]) -> Category {
        match &self.other {
            None => self.holdem.category(cards),
            Some(r) => showdown_evaluators::games::evaluate_joined(&**r, cards)
                .map_or(Category::HighCard, |v| v.category),
        }
    }

    /// The reference strength of joined cards.
    pub fn strength(&self, cards: &[Card]) -> u16 {
        match &self.other {
            None => self.holdem.strength(cards),
            Some(r) => showdown_evaluators::games::evaluate_joined(&**r, cards)
                .ok()
                .and_then(|v| v.strength)
                .and_then(|s| s.parts().first().copied())
                .map_or(0, |s| s as u16),
        }
    }
}
