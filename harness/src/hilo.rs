//! The low half of hi-lo answers, as every engine judges it: whether an
//! answer's low half agrees with the reference's, a sentence when it does
//! not, and how the references' lows read (`8-6-4-2-A`, `no low`).

use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::{Low, Strength};
use showdown_evaluators::game::Game;
use showdown_evaluators::games::hi_lo;

/// What is wrong with `got`'s low half where the reference says `want`
/// (`None`: nothing; a game without a low half is never wrong here).
/// Only qualification is judged: a low strength is on the evaluator's own
/// scale and is judged by order, as any strength.
pub fn low_problem(got: &Low, want: &Low) -> Option<String> {
    match (got, want) {
        (_, Low::NotPlayed) => None,
        (Low::NotPlayed, _) => Some(
            "gives no low half (a hi-lo answer ends in ` / low [strength]` or ` / no-low`)".into(),
        ),
        (Low::NoLow, Low::Qualifies(_)) => Some("says no low, but the hand has a low".into()),
        (Low::Qualifies(_), Low::NoLow) => Some("says a low, but the hand has no low".into()),
        _ => None,
    }
}

/// How a hi-lo answer's low half is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum LowProblem {
    /// The answer has no low half at all.
    Missing,
    /// A low where the hand has none.
    LowWhereNone,
    /// No low where the hand has one.
    NoneWhereLow,
}

impl LowProblem {
    /// How `got` is wrong against the reference's `want`, if it is.
    pub fn of(got: &Low, want: &Low) -> Option<LowProblem> {
        match (got, want) {
            (_, Low::NotPlayed) => None,
            (Low::NotPlayed, _) => Some(LowProblem::Missing),
            (Low::NoLow, Low::Qualifies(_)) => Some(LowProblem::NoneWhereLow),
            (Low::Qualifies(_), Low::NoLow) => Some(LowProblem::LowWhereNone),
            _ => None,
        }
    }

    /// `missing`, `low-where-none`, `none-where-low`.
    pub const fn token(self) -> &'static str {
        match self {
            LowProblem::Missing => "missing",
            LowProblem::LowWhereNone => "low-where-none",
            LowProblem::NoneWhereLow => "none-where-low",
        }
    }
}

/// Whether `got`'s low half is wrong against the reference's `want`
/// ([`low_problem`]).
pub fn low_differs(got: &Low, want: &Low) -> bool {
    low_problem(got, want).is_some()
}

/// The low strength of an answer for ordering, if it has a qualifying low
/// with a strength.
pub fn low_strength(low: &Low) -> Option<Strength> {
    match low {
        Low::Qualifies(s) => *s,
        _ => None,
    }
}

/// The reference's low on these cards as people write it: `8-6-4-2-A`,
/// `no low` (`None` in a game without a low half).
pub fn reference_low_text(game: &'static Game, cards: &[Card]) -> Option<String> {
    if !game.is_hi_lo() {
        return None;
    }
    let reference = showdown_evaluators::games::reference_for(game);
    let v = showdown_evaluators::games::evaluate_joined(&*reference, cards).ok()?;
    Some(low_text_of(&v.low))
}

/// A reference low half as people write it.
pub fn low_text_of(low: &Low) -> String {
    match hi_lo::low_strength_of(low).and_then(hi_lo::low_ranks) {
        Some(r) => hi_lo::low_text(&r),
        None => "no low".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_or_wrong_low_half_is_named() {
        let low = Low::Qualifies(Some(Strength::single(3)));
        assert_eq!(low_problem(&low, &Low::Qualifies(None)), None);
        assert_eq!(low_problem(&Low::NotPlayed, &Low::NotPlayed), None);
        assert!(low_problem(&Low::NotPlayed, &low)
            .unwrap()
            .contains("no low half"));
        assert!(low_problem(&Low::NoLow, &low)
            .unwrap()
            .contains("has a low"));
        assert!(low_problem(&low, &Low::NoLow)
            .unwrap()
            .contains("has no low"));
        assert_eq!(
            low_text_of(&Low::Qualifies(Some(Strength::single(56)))),
            "5-4-3-2-A"
        );
        assert_eq!(low_text_of(&Low::NoLow), "no low");
    }
}
