//! `deuce-to-seven-wheel-straight`: a lesson, deuce-to-seven with the
//! wheel A-2-3-4-5 counted as a straight.
//!
//! # Source
//! PokerKit (uoftcprg/pokerkit), issue 44, "Deuce-to-seven evaluates
//! A-2-3-4-5 as a straight instead of ace-high"
//! (<https://github.com/uoftcprg/pokerkit/issues/44>): the library's
//! deuce-to-seven games use its standard low hand type, which looks up the
//! five cards in the standard high-hand order, where the ace also plays low
//! in A-2-3-4-5. So the wheel came out as a straight (suited: a straight
//! flush), losing to a pair, where in deuce-to-seven it is an ace-high hand
//! that beats every pair and loses to every king low.
//!
//! # Algorithm, in our words
//! Score every five-card subset by the deuce-to-seven rules, except that
//! A-2-3-4-5 is the lowest straight (the "five-high" straight, placed as
//! the best straight low, just above 6-5-4-3-2); suited, the lowest
//! straight flush. Keep the best of the subsets.
//!
//! # Encoding
//! Category of the five kept; strength on the reference's scale (position
//! of the category << 12 | index), the wheel taking index 9 of the straights
//! (or straight flushes), one above the six-high one.
//!
//! # Domain
//! 5 to 7 distinct cards.
//!
//! # Deviations from the correct answer
//! Only hands whose best deuce-to-seven five is A-2-3-4-5 are touched: every
//! other five scores as in the reference, and the wheel only loses value.
//! - `wheel-is-a-straight` (category): the category changes. `Ac 2d 3h 4s
//!   5c` says straight (right: ace-high); `Ah 2h 3h 4h 5h` says straight
//!   flush (right: flush); `Ac 2d 3h 4s 5c 5d` says one pair, the fives
//!   kept because a pair beats the "straight" (right: ace-high, A-5-4-3-2).
//! - `wheel-is-a-straight-order` (order): another five of the same category
//!   takes the wheel's place, so the hand scores lower than it should:
//!   `Ac 2d 3h 4s 5c 6d` says A-6-4-3-2 (right: A-5-4-3-2, still ace-high).

use super::{invalid_hand, LowballReference};
use crate::card::{Card, Rank};
use crate::category::Category;
use crate::evaluator::{
    CardOrder, Deviation, DeviationKind, Domain, Evaluator, EvaluatorInfo, Rejected, Strength,
    Verdict,
};
use crate::game::DEUCE_TO_SEVEN;
use std::borrow::Cow;

/// The lesson (see the module docs).
#[derive(Clone, Copy, Debug, Default)]
pub struct DeuceToSevenWheelStraight;

static INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("deuce-to-seven-wheel-straight"),
    game: &DEUCE_TO_SEVEN,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "category and the reference's strength scale, A-2-3-4-5 scored as the lowest straight",
    ),
    source: Cow::Borrowed(
        "PokerKit issue 44 (https://github.com/uoftcprg/pokerkit/issues/44): deuce-to-seven \
         scoring A-2-3-4-5 as a straight",
    ),
};

/// Whether five cards are exactly A, 2, 3, 4 and 5.
fn is_wheel(five: &[Card]) -> bool {
    let mut ranks: Vec<Rank> = five.iter().map(|c| c.rank()).collect();
    ranks.sort_unstable();
    ranks == [Rank::Two, Rank::Three, Rank::Four, Rank::Five, Rank::Ace]
}

/// The lesson's strength of exactly five cards.
fn five_strength(five: &[Card]) -> u16 {
    let reference = LowballReference::deuce_to_seven();
    if !is_wheel(five) {
        return reference.strength(five);
    }
    let suited = five.iter().all(|c| c.suit() == five[0].suit());
    let category = if suited {
        Category::StraightFlush
    } else {
        Category::Straight
    };
    (DEUCE_TO_SEVEN.rank_of(category) as u16) << 12 | 9
}

/// The lesson's strength of 5 to 7 cards.
fn strength(cards: &[Card]) -> u16 {
    super::best_of_fives(cards, |five| i64::from(five_strength(five))) as u16
}

/// The category of the lesson's strength.
fn category(s: u16) -> Category {
    LowballReference::deuce_to_seven().category_of(s)
}

/// The best deuce-to-seven five is A-2-3-4-5 and the category changes.
fn wheel_category(cards: &[Card]) -> bool {
    let right = LowballReference::deuce_to_seven();
    is_wheel(&right.best_five(cards)) && category(strength(cards)) != right.category(cards)
}

/// The best deuce-to-seven five is A-2-3-4-5, the category stays.
fn wheel_order(cards: &[Card]) -> bool {
    let right = LowballReference::deuce_to_seven();
    is_wheel(&right.best_five(cards)) && category(strength(cards)) == right.category(cards)
}

static DEVIATIONS: [Deviation; 2] = [
    Deviation {
        id: "wheel-is-a-straight",
        sentence: "A-2-3-4-5 scores as the lowest straight (suited: straight flush); in \
                   deuce-to-seven the ace is high only, so it is ace-high (or an ace-high \
                   flush); where it is the best five, the hand changes category",
        kind: DeviationKind::Category,
        applies: wheel_category,
    },
    Deviation {
        id: "wheel-is-a-straight-order",
        sentence: "the best five is A-2-3-4-5, demoted to a straight, so a lower five of the \
                   same category plays and the hand is placed too low",
        kind: DeviationKind::Order,
        applies: wheel_order,
    },
];

impl Evaluator for DeuceToSevenWheelStraight {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }

    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        if let Some(why) = invalid_hand(&DEUCE_TO_SEVEN, cards) {
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
