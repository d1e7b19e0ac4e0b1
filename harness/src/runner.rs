//! The runner: every case against every evaluator, one [`Trial`] per
//! (evaluator, case) with its [`Outcome`] — pass, fail (with a [`FailKind`]
//! and a sentence), skipped (with the reason), crash (a caught panic), or
//! shown (implementation-defined cases, never failed).
//!
//! Data flows one way: vectors → runner → evaluators → outcomes; the
//! expectations and reports only read what the runner produced.
//! `reject` cases run against the hand parser, as a row named [`PARSER`].

#[cfg(test)]
mod tests;

use crate::vectors::{Case, CaseBody, Suite};
use rayon::prelude::*;
use showdown_evaluators::card::parse_hand;
use showdown_evaluators::evaluator::Evaluator;
use std::sync::Arc;

use crate::engine::case::Judge;
pub use crate::engine::case::{domain_reason, FailKind, Outcome};
pub use crate::engine::panics::call;

/// The row name of the hand parser, which runs the `reject` cases.
pub const PARSER: &str = "parser";

/// One (evaluator, case) result.
#[derive(Clone, Debug)]
pub struct Trial {
    /// The evaluator's name ([`PARSER`] for `reject` cases).
    pub evaluator: String,
    /// Index into [`Suite::cases`].
    pub case: usize,
    /// The evaluator's answer in one line (empty when it was not asked).
    pub got: String,
    /// How the evaluator did on the case.
    pub outcome: Outcome,
}

/// Runs every case of `suite` against every evaluator (and the `reject`
/// cases against the parser when `parser` is true). Trials come out in
/// evaluator order, then case order. Panics are caught and recorded.
pub fn run(suite: &Suite, evaluators: &[Arc<dyn Evaluator>], parser: bool) -> Vec<Trial> {
    run_counting(
        suite,
        evaluators,
        parser,
        &std::sync::atomic::AtomicU64::new(0),
    )
}

/// [`run`], counting finished trials in `done` as it goes (for progress).
pub fn run_counting(
    suite: &Suite,
    evaluators: &[Arc<dyn Evaluator>],
    parser: bool,
    done: &std::sync::atomic::AtomicU64,
) -> Vec<Trial> {
    crate::engine::panics::install_quiet_hook();
    let mut trials: Vec<Trial> = evaluators
        .par_iter()
        .flat_map_iter(|ev| {
            let reference = showdown_evaluators::games::reference_for(ev.game());
            let judge = Judge {
                ev: &**ev,
                reference: &*reference,
            };
            // Each evaluator meets only the cases of its own game.
            let cases: Vec<(usize, &Case)> = suite
                .cases
                .iter()
                .enumerate()
                .filter(|(_, c)| !matches!(c.body, CaseBody::Reject(_)) && c.game == ev.game())
                .collect();
            cases
                .into_iter()
                .map(|(i, case)| {
                    let (got, outcome) = judge.case(case);
                    done.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    Trial {
                        evaluator: ev.name().to_string(),
                        case: i,
                        got,
                        outcome,
                    }
                })
                .collect::<Vec<_>>()
        })
        .collect();
    if parser {
        for (i, case) in suite.cases.iter().enumerate() {
            if let CaseBody::Reject(r) = &case.body {
                let (got, outcome) = judge_parser(&r.input, &r.error);
                trials.push(Trial {
                    evaluator: PARSER.to_string(),
                    case: i,
                    got,
                    outcome,
                });
            }
        }
    }
    trials
}

/// Runs one case against one evaluator.
pub fn run_one(case: &Case, ev: &dyn Evaluator) -> (String, Outcome) {
    crate::engine::panics::install_quiet_hook();
    let reference = showdown_evaluators::games::reference_for(case.game);
    Judge {
        ev,
        reference: &*reference,
    }
    .case(case)
}

fn judge_parser(
    input: &str,
    want: &showdown_evaluators::card::ParseErrorKind,
) -> (String, Outcome) {
    match parse_hand(input) {
        Ok(cards) => (
            format!("accepted {} cards", cards.len()),
            Outcome::Fail {
                kind: FailKind::WrongError,
                detail: format!(
                    "accepts the input as {} cards, should reject it as {}",
                    cards.len(),
                    want.token()
                ),
            },
        ),
        Err(e) if &e.kind == want => (format!("error {}", e.kind.token()), Outcome::Pass),
        Err(e) => (
            format!("error {}", e.kind.token()),
            Outcome::Fail {
                kind: FailKind::WrongError,
                detail: format!(
                    "rejects it as {} ({e}), should say {}",
                    e.kind.token(),
                    want.token()
                ),
            },
        ),
    }
}
