//! How `check` judges one part: every answer of the program against the
//! reference, counted in the engine's one tally
//! ([`crate::engine::tally::Tally`], its kinds [`ProblemKind`], its
//! examples [`HandExample`]s that carry the program's answer and stderr).
//! What is check's own is what only a program does: an [`Outcome`] that is
//! a skip or a failure, a strength it did not declare, and the hands kept
//! for the diagnosis.

use crate::engine::example::Example;
use crate::engine::judge::Finding;
use crate::engine::order::Anomaly;
use crate::engine::tally::{Count, Half};
use crate::external::Outcome;

use super::category_in;
use super::problem::*;
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::{DeviationKind, Evaluator, Low, Strength};
use showdown_evaluators::game::Game;
use showdown_evaluators::games::hi_lo;
use std::sync::Arc;
use std::time::Duration;

/// The reference's verdict as text: `straight 4.3` style, our strength.
pub(super) fn expected_text(game: &Game, s: u16) -> String {
    format!("{} (reference strength {s})", category_in(game, s).token())
}

/// The engine's tally as `check` keeps it.
pub(super) type CheckTally = crate::engine::tally::Tally<ProblemKind, Vec<HandExample>>;

pub(super) struct Tally<'a> {
    pub(super) ev: &'a dyn Evaluator,
    pub(super) n: usize,
    /// What was counted.
    pub(super) t: CheckTally,
    /// How many hands the hand being judged stands for.
    pub(super) weight: u64,
    /// The game's reference, for the low half of a hi-lo game.
    pub(super) low_reference: Option<Arc<dyn Evaluator>>,
    /// The hands judged with the answers, kept for the diagnosis (`None`:
    /// not kept, as for a stratum's own tally).
    pub(super) kept: Option<crate::diagnose::Judged>,
}

impl<'a> Tally<'a> {
    pub(super) fn new(ev: &'a dyn Evaluator, n: usize) -> Tally<'a> {
        Tally {
            ev,
            n,
            t: CheckTally::default(),
            weight: 1,
            low_reference: ev
                .game()
                .is_hi_lo()
                .then(|| showdown_evaluators::games::reference_for(ev.game())),
            kept: None,
        }
    }

    /// Hands judged so far.
    pub(super) fn hands(&self) -> u64 {
        self.t.hands
    }

    /// Counts one hand judged by itself (a vector case, a renaming), right
    /// or not.
    pub(super) fn judged(&mut self, right: bool) {
        self.t.hands += 1;
        if right {
            self.t.counts[Count::Agreed] += 1;
        }
    }

    /// The same tally, keeping every answered hand for the diagnosis.
    pub(super) fn keeping(mut self) -> Tally<'a> {
        self.kept = Some(crate::diagnose::Judged::new(self.n));
        self
    }

    pub(super) fn note(&mut self, kind: ProblemKind, example: Vec<HandExample>) {
        self.t.note(kind, self.weight, example);
    }

