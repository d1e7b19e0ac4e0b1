//! Tests of the Omaha reference, its plain checker, the proofs and the
//! lessons. The full-size proofs are `#[ignore]`d: run them in release with
//! `cargo test --release -p showdown-evaluators -- --ignored omaha`.

use super::proof::{prove_random_with, prove_restricted_with, random_deals};
use super::*;
use crate::card::parse_cards;
use crate::evaluator::DeviationKind;
use crate::subset::BestOfSubsets;
use std::collections::BTreeMap;

/// `"hole | board"` → (hole, board).
fn deal(s: &str) -> (Vec<Card>, Vec<Card>) {
    let (h, b) = s.split_once('|').expect("hole | board");
    (parse_cards(h).unwrap(), parse_cards(b).unwrap())
}

fn category(s: &str) -> Category {
    let (h, b) = deal(s);
    let r = OmahaReference::new();
    let got = r.category(&h, &b);
    assert_eq!(
        got,
        OmahaBruteForce::new().category(&h, &b),
        "{s}: the reference and the plain checker disagree"
    );
    got
}

fn best_five(s: &str) -> String {
    let (h, b) = deal(s);
    format_cards(&OmahaReference::new().best_five(&h, &b))
}

/// The naive method: the hold'em reference on every legal five.
fn naive(hole: &[Card], board: &[Card]) -> u16 {
    best_with_hole_count(hole, board, 2)
}

// --- The traps, each a named deal ------------------------------------------

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
    let bytes = (r.tables.five.rows.len() + r.tables.four.rows.len()) * PAIRS * 2;
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

// --- The reference against the plain checker --------------------------------

#[test]
fn omaha_reference_equals_the_naive_method_on_random_deals() {
    let r = OmahaReference::new();
    for (hole, board) in [
        (4, 5),
        (5, 5),
        (6, 5),
        (4, 4),
        (5, 4),
        (6, 4),
        (4, 3),
        (6, 3),
    ] {
        random_deals(
            hole,
            board,
            20_000,
            7 + hole as u64 * 10 + board as u64,
            &mut |h, b| {
                let (got, want) = (r.strength(h, b), naive(h, b));
                if got == want {
                    Ok(())
                } else {
                    Err(format!("{}: {got} != naive {want}", deal_text(h, b)))
                }
            },
        )
        .unwrap();
    }
}

fn deal_text(h: &[Card], b: &[Card]) -> String {
    format!("{} | {}", format_cards(h), format_cards(b))
}

#[test]
fn omaha_proof_on_random_deals_small() {
    for (hole, board, deals) in [(4, 5, 150_000), (5, 5, 100_000), (6, 5, 60_000)] {
        let s = prove_random(hole, board, deals, 0x0A4A + hole as u64).unwrap();
        assert_eq!(s.deals, deals);
        assert_eq!(s.categories.iter().sum::<u64>(), deals);
        assert!(s.classes > 1000, "{s:?}");
    }
    for (hole, board) in [(4, 4), (4, 3), (5, 4), (6, 3)] {
        prove_random(hole, board, 20_000, 3).unwrap();
    }
    assert!(prove_random(3, 5, 10, 1).is_err());
    assert!(prove_random(4, 2, 10, 1).is_err());
}

#[test]
fn omaha_proof_on_a_restricted_deck_small() {
    let deck = restricted_deck();
    assert_eq!(deck.len(), 20);
    assert_eq!(card_mask(&deck).count_ones(), 20);
    let s = prove_restricted(&deck[..14], 4, 5).unwrap();
    assert_eq!(s.deals, 1001 * 252);
    // Every category but high card (nine ranks in a deal) occurs in the
    // first 14 cards.
    assert!(s.categories[1..].iter().all(|&n| n > 0), "{s:?}");
    assert_eq!(
        prove_restricted(&deck[..14], 4, 4).unwrap().deals,
        1001 * 210
    );
    assert_eq!(
        prove_restricted(&deck[..14], 4, 3).unwrap().deals,
        1001 * 120
    );
    assert_eq!(prove_restricted(&deck[..12], 5, 5).unwrap().deals, 792 * 21);
    assert_eq!(prove_restricted(&deck[..12], 6, 5).unwrap().deals, 924 * 6);
    assert!(prove_restricted(&deck[..8], 4, 5).is_err());
    assert!(prove_restricted(&[deck[0], deck[0]], 4, 5).is_err());
}

