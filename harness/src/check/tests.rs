//! `check`'s own tests.

use super::*;
use showdown_evaluators::card::Rank;
use showdown_evaluators::card::{format_cards, Card};
use showdown_evaluators::evaluator::Low;
use showdown_evaluators::evaluator::{Domain, Rejected, Strength, Verdict};
use showdown_evaluators::reference::Reference;
use std::sync::Arc;

/// Swaps two kickers: a high-card hand's strength ignores its second card.
struct LazyKickers(Reference);
impl Evaluator for LazyKickers {
    fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
        static INFO: showdown_evaluators::EvaluatorInfo =
            showdown_evaluators::EvaluatorInfo::holdem(
                "lazy-kickers",
                Domain::exactly(5),
                true,
                "test",
                "test",
            );
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        let c = self.0.category(cards);
        let s = if c == Category::HighCard {
            let mut r: Vec<i64> = cards.iter().map(|c| c.rank().index() as i64).collect();
            r.sort_unstable_by(|a, b| b.cmp(a));
            Strength::new(&[0, r[0]])
        } else {
            Strength::new(&[self.0.strength(cards) as i64])
        };
        Ok(Verdict::new(c, Some(s)))
    }
}

/// The reference, except that a flush of clubs is called a high card.
struct ClubsBlind(Reference);
impl Evaluator for ClubsBlind {
    fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
        static INFO: showdown_evaluators::EvaluatorInfo =
            showdown_evaluators::EvaluatorInfo::holdem(
                "clubs-blind",
                Domain::exactly(5),
                true,
                "test",
                "test",
            );
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        let v = self.0.evaluate(cards)?;
        let clubs = cards.iter().filter(|c| c.suit().letter() == 'c').count();
        Ok(if v.category == Category::Flush && clubs == 5 {
            Verdict::new(Category::HighCard, v.strength)
        } else {
            v
        })
    }
}

fn sweep_five(ev: &dyn Evaluator, every_hand: bool) -> ConformanceReport {
    check_with(
        &InProcess(ev),
        &CheckOptions {
            random: 0,
            vectors: None,
            bad_input: false,
            sweep: vec![5],
            every_hand,
            ..CheckOptions::default()
        },
    )
}

#[test]
fn a_sweep_up_to_renaming_suits_judges_as_a_sweep_of_every_hand() {
    let lazy = LazyKickers(Reference::new());
    let by_class = sweep_five(&lazy, false);
    let every = sweep_five(&lazy, true);
    let names: Vec<&str> = by_class.sections.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "suit renamings 5 cards (1958 hands x 24)",
            "sweep 5 cards up to suits (134,459 asked)"
        ]
    );
    assert_eq!(every.sections.len(), 1);
    let (a, b) = (&by_class.sections[1], &every.sections[0]);
    assert_eq!(
        (a.hands, a.agreed, a.skipped),
        (b.hands, b.agreed, b.skipped)
    );
    assert_eq!(a.hands, 2_598_960);
    let kinds = |s: &Section| {
        s.problems
            .iter()
            .map(|p| (p.kind, p.count))
            .collect::<Vec<_>>()
    };
    assert_eq!(kinds(a), kinds(b));
    assert!(by_class.sections[0].ok());
    assert_eq!(by_class.verdict(), every.verdict());
}

#[test]
fn renaming_suits_catches_an_evaluator_that_tells_suits_apart() {
    let report = sweep_five(&ClubsBlind(Reference::new()), false);
    assert!(!report.conformant());
    let renamings = &report.sections[0];
    let p = renamings
        .problems
        .iter()
        .find(|p| p.kind == ProblemKind::SuitRenaming)
        .expect("a suit-renaming problem");
    let (a, b) = (&p.example[0], &p.example[1]);
    assert_ne!(a.got, b.got);
    assert_eq!(
        crate::suit_classes::canonical_key(&a.cards),
        crate::suit_classes::canonical_key(&b.cards)
    );
    assert!(report
        .to_text()
        .contains("renaming the suits changes the answer"));
}

