//! Diagnosis: why an evaluator is wrong, by the catalogue of known bug
//! classes ([`showdown_evaluators::bug_classes`]).
//!
//! `check` keeps the hands it judged with the program's answers
//! ([`Judged`]). Each class of the game is a model, the reference with one
//! rule broken; a class *explains* a kind of problem when its model gives
//! the program's answers on the failing hands of that kind (the category,
//! the low, the place among the other hands) and agrees with the program on
//! every hand the program gets right. The diagnosis names, for the whole
//! run and per kind of problem, the smallest set of classes that explains
//! it, with the lesson that teaches it, or says that no known class does and
//! shows hands that stay unexplained.
//!
//! It is cheap: the models run in process on hands already judged; a class
//! is tried on every hand only when it answers differently from the
//! reference on some failing hand.

mod pairs;
mod search;
mod symptoms;
#[cfg(test)]
mod tests;

use showdown_evaluators::bug_classes::{self, BugClass};
use showdown_evaluators::card::Card;
use showdown_evaluators::category::Category;
use showdown_evaluators::evaluator::{Low, Verdict};
use showdown_evaluators::game::Game;

use pairs::*;
use search::*;
use symptoms::*;

/// Hands of one size that `check` judged, with the program's answers.
#[derive(Clone, Debug, Default)]
pub struct Judged {
    /// Cards per hand.
    pub n: usize,
    /// The hands, one after another, in the order the program got them.
    pub cards: Vec<Card>,
    /// The reference's strength of each hand.
    pub reference: Vec<u16>,
    /// The reference's low of each hand (hi-lo games; otherwise not played).
    pub want_low: Vec<Low>,
    /// The program's answer to each.
    pub got: Vec<Verdict>,
    /// How many hands each stands for (a sweep up to renaming suits).
    pub weights: Vec<u32>,
    /// Hands not kept because the cap was reached.
    pub dropped: u64,
    /// The program answers with a strength alone (the protocol's
    /// order-only form): its category is not compared, only its order and
    /// its low.
    pub order_only: bool,
}

/// The most hands of one part kept for the diagnosis (a sweep keeps its
/// first hands up to this many; random parts are smaller).
pub const KEEP: usize = 400_000;

impl Judged {
    /// Nothing kept yet, for hands of `n` cards.
    pub fn new(n: usize) -> Judged {
        Judged {
            n,
            ..Judged::default()
        }
    }

    /// Keeps one judged hand (past [`KEEP`] hands, only counts it).
    pub fn push(
        &mut self,
        cards: &[Card],
        reference: u16,
        got: &Verdict,
        want_low: Low,
        weight: u64,
    ) {
        if self.reference.len() >= KEEP {
            self.dropped += 1;
            return;
        }
        self.cards.extend_from_slice(cards);
        self.reference.push(reference);
        self.want_low.push(want_low);
        self.got.push(*got);
        self.weights.push(u32::try_from(weight).unwrap_or(u32::MAX));
    }

    /// How many hands are kept.
    pub fn len(&self) -> usize {
        self.reference.len()
    }

    /// Whether none is.
    pub fn is_empty(&self) -> bool {
        self.reference.is_empty()
    }

    fn hand(&self, i: usize) -> &[Card] {
        &self.cards[i * self.n..(i + 1) * self.n]
    }
}

/// A class as a report names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassRef {
    /// The class's id.
    pub id: String,
    /// Its cause, one sentence.
    pub cause: String,
    /// Where showdown teaches it.
    pub lesson: String,
}

impl ClassRef {
    fn of(c: &BugClass) -> ClassRef {
        ClassRef {
            id: c.id.clone(),
            cause: c.cause.clone(),
            lesson: c.lesson.clone(),
        }
    }
}

/// A kind of wrong answer, per hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Symptom {
    /// The category is wrong.
    Category {
        /// The reference's.
        expected: Category,
        /// The program's.
        got: Category,
    },
    /// The hand is misplaced among hands of its size (its class split,
    /// merged with or inverted against a neighbour).
    Order,
    /// The low half says a low where there is none, or none where there is.
    Low,
    /// The low is misplaced among the lows.
    LowOrder,
}

impl Symptom {
    /// One line.
    pub fn describe(&self) -> String {
        match self {
            Symptom::Category { expected, got } => {
                format!(
                    "category: {} where the hand is {}",
                    got.token(),
                    expected.token()
                )
            }
            Symptom::Order => "order: hands misplaced among hands of their size".into(),
            Symptom::Low => "low: a low where there is none, or none where there is one".into(),
            Symptom::LowOrder => "low order: lows misplaced among the lows".into(),
        }
    }

