//! Tests of the lowball evaluators: the five-card proofs of both games,
//! random six- and seven-card hands against the plain checker, the shapes
//! the seven-card proof remembers plain keys by, the six- and seven-card
//! counts of ace-to-five recounted over rank multisets, and named hands.
//! The six- and seven-card proofs are `#[ignore]`d here (run them in
//! release: `cargo test --release -p showdown-evaluators lowball -- --ignored`,
//! or `showdown selfcheck --game ace-to-five --cards 5,6,7`).

use super::proof::{order_check, shape};
use super::*;
use crate::card::{format_cards, parse_cards, Card, Rank, Suit};
use crate::category::Category;
use crate::combinations::binomial;
use crate::evaluator::{Evaluator, Rejected};
use crate::game::{Game, ACE_TO_FIVE, DEUCE_TO_SEVEN};
use std::collections::{BTreeSet, HashMap};

const GAMES: [&Game; 2] = [&ACE_TO_FIVE, &DEUCE_TO_SEVEN];

fn h(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn a5() -> LowballReference {
    LowballReference::ace_to_five()
}

fn d7() -> LowballReference {
    LowballReference::deuce_to_seven()
}

/// A small deterministic dealer (xorshift) over the 52-card deck.
pub(super) struct Deal {
    state: u64,
}

impl Deal {
    pub(super) fn new(seed: u64) -> Deal {
        Deal {
            state: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
        }
    }

    pub(super) fn hand(&mut self, n: usize) -> Vec<Card> {
        let mut out: Vec<Card> = Vec::with_capacity(n);
        while out.len() < n {
            let mut x = self.state;
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            self.state = x;
            let c =
                Card::from_index((x.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 58) as u8 % 52).unwrap();
            if !out.contains(&c) {
                out.push(c);
            }
        }
        out
    }
}

// ---------------------------------------------------------------------------
// Proofs.

#[test]
fn five_card_proofs_match_the_derived_counts() {
    for game in GAMES {
        let s = prove_exhaustive(game, 5).unwrap();
        assert_eq!(s.hands, 2_598_960);
        let want = if game.id == "ace-to-five" {
            6_175
        } else {
            7_462
        };
        assert_eq!(s.classes, want, "{game}");
    }
}

#[test]
#[ignore = "20 million hands per game: run in release"]
fn six_card_proofs() {
    for game in GAMES {
        prove_exhaustive(game, 6).unwrap();
    }
}

#[test]
#[ignore = "134 million hands per game: run in release"]
fn seven_card_proofs() {
    for game in GAMES {
        prove_exhaustive(game, 7).unwrap();
    }
}

#[test]
fn random_six_and_seven_card_hands_agree_with_the_plain_checker() {
    for game in GAMES {
        let reference = LowballReference::for_game(game).unwrap();
        let plain = LowballPlain::for_game(game).unwrap();
        let mut deal = Deal::new(0x10_b0a1 ^ game.id.len() as u64);
        for n in [6, 7] {
            let mut order = order_check(reference, plain);
            for _ in 0..20_000 {
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
                assert_eq!(v.category, plain.evaluate(&hand).unwrap().category);
                assert_eq!(v.strength.unwrap().parts(), &[s as i64]);
            }
            order.finish().unwrap();
        }
    }
}

#[test]
fn deuce_to_seven_hands_with_five_suited_cards_agree_with_the_plain_checker() {
    // About 3% of random seven-card hands take the reference's flush path;
    // here every hand does: five or more hearts.
    let (reference, plain) = (d7(), LowballPlain::deuce_to_seven());
    let mut deal = Deal::new(77);
    let mut order = order_check(reference, plain);
    let mut seen = 0;
    while seen < 20_000 {
        let hand = deal.hand(7);
        let hearts = hand.iter().filter(|c| c.suit() == Suit::Hearts).count();
        let mut hand = hand;
        if hearts < 5 {
            // Recolour: turn cards into hearts while their rank's heart is free.
            for i in 0..hand.len() {
                let c = Card::new(hand[i].rank(), Suit::Hearts);
                if !hand.contains(&c)
                    && hand.iter().filter(|c| c.suit() == Suit::Hearts).count() < 5
                {
                    hand[i] = c;
                }
            }
        }
        if hand.iter().filter(|c| c.suit() == Suit::Hearts).count() < 5 {
            continue;
        }
        for n in [5, 6, 7] {
            let cards = &hand[..n];
            if cards.iter().filter(|c| c.suit() == Suit::Hearts).count() >= 5 {
                order
                    .add(reference.strength(cards), plain.key(cards), cards)
                    .unwrap();
            }
        }
        seen += 1;
    }
    order.finish().unwrap();
}

#[test]
fn the_plain_key_depends_only_on_the_shape() {
    // What the seven-card proof relies on: equal shapes, equal plain keys.
    for game in GAMES {
        let plain = LowballPlain::for_game(game).unwrap();
        let mut seen: HashMap<u64, (u32, Vec<Card>)> = HashMap::new();
        let mut deal = Deal::new(3 + game.id.len() as u64);
        let mut repeats = 0;
        for _ in 0..60_000 {
            // Few ranks, so that shapes repeat.
            let hand = deal.hand(7);
            let k = plain.key(&hand);
            match seen.get(&shape(game, &hand)) {
                Some((k0, h0)) => {
                    assert_eq!(*k0, k, "{} and {}", format_cards(h0), format_cards(&hand));
                    repeats += 1;
                }
                None => {
                    seen.insert(shape(game, &hand), (k, hand));
                }
            }
        }
        assert!(repeats > 0, "{game}: no shape met twice");
    }
    // Deuce-to-seven: the suited ranks are part of the shape.
    let g = &DEUCE_TO_SEVEN;
    assert_ne!(
        shape(g, &h("2h 3h 4h 5h 7h Kc Kd")),
        shape(g, &h("2h 3h 4h 5h 7c Kh Kd"))
    );
    assert_eq!(
        shape(g, &h("2h 3h 4h 5h 7h Kc Kd")),
        shape(g, &h("2s 3s 4s 5s 7s Kc Kd"))
    );
    assert_eq!(
        shape(&ACE_TO_FIVE, &h("2h 3h 4h 5h 7h Kc Kd")),
        shape(&ACE_TO_FIVE, &h("2h 3h 4h 5h 7c Kh Kd"))
    );
}

/// Hands per ace-to-five category for `n` cards, recounted without the
/// reference: every rank multiset of `n` cards, weighted by the ways to
/// pick its suits (the product of C(4, count)), classified by the plain
/// checker on one hand of those ranks (suits do not matter in ace-to-five).
/// Also returns the distinct plain keys per category.
fn ace_to_five_counts_over_rank_multisets(n: u8) -> ([u64; 9], [usize; 9]) {
    let plain = LowballPlain::ace_to_five();
    let mut hands = [0u64; 9];
    let mut keys: Vec<std::collections::BTreeSet<u32>> = vec![Default::default(); 9];
    fn go(r: usize, left: u8, cur: &mut [u8; 13], f: &mut impl FnMut(&[u8; 13])) {
        if r == 13 {
            if left == 0 {
                f(cur);
            }
            return;
        }
        for k in 0..=left.min(4) {
            cur[r] = k;
            go(r + 1, left - k, cur, f);
        }
        cur[r] = 0;
    }
    go(0, n, &mut [0; 13], &mut |counts| {
        let mut cards = Vec::new();
        let mut ways = 1u64;
        for (r, &c) in counts.iter().enumerate() {
            ways *= binomial(4, c as u64);
            for s in 0..c {
                cards.push(Card::new(
                    Rank::from_index(r as u8).unwrap(),
                    Suit::ALL[s as usize],
                ));
            }
        }
        let k = plain.key(&cards);
        let c = plain.key_category(k).index() as usize;
        hands[c] += ways;
        keys[c].insert(k);
    });
    let mut classes = [0usize; 9];
    for (c, k) in keys.iter().enumerate() {
        classes[c] = k.len();
    }
    (hands, classes)
}

#[test]
fn ace_to_five_figures_recounted_over_rank_multisets() {
    for n in [5u8, 6, 7] {
        let want = published_counts(&ACE_TO_FIVE, n as usize).unwrap();
        let (hands, classes) = ace_to_five_counts_over_rank_multisets(n);
        assert_eq!(hands, want.histogram, "{n} cards: hands");
        assert_eq!(classes, want.class_histogram, "{n} cards: classes");
        assert_eq!(hands.iter().sum::<u64>(), binomial(52, n as u64));
    }
}

#[test]
fn figures_add_up() {
    for game in GAMES {
        for n in 5..=7 {
            let f = published_counts(game, n).unwrap();
            assert_eq!(f.hands, binomial(52, n as u64));
            assert_eq!(f.histogram.iter().sum::<u64>(), f.hands, "{game} {n}");
            for c in Category::ALL {
                if !game.categories.contains(&c) {
                    assert_eq!(f.histogram[c.index() as usize], 0);
                }
            }
        }
        assert!(published_counts(game, 4).is_none());
    }
    assert!(published_counts(&crate::game::HOLDEM, 5).is_none());
    assert!(prove_exhaustive(&crate::game::HOLDEM, 5).is_err());
}

#[test]
fn the_order_check_catches_two_swapped_kickers() {
    let (r, plain) = (a5(), LowballPlain::ace_to_five());
    let (a, b) = (h("8c 5d 4h 3s Ac"), h("8c 6d 4h 3s Ac"));
    let (sa, sb) = (r.strength(&a), r.strength(&b));
    assert!(sa > sb);
    let mut order = order_check(r, plain);
    order.add(sb, plain.key(&a), &a).unwrap();
    order.add(sa, plain.key(&b), &b).unwrap();
    assert!(order.finish().is_err());
}

// ---------------------------------------------------------------------------
// Named hands.

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

// ---------------------------------------------------------------------------
// The lessons: exactness of their deviation classes.

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

#[test]
fn inverted_high_classes_are_exact_on_every_five_card_hand() {
    let (wrong, claimed) = check_lesson(&DeuceToSevenInvertedHigh, &d7(), every_five_card_hand());
    // The wheels: 4^5 of them.
    assert_eq!((wrong, claimed), (1_024, 0));
}

#[test]
fn inverted_high_classes_are_exact_on_random_six_and_seven_card_hands() {
    let mut deal = Deal::new(7463);
    for n in [6, 7] {
        let hands: Vec<Vec<Card>> = (0..20_000).map(|_| deal.hand(n)).collect();
        let (wrong, claimed) = check_lesson(&DeuceToSevenInvertedHigh, &d7(), hands.into_iter());
        assert!(wrong > 0 && claimed > 0, "{n} cards: {wrong} {claimed}");
    }
}

#[test]
fn inverted_high_minimal_hands() {
    let l = DeuceToSevenInvertedHigh;
    let says = |s: &str| l.evaluate(&h(s)).unwrap().category;
    let claims = |s: &str| -> Vec<&str> {
        l.deviations()
            .iter()
            .filter(|d| (d.applies)(&h(s)))
            .map(|d| d.id)
            .collect()
    };
    assert_eq!(says("Ac 2d 3h 4s 5c"), Category::Straight);
    assert_eq!(claims("Ac 2d 3h 4s 5c"), ["wheel-is-a-straight"]);
    assert_eq!(says("Ah 2h 3h 4h 5h"), Category::StraightFlush);
    assert_eq!(says("7c 5d 4h 3s 2c 2d"), Category::OnePair);
    assert_eq!(claims("7c 5d 4h 3s 2c 2d"), ["best-high-five"]);
    assert_eq!(claims("7c 5d 4h 3s 2c Kd"), ["best-high-five-order"]);
    assert!(claims("7c 5d 4h 3s 2c").is_empty());
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
    let mut deal = Deal::new(44);
    for n in [6, 7] {
        let hands: Vec<Vec<Card>> = (0..20_000).map(|_| deal.hand(n)).collect();
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
    let says = |s: &str| l.evaluate(&h(s)).unwrap().category;
    let claims = |s: &str| -> Vec<&str> {
        l.deviations()
            .iter()
            .filter(|d| (d.applies)(&h(s)))
            .map(|d| d.id)
            .collect()
    };
    assert_eq!(says("Ac 2d 3h 4s 5c"), Category::Straight);
    assert_eq!(claims("Ac 2d 3h 4s 5c"), ["wheel-is-a-straight"]);
    assert_eq!(says("Ah 2h 3h 4h 5h"), Category::StraightFlush);
    assert_eq!(says("Ac 2d 3h 4s 5c 5d"), Category::OnePair);
    assert_eq!(claims("Ac 2d 3h 4s 5c 5d"), ["wheel-is-a-straight"]);
    assert_eq!(says("Ac 2d 3h 4s 5c 6d"), Category::HighCard);
    assert_eq!(claims("Ac 2d 3h 4s 5c 6d"), ["wheel-is-a-straight-order"]);
    // The king low beats the wheel anyway: nothing to claim.
    assert!(claims("Ac 2d 3h 4s 5c Kd").is_empty());
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
    let mut deal = Deal::new(6);
    for n in [6, 7] {
        let hands: Vec<Vec<Card>> = (0..20_000).map(|_| deal.hand(n)).collect();
        let (wrong, claimed) = check_lesson(&AceToFiveCountsStraights, &a5(), hands.into_iter());
        assert!(wrong > 0 && claimed > 0, "{n} cards: {wrong} {claimed}");
    }
}

#[test]
fn counts_straights_minimal_hands() {
    let l = AceToFiveCountsStraights;
    let says = |s: &str| l.evaluate(&h(s)).unwrap().category;
    let claims = |s: &str| -> Vec<&str> {
        l.deviations()
            .iter()
            .filter(|d| (d.applies)(&h(s)))
            .map(|d| d.id)
            .collect()
    };
    assert_eq!(says("5h 4d 3c 2s Ah"), Category::Straight);
    assert_eq!(claims("5h 4d 3c 2s Ah"), ["straight-or-flush-counted"]);
    assert_eq!(says("8h 6h 4h 3h 2h"), Category::Flush);
    assert_eq!(says("6h 5h 4h 3h 2h"), Category::StraightFlush);
    assert_eq!(says("6h 5h 4h 3h 2h Kh"), Category::Flush);
    assert_eq!(says("6c 5d 4h 3s 2c 6d"), Category::OnePair);
    assert_eq!(claims("6c 5d 4h 3s 2c 6d"), ["pair-kept-over-straight"]);
    assert_eq!(says("6c 5d 4h 3s 2c Kd"), Category::HighCard);
    assert_eq!(claims("6c 5d 4h 3s 2c Kd"), ["straight-or-flush-avoided"]);
    // A flush tied in ranks by a five of mixed suits: placed right.
    assert!(claims("8h 6h 4h 3h 2h 2c").is_empty());
    // Kings and aces do not wrap round: K-A-2-3-4 is a king low.
    assert_eq!(says("Kc Ad 2h 3s 4c"), Category::HighCard);
    assert!(claims("Kc Ad 2h 3s 4c").is_empty());
    // Right on a plain five: 7-5-4-3-2 beats 8-5-4-3-2, pairs below.
    let s = |x: &str| l.evaluate(&h(x)).unwrap().strength;
    assert!(s("7c 5d 4h 3s 2c") > s("8c 5d 4h 3s 2c"));
    assert!(s("8c 5d 4h 3s 2c") > s("Ac Ad 2h 3s 4c"));
    // The straight loses to a pair, where 6-5-4-3-2 should beat any pair.
    assert!(s("6c 5d 4h 3s 2c") < s("Ac Ad 2h 3s 4c"));
}
