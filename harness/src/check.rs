//! `check`: the whole verdict on one evaluator, in process or external —
//! random differential tests and exhaustive sweeps against the reference,
//! with a minimal example of every kind of disagreement, and hands/s.
//!
//! For a user's own `cargo test`:
//!
//! ```
//! use showdown_evaluators::{Card, Domain, Evaluator, EvaluatorInfo, Reference, Rejected, Strength, Verdict};
//!
//! /// My evaluator (here it leans on the reference; yours does its own work).
//! struct Mine(Reference);
//!
//! static INFO: showdown_evaluators::EvaluatorInfo = showdown_evaluators::EvaluatorInfo::holdem(
//!     "mine",
//!     Domain::range(5, 7),
//!     true, // gives a strength
//!     "category and a 16-bit score",
//!     "my crate",
//! );
//!
//! impl Evaluator for Mine {
//!     fn info(&self) -> &EvaluatorInfo { &INFO }
//!     fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
//!         let s = self.0.strength(cards);
//!         Ok(Verdict::new(self.0.category(cards), Some(Strength::single(s as i64))))
//!     }
//! }
//!
//! let mine = Mine(Reference::new());
//! let report = showdown_harness::check(&mine);
//! assert!(report.conformant(), "{}", report.to_text());
//! showdown_harness::assert_conforms(&mine); // panics with the report if not
//! ```

use crate::engine::example::Example;
use crate::engine::findings::{self, Findings, Shows};
use crate::engine::judge::Finding;
use crate::engine::order::OrderBook;
use crate::engine::source::{Enumeration, GameReference, Source};
use crate::external::{ExternalEvaluator, FailureKind, Outcome, Stop, StopReason, Uniform};
use crate::progress::Progress;
use crate::runner::{self, FailKind};
use crate::strata::Stratum;
use crate::vectors::{LoadError, VectorSource};
use rayon::prelude::*;

use showdown_evaluators::card::{format_cards, Card};
use showdown_evaluators::category::Category;
use showdown_evaluators::combinations::binomial;
use showdown_evaluators::evaluator::{DeviationKind, Evaluator, Low, Strength};
use showdown_evaluators::game::Game;
use showdown_evaluators::games::hi_lo;
use showdown_evaluators::reference::category_of;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What to run.
#[derive(Clone)]
pub struct CheckOptions {
    /// Card counts for the random tests (default: the evaluator's domain).
    pub cards: Option<Vec<usize>>,
    /// Uniformly random hands per card count; with `strata`, each stratum
    /// of the card count adds a tenth of this many (at least one).
    pub random: u64,
    /// Draw random hands by stratum too ([`crate::strata`]): every category
    /// of the game and the rare structures evaluators get wrong.
    pub strata: bool,
    /// Card counts to sweep exhaustively.
    pub sweep: Vec<usize>,
    /// Sweep every hand even for an order-free evaluator of a game without
    /// hole cards (by default such a sweep asks one hand per class up to
    /// renaming suits, after a check that renamings do not change answers).
    pub every_hand: bool,
    /// Before a sweep up to renaming suits: how many hands per reference
    /// category have all 24 renamings of their suits asked.
    pub suit_sample: usize,
    /// Seed of the random hands (the report names it, so a run replays).
    pub seed: u64,
    /// Hands handed over per batch, at most (the subject may prefer fewer).
    pub batch: usize,
    /// The vectors to run first (`None`: none).
    pub vectors: Option<VectorSource>,
    /// Told how far each part is, and of estimates worth knowing.
    pub progress: Arc<dyn Progress>,
    /// Set to stop early (Ctrl-C): what was judged so far is kept and the
    /// report says it was interrupted.
    pub cancel: Arc<AtomicBool>,
    /// The longest all sweeps together may take; past it they stop and the
    /// report is incomplete (`None`: no limit).
    pub sweep_deadline: Option<Duration>,
    /// Put must-reject inputs to the evaluator and report how it handles
    /// them (informational).
    pub bad_input: bool,
    /// Count mishandled bad input against the verdict.
    pub strict_input: bool,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            cards: None,
            random: 10_000,
            strata: true,
            sweep: Vec::new(),
            every_hand: false,
            suit_sample: 256,
            seed: 0x5EED,
            batch: 1 << 19,
            vectors: Some(VectorSource::Builtin),
            progress: Arc::new(crate::progress::Silent),
            cancel: Arc::new(AtomicBool::new(false)),
            sweep_deadline: None,
            bad_input: true,
            strict_input: false,
        }
    }
}

impl std::fmt::Debug for CheckOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CheckOptions")
            .field("cards", &self.cards)
            .field("random", &self.random)
            .field("strata", &self.strata)
            .field("sweep", &self.sweep)
            .field("every_hand", &self.every_hand)
            .field("suit_sample", &self.suit_sample)
            .field("seed", &self.seed)
            .field("batch", &self.batch)
            .field("vectors", &self.vectors)
            .field("sweep_deadline", &self.sweep_deadline)
            .finish_non_exhaustive()
    }
}

/// Something `check` can evaluate hands with, many at a time.
pub trait Subject: Sync {
    /// The evaluator's identity and declarations.
    fn evaluator(&self) -> &dyn Evaluator;
    /// Outcomes for hands of `n` cards stored one after another.
    fn evaluate_uniform(&self, n: usize, cards: &[Card]) -> Vec<Outcome>;
    /// The evaluator's version, if it says.
    fn version(&self) -> Option<String> {
        None
    }
    /// Why the evaluator was given up on, if it was.
    fn given_up(&self) -> Option<Stop> {
        None
    }
    /// Trouble outside any one hand.
    fn incidents(&self) -> Vec<String> {
        Vec::new()
    }
    /// The most hands worth handing over at once (fewer for a program
    /// behind a pipe, so progress is seen often).
    fn preferred_batch(&self) -> usize {
        1 << 19
    }
    /// How it handles one must-reject input: the request `line`, or the
    /// `cards` where they can be built (in process).
    fn probe(&self, line: &str, cards: Option<&[Card]>) -> Handling {
        let _ = line;
        let Some(cards) = cards else {
            return Handling::NotApplicable("cannot be built as cards in process".into());
        };
        let ev = self.evaluator();
        match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            showdown_evaluators::games::evaluate_joined(ev, cards)
        })) {
            Ok(Err(r)) => Handling::Rejects(r.to_string()),
            Ok(Ok(v)) => Handling::Answers(v.to_protocol()),
            Err(_) => Handling::Crashes("panicked".into()),
        }
    }
}

/// An in-process evaluator, run on all cores; a panic is a crash.
pub struct InProcess<'a>(pub &'a dyn Evaluator);

impl Subject for InProcess<'_> {
    fn evaluator(&self) -> &dyn Evaluator {
        self.0
    }
    fn evaluate_uniform(&self, n: usize, cards: &[Card]) -> Vec<Outcome> {
        cards
            .par_chunks(n)
            .map(|hand| {
                match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    showdown_evaluators::games::evaluate_joined(self.0, hand)
                })) {
                    Ok(Ok(v)) => Outcome::Verdict(v),
                    Ok(Err(r)) => Outcome::Rejected(r.to_string()),
                    Err(p) => {
                        let msg = p
                            .downcast_ref::<&str>()
                            .map(|s| s.to_string())
                            .or_else(|| p.downcast_ref::<String>().cloned())
                            .unwrap_or_default();
                        Outcome::failed(
                            FailureKind::Crash,
                            format!("panicked: {msg}"),
                            String::new(),
                        )
                    }
                }
            })
            .collect()
    }
}

impl Subject for ExternalEvaluator {
    fn evaluator(&self) -> &dyn Evaluator {
        self
    }
    fn evaluate_uniform(&self, n: usize, cards: &[Card]) -> Vec<Outcome> {
        let hole = if self.game().has_hole_cards() {
            showdown_evaluators::games::omaha::split_counts(n).0
        } else {
            0
        };
        self.evaluate_list(&Uniform { n, hole, cards })
    }
    fn version(&self) -> Option<String> {
        ExternalEvaluator::version(self).map(str::to_string)
    }
    fn given_up(&self) -> Option<Stop> {
        ExternalEvaluator::given_up(self)
    }
    fn incidents(&self) -> Vec<String> {
        ExternalEvaluator::incidents(self)
    }
    fn preferred_batch(&self) -> usize {
        // Each batch ends by listening briefly for stray output (30 ms);
        // this size keeps that small for a fast program and still shows
        // progress every few seconds for a slow one.
        1 << 17
    }
    fn probe(&self, line: &str, _cards: Option<&[Card]>) -> Handling {
        ExternalEvaluator::probe(self, line)
    }
}

