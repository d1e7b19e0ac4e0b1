//! Property tests: every evaluator against the reference (differential),
//! and relations that need no oracle (metamorphic).
//!
//! Each property runs under a fixed seed that is printed on failure together
//! with the command that replays it (`PROPTEST_RNG_SEED=… cargo test -p
//! showdown-harness --test it -- properties::<name> --exact`); shrinking is
//! bounded in time and iterations; failing seeds are persisted in
//! `harness/proptest-regressions/<name>.txt` (committed) and replayed first
//! on every later run. `PROPTEST_CASES` overrides the number of cases.

use crate::strategies::{
    hand, hand_pair, has_flush, has_straight, relabel_suits, suit_permutation, Hand,
};
use proptest::prelude::*;
use proptest::test_runner::{
    Config, FileFailurePersistence, RngSeed, TestCaseError, TestError, TestRunner,
};
use showdown_evaluators::card::{format_cards, Card};
use showdown_evaluators::category::Category;
use showdown_evaluators::combinations::Combinations;
use showdown_evaluators::evaluator::{
    Deviation, DeviationKind, Domain, Evaluator, Rejected, Strength, Verdict,
};
use showdown_evaluators::reference::{category_of, Reference};
use showdown_evaluators::subset::BestOfSubsets;
use showdown_harness::engine::judge::{class_names, describe, lift_inner, Finding, Subject};
use std::cmp::Ordering;
use std::sync::atomic::{AtomicU64, Ordering as AtomicOrdering};
use std::sync::Arc;

/// Runs one property: `cases` cases (unless `PROPTEST_CASES` says
/// otherwise), a printed seed, bounded shrinking, persisted regressions.
fn check<S: Strategy>(
    name: &'static str,
    persistence: &'static str,
    cases: u32,
    strategy: S,
    test: impl Fn(S::Value) -> Result<(), TestCaseError>,
) where
    S::Value: std::fmt::Debug,
{
    let mut config = Config::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        config.cases = cases;
    }
    let seed = match config.rng_seed {
        RngSeed::Fixed(s) => s,
        RngSeed::Random => {
            use std::hash::{BuildHasher, Hasher};
            let mut h = std::collections::hash_map::RandomState::new().build_hasher();
            h.write_u64(
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos() as u64),
            );
            h.finish()
        }
    };
    config.rng_seed = RngSeed::Fixed(seed);
    if std::env::var_os("PROPTEST_MAX_SHRINK_TIME").is_none() {
        config.max_shrink_time = 30_000;
    }
    if std::env::var_os("PROPTEST_MAX_SHRINK_ITERS").is_none() {
        config.max_shrink_iters = 20_000;
    }
    config.failure_persistence = Some(Box::new(FileFailurePersistence::Direct(persistence)));
    let mut runner = TestRunner::new(config);
    match runner.run(&strategy, test) {
        Ok(()) => {}
        Err(TestError::Fail(why, value)) => panic!(
            "property `{name}` failed: {why}\n  minimal input: {value:?}\n  seed: {seed}\n  \
             replay: PROPTEST_RNG_SEED={seed} cargo test -p showdown-harness --test it \
             -- properties::{name} --exact\n  (the failing case is also saved in harness/{persistence} and \
             replayed first on every run)"
        ),
        Err(TestError::Abort(why)) => panic!(
            "property `{name}` aborted: {why}\n  seed: {seed}\n  \
             replay: PROPTEST_RNG_SEED={seed} cargo test -p showdown-harness --test it \
             -- properties::{name} --exact"
        ),
    }
}

fn hands_by_size() -> BoxedStrategy<Hand> {
    prop_oneof![1 => hand(1..=4), 4 => hand(5..=7)].boxed()
}

/// The differential rule for one hand and one evaluator: an explained
/// disagreement or none, and no over-claim.
fn judge_one(s: &Subject, cards: &[Card], reference: u16) -> Result<(), TestCaseError> {
    let j = s.judge(cards, reference);
    if j.unexplained() {
        let what = match j.finding {
            Finding::Category { reference, got } => {
                format!(
                    "says {} where the reference says {}",
                    got.token(),
                    reference.token()
                )
            }
            Finding::Rejected => format!("{} an in-domain hand", describe(&j.result)),
            Finding::Agree => unreachable!(),
        };
        return Err(TestCaseError::fail(format!(
            "{}: `{}` {what}, and none of its deviation classes claims the hand{}",
            s.name(),
            format_cards(cards),
            if j.claims != 0 {
                format!(" (claimed only by {:?})", class_names(s, j.claims))
            } else {
                String::new()
            }
        )));
    }
    if j.over_claims != 0 {
        return Err(TestCaseError::fail(format!(
            "{}: `{}`: class(es) {:?} claim the hand, but the evaluator is right there ({})",
            s.name(),
            format_cards(cards),
            class_names(s, j.over_claims),
            describe(&j.result)
        )));
    }
    Ok(())
}