#[test]
fn the_reference_conforms_and_a_kicker_bug_is_caught() {
    let r = Reference::new();
    let report = check(&r);
    assert!(report.conformant(), "{}", report.to_text());
    let random = report
        .sections
        .iter()
        .filter(|s| s.name.starts_with("random"))
        .count();
    assert_eq!(random, 7);
    let lazy = LazyKickers(Reference::new());
    let report = check(&lazy);
    assert!(!report.conformant());
    let kinds: Vec<ProblemKind> = report.problems().iter().map(|p| p.kind).collect();
    assert!(kinds.contains(&ProblemKind::Merged), "{kinds:?}");
    assert!(!kinds.contains(&ProblemKind::Split), "{kinds:?}");
    let text = report.to_text();
    assert!(
        text.contains("hands of different strength score equal"),
        "{text}"
    );
    assert!(report.to_junit().contains("<failure"));
    assert_eq!(report.to_json()["conformant"], false);
}

/// Calls any straight with an ace in it "high card" (the wheel bug, for
/// every straight holding an ace).
struct AceNeverLow(Reference);

impl Evaluator for AceNeverLow {
    fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
        static INFO: showdown_evaluators::EvaluatorInfo =
            showdown_evaluators::EvaluatorInfo::holdem(
                "ace-never-low",
                Domain::range(5, 7),
                false,
                "test",
                "test",
            );
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        let mut c = self.0.category(cards);
        let wheel = [Rank::Ace, Rank::Two, Rank::Three, Rank::Four, Rank::Five]
            .iter()
            .all(|r| cards.iter().any(|x| x.rank() == *r));
        let six_high = [Rank::Six, Rank::Two, Rank::Three, Rank::Four, Rank::Five]
            .iter()
            .all(|r| cards.iter().any(|x| x.rank() == *r));
        if c == Category::Straight && wheel && !six_high {
            c = Category::HighCard;
        }
        Ok(Verdict::new(c, None))
    }
}

#[test]
fn examples_are_shrunk_to_the_fewest_cards_and_lowest_ranks() {
    let ev = AceNeverLow(Reference::new());
    let report = check_with(
        &InProcess(&ev),
        &CheckOptions {
            vectors: None,
            random: 200_000,
            cards: Some(vec![5, 6, 7]),
            ..CheckOptions::default()
        },
    );
    let p = report
        .problems()
        .into_iter()
        .find(|p| matches!(p.kind, ProblemKind::Category { .. }))
        .expect("the wheel bug is found");
    let hand = &p.example[0].cards;
    // A plain wheel of five cards is the smallest hand that shows it.
    assert_eq!(hand.len(), 5, "{}", format_cards(hand));
    let mut ranks: Vec<Rank> = hand.iter().map(|c| c.rank()).collect();
    ranks.sort();
    assert_eq!(
        ranks,
        vec![Rank::Two, Rank::Three, Rank::Four, Rank::Five, Rank::Ace],
        "{}",
        format_cards(hand)
    );
    // The seven-card part found it on seven cards and shrank it.
    let seven = report.sections.iter().find(|s| s.cards == 7).unwrap();
    let p7 = &seven.problems[0];
    assert_eq!(p7.example[0].cards.len(), 5);
    assert_eq!(p7.shrunk_from.as_ref().map(Vec::len), Some(7));
}

#[test]
fn strata_reach_rare_hands_and_are_reported_per_stratum() {
    let ev = AceNeverLow(Reference::new());
    let opts = CheckOptions {
        vectors: None,
        random: 2_000,
        cards: Some(vec![5, 7]),
        bad_input: false,
        ..CheckOptions::default()
    };
    let report = check_with(&InProcess(&ev), &opts);
    let five = report.sections.iter().find(|s| s.cards == 5).unwrap();
    assert_eq!(five.strata[0].id, "uniform");
    assert_eq!(five.strata[0].hands, 2_000);
    let wheel = five.strata.iter().find(|t| t.id == "wheel").unwrap();
    // Every hand of the wheel stratum is a plain wheel: all wrong.
    assert_eq!(wheel.hands, 200);
    assert_eq!(wheel.problems.len(), 1, "{:?}", wheel.problems);
    assert_eq!(wheel.problems[0].count, 200);
    assert_eq!(
        five.hands,
        five.strata.iter().map(|t| t.hands).sum::<u64>(),
        "every hand belongs to one stratum"
    );
    let text = report.to_text();
    assert!(text.contains("FAILED in wheel (200 hands)"), "{text}");
    for line in text.lines().filter(|l| l.starts_with("    ")) {
        assert!(line.chars().count() <= 100, "too wide: {line}");
    }
    let json = report.to_json();
    let strata = json["sections"][0]["strata"].as_array().unwrap();
    assert!(strata.iter().any(|t| t["id"] == "steel-wheel"));
    assert!(report.to_junit().contains("FAILED in wheel"));
    // Without strata: the uniform hands only, as before.
    let uniform = check_with(
        &InProcess(&ev),
        &CheckOptions {
            strata: false,
            ..opts
        },
    );
    assert_eq!(uniform.sections[0].hands, 2_000);
    assert_eq!(uniform.sections[0].strata.len(), 1);
}

