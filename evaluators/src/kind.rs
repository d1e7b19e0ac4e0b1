//! [`Kind`]: what a registered evaluator is. Its own module so that the
//! games (which give their evaluators a kind) and the registry (which lists
//! the games' evaluators) do not import each other.

use std::fmt;

/// What an evaluator is, as listed by `showdown evaluators`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// The proven-correct reference.
    Reference,
    /// The plain evaluator the reference is proven against.
    Checker,
    /// A faithful port of a published evaluator.
    Port,
    /// A naive evaluator written as a lesson: a real, reported mistake.
    Lesson,
    /// The best of the five-card subsets under a five-card port.
    Lift,
    /// A published Rust crate behind an adapter (feature `third-party`).
    Crate,
    /// A program in any language over the line protocol.
    External,
}

impl Kind {
    /// `reference`, `checker`, `port`, `lesson`, `lift`, `crate`, `external`.
    pub const fn token(self) -> &'static str {
        match self {
            Kind::Reference => "reference",
            Kind::Checker => "checker",
            Kind::Port => "port",
            Kind::Lesson => "lesson",
            Kind::Lift => "lift",
            Kind::Crate => "crate",
            Kind::External => "external",
        }
    }

    /// Whether the suite tests evaluators of this kind (not the reference
    /// and its checker, which are proven instead).
    pub const fn under_test(self) -> bool {
        !matches!(self, Kind::Reference | Kind::Checker)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.token())
    }
}
