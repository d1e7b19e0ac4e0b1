//! A whole suite run as data: vectors from a [`VectorSource`], the selected
//! evaluators, every trial judged against the expectations ([`SuiteRun`]),
//! and the expectations `bless` would write from it.

use crate::error::Error;
use crate::expectations::{self, Blessed, Expectations};
use crate::progress::Progress;
use crate::report::RunReport;
use crate::roster::Roster;
use crate::runner::{self, PARSER};
use crate::vectors::{Suite, VectorSource};
use showdown_evaluators::evaluator::Evaluator;
use std::sync::Arc;

/// Everything one run produced.
pub struct SuiteRun {
    /// The vectors, with their load errors.
    pub suite: Suite,
    /// The expectations, with their load errors.
    pub expectations: Expectations,
    /// The evaluators that ran.
    pub evaluators: Vec<Arc<dyn Evaluator>>,
    /// Every trial, judged.
    pub report: RunReport,
}

/// What a run runs: evaluators, and whether the parser row (the `reject`
/// cases) runs.
pub struct Selection {
    /// The evaluators, in report order.
    pub evaluators: Vec<Arc<dyn Evaluator>>,
    /// Whether the parser row runs.
    pub parser: bool,
    /// Whether every registered evaluator runs (expectations files for
    /// unknown names are then reported).
    pub all: bool,
}

/// The evaluators named (all of the registry's, reference included, when
/// `names` is empty or `all`); [`PARSER`] names the parser row, and
/// `reference` (`checker`) every game's reference (plain checker), as
/// [`Roster::in_every_game`] says.
pub fn select(registry: &Roster, names: &[String]) -> Result<Selection, Error> {
    let names: Vec<String> = names
        .iter()
        .flat_map(|n| n.split(','))
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty())
        .collect();
    if names.is_empty() || names.iter().any(|n| n == "all") {
        return Ok(Selection {
            evaluators: registry.all(true),
            parser: true,
            all: true,
        });
    }
    let mut evaluators = Vec::new();
    let mut parser = false;
    for n in &names {
        if n == PARSER {
            parser = true;
        } else if let Some(every_game) = registry.in_every_game(n) {
            evaluators.extend(every_game);
        } else {
            evaluators.push(registry.get(n)?);
        }
    }
    // `reference,reference-short-deck` names short deck's reference twice.
    let mut seen = std::collections::BTreeSet::new();
    evaluators.retain(|e| seen.insert(e.name().to_string()));
    Ok(Selection {
        evaluators,
        parser,
        all: false,
    })
}

/// Loads the vectors and expectations of `source`, runs the selection and
/// judges every result. `known` is every evaluator name that may own an
/// expectations file.
pub fn run_suite(source: &VectorSource, selection: Selection, known: &[String]) -> SuiteRun {
    run_suite_with_progress(source, selection, known, &crate::progress::Silent)
}

/// [`run_suite`], telling `progress` how many (evaluator, case) trials are done.
pub fn run_suite_with_progress(
    source: &VectorSource,
    selection: Selection,
    known: &[String],
    progress: &dyn Progress,
) -> SuiteRun {
    let suite = source.load_vectors();
    let expectations = crate::expectations::load_for(source);
    let total = (selection.evaluators.len() * suite.cases.len()) as u64;
    let trials = crate::progress::with_progress(progress, total, "run", |done| {
        runner::run_counting(&suite, &selection.evaluators, selection.parser, done)
    });
    let mut ran: Vec<String> = selection
        .evaluators
        .iter()
        .map(|e| e.name().to_string())
        .collect();
    if selection.parser {
        ran.push(PARSER.to_string());
    }
    let report = expectations::judge(&suite, &trials, &expectations, &ran, selection.all, known);
    SuiteRun {
        suite,
        expectations,
        evaluators: selection.evaluators,
        report,
    }
}

/// The new expectations of every evaluator in `run` (and of the parser when
/// `parser`). Refused while vectors or expectations fail to load, since the
/// broken cases did not run.
pub fn bless_run(run: &SuiteRun, parser: bool) -> Result<Vec<Blessed>, Error> {
    let blocking: Vec<String> = run
        .suite
        .errors
        .iter()
        .chain(&run.expectations.errors)
        .map(|e| format!("  {e}"))
        .collect();
    if !blocking.is_empty() {
        return Err(Error::Invalid(format!(
            "not blessing while vectors or expectations fail to load (the broken cases did not run):\n{}",
            blocking.join("\n")
        )));
    }
    let mut targets: Vec<(String, Option<Arc<dyn Evaluator>>)> = run
        .evaluators
        .iter()
        .map(|e| (e.name().to_string(), Some(e.clone())))
        .collect();
    if parser {
        targets.push((PARSER.to_string(), None));
    }
    Ok(targets
        .into_iter()
        .map(|(name, ev)| {
            expectations::bless(
                &name,
                ev.as_deref(),
                &run.suite,
                &run.report.records,
                &run.expectations,
            )
        })
        .collect())
}
