//! The lessons' classes are exact.

use super::*;

/// A lesson's `claims`.
type Claims = dyn Fn(&[Card], &[Card]) -> Vec<&'static str>;

/// Per lesson, per class id: how many deals it claimed.
type Tally = BTreeMap<(&'static str, &'static str), u64>;

/// Checks one deal for one lesson: the classes claim it exactly when the
/// lesson is wrong (one class, of the right kind), `applies` on the joined
/// cards agrees with `claims`, and the class's sentence holds.
fn check_lesson(
    name: &'static str,
    lesson: &dyn Evaluator,
    claims: &Claims,
    h: &[Card],
    b: &[Card],
    tally: &mut Tally,
) -> Result<(), String> {
    let r = OmahaReference::new();
    let want = r.evaluate_deal(h, b).unwrap();
    let got = lesson.evaluate_deal(h, b).unwrap();
    let text = deal_text(h, b);
    if got.strength < want.strength {
        return Err(format!("{name} {text}: weaker than the reference"));
    }
    let kind = if got.category != want.category {
        Some(DeviationKind::Category)
    } else if got.strength != want.strength {
        Some(DeviationKind::Order)
    } else {
        None
    };
    let ids = claims(h, b);
    let joined = join(h, b);
    let applies: Vec<&str> = lesson
        .deviations()
        .iter()
        .filter(|d| (d.applies)(&joined))
        .map(|d| d.id)
        .collect();
    if applies != ids {
        return Err(format!(
            "{name} {text}: applies {applies:?}, claims {ids:?}"
        ));
    }
    let kinds: Vec<DeviationKind> = lesson
        .deviations()
        .iter()
        .filter(|d| ids.contains(&d.id))
        .map(|d| d.kind)
        .collect();
    let ok = match kind {
        None => ids.is_empty(),
        Some(k) => kinds == [k],
    };
    if !ok {
        return Err(format!(
            "{name} {text}: says {:?}, reference {:?}, claimed by {ids:?}",
            got, want
        ));
    }
    if let Some(&id) = ids.first() {
        *tally.entry((name, id)).or_default() += 1;
        sentence_holds(id, h, b).map_err(|e| format!("{name} {text}: {id}: {e}"))?;
    }
    Ok(())
}

/// The facts the sentences state.
fn sentence_holds(id: &str, h: &[Card], b: &[Card]) -> Result<(), String> {
    let mut ranks = [0u8; 13];
    let mut suits = [0u8; 4];
    for c in b {
        ranks[c.rank().index() as usize] += 1;
        suits[c.suit().index() as usize] += 1;
    }
    let rank_bits = ranks
        .iter()
        .enumerate()
        .fold(0u32, |m, (i, &n)| if n > 0 { m | 1 << i } else { m });
    let with_low_ace = rank_bits << 1 | rank_bits >> 12;
    let four_to_a_straight = (0..10).any(|lo| (with_low_ace >> lo & 0x1f).count_ones() >= 4);
    let fact = match id {
        "one-hole-card-four-flush" => suits.iter().any(|&n| n >= 4),
        "one-hole-card-four-straight" => four_to_a_straight,
        "one-hole-card-paired-board" => ranks.iter().any(|&n| n >= 2),
        "fewer-than-two-hole-cards" | "fewer-than-two-hole-cards-order" => b.len() >= 4,
        "more-than-two-hole-cards" | "more-than-two-hole-cards-order" => h.len() >= 3,
        _ => true,
    };
    if fact {
        Ok(())
    } else {
        Err("the board does not have what the sentence says".into())
    }
}

fn check_both(h: &[Card], b: &[Card], tally: &mut Tally) -> Result<(), String> {
    check_lesson(
        "omaha-any-five",
        &OmahaAnyFive,
        &|h, b| OmahaAnyFive.claims(h, b),
        h,
        b,
        tally,
    )?;
    check_lesson(
        "omaha-one-hole-card",
        &OmahaOneHoleCard,
        &|h, b| OmahaOneHoleCard.claims(h, b),
        h,
        b,
        tally,
    )
}

fn every_deal(deck: &[Card], hole: usize, board: usize, f: &mut dyn FnMut(&[Card], &[Card])) {
    let mut holes = Combinations::new(deck.len(), hole);
    while let Some(hi) = holes.next() {
        let h: Vec<Card> = hi.iter().map(|&i| deck[i]).collect();
        let rest: Vec<Card> = deck.iter().copied().filter(|c| !h.contains(c)).collect();
        let mut boards = Combinations::new(rest.len(), board);
        while let Some(bi) = boards.next() {
            let b: Vec<Card> = bi.iter().map(|&i| rest[i]).collect();
            f(&h, &b);
        }
    }
}

