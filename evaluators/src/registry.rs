//! Every built-in evaluator, by name and kind. The harness's registry adds
//! the external programs a configuration names; every command reads that one.

use crate::evaluator::Evaluator;
pub use crate::kind::Kind;
use crate::lift::Lift;
use std::sync::Arc;

/// Every built-in evaluator with its kind, in report order: the hold'em
/// reference, the ports, the lifted five-card ports, the third-party crates
/// (feature `third-party`), the plain checker `best-of-subsets`, then the
/// other games' references, checkers and lessons.
pub fn builtin() -> Vec<(Kind, Arc<dyn Evaluator>)> {
    let mut out: Vec<(Kind, Arc<dyn Evaluator>)> =
        vec![(Kind::Reference, (crate::games::holdem::KIT.reference)())];
    let ports = crate::ports::all();
    let lifts: Vec<Arc<dyn Evaluator>> = ports
        .iter()
        .filter(|p| p.domain().counts().eq([5]))
        .map(|p| Arc::new(Lift::new(p.clone())) as Arc<dyn Evaluator>)
        .collect();
    out.extend(ports.into_iter().map(|p| (Kind::Port, p)));
    out.extend(lifts.into_iter().map(|l| (Kind::Lift, l)));
    out.extend(third_party().into_iter().map(|c| (Kind::Crate, c)));
    out.push((Kind::Checker, (crate::games::holdem::KIT.checker)()));
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

/// Evaluators that exist only with the feature `census-crates` (off by
/// default) and own an expectations file in `vectors/expectations/`: a run
/// of a build without them must still know the names, so that their files
/// are not "no evaluator is named …" (a file of a known evaluator that did
/// not run is simply not used). A census test checks that each is one of
/// the census's evaluators.
pub const CENSUS_CRATES_WITH_EXPECTATIONS: &[&str] = &[
    "crate-playing-cards-deuce-to-seven",
    "crate-aya-poker-deuce-to-seven",
];

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
