//! Must-reject inputs (a duplicate card, an unknown card, too many cards)
//! and how an evaluator handles them.

use showdown_evaluators::card::{format_cards, Card};
use showdown_evaluators::evaluator::Evaluator;

/// How an evaluator handles input it must refuse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Handling {
    /// It refuses the input (`error …` or `skip …`; in process, a refusal).
    Rejects(String),
    /// It answers as if the input were a hand.
    Answers(String),
    /// It ends, panics or prints something that is not a protocol line.
    Crashes(String),
    /// It says nothing in time.
    Hangs(String),
    /// The probe cannot be put to this kind of evaluator (an unknown card
    /// cannot be built in process).
    NotApplicable(String),
}

impl Handling {
    /// `rejects`, `answers anyway`, `crashes`, `hangs`, `n/a`.
    pub const fn token(&self) -> &'static str {
        match self {
            Handling::Rejects(_) => "rejects",
            Handling::Answers(_) => "answers anyway",
            Handling::Crashes(_) => "crashes",
            Handling::Hangs(_) => "hangs",
            Handling::NotApplicable(_) => "n/a",
        }
    }

    /// What was seen.
    pub fn detail(&self) -> &str {
        match self {
            Handling::Rejects(d)
            | Handling::Answers(d)
            | Handling::Crashes(d)
            | Handling::Hangs(d)
            | Handling::NotApplicable(d) => d,
        }
    }

    /// Whether this is the wanted handling (or the probe did not apply).
    pub fn acceptable(&self) -> bool {
        matches!(self, Handling::Rejects(_) | Handling::NotApplicable(_))
    }
}

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
