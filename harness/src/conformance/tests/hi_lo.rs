//! The low half of hi-lo games: its order, merges and splits.

use super::*;
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::Low;
use showdown_evaluators::evaluator::{Rejected, Strength, Verdict};
use std::sync::Arc;

/// A hi-lo reference whose low strengths are rewritten by `how` (the
/// reference's strength and the hand): the high half stays right.
struct LowMangled {
    base: Arc<dyn Evaluator>,
    info: showdown_evaluators::EvaluatorInfo,
    how: fn(i64, &[Card]) -> i64,
}

impl LowMangled {
    fn new(game: &'static Game, how: fn(i64, &[Card]) -> i64) -> LowMangled {
        let base = showdown_evaluators::games::reference_for(game);
        let mut info = base.info().clone();
        info.name = "low-mangled".into();
        LowMangled { base, info, how }
    }

    fn mangle(&self, v: Verdict, cards: &[Card]) -> Verdict {
        let low = match v.low {
            Low::Qualifies(Some(s)) => {
                Low::Qualifies(Some(Strength::single((self.how)(s.parts()[0], cards))))
            }
            other => other,
        };
        v.with_low(low)
    }
}

impl Evaluator for LowMangled {
    fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
        &self.info
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        Ok(self.mangle(self.base.evaluate(cards)?, cards))
    }
    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        let joined: Vec<Card> = hole.iter().chain(board).copied().collect();
        Ok(self.mangle(self.base.evaluate_deal(hole, board)?, &joined))
    }
}

fn low_kinds(ev: &dyn Evaluator) -> (Vec<ProblemKind>, ConformanceReport) {
    // Omaha hi-lo on its nine-card deals only: each of its five card counts
    // is asked every deal, and a failing one is shrunk and diagnosed over
    // every legal five (half a minute a check for all of them); the kinds
    // of problem are the same on each.
    let cards = ev.game().has_hole_cards().then(|| vec![9]);
    let opts = CheckOptions {
        vectors: None,
        random: 3_000,
        cards,
        ..CheckOptions::default()
    };
    let report = check_with(&InProcess(ev), &opts);
    (report.problems().iter().map(|p| p.kind).collect(), report)
}

#[test]
fn the_hi_lo_references_conform_low_order_included() {
    for game in [
        &showdown_evaluators::game::STUD_HI_LO,
        &showdown_evaluators::game::OMAHA_HI_LO,
    ] {
        let same = LowMangled::new(game, |s, _| s);
        let (kinds, report) = low_kinds(&same);
        assert!(kinds.is_empty(), "{}", report.to_text());
        assert!(report.conformant());
    }
}

#[test]
fn mis_ordered_lows_are_reported_as_low_order_problems() {
    use showdown_evaluators::game::{OMAHA_HI_LO, STUD_HI_LO};
    // The low strengths reversed: the wheel worst, 8-7-6-5-4 best.
    for game in [&STUD_HI_LO, &OMAHA_HI_LO] {
        let reversed = LowMangled::new(game, |s, _| -s);
        let (kinds, report) = low_kinds(&reversed);
        assert_eq!(kinds, [ProblemKind::LowOrder], "{}", report.to_text());
        let p = &report.problems()[0];
        assert_eq!(p.example.len(), 2);
        assert!(p.example[0].expected.starts_with("low "), "{:?}", p.example);
        let text = report.to_text();
        assert!(
            text.contains("low order: a worse low scores above"),
            "{text}"
        );
        assert!(report.to_json().to_string().contains("low:order"));
        assert!(report.to_junit().contains("low:order"));
    }
    // One low swapped with its neighbour only: 8-7-6-5-4 above 8-7-6-5-3.
    let swapped = LowMangled::new(&STUD_HI_LO, |s, _| match s {
        1 => 2,
        2 => 1,
        s => s,
    });
    let (kinds, report) = low_kinds(&swapped);
    assert_eq!(kinds, [ProblemKind::LowOrder], "{}", report.to_text());
    let p = &report.problems()[0];
    assert!(p.count >= 1);
    assert_eq!(
        (
            p.example[0].expected.as_str(),
            p.example[1].expected.as_str()
        ),
        ("low 8-7-6-5-4", "low 8-7-6-5-3")
    );
    // Two lows on one strength, and one low on two.
    let merged = LowMangled::new(&STUD_HI_LO, |s, _| s / 2);
    let (kinds, report) = low_kinds(&merged);
    assert_eq!(kinds, [ProblemKind::LowMerged], "{}", report.to_text());
    let split = LowMangled::new(&OMAHA_HI_LO, |s, cards| {
        2 * s + i64::from(cards[0].index() % 2)
    });
    let (kinds, report) = low_kinds(&split);
    assert_eq!(kinds, [ProblemKind::LowSplit], "{}", report.to_text());
}

#[test]
fn the_any_low_lessons_better_lows_are_low_order_problems_it_documents() {
    let lesson = showdown_evaluators::games::hi_lo::OmahaHiLoAnyLow;
    let (kinds, report) = low_kinds(&lesson);
    assert!(
        kinds.contains(&ProblemKind::LowSplit),
        "{}",
        report.to_text()
    );
    for p in report.problems() {
        assert!(p.documented.is_some(), "{}", report.to_text());
    }
}
