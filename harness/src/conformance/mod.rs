//! `check`: the whole verdict on one evaluator, in process or external —
//! random differential tests and exhaustive sweeps against the reference,
//! with a minimal example of every kind of disagreement, and hands/s.
//!
//! For a user's own `cargo test`: [`assert_conforms`], whose example opens
//! the crate's documentation.

mod bad_input;
mod copies;
mod diagnosis;
mod history;
mod judging;
mod left_out;
mod options;
mod parts;
mod pipeline;
pub mod plan;
mod problem;
mod shrink;
mod subject;
#[cfg(test)]
mod tests;
mod verdict;

pub use bad_input::{BadInput, Handling};
pub use copies::{default_copies, Copies, MAX_DEFAULT_COPIES, MIN_HANDS_PER_COPY};
pub use left_out::{LeftOut, PROBE_HANDS};
pub use options::CheckOptions;
pub use problem::HistoryDependence;
pub use problem::{
    ConformanceReport, HandExample, Problem, ProblemKind, Section, StratumReport,
    SHRUNK_AS_FAR_AS_ALLOWED,
};
pub use subject::{InProcess, Subject};
pub use verdict::CheckVerdict;

use crate::engine::source::{Enumeration, GameReference, Source};

use self::parts::*;
use self::plan::{Part, PartUse, Planner, Shape};
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

/// How long past its budget a check may run: the wait in flight, and the
/// report (the parts share the budget; this is not a part's share).
pub const BUDGET_GRACE: Duration = Duration::from_secs(2);

