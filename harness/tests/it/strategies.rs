//! Proptest strategies for hands of 1 to 7 distinct cards.
//!
//! A uniformly drawn 7-card hand is a straight flush 0.03% of the time and
//! holds both a straight and a flush rarely, so properties about those shapes
//! would be exercised by luck. Besides [`uniform`], the structured strategies
//! build the rare shapes on purpose: [`suited`] (many cards of one suit),
//! [`runs`] (consecutive ranks, ace-low included), [`suited_runs`] (both at
//! once: a run mostly in one suit plus more cards of that suit), [`groups`]
//! (pairs, trips, quads, and several of them) and [`near_wheels`] (ranks
//! from A-2-3-4-5-6). Every strategy fills the hand up to its size with more
//! cards and shuffles the order, so order-sensitive evaluators meet every
//! board/hole split. [`hand`] mixes them all.
//!
//! Shrinking works on the recipe (suit, ranks, fillers → lower values), so a
//! failing hand shrinks towards fewer and lower cards.

use proptest::collection::{btree_set, vec};
use proptest::prelude::*;
use proptest::sample::subsequence;
use showdown_evaluators::card::Card;
use std::ops::RangeInclusive;

/// A hand: distinct cards, in the order an evaluator is given them.
pub type Hand = Vec<Card>;

fn card(rank: u8, suit: u8) -> u8 {
    (rank % 13) * 4 + (suit % 4)
}

/// Builds a hand of `n` distinct cards: first the `core` cards (repeats
/// skipped) up to `n`, then for each filler index the first card not yet
/// taken at or after it (wrapping), until `n` cards.
pub fn assemble(n: usize, core: &[u8], filler: &[u8]) -> Hand {
    let mut taken = 0u64;
    let mut out = Vec::with_capacity(n);
    for &c in core {
        if out.len() == n {
            break;
        }
        let c = c % 52;
        if taken & (1 << c) == 0 {
            taken |= 1 << c;
            out.push(c);
        }
    }
    let mut fill = filler.iter().copied().chain(0..52);
    while out.len() < n {
        let start = fill.next().expect("enough cards") % 52;
        let c = (0..52)
            .map(|d| (start + d) % 52)
            .find(|&c| taken & (1u64 << c) == 0)
            .expect("fewer than 52 cards taken");
        taken |= 1 << c;
        out.push(c);
    }
    out.into_iter()
        .map(|i| Card::from_index(i).expect("below 52"))
        .collect()
}

fn fillers() -> impl Strategy<Value = Vec<u8>> {
    vec(0u8..52, 7)
}

/// Any `n` distinct cards, uniformly, in random order.
pub fn uniform(sizes: RangeInclusive<usize>) -> BoxedStrategy<Hand> {
    sizes
        .prop_flat_map(|n| btree_set(0u8..52, n))
        .prop_map(|set| {
            set.into_iter()
                .map(|i| Card::from_index(i).expect("below 52"))
                .collect::<Hand>()
        })
        .prop_shuffle()
        .boxed()
}

/// Many cards of one suit: at least four (all, for fewer than five cards).
pub fn suited(sizes: RangeInclusive<usize>) -> BoxedStrategy<Hand> {
    sizes
        .prop_flat_map(|n| {
            let k = if n >= 5 { 4..=n } else { n..=n };
            (Just(n), k)
        })
        .prop_flat_map(|(n, k)| (Just(n), 0u8..4, btree_set(0u8..13, k), fillers()))
        .prop_map(|(n, suit, ranks, filler)| {
            let core: Vec<u8> = ranks.iter().map(|&r| card(r, suit)).collect();
            assemble(n, &core, &filler)
        })
        .prop_shuffle()
        .boxed()
}

/// The ranks of a run of `len` starting at `low` (0 = ace-low: A,2,3,…).
fn run_ranks(low: u8, len: usize) -> Vec<u8> {
    (0..len as u8)
        .map(|i| if low + i == 0 { 12 } else { low + i - 1 })
        .collect()
}

/// A run of consecutive ranks (four or more for hands of five or more),
/// ace-low runs included, in random suits.
pub fn runs(sizes: RangeInclusive<usize>) -> BoxedStrategy<Hand> {
    sizes
        .prop_flat_map(|n| {
            let len = if n >= 5 { 4..=n.min(6) } else { n..=n };
            (Just(n), len)
        })
        .prop_flat_map(|(n, len)| {
            (
                Just(n),
                Just(len),
                0u8..=(14 - len as u8),
                vec(0u8..4, len),
                fillers(),
            )
        })
        .prop_map(|(n, len, low, suits, filler)| {
            let core: Vec<u8> = run_ranks(low, len)
                .into_iter()
                .zip(suits)
                .map(|(r, s)| card(r, s))
                .collect();
            assemble(n, &core, &filler)
        })
        .prop_shuffle()
        .boxed()
}

/// Straight and flush at once: a run of five or more mostly in one suit
/// (each card leaves the suit one time in six), then up to two more cards of
/// that suit.
pub fn suited_runs(sizes: RangeInclusive<usize>) -> BoxedStrategy<Hand> {
    sizes
        .prop_flat_map(|n| {
            let len = if n >= 5 { 5..=n.min(6) } else { n..=n };
            (Just(n), len)
        })
        .prop_flat_map(|(n, len)| {
            (
                Just(n),
                Just(len),
                0u8..=(14 - len as u8),
                0u8..4,
                vec(prop_oneof![5 => Just(0u8), 1 => 1u8..4], len),
                vec(0u8..13, 0..=2),
                fillers(),
            )
        })
        .prop_map(|(n, len, low, suit, off, extra, filler)| {
            let mut core: Vec<u8> = run_ranks(low, len)
                .into_iter()
                .zip(off)
                .map(|(r, o)| card(r, suit + o))
                .collect();
            core.extend(extra.iter().map(|&r| card(r, suit)));
            assemble(n, &core, &filler)
        })
        .prop_shuffle()
        .boxed()
}

