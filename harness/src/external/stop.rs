//! Why a program is not run: it could not be started ([`StartError`]), or
//! it was given up on ([`Stop`], [`StopReason`]).

/// Why an external program could not be started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartError(pub String);

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StartError {}

impl From<String> for StartError {
    fn from(s: String) -> StartError {
        StartError(s)
    }
}

/// Why a program was given up on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StopReason {
    /// It could not be started, or ended before answering anything, again
    /// and again.
    NeverStarted,
    /// It stopped answering: no first answer in time, or several timeouts
    /// or crashes in a row with no answer between them.
    NotResponding,
    /// It needed more restarts than allowed.
    TooManyRestarts,
    /// The overall deadline passed.
    Deadline,
    /// The check's time budget was spent: the hands not yet answered were
    /// not run. Not the program's fault, and not a verdict on it: what was
    /// judged before stands.
    Budget,
    /// The run was interrupted (Ctrl-C, SIGTERM) by the caller.
    Interrupted,
}

impl StopReason {
    /// `never-started`, `not-responding`, `too-many-restarts`, `deadline`,
    /// `budget`, `interrupted`.
    pub const fn token(self) -> &'static str {
        match self {
            StopReason::NeverStarted => "never-started",
            StopReason::NotResponding => "not-responding",
            StopReason::TooManyRestarts => "too-many-restarts",
            StopReason::Deadline => "deadline",
            StopReason::Budget => "budget",
            StopReason::Interrupted => "interrupted",
        }
    }
}

/// Why and how a program was given up on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stop {
    /// The kind of stop.
    pub reason: StopReason,
    /// What happened, in a sentence (with the program's stderr where it helps).
    pub message: String,
}

impl std::fmt::Display for Stop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}
