//! The lessons: exactness of their deviation classes.

use super::*;

/// The (lesson strength, right strength) pairs whose relative order against
/// some other pair differs: a tie on one side and not the other, or the
/// two sides ordered the other way round.
fn misplaced(pairs: &BTreeSet<(i64, u16)>) -> BTreeSet<(i64, u16)> {
    // Sorted by lesson strength, a pair is well placed when no pair with a
    // smaller (equal) lesson strength has a right strength >= (!=) its own,
    // and none with a bigger one has a smaller-or-equal right strength.
    let v: Vec<(i64, u16)> = pairs.iter().copied().collect();
    let mut out = BTreeSet::new();
    // Group by lesson strength.
    let mut groups: Vec<(i64, u16, u16)> = Vec::new(); // (lesson, min right, max right)
    for &(l, r) in &v {
        match groups.last_mut() {
            Some(g) if g.0 == l => {
                g.1 = g.1.min(r);
                g.2 = g.2.max(r);
            }
            _ => groups.push((l, r, r)),
        }
    }
    // Right strengths must increase strictly from group to group, each group
    // holding one right strength.
    let n = groups.len();
    let mut max_before = vec![None; n];
    let mut min_after = vec![None; n];
    for i in 1..n {
        max_before[i] =
            Some(max_before[i - 1].map_or(groups[i - 1].2, |m: u16| m.max(groups[i - 1].2)));
    }
    for i in (0..n.saturating_sub(1)).rev() {
        min_after[i] =
            Some(min_after[i + 1].map_or(groups[i + 1].1, |m: u16| m.min(groups[i + 1].1)));
    }
    for &(l, r) in &v {
        let i = groups.partition_point(|g| g.0 < l);
        let g = groups[i];
        let bad = g.1 != g.2
            || max_before[i].is_some_and(|m| m >= r)
            || min_after[i].is_some_and(|m| m <= r);
        if bad {
            out.insert((l, r));
        }
    }
    out
}

/// Checks a lesson's classes on `hands` against `right`: category claims
/// hand by hand (exactly one category class on a wrong category, none on a
/// right one); on a right category, an order class claims the hand exactly
/// when the lesson scores it otherwise than the best low five it holds (one
/// strength scale serves 5, 6 and 7 cards, so such a hand is split from
/// that five's class), and the hands no class claims, with those fives,
/// are all well placed against each other. Returns (category
/// disagreements, order claims).
fn check_lesson(
    lesson: &dyn Evaluator,
    right: &LowballReference,
    hands: impl Iterator<Item = Vec<Card>>,
) -> (usize, usize) {
    use crate::evaluator::DeviationKind;
    let mut wrong = 0;
    let mut claimed = 0;
    let mut unclaimed: HashMap<(i64, u16), Vec<Card>> = HashMap::new();
    let score = |cards: &[Card]| lesson.evaluate(cards).unwrap().strength.unwrap().parts()[0];
    for hand in hands {
        let v = lesson.evaluate(&hand).unwrap();
        let s = right.strength(&hand);
        let claims = |kind| {
            lesson
                .deviations()
                .iter()
                .filter(|d| d.kind == kind && (d.applies)(&hand))
                .count()
        };
        let (cat, ord) = (
            claims(DeviationKind::Category),
            claims(DeviationKind::Order),
        );
        let hs = format_cards(&hand);
        if v.category != right.category_of(s) {
            assert_eq!(
                (cat, ord),
                (1, 0),
                "{hs}: {} but right {}",
                v.category,
                right.category_of(s)
            );
            wrong += 1;
            continue;
        }
        assert_eq!(cat, 0, "{hs}: right category but claimed");
        // The anchor: the best the lesson makes of the hand's best fives
        // (there may be several, differing in suits only).
        let five = best_fives(right, &hand, s)
            .into_iter()
            .max_by_key(|f| score(f))
            .expect("a best five");
        let pair = (score(&hand), s);
        let anchor = (score(&five), s);
        assert_eq!(ord > 0, pair != anchor, "{hs}: order claim");
        if ord > 0 {
            claimed += 1;
        } else {
            unclaimed.entry(pair).or_insert(hand);
        }
        // A five the lesson gets the category of wrong is a hand of its
        // own, claimed by a category class; it anchors nothing.
        if lesson.evaluate(&five).unwrap().category == right.category_of(s) {
            unclaimed.entry(anchor).or_insert(five);
        }
    }
    let pairs: BTreeSet<(i64, u16)> = unclaimed.keys().copied().collect();
    let bad = misplaced(&pairs);
    for (pair, hand) in &unclaimed {
        assert!(
            !bad.contains(pair),
            "{}: misplaced but not claimed",
            format_cards(hand)
        );
    }
    (wrong, claimed)
}

