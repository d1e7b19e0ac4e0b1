//! Must-reject inputs (a duplicate card, an unknown card, too many cards)
//! and how an evaluator handles them.

pub use crate::external::Handling;
use showdown_evaluators::card::{format_cards, Card};
use showdown_evaluators::evaluator::Evaluator;

/// One must-reject input and how the evaluator handled it.
#[derive(Clone, Debug)]
pub struct BadInput {
    /// What is wrong with the input (`a duplicate card`).
    pub probe: &'static str,
    /// The request line sent.
    pub input: String,
    /// How it was handled.
    pub handling: Handling,
}

/// The must-reject inputs for `ev`: a duplicate card, an unknown card, and
/// one card more than it declares (as request lines, and as cards where
/// they can be built).
pub(super) fn bad_inputs(ev: &dyn Evaluator) -> Vec<(&'static str, String, Option<Vec<Card>>)> {
    let game = ev.game();
    let deck = game.deck();
    let top = ev.domain().counts().last().unwrap_or(5);
    let n = top.max(5);
    let pick = |k: usize| -> Vec<Card> { deck.iter().rev().take(k).copied().collect() };
    let line = |cards: &[Card]| -> String {
        if game.has_hole_cards() {
            showdown_evaluators::games::format_joined(game, cards)
        } else {
            format_cards(cards)
        }
    };
    let mut dup = pick(n);
    dup[1] = dup[0];
    let mut unknown = line(&pick(n));
    if let Some(i) = unknown.rfind(|c: char| c.is_ascii_alphanumeric()) {
        unknown.replace_range(i - 1..=i, "Xx");
    }
    let mut too_many = pick(top + 1);
    if game.has_hole_cards() {
        // Seven hole cards with a full board.
        too_many = pick(12);
    }
    let too_many_line = if game.has_hole_cards() {
        format!(
            "{} | {}",
            format_cards(&too_many[..7]),
            format_cards(&too_many[7..])
        )
    } else {
        format_cards(&too_many)
    };
    vec![
        ("a duplicate card", line(&dup), Some(dup)),
        ("an unknown card", unknown, None),
        ("more cards than declared", too_many_line, Some(too_many)),
    ]
}
