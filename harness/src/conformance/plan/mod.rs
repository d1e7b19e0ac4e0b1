//! `check`'s planner: what to ask, in which order, within what time. It
//! asks nothing and judges nothing; `check_with` asks the program
//! ([`super::Subject`]) what the planner says, has the answers judged
//! ([`super::judging`]), tells the planner how long each step took, and
//! reports what the planner recorded ([`Coverage`]).
//!
//! With a time budget (`showdown check`'s default, 15 s for the whole
//! check), the budget is shared out by parts: the vectors run first, then
//! the random part takes what the later parts do not need (shrinking,
//! diagnosis and bad-input probes keep a share each, [`SHARES`]; shrinking
//! and diagnosis only once a problem was found). The random part runs in
//! *anytime rounds* ([`Planner::next_round`]):
//!
//! 1. every round draws the same number of hands from every stratum of
//!    every shape (every card count; in Omaha every split into hole cards
//!    and a board), and ten times as many uniform hands, so a slow program
//!    gets every stratum of every shape before any gets more;
//! 2. the first round asks one hand per stratum; each next one grows
//!    (four-fold while rounds are short, then two-fold), never past what
//!    the time left holds at the rate the rounds measured;
//! 3. the rate is the rounds' own (the same batches and pipelining as
//!    every part), re-estimated after each round from the last two: a
//!    fixed cost per round and a cost per hand, so a slow round shrinks
//!    the next;
//! 4. a whole space that fits ([`Planner::sweep_next`]: every hand of a card
//!    count by suit classes, for order-free evaluators of games without hole
//!    cards) is swept as soon as the measured rate says it fits in a share
//!    of the time left, the largest that fits first (every card count is a
//!    candidate: the class counts come from Burnside's lemma, without
//!    enumerating), before further rounds of the larger spaces; a space
//!    swept whole gets no more random rounds, and the report says why a
//!    space that can be swept was not ([`Unfit`]).
//!
//! Without a budget (`--random N`, `--thorough`, the library's
//! [`check`](super::check)) the planner asks exactly one round: `N`
//! uniform hands and `N / 10` per stratum of every shape, the hands a run
//! of the same seed always asked. The rounds continue each stratum's own
//! stream of hands ([`stratum_stream`](crate::engine::source::stratum_stream)),
//! so a budgeted run's hands are the first ones of `--random` of its totals:
//! the report names the seed and that replay.

use std::time::Duration;

mod coverage;
#[cfg(test)]
mod tests;

pub use coverage::{fraction_text, Coverage, PartUse, ShapeCoverage};

/// The default budget of the whole check, in seconds.
pub const DEFAULT_BUDGET_S: u64 = 15;

/// A round shorter than the budget over this grows four-fold, a longer one
/// two-fold: each round pays a fixed cost (a batch per card count, the
/// pause after each for stray output), so short rounds are few.
pub const SHORT_ROUND_PARTS: f64 = 15.0;

/// Uniform hands per hand of each other stratum in a round (the full
/// part's 10,000 uniform and 1,000 per stratum).
pub const UNIFORM_PER_STRATUM: u64 = 10;

/// The parts of a check the budget is shared among.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The shared vectors (run first, before anything is planned).
    Vectors,
    /// The random rounds.
    Random,
    /// Whole spaces swept by suit classes (their renaming checks included).
    Exhaustive,
    /// Shrinking the examples of the problems found.
    Shrink,
    /// The diagnosis of the problems found.
    Diagnosis,
    /// The bad-input probes.
    Probes,
}

impl Part {
    /// Every part, in the order they run.
    pub const ALL: [Part; 6] = [
        Part::Vectors,
        Part::Random,
        Part::Exhaustive,
        Part::Shrink,
        Part::Diagnosis,
        Part::Probes,
    ];

    /// `vectors`, `random`, `exhaustive`, `shrink`, `diagnosis`, `probes`.
    pub const fn token(self) -> &'static str {
        match self {
            Part::Vectors => "vectors",
            Part::Random => "random",
            Part::Exhaustive => "exhaustive",
            Part::Shrink => "shrink",
            Part::Diagnosis => "diagnosis",
            Part::Probes => "probes",
        }
    }
}

