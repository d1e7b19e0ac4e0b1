//! `stud-hi-lo-nine-qualifies`: a lesson, the stud low qualifier off by
//! one (nine or better instead of eight or better).
//!
//! # The mistake
//! The high half is right. The low is made as the rules make it (five
//! distinct ranks, the ace low, the lowest wins, straights and flushes do
//! not count), but a nine is let into it: the qualifier is tested as
//! "every rank at most nine" where the rules say "at most eight". The
//! off-by-one is easy to write (`rank <= 9` on pips, or `< 9` on
//! zero-based ranks where the eight is 6), and every published example
//! hand still passes, because a hand with an eight-or-better low never
//! needs its nine: the lowest five distinct ranks are the same with or
//! without it. Only hands with no eight-or-better low are wrong.
//!
//! # What it imitates
//! No public report of exactly this mistake was found with the search
//! tools (issue threads on stud hi-lo and eight-or-better qualifiers gave
//! nothing on point; /work/shared/research/bugs-in-the-wild.md lists no
//! hi-lo report). It is the trap the rules pages name ("a nine is not a
//! low card") and the one the vector `stud-hi-lo/a-nine-is-not-low` pins.
//!
//! # Algorithm, in our words
//! High: the hold'em [`crate::Reference`] through [`super::StudHiLoReference`].
//! Low: mark which of the numbers 1 (ace) to 9 the hand holds, take the
//! five lowest marked; fewer than five, no low.
//!
//! # Encoding
//! The high half as the reference. The low strength is the five numbers,
//! highest first, packed one per hex digit and negated (`9-5-4-3-2` is
//! `-0x95432`), so the better low has the higher strength; its 126 lows
//! are the 56 right ones, in the right order, above 70 nine-lows.
//!
//! # Deviations from the correct answer
//! - `nine-makes-a-low`, low: the hand has no five distinct ranks of eight
//!   or lower, but has five of nine or lower (a nine among them). `9h 5c
//!   4d 3s 2h` says the low 9-5-4-3-2; right: no low. In seven cards,
//!   `9h Tc 3d 4s 5h Kc 7d` says 9-7-5-4-3; right: no low.
//!
//! The high half is never wrong and every right low comes out right, in
//! the right order, so this one class claims every wrong answer and
//! nothing else.

use super::{check_stud, StudHiLoReference};
use crate::card::Card;
use crate::evaluator::{
    CardOrder, Deviation, DeviationKind, Domain, Evaluator, EvaluatorInfo, Low, Rejected, Strength,
    Verdict,
};
use crate::game::STUD_HI_LO;
use std::borrow::Cow;

/// The lesson: a correct stud high, a low that lets a nine in.
#[derive(Clone, Copy, Debug, Default)]
pub struct StudHiLoNineQualifies;

static INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("stud-hi-lo-nine-qualifies"),
    game: &STUD_HI_LO,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "the stud high verdict, then the best low of five distinct ranks of nine or lower \
         (wrong: the qualifier is eight or better)",
    ),
    source: Cow::Borrowed("showdown lesson (no public report found; the nine-is-not-low trap)"),
};

static DEVIATIONS: [Deviation; 1] = [Deviation {
    id: "nine-makes-a-low",
    sentence: "The hand has no five distinct ranks of eight or lower, but has five of nine or \
               lower: the lesson lets the nine fill a low, the rules say no low.",
    kind: DeviationKind::Low,
    applies: nine_makes_a_low,
}];

/// Whether the cards hold five distinct ranks of nine or lower (the ace
/// low) but no low by the rules (the plain checker's every five).
fn nine_makes_a_low(cards: &[Card]) -> bool {
    if check_stud(cards).is_err() {
        return false;
    }
    let up_to_nine = crate::card::Rank::ALL
        .iter()
        .filter(|r| r.symbol() == 'A' || ('2'..='9').contains(&r.symbol()))
        .filter(|&&r| cards.iter().any(|c| c.rank() == r))
        .count();
    up_to_nine >= 5 && super::plain::stud_low(cards).is_none()
}

/// A card's number in the lesson's low: the ace 1, two to nine their pips.
fn number(card: Card) -> Option<u8> {
    match card.rank().symbol() {
        'A' => Some(1),
        c @ '2'..='9' => Some(c as u8 - b'0'),
        _ => None,
    }
}

impl StudHiLoNineQualifies {
    /// The lesson's low: its five numbers, highest first, or `None`.
    pub fn low_numbers(&self, cards: &[Card]) -> Option<[u8; 5]> {
        let mut held = [false; 10];
        for &c in cards {
            if let Some(n) = number(c) {
                held[usize::from(n)] = true;
            }
        }
        let lowest: Vec<u8> = (1..=9u8)
            .filter(|&n| held[usize::from(n)])
            .take(5)
            .collect();
        let mut five: [u8; 5] = lowest.try_into().ok()?;
        five.reverse();
        Some(five)
    }

    /// The lesson's low as people write it (`9-5-4-3-2`, `no low`).
    pub fn low_text(&self, cards: &[Card]) -> String {
        self.low_numbers(cards).map_or("no low".into(), |five| {
            five.iter()
                .map(|&n| match n {
                    1 => "A".to_string(),
                    n => n.to_string(),
                })
                .collect::<Vec<_>>()
                .join("-")
        })
    }

    /// The ids of the classes that claim this hand.
    pub fn claims(&self, cards: &[Card]) -> Vec<&'static str> {
        DEVIATIONS
            .iter()
            .filter(|d| (d.applies)(cards))
            .map(|d| d.id)
            .collect()
    }
}

impl Evaluator for StudHiLoNineQualifies {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        let high = StudHiLoReference.evaluate(cards)?;
        let low = match self.low_numbers(cards) {
            None => Low::NoLow,
            Some(five) => {
                let packed = five.iter().fold(0i64, |k, &n| k << 4 | i64::from(n));
                Low::Qualifies(Some(Strength::single(-packed)))
            }
        };
        Ok(high.with_low(low))
    }
    fn deviations(&self) -> &[Deviation] {
        &DEVIATIONS
    }
}
