//! The badugi reference, checker and lessons on known hands, the proof, and
//! the lessons' deviation classes against the reference.

use super::*;
use crate::card::parse_cards;
use crate::evaluator::{DeviationKind, Evaluator};
use std::collections::BTreeMap;

/// Four-card hands on which the greedy walk keeps another badugi than the
/// best, as counted by a separate program (`python3 examples/badugi_counts.py`).
const GREEDY_WRONG: u64 = 14_040;

fn strength(ev: &dyn Evaluator, cards: &str) -> i64 {
    let v = ev.evaluate(&parse_cards(cards).unwrap()).unwrap();
    assert!(v.is_low_alone(), "{}: {cards}", ev.name());
    v.strength.unwrap().parts()[0]
}

fn reference(cards: &str) -> i64 {
    strength(&BadugiReference, cards)
}

#[test]
fn the_places_run_from_a_lone_king_to_a_2_3_4() {
    assert_eq!(reference("As 2d 3h 4c"), 1092);
    assert_eq!(reference("Ks Qs Js Ts"), 4);
    assert_eq!(reference("Kc Kd Kh Ks"), 1);
    assert_eq!(reference("Ac Kc Qc Jc"), 13);
    assert_eq!(place(0b1), 13);
    assert_eq!(place(1 << 12), 1);
    assert_eq!(place(0b11), 13 + 78);
    assert_eq!(place(0b1111), 1092);
    // The worst four-card badugi is one better than the best three-card one.
    assert_eq!(place(0b1111 << 9), 13 + 78 + 286 + 1);
    assert_eq!(place(0b111), 13 + 78 + 286);
}

#[test]
fn the_traps_on_known_hands() {
    // Size first: any four-card badugi beats any three-card hand.
    assert!(reference("Kc Qd Jh Ts") > reference("Ac 2d 3h 3s"));
    // Of one size, the highest card first, then the next; suits never count.
    assert!(reference("7c 4d 3h 2s") > reference("7c 5d 2h As"));
    assert_eq!(reference("7c 4d 3h 2s"), reference("7s 4h 3d 2c"));
    // A rank and a suit clash at once: which card goes decides the size.
    assert_eq!(reference("2c 2d 3c 4h"), reference("4h 3c 2d 2h"));
    assert_eq!(
        BadugiReference.badugi(&parse_cards("2c 2d 3c 4h").unwrap()),
        parse_cards("2d 3c 4h").unwrap()
    );
    // cardrank's hands: Q-J, and 3-2.
    assert_eq!(reference("Jc Jd Qd Kc"), reference("Jc Qd Kc Kd"));
    assert_eq!(reference("2c 2d 3d 4c"), reference("2c 3d 3c 3h"));
    // Four of a suit: a lone card, the lowest.
    assert_eq!(reference("Ah 5h 9h Kh"), reference("Ac Ad Ah As"));
}

#[test]
fn the_reference_and_the_checker_agree_on_every_hand_and_the_counts() {
    let s = prove_exhaustive().unwrap();
    assert_eq!(s.hands, 270_725);
    assert_eq!(s.classes, 1092);
    assert_eq!(s.hands_per_size, HANDS_PER_SIZE);
    assert_eq!(s.values_per_size, VALUES_PER_SIZE);
    assert_eq!(HANDS_PER_SIZE.iter().sum::<u64>(), 270_725);
    assert_eq!(VALUES_PER_SIZE.iter().sum::<usize>(), 1092);
}

#[test]
fn bad_hands_are_refused() {
    let twice = {
        let mut c = parse_cards("As 3h 4c").unwrap();
        c.push(c[0]);
        c
    };
    for c in [
        parse_cards("As 2d 3h").unwrap(),
        parse_cards("As 2d 3h 4c 5s").unwrap(),
        twice,
    ] {
        assert!(BadugiReference.evaluate(&c).is_err(), "{c:?}");
        assert!(BadugiPlain.evaluate(&c).is_err(), "{c:?}");
    }
}

/// Every four-card hand, for the lessons: each is wrong on the hands its
/// class claims, and on the others its strengths order the hands exactly as
/// the reference's do (one lesson strength per reference strength, in the
/// same order).
fn check_lesson(lesson: &dyn Evaluator, want_claimed: u64, example: &str) {
    let [dev] = lesson.deviations() else {
        panic!("one class each")
    };
    assert_eq!(dev.kind, DeviationKind::Order);
    assert!((dev.applies)(&parse_cards(example).unwrap()), "{example}");
    let deck: Vec<crate::card::Card> = crate::card::Card::all().collect();
    let mut combos = crate::combinations::Combinations::new(52, 4);
    let mut clean: BTreeMap<i64, i64> = BTreeMap::new();
    let (mut claimed, mut wrong_claimed) = (0u64, 0u64);
    while let Some(ix) = combos.next() {
        let four: Vec<_> = ix.iter().map(|&i| deck[i]).collect();
        let r = i64::from(BadugiReference.strength(&four));
        let got = lesson.evaluate(&four).unwrap().strength.unwrap().parts()[0];
        if (dev.applies)(&four) {
            claimed += 1;
            wrong_claimed += u64::from(got != r);
        } else {
            let seen = clean.entry(r).or_insert(got);
            assert_eq!(*seen, got, "{}: a split class", lesson.name());
        }
    }
    assert_eq!(claimed, want_claimed, "{}", lesson.name());
    assert!(wrong_claimed > 0);
    let lesson_order: Vec<i64> = clean.values().copied().collect();
    assert!(
        lesson_order.windows(2).all(|w| w[0] < w[1]),
        "{}: the unclaimed hands are misordered",
        lesson.name()
    );
}

#[test]
fn the_greedy_discard_is_wrong_exactly_where_it_keeps_another_badugi() {
    let got = strength(&BadugiGreedyDiscard, "2c 2d 3c 4h");
    assert_eq!(got, reference("4h 2c Kc Qc"));
    assert!(got < reference("2c 2d 3c 4h"));
    assert_eq!(
        strength(&BadugiGreedyDiscard, "As 2d 3h 4c"),
        reference("As 2d 3h 4c")
    );
    check_lesson(&BadugiGreedyDiscard, GREEDY_WRONG, "2c 2d 3c 4h");
}

#[test]
fn the_ace_high_lesson_misplaces_every_hand_with_an_ace() {
    assert!(strength(&BadugiAceHigh, "As 2d 3h 4c") < strength(&BadugiAceHigh, "5s 2d 3h 4c"));
    assert_eq!(strength(&BadugiAceHigh, "5s 2d 3h 4c"), 1092);
    // 270,725 hands less the 194,580 without an ace.
    check_lesson(&BadugiAceHigh, 270_725 - 194_580, "Ac Kc 2d 3h");
}
