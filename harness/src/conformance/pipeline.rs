//! How a part's hands reach the program and its answers the tally: a
//! three-stage pipeline (draw, ask, judge) over batches of one size, into
//! one part's judging or, for a round of random hands, several.

use crate::engine::source::{GameReference, Source};
use crate::external::{FailureKind, Outcome};
use crate::progress::Progress;

use super::judging::*;
use super::problem::*;
use super::subject::*;
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::Evaluator;
use showdown_evaluators::game::Game;
use std::time::{Duration, Instant};

/// Hands of one size for a section, stored one after another, with the
/// reference's strength of each, the number of hands each stands for
/// (empty: one each; in a sweep up to renaming suits, the class sizes),
/// each hand's stratum (empty: not labelled) and the part judging it
/// (empty: the first; a round of random hands asks several shapes of one
/// size in one batch).
pub(super) struct Batch {
    n: usize,
    pub(super) cards: Vec<Card>,
    pub(super) strengths: Vec<u16>,
    weights: Vec<u32>,
    pub(super) labels: Vec<u8>,
    pub(super) parts: Vec<u8>,
}

impl Batch {
    pub(super) fn new(n: usize, capacity: usize) -> Batch {
        Batch {
            n,
            cards: Vec::with_capacity(capacity.min(1 << 16) * n),
            strengths: Vec::new(),
            weights: Vec::new(),
            labels: Vec::new(),
            parts: Vec::new(),
        }
    }
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
    let mut full = Batch::new(n, batch);
    let mut going = true;
    source.for_each(&mut |hand, weight, label| {
        full.cards.extend_from_slice(hand);
        full.strengths.push(reference.strength(hand));
        full.weights.push(weight);
        full.labels.push(label);
        if full.strengths.len() == batch {
            going = emit(std::mem::replace(&mut full, Batch::new(n, batch)));
        }
        going
    });
    if going && !full.strengths.is_empty() {
        emit(full);
    }
}

/// How one part's hands were judged so far: the part's tally (keeping the
/// hands for the diagnosis), each stratum's own, and the program's time on
/// them.
pub(super) struct Judging<'a> {
    tally: Tally<'a>,
    by_stratum: Vec<Tally<'a>>,
    /// Seconds the program took over the batches of this part's hands
    /// (a batch of several parts' hands shared by their counts).
    pub(super) seconds: f64,
}

impl<'a> Judging<'a> {
    pub(super) fn new(ev: &'a dyn Evaluator, n: usize, strata: usize) -> Judging<'a> {
        Judging {
            tally: Tally::new(ev, n).keeping(),
            by_stratum: (0..strata).map(|_| Tally::new(ev, n)).collect(),
            seconds: 0.0,
        }
    }

    /// Hands judged so far.
    pub(super) fn hands(&self) -> u64 {
        self.tally.hands()
    }

    /// Whether a problem was found so far (order problems show only when
    /// the part is finished).
    pub(super) fn found(&self) -> bool {
        !self.tally.t.found.is_empty()
    }

    /// The part's section: named `name`, its strata `strata` (their ids, as
    /// the labels count), taking `elapsed`.
    pub(super) fn finish(self, name: String, strata: Vec<String>, elapsed: Duration) -> Section {
        let strata = strata
            .into_iter()
            .zip(self.by_stratum)
            .map(|(id, t)| t.finish_stratum(id))
            .collect();
        self.tally.finish(name, elapsed).with_strata(strata)
    }
}

/// Runs one section as a pipeline ([`pipeline`]) and judges it as one part.
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
    let started = Instant::now();
    let mut judging = Judging::new(subject.evaluator(), n, strata.len());
    pipeline(subject, &mut [&mut judging], produce, keep_going, progress);
    judging.finish(name, strata, started.elapsed())
}

/// Asks and judges hands as a three-stage pipeline, so that the evaluator
/// is never left waiting: `produce` makes batches of hands (with their
/// reference strengths) on one thread, this thread has them evaluated, and
/// a third judges the outcomes into the batch's parts (each hand also
/// within its stratum, when the batch labels them) and reports progress.
/// Stops between batches once `keep_going` says no, or the subject was
/// given up on. Returns the hands asked and judged (hands not run left
/// out).
pub(super) fn pipeline<P>(
    subject: &dyn Subject,
    judgings: &mut [&mut Judging<'_>],
    produce: P,
    keep_going: &(dyn Fn() -> bool + Sync),
    progress: &dyn Progress,
) -> u64
where
    P: FnOnce(&dyn Fn(Batch) -> bool) + Send,
{
    std::thread::scope(|scope| {
        let (hands_tx, hands_rx) = std::sync::mpsc::sync_channel::<Batch>(1);
        let (judge_tx, judge_rx) = std::sync::mpsc::sync_channel::<(Batch, Vec<Outcome>, f64)>(1);
        scope.spawn(move || {
            produce(&|batch| hands_tx.send(batch).is_ok());
        });
        let judge = scope.spawn(move || {
            let mut judged = 0u64;
            let mut shown = 0u64;
            for (batch, outcomes, seconds) in judge_rx {
                let Batch {
                    n,
                    cards,
                    strengths,
                    weights,
                    labels,
                    parts,
                } = batch;
                // The program's time, shared by the parts by their hands.
                let each = seconds / strengths.len().max(1) as f64;
                for (i, ((hand, &s), o)) in
                    cards.chunks(n).zip(&strengths).zip(&outcomes).enumerate()
                {
                    if matches!(o, Outcome::Failed(f) if f.kind == FailureKind::NotRun) {
                        continue;
                    }
                    let part = parts.get(i).map_or(0, |&p| usize::from(p));
                    let Some(j) = judgings.get_mut(part) else {
                        continue;
                    };
                    let weight = weights.get(i).map_or(1, |&w| u64::from(w));
                    j.seconds += each;
                    j.tally.add(hand, s, o, weight);
                    if let Some(t) = labels
                        .get(i)
                        .and_then(|&l| j.by_stratum.get_mut(usize::from(l)))
                    {
                        t.add(hand, s, o, weight);
                    }
                    judged += 1;
                    shown += weight;
                }
                progress.update(shown);
            }
            judged
        });
        for batch in hands_rx {
            if subject.given_up().is_some() || !keep_going() {
                break;
            }
            let started = Instant::now();
            let outcomes = subject.evaluate_uniform(batch.n, &batch.cards);
            let seconds = started.elapsed().as_secs_f64();
            if judge_tx.send((batch, outcomes, seconds)).is_err() {
                break;
            }
        }
        drop(judge_tx);
        judge.join().expect("the judging thread")
    })
}
