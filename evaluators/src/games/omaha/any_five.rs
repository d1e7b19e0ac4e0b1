//! `omaha-any-five`: a lesson, the best five of all the cards, as hold'em
//! would take them.
//!
//! # The mistake
//! The evaluator pools the hole cards and the board and keeps the best five
//! of the nine (up to eleven) cards, as if Omaha were hold'em with more
//! cards. Omaha requires exactly two hole cards and exactly three board
//! cards, so the pooled answer is too strong whenever the best pooled five
//! has another mix: the board playing by itself, one hole card with four
//! board cards, or three or four hole cards.
//!
//! # What it imitates
//! - HenryRLee/PokerHandEvaluator issue 17: its 8- and 9-card evaluators
//!   picked the best five of all the cards with no regard for which were
//!   pocket cards; the reporter pointed out that Omaha needs exactly two of
//!   them, and the author then wrote a separate Omaha evaluator.
//! - siavashg87/poker-odds-calc issue 8: in an Omaha equity calculation a
//!   player holding `Ad Kd Kh Ks` was credited with three kings made from
//!   three hole cards, on many boards where the hand was much weaker.
//!
//! # Minimal deals (hole cards | board)
//! - `fewer-than-two-hole-cards`, category: one hole card with a four-flush
//!   board, `Ah 2c 3d 4s | Kh Qh 9h 5h` says flush; right: ace-king high
//!   card. The board plays (needs a 5-card board):
//!   `Ac Ad Kh Ks | 5c 6d 7h 8s 9c` says straight; right: one pair of aces
//!   (no two hole cards join the board's straight).
//! - `fewer-than-two-hole-cards-order`: `4c 3d Kh Ks | 5c 6d 7h 8s` says
//!   the eight-high straight `4 + 5 6 7 8`; right: the seven-high straight
//!   `4 3 + 5 6 7`.
//! - `more-than-two-hole-cards`, category: `Ac Ad Ah As | Kh 9d 7c` says
//!   four aces; right: one pair of aces. Trips from three hole cards, the
//!   deal of poker-odds-calc issue 8: `Kd Kh Ad Ks | 2d 5c Qh Js` says three
//!   kings; right: one pair of kings.
//! - `more-than-two-hole-cards-order`: `Ac Ad Kc 2s | Qh Qd 7c` says aces
//!   and queens with a king; right: aces and queens with a seven.
//!
//! # Classes
//! Each wrong answer is claimed by exactly one class: by the number of hole
//! cards in the pooled best five (fewer than two if any of the best pooled
//! fives has fewer than two, else more than two), and by whether the
//! category is wrong (`Category`) or only the hand within its category
//! (`Order`).

use super::{
    best_with_hole_count, check_deal, needs_apart, split_joined, verdict_of, OmahaReference,
};
use crate::card::Card;
use crate::combinations::Combinations;
use crate::evaluator::{
    CardOrder, Deviation, DeviationKind, Domain, Evaluator, EvaluatorInfo, Rejected, Verdict,
};
use crate::game::OMAHA;
use crate::reference::{category_of, Reference};
use std::borrow::Cow;

/// The lesson: the best five of all the cards, hole cards and board pooled.
#[derive(Clone, Copy, Debug, Default)]
pub struct OmahaAnyFive;

static INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("omaha-any-five"),
    game: &OMAHA,
    domain: Domain::range(7, 11),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "category and the hold'em strength of the best five of all the cards (wrong: any mix \
         of hole and board cards)",
    ),
    source: Cow::Borrowed(
        "showdown lesson, imitating HenryRLee/PokerHandEvaluator#17 and \
         siavashg87/poker-odds-calc#8",
    ),
};

/// The class ids, in the order of [`DEVIATIONS`].
const IDS: [&str; 4] = [
    "fewer-than-two-hole-cards",
    "fewer-than-two-hole-cards-order",
    "more-than-two-hole-cards",
    "more-than-two-hole-cards-order",
];