    /// A stable token, as `check`'s problem kinds (`category:straight->high-card`,
    /// `order`, `low`, `low:order`).
    pub fn token(&self) -> String {
        match self {
            Symptom::Category { expected, got } => {
                format!("category:{}->{}", expected.token(), got.token())
            }
            Symptom::Order => "order".into(),
            Symptom::Low => "low".into(),
            Symptom::LowOrder => "low:order".into(),
        }
    }
}

/// One cause found: classes that together explain some kinds of problem.
#[derive(Clone, Debug)]
pub struct Cause {
    /// The classes (one, or the smallest combination).
    pub classes: Vec<ClassRef>,
    /// The kinds of problem it explains, with their failing hands.
    pub symptoms: Vec<(Symptom, u64)>,
    /// Failing hands of those kinds its model reproduces.
    pub explained: u64,
    /// Failing hands of those kinds.
    pub failing: u64,
    /// Hands the program gets right where the model would answer otherwise.
    pub wrong_on_right: u64,
    /// Other classes that explain exactly as much (the judged hands cannot
    /// tell them apart).
    pub equally: Vec<String>,
    /// When the class explains its kinds' categories (or lows) but not
    /// their order: on how many of their failing hands the order differs
    /// from its model, and the smallest pair the model orders otherwise
    /// than the program.
    pub order_differs: Option<(u64, Option<String>)>,
}

impl Cause {
    /// Whether the model reproduces every failing hand and no wrong answer.
    pub fn complete(&self) -> bool {
        self.explained == self.failing && self.wrong_on_right == 0 && self.order_differs.is_none()
    }
}

/// Kinds of problem no known class explains.
#[derive(Clone, Debug)]
pub struct Unexplained {
    /// The kinds, with their failing hands.
    pub symptoms: Vec<(Symptom, u64)>,
    /// The class that comes nearest, with the hands it explains.
    pub nearest: Option<(ClassRef, u64, u64)>,
    /// A few hands that stay unexplained, as text, with the program's
    /// answer; for the order, pairs the program orders otherwise than the
    /// reference, both hands with their answers.
    pub hands: Vec<String>,
}

/// The class that comes close when none explains every problem: its model
/// explains most failing hands and answers no right hand otherwise.
#[derive(Clone, Debug)]
pub struct CloseTo {
    /// The class.
    pub class: ClassRef,
    /// Failing hands its model reproduces.
    pub explained: u64,
    /// Failing hands in all.
    pub failing: u64,
}

/// A family of classes (variants of one mistake) named when no member
/// explains exactly.
#[derive(Clone, Debug)]
pub struct FamilyNamed {
    /// The family's id (the catalogue's `family`).
    pub id: String,
    /// The members that come near, each with the failing hands whose
    /// category (and low) its model gives, the failing hands of those
    /// kinds, and on how many of them the order differs from its model.
    pub members: Vec<(ClassRef, u64, u64, u64)>,
}

/// The diagnosis of one check.
#[derive(Clone, Debug, Default)]
pub struct Diagnosis {
    /// The game.
    pub game: &'static str,
    /// Classes of the game tried.
    pub classes_tried: usize,
    /// Hands kept and compared (sum of weights).
    pub hands: u64,
    /// Of them, hands with a problem.
    pub failing: u64,
    /// Of them, hands the program gets right.
    pub right: u64,
    /// Hands judged but not kept (over the cap).
    pub dropped: u64,
    /// The smallest set of classes that explains the whole run, if one does.
    pub whole: Option<Cause>,
    /// One cause per class found (the symptoms each explains).
    pub causes: Vec<Cause>,
    /// What stays unexplained.
    pub unexplained: Vec<Unexplained>,
    /// When no class or combination explains everything: the class whose
    /// model explains most failing hands and no right one otherwise.
    pub close_to: Option<CloseTo>,
    /// When no class explains everything and the nearest belong to one
    /// family: the family, with its members' differences.
    pub family: Option<FamilyNamed>,
    /// What the search did not try, having reached its share of the
    /// budget (empty: it tried everything).
    pub unexplored: Vec<String>,
    /// Whether the program gave strengths (order was compared).
    pub order_compared: bool,
    /// How long the diagnosis took (it runs after every part, in process).
    pub seconds: f64,
    /// The CPU time it took (all threads).
    pub cpu_seconds: f64,
}

