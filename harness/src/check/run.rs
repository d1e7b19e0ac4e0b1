//! One check while its parts run: the vectors, random hands by stratum,
//! suit renamings and sweeps, each judged as a pipeline.

use crate::engine::source::{GameReference, Source};
use crate::external::{FailureKind, Outcome, Stop, StopReason};
use crate::progress::Progress;
use crate::runner::{self, FailKind};
use crate::vectors::{LoadError, VectorSource};

use super::options::*;
use super::problem::*;
use super::subject::*;
use super::tally::*;
use showdown_evaluators::card::Card;
use showdown_evaluators::game::Game;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// The state of one check while its parts run.
pub(super) struct Run<'a> {
    pub(super) subject: &'a dyn Subject,
    pub(super) opts: &'a CheckOptions,
    pub(super) sections: Vec<Section>,
    pub(super) incidents: Vec<String>,
    pub(super) notes: Vec<String>,
    /// Why the check itself stopped early (interrupted, sweep deadline).
    pub(super) stop: Option<Stop>,
    /// When the sweeps must end.
    pub(super) deadline: Option<Instant>,
    /// When the check's time budget ends (`None`: no budget, or paused
    /// while the sweeps run).
    pub(super) budget_deadline: Option<Instant>,
}

impl Run<'_> {
    /// Whether to stop now, and if so records why.
    pub(super) fn should_stop(&mut self) -> bool {
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
        if self.budget_deadline.is_some_and(|d| Instant::now() >= d) {
            self.stop = Some(Stop {
                reason: StopReason::Budget,
                message: format!(
                    "the check's time budget of {} was spent: the parts not yet finished were \
                     cut short (raise it with --budget-s)",
                    crate::numbers::duration(self.opts.budget.unwrap_or_default())
                ),
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

    /// Whether the check stopped for a reason other than its budget (it was
    /// interrupted, the program was given up on, the sweeps' deadline
    /// passed): then nothing more is asked. A spent budget is not such a
    /// stop: shrinking and the probes still run, to say what they could not
    /// do.
    pub(super) fn halted(&mut self) -> bool {
        let budget = |s: &Stop| s.reason == StopReason::Budget;
        self.should_stop()
            && !(self.stop.as_ref().is_none_or(budget)
                && self.subject.given_up().as_ref().is_none_or(budget))
    }

    /// Stops the budget's clock while the sweeps run (they have their own
    /// deadline): a budget stop so far is lifted, so that they run.
    pub(super) fn pause_budget(&mut self) {
        self.budget_deadline = None;
        if let Some(stop) = self.stop.take_if(|s| s.reason == StopReason::Budget) {
            self.notes.push(format!("before the sweeps, {stop}"));
        }
        self.subject.set_deadline(None);
    }

    /// Sets the budget's deadline again after the sweeps (moved on by the
    /// time they took).
    pub(super) fn resume_budget(&mut self, deadline: Option<Instant>) {
        self.budget_deadline = deadline;
        self.subject.set_deadline(deadline);
    }

    /// Runs one part unless the check already stopped.
    pub(super) fn section(&mut self, name: String, source: Source, batch: usize) {
        self.section_strata(name, Vec::new(), source, batch);
    }

    /// [`Run::section`] for hands labelled by stratum (the index into
    /// `strata`, the strata's ids).
    pub(super) fn section_strata(
        &mut self,
        name: String,
        strata: Vec<String>,
        source: Source,
        batch: usize,
    ) {
        if self.should_stop() {
            return;
        }
        let cancel = &self.opts.cancel;
        let deadline = match (self.deadline, self.budget_deadline) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
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
    pub(super) fn suit_section(&mut self, n: usize, sample: &[Vec<Card>]) {
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
                    let got = o.to_string();
                    tally.judged(got == own);
                    if got == own {
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
            progress.update(tally.hands());
        }
        progress.finish();
        self.sections.push(tally.finish(name, started.elapsed()));
    }

    /// The program's speed in a sweep: batches of the sweep's own hands,
    /// growing four-fold until one takes half a second or is as large as a
    /// sweep's batches, and the last one's rate. Its fixed costs (the pause
    /// after each batch, a program's start-up) weigh as they will in the
    /// sweep; the random parts' rate would weigh them once per small part,
    /// hundreds of times too much after a tiny `--random`.
    fn sweep_rate(&self, n: usize) -> Option<f64> {
        let game = self.subject.evaluator().game();
        let batch = self.opts.batch.min(self.subject.preferred_batch()).max(1);
        let source = Source::uniform(game, n, batch as u64, self.opts.seed ^ 0x5EE9);
        let mut cards = Vec::with_capacity(batch * n);
        source.for_each(&mut |hand, _, _| {
            cards.extend_from_slice(hand);
            true
        });
        let total = cards.len() / n.max(1);
        let (mut at, mut size, mut rate) = (0usize, 64usize, None);
        while at < total && self.subject.given_up().is_none() {
            if self.opts.cancel.load(Ordering::Relaxed) {
                break;
            }
            let end = (at + size).min(total);
            let started = Instant::now();
            self.subject.evaluate_uniform(n, &cards[at * n..end * n]);
            let secs = started.elapsed().as_secs_f64().max(1e-9);
            rate = Some((end - at) as f64 / secs);
            if secs >= 0.5 {
                break;
            }
            at = end;
            size *= 4;
        }
        rate
    }

    /// Before the sweeps: the measured rate, the estimated time and the
    /// deadline in force, as notes the caller shows before they start.
    pub(super) fn estimate_sweeps(&mut self, total: u64, first_sweep: usize) {
        let Some(rate) = self.sweep_rate(first_sweep) else {
            return;
        };
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
pub(super) fn vectors_section(
    subject: &dyn Subject,
    source: &VectorSource,
) -> (Section, Vec<LoadError>) {
    let ev = subject.evaluator();
    let started = Instant::now();
    let (suite, _) = source.load();
    let mut tally = Tally::new(ev, 0);
    // The time to the first answer: loading the cases, the program's
    // start-up and its first answer, left out of the rate.
    let mut startup = None;
    for case in suite.cases.iter().filter(|c| c.game == ev.game()) {
        if subject.given_up().is_some() {
            break;
        }
        let (got, outcome) = runner::run_one(case, ev);
        if subject.given_up().is_some() {
            // The program was given up on during this case: not judged (and
            // no first answer to report).
            break;
        }
        startup.get_or_insert_with(|| started.elapsed());
        match outcome {
            runner::Outcome::Pass => tally.judged(true),
            runner::Outcome::Skipped { .. } | runner::Outcome::Shown { .. } => {}
            // An order-only evaluator names no category: a case that checks
            // one is not applicable to it.
            ref other if ev.order_only() && other.fail_kind() == Some(FailKind::WrongCategory) => {}
            other => {
                tally.judged(false);
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
    let mut section = tally.finish(
        format!(
            "vectors ({} {} cases)",
            suite.cases.iter().filter(|c| c.game == ev.game()).count(),
            ev.game().id
        ),
        started.elapsed(),
    );
    section.startup = startup;
    (section, suite.errors)
}

/// Hands of one size for a section, stored one after another, with the
/// reference's strength of each, the number of hands each stands for
/// (empty: one each; in a sweep up to renaming suits, the class sizes) and
/// each hand's stratum (empty: not labelled).
pub(super) struct Batch {
    cards: Vec<Card>,
    strengths: Vec<u16>,
    weights: Vec<u32>,
    labels: Vec<u8>,
}

/// Feeds the hands of `source` to `emit` in batches of at most `batch`,
/// each hand with the reference's strength of it, the number of hands it
/// stands for and its stratum's label; stops when `emit` says no.
pub(super) fn batches(
    source: &Source,
    game: &'static Game,
    batch: usize,
    emit: &dyn Fn(Batch) -> bool,
) {
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
pub(super) fn run_section<P>(
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
            let mut tally = Tally::new(ev, n).keeping();
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
                progress.update(tally.hands());
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
