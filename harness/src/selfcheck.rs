//! The exhaustive proof of the reference evaluator.
//!
//! Over every hand of n cards: the category histogram and the number of
//! distinct strengths must equal the published figures, and the reference
//! must order hands exactly as the plain best-of-subsets evaluator does:
//! every reference strength maps to one subset strength, and the map is
//! strictly increasing. A histogram alone would miss two swapped kickers;
//! the order check does not.

use crate::enumerate::par_fold_hands;
use crate::progress::Progress;
use showdown_evaluators::category::Category;
use showdown_evaluators::reference::{category_of, Reference};
use showdown_evaluators::subset::BestOfSubsets;

/// Published category counts (high card first) and the number of distinct
/// strength classes, for every hand size. Below five cards only rank
/// multiplicities count, so the classes are the rank multisets.
pub fn published(n: usize) -> Option<([u64; 9], usize)> {
    match n {
        1 => Some(([52, 0, 0, 0, 0, 0, 0, 0, 0], 13)),
        2 => Some(([1_248, 78, 0, 0, 0, 0, 0, 0, 0], 91)),
        3 => Some(([18_304, 3_744, 0, 52, 0, 0, 0, 0, 0], 455)),
        4 => Some(([183_040, 82_368, 2_808, 2_496, 0, 0, 0, 13, 0], 1_820)),
        5 => Some((
            [
                1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40,
            ],
            7_462,
        )),
        6 => Some((
            [
                6_612_900, 9_730_740, 2_532_816, 732_160, 361_620, 205_792, 165_984, 14_664, 1_844,
            ],
            6_075,
        )),
        7 => Some((
            [
                23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184,
                224_848, 41_584,
            ],
            4_824,
        )),
        _ => None,
    }
}

/// What an exhaustive pass over all n-card hands found.
#[derive(Clone, Debug)]
pub struct SelfCheck {
    /// The hand size, 1 to 7.
    pub cards: usize,
    /// Hands visited: every hand of `cards` cards.
    pub hands: u64,
    /// Hands per category, by category index (high card first).
    pub histogram: [u64; 9],
    /// How many distinct strengths the hands got.
    pub distinct: usize,
    /// With the order check: reference strengths that met two different
    /// subset strengths (one example each: strength, subset key, other key).
    pub conflicts: Vec<(u16, u32, u32)>,
    /// With the order check: adjacent reference classes whose subset keys do
    /// not strictly increase.
    pub inversions: Vec<(u16, u16)>,
    /// Whether the order check against [`BestOfSubsets`] ran (without it,
    /// `conflicts` and `inversions` stay empty).
    pub order_checked: bool,
}

impl SelfCheck {
    /// Problems against the published figures and the order check.
    pub fn problems(&self) -> Vec<String> {
        let mut out = Vec::new();
        if let Some((hist, distinct)) = published(self.cards) {
            for (i, (&got, &want)) in self.histogram.iter().zip(hist.iter()).enumerate() {
                if got != want {
                    out.push(format!(
                        "{} cards: {} count {got}, published {want}",
                        self.cards,
                        Category::ALL[i].name()
                    ));
                }
            }
            if self.distinct != distinct {
                out.push(format!(
                    "{} cards: {} distinct strengths, published {distinct}",
                    self.cards, self.distinct
                ));
            }
        }
        for (s, a, b) in self.conflicts.iter().take(10) {
            out.push(format!(
                "reference strength {s} covers two plain classes {a:#x} and {b:#x}"
            ));
        }
        for (a, b) in self.inversions.iter().take(10) {
            out.push(format!(
                "reference strengths {a} < {b} but the plain classes are not in that order"
            ));
        }
        out
    }
}

struct Acc {
    histogram: [u64; 9],
    /// reference strength -> plain key (0 = not seen)
    map: Vec<u32>,
    conflicts: Vec<(u16, u32, u32)>,
}

/// Runs the exhaustive check of the reference over all `n`-card hands (1 to
/// 7), on all cores.
pub fn run(n: usize, order_check: bool) -> SelfCheck {
    run_with_progress(n, order_check, &crate::progress::Silent)
}

/// [`run`], telling `progress` how far it is.
pub fn run_with_progress(n: usize, order_check: bool, progress: &dyn Progress) -> SelfCheck {
    let reference = Reference::new();
    let total = showdown_evaluators::combinations::binomial(52, n as u64);
    let label = format!("selfcheck {n} cards");
    crate::progress::with_progress(progress, total, &label, |done| {
        fold(n, order_check, done, |_, state| {
            reference.strength_of_state(state)
        })
    })
}

/// The same check for any evaluator with the reference's strength encoding
/// (`category << 12 | index`): used by [`run`], and by tests that show the
/// check fails on a wrong evaluator.
pub fn run_with<F>(n: usize, order_check: bool, strength: F) -> SelfCheck
where
    F: Fn(&[showdown_evaluators::card::Card], showdown_evaluators::reference::HandState) -> u16
        + Sync
        + Send,
{
    fold(
        n,
        order_check,
        &std::sync::atomic::AtomicU64::new(0),
        strength,
    )
}

