//! `showdown sweep`: every hand of n cards through each evaluator and the
//! reference, on all cores, in constant memory.
//!
//! Per evaluator the sweep reports the category confusion matrix against the
//! reference, order agreement against the reference's strength classes
//! ([`crate::engine::order`]), how many hands each deviation class claims and explains,
//! unexplained disagreements and over-claims (both must be zero), and the
//! smallest example hand of every kind of finding ([`crate::engine::example`]). The
//! reference's own category histogram and class count are checked against
//! the published figures on every sweep.
//!
//! Order-sensitive evaluators (`hole-last`: the last two cards are the hole
//! cards) are given each hand in canonical order — board = the lowest cards,
//! hole = the two highest — unless [`HoleOrder::Mixed`] is asked for, which
//! picks each hand's hole pair by a fixed hash of the hand, so one sweep
//! covers all 21 board/hole splits of 7 cards evenly. The property tests
//! draw random orders. Neither is called order-free.
//!
//! Order over-claims (an `Order` class claiming a hand the evaluator places
//! exactly where the reference does) need each reference class's clean
//! strength first, so they are counted in a second pass over the hands that
//! an `Order` class claims.
//!
//! Every game's sweep runs on one driver ([`drive`]): the engine's plan
//! ([`crate::engine::source::plan`]) splits the evaluators into passes
//! (one hand per class up to renaming suits, or every hand), each pass
//! folds its hands into one [`PassAcc`] per worker thread — the
//! reference's figures and one engine [`Tally`] per evaluator — and the
//! driver hands each evaluator its pass's tally. Hold'em's pass
//! ([`holdem`]) is the fast path: the reference's incremental state, the
//! dense class index and the lift memos; every other game without hole
//! cards takes [`game`]'s pass over [`crate::engine::source::Source`].

pub mod game;
pub mod holdem;
pub mod memo;

pub use holdem::run;

use crate::engine::judge::Subject;
use crate::engine::order::{ClassIndex, OrderFigures};
use crate::engine::source::{Enumeration, Plan, SuitCheck};
use crate::engine::tally::Tally;
use crate::progress::Progress;
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::CardOrder;
use std::time::Duration;

/// How an order-sensitive evaluator is given each hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HoleOrder {
    /// Cards ascending: the hole cards are the two highest.
    Canonical,
    /// The hole pair chosen per hand by a fixed hash (all splits covered).
    Mixed,
}

/// What to sweep.
pub struct SweepOptions {
    /// The hand size, 1 to 7: every hand of this size is visited.
    pub cards: usize,
    /// The evaluators to sweep, with their deviation classes.
    pub subjects: Vec<Subject>,
    /// How order-sensitive evaluators are given each hand.
    pub hole_order: HoleOrder,
    /// Sweep every hand for every evaluator, not up to renaming suits.
    pub every_hand: bool,
    /// Told how far the sweep is.
    pub progress: std::sync::Arc<dyn Progress>,
}

/// The reference's own figures over the sweep.
#[derive(Clone, Debug)]
pub struct ReferenceFigures {
    /// Hands per reference category, high card first.
    pub histogram: [u64; 9],
    /// How many distinct reference strengths occurred.
    pub classes: usize,
    /// Differences from the published counts (empty when they match).
    pub problems: Vec<String>,
}

/// One evaluator's results.
#[derive(Clone)]
pub struct SubjectResult {
    /// The evaluator swept, with its classes.
    pub subject: Subject,
    /// Everything counted for it.
    pub tally: Tally,
    /// Over every answered hand (raw), and over clean hands (must be 0).
    pub order_all: Option<OrderFigures>,
    /// The order figures over clean hands only (right category, claimed by
    /// no `Order` class), where any anomaly is unexplained; like `order_all`,
    /// `None` when the evaluator gives no strength.
    pub order_clean: Option<OrderFigures>,
    /// Whether the hand size lies in the evaluator's domain.
    pub in_domain: bool,
    /// Which hands it was asked: every hand, or one per class up to
    /// renaming suits (counted by multiplicity, so figures are per hand).
    pub enumeration: Enumeration,
    /// The renamings it was asked before a sweep up to renaming suits
    /// (`None` for order-sensitive evaluators and `--every-hand`).
    pub suit_check: Option<SuitCheck>,
}

impl SubjectResult {
    /// Unexplained disagreements, clean order anomalies included.
    pub fn unexplained(&self) -> u64 {
        self.tally.unexplained_total()
            + self
                .order_clean
                .as_ref()
                .map_or(0, |o| o.anomalies() as u64)
    }

    /// Whether nothing is unexplained and nothing over-claimed. Outside
    /// the evaluator's domain (`--out-of-domain`) the figures are shown for
    /// information and never fail the sweep.
    pub fn ok(&self) -> bool {
        !self.in_domain || (self.unexplained() == 0 && self.tally.over_claimed_total() == 0)
    }
}

/// A whole sweep.
pub struct SweepResult {
    /// The hand size.
    pub cards: usize,
    /// Hands visited (every hand of `cards` cards, unless something went
    /// wrong: the reference's problems then say so), by multiplicity.
    pub hands: u64,
    /// The classes up to renaming suits the reference's figures were taken
    /// over, when they were (else every hand was visited).
    pub classes_visited: Option<u64>,
    /// How order-sensitive evaluators were given the hands.
    pub hole_order: HoleOrder,
    /// The reference's own figures, checked against the published counts.
    pub reference: ReferenceFigures,
    /// One result per subject, in the order of
    /// [`SweepOptions::subjects`].
    pub subjects: Vec<SubjectResult>,
    /// Wall-clock time of the whole sweep, the over-claim pass included.
    pub wall: Duration,
    /// Worker threads used (one per core).
    pub threads: usize,
    /// Peak resident set size of the process so far, in KiB.
    pub peak_rss_kib: Option<u64>,
}

