//! One check while its parts run: the vectors, random hands by stratum,
//! suit renamings and sweeps, each judged as a pipeline.

use crate::engine::source::{draw_stratum, stratum_stream, GameReference, Source};
use crate::external::{Outcome, Stop, StopReason};
use crate::random::SplitMix;
use crate::runner::{self, FailKind};
use crate::strata::{Drawer, Stratum};
use crate::vectors::{LoadError, VectorSource};

use super::judging::*;
use super::options::*;
use super::pipeline::*;
use super::plan::RoundPlan;
use super::problem::*;
use super::subject::*;
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::Evaluator;
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
    /// Random rounds asked so far.
    pub(super) rounds: usize,
}

/// One shape's random part across the rounds: where its hands come from
/// (each stratum's stream, continued round after round) and how they were
/// judged so far.
pub(super) struct RandomPart<'a> {
    pub(super) n: usize,
    /// Hole cards of each deal (0 in a game without them).
    pub(super) hole: usize,
    pub(super) name: String,
    /// The uniform stratum first, then the others (or the uniform alone).
    pub(super) strata: Vec<Stratum>,
    streams: Vec<SplitMix>,
    pub(super) judging: Judging<'a>,
}

impl<'a> RandomPart<'a> {
    /// The random part of deals of `hole` hole cards and `board` board
    /// cards (`hole` 0 in a game without them), its strata drawn from
    /// `seed` (the part's own, [`RandomPart::seed`]).
    pub(super) fn new(
        ev: &'a dyn Evaluator,
        (hole, board): (usize, usize),
        opts: &CheckOptions,
    ) -> RandomPart<'a> {
        let game = ev.game();
        let n = hole + board;
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
        let seed = Self::seed(game, (hole, board), opts.seed);
        RandomPart {
            n,
            hole,
            name,
            streams: (0..strata.len()).map(|l| stratum_stream(seed, l)).collect(),
            judging: Judging::new(ev, n, strata.len()),
            strata,
        }
    }

    /// The seed of a part's hands: the check's, mixed with the card count
    /// (and the split, for a deal other than the largest board).
    fn seed(game: &Game, (hole, board): (usize, usize), seed: u64) -> u64 {
        let n = hole + board;
        let mut seed = seed ^ (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        if game.has_hole_cards()
            && (hole, board) != showdown_evaluators::games::omaha::split_counts(n)
        {
            seed ^= (hole as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        }
        seed
    }

    /// The part's section: what was judged, over the program's time on it.
    pub(super) fn finish(self) -> Section {
        let ids = self.strata.iter().map(Stratum::id).collect();
        let elapsed = Duration::from_secs_f64(self.judging.seconds);
        self.judging.finish(self.name, ids, elapsed)
    }
}

/// Draws one round's hands (`per_stratum` of every stratum, `uniform` of
/// the uniform one) of every part in `drawing` (its size, hole cards,
/// strata and streams) into batches of one size at most `batch` long,
/// labelled by stratum and part, the sizes in ascending order.
fn draw_round(
    game: &'static Game,
    mut drawing: Vec<(usize, usize, &Vec<Stratum>, &mut Vec<SplitMix>)>,
    (per_stratum, uniform): (u64, u64),
    batch: usize,
    emit: &dyn Fn(Batch) -> bool,
) {
    let reference = GameReference::new(game);
    let strength = |h: &[Card]| reference.strength(h);
    let mut sizes: Vec<usize> = drawing.iter().map(|d| d.0).collect();
    sizes.sort_unstable();
    sizes.dedup();
    for n in sizes {
        let mut full = Batch::new(n, batch);
        for (part, (m, hole, strata, streams)) in drawing.iter_mut().enumerate() {
            if *m != n {
                continue;
            }
            let drawer = Drawer::new(game, n, &strength).with_hole(*hole);
            for (label, (&stratum, rng)) in strata.iter().zip(streams.iter_mut()).enumerate() {
                let count = if stratum == Stratum::UNIFORM {
                    uniform
                } else {
                    per_stratum
                };
                let mut going = true;
                draw_stratum(&drawer, stratum, rng, count, &mut |hand| {
                    full.cards.extend_from_slice(hand);
                    full.strengths.push(reference.strength(hand));
                    full.labels.push(label as u8);
                    full.parts.push(part as u8);
                    if full.strengths.len() == batch {
                        going = emit(std::mem::replace(&mut full, Batch::new(n, batch)));
                    }
                    going
                });
                if !going {
                    return;
                }
            }
        }
        if !full.strengths.is_empty() && !emit(full) {
            return;
        }
    }
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

    /// Runs one part unless the check already stopped; past `until` (a
    /// share of the budget, not a stop of the check) it ends early.
    pub(super) fn section(
        &mut self,
        name: String,
        source: Source,
        batch: usize,
        until: Option<Instant>,
    ) {
        if self.should_stop() {
            return;
        }
        let cancel = &self.opts.cancel;
        let deadline = match (self.deadline, self.budget_deadline) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let keep_going = || {
            !cancel.load(Ordering::Relaxed)
                && deadline.is_none_or(|d| Instant::now() < d)
                && until.is_none_or(|d| Instant::now() < d)
        };
        let progress = &*self.opts.progress;
        let total = source.hands();
        progress.start(&name, total);
        let game = self.subject.evaluator().game();
        let section = run_section(
            self.subject,
            source.cards(),
            (name, Vec::new()),
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
    /// Past `until` it ends early.
    pub(super) fn suit_section(&mut self, n: usize, sample: &[Vec<Card>], until: Option<Instant>) {
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
            if self.subject.given_up().is_some()
                || self.opts.cancel.load(Ordering::Relaxed)
                || until.is_some_and(|d| Instant::now() >= d)
            {
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

    /// Asks one round of random hands ([`RoundPlan`]) of `parts`, each
    /// stratum continuing its own stream, as one pipeline whose batches
    /// hold the round's hands of one size (several shapes of it in a game
    /// with hole cards); stops between batches past `until`. Returns the
    /// hands asked and the round's seconds.
    pub(super) fn ask_round(
        &mut self,
        parts: &mut [RandomPart<'_>],
        round: &RoundPlan,
        batch: usize,
        until: Option<Instant>,
    ) -> (u64, f64) {
        let started = Instant::now();
        let game = self.subject.evaluator().game();
        let total = self.planned(parts, round);
        let name = format!(
            "random round {} ({} per stratum)",
            self.rounds + 1,
            crate::numbers::thousands(round.per_stratum)
        );
        self.rounds += 1;
        let progress = &*self.opts.progress;
        progress.start(&name, total);
        let cancel = &self.opts.cancel;
        let keep_going =
            || !cancel.load(Ordering::Relaxed) && until.is_none_or(|d| Instant::now() < d);
        // The streams go to the thread that draws, the tallies to the one
        // that judges.
        let mut drawing = Vec::new();
        let mut judgings = Vec::new();
        for (i, part) in parts.iter_mut().enumerate() {
            if !round.shapes.contains(&i) {
                continue;
            }
            let RandomPart {
                n,
                hole,
                strata,
                streams,
                judging,
                ..
            } = part;
            drawing.push((*n, *hole, &*strata, streams));
            judgings.push(judging);
        }
        let (per_stratum, uniform) = (round.per_stratum, round.uniform);
        let asked = pipeline(
            self.subject,
            &mut judgings,
            move |emit| draw_round(game, drawing, (per_stratum, uniform), batch, emit),
            &keep_going,
            progress,
        );
        progress.finish();
        (asked, started.elapsed().as_secs_f64())
    }

    /// Hands one round asks of `parts`.
    fn planned(&self, parts: &[RandomPart<'_>], round: &RoundPlan) -> u64 {
        round
            .shapes
            .iter()
            .filter_map(|&i| parts.get(i))
            .map(|p| {
                p.strata
                    .iter()
                    .map(|&st| {
                        if st == Stratum::UNIFORM {
                            round.uniform
                        } else {
                            round.per_stratum
                        }
                    })
                    .sum::<u64>()
            })
            .sum()
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
    left_out: &[super::LeftOut],
) -> (Section, Vec<LoadError>) {
    let ev = subject.evaluator();
    let started = Instant::now();
    let suite = source.load_vectors();
    let mut tally = Tally::new(ev, 0);
    // The time to the first answer: loading the cases, the program's
    // start-up and its first answer, left out of the rate.
    let mut startup = None;
    // A case with a hand of a count left out is not run (as one out of
    // the evaluator's domain).
    let taken = |case: &&crate::vectors::Case| {
        !case
            .hands()
            .iter()
            .any(|h| left_out.iter().any(|l| l.cards == h.len()))
    };
    for case in suite
        .cases
        .iter()
        .filter(|c| c.game == ev.game())
        .filter(taken)
    {
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