/// The shares of the budget the parts after the random part keep (the
/// random part and the exhaustive sweeps take the rest, after the
/// vectors): shrinking and diagnosis only once a problem was found.
pub const SHARES: [(Part, f64); 3] = [
    (Part::Shrink, 0.10),
    (Part::Diagnosis, 0.05),
    (Part::Probes, 0.08),
];

/// The share of the time left a whole space's sweep may take (the random
/// rounds of the larger spaces keep the rest).
pub const SWEEP_SHARE: f64 = 0.6;

/// The share of the random part's time left the sweeps may take when
/// they prove every shape still open (no random round is then needed; a
/// tenth is kept for a rate that drops).
pub const PROOF_SHARE: f64 = 0.9;

/// The fewest hands a sweep must have asked for its rate to predict the
/// next sweeps' (a smaller one is mostly its fixed costs).
pub const SWEEP_RATE_MIN_HANDS: u64 = 100_000;

/// Why a shape that can be swept was not, at the moment it came closest:
/// its sweep's asks at the measured rate take longer than it could get.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Unfit {
    /// Hands its sweep asks.
    pub asks: u64,
    /// The measured rate.
    pub hands_per_second: f64,
    /// The seconds the sweep would take at that rate.
    pub seconds: f64,
    /// The seconds the planner could give its sweep: a share,
    /// [`SWEEP_SHARE`], of the random part's time left; when it would have
    /// proven every shape left, [`PROOF_SHARE`] of it less the smaller
    /// sweeps' time, if that is more.
    pub allowed: f64,
}

/// One shape of hand the random part draws.
#[derive(Clone, Debug, PartialEq)]
pub struct Shape {
    /// Cards per hand.
    pub n: usize,
    /// Of them hole cards (0 in a game without them).
    pub hole: usize,
    /// Strata besides the uniform one.
    pub strata: usize,
    /// How many distinct hands the shape has (hole cards and board apart).
    pub space: u64,
    /// Hands a sweep of every hand by suit classes asks, its renaming
    /// check included (`None`: the shape is not swept so).
    pub classes: Option<u64>,
}

impl Shape {
    /// `5 cards`, `4 hole + 5 board`.
    pub fn label(&self) -> String {
        if self.hole > 0 {
            format!("{} hole + {} board", self.hole, self.n - self.hole)
        } else {
            format!("{} cards", self.n)
        }
    }
}

/// How many hands of each stratum one round asks of every shape it draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundPlan {
    /// Hands of each stratum other than the uniform one.
    pub per_stratum: u64,
    /// Uniform hands.
    pub uniform: u64,
    /// The shapes it draws (by index): those not yet swept whole.
    pub shapes: Vec<usize>,
}

/// A round as it ran.
#[derive(Clone, Debug, PartialEq)]
pub struct Round {
    /// What was planned.
    pub plan: RoundPlan,
    /// Hands asked.
    pub hands: u64,
    /// Seconds it took.
    pub seconds: f64,
}

/// The planner of one check (see the module's documentation).
#[derive(Clone, Debug)]
pub struct Planner {
    budget: Option<Duration>,
    shapes: Vec<Shape>,
    /// Without a budget: the one round to ask.
    exact: Option<RoundPlan>,
    rounds: Vec<Round>,
    /// Per shape: the hands its sweep asked when it was swept whole.
    whole: Vec<Option<u64>>,
    /// Per shape: whether a sweep of it was tried (whole or cut short).
    tried: Vec<bool>,
    /// Per shape that can be swept: why it was not, when it came closest
    /// (the planner decides by `&self`, so it keeps this aside).
    unfit: std::cell::RefCell<Vec<Option<Unfit>>>,
    /// Whether a problem was found so far (shrinking and diagnosis then
    /// keep their shares).
    problems: bool,
    /// The sweeps that ran: hands asked and seconds taken, each.
    sweeps: Vec<(u64, f64)>,
}

impl Planner {
    /// The planner of a check of `shapes` with a `budget` for the whole
    /// check, or without one (`None`): exactly `random` uniform hands and a
    /// tenth as many (at least one) per stratum of every shape.
    pub fn new(budget: Option<Duration>, shapes: Vec<Shape>, random: u64) -> Planner {
        let all = (0..shapes.len()).collect();
        Planner {
            exact: budget.is_none().then_some(RoundPlan {
                per_stratum: full_stratum_share(random),
                uniform: random,
                shapes: all,
            }),
            whole: vec![None; shapes.len()],
            tried: vec![false; shapes.len()],
            unfit: std::cell::RefCell::new(vec![None; shapes.len()]),
            budget,
            shapes,
            rounds: Vec::new(),
            problems: false,
            sweeps: Vec::new(),
        }
    }