/// How an evaluator handles input it must refuse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Handling {
    /// It refuses the input (`error …` or `skip …`; in process, a refusal).
    Rejects(String),
    /// It answers as if the input were a hand.
    Answers(String),
    /// It ends, panics or prints something that is not a protocol line.
    Crashes(String),
    /// It says nothing in time.
    Hangs(String),
    /// The probe cannot be put to this kind of evaluator (an unknown card
    /// cannot be built in process).
    NotApplicable(String),
}

impl Handling {
    /// `rejects`, `answers anyway`, `crashes`, `hangs`, `n/a`.
    pub const fn token(&self) -> &'static str {
        match self {
            Handling::Rejects(_) => "rejects",
            Handling::Answers(_) => "answers anyway",
            Handling::Crashes(_) => "crashes",
            Handling::Hangs(_) => "hangs",
            Handling::NotApplicable(_) => "n/a",
        }
    }

    /// What was seen.
    pub fn detail(&self) -> &str {
        match self {
            Handling::Rejects(d)
            | Handling::Answers(d)
            | Handling::Crashes(d)
            | Handling::Hangs(d)
            | Handling::NotApplicable(d) => d,
        }
    }

    /// Whether this is the wanted handling (or the probe did not apply).
    pub fn acceptable(&self) -> bool {
        matches!(self, Handling::Rejects(_) | Handling::NotApplicable(_))
    }
}

/// One must-reject input and how the evaluator handled it.
#[derive(Clone, Debug)]
pub struct BadInput {
    /// What is wrong with the input (`a duplicate card`).
    pub probe: &'static str,
    /// The request line sent.
    pub input: String,
    /// How it was handled.
    pub handling: Handling,
}

/// The must-reject inputs for `ev`: a duplicate card, an unknown card, and
/// one card more than it declares (as request lines, and as cards where
/// they can be built).
fn bad_inputs(ev: &dyn Evaluator) -> Vec<(&'static str, String, Option<Vec<Card>>)> {
    let game = ev.game();
    let deck = game.deck();
    let top = ev.domain().counts().last().unwrap_or(5);
    let n = top.max(5);
    let pick = |k: usize| -> Vec<Card> { deck.iter().rev().take(k).copied().collect() };
    let line = |cards: &[Card]| -> String {
        if game.has_hole_cards() {
            showdown_evaluators::games::format_joined(game, cards)
        } else {
            format_cards(cards)
        }
    };
    let mut dup = pick(n);
    dup[1] = dup[0];
    let mut unknown = line(&pick(n));
    if let Some(i) = unknown.rfind(|c: char| c.is_ascii_alphanumeric()) {
        unknown.replace_range(i - 1..=i, "Xx");
    }
    let mut too_many = pick(top + 1);
    if game.has_hole_cards() {
        // Seven hole cards with a full board.
        too_many = pick(12);
    }
    let too_many_line = if game.has_hole_cards() {
        format!(
            "{} | {}",
            format_cards(&too_many[..7]),
            format_cards(&too_many[7..])
        )
    } else {
        format_cards(&too_many)
    };
    vec![
        ("a duplicate card", line(&dup), Some(dup)),
        ("an unknown card", unknown, None),
        ("more cards than declared", too_many_line, Some(too_many)),
    ]
}

