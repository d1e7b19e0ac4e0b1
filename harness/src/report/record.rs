//! The result record: one per (evaluator, case), as the JSON report writes
//! it. Every other report (table, Markdown, HTML, JUnit) is rendered from a
//! list of these, so a saved JSON report can be rendered again later.

use crate::runner::{FailKind, Outcome};
use crate::vectors::LoadError;
use serde::{Deserialize, Serialize};

/// How a result stands against the evaluator's expectations file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Passed, and the expectations file does not list it.
    Pass,
    /// Failed (or crashed) exactly as the expectations file says.
    ExpectedFailure,
    /// Failed, and the expectations file does not list it.
    UnexpectedFailure,
    /// Listed as a failure, but passed (or was skipped, or only shown).
    UnexpectedPass,
    /// Listed as a failure of another kind.
    ChangedKind,
    /// Not judged (the hand size is outside the evaluator's domain, or only a
    /// strength could decide the case), and not listed.
    Skipped,
    /// An implementation-defined answer, shown, never failed.
    Shown,
}

impl Status {
    /// Whether this result fails the run.
    pub fn is_unexpected(self) -> bool {
        matches!(
            self,
            Status::UnexpectedFailure | Status::UnexpectedPass | Status::ChangedKind
        )
    }

    /// `pass`, `expected-failure`, `unexpected-failure`, `unexpected-pass`,
    /// `changed-kind`, `skipped` or `shown` (as the JSON report writes it).
    pub const fn token(self) -> &'static str {
        match self {
            Status::Pass => "pass",
            Status::ExpectedFailure => "expected-failure",
            Status::UnexpectedFailure => "unexpected-failure",
            Status::UnexpectedPass => "unexpected-pass",
            Status::ChangedKind => "changed-kind",
            Status::Skipped => "skipped",
            Status::Shown => "shown",
        }
    }
}

/// An expectations-file entry as it applied to a record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Expected {
    /// The failure kind the entry expects.
    pub kind: FailKind,
    /// The entry's reason.
    pub reason: String,
    /// `vectors/expectations/js-naive.toml:12`.
    pub at: String,
}

/// One (evaluator, case) result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// The evaluator's name ([`PARSER`](crate::runner::PARSER) for `reject`
    /// cases).
    pub evaluator: String,
    /// `pitfalls/seven-straight-and-flush`.
    pub case: String,
    /// The vector file's stem (`pitfalls`).
    pub file: String,
    /// The vector file as loaded, and the case's line in it.
    pub path: String,
    /// The 1-based line where the case starts.
    pub line: usize,
    /// `hand`, `order`, `showdown`, `reject` or `defined`.
    pub kind: String,
    /// The case's input in one line: the cards, an ordered list of hands, a
    /// showdown table, or the quoted text of a `reject` case.
    pub input: String,
    /// The rule the case checks (the vector's `why`).
    #[serde(default)]
    pub why: String,
    /// The expected answer in one line (`straight; beats …`,
    /// `player 0 wins`).
    pub expected: String,
    /// The evaluator's answer (empty when it was not asked).
    pub got: String,
    /// What the runner found.
    pub outcome: Outcome,
    /// How the outcome stands against the expectations file.
    pub status: Status,
    /// The expectations entry naming this case for this evaluator, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expectation: Option<Expected>,
    /// For an unexpected result: what changed, in a sentence.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// The case's tags (`pitfall`, `seven-cards`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<String>,
}

/// A whole run: the records, and every problem met loading vectors and
/// expectations (each of which fails the run).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunReport {
    /// One per (evaluator, case) run, grouped by evaluator.
    pub records: Vec<Record>,
    /// Every problem met loading the vectors and expectations, stale entries
    /// included; any one of them fails the run.
    pub problems: Vec<LoadError>,
}

impl RunReport {
    /// Whether the run fails: a load problem, or any unexpected result.
    pub fn failed(&self) -> bool {
        !self.problems.is_empty() || self.records.iter().any(|r| r.status.is_unexpected())
    }

    /// The evaluators in first-seen order.
    pub fn evaluators(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for r in &self.records {
            if !out.contains(&r.evaluator) {
                out.push(r.evaluator.clone());
            }
        }
        out
    }

    /// The vector files in first-seen order.
    pub fn files(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for r in &self.records {
            if !out.contains(&r.file) {
                out.push(r.file.clone());
            }
        }
        out
    }
}

impl Record {
    /// The failure kind, if the outcome is a failure or a crash.
    pub fn fail_kind(&self) -> Option<FailKind> {
        self.outcome.fail_kind()
    }

    /// Whether the evaluator panicked on the case.
    pub fn is_crash(&self) -> bool {
        matches!(self.outcome, Outcome::Crash { .. })
    }
}
