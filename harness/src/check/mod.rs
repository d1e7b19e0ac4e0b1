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
pub use problem::{ConformanceReport, HandExample, Problem, ProblemKind, Section, StratumReport};
pub use subject::{InProcess, Subject};
pub use verdict::CheckVerdict;

use crate::engine::source::{Enumeration, GameReference, Source};
use crate::strata::Stratum;

use self::bad_input::*;
use self::run::*;
use self::shrink::*;
use showdown_evaluators::category::Category;
use showdown_evaluators::combinations::binomial;
use showdown_evaluators::evaluator::Evaluator;
use showdown_evaluators::game::Game;
use showdown_evaluators::reference::category_of;
use std::time::Instant;

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
    let diagnosis = diagnosis::of_sections(ev, &mut run.sections);
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
        diagnosis,
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