/// Runs the random tests and sweeps of `opts` on `subject`: the planner
/// ([`plan`]) says what to ask, in which order and within what time; the
/// subject is asked ([`run`]), the answers judged ([`tally`]), and the
/// report says what was covered. With a budget, every part that asks the
/// subject — the vectors, the random hands, shrinking and the bad-input
/// probes — ends by the budget (and [`BUDGET_GRACE`]) after the start; the
/// sweeps asked for with `--sweep` have their own deadline, and the
/// budget's clock stops while they run.
pub fn check_with(subject: &dyn Subject, opts: &CheckOptions) -> ConformanceReport {
    let started = Instant::now();
    // What the subject is asked, kept to ask a fresh copy again.
    let recorded = history::Recorded::new(subject);
    let subject: &dyn Subject = &recorded;
    let ev = subject.evaluator();
    let budget_deadline = opts.budget.map(|b| started + b + BUDGET_GRACE);
    subject.set_deadline(budget_deadline);
    let declared: Vec<usize> = match &opts.cards {
        Some(c) => c.clone(),
        None => ev.domain().counts().collect(),
    };
    // Counts that were only a default, refused whole: left out of
    // everything below, one line in the report.
    let left_out = if opts.counts_by_default {
        left_out::refused_counts(subject, &declared, opts.seed)
    } else {
        Vec::new()
    };
    let counts: Vec<usize> = declared
        .iter()
        .copied()
        .filter(|n| !left_out.iter().any(|l| l.cards == *n))
        .collect();
    let batch_size = opts.batch.min(subject.preferred_batch()).max(1);
    let mut run = Run {
        subject,
        opts,
        sections: Vec::new(),
        incidents: Vec::new(),
        notes: Vec::new(),
        stop: None,
        deadline: None,
        rounds: 0,
        budget_deadline,
    };
    let mut used = Vec::new();
    let mut vector_errors = Vec::new();
    if let Some(source) = &opts.vectors {
        let began = Instant::now();
        let (section, errors) = vectors_section(subject, source, &left_out);
        vector_errors = errors;
        run.sections.push(section);
        used.push((Part::Vectors, began.elapsed()));
    }
    let game = ev.game();
    let up_to_suits = !opts.every_hand
        && ev.order() == showdown_evaluators::evaluator::CardOrder::Free
        && !game.has_hole_cards();
    // Every deal of n cards: in a game with hole cards, each split of them
    // into hole cards and a board (9 cards: 4 + 5, 5 + 4, 6 + 3).
    let deals: Vec<(usize, usize)> = counts
        .iter()
        .flat_map(|&n| {
            if game.has_hole_cards() {
                showdown_evaluators::games::omaha::deals_of(n)
            } else {
                vec![(0, n)]
            }
        })
        .collect();
    let mut parts: Vec<RandomPart> = deals
        .iter()
        .map(|&deal| RandomPart::new(ev, deal, opts))
        .collect();
    let shapes = deals
        .iter()
        .zip(&parts)
        .map(|(&(hole, board), part)| Shape {
            n: hole + board,
            hole,
            strata: part.strata.len() - 1,
            space: space_of(game, hole, board),
            // Counted without enumerating, so that every space is a
            // candidate (the planner sweeps those the rate says fit).
            classes: (up_to_suits && opts.budget.is_some())
                .then(|| suit_sweep_asks(game, hole + board, opts.suit_sample)),
        })
        .collect();
    let mut planner = Planner::new(opts.budget, shapes, opts.random);
    let random_from = started.elapsed();
    if opts.random > 0 {
        ask_random(&mut run, &mut planner, &mut parts, started, &mut used);
    } else {
        parts.clear();
    }
    let random_hands: Vec<(u64, f64)> = parts
        .iter()
        .map(|p| (p.judging.hands(), p.judging.seconds))
        .collect();
    let random_sections: Vec<Section> = parts.into_iter().map(RandomPart::finish).collect();
    let at = run
        .sections
        .iter()
        .position(|s| s.name.starts_with("suit renamings") || s.name.starts_with("sweep "))
        .unwrap_or(run.sections.len());
    run.sections.splice(at..at, random_sections);
    let sweeps_started = Instant::now();
    if !opts.sweep.is_empty() {
        run.pause_budget();
        run.deadline = opts.sweep_deadline.map(|d| Instant::now() + d);
        let asked = opts
            .sweep
            .iter()
            .map(|&n| {
                if up_to_suits {
                    suit_sweep_asks(game, n, opts.suit_sample)
                } else {
                    binomial(game.deck_size() as u64, n as u64)
                }
            })
            .sum();
        run.estimate_sweeps(asked, opts.sweep[0]);
    }
    for &n in &opts.sweep {
        let which = if up_to_suits {
            Enumeration::UpToSuits
        } else {
            Enumeration::EveryHand
        };
        sweep(&mut run, n, which, batch_size, None);
    }
    let problems = run.sections.iter().any(|s| !s.ok());
    if problems {
        planner.found_problems();
    }
    // The sweeps asked for stop the budget's clock: the parts after them
    // keep their shares of it.
    let paused = if opts.sweep.is_empty() {
        Duration::ZERO
    } else {
        let took = sweeps_started.elapsed();
        run.resume_budget(budget_deadline.map(|d| d + took));
        took
    };
    let budget_end = run.budget_deadline;
    let deadline_of = |planner: &Planner, part| {
        let share = planner.deadline(part).map(|d| started + d + paused);
        match (share, budget_end) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    };
    let began = Instant::now();
    // A spent budget still lets shrinking mark the examples it did not
    // reach; any other stop leaves them as found.
    if !run.halted() {
        shrink_examples(
            subject,
            &mut run.sections,
            &counts_checked(&counts, &opts.sweep),
            deadline_of(&planner, Part::Shrink),
        );
    }
    used.push((Part::Shrink, began.elapsed()));
    if subject.copies() > 1 {
        run.notes.push(format!(
            "{} copies of the program were asked at once, each a share of every batch \
             (--jobs 1: one copy, for a program that must not run twice at a time)",
            subject.copies()
        ));
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
    let began = Instant::now();
    // Each kind's smallest example asked again of a fresh copy, by the
    // budget's end or within history::TIME (one start of the program when
    // its answers are a function of the hand).
    let history = if run.halted() {
        Vec::new()
    } else {
        let now = Instant::now();
        let deadline = budget_end.map(|d| d.max(now + history::TIME));
        history::check(&recorded, &mut run.sections, deadline)
    };
    // The models' search keeps its whole share: the time the fresh copies
    // took moves its deadline on, by history::TIME past the budget's end
    // at most.
    let asked_fresh = began.elapsed();
    let diagnosis = diagnosis::of_sections(
        ev,
        &mut run.sections,
        &history,
        deadline_of(&planner, Part::Diagnosis)
            .map(|d| d.max(began) + asked_fresh)
            .map(|d| budget_end.map_or(d, |b| d.min(b.max(began) + history::TIME))),
    );
    used.push((Part::Diagnosis, began.elapsed()));
    let began = Instant::now();
    let bad_input = if opts.bad_input && !run.halted() {
        probe_bad_input(subject, deadline_of(&planner, Part::Probes))
    } else {
        Vec::new()
    };
    used.push((Part::Probes, began.elapsed()));
    let coverage = (!random_hands.is_empty()).then(|| {
        let mut c = planner.coverage(opts.seed, opts.random);
        for (shape, &(hands, seconds)) in c.shapes.iter_mut().zip(&random_hands) {
            shape.random = hands;
            shape.hands_per_second = (seconds > 0.0).then(|| hands as f64 / seconds);
        }
        c.parts = Part::ALL
            .iter()
            .filter_map(|&part| {
                let spent = used.iter().filter(|u| u.0 == part).map(|u| u.1).sum();
                let ran = used.iter().any(|u| u.0 == part);
                ran.then(|| PartUse {
                    part,
                    planned: planned_time(&planner, part, random_from),
                    spent,
                })
            })
            .collect();
        c
    });
    let Run {
        sections,
        incidents,
        notes,
        stop,
        ..
    } = run;
    ConformanceReport {
        evaluator: ev.name().to_string(),
        name_note: None,
        game: ev.game(),
        version: subject.version(),
        domain: if left_out.is_empty() {
            ev.domain().to_string()
        } else {
            showdown_evaluators::evaluator::Domain::of(&counts).to_string()
        },
        left_out,
        strength: ev.gives_strength(),
        order_only: ev.order_only(),
        sections,
        incidents: incidents.into_iter().chain(subject.incidents()).collect(),
        notes,
        vector_errors,
        bad_input,
        strict_input: opts.strict_input,
        given_up: subject.given_up().or(stop),
        coverage,
        diagnosis,
    }
}

/// The random part in rounds, and the whole spaces that fit swept by suit
/// classes between them, as the planner says, until it says the part is
/// done; the time each took goes to `used`.
fn ask_random(
    run: &mut Run<'_>,
    planner: &mut Planner,
    parts: &mut [RandomPart<'_>],
    started: Instant,
    used: &mut Vec<(Part, Duration)>,
) {
    let batch = run.opts.batch.min(run.subject.preferred_batch()).max(1);
    loop {
        if run.should_stop() {
            break;
        }
        if let Some(i) = planner.sweep_next(started.elapsed()) {
            let until = planner.deadline(Part::Random).map(|d| started + d);
            let began = Instant::now();
            let n = parts[i].n;
            let asked_before: u64 = run.sections.iter().map(|s| s.asked).sum();
            let whole = sweep(run, n, Enumeration::UpToSuits, batch, until);
            let took = began.elapsed();
            used.push((Part::Exhaustive, took));
            let asked_after: u64 = run.sections.iter().map(|s| s.asked).sum();
            let asked = asked_after.saturating_sub(asked_before);
            planner.record_sweep(asked, took.as_secs_f64());
            planner.swept(i, whole);
            continue;
        }
        let Some(round) = planner.next_round(started.elapsed()) else {
            break;
        };
        // The first round runs whole whatever the time (every stratum of
        // every shape once); the others were sized to end before the random
        // part's deadline, and are cut only at the budget's end (a cut
        // round leaves the later shapes fewer hands).
        let until = match planner.rounds() {
            [] => None,
            _ => planner.budget().map(|b| started + b),
        };
        let batch = planner.batch_cap().map_or(batch, |cap| cap.min(batch));
        let (hands, seconds) = run.ask_round(parts, &round, batch, until);
        used.push((Part::Random, Duration::from_secs_f64(seconds)));
        planner.record(round, hands, seconds);
        if parts.iter().any(|p| p.judging.found()) {
            planner.found_problems();
        }
        if hands == 0 {
            break;
        }
    }
}

/// Sweeps every `n`-card hand (by suit classes after the renaming check,
/// or each hand), ending early past `until`. Returns the hands asked when
/// the sweep covered the whole space, `None` when it was cut short.
fn sweep(
    run: &mut Run<'_>,
    n: usize,
    which: Enumeration,
    batch: usize,
    until: Option<Instant>,
) -> Option<u64> {
    let game = run.subject.evaluator().game();
    let before = run.sections.len();
    if which == Enumeration::UpToSuits {
        let reference = GameReference::new(game);
        let sample = crate::suit_classes::sample(game, n, run.opts.suit_sample, |cards| {
            usize::from(reference.strength(cards) >> 12)
        });
        run.suit_section(n, &sample, until);
    }
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
    let space = source.hands();
    run.section(name, source, batch, until);
    let new = &run.sections[before.min(run.sections.len())..];
    let whole = new.last().is_some_and(|s| s.hands == space && s.cards == n);
    whole.then(|| new.iter().map(|s| s.asked).sum())
}

/// The time the planner gave `part`, the random part from `random_from`
/// into the check (`None`: no budget, or a part that takes what it needs
/// or shares another's time).
fn planned_time(planner: &Planner, part: Part, random_from: Duration) -> Option<Duration> {
    let end = planner.deadline(part)?;
    let start = match part {
        // The sweeps share the random part's time.
        Part::Vectors | Part::Exhaustive => return None,
        Part::Random => random_from,
        Part::Shrink => planner.deadline(Part::Random)?,
        Part::Diagnosis => planner.deadline(Part::Shrink)?,
        Part::Probes => planner.deadline(Part::Diagnosis)?,
    };
    Some(end.saturating_sub(start))
}

/// Distinct deals of `hole` hole cards and `board` board cards of `game`'s
/// deck (`hole` 0: hands of `board` cards).
fn space_of(game: &Game, hole: usize, board: usize) -> u64 {
    let deck = game.deck_size() as u64;
    binomial(deck, hole as u64).saturating_mul(binomial(deck - hole as u64, board as u64))
}

/// Hands a sweep of every `n`-card hand by suit classes asks, its renaming
/// check included (at most `suit_sample` hands per category, 24 renamings
/// each).
fn suit_sweep_asks(game: &'static Game, n: usize, suit_sample: usize) -> u64 {
    let renamings = (game.categories.len() * suit_sample * 24) as u64;
    crate::suit_classes::class_count(game, n) + renamings
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