/// Puts the must-reject inputs to the subject.
fn probe_bad_input(subject: &dyn Subject) -> Vec<BadInput> {
    bad_inputs(subject.evaluator())
        .into_iter()
        .map(|(probe, input, cards)| BadInput {
            probe,
            handling: subject.probe(&input, cards.as_deref()),
            input,
        })
        .collect()
}

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
}

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
    /// Wall-clock time the part took.
    pub elapsed: Duration,
    /// One entry per kind of disagreement found, sorted by kind.
    pub problems: Vec<Problem>,
    /// Answers that carried a strength the evaluator did not declare.
    pub undeclared_strengths: u64,
    /// For random hands: every stratum's hands and the problems among them
    /// alone (order judged within the stratum too); empty otherwise.
    pub strata: Vec<StratumReport>,
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
    /// Hands judged per second of `elapsed`.
    pub fn hands_per_second(&self) -> f64 {
        self.hands as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
    /// Whether the part found no problem.
    pub fn ok(&self) -> bool {
        self.problems.is_empty() && self.strata.iter().all(|s| s.problems.is_empty())
    }

    /// The section with its strata; a kind of problem found only among one
    /// stratum's hands joins the section's problems.
    fn with_strata(mut self, strata: Vec<StratumReport>) -> Section {
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
    /// The game checked.
    pub game: &'static Game,
    /// What the program's version command printed (`None` without one, and
    /// always for an in-process evaluator).
    pub version: Option<String>,
    /// The card counts the evaluator declares, as text (`5-7`).
    pub domain: String,
    /// Whether the evaluator declares a strength.
    pub strength: bool,
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
}

/// Checks an in-process evaluator with the default options: 10,000 random
/// hands of every card count in its domain against the reference.
pub fn check(ev: &dyn Evaluator) -> ConformanceReport {
    check_with(&InProcess(ev), &CheckOptions::default())
}

/// [`check`], panicking with the readable report unless the evaluator
/// conforms.
pub fn assert_conforms(ev: &dyn Evaluator) {
    let report = check(ev);
    if !report.conformant() {
        panic!("{} does not conform:\n{}", ev.name(), report.to_text());
    }
}

/// Runs the random tests and sweeps of `opts` on `subject`.
pub fn check_with(subject: &dyn Subject, opts: &CheckOptions) -> ConformanceReport {
    let ev = subject.evaluator();
    let counts: Vec<usize> = match &opts.cards {
        Some(c) => c.clone(),
        None => ev.domain().counts().collect(),
    };
    let batch_size = opts.batch.min(subject.preferred_batch()).max(1);
    let mut run = Run {
        subject,
        opts,
        sections: Vec::new(),
        incidents: Vec::new(),
        notes: Vec::new(),
        stop: None,
        deadline: None,
    };
    let mut vector_errors = Vec::new();
    if let Some(source) = &opts.vectors {
        let (section, errors) = vectors_section(subject, source);
        vector_errors = errors;
        run.sections.push(section);
    }
    let game = ev.game();
    if opts.random > 0 {
        for &n in &counts {
            let seed = opts.seed ^ (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let name = if game.has_hole_cards() {
                let (hole, board) = showdown_evaluators::games::omaha::split_counts(n);
                format!("random {hole} hole + {board} board (seed {})", opts.seed)
            } else {
                format!("random {n} cards (seed {})", opts.seed)
            };
            let strata = if opts.strata {
                crate::strata::strata_for(game, n)
            } else {
                vec![Stratum::UNIFORM]
            };
            let plan: Vec<(Stratum, u64)> = strata
                .iter()
                .map(|&st| (st, stratum_share(st, opts.random)))
                .collect();
            let ids = strata.iter().map(Stratum::id).collect();
            let source = Source::Random {
                game,
                n,
                seed,
                plan,
            };
            run.section_strata(name, ids, source, batch_size);
        }
    }
    let up_to_suits = !opts.every_hand
        && ev.order() == showdown_evaluators::evaluator::CardOrder::Free
        && !game.has_hole_cards();
    if !opts.sweep.is_empty() {
        run.deadline = opts.sweep_deadline.map(|d| Instant::now() + d);
        let asked = opts
            .sweep
            .iter()
            .map(|&n| {
                if up_to_suits {
                    let renamings = game.categories.len() * opts.suit_sample * 24;
                    crate::suit_classes::SuitClasses::new(game, n).count().0 + renamings as u64
                } else {
                    binomial(game.deck_size() as u64, n as u64)
                }
            })
            .sum();
        run.estimate_sweeps(asked);
    }
    for &n in &opts.sweep {
        let which = if up_to_suits {
            let reference = GameReference::new(game);
            let sample = crate::suit_classes::sample(game, n, opts.suit_sample, |cards| {
                usize::from(reference.strength(cards) >> 12)
            });
            run.suit_section(n, &sample);
            Enumeration::UpToSuits
        } else {
            Enumeration::EveryHand
        };
        let source = Source::exhaustive(game, n, which);
        let name = match which {
            Enumeration::UpToSuits => format!(
                "sweep {n} cards up to suits ({} asked)",
                crate::numbers::thousands(source.asked())
            ),
            Enumeration::EveryHand if game == Game::default_game() => {
                format!("sweep {n} cards, every hand")
            }
            Enumeration::EveryHand => format!("sweep {n} cards"),
        };
        run.section(name, source, batch_size);
    }
    if !run.should_stop() {
        shrink_examples(
            subject,
            &mut run.sections,
            &counts_checked(&counts, &opts.sweep),
        );
    }
    let undeclared: u64 = run.sections.iter().map(|s| s.undeclared_strengths).sum();
    if undeclared > 0 {
        run.notes.push(format!(
            "{} answers carried a strength, though the evaluator does not declare one \
             (--strength, or `strength = true` in its manifest): the strengths were judged \
             too; declare them so that a missing one counts as a problem",
            crate::numbers::thousands(undeclared)
        ));
    }
    let bad_input = if opts.bad_input && !run.should_stop() {
        probe_bad_input(subject)
    } else {
        Vec::new()
    };
    let Run {
        sections,
        incidents,
        notes,
        stop,
        ..
    } = run;
    ConformanceReport {
        evaluator: ev.name().to_string(),
        game: ev.game(),
        version: subject.version(),
        domain: ev.domain().to_string(),
        strength: ev.gives_strength(),
        sections,
        incidents: incidents.into_iter().chain(subject.incidents()).collect(),
        notes,
        vector_errors,
        bad_input,
        strict_input: opts.strict_input,
        given_up: subject.given_up().or(stop),
    }
}

/// How many hands a stratum gets when `random` hands are uniform: all of
/// them for the uniform stratum, a tenth (at least one) for every other.
pub fn stratum_share(stratum: Stratum, random: u64) -> u64 {
    if stratum == Stratum::UNIFORM {
        random
    } else {
        (random / 10).max(1)
    }
}

/// The category a reference strength stands for in `game`.
fn category_in(game: &Game, strength: u16) -> Category {
    game.categories
        .get(usize::from(strength >> 12))
        .copied()
        .unwrap_or(category_of(strength))
}

/// The card counts hands were checked at, ascending.
fn counts_checked(random: &[usize], sweep: &[usize]) -> Vec<usize> {
    let mut c: Vec<usize> = random.iter().chain(sweep).copied().collect();
    c.sort_unstable();
    c.dedup();
    c
}

/// What is wrong with one answer on its own (not order problems, which
/// need two hands, nor program failures, which are not replayed).
fn single_hand_kind(ev: &dyn Evaluator, hand: &[Card], outcome: &Outcome) -> Option<ProblemKind> {
    let game = ev.game();
    let expected = category_in(game, GameReference::new(game).strength(hand));
    match outcome {
        Outcome::Rejected(_) => Some(ProblemKind::Rejected),
        Outcome::Verdict(v) if v.category != expected => Some(ProblemKind::Category {
            expected,
            got: v.category,
        }),
        Outcome::Verdict(v) if v.strength.is_none() && ev.gives_strength() => {
            Some(ProblemKind::MissingStrength)
        }
        _ => None,
    }
}

/// Shrinks the example of every single-hand problem: first to the fewest
/// cards among the counts checked (the failing hand's own subsets), then to
/// the lowest ranks (one card at a time swapped for a lower one), keeping
/// the same kind of problem at every step.
fn shrink_examples(subject: &dyn Subject, sections: &mut [Section], counts: &[usize]) {
    let ev = subject.evaluator();
    for section in sections.iter_mut() {
        for p in section.problems.iter_mut() {
            let shrinkable = matches!(
                p.kind,
                ProblemKind::Category { .. } | ProblemKind::Rejected | ProblemKind::MissingStrength
            );
            if !shrinkable || p.example.len() != 1 || subject.given_up().is_some() {
                continue;
            }
            let original = p.example[0].cards.clone();
            let Some((hand, got)) = shrink(subject, p.kind, &original, counts) else {
                continue;
            };
            p.example = vec![HandExample {
                got,
                expected: expected_text(ev.game(), GameReference::new(ev.game()).strength(&hand)),
                cards: hand,
                stderr: String::new(),
            }];
            let want = match p.kind {
                ProblemKind::Category { .. } => Some(DeviationKind::Category),
                ProblemKind::Rejected => Some(DeviationKind::Rejection),
                _ => None,
            };
            p.documented = want.and_then(|k| {
                ev.deviations()
                    .iter()
                    .find(|d| d.kind == k && (d.applies)(&p.example[0].cards))
                    .map(|d| d.id.to_string())
            });
            p.shrunk_from = Some(original);
        }
    }
}

/// A smaller hand that shows the same `kind`, and what the evaluator said
/// on it; `None` when none is smaller.
fn shrink(
    subject: &dyn Subject,
    kind: ProblemKind,
    start: &[Card],
    counts: &[usize],
) -> Option<(Vec<Card>, String)> {
    let ev = subject.evaluator();
    // The candidates of one step that keep the failure, smallest first.
    let best_of = |n: usize, candidates: Vec<Vec<Card>>| -> Option<(Vec<Card>, String)> {
        if candidates.is_empty() {
            return None;
        }
        let flat: Vec<Card> = candidates.iter().flatten().copied().collect();
        let outcomes = subject.evaluate_uniform(n, &flat);
        candidates
            .into_iter()
            .zip(outcomes)
            .filter(|(h, o)| single_hand_kind(ev, h, o) == Some(kind))
            .map(|(h, o)| (h, o.to_string()))
            .min_by_key(|(h, _)| Example::of(h))
    };
    let mut best: Option<(Vec<Card>, String)> = None;
    let mut hand = start.to_vec();
    // Fewer cards: the smallest count that still fails (not for hole cards
    // and a board, whose subsets are other deals).
    let fewer: &[usize] = if ev.game().has_hole_cards() {
        &[]
    } else {
        counts
    };
    for &n in fewer.iter().filter(|&&n| n < hand.len()) {
        let mut subsets: Vec<Vec<Card>> = Vec::new();
        let mut combos = showdown_evaluators::combinations::Combinations::new(hand.len(), n);
        while let Some(ix) = combos.next() {
            subsets.push(ix.iter().map(|&i| hand[i]).collect());
        }
        if let Some(found) = best_of(n, subsets) {
            hand = found.0.clone();
            best = Some(found);
            break;
        }
    }
    // Lower ranks, one card at a time, while that keeps the failure.
    for _ in 0..64 {
        let n = hand.len();
        let mut candidates = Vec::new();
        for i in 0..n {
            for lower in ev
                .game()
                .deck()
                .into_iter()
                .filter(|c| c.rank() < hand[i].rank() && !hand.contains(c))
            {
                let mut h = hand.clone();
                h[i] = lower;
                candidates.push(h);
            }
        }
        match best_of(n, candidates) {
            Some(found) if Example::of(&found.0) < Example::of(&hand) => {
                hand = found.0.clone();
                best = Some(found);
            }
            _ => break,
        }
    }
    best
}

/// The state of one check while its parts run.
struct Run<'a> {
    subject: &'a dyn Subject,
    opts: &'a CheckOptions,
    sections: Vec<Section>,
    incidents: Vec<String>,
    notes: Vec<String>,
    /// Why the check itself stopped early (interrupted, sweep deadline).
    stop: Option<Stop>,
    /// When the sweeps must end.
    deadline: Option<Instant>,
}

impl Run<'_> {
    /// Whether to stop now, and if so records why.
    fn should_stop(&mut self) -> bool {
        if self.stop.is_some() || self.subject.given_up().is_some() {
            return true;
        }
        if self.opts.cancel.load(Ordering::Relaxed) {
            self.stop = Some(Stop {
                reason: StopReason::Interrupted,
                message: "interrupted: the parts not yet finished were cut short".into(),
            });
            return true;
        }
        if self.deadline.is_some_and(|d| Instant::now() >= d) {
            self.stop = Some(Stop {
                reason: StopReason::Deadline,
                message: format!(
                    "the sweeps' deadline of {} s passed; raise it with --deadline-s",
                    self.opts.sweep_deadline.unwrap_or_default().as_secs()
                ),
            });
            return true;
        }
        false
    }

    /// Runs one part unless the check already stopped.
    fn section(&mut self, name: String, source: Source, batch: usize) {
        self.section_strata(name, Vec::new(), source, batch);
    }

    /// [`Run::section`] for hands labelled by stratum (the index into
    /// `strata`, the strata's ids).
    fn section_strata(&mut self, name: String, strata: Vec<String>, source: Source, batch: usize) {
        if self.should_stop() {
            return;
        }
        let cancel = &self.opts.cancel;
        let deadline = self.deadline;
        let keep_going =
            || !cancel.load(Ordering::Relaxed) && deadline.is_none_or(|d| Instant::now() < d);
        let progress = &*self.opts.progress;
        let total = source.hands();
        progress.start(&name, total);
        let game = self.subject.evaluator().game();
        let section = run_section(
            self.subject,
            source.cards(),
            (name, strata),
            move |emit| batches(&source, game, batch, emit),
            &keep_going,
            progress,
        );
        progress.finish();
        let short = section.hands < total;
        self.sections.push(section);
        if short {
            self.should_stop();
        }
    }

    /// Asks every renaming of the suits of every `sample` hand and notes
    /// each hand whose answer differs from its original's: the check that
    /// a sweep up to renaming suits relies on.
    fn suit_section(&mut self, n: usize, sample: &[Vec<Card>]) {
        if self.should_stop() {
            return;
        }
        let perms = crate::suit_classes::PERMUTATIONS.len();
        let name = format!("suit renamings {n} cards ({} hands x 24)", sample.len());
        let progress = &*self.opts.progress;
        let total = (sample.len() * perms) as u64;
        progress.start(&name, total);
        let started = Instant::now();
        let ev = self.subject.evaluator();
        let mut tally = Tally::new(ev, n);
        let per_batch = (self.subject.preferred_batch() / perms).max(1);
        let mut renamed = Vec::with_capacity(n);
        for group in sample.chunks(per_batch) {
            if self.subject.given_up().is_some() || self.opts.cancel.load(Ordering::Relaxed) {
                break;
            }
            let mut cards = Vec::with_capacity(group.len() * perms * n);
            for hand in group {
                for perm in &crate::suit_classes::PERMUTATIONS {
                    crate::suit_classes::rename(hand, perm, &mut renamed);
                    cards.extend_from_slice(&renamed);
                }
            }
            let outcomes = self.subject.evaluate_uniform(n, &cards);
            for (hands, answers) in cards.chunks(n * perms).zip(outcomes.chunks(perms)) {
                let judged = |o: &Outcome| !matches!(o, Outcome::Failed(_));
                if !judged(&answers[0]) {
                    continue;
                }
                let own = answers[0].to_string();
                for (k, o) in answers.iter().enumerate().skip(1) {
                    if !judged(o) {
                        continue;
                    }
                    tally.hands += 1;
                    let got = o.to_string();
                    if got == own {
                        tally.agreed += 1;
                        continue;
                    }
                    let example = vec![
                        HandExample {
                            cards: hands[..n].to_vec(),
                            got: own.clone(),
                            expected: "the same answer for every renaming of the suits".into(),
                            stderr: String::new(),
                        },
                        HandExample {
                            cards: hands[k * n..(k + 1) * n].to_vec(),
                            got,
                            expected: "the same answer for every renaming of the suits".into(),
                            stderr: String::new(),
                        },
                    ];
                    tally.note(ProblemKind::SuitRenaming, example);
                }
            }
            progress.update(tally.hands);
        }
        progress.finish();
        self.sections.push(tally.finish(name, started.elapsed()));
    }

    /// Before the sweeps: the measured rate, the estimated time and the
    /// deadline in force, as notes the caller shows before they start.
    fn estimate_sweeps(&mut self, total: u64) {
        let (hands, secs) = self
            .sections
            .iter()
            .filter(|s| s.name.starts_with("random"))
            .fold((0u64, 0f64), |(h, t), s| {
                (h + s.hands, t + s.elapsed.as_secs_f64())
            });
        if hands == 0 || secs <= 0.0 {
            return;
        }
        let rate = hands as f64 / secs;
        let estimate = Duration::from_secs_f64(total as f64 / rate);
        let mut note = format!(
            "sweeps: {} hands at the measured {} hands/s: about {}",
            crate::numbers::thousands(total),
            crate::numbers::thousands(rate as u64),
            crate::numbers::duration(estimate)
        );
        match self.opts.sweep_deadline {
            Some(d) => note.push_str(&format!(
                "; deadline {} (raise it with --deadline-s){}",
                crate::numbers::duration(d),
                if estimate > d {
                    ": the sweeps will not finish in time and the report will be incomplete"
                } else {
                    ""
                }
            )),
            None => note.push_str("; no deadline"),
        }
        self.opts.progress.note(&note);
        self.notes.push(note);
    }
}

