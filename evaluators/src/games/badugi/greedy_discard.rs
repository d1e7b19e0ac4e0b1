//! `badugi-greedy-discard`: a lesson, the badugi built by dropping the
//! higher of two clashing cards as they come, not by a search.
//!
//! # Source
//! The mistake of the Go module github.com/cardrank/cardrank v0.9.0
//! (`NewBadugiEval` in eval.go; third-party/cardrank-badugi/FINDINGS.md):
//! it walks the suits in a fixed order and keeps the lowest card of each
//! whose rank is still free, never going back, so `Jc Jd Qd Kc` gives K-J
//! (right: Q-J) and `2c 2d 3d 4c` 4-2 (right: 3-2). This lesson makes the
//! same kind of mistake in its plainest form, over the cards rather than
//! the suits.
//!
//! # Algorithm, in our words
//! Sort the four cards by value (ace low), then by suit; walk them and
//! keep a card when neither its rank nor its suit is kept already (a clash
//! drops the later, higher card). Score the kept cards as the reference
//! scores a badugi.
//!
//! # Encoding
//! A low alone: the place of the kept ranks among the 1,092 values (the
//! reference's scale).
//!
//! # Domain
//! Four distinct cards.
//!
//! # Deviations from the correct answer
//! - `greedy-discard` (order): the kept cards are not the best badugi:
//!   `2c 2d 3c 4h` keeps 2c and 4h, 4-2 (right: 2d 3c 4h, a three-card
//!   4-3-2, a bigger badugi); `Ac Ad 2c 3h` keeps Ac 3h, 3-A (right:
//!   Ad 2c 3h, 3-2-A). Where no clash is met, or the first card of each
//!   clash is the one to keep, it is right: `2c 3c 3d Ks` keeps K-3-2.

use super::{invalid_hand, place, value, verdict, BadugiReference};
use crate::card::Card;
use crate::evaluator::{
    CardOrder, Deviation, DeviationKind, Domain, Evaluator, EvaluatorInfo, Rejected, Verdict,
};
use crate::game::BADUGI;
use std::borrow::Cow;

/// The lesson (see the module docs).
#[derive(Clone, Copy, Debug, Default)]
pub struct BadugiGreedyDiscard;

static INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("badugi-greedy-discard"),
    game: &BADUGI,
    domain: Domain::exactly(4),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed("a low alone: the place of the kept ranks among the 1,092 values"),
    source: Cow::Borrowed(
        "the greedy capture of github.com/cardrank/cardrank v0.9.0's NewBadugiEval, over cards",
    ),
};

/// The ranks kept by the greedy walk, bit `value - 1` each.
pub(crate) fn greedy_ranks(cards: &[Card]) -> u16 {
    let mut sorted = cards.to_vec();
    sorted.sort_by_key(|c| (value(c.rank()), c.suit().index()));
    let (mut ranks, mut suits) = (0u16, 0u8);
    for c in sorted {
        let (r, s) = (1u16 << (value(c.rank()) - 1), 1u8 << c.suit().index());
        if ranks & r == 0 && suits & s == 0 {
            ranks |= r;
            suits |= s;
        }
    }
    ranks
}

fn greedy_discard(cards: &[Card]) -> bool {
    cards.len() == 4 && greedy_ranks(cards) != BadugiReference.ranks(cards)
}

static DEVIATIONS: [Deviation; 1] = [Deviation {
    id: "greedy-discard",
    sentence: "the higher of two cards that share a rank or a suit is dropped as the cards \
               come, lowest first, with no search: a smaller or higher badugi than the best \
               is kept",
    kind: DeviationKind::Order,
    applies: greedy_discard,
}];

impl Evaluator for BadugiGreedyDiscard {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }

    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        invalid_hand(cards)?;
        Ok(verdict(place(greedy_ranks(cards))))
    }

    fn deviations(&self) -> &[Deviation] {
        &DEVIATIONS
    }
}
