use super::*;
use crate::card::{parse_cards, Card};
use crate::evaluator::{Low, Strength};
use crate::game::{ACE_TO_FIVE, ACE_TO_SIX, DEUCE_TO_SEVEN, SHORT_DECK, STUD_HI_LO};
use crate::games::{evaluate_joined, reference_for};

/// A small deterministic generator for the tests' random hands.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn hand(&mut self, deck: &[Card], n: usize) -> Vec<Card> {
        let mut d = deck.to_vec();
        for i in 0..n {
            let j = i + (self.next() % (d.len() - i) as u64) as usize;
            d.swap(i, j);
        }
        d.truncate(n);
        d
    }
}

/// Checks that `pairs` of (reference strength, model strength) order the
/// same way: equal where equal, ascending where ascending.
fn same_order(what: &str, mut pairs: Vec<(Strength, Strength, Vec<Card>)>) {
    pairs.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.cmp(&b.1)));
    for w in pairs.windows(2) {
        let (a, b) = (&w[0], &w[1]);
        let ok = if a.0 == b.0 { a.1 == b.1 } else { a.1 < b.1 };
        assert!(
            ok,
            "{what}: reference {} vs {} but model {} vs {} on {} / {}",
            a.0,
            b.0,
            a.1,
            b.1,
            crate::card::format_cards(&a.2),
            crate::card::format_cards(&b.2)
        );
    }
}

/// The model with no rule broken answers every game as its reference:
/// the same categories, lows and order, on random hands of every size.
#[test]
fn base_models_are_the_references() {
    let mut rng = Rng(7);
    for game in model::GAMES {
        let reference = reference_for(game);
        let base = base_model(game);
        let counts: Vec<usize> = game.cards.counts().collect();
        for n in counts {
            if game.has_hole_cards() && ![7, 8, 9, 10, 11].contains(&n) {
                continue;
            }
            let deck = game.deck();
            let mut high = Vec::new();
            let mut lows = Vec::new();
            for _ in 0..3000 {
                let hand = rng.hand(&deck, n);
                let want = evaluate_joined(&*reference, &hand).unwrap();
                let got = base.answer(&hand);
                assert_eq!(
                    got.category,
                    want.category,
                    "{}: {}",
                    game.id,
                    crate::games::format_joined(game, &hand)
                );
                high.push((want.strength.unwrap(), got.strength.unwrap(), hand.clone()));
                match (want.low, got.low) {
                    (Low::Qualifies(Some(w)), Low::Qualifies(Some(g))) => lows.push((w, g, hand)),
                    (w, g) => assert_eq!(
                        std::mem::discriminant(&w),
                        std::mem::discriminant(&g),
                        "{} low: {}",
                        game.id,
                        crate::games::format_joined(game, &hand)
                    ),
                }
            }
            same_order(&format!("{} {n} cards", game.id), high);
            same_order(&format!("{} {n} cards, low", game.id), lows);
        }
    }
}

fn category_of(class: &str, game: &'static Game, hand: &str) -> crate::Category {
    let cards = parse_cards(hand).unwrap();
    by_id(class).unwrap().model(game).answer(&cards).category
}

