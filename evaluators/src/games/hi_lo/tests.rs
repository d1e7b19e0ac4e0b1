use super::proof::{
    derived_qualifying, prove_omaha_random, prove_omaha_random_with, prove_omaha_restricted,
    prove_omaha_restricted_with, prove_stud_exhaustive, prove_stud_with, restricted_deck,
};
use super::*;
use crate::card::{parse_cards, Card};
use crate::category::Category;
use crate::games::omaha::proof::random_deals;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).expect("valid cards")
}

fn deal(s: &str) -> (Vec<Card>, Vec<Card>) {
    let (h, b) = s.split_once('|').expect("HOLE | BOARD");
    (cards(h), cards(b))
}

fn omaha_low_text(s: &str) -> String {
    let (h, b) = deal(s);
    low_ranks(omaha_low(&h, &b)).map_or("no low".into(), |r| low_text(&r))
}

fn stud_low_text(s: &str) -> String {
    low_ranks(stud_low(&cards(s))).map_or("no low".into(), |r| low_text(&r))
}

#[test]
fn the_56_lows_run_from_eight_seven_to_the_wheel() {
    let all: Vec<[crate::card::Rank; 5]> = (1..=56u8).map(|s| low_ranks(s).unwrap()).collect();
    assert_eq!(low_text(&all[0]), "8-7-6-5-4");
    assert_eq!(low_text(&all[55]), "5-4-3-2-A");
    assert_eq!(low_text(&all[54]), "6-4-3-2-A");
    assert_eq!(low_text(&all[53]), "6-5-3-2-A");
    assert_eq!(low_ranks(0), None);
    assert_eq!(low_ranks(57), None);
    // Each strength is a different rank set, and the plain comparison agrees
    // with the strength order.
    let plain: Vec<plain::PlainLow> = all
        .iter()
        .map(|r| {
            let five: Vec<Card> = r
                .iter()
                .zip(crate::card::Suit::ALL.iter().cycle())
                .map(|(&r, &s)| Card::new(r, s))
                .collect();
            plain::low_of_five(&five.try_into().unwrap()).expect("a low")
        })
        .collect();
    assert!(plain.windows(2).all(|w| w[0] > w[1]));
}

#[test]
fn plain_low_of_five_refuses_pairs_and_high_cards() {
    let five = |s: &str| -> [Card; 5] { cards(s).try_into().unwrap() };
    assert_eq!(
        plain::low_of_five(&five("Ah 2c 3d 4s 5h")),
        Some([5, 4, 3, 2, 1])
    );
    assert_eq!(
        plain::low_of_five(&five("8h 2c 3d 4s 5h")),
        Some([8, 5, 4, 3, 2])
    );
    assert_eq!(plain::low_of_five(&five("9h 2c 3d 4s 5h")), None);
    assert_eq!(plain::low_of_five(&five("2h 2c 3d 4s 5h")), None);
    assert_eq!(plain::low_of_five(&five("Kh 2c 3d 4s 5h")), None);
}

#[test]
fn stud_lows_by_hand() {
    assert_eq!(stud_low_text("Ah 2h 3h 4h 5h"), "5-4-3-2-A");
    assert_eq!(stud_low_text("Ah 2c 3d 4s 5h 6c 7d"), "5-4-3-2-A");
    // A pair counterfeits: the second deuce does not count.
    assert_eq!(stud_low_text("Ah 2c 2d 4s 5h Kc Qd"), "no low");
    assert_eq!(stud_low_text("Ah 2c 2d 4s 5h 8c Qd"), "8-5-4-2-A");
    assert_eq!(stud_low_text("9h 2c 3d 4s 5h Kc 7d"), "7-5-4-3-2");
    assert_eq!(stud_low_text("9h Tc 3d 4s 5h Kc 7d"), "no low");
}

