//! Default card counts a program refuses whole: left out, one line.

use super::*;
use crate::report::conformance::SUMMARY_WIDTH;
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::Rejected;

/// Right on every hand, except that it answers `refusal` to the hands of
/// `refused` cards for which `which` holds.
fn refusing(refused: usize, which: fn(&[Card]) -> bool, refusal: fn() -> Rejected) -> HoldemDouble {
    let reference = Reference::new();
    HoldemDouble::new("no-six", Domain::range(5, 7), true, move |cards| {
        if cards.len() == refused && which(cards) {
            return Err(refusal());
        }
        let s = Strength::new(&[reference.strength(cards) as i64]);
        Ok(Verdict::new(reference.category(cards), Some(s)))
    })
}

fn every(_: &[Card]) -> bool {
    true
}

fn error() -> Rejected {
    Rejected::Invalid("not written for six cards".into())
}

fn skip() -> Rejected {
    Rejected::Skipped("not written for six cards".into())
}

fn checked(ev: &dyn Evaluator, by_default: bool) -> ConformanceReport {
    let opts = CheckOptions {
        random: 400,
        counts_by_default: by_default,
        ..CheckOptions::default()
    };
    check_with(&InProcess(ev), &opts)
}

#[test]
fn a_default_count_answered_error_throughout_is_left_out_in_one_line() {
    let ev = refusing(6, every, error);
    let report = checked(&ev, true);
    assert!(report.conformant(), "{}", report.to_text());
    assert_eq!(
        report.left_out,
        vec![LeftOut {
            cards: 6,
            asked: PROBE_HANDS,
            answered: "error",
            taken: vec![5, 7],
        }]
    );
    assert_eq!(report.domain, "5,7");
    // No hand of six cards was judged: not in the random part, not among
    // the vectors' cases (six-card cases exist: they were left out).
    assert!(
        report.sections.iter().all(|s| s.cards != 6),
        "{}",
        report.to_text()
    );
    assert!(report.problems().is_empty(), "{}", report.to_text());
    let line = "6-card hands: not checked, the program answered `error` to all 16 asked; \
                pass cards=[5, 7] (--cards 5,7) to leave them out";
    assert_eq!(report.left_out[0].line(), line);
    let text = report.to_text();
    assert_eq!(
        text.matches("6-card hands: not checked").count(),
        1,
        "{text}"
    );
    let summary = report.to_summary(None);
    assert!(
        summary.starts_with("showdown check: CONFORMANT\n"),
        "{summary}"
    );
    assert_eq!(summary.matches("6-card hands").count(), 1, "{summary}");
    assert!(summary.contains("cards=[5, 7]"), "{summary}");
    assert!(
        summary.lines().all(|l| l.chars().count() <= SUMMARY_WIDTH),
        "{summary}"
    );
    let json = report.to_json();
    assert_eq!(json["left_out"][0]["cards"], 6);
    assert_eq!(json["left_out"][0]["answered"], "error");
    assert_eq!(json["cards"], "5,7");
}

#[test]
fn the_vectors_six_card_cases_are_refused_when_six_is_not_left_out() {
    // The same program, its counts declared: a refusal of a hand it
    // declares is a problem, the vectors' six-card cases among them.
    let ev = refusing(6, every, error);
    let report = checked(&ev, false);
    assert!(report.left_out.is_empty());
    assert!(!report.conformant());
    assert!(
        report
            .problems()
            .iter()
            .any(|p| p.kind == ProblemKind::Rejected),
        "{}",
        report.to_text()
    );
    // The vectors have six-card cases: refused here, not run when six is
    // left out (the test above has no problem at all).
    assert!(
        report
            .problems()
            .iter()
            .any(|p| p.kind == ProblemKind::Vector(crate::runner::FailKind::Rejected)),
        "{}",
        report.to_text()
    );
}

#[test]
fn skip_throughout_is_said_too_and_a_partial_refusal_stays_a_problem() {
    let report = checked(&refusing(6, every, skip), true);
    assert!(report.conformant(), "{}", report.to_text());
    assert_eq!(report.left_out.len(), 1);
    assert_eq!(report.left_out[0].answered, "skip");
    // Refusing only the six-card hands with a pair: six is taken, and
    // each refusal is a problem.
    fn paired(cards: &[Card]) -> bool {
        let mut ranks: Vec<_> = cards.iter().map(|c| c.rank()).collect();
        ranks.sort_unstable();
        ranks.windows(2).any(|w| w[0] == w[1])
    }
    let report = checked(&refusing(6, paired, error), true);
    assert!(report.left_out.is_empty(), "{:?}", report.left_out);
    assert!(report
        .problems()
        .iter()
        .any(|p| p.kind == ProblemKind::Rejected));
}

#[test]
fn no_count_is_left_out_when_every_count_is_refused() {
    let ev = HoldemDouble::new("refuses-all", Domain::range(5, 7), false, |_| Err(error()));
    let report = checked(&ev, true);
    assert!(report.left_out.is_empty());
    assert!(!report.conformant());
}
