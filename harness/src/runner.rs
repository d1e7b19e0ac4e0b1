//! The runner: every case against every evaluator, one [`Trial`] per
//! (evaluator, case) with its [`Outcome`] — pass, fail (with a [`FailKind`]
//! and a sentence), skipped (with the reason), crash (a caught panic), or
//! shown (implementation-defined cases, never failed).
//!
//! Data flows one way: vectors → runner → evaluators → outcomes; the
//! expectations and reports only read what the runner produced.
//! `reject` cases run against the hand parser, as a row named [`PARSER`].

mod judge;
mod panics;
#[cfg(test)]
mod tests;

use crate::vectors::{Case, CaseBody, Suite};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use showdown_evaluators::card::{parse_hand, Card};
use showdown_evaluators::evaluator::Evaluator;
use std::fmt;
use std::sync::Arc;

pub use panics::call;

/// The row name of the hand parser, which runs the `reject` cases.
pub const PARSER: &str = "parser";

/// How an answer was wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FailKind {
    /// Another category than the reference's.
    WrongCategory,
    /// A strict relation reversed (or the wrong winner).
    WrongOrder,
    /// A tie (or split pot) where the reference has none.
    FalseTie,
    /// Hands the reference ties are told apart (or one winner where the pot splits).
    MissedTie,
    /// The evaluator refused a hand in its domain.
    Rejected,
    /// The evaluator panicked.
    Crashed,
    /// The parser accepted bad input or refused it for another reason.
    WrongError,
    /// In a hi-lo game: the low half is missing, or says a low where the
    /// reference has none (or the other way round).
    WrongLow,
    /// In a hi-lo showdown: the pot is shared out otherwise than the
    /// reference shares it.
    WrongShares,
}

impl FailKind {
    /// Every kind, in the order above.
    pub const ALL: [FailKind; 9] = [
        FailKind::WrongCategory,
        FailKind::WrongOrder,
        FailKind::FalseTie,
        FailKind::MissedTie,
        FailKind::Rejected,
        FailKind::Crashed,
        FailKind::WrongError,
        FailKind::WrongLow,
        FailKind::WrongShares,
    ];

    /// `wrong-category`, `wrong-order`, `false-tie`, `missed-tie`,
    /// `rejected`, `crashed`, `wrong-error`, `wrong-low`, `wrong-shares`.
    pub const fn token(self) -> &'static str {
        match self {
            FailKind::WrongCategory => "wrong-category",
            FailKind::WrongOrder => "wrong-order",
            FailKind::FalseTie => "false-tie",
            FailKind::MissedTie => "missed-tie",
            FailKind::Rejected => "rejected",
            FailKind::Crashed => "crashed",
            FailKind::WrongError => "wrong-error",
            FailKind::WrongLow => "wrong-low",
            FailKind::WrongShares => "wrong-shares",
        }
    }

    /// The kind with this [`token`](Self::token).
    pub fn from_token(s: &str) -> Option<FailKind> {
        FailKind::ALL.into_iter().find(|k| k.token() == s)
    }
}

impl fmt::Display for FailKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.token())
    }
}

/// What happened when one evaluator met one case.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Outcome {
    /// The evaluator answered as the case requires.
    Pass,
    /// The answer is wrong.
    Fail {
        /// How it is wrong.
        kind: FailKind,
        /// What it said against what is right, in one sentence.
        detail: String,
    },
    /// The evaluator was not judged on the case.
    Skipped {
        /// Why: the hand size is outside its domain, only a strength could
        /// decide the case, or the case is a `reject` case (run against the
        /// parser).
        reason: String,
    },
    /// The evaluator panicked.
    Crash {
        /// The panic message, with the hand it panicked on.
        message: String,
    },
    /// The answer to an implementation-defined case.
    Shown {
        /// The evaluator's answer in protocol form (`flush 5.1234`).
        answer: String,
    },
}

impl Outcome {
    /// The failure kind an expectation must name: `crashed` for a crash.
    pub fn fail_kind(&self) -> Option<FailKind> {
        match self {
            Outcome::Fail { kind, .. } => Some(*kind),
            Outcome::Crash { .. } => Some(FailKind::Crashed),
            _ => None,
        }
    }

    /// The failure's sentence (the panic message for a crash).
    pub fn detail(&self) -> Option<&str> {
        match self {
            Outcome::Fail { detail, .. } => Some(detail),
            Outcome::Crash { message } => Some(message),
            _ => None,
        }
    }
}

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
    panics::install_quiet_hook();
    let mut trials: Vec<Trial> = evaluators
        .par_iter()
        .flat_map_iter(|ev| {
            let reference = showdown_evaluators::games::reference_for(ev.game());
            let judge = judge::Judge {
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
    panics::install_quiet_hook();
    let reference = showdown_evaluators::games::reference_for(case.game);
    judge::Judge {
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

/// `perl-count takes 5 cards, not 7`.
pub fn domain_reason(ev: &dyn Evaluator, cards: &[Card]) -> Option<String> {
    (!ev.domain().contains(cards.len())).then(|| {
        format!(
            "{} takes {} cards, not {}",
            ev.name(),
            ev.domain(),
            cards.len()
        )
    })
}
