//! Sweeps in `check`: up to renaming suits, and the suit renamings.

use super::*;
use showdown_evaluators::evaluator::{Domain, Verdict};
use showdown_evaluators::reference::Reference;

/// The reference, except that a flush of clubs is called a high card.
fn clubs_blind() -> HoldemDouble {
    let reference = Reference::new();
    HoldemDouble::new("clubs-blind", Domain::exactly(5), true, move |cards| {
        let v = reference.evaluate(cards)?;
        let clubs = cards.iter().filter(|c| c.suit().letter() == 'c').count();
        Ok(if v.category == Category::Flush && clubs == 5 {
            Verdict::new(Category::HighCard, v.strength)
        } else {
            v
        })
    })
}

fn sweep_five(ev: &dyn Evaluator, every_hand: bool) -> ConformanceReport {
    check_with(
        &InProcess(ev),
        &CheckOptions {
            random: 0,
            vectors: None,
            bad_input: false,
            sweep: vec![5],
            every_hand,
            ..CheckOptions::default()
        },
    )
}

#[test]
fn a_sweep_up_to_renaming_suits_judges_as_a_sweep_of_every_hand() {
    let lazy = lazy_kickers();
    let by_class = sweep_five(&lazy, false);
    let every = sweep_five(&lazy, true);
    let names: Vec<&str> = by_class.sections.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "suit renamings 5 cards (1958 hands x 24)",
            "sweep 5 cards up to suits (134,459 asked)"
        ]
    );
    assert_eq!(every.sections.len(), 1);
    let (a, b) = (&by_class.sections[1], &every.sections[0]);
    assert_eq!(
        (a.hands, a.agreed, a.skipped),
        (b.hands, b.agreed, b.skipped)
    );
    assert_eq!(a.hands, 2_598_960);
    // Both rates: the hands asked and the hands they stand for.
    assert_eq!((a.asked, b.asked), (134_459, 2_598_960));
    let ratio = a.hands_per_second() / a.asked_per_second();
    assert!((ratio - 2_598_960.0 / 134_459.0).abs() < 1e-6, "{ratio}");
    let text = by_class.to_text();
    assert!(
        text.contains("    134,459 hands asked, "),
        "the asked rate is shown: {text}"
    );
    assert!(!every.to_text().contains("hands asked"));
    let json: serde_json::Value = serde_json::from_str(&crate::report::Render::render(
        &by_class,
        crate::report::Format::Json,
    ))
    .unwrap();
    assert_eq!(json["sections"][1]["asked"], 134_459);
    assert_eq!(json["sections"][1]["hands"], 2_598_960);
    let kinds = |s: &Section| {
        s.problems
            .iter()
            .map(|p| (p.kind, p.count))
            .collect::<Vec<_>>()
    };
    assert_eq!(kinds(a), kinds(b));
    assert!(by_class.sections[0].ok());
    assert_eq!(by_class.verdict(), every.verdict());
}

#[test]
fn renaming_suits_catches_an_evaluator_that_tells_suits_apart() {
    let report = sweep_five(&clubs_blind(), false);
    assert!(!report.conformant());
    let renamings = &report.sections[0];
    let p = renamings
        .problems
        .iter()
        .find(|p| p.kind == ProblemKind::SuitRenaming)
        .expect("a suit-renaming problem");
    let (a, b) = (&p.example[0], &p.example[1]);
    assert_ne!(a.got, b.got);
    assert_eq!(
        crate::suit_classes::canonical_key(&a.cards),
        crate::suit_classes::canonical_key(&b.cards)
    );
    assert!(report
        .to_text()
        .contains("renaming the suits changes the answer"));
}

/// The vectors' rate leaves out the time to the first answer (loading the
/// cases, a program's start-up), which the text shows on a line of its own.
#[test]
fn the_vectors_rate_leaves_out_the_first_answer() {
    let reference = Reference::new();
    let report = check_with(
        &InProcess(&reference),
        &CheckOptions {
            random: 0,
            bad_input: false,
            ..CheckOptions::default()
        },
    );
    let vectors = &report.sections[0];
    assert!(vectors.name.starts_with("vectors"), "{}", vectors.name);
    let first = vectors.startup.expect("the first answer's time");
    assert!(first <= vectors.elapsed);
    let after = (vectors.hands - 1) as f64 / (vectors.elapsed - first).as_secs_f64().max(1e-9);
    assert_eq!(vectors.hands_per_second(), after);
    assert_eq!(vectors.asked, vectors.hands);
    assert!(report.to_text().contains("first answer after "));
}
