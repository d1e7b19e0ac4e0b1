//! Named hands of both games, and what is not a hand.

use super::*;

fn beats(r: &LowballReference, better: &str, worse: &str) {
    assert!(
        r.strength(&h(better)) > r.strength(&h(worse)),
        "{}: {better} should beat {worse}",
        r.game()
    );
}

#[test]
fn ace_to_five_the_wheel_is_the_best_hand_and_straights_and_flushes_do_not_count() {
    let r = a5();
    let wheel = h("5h 4h 3h 2h Ah");
    assert_eq!(r.category(&wheel), Category::HighCard);
    // The best: the highest strength of the game.
    assert_eq!(r.strength(&wheel), 5 << 12 | 1_286);
    assert_eq!(r.strength(&h("5c 4d 3h 2s Ac")), r.strength(&wheel));
    beats(&r, "5c 4d 3h 2s Ac", "6c 4d 3h 2s Ac");
    beats(&r, "6c 5d 4h 3s Ac", "6c 5d 4h 3s 2c");
    // A-2-3-4-6 beats 2-3-4-5-6 (the ace is low); a flush does not matter.
    beats(&r, "6h 4h 3h 2h Ah", "6c 5d 4h 3s 2c");
    // Any no-pair hand beats any pair.
    beats(&r, "Kc Qd Jh Ts 9c", "Ac Ad 2h 3s 4c");
    beats(&r, "Ac Ad 2h 3s 4c", "2c 2d 3h 3s 4c");
    // The worst: four kings with a queen.
    assert_eq!(r.strength(&h("Kc Kd Kh Ks Qc")), 0);
    assert_eq!(r.category(&h("Kc Kd Kh Ks Qc")), Category::FourOfAKind);
    // Pairs compare low: aces are the best pair.
    beats(&r, "Ac Ad 5h 4s 3c", "2c 2d 5h 4s 3c");
}

#[test]
fn ace_to_five_six_and_seven_cards_discard_pairs() {
    let r = a5();
    let razz = h("Ac Ad 2h 3s 4c 5d 5s");
    assert_eq!(r.category(&razz), Category::HighCard);
    assert_eq!(r.strength(&razz), r.strength(&h("5d 4c 3s 2h Ac")));
    assert_eq!(format_cards(&r.best_five(&razz)), "5d 4c 3s 2h Ac");
    // Only four ranks among seven cards: a pair is the best.
    let four_ranks = h("Ac Ad 2h 2s 3c 3d 4s");
    assert_eq!(r.category(&four_ranks), Category::OnePair);
    let ranks: String = r
        .best_five(&four_ranks)
        .iter()
        .map(|c| c.rank().symbol())
        .collect();
    assert_eq!(ranks, "AA432");
}

#[test]
fn deuce_to_seven_the_wheel_is_ace_high_and_straights_and_flushes_count_against() {
    let r = d7();
    let number_one = h("7c 5d 4h 3s 2c");
    assert_eq!(r.category(&number_one), Category::HighCard);
    assert_eq!(r.strength(&number_one), 8 << 12 | 1_277, "the best hand");
    let wheel = h("Ac 2d 3h 4s 5c");
    assert_eq!(r.category(&wheel), Category::HighCard);
    beats(&r, "Kc Qd Jh Ts 8c", "Ac 2d 3h 4s 5c");
    beats(&r, "Ac 2d 3h 4s 5c", "Ac 6d 4h 3s 2c");
    beats(&r, "Ac 2d 3h 4s 5c", "2c 2d 3h 4s 5c");
    // Suited wheel: an ace-high flush.
    assert_eq!(r.category(&h("Ah 2h 3h 4h 5h")), Category::Flush);
    // A flush spoils 7-5-4-3-2; a straight spoils 6-5-4-3-2.
    assert_eq!(r.category(&h("7h 5h 4h 3h 2h")), Category::Flush);
    assert_eq!(r.category(&h("6c 5d 4h 3s 2c")), Category::Straight);
    beats(&r, "Ac Ad Kh Ks Qc", "6c 5d 4h 3s 2c");
    beats(&r, "6c 5d 4h 3s 2c", "7h 5h 4h 3h 2h");
    // The worst: the royal flush.
    assert_eq!(r.strength(&h("Ac Kc Qc Jc Tc")), 0);
    // Seven cards: the best low discards the pair and the flush card.
    let seven = h("7h 5h 4h 3h 2h 2c Kd");
    assert_eq!(r.category(&seven), Category::HighCard);
    assert_eq!(r.strength(&seven), 8 << 12 | 1_277);
}

#[test]
fn deuce_to_seven_seven_cards_best_five() {
    let r = d7();
    // 7-5-4-3-2 of hearts with a deuce of clubs: K-7-5-4-3? no: 7-5-4-3-2
    // with the club deuce (not all one suit).
    let hand = h("7h 5h 4h 3h 2h 2c Kd");
    assert_eq!(format_cards(&r.best_five(&hand)), "7h 5h 4h 3h 2c");
    assert_eq!(r.strength(&hand), r.strength(&h("7c 5d 4h 3s 2c")));
}

#[test]
fn rejects_what_is_not_a_hand() {
    let evaluators: [&dyn Evaluator; 4] = [
        &a5(),
        &d7(),
        &LowballPlain::ace_to_five(),
        &LowballPlain::deuce_to_seven(),
    ];
    for e in evaluators {
        for bad in ["Ah Kc Qd Js", "Ah Kc Qd Js Th 9c 8c 7c"] {
            assert!(
                matches!(e.evaluate(&h(bad)), Err(Rejected::Invalid(_))),
                "{} {bad}",
                e.name()
            );
        }
        let dup = [h("Ah")[0], h("Ah")[0], h("Kc")[0], h("Qd")[0], h("Js")[0]];
        assert!(matches!(e.evaluate(&dup), Err(Rejected::Invalid(_))));
    }
}

#[test]
fn names_games_and_protocol() {
    assert_eq!(a5().name(), "reference-ace-to-five");
    assert_eq!(d7().name(), "reference-deuce-to-seven");
    assert_eq!(
        LowballPlain::ace_to_five().name(),
        "best-of-subsets-ace-to-five"
    );
    assert_eq!(
        LowballPlain::deuce_to_seven().name(),
        "best-of-subsets-deuce-to-seven"
    );
    assert!(LowballReference::for_game(&crate::game::HOLDEM).is_none());
    assert!(LowballPlain::for_game(&crate::game::SHORT_DECK).is_none());
    let v = a5().evaluate(&h("5h 4h 3h 2h Ah")).unwrap();
    assert_eq!(v.to_protocol(), "high-card 21766");
    let v = d7().evaluate(&h("6c 5d 4h 3s 2c")).unwrap();
    assert_eq!(v.to_protocol(), format!("straight {}", 4 << 12 | 8));
}
