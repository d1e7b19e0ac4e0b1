//! What one hand came to when an evaluator was asked about it: an answer
//! (a verdict, a refusal, a skip) or a failure of the program itself.

use crate::protocol::Response;
use showdown_evaluators::evaluator::Verdict;
use std::fmt;

/// How a program failed on a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FailureKind {
    /// It exited, closed its output, or (in process) panicked.
    Crash,
    /// It gave no answer within the per-hand timeout.
    Timeout,
    /// Its answer was not a protocol line, or it printed more than one line.
    BadResponse,
    /// The hand was never asked: the overall deadline passed or the
    /// program was given up on.
    NotRun,
}

impl FailureKind {
    /// `crash`, `timeout`, `bad-response` or `not-run`.
    pub const fn token(self) -> &'static str {
        match self {
            FailureKind::Crash => "crash",
            FailureKind::Timeout => "timeout",
            FailureKind::BadResponse => "bad-response",
            FailureKind::NotRun => "not-run",
        }
    }
}

/// A failure, with what is known about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// How the program failed.
    pub kind: FailureKind,
    /// What happened, in one line.
    pub detail: String,
    /// The last of what the program wrote to stderr (may be empty).
    pub stderr: String,
}

/// The result of asking about one hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The evaluator's answer: a category, and a strength if it gave one.
    Verdict(Verdict),
    /// The evaluator refused the hand (`error …`).
    Rejected(String),
    /// The evaluator does not handle hands like this (`skip …`).
    Skipped(String),
    /// No answer: the program failed on the hand, or never got to it
    /// ([`FailureKind`] says which).
    Failed(Failure),
}

impl Outcome {
    pub(crate) fn from_response(r: Response) -> Outcome {
        match r {
            Response::Verdict(v) | Response::Order(v) => Outcome::Verdict(v),
            Response::Error(e) => Outcome::Rejected(e),
            Response::Skip(s) => Outcome::Skipped(s),
        }
    }

    pub(crate) fn failed(kind: FailureKind, detail: impl Into<String>, stderr: String) -> Outcome {
        Outcome::Failed(Failure {
            kind,
            detail: detail.into(),
            stderr,
        })
    }
}

/// As a protocol-like line: `flush 5.12`, `error …`, `crash: …`.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Verdict(v) => f.write_str(&v.to_protocol()),
            Outcome::Rejected(e) => write!(f, "error {e}"),
            Outcome::Skipped(s) => write!(f, "skip {s}"),
            Outcome::Failed(x) => write!(f, "{}: {}", x.kind.token(), x.detail),
        }
    }
}