#[test]
fn omaha_lows_by_deal() {
    // Four low cards on the board and one low hole card: no low.
    assert_eq!(omaha_low_text("Ah Kc Qd Js | 2c 3d 4h 5s 9c"), "no low");
    // Two low hole cards: the wheel.
    assert_eq!(omaha_low_text("Ah 2s Qd Js | 2c 3d 4h 5s 9c"), "5-4-3-2-A");
    // A board deuce counterfeits the hole deuce: ace and three play instead.
    assert_eq!(omaha_low_text("Ah 2s 3c Js | 2c 4h 5s Kd Qc"), "5-4-3-2-A");
    assert_eq!(omaha_low_text("Ah 2s Kc Js | 2c 4h 5s Kd Qc"), "no low");
    // Three low hole cards cannot all play.
    assert_eq!(omaha_low_text("Ah 2c 3d Ks | 4h 5s 8c 9d Tc"), "8-5-4-2-A");
    // Fewer than three low board cards: no low for anyone.
    assert_eq!(omaha_low_text("Ah 2c 3d 4s | 5h 9s Kc Qd Tc"), "no low");
    // A three-card board.
    assert_eq!(omaha_low_text("Ah 2c Kd Ks | 6h 7s 8c"), "8-7-6-2-A");
}

#[test]
fn references_answer_both_halves() {
    let (h, b) = deal("Ah 2s Qd Js | 3c 4d 5h Kc 9c");
    let v = OmahaHiLoReference::new().evaluate_deal(&h, &b).unwrap();
    assert_eq!(
        v.category,
        Category::Straight,
        "the wheel is a straight for high"
    );
    assert_eq!(v.low, Low::Qualifies(Some(Strength::single(56))));
    assert_eq!(
        v.to_protocol(),
        format!("straight {} / low 56", v.strength.unwrap())
    );
    let p = OmahaHiLoPlain::new().evaluate_deal(&h, &b).unwrap();
    assert_eq!(p.category, Category::Straight);
    assert_eq!(p.low, Low::Qualifies(Some(Strength::single(-0x54321))));
    let s = StudHiLoReference
        .evaluate(&cards("Kh Kd Kc 9s 9h 2c 3d"))
        .unwrap();
    assert_eq!((s.category, s.low), (Category::FullHouse, Low::NoLow));
    assert!(StudHiLoReference.evaluate(&cards("Ah 2c 3d 4s")).is_err());
    assert_eq!(
        OmahaHiLoReference::new()
            .best_low(&h, &b)
            .map(|c| crate::card::format_cards(&c)),
        Some("Ah 2s 3c 4d 5h".into())
    );
    assert_eq!(
        StudHiLoReference
            .best_low(&cards("8h 2c 2d 4s 5h Ac Qd"))
            .map(|c| crate::card::format_cards(&c)),
        Some("8h 5h 4s 2c Ac".into())
    );
}

#[test]
fn derived_counts() {
    // Five cards: 56 rank sets, any suit for each card.
    assert_eq!(derived_qualifying(5), 56 * 1024);
    assert_eq!(derived_qualifying(5), 57_344);
    assert_eq!(derived_qualifying(6), 1_691_648);
    assert_eq!(derived_qualifying(7), 24_530_944);
}

#[test]
fn stud_low_proven_on_every_five_card_hand() {
    let s = prove_stud_exhaustive(5).unwrap();
    assert_eq!(s.hands, 2_598_960);
    assert_eq!(s.qualifying, 57_344);
    assert_eq!(s.classes, 56);
}

#[test]
fn the_stud_proof_catches_broken_lows() {
    // Two strengths swapped: the order check sees it.
    let swapped = |m: u8| match STUD_LOW[m as usize] {
        56 => 55,
        55 => 56,
        s => s,
    };
    let e = prove_stud_with(&swapped, 5).unwrap_err();
    assert!(e.contains("order"), "{e}");
    // A pair that still counts: a low where the rules see none.
    let loose = |m: u8| {
        if m == 0b1111 {
            56
        } else {
            STUD_LOW[m as usize]
        }
    };
    let e = prove_stud_with(&loose, 5).unwrap_err();
    assert!(e.contains("the plain checker no low"), "{e}");
    // Two lows merged.
    let merged = |m: u8| {
        if STUD_LOW[m as usize] == 2 {
            1
        } else {
            STUD_LOW[m as usize]
        }
    };
    let e = prove_stud_with(&merged, 5).unwrap_err();
    assert!(e.contains("tell apart"), "{e}");
}