/// The five-card subsets of `hand` worth `s`, its strength.
fn best_fives(right: &LowballReference, hand: &[Card], s: u16) -> Vec<Vec<Card>> {
    let mut out = Vec::new();
    let mut combos = crate::combinations::Combinations::new(hand.len(), 5);
    while let Some(ix) = combos.next() {
        let five: Vec<Card> = ix.iter().map(|&i| hand[i]).collect();
        if right.strength(&five) == s {
            out.push(five);
        }
    }
    out
}

fn every_five_card_hand() -> impl Iterator<Item = Vec<Card>> {
    let deck = DEUCE_TO_SEVEN.deck();
    let mut combos = crate::combinations::Combinations::new(52, 5);
    std::iter::from_fn(move || {
        combos
            .next()
            .map(|ix| ix.iter().map(|&i| deck[i]).collect())
    })
}

/// 20,000 random hands of six cards, then as many of seven, dealt one
/// after the other from `seed`.
fn random_six_and_seven(seed: u64) -> [(usize, Vec<Vec<Card>>); 2] {
    let mut deal = Deal::new(seed);
    [6, 7].map(|n| (n, (0..20_000).map(|_| deal.hand(n)).collect()))
}

/// The category `lesson` says `hand` is.
fn says(lesson: &dyn Evaluator, hand: &str) -> Category {
    lesson.evaluate(&h(hand)).unwrap().category
}

/// The ids of `lesson`'s deviation classes that claim `hand`.
fn claims(lesson: &dyn Evaluator, hand: &str) -> Vec<&'static str> {
    lesson
        .deviations()
        .iter()
        .filter(|d| (d.applies)(&h(hand)))
        .map(|d| d.id)
        .collect()
}

#[test]
fn inverted_high_classes_are_exact_on_every_five_card_hand() {
    let (wrong, claimed) = check_lesson(&DeuceToSevenInvertedHigh, &d7(), every_five_card_hand());
    // The wheels: 4^5 of them.
    assert_eq!((wrong, claimed), (1_024, 0));
}

#[test]
fn inverted_high_classes_are_exact_on_random_six_and_seven_card_hands() {
    for (n, hands) in random_six_and_seven(7463) {
        let (wrong, claimed) = check_lesson(&DeuceToSevenInvertedHigh, &d7(), hands.into_iter());
        assert!(wrong > 0 && claimed > 0, "{n} cards: {wrong} {claimed}");
    }
}

#[test]
fn inverted_high_minimal_hands() {
    let l = DeuceToSevenInvertedHigh;
    assert_eq!(says(&l, "Ac 2d 3h 4s 5c"), Category::Straight);
    assert_eq!(claims(&l, "Ac 2d 3h 4s 5c"), ["wheel-is-a-straight"]);
    assert_eq!(says(&l, "Ah 2h 3h 4h 5h"), Category::StraightFlush);
    assert_eq!(says(&l, "7c 5d 4h 3s 2c 2d"), Category::OnePair);
    assert_eq!(claims(&l, "7c 5d 4h 3s 2c 2d"), ["best-high-five"]);
    assert_eq!(claims(&l, "7c 5d 4h 3s 2c Kd"), ["best-high-five-order"]);
    assert!(claims(&l, "7c 5d 4h 3s 2c").is_empty());
    // Right on five cards otherwise: the order is hold'em's turned round.
    let (a, b) = (
        l.evaluate(&h("7c 5d 4h 3s 2c")).unwrap(),
        l.evaluate(&h("8c 5d 4h 3s 2c")).unwrap(),
    );
    assert!(a.strength > b.strength);
}

#[test]
fn wheel_straight_classes_are_exact_on_every_five_card_hand() {
    let (wrong, claimed) = check_lesson(&DeuceToSevenWheelStraight, &d7(), every_five_card_hand());
    // The wheels, 4^5 of them, and nothing else.
    assert_eq!((wrong, claimed), (1_024, 0));
}

#[test]
fn wheel_straight_classes_are_exact_on_random_six_and_seven_card_hands() {
    for (n, hands) in random_six_and_seven(44) {
        let (wrong, claimed) = check_lesson(&DeuceToSevenWheelStraight, &d7(), hands.into_iter());
        // Wheels are rare among random hands: the named hands below show
        // both classes; here the classes must simply hold where they apply.
        assert!(wrong + claimed < 20_000, "{n} cards: {wrong} {claimed}");
    }
    // Hands built around a wheel, so both classes are exercised.
    let mut hands = Vec::new();
    let wheel = h("Ac 2d 3h 4s 5c");
    let rest: Vec<Card> = DEUCE_TO_SEVEN
        .deck()
        .into_iter()
        .filter(|c| !wheel.contains(c))
        .collect();
    for (a, &x) in rest.iter().enumerate() {
        let mut six = wheel.clone();
        six.push(x);
        hands.push(six.clone());
        for &y in &rest[a + 1..] {
            let mut seven = six.clone();
            seven.push(y);
            hands.push(seven);
        }
    }
    let (wrong, claimed) = check_lesson(&DeuceToSevenWheelStraight, &d7(), hands.into_iter());
    assert!(wrong > 0 && claimed > 0, "{wrong} {claimed}");
}

