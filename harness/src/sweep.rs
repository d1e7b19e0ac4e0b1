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

pub mod game;
pub mod memo;
pub mod tally;

use crate::engine::example::Example;
use crate::engine::judge::{self, Subject};
use crate::engine::order::{ClassIndex, OrderFigures};
use crate::engine::source::{self, Enumeration, Plan, SuitCheck, SUIT_CHECK_PER_CATEGORY};
use crate::progress::{with_progress, Progress};
use crate::selfcheck::published;
use showdown_evaluators::card::Card;
use showdown_evaluators::combinations::binomial;
use showdown_evaluators::evaluator::{CardOrder, Evaluator, Strength};
use showdown_evaluators::reference::{category_of, Reference};
use std::time::{Duration, Instant};
use tally::Tally;

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

struct Acc {
    histogram: [u64; 9],
    seen: Vec<bool>,
    tallies: Vec<Tally>,
}

/// Sweeps every hand of `opts.cards` cards.
///
/// Order-free evaluators are swept up to renaming suits (one hand per
/// class, weighted by its multiplicity) unless `opts.every_hand`; each is
/// first asked every renaming of a sample of hands ([`SuitCheck`]), and one
/// whose answers change is swept over every hand instead. Order-sensitive
/// evaluators are always swept over every hand.
pub fn run(opts: SweepOptions) -> SweepResult {
    let n = opts.cards;
    assert!((1..=7).contains(&n), "hands have 1 to 7 cards");
    let start = Instant::now();
    let index = ClassIndex::get(n);
    let total = binomial(52, n as u64);
    let subjects = &opts.subjects;
    let hole = opts.hole_order;
    let memos = build_memos(n, subjects);

    let evaluators: Vec<&dyn Evaluator> = subjects.iter().map(|s| &*s.evaluator).collect();
    let Plan {
        enumeration,
        suit_checks,
        passes,
    } = source::plan(&evaluators, opts.every_hand, || {
        source::suit_sample(&showdown_evaluators::HOLDEM, n, SUIT_CHECK_PER_CATEGORY)
    });

    let mut tallies: Vec<Option<Tally>> = vec![None; subjects.len()];
    let mut figures: Option<Acc> = None;
    let mut classes_visited = None;
    for (which, group) in passes {
        let label = format!("sweep {n} cards, {}", which.describe());
        let acc = sweep_pass(
            n,
            which,
            subjects,
            &group,
            &memos,
            hole,
            index,
            &*opts.progress,
            total,
            &label,
        );
        let Acc {
            histogram,
            seen,
            tallies: t,
        } = acc;
        for (&k, t) in group.iter().zip(t) {
            tallies[k] = Some(t);
        }
        if figures.is_none() {
            if which == Enumeration::UpToSuits {
                classes_visited = Some(crate::suit_classes::PUBLISHED_52[n]);
            }
            figures = Some(Acc {
                histogram,
                seen,
                tallies: Vec::new(),
            });
        }
    }
    let acc = figures.expect("at least one pass ran");

    let classes = acc.seen.iter().filter(|&&b| b).count();
    let mut problems = Vec::new();
    let hands: u64 = acc.histogram.iter().sum();
    if hands != total {
        problems.push(format!("visited {hands} hands, expected {total}"));
    }
    if let Some((hist, distinct)) = published(n) {
        for (i, (&got, &want)) in acc.histogram.iter().zip(hist.iter()).enumerate() {
            if got != want {
                problems.push(format!(
                    "reference: {} count {got}, published {want}",
                    category_of((i as u16) << 12).name()
                ));
            }
        }
        if classes != distinct {
            problems.push(format!(
                "reference: {classes} strength classes, published {distinct}"
            ));
        }
    }

    let mut results: Vec<SubjectResult> = subjects
        .iter()
        .cloned()
        .zip(tallies)
        .zip(enumeration.iter().zip(suit_checks))
        .map(|((subject, tally), (&enumeration, suit_check))| {
            let tally = tally.expect("every subject swept");
            let order_all = tally
                .order
                .as_ref()
                .map(|o| OrderFigures::of(&o.all, &index.strengths));
            let order_clean = tally
                .order
                .as_ref()
                .map(|o| OrderFigures::of(&o.clean, &index.strengths));
            SubjectResult {
                in_domain: subject.domain().contains(n),
                subject,
                tally,
                order_all,
                order_clean,
                enumeration,
                suit_check,
            }
        })
        .collect();

    for which in [Enumeration::UpToSuits, Enumeration::EveryHand] {
        order_over_claims(n, which, &mut results, &memos, hole, &*opts.progress);
    }

    SweepResult {
        cards: n,
        hands,
        classes_visited,
        hole_order: hole,
        reference: ReferenceFigures {
            histogram: acc.histogram,
            classes,
            problems,
        },
        subjects: results,
        wall: start.elapsed(),
        threads: crate::enumerate::threads(),
        peak_rss_kib: peak_rss_kib(),
    }
}