pub fn differential_category_every_evaluator_within_its_domain() {
    let subjects = Subject::all_ports();
    let reference = Reference::new();
    let straights = AtomicU64::new(0);
    let flushes = AtomicU64::new(0);
    let straight_flushes = AtomicU64::new(0);
    let straight_and_flush = AtomicU64::new(0);
    let judged = AtomicU64::new(0);
    check(
        "differential_category_every_evaluator_within_its_domain",
        "proptest-regressions/differential_category.txt",
        40_000,
        hands_by_size(),
        |h| {
            let r = reference.strength(&h);
            match category_of(r) {
                Category::Straight => &straights,
                Category::Flush => &flushes,
                Category::StraightFlush => &straight_flushes,
                _ => &judged,
            }
            .fetch_add(1, AtomicOrdering::Relaxed);
            if has_straight(&h) && has_flush(&h) {
                straight_and_flush.fetch_add(1, AtomicOrdering::Relaxed);
            }
            for s in subjects.iter().filter(|s| s.domain().contains(h.len())) {
                judge_one(s, &h, r)?;
            }
            Ok(())
        },
    );
    // The structured strategies make the rare shapes common: each of these
    // is exercised thousands of times per run, not by luck.
    let counts = [
        ("straight", straights.into_inner()),
        ("flush", flushes.into_inner()),
        ("straight flush", straight_flushes.into_inner()),
        (
            "straight and flush in one hand",
            straight_and_flush.into_inner(),
        ),
    ];
    eprintln!("shapes seen by the differential property: {counts:?}");
    if std::env::var_os("PROPTEST_CASES").is_none() {
        for (shape, n) in counts {
            assert!(
                n >= 3000,
                "only {n} hands with a {shape}: the strategies must make it common"
            );
        }
    }
}

fn sign(o: Ordering) -> i8 {
    o as i8
}

pub fn differential_order_same_size_pairs_follow_the_reference() {
    let subjects: Vec<Subject> = Subject::all_ports()
        .into_iter()
        .filter(|s| s.gives_strength())
        .collect();
    let reference = Reference::new();
    check(
        "differential_order_same_size_pairs_follow_the_reference",
        "proptest-regressions/differential_order.txt",
        20_000,
        prop_oneof![1 => hand_pair(1..=4), 4 => hand_pair(5..=7)],
        |(a, b)| {
            let (ra, rb) = (reference.strength(&a), reference.strength(&b));
            for s in subjects.iter().filter(|s| s.domain().contains(a.len())) {
                let (ja, jb) = (s.judge(&a, ra), s.judge(&b, rb));
                if !(ja.clean() && jb.clean()) {
                    continue; // a category finding, or an Order class claims one of them
                }
                let (sa, sb) = (ja.strength().unwrap(), jb.strength().unwrap());
                prop_assert_eq!(
                    sign(sa.cmp(&sb)),
                    sign(ra.cmp(&rb)),
                    "{}: `{}` -> {} and `{}` -> {}, but the reference orders them {:?} \
                     ({} vs {}); no Order class claims either hand",
                    s.name(),
                    format_cards(&a),
                    sa,
                    format_cards(&b),
                    sb,
                    ra.cmp(&rb),
                    ra,
                    rb
                );
            }
            Ok(())
        },
    );
}

pub fn order_free_evaluators_ignore_card_order() {
    let subjects: Vec<Subject> = Subject::all_ports()
        .into_iter()
        .filter(|s| s.order_free())
        .collect();
    check(
        "order_free_evaluators_ignore_card_order",
        "proptest-regressions/order_free.txt",
        10_000,
        hands_by_size().prop_flat_map(|h| (Just(h.clone()), Just(h).prop_shuffle())),
        |(h, shuffled)| {
            for s in subjects.iter().filter(|s| s.domain().contains(h.len())) {
                let (x, y) = (s.evaluator.evaluate(&h), s.evaluator.evaluate(&shuffled));
                prop_assert_eq!(
                    &x,
                    &y,
                    "{} declares itself order-free, but `{}` and `{}` differ",
                    s.name(),
                    format_cards(&h),
                    format_cards(&shuffled)
                );
            }
            Ok(())
        },
    );
}

