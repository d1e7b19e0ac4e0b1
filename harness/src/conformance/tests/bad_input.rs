//! Bad input: reported always, counted only when strict.

use super::*;
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::{Domain, Strength, Verdict};
use showdown_evaluators::reference::Reference;

/// The reference's answers, on anything it is given (never refuses).
fn accepting() -> HoldemDouble {
    let reference = Reference::new();
    HoldemDouble::new("accepting", Domain::range(5, 7), true, move |cards| {
        let first: Vec<Card> = cards.iter().take(7).copied().collect();
        let s = Strength::single(i64::from(reference.strength(&first)));
        Ok(Verdict::new(reference.category(&first), Some(s)))
    })
}

#[test]
fn bad_input_is_reported_and_counts_only_when_strict() {
    let ev = accepting();
    let opts = CheckOptions {
        vectors: None,
        random: 2_000,
        ..CheckOptions::default()
    };
    let lenient = check_with(&InProcess(&ev), &opts);
    let tokens: Vec<&str> = lenient
        .bad_input
        .iter()
        .map(|b| b.handling.token())
        .collect();
    assert_eq!(
        tokens,
        ["answers anyway", "n/a", "answers anyway"],
        "{}",
        lenient.to_text()
    );
    assert!(lenient.conformant(), "{}", lenient.to_text());
    assert!(lenient.to_text().contains("bad input (informational"));
    let strict = check_with(
        &InProcess(&ev),
        &CheckOptions {
            strict_input: true,
            ..opts
        },
    );
    assert_eq!(strict.verdict(), CheckVerdict::NotConformant);
    // The reference itself refuses what it must.
    let r = Reference::new();
    let reference = check_with(
        &InProcess(&r),
        &CheckOptions {
            strict_input: true,
            vectors: None,
            random: 1_000,
            ..CheckOptions::default()
        },
    );
    assert!(reference.conformant(), "{}", reference.to_text());
}
