//! The reference evaluator, proven over every hand of 1 to 5 cards in
//! `cargo test` (6 and 7 cards run in release from `.ci/run`:
//! `showdown selfcheck --cards 6,7`). The same check is shown to fail on
//! evaluators with a wrong category or two swapped kickers.

use showdown_evaluators::card::{parse_cards, Card};
use showdown_evaluators::category::Category;
use showdown_evaluators::reference::{category_of, Reference};
use showdown_harness::selfcheck::{self, published};

fn assert_proven(n: usize) {
    let report = selfcheck::run(n, true);
    let (hist, distinct) = published(n).unwrap();
    assert_eq!(report.histogram, hist, "{n}-card category counts");
    assert_eq!(report.distinct, distinct, "{n}-card distinct strengths");
    assert!(report.problems().is_empty(), "{:#?}", report.problems());
}

pub fn every_five_card_hand_counts_and_orders_as_published() {
    assert_proven(5);
}

pub fn every_hand_of_one_to_four_cards_counts_as_published() {
    for n in 1..=4 {
        assert_proven(n);
    }
}

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

pub fn the_check_catches_a_wrong_category() {
    // Calls every wheel a high card.
    let r = Reference::new();
    let wheel = r.strength(&cards("As 2d 3c 4h 5s"));
    let report = selfcheck::run_with(5, false, |_, h| {
        let s = r.strength_of_state(h);
        if s == wheel {
            0
        } else {
            s
        }
    });
    assert!(!report.problems().is_empty());
    assert!(
        report.problems()[0].contains("high card count"),
        "{:?}",
        report.problems()
    );
}

pub fn the_check_catches_two_swapped_kicker_classes_that_a_histogram_misses() {
    // Swap the classes of two adjacent one-pair hands: same histogram, same
    // number of classes, but two hands now compare the wrong way.
    let r = Reference::new();
    let lo = r.strength(&cards("2c 2d 3h 4s 5c"));
    let hi = r.strength(&cards("2c 2d 3h 4s 6c"));
    assert_eq!(hi, lo + 1);
    assert_eq!(category_of(lo), Category::OnePair);
    let report = selfcheck::run_with(5, true, |_, h| {
        let s = r.strength_of_state(h);
        if s == lo {
            hi
        } else if s == hi {
            lo
        } else {
            s
        }
    });
    assert_eq!(report.histogram, published(5).unwrap().0);
    assert_eq!(report.distinct, 7_462);
    assert!(
        !report.inversions.is_empty(),
        "the order check must see the swap"
    );
}

pub fn best_five_and_named_hands() {
    let r = Reference::new();
    let cases = [
        (
            "As Ks Qs Js Ts 2c 3d",
            Category::StraightFlush,
            "As Ks Qs Js Ts",
        ),
        ("9h 8h 7h 6c 5h Kh 2h", Category::Flush, "Kh 9h 8h 7h 5h"),
        ("As 2d 3c 4h 5s Kd Kc", Category::Straight, "5s 4h 3c 2d As"),
        ("Ah Ad Kc Kd Qs Qh 2c", Category::TwoPair, "Ah Ad Kd Kc Qs"),
        (
            "7h 7d 7c 2s 2h 2d As",
            Category::FullHouse,
            "7h 7d 7c 2s 2h",
        ),
        (
            "9c 9d 9h 9s Kc Kd Ks",
            Category::FourOfAKind,
            "9s 9h 9d 9c Kc",
        ),
        ("Ad Kd", Category::HighCard, "Ad Kd"),
        ("5c 5d 5h", Category::ThreeOfAKind, "5h 5d 5c"),
    ];
    for (hand, cat, best) in cases {
        let h = cards(hand);
        assert_eq!(r.category(&h), cat, "{hand}");
        let got = r.best_five(&h);
        assert_eq!(showdown_evaluators::format_cards(&got), best, "{hand}");
        assert_eq!(
            r.strength(&got),
            r.strength(&h),
            "{hand}: best five keep the strength"
        );
    }
}

pub fn wheel_is_the_lowest_straight_and_no_wrap_around() {
    let r = Reference::new();
    let wheel = r.strength(&cards("As 2d 3c 4h 5s"));
    let six = r.strength(&cards("2d 3c 4h 5s 6c"));
    assert!(wheel < six);
    assert_eq!(category_of(wheel), Category::Straight);
    assert_eq!(r.category(&cards("Qs Kd Ac 2h 3s")), Category::HighCard);
}
