//! The exhaustive proof of [`LowballReference`]: every hand of 5, 6 or 7
//! cards of the 52-card deck (2,598,960 / 20,358,520 / 133,784,560 hands),
//! checked three ways.
//!
//! 1. The category histogram equals the figures in `docs/games/ace-to-five.md`
//!    and `docs/games/deuce-to-seven.md` ([`published_counts`]).
//! 2. The number of distinct strengths, in all and per category, equals
//!    the figures' number of classes.
//! 3. Order (`games::order_check`): every reference strength is mapped to
//!    the key of the plain checker [`LowballPlain`] on the same hand; each
//!    strength must meet exactly one plain key, of the same category, and
//!    sorting the strengths must sort the keys strictly.
//!
//! On seven cards the plain checker's key of a hand is remembered by the
//! hand's *shape*: its rank counts, and in deuce-to-seven the ranks of the
//! suit holding five or more cards, if one does. The plain key depends on
//! nothing else: in ace-to-five it never reads a suit, and in
//! deuce-to-seven a five-card subset is a flush exactly when its five cards
//! come from that suit, so which rank multisets can be chosen as a flush,
//! and which as no flush, follows from the counts and that suit's ranks.
//! (A test checks the remembered key against a fresh one on random hands.)
//! So every hand is still compared, at 1 plain evaluation per shape.

use super::{LowballPlain, LowballReference};
use crate::card::Card;
use crate::game::{Game, Ranking, ACE_TO_FIVE, ACE_TO_SIX, DEUCE_TO_SEVEN};
use crate::games::order_check::{compare, Figures, OrderCheck};
pub use crate::games::order_check::{ProofSummary, PublishedCounts};
use std::collections::HashMap;

/// Ace-to-five, five cards: derived by hand in `docs/games/ace-to-five.md`.
const A5_FIVE: Figures = Figures {
    hands: [1_317_888, 1_098_240, 123_552, 54_912, 0, 0, 3_744, 624, 0],
    classes: [1_287, 2_860, 858, 858, 0, 0, 156, 156, 0],
};

/// Ace-to-five, six cards: counted over rank multisets in
/// `docs/games/ace-to-five.md` (the test `ace_to_five_figures_recounted_over_rank_multisets`).
const A5_SIX: Figures = Figures {
    hands: [16_912_896, 3_203_200, 226_512, 13_728, 0, 0, 2_184, 0, 0],
    classes: [1_287, 2_860, 858, 858, 0, 0, 156, 0, 0],
};

/// Ace-to-five, seven cards (razz): counted as for six.
const A5_SEVEN: Figures = Figures {
    hands: [127_615_488, 5_948_800, 219_648, 0, 0, 0, 624, 0, 0],
    classes: [1_287, 2_860, 858, 0, 0, 0, 78, 0, 0],
};

/// Deuce-to-seven, five cards: derived by hand in
/// `docs/games/deuce-to-seven.md` (hold'em's counts with the 1,020 wheels
/// moved to high card and the 4 suited wheels to flush).
const D7_FIVE: Figures = Figures {
    hands: [
        1_303_560, 1_098_240, 123_552, 54_912, 9_180, 5_112, 3_744, 624, 36,
    ],
    classes: [1_278, 2_860, 858, 858, 9, 1_278, 156, 156, 9],
};

/// Deuce-to-seven, six cards: measured by the plain checker over every
/// hand (`showdown selfcheck --game deuce-to-seven --cards 6`).
const D7_SIX: Figures = Figures {
    hands: [
        16_836_912, 3_272_320, 226_512, 13_728, 0, 6_864, 2_184, 0, 0,
    ],
    classes: [1_278, 2_860, 858, 858, 0, 792, 156, 0, 0],
};

/// Deuce-to-seven, seven cards: measured.
const D7_SEVEN: Figures = Figures {
    hands: [127_355_184, 6_202_240, 219_648, 0, 0, 6_864, 624, 0, 0],
    classes: [1_278, 2_860, 858, 0, 0, 462, 78, 0, 0],
};

