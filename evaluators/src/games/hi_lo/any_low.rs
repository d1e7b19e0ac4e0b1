//! `omaha-hi-lo-any-low`: a lesson, the Omaha low made of any five cards.
//!
//! # The mistake
//! The high half is right (exactly two hole cards and three board cards),
//! but the low is taken as stud takes it: the best five distinct ranks of
//! eight or lower among **all** the cards, hole cards and board pooled.
//! Omaha hi-lo makes the low under the same rule as the high, so the pooled
//! answer finds a low where there is none (four low board cards and a
//! single low hole card; a low of three hole cards and two board cards; the
//! board alone) and finds a better low than the legal one (a hole card
//! that the legal low cannot use because two others must play).
//!
//! # What it imitates
//! No public report of exactly this mistake was found with the search
//! tools (searching issue threads for Omaha hi-lo lows and the two
//! hole-card rule gave nothing on point). It is the low-half counterpart of
//! the high-half mistake in HenryRLee/PokerHandEvaluator issue 17 (the best
//! five of all the cards, with no regard for which were hole cards), which
//! [`crate::games::omaha::OmahaAnyFive`] imitates, and it is the trap the
//! rules pages warn about: "four low cards on the board and one in the
//! hand is no low".
//!
//! # Algorithm, in our words
//! High: [`crate::games::omaha::OmahaReference`]. Low: the low mask of all
//! the cards and its lowest five bits ([`super::STUD_LOW`]), which is
//! exactly the best low of any five cards.
//!
//! # Encoding
//! As the reference: the hold'em strength for the high half, a low strength
//! from 1 (8-7-6-5-4) to 56 (the wheel).
//!
//! # Deviations from the correct answer (hole cards | board)
//! - `low-without-two-hole-cards`, low: the pooled cards hold a low but no
//!   two hole cards and three board cards do. `Ah Kc Qd Js | 2c 3d 4h 5s
//!   9c` says the wheel; right: no low (one low hole card and four low
//!   board cards).
//! - `better-low-than-legal`, low: both make a low, the pooled one is
//!   better. `Ah 2c 3d Ks | 4h 5s 8c 9d Tc` says the wheel; right: the legal
//!   low is 8-5-4-2-A (the ace and the deuce with three board cards; the
//!   wheel needs three hole cards).
//!
//! The high half is never wrong, so there is no category or order class;
//! each wrong low is claimed by exactly one of the two classes.

use super::{low_ranks, low_text, omaha_low, stud_low, OmahaHiLoReference};
use crate::card::Card;
use crate::evaluator::{
    CardOrder, Deviation, DeviationKind, Domain, Evaluator, EvaluatorInfo, Low, Rejected, Strength,
    Verdict,
};
use crate::game::OMAHA_HI_LO;
use crate::games::omaha::{check_deal, split_joined};
use std::borrow::Cow;

/// The lesson: a correct Omaha high, a low of any five of all the cards.
#[derive(Clone, Copy, Debug, Default)]
pub struct OmahaHiLoAnyLow;

static INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("omaha-hi-lo-any-low"),
    game: &OMAHA_HI_LO,
    domain: Domain::range(7, 11),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "the Omaha high verdict, then the best low of any five of all the cards (wrong: the low \
         ignores the two-hole-card rule)",
    ),
    source: Cow::Borrowed(
        "showdown lesson (no public report found; the low-half counterpart of \
         HenryRLee/PokerHandEvaluator#17)",
    ),
};

/// The class ids, in the order of [`DEVIATIONS`].
const IDS: [&str; 2] = ["low-without-two-hole-cards", "better-low-than-legal"];

static DEVIATIONS: [Deviation; 2] = [
    Deviation {
        id: IDS[0],
        sentence: "Five of all the cards make a low, but no two hole cards with three board \
                   cards do (one low hole card with four low board cards, three low hole cards \
                   with two, or the board alone): the lesson says a low, the rules none.",
        kind: DeviationKind::Low,
        applies: without_two,
    },
    Deviation {
        id: IDS[1],
        sentence: "Both make a low, but the best five of all the cards is a better low than any \
                   two hole cards with three board cards make.",
        kind: DeviationKind::Low,
        applies: better_than_legal,
    },
];

/// The best low of any five of the pooled cards (0: none). Written as the
/// classes' own computation through the plain checker's five-card rule,
/// apart from the lesson's mask.
fn class_of(hole: &[Card], board: &[Card]) -> Option<usize> {
    if hole.len() < 2 || board.len() < 3 {
        return None;
    }
    let pooled: Vec<Card> = hole.iter().chain(board).copied().collect();
    let any = super::plain::stud_low(&pooled);
    let legal = super::plain::omaha_low(hole, board);
    match (any, legal) {
        (Some(_), None) => Some(0),
        (Some(a), Some(l)) if a < l => Some(1),
        _ => None,
    }
}

fn claimed(cards: &[Card], class: usize) -> bool {
    let (hole, board) = split_joined(cards);
    class_of(hole, board) == Some(class)
}

fn without_two(cards: &[Card]) -> bool {
    claimed(cards, 0)
}
fn better_than_legal(cards: &[Card]) -> bool {
    claimed(cards, 1)
}

impl OmahaHiLoAnyLow {
    /// The lesson's low strength: the best low of all the cards pooled
    /// (0: none).
    pub fn low(&self, hole: &[Card], board: &[Card]) -> u8 {
        let pooled: Vec<Card> = hole.iter().chain(board).copied().collect();
        stud_low(&pooled)
    }

    /// The ids of the classes that claim this deal: none when the lesson is
    /// right, exactly one when it is wrong.
    pub fn claims(&self, hole: &[Card], board: &[Card]) -> Vec<&'static str> {
        class_of(hole, board).map(|i| IDS[i]).into_iter().collect()
    }

    /// The lesson's low and the legal one, as people write them
    /// (`5-4-3-2-A`, `no low`), for explanations.
    pub fn lows_text(&self, hole: &[Card], board: &[Card]) -> (String, String) {
        let text = |s: u8| low_ranks(s).map_or("no low".to_string(), |r| low_text(&r));
        (text(self.low(hole, board)), text(omaha_low(hole, board)))
    }
}

impl Evaluator for OmahaHiLoAnyLow {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        OmahaHiLoReference::new().evaluate(cards)
    }
    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        check_deal(hole, board)?;
        let high = OmahaHiLoReference::new().evaluate_deal(hole, board)?;
        let low = match self.low(hole, board) {
            0 => Low::NoLow,
            s => Low::Qualifies(Some(Strength::single(i64::from(s)))),
        };
        Ok(high.with_low(low))
    }
    fn deviations(&self) -> &[Deviation] {
        &DEVIATIONS
    }
}
