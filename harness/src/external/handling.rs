//! How an evaluator handles input it must refuse ([`Handling`]): what a
//! bad-input probe saw, in process or over the protocol.

/// How an evaluator handles input it must refuse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Handling {
    /// It refuses the input (`error …` or `skip …`; in process, a refusal).
    Rejects(String),
    /// It answers as if the input were a hand.
    Answers(String),
    /// It ends, panics or prints something that is not a protocol line.
    Crashes(String),
    /// It says nothing in time.
    Hangs(String),
    /// The probe cannot be put to this kind of evaluator (an unknown card
    /// cannot be built in process).
    NotApplicable(String),
    /// The probe was not run, or was cut short before an answer: the
    /// check's time budget was spent (or the run was interrupted). Nothing
    /// is known of how the evaluator handles this input.
    NotRun(String),
}

impl Handling {
    /// `rejects`, `answers anyway`, `crashes`, `hangs`, `n/a`, `not run`.
    pub const fn token(&self) -> &'static str {
        match self {
            Handling::Rejects(_) => "rejects",
            Handling::Answers(_) => "answers anyway",
            Handling::Crashes(_) => "crashes",
            Handling::Hangs(_) => "hangs",
            Handling::NotApplicable(_) => "n/a",
            Handling::NotRun(_) => "not run",
        }
    }

    /// What was seen.
    pub fn detail(&self) -> &str {
        match self {
            Handling::Rejects(d)
            | Handling::Answers(d)
            | Handling::Crashes(d)
            | Handling::Hangs(d)
            | Handling::NotApplicable(d)
            | Handling::NotRun(d) => d,
        }
    }

    /// Whether this is the wanted handling (or the probe did not apply).
    /// A probe not run is not held against the evaluator (nothing was seen);
    /// the report says it was not run.
    pub fn acceptable(&self) -> bool {
        matches!(
            self,
            Handling::Rejects(_) | Handling::NotApplicable(_) | Handling::NotRun(_)
        )
    }
}
