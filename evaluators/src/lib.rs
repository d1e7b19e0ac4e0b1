//! showdown's evaluators: the card model, hand categories, the [`Evaluator`]
//! trait, the proven-correct [`Reference`] evaluator with its plain checker
//! [`BestOfSubsets`], the [`Lift`] wrapper, and faithful [`ports`] of
//! published evaluators. No I/O.

#![warn(missing_docs)]

pub mod bug_classes;
pub mod card;
pub mod category;
pub mod combinations;
pub mod domain;
pub mod evaluator;
pub mod game;
pub mod games;
pub mod kind;
pub mod lift;
pub mod ports;
pub mod reference;
pub mod registry;
pub mod subset;
#[cfg(feature = "third-party")]
pub mod third_party;

pub use card::{
    format_cards, parse_cards, parse_hand, Card, ParseError, ParseErrorKind, Rank, Suit,
};
pub use category::Category;
pub use evaluator::{
    CardOrder, Deviation, DeviationKind, Domain, Evaluator, EvaluatorInfo, Low, Rejected, Strength,
    Verdict,
};
pub use game::{
    Game, LowHalf, Ranking, ACE_TO_FIVE, DEUCE_TO_SEVEN, HOLDEM, OMAHA, OMAHA_HI_LO, SHORT_DECK,
    SHORT_DECK_TRIPS_OVER_STRAIGHT, STUD_HI_LO,
};
pub use lift::Lift;
pub use reference::Reference;
pub use subset::BestOfSubsets;
