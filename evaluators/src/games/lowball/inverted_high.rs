//! `deuce-to-seven-inverted-high`: a lesson, the deuce-to-seven low as the
//! high hand turned upside down.
//!
//! # Source
//! Nydauron/playing-cards (a Rust crate), `src/poker/evaluators/low_27_evaluator.rs`:
//! its `evaluate_hand` takes 5 to 7 cards, asks the crate's high evaluator
//! for the best *high* hand, and reports `7463` minus that hand's strength
//! as the deuce-to-seven low. The file's own tests say that `As2c3c4d5h` is
//! a "5 High Straight" and `As2s3s4s5s` a "5 High Straight Flush", so the
//! wheel counts as a straight there.
//!
//! # Algorithm, in our words
//! Evaluate the cards as hold'em high (the best five of any, the ace
//! playing low in A-2-3-4-5), keep that category, and negate the strength
//! (here: `65535 -` the hold'em reference's strength; the order is the same
//! as the crate's `7463 -` its rank).
//!
//! # Encoding
//! Category: the hold'em category of the best high five. Strength: one
//! integer, higher for what it takes to be the better low.
//!
//! # Domain
//! 5 to 7 distinct cards.
//!
//! # Deviations from the correct answer
//! On five cards, deuce-to-seven is exactly hold'em turned round except for
//! the wheel, so only the wheel is wrong:
//! - `wheel-is-a-straight` (category): `Ac 2d 3h 4s 5c` says straight;
//!   right: ace-high, better than any pair. Suited, `Ah 2h 3h 4h 5h` says
//!   straight flush; right: a flush.
//!
//! On six and seven cards the best low five is not the worst of the best
//! high fives: the lesson keeps the five cards a high hand would play.
//! - `best-high-five` (category): `7c 5d 4h 3s 2c 2d` says one pair (the
//!   deuces); right: 7-5-4-3-2, a high card, discarding a deuce.
//! - `best-high-five-order` (order): the category is right but the five
//!   kept score otherwise than the best low five would (on the one scale
//!   all sizes share, the hand is split from that five's class): `7c 5d 4h 3s 2c Kd` says K-7-5-4-3; right:
//!   7-5-4-3-2.

use super::{invalid_hand, LowballPlain};
use crate::card::{Card, Rank};
use crate::evaluator::{
    CardOrder, Deviation, DeviationKind, Domain, Evaluator, EvaluatorInfo, Rejected, Strength,
    Verdict,
};
use crate::game::DEUCE_TO_SEVEN;
use crate::reference::{category_of, Reference};
use std::borrow::Cow;

/// The lesson (see the module docs).
#[derive(Clone, Copy, Debug, Default)]
pub struct DeuceToSevenInvertedHigh;

static INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("deuce-to-seven-inverted-high"),
    game: &DEUCE_TO_SEVEN,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed("hold'em category of the best high five and 65535 - its hold'em strength"),
    source: Cow::Borrowed(
        "Nydauron/playing-cards, src/poker/evaluators/low_27_evaluator.rs (7463 minus the high rank)",
    ),
};

/// Exactly A, 2, 3, 4 and 5 (five cards).
fn wheel_is_a_straight(cards: &[Card]) -> bool {
    let mut ranks: Vec<Rank> = cards.iter().map(|c| c.rank()).collect();
    ranks.sort_unstable();
    ranks == [Rank::Two, Rank::Three, Rank::Four, Rank::Five, Rank::Ace]
}

/// Six or seven cards whose best high five (hold'em) is of another
/// category than the best low five (the plain checker).
fn best_high_five(cards: &[Card]) -> bool {
    cards.len() >= 6 && categories_differ(cards)
}

/// Six or seven cards, same category, scored otherwise than the best low
/// five they hold (the reference's) would be: the high five kept is not a
/// low five of the same class.
fn best_high_five_order(cards: &[Card]) -> bool {
    if cards.len() < 6 || categories_differ(cards) {
        return false;
    }
    let five = super::LowballReference::deuce_to_seven().best_five(cards);
    Reference::new().strength(cards) != Reference::new().strength(&five)
}

fn categories_differ(cards: &[Card]) -> bool {
    let plain = LowballPlain::deuce_to_seven();
    category_of(Reference::new().strength(cards)) != plain.key_category(plain.key(cards))
}

static DEVIATIONS: [Deviation; 3] = [
    Deviation {
        id: "wheel-is-a-straight",
        sentence: "A-2-3-4-5 scores as a five-high straight (suited: a straight flush), as in \
                   hold'em; in deuce-to-seven the ace is high only, so it is ace-high (or an \
                   ace-high flush)",
        kind: DeviationKind::Category,
        applies: wheel_is_a_straight,
    },
    Deviation {
        id: "best-high-five",
        sentence: "on six or seven cards it keeps the best high five and inverts it, while the \
                   best low five is of another category (a pair kept where a no-pair low was \
                   there, …)",
        kind: DeviationKind::Category,
        applies: best_high_five,
    },
    Deviation {
        id: "best-high-five-order",
        sentence: "on six or seven cards the category is right but the five kept are the best \
                   high five, not the best low five, so the hand is misplaced",
        kind: DeviationKind::Order,
        applies: best_high_five_order,
    },
];

impl Evaluator for DeuceToSevenInvertedHigh {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }

    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        if let Some(why) = invalid_hand(&DEUCE_TO_SEVEN, cards) {
            return Err(Rejected::Invalid(why));
        }
        let s = Reference::new().strength(cards);
        Ok(Verdict::new(
            category_of(s),
            Some(Strength::single(65_535 - s as i64)),
        ))
    }

    fn deviations(&self) -> &[Deviation] {
        &DEVIATIONS
    }
}