#[test]
fn models_break_their_rule() {
    use crate::Category::*;
    assert_eq!(
        category_of("wheel-missing", &HOLDEM, "Ac 2d 3h 4s 5c"),
        HighCard
    );
    assert_eq!(
        category_of("wraparound", &HOLDEM, "Qc Kd Ah 2s 3c"),
        Straight
    );
    assert_eq!(
        category_of("sf-any", &HOLDEM, "2h 3h 4h 5h 9h 6c Kd"),
        StraightFlush
    );
    assert_eq!(
        category_of("two-trips-missed", &HOLDEM, "2h 2c 2d 5h 5c 5d Kd"),
        ThreeOfAKind
    );
    assert_eq!(
        category_of("pair-hides-straight", &HOLDEM, "2h 3c 4d 5h 6c 6d Kd"),
        OnePair
    );
    assert_eq!(
        category_of("short-deck-no-low-straight", &SHORT_DECK, "Ac 6d 7h 8s 9c"),
        HighCard
    );
    assert_eq!(
        category_of(
            "deuce-to-seven-wheel-straight",
            &DEUCE_TO_SEVEN,
            "Ac 2d 3h 4s 5c"
        ),
        Straight
    );
    assert_eq!(
        category_of(
            "ace-to-five-counts-straights",
            &ACE_TO_FIVE,
            "Ac 2d 3h 4s 5c"
        ),
        Straight
    );
    // Ace-to-six: each class breaks one of its traps.
    let six = |class: &str, hand: &str| category_of(class, &ACE_TO_SIX, hand);
    assert_eq!(
        base_model(&ACE_TO_SIX)
            .answer(&parse_cards("5h 4d 3c 2s Ah").unwrap())
            .category,
        Straight
    );
    assert_eq!(
        six("ace-to-six-wheel-not-straight", "5h 4d 3c 2s Ah"),
        HighCard
    );
    assert_eq!(six("ace-to-six-ace-high-run", "Ah Kd Qc Js Th"), Straight);
    assert_eq!(six("ace-to-six-flush-ignored", "6h 4h 3h 2h Ah"), HighCard);
    assert_eq!(six("ace-to-six-ace-high", "Ah Kd Qc Js Th"), Straight);
    assert_eq!(six("ace-to-six-ace-high", "5h 4d 3c 2s Ah"), HighCard);
    // Aces the worst pair: A-A-4-3-2 loses to 2-2-5-4-3 under the class.
    let ace_high = by_id("ace-to-six-ace-high").unwrap().model(&ACE_TO_SIX);
    let strength = |m: &Model, h: &str| m.answer(&parse_cards(h).unwrap()).strength.unwrap();
    let base = base_model(&ACE_TO_SIX);
    assert!(strength(&base, "Ah Ad 4c 3s 2h") > strength(&base, "2c 2d 5h 4s 3c"));
    assert!(strength(&ace_high, "Ah Ad 4c 3s 2h") < strength(&ace_high, "2c 2d 5h 4s 3c"));
    // A combination breaks both rules.
    let both = model_of(
        &HOLDEM,
        &[
            by_id("wheel-missing").unwrap(),
            by_id("two-trips-missed").unwrap(),
        ],
    );
    assert_eq!(
        both.answer(&parse_cards("Ac 2d 3h 4s 5c").unwrap())
            .category,
        HighCard
    );
    assert_eq!(
        both.answer(&parse_cards("2h 2c 2d 5h 5c 5d Kd").unwrap())
            .category,
        ThreeOfAKind
    );
    // Stud hi-lo: a nine makes a low only for the class that lets it.
    let nine = parse_cards("9h 5c 4d 3s 2h").unwrap();
    assert_eq!(base_model(&STUD_HI_LO).answer(&nine).low, Low::NoLow);
    assert!(matches!(
        by_id("stud-hi-lo-nine-qualifies")
            .unwrap()
            .model(&STUD_HI_LO)
            .answer(&nine)
            .low,
        Low::Qualifies(_)
    ));
}

/// Every mutant of examples/mutants/ and every lesson has its class, and
/// every port deviation belongs to a class; ids are unique.
#[test]
fn the_catalogue_covers_its_members() {
    let ids: std::collections::HashSet<&str> = all().iter().map(|c| c.id.as_str()).collect();
    assert_eq!(ids.len(), all().len(), "duplicate class ids");
    for p in crate::ports::all() {
        for d in p.deviations() {
            let m = Member::Port {
                evaluator: match &p.info().name {
                    std::borrow::Cow::Borrowed(s) => s,
                    std::borrow::Cow::Owned(_) => unreachable!(),
                },
                deviation: d.id,
            };
            assert_eq!(of_member(&m).len(), 1, "{m:?}");
        }
    }
    for (kind, ev) in crate::registry::other_games() {
        if kind == crate::registry::Kind::Lesson {
            let m = Member::Lesson {
                evaluator: match &ev.info().name {
                    std::borrow::Cow::Borrowed(s) => s,
                    std::borrow::Cow::Owned(_) => unreachable!(),
                },
            };
            assert_eq!(of_member(&m).len(), 1, "{m:?}");
        }
    }
    for game in model::GAMES {
        assert!(!for_game(game).is_empty(), "{} has no class", game.id);
    }
    for c in all() {
        assert!(c.lesson.starts_with("docs/"), "{}", c.id);
        assert!(
            !c.cause.ends_with('.'),
            "{}: a cause is one sentence without a stop",
            c.id
        );
    }
}