    /// The shapes planned.
    pub fn shapes(&self) -> &[Shape] {
        &self.shapes
    }

    /// The rounds so far.
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// The budget of the whole check (`None`: none).
    pub fn budget(&self) -> Option<Duration> {
        self.budget
    }

    /// Notes that a problem was found: shrinking and diagnosis keep their
    /// shares from now on.
    pub fn found_problems(&mut self) {
        self.problems = true;
    }

    /// The share of the budget `part` keeps (0 for the parts that take
    /// what is left), given whether a problem was found.
    fn share(&self, part: Part) -> f64 {
        let problems_only = matches!(part, Part::Shrink | Part::Diagnosis);
        if problems_only && !self.problems {
            return 0.0;
        }
        SHARES
            .iter()
            .find(|(p, _)| *p == part)
            .map_or(0.0, |(_, s)| *s)
    }

    /// When `part` must end, counted from the check's start (`None`: no
    /// budget). The random part and the sweeps end where the later parts'
    /// shares begin; shrinking before the diagnosis' and the probes';
    /// the diagnosis before the probes'; the probes at the budget's end.
    pub fn deadline(&self, part: Part) -> Option<Duration> {
        let budget = self.budget?.as_secs_f64();
        let after: f64 = match part {
            Part::Vectors | Part::Random | Part::Exhaustive => {
                self.share(Part::Shrink) + self.share(Part::Diagnosis) + self.share(Part::Probes)
            }
            Part::Shrink => self.share(Part::Diagnosis) + self.share(Part::Probes),
            Part::Diagnosis => self.share(Part::Probes),
            Part::Probes => 0.0,
        };
        Some(Duration::from_secs_f64(budget * (1.0 - after)))
    }

    /// Hands of one round of `per_stratum` over `shapes`.
    pub fn round_hands(&self, per_stratum: u64, shapes: &[usize]) -> u64 {
        shapes
            .iter()
            .map(|&i| (self.shapes[i].strata as u64 + UNIFORM_PER_STRATUM) * per_stratum)
            .sum()
    }

    /// The measured cost of a round: seconds fixed per round and seconds
    /// per hand, from the last two rounds (the marginal cost between them,
    /// kept between half of and the last round's average: a program on a
    /// shared machine is not steady), and the most a round took beyond its
    /// hands at that cost, at most the quickest round's time; from one
    /// round, its average and no fixed cost. `None` before any round.
    pub fn cost(&self) -> Option<(f64, f64)> {
        let last = self.rounds.last()?;
        let average = last.seconds / last.hands.max(1) as f64;
        let Some(prev) = self.rounds.len().checked_sub(2).map(|i| &self.rounds[i]) else {
            return Some((0.0, average));
        };
        let more = last.hands as f64 - prev.hands as f64;
        let marginal = if more > 0.0 {
            (last.seconds - prev.seconds) / more
        } else {
            average
        };
        let per_hand = marginal.clamp(average * 0.5, average).max(1e-9);
        // The most a round took beyond its hands, at most what the quickest
        // round took in all (noise makes large rounds' residues large).
        let quickest = self
            .rounds
            .iter()
            .map(|r| r.seconds)
            .fold(f64::MAX, f64::min);
        let residue = self
            .rounds
            .iter()
            .map(|r| r.seconds - per_hand * r.hands as f64)
            .fold(0.0, f64::max);
        let fixed = residue.min(quickest);
        Some((fixed, per_hand))
    }

    /// The predicted seconds of asking `hands` in one go.
    pub fn predict(&self, hands: u64) -> Option<f64> {
        let (fixed, per_hand) = self.cost()?;
        Some(fixed + per_hand * hands as f64)
    }

    /// Records a sweep (whole or cut short) that asked `hands` in
    /// `seconds`, its renaming check and the enumeration of its sample
    /// included: the rate later sweeps are predicted at.
    pub fn record_sweep(&mut self, hands: u64, seconds: f64) {
        self.sweeps.push((hands, seconds));
    }