#[test]
fn omaha_the_proof_catches_broken_references() {
    let r = OmahaReference::new();
    // PokerHandEvaluator issue 21: a table that answers 0 for some hands.
    let zero_for_some = |h: &[Card], b: &[Card]| {
        if h[0].rank() == b[0].rank() {
            0
        } else {
            r.strength(h, b)
        }
    };
    assert!(prove_random_with(&zero_for_some, 4, 5, 50_000, 1).is_err());
    // Two kickers swapped: the categories stay right, the order does not.
    let high_card_reversed = |h: &[Card], b: &[Card]| {
        let s = r.strength(h, b);
        if s >> 12 == 0 {
            0xfff - s
        } else {
            s
        }
    };
    let e = prove_random_with(&high_card_reversed, 4, 5, 50_000, 1).unwrap_err();
    assert!(e.starts_with("order"), "{e}");
    // Two classes merged.
    let merged = |h: &[Card], b: &[Card]| r.strength(h, b) & !1;
    let e = prove_random_with(&merged, 4, 5, 50_000, 1).unwrap_err();
    assert!(e.contains("two hands the rules tell apart"), "{e}");
    // pokerstove PR 86: six hole cards played as four.
    let first_four = |h: &[Card], b: &[Card]| r.strength(&h[..4], b);
    assert!(prove_random_with(&first_four, 6, 5, 50_000, 1).is_err());
    let deck = restricted_deck();
    assert!(prove_restricted_with(&first_four, &deck[..12], 6, 5).is_err());
    // And the right one passes the same runs.
    prove_random_with(&|h, b| r.strength(h, b), 6, 5, 50_000, 1).unwrap();
}

#[test]
fn omaha_the_plain_checker_shares_nothing_with_the_reference() {
    // The proof is only worth something if the checker does not use the
    // tables it checks (PokerHandEvaluator issue 21 tested its Omaha table
    // with the code that generated it).
    let src = include_str!("brute.rs");
    for banned in [
        "crate::reference",
        "reference::",
        "Reference",
        "HandState",
        "RANK_KEYS",
        "rank_strength",
        "flush_strength",
        "CARD_RANK_KEYS",
        "PAIR_INDEX",
        "BoardTable",
    ] {
        let code_lines = src
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .filter(|l| l.contains(banned))
            .collect::<Vec<_>>();
        assert!(
            code_lines.is_empty(),
            "brute.rs uses {banned}: {code_lines:?}"
        );
    }
    let imports: Vec<&str> = src.lines().filter(|l| l.starts_with("use ")).collect();
    assert!(
        imports
            .iter()
            .all(|l| !l.contains("super::{") || l.contains("check_deal, needs_apart}")),
        "{imports:?}"
    );
}

#[test]
fn omaha_the_plain_memo_is_classify_on_every_five_card_hand() {
    let brute = OmahaBruteForce::new();
    let deck: Vec<Card> = Card::all().collect();
    let mut combos = Combinations::new(52, 5);
    let mut n = 0u32;
    while let Some(ix) = combos.next() {
        n += 1;
        // Every hand in release; every seventh hand in debug (a few seconds).
        if cfg!(debug_assertions) && n % 7 != 0 {
            continue;
        }
        let five = [
            deck[ix[0]],
            deck[ix[1]],
            deck[ix[2]],
            deck[ix[3]],
            deck[ix[4]],
        ];
        assert_eq!(
            brute.five_key(&five),
            BestOfSubsets::key(&five),
            "{}",
            format_cards(&five)
        );
    }
    assert_eq!(n, 2_598_960);
    random_deals(6, 5, 300, 11, &mut |h, b| {
        assert_eq!(brute.key(h, b), OmahaBruteForce::key_unmemoized(h, b));
        Ok(())
    })
    .unwrap();
}

// --- The lessons' classes are exact ------------------------------------------

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
fn omaha_split_joined_follows_the_documented_convention() {
    // Cards never marked split as the largest board their count allows
    // (here the first two are in descending order).
    let cards: Vec<Card> = Card::all().take(11).collect::<Vec<_>>();
    let mut desc = cards.clone();
    desc.reverse();
    for (n, hole) in [(9, 4), (10, 5), (11, 6), (8, 4), (7, 4)] {
        let (h, b) = split_joined(&desc[..n]);
        assert_eq!((h.len(), b.len()), (hole, n - hole));
        assert_eq!(h, &desc[..hole]);
    }
}

