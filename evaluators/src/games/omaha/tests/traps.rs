//! The traps, each a named deal.

use super::*;

#[test]
fn omaha_four_suited_board_cards_and_one_suited_hole_card_are_no_flush() {
    let s = "Ah 2c 3d 4s | Kh Qh 9h 5h 7c";
    assert_eq!(category(s), Category::HighCard);
    assert_eq!(best_five(s), "Ah 4s Kh Qh 9h");
    let (h, b) = deal(s);
    assert_eq!(
        OmahaAnyFive.evaluate_deal(&h, &b).unwrap().category,
        Category::Flush
    );
    assert_eq!(
        OmahaOneHoleCard.evaluate_deal(&h, &b).unwrap().category,
        Category::Flush
    );
}

#[test]
fn omaha_a_board_straight_the_hole_cards_cannot_join_is_no_straight() {
    let s = "Ac Ad Kh Ks | 5c 6d 7h 8s 9c";
    assert_eq!(category(s), Category::OnePair);
    assert_eq!(best_five(s), "Ac Ad 7h 8s 9c");
    let (h, b) = deal(s);
    assert_eq!(
        OmahaAnyFive.evaluate_deal(&h, &b).unwrap().category,
        Category::Straight
    );
    // One hole card cannot join it either: the second lesson is right here.
    assert_eq!(OmahaOneHoleCard.claims(&h, &b), Vec::<&str>::new());
}

#[test]
fn omaha_board_trips_and_a_hole_pair_make_a_full_house() {
    let s = "5c 5d Ah Qs | Kc Kd Kh 7s 2c";
    assert_eq!(category(s), Category::FullHouse);
    assert_eq!(best_five(s), "5c 5d Kc Kd Kh");
    // Without the pair: trips, the two best hole cards as kickers.
    let s = "5c 4d Ah Qs | Kc Kd Kh 7s 2c";
    assert_eq!(category(s), Category::ThreeOfAKind);
    assert_eq!(best_five(s), "Ah Qs Kc Kd Kh");
}

#[test]
fn omaha_board_quads_are_quads_for_nobody() {
    let s = "Ac Ad Qh Js | 8c 8d 8h 8s Kc";
    assert_eq!(category(s), Category::FullHouse);
    let s = "Ac Kd 3h 4s | 8c 8d 8h 8s";
    assert_eq!(category(s), Category::ThreeOfAKind);
    let (h, b) = deal(s);
    for lesson in [&OmahaAnyFive as &dyn Evaluator, &OmahaOneHoleCard] {
        assert_eq!(
            lesson.evaluate_deal(&h, &b).unwrap().category,
            Category::FourOfAKind,
            "{}",
            lesson.name()
        );
    }
}

#[test]
fn omaha_four_aces_in_the_hole_are_one_pair_at_most() {
    assert_eq!(category("Ac Ad Ah As | Kh 9d 7c 4s 2h"), Category::OnePair);
    assert_eq!(category("Ac Ad Ah As | Kh 9d 7c"), Category::OnePair);
    // A paired board makes two pair, never aces full.
    assert_eq!(category("Ac Ad Ah As | Kh Kd 7c"), Category::TwoPair);
}

#[test]
fn omaha_the_nut_flush_needs_two_hole_cards_of_the_suit() {
    let nut = "Qh Jh 9s 9c | Ah Kh 7h 2c 3d";
    assert_eq!(category(nut), Category::Flush);
    assert_eq!(best_five(nut), "Qh Jh Ah Kh 7h");
    assert_eq!(category("Qh Js Ts 9c | Ah Kh 7h 2c 3d"), Category::HighCard);
    // Two lower hearts make a lower flush.
    let r = OmahaReference::new();
    let (h1, b) = deal(nut);
    let (h2, _) = deal("9h 8h 9s 9c | Ah Kh 7h 2c 3d");
    assert!(r.strength(&h1, &b) > r.strength(&h2, &b));
    assert_eq!(r.category(&h2, &b), Category::Flush);
}

#[test]
fn omaha_five_and_six_hole_cards_are_evaluated_as_such() {
    // pokerstove PR 86: 5- and 6-card Omaha was silently played as 4-card.
    let board = "Qh Jh Th 8c 7d";
    let four = format!("2c 3d 4s 9s | {board}");
    let five = format!("2c 3d 4s 9s Kh | {board}");
    let six = format!("2c 3d 4s 9s Kh Ah | {board}");
    assert_eq!(category(&four), Category::HighCard);
    assert_eq!(category(&five), Category::Straight);
    assert_eq!(category(&six), Category::StraightFlush);
    assert_eq!(best_five(&five), "9s Kh Qh Jh Th");
    assert_eq!(best_five(&six), "Kh Ah Qh Jh Th");
    let (h, b) = deal(&six);
    let v = OmahaReference::new().evaluate_deal(&h, &b).unwrap();
    assert_eq!(v.category, Category::StraightFlush);
    assert_ne!(
        OmahaReference::new().strength(&h[..4], &b),
        OmahaReference::new().strength(&h, &b)
    );
}