impl Diagnosis {
    /// Whether the program had problems the diagnosis looked at.
    pub fn has_problems(&self) -> bool {
        self.failing > 0
    }

    /// Every kind of problem the diagnosis saw, with its failing hands.
    fn all_symptoms(&self) -> Vec<(Symptom, u64)> {
        let mut all: Vec<(Symptom, u64)> = Vec::new();
        let listed = self
            .whole
            .iter()
            .chain(&self.causes)
            .flat_map(|c| &c.symptoms)
            .chain(self.unexplained.iter().flat_map(|u| &u.symptoms));
        for &(s, n) in listed {
            if !all.iter().any(|a| a.0 == s) {
                all.push((s, n));
            }
        }
        all.sort();
        all
    }

    /// What asking a fresh copy of the program found: the kinds of problem
    /// whose smallest example it answered otherwise (`dependent`: those
    /// answers depend on the hands asked before) and those it answered
    /// alike. The dependent kinds are the cause of
    /// [`answers-depend-on-history`](bug_classes::HISTORY) (no model can
    /// explain answers that are no function of the hand) and leave the
    /// unexplained; when every kind is dependent, that class explains the
    /// whole run, and no class is "close to" it or its family.
    pub fn with_history(&mut self, dependent: &[Symptom], alike: &[Symptom]) {
        let dependent: Vec<Symptom> = dependent
            .iter()
            .filter(|s| !alike.contains(s))
            .copied()
            .collect();
        if dependent.is_empty() {
            return;
        }
        let Some(class) = bug_classes::by_id(bug_classes::HISTORY) else {
            return;
        };
        let all = self.all_symptoms();
        let symptoms: Vec<(Symptom, u64)> = all
            .iter()
            .filter(|s| dependent.contains(&s.0))
            .copied()
            .collect();
        let every = all.iter().all(|s| dependent.contains(&s.0));
        let failing = if every {
            self.failing
        } else {
            symptoms.iter().map(|s| s.1).sum::<u64>().min(self.failing)
        };
        let cause = Cause {
            classes: vec![ClassRef::of(class)],
            symptoms,
            explained: failing,
            failing,
            wrong_on_right: 0,
            equally: Vec::new(),
            order_differs: None,
        };
        if every {
            self.whole = Some(cause.clone());
            self.causes = vec![cause];
            self.unexplained.clear();
            self.close_to = None;
            self.family = None;
            return;
        }
        for u in &mut self.unexplained {
            u.symptoms.retain(|s| !dependent.contains(&s.0));
        }
        self.unexplained.retain(|u| !u.symptoms.is_empty());
        for c in &mut self.causes {
            c.symptoms.retain(|s| !dependent.contains(&s.0));
        }
        self.causes.retain(|c| !c.symptoms.is_empty());
        self.causes.push(cause);
    }

    /// The ids of the classes named as explaining the whole run.
    pub fn named(&self) -> Vec<String> {
        match &self.whole {
            Some(w) => w.classes.iter().map(|c| c.id.clone()).collect(),
            None => Vec::new(),
        }
    }
}

/// The most classes tried on every hand (the best by [`touch_score`]).
const MAX_FULL: usize = 6;

/// About how many failing hands every class is scored on before the best
/// are tried on every hand (shared among the kinds of failing hand).
const TOUCH_SAMPLE: usize = 1_500;
/// The fewest hands of each kind of failing hand in that sample (all, when
/// a kind has fewer).
const TOUCH_SAMPLE_KIND: usize = 40;

/// The most classes a combination tried whole may have.
const MAX_COMBINATION: usize = 3;
/// The most classes a combination grown one class at a time may have (a
/// library with many bugs: holdem-sim 0.1.1 has seven).
pub const MAX_GROWN: usize = 8;
/// The most candidate classes combinations are made of.
const MAX_CANDIDATES: usize = 8;

/// Diagnoses the program's answers on the kept hands of `game`, with no
/// deadline.
pub fn diagnose(game: &'static Game, strengths: bool, parts: &[Judged]) -> Diagnosis {
    diagnose_within(game, strengths, parts, None)
}

