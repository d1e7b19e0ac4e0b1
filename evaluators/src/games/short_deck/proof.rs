//! The exhaustive proof of [`ShortDeckReference`]: every hand of 5, 6 or 7
//! cards of the 36-card deck, checked three ways.
//!
//! 1. The category histogram equals the counts derived by combinatorics in
//!    `docs/games/short-deck.md` ([`published_counts`]).
//! 2. The number of distinct strengths, in all and per category, equals
//!    the derived number of classes.
//! 3. Order (`games::order_check`): every reference strength is mapped to the key of the plain
//!    checker [`ShortDeckPlain`] on the same hand. Each strength must meet
//!    exactly one plain key, of the same category, and sorting the strengths
//!    must sort the keys strictly. So the reference splits no class, merges
//!    none and inverts none. A histogram alone would miss two swapped
//!    kickers; this does not.

use super::{ShortDeckPlain, ShortDeckReference};
use crate::game::{Game, SHORT_DECK, SHORT_DECK_TRIPS_OVER_STRAIGHT};
use crate::games::order_check::{compare, Figures, OrderCheck};
pub use crate::games::order_check::{ProofSummary, PublishedCounts};

/// Five cards: the same under both rule sets (five cards cannot hold both a
/// straight and three of a kind).
const FIVE: Figures = Figures {
    hands: [122_400, 193_536, 36_288, 16_128, 6_120, 480, 1_728, 288, 24],
    classes: [120, 504, 252, 252, 6, 120, 72, 72, 6],
};

/// Six cards: the same under both rule sets (six cards cannot hold both).
const SIX: Figures = Figures {
    hands: [
        261_300, 914_400, 453_600, 129_024, 122_100, 13_220, 48_960, 4_464, 724,
    ],
    classes: [46, 305, 244, 189, 6, 120, 72, 72, 6],
};

/// Seven cards, a straight over three of a kind.
const SEVEN_USUAL: Figures = Figures {
    hands: [
        233_100, 2_316_600, 3_157_056, 607_200, 1_169_940, 175_560, 633_024, 44_640, 10_560,
    ],
    classes: [10, 138, 203, 125, 6, 120, 72, 72, 6],
};

/// Seven cards, three of a kind over a straight: the 30,360 hands holding
/// both (a straight of five different ranks, one of them three times, no
/// flush) count as three of a kind, which also reaches 10 more classes.
const SEVEN_TRIPS: Figures = Figures {
    hands: [
        233_100, 2_316_600, 3_157_056, 637_560, 1_139_580, 175_560, 633_024, 44_640, 10_560,
    ],
    classes: [10, 138, 203, 135, 6, 120, 72, 72, 6],
};

/// The derived figures for `game` (one of the two short-deck games) and
/// hands of `n` cards (5, 6 or 7).
pub fn published_counts(game: &Game, n: usize) -> Option<PublishedCounts> {
    let trips = if game.id == SHORT_DECK.id {
        false
    } else if game.id == SHORT_DECK_TRIPS_OVER_STRAIGHT.id {
        true
    } else {
        return None;
    };
    let (hands, figures) = match (n, trips) {
        (5, _) => (376_992, &FIVE),
        (6, _) => (1_947_792, &SIX),
        (7, false) => (8_347_680, &SEVEN_USUAL),
        (7, true) => (8_347_680, &SEVEN_TRIPS),
        _ => return None,
    };
    Some(figures.published(hands))
}

/// The shared order check ([`OrderCheck`]) for one short-deck rule set.
pub(crate) fn order_check(reference: ShortDeckReference, plain: ShortDeckPlain) -> OrderCheck {
    OrderCheck::new(
        reference.game(),
        move |s| reference.category_of(s),
        move |k| plain.key_category(k),
    )
}

/// Visits every `n`-card hand of the 36-card deck, checks the reference
/// against the plain checker (one plain class per strength, in the same
/// order, of the same category), and returns what it met. No comparison
/// with the derived figures: [`prove_exhaustive`] adds it.
pub fn tally(game: &'static Game, n: usize) -> Result<ProofSummary, crate::games::GameError> {
    tally_text(game, n).map_err(Into::into)
}

fn tally_text(game: &'static Game, n: usize) -> Result<ProofSummary, String> {
    let reference = ShortDeckReference::for_game(game)
        .ok_or_else(|| format!("{game} is not a short-deck game"))?;
    let plain = ShortDeckPlain::for_game(game).expect("same games as the reference");
    if !(5..=7).contains(&n) {
        return Err(format!("{n} cards: short-deck hands have 5 to 7"));
    }
    order_check(reference, plain).tally_every_hand(
        n,
        |cards| reference.strength(cards),
        |s| reference.category_of(s),
        |cards| plain.key(cards),
    )
}

/// The exhaustive proof for `game` (one of the two short-deck games) over
/// every `n`-card hand (n = 5, 6, 7: 376,992 / 1,947,792 / 8,347,680
/// hands): [`tally`], then the hands, the category histogram and the number
/// of classes (in all and per category) must equal the derived figures
/// ([`published_counts`]). No I/O.
/// Single-threaded; in release the seven-card run takes a few seconds.
pub fn prove_exhaustive(
    game: &'static Game,
    n: usize,
) -> Result<ProofSummary, crate::games::GameError> {
    prove_text(game, n).map_err(Into::into)
}

fn prove_text(game: &'static Game, n: usize) -> Result<ProofSummary, String> {
    let summary = tally_text(game, n)?;
    let want = published_counts(game, n)
        .ok_or_else(|| format!("no derived figures for {game}, {n} cards"))?;
    compare(&summary, &want)?;
    Ok(summary)
}
