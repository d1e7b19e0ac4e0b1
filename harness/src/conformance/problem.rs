//! What a check finds: kinds of problem, their examples, the report's
//! sections and strata, and the whole [`ConformanceReport`].

use crate::engine::example::Example;
use crate::engine::findings::Shows;
use crate::external::{FailureKind, Stop};
use crate::runner::FailKind;
use crate::vectors::LoadError;

use super::bad_input::*;
use showdown_evaluators::card::Card;
use showdown_evaluators::category::Category;
use showdown_evaluators::game::Game;
use std::time::Duration;

/// A kind of disagreement with the reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ProblemKind {
    /// The wrong category.
    Category {
        /// The reference's category.
        expected: Category,
        /// The evaluator's category.
        got: Category,
    },
    /// A weaker hand scored above a stronger one.
    Order,
    /// Two hands the reference separates scored equal.
    Merged,
    /// Two hands the reference ties scored differently.
    Split,
    /// A verdict without the strength the evaluator declares.
    MissingStrength,
    /// Renaming the suits of a hand changed the answer.
    SuitRenaming,
    /// A refusal (`error …`) of a hand in its domain.
    Rejected,
    /// The program failed on the hand.
    Failure(FailureKind),
    /// A shared vector failed this way.
    Vector(FailKind),
    /// In a hi-lo game: the low half is missing or wrong.
    Low(crate::hilo::LowProblem),
    /// In a hi-lo game: a weaker low scored above a better one.
    LowOrder,
    /// In a hi-lo game: two lows the reference separates scored equal.
    LowMerged,
    /// In a hi-lo game: two hands with the same low scored differently.
    LowSplit,
}

impl ProblemKind {
    /// One line: what goes wrong.
    pub fn describe(&self) -> String {
        match self {
            ProblemKind::Category { expected, got } => format!(
                "category: {} where the hand is {}",
                got.token(),
                expected.token()
            ),
            ProblemKind::Order => "order: a weaker hand scores above a stronger one".into(),
            ProblemKind::Merged => "order: hands of different strength score equal".into(),
            ProblemKind::Split => "order: hands that tie score differently".into(),
            ProblemKind::MissingStrength => "no strength, though the evaluator declares one".into(),
            ProblemKind::SuitRenaming => "renaming the suits changes the answer".into(),
            ProblemKind::Rejected => "refuses a hand it should take".into(),
            ProblemKind::Failure(k) => format!("program failure: {}", k.token()),
            ProblemKind::Vector(k) => format!("vectors: {}", k.token()),
            ProblemKind::Low(l) => match l {
                crate::hilo::LowProblem::Missing => {
                    "low: no low half (` / low [strength]` or ` / no-low`)".into()
                }
                crate::hilo::LowProblem::LowWhereNone => {
                    "low: says a low where the hand has none".into()
                }
                crate::hilo::LowProblem::NoneWhereLow => {
                    "low: says no low where the hand has one".into()
                }
            },
            ProblemKind::LowOrder => "low order: a worse low scores above a better one".into(),
            ProblemKind::LowMerged => "low order: lows of different strength score equal".into(),
            ProblemKind::LowSplit => "low order: hands with the same low score differently".into(),
        }
    }

    /// The diagnosis's kind of wrong answer this is, if it is one
    /// (a wrong category, order or low; not a program failure).
    pub fn symptom(&self) -> Option<crate::diagnose::Symptom> {
        use crate::diagnose::Symptom;
        Some(match *self {
            ProblemKind::Category { expected, got } => Symptom::Category { expected, got },
            ProblemKind::Order | ProblemKind::Merged | ProblemKind::Split => Symptom::Order,
            ProblemKind::Low(_) => Symptom::Low,
            ProblemKind::LowOrder | ProblemKind::LowMerged | ProblemKind::LowSplit => {
                Symptom::LowOrder
            }
            _ => return None,
        })
    }

    /// A stable token (`category:straight->high-card`, `order`, `crash`).
    pub fn token(&self) -> String {
        match self {
            ProblemKind::Category { expected, got } => {
                format!("category:{}->{}", expected.token(), got.token())
            }
            ProblemKind::Order => "order".into(),
            ProblemKind::Merged => "merged".into(),
            ProblemKind::Split => "split".into(),
            ProblemKind::MissingStrength => "missing-strength".into(),
            ProblemKind::SuitRenaming => "suit-renaming".into(),
            ProblemKind::Rejected => "rejected".into(),
            ProblemKind::Failure(k) => k.token().into(),
            ProblemKind::Vector(k) => format!("vector:{}", k.token()),
            ProblemKind::Low(l) => format!("low:{}", l.token()),
            ProblemKind::LowOrder => "low:order".into(),
            ProblemKind::LowMerged => "low:merged".into(),
            ProblemKind::LowSplit => "low:split".into(),
        }
    }
}