/// Diagnoses the program's answers on the kept hands of `game`; past
/// `deadline` (the diagnosis's share of the budget) the search tries
/// nothing new and says what it left ([`Diagnosis::unexplored`]).
pub fn diagnose_within(
    game: &'static Game,
    strengths: bool,
    parts: &[Judged],
    deadline: Option<std::time::Instant>,
) -> Diagnosis {
    let started = std::time::Instant::now();
    let cpu = process_cpu_seconds();
    let mut d = diagnose_parts(game, strengths, parts, deadline);
    d.seconds = started.elapsed().as_secs_f64();
    d.cpu_seconds = process_cpu_seconds() - cpu;
    d
}

/// The CPU time this process has used so far (every thread), in seconds.
fn process_cpu_seconds() -> f64 {
    // SAFETY: getrusage only writes the struct it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) } != 0 {
        return 0.0;
    }
    let t = |tv: libc::timeval| tv.tv_sec as f64 + tv.tv_usec as f64 / 1e6;
    t(usage.ru_utime) + t(usage.ru_stime)
}

/// In a game with hole cards a model weighs every legal five (60 of them
/// for four hole cards and a full board): there the diagnosis compares at
/// most this many failing and this many right hands of each part, spread
/// evenly over it (the report counts the others as not compared).
const HOLE_CARD_SAMPLE: usize = 400;

/// In the other games: at most this many failing and this many right hands
/// of each part, spread evenly over it (a default check of hold'em keeps
/// 83,000 hands in three parts; the diagnosis then compares at most 48,000,
/// and the report counts the others as not compared). The bound keeps the
/// diagnosis within a tenth of a default check of a Python evaluator.
const SAMPLE: usize = 8_000;

/// A hand's symptom bits and its category symptom.
type HandSymptoms = (u8, Option<Symptom>);

/// The fewest failing hands of each kind a thinned part keeps (all, when
/// a kind has fewer).
const RARE_KIND: usize = 40;

/// `parts` thinned to about `bound` failing hands (shared among their
/// kinds) and `bound` right hands each,
/// and how many hands were left out.
fn sample(
    game: &'static Game,
    strengths: bool,
    parts: &[Judged],
    bound: usize,
) -> (Vec<Judged>, u64) {
    let mut left_out = 0;
    let thinned = parts
        .iter()
        .map(|j| {
            let symptoms = program_symptoms(game, j, strengths);
            let right: Vec<usize> = (0..j.len()).filter(|&i| symptoms[i].0 == 0).collect();
            let spread = |v: &[usize], bound: usize| -> Vec<usize> {
                let step = v.len().div_ceil(bound).max(1);
                v.iter().step_by(step).copied().collect()
            };
            // The failing hands by kind (their symptoms), each kind an even
            // share of the bound and at least RARE_KIND hands, so a kind
            // of a few hands among thousands is still diagnosed.
            let mut kinds: Vec<(HandSymptoms, Vec<usize>)> = Vec::new();
            for i in (0..j.len()).filter(|&i| symptoms[i].0 != 0) {
                match kinds.iter_mut().find(|k| k.0 == symptoms[i]) {
                    Some(k) => k.1.push(i),
                    None => kinds.push((symptoms[i], vec![i])),
                }
            }
            let share = (bound / kinds.len().max(1)).max(RARE_KIND);
            let mut keep: Vec<usize> = kinds.iter().flat_map(|k| spread(&k.1, share)).collect();
            keep.extend(spread(&right, bound));
            keep.sort_unstable();
            let mut out = Judged::new(j.n);
            out.order_only = j.order_only;
            for &i in &keep {
                out.push(
                    j.hand(i),
                    j.reference[i],
                    &j.got[i],
                    j.want_low[i],
                    u64::from(j.weights[i]),
                );
            }
            out.dropped = j.dropped;
            left_out += (j.len() - keep.len()) as u64;
            out
        })
        .collect();
    (thinned, left_out)
}

fn diagnose_parts(
    game: &'static Game,
    strengths: bool,
    parts: &[Judged],
    deadline: Option<std::time::Instant>,
) -> Diagnosis {
    let bound = if game.has_hole_cards() {
        HOLE_CARD_SAMPLE
    } else {
        SAMPLE
    };
    if parts.iter().all(|j| j.len() <= bound) {
        return diagnose_kept(game, strengths, parts, deadline);
    }
    let (thinned, left_out) = sample(game, strengths, parts, bound);
    let mut d = diagnose_kept(game, strengths, &thinned, deadline);
    d.dropped += left_out;
    d
}
