//! Every built-in evaluator, by name and kind. The harness's registry adds
//! the external programs a configuration names; every command reads that one.

use crate::evaluator::Evaluator;
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
    out.extend(other_games());
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

/// The built-in evaluators a build may leave out, each with the cargo
/// feature that builds it (`third-party`, default; `census-crates`, never
/// default). An expectations file for one of them is not a stray file in a
/// build without its feature: it is simply not used. The test
/// `the_feature_list_matches_this_build` proves the list equal to what each
/// build's features give.
pub const BEHIND_FEATURES: &[(&str, &str)] = &[
    ("crate-rs-poker", "third-party"),
    ("crate-aya-poker", "third-party"),
    ("crate-pokers", "third-party"),
    ("crate-poker", "third-party"),
    ("crate-pokereval", "census-crates"),
    ("crate-pokereval-cactus", "census-crates"),
    ("crate-pokerlookup", "census-crates"),
    ("crate-freezeout-eval", "census-crates"),
    ("crate-poker-eval", "census-crates"),
    ("crate-poker-equity", "census-crates"),
    ("crate-poker-equity-short-deck", "census-crates"),
    ("crate-poker-equity-deuce-to-seven", "census-crates"),
    ("crate-poker-equity-ace-to-five", "census-crates"),
    ("crate-poker-equity-omaha", "census-crates"),
    ("crate-poker-equity-omaha-hi-lo", "census-crates"),
    ("crate-poker-equity-stud-hi-lo", "census-crates"),
    ("crate-playing-cards", "census-crates"),
    ("crate-playing-cards-omaha", "census-crates"),
    ("crate-playing-cards-omaha-hi-lo", "census-crates"),
    ("crate-playing-cards-deuce-to-seven", "census-crates"),
    ("crate-playing-cards-badugi", "census-crates"),
    ("crate-ducy", "census-crates"),
    ("crate-ducy-deuce-to-seven", "census-crates"),
    ("crate-ducy-ace-to-five", "census-crates"),
    ("crate-ducy-omaha", "census-crates"),
    ("crate-ducy-omaha-hi-lo", "census-crates"),
    ("crate-ducy-stud-hi-lo", "census-crates"),
    ("crate-openpql", "census-crates"),
    ("crate-openpql-short-deck", "census-crates"),
    ("crate-openpql-omaha", "census-crates"),
    ("crate-aya-poker-short-deck", "census-crates"),
    ("crate-aya-poker-omaha", "census-crates"),
    ("crate-aya-poker-omaha-hi-lo", "census-crates"),
    ("crate-aya-poker-ace-to-five", "census-crates"),
    ("crate-aya-poker-deuce-to-seven", "census-crates"),
    ("crate-pkcore", "census-crates"),
    ("crate-pkcore-omaha", "census-crates"),
    ("crate-pkcore-ace-to-five", "census-crates"),
];

/// Whether this build has the cargo feature `feature` (one of those
/// [`BEHIND_FEATURES`] names).
pub fn feature_enabled(feature: &str) -> bool {
    match feature {
        "third-party" => cfg!(feature = "third-party"),
        "census-crates" => cfg!(feature = "census-crates"),
        other => panic!("unknown feature `{other}` in BEHIND_FEATURES"),
    }
}

/// Whether `name` is a built-in evaluator this build leaves out (its
/// feature is off).
pub fn left_out_of_this_build(name: &str) -> bool {
    BEHIND_FEATURES
        .iter()
        .any(|(n, f)| *n == name && !feature_enabled(f))
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn the_feature_list_matches_this_build() {
        let built: BTreeSet<String> = builtin()
            .iter()
            .filter(|(kind, _)| *kind == Kind::Crate)
            .map(|(_, e)| e.name().to_string())
            .collect();
        let listed: BTreeSet<String> = BEHIND_FEATURES
            .iter()
            .filter(|(_, feature)| feature_enabled(feature))
            .map(|(name, _)| name.to_string())
            .collect();
        assert_eq!(
            built, listed,
            "BEHIND_FEATURES and this build's crates differ"
        );
        let names: Vec<&str> = BEHIND_FEATURES.iter().map(|(n, _)| *n).collect();
        let unique: BTreeSet<&str> = names.iter().copied().collect();
        assert_eq!(unique.len(), names.len(), "a name listed twice");
    }
}

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

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.token())
    }
}

/// Every evaluator of the games beyond hold'em: references, checkers, and
/// lessons (the naive evaluators), in that order, game by game in the order
/// of [`KITS`](crate::games::KITS). (Hold'em's are listed by the registry itself.)
pub fn other_games() -> Vec<(Kind, Arc<dyn Evaluator>)> {
    let kits = || {
        crate::games::KITS
            .iter()
            .filter(|k| k.game != &crate::game::HOLDEM)
    };
    let mut out: Vec<(Kind, Arc<dyn Evaluator>)> = Vec::new();
    out.extend(kits().map(|k| (Kind::Reference, (k.reference)())));
    out.extend(kits().map(|k| (Kind::Checker, (k.checker)())));
    for kit in kits() {
        out.extend((kit.lessons)().into_iter().map(|e| (Kind::Lesson, e)));
    }
    out
}
