//! The catalogue of known bug classes: every way showdown knows an
//! evaluator to go wrong, as an executable hypothesis.
//!
//! A [`BugClass`] has an id, a one-sentence cause, the games it applies to,
//! a link to where showdown teaches it, where it comes from (a mutant of
//! `examples/mutants/`, a port's deviation class, a lesson) and a model: the
//! game's reference with exactly that rule broken ([`model::Model`]).
//! Classes combine: [`model_of`] breaks the rules of several classes at
//! once, which is what a library with two bugs is.
//!
//! The first members are the project's own material: each mutant of
//! `examples/mutants/*.py` (its rule translated), each lesson of
//! [`crate::games`], and each port's deviation classes (a port's class that
//! is the same rule as a mutant's joins that class; the others are claimed
//! by the port itself: on the hands its class claims, the port's category).
//! `check` diagnoses with it, `explain` and the gallery name it. No I/O.
//!
//! The classes are data: `catalogue.toml` beside this file (compiled in,
//! read once by [`catalogue`], every problem reported with its line and
//! class). Each class's rule lives in the models' code under the class's
//! id (`model::high::straights::WHEEL_MISSING` is `wheel-missing`), in the
//! module of its topic; a class without its rule, or a rule without its
//! class, is a load error.

mod catalogue;
pub mod model;

pub use catalogue::{CatalogueError, FILE as CATALOGUE_FILE};
pub use model::{Model, Rule, Rules};

use crate::evaluator::Evaluator;
use crate::game::{Game, HOLDEM};
use std::sync::{Arc, OnceLock};

/// Where a class comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Member {
    /// A mutant of `examples/mutants/<file>` (`--mutant <name>`).
    Mutant {
        /// The file under `examples/mutants/` (`evaluator.py`).
        file: &'static str,
        /// The mutant's name.
        name: &'static str,
    },
    /// A deviation class of a built-in port.
    Port {
        /// The port's name (`php-priority`).
        evaluator: &'static str,
        /// The deviation's id.
        deviation: &'static str,
    },
    /// A lesson (a built-in evaluator of kind `lesson`): its whole mistake.
    Lesson {
        /// The lesson's name (`omaha-any-five`).
        evaluator: &'static str,
    },
}

impl Member {
    /// `mutant evaluator.py --mutant wheel-missing`, `port php-priority
    /// (straight-broken-by-pair)`, `lesson omaha-any-five`.
    pub fn describe(&self) -> String {
        match self {
            Member::Mutant { file, name } => format!("mutant {file} --mutant {name}"),
            Member::Port {
                evaluator,
                deviation,
            } => format!("port {evaluator} ({deviation})"),
            Member::Lesson { evaluator } => format!("lesson {evaluator}"),
        }
    }
}

/// One known bug class.
#[derive(Clone)]
pub struct BugClass {
    /// Stable id (`wheel-missing`; a port's own class: `perl-count:short-run-is-straight`).
    pub id: String,
    /// What goes wrong, in one sentence.
    pub cause: String,
    /// The games it applies to.
    pub games: Vec<&'static Game>,
    /// Where showdown teaches it: a path from the repository's root, with
    /// an anchor (`docs/pitfalls.md#2-the-wheel-a-2-3-4-5-is-a-straight-the-lowest-one`).
    pub lesson: String,
    /// Where it comes from.
    pub members: Vec<Member>,
    /// The published libraries it was seen in, as
    /// `<registry>:<package>@<version>` (`pypi:hand-evaluator@0.0.1a0`):
    /// each a confirmed finding of the census (docs/census.md).
    pub seen_in: Vec<&'static str>,
    /// The rules its model breaks.
    pub rules: Rules,
    /// The family of classes it belongs to (variants of one mistake), if
    /// the catalogue gives one.
    pub family: Option<&'static str>,
    /// Whether the class has a model (`false`: its mistake is no function
    /// of the hand, as answers that depend on the hands asked before, which
    /// `check` finds by asking a fresh copy of the program).
    pub modelled: bool,
    /// For a port's own class: the port and its deviations whose claimed
    /// hands take the port's category.
    pub claim: Option<(Arc<dyn Evaluator>, Vec<usize>)>,
}

impl std::fmt::Debug for BugClass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BugClass")
            .field("id", &self.id)
            .field(
                "games",
                &self.games.iter().map(|g| g.id).collect::<Vec<_>>(),
            )
            .field("lesson", &self.lesson)
            .finish_non_exhaustive()
    }
}

impl BugClass {
    /// Whether the class applies to `game`.
    pub fn applies_to(&self, game: &Game) -> bool {
        self.games.contains(&game)
    }

    /// The model of this class alone in `game`.
    pub fn model(&self, game: &'static Game) -> Model {
        model_of(game, &[self])
    }
}