/// One pass over the hands `which` visits, for the subjects in `group`.
#[allow(clippy::too_many_arguments)]
fn sweep_pass(
    n: usize,
    which: Enumeration,
    subjects: &[Subject],
    group: &[usize],
    memos: &[Option<memo::LiftMemo>],
    hole: HoleOrder,
    index: &ClassIndex,
    progress: &dyn Progress,
    total: u64,
    label: &str,
) -> Acc {
    let reference = Reference::new();
    let orders: Vec<CardOrder> = subjects.iter().map(|s| s.evaluator.order()).collect();
    with_progress(progress, total, label, |done| {
        source::fold_source(
            n,
            which,
            done,
            || Acc {
                histogram: [0; 9],
                seen: vec![false; index.len()],
                tallies: group
                    .iter()
                    .map(|&k| Tally::new(&subjects[k], index.len()))
                    .collect(),
            },
            |acc, cards, state, weight| {
                let r = reference.strength_of_state(state);
                acc.histogram[(r >> 12) as usize] += weight;
                let class = index.class(r);
                acc.seen[class] = true;
                let mut buf = [cards[0]; 7];
                for (t, &k) in group.iter().enumerate() {
                    let s = &subjects[k];
                    let m = arrange(cards, orders[k], hole, &mut buf);
                    let hand = &buf[..m];
                    let j = match &memos[k] {
                        Some(m) => m.judge(s, hand, r),
                        None => s.judge(hand, r),
                    };
                    acc.tallies[t].add(hand, &j, class, weight);
                }
            },
            |mut a, b| {
                for i in 0..9 {
                    a.histogram[i] += b.histogram[i];
                }
                for (x, y) in a.seen.iter_mut().zip(b.seen) {
                    *x |= y;
                }
                a.tallies = a
                    .tallies
                    .into_iter()
                    .zip(b.tallies)
                    .map(|(x, y)| x.merge(y))
                    .collect();
                a
            },
        )
    })
}

/// Memos for the lifted subjects (six or seven cards only: on five cards
/// a lift is one call of its inner evaluator).
fn build_memos(n: usize, subjects: &[Subject]) -> Vec<Option<memo::LiftMemo>> {
    subjects
        .iter()
        .map(|s| {
            let inner = judge::lift_inner(s.name())?;
            (n >= 6).then(|| memo::LiftMemo::build(&*inner, s))
        })
        .collect()
}