/// Two trips scored by the lower trips (godot-check-hand's rule):
/// categories right, order wrong only among two-trips hands.
struct LowerTrips(Reference);

impl Evaluator for LowerTrips {
    fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
        static INFO: showdown_evaluators::EvaluatorInfo =
            showdown_evaluators::EvaluatorInfo::holdem(
                "lower-trips",
                Domain::range(6, 7),
                true,
                "test",
                "test",
            );
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        let mut count = [0u8; 13];
        for c in cards {
            count[c.rank().index() as usize] += 1;
        }
        let trips: Vec<usize> = (0..13).filter(|&r| count[r] == 3).collect();
        let s = if trips.len() == 2 {
            // The lower trips with the higher as the pair.
            let (lo, hi) = (trips[0] as i64, trips[1] as i64);
            Strength::new(&[6, lo, hi])
        } else {
            let s = i64::from(self.0.strength(cards));
            Strength::new(&[s >> 12, s & 0xFFF, 0])
        };
        Ok(Verdict::new(self.0.category(cards), Some(s)))
    }
}

#[test]
fn order_is_judged_within_a_stratum() {
    let ev = LowerTrips(Reference::new());
    let report = check_with(
        &InProcess(&ev),
        &CheckOptions {
            vectors: None,
            random: 1_000,
            cards: Some(vec![6]),
            bad_input: false,
            ..CheckOptions::default()
        },
    );
    let six = &report.sections[0];
    let two_trips = six.strata.iter().find(|t| t.id == "two-trips").unwrap();
    let kinds: Vec<ProblemKind> = two_trips.problems.iter().map(|p| p.kind).collect();
    assert!(
        kinds.iter().any(|k| matches!(
            k,
            ProblemKind::Order | ProblemKind::Split | ProblemKind::Merged
        )),
        "{kinds:?}"
    );
    // Both hands of the stratum's order example are two trips.
    let p = two_trips
        .problems
        .iter()
        .find(|p| p.example.len() == 2)
        .unwrap();
    for h in &p.example {
        let mut count = [0u8; 13];
        for c in &h.cards {
            count[c.rank().index() as usize] += 1;
        }
        assert_eq!(
            count.iter().filter(|&&c| c == 3).count(),
            2,
            "{}",
            format_cards(&h.cards)
        );
    }
    assert!(!report.conformant());
}

/// The reference's answers, on anything it is given (never refuses).
struct Accepting(Reference);

impl Evaluator for Accepting {
    fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
        static INFO: showdown_evaluators::EvaluatorInfo =
            showdown_evaluators::EvaluatorInfo::holdem(
                "accepting",
                Domain::range(5, 7),
                true,
                "test",
                "test",
            );
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        let first: Vec<Card> = cards.iter().take(7).copied().collect();
        let s = Strength::single(i64::from(self.0.strength(&first)));
        Ok(Verdict::new(self.0.category(&first), Some(s)))
    }
}

#[test]
fn bad_input_is_reported_and_counts_only_when_strict() {
    let ev = Accepting(Reference::new());
    let opts = CheckOptions {
        vectors: None,
        random: 2_000,
        ..CheckOptions::default()
    };
    let lenient = check_with(&InProcess(&ev), &opts);
    let tokens: Vec<&str> = lenient
        .bad_input
        .iter()
        .map(|b| b.handling.token())
        .collect();
    assert_eq!(
        tokens,
        ["answers anyway", "n/a", "answers anyway"],
        "{}",
        lenient.to_text()
    );
    assert!(lenient.conformant(), "{}", lenient.to_text());
    assert!(lenient.to_text().contains("bad input (informational"));
    let strict = check_with(
        &InProcess(&ev),
        &CheckOptions {
            strict_input: true,
            ..opts
        },
    );
    assert_eq!(strict.verdict(), CheckVerdict::NotConformant);
    // The reference itself refuses what it must.
    let r = Reference::new();
    let reference = check_with(
        &InProcess(&r),
        &CheckOptions {
            strict_input: true,
            vectors: None,
            random: 1_000,
            ..CheckOptions::default()
        },
    );
    assert!(reference.conformant(), "{}", reference.to_text());
}

