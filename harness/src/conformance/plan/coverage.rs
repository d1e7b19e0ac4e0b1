//! What a check covered and how it used its time, as the planner
//! recorded it: the report's lines (within 100 columns) and the figures
//! behind them.

use super::{Part, Round, Unfit, UNIFORM_PER_STRATUM};
use crate::numbers::thousands;
use std::time::Duration;

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
    /// When it can be swept but was not: why (the time it would take).
    pub unfit: Option<Unfit>,
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

    /// Whether every shape got at least the full part or was swept whole.
    pub fn full(&self) -> bool {
        if self.shapes.iter().all(|s| s.whole.is_some()) {
            return true;
        }
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
            let mut words: Vec<String> = prose(&format!(
                "budget {} s for the whole check, {:.1} s spent:",
                trim_seconds(budget.as_secs_f64()),
                self.spent().as_secs_f64()
            ))
            .collect();
            // The parts that ran or had time set aside (the sweeps with the
            // random part, whose time they share).
            let has_random = self.parts.iter().any(|p| p.part == Part::Random);
            let parts: Vec<&PartUse> = self
                .parts
                .iter()
                .filter(|p| {
                    p.spent >= Duration::from_millis(50) || p.planned.is_some_and(|d| !d.is_zero())
                })
                .filter(|p| p.part != Part::Exhaustive || !has_random)
                .collect();
            let swept = self.parts.iter().find(|p| p.part == Part::Exhaustive);
            for (i, p) in parts.iter().enumerate() {
                let end = if i + 1 < parts.len() { ";" } else { "" };
                let part = match (p.part, swept) {
                    // The sweeps share the random part's time: one figure.
                    (Part::Random, Some(swept)) => format!(
                        "random {:.1} s + exhaustive {:.1} s{end}",
                        p.spent.as_secs_f64(),
                        swept.spent.as_secs_f64(),
                    ),
                    _ => format!("{} {:.1} s{end}", p.part.token(), p.spent.as_secs_f64()),
                };
                words.extend(prose(&part));
            }
            wrap_into(&mut out, "", words, "    ");
            // Where the check ran past its budget, a footnote in plain words
            // on the part that took most beyond the time set aside for it.
            let over = self
                .parts
                .iter()
                .filter_map(|p| {
                    Some((p, p.spent.checked_sub(p.planned.filter(|d| !d.is_zero())?)?))
                })
                .max_by_key(|(_, by)| *by);
            if let Some((p, by)) =
                over.filter(|_| self.spent() > budget + super::super::BUDGET_GRACE)
            {
                wrap_into(
                    &mut out,
                    "  ",
                    prose(&format!(
                        "(the check took longer than its budget: the {} took {:.1} s, {:.1} s more \
                         than the time set aside for it)",
                        p.part.token(),
                        p.spent.as_secs_f64(),
                        by.as_secs_f64()
                    ))
                    .collect(),
                    "    ",
                );
            }
            let sizes: Vec<String> = self
                .rounds
                .iter()
                .map(|r| thousands(r.plan.per_stratum))
                .collect();
            let mut words: Vec<String> = prose(&format!(
                "{} random round(s) of {} hands per stratum (x{UNIFORM_PER_STRATUM} uniform), \
                 seed {}:",
                self.rounds.len(),
                sizes.join(" + "),
                self.seed
            ))
            .collect();
            // The replay command on one line, to copy.
            words.push(format!(
                "--seed {} --random {}",
                self.seed,
                self.replay_random()
            ));
            words.extend(prose("asks them again;"));
            let full = if self.full() {
                "the full part or more".to_string()
            } else {
                format!(
                    "--thorough asks the full {} uniform + {} per stratum",
                    thousands(self.full_uniform),
                    thousands(self.full_per_stratum)
                )
            };
            words.extend(prose(&full));
            wrap_into(&mut out, "  ", words, "    ");
        }
        out.push(format!(
            "coverage (random hands per shape; {UNIFORM_PER_STRATUM} uniform for each of a stratum):"
        ));
        for s in &self.shapes {
            out.push(s.line());
        }
        for s in &self.shapes {
            if let Some(u) = s.unfit {
                out.push(format!(
                    "  {}: not swept whole, {} asks at {} hands/s take ~{:.1} s; it could get {:.1} s",
                    s.label,
                    thousands(u.asks),
                    thousands(u.hands_per_second as u64),
                    u.seconds,
                    u.allowed
                ));
            }
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

/// The words of `text`, to wrap.
fn prose(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(' ').map(str::to_string)
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

/// Joins `words` (each kept whole on a line) after `lead` into lines of
/// at most 100 columns, the later ones starting with `indent`, pushed to
/// `out`.
fn wrap_into(out: &mut Vec<String>, lead: &str, words: Vec<String>, indent: &str) {
    let mut line = lead.to_string();
    let mut fresh = true;
    for word in words.iter().filter(|w| !w.is_empty()) {
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
