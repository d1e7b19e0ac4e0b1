//! `check`'s time budget: how many random hands a check asks, sized to the
//! evaluator's measured speed.
//!
//! The full random part ([`CheckOptions::random`] uniform hands per card
//! count, each stratum a tenth as many) costs the same number of hands
//! whatever the evaluator's speed: a program answering a few hundred hands
//! a second would take minutes. With a budget, `check` first times the
//! evaluator on the first hands of each card count's uniform stratum (the
//! very hands the part then asks; [`measure`]), then [`plan`]s the part so
//! that it takes about the budget:
//!
//! 1. if the full part fits, it runs in full (a fast evaluator never gets
//!    less than the default);
//! 2. otherwise every stratum keeps its full share, and the uniform hands
//!    get what the budget leaves (never fewer than a stratum's share);
//! 3. if even the strata's full shares do not fit, every stratum and the
//!    uniform hands get the same, smaller number (at least one hand each),
//!    so no stratum is ever dropped.
//!
//! The report says what was done ([`Sizing::lines`]), and `--thorough`
//! (or an explicit `--random N`) asks for the full part whatever the speed.
//!
//! [`CheckOptions::random`]: super::CheckOptions::random

use super::Subject;
use crate::engine::source::Source;
use crate::numbers::thousands;
use showdown_evaluators::card::Card;
use std::time::{Duration, Instant};

/// The default budget of `check`'s random part, in seconds.
pub const DEFAULT_BUDGET_S: u64 = 15;

/// The evaluator's speed on one card count, as measured.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Speed {
    /// Cards per hand.
    pub cards: usize,
    /// Hands timed (after one untimed hand that lets a program start).
    pub hands: u64,
    /// How long they took, in seconds.
    pub seconds: f64,
}

impl Speed {
    /// Seconds per hand (a floor of a nanosecond, so a count of zero or an
    /// unmeasurably fast evaluator still plans).
    pub fn per_hand(&self) -> f64 {
        if self.hands == 0 {
            return 1e-9;
        }
        (self.seconds / self.hands as f64).max(1e-9)
    }

    /// Hands per second.
    pub fn hands_per_second(&self) -> f64 {
        1.0 / self.per_hand()
    }
}

/// What the budget decided for the random part, for the report.
#[derive(Clone, Debug, PartialEq)]
pub struct Sizing {
    /// The budget of the random part.
    pub budget: Duration,
    /// The measured speed per card count, in the order the parts run.
    pub speeds: Vec<Speed>,
    /// Hands per stratum (other than the uniform one) per card count.
    pub per_stratum: u64,
    /// Uniform hands per card count.
    pub uniform: u64,
    /// The full part's hands per stratum (what `--thorough` asks).
    pub full_per_stratum: u64,
    /// The full part's uniform hands.
    pub full_uniform: u64,
    /// Whether the part has strata besides the uniform hands.
    pub strata: bool,
    /// The predicted time of the random part as planned, measuring included.
    pub estimate: Duration,
}

impl Sizing {
    /// Whether the full part runs (the budget cut nothing).
    pub fn full(&self) -> bool {
        self.per_stratum >= self.full_per_stratum && self.uniform >= self.full_uniform
    }

    /// The report's lines about the budget (each within 100 columns for
    /// every realistic figure): what it did, what it cut and how to get the
    /// full part, and the measured speeds.
    pub fn lines(&self) -> Vec<String> {
        let budget = format!("budget {} s", trim_seconds(self.budget.as_secs_f64()));
        let full = format!(
            "{} uniform{} per card count",
            thousands(self.full_uniform),
            if self.strata {
                format!(" + {} per stratum", thousands(self.full_per_stratum))
            } else {
                String::new()
            }
        );
        let mut out = Vec::new();
        if self.full() {
            out.push(format!(
                "{budget}: the full random part, {full} (about {:.1} s)",
                self.estimate.as_secs_f64()
            ));
        } else {
            let strata = if self.strata {
                format!("{} hands per stratum and ", thousands(self.per_stratum))
            } else {
                String::new()
            };
            out.push(format!(
                "{budget}: {strata}{} uniform hands per card count (about {:.1} s)",
                thousands(self.uniform),
                self.estimate.as_secs_f64()
            ));
            out.push(format!(
                "  (cut from the full {full}: --thorough asks them all)"
            ));
        }
        // The speeds, wrapped to 100 columns.
        let mut line = String::from(" ");
        for word in self.describe_speeds().split(' ') {
            if line.len() + 1 + word.len() > 100 {
                out.push(std::mem::replace(&mut line, String::from("   ")));
            }
            line.push(' ');
            line.push_str(word);
        }
        out.push(line);
        out
    }