#[test]
fn omaha_every_deal_comes_apart_as_it_was_joined() {
    let deck: Vec<Card> = Card::all().collect();
    let mut rng = 0x5eed_u64;
    let mut shapes = 0;
    for n in 7..=11 {
        for (hole, board) in deals_of(n) {
            shapes += 1;
            for round in 0..200 {
                // Random cards in a random order, and the deck in both orders.
                let mut pick = deck.clone();
                for i in 0..n {
                    rng = rng
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let j = i + (rng >> 33) as usize % (pick.len() - i);
                    pick.swap(i, j);
                }
                if round == 1 {
                    pick = deck.clone();
                } else if round == 2 {
                    pick = deck.iter().rev().copied().collect();
                }
                let (h, b) = (&pick[..hole], &pick[hole..n]);
                let joined = join(h, b);
                let (h2, b2) = split_joined(&joined);
                assert_eq!(b2, b, "{hole} + {board}: the board comes back as dealt");
                assert_eq!(
                    card_mask(h2),
                    card_mask(h),
                    "{hole} + {board}: the same hole cards"
                );
                let text = crate::games::format_joined(&OMAHA, &joined);
                let back = crate::games::parse_joined(&OMAHA, &text).unwrap();
                assert_eq!(back, joined, "{text}");
                assert_eq!(
                    crate::games::evaluate_joined(&OmahaReference::new(), &joined),
                    OmahaReference::new().evaluate_deal(h, b),
                    "{text}"
                );
            }
        }
    }
    assert_eq!(shapes, 9, "4 to 6 hole cards with 3 to 5 board cards");
}

#[test]
fn omaha_every_deal_is_read_and_answered() {
    // The flop of a five-card hand: once refused as "cannot be told apart".
    let cards = crate::games::parse_joined(&OMAHA, "2c 3d 4s 9s Kh | Qh Jh Th").unwrap();
    assert_eq!(
        crate::games::format_joined(&OMAHA, &cards),
        "2c 3d 4s 9s Kh | Qh Jh Th"
    );
    let v = crate::games::evaluate_joined(&OmahaReference::new(), &cards).unwrap();
    assert_eq!(v.category, Category::Straight, "K-Q-J-T-9 with 9s Kh");
    for text in [
        "As Kd 7h 7c | 2s Td 9d",
        "As Kd 7h 7c 5c | 2s Td 9d 8c",
        "As Kd 7h 7c 5c 4d | 2s Td 9d",
        "As Kd 7h 7c 5c 4d | 2s Td 9d 8c",
        "2s 3s 7h 7c 5c 4d | Ad Td 9d 8c 3h",
    ] {
        let cards = crate::games::parse_joined(&OMAHA, text).unwrap();
        let (h, b) = split_joined(&cards);
        assert_eq!(
            (h.len(), b.len()),
            (
                text.split('|').next().unwrap().split_whitespace().count(),
                b.len()
            ),
        );
        assert_eq!(format_cards(b), text.split('|').nth(1).unwrap().trim());
    }
    let e = crate::games::parse_joined(&OMAHA, "As Kd 7h | 2s Td 9d").unwrap_err();
    assert!(e.0.contains("not a deal of omaha"), "{e}");
}

// --- Full size (release): cargo test --release -p showdown-evaluators -- --ignored omaha

#[test]
#[ignore = "ten million deals: run in release"]
fn omaha_full_proof_random_4_hole() {
    let s = prove_random(4, 5, 10_000_000, 0x4_0005).unwrap();
    assert_eq!(s.deals, 10_000_000);
}

#[test]
#[ignore = "ten million deals: run in release"]
fn omaha_full_proof_random_5_hole() {
    prove_random(5, 5, 10_000_000, 0x5_0005).unwrap();
}

#[test]
#[ignore = "ten million deals: run in release"]
fn omaha_full_proof_random_6_hole() {
    prove_random(6, 5, 10_000_000, 0x6_0005).unwrap();
}

/// Every deal of `hole` + `board` cards from the first `n` cards of the
/// restricted deck.
fn full_restricted(n: usize, hole: usize, board: usize, deals: u64) {
    let deck = restricted_deck();
    let s = prove_restricted(&deck[..n], hole, board).unwrap();
    assert_eq!(s.deals, deals, "{n} cards, {hole} + {board}");
    // A high card needs hole + board distinct ranks: more than these decks
    // have for 5 and 6 hole cards.
    let from = if hole == 4 { 0 } else { 1 };
    assert!(s.categories[from..].iter().all(|&c| c > 0), "{s:?}");
}

#[test]
#[ignore = "every deal of the restricted deck: run in release"]
fn omaha_full_proof_restricted_4_hole_5_board() {
    full_restricted(20, 4, 5, 21_162_960);
}

#[test]
#[ignore = "every deal of the restricted deck: run in release"]
fn omaha_full_proof_restricted_5_hole_5_board() {
    full_restricted(19, 5, 5, 23_279_256);
}

#[test]
#[ignore = "every deal of the restricted deck: run in release"]
fn omaha_full_proof_restricted_6_hole_5_board() {
    full_restricted(18, 6, 5, 14_702_688);
}

#[test]
#[ignore = "every deal of the restricted deck: run in release"]
fn omaha_full_proof_restricted_4_hole_short_boards() {
    full_restricted(20, 4, 4, 8_817_900);
    full_restricted(20, 4, 3, 2_713_200);
}

#[test]
#[ignore = "a few million deals through both lessons: run in release"]
fn omaha_full_lesson_classes_are_exact() {
    lessons_exact(16, 200_000);
}