/// Runs the shared vectors (every case in the evaluator's domain) through
/// the runner; each failing case is a problem of its kind.
fn vectors_section(subject: &dyn Subject, source: &VectorSource) -> (Section, Vec<LoadError>) {
    let ev = subject.evaluator();
    let started = Instant::now();
    let (suite, _) = source.load();
    let mut tally = Tally::new(ev, 0);
    for case in suite.cases.iter().filter(|c| c.game == ev.game()) {
        if subject.given_up().is_some() {
            break;
        }
        let (got, outcome) = runner::run_one(case, ev);
        if subject.given_up().is_some() {
            // The program was given up on during this case: not judged.
            break;
        }
        match outcome {
            runner::Outcome::Pass => {
                tally.hands += 1;
                tally.agreed += 1;
            }
            runner::Outcome::Skipped { .. } | runner::Outcome::Shown { .. } => {}
            other => {
                tally.hands += 1;
                let kind = other.fail_kind().unwrap_or(FailKind::Crashed);
                // Every hand of the case: single-hand cases make smaller
                // examples than orders and showdowns.
                let mut hands = case.hands().into_iter();
                let cards = hands.next().unwrap_or_default();
                let mut example = vec![HandExample {
                    cards,
                    got,
                    expected: format!(
                        "{} (case {}, {}:{}: {})",
                        case.expected_text(),
                        case.id,
                        case.path.display(),
                        case.line,
                        other.detail().unwrap_or("")
                    ),
                    stderr: String::new(),
                }];
                example.extend(hands.map(|cards| HandExample {
                    cards,
                    got: String::new(),
                    expected: String::new(),
                    stderr: String::new(),
                }));
                tally.note(ProblemKind::Vector(kind), example);
            }
        }
    }
    (
        tally.finish(
            format!(
                "vectors ({} {} cases)",
                suite.cases.iter().filter(|c| c.game == ev.game()).count(),
                ev.game().id
            ),
            started.elapsed(),
        ),
        suite.errors,
    )
}

/// Hands of one size for a section, stored one after another, with the
/// reference's strength of each, the number of hands each stands for
/// (empty: one each; in a sweep up to renaming suits, the class sizes) and
/// each hand's stratum (empty: not labelled).
struct Batch {
    cards: Vec<Card>,
    strengths: Vec<u16>,
    weights: Vec<u32>,
    labels: Vec<u8>,
}

/// Feeds the hands of `source` to `emit` in batches of at most `batch`,
/// each hand with the reference's strength of it, the number of hands it
/// stands for and its stratum's label; stops when `emit` says no.
fn batches(source: &Source, game: &'static Game, batch: usize, emit: &dyn Fn(Batch) -> bool) {
    let reference = GameReference::new(game);
    let n = source.cards();
    let fresh = || Batch {
        cards: Vec::with_capacity(batch.min(1 << 16) * n),
        strengths: Vec::new(),
        weights: Vec::new(),
        labels: Vec::new(),
    };
    let mut full = fresh();
    let mut going = true;
    source.for_each(&mut |hand, weight, label| {
        full.cards.extend_from_slice(hand);
        full.strengths.push(reference.strength(hand));
        full.weights.push(weight);
        full.labels.push(label);
        if full.strengths.len() == batch {
            going = emit(std::mem::replace(&mut full, fresh()));
        }
        going
    });
    if going && !full.strengths.is_empty() {
        emit(full);
    }
}