    /// The measured speeds: `measured speed: 5 cards 1,234 hands/s, …`.
    pub fn describe_speeds(&self) -> String {
        let each: Vec<String> = self
            .speeds
            .iter()
            .map(|s| {
                format!(
                    "{} cards {}/s",
                    s.cards,
                    thousands(s.hands_per_second().round() as u64)
                )
            })
            .collect();
        let timed: u64 = self.speeds.iter().map(|s| s.hands).sum();
        format!(
            "measured on the first {} hands (asked again): {}",
            thousands(timed),
            each.join(", ")
        )
    }
}

/// `1.5` as `1.5`, `15.0` as `15`.
fn trim_seconds(s: f64) -> String {
    if (s - s.round()).abs() < 1e-9 {
        format!("{}", s.round() as u64)
    } else {
        format!("{s:.1}")
    }
}

/// Hands per stratum and uniform hands per card count that fit `budget`
/// (after `spent` on measuring), given each card count's number of strata
/// besides the uniform one and its measured speed; the full part is
/// `full_uniform` uniform hands and `full_per_stratum` per stratum. Returns
/// `(per_stratum, uniform)`: the full part when it fits; otherwise the
/// strata first at their full share and the uniform hands what is left
/// (at least a stratum's share); otherwise both the same, at least one.
pub fn plan(
    budget: Duration,
    spent: Duration,
    full_per_stratum: u64,
    full_uniform: u64,
    parts: &[(usize, Speed)],
) -> (u64, u64) {
    let left = budget.saturating_sub(spent).as_secs_f64();
    // Seconds per uniform hand of every count together, and per stratum hand.
    let uniform_cost: f64 = parts.iter().map(|(_, s)| s.per_hand()).sum();
    let strata_cost: f64 = parts.iter().map(|&(k, s)| k as f64 * s.per_hand()).sum();
    let cost = |per_stratum: u64, uniform: u64| {
        per_stratum as f64 * strata_cost + uniform as f64 * uniform_cost
    };
    if cost(full_per_stratum, full_uniform) <= left {
        return (full_per_stratum, full_uniform);
    }
    if cost(full_per_stratum, full_per_stratum) <= left {
        let uniform = ((left - cost(full_per_stratum, 0)) / uniform_cost).floor() as u64;
        return (
            full_per_stratum,
            uniform.clamp(full_per_stratum, full_uniform),
        );
    }
    let each = (left / (strata_cost + uniform_cost)).floor() as u64;
    let each = each.clamp(1, full_per_stratum.max(1));
    (each, each)
}

/// The predicted seconds of a part planned as `(per_stratum, uniform)`.
pub fn predict(parts: &[(usize, Speed)], per_stratum: u64, uniform: u64) -> f64 {
    parts
        .iter()
        .map(|&(k, s)| (k as u64 * per_stratum + uniform) as f64 * s.per_hand())
        .sum()
}

/// Times `subject` on the first hands of `source` (the uniform hands of a
/// random part: the part asks them again). One hand first, untimed (a
/// program may still be starting), then batches of 8, 32, 128, … hands
/// (each at most what the time left holds at the speed so far) until
/// `enough` time was spent or `keep_going` says no. The answers
/// are not judged here: the same hands are judged in the part.
pub fn measure(
    subject: &dyn Subject,
    source: &Source,
    enough: Duration,
    keep_going: &dyn Fn() -> bool,
) -> Speed {
    let n = source.cards();
    let mut cards: Vec<Card> = Vec::new();
    source.for_each(&mut |hand, _, _| {
        cards.extend_from_slice(hand);
        true
    });
    let total = cards.len() / n.max(1);
    let mut speed = Speed {
        cards: n,
        hands: 0,
        seconds: 0.0,
    };
    if total == 0 || !keep_going() {
        return speed;
    }
    subject.evaluate_uniform(n, &cards[..n]);
    let mut at = 1;
    // Batches grow four-fold, but never past what the time left is
    // expected to hold at the speed measured so far (a slow program is not
    // asked a long batch past `enough`).
    let mut size = 8usize;
    while at < total && subject.given_up().is_none() && keep_going() {
        let end = (at + size).min(total);
        let started = Instant::now();
        subject.evaluate_uniform(n, &cards[at * n..end * n]);
        speed.seconds += started.elapsed().as_secs_f64();
        speed.hands += (end - at) as u64;
        at = end;
        let left = enough.as_secs_f64() - speed.seconds;
        let fits = (left / speed.per_hand()).floor() as usize;
        size = (size * 4).min(fits);
        if size < 8 {
            break;
        }
    }
    speed
}

/// Hands [`measure`] may ask of one card count: its untimed first hand and
/// every batch.
pub const MEASURED_HANDS: u64 = 1 + 8 + 32 + 128 + 512 + 2048;

#[cfg(test)]
mod tests {
    use super::*;

