//! Every built-in evaluator, by name and kind. The harness's registry adds
//! the external programs a configuration names; every command reads that one.

use crate::evaluator::Evaluator;
use crate::lift::Lift;
use crate::reference::Reference;
use crate::subset::BestOfSubsets;
use std::fmt;
use std::sync::Arc;

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

/// Every built-in evaluator with its kind, in report order: the hold'em
/// reference, the ports, the lifted five-card ports, the third-party crates
/// (feature `third-party`), the plain checker `best-of-subsets`, then the
/// other games' references, checkers and lessons.
pub fn builtin() -> Vec<(Kind, Arc<dyn Evaluator>)> {
    let mut out: Vec<(Kind, Arc<dyn Evaluator>)> =
        vec![(Kind::Reference, Arc::new(Reference::new()))];
    let ports = crate::ports::all();
    let lifts: Vec<Arc<dyn Evaluator>> = ports
        .iter()
        .filter(|p| p.domain().counts().eq([5]))
        .map(|p| Arc::new(Lift::new(p.clone())) as Arc<dyn Evaluator>)
        .collect();
    out.extend(ports.into_iter().map(|p| (Kind::Port, p)));
    out.extend(lifts.into_iter().map(|l| (Kind::Lift, l)));
    out.extend(third_party().into_iter().map(|c| (Kind::Crate, c)));
    out.push((Kind::Checker, Arc::new(BestOfSubsets)));
    out.extend(crate::games::all());
    out
}

/// The hold'em reference, the ports and the lifts: the hold'em evaluators
/// whose expected failures and deviation classes the suite documents.
pub fn all() -> Vec<Arc<dyn Evaluator>> {
    builtin()
        .into_iter()
        .filter(|(k, e)| {
            matches!(k, Kind::Reference | Kind::Port | Kind::Lift) && e.game() == &crate::HOLDEM
        })
        .map(|(_, e)| e)
        .collect()
}

/// The built-in evaluator with this name.
pub fn by_name(name: &str) -> Option<Arc<dyn Evaluator>> {
    builtin()
        .into_iter()
        .map(|(_, e)| e)
        .find(|e| e.name() == name)
}

/// The names [`by_name`] knows.
pub fn names() -> Vec<String> {
    builtin()
        .iter()
        .map(|(_, e)| e.name().to_string())
        .collect()
}

/// Published crates wrapped as evaluators (empty unless the `third-party`
/// feature is on).
pub fn third_party() -> Vec<Arc<dyn Evaluator>> {
    #[cfg(feature = "third-party")]
    {
        crate::third_party::all()
    }
    #[cfg(not(feature = "third-party"))]
    {
        Vec::new()
    }
}