#[test]
fn omaha_low_proven_on_random_and_restricted_deals() {
    for (hole, board) in [(4, 5), (5, 5), (6, 5), (4, 4), (4, 3)] {
        let s = prove_omaha_random(hole, board, 20_000, 7).unwrap();
        assert_eq!(s.hands, 20_000);
        assert!(s.qualifying > 0, "{s:?}");
    }
    let deck = restricted_deck();
    let s = prove_omaha_restricted(&deck[..12], 4, 5).unwrap();
    assert_eq!(s.hands, 495 * 56);
    // Many different lows, and deals without one (the nine, the pairs).
    assert!(s.classes > 30 && s.qualifying < s.hands, "{s:?}");
    assert!(prove_omaha_random(3, 5, 1, 1).is_err());
}

#[test]
fn the_omaha_proof_catches_the_any_five_low() {
    let lesson = OmahaHiLoAnyLow;
    let wrong = |h: &[Card], b: &[Card]| lesson.low(h, b);
    let e = prove_omaha_restricted_with(&wrong, &restricted_deck()[..12], 4, 5).unwrap_err();
    assert!(
        e.contains("the plain checker") || e.contains("tell apart"),
        "{e}"
    );
    assert!(prove_omaha_random_with(&wrong, 4, 5, 20_000, 3).is_err());
}

#[test]
fn the_lesson_is_wrong_exactly_where_one_class_claims() {
    let lesson = OmahaHiLoAnyLow;
    let reference = OmahaHiLoReference::new();
    let mut seen = [0u64; 2];
    let mut check = |h: &[Card], b: &[Card]| -> Result<(), String> {
        let got = lesson.evaluate_deal(h, b).unwrap();
        let want = reference.evaluate_deal(h, b).unwrap();
        assert_eq!((got.category, got.strength), (want.category, want.strength));
        let claims = lesson.claims(h, b);
        let joined = crate::games::omaha::join(h, b);
        let by_predicate: Vec<&str> = lesson
            .deviations()
            .iter()
            .filter(|d| (d.applies)(&joined))
            .map(|d| d.id)
            .collect();
        assert_eq!(claims, by_predicate);
        if got.low == want.low {
            assert!(claims.is_empty(), "{h:?} {b:?}: {claims:?}");
        } else {
            assert_eq!(claims.len(), 1, "{h:?} {b:?}");
            let i = usize::from(claims[0] == "better-low-than-legal");
            seen[i] += 1;
            if i == 0 {
                assert_eq!(want.low, Low::NoLow);
            }
        }
        Ok(())
    };
    for (hole, board) in [(4, 5), (5, 5), (6, 5), (4, 4), (4, 3)] {
        random_deals(hole, board, 20_000, 11, &mut check).unwrap();
    }
    assert!(seen[0] > 0 && seen[1] > 0, "{seen:?}");
}

#[test]
fn the_lessons_minimal_deals() {
    let lesson = OmahaHiLoAnyLow;
    for (d, class, lows) in [
        (
            "Ah Kc Qd Js | 2c 3d 4h 5s 9c",
            "low-without-two-hole-cards",
            ("5-4-3-2-A", "no low"),
        ),
        (
            "Ah 2c 3d Ks | 4h 5s 8c 9d Tc",
            "better-low-than-legal",
            ("5-4-3-2-A", "8-5-4-2-A"),
        ),
    ] {
        let (h, b) = deal(d);
        assert_eq!(lesson.claims(&h, &b), [class], "{d}");
        let (got, want) = lesson.lows_text(&h, &b);
        assert_eq!((got.as_str(), want.as_str()), lows, "{d}");
    }
}