    fn speed(cards: usize, hands_per_second: f64) -> Speed {
        Speed {
            cards,
            hands: 1000,
            seconds: 1000.0 / hands_per_second,
        }
    }

    const BUDGET: Duration = Duration::from_secs(15);

    #[test]
    fn a_fast_evaluator_gets_the_full_part() {
        let parts = [
            (20, speed(5, 1e6)),
            (25, speed(6, 1e6)),
            (27, speed(7, 1e6)),
        ];
        assert_eq!(
            plan(BUDGET, Duration::ZERO, 1000, 10_000, &parts),
            (1000, 10_000)
        );
    }

    #[test]
    fn strata_keep_their_share_before_uniform_hands_are_cut() {
        // 72 strata x 1,000 = 72,000 hands (9 s at 8,000/s); 48,000 left for
        // uniform hands over three counts: 16,000 each, capped at 10,000 -> full.
        let parts = [
            (20, speed(5, 8000.0)),
            (25, speed(6, 8000.0)),
            (27, speed(7, 8000.0)),
        ];
        assert_eq!(
            plan(BUDGET, Duration::ZERO, 1000, 10_000, &parts),
            (1000, 10_000)
        );
        // At 6,000/s: 90,000 hands fit; strata take 72,000, uniform 6,000 each.
        let parts = [
            (20, speed(5, 6000.0)),
            (25, speed(6, 6000.0)),
            (27, speed(7, 6000.0)),
        ];
        let (per_stratum, uniform) = plan(BUDGET, Duration::ZERO, 1000, 10_000, &parts);
        assert_eq!(per_stratum, 1000);
        assert_eq!(uniform, 6000);
        assert!(predict(&parts, per_stratum, uniform) <= 15.0 + 1e-9);
    }

    #[test]
    fn a_slow_evaluator_keeps_every_stratum_with_fewer_hands() {
        // 500 hands/s, one count with 30 strata: 7,500 hands over 31 draws.
        let parts = [(30, speed(9, 500.0))];
        let (per_stratum, uniform) = plan(BUDGET, Duration::ZERO, 1000, 10_000, &parts);
        assert_eq!((per_stratum, uniform), (241, 241));
        assert!(predict(&parts, per_stratum, uniform) <= 15.0);
        // Time spent measuring counts against the budget.
        let (less, _) = plan(BUDGET, Duration::from_secs(5), 1000, 10_000, &parts);
        assert_eq!(less, 161);
    }

    #[test]
    fn no_stratum_is_ever_dropped_however_slow() {
        let parts = [(30, speed(9, 0.5))];
        assert_eq!(plan(BUDGET, Duration::ZERO, 1000, 10_000, &parts), (1, 1));
        assert_eq!(plan(BUDGET, BUDGET * 2, 1000, 10_000, &parts), (1, 1));
    }

    #[test]
    fn without_strata_the_uniform_hands_take_the_budget() {
        let parts = [(0, speed(7, 1000.0))];
        let (_, uniform) = plan(BUDGET, Duration::ZERO, 1000, 10_000, &parts);
        assert_eq!(uniform, 10_000);
        let parts = [(0, speed(7, 100.0))];
        assert_eq!(plan(BUDGET, Duration::ZERO, 1000, 10_000, &parts).1, 1500);
        let parts = [(0, speed(7, 10.0))];
        assert_eq!(plan(BUDGET, Duration::ZERO, 1000, 10_000, &parts).1, 150);
    }

    #[test]
    fn the_report_says_what_was_cut_and_how_to_get_it_all() {
        let mut s = Sizing {
            budget: BUDGET,
            speeds: vec![speed(5, 52_000.0), speed(6, 410.0), speed(7, 400.0)],
            per_stratum: 180,
            uniform: 180,
            full_per_stratum: 1000,
            full_uniform: 10_000,
            strata: true,
            estimate: Duration::from_secs_f64(14.6),
        };
        assert_eq!(
            s.lines(),
            [
                "budget 15 s: 180 hands per stratum and 180 uniform hands per card count \
                 (about 14.6 s)",
                "  (cut from the full 10,000 uniform + 1,000 per stratum per card count: \
                 --thorough asks them all)",
                "  measured on the first 3,000 hands (asked again): 5 cards 52,000/s, \
                 6 cards 410/s, 7 cards 400/s",
            ]
        );
        assert!(s.lines().iter().all(|l| l.len() <= 100), "{:?}", s.lines());
        assert!(!s.full());
        s.per_stratum = 1000;
        s.uniform = 10_000;
        assert!(s.full());
        assert_eq!(
            s.lines()[0],
            "budget 15 s: the full random part, 10,000 uniform + 1,000 per stratum per card \
             count (about 14.6 s)"
        );
    }
}