#[test]
fn wheel_straight_minimal_hands() {
    let l = DeuceToSevenWheelStraight;
    assert_eq!(says(&l, "Ac 2d 3h 4s 5c"), Category::Straight);
    assert_eq!(claims(&l, "Ac 2d 3h 4s 5c"), ["wheel-is-a-straight"]);
    assert_eq!(says(&l, "Ah 2h 3h 4h 5h"), Category::StraightFlush);
    assert_eq!(says(&l, "Ac 2d 3h 4s 5c 5d"), Category::OnePair);
    assert_eq!(claims(&l, "Ac 2d 3h 4s 5c 5d"), ["wheel-is-a-straight"]);
    assert_eq!(says(&l, "Ac 2d 3h 4s 5c 6d"), Category::HighCard);
    assert_eq!(
        claims(&l, "Ac 2d 3h 4s 5c 6d"),
        ["wheel-is-a-straight-order"]
    );
    // The king low beats the wheel anyway: nothing to claim.
    assert!(claims(&l, "Ac 2d 3h 4s 5c Kd").is_empty());
    // The "straight" loses to a pair, where A-5-4-3-2 should beat it.
    let (wheel, pair) = (
        l.evaluate(&h("Ac 2d 3h 4s 5c")).unwrap(),
        l.evaluate(&h("2c 2h 7d 8s 9c")).unwrap(),
    );
    assert!(wheel.strength < pair.strength);
    // It lies above the six-high straight: the best straight low.
    assert!(wheel.strength > l.evaluate(&h("6c 5d 4h 3s 2c")).unwrap().strength);
}

#[test]
fn counts_straights_classes_are_exact_on_every_five_card_hand() {
    let (wrong, claimed) = check_lesson(&AceToFiveCountsStraights, &a5(), every_five_card_hand());
    // Straights: 9 rank sets (A-2-3-4-5 to 9-T-J-Q-K; with the ace low
    // T-J-Q-K-A is none) x 4^5 suits; flushes: 4 x C(13,5); both: 9 x 4 —
    // 9,216 + 5,148 - 36.
    assert_eq!((wrong, claimed), (9_216 + 5_148 - 36, 0));
}

#[test]
fn counts_straights_classes_are_exact_on_random_six_and_seven_card_hands() {
    for (n, hands) in random_six_and_seven(6) {
        let (wrong, claimed) = check_lesson(&AceToFiveCountsStraights, &a5(), hands.into_iter());
        assert!(wrong > 0 && claimed > 0, "{n} cards: {wrong} {claimed}");
    }
}

#[test]
fn counts_straights_minimal_hands() {
    let l = AceToFiveCountsStraights;
    assert_eq!(says(&l, "5h 4d 3c 2s Ah"), Category::Straight);
    assert_eq!(claims(&l, "5h 4d 3c 2s Ah"), ["straight-or-flush-counted"]);
    assert_eq!(says(&l, "8h 6h 4h 3h 2h"), Category::Flush);
    assert_eq!(says(&l, "6h 5h 4h 3h 2h"), Category::StraightFlush);
    assert_eq!(says(&l, "6h 5h 4h 3h 2h Kh"), Category::Flush);
    assert_eq!(says(&l, "6c 5d 4h 3s 2c 6d"), Category::OnePair);
    assert_eq!(claims(&l, "6c 5d 4h 3s 2c 6d"), ["pair-kept-over-straight"]);
    assert_eq!(says(&l, "6c 5d 4h 3s 2c Kd"), Category::HighCard);
    assert_eq!(
        claims(&l, "6c 5d 4h 3s 2c Kd"),
        ["straight-or-flush-avoided"]
    );
    // A flush tied in ranks by a five of mixed suits: placed right.
    assert!(claims(&l, "8h 6h 4h 3h 2h 2c").is_empty());
    // Kings and aces do not wrap round: K-A-2-3-4 is a king low.
    assert_eq!(says(&l, "Kc Ad 2h 3s 4c"), Category::HighCard);
    assert!(claims(&l, "Kc Ad 2h 3s 4c").is_empty());
    // Right on a plain five: 7-5-4-3-2 beats 8-5-4-3-2, pairs below.
    let s = |x: &str| l.evaluate(&h(x)).unwrap().strength;
    assert!(s("7c 5d 4h 3s 2c") > s("8c 5d 4h 3s 2c"));
    assert!(s("8c 5d 4h 3s 2c") > s("Ac Ad 2h 3s 4c"));
    // The straight loses to a pair, where 6-5-4-3-2 should beat any pair.
    assert!(s("6c 5d 4h 3s 2c") < s("Ac Ad 2h 3s 4c"));
}
