//! showdown's evaluators: every game's kit ([`games`]: the proven-correct
//! references, their plain checkers, lessons and proofs), the hold'em
//! [`Reference`] with its plain checker [`BestOfSubsets`], the [`Lift`]
//! wrapper, faithful [`ports`] of published evaluators and the bug-class
//! models. No I/O. The card model, hand categories, the games' rules and the
//! [`Evaluator`] trait are showdown-core's, re-exported under the same paths
//! ([`card`], [`category`], [`domain`], [`evaluator`], [`game`]).

#![warn(missing_docs)]

pub mod bug_classes;
#[cfg(test)]
mod card_properties;
pub mod combinations;
pub mod games;
pub mod lift;
pub mod ports;
pub mod reference;
pub mod registry;
pub mod subset;
#[cfg(feature = "third-party")]
pub mod third_party;

// The contract (cards, categories, games, the Evaluator trait) is
// showdown-core's; its modules keep their paths here.
pub use showdown_core::{card, category, deal, domain, evaluator, game, protocol};

pub use card::{
    format_cards, parse_cards, parse_hand, Card, ParseError, ParseErrorKind, Rank, Suit,
};
pub use category::Category;
pub use evaluator::{
    CardOrder, Deviation, DeviationKind, Domain, Evaluator, EvaluatorInfo, Low, Rejected, Strength,
    Verdict,
};
pub use game::{
    Game, LowHalf, Ranking, ACE_TO_FIVE, ACE_TO_SIX, DEUCE_TO_SEVEN, HOLDEM, OMAHA, OMAHA_HI_LO,
    SHORT_DECK, SHORT_DECK_TRIPS_OVER_STRAIGHT, STUD_HI_LO,
};
pub use lift::Lift;
pub use reference::Reference;
pub use subset::BestOfSubsets;
