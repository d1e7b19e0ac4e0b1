//! The shared vectors as `cargo test` tests (libtest-mimic, `harness = false`).
//!
//! Every (evaluator, case) is its own test named `<evaluator>::<file>/<case>`,
//! so `cargo test -p showdown-harness --test it -- pitfall`, `--list`, `--exact` and nextest
//! work. A result the evaluator's expectations file predicts passes (shown as
//! `[xfail]`); an out-of-domain case is ignored with the reason; anything
//! unexpected fails with the case, its file and line, the cards, expected and
//! got, the failure kind, and the command that re-runs just that test.
//!
//! `load::<file>` tests fail on a vector file's load errors, and
//! `expectations::<evaluator>` tests on stale or malformed expectations.
//! `meta::*` tests check the machinery itself on temporary copies: a
//! malformed vector file is reported with file, line and case; a stale entry
//! fails the run; flipping one expectation line fails it with a message
//! saying what changed; bless round-trips; panics are caught.

use libtest_mimic::{Completion, Failed, Trial};
use showdown_harness::report::{Record, Status};
use showdown_harness::runner::Outcome;
use showdown_harness::suite::{run_suite, select};
use showdown_harness::vectors::VectorSource;
use showdown_harness::vectors::{self, LoadError};
use showdown_harness::Roster;
use std::path::PathBuf;

pub(crate) mod meta;
use meta::*;

/// The shared vectors (the folder build.rs found: the crate's link to them).
fn vectors_dir() -> PathBuf {
    PathBuf::from(env!("SHOWDOWN_VECTORS_DIR"))
}

fn rerun(name: &str) -> String {
    format!("cargo test -p showdown-harness --test it -- --exact '{name}'")
}

/// The failure message of an unexpected result.
fn explain(r: &Record, name: &str) -> String {
    let kind = r
        .fail_kind()
        .map_or("none (it passed)".to_string(), |k| k.to_string());
    let expected_kind = r
        .expectation
        .as_ref()
        .map_or("nothing listed".to_string(), |e| {
            format!("{} at {} ({})", e.kind, e.at, e.reason)
        });
    format!(
        "{}\n  case:      {}  ({}:{})\n  why:       {}\n  cards:     {}\n  expected:  {}\n  got:       {}\n  failure:   {kind}\n  listed:    {expected_kind}\n  re-run:    {}",
        r.message.as_deref().unwrap_or("unexpected result"),
        r.case,
        r.path,
        r.line,
        r.why,
        r.input,
        r.expected,
        if r.got.is_empty() { "(not asked)" } else { &r.got },
        rerun(name)
    )
}

fn record_trial(r: Record) -> Trial {
    let name = format!("{}::{}", r.evaluator, r.case);
    match r.status {
        Status::Pass => Trial::test(name, || Ok(())),
        Status::ExpectedFailure => Trial::test(name, || Ok(())).with_kind("xfail"),
        Status::Shown => Trial::test(name, || Ok(())).with_kind("shown"),
        Status::Skipped => {
            let reason = match &r.outcome {
                Outcome::Skipped { reason } => reason.clone(),
                _ => "skipped".to_string(),
            };
            Trial::ignorable_test(name, move || Ok(Completion::ignored_with(reason)))
        }
        _ => {
            let message = explain(&r, &name);
            Trial::test(name, move || Err(Failed::from(message)))
        }
    }
}

fn problems_trial(name: String, problems: Vec<LoadError>) -> Trial {
    Trial::test(name, move || {
        if problems.is_empty() {
            return Ok(());
        }
        let lines: Vec<String> = problems.iter().map(|p| format!("  {p}")).collect();
        Err(format!("{} problems:\n{}", problems.len(), lines.join("\n")).into())
    })
}

/// Every trial of the shared vectors, and the meta tests of the machinery.
pub fn trials() -> Vec<Trial> {
    // The same evaluators as `showdown run`: the registry's, the third-party
    // crates, and any external programs configured in `showdown.toml`.
    let registry = Roster::load().unwrap_or_else(|e| panic!("cannot start the evaluators: {e}"));
    let selection = select(&registry, &[]).expect("all evaluators");
    let run = run_suite(&VectorSource::Builtin, selection, &registry.names());
    let mut trials = Vec::new();

    // One `load::<file>` test per vector file, one `expectations::<name>`
    // per expectations file with problems, `load::other` for the rest.
    let mut problems = run.report.problems.clone();
    for path in &run.suite.files {
        let file = path.display().to_string();
        let mine: Vec<LoadError> = problems
            .iter()
            .filter(|p| p.file == file)
            .cloned()
            .collect();
        problems.retain(|p| p.file != file);
        trials.push(problems_trial(
            format!("load::{}", vectors::file_stem(path)),
            mine,
        ));
    }
    for (name, file) in &run.expectations.files {
        let f = file.path.display().to_string();
        let mine: Vec<LoadError> = problems.iter().filter(|p| p.file == f).cloned().collect();
        problems.retain(|p| p.file != f);
        trials.push(problems_trial(format!("expectations::{name}"), mine));
    }
    if !problems.is_empty() {
        trials.push(problems_trial("load::other".into(), problems));
    }

    trials.extend(run.report.records.iter().cloned().map(record_trial));

    trials.push(Trial::test(
        "meta::malformed-vector-file-reported-with-file-line-and-case",
        malformed_vector_file,
    ));
    trials.push(Trial::test(
        "meta::a-stale-expectation-entry-or-a-file-for-no-evaluator-fails-the-run",
        stale_entry_fails,
    ));
    trials.push(Trial::test(
        "meta::the-text-report-fits-100-columns",
        text_report_fits_100_columns,
    ));
    trials.push(Trial::test(
        "meta::a-toml-syntax-error-is-reported-once-without-stale-entries",
        syntax_error_is_reported_once,
    ));
    trials.push(Trial::test(
        "meta::flipped-expectation-line-fails-with-what-changed",
        flipped_expectation_fails,
    ));
    trials.push(Trial::test(
        "meta::bless-round-trips-and-keeps-reasons",
        bless_round_trip,
    ));
    trials.push(Trial::test(
        "meta::panics-and-refusals-become-verdicts",
        panics_are_caught,
    ));
    trials.push(Trial::test(
        "meta::reports-render-from-the-json-records",
        reports_render_from_json,
    ));
    trials
}
