//! The models of the bug classes: one parametric evaluator per game family
//! (high hands of the 52- and 36-card decks, Omaha, the lowball games, the
//! hi-lo lows) whose every rule can be broken on its own ([`Rule`], each
//! named by its class's id and declared in the module of its topic). With no
//! rule broken a model orders every hand as the game's reference does (the
//! tests prove it on random hands of every size), so a model with one rule
//! broken is "the reference with exactly that rule broken", and one with two
//! rules broken is a library with both bugs.
//!
//! A model's strength is a tuple of small integers in its own scale, the
//! same scale for every rule of a game: the place of the category in the
//! game's order (weakest first), then the ranks that break ties. Only the
//! order of strengths means anything; the diagnosis compares it with the
//! order of the program's strengths, never the numbers themselves.

use crate::card::Card;
use crate::evaluator::{Evaluator, EvaluatorInfo, Rejected, Verdict};
use crate::game::{
    Game, Ranking, ACE_TO_FIVE, ACE_TO_SIX, BADUGI, DEUCE_TO_SEVEN, HOLDEM, OMAHA, OMAHA_HI_LO,
    SHORT_DECK, SHORT_DECK_TRIPS_OVER_STRAIGHT, STUD_HI_LO,
};
use std::borrow::Cow;
use std::sync::Arc;

pub(crate) mod badugi;
mod high;
pub(crate) mod low;
pub(crate) mod rules;

use high::{high_answer, high_order, omaha::omaha_high, select_order, Deck};
use low::{hi_lo_low, lowball, LowGame};
pub use rules::{Rule, Rules};

/// Every rule of the models, by topic module: each module declares its
/// own (`rules!`), numbered on from the module before it here.
pub const RULES: [&[Rule]; 9] = [
    high::straights::RULES,
    high::flushes::RULES,
    high::groups::RULES,
    high::kickers::RULES,
    high::hole_cards::RULES,
    high::orders::RULES,
    high::omaha::RULES,
    low::RULES,
    badugi::RULES,
];

// The last module's rules end within the bits of `Rules`.
const _: () = assert!(badugi::END <= 128);

/// Every rule of the models, in number order.
pub fn all_rules() -> impl Iterator<Item = Rule> {
    RULES.into_iter().flatten().copied()
}

/// The rule with this id (its class's id).
pub fn rule(id: &str) -> Option<Rule> {
    all_rules().find(|r| r.id() == id)
}

/// A port's claimed deviations as a rule: on the hands where one of them
/// applies, the port's category replaces the model's (the port's own
/// strengths are on another scale, so the model keeps its ties).
#[derive(Clone)]
pub struct Claim {
    /// The port.
    pub port: Arc<dyn Evaluator>,
    /// Which of its deviations (indices into `port.deviations()`).
    pub deviations: Vec<usize>,
}

/// The reference of a game with some rules broken, and some ports'
/// deviations claimed, as an [`Evaluator`].
pub struct Model {
    info: EvaluatorInfo,
    rules: Rules,
    claims: Vec<Claim>,
}

impl Model {
    /// The model of `game` with `rules` broken and `claims` applied; `name`
    /// names it in reports (`bug:wheel-missing`).
    pub fn new(game: &'static Game, name: String, rules: Rules, claims: Vec<Claim>) -> Model {
        Model {
            info: EvaluatorInfo {
                name: Cow::Owned(name),
                game,
                domain: game.cards,
                order: crate::evaluator::CardOrder::Free,
                gives_strength: true,
                returns: Cow::Borrowed("category and a strength on the model's own scale"),
                source: Cow::Borrowed("showdown's catalogue of bug classes"),
            },
            rules,
            claims,
        }
    }

    /// The broken rules.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The model's verdict on joined cards (hole cards first for a game with
    /// hole cards, as [`crate::games::evaluate_joined`] joins them).
    pub fn answer(&self, cards: &[Card]) -> Verdict {
        let game = self.info.game;
        let rules = self.rules;
        let mut v = if game.is_badugi() {
            badugi::badugi(cards, rules)
        } else if game == &OMAHA || game == &OMAHA_HI_LO {
            let (hole, board) = crate::games::omaha::split_joined(cards);
            let (category, s) = omaha_high(hole, board, rules);
            let v = Verdict::new(category, Some(s));
            if game == &OMAHA_HI_LO {
                v.with_low(hi_lo_low(hole, board, true, rules))
            } else {
                v
            }
        } else if let Some(low) = match game.ranking {
            Ranking::AceToFiveLow => Some(LowGame::AceToFive),
            Ranking::DeuceToSevenLow => Some(LowGame::DeuceToSeven),
            Ranking::AceToSixLow => Some(LowGame::AceToSix),
            _ => None,
        } {
            let (category, s) = lowball(cards, low, rules);
            Verdict::new(category, Some(s))
        } else {
            let deck = Deck {
                lowest: game.lowest_rank.index() as i8,
            };
            let (select, order) = (select_order(game, rules), high_order(game, rules));
            let (category, s) = high_answer(cards, rules, deck, (&select, &order));
            let v = Verdict::new(category, Some(s));
            if game == &STUD_HI_LO {
                v.with_low(hi_lo_low(&[], cards, false, rules))
            } else {
                v
            }
        };
        for claim in &self.claims {
            let devs = claim.port.deviations();
            if claim
                .deviations
                .iter()
                .any(|&i| devs.get(i).is_some_and(|d| (d.applies)(cards)))
            {
                if let Ok(p) = claim.port.evaluate(cards) {
                    v.category = p.category;
                }
            }
        }
        v
    }
}

impl Evaluator for Model {
    fn info(&self) -> &EvaluatorInfo {
        &self.info
    }

    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        Ok(self.answer(cards))
    }

    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        let joined: Vec<Card> = hole.iter().chain(board).copied().collect();
        Ok(self.answer(&joined))
    }
}

/// Every game a model exists for.
pub const GAMES: [&Game; 10] = [
    &HOLDEM,
    &SHORT_DECK,
    &SHORT_DECK_TRIPS_OVER_STRAIGHT,
    &OMAHA,
    &ACE_TO_FIVE,
    &DEUCE_TO_SEVEN,
    &ACE_TO_SIX,
    &OMAHA_HI_LO,
    &STUD_HI_LO,
    &BADUGI,
];
