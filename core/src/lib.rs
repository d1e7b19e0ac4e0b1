//! showdown's contract, with no dependencies: the card model ([`card`]),
//! hand categories ([`category`]), each game's rules and deal layout
//! ([`game`], every game in [`GAMES`]), the card counts a game or an
//! evaluator takes ([`domain`]), the [`Evaluator`] trait and what it returns
//! ([`evaluator`]), and the line protocol's tokens and grammar ([`protocol`]:
//! a request line and an answer line, parsed and written).
//!
//! Whoever implements the [`Evaluator`] trait depends on this crate alone;
//! the references, ports and bug models are in `showdown-evaluators`, and
//! the harness that checks an evaluator (`assert_conforms`) in
//! `showdown-harness`. No I/O.

#![warn(missing_docs)]

pub mod card;
pub mod category;
pub mod deal;
pub mod domain;
pub mod evaluator;
pub mod game;
pub mod protocol;

pub use card::{
    format_cards, parse_cards, parse_hand, Card, ParseError, ParseErrorKind, Rank, Suit,
};
pub use category::Category;
pub use domain::Domain;
pub use evaluator::{
    CardOrder, Deviation, DeviationKind, Evaluator, EvaluatorInfo, Low, Rejected, Strength, Verdict,
};
pub use game::{
    Game, Layout, LowHalf, Ranking, Selection, ACE_TO_FIVE, ACE_TO_SIX, BADUGI, DEUCE_TO_SEVEN,
    GAMES, HOLDEM, OMAHA, OMAHA_HI_LO, SHORT_DECK, SHORT_DECK_TRIPS_OVER_STRAIGHT, STUD_HI_LO,
};
