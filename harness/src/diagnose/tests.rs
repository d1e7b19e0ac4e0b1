//! The diagnosis's own tests.

use super::*;
use crate::engine::source::GameReference;
use showdown_evaluators::bug_classes;
use showdown_evaluators::evaluator::Evaluator;
use showdown_evaluators::evaluator::Strength;
use showdown_evaluators::games::{evaluate_joined, reference_for};
use showdown_evaluators::HOLDEM;

/// `program`'s answers on random hands of `game`, kept as `check` keeps them.
fn judged(
    program: &dyn Evaluator,
    game: &'static Game,
    counts: &[usize],
    per: usize,
) -> Vec<Judged> {
    let reference = GameReference::new(game);
    let low_reference = reference_for(game);
    let deck = game.deck();
    let mut rng = crate::random::SplitMix(11);
    counts
        .iter()
        .map(|&n| {
            let mut j = Judged::new(n);
            let mut hand = Vec::new();
            for _ in 0..per {
                hand.clear();
                rng.deal_into(&deck, n, &mut hand);
                let got = evaluate_joined(program, &hand).unwrap();
                let want = evaluate_joined(&*low_reference, &hand).unwrap().low;
                j.push(&hand, reference.strength(&hand), &got, want, 1);
            }
            j
        })
        .collect()
}

fn named(program: &dyn Evaluator, game: &'static Game, counts: &[usize]) -> Diagnosis {
    diagnose(game, true, &judged(program, game, counts, 20_000))
}

#[test]
fn one_bug_is_named_with_its_lesson() {
    let program = bug_classes::by_id("wheel-missing").unwrap().model(&HOLDEM);
    let d = named(&program, &HOLDEM, &[5, 7]);
    assert_eq!(d.named(), ["wheel-missing"], "{}", d.to_text());
    let w = d.whole.as_ref().unwrap();
    assert!(w.complete() && w.equally.is_empty(), "{}", d.to_text());
    // The category kinds of the wheel are one cause with several symptoms.
    assert_eq!(d.causes.len(), 1, "{}", d.to_text());
    assert!(d.causes[0].symptoms.len() >= 2, "{}", d.to_text());
    let text = d.to_text();
    assert!(text.contains("docs/pitfalls.md#2-the-wheel"), "{text}");
    assert!(text.lines().all(|l| l.chars().count() <= 100), "{text}");
}

#[test]
fn two_bugs_are_both_named() {
    let set = [
        bug_classes::by_id("wheel-missing").unwrap(),
        bug_classes::by_id("flush-top-only").unwrap(),
    ];
    let program = bug_classes::model_of(&HOLDEM, &set);
    let d = named(&program, &HOLDEM, &[5, 7]);
    let mut got = d.named();
    got.sort();
    assert_eq!(got, ["flush-top-only", "wheel-missing"], "{}", d.to_text());
}

/// A bug no class knows: sevens count as aces in pairs.
fn unknown() -> crate::test_doubles::HoldemDouble {
    let domain = showdown_evaluators::Domain::range(5, 7);
    crate::test_doubles::HoldemDouble::new("unknown", domain, true, |cards| {
        let mut v = bug_classes::base_model(&HOLDEM).answer(cards);
        let sevens = cards
            .iter()
            .filter(|c| c.rank() == showdown_evaluators::Rank::Seven)
            .count();
        if sevens == 2 && v.category == Category::OnePair {
            v.category = Category::ThreeOfAKind;
        }
        Ok(v)
    })
}

#[test]
fn an_unknown_bug_is_said_to_be_unknown() {
    let d = named(&unknown(), &HOLDEM, &[5, 7]);
    assert!(d.whole.is_none(), "{}", d.to_text());
    assert!(!d.unexplained.is_empty(), "{}", d.to_text());
    assert!(
        d.to_text().contains("no known class explains this"),
        "{}",
        d.to_text()
    );
    assert!(!d.unexplained[0].hands.is_empty());
}

#[test]
fn the_reference_has_nothing_to_diagnose() {
    let d = named(&*reference_for(&HOLDEM), &HOLDEM, &[5]);
    assert!(!d.has_problems() && d.to_text().is_empty());
}

/// The JSON shape `check --format json` carries under `diagnosis`
/// (documented in docs/diagnosis.md): its keys, and a cause's.
#[test]
fn the_json_shape_is_the_documented_one() {
    let program = bug_classes::by_id("wheel-missing").unwrap().model(&HOLDEM);
    let d = named(&program, &HOLDEM, &[5, 7]);
    // 20,000 hands a part: compared at most SAMPLE failing and SAMPLE right.
    assert!(d.dropped > 0, "{}", d.to_text());
    assert!(d.hands <= 2 * 2 * SAMPLE as u64, "{}", d.hands);
    let json = d.to_json();
    let keys = |v: &serde_json::Value| {
        let mut k: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        k.sort();
        k
    };
    assert_eq!(
        keys(&json),
        [
            "causes",
            "classes_tried",
            "close_to",
            "cpu_seconds",
            "explained_by",
            "failing",
            "family",
            "game",
            "hands",
            "not_kept",
            "order_compared",
            "right",
            "seconds",
            "unexplained",
            "unexplored"
        ]
    );
    let cause = &json["explained_by"];
    assert_eq!(
        keys(cause),
        [
            "classes",
            "complete",
            "equally",
            "explained",
            "failing",
            "order_differs",
            "summary",
            "symptoms",
            "wrong_on_right"
        ]
    );
    assert_eq!(keys(&cause["classes"][0]), ["cause", "id", "lesson"]);
    assert_eq!(cause["classes"][0]["id"], "wheel-missing");
    assert_eq!(
        keys(&cause["symptoms"][0]),
        ["description", "hands", "kind"]
    );
}

