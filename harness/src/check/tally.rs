//! The tally of one part: every answer judged against the reference,
//! problems with their smallest examples, and the order books of both halves.

use crate::engine::example::Example;
use crate::engine::findings::Findings;
use crate::engine::judge::Finding;
use crate::engine::order::OrderBook;
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

pub(super) struct Tally<'a> {
    pub(super) ev: &'a dyn Evaluator,
    pub(super) n: usize,
    pub(super) hands: u64,
    /// Hands asked (one per [`Tally::add`], whatever its weight).
    pub(super) asked: u64,
    pub(super) agreed: u64,
    pub(super) skipped: u64,
    pub(super) problems: Findings<ProblemKind, Vec<HandExample>>,
    /// By reference strength: the strengths the evaluator gave its hands.
    pub(super) high: OrderBook,
    /// In a hi-lo game, the same for the low half: by the reference's low
    /// strength (1 to 56), the evaluator's low strengths.
    pub(super) low: OrderBook,
    /// Answers with a strength the evaluator did not declare.
    pub(super) undeclared_strengths: u64,
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
            hands: 0,
            asked: 0,
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
            kept: None,
        }
    }

    /// The same tally, keeping every answered hand for the diagnosis.
    pub(super) fn keeping(mut self) -> Tally<'a> {
        self.kept = Some(crate::diagnose::Judged::new(self.n));
        self
    }

    pub(super) fn note(&mut self, kind: ProblemKind, example: Vec<HandExample>) {
        self.problems.add(kind, self.weight, example);
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
        self.hands += weight;
        self.asked += 1;
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
                        self.class(Half::Low, cards, u16::from(r), s);
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
                        self.undeclared_strengths += weight;
                    }
                    self.class(Half::High, cards, reference, s);
                }
                if let Some(k) = &mut self.kept {
                    k.push(cards, reference, v, want_low, weight);
                }
                if ok {
                    self.agreed += weight;
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

    /// Notes the evaluator's strength `s` (of `half`) for a hand of the
    /// reference class `reference`.
    pub(super) fn class(&mut self, half: Half, cards: &[Card], reference: u16, s: Strength) {
        let book = match half {
            Half::High => &mut self.high,
            Half::Low => &mut self.low,
        };
        book.add(reference, s, Example::of(cards));
    }

    /// Order problems of one half, read off its order book: split classes,
    /// merged and inverted neighbours, each counted with the pair of hands
    /// of the weakest class showing it.
    pub(super) fn order_problems(&mut self, half: Half, book: &OrderBook) {
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

    pub(super) fn finish(mut self, name: String, elapsed: Duration) -> Section {
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
            // The parts that count by hand (vectors, suit renamings) ask
            // one question per hand.
            asked: if self.asked > 0 {
                self.asked
            } else {
                self.hands
            },
            agreed: self.agreed,
            skipped: self.skipped,
            elapsed,
            startup: None,
            problems,
            undeclared_strengths: self.undeclared_strengths,
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

/// Which half of an answer a tally's classes judge: the high (every game)
/// or, in a hi-lo game, the low.
#[derive(Clone, Copy, Debug)]
pub(super) enum Half {
    High,
    Low,
}

/// The problems a half's classes show.
pub(super) struct OrderKinds {
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