/// One hand of an example, with what was said and what is right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandExample {
    /// The hand, in the order the evaluator was given it.
    pub cards: Vec<Card>,
    /// The evaluator's answer.
    pub got: String,
    /// The reference's verdict.
    pub expected: String,
    /// The program's stderr at the time, if it failed.
    pub stderr: String,
}

/// A kind of disagreement, how often it was seen, and its smallest example
/// (by the engine's one rule, [`crate::engine::example`]): one hand, or two
/// for order problems (the weaker hand by the reference first).
#[derive(Clone, Debug)]
pub struct Problem {
    /// What goes wrong.
    pub kind: ProblemKind,
    /// How many hands (or pairs of hands) showed it.
    pub count: u64,
    /// Its smallest example.
    pub example: Vec<HandExample>,
    /// The evaluator's documented deviation that claims the example, if any.
    pub documented: Option<String>,
    /// When the example was shrunk: the hand it was found on.
    pub shrunk_from: Option<Vec<Card>>,
    /// The time budget ended the shrinking of this example before it was
    /// done (or before its turn): the example is "shrunk as far as the
    /// budget allowed", still a hand the evaluator was asked and got wrong.
    pub shrink_cut: bool,
    /// When a fresh copy of the program answers a hand of the example
    /// otherwise: the answer depends on the hands asked before it.
    pub history: Option<HistoryDependence>,
}

/// What the reports say of an example whose shrinking the budget cut.
pub const SHRUNK_AS_FAR_AS_ALLOWED: &str = "shrunk as far as the budget allowed";

impl Shows for Vec<HandExample> {
    fn hands(&self) -> Vec<Example> {
        self.iter().map(|h| Example::of(&h.cards)).collect()
    }
}

/// One part of a check: random hands of one size, or one sweep.
#[derive(Clone, Debug)]
pub struct Section {
    /// The part's title in reports: `random 7 cards (seed 24301)`,
    /// `sweep 6 cards`, `vectors (N holdem cases)`.
    pub name: String,
    /// The hand size (0 for the vectors, whose cases vary).
    pub cards: usize,
    /// Hands judged, skipped ones included (for the vectors: the cases that
    /// passed or failed).
    pub hands: u64,
    /// Hands answered with the right category (and a strength if declared).
    pub agreed: u64,
    /// Hands the evaluator answered with `skip`: counted in `hands`, neither
    /// agreed nor a problem.
    pub skipped: u64,
    /// Hands asked of the program: [`Section::hands`] counts in a sweep up
    /// to renaming suits the hands each asked one stands for; elsewhere one
    /// each, so the two are equal.
    pub asked: u64,
    /// Wall-clock time the part took.
    pub elapsed: Duration,
    /// For the vectors: the time to the first answer (loading the cases
    /// and the program's start-up with its first answer), left out of
    /// [`Section::hands_per_second`].
    pub startup: Option<Duration>,
    /// One entry per kind of disagreement found, sorted by kind.
    pub problems: Vec<Problem>,
    /// Answers that carried a strength the evaluator did not declare.
    pub undeclared_strengths: u64,
    /// For random hands: every stratum's hands and the problems among them
    /// alone (order judged within the stratum too); empty otherwise.
    pub strata: Vec<StratumReport>,
    /// The hands judged with the answers, kept until the diagnosis has read
    /// them (`None` in a finished report, and for the vectors).
    pub judged: Option<std::sync::Arc<crate::diagnose::Judged>>,
}

/// The hands of one stratum of a random part, judged on their own.
#[derive(Clone, Debug)]
pub struct StratumReport {
    /// The stratum's id (`two-trips`).
    pub id: String,
    /// Hands of it judged.
    pub hands: u64,
    /// Hands of it answered right.
    pub agreed: u64,
    /// Problems among its hands, order included (pairs of its own hands).
    pub problems: Vec<Problem>,
}

impl StratumReport {
    /// `category:full-house->three-of-a-kind ×1,000; order ×3`.
    pub fn summary(&self) -> String {
        self.problems
            .iter()
            .map(|p| format!("{} ×{}", p.kind.token(), crate::numbers::thousands(p.count)))
            .collect::<Vec<_>>()
            .join("; ")
    }
}