static DEVIATIONS: [Deviation; 4] = [
    Deviation {
        id: IDS[0],
        sentence: "The best five of all the cards uses fewer than two hole cards (the board \
                   alone, or one hole card with four board cards) and is of a higher category \
                   than any five of two hole cards and three board cards.",
        kind: DeviationKind::Category,
        applies: fewer_category,
    },
    Deviation {
        id: IDS[1],
        sentence: "The best five of all the cards uses fewer than two hole cards and beats \
                   every legal five within the same category (a higher straight, flush or \
                   kicker).",
        kind: DeviationKind::Order,
        applies: fewer_order,
    },
    Deviation {
        id: IDS[2],
        sentence: "The best five of all the cards needs three or four hole cards (trips or \
                   quads in the hand, a straight or flush of the hole cards) and is of a \
                   higher category than any legal five.",
        kind: DeviationKind::Category,
        applies: more_category,
    },
    Deviation {
        id: IDS[3],
        sentence: "The best five of all the cards needs three or four hole cards and beats \
                   every legal five within the same category (a third hole card as a better \
                   kicker or a higher card).",
        kind: DeviationKind::Order,
        applies: more_order,
    },
];

/// Which class claims the deal (an index into [`IDS`]), if any: the
/// classes' own computation, by hole-card count, apart from the
/// evaluator's pooled enumeration.
fn class_of(hole: &[Card], board: &[Card]) -> Option<usize> {
    if hole.len() < 2 || board.len() < 3 {
        return None;
    }
    let legal = OmahaReference::new().strength(hole, board);
    let fewer = best_with_hole_count(hole, board, 0).max(best_with_hole_count(hole, board, 1));
    let more = (3..=hole.len().min(5))
        .map(|k| best_with_hole_count(hole, board, k))
        .max()
        .unwrap_or(0);
    let pooled = fewer.max(more);
    if pooled <= legal {
        return None;
    }
    let order = category_of(pooled) == category_of(legal);
    Some(if fewer == pooled { 0 } else { 2 } + order as usize)
}

fn claimed(cards: &[Card], class: usize) -> bool {
    let (hole, board) = split_joined(cards);
    class_of(hole, board) == Some(class)
}

fn fewer_category(cards: &[Card]) -> bool {
    claimed(cards, 0)
}
fn fewer_order(cards: &[Card]) -> bool {
    claimed(cards, 1)
}
fn more_category(cards: &[Card]) -> bool {
    claimed(cards, 2)
}
fn more_order(cards: &[Card]) -> bool {
    claimed(cards, 3)
}

impl OmahaAnyFive {
    /// The lesson's strength: the hold'em strength of the best five of all
    /// the cards (at most 11 of them), hole cards and board pooled.
    pub fn strength(&self, hole: &[Card], board: &[Card]) -> u16 {
        let mut all = [Card::from_index(0).expect("a card"); 16];
        let n = (hole.len() + board.len()).min(all.len());
        for (slot, &c) in all.iter_mut().zip(hole.iter().chain(board)) {
            *slot = c;
        }
        let reference = Reference::new();
        let mut best = 0;
        let mut five = [all[0]; 5];
        let mut combos = Combinations::new(n, 5.min(n));
        while let Some(ix) = combos.next() {
            for (slot, &i) in five.iter_mut().zip(ix) {
                *slot = all[i];
            }
            best = best.max(reference.strength(&five[..ix.len()]));
        }
        best
    }

    /// The ids of the classes that claim this deal: none when the lesson is
    /// right, exactly one when it is wrong.
    pub fn claims(&self, hole: &[Card], board: &[Card]) -> Vec<&'static str> {
        class_of(hole, board).map(|i| IDS[i]).into_iter().collect()
    }
}

impl Evaluator for OmahaAnyFive {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        Err(needs_apart(cards))
    }
    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        check_deal(hole, board)?;
        Ok(verdict_of(self.strength(hole, board)))
    }
    fn deviations(&self) -> &[Deviation] {
        &DEVIATIONS
    }
}
