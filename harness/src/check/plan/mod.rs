//! `check`'s planner: what to ask, in which order, within what time. It
//! asks nothing and judges nothing; `check_with` asks the program
//! ([`super::Subject`]) what the planner says, has the answers judged
//! ([`super::tally`]), tells the planner how long each step took, and
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
//!    of the time left, before further rounds of the larger spaces; a space
//!    swept whole gets no more random rounds.
//!
//! Without a budget (`--random N`, `--thorough`, the library's
//! [`check`](super::check)) the planner asks exactly one round: `N`
//! uniform hands and `N / 10` per stratum of every shape, the hands a run
//! of the same seed always asked. The rounds continue each stratum's own
//! stream of hands ([`stratum_stream`](crate::engine::source::stratum_stream)),
//! so a budgeted run's hands are the first ones of `--random` of its totals:
//! the report names the seed and that replay.

use crate::numbers::thousands;
use std::time::Duration;

#[cfg(test)]
mod tests;

/// The default budget of the whole check, in seconds.
pub const DEFAULT_BUDGET_S: u64 = 15;

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
    (Part::Probes, 0.05),
];

/// The share of the time left a whole space's sweep may take (the random
/// rounds of the larger spaces keep the rest).
pub const SWEEP_SHARE: f64 = 0.6;

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
    /// Whether a problem was found so far (shrinking and diagnosis then
    /// keep their shares).
    problems: bool,
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
            budget,
            shapes,
            rounds: Vec::new(),
            problems: false,
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
    /// kept between a fifth of and the last round's average; from one
    /// round, its average and no fixed cost). `None` before any round.
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
        let per_hand = marginal.clamp(average * 0.2, average).max(1e-9);
        let fixed = (last.seconds - per_hand * last.hands as f64).max(0.0);
        Some((fixed, per_hand))
    }

    /// The predicted seconds of asking `hands` in one go.
    pub fn predict(&self, hands: u64) -> Option<f64> {
        let (fixed, per_hand) = self.cost()?;
        Some(fixed + per_hand * hands as f64)
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
        let fits = ((left.as_secs_f64() - fixed) / (per_hand * unit)).floor();
        if fits < 1.0 {
            return None;
        }
        // Short rounds grow four-fold, the others two-fold.
        let short = last.seconds < self.budget?.as_secs_f64() / 50.0;
        let grown = last.plan.per_stratum * if short { 4 } else { 2 };
        let per_stratum = grown.min(fits as u64).max(1);
        Some(RoundPlan {
            per_stratum,
            uniform: per_stratum * UNIFORM_PER_STRATUM,
            shapes,
        })
    }

    /// Records a round that asked `hands` in `seconds`.
    pub fn record(&mut self, plan: RoundPlan, hands: u64, seconds: f64) {
        self.rounds.push(Round {
            plan,
            hands,
            seconds,
        });
    }

    /// The shape to sweep whole now, `elapsed` into the check: the one
    /// whose sweep asks the fewest hands among those that can be swept and
    /// were not, if the measured rate says it takes at most
    /// [`SWEEP_SHARE`] of the random part's time left. Never without a
    /// budget (`--sweep` asks for sweeps then) nor before a round measured
    /// the rate.
    pub fn sweep_next(&self, elapsed: Duration) -> Option<usize> {
        let left = self.deadline(Part::Random)?.saturating_sub(elapsed);
        let (i, classes) = self
            .open_shapes()
            .into_iter()
            .filter(|&i| !self.tried[i])
            .filter_map(|i| Some((i, self.shapes[i].classes?)))
            .min_by_key(|&(_, c)| c)?;
        (self.predict(classes)? <= SWEEP_SHARE * left.as_secs_f64()).then_some(i)
    }

    /// Records that shape `i` was swept: whole, asking `asked` hands, or
    /// cut short (`None`: it is not tried again, and its rounds go on).
    pub fn swept(&mut self, i: usize, asked: Option<u64>) {
        self.tried[i] = true;
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

/// What one shape got.
#[derive(Clone, Debug, PartialEq)]
pub struct ShapeCoverage {
    /// `5 cards`, `4 hole + 5 board`.
    pub label: String,
    /// Cards per hand.
    pub n: usize,
    /// Of them hole cards.
    pub hole: usize,
    /// Strata besides the uniform one.
    pub strata: usize,
    /// Hands of each stratum the rounds planned.
    pub per_stratum: u64,
    /// Uniform hands the rounds planned.
    pub uniform: u64,
    /// Random hands judged (fewer than planned when the check stopped
    /// early).
    pub random: u64,
    /// Distinct hands of the shape.
    pub space: u64,
    /// When swept whole: the hands the sweep asked (classes and renamings).
    pub whole: Option<u64>,
    /// The rate of its random hands (the program's time on their batches).
    pub hands_per_second: Option<f64>,
}

/// How long one part took, against its plan.
#[derive(Clone, Debug, PartialEq)]
pub struct PartUse {
    /// The part.
    pub part: Part,
    /// The time it was given (`None`: it takes what it needs, as the
    /// vectors, or there is no budget).
    pub planned: Option<Duration>,
    /// The time it took.
    pub spent: Duration,
}

/// What the check covered and how it used its time: the report's part.
#[derive(Clone, Debug, PartialEq)]
pub struct Coverage {
    /// The budget of the whole check (`None`: exact counts, no budget).
    pub budget: Option<Duration>,
    /// The seed of the random hands.
    pub seed: u64,
    /// The random rounds as they ran.
    pub rounds: Vec<Round>,
    /// Per shape: what it got.
    pub shapes: Vec<ShapeCoverage>,
    /// Per part: planned and spent.
    pub parts: Vec<PartUse>,
    /// The full part's hands per stratum (what `--thorough` asks).
    pub full_per_stratum: u64,
    /// The full part's uniform hands.
    pub full_uniform: u64,
}

impl Coverage {
    /// Hands per stratum every shape drawn at random got at least, and
    /// uniform hands likewise.
    pub fn least(&self) -> (u64, u64) {
        let drawn = self.shapes.iter().filter(|s| s.whole.is_none());
        let per_stratum = drawn.clone().map(|s| s.per_stratum).min().unwrap_or(0);
        let uniform = drawn.map(|s| s.uniform).min().unwrap_or(0);
        (per_stratum, uniform)
    }

    /// Whether every shape got at least the full part (or was swept whole).
    pub fn full(&self) -> bool {
        let (per_stratum, uniform) = self.least();
        per_stratum >= self.full_per_stratum && uniform >= self.full_uniform
    }

    /// The `--random` that asks the same hands again (with the same
    /// `--seed`): the most uniform hands a shape got (every stratum
    /// continues one stream, so these are the first hands of each).
    pub fn replay_random(&self) -> u64 {
        let most = self.shapes.iter().map(|s| s.uniform).max().unwrap_or(0);
        most.max(1)
    }

    /// Total seconds spent by the parts.
    pub fn spent(&self) -> Duration {
        self.parts.iter().map(|p| p.spent).sum()
    }

    /// The report's lines (each within 100 columns): the budget and its
    /// use by part, the rounds and how to replay them, then what each
    /// shape got.
    pub fn lines(&self) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(budget) = self.budget {
            let mut words = vec![format!(
                "budget {} s for the whole check, {:.1} s spent:",
                trim_seconds(budget.as_secs_f64()),
                self.spent().as_secs_f64()
            )];
            // The parts that ran or had time set aside.
            let parts: Vec<&PartUse> = self
                .parts
                .iter()
                .filter(|p| {
                    p.spent >= Duration::from_millis(50) || p.planned.is_some_and(|d| !d.is_zero())
                })
                .collect();
            for (i, p) in parts.iter().enumerate() {
                let end = if i + 1 < parts.len() { ";" } else { "" };
                words.push(match p.planned {
                    Some(planned) if !planned.is_zero() => format!(
                        "{} {:.1} of {:.1} s{end}",
                        p.part.token(),
                        p.spent.as_secs_f64(),
                        planned.as_secs_f64()
                    ),
                    _ => format!("{} {:.1} s{end}", p.part.token(), p.spent.as_secs_f64()),
                });
            }
            wrap_into(&mut out, "", words, "    ");
            let sizes: Vec<String> = self
                .rounds
                .iter()
                .map(|r| thousands(r.plan.per_stratum))
                .collect();
            let mut words = vec![format!("{} random round(s) of", self.rounds.len())];
            words.push(sizes.join(" + "));
            words.push(format!(
                "hands per stratum (x{UNIFORM_PER_STRATUM} uniform), seed {}:",
                self.seed
            ));
            words.push(format!(
                "--seed {} --random {} asks them again;",
                self.seed,
                self.replay_random()
            ));
            words.push(if self.full() {
                "the full part or more".to_string()
            } else {
                format!(
                    "--thorough asks the full {} uniform + {} per stratum",
                    thousands(self.full_uniform),
                    thousands(self.full_per_stratum)
                )
            });
            wrap_into(&mut out, "  ", words, "    ");
        }
        out.push(format!(
            "coverage (random hands per shape; {UNIFORM_PER_STRATUM} uniform for each of a stratum):"
        ));
        for s in &self.shapes {
            out.push(s.line());
        }
        out
    }
}