/// The model of several classes at once: every rule of each broken, every
/// claim applied (a library with all these bugs).
pub fn model_of(game: &'static Game, classes: &[&BugClass]) -> Model {
    let rules = classes.iter().fold(Rules::NONE, |r, c| r.union(c.rules));
    let claims = classes
        .iter()
        .filter_map(|c| c.claim.as_ref())
        .map(|(port, deviations)| model::Claim {
            port: port.clone(),
            deviations: deviations.clone(),
        })
        .collect();
    let name = classes
        .iter()
        .map(|c| c.id.as_str())
        .collect::<Vec<_>>()
        .join("+");
    Model::new(game, format!("bug:{name}"), rules, claims)
}

/// The reference of `game` as a model (no rule broken).
pub fn base_model(game: &'static Game) -> Model {
    Model::new(game, "bug:none".into(), Rules::NONE, Vec::new())
}

/// The catalogue: the classes with rules of their own, then one class per
/// port deviation that no rule class covers (claimed by the port itself).
pub fn all() -> &'static [BugClass] {
    static ALL: OnceLock<Vec<BugClass>> = OnceLock::new();
    ALL.get_or_init(build)
}

fn build() -> Vec<BugClass> {
    let rows =
        catalogue::parse(catalogue::TEXT, &catalogue::Known::of_crate()).unwrap_or_else(|errors| {
            let lines: Vec<String> = errors.iter().map(ToString::to_string).collect();
            panic!("the bug-class catalogue is broken:\n{}", lines.join("\n"))
        });
    let mut out: Vec<BugClass> = rows
        .into_iter()
        .map(|r| BugClass {
            id: r.id,
            cause: r.cause,
            games: r.games,
            lesson: r.lesson,
            members: r.members,
            seen_in: r.seen_in,
            rules: r.rules,
            family: r.family,
            modelled: r.modelled,
            claim: None,
        })
        .collect();
    for p in crate::ports::all() {
        let name = p.name().to_string();
        for (i, d) in p.deviations().iter().enumerate() {
            let covered = out.iter().any(|c| {
                c.members.iter().any(|m| {
                    matches!(m, Member::Port { evaluator, deviation }
                        if *evaluator == name && *deviation == d.id)
                })
            });
            if covered {
                continue;
            }
            let evaluator: &'static str = match &p.info().name {
                std::borrow::Cow::Borrowed(s) => s,
                std::borrow::Cow::Owned(_) => "port",
            };
            out.push(BugClass {
                id: format!("{name}:{}", d.id),
                cause: d.sentence.trim_end_matches('.').to_string(),
                games: vec![&HOLDEM],
                lesson: format!("docs/gallery/{name}.md"),
                members: vec![Member::Port {
                    evaluator,
                    deviation: d.id,
                }],
                seen_in: Vec::new(),
                rules: Rules::NONE,
                family: None,
                modelled: true,
                claim: Some((p.clone(), vec![i])),
            });
        }
    }
    out
}

/// The classes that apply to `game`.
pub fn for_game(game: &Game) -> Vec<&'static BugClass> {
    all().iter().filter(|c| c.applies_to(game)).collect()
}

/// The classes of `game` whose models the diagnosis tries (those with a
/// model).
pub fn modelled_for_game(game: &Game) -> Vec<&'static BugClass> {
    all()
        .iter()
        .filter(|c| c.modelled && c.applies_to(game))
        .collect()
}

/// The class whose answers depend on the hands asked before
/// (`answers-depend-on-history`): no model, found by asking a fresh copy.
pub const HISTORY: &str = "answers-depend-on-history";

/// The class with this id.
pub fn by_id(id: &str) -> Option<&'static BugClass> {
    all().iter().find(|c| c.id == id)
}

/// The classes a member belongs to (a lesson's whole mistake, a mutant's
/// rule, a port's deviation).
pub fn of_member(member: &Member) -> Vec<&'static BugClass> {
    all()
        .iter()
        .filter(|c| c.members.contains(member))
        .collect()
}

/// The class of one port's deviation (`php-priority`, `quads-without-kicker`).
pub fn of_port_deviation(port: &str, deviation: &str) -> Option<&'static BugClass> {
    all().iter().find(|c| {
        c.members.iter().any(|m| {
            matches!(m, Member::Port { evaluator, deviation: d }
                if *evaluator == port && *d == deviation)
        })
    })
}

/// The class of a lesson (its whole mistake).
pub fn of_lesson(name: &str) -> Option<&'static BugClass> {
    all().iter().find(|c| {
        c.members
            .iter()
            .any(|m| matches!(m, Member::Lesson { evaluator } if *evaluator == name))
    })
}

/// The classes naming this built-in evaluator (a lesson, or a port through
/// its deviations).
pub fn of_evaluator(name: &str) -> Vec<&'static BugClass> {
    all()
        .iter()
        .filter(|c| {
            c.members.iter().any(|m| match m {
                Member::Lesson { evaluator } | Member::Port { evaluator, .. } => *evaluator == name,
                Member::Mutant { .. } => false,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests;