pub fn relabelling_suits_changes_nothing() {
    let mut subjects = Subject::all_ports();
    subjects.insert(0, Subject::new(Arc::new(Reference::new())));
    check(
        "relabelling_suits_changes_nothing",
        "proptest-regressions/suit_relabelling.txt",
        10_000,
        (hands_by_size(), suit_permutation()),
        |(h, p)| {
            let relabelled = relabel_suits(&h, p);
            for s in subjects.iter().filter(|s| s.domain().contains(h.len())) {
                let (x, y) = (s.evaluator.evaluate(&h), s.evaluator.evaluate(&relabelled));
                prop_assert_eq!(
                    &x,
                    &y,
                    "{}: `{}` and its suit relabelling `{}` differ",
                    s.name(),
                    format_cards(&h),
                    format_cards(&relabelled)
                );
            }
            Ok(())
        },
    );
}

fn best_of_five_subsets<T: Ord>(cards: &[Card], f: impl Fn(&[Card]) -> T) -> T {
    let mut combos = Combinations::new(cards.len(), 5);
    let mut best = None;
    while let Some(ix) = combos.next() {
        let five: Vec<Card> = ix.iter().map(|&i| cards[i]).collect();
        let v = f(&five);
        if best.as_ref().is_none_or(|b| v > *b) {
            best = Some(v);
        }
    }
    best.expect("at least five cards")
}

pub fn reference_of_six_or_seven_is_the_best_of_its_five_card_subsets() {
    let reference = Reference::new();
    check(
        "reference_of_six_or_seven_is_the_best_of_its_five_card_subsets",
        "proptest-regressions/reference_best_of_subsets.txt",
        10_000,
        hand(6..=7),
        |h| {
            let whole = reference.strength(&h);
            let best = best_of_five_subsets(&h, |f| reference.strength(f));
            prop_assert_eq!(whole, best, "`{}`", format_cards(&h));
            prop_assert_eq!(
                category_of(whole),
                BestOfSubsets::key_category(BestOfSubsets::key(&h)),
                "`{}`: the plain evaluator disagrees on the category",
                format_cards(&h)
            );
            Ok(())
        },
    );
}

/// What the best of a five-card evaluator's verdicts over the subsets is:
/// the highest strength, or the highest category for category-only ones.
fn best_inner(inner: &dyn Evaluator, cards: &[Card]) -> Result<Verdict, Rejected> {
    let mut combos = Combinations::new(cards.len(), 5);
    let mut best: Option<Verdict> = None;
    while let Some(ix) = combos.next() {
        let five: Vec<Card> = ix.iter().map(|&i| cards[i]).collect();
        let v = inner.evaluate(&five)?;
        let better = best.is_none_or(|b| match (v.strength, b.strength) {
            (Some(x), Some(y)) => x > y,
            _ => v.category > b.category,
        });
        if better {
            best = Some(v);
        }
    }
    Ok(best.expect("at least five cards"))
}

pub fn lifted_evaluators_equal_the_best_of_their_inner_evaluator() {
    let lifts: Vec<(Subject, Arc<dyn Evaluator>)> = Subject::all_ports()
        .into_iter()
        .filter_map(|s| lift_inner(s.name()).map(|i| (s, i)))
        .collect();
    check(
        "lifted_evaluators_equal_the_best_of_their_inner_evaluator",
        "proptest-regressions/lifts.txt",
        5_000,
        hand(5..=7),
        |h| {
            for (s, inner) in &lifts {
                let got = s.evaluator.evaluate(&h);
                let want = best_inner(&**inner, &h);
                prop_assert_eq!(&got, &want, "{} on `{}`", s.name(), format_cards(&h));
            }
            Ok(())
        },
    );
}

// ---------------------------------------------------------------------------
// The machinery itself, against a deliberately broken evaluator.

/// The reference, except that it calls every flush a straight and scores
/// hands of exactly two aces as if they were one category lower.
struct Broken {
    classes: &'static [Deviation],
}

fn is_flush_by_reference(cards: &[Card]) -> bool {
    Reference::new().category(cards) == Category::Flush
}
fn is_five_card_flush(cards: &[Card]) -> bool {
    cards.len() == 5 && is_flush_by_reference(cards)
}
fn has_exactly_two_aces(cards: &[Card]) -> bool {
    cards
        .iter()
        .filter(|c| c.rank() == showdown_evaluators::Rank::Ace)
        .count()
        == 2
}
fn has_a_deuce(cards: &[Card]) -> bool {
    cards
        .iter()
        .any(|c| c.rank() == showdown_evaluators::Rank::Two)
}