impl ShapeCoverage {
    /// `  5 cards           every hand (189,755 asked for 2,598,960, by
    /// suit classes) + 1,240 random` or `  7 cards  33,000 random, 1,000
    /// per stratum: 0.025 % of 133,784,560` (within 100 columns).
    pub fn line(&self) -> String {
        if let Some(asked) = self.whole {
            return format!(
                "  {:<17} every hand ({} asked for {}, by suit classes) + {} random",
                self.label,
                thousands(asked),
                thousands(self.space),
                thousands(self.random)
            );
        }
        let fraction = self.random as f64 / self.space.max(1) as f64;
        let space = if self.space < 10_000_000_000 {
            thousands(self.space)
        } else {
            format!("{:.1e}", self.space as f64)
        };
        format!(
            "  {:<17} {} random, {} per stratum: {} of {space}",
            self.label,
            thousands(self.random),
            thousands(self.per_stratum),
            fraction_text(fraction),
        )
    }
}

/// A fraction of a space: `0.81 %`, `2.5e-4 %`.
pub fn fraction_text(f: f64) -> String {
    let percent = f * 100.0;
    if percent >= 0.01 {
        format!("{percent:.2} %")
    } else if percent > 0.0 {
        format!("{percent:.1e} %")
    } else {
        "0 %".to_string()
    }
}

/// Joins `words` (each split further at spaces) after `lead` into lines
/// of at most 100 columns, the later ones starting with `indent`, pushed
/// to `out`.
fn wrap_into(out: &mut Vec<String>, lead: &str, words: Vec<String>, indent: &str) {
    let mut line = lead.to_string();
    let mut fresh = true;
    for word in words
        .iter()
        .flat_map(|w| w.split(' '))
        .filter(|w| !w.is_empty())
    {
        if !fresh && line.chars().count() + 1 + word.chars().count() > 100 {
            out.push(std::mem::replace(&mut line, indent.to_string()));
            fresh = true;
        }
        if !fresh {
            line.push(' ');
        }
        line.push_str(word);
        fresh = false;
    }
    out.push(line);
}

/// `1.5` as `1.5`, `15.0` as `15`.
fn trim_seconds(s: f64) -> String {
    if (s - s.round()).abs() < 1e-9 {
        format!("{}", s.round() as u64)
    } else {
        format!("{s:.1}")
    }
}