impl Section {
    /// Hands judged per second of `elapsed`; for the vectors, the hands
    /// after the first answer per second after it (the program's start-up
    /// left out).
    pub fn hands_per_second(&self) -> f64 {
        match self.startup {
            Some(first) if self.hands > 1 => {
                (self.hands - 1) as f64 / (self.elapsed - first).as_secs_f64().max(1e-9)
            }
            _ => self.hands as f64 / self.elapsed.as_secs_f64().max(1e-9),
        }
    }

    /// Hands asked of the program per second of `elapsed` (a sweep up to
    /// renaming suits asks fewer than it judges).
    pub fn asked_per_second(&self) -> f64 {
        self.asked as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
    /// Whether the part found no problem.
    pub fn ok(&self) -> bool {
        self.problems.is_empty() && self.strata.iter().all(|s| s.problems.is_empty())
    }

    /// The section with its strata; a kind of problem found only among one
    /// stratum's hands joins the section's problems.
    pub(super) fn with_strata(mut self, strata: Vec<StratumReport>) -> Section {
        for p in strata.iter().flat_map(|s| &s.problems) {
            if !self.problems.iter().any(|q| q.kind == p.kind) {
                self.problems.push(p.clone());
            }
        }
        self.problems.sort_by_key(|p| p.kind);
        self.strata = strata;
        self
    }
}

/// The whole verdict.
#[derive(Clone, Debug)]
pub struct ConformanceReport {
    /// The evaluator's name.
    pub evaluator: String,
    /// Where the name came from and how to set another, when the caller
    /// says (the npm package, for a function named only by itself).
    pub name_note: Option<String>,
    /// The game checked.
    pub game: &'static Game,
    /// What the program's version command printed (`None` without one, and
    /// always for an in-process evaluator).
    pub version: Option<String>,
    /// The card counts checked, as text (`5-7`): those the evaluator
    /// declares, less any [`ConformanceReport::left_out`].
    pub domain: String,
    /// Default card counts the program refused whole (`skip` or `error`
    /// to every hand asked): not checked, each one line in the reports.
    pub left_out: Vec<super::LeftOut>,
    /// Whether the evaluator declares a strength.
    pub strength: bool,
    /// Whether it answers with an order only (no category): its
    /// categories were not judged.
    pub order_only: bool,
    /// The parts in the order they ran: the vectors (if any), the random
    /// hands by card count, then the sweeps.
    pub sections: Vec<Section>,
    /// Trouble outside any one hand, as the subject reports it (stray output
    /// between requests, a program that exited between batches).
    pub incidents: Vec<String>,
    /// What the user should know about how the check ran (estimates,
    /// strengths that were not declared).
    pub notes: Vec<String>,
    /// Vector files that failed to load (the check cannot be trusted then).
    pub vector_errors: Vec<LoadError>,
    /// How the evaluator handled must-reject input (informational unless
    /// `strict_input`).
    pub bad_input: Vec<BadInput>,
    /// Whether mishandled bad input fails the verdict.
    pub strict_input: bool,
    /// Why the check stopped early (the program never started or stopped
    /// answering, restarted too often, the deadline passed, or the run was
    /// interrupted), if it did.
    pub given_up: Option<Stop>,
    /// What the random part and the whole spaces covered, per shape, and
    /// how the check used its time budget, if it had one (`None`: no
    /// random part).
    pub coverage: Option<super::plan::Coverage>,
    /// Why the evaluator is wrong, by the catalogue of known bug classes
    /// (`None` when there was nothing to diagnose).
    pub diagnosis: Option<crate::diagnose::Diagnosis>,
}

/// Whether `v` lacks a strength its evaluator owes: one declares strengths
/// for each half it plays, so a verdict without its high strength, or with
/// a qualifying low without its low strength, is [`ProblemKind::MissingStrength`].
pub(super) fn lacks_declared_strength(
    declares: bool,
    v: &showdown_evaluators::evaluator::Verdict,
) -> bool {
    declares
        && (v.strength.is_none()
            || matches!(v.low, showdown_evaluators::evaluator::Low::Qualifies(None)))
}

/// What a fresh copy says of an example's hand, when it says otherwise
/// than the program did in the check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryDependence {
    /// Which hand of the example (0; 1: the second of a pair).
    pub hand: usize,
    /// The answer of a fresh copy: asked the hand alone, or (when
    /// `asked_alone` is false) after the other kinds' examples.
    pub alone: String,
    /// Whether `alone` was the hand asked alone.
    pub asked_alone: bool,
    /// The shortest sequence of hands found that, asked of a fresh copy
    /// before the hand, brings the check's answer again, each with what
    /// the copy answered (`None`: the hands kept did not bring it again,
    /// or the copies allowed ran out before they were tried).
    pub before: Option<Vec<HandExample>>,
    /// The answer after that sequence (the check's answer).
    pub after: String,
}
