//! `omaha-one-hole-card`: a lesson, one or two hole cards.
//!
//! # The mistake
//! The evaluator knows that the hole cards must play, but reads the rule
//! the hold'em way, as "at least one": it keeps the best five made of two
//! hole cards and three board cards **or of one hole card and four board
//! cards**. Omaha requires exactly two hole cards, so the answer is too
//! strong whenever one hole card completes four board cards: a four-flush
//! board with one suited hole card, four board cards to a straight, a board
//! with two pair, trips or quads. On a 3-card board it is always right
//! (one hole card cannot find four board cards).
//!
//! # What it imitates
//! The hold'em habit (a hold'em hand may use one hole card, or none) carried
//! into Omaha. We know of no published evaluator with exactly this rule;
//! the confusion itself is on record: in HenryRLee/PokerHandEvaluator issue
//! 81 a user read the evaluator's two pair `Qs Qd 5h 5c Ks` as using only
//! one hole card and reported it as a bug, until the maintainers showed
//! that `Ks` and `5c` were the two hole cards. This lesson is the bug that
//! report feared.
//!
//! # Minimal deals (hole cards | board)
//! - `one-hole-card-four-flush`: `Ah 2c 3d 4s | Kh Qh 9h 5h` says flush
//!   (`Ah` with the four board hearts); right: ace-king high card.
//! - `one-hole-card-four-straight`: `9c 2d Kh Ks | 5c 6d 7h 8s` says
//!   nine-high straight; right: one pair of kings.
//! - `one-hole-card-paired-board`: `Kc 2d 3h 4s | Kd Ks 7h 7c` says kings
//!   full of sevens; right: three kings. Board quads:
//!   `Ac Kd 3h 4s | 8c 8d 8h 8s` says four eights; right: three eights
//!   (nobody has quads with four of a kind on the board).
//! - `one-hole-card-order`: `Ac 2d 3h 4s | Ks Kd Kh 7c` says three kings
//!   with ace-seven; right: three kings with ace-four.
//!
//! # Classes
//! Each wrong answer is claimed by exactly one class. When the category is
//! wrong, by the category of the one-hole-card hand: a flush or straight
//! flush (four board cards of a suit), a straight (four board cards to a
//! straight), anything else (a paired board: two pair, full house or four
//! of a kind). When only the hand within its category is wrong:
//! `one-hole-card-order`.

use super::{
    best_with_hole_count, check_deal, needs_apart, split_joined, verdict_of, OmahaReference,
};
use crate::card::Card;
use crate::category::Category;
use crate::combinations::Combinations;
use crate::evaluator::{
    CardOrder, Deviation, DeviationKind, Domain, Evaluator, EvaluatorInfo, Rejected, Verdict,
};
use crate::game::OMAHA;
use crate::reference::{category_of, Reference};
use std::borrow::Cow;

/// The lesson: the best five of one or two hole cards with the rest from
/// the board.
#[derive(Clone, Copy, Debug, Default)]
pub struct OmahaOneHoleCard;

static INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("omaha-one-hole-card"),
    game: &OMAHA,
    domain: Domain::range(7, 11),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "category and the hold'em strength of the best five of one or two hole cards with \
         the board (wrong: one hole card with four board cards allowed)",
    ),
    source: Cow::Borrowed(
        "showdown lesson: the hold'em reading \"at least one hole card\" (the confusion of \
         HenryRLee/PokerHandEvaluator#81)",
    ),
};

/// The class ids, in the order of [`DEVIATIONS`].
const IDS: [&str; 4] = [
    "one-hole-card-four-flush",
    "one-hole-card-four-straight",
    "one-hole-card-paired-board",
    "one-hole-card-order",
];

static DEVIATIONS: [Deviation; 4] = [
    Deviation {
        id: IDS[0],
        sentence: "One hole card with four board cards of its suit makes a flush or straight \
                   flush, a higher category than any five of two hole cards and three board \
                   cards.",
        kind: DeviationKind::Category,
        applies: four_flush,
    },
    Deviation {
        id: IDS[1],
        sentence: "One hole card fills four board cards to a straight, a higher category than \
                   any legal five.",
        kind: DeviationKind::Category,
        applies: four_straight,
    },
    Deviation {
        id: IDS[2],
        sentence: "On a paired board, one hole card with four board cards makes two pair, a \
                   full house or four of a kind, a higher category than any legal five.",
        kind: DeviationKind::Category,
        applies: paired_board,
    },
    Deviation {
        id: IDS[3],
        sentence: "One hole card with four board cards beats every legal five within the \
                   same category (a higher straight or flush, or a better kicker).",
        kind: DeviationKind::Order,
        applies: order,
    },
];

/// Which class claims the deal (an index into [`IDS`]), if any: the
/// classes' own computation (one hole card with four board cards against
/// the reference), apart from the evaluator's enumeration.
fn class_of(hole: &[Card], board: &[Card]) -> Option<usize> {
    if hole.len() < 2 || board.len() < 3 {
        return None;
    }
    let legal = OmahaReference::new().strength(hole, board);
    let one = best_with_hole_count(hole, board, 1);
    if one <= legal {
        return None;
    }
    let got = category_of(one);
    Some(if got == category_of(legal) {
        3
    } else {
        match got {
            Category::Flush | Category::StraightFlush => 0,
            Category::Straight => 1,
            _ => 2,
        }
    })
}

fn claimed(cards: &[Card], class: usize) -> bool {
    let (hole, board) = split_joined(cards);
    class_of(hole, board) == Some(class)
}

fn four_flush(cards: &[Card]) -> bool {
    claimed(cards, 0)
}
fn four_straight(cards: &[Card]) -> bool {
    claimed(cards, 1)
}
fn paired_board(cards: &[Card]) -> bool {
    claimed(cards, 2)
}
fn order(cards: &[Card]) -> bool {
    claimed(cards, 3)
}

impl OmahaOneHoleCard {
    /// The lesson's strength: the hold'em strength of the best five of all
    /// the cards that holds one or two hole cards.
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
            // Positions below hole.len() are hole cards.
            let from_hole = ix.iter().filter(|&&i| i < hole.len()).count();
            if !(1..=2).contains(&from_hole) {
                continue;
            }
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

impl Evaluator for OmahaOneHoleCard {
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
