//! Several copies of one external program asked at once: a [`Subject`]
//! that splits each batch into as many stretches as it runs copies, so a
//! program that answers on one core (most scripts) gets every core of the
//! machine within the same time budget.
//!
//! Each copy is a whole [`ExternalEvaluator`] (its own process, restarts,
//! replays and deadline): a misbehaving program misbehaves in each copy
//! alone, and what one copy's failure costs stays in its own stretch. The
//! first copy answers everything that is not split: small batches, the
//! bad-input probes, its version.

use super::bad_input::Handling;
use super::subject::Subject;
use crate::external::{ExternalEvaluator, ExternalSpec, Outcome, StartError, Stop, StopReason};
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::Evaluator;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Instant;

/// The fewest hands a copy is handed from a split batch: below it, the
/// copies' own overhead (a pipe each, the listening for stray output at
/// each batch's end) outweighs what they gain.
pub const MIN_HANDS_PER_COPY: usize = 64;

/// The most copies started when the caller does not say
/// ([`default_copies`]).
pub const MAX_DEFAULT_COPIES: usize = 4;

/// How many copies to run when the caller does not say: one per core the
/// machine gives this process, at most [`MAX_DEFAULT_COPIES`].
pub fn default_copies() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, MAX_DEFAULT_COPIES)
}

/// `count` copies of one program ([`Copies::start`]).
pub struct Copies {
    members: Vec<ExternalEvaluator>,
}

impl Copies {
    /// Starts `count` copies (at least one) of the program of `spec`, each
    /// stopped by `cancel`. The version command, if any, is run once, by
    /// the first.
    pub fn start(
        spec: ExternalSpec,
        count: usize,
        cancel: Arc<AtomicBool>,
    ) -> Result<Copies, StartError> {
        let mut rest = spec.clone();
        rest.version_command = None;
        let mut members = vec![ExternalEvaluator::start(spec)?.with_cancel(Arc::clone(&cancel))];
        for _ in 1..count.max(1) {
            members.push(ExternalEvaluator::start(rest.clone())?.with_cancel(Arc::clone(&cancel)));
        }
        Ok(Copies { members })
    }

    /// The first copy: the one whose spec, version and probes stand for all.
    pub fn first(&self) -> &ExternalEvaluator {
        &self.members[0]
    }

    /// Every copy, the first first.
    pub fn members(&self) -> &[ExternalEvaluator] {
        &self.members
    }

    /// How many copies run.
    pub fn count(&self) -> usize {
        self.members.len()
    }

    /// How many copies a batch of `hands` is split among.
    fn sharing(&self, hands: usize) -> usize {
        (hands / MIN_HANDS_PER_COPY).clamp(1, self.members.len())
    }
}

impl Subject for Copies {
    fn evaluator(&self) -> &dyn Evaluator {
        self.first()
    }

    fn evaluate_uniform(&self, n: usize, cards: &[Card]) -> Vec<Outcome> {
        let hands = cards.len() / n.max(1);
        let k = self.sharing(hands);
        if k == 1 {
            return self.first().evaluate_uniform(n, cards);
        }
        // Dealt out in turn, hand i to copy i mod k, so that each copy gets
        // as many of each shape (and as costly hands) as the others and
        // none waits long on the slowest; answers come back in the hands'
        // order.
        let shares: Vec<Vec<Card>> = (0..k)
            .map(|c| {
                cards
                    .chunks(n)
                    .skip(c)
                    .step_by(k)
                    .flatten()
                    .copied()
                    .collect()
            })
            .collect();
        let answers: Vec<Vec<Outcome>> = std::thread::scope(|scope| {
            let others: Vec<_> = self.members[1..k]
                .iter()
                .zip(&shares[1..])
                .map(|(copy, share)| scope.spawn(move || copy.evaluate_uniform(n, share)))
                .collect();
            let mut answers = vec![self.first().evaluate_uniform(n, &shares[0])];
            answers.extend(
                others
                    .into_iter()
                    .map(|o| o.join().expect("a copy's thread")),
            );
            answers
        });
        let mut each: Vec<_> = answers.into_iter().map(Vec::into_iter).collect();
        (0..hands)
            .map(|i| each[i % k].next().expect("one answer per hand"))
            .collect()
    }

    fn version(&self) -> Option<String> {
        Subject::version(self.first())
    }

    /// The first copy given up on for the program's own sake; else the
    /// first stopped by the budget or interrupted.
    fn given_up(&self) -> Option<Stop> {
        let stops: Vec<Stop> = self.members.iter().filter_map(|m| m.given_up()).collect();
        let own = |s: &&Stop| !matches!(s.reason, StopReason::Budget | StopReason::Interrupted);
        stops.iter().find(own).or_else(|| stops.first()).cloned()
    }

    fn set_deadline(&self, deadline: Option<Instant>) {
        for m in &self.members {
            m.set_deadline(deadline);
        }
    }

    /// Every copy's incidents, each once.
    fn incidents(&self) -> Vec<String> {
        let mut all: Vec<String> = Vec::new();
        for i in self.members.iter().flat_map(|m| m.incidents()) {
            if !all.contains(&i) {
                all.push(i);
            }
        }
        all
    }

    fn copies(&self) -> usize {
        self.count()
    }

    fn preferred_batch(&self) -> usize {
        self.first().preferred_batch()
    }

    fn probe(&self, line: &str, cards: Option<&[Card]>) -> Handling {
        Subject::probe(self.first(), line, cards)
    }

    fn fresh_copies(&self) -> bool {
        true
    }

    fn ask_fresh(&self, hands: &[Vec<Card>], deadline: Option<Instant>) -> Option<Vec<Outcome>> {
        self.first().ask_fresh(hands, deadline)
    }
}