#[test]
fn omaha_a_three_card_board_plays_whole() {
    assert_eq!(category("Jh Th 2c 3d | Ah Kh Qh"), Category::StraightFlush);
    assert_eq!(best_five("Jh Th 2c 3d | Ah Kh Qh"), "Jh Th Ah Kh Qh");
    assert_eq!(category("Jh Tc 2c 3d | Ah Kh Qh"), Category::Straight);
    assert_eq!(category("2c 3d 4h 5s | As Kd Qc"), Category::HighCard);
    // One hole card cannot find four board cards: that lesson is right.
    let (h, b) = deal("Jh 2c 3d 4s | Ah Kh Qh");
    assert_eq!(
        OmahaOneHoleCard.strength(&h, &b),
        OmahaReference::new().strength(&h, &b)
    );
}

#[test]
fn omaha_wheels_and_the_ace() {
    assert_eq!(category("Ac 2d Kh Ks | 3c 4d 5h 9s Jc"), Category::Straight);
    assert_eq!(
        category("Ac 2c Kh Ks | 3c 4c 5c 9s Jc"),
        Category::StraightFlush
    );
    // Q-K-A-2-3 does not wrap.
    assert_eq!(category("Ac 2d 8h 9s | Qc Kd 3h"), Category::HighCard);
}

#[test]
fn omaha_strength_is_the_holdem_strength_of_the_best_five() {
    let r = OmahaReference::new();
    let holdem = Reference::new();
    for s in [
        "Ah 2c 3d 4s | Kh Qh 9h 5h 7c",
        "5c 5d Ah Qs | Kc Kd Kh 7s 2c",
        "Qh Jh 9s 9c | Ah Kh 7h 2c 3d",
        "2c 3d 4s 9s Kh Ah | Qh Jh Th 8c 7d",
    ] {
        let (h, b) = deal(s);
        assert_eq!(
            r.strength(&h, &b),
            holdem.strength(&r.best_five(&h, &b)),
            "{s}"
        );
        assert_eq!(r.strength(&h, &b), naive(&h, &b), "{s}");
    }
}

#[test]
fn omaha_the_tables_have_one_row_per_board_rank_multiset() {
    let r = OmahaReference::new();
    assert_eq!(r.tables.five.rows.len(), 6175);
    assert_eq!(r.tables.four.rows.len(), 1820);
    let bytes = (r.tables.five.rows.len() + r.tables.four.rows.len()) * reference::PAIRS * 2;
    assert_eq!(bytes, 1_455_090);
}

#[test]
fn omaha_best_five_through_the_evaluator_trait_reads_hole_then_board() {
    let (h, b) = deal("5c 5d Ah Qs | Kc Kd Kh 7s 2c");
    let joined = join(&h, &b);
    let r = OmahaReference::new();
    // `join` swapped the first two hole cards: their order marks 4 + 5.
    assert_eq!(
        Evaluator::best_five(&r, &joined).map(|f| format_cards(&f)),
        Some("5d 5c Kc Kd Kh".to_string())
    );
    assert_eq!(Evaluator::best_five(&r, &joined[..5]), None);
}

#[test]
fn omaha_joined_cards_and_bad_deals_are_rejected() {
    let (h, b) = deal("Ah 2c 3d 4s | Kh Qh 9h 5h 7c");
    let joined: Vec<Card> = h.iter().chain(&b).copied().collect();
    let evaluators: [&dyn Evaluator; 4] = [
        &OmahaReference::new(),
        &OmahaBruteForce::new(),
        &OmahaAnyFive,
        &OmahaOneHoleCard,
    ];
    for e in evaluators {
        assert_eq!(e.game().id, "omaha");
        assert!(e.gives_strength());
        match e.evaluate(&joined) {
            Err(Rejected::Invalid(why)) => assert!(why.contains("apart"), "{why}"),
            other => panic!("{}: {other:?}", e.name()),
        }
        assert!(e.evaluate_deal(&h[..3], &b).is_err(), "{}", e.name());
        assert!(e.evaluate_deal(&h, &b[..2]).is_err(), "{}", e.name());
        let dup = [h[0], h[1], h[2], b[0]];
        assert!(e.evaluate_deal(&dup, &b).is_err(), "{}", e.name());
        assert!(e.evaluate_deal(&h, &b).is_ok());
    }
    let names: Vec<&str> = evaluators.iter().map(|e| e.name()).collect();
    assert_eq!(
        names,
        [
            "reference-omaha",
            "best-of-choices-omaha",
            "omaha-any-five",
            "omaha-one-hole-card"
        ]
    );
}
