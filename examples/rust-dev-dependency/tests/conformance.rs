//! The evaluators of this crate checked by showdown, as a user's `cargo test`
//! checks theirs: `showdown_harness::assert_conforms` passes silently or
//! panics with check's report.
//!
//! The buggy evaluator's test expects that panic and asserts what the report
//! says, so `cargo test` passes; the report is printed (see it with
//! `cargo test -- --nocapture`). To see the failure as a user sees it, run the
//! ignored test: `cargo test -- --ignored`.

use my_hand_eval::{BUGGY, CORRECT};
use std::panic;

#[test]
fn the_correct_evaluator_conforms() {
    showdown_harness::assert_conforms(&CORRECT);
}

#[test]
fn the_buggy_evaluator_fails_with_the_report() {
    let failure = panic::catch_unwind(|| showdown_harness::assert_conforms(&BUGGY))
        .expect_err("assert_conforms passed an evaluator with the straight-plus-flush bug");
    let report = failure
        .downcast_ref::<String>()
        .expect("assert_conforms panics with the report as a String");
    println!("{report}");
    // The summary: the verdict, the program, each kind of problem with its
    // smallest hand, at most 25 lines of at most 80 columns.
    assert!(
        report.starts_with("showdown check: NOT CONFORMANT"),
        "{report}"
    );
    assert!(report.contains("program: my-hand-eval-buggy"), "{report}");
    // The bug's problem, with its smallest hand (today `4c 5c 6d 3c 2c 7c`:
    // a flush in clubs and a straight to the seven with the six of diamonds).
    assert!(
        report.contains("category: straight-flush where the hand is flush"),
        "{report}"
    );
    assert!(
        report.contains("4c 5c 6d 3c 2c 7c: said straight-flush 8.5; right: flush"),
        "{report}"
    );
    assert!(report.lines().count() <= 25, "{report}");
    assert!(report.lines().all(|l| l.chars().count() <= 80), "{report}");
    // The whole report is in the file the summary names.
    let path = report
        .lines()
        .find_map(|l| l.strip_prefix("full report: "))
        .and_then(|l| l.split(' ').next())
        .expect("the summary names its report file");
    let whole = std::fs::read_to_string(path).expect("the report file exists");
    assert!(whole.contains("4c 5c 6d 3c 2c 7c"), "{whole}");
}

/// The raw failure, as a user whose evaluator has the bug sees it.
#[test]
#[ignore = "fails on purpose: run it with `cargo test -- --ignored` to see the raw failure"]
fn the_buggy_evaluator_conforms() {
    showdown_harness::assert_conforms(&BUGGY);
}
