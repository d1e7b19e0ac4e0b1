//! What `check` asks: a [`Subject`] evaluates many hands at a time, in
//! process ([`InProcess`]) or over a pipe ([`ExternalEvaluator`]).

use crate::external::{ExternalEvaluator, FailureKind, Outcome, Stop, StopReason, Uniform};
use rayon::prelude::*;
use std::time::Instant;

use super::bad_input::*;
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::{Evaluator, Rejected};

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
    /// Why the evaluator was given up on, if it was; [`StopReason::Budget`]
    /// while the deadline of [`Subject::set_deadline`] has stopped it.
    fn given_up(&self) -> Option<Stop> {
        None
    }
    /// Ends what the subject is asked at `deadline` (`None`: no end): past
    /// it, hands not yet answered come back not run and nothing new is
    /// started (for a program: no restart, replay or probe). In process,
    /// nothing to do: the check stops between batches on its own.
    fn set_deadline(&self, deadline: Option<Instant>) {
        let _ = deadline;
    }
    /// How many copies of the evaluator answer at once (a program run as
    /// [`Copies`](super::Copies)); 1 for one process or in process.
    fn copies(&self) -> usize {
        1
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
    /// Whether [`Subject::ask_fresh`] can start a fresh copy (a program:
    /// a new process).
    fn fresh_copies(&self) -> bool {
        false
    }
    /// `hands` asked, in order, of a fresh copy of the evaluator (a new
    /// process, asked nothing before, stopped after them; by `deadline`);
    /// `None` when no fresh copy can be made (in process) or started.
    fn ask_fresh(&self, hands: &[Vec<Card>], deadline: Option<Instant>) -> Option<Vec<Outcome>> {
        let _ = (hands, deadline);
        None
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
                    // Out of its domain (an Omaha library of four hole
                    // cards asked five), as a program's `skip` answer.
                    Ok(Err(Rejected::Skipped(why))) => Outcome::Skipped(why),
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
        if self.game().has_hole_cards() {
            return self.evaluate_list(&MarkedDeals { n, cards });
        }
        self.evaluate_list(&Uniform { n, hole: 0, cards })
    }
    fn version(&self) -> Option<String> {
        ExternalEvaluator::version(self).map(str::to_string)
    }
    fn given_up(&self) -> Option<Stop> {
        ExternalEvaluator::given_up(self)
    }
    fn set_deadline(&self, deadline: Option<Instant>) {
        ExternalEvaluator::set_deadline(self, deadline);
    }
    fn incidents(&self) -> Vec<String> {
        ExternalEvaluator::incidents(self)
    }
    fn preferred_batch(&self) -> usize {
        // Each batch ends by listening briefly for stray output (30 ms);
        // this size keeps that a few per cent of a batch of a program of
        // 5,000,000 hands/s (a sweep of 6 million classes pays it 12
        // times), and the budget's planner caps a batch by the measured
        // rate, so a slow program still shows progress and stops in time.
        1 << 19
    }
    fn probe(&self, line: &str, _cards: Option<&[Card]>) -> Handling {
        ExternalEvaluator::probe(self, line)
    }
    fn fresh_copies(&self) -> bool {
        true
    }
    fn ask_fresh(&self, hands: &[Vec<Card>], deadline: Option<Instant>) -> Option<Vec<Outcome>> {
        let mut spec = self.spec().clone();
        spec.version_command = None;
        let fresh = ExternalEvaluator::start(spec).ok()?;
        fresh.set_deadline(deadline);
        Some(fresh.evaluate_list(&MarkedHands {
            hands,
            hole_cards: self.game().has_hole_cards(),
        }))
    }
}

/// Hands of any sizes; in a game with hole cards, each split into hole
/// cards and a board as it is marked.
struct MarkedHands<'a> {
    hands: &'a [Vec<Card>],
    hole_cards: bool,
}

impl crate::external::client::HandList for MarkedHands<'_> {
    fn count(&self) -> usize {
        self.hands.len()
    }
    fn hand(&self, i: usize) -> &[Card] {
        &self.hands[i]
    }
    fn hole(&self, i: usize) -> usize {
        let hand = &self.hands[i];
        match self.hole_cards {
            true => hand.len() - showdown_evaluators::games::omaha::board_of(hand),
            false => 0,
        }
    }
}

/// Deals of `n` joined cards each, one after another, each split into hole
/// cards and a board as it is marked
/// ([`omaha::split_joined`](showdown_evaluators::games::omaha::split_joined)):
/// one batch may hold deals of several shapes (a shrunk hand's candidates).
struct MarkedDeals<'a> {
    n: usize,
    cards: &'a [Card],
}

impl crate::external::client::HandList for MarkedDeals<'_> {
    fn count(&self) -> usize {
        self.cards.len() / self.n
    }
    fn hand(&self, i: usize) -> &[Card] {
        &self.cards[i * self.n..(i + 1) * self.n]
    }
    fn hole(&self, i: usize) -> usize {
        self.n - showdown_evaluators::games::omaha::board_of(self.hand(i))
    }
}

/// Whether the check's time budget is spent: `deadline` passed, or the
/// subject stopped for its own (a program past its deadline).
pub(super) fn budget_spent(subject: &dyn Subject, deadline: Option<Instant>) -> bool {
    deadline.is_some_and(|d| Instant::now() >= d)
        || subject
            .given_up()
            .is_some_and(|g| g.reason == StopReason::Budget)
}

/// Puts the must-reject inputs to the subject, until `deadline`: a probe
/// whose turn comes after it, or after the subject stopped for the budget,
/// is kept and said not run ([`Handling::NotRun`]).
pub(super) fn probe_bad_input(subject: &dyn Subject, deadline: Option<Instant>) -> Vec<BadInput> {
    bad_inputs(subject.evaluator())
        .into_iter()
        .map(|(probe, input, cards)| {
            let handling = if budget_spent(subject, deadline) {
                Handling::NotRun("the time budget was spent".into())
            } else {
                subject.probe(&input, cards.as_deref())
            };
            BadInput {
                probe,
                handling,
                input,
            }
        })
        .collect()
}
