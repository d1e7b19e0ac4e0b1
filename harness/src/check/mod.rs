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

mod bad_input;
pub mod budget;
mod diagnosis;
mod options;
mod problem;
mod run;
mod shrink;
mod subject;
mod tally;
#[cfg(test)]
mod tests;
mod verdict;

pub use bad_input::{BadInput, Handling};
pub use options::CheckOptions;
pub use problem::{
    ConformanceReport, HandExample, Problem, ProblemKind, Section, StratumReport,
    SHRUNK_AS_FAR_AS_ALLOWED,
};
pub use subject::{InProcess, Subject};
pub use verdict::CheckVerdict;

use crate::engine::source::{Enumeration, GameReference, Source};
use crate::strata::Stratum;

use self::run::*;
use self::shrink::*;
use self::subject::probe_bad_input;
use showdown_evaluators::category::Category;
use showdown_evaluators::combinations::binomial;
use showdown_evaluators::evaluator::Evaluator;
use showdown_evaluators::game::Game;
use showdown_evaluators::reference::category_of;
use std::time::{Duration, Instant};

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

/// How long past its budget a check may run: the wait in flight, and the
/// report (the parts share the budget; this is not a part's share).
pub const BUDGET_GRACE: Duration = Duration::from_secs(2);

/// Runs the random tests and sweeps of `opts` on `subject`. With a budget,
/// every part that asks the subject — the vectors, the random hands,
/// shrinking and the bad-input probes — ends by the budget (and
/// [`BUDGET_GRACE`]) after the start; the sweeps have their own deadline,
/// and the budget's clock stops while they run.
pub fn check_with(subject: &dyn Subject, opts: &CheckOptions) -> ConformanceReport {
    let ev = subject.evaluator();
    let budget_deadline = opts.budget.map(|b| Instant::now() + b + BUDGET_GRACE);
    subject.set_deadline(budget_deadline);
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
        budget_deadline,
    };
    let mut vector_errors = Vec::new();
    let mut sizing_report = None;
    if let Some(source) = &opts.vectors {
        let (section, errors) = vectors_section(subject, source);
        vector_errors = errors;
        run.sections.push(section);
    }
    let game = ev.game();
    if opts.random > 0 {
        // Every deal of n cards: in a game with hole cards, each split of
        // them into hole cards and a board (9 cards: 4 + 5, 5 + 4, 6 + 3).
        let parts: Vec<RandomPart> = counts
            .iter()
            .flat_map(|&n| {
                let deals = if game.has_hole_cards() {
                    showdown_evaluators::games::omaha::deals_of(n)
                } else {
                    vec![(0, n)]
                };
                deals
                    .into_iter()
                    .map(move |(hole, board)| RandomPart::new(game, n, (hole, board), opts))
            })
            .collect();
        let (per_stratum, uniform) = match opts.budget {
            Some(budget) if !run.should_stop() => {
                let sizing = size_random_part(&mut run, &parts, budget);
                let planned = (sizing.per_stratum, sizing.uniform);
                sizing_report = Some(sizing);
                planned
            }
            _ => (full_stratum_share(opts.random), opts.random),
        };
        for part in parts {
            let plan: Vec<(Stratum, u64)> = part
                .strata
                .iter()
                .map(|&st| {
                    let count = if st == Stratum::UNIFORM {
                        uniform
                    } else {
                        per_stratum
                    };
                    (st, count)
                })
                .collect();
            let ids = part.strata.iter().map(Stratum::id).collect();
            let source = Source::Random {
                game,
                n: part.n,
                hole: part.hole,
                seed: part.seed,
                plan,
            };
            run.section_strata(part.name, ids, source, batch_size);
        }
    }
    let up_to_suits = !opts.every_hand
        && ev.order() == showdown_evaluators::evaluator::CardOrder::Free
        && !game.has_hole_cards();
    let sweeps_started = Instant::now();
    if !opts.sweep.is_empty() {
        run.pause_budget();
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
        run.estimate_sweeps(asked, opts.sweep[0]);
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
    if !opts.sweep.is_empty() {
        run.resume_budget(budget_deadline.map(|d| d + sweeps_started.elapsed()));
    }
    // A spent budget still lets shrinking mark the examples it did not
    // reach; any other stop leaves them as found.
    if !run.halted() {
        shrink_examples(
            subject,
            &mut run.sections,
            &counts_checked(&counts, &opts.sweep),
            run.budget_deadline,
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
    let diagnosis = diagnosis::of_sections(ev, &mut run.sections);
    let bad_input = if opts.bad_input && !run.halted() {
        probe_bad_input(subject, run.budget_deadline)
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
        order_only: ev.order_only(),
        sections,
        incidents: incidents.into_iter().chain(subject.incidents()).collect(),
        notes,
        vector_errors,
        bad_input,
        strict_input: opts.strict_input,
        given_up: subject.given_up().or(stop),
        budget: sizing_report,
        diagnosis,
    }
}

/// One card count's random part, before its hands are counted.
struct RandomPart {
    n: usize,
    /// Hole cards of each deal (0 in a game without them).
    hole: usize,
    seed: u64,
    name: String,
    /// The uniform stratum first, then the others (or the uniform alone).
    strata: Vec<Stratum>,
}

impl RandomPart {
    fn new(
        game: &'static Game,
        n: usize,
        (hole, board): (usize, usize),
        opts: &CheckOptions,
    ) -> RandomPart {
        let mut seed = opts.seed ^ (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        if game.has_hole_cards() && (hole, board) != omaha_default(n) {
            seed ^= (hole as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        }
        let name = if game.has_hole_cards() {
            format!("random {hole} hole + {board} board (seed {})", opts.seed)
        } else {
            format!("random {n} cards (seed {})", opts.seed)
        };
        let strata = if opts.strata {
            crate::strata::strata_for_deal(game, hole, board)
        } else {
            vec![Stratum::UNIFORM]
        };
        RandomPart {
            n,
            hole,
            seed,
            name,
            strata,
        }
    }
}

/// Times the subject on each part's first uniform hands and plans the
/// random part to fit `budget` ([`budget::plan`]); the time spent timing
/// counts against the budget.
fn size_random_part(run: &mut Run<'_>, parts: &[RandomPart], budget: Duration) -> budget::Sizing {
    let opts = run.opts;
    let game = run.subject.evaluator().game();
    let started = Instant::now();
    // At most a tenth of the budget on timing, split over the card counts.
    let enough = budget / (10 * parts.len().max(1) as u32);
    let cancel = &opts.cancel;
    let keep_going = || !cancel.load(std::sync::atomic::Ordering::Relaxed);
    let progress = &*opts.progress;
    progress.start(
        "timing the first hands",
        budget::MEASURED_HANDS * parts.len() as u64,
    );
    let mut speeds = Vec::new();
    for part in parts {
        let first = Source::Random {
            game,
            n: part.n,
            hole: part.hole,
            seed: part.seed,
            plan: vec![(Stratum::UNIFORM, budget::MEASURED_HANDS)],
        };
        let speed = budget::measure(run.subject, &first, enough, &keep_going);
        speeds.push(speed);
    }
    progress.finish();
    let spent = started.elapsed();
    let full_uniform = opts.random;
    let full_per_stratum = full_stratum_share(opts.random);
    let with_strata: Vec<(usize, budget::Speed)> = parts
        .iter()
        .zip(&speeds)
        .map(|(p, &s)| (p.strata.len() - 1, s))
        .collect();
    let (per_stratum, uniform) =
        budget::plan(budget, spent, full_per_stratum, full_uniform, &with_strata);
    let estimate = spent.as_secs_f64() + budget::predict(&with_strata, per_stratum, uniform);
    budget::Sizing {
        budget,
        speeds,
        per_stratum,
        uniform,
        full_per_stratum,
        full_uniform,
        strata: parts.iter().any(|p| p.strata.len() > 1),
        estimate: Duration::from_secs_f64(estimate),
    }
}

/// Hands per stratum (other than the uniform one) of the full random part
/// of `random` uniform hands: a tenth, at least one.
fn full_stratum_share(random: u64) -> u64 {
    (random / 10).max(1)
}

/// How many hands a stratum gets when `random` hands are uniform: all of
/// them for the uniform stratum, a tenth (at least one) for every other.
pub fn stratum_share(stratum: Stratum, random: u64) -> u64 {
    if stratum == Stratum::UNIFORM {
        random
    } else {
        full_stratum_share(random)
    }
}

/// The category a reference strength stands for in `game`.
pub(super) fn category_in(game: &Game, strength: u16) -> Category {
    game.categories
        .get(usize::from(strength >> 12))
        .copied()
        .unwrap_or(category_of(strength))
}

/// The card counts hands were checked at, ascending.
pub(super) fn counts_checked(random: &[usize], sweep: &[usize]) -> Vec<usize> {
    let mut c: Vec<usize> = random.iter().chain(sweep).copied().collect();
    c.sort_unstable();
    c.dedup();
    c
}

/// The deal `n` joined cards stand for when nothing marks another (the
/// largest board), whose random hands keep the seed they always had.
fn omaha_default(n: usize) -> (usize, usize) {
    showdown_evaluators::games::omaha::split_counts(n)
}
