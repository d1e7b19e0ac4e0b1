//! `ace-to-five-counts-straights`: a lesson, ace-to-five lowball with
//! straights and flushes still counting against the hand.
//!
//! # Source
//! No bug report of an ace-to-five (razz) evaluator that counts straights
//! and flushes was found (searched: GitHub issues about razz, ace-to-five
//! and lowball evaluators). The mistake is the natural one of reusing a
//! high-hand evaluator for the low with only the ace moved to the bottom:
//! what comes out is the ace-to-six ("London") low, where 6-5-4-3-2 is a
//! straight and five cards of one suit a flush, and the best hand is
//! 6-4-3-2-A. Ace-to-five, the rule in razz and California lowball, ignores
//! both, so 5-4-3-2-A, suited or not, is the best hand.
//!
//! # Algorithm, in our words
//! Score every five-card subset as a high hand with the ace low: five
//! ranks in a row (A-2-3-4-5 the lowest; K-A-2-3-4 is no straight) are a
//! straight, five of one suit a flush, both a straight flush, the pairings
//! as usual; the weakest high hand is the best low. Keep the best of the
//! subsets.
//!
//! # Encoding
//! Category of the five kept (straight, flush and straight flush included,
//! though ace-to-five has none). Strength: the position of the category in
//! the ace-to-six order (straight flush 0, four of a kind 1, full house 2,
//! flush 3, straight 4, three of a kind 5, two pair 6, one pair 7, high
//! card 8) << 12 | the index within the category the ace-to-five reference
//! gives the five (for a straight or flush: the index of the same ranks as
//! a no-pair low).
//!
//! # Domain
//! 5 to 7 distinct cards.
//!
//! # Deviations from the correct answer
//! - `straight-or-flush-counted` (category): the five kept are a straight,
//!   flush or straight flush: `5h 4d 3c 2s Ah` says straight (right: the
//!   wheel, the best high card); `8h 6h 4h 3h 2h` says flush; `6h 5h 4h 3h
//!   2h` straight flush; `6h 5h 4h 3h 2h Kh` says flush, K-5-4-3-2 (all six
//!   are hearts, so every five is a flush; right: 6-5-4-3-2).
//! - `pair-kept-over-straight` (category): on six or seven cards every
//!   no-pair five is a straight or a flush, so a pair is kept:
//!   `6c 5d 4h 3s 2c 6d` says one pair (right: 6-5-4-3-2, high card).
//! - `straight-or-flush-avoided` (order): the category is right, but the
//!   best ace-to-five five is a straight or flush and a worse five plays:
//!   `6c 5d 4h 3s 2c Kd` says K-5-4-3-2 (right: 6-5-4-3-2).
//!
//! On five cards the first class is all there is: a hand that is no
//! straight and no flush is placed exactly as in ace-to-five.

use super::{invalid_hand, LowballReference};
use crate::card::{Card, Rank};
use crate::category::Category;
use crate::evaluator::{
    CardOrder, Deviation, DeviationKind, Domain, Evaluator, EvaluatorInfo, Rejected, Strength,
    Verdict,
};
use crate::game::ACE_TO_FIVE;
use std::borrow::Cow;

/// The lesson (see the module docs).
#[derive(Clone, Copy, Debug, Default)]
pub struct AceToFiveCountsStraights;

static INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("ace-to-five-counts-straights"),
    game: &ACE_TO_FIVE,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "category of the five kept (straights and flushes counted) and the ace-to-six position \
         << 12 | the ace-to-five index",
    ),
    source: Cow::Borrowed(
        "no public report found; a high evaluator with the ace moved low (the ace-to-six low)",
    ),
};

/// The ace-to-six order of categories, the worst low first.
const ORDER: [Category; 9] = [
    Category::StraightFlush,
    Category::FourOfAKind,
    Category::FullHouse,
    Category::Flush,
    Category::Straight,
    Category::ThreeOfAKind,
    Category::TwoPair,
    Category::OnePair,
    Category::HighCard,
];

/// The straight / flush category of five cards with the ace low, if any.
fn straight_or_flush(five: &[Card]) -> Option<Category> {
    let value = |r: Rank| if r == Rank::Ace { 1 } else { r.value() };
    let mut v: Vec<u8> = five.iter().map(|c| value(c.rank())).collect();
    v.sort_unstable();
    v.dedup();
    let straight = v.len() == 5 && v[4] - v[0] == 4;
    let flush = five.iter().all(|c| c.suit() == five[0].suit());
    match (straight, flush) {
        (true, true) => Some(Category::StraightFlush),
        (true, false) => Some(Category::Straight),
        (false, true) => Some(Category::Flush),
        (false, false) => None,
    }
}

/// The lesson's strength of exactly five cards.
fn five_strength(five: &[Card]) -> u16 {
    let right = LowballReference::ace_to_five().strength(five);
    let category = straight_or_flush(five)
        .unwrap_or_else(|| LowballReference::ace_to_five().category_of(right));
    let position = ORDER.iter().position(|&c| c == category).unwrap_or(0) as u16;
    position << 12 | (right & 0x0fff)
}

/// The lesson's strength of 5 to 7 cards.
fn strength(cards: &[Card]) -> u16 {
    super::best_of_fives(cards, |five| i64::from(five_strength(five))) as u16
}

fn category(s: u16) -> Category {
    ORDER[(s >> 12) as usize]
}

/// It keeps a straight, flush or straight flush.
fn counted(cards: &[Card]) -> bool {
    matches!(
        category(strength(cards)),
        Category::Straight | Category::Flush | Category::StraightFlush
    )
}

/// It keeps a pairing other than the right category.
fn pair_kept(cards: &[Card]) -> bool {
    !counted(cards) && category(strength(cards)) != LowballReference::ace_to_five().category(cards)
}

/// The right category, but another index within it: every best
/// ace-to-five five is a straight or a flush, and a worse five plays.
fn avoided(cards: &[Card]) -> bool {
    let right = LowballReference::ace_to_five().strength(cards);
    let s = strength(cards);
    category(s) == LowballReference::ace_to_five().category_of(right)
        && s & 0x0fff != right & 0x0fff
}

static DEVIATIONS: [Deviation; 3] = [
    Deviation {
        id: "straight-or-flush-counted",
        sentence: "five ranks in a row or five cards of one suit are scored as a straight or \
                   flush, worse than any pair; in ace-to-five neither counts (the wheel, suited \
                   or not, is the best hand)",
        kind: DeviationKind::Category,
        applies: counted,
    },
    Deviation {
        id: "pair-kept-over-straight",
        sentence: "on six or seven cards every no-pair five is a straight or flush to it, so it \
                   keeps a pair where ace-to-five has a no-pair low",
        kind: DeviationKind::Category,
        applies: pair_kept,
    },
    Deviation {
        id: "straight-or-flush-avoided",
        sentence: "the best ace-to-five five is a straight or flush, so it plays a worse five of \
                   the same category and the hand is placed too low",
        kind: DeviationKind::Order,
        applies: avoided,
    },
];

impl Evaluator for AceToFiveCountsStraights {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }

    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        if let Some(why) = invalid_hand(&ACE_TO_FIVE, cards) {
            return Err(Rejected::Invalid(why));
        }
        let s = strength(cards);
        Ok(Verdict::new(
            category(s),
            Some(Strength::single(i64::from(s))),
        ))
    }

    fn deviations(&self) -> &[Deviation] {
        &DEVIATIONS
    }
}