// The stud lesson: the qualifier off by one.

/// Checks the nine-qualifies lesson on one hand against the reference: the
/// high half always right, a wrong low exactly where its class claims.
/// Returns whether the low was wrong.
fn nine_lesson_on(hand: &[Card]) -> bool {
    let lesson = StudHiLoNineQualifies;
    let got = lesson.evaluate(hand).unwrap();
    let want = StudHiLoReference.evaluate(hand).unwrap();
    assert_eq!((got.category, got.strength), (want.category, want.strength));
    let claims = lesson.claims(hand);
    let wrong = match (&got.low, &want.low) {
        (Low::NoLow, Low::NoLow) => false,
        (Low::Qualifies(_), Low::NoLow) => true,
        (Low::Qualifies(_), Low::Qualifies(_)) => {
            // A low on both sides: it must be the same five ranks.
            let want = low_ranks(stud_low(hand)).map(|r| low_text(&r));
            assert_eq!(Some(lesson.low_text(hand)), want, "{hand:?}");
            false
        }
        (g, w) => panic!("{hand:?}: the lesson says {g:?}, the reference {w:?}"),
    };
    if wrong {
        assert_eq!(claims, ["nine-makes-a-low"], "{hand:?}");
    } else {
        assert!(claims.is_empty(), "{hand:?}: {claims:?}");
    }
    wrong
}

#[test]
fn the_nine_lesson_is_wrong_exactly_where_its_class_claims_on_every_five_card_hand() {
    let deck: Vec<Card> = Card::all().collect();
    let mut wrong = 0u64;
    let mut combos = crate::combinations::Combinations::new(52, 5);
    while let Some(ix) = combos.next() {
        let hand: Vec<Card> = ix.iter().map(|&i| deck[i]).collect();
        wrong += u64::from(nine_lesson_on(&hand));
    }
    // Five distinct ranks of A..9 with a nine among them and so no
    // eight-or-better low: the nine and four of the eight low ranks,
    // C(8,4) = 70 rank sets, any suits.
    assert_eq!(wrong, 70 * 1024);
}

#[test]
fn the_nine_lesson_is_wrong_exactly_where_its_class_claims_on_random_six_and_seven_cards() {
    let mut seen = 0;
    for (n, seed) in [(6, 21), (7, 22)] {
        random_deals(n, 0, 100_000, seed, &mut |hand, _| {
            seen += u32::from(nine_lesson_on(hand));
            Ok(())
        })
        .unwrap();
    }
    assert!(seen > 0);
}

#[test]
fn the_nine_lessons_minimal_hands_and_orderly_lows() {
    let lesson = StudHiLoNineQualifies;
    for (hand, said) in [
        ("9h 5c 4d 3s 2h", "9-5-4-3-2"),
        ("9h Tc 3d 4s 5h Kc 7d", "9-7-5-4-3"),
    ] {
        let c = cards(hand);
        assert_eq!(lesson.claims(&c), ["nine-makes-a-low"], "{hand}");
        assert_eq!(lesson.low_text(&c), said, "{hand}");
        assert_eq!(StudHiLoReference.evaluate(&c).unwrap().low, Low::NoLow);
    }
    // A right low is unchanged by a nine beside it.
    let c = cards("9h 8c 4d 3s 2h Ac Kd");
    assert!(lesson.claims(&c).is_empty());
    assert_eq!(lesson.low_text(&c), "8-4-3-2-A");
    // The lesson's strengths: the worst right low above the best nine-low.
    let strength = |s: &str| match lesson.evaluate(&cards(s)).unwrap().low {
        Low::Qualifies(Some(x)) => x,
        other => panic!("{s}: {other:?}"),
    };
    assert!(strength("8h 7c 6d 5s 4h") > strength("9h 4c 3d 2s Ah"));
    assert!(strength("5h 4c 3d 2s Ah") > strength("6h 4c 3d 2s Ah"));
}