    /// Seconds per hand of a sweep: the average of the largest sweep so
    /// far of at least [`SWEEP_RATE_MIN_HANDS`] hands (the same kind of
    /// work: enumerated classes, no strata to draw, large batches; a random
    /// round's rate counts each round's pauses and the drawing of strata,
    /// and is several times lower for a fast program), else the rounds'.
    fn sweep_per_hand(&self) -> Option<f64> {
        let measured = self
            .sweeps
            .iter()
            .filter(|&&(hands, seconds)| hands >= SWEEP_RATE_MIN_HANDS && seconds > 0.0)
            .max_by_key(|&&(hands, _)| hands)
            .map(|&(hands, seconds)| seconds / hands as f64);
        measured.or_else(|| Some(self.cost()?.1))
    }

    /// The predicted seconds of a sweep asking `hands`: at the sweeps' own
    /// rate once one was measured, else at the rounds' cost.
    pub fn predict_sweep(&self, hands: u64) -> Option<f64> {
        if self.sweeps.iter().any(|&(h, _)| h >= SWEEP_RATE_MIN_HANDS) {
            return Some(self.sweep_per_hand()? * hands as f64);
        }
        self.predict(hands)
    }

    /// The shapes still drawn at random (not swept whole).
    fn open_shapes(&self) -> Vec<usize> {
        (0..self.shapes.len())
            .filter(|&i| self.whole[i].is_none())
            .collect()
    }

    /// The next round, `elapsed` into the check; `None` when the random
    /// part is done (without a budget: after its one round; with one: when
    /// no round of one hand per stratum fits the time left, or every space
    /// was swept whole).
    pub fn next_round(&self, elapsed: Duration) -> Option<RoundPlan> {
        if let Some(exact) = &self.exact {
            return self.rounds.is_empty().then(|| exact.clone());
        }
        let shapes = self.open_shapes();
        if shapes.is_empty() {
            return None;
        }
        let Some(last) = self.rounds.last() else {
            // The first round: one hand per stratum of every shape, whatever
            // the time (every stratum before any gets more).
            return Some(RoundPlan {
                per_stratum: 1,
                uniform: UNIFORM_PER_STRATUM,
                shapes,
            });
        };
        let left = self.deadline(Part::Random)?.saturating_sub(elapsed);
        let (fixed, per_hand) = self.cost()?;
        let unit = self.round_hands(1, &shapes).max(1) as f64;
        // A tenth of the time left is kept for a rate that drops.
        let fits = ((0.9 * left.as_secs_f64() - fixed) / (per_hand * unit)).floor();
        if fits < 1.0 {
            return None;
        }
        // Short rounds grow four-fold, the others two-fold, from the largest
        // so far (a round cut small by the time left is no new start).
        let short = last.seconds < self.budget?.as_secs_f64() / SHORT_ROUND_PARTS;
        let largest = self.rounds.iter().map(|r| r.plan.per_stratum).max();
        let grown = largest.unwrap_or(1) * if short { 4 } else { 2 };
        let per_stratum = grown.min(fits as u64).max(1);
        Some(RoundPlan {
            per_stratum,
            uniform: per_stratum * UNIFORM_PER_STRATUM,
            shapes,
        })
    }

    /// The most hands worth one batch of a round: about a twentieth of the
    /// budget at the measured rate (at least 64), so that a round is cut
    /// within that much of the budget's end however long it is; `None`
    /// without a budget or before any round.
    pub fn batch_cap(&self) -> Option<usize> {
        let budget = self.budget?.as_secs_f64();
        let (_, per_hand) = self.cost()?;
        Some(((budget / 20.0 / per_hand) as usize).max(64))
    }

    /// Records a round that asked `hands` in `seconds`.
    pub fn record(&mut self, plan: RoundPlan, hands: u64, seconds: f64) {
        self.rounds.push(Round {
            plan,
            hands,
            seconds,
        });
    }