impl SweepResult {
    /// Whether the reference matches the published figures and every
    /// subject is [`ok`](SubjectResult::ok).
    pub fn ok(&self) -> bool {
        self.reference.problems.is_empty() && self.subjects.iter().all(|s| s.ok())
    }
}

/// Peak resident set size of this process (`VmHWM`), in KiB.
pub fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The cards as `subject` should be given them.
#[inline]
pub fn arrange(cards: &[Card], order: CardOrder, hole: HoleOrder, buf: &mut [Card; 7]) -> usize {
    let n = cards.len();
    buf[..n].copy_from_slice(cards);
    if order == CardOrder::HoleLast && hole == HoleOrder::Mixed && n >= 2 {
        let pairs = n * (n - 1) / 2;
        let h = cards.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, c| {
            (h ^ c.index() as u64).wrapping_mul(0x0100_0000_01b3)
        });
        let mut p = (h % pairs as u64) as usize;
        let (mut a, mut b) = (0, 1);
        'find: for i in 0..n {
            for j in i + 1..n {
                if p == 0 {
                    (a, b) = (i, j);
                    break 'find;
                }
                p -= 1;
            }
        }
        let mut k = 0;
        for (i, &c) in cards.iter().enumerate() {
            if i != a && i != b {
                buf[k] = c;
                k += 1;
            }
        }
        buf[n - 2] = cards[a];
        buf[n - 1] = cards[b];
    }
    n
}

/// The reference's own figures over one pass: hands per category (by
/// category index) and which of its strength classes occurred.
#[derive(Clone, Debug)]
pub struct PassFigures {
    /// Hands per reference category, by [`Category::index`](showdown_evaluators::category::Category::index).
    pub histogram: [u64; 9],
    /// Per reference class of the pass's class index: whether it occurred.
    pub seen: Vec<bool>,
}

impl PassFigures {
    /// How many reference classes occurred.
    pub fn classes(&self) -> usize {
        self.seen.iter().filter(|&&b| b).count()
    }
}

/// What one worker thread counts in a pass: the reference's figures and
/// one tally per evaluator of the pass.
pub struct PassAcc {
    /// The reference's figures.
    pub figures: PassFigures,
    /// One tally per evaluator of the pass's group, in its order.
    pub tallies: Vec<Tally>,
}

impl PassAcc {
    /// Empty counts for the evaluators `group` (places in `subjects`), with
    /// order ranges over the classes of `index`.
    pub fn new(subjects: &[Subject], group: &[usize], index: &ClassIndex) -> PassAcc {
        PassAcc {
            figures: PassFigures {
                histogram: [0; 9],
                seen: vec![false; index.len()],
            },
            tallies: group
                .iter()
                .map(|&k| Tally::new(&subjects[k], index.len()))
                .collect(),
        }
    }

    /// Counts the reference's answer on a hand that stands for `weight`
    /// hands: its category's index and its class.
    #[inline]
    pub fn reference(&mut self, category: usize, class: usize, weight: u64) {
        self.figures.histogram[category] += weight;
        self.figures.seen[class] = true;
    }

    /// Both threads' counts joined.
    pub fn merge(mut self, other: PassAcc) -> PassAcc {
        for (a, b) in self
            .figures
            .histogram
            .iter_mut()
            .zip(other.figures.histogram)
        {
            *a += b;
        }
        for (x, y) in self.figures.seen.iter_mut().zip(other.figures.seen) {
            *x |= y;
        }
        self.tallies = self
            .tallies
            .into_iter()
            .zip(other.tallies)
            .map(|(x, y)| x.merge(y))
            .collect();
        self
    }
}

/// What the passes of a plan came to.
pub struct Swept {
    /// One tally per evaluator, in the plan's order.
    pub tallies: Vec<Tally>,
    /// The reference's figures, from the first pass.
    pub figures: PassFigures,
    /// The hands the first pass visited.
    pub first: Enumeration,
    /// Per evaluator: the hands it was asked.
    pub enumeration: Vec<Enumeration>,
    /// Per evaluator: the renamings it was asked first.
    pub suit_checks: Vec<Option<SuitCheck>>,
}

/// The one sweep driver of every game: runs `pass` once per pass of
/// `plan` (an enumeration and the evaluators, by place, that take part)
/// and gives each evaluator the tally of its pass. The reference's figures
/// are the first pass's (every pass visits the same hands, by weight).
pub fn drive(plan: Plan, mut pass: impl FnMut(Enumeration, &[usize]) -> PassAcc) -> Swept {
    let Plan {
        enumeration,
        suit_checks,
        passes,
    } = plan;
    let mut tallies: Vec<Option<Tally>> = vec![None; enumeration.len()];
    let mut first: Option<(Enumeration, PassFigures)> = None;
    for (which, group) in passes {
        let acc = pass(which, &group);
        for (&k, t) in group.iter().zip(acc.tallies) {
            tallies[k] = Some(t);
        }
        if first.is_none() {
            first = Some((which, acc.figures));
        }
    }
    let (first, figures) = first.expect("at least one pass ran");
    Swept {
        tallies: tallies
            .into_iter()
            .map(|t| t.expect("every evaluator swept"))
            .collect(),
        figures,
        first,
        enumeration,
        suit_checks,
    }
}