fn lessons_exact(restricted: usize, random: u64) -> Tally {
    let mut tally = Tally::new();
    let deck = restricted_deck();
    for (hole, board) in [(4, 5), (4, 4), (4, 3)] {
        every_deal(&deck[..restricted], hole, board, &mut |h, b| {
            check_both(h, b, &mut tally).unwrap()
        });
    }
    for (hole, board) in [(4, 5), (5, 5), (6, 5), (4, 4), (4, 3)] {
        random_deals(hole, board, random, 99 + hole as u64, &mut |h, b| {
            check_both(h, b, &mut tally)
        })
        .unwrap();
    }
    tally
}

#[test]
fn omaha_lesson_classes_are_exact() {
    let tally = lessons_exact(12, 6_000);
    for lesson in [&OmahaAnyFive as &dyn Evaluator, &OmahaOneHoleCard] {
        for d in lesson.deviations() {
            let n = tally.get(&(lesson.name(), d.id)).copied().unwrap_or(0);
            assert!(n > 0, "{} {} never claimed a deal", lesson.name(), d.id);
        }
    }
}

#[test]
fn omaha_lesson_minimal_deals_are_claimed_as_documented() {
    for (s, id) in [
        ("Ah 2c 3d 4s | Kh Qh 9h 5h", "fewer-than-two-hole-cards"),
        ("Ac Ad Kh Ks | 5c 6d 7h 8s 9c", "fewer-than-two-hole-cards"),
        (
            "4c 3d Kh Ks | 5c 6d 7h 8s",
            "fewer-than-two-hole-cards-order",
        ),
        ("Ac Ad Ah As | Kh 9d 7c", "more-than-two-hole-cards"),
        ("Kd Kh Ad Ks | 2d 5c Qh Js", "more-than-two-hole-cards"),
        ("Ac Ad Kc 2s | Qh Qd 7c", "more-than-two-hole-cards-order"),
    ] {
        let (h, b) = deal(s);
        assert_eq!(OmahaAnyFive.claims(&h, &b), [id], "{s}");
        check_both(&h, &b, &mut Tally::new()).unwrap();
    }
    for (s, id) in [
        ("Ah 2c 3d 4s | Kh Qh 9h 5h", "one-hole-card-four-flush"),
        ("9c 2d Kh Ks | 5c 6d 7h 8s", "one-hole-card-four-straight"),
        ("Kc 2d 3h 4s | Kd Ks 7h 7c", "one-hole-card-paired-board"),
        ("Ac Kd 3h 4s | 8c 8d 8h 8s", "one-hole-card-paired-board"),
        ("Ac 2d 3h 4s | Ks Kd Kh 7c", "one-hole-card-order"),
    ] {
        let (h, b) = deal(s);
        assert_eq!(OmahaOneHoleCard.claims(&h, &b), [id], "{s}");
        check_both(&h, &b, &mut Tally::new()).unwrap();
    }
    // The documented answers.
    let says = |e: &dyn Evaluator, s: &str| {
        let (h, b) = deal(s);
        e.evaluate_deal(&h, &b).unwrap().category
    };
    assert_eq!(
        says(&OmahaAnyFive, "Ac Ad Kh Ks | 5c 6d 7h 8s 9c"),
        Category::Straight
    );
    assert_eq!(
        says(&OmahaAnyFive, "Kd Kh Ad Ks | 2d 5c Qh Js"),
        Category::ThreeOfAKind
    );
    assert_eq!(category("Kd Kh Ad Ks | 2d 5c Qh Js"), Category::OnePair);
    assert_eq!(
        says(&OmahaOneHoleCard, "Kc 2d 3h 4s | Kd Ks 7h 7c"),
        Category::FullHouse
    );
    assert_eq!(
        category("Kc 2d 3h 4s | Kd Ks 7h 7c"),
        Category::ThreeOfAKind
    );
    assert_eq!(
        says(&OmahaOneHoleCard, "9c 2d Kh Ks | 5c 6d 7h 8s"),
        Category::Straight
    );
    assert_eq!(category("9c 2d Kh Ks | 5c 6d 7h 8s"), Category::OnePair);
}

#[test]
#[ignore = "a few million deals through both lessons: run in release"]
fn omaha_full_lesson_classes_are_exact() {
    lessons_exact(16, 200_000);
}