/// The classes seen in the census: each model gives, on the library's own
/// minimal hands (its FINDINGS.md), what the library answered, where the
/// reference answers otherwise.
#[test]
fn the_classes_seen_in_the_wild_reproduce_their_findings() {
    use crate::category::Category::*;
    let model = |class: &str, game: &'static Game| by_id(class).unwrap().model(game);
    let answer = |m: &Model, h: &str| m.answer(&parse_cards(h).unwrap());
    let holdem = base_model(&HOLDEM);
    // hand-evaluator: the straight test compares four cards, the flush test four suits.
    let four = model("straight-four-cards", &HOLDEM);
    for hand in ["4c 3c 2c 5s 7c", "2s 3h 5c 5h 4c"] {
        assert_eq!(answer(&four, hand).category, Straight, "{hand}");
        assert_ne!(answer(&holdem, hand).category, Straight, "{hand}");
    }
    assert_eq!(answer(&four, "7c 4c 2c 3c 5c").category, StraightFlush);
    // Seven cards are not five: the rule is the five-card test's.
    assert_eq!(answer(&four, "4c 3c 2c 5s 7c Kd 9h").category, HighCard);
    let suits = model("flush-four-cards", &HOLDEM);
    for hand in ["4c 6c 2c 7c 3d", "Ah Kh Qh 9h Ad"] {
        assert_eq!(answer(&suits, hand).category, Flush, "{hand}");
    }
    // The first four given decide: the same cards in another order are no flush.
    assert_eq!(answer(&suits, "3d 4c 6c 2c 7c").category, HighCard);
    // texas-hold-em-utils: a pair inside a straight breaks the tie.
    let repeats = model("straight-keeps-repeats", &HOLDEM);
    let (paired, plain) = ("9c 8d 8h 7s 6c 5d Kh", "9h 8c 7d 6c 5s 2d Kd");
    assert_eq!(
        answer(&holdem, paired).strength,
        answer(&holdem, plain).strength
    );
    assert!(answer(&repeats, paired).strength > answer(&repeats, plain).strength);
    // PyPokerEngine: the hole cards (the last two) are every hand's kickers.
    let hole = model("hole-cards-kick", &HOLDEM);
    for (better, worse) in [
        ("3h 2d 5s 4h 7c", "2d 6s 7d 3h 4h"),
        ("Kh Ks Qd Jc 9h", "Kc Kd Ah 3s 2c"),
    ] {
        assert!(answer(&hole, better).strength > answer(&hole, worse).strength);
        assert!(answer(&holdem, better).strength < answer(&holdem, worse).strength);
    }
    // texas: a six-card flush keeps its top card and the first four others given.
    let top_card = model("flush-best-by-top-card", &HOLDEM);
    let (six, five) = ("2d 8d 7d 5d 4d 3d", "8c 7c 5c 4c 2c 3h");
    assert!(answer(&holdem, six).strength > answer(&holdem, five).strength);
    assert_eq!(
        answer(&top_card, six).strength,
        answer(&top_card, five).strength
    );
    // tilted: ties read from the lowest card up; py-ev: ranks as decimal digits.
    for (class, better, worse) in [
        ("ties-from-the-bottom", "7c 6d 5h 4s 2c", "8c 5d 4h 3s 2d"),
        ("ties-from-the-bottom", "Kc Kd Qh Qs Jc", "Ac Ad 3h 3s 2c"),
        ("decimal-weights", "3c 3d 3h Ac Kd", "4c 4d 4h 3s 2c"),
    ] {
        let m = model(class, &HOLDEM);
        assert!(
            answer(&m, better).strength > answer(&m, worse).strength,
            "{class}"
        );
        assert!(answer(&holdem, better).strength < answer(&holdem, worse).strength);
    }
    // The wheel still loses to a six-high straight when ties read upward.
    let bottom = model("ties-from-the-bottom", &HOLDEM);
    assert!(
        answer(&bottom, "5h 4h 3c 2s Ad").strength < answer(&bottom, "6d 5c 4d 3s 2d").strength
    );
    // poker-odds-calculator: the straight flush looked for at the highest straight only.
    let highest = model("sf-at-highest-straight", &HOLDEM);
    for (hand, category) in [
        ("2c 6c 8c 5c 7d 3c 4c", Flush),
        ("Ac 7c 5c 4c 6d 3c 2c", Flush),
        ("2d 4d Ad 5d 6s 7d 3d", Flush),
        ("8d 5h As 7d 6d 5d 4d", StraightFlush),
        ("Th Ah Jh 9h Kd 8h 7h", StraightFlush),
    ] {
        assert_eq!(answer(&highest, hand).category, category, "{hand}");
    }
    let short = by_id("sf-at-highest-straight").unwrap().model(&SHORT_DECK);
    assert_eq!(answer(&short, "8c 6c Qc Js Tc 9c 7c").category, Flush);
    assert_eq!(
        answer(&short, "6s As Td 8s 7s Qh 9s").category,
        StraightFlush
    );
    // poker-equity: six cards scored by their worst five.
    let worst = model("low-worst-five", &DEUCE_TO_SEVEN);
    let d27 = base_model(&DEUCE_TO_SEVEN);
    let (better, worse) = ("Kh Qs Kd Kc Qc Ks", "Kd Ad Ah Kh Kc Ac");
    assert!(answer(&d27, better).strength > answer(&d27, worse).strength);
    assert!(answer(&worst, better).strength < answer(&worst, worse).strength);
    // Five cards have one five: the same low.
    assert_eq!(
        answer(&worst, "7c 5d 4h 3s 2c").strength,
        answer(&d27, "7c 5d 4h 3s 2c").strength
    );
    // poker-evaluator: three cards filled up to five with the lowest ranks
    // they lack, no straight made: 7-3-2 plays 7-5-4-3-2, below 6-5-4's
    // 7-6-5-4-2; 2-2-4 and 2-2-3 both play 2-2-5-4-3.
    let padded = model("short-hand-padded", &HOLDEM);
    let s = |m: &Model, h: &str| answer(m, h).strength.unwrap();
    assert!(s(&holdem, "7c 3c 2c") > s(&holdem, "6c 5c 4h"));
    assert!(s(&padded, "7c 3c 2c") < s(&padded, "6c 5c 4h"));
    assert!(s(&holdem, "2h 2c 4d") > s(&holdem, "2s 2d 3c"));
    assert_eq!(s(&padded, "2h 2c 4d"), s(&padded, "2s 2d 3c"));
    assert_eq!(s(&padded, "3c 2c 4d"), s(&padded, "2c 3c 5s"));
    assert_eq!(answer(&padded, "6c 5c 4h").category, HighCard);
    // Five cards are not filled: the reference's strength.
    assert_eq!(s(&padded, "7c 6d 5h 4s 2c"), s(&holdem, "7c 6d 5h 4s 2c"));
    // aya_poker: one card as five, 6 as 7-6-4-3-2 above 7 as 7-5-4-3-2,
    // and 2 and 3 both as 7-5-4-3-2.
    assert!(s(&holdem, "7c") > s(&holdem, "6c"));
    assert!(s(&padded, "7c") < s(&padded, "6c"));
    assert_eq!(s(&padded, "2c"), s(&padded, "3c"));
    // ducy: a paired low read from its top card (J-J-J-J-6 above T-T-T-T-K).
    let a5 = base_model(&ACE_TO_FIVE);
    let top = model("ace-to-five-paired-by-top-card", &ACE_TO_FIVE);
    for (better, worse) in [
        ("Jd 6d Jc Jh Js", "Tc Th Td Ts Kh"),
        ("3c 3d 3h 5s 4c", "2c 2d 2h Ks Qc"),
    ] {
        assert!(s(&a5, better) < s(&a5, worse), "{better}");
        assert!(s(&top, better) > s(&top, worse), "{better}");
    }
    // Lows of five ranks keep the reference's order.
    assert_eq!(
        s(&top, "8h 5d 4c 3s 2h") > s(&top, "8c 6d 3c 2s Ah"),
        s(&a5, "8h 5d 4c 3s 2h") > s(&a5, "8c 6d 3c 2s Ah")
    );
    // pkcore: a paired low with the ace high (A-A-A-2-2 below 2-2-2-A-A,
    // K-K-K-K-A below K-K-K-K-2), a low of five ranks read from its bottom
    // card (K-4-3-2-A above 6-5-4-3-2); both at once are its table.
    let ace_high = model("ace-to-five-ace-high-when-paired", &ACE_TO_FIVE);
    let bottom = model("low-read-from-the-bottom", &ACE_TO_FIVE);
    for (m, better, worse) in [
        (&ace_high, "2h 2d 2s Ac As", "Ac Ad Ah 2s 2c"),
        (&ace_high, "Kc Kd Kh Ks 2c", "Kc Kd Kh Ks Ac"),
        (&bottom, "Kh 4d 3c 2s Ah", "6h 5d 4c 3s 2h"),
    ] {
        assert!(s(&a5, better) < s(&a5, worse), "{better}");
        assert!(s(m, better) > s(m, worse), "{better}");
    }
    assert_eq!(
        s(&ace_high, "Kh 4d 3c 2s Ah") > s(&ace_high, "6h 5d 4c 3s 2h"),
        s(&a5, "Kh 4d 3c 2s Ah") > s(&a5, "6h 5d 4c 3s 2h")
    );
}

/// The catalogue file and its loader.
mod catalogue_file;
