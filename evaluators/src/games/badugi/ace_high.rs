//! `badugi-ace-high`: a lesson, badugi with the ace ranked above the king.
//!
//! # Source
//! No bug report of a badugi evaluator with the ace high was found
//! (searched: GitHub issues about badugi evaluators). The mistake is the
//! one of reusing a high-poker rank order (deuce lowest, ace highest, as
//! every card model of the suite's hold'em ports orders them) for a game
//! where the ace is the lowest card: the same mistake the suite's
//! ace-to-six class `ace-to-six-ace-high` and the hi-lo class
//! `ace-high-in-low` describe for other lows.
//!
//! # Algorithm, in our words
//! The reference's rules, every subset tried, with the ace valued 14: the
//! best badugi is A-free where it can be (`Ac Kc 2d 3h` keeps K-3-2) and
//! A-2-3-4 is an ace-high four-card badugi, below 5-4-3-2.
//!
//! # Encoding
//! A low alone: the place among 1,092 values on the ace-high scale (1 a
//! lone ace, 1,092 2-3-4-5).
//!
//! # Domain
//! Four distinct cards.
//!
//! # Deviations from the correct answer
//! - `ace-high` (order): every hand with an ace is misplaced: `As 2d 3h 4c`
//!   is scored below `5s 2d 3h 4c` (right: the best hand), `Ac Kc 2d 3h`
//!   keeps K-3-2 (right: 3-2-A).

use super::{invalid_hand, place, verdict};
use crate::card::{Card, Rank};
use crate::evaluator::{
    CardOrder, Deviation, DeviationKind, Domain, Evaluator, EvaluatorInfo, Rejected, Verdict,
};
use crate::game::BADUGI;
use std::borrow::Cow;

/// The lesson (see the module docs).
#[derive(Clone, Copy, Debug, Default)]
pub struct BadugiAceHigh;

static INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("badugi-ace-high"),
    game: &BADUGI,
    domain: Domain::exactly(4),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed("a low alone: the place among 1,092 values, the ace above the king"),
    source: Cow::Borrowed("showdown (a high-poker rank order reused; no public report)"),
};

/// The best badugi with the ace high, as ranks: bit `index` of the rank
/// (deuce 0 … ace 12) per card, tried over every subset.
fn ace_high_ranks(cards: &[Card]) -> u16 {
    let n = cards.len();
    let mut best: Option<(u32, std::cmp::Reverse<u16>, u16)> = None;
    for pick in 1u32..1 << n {
        let (mut ranks, mut suits, mut ok) = (0u16, 0u8, true);
        for (i, c) in cards.iter().enumerate() {
            if pick & 1 << i == 0 {
                continue;
            }
            let (r, s) = (1u16 << c.rank().index(), 1u8 << c.suit().index());
            ok &= ranks & r == 0 && suits & s == 0;
            ranks |= r;
            suits |= s;
        }
        if !ok {
            continue;
        }
        // Bigger first, then the lower ranks from the highest down: the
        // mask itself compares highest rank first.
        let cand = (pick.count_ones(), std::cmp::Reverse(ranks), ranks);
        if best.is_none_or(|b| cand > b) {
            best = Some(cand);
        }
    }
    best.map_or(0, |b| b.2)
}

fn ace_high(cards: &[Card]) -> bool {
    cards.iter().any(|c| c.rank() == Rank::Ace)
}

static DEVIATIONS: [Deviation; 1] = [Deviation {
    id: "ace-high",
    sentence: "the ace ranks above the king, as in high poker: every hand holding an ace is \
               misplaced (A-2-3-4, the best hand, is scored below 5-4-3-2)",
    kind: DeviationKind::Order,
    applies: ace_high,
}];

impl Evaluator for BadugiAceHigh {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }

    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        invalid_hand(cards)?;
        // On the ace-high scale the deuce is the lowest value: `place`
        // reads bit 0 as the best rank.
        Ok(verdict(place(ace_high_ranks(cards))))
    }

    fn deviations(&self) -> &[Deviation] {
        &DEVIATIONS
    }
}
