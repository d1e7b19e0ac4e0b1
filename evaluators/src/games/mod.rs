//! Evaluators for the games beyond hold'em high (see [`crate::game`]):
//! a proven reference for each, the plain checker it is proven against,
//! and naive evaluators kept as lessons. [`reference_for`] and
//! [`checker_for`] find them by game; the registry lists them all.

pub mod hi_lo;
pub mod lowball;
pub mod omaha;
mod order_check;
pub mod short_deck;

use crate::evaluator::Evaluator;
use crate::game::{
    Game, ACE_TO_FIVE, DEUCE_TO_SEVEN, HOLDEM, OMAHA, OMAHA_HI_LO, SHORT_DECK,
    SHORT_DECK_TRIPS_OVER_STRAIGHT, STUD_HI_LO,
};
use std::sync::Arc;

/// Why a hand of a game could not be read, or a proof failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameError(pub String);

impl std::fmt::Display for GameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for GameError {}

impl From<String> for GameError {
    fn from(s: String) -> GameError {
        GameError(s)
    }
}

/// The proven reference of `game`.
pub fn reference_for(game: &'static Game) -> Arc<dyn Evaluator> {
    if game == &OMAHA {
        Arc::new(omaha::OmahaReference::new())
    } else if let Some(r) = lowball::LowballReference::for_game(game) {
        Arc::new(r)
    } else if game == &OMAHA_HI_LO {
        Arc::new(hi_lo::OmahaHiLoReference::new())
    } else if game == &STUD_HI_LO {
        Arc::new(hi_lo::StudHiLoReference)
    } else if let Some(r) = short_deck::ShortDeckReference::for_game(game) {
        Arc::new(r)
    } else {
        debug_assert_eq!(game, &HOLDEM);
        Arc::new(crate::reference::Reference::new())
    }
}

/// The plain checker `game`'s reference is proven against (and the second
/// opinion every vector of the game is checked with).
pub fn checker_for(game: &'static Game) -> Arc<dyn Evaluator> {
    if game == &OMAHA {
        Arc::new(omaha::OmahaBruteForce::new())
    } else if let Some(c) = lowball::LowballPlain::for_game(game) {
        Arc::new(c)
    } else if game == &OMAHA_HI_LO {
        Arc::new(hi_lo::OmahaHiLoPlain::new())
    } else if game == &STUD_HI_LO {
        Arc::new(hi_lo::StudHiLoPlain)
    } else if let Some(c) = short_deck::ShortDeckPlain::for_game(game) {
        Arc::new(c)
    } else {
        debug_assert_eq!(game, &HOLDEM);
        Arc::new(crate::subset::BestOfSubsets)
    }
}

/// Every evaluator of the other games: references, checkers, and lessons
/// (the naive evaluators), in that order.
pub fn all() -> Vec<(crate::registry::Kind, Arc<dyn Evaluator>)> {
    use crate::registry::Kind;
    let mut out: Vec<(Kind, Arc<dyn Evaluator>)> = Vec::new();
    let games = [
        &OMAHA,
        &SHORT_DECK,
        &SHORT_DECK_TRIPS_OVER_STRAIGHT,
        &ACE_TO_FIVE,
        &DEUCE_TO_SEVEN,
        &OMAHA_HI_LO,
        &STUD_HI_LO,
    ];
    for game in games {
        out.push((Kind::Reference, reference_for(game)));
    }
    for game in games {
        out.push((Kind::Checker, checker_for(game)));
    }
    out.push((Kind::Lesson, Arc::new(omaha::OmahaAnyFive)));
    out.push((Kind::Lesson, Arc::new(omaha::OmahaOneHoleCard)));
    out.push((Kind::Lesson, Arc::new(short_deck::ShortDeckDeckOnly)));
    out.push((Kind::Lesson, Arc::new(lowball::DeuceToSevenInvertedHigh)));
    out.push((Kind::Lesson, Arc::new(lowball::DeuceToSevenWheelStraight)));
    out.push((Kind::Lesson, Arc::new(lowball::AceToFiveCountsStraights)));
    out.push((Kind::Lesson, Arc::new(hi_lo::OmahaHiLoAnyLow)));
    out.push((Kind::Lesson, Arc::new(hi_lo::StudHiLoNineQualifies)));
    out
}

/// Asks `ev` about joined cards: for a game with hole cards the cards are
/// the hole cards then the board, split as [`omaha::split_joined`] says
/// (every deal of 4 to 6 hole cards and 3 to 5 board cards) and asked through
/// [`Evaluator::evaluate_deal`]; otherwise [`Evaluator::evaluate`].
pub fn evaluate_joined(
    ev: &dyn Evaluator,
    cards: &[crate::card::Card],
) -> Result<crate::evaluator::Verdict, crate::evaluator::Rejected> {
    if ev.game().has_hole_cards() {
        let (hole, board) = omaha::split_joined(cards);
        ev.evaluate_deal(hole, board)
    } else {
        ev.evaluate(cards)
    }
}

/// Joined cards as a person writes them: `As Kd 7h 7c | 2s Td 9d` for a game
/// with hole cards, `As Kd 7h` otherwise.
pub fn format_joined(game: &Game, cards: &[crate::card::Card]) -> String {
    use crate::card::format_cards;
    if game.has_hole_cards() {
        let (hole, board) = omaha::split_joined(cards);
        format!("{} | {}", format_cards(hole), format_cards(board))
    } else {
        format_cards(cards)
    }
}

/// Reads a hand of `game`: `HOLE | BOARD` for a game with hole cards (every
/// deal the game has), plain cards otherwise; the cards come back joined,
/// hole cards first, marked by [`omaha::join`] so that
/// [`omaha::split_joined`] gives the same hole cards and board back.
pub fn parse_joined(game: &Game, text: &str) -> Result<Vec<crate::card::Card>, GameError> {
    use crate::card::{card_mask, parse_cards, parse_hand_max};
    if !game.has_hole_cards() {
        let cards = parse_hand_max(text, game.max_cards()).map_err(|e| GameError(e.to_string()))?;
        if !game.takes(cards.len()) {
            return Err(format!(
                "{} cards: a {} hand has {} cards",
                cards.len(),
                game.id,
                game.cards
            )
            .into());
        }
        if let Some(c) = cards.iter().find(|c| c.rank() < game.lowest_rank) {
            return Err(format!(
                "{c} is not in the {}-card {} deck ({} and up)",
                game.deck_size(),
                game.id,
                game.lowest_rank.symbol()
            )
            .into());
        }
        return Ok(cards);
    }
    let Some((hole, board)) = text.split_once('|') else {
        return Err(format!(
            "{} hands are written `HOLE | BOARD` (for example `As Kd 7h 7c | 2s Td 9d 8c 3h`)",
            game.id
        )
        .into());
    };
    let hole = parse_cards(hole).map_err(|e| GameError(format!("hole cards: {e}")))?;
    let board = parse_cards(board).map_err(|e| GameError(format!("board: {e}")))?;
    if !game.takes_deal(hole.len(), board.len()) {
        return Err(format!(
            "{} hole cards and {} board cards is not a deal of {}",
            hole.len(),
            board.len(),
            game.id
        )
        .into());
    }
    let joined = omaha::join(&hole, &board);
    if card_mask(&joined).count_ones() as usize != joined.len() {
        return Err(GameError("a card appears twice".into()));
    }
    Ok(joined)
}