/// Runs one section as a three-stage pipeline, so that the evaluator is
/// never left waiting: `produce` makes batches of hands (with their
/// reference strengths) on one thread, this thread has them evaluated, and
/// a third judges the outcomes and reports progress. Stops between batches
/// once `keep_going` says no, or the subject was given up on. Each hand is
/// also judged within its stratum, when the batch labels them.
fn run_section<P>(
    subject: &dyn Subject,
    n: usize,
    (name, strata): (String, Vec<String>),
    produce: P,
    keep_going: &(dyn Fn() -> bool + Sync),
    progress: &dyn Progress,
) -> Section
where
    P: FnOnce(&dyn Fn(Batch) -> bool) + Send,
{
    let ev = subject.evaluator();
    let started = Instant::now();
    let count = strata.len();
    std::thread::scope(|scope| {
        let (hands_tx, hands_rx) = std::sync::mpsc::sync_channel::<Batch>(1);
        let (judge_tx, judge_rx) = std::sync::mpsc::sync_channel::<(Batch, Vec<Outcome>)>(1);
        scope.spawn(move || {
            produce(&|batch| hands_tx.send(batch).is_ok());
        });
        let judge = scope.spawn(move || {
            let mut tally = Tally::new(ev, n);
            // Each stratum is judged on its own too: order within it.
            let mut by_stratum: Vec<Tally> = (0..count).map(|_| Tally::new(ev, n)).collect();
            for (batch, outcomes) in judge_rx {
                let Batch {
                    cards,
                    strengths,
                    weights,
                    labels,
                } = batch;
                for (i, ((hand, &s), o)) in
                    cards.chunks(n).zip(&strengths).zip(&outcomes).enumerate()
                {
                    if matches!(o, Outcome::Failed(f) if f.kind == FailureKind::NotRun) {
                        continue;
                    }
                    let weight = weights.get(i).map_or(1, |&w| u64::from(w));
                    tally.add(hand, s, o, weight);
                    if let Some(t) = labels
                        .get(i)
                        .and_then(|&l| by_stratum.get_mut(usize::from(l)))
                    {
                        t.add(hand, s, o, weight);
                    }
                }
                progress.update(tally.hands);
            }
            (tally, by_stratum)
        });
        for batch in hands_rx {
            if subject.given_up().is_some() || !keep_going() {
                break;
            }
            let outcomes = subject.evaluate_uniform(n, &batch.cards);
            if judge_tx.send((batch, outcomes)).is_err() {
                break;
            }
        }
        drop(judge_tx);
        let (tally, by_stratum) = judge.join().expect("the judging thread");
        let strata = strata
            .into_iter()
            .zip(by_stratum)
            .map(|(id, t)| t.finish_stratum(id))
            .collect();
        tally.finish(name, started.elapsed()).with_strata(strata)
    })
}

/// The reference's verdict as text: `straight 4.3` style, our strength.
fn expected_text(game: &Game, s: u16) -> String {
    format!("{} (reference strength {s})", category_in(game, s).token())
}

struct Tally<'a> {
    ev: &'a dyn Evaluator,
    n: usize,
    hands: u64,
    agreed: u64,
    skipped: u64,
    problems: Findings<ProblemKind, Vec<HandExample>>,
    /// By reference strength: the strengths the evaluator gave its hands.
    high: OrderBook,
    /// In a hi-lo game, the same for the low half: by the reference's low
    /// strength (1 to 56), the evaluator's low strengths.
    low: OrderBook,
    /// Answers with a strength the evaluator did not declare.
    undeclared_strengths: u64,
    /// How many hands the hand being judged stands for.
    weight: u64,
    /// The game's reference, for the low half of a hi-lo game.
    low_reference: Option<Arc<dyn Evaluator>>,
}

impl<'a> Tally<'a> {
    fn new(ev: &'a dyn Evaluator, n: usize) -> Tally<'a> {
        Tally {
            ev,
            n,
            hands: 0,
            agreed: 0,
            skipped: 0,
            problems: Findings::default(),
            high: OrderBook::default(),
            low: OrderBook::default(),
            undeclared_strengths: 0,
            weight: 1,
            low_reference: ev
                .game()
                .is_hi_lo()
                .then(|| showdown_evaluators::games::reference_for(ev.game())),
        }
    }

    fn note(&mut self, kind: ProblemKind, example: Vec<HandExample>) {
        self.problems.add(kind, self.weight, example);
    }

    fn documented(&self, kind: ProblemKind, example: &[HandExample]) -> Option<String> {
        let want = match kind {
            ProblemKind::Category { .. } => DeviationKind::Category,
            ProblemKind::Order | ProblemKind::Merged | ProblemKind::Split => DeviationKind::Order,
            ProblemKind::Rejected => DeviationKind::Rejection,
            ProblemKind::Low(_)
            | ProblemKind::LowOrder
            | ProblemKind::LowMerged
            | ProblemKind::LowSplit => DeviationKind::Low,
            _ => return None,
        };
        self.ev
            .deviations()
            .iter()
            .find(|d| d.kind == want && example.iter().any(|h| (d.applies)(&h.cards)))
            .map(|d| d.id.to_string())
    }

    /// Judges one hand that stands for `weight` hands (its class's size in
    /// a sweep up to renaming suits, else 1).
    fn add(&mut self, cards: &[Card], reference: u16, outcome: &Outcome, weight: u64) {
        self.weight = weight;
        self.hands += weight;
        let one = |got: String, stderr: String| {
            vec![HandExample {
                cards: cards.to_vec(),
                got,
                expected: expected_text(self.ev.game(), reference),
                stderr,
            }]
        };
        match outcome {
            Outcome::Skipped(_) => self.skipped += weight,
            Outcome::Rejected(_) => self.note(
                ProblemKind::Rejected,
                one(outcome.to_string(), String::new()),
            ),
            Outcome::Failed(f) => self.note(
                ProblemKind::Failure(f.kind),
                one(outcome.to_string(), f.stderr.clone()),
            ),
            Outcome::Verdict(v) => {
                let expected = category_in(self.ev.game(), reference);
                let mut ok = true;
                if let Finding::Category { got, .. } = Finding::of_answer(expected, Some(v)) {
                    ok = false;
                    self.note(
                        ProblemKind::Category { expected, got },
                        one(v.to_protocol(), String::new()),
                    );
                }
                if let Some(r) = &self.low_reference {
                    let want = showdown_evaluators::games::evaluate_joined(&**r, cards)
                        .map(|v| v.low)
                        .unwrap_or_default();
                    if let Some(problem) = crate::hilo::LowProblem::of(&v.low, &want) {
                        ok = false;
                        let mut example = one(v.to_protocol(), String::new());
                        example[0].expected = format!(
                            "{} / {}",
                            example[0].expected,
                            crate::hilo::low_text_of(&want)
                        );
                        self.note(ProblemKind::Low(problem), example);
                    } else if let (Some(s), Some(r)) = (
                        crate::hilo::low_strength(&v.low),
                        hi_lo::low_strength_of(&want).filter(|&r| r > 0),
                    ) {
                        // Both have a low: judge its strength by the
                        // reference's low class, as the high half's.
                        self.class(Half::Low, cards, u16::from(r), s);
                    }
                }
                // Strengths are judged whenever they come, declared or not:
                // an evaluator is never let off because a flag was missing.
                match (v.strength, self.ev.gives_strength()) {
                    (None, true) => {
                        ok = false;
                        self.note(
                            ProblemKind::MissingStrength,
                            one(v.to_protocol(), String::new()),
                        );
                    }
                    (None, false) => {}
                    (Some(s), declared) => {
                        if !declared {
                            self.undeclared_strengths += weight;
                        }
                        self.class(Half::High, cards, reference, s);
                    }
                }
                if ok {
                    self.agreed += weight;
                }
            }
        }
    }

    /// The reference's answer for a class of one half, as examples show it
    /// (`straight 16384`, `low 8-6-4-2-A`).
    fn expected_in(&self, half: Half, reference: u16) -> String {
        match half {
            Half::High => expected_text(self.ev.game(), reference),
            Half::Low => {
                let low = Low::Qualifies(Some(Strength::single(i64::from(reference))));
                format!("low {}", crate::hilo::low_text_of(&low))
            }
        }
    }

    /// The evaluator's strength of one half, as examples show it.
    fn got_in(half: Half, s: &Strength) -> String {
        match half {
            Half::High => s.to_string(),
            Half::Low => format!("low {s}"),
        }
    }

    /// Notes the evaluator's strength `s` (of `half`) for a hand of the
    /// reference class `reference`.
    fn class(&mut self, half: Half, cards: &[Card], reference: u16, s: Strength) {
        let book = match half {
            Half::High => &mut self.high,
            Half::Low => &mut self.low,
        };
        book.add(reference, s, Example::of(cards));
    }

    /// Order problems of one half, read off its order book: split classes,
    /// merged and inverted neighbours, each counted with the pair of hands
    /// of the weakest class showing it.
    fn order_problems(&mut self, half: Half, book: &OrderBook) {
        let f = book.figures();
        let kinds = half.kinds();
        for (count, anomaly, kind) in [
            (f.split, f.split_example, kinds.split),
            (f.merged, f.merged_example, kinds.merged),
            (f.inverted, f.inverted_example, kinds.order),
        ] {
            let Some(a) = anomaly.filter(|_| count > 0) else {
                continue;
            };
            let hand = |cards: Example, got: &Strength, reference: u16| HandExample {
                cards: cards.cards(),
                got: Self::got_in(half, got),
                expected: self.expected_in(half, reference),
                stderr: String::new(),
            };
            let example = vec![
                hand(a.hand_a, &a.strength_a, a.reference),
                hand(a.hand_b, &a.strength_b, a.reference_b),
            ];
            self.problems.add(kind, count as u64, example);
        }
    }

    fn finish(mut self, name: String, elapsed: Duration) -> Section {
        // Order problems count classes and pairs of classes, not hands.
        let high = std::mem::take(&mut self.high);
        self.order_problems(Half::High, &high);
        let low = std::mem::take(&mut self.low);
        self.order_problems(Half::Low, &low);
        let found = std::mem::take(&mut self.problems);
        let problems: Vec<Problem> = found
            .into_iter()
            .map(|(kind, f)| Problem {
                kind,
                count: f.count,
                documented: self.documented(kind, &f.example),
                example: f.example,
                shrunk_from: None,
            })
            .collect();
        Section {
            name,
            cards: self.n,
            hands: self.hands,
            agreed: self.agreed,
            skipped: self.skipped,
            elapsed,
            problems,
            undeclared_strengths: self.undeclared_strengths,
            strata: Vec::new(),
        }
    }

    /// The tally of one stratum's hands, as its report.
    fn finish_stratum(self, id: String) -> StratumReport {
        let s = self.finish(id, Duration::ZERO);
        StratumReport {
            id: s.name,
            hands: s.hands,
            agreed: s.agreed,
            problems: s.problems,
        }
    }
}

/// Which half of an answer a tally's classes judge: the high (every game)
/// or, in a hi-lo game, the low.
#[derive(Clone, Copy, Debug)]
enum Half {
    High,
    Low,
}

/// The problems a half's classes show.
struct OrderKinds {
    order: ProblemKind,
    merged: ProblemKind,
    split: ProblemKind,
}

impl Half {
    const fn kinds(self) -> OrderKinds {
        match self {
            Half::High => OrderKinds {
                order: ProblemKind::Order,
                merged: ProblemKind::Merged,
                split: ProblemKind::Split,
            },
            Half::Low => OrderKinds {
                order: ProblemKind::LowOrder,
                merged: ProblemKind::LowMerged,
                split: ProblemKind::LowSplit,
            },
        }
    }
}

/// What a check concludes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckVerdict {
    /// Every hand checked was right, and hands were checked.
    Conformant,
    /// Problems were found (or nothing could be checked).
    NotConformant,
    /// The program never answered, or stopped answering.
    NotResponding,
    /// Shared vectors failed to load: the check cannot be trusted.
    BrokenVectors,
    /// Interrupted, or a deadline passed: the report is partial.
    Interrupted,
}