impl Evaluator for Broken {
    fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
        static INFO: showdown_evaluators::EvaluatorInfo =
            showdown_evaluators::EvaluatorInfo::holdem(
                "broken",
                Domain::range(1, 7),
                true,
                "the reference's strength, with mistakes",
                "the property tests",
            );
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        let r = Reference::new();
        let s = r.strength(cards) as i64 - 4096 * i64::from(has_exactly_two_aces(cards));
        let mut c = r.category(cards);
        if c == Category::Flush {
            c = Category::Straight;
        }
        Ok(Verdict::new(c, Some(Strength::single(s))))
    }
    fn deviations(&self) -> &[Deviation] {
        self.classes
    }
}

const FLUSH_AS_STRAIGHT: Deviation = Deviation {
    id: "flush-as-straight",
    sentence: "Every flush is called a straight.",
    kind: DeviationKind::Category,
    applies: is_flush_by_reference,
};
const TWO_ACES_SCORE_HIGH: Deviation = Deviation {
    id: "two-aces-score-high",
    sentence: "Hands with exactly two aces score as if one category lower.",
    kind: DeviationKind::Order,
    applies: has_exactly_two_aces,
};

fn broken(classes: &'static [Deviation]) -> Subject {
    Subject::new(Arc::new(Broken { classes }))
}

/// Runs the differential properties on one subject, without persistence,
/// and returns the failure message.
fn failure_of(s: &Subject, cases: u32) -> Option<(String, Hand)> {
    let reference = Reference::new();
    let mut config = Config::with_cases(cases);
    config.failure_persistence = None;
    config.rng_seed = RngSeed::Fixed(7);
    let mut runner = TestRunner::new(config);
    match runner.run(&hand_pair(5..=7), |(a, b)| {
        let (ra, rb) = (reference.strength(&a), reference.strength(&b));
        judge_one(s, &a, ra)?;
        judge_one(s, &b, rb)?;
        let (ja, jb) = (s.judge(&a, ra), s.judge(&b, rb));
        if ja.clean() && jb.clean() {
            prop_assert_eq!(
                sign(ja.strength().unwrap().cmp(&jb.strength().unwrap())),
                sign(ra.cmp(&rb)),
                "order of `{}` and `{}`",
                format_cards(&a),
                format_cards(&b)
            );
        }
        Ok(())
    }) {
        Ok(()) => None,
        Err(TestError::Fail(why, (a, _))) => Some((why.to_string(), a)),
        Err(e) => Some((e.to_string(), vec![])),
    }
}

pub fn a_fully_documented_broken_evaluator_passes() {
    static CLASSES: [Deviation; 2] = [FLUSH_AS_STRAIGHT, TWO_ACES_SCORE_HIGH];
    assert_eq!(failure_of(&broken(&CLASSES), 1_500), None);
}

pub fn an_unexplained_disagreement_fails_with_a_shrunk_hand() {
    // Only five-card flushes are documented: a 6- or 7-card flush is not.
    static CLASSES: [Deviation; 2] = [
        Deviation {
            applies: is_five_card_flush,
            ..FLUSH_AS_STRAIGHT
        },
        TWO_ACES_SCORE_HIGH,
    ];
    let (why, _) = failure_of(&broken(&CLASSES), 1_500).expect("the gap is found");
    assert!(
        why.contains("says straight where the reference says flush")
            && why.contains("none of its deviation classes claims"),
        "{why}"
    );
}

pub fn an_undocumented_order_mistake_fails() {
    static CLASSES: [Deviation; 1] = [FLUSH_AS_STRAIGHT];
    let (why, _) = failure_of(&broken(&CLASSES), 3_000).expect("the order mistake is found");
    assert!(why.contains("order of"), "{why}");
}

pub fn an_over_claiming_class_fails() {
    // Claims every hand with a deuce: most of them are right.
    static CLASSES: [Deviation; 3] = [
        FLUSH_AS_STRAIGHT,
        TWO_ACES_SCORE_HIGH,
        Deviation {
            id: "deuces",
            sentence: "Claims too much.",
            kind: DeviationKind::Category,
            applies: has_a_deuce,
        },
    ];
    let (why, hand) = failure_of(&broken(&CLASSES), 1_500).expect("the over-claim is found");
    assert!(
        why.contains("[\"deuces\"] claim the hand, but the evaluator is right"),
        "{why}"
    );
    assert_eq!(
        hand.len(),
        5,
        "shrinks to the smallest size: {}",
        format_cards(&hand)
    );
}