/// A hi-lo reference whose low strengths are rewritten by `how` (the
/// reference's strength and the hand): the high half stays right.
struct LowMangled {
    base: Arc<dyn Evaluator>,
    info: showdown_evaluators::EvaluatorInfo,
    how: fn(i64, &[Card]) -> i64,
}

impl LowMangled {
    fn new(game: &'static Game, how: fn(i64, &[Card]) -> i64) -> LowMangled {
        let base = showdown_evaluators::games::reference_for(game);
        let mut info = base.info().clone();
        info.name = "low-mangled".into();
        LowMangled { base, info, how }
    }

    fn mangle(&self, v: Verdict, cards: &[Card]) -> Verdict {
        let low = match v.low {
            Low::Qualifies(Some(s)) => {
                Low::Qualifies(Some(Strength::single((self.how)(s.parts()[0], cards))))
            }
            other => other,
        };
        v.with_low(low)
    }
}

impl Evaluator for LowMangled {
    fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
        &self.info
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        Ok(self.mangle(self.base.evaluate(cards)?, cards))
    }
    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        let joined: Vec<Card> = hole.iter().chain(board).copied().collect();
        Ok(self.mangle(self.base.evaluate_deal(hole, board)?, &joined))
    }
}

fn low_kinds(ev: &dyn Evaluator) -> (Vec<ProblemKind>, ConformanceReport) {
    let opts = CheckOptions {
        vectors: None,
        random: 3_000,
        ..CheckOptions::default()
    };
    let report = check_with(&InProcess(ev), &opts);
    (report.problems().iter().map(|p| p.kind).collect(), report)
}

#[test]
fn the_hi_lo_references_conform_low_order_included() {
    for game in [
        &showdown_evaluators::game::STUD_HI_LO,
        &showdown_evaluators::game::OMAHA_HI_LO,
    ] {
        let same = LowMangled::new(game, |s, _| s);
        let (kinds, report) = low_kinds(&same);
        assert!(kinds.is_empty(), "{}", report.to_text());
        assert!(report.conformant());
    }
}

#[test]
fn mis_ordered_lows_are_reported_as_low_order_problems() {
    use showdown_evaluators::game::{OMAHA_HI_LO, STUD_HI_LO};
    // The low strengths reversed: the wheel worst, 8-7-6-5-4 best.
    for game in [&STUD_HI_LO, &OMAHA_HI_LO] {
        let reversed = LowMangled::new(game, |s, _| -s);
        let (kinds, report) = low_kinds(&reversed);
        assert_eq!(kinds, [ProblemKind::LowOrder], "{}", report.to_text());
        let p = &report.problems()[0];
        assert_eq!(p.example.len(), 2);
        assert!(p.example[0].expected.starts_with("low "), "{:?}", p.example);
        let text = report.to_text();
        assert!(
            text.contains("low order: a worse low scores above"),
            "{text}"
        );
        assert!(report.to_json().to_string().contains("low:order"));
        assert!(report.to_junit().contains("low:order"));
    }
    // One low swapped with its neighbour only: 8-7-6-5-4 above 8-7-6-5-3.
    let swapped = LowMangled::new(&STUD_HI_LO, |s, _| match s {
        1 => 2,
        2 => 1,
        s => s,
    });
    let (kinds, report) = low_kinds(&swapped);
    assert_eq!(kinds, [ProblemKind::LowOrder], "{}", report.to_text());
    let p = &report.problems()[0];
    assert!(p.count >= 1);
    assert_eq!(
        (
            p.example[0].expected.as_str(),
            p.example[1].expected.as_str()
        ),
        ("low 8-7-6-5-4", "low 8-7-6-5-3")
    );
    // Two lows on one strength, and one low on two.
    let merged = LowMangled::new(&STUD_HI_LO, |s, _| s / 2);
    let (kinds, report) = low_kinds(&merged);
    assert_eq!(kinds, [ProblemKind::LowMerged], "{}", report.to_text());
    let split = LowMangled::new(&OMAHA_HI_LO, |s, cards| {
        2 * s + i64::from(cards[0].index() % 2)
    });
    let (kinds, report) = low_kinds(&split);
    assert_eq!(kinds, [ProblemKind::LowSplit], "{}", report.to_text());
}