/// The figures for `game` (one of the lowball games) and hands of `n`
/// cards (5, 6 or 7). Ace-to-six has deuce-to-seven's: moving every rank one
/// step down the order (the ace to the deuce's place, …, the king to the
/// ace's) maps each ace-to-six hand to one deuce-to-seven hand with the same
/// category and the same place among the lows, and back
/// (`docs/games/ace-to-six.md`).
pub fn published_counts(game: &Game, n: usize) -> Option<PublishedCounts> {
    let a5 = if game.id == ACE_TO_FIVE.id {
        true
    } else if game.id == DEUCE_TO_SEVEN.id || game.id == ACE_TO_SIX.id {
        false
    } else {
        return None;
    };
    let (hands, figures) = match (n, a5) {
        (5, true) => (2_598_960, &A5_FIVE),
        (6, true) => (20_358_520, &A5_SIX),
        (7, true) => (133_784_560, &A5_SEVEN),
        (5, false) => (2_598_960, &D7_FIVE),
        (6, false) => (20_358_520, &D7_SIX),
        (7, false) => (133_784_560, &D7_SEVEN),
        _ => return None,
    };
    Some(figures.published(hands))
}

/// The shape of a hand the plain checker's key depends on (see the module
/// docs): 3 bits of count per rank, and in deuce-to-seven the 13-bit rank
/// mask of a suit holding five or more cards above them.
pub(crate) fn shape(game: &Game, cards: &[Card]) -> u64 {
    let mut counts = 0u64;
    let mut suited = [0u64; 4];
    let mut per_suit = [0u8; 4];
    for c in cards {
        let r = c.rank().index() as u64;
        counts += 1 << (3 * r);
        suited[c.suit().index() as usize] |= 1 << r;
        per_suit[c.suit().index() as usize] += 1;
    }
    if matches!(
        game.ranking,
        Ranking::DeuceToSevenLow | Ranking::AceToSixLow
    ) {
        if let Some(s) = (0..4).find(|&s| per_suit[s] >= 5) {
            counts |= suited[s] << 39;
        }
    }
    counts
}

/// The shared order check for one lowball game.
pub(crate) fn order_check(reference: LowballReference, plain: LowballPlain) -> OrderCheck {
    OrderCheck::new(
        reference.game(),
        move |s| reference.category_of(s),
        move |k| plain.key_category(k),
    )
}

/// Visits every `n`-card hand of the 52-card deck, checks the reference
/// against the plain checker (one plain class per strength, in the same
/// order, of the same category), and returns what it met. No comparison
/// with the figures: [`prove_exhaustive`] adds it.
pub fn tally(game: &'static Game, n: usize) -> Result<ProofSummary, crate::games::GameError> {
    tally_text(game, n).map_err(Into::into)
}

fn tally_text(game: &'static Game, n: usize) -> Result<ProofSummary, String> {
    let reference =
        LowballReference::for_game(game).ok_or_else(|| format!("{game} is not a lowball game"))?;
    let plain = LowballPlain::for_game(game).expect("same games as the reference");
    if !(5..=7).contains(&n) {
        return Err(format!("{n} cards: {game} hands have 5 to 7"));
    }
    let mut remembered: HashMap<u64, u32> = HashMap::new();
    order_check(reference, plain).tally_every_hand(
        n,
        |cards| reference.strength(cards),
        |s| reference.category_of(s),
        |cards| {
            if n == 7 {
                *remembered
                    .entry(shape(game, cards))
                    .or_insert_with(|| plain.key(cards))
            } else {
                plain.key(cards)
            }
        },
    )
}

/// The exhaustive proof for `game` (one of the two lowball games) over
/// every `n`-card hand (n = 5, 6, 7): [`tally`], then the hands, the
/// category histogram and the number of classes (in all and per category)
/// must equal the figures ([`published_counts`]). No I/O. Single-threaded;
/// in release the seven-card run takes tens of seconds.
pub fn prove_exhaustive(
    game: &'static Game,
    n: usize,
) -> Result<ProofSummary, crate::games::GameError> {
    prove_text(game, n).map_err(Into::into)
}

fn prove_text(game: &'static Game, n: usize) -> Result<ProofSummary, String> {
    let summary = tally_text(game, n)?;
    let want =
        published_counts(game, n).ok_or_else(|| format!("no figures for {game}, {n} cards"))?;
    compare(&summary, &want)?;
    Ok(summary)
}