    /// The shape to sweep whole now, `elapsed` into the check: the largest
    /// space that fits, largest value first. A candidate (a shape that can
    /// be swept and was not tried) fits when the measured rate (a sweep's,
    /// once one ran: [`Planner::predict_sweep`]) says its
    /// sweep and the sweeps of the smaller candidates take at most
    /// [`PROOF_SHARE`] of the random part's time left, when those sweeps
    /// leave no shape to the random rounds; else when its sweep alone takes
    /// at most [`SWEEP_SHARE`] of it (the rounds of the larger spaces keep
    /// the rest). Never without a budget (`--sweep` asks for sweeps then)
    /// nor before a round measured the rate.
    pub fn sweep_next(&self, elapsed: Duration) -> Option<usize> {
        let left = self
            .deadline(Part::Random)?
            .saturating_sub(elapsed)
            .as_secs_f64();
        let open = self.open_shapes();
        let mut candidates: Vec<(usize, u64)> = open
            .iter()
            .filter(|&&i| !self.tried[i])
            .filter_map(|&i| Some((i, self.shapes[i].classes?)))
            .collect();
        // Largest first; of equal ones, the earlier shape.
        candidates.sort_by_key(|&(i, c)| (std::cmp::Reverse(c), i));
        for (k, &(i, classes)) in candidates.iter().enumerate() {
            let smaller: u64 = candidates[k + 1..].iter().map(|&(_, c)| c).sum();
            let proves_all = candidates.len() - k == open.len();
            let all = self.predict_sweep(classes + smaller)?;
            if proves_all && all <= PROOF_SHARE * left {
                return Some(i);
            }
            let alone = self.predict_sweep(classes)?;
            if alone <= SWEEP_SHARE * left {
                return Some(i);
            }
            // Kept: the moment it came closest to fitting. When its sweep
            // would have proven every shape left, it could have had the
            // proof's share less the smaller sweeps' time.
            let allowed = if proves_all {
                (PROOF_SHARE * left - (all - alone)).max(SWEEP_SHARE * left)
            } else {
                SWEEP_SHARE * left
            };
            let mut unfit = self.unfit.borrow_mut();
            // Closest: the least time needed per second it could get.
            let ratio = |seconds: f64, allowed: f64| seconds / allowed.max(1e-9);
            if unfit[i].is_none_or(|u| ratio(alone, allowed) < ratio(u.seconds, u.allowed)) {
                unfit[i] = Some(Unfit {
                    asks: classes,
                    hands_per_second: classes as f64 / alone.max(1e-9),
                    seconds: alone,
                    allowed,
                });
            }
        }
        None
    }

    /// Records that shape `i` was swept: whole, asking `asked` hands, or
    /// cut short (`None`: it is not tried again, and its rounds go on).
    pub fn swept(&mut self, i: usize, asked: Option<u64>) {
        self.tried[i] = true;
        self.unfit.get_mut()[i] = None;
        self.whole[i] = asked;
    }

    /// Hands of each stratum (other than the uniform one) and uniform
    /// hands shape `i` was asked in all rounds.
    pub fn asked(&self, i: usize) -> (u64, u64) {
        self.rounds
            .iter()
            .filter(|r| r.plan.shapes.contains(&i))
            .fold((0, 0), |(s, u), r| {
                (s + r.plan.per_stratum, u + r.plan.uniform)
            })
    }

    /// The report of what was planned and asked (the parts' times are the
    /// caller's: [`Coverage::parts`]).
    pub fn coverage(&self, seed: u64, random: u64) -> Coverage {
        let shapes = self
            .shapes
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let (per_stratum, uniform) = self.asked(i);
                ShapeCoverage {
                    label: s.label(),
                    n: s.n,
                    hole: s.hole,
                    per_stratum,
                    uniform,
                    strata: s.strata,
                    random: 0,
                    space: s.space,
                    whole: self.whole[i],
                    unfit: self.whole[i]
                        .is_none()
                        .then(|| self.unfit.borrow()[i])
                        .flatten(),
                    hands_per_second: None,
                }
            })
            .collect();
        Coverage {
            budget: self.budget,
            seed,
            rounds: self.rounds.clone(),
            shapes,
            parts: Vec::new(),
            full_per_stratum: full_stratum_share(random),
            full_uniform: random,
        }
    }
}

/// Hands per stratum (other than the uniform one) of the full random part
/// of `random` uniform hands: a tenth, at least one.
pub fn full_stratum_share(random: u64) -> u64 {
    (random / UNIFORM_PER_STRATUM).max(1)
}