/// Pairs, trips and quads: up to three ranks, each two to four times.
pub fn groups(sizes: RangeInclusive<usize>) -> BoxedStrategy<Hand> {
    sizes
        .prop_flat_map(|n| {
            (
                Just(n),
                vec((0u8..13, 2usize..=4, 0u8..4), 1..=3),
                fillers(),
            )
        })
        .prop_map(|(n, groups, filler)| {
            let core: Vec<u8> = groups
                .iter()
                .flat_map(|&(r, k, s)| (0..k as u8).map(move |i| card(r, s + i)))
                .collect();
            assemble(n, &core, &filler)
        })
        .prop_shuffle()
        .boxed()
}

/// Near-wheels: three or more ranks from A-2-3-4-5-6, often in one suit.
pub fn near_wheels(sizes: RangeInclusive<usize>) -> BoxedStrategy<Hand> {
    sizes
        .prop_flat_map(|n| {
            let k = 3.min(n)..=n.min(6);
            (
                Just(n),
                subsequence(vec![12u8, 0, 1, 2, 3, 4], k),
                0u8..4,
                vec(prop_oneof![Just(0u8), 1u8..4], 6),
                fillers(),
            )
        })
        .prop_map(|(n, ranks, suit, off, filler)| {
            let core: Vec<u8> = ranks
                .iter()
                .zip(off)
                .map(|(&r, o)| card(r, suit + o))
                .collect();
            assemble(n, &core, &filler)
        })
        .prop_shuffle()
        .boxed()
}

/// Every strategy above, mixed: five parts in seventeen uniform, the rest
/// structured.
pub fn hand(sizes: RangeInclusive<usize>) -> BoxedStrategy<Hand> {
    prop_oneof![
        5 => uniform(sizes.clone()),
        2 => suited(sizes.clone()),
        2 => runs(sizes.clone()),
        5 => suited_runs(sizes.clone()),
        2 => groups(sizes.clone()),
        1 => near_wheels(sizes),
    ]
    .boxed()
}

/// Two hands of the same size.
pub fn hand_pair(sizes: RangeInclusive<usize>) -> BoxedStrategy<(Hand, Hand)> {
    sizes.prop_flat_map(|n| (hand(n..=n), hand(n..=n))).boxed()
}

/// A permutation of the four suits (`p[old] = new`).
pub fn suit_permutation() -> BoxedStrategy<[u8; 4]> {
    Just(vec![0u8, 1, 2, 3])
        .prop_shuffle()
        .prop_map(|v| [v[0], v[1], v[2], v[3]])
        .boxed()
}

/// The hand with its suits relabelled by `p`.
pub fn relabel_suits(hand: &[Card], p: [u8; 4]) -> Hand {
    hand.iter()
        .map(|c| {
            Card::from_index(c.rank().index() * 4 + p[c.suit().index() as usize]).expect("below 52")
        })
        .collect()
}

/// Whether the hand holds five cards of one suit.
pub fn has_flush(hand: &[Card]) -> bool {
    let mut n = [0u8; 4];
    for c in hand {
        n[c.suit().index() as usize] += 1;
    }
    n.iter().any(|&k| k >= 5)
}

/// Whether the hand's ranks hold five in a row (A-2-3-4-5 included).
pub fn has_straight(hand: &[Card]) -> bool {
    let mut m = 0u16;
    for c in hand {
        m |= 1 << c.rank().index();
    }
    let m = (m << 1) | (m >> 12 & 1); // bit 0 = ace low
    (0..=9).any(|lo| (m >> lo) & 0x1f == 0x1f)
}

// ------------------------------------------------- the strategies' own tests

pub fn assemble_gives_distinct_cards_of_the_size() {
    let h = assemble(7, &[0, 0, 51, 51], &[51, 51, 51, 0, 0, 0, 0]);
    let mut ix: Vec<u8> = h.iter().map(|c| c.index()).collect();
    assert_eq!(ix.len(), 7);
    ix.sort();
    ix.dedup();
    assert_eq!(ix, vec![0, 1, 2, 3, 4, 5, 51]);
}

pub fn shape_detectors() {
    let p = |s| showdown_evaluators::card::parse_hand(s).unwrap();
    assert!(has_straight(&p("Ah 2c 3d 4s 5h")));
    assert!(!has_straight(&p("Kh Ac 2d 3s 4h")));
    assert!(has_flush(&p("2h 7h 9h Jh Kh 2c")));
    assert!(!has_flush(&p("2h 7h 9h Jh Kc")));
}

pub fn every_strategy_gives_valid_hands_of_the_asked_size() {
    let mut runner =
        proptest::test_runner::TestRunner::new(proptest::test_runner::Config::with_cases(300));
    for (name, s) in [
        ("uniform", uniform(1..=7)),
        ("suited", suited(1..=7)),
        ("runs", runs(1..=7)),
        ("suited_runs", suited_runs(1..=7)),
        ("groups", groups(1..=7)),
        ("near_wheels", near_wheels(1..=7)),
        ("hand", hand(3..=4)),
    ] {
        runner
            .run(&s, |h| {
                let lo = if name == "hand" { 3 } else { 1 };
                let hi = if name == "hand" { 4 } else { 7 };
                prop_assert!((lo..=hi).contains(&h.len()), "{name}: {} cards", h.len());
                let m = showdown_evaluators::card::card_mask(&h);
                prop_assert_eq!(m.count_ones() as usize, h.len(), "{} repeats a card", name);
                Ok(())
            })
            .unwrap();
    }
}