#[test]
fn the_any_low_lessons_better_lows_are_low_order_problems_it_documents() {
    let lesson = showdown_evaluators::games::hi_lo::OmahaHiLoAnyLow;
    let (kinds, report) = low_kinds(&lesson);
    assert!(
        kinds.contains(&ProblemKind::LowSplit),
        "{}",
        report.to_text()
    );
    for p in report.problems() {
        assert!(p.documented.is_some(), "{}", report.to_text());
    }
}

/// A PLO5 evaluator wrong on the flop: with five hole cards and a 3-card
/// board it forgets the fifth hole card.
struct Plo5ForgetsOnTheFlop(showdown_evaluators::games::omaha::OmahaReference);
impl Evaluator for Plo5ForgetsOnTheFlop {
    fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
        static INFO: showdown_evaluators::EvaluatorInfo = showdown_evaluators::EvaluatorInfo {
            name: std::borrow::Cow::Borrowed("plo5-forgets-on-the-flop"),
            game: &showdown_evaluators::game::OMAHA,
            domain: Domain::range(7, 11),
            order: showdown_evaluators::evaluator::CardOrder::Free,
            gives_strength: true,
            returns: std::borrow::Cow::Borrowed("test"),
            source: std::borrow::Cow::Borrowed("test"),
        };
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        self.0.evaluate(cards)
    }
    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        let hole = if hole.len() == 5 && board.len() == 3 {
            &hole[..4]
        } else {
            hole
        };
        self.0.evaluate_deal(hole, board)
    }
}

#[test]
fn check_sends_every_omaha_deal_and_catches_a_plo5_evaluator_wrong_on_the_flop() {
    let buggy = Plo5ForgetsOnTheFlop(showdown_evaluators::games::omaha::OmahaReference::new());
    let opts = CheckOptions {
        random: 300,
        vectors: None,
        bad_input: false,
        ..CheckOptions::default()
    };
    let report = check_with(&InProcess(&buggy), &opts);
    let names: Vec<&str> = report.sections.iter().map(|s| s.name.as_str()).collect();
    for deal in [
        "4 hole + 3",
        "4 hole + 4",
        "4 hole + 5",
        "5 hole + 3",
        "5 hole + 4",
        "5 hole + 5",
        "6 hole + 3",
        "6 hole + 4",
        "6 hole + 5",
    ] {
        assert!(names.iter().any(|n| n.contains(deal)), "{deal}: {names:?}");
    }
    assert!(!report.conformant());
    for s in &report.sections {
        let wrong = s.problems.iter().map(|p| p.count).sum::<u64>();
        assert_eq!(wrong > 0, s.name.contains("5 hole + 3 board"), "{}", s.name);
        for p in &s.problems {
            let (hole, board) =
                showdown_evaluators::games::omaha::split_joined(&p.example[0].cards);
            assert_eq!((hole.len(), board.len()), (5, 3), "{}", s.name);
        }
    }
    let fine = showdown_evaluators::games::omaha::OmahaReference::new();
    assert!(check_with(&InProcess(&fine), &opts).conformant());
}

/// The reference, one hand at a time with a pause: a slow program.
struct Slow(Reference, std::time::Duration);
impl Evaluator for Slow {
    fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
        static INFO: showdown_evaluators::EvaluatorInfo =
            showdown_evaluators::EvaluatorInfo::holdem(
                "slow",
                Domain::range(5, 7),
                true,
                "test",
                "test",
            );
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        std::thread::sleep(self.1);
        self.0.evaluate(cards)
    }
}