#[test]
fn an_order_only_program_is_diagnosed_on_order_alone() {
    // A program in the protocol's order-only form gives a strength and no
    // category (check keeps a placeholder category, high card). With the
    // wheel missed, its order is wrong; its "categories" must not count as
    // symptoms, nor against the class that explains the order.
    let program = bug_classes::by_id("wheel-missing").unwrap().model(&HOLDEM);
    let mut parts = judged(&program, &HOLDEM, &[5, 7], 20_000);
    for j in &mut parts {
        j.order_only = true;
        for v in &mut j.got {
            v.category = Category::HighCard;
        }
    }
    let d = diagnose(&HOLDEM, true, &parts);
    let text = d.to_text();
    assert!(!text.contains("category:"), "{text}");
    assert_eq!(d.named(), ["wheel-missing"], "{text}");
    // The same answers read as categories are wrong on most hands.
    for j in &mut parts {
        j.order_only = false;
    }
    let misread = diagnose(&HOLDEM, true, &parts).to_text();
    assert!(misread.contains("category:"), "{misread}");
}

/// Two trips read as trips (the class `two-trips-missed`'s category), the
/// trips then ordered by the sum of every card's rank (no model's order).
fn two_trips_with_an_order_of_its_own() -> crate::test_doubles::HoldemDouble {
    let domain = showdown_evaluators::Domain::range(5, 7);
    let model = bug_classes::by_id("two-trips-missed")
        .unwrap()
        .model(&HOLDEM);
    crate::test_doubles::HoldemDouble::new("js", domain, true, move |cards| {
        let mut v = model.answer(cards);
        let trips = (0..13)
            .filter(|&r| cards.iter().filter(|c| c.rank() as usize == r).count() == 3)
            .count();
        if trips == 2 {
            let sum: i64 = cards.iter().map(|c| c.rank() as i64).sum();
            v.strength = Some(Strength::new(&[3, 20, sum]));
        }
        Ok(v)
    })
}

/// Two trips read as trips (a known category bug), the trips then ordered
/// by every card (no model's order): the class of the category is named
/// for it, with the pair whose order differs, under the family's headline.
#[test]
fn a_category_bug_with_an_order_of_its_own_is_named_by_category_and_family() {
    let program = two_trips_with_an_order_of_its_own();
    let d = named(&program, &HOLDEM, &[6, 7]);
    let text = d.to_text();
    assert!(d.whole.is_none(), "{text}");
    let cause = d
        .causes
        .iter()
        .find(|c| c.order_differs.is_some())
        .unwrap_or_else(|| panic!("no cause by category: {text}"));
    assert!(
        cause.classes[0].id.starts_with("two-trips-missed"),
        "{text}"
    );
    let (n, pair) = cause.order_differs.as_ref().unwrap();
    assert!(*n > 0 && pair.is_some(), "{text}");
    assert_eq!(
        d.family.as_ref().map(|f| f.id.as_str()),
        Some("two-trips"),
        "{text}"
    );
    assert!(text.contains("the family two-trips"), "{text}");
    assert!(text.lines().all(|l| l.chars().count() <= 100), "{text}");
}

/// Past its deadline the search tries nothing new and says what it left.
#[test]
fn past_its_deadline_the_diagnosis_says_what_it_did_not_try() {
    let parts = judged(&unknown(), &HOLDEM, &[5, 7], 5_000);
    let d = diagnose_within(&HOLDEM, true, &parts, Some(std::time::Instant::now()));
    let text = d.to_text();
    assert!(!d.unexplored.is_empty(), "{text}");
    assert!(
        text.contains("stopped at its share of the budget"),
        "{text}"
    );
    // Every order example is a pair of hands, each with its answer.
    for u in &d.unexplained {
        for h in &u.hands {
            assert!(h.contains(" says `"), "{h}");
        }
    }
}

/// Every hand shown under a kind of problem, explained (the pair whose
/// order differs from the model) or not (the unexplained hands and
/// pairs), is a hand the program got wrong: its symptoms are not empty.
#[test]
fn every_hand_shown_is_one_the_program_got_wrong() {
    // The category of a class, an order of its own (as in the test above).
    let own_order = two_trips_with_an_order_of_its_own();
    let mut shown = 0;
    for program in [&own_order as &dyn Evaluator, &unknown()] {
        let parts = judged(program, &HOLDEM, &[5, 6, 7], 20_000);
        let d = diagnose(&HOLDEM, true, &parts);
        let text = d.to_text();
        let symptoms: Vec<_> = parts
            .iter()
            .map(|j| program_symptoms(&HOLDEM, j, true))
            .collect();
        let failing = |cards: &str| -> bool {
            let hand = showdown_evaluators::card::parse_cards(cards).unwrap();
            parts.iter().zip(&symptoms).any(|(j, s)| {
                j.n == hand.len()
                    && (0..j.len()).any(|i| j.hand(i) == hand.as_slice() && s[i].0 != 0)
            })
        };
        let mut lines: Vec<String> = d.unexplained.iter().flat_map(|u| u.hands.clone()).collect();
        lines.extend(
            d.causes
                .iter()
                .filter_map(|c| c.order_differs.as_ref().and_then(|o| o.1.clone())),
        );
        for line in &lines {
            // `CARDS says `A``; `CARDS says `B``: …
            for part in line.split("; ") {
                let Some((cards, _)) = part.split_once(" says `") else {
                    continue;
                };
                assert!(
                    failing(cards),
                    "`{cards}` is answered right: {line}\n{text}"
                );
                shown += 1;
            }
        }
    }
    assert!(shown >= 4, "{shown} hands shown");
}
