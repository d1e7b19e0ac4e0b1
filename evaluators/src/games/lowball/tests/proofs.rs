//! The proofs, the plain checker on random hands, and the counts of
//! ace-to-five recounted over rank multisets.

use super::*;

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