#[test]
fn a_budget_cuts_a_slow_evaluators_random_part_but_keeps_every_stratum() {
    // 2 ms a hand (on every core): the full part (3 counts x (10,000 +
    // ~25 strata x 1,000)) would take minutes; the budget is 2 s.
    let ev = Slow(Reference::new(), Duration::from_millis(2));
    let opts = CheckOptions {
        vectors: None,
        budget: Some(Duration::from_secs(2)),
        bad_input: false,
        ..CheckOptions::default()
    };
    let report = check_with(&InProcess(&ev), &opts);
    let sizing = report.budget.as_ref().expect("the budget is reported");
    assert!(!sizing.full(), "{sizing:?}");
    assert_eq!(sizing.speeds.len(), 3);
    assert!(
        sizing.per_stratum >= 1 && sizing.per_stratum < 1000,
        "{sizing:?}"
    );
    assert!(sizing.uniform >= sizing.per_stratum, "{sizing:?}");
    for sec in &report.sections {
        let all = crate::strata::strata_for(&showdown_evaluators::HOLDEM, sec.cards);
        // Every stratum is kept, each with the planned hands.
        assert_eq!(sec.strata.len(), all.len(), "{}", sec.name);
        for t in &sec.strata {
            let want = if t.id == "uniform" {
                sizing.uniform
            } else {
                sizing.per_stratum
            };
            assert_eq!(t.hands, want, "{} {}", sec.name, t.id);
        }
    }
    assert!(report.conformant(), "{}", report.to_text());
    let text = report.to_text();
    assert!(text.contains("--thorough"), "{text}");
    assert!(text.lines().all(|l| l.chars().count() <= 100), "{text}");
    let json = report.to_json();
    assert_eq!(json["budget"]["per_stratum"], sizing.per_stratum);
    assert_eq!(json["budget"]["full"], false);
    assert!(report.to_junit().contains("<property name=\"budget\""));
}

#[test]
fn a_fast_evaluator_gets_the_full_random_part_under_a_budget() {
    let ev = Reference::new();
    let opts = CheckOptions {
        vectors: None,
        cards: Some(vec![5]),
        budget: Some(Duration::from_secs(60)),
        bad_input: false,
        ..CheckOptions::default()
    };
    let report = check_with(&InProcess(&ev), &opts);
    let sizing = report.budget.as_ref().expect("the budget is reported");
    assert!(sizing.full(), "{sizing:?}");
    let five = &report.sections[0];
    assert_eq!(five.strata[0].hands, 10_000);
    assert!(five.strata[1..].iter().all(|t| t.hands == 1_000));
    assert!(report.to_text().contains("the full random part"));
    // Without a budget: no sizing, the same hands.
    let exact = check_with(
        &InProcess(&ev),
        &CheckOptions {
            budget: None,
            ..opts
        },
    );
    assert!(exact.budget.is_none());
    assert_eq!(exact.sections[0].hands, five.hands);
}

/// The reference with a fixed cost per batch (30 ms), as an external
/// program's batches pay the pause that listens for stray output.
struct FixedCost<'a>(InProcess<'a>);
impl Subject for FixedCost<'_> {
    fn evaluator(&self) -> &dyn Evaluator {
        self.0.evaluator()
    }
    fn evaluate_uniform(&self, n: usize, cards: &[Card]) -> Vec<crate::external::Outcome> {
        std::thread::sleep(std::time::Duration::from_millis(30));
        self.0.evaluate_uniform(n, cards)
    }
    fn preferred_batch(&self) -> usize {
        1 << 17
    }
}

/// After `--random 1` the random parts are a few hands each, their time
/// nearly all fixed costs: the sweep's estimate must come from the sweep's
/// own batches (it was hundreds of times too slow).
#[test]
fn the_sweep_estimate_after_a_tiny_random_part_is_not_its_fixed_costs() {
    let reference = Reference::new();
    let subject = FixedCost(InProcess(&reference));
    let opts = CheckOptions {
        random: 1,
        vectors: None,
        bad_input: false,
        sweep: vec![5],
        sweep_deadline: Some(std::time::Duration::ZERO),
        ..CheckOptions::default()
    };
    let report = check_with(&subject, &opts);
    let note = report
        .notes
        .iter()
        .find(|n| n.starts_with("sweeps:"))
        .expect("an estimate before the sweeps");
    let rate: u64 = note
        .split("at the measured ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .map(|r| r.replace(',', ""))
        .and_then(|r| r.parse().ok())
        .unwrap_or_else(|| panic!("no rate in {note}"));
    // 30 ms per batch of up to 131,072 hands: well above 100,000 hands/s;
    // the random parts' own rate was a few hundred.
    assert!(rate > 100_000, "{note}");
}