    pub(super) fn documented(&self, kind: ProblemKind, example: &[HandExample]) -> Option<String> {
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
    pub(super) fn add(&mut self, cards: &[Card], reference: u16, outcome: &Outcome, weight: u64) {
        self.weight = weight;
        self.t.hands += weight;
        self.t.asked += 1;
        let one = |got: String, stderr: String| {
            vec![HandExample {
                cards: cards.to_vec(),
                got,
                expected: expected_text(self.ev.game(), reference),
                stderr,
            }]
        };
        match outcome {
            Outcome::Skipped(_) => self.t.counts[Count::Skipped] += weight,
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
                // An order-only evaluator names no category: only its
                // order (and a hi-lo low half) is judged.
                let finding = if self.ev.order_only() {
                    Finding::Agree
                } else {
                    Finding::of_answer(expected, Some(v))
                };
                if let Finding::Category { got, .. } = finding {
                    ok = false;
                    self.note(
                        ProblemKind::Category { expected, got },
                        one(v.to_protocol(), String::new()),
                    );
                }
                let mut want_low = Low::NotPlayed;
                if let Some(r) = &self.low_reference {
                    let want = showdown_evaluators::games::evaluate_joined(&**r, cards)
                        .map(|v| v.low)
                        .unwrap_or_default();
                    want_low = want;
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
                        self.t.book(Half::Low, u16::from(r), s, Example::of(cards));
                    }
                }
                // Strengths are judged whenever they come, declared or not:
                // an evaluator is never let off because a flag was missing.
                // One that declares them owes one for each half it plays.
                let declared = self.ev.gives_strength();
                if super::problem::lacks_declared_strength(declared, v) {
                    ok = false;
                    self.note(
                        ProblemKind::MissingStrength,
                        one(v.to_protocol(), String::new()),
                    );
                }
                if let Some(s) = v.strength {
                    if !declared {
                        self.t.counts[Count::UndeclaredStrengths] += weight;
                    }
                    self.t.book(Half::High, reference, s, Example::of(cards));
                }
                if let Some(k) = &mut self.kept {
                    k.push(cards, reference, v, want_low, weight);
                }
                if ok {
                    self.t.counts[Count::Agreed] += weight;
                }
            }
        }
    }

    /// The reference's answer for a class of one half, as examples show it
    /// (`straight 16384`, `low 8-6-4-2-A`).
    pub(super) fn expected_in(&self, half: Half, reference: u16) -> String {
        match half {
            Half::High => expected_text(self.ev.game(), reference),
            Half::Low => {
                let low = Low::Qualifies(Some(Strength::single(i64::from(reference))));
                format!("low {}", crate::hilo::low_text_of(&low))
            }
        }
    }

    /// The evaluator's strength of one half, as examples show it.
    pub(super) fn got_in(half: Half, s: &Strength) -> String {
        match half {
            Half::High => s.to_string(),
            Half::Low => format!("low {s}"),
        }
    }

    /// The example of an order anomaly of one half: its two hands, each
    /// with the evaluator's strength and the reference's class.
    fn order_example(&self, half: Half, a: &Anomaly) -> Vec<HandExample> {
        let hand = |cards: Example, got: &Strength, reference: u16| HandExample {
            cards: cards.cards(),
            got: Self::got_in(half, got),
            expected: self.expected_in(half, reference),
            stderr: String::new(),
        };
        vec![
            hand(a.hand_a, &a.strength_a, a.reference),
            hand(a.hand_b, &a.strength_b, a.reference_b),
        ]
    }

    pub(super) fn finish(mut self, name: String, elapsed: Duration) -> Section {
        // Order problems count classes and pairs of classes, not hands.
        for half in [Half::High, Half::Low] {
            let mut t = std::mem::take(&mut self.t);
            t.order_findings(half, order_kinds(half), |a| self.order_example(half, a));
            self.t = t;
        }
        let found = std::mem::take(&mut self.t.found);
        let problems: Vec<Problem> = found
            .into_iter()
            .map(|(kind, f)| Problem {
                kind,
                count: f.count,
                documented: self.documented(kind, &f.example),
                example: f.example,
                shrunk_from: None,
                shrink_cut: false,
                history: None,
            })
            .collect();
        Section {
            name,
            cards: self.n,
            hands: self.t.hands,
            // The parts that count by hand (vectors, suit renamings) ask
            // one question per hand.
            asked: if self.t.asked > 0 {
                self.t.asked
            } else {
                self.t.hands
            },
            agreed: self.t.counts[Count::Agreed],
            skipped: self.t.counts[Count::Skipped],
            elapsed,
            startup: None,
            problems,
            undeclared_strengths: self.t.counts[Count::UndeclaredStrengths],
            strata: Vec::new(),
            judged: self.kept.take().map(std::sync::Arc::new),
        }
    }

    /// The tally of one stratum's hands, as its report.
    pub(super) fn finish_stratum(self, id: String) -> StratumReport {
        let s = self.finish(id, Duration::ZERO);
        StratumReport {
            id: s.name,
            hands: s.hands,
            agreed: s.agreed,
            problems: s.problems,
        }
    }
}

/// The problems a half's order book shows: split classes, merged and
/// inverted neighbours.
const fn order_kinds(half: Half) -> [ProblemKind; 3] {
    match half {
        Half::High => [ProblemKind::Split, ProblemKind::Merged, ProblemKind::Order],
        Half::Low => [
            ProblemKind::LowSplit,
            ProblemKind::LowMerged,
            ProblemKind::LowOrder,
        ],
    }
}
