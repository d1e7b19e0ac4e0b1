//! The hold'em sweep: the fast path of [`super::drive`]'s passes — the
//! reference's incremental state per hand, the dense class index of
//! hold'em's strengths, the lift memos — and the second pass for order
//! over-claims.

use super::{
    arrange, memo, HoleOrder, PassAcc, ReferenceFigures, SubjectResult, SweepOptions, SweepResult,
};
use crate::engine::example::Example;
use crate::engine::judge::{self, Subject};
use crate::engine::order::{ClassIndex, OrderFigures};
use crate::engine::source::{self, Enumeration, SUIT_CHECK_PER_CATEGORY};
use crate::progress::{with_progress, Progress};
use crate::selfcheck::published;
use showdown_evaluators::combinations::binomial;
use showdown_evaluators::evaluator::{CardOrder, Evaluator, Strength};
use showdown_evaluators::reference::{category_of, Reference};
use std::time::Instant;

/// Sweeps every hand of `opts.cards` cards.
///
/// Order-free evaluators are swept up to renaming suits (one hand per
/// class, weighted by its multiplicity) unless `opts.every_hand`; each is
/// first asked every renaming of a sample of hands ([`SuitCheck`]), and one
/// whose answers change is swept over every hand instead. Order-sensitive
/// evaluators are treated alike in the canonical hole order (each hand
/// given ascending, so the answer depends on the set of cards only), and
/// swept over every hand with [`HoleOrder::Mixed`].
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
    // Canonical hole order gives every evaluator its cards ascending.
    let ascending = hole == HoleOrder::Canonical;
    let plan = source::plan(&evaluators, opts.every_hand, ascending, || {
        source::suit_sample(&showdown_evaluators::HOLDEM, n, SUIT_CHECK_PER_CATEGORY)
    });
    let swept = super::drive(plan, |which, group| {
        let label = format!("sweep {n} cards, {}", which.describe());
        sweep_pass(
            n,
            which,
            subjects,
            group,
            &memos,
            hole,
            index,
            &*opts.progress,
            total,
            &label,
        )
    });
    let classes_visited =
        (swept.first == Enumeration::UpToSuits).then(|| crate::suit_classes::PUBLISHED_52[n]);
    let acc = &swept.figures;

    let classes = acc.classes();
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
        .zip(swept.tallies)
        .zip(swept.enumeration.iter().zip(swept.suit_checks))
        .map(|((subject, tally), (&enumeration, suit_check))| {
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
        peak_rss_kib: super::peak_rss_kib(),
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
) -> PassAcc {
    let reference = Reference::new();
    let orders: Vec<CardOrder> = subjects.iter().map(|s| s.evaluator.order()).collect();
    with_progress(progress, total, label, |done| {
        source::fold_source(
            n,
            which,
            done,
            || PassAcc::new(subjects, group, index),
            |acc, cards, state, weight| {
                let r = reference.strength_of_state(state);
                let class = index.class(r);
                acc.reference(usize::from(r >> 12), class, weight);
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
            PassAcc::merge,
        )
    })
}

/// Memos for the lifted subjects (six or seven cards only: on five cards
/// a lift is one call of its inner evaluator), built at the same time, one
/// thread each (each memo is a serial walk of every five-card hand).
fn build_memos(n: usize, subjects: &[Subject]) -> Vec<Option<memo::LiftMemo>> {
    std::thread::scope(|scope| {
        let builds: Vec<_> = subjects
            .iter()
            .map(|s| {
                let inner = judge::lift_inner(s.name()).filter(|_| n >= 6)?;
                Some(scope.spawn(move || memo::LiftMemo::build(&*inner, s)))
            })
            .collect();
        builds
            .into_iter()
            .map(|b| b.map(|b| b.join().expect("a lift memo's build panicked")))
            .collect()
    })
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
    use showdown_evaluators::card::Card;
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