fn fold<F>(
    n: usize,
    order_check: bool,
    done: &std::sync::atomic::AtomicU64,
    strength: F,
) -> SelfCheck
where
    F: Fn(&[showdown_evaluators::card::Card], showdown_evaluators::reference::HandState) -> u16
        + Sync
        + Send,
{
    let acc = par_fold_hands(
        n,
        done,
        || Acc {
            histogram: [0; 9],
            map: vec![0; 1 << 16],
            conflicts: Vec::new(),
        },
        |acc, cards, state| {
            let s = strength(cards, state);
            acc.histogram[category_of(s) as usize] += 1;
            let slot = &mut acc.map[s as usize];
            if order_check {
                let k = BestOfSubsets::key(cards);
                if *slot == 0 {
                    *slot = k;
                } else if *slot != k && acc.conflicts.len() < 10 {
                    acc.conflicts.push((s, *slot, k));
                }
            } else {
                *slot = 1;
            }
        },
        |mut a, b| {
            for i in 0..9 {
                a.histogram[i] += b.histogram[i];
            }
            for (s, (x, &y)) in a.map.iter_mut().zip(b.map.iter()).enumerate() {
                if *x == 0 {
                    *x = y;
                } else if y != 0 && *x != y && a.conflicts.len() < 10 {
                    a.conflicts.push((s as u16, *x, y));
                }
            }
            a.conflicts.extend(b.conflicts);
            a
        },
    );
    let seen: Vec<(u16, u32)> = acc
        .map
        .iter()
        .enumerate()
        .filter(|(_, &k)| k != 0)
        .map(|(s, &k)| (s as u16, k))
        .collect();
    let inversions = if order_check {
        seen.windows(2)
            .filter(|w| w[0].1 >= w[1].1)
            .map(|w| (w[0].0, w[1].0))
            .collect()
    } else {
        Vec::new()
    };
    SelfCheck {
        cards: n,
        hands: acc.histogram.iter().sum(),
        histogram: acc.histogram,
        distinct: seen.len(),
        conflicts: acc.conflicts,
        inversions,
        order_checked: order_check,
    }
}

/// One proof of a game's reference, run: what it proved, its one-line
/// summary or what failed, and how long it took.
#[derive(Clone, Debug)]
pub struct ProofLine {
    /// What was proven (`short-deck 6 cards`).
    pub what: String,
    /// The summary, or what failed.
    pub result: Result<String, String>,
    /// How long it took.
    pub took: std::time::Duration,
}

/// A game's proofs, run.
#[derive(Clone, Debug)]
pub struct GameProofs {
    /// One line per proof, in the plan's order.
    pub lines: Vec<ProofLine>,
    /// The name and time of the whole, when the plan asks for it.
    pub total: Option<(&'static str, std::time::Duration)>,
}

impl GameProofs {
    /// Whether every proof passed.
    pub fn ok(&self) -> bool {
        self.lines.iter().all(|l| l.result.is_ok())
    }
}

/// Runs a game's own proofs ([`Proofs::Own`] in its kit) for `request`:
/// at once (one thread each) or one after another, as the plan says. A
/// request that does not fit the game (a card count it has no hands of) is
/// an [`Error::Invalid`](crate::Error::Invalid); a proof that fails is a
/// line of the result. `None` for hold'em, whose proof is [`run`].
///
/// [`Proofs::Own`]: showdown_evaluators::games::Proofs::Own
pub fn prove_game(
    game: &'static showdown_evaluators::game::Game,
    request: &showdown_evaluators::games::ProofRequest,
) -> Option<Result<GameProofs, crate::Error>> {
    use rayon::prelude::*;
    use showdown_evaluators::games::{kit_of, Proof, Proofs};
    let Proofs::Own(plan) = kit_of(game).proofs else {
        return None;
    };
    let plan = match plan(game, request) {
        Ok(plan) => plan,
        Err(e) => return Some(Err(crate::Error::Invalid(e.0))),
    };
    let started = std::time::Instant::now();
    let run = |proof: Proof| {
        let t = std::time::Instant::now();
        let result = (proof.run)().map_err(|e| e.0);
        ProofLine {
            what: proof.what,
            result,
            took: t.elapsed(),
        }
    };
    let lines: Vec<ProofLine> = if plan.at_once {
        plan.proofs
            .into_par_iter()
            .with_max_len(1)
            .map(run)
            .collect()
    } else {
        plan.proofs.into_iter().map(run).collect()
    };
    Some(Ok(GameProofs {
        lines,
        total: plan.total.map(|name| (name, started.elapsed())),
    }))
}
