//! Every built-in evaluator, by name.

use crate::evaluator::Evaluator;
use crate::lift::Lift;
use crate::reference::Reference;
use crate::subset::BestOfSubsets;
use std::sync::Arc;

/// The evaluators the suite runs, in report order: the reference, the ports,
/// then the lifted five-card ports.
pub fn all() -> Vec<Arc<dyn Evaluator>> {
    let mut out: Vec<Arc<dyn Evaluator>> = vec![Arc::new(Reference::new())];
    let ports = crate::ports::all();
    let lifts: Vec<Arc<dyn Evaluator>> = ports
        .iter()
        .filter(|p| p.domain().counts().eq([5]))
        .map(|p| Arc::new(Lift::new(p.clone())) as Arc<dyn Evaluator>)
        .collect();
    out.extend(ports);
    out.extend(lifts);
    out
}

/// The evaluator with this name: any of [`all`], or `best-of-subsets` (the
/// plain evaluator that checks the reference).
pub fn by_name(name: &str) -> Option<Arc<dyn Evaluator>> {
    if name == "best-of-subsets" {
        return Some(Arc::new(BestOfSubsets));
    }
    all()
        .into_iter()
        .chain(third_party())
        .find(|e| e.name() == name)
}

/// The names [`by_name`] knows.
pub fn names() -> Vec<String> {
    let mut n: Vec<String> = all()
        .iter()
        .chain(&third_party())
        .map(|e| e.name().to_string())
        .collect();
    n.push("best-of-subsets".into());
    n
}

/// Published crates wrapped as evaluators (empty unless the `third-party`
/// feature is on). Kept apart from [`all`]: they carry no documented
/// deviation classes, so the suite reports them rather than expects them.
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
