//! The random part: the verdict, strata, shrunk examples and order within a stratum.

use super::*;
use showdown_evaluators::card::format_cards;
use showdown_evaluators::card::Rank;
use showdown_evaluators::evaluator::{Domain, Strength, Verdict};
use showdown_evaluators::reference::Reference;

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
    let lazy = lazy_kickers();
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
fn ace_never_low() -> HoldemDouble {
    let reference = Reference::new();
    HoldemDouble::new("ace-never-low", Domain::range(5, 7), false, move |cards| {
        let mut c = reference.category(cards);
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
    })
}

#[test]
fn examples_are_shrunk_to_the_fewest_cards_and_lowest_ranks() {
    let ev = ace_never_low();
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
    let ev = ace_never_low();
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
fn lower_trips() -> HoldemDouble {
    let reference = Reference::new();
    HoldemDouble::new("lower-trips", Domain::range(6, 7), true, move |cards| {
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
            let s = i64::from(reference.strength(cards));
            Strength::new(&[s >> 12, s & 0xFFF, 0])
        };
        Ok(Verdict::new(reference.category(cards), Some(s)))
    })
}

#[test]
fn order_is_judged_within_a_stratum() {
    let ev = lower_trips();
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
