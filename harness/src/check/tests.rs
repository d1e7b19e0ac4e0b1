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
