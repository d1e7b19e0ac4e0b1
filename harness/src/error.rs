//! The library's error type: what went wrong before a run could start.
//! Problems found *during* a run (a failing case, a crashing evaluator, a
//! vector that does not load) are data in the run's report, never errors.

use crate::vectors::LoadError;
use std::fmt;

/// Why a library call could not do what was asked.
#[derive(Debug)]
pub enum Error {
    /// No evaluator has this name.
    UnknownEvaluator(UnknownEvaluator),
    /// The request does not make sense (a hand size outside the game, two
    /// evaluators that cannot be compared, …).
    Invalid(String),
    /// A configuration file or manifest is unreadable or malformed.
    Config(String),
    /// An external program could not be started or used.
    External(String),
    /// Vectors could not be found or loaded at all.
    Vectors(LoadError),
    /// A file could not be read or written.
    Io {
        /// The file.
        path: String,
        /// The operating system's error.
        source: std::io::Error,
    },
}

/// A name no evaluator has: the known names, and the nearest one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownEvaluator {
    /// The name asked for.
    pub name: String,
    /// Every name the registry knows, in registry order.
    pub known: Vec<String>,
    /// The known name closest to the one asked for, if any is close.
    pub suggestion: Option<String>,
}

impl fmt::Display for UnknownEvaluator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown evaluator `{}`", self.name)?;
        if let Some(s) = &self.suggestion {
            write!(f, " (did you mean `{s}`?)")?;
        }
        write!(f, "; known: {}", self.known.join(", "))
    }
}

impl std::error::Error for UnknownEvaluator {}

impl Error {
    /// An [`Error::Io`] for `path`.
    pub fn io(path: impl AsRef<std::path::Path>, source: std::io::Error) -> Error {
        Error::Io {
            path: path.as_ref().display().to_string(),
            source,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnknownEvaluator(e) => e.fmt(f),
            Error::Invalid(m) | Error::Config(m) | Error::External(m) => f.write_str(m),
            Error::Vectors(e) => e.fmt(f),
            Error::Io { path, source } => write!(f, "{path}: {source}"),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::UnknownEvaluator(e) => Some(e),
            Error::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

impl From<UnknownEvaluator> for Error {
    fn from(e: UnknownEvaluator) -> Error {
        Error::UnknownEvaluator(e)
    }
}

impl From<LoadError> for Error {
    fn from(e: LoadError) -> Error {
        Error::Vectors(e)
    }
}