impl CheckVerdict {
    /// The exit status the CLI gives it: 0 conformant, 1 not conformant,
    /// 2 not responding or broken vectors, 3 interrupted.
    pub const fn exit_code(self) -> u8 {
        match self {
            CheckVerdict::Conformant => 0,
            CheckVerdict::NotConformant => 1,
            CheckVerdict::NotResponding | CheckVerdict::BrokenVectors => 2,
            CheckVerdict::Interrupted => 3,
        }
    }

    /// `conformant`, `not-conformant`, `not-responding`, `broken-vectors`,
    /// `interrupted`.
    pub const fn token(self) -> &'static str {
        match self {
            CheckVerdict::Conformant => "conformant",
            CheckVerdict::NotConformant => "not-conformant",
            CheckVerdict::NotResponding => "not-responding",
            CheckVerdict::BrokenVectors => "broken-vectors",
            CheckVerdict::Interrupted => "interrupted",
        }
    }
}

impl ConformanceReport {
    /// What the check concludes.
    pub fn verdict(&self) -> CheckVerdict {
        if !self.vector_errors.is_empty() {
            return CheckVerdict::BrokenVectors;
        }
        match self.given_up.as_ref().map(|g| g.reason) {
            Some(StopReason::NeverStarted | StopReason::NotResponding) => {
                return CheckVerdict::NotResponding
            }
            Some(StopReason::Deadline | StopReason::Interrupted) => {
                return CheckVerdict::Interrupted
            }
            Some(StopReason::TooManyRestarts) => return CheckVerdict::NotConformant,
            None => {}
        }
        let input_ok = !self.strict_input || self.bad_input.iter().all(|b| b.handling.acceptable());
        if self.sections.iter().all(Section::ok) && self.hands_agreed() > 0 && input_ok {
            CheckVerdict::Conformant
        } else {
            CheckVerdict::NotConformant
        }
    }

    /// No disagreement, no failure, and at least one hand checked.
    pub fn conformant(&self) -> bool {
        self.verdict() == CheckVerdict::Conformant
    }

    /// Whether the evaluator never answered at all (a start error).
    pub fn never_started(&self) -> bool {
        self.verdict() == CheckVerdict::NotResponding && self.hands_agreed() == 0
    }

    fn hands_agreed(&self) -> u64 {
        self.sections.iter().map(|s| s.agreed).sum()
    }

    /// The verdict line: `CONFORMANT`, `NOT CONFORMANT (2 kind(s) of problem)`, …
    pub fn verdict_line(&self) -> String {
        let problems = self.problems().len();
        let judged: u64 = self.sections.iter().map(|s| s.hands).sum();
        match self.verdict() {
            CheckVerdict::Conformant => "CONFORMANT".to_string(),
            CheckVerdict::NotConformant if judged == 0 => {
                "NOT CONFORMANT (nothing was checked)".to_string()
            }
            CheckVerdict::NotConformant => {
                format!("NOT CONFORMANT ({} kind(s) of problem)", problems.max(1))
            }
            CheckVerdict::NotResponding => format!(
                "NOT RESPONDING ({} hands judged before it stopped{})",
                crate::numbers::thousands(judged),
                if problems > 0 {
                    format!(", {problems} kind(s) of problem")
                } else {
                    String::new()
                }
            ),
            CheckVerdict::BrokenVectors => format!(
                "COULD NOT CHECK ({} load error(s) in the vectors; fix them or pass --no-vectors)",
                self.vector_errors.len()
            ),
            CheckVerdict::Interrupted => format!(
                "INTERRUPTED (partial report: {} hands judged{})",
                crate::numbers::thousands(judged),
                if problems > 0 {
                    format!(", {problems} kind(s) of problem so far")
                } else {
                    ", no problem so far".to_string()
                }
            ),
        }
    }

