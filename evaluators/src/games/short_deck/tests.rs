//! Tests of the short-deck evaluators: the five-card proof of both rule sets,
//! random six- and seven-card hands against the plain checker, named hands,
//! and the exactness of the lesson's deviation classes. The six- and
//! seven-card proofs are `#[ignore]`d here (run them in release:
//! `cargo test --release -p showdown-evaluators short_deck -- --ignored`).

use super::proof::order_check;
use super::*;
use crate::card::{format_cards, parse_cards, Card};
use crate::category::Category;
use crate::combinations::Combinations;
use crate::evaluator::{DeviationKind, Evaluator, Rejected};
use crate::game::{Game, SHORT_DECK, SHORT_DECK_TRIPS_OVER_STRAIGHT};
use crate::reference::Reference;
use std::cmp::Ordering;
use std::collections::{BTreeSet, HashMap};

const GAMES: [&Game; 2] = [&SHORT_DECK, &SHORT_DECK_TRIPS_OVER_STRAIGHT];

fn h(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn usual() -> ShortDeckReference {
    ShortDeckReference::usual()
}

fn trips() -> ShortDeckReference {
    ShortDeckReference::trips_over_straight()
}

/// Reproducible random hands of the 36-card deck (xorshift64*).
struct Deal {
    state: u64,
    deck: Vec<Card>,
}

impl Deal {
    fn new(seed: u64) -> Deal {
        Deal {
            state: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
            deck: SHORT_DECK.deck(),
        }
    }

    fn hand(&mut self, n: usize) -> Vec<Card> {
        let mut out: Vec<Card> = Vec::with_capacity(n);
        while out.len() < n {
            let mut x = self.state;
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            self.state = x;
            let i = (x.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32) as usize % 36;
            let c = self.deck[i];
            if !out.contains(&c) {
                out.push(c);
            }
        }
        out
    }
}

/// Calls `f` on every `n`-card hand of the 36-card deck.
fn for_each_short_hand(n: usize, mut f: impl FnMut(&[Card])) {
    let deck = SHORT_DECK.deck();
    let mut hand = Vec::with_capacity(n);
    let mut combos = Combinations::new(deck.len(), n);
    while let Some(ix) = combos.next() {
        hand.clear();
        hand.extend(ix.iter().map(|&i| deck[i]));
        f(&hand);
    }
}

// ---------------------------------------------------------------------------
// Proofs.

#[test]
fn five_card_proof_usual() {
    let s = prove_exhaustive(&SHORT_DECK, 5).unwrap();
    assert_eq!((s.hands, s.classes), (376_992, 1_404));
}

#[test]
fn five_card_proof_trips_over_straight() {
    let s = prove_exhaustive(&SHORT_DECK_TRIPS_OVER_STRAIGHT, 5).unwrap();
    assert_eq!((s.hands, s.classes), (376_992, 1_404));
}

fn timed_proof(game: &'static Game, n: usize) {
    let t = std::time::Instant::now();
    let s = prove_exhaustive(game, n).unwrap_or_else(|e| panic!("{e}"));
    eprintln!(
        "{game}, {n} cards: {} hands, {} classes, {:?}",
        s.hands,
        s.classes,
        t.elapsed()
    );
}

#[test]
#[ignore = "release: cargo test --release -p showdown-evaluators short_deck -- --ignored"]
fn six_card_proofs() {
    for game in GAMES {
        timed_proof(game, 6);
    }
}

#[test]
#[ignore = "release: cargo test --release -p showdown-evaluators short_deck -- --ignored"]
fn seven_card_proof_usual() {
    timed_proof(&SHORT_DECK, 7);
}

#[test]
#[ignore = "release: cargo test --release -p showdown-evaluators short_deck -- --ignored"]
fn seven_card_proof_trips_over_straight() {
    timed_proof(&SHORT_DECK_TRIPS_OVER_STRAIGHT, 7);
}

#[test]
fn random_six_and_seven_card_hands_agree_with_the_plain_checker() {
    for game in GAMES {
        let reference = ShortDeckReference::for_game(game).unwrap();
        let plain = ShortDeckPlain::for_game(game).unwrap();
        let mut deal = Deal::new(0x5eed ^ game.id.len() as u64);
        for n in [6, 7] {
            let mut order = order_check(reference, plain);
            for _ in 0..15_000 {
                let hand = deal.hand(n);
                let s = reference.strength(&hand);
                let k = plain.key(&hand);
                assert_eq!(
                    reference.category_of(s),
                    plain.key_category(k),
                    "{game} {}",
                    format_cards(&hand)
                );
                order.add(s, k, &hand).unwrap();
                let v = reference.evaluate(&hand).unwrap();
                let p = plain.evaluate(&hand).unwrap();
                assert_eq!(v.category, p.category);
                assert_eq!(v.strength.unwrap().parts(), &[s as i64]);
            }
            order.finish().unwrap();
        }
    }
}

#[test]
fn the_order_check_catches_two_swapped_kickers() {
    // Two high-card classes of the same category given each other's
    // strengths: the histogram stays right, the order check does not.
    let plain = ShortDeckPlain::new(false);
    let r = usual();
    let (a, b) = (h("Ac Kd Qh Js 9c"), h("Ac Kd Qh Js 8c"));
    let (sa, sb) = (r.strength(&a), r.strength(&b));
    assert!(sa > sb);
    let mut order = order_check(r, plain);
    order.add(sb, plain.key(&a), &a).unwrap();
    order.add(sa, plain.key(&b), &b).unwrap();
    assert!(order.finish().is_err());
    // One strength given to two classes.
    let mut order = order_check(r, plain);
    order.add(sa, plain.key(&a), &a).unwrap();
    assert!(order.add(sa, plain.key(&b), &b).is_err());
}

#[test]
fn published_counts_add_up() {
    for game in GAMES {
        for n in 5..=7 {
            let p = published_counts(game, n).unwrap();
            assert_eq!(p.histogram.iter().sum::<u64>(), p.hands, "{game} {n}");
            assert_eq!(p.class_histogram.iter().sum::<usize>(), p.classes);
        }
        assert!(published_counts(game, 4).is_none());
    }
    assert!(published_counts(&crate::game::HOLDEM, 5).is_none());
    assert!(prove_exhaustive(&crate::game::HOLDEM, 5).is_err());
}

// ---------------------------------------------------------------------------
// Named hands.

fn strength(r: &ShortDeckReference, s: &str) -> u16 {
    r.strength(&h(s))
}

#[test]
fn a_6_7_8_9_is_the_lowest_straight() {
    for r in [usual(), trips()] {
        let low = h("Ah 9c 8d 7s 6h");
        assert_eq!(r.category(&low), Category::Straight);
        let straight = r.game().rank_of(Category::Straight) as u16;
        assert_eq!(r.strength(&low), straight << 12, "index 0 of its category");
        assert!(strength(&r, "Tc 9d 8h 7s 6c") > r.strength(&low));
        assert_eq!(
            format_cards(&r.best_five(&low)),
            "9c 8d 7s 6h Ah",
            "ace last"
        );
        // The plain checker says the same, and sees the nine as its top.
        assert_eq!(
            ShortDeckPlain::classify_five(&[low[0], low[1], low[2], low[3], low[4]]),
            (Category::Straight, vec![crate::card::Rank::Nine])
        );
    }
}

#[test]
fn a_6_7_8_9_beats_trips_under_the_usual_rules_and_loses_to_them_under_the_other() {
    let low_straight = "Ah 9c 8d 7s 6h";
    let best_trips = "Ac Ad As Kc Qd";
    let worst_trips = "6c 6d 6s 7c 8d";
    assert!(strength(&usual(), low_straight) > strength(&usual(), best_trips));
    assert!(strength(&trips(), low_straight) < strength(&trips(), worst_trips));
    // Seven cards holding both: the straight under the usual rules, the
    // trips under the other.
    let both = h("Ah 9c 8d 7s 6h 9d 9s");
    assert_eq!(usual().category(&both), Category::Straight);
    assert_eq!(trips().category(&both), Category::ThreeOfAKind);
    assert_eq!(format_cards(&trips().best_five(&both)), "9s 9d 9c Ah 8d");
}

#[test]
fn a_2_3_4_5_is_no_straight_and_its_cards_are_not_in_the_deck() {
    let wheel = h("Ah 2c 3d 4s 5h");
    assert_eq!(
        ShortDeckPlain::classify_five(&[wheel[0], wheel[1], wheel[2], wheel[3], wheel[4]]).0,
        Category::HighCard
    );
    let evaluators: [&dyn Evaluator; 6] = [
        &usual(),
        &trips(),
        &ShortDeckPlain::new(false),
        &ShortDeckPlain::new(true),
        &ShortDeckDeckOnly,
        &ShortDeckDeckOnly::new(),
    ];
    for e in evaluators {
        assert!(
            matches!(e.evaluate(&wheel), Err(Rejected::Invalid(_))),
            "{}",
            e.name()
        );
        assert!(matches!(
            e.evaluate(&h("Ah Kc Qd Js Th 5c")),
            Err(Rejected::Invalid(_))
        ));
        assert!(matches!(
            e.evaluate(&h("Ah Kc Qd Js")),
            Err(Rejected::Invalid(_))
        ));
        assert!(matches!(
            e.evaluate(&h("Ah Kc Qd Js Th 9c 8c 7c")),
            Err(Rejected::Invalid(_))
        ));
        let dup = [h("Ah")[0], h("Ah")[0], h("Kc")[0], h("Qd")[0], h("Js")[0]];
        assert!(matches!(e.evaluate(&dup), Err(Rejected::Invalid(_))));
    }
}

#[test]
fn a_flush_beats_a_full_house() {
    for r in [usual(), trips()] {
        let worst_flush = "Jh 9h 8h 7h 6h";
        let best_full_house = "Ac Ad As Kc Kd";
        assert_eq!(r.category(&h(worst_flush)), Category::Flush);
        assert_eq!(r.category(&h(best_full_house)), Category::FullHouse);
        assert!(strength(&r, worst_flush) > strength(&r, best_full_house));
        // Six cards: a flush with a pair beside it, a full house of two trips.
        let flush6 = "Kh Qh Th 8h 7h Kc";
        let full6 = "Ac Ad As Kc Kd Ks";
        assert_eq!(r.category(&h(flush6)), Category::Flush);
        assert_eq!(r.category(&h(full6)), Category::FullHouse);
        assert!(strength(&r, flush6) > strength(&r, full6));
        // Seven cards: the lowest flush against aces full of kings.
        assert!(strength(&r, "Jh 9h 8h 7h 6h 6c 6d") > strength(&r, "Ac Ad As Kc Kd Ks Qc"));
        // Four of a kind still beats a flush.
        assert!(strength(&r, "6c 6d 6h 6s 7c") > strength(&r, "Ah Kh Qh Jh 9h"));
    }
}

#[test]
fn no_hand_of_five_to_seven_cards_holds_a_flush_and_a_full_house() {
    // Every hand with a flush holds five cards of one suit (five different
    // ranks) and at most two more cards: at most trips or two pair beside.
    let deck = SHORT_DECK.deck();
    let mut seen = 0;
    for suit in crate::card::Suit::ALL {
        let suited: Vec<Card> = deck.iter().copied().filter(|c| c.suit() == suit).collect();
        let mut fives = Combinations::new(9, 5);
        while let Some(ix) = fives.next() {
            let five: Vec<Card> = ix.iter().map(|&i| suited[i]).collect();
            let rest: Vec<Card> = deck.iter().copied().filter(|c| !five.contains(c)).collect();
            let mut twos = Combinations::new(rest.len(), 2);
            while let Some(jx) = twos.next() {
                let mut hand = five.clone();
                hand.extend(jx.iter().map(|&j| rest[j]));
                let mut count = [0u8; 13];
                for c in &hand {
                    count[c.rank().index() as usize] += 1;
                }
                let trips = count.iter().filter(|&&n| n >= 3).count();
                let pairs = count.iter().filter(|&&n| n >= 2).count();
                assert!(!(trips >= 1 && pairs >= 2), "{}", format_cards(&hand));
                seen += 1;
            }
        }
    }
    assert_eq!(seen, 4 * 126 * 465);
}

#[test]
fn seven_card_straight_flush_from_a_6_7_8_9_suited() {
    for r in [usual(), trips()] {
        for s in [
            "Ah 9h 8h 7h 6h Ac Ad",
            "Ah 9h 8h 7h 6h Kh Qh",
            "Ah 9h 8h 7h 6h Tc Ts",
        ] {
            let hand = h(s);
            assert_eq!(r.category(&hand), Category::StraightFlush, "{s}");
            assert_eq!(format_cards(&r.best_five(&hand)), "9h 8h 7h 6h Ah", "{s}");
        }
        // The suited ten on top makes the 6-T straight flush instead.
        let higher = h("Ah 9h 8h 7h 6h Th Kc");
        assert_eq!(format_cards(&r.best_five(&higher)), "Th 9h 8h 7h 6h");
        assert!(r.strength(&higher) > strength(&r, "Ah 9h 8h 7h 6h Kh Qh"));
        // The lowest straight flush still beats four aces.
        assert!(strength(&r, "Ah 9h 8h 7h 6h") > strength(&r, "Ac Ad As Ah Kc"));
    }
}

#[test]
fn six_to_ten_beats_ace_to_nine() {
    for r in [usual(), trips()] {
        assert!(strength(&r, "Tc 9d 8h 7s 6c") > strength(&r, "Ah 9c 8d 7s 6h"));
        // Seven cards holding both: the ten-high straight plays.
        let both = h("Ah 9c 8d 7s 6h Tc Kd");
        assert_eq!(format_cards(&r.best_five(&both)), "Tc 9c 8d 7s 6h");
        assert_eq!(r.strength(&both), strength(&r, "Tc 9d 8h 7s 6c"));
        // A six-card run A-6-7-8-9-T, each of the six ranks once.
        assert_eq!(
            strength(&r, "Ah 9c 8d 7s 6h Tc"),
            strength(&r, "Tc 9d 8h 7s 6c")
        );
        // Ace-high straight on top, K-Q-J-T-9 just below it.
        assert!(strength(&r, "Ac Kd Qh Js Tc") > strength(&r, "Kd Qh Js Tc 9c"));
    }
}

#[test]
fn one_scale_for_five_six_and_seven_cards() {
    for r in [usual(), trips()] {
        let five = "Ac Kd Qh Js 9c";
        assert_eq!(strength(&r, five), strength(&r, "Ac Kd Qh Js 9c 7d"));
        assert_eq!(strength(&r, five), strength(&r, "Ac Kd Qh Js 9c 7d 6h"));
        assert_eq!(r.category(&h("Kc Kd Qh Qs 9c 9d Ah")), Category::TwoPair);
        assert_eq!(
            format_cards(&r.best_five(&h("Kc Kd Qh Qs 9c 9d Ah"))),
            "Kd Kc Qs Qh Ah"
        );
    }
}

#[test]
fn the_lowest_and_highest_hands() {
    for r in [usual(), trips()] {
        // The worst five-card hand: J-9-8-7-6 of mixed suits.
        assert_eq!(strength(&r, "Jc 9d 8h 7s 6c"), 0);
        assert_eq!(strength(&r, "Ac Kc Qc Jc Tc"), 8 << 12 | 5);
    }
}

#[test]
fn verdicts_names_and_games() {
    assert_eq!(usual().name(), "reference-short-deck");
    assert_eq!(trips().name(), "reference-short-deck-trips");
    assert_eq!(
        ShortDeckPlain::new(false).name(),
        "best-of-subsets-short-deck"
    );
    assert_eq!(
        ShortDeckPlain::new(true).name(),
        "best-of-subsets-short-deck-trips"
    );
    assert_eq!(ShortDeckDeckOnly.name(), "short-deck-deck-only");
    assert_eq!(usual().game().id, "short-deck");
    assert_eq!(trips().game().id, "short-deck-trips-over-straight");
    assert_eq!(
        Evaluator::game(&trips()).id,
        "short-deck-trips-over-straight"
    );
    assert_eq!(ShortDeckDeckOnly.game().id, "short-deck");
    assert!(ShortDeckReference::for_game(&crate::game::HOLDEM).is_none());
    assert!(ShortDeckPlain::for_game(&crate::game::OMAHA).is_none());
    for e in [
        &usual() as &dyn Evaluator,
        &trips(),
        &ShortDeckPlain::default(),
    ] {
        assert_eq!(e.domain(), crate::evaluator::Domain::range(5, 7));
        assert!(e.gives_strength() && e.deviations().is_empty());
    }
    let v = usual().evaluate(&h("Ah 9c 8d 7s 6h")).unwrap();
    assert_eq!(v.to_protocol(), "straight 16384");
    let v = trips().evaluate(&h("Ah 9c 8d 7s 6h")).unwrap();
    assert_eq!(v.to_protocol(), "straight 12288");
}

#[test]
fn rank_table_is_compact() {
    // 10,230 rank multisets of 5 to 7 cards in at most 16,384 slots.
    let used = usual().rank_table_slots();
    assert!((10_230..=16_384).contains(&used), "{used}");
    assert_eq!(trips().rank_table_slots(), used);
}

// ---------------------------------------------------------------------------
// The lesson: exactness of its deviation classes against SHORT_DECK.

/// Category claims of the lesson on one hand; returns whether its category
/// is right.
fn check_category_claims(hand: &[Card], right: &ShortDeckReference) -> bool {
    let lesson = ShortDeckDeckOnly;
    let got = lesson.evaluate(hand).unwrap().category;
    let want = right.category(hand);
    let claims: Vec<&str> = lesson
        .deviations()
        .iter()
        .filter(|d| d.kind == DeviationKind::Category && (d.applies)(hand))
        .map(|d| d.id)
        .collect();
    let hand_s = format_cards(hand);
    if got == want {
        assert!(
            claims.is_empty(),
            "{hand_s}: right ({got:?}) but claimed by {claims:?}"
        );
    } else {
        assert_eq!(
            claims.len(),
            1,
            "{hand_s}: says {got:?}, right {want:?}, claimed by {claims:?}"
        );
    }
    got == want
}

fn order_claimed(hand: &[Card]) -> bool {
    ShortDeckDeckOnly
        .deviations()
        .iter()
        .any(|d| d.kind == DeviationKind::Order && (d.applies)(hand))
}

/// The (lesson strength, right strength) pairs whose relative order against
/// some other pair differs: a tie on one side and not the other, or the
/// two sides ordered the other way round.
fn misplaced(pairs: &BTreeSet<(u16, u16)>) -> BTreeSet<(u16, u16)> {
    let v: Vec<(u16, u16)> = pairs.iter().copied().collect();
    let mut out = BTreeSet::new();
    for &p in &v {
        if v.iter().any(|q| p.0.cmp(&q.0) != p.1.cmp(&q.1)) {
            out.insert(p);
        }
    }
    out
}

/// Checks the lesson's classes on hands of one size: category claims hand
/// by hand, and the order class claims exactly the right-category hands
/// that some other right-category hand of the sample is ordered against
/// differently. Returns (category disagreements, order claims).
fn check_lesson(hands: impl Iterator<Item = Vec<Card>>) -> (usize, usize) {
    let right = usual();
    let lesson = ShortDeckDeckOnly;
    let mut wrong = 0;
    let mut claimed: HashMap<(u16, u16), Vec<Card>> = HashMap::new();
    let mut unclaimed: HashMap<(u16, u16), Vec<Card>> = HashMap::new();
    for hand in hands {
        if !check_category_claims(&hand, &right) {
            wrong += 1;
            assert!(!order_claimed(&hand), "{}", format_cards(&hand));
            continue;
        }
        let got = lesson.evaluate(&hand).unwrap().strength.unwrap().parts()[0] as u16;
        let pair = (got, right.strength(&hand));
        let into = if order_claimed(&hand) {
            &mut claimed
        } else {
            &mut unclaimed
        };
        into.entry(pair).or_insert(hand);
    }
    let pairs: BTreeSet<(u16, u16)> = claimed.keys().chain(unclaimed.keys()).copied().collect();
    let bad = misplaced(&pairs);
    for (pair, hand) in &claimed {
        assert!(
            bad.contains(pair),
            "{}: claimed but well placed",
            format_cards(hand)
        );
    }
    for (pair, hand) in &unclaimed {
        assert!(
            !bad.contains(pair),
            "{}: misplaced but not claimed",
            format_cards(hand)
        );
    }
    (wrong, claimed.len())
}

#[test]
fn lesson_classes_are_exact_on_every_five_card_hand() {
    let mut hands = Vec::with_capacity(376_992);
    for_each_short_hand(5, |hand| hands.push(hand.to_vec()));
    let (wrong, claimed_classes) = check_lesson(hands.into_iter());
    // A-6-7-8-9: 4^5 - 4 straights and 4 straight flushes.
    assert_eq!(wrong, 1020 + 4);
    assert!(claimed_classes > 0);
}

#[test]
fn lesson_classes_are_exact_on_random_six_and_seven_card_hands() {
    let mut deal = Deal::new(38);
    for n in [6, 7] {
        let hands: Vec<Vec<Card>> = (0..20_000).map(|_| deal.hand(n)).collect();
        let (wrong, claimed) = check_lesson(hands.into_iter());
        assert!(wrong > 0 && claimed > 0, "{n} cards: {wrong} {claimed}");
    }
}

#[test]
fn lesson_minimal_deals() {
    let lesson = ShortDeckDeckOnly;
    let says = |s: &str| lesson.evaluate(&h(s)).unwrap().category;
    let claims = |s: &str| -> Vec<&str> {
        lesson
            .deviations()
            .iter()
            .filter(|d| (d.applies)(&h(s)))
            .map(|d| d.id)
            .collect()
    };
    assert_eq!(says("Ah 9c 8d 7s 6h"), Category::HighCard);
    assert_eq!(claims("Ah 9c 8d 7s 6h"), ["missed-low-straight"]);
    assert_eq!(says("Ah 9h 8h 7h 6h"), Category::Flush);
    assert_eq!(claims("Ah 9h 8h 7h 6h"), ["missed-low-straight-flush"]);
    assert_eq!(says("Ah 9c 8d 7s 6h 9d 9s"), Category::ThreeOfAKind);
    assert_eq!(claims("Ah 9c 8d 7s 6h 9d 9s"), ["missed-low-straight"]);
    let flush = lesson.evaluate(&h("Kh Qh Th 8h 7h")).unwrap();
    let full = lesson.evaluate(&h("Ac Ad As Kc Kd")).unwrap();
    assert_eq!(
        (flush.category, full.category),
        (Category::Flush, Category::FullHouse)
    );
    assert_eq!(flush.strength.cmp(&full.strength), Ordering::Less);
    assert_eq!(claims("Kh Qh Th 8h 7h"), ["full-house-over-flush"]);
    assert_eq!(claims("Ac Ad As Kc Kd"), ["full-house-over-flush"]);
    // Right and well placed: no class.
    assert!(claims("Tc 9d 8h 7s 6c").is_empty());
    assert!(claims("Ac Ad As Kc Qd").is_empty());
    // Hold'em ranking agrees with the hold'em reference, of course.
    assert_eq!(
        flush.strength.unwrap().parts()[0],
        Reference::new().strength(&h("Kh Qh Th 8h 7h")) as i64
    );
}