/// The second pass: an `Order` class over-claims a hand when the hand's
/// strength is exactly its reference class's clean strength. The first pass
/// kept, per reference class, the range of strengths of `Order`-claimed
/// hands; only classes whose range contains the clean strength are looked
/// at again (usually none), and only subjects that have such classes.
fn order_over_claims(
    n: usize,
    which: Enumeration,
    results: &mut [SubjectResult],
    memos: &[Option<memo::LiftMemo>],
    hole: HoleOrder,
    progress: &dyn Progress,
) {
    let index = ClassIndex::get(n);
    // Per subject: the clean strength of each undecided reference class.
    let undecided: Vec<(usize, Vec<Option<Strength>>)> = results
        .iter()
        .enumerate()
        .filter(|(_, r)| r.enumeration == which)
        .filter_map(|(i, r)| {
            let u = r.tally.order.as_ref()?.undecided();
            u.iter().any(|c| c.is_some()).then_some((i, u))
        })
        .collect();
    if undecided.is_empty() {
        return;
    }
    let wanted: Vec<usize> = undecided.iter().map(|(i, _)| *i).collect();
    let canon: Vec<Vec<Option<Strength>>> = undecided.into_iter().map(|(_, u)| u).collect();
    let subjects: Vec<Subject> = wanted.iter().map(|&i| results[i].subject.clone()).collect();
    let memos: Vec<Option<&memo::LiftMemo>> = wanted.iter().map(|&i| memos[i].as_ref()).collect();
    let reference = Reference::new();
    type Over = Vec<(Vec<u64>, Vec<Option<Example>>)>;
    let over: Over = with_progress(
        progress,
        binomial(52, n as u64),
        &format!("order over-claims {n} cards, {}", which.describe()),
        |done| {
            source::fold_source(
                n,
                which,
                done,
                || {
                    subjects
                        .iter()
                        .map(|s| (vec![0u64; s.classes.len()], vec![None; s.classes.len()]))
                        .collect::<Over>()
                },
                |acc, cards, state, weight| {
                    let r = reference.strength_of_state(state);
                    let class = index.class(r);
                    let mut buf = [cards[0]; 7];
                    for (k, s) in subjects.iter().enumerate() {
                        let Some(c) = canon[k][class] else { continue };
                        let m = arrange(cards, s.evaluator.order(), hole, &mut buf);
                        let hand = &buf[..m];
                        let j = match memos[k] {
                            Some(m) => m.judge(s, hand, r),
                            None => {
                                if s.claims(hand) & s.order_mask() == 0 {
                                    continue;
                                }
                                s.judge(hand, r)
                            }
                        };
                        let order_claims = j.claims & s.order_mask();
                        if order_claims == 0 {
                            continue;
                        }
                        if j.finding == judge::Finding::Agree && j.strength() == Some(c) {
                            for i in 0..s.classes.len() {
                                if order_claims & (1 << i) != 0 {
                                    acc[k].0[i] += weight;
                                    Example::keep_min(&mut acc[k].1[i], Example::of(hand));
                                }
                            }
                        }
                    }
                },
                |mut a, b| {
                    for (x, y) in a.iter_mut().zip(b) {
                        for i in 0..x.0.len() {
                            x.0[i] += y.0[i];
                            x.1[i] = Example::min_of(x.1[i], y.1[i]);
                        }
                    }
                    a
                },
            )
        },
    );
    for (k, &i) in wanted.iter().enumerate() {
        for (c, t) in results[i].tally.classes.iter_mut().enumerate() {
            t.over_claimed += over[k].0[c];
            t.over_claimed_example = Example::min_of(t.over_claimed_example, over[k].1[c]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::category::Category;
    use showdown_evaluators::evaluator::{Evaluator, EvaluatorInfo, Rejected, Verdict};
    use showdown_evaluators::{Domain, Suit};
    use std::sync::Arc;

    fn sweep(n: usize, subjects: Vec<Subject>, every_hand: bool) -> SweepResult {
        run(SweepOptions {
            cards: n,
            subjects,
            hole_order: HoleOrder::Canonical,
            every_hand,
            progress: Arc::new(crate::progress::Silent),
        })
    }

    #[test]
    fn a_sweep_up_to_renaming_suits_counts_what_a_sweep_of_every_hand_counts() {
        let n = 4;
        let up_to_suits = sweep(n, Subject::all_ports(), false);
        let every = sweep(n, Subject::all_ports(), true);
        assert_eq!(up_to_suits.classes_visited, Some(16_432));
        assert_eq!(every.classes_visited, None);
        assert_eq!(up_to_suits.hands, every.hands);
        assert_eq!(up_to_suits.reference.histogram, every.reference.histogram);
        assert_eq!(up_to_suits.reference.classes, every.reference.classes);
        let mut by_suits = 0;
        for (a, b) in up_to_suits.subjects.iter().zip(&every.subjects) {
            let name = a.subject.name();
            by_suits += usize::from(a.enumeration == Enumeration::UpToSuits);
            assert_eq!(b.enumeration, Enumeration::EveryHand, "{name}");
            assert_eq!(a.tally.hands, b.tally.hands, "{name}");
            assert_eq!(a.tally.confusion, b.tally.confusion, "{name}");
            assert_eq!(a.tally.unexplained, b.tally.unexplained, "{name}");
            for (x, y) in a.tally.classes.iter().zip(&b.tally.classes) {
                assert_eq!(
                    (x.claimed, x.explained, x.over_claimed, x.masked),
                    (y.claimed, y.explained, y.over_claimed, y.masked),
                    "{name}"
                );
            }
            assert_eq!(a.unexplained(), b.unexplained(), "{name}");
            assert_eq!(a.ok(), b.ok(), "{name}");
        }
        assert!(by_suits >= 8, "only {by_suits} ports swept up to suits");
    }

    /// The reference, except that it calls a club flush a high card.
    struct ClubsBlind;

    static CLUBS_BLIND: EvaluatorInfo = EvaluatorInfo::holdem(
        "clubs-blind",
        Domain::range(5, 7),
        true,
        "the reference's category and strength",
        "test: misses flushes in clubs",
    );

    impl Evaluator for ClubsBlind {
        fn info(&self) -> &EvaluatorInfo {
            &CLUBS_BLIND
        }
        fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
            let v = Reference::new().evaluate(cards)?;
            let clubs = cards.iter().filter(|c| c.suit() == Suit::Clubs).count();
            Ok(if v.category == Category::Flush && clubs >= 5 {
                Verdict::new(Category::HighCard, v.strength)
            } else {
                v
            })
        }
    }

    #[test]
    fn an_evaluator_that_tells_suits_apart_is_caught_and_asked_every_hand() {
        let result = sweep(5, vec![Subject::new(Arc::new(ClubsBlind))], false);
        let s = &result.subjects[0];
        let check = s
            .suit_check
            .as_ref()
            .expect("an order-free evaluator is checked");
        let (hand, renamed, a, b) = check.differs.as_ref().expect("the renaming shows");
        assert_ne!(a, b);
        assert_eq!(
            crate::suit_classes::canonical_key(hand),
            crate::suit_classes::canonical_key(renamed)
        );
        assert_eq!(s.enumeration, Enumeration::EveryHand);
        // Every club flush (1,277 of them) is unexplained.
        assert_eq!(s.unexplained(), 1_277);
        assert!(!result.ok());
        let text = crate::report::sweep::table(&result);
        assert!(text.contains("renaming suits changed an answer"), "{text}");
    }
}