    /// Every kind of problem over all sections, with its total count and
    /// the smallest example of all.
    pub fn problems(&self) -> Vec<Problem> {
        let mut by_kind: HashMap<ProblemKind, Problem> = HashMap::new();
        for p in self.sections.iter().flat_map(|s| &s.problems) {
            match by_kind.get_mut(&p.kind) {
                None => {
                    by_kind.insert(p.kind, p.clone());
                }
                Some(q) => {
                    q.count += p.count;
                    if findings::key(&p.example) < findings::key(&q.example) {
                        q.example = p.example.clone();
                        q.documented = p.documented.clone();
                        q.shrunk_from = p.shrunk_from.clone();
                    }
                }
            }
        }
        let mut v: Vec<Problem> = by_kind.into_values().collect();
        v.sort_by_key(|p| p.kind);
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::card::Rank;
    use showdown_evaluators::evaluator::{Domain, Rejected, Strength, Verdict};
    use showdown_evaluators::reference::Reference;

    /// Swaps two kickers: a high-card hand's strength ignores its second card.
    struct LazyKickers(Reference);
    impl Evaluator for LazyKickers {
        fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
            static INFO: showdown_evaluators::EvaluatorInfo =
                showdown_evaluators::EvaluatorInfo::holdem(
                    "lazy-kickers",
                    Domain::exactly(5),
                    true,
                    "test",
                    "test",
                );
            &INFO
        }
        fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
            let c = self.0.category(cards);
            let s = if c == Category::HighCard {
                let mut r: Vec<i64> = cards.iter().map(|c| c.rank().index() as i64).collect();
                r.sort_unstable_by(|a, b| b.cmp(a));
                Strength::new(&[0, r[0]])
            } else {
                Strength::new(&[self.0.strength(cards) as i64])
            };
            Ok(Verdict::new(c, Some(s)))
        }
    }

    /// The reference, except that a flush of clubs is called a high card.
    struct ClubsBlind(Reference);
    impl Evaluator for ClubsBlind {
        fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
            static INFO: showdown_evaluators::EvaluatorInfo =
                showdown_evaluators::EvaluatorInfo::holdem(
                    "clubs-blind",
                    Domain::exactly(5),
                    true,
                    "test",
                    "test",
                );
            &INFO
        }
        fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
            let v = self.0.evaluate(cards)?;
            let clubs = cards.iter().filter(|c| c.suit().letter() == 'c').count();
            Ok(if v.category == Category::Flush && clubs == 5 {
                Verdict::new(Category::HighCard, v.strength)
            } else {
                v
            })
        }
    }

    fn sweep_five(ev: &dyn Evaluator, every_hand: bool) -> ConformanceReport {
        check_with(
            &InProcess(ev),
            &CheckOptions {
                random: 0,
                vectors: None,
                bad_input: false,
                sweep: vec![5],
                every_hand,
                ..CheckOptions::default()
            },
        )
    }

    #[test]
    fn a_sweep_up_to_renaming_suits_judges_as_a_sweep_of_every_hand() {
        let lazy = LazyKickers(Reference::new());
        let by_class = sweep_five(&lazy, false);
        let every = sweep_five(&lazy, true);
        let names: Vec<&str> = by_class.sections.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "suit renamings 5 cards (1958 hands x 24)",
                "sweep 5 cards up to suits (134,459 asked)"
            ]
        );
        assert_eq!(every.sections.len(), 1);
        let (a, b) = (&by_class.sections[1], &every.sections[0]);
        assert_eq!(
            (a.hands, a.agreed, a.skipped),
            (b.hands, b.agreed, b.skipped)
        );
        assert_eq!(a.hands, 2_598_960);
        let kinds = |s: &Section| {
            s.problems
                .iter()
                .map(|p| (p.kind, p.count))
                .collect::<Vec<_>>()
        };
        assert_eq!(kinds(a), kinds(b));
        assert!(by_class.sections[0].ok());
        assert_eq!(by_class.verdict(), every.verdict());
    }

    #[test]
    fn renaming_suits_catches_an_evaluator_that_tells_suits_apart() {
        let report = sweep_five(&ClubsBlind(Reference::new()), false);
        assert!(!report.conformant());
        let renamings = &report.sections[0];
        let p = renamings
            .problems
            .iter()
            .find(|p| p.kind == ProblemKind::SuitRenaming)
            .expect("a suit-renaming problem");
        let (a, b) = (&p.example[0], &p.example[1]);
        assert_ne!(a.got, b.got);
        assert_eq!(
            crate::suit_classes::canonical_key(&a.cards),
            crate::suit_classes::canonical_key(&b.cards)
        );
        assert!(report
            .to_text()
            .contains("renaming the suits changes the answer"));
    }

    #[test]
    fn the_reference_conforms_and_a_kicker_bug_is_caught() {
        let r = Reference::new();
        let report = check(&r);
        assert!(report.conformant(), "{}", report.to_text());
        let random = report
            .sections
            .iter()
            .filter(|s| s.name.starts_with("random"))
            .count();
        assert_eq!(random, 7);
        let lazy = LazyKickers(Reference::new());
        let report = check(&lazy);
        assert!(!report.conformant());
        let kinds: Vec<ProblemKind> = report.problems().iter().map(|p| p.kind).collect();
        assert!(kinds.contains(&ProblemKind::Merged), "{kinds:?}");
        assert!(!kinds.contains(&ProblemKind::Split), "{kinds:?}");
        let text = report.to_text();
        assert!(
            text.contains("hands of different strength score equal"),
            "{text}"
        );
        assert!(report.to_junit().contains("<failure"));
        assert_eq!(report.to_json()["conformant"], false);
    }

    /// Calls any straight with an ace in it "high card" (the wheel bug, for
    /// every straight holding an ace).
    struct AceNeverLow(Reference);

    impl Evaluator for AceNeverLow {
        fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
            static INFO: showdown_evaluators::EvaluatorInfo =
                showdown_evaluators::EvaluatorInfo::holdem(
                    "ace-never-low",
                    Domain::range(5, 7),
                    false,
                    "test",
                    "test",
                );
            &INFO
        }
        fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
            let mut c = self.0.category(cards);
            let wheel = [Rank::Ace, Rank::Two, Rank::Three, Rank::Four, Rank::Five]
                .iter()
                .all(|r| cards.iter().any(|x| x.rank() == *r));
            let six_high = [Rank::Six, Rank::Two, Rank::Three, Rank::Four, Rank::Five]
                .iter()
                .all(|r| cards.iter().any(|x| x.rank() == *r));
            if c == Category::Straight && wheel && !six_high {
                c = Category::HighCard;
            }
            Ok(Verdict::new(c, None))
        }
    }

    #[test]
    fn examples_are_shrunk_to_the_fewest_cards_and_lowest_ranks() {
        let ev = AceNeverLow(Reference::new());
        let report = check_with(
            &InProcess(&ev),
            &CheckOptions {
                vectors: None,
                random: 200_000,
                cards: Some(vec![5, 6, 7]),
                ..CheckOptions::default()
            },
        );
        let p = report
            .problems()
            .into_iter()
            .find(|p| matches!(p.kind, ProblemKind::Category { .. }))
            .expect("the wheel bug is found");
        let hand = &p.example[0].cards;
        // A plain wheel of five cards is the smallest hand that shows it.
        assert_eq!(hand.len(), 5, "{}", format_cards(hand));
        let mut ranks: Vec<Rank> = hand.iter().map(|c| c.rank()).collect();
        ranks.sort();
        assert_eq!(
            ranks,
            vec![Rank::Two, Rank::Three, Rank::Four, Rank::Five, Rank::Ace],
            "{}",
            format_cards(hand)
        );
        // The seven-card part found it on seven cards and shrank it.
        let seven = report.sections.iter().find(|s| s.cards == 7).unwrap();
        let p7 = &seven.problems[0];
        assert_eq!(p7.example[0].cards.len(), 5);
        assert_eq!(p7.shrunk_from.as_ref().map(Vec::len), Some(7));
    }

    #[test]
    fn strata_reach_rare_hands_and_are_reported_per_stratum() {
        let ev = AceNeverLow(Reference::new());
        let opts = CheckOptions {
            vectors: None,
            random: 2_000,
            cards: Some(vec![5, 7]),
            bad_input: false,
            ..CheckOptions::default()
        };
        let report = check_with(&InProcess(&ev), &opts);
        let five = report.sections.iter().find(|s| s.cards == 5).unwrap();
        assert_eq!(five.strata[0].id, "uniform");
        assert_eq!(five.strata[0].hands, 2_000);
        let wheel = five.strata.iter().find(|t| t.id == "wheel").unwrap();
        // Every hand of the wheel stratum is a plain wheel: all wrong.
        assert_eq!(wheel.hands, 200);
        assert_eq!(wheel.problems.len(), 1, "{:?}", wheel.problems);
        assert_eq!(wheel.problems[0].count, 200);
        assert_eq!(
            five.hands,
            five.strata.iter().map(|t| t.hands).sum::<u64>(),
            "every hand belongs to one stratum"
        );
        let text = report.to_text();
        assert!(text.contains("FAILED in wheel (200 hands)"), "{text}");
        for line in text.lines().filter(|l| l.starts_with("    ")) {
            assert!(line.chars().count() <= 100, "too wide: {line}");
        }
        let json = report.to_json();
        let strata = json["sections"][0]["strata"].as_array().unwrap();
        assert!(strata.iter().any(|t| t["id"] == "steel-wheel"));
        assert!(report.to_junit().contains("FAILED in wheel"));
        // Without strata: the uniform hands only, as before.
        let uniform = check_with(
            &InProcess(&ev),
            &CheckOptions {
                strata: false,
                ..opts
            },
        );
        assert_eq!(uniform.sections[0].hands, 2_000);
        assert_eq!(uniform.sections[0].strata.len(), 1);
    }

    /// Two trips scored by the lower trips (godot-check-hand's rule):
    /// categories right, order wrong only among two-trips hands.
    struct LowerTrips(Reference);

    impl Evaluator for LowerTrips {
        fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
            static INFO: showdown_evaluators::EvaluatorInfo =
                showdown_evaluators::EvaluatorInfo::holdem(
                    "lower-trips",
                    Domain::range(6, 7),
                    true,
                    "test",
                    "test",
                );
            &INFO
        }
        fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
            let mut count = [0u8; 13];
            for c in cards {
                count[c.rank().index() as usize] += 1;
            }
            let trips: Vec<usize> = (0..13).filter(|&r| count[r] == 3).collect();
            let s = if trips.len() == 2 {
                // The lower trips with the higher as the pair.
                let (lo, hi) = (trips[0] as i64, trips[1] as i64);
                Strength::new(&[6, lo, hi])
            } else {
                let s = i64::from(self.0.strength(cards));
                Strength::new(&[s >> 12, s & 0xFFF, 0])
            };
            Ok(Verdict::new(self.0.category(cards), Some(s)))
        }
    }

    #[test]
    fn order_is_judged_within_a_stratum() {
        let ev = LowerTrips(Reference::new());
        let report = check_with(
            &InProcess(&ev),
            &CheckOptions {
                vectors: None,
                random: 1_000,
                cards: Some(vec![6]),
                bad_input: false,
                ..CheckOptions::default()
            },
        );
        let six = &report.sections[0];
        let two_trips = six.strata.iter().find(|t| t.id == "two-trips").unwrap();
        let kinds: Vec<ProblemKind> = two_trips.problems.iter().map(|p| p.kind).collect();
        assert!(
            kinds.iter().any(|k| matches!(
                k,
                ProblemKind::Order | ProblemKind::Split | ProblemKind::Merged
            )),
            "{kinds:?}"
        );
        // Both hands of the stratum's order example are two trips.
        let p = two_trips
            .problems
            .iter()
            .find(|p| p.example.len() == 2)
            .unwrap();
        for h in &p.example {
            let mut count = [0u8; 13];
            for c in &h.cards {
                count[c.rank().index() as usize] += 1;
            }
            assert_eq!(
                count.iter().filter(|&&c| c == 3).count(),
                2,
                "{}",
                format_cards(&h.cards)
            );
        }
        assert!(!report.conformant());
    }

    /// The reference's answers, on anything it is given (never refuses).
    struct Accepting(Reference);

    impl Evaluator for Accepting {
        fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
            static INFO: showdown_evaluators::EvaluatorInfo =
                showdown_evaluators::EvaluatorInfo::holdem(
                    "accepting",
                    Domain::range(5, 7),
                    true,
                    "test",
                    "test",
                );
            &INFO
        }
        fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
            let first: Vec<Card> = cards.iter().take(7).copied().collect();
            let s = Strength::single(i64::from(self.0.strength(&first)));
            Ok(Verdict::new(self.0.category(&first), Some(s)))
        }
    }

    #[test]
    fn bad_input_is_reported_and_counts_only_when_strict() {
        let ev = Accepting(Reference::new());
        let opts = CheckOptions {
            vectors: None,
            random: 2_000,
            ..CheckOptions::default()
        };
        let lenient = check_with(&InProcess(&ev), &opts);
        let tokens: Vec<&str> = lenient
            .bad_input
            .iter()
            .map(|b| b.handling.token())
            .collect();
        assert_eq!(
            tokens,
            ["answers anyway", "n/a", "answers anyway"],
            "{}",
            lenient.to_text()
        );
        assert!(lenient.conformant(), "{}", lenient.to_text());
        assert!(lenient.to_text().contains("bad input (informational"));
        let strict = check_with(
            &InProcess(&ev),
            &CheckOptions {
                strict_input: true,
                ..opts
            },
        );
        assert_eq!(strict.verdict(), CheckVerdict::NotConformant);
        // The reference itself refuses what it must.
        let r = Reference::new();
        let reference = check_with(
            &InProcess(&r),
            &CheckOptions {
                strict_input: true,
                vectors: None,
                random: 1_000,
                ..CheckOptions::default()
            },
        );
        assert!(reference.conformant(), "{}", reference.to_text());
    }

    /// A hi-lo reference whose low strengths are rewritten by `how` (the
    /// reference's strength and the hand): the high half stays right.
    struct LowMangled {
        base: Arc<dyn Evaluator>,
        info: showdown_evaluators::EvaluatorInfo,
        how: fn(i64, &[Card]) -> i64,
    }

    impl LowMangled {
        fn new(game: &'static Game, how: fn(i64, &[Card]) -> i64) -> LowMangled {
            let base = showdown_evaluators::games::reference_for(game);
            let mut info = base.info().clone();
            info.name = "low-mangled".into();
            LowMangled { base, info, how }
        }

        fn mangle(&self, v: Verdict, cards: &[Card]) -> Verdict {
            let low = match v.low {
                Low::Qualifies(Some(s)) => {
                    Low::Qualifies(Some(Strength::single((self.how)(s.parts()[0], cards))))
                }
                other => other,
            };
            v.with_low(low)
        }
    }

    impl Evaluator for LowMangled {
        fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
            &self.info
        }
        fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
            Ok(self.mangle(self.base.evaluate(cards)?, cards))
        }
        fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
            let joined: Vec<Card> = hole.iter().chain(board).copied().collect();
            Ok(self.mangle(self.base.evaluate_deal(hole, board)?, &joined))
        }
    }

    fn low_kinds(ev: &dyn Evaluator) -> (Vec<ProblemKind>, ConformanceReport) {
        let opts = CheckOptions {
            vectors: None,
            random: 3_000,
            ..CheckOptions::default()
        };
        let report = check_with(&InProcess(ev), &opts);
        (report.problems().iter().map(|p| p.kind).collect(), report)
    }

    #[test]
    fn the_hi_lo_references_conform_low_order_included() {
        for game in [
            &showdown_evaluators::game::STUD_HI_LO,
            &showdown_evaluators::game::OMAHA_HI_LO,
        ] {
            let same = LowMangled::new(game, |s, _| s);
            let (kinds, report) = low_kinds(&same);
            assert!(kinds.is_empty(), "{}", report.to_text());
            assert!(report.conformant());
        }
    }

    #[test]
    fn mis_ordered_lows_are_reported_as_low_order_problems() {
        use showdown_evaluators::game::{OMAHA_HI_LO, STUD_HI_LO};
        // The low strengths reversed: the wheel worst, 8-7-6-5-4 best.
        for game in [&STUD_HI_LO, &OMAHA_HI_LO] {
            let reversed = LowMangled::new(game, |s, _| -s);
            let (kinds, report) = low_kinds(&reversed);
            assert_eq!(kinds, [ProblemKind::LowOrder], "{}", report.to_text());
            let p = &report.problems()[0];
            assert_eq!(p.example.len(), 2);
            assert!(p.example[0].expected.starts_with("low "), "{:?}", p.example);
            let text = report.to_text();
            assert!(
                text.contains("low order: a worse low scores above"),
                "{text}"
            );
            assert!(report.to_json().to_string().contains("low:order"));
            assert!(report.to_junit().contains("low:order"));
        }
        // One low swapped with its neighbour only: 8-7-6-5-4 above 8-7-6-5-3.
        let swapped = LowMangled::new(&STUD_HI_LO, |s, _| match s {
            1 => 2,
            2 => 1,
            s => s,
        });
        let (kinds, report) = low_kinds(&swapped);
        assert_eq!(kinds, [ProblemKind::LowOrder], "{}", report.to_text());
        let p = &report.problems()[0];
        assert!(p.count >= 1);
        assert_eq!(
            (
                p.example[0].expected.as_str(),
                p.example[1].expected.as_str()
            ),
            ("low 8-7-6-5-4", "low 8-7-6-5-3")
        );
        // Two lows on one strength, and one low on two.
        let merged = LowMangled::new(&STUD_HI_LO, |s, _| s / 2);
        let (kinds, report) = low_kinds(&merged);
        assert_eq!(kinds, [ProblemKind::LowMerged], "{}", report.to_text());
        let split = LowMangled::new(&OMAHA_HI_LO, |s, cards| {
            2 * s + i64::from(cards[0].index() % 2)
        });
        let (kinds, report) = low_kinds(&split);
        assert_eq!(kinds, [ProblemKind::LowSplit], "{}", report.to_text());
    }

    #[test]
    fn the_any_low_lessons_better_lows_are_low_order_problems_it_documents() {
        let lesson = showdown_evaluators::games::hi_lo::OmahaHiLoAnyLow;
        let (kinds, report) = low_kinds(&lesson);
        assert!(
            kinds.contains(&ProblemKind::LowSplit),
            "{}",
            report.to_text()
        );
        for p in report.problems() {
            assert!(p.documented.is_some(), "{}", report.to_text());
        }
    }
}
