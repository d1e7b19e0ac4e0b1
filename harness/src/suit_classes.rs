//! Every hand of n cards **up to renaming the suits**: one representative
//! of each class of hands that differ only by a permutation of the four
//! suits, with the number of hands the class holds (its multiplicity).
//!
//! # Why
//! An evaluator that treats the suits alike and ignores card order gives
//! every hand of a class the same answer, so one question per class is
//! enough: 6,009,159 seven-card classes stand for all 133,784,560 hands.
//! Sweeps weigh each answer by the multiplicity, so every figure stays
//! "per hand". Whether an evaluator really treats suits alike is not taken
//! on trust: [`renamings`] gives the 24 renamings of a sample of
//! representatives, and a sweep compares their answers before it relies
//! on the assumption (see `sweep` and `check`).
//!
//! # How
//! A hand is four rank masks, one per suit. Renaming the suits permutes
//! the masks, so the class of a hand is the multiset of its masks; its
//! canonical form lists them by (number of cards, mask) descending, and
//! suit 0 (clubs) takes the first, diamonds the second, and so on. The
//! enumeration walks the card-count patterns (k0 ≥ k1 ≥ k2 ≥ k3, summing to
//! n) and, within a pattern, masks in descending order where two suits hold
//! as many cards, so each class comes out once. A class whose masks fall
//! into groups of equal masks of sizes g1, g2, … holds 4! / (g1! g2! …)
//! hands (empty suits are equal masks too: a five-card flush is one class
//! of 4 hands).
//!
//! The class counts are proven in the tests against an independent count
//! (the canonical key of every hand, by brute force) and against the
//! published figures for the 52-card deck; the multiplicities always sum to
//! C(deck, n).

use showdown_evaluators::card::{Card, Rank, Suit};
use showdown_evaluators::combinations::binomial;
use showdown_evaluators::game::Game;
use std::sync::atomic::{AtomicU64, Ordering};

/// The published numbers of classes of n-card hands of the 52-card deck up
/// to renaming suits, n = 0 to 7.
pub const PUBLISHED_52: [u64; 8] = [1, 13, 169, 1_755, 16_432, 134_459, 962_988, 6_009_159];

/// The 24 ways to rename the four suits: `PERMUTATIONS[p][s]` is the suit
/// index that suit index `s` becomes.
pub const PERMUTATIONS: [[u8; 4]; 24] = {
    let mut out = [[0u8; 4]; 24];
    let mut k = 0;
    let mut a = 0;
    while a < 4 {
        let mut b = 0;
        while b < 4 {
            let mut c = 0;
            while c < 4 {
                let d = 6 - a - b - c;
                if a != b && a != c && b != c && d < 4 && d != a && d != b && d != c {
                    out[k] = [a as u8, b as u8, c as u8, d as u8];
                    k += 1;
                }
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    out
};

/// The classes of `n`-card hands of one game's deck.
#[derive(Clone, Debug)]
pub struct SuitClasses {
    n: usize,
    lowest: u8,
    /// The card-count patterns k0 ≥ k1 ≥ k2 ≥ k3 that sum to n.
    patterns: Vec<[usize; 4]>,
    /// Every mask of the deck's ranks, by number of ranks, descending.
    masks: Vec<Vec<u16>>,
    /// The work items: (pattern, index of the first mask).
    tasks: Vec<(usize, usize)>,
}

impl SuitClasses {
    /// The classes of `n`-card hands from `game`'s deck.
    pub fn new(game: &Game, n: usize) -> SuitClasses {
        let lowest = game.lowest_rank.index();
        let ranks = usize::from(Rank::Ace.index() - lowest + 1);
        assert!(
            n <= 4 * ranks,
            "{n} cards do not fit a {}-card deck",
            4 * ranks
        );
        let mut masks = vec![Vec::new(); ranks + 1];
        for m in (0..1u32 << ranks).rev() {
            masks[m.count_ones() as usize].push(m as u16);
        }
        let mut patterns = Vec::new();
        for k0 in (0..=n.min(ranks)).rev() {
            for k1 in (0..=k0.min(n - k0)).rev() {
                for k2 in (0..=k1.min(n - k0 - k1)).rev() {
                    let k3 = n - k0 - k1 - k2;
                    if k3 <= k2 {
                        patterns.push([k0, k1, k2, k3]);
                    }
                }
            }
        }
        let tasks = patterns
            .iter()
            .enumerate()
            .flat_map(|(p, k)| (0..masks[k[0]].len()).map(move |i| (p, i)))
            .collect();
        SuitClasses {
            n,
            lowest,
            patterns,
            masks,
            tasks,
        }
    }

    /// How many cards each hand has.
    pub fn cards(&self) -> usize {
        self.n
    }

    /// Calls `f` with each representative (cards ascending by index) and its
    /// multiplicity, in one thread.
    pub fn for_each(&self, f: &mut impl FnMut(&[Card], u32)) {
        for t in 0..self.tasks.len() {
            self.task(t, f);
        }
    }

    /// The number of classes and the number of hands they hold.
    pub fn count(&self) -> (u64, u64) {
        let (mut classes, mut hands) = (0u64, 0u64);
        self.for_each(&mut |_, m| {
            classes += 1;
            hands += u64::from(m);
        });
        (classes, hands)
    }

    /// Folds `fold` over every class on all cores, one accumulator per
    /// thread, merged with `merge`; `done` counts hands (by multiplicity)
    /// as they go, for a progress bar.
    pub fn fold<T, I, F, M>(&self, done: &AtomicU64, identity: I, fold: F, merge: M) -> T
    where
        T: Send,
        I: Fn() -> T + Sync,
        F: Fn(&mut T, &[Card], u32) + Sync,
        M: Fn(T, T) -> T,
    {
        crate::enumerate::fold_tasks(
            self.tasks.len(),
            identity,
            |acc, t| {
                let mut local = 0u64;
                self.task(t, &mut |cards, m| {
                    fold(acc, cards, m);
                    local += u64::from(m);
                });
                done.fetch_add(local, Ordering::Relaxed);
            },
            merge,
        )
    }

    /// The classes of one work item: one pattern, one first mask.
    fn task(&self, t: usize, f: &mut impl FnMut(&[Card], u32)) {
        let (p, i0) = self.tasks[t];
        let k = self.patterns[p];
        let mut masks = [self.masks[k[0]][i0], 0, 0, 0];
        let mut cards = [Card::new(Rank::Two, Suit::Clubs); 16];
        self.level(&k, 1, i0, &mut masks, &mut cards, f);
    }

    /// Chooses the mask of suit `s` (and the ones after it): where suit
    /// `s` holds as many cards as suit `s - 1`, only masks at or after the
    /// previous one's index, so the masks stay in descending order.
    fn level(
        &self,
        k: &[usize; 4],
        s: usize,
        prev: usize,
        masks: &mut [u16; 4],
        cards: &mut [Card; 16],
        f: &mut impl FnMut(&[Card], u32),
    ) {
        if s == 4 {
            let hand = self.hand(masks, cards);
            f(hand, multiplicity(masks));
            return;
        }
        let list = &self.masks[k[s]];
        let start = if k[s] == k[s - 1] { prev } else { 0 };
        for (i, &m) in list.iter().enumerate().skip(start) {
            masks[s] = m;
            self.level(k, s + 1, i, masks, cards, f);
        }
    }

    /// The representative's cards, ascending by index.
    fn hand<'c>(&self, masks: &[u16; 4], cards: &'c mut [Card; 16]) -> &'c [Card] {
        let mut len = 0;
        let mut all: u64 = 0;
        for (s, &m) in masks.iter().enumerate() {
            let mut bits = m;
            while bits != 0 {
                let r = bits.trailing_zeros() as u8 + self.lowest;
                bits &= bits - 1;
                all |= 1u64 << (r * 4 + s as u8);
            }
        }
        while all != 0 {
            let i = all.trailing_zeros() as u8;
            all &= all - 1;
            cards[len] = Card::from_index(i).expect("index below 52");
            len += 1;
        }
        &cards[..len]
    }
}

/// How many hands a class of these (descending) masks holds: 4! over the
/// factorials of the sizes of the groups of equal masks.
fn multiplicity(masks: &[u16; 4]) -> u32 {
    const FACTORIAL: [u32; 5] = [1, 1, 2, 6, 24];
    let mut divisor = 1;
    let mut run = 1;
    for s in 1..4 {
        if masks[s] == masks[s - 1] {
            run += 1;
        } else {
            divisor *= FACTORIAL[run];
            run = 1;
        }
    }
    divisor *= FACTORIAL[run];
    24 / divisor
}

/// The number of classes of `n`-card hands of `game`'s deck, counted
/// without enumerating them (so a planner may know a space's size at
/// once), by Burnside's lemma: the average over the 24 renamings of the
/// hands each leaves unchanged. A renaming with cycles of lengths c1, c2, …
/// fixes a hand exactly when the suits of a cycle hold the same ranks, so
/// it fixes the coefficient of x^n in Π (1 + x^ci)^ranks hands. (The tests
/// hold it against the enumeration.)
pub fn class_count(game: &Game, n: usize) -> u64 {
    let ranks = u64::from(Rank::Ace.index() - game.lowest_rank.index() + 1);
    // The cycle types of the 24 renamings, and how many renamings have each.
    let cycle_types: [(&[usize], u128); 5] = [
        (&[1, 1, 1, 1], 1),
        (&[2, 1, 1], 6),
        (&[2, 2], 3),
        (&[3, 1], 8),
        (&[4], 6),
    ];
    let mut total: u128 = 0;
    for (cycles, count) in cycle_types {
        let mut poly = vec![0u128; n + 1];
        poly[0] = 1;
        for &c in cycles {
            let mut next = vec![0u128; n + 1];
            for (i, &a) in poly.iter().enumerate() {
                for k in 0..=ranks as usize {
                    if i + k * c <= n {
                        next[i + k * c] += a * u128::from(binomial(ranks, k as u64));
                    }
                }
            }
            poly = next;
        }
        total += count * poly[n];
    }
    debug_assert_eq!(total % 24, 0);
    (total / 24) as u64
}

/// Up to `per_category` representatives of each category of `n`-card
/// hands of `game` (classes up to renaming suits; `category` gives a
/// hand's place among the game's categories), picked evenly by reservoir
/// sampling with a fixed seed: the hands whose renamings a sweep up to
/// renaming suits asks first. Rare categories get as many as common ones.
pub fn sample(
    game: &Game,
    n: usize,
    per_category: usize,
    category: impl Fn(&[Card]) -> usize,
) -> Vec<Vec<Card>> {
    let mut rng = crate::random::SplitMix(0x5_0000_0000 | n as u64);
    let mut seen = vec![0u64; game.categories.len()];
    let mut kept: Vec<Vec<Vec<Card>>> = vec![Vec::new(); game.categories.len()];
    SuitClasses::new(game, n).for_each(&mut |cards, _| {
        let c = category(cards);
        seen[c] += 1;
        if kept[c].len() < per_category {
            kept[c].push(cards.to_vec());
        } else {
            let j = rng.below(seen[c]) as usize;
            if j < per_category {
                kept[c][j] = cards.to_vec();
            }
        }
    });
    kept.into_iter().flatten().collect()
}

/// `cards` with the suits renamed by `perm` (a row of [`PERMUTATIONS`]),
/// ascending by index, into `out`.
pub fn rename(cards: &[Card], perm: &[u8; 4], out: &mut Vec<Card>) {
    out.clear();
    out.extend(cards.iter().map(|c| {
        let suit = Suit::from_index(perm[usize::from(c.suit().index())]).expect("suit index");
        Card::new(c.rank(), suit)
    }));
    out.sort_unstable();
}

/// The 24 renamings of `cards` (the identity first), each ascending.
pub fn renamings(cards: &[Card]) -> Vec<Vec<Card>> {
    PERMUTATIONS
        .iter()
        .map(|p| {
            let mut out = Vec::with_capacity(cards.len());
            rename(cards, p, &mut out);
            out
        })
        .collect()
}

/// The canonical key of a hand: its four suit masks sorted as the
/// enumeration orders them. Two hands are in one class exactly when their
/// keys are equal. (Plain and independent of the enumeration; the tests
/// count classes with it.)
pub fn canonical_key(cards: &[Card]) -> [u16; 4] {
    let mut masks = [0u16; 4];
    for c in cards {
        masks[usize::from(c.suit().index())] |= 1 << c.rank().index();
    }
    masks.sort_unstable_by(|a, b| (b.count_ones(), b).cmp(&(a.count_ones(), a)));
    masks
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::combinations::{binomial, Combinations};
    use showdown_evaluators::game::{HOLDEM, SHORT_DECK};
    use std::collections::HashMap;

    /// Every hand's canonical key, counted: the classes and their sizes.
    fn brute_force(game: &Game, n: usize) -> HashMap<[u16; 4], u32> {
        let deck = game.deck();
        let mut counts = HashMap::new();
        let mut combos = Combinations::new(deck.len(), n);
        let mut hand = Vec::with_capacity(n);
        while let Some(ix) = combos.next() {
            hand.clear();
            hand.extend(ix.iter().map(|&i| deck[i]));
            *counts.entry(canonical_key(&hand)).or_insert(0) += 1;
        }
        counts
    }

    #[test]
    fn the_renamings_are_the_24_permutations() {
        let mut seen = PERMUTATIONS.to_vec();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 24);
        assert_eq!(PERMUTATIONS[0], [0, 1, 2, 3]);
        for p in PERMUTATIONS {
            let mut q = p;
            q.sort_unstable();
            assert_eq!(q, [0, 1, 2, 3]);
        }
    }

    #[test]
    fn classes_match_a_brute_force_count_with_their_multiplicities() {
        for (game, max) in [(&HOLDEM, 5), (&SHORT_DECK, 5)] {
            for n in 0..=max {
                let brute = brute_force(game, n);
                let mut seen = HashMap::new();
                SuitClasses::new(game, n).for_each(&mut |cards, m| {
                    assert_eq!(cards.len(), n);
                    assert!(cards.windows(2).all(|w| w[0] < w[1]), "ascending");
                    assert!(cards.iter().all(|c| c.rank() >= game.lowest_rank));
                    let key = canonical_key(cards);
                    assert_eq!(key, canonical_key(cards));
                    assert!(seen.insert(key, m).is_none(), "{game} {n}: {key:?} twice");
                });
                assert_eq!(seen, brute, "{game}, {n} cards");
            }
        }
    }

    #[test]
    fn class_counts_match_burnsides_lemma_for_both_decks() {
        for n in 0..=7 {
            assert_eq!(
                SuitClasses::new(&HOLDEM, n).count().0,
                class_count(&HOLDEM, n),
                "52 cards, {n}"
            );
            assert_eq!(
                SuitClasses::new(&SHORT_DECK, n).count().0,
                class_count(&SHORT_DECK, n),
                "36 cards, {n}"
            );
        }
        // The short deck's, as docs/performance.md gives them.
        let short: Vec<u64> = (5..=7)
            .map(|n| SuitClasses::new(&SHORT_DECK, n).count().0)
            .collect();
        assert_eq!(short, [19_998, 94_476, 383_274]);
    }

    #[test]
    fn class_counts_are_the_published_ones_and_hold_every_hand() {
        for (n, &published) in PUBLISHED_52.iter().enumerate() {
            let (classes, hands) = SuitClasses::new(&HOLDEM, n).count();
            assert_eq!(classes, published, "{n} cards");
            assert_eq!(class_count(&HOLDEM, n), published, "{n} cards, by Burnside");
            assert_eq!(hands, binomial(52, n as u64), "{n} cards");
        }
        for n in 5..=7 {
            let (_, hands) = SuitClasses::new(&SHORT_DECK, n).count();
            assert_eq!(hands, binomial(36, n as u64), "short deck, {n} cards");
        }
    }

    #[test]
    fn the_parallel_fold_visits_what_the_single_thread_does() {
        let classes = SuitClasses::new(&HOLDEM, 4);
        let done = AtomicU64::new(0);
        let (count, hands) = classes.fold(
            &done,
            || (0u64, 0u64),
            |acc, _, m| {
                acc.0 += 1;
                acc.1 += u64::from(m);
            },
            |a, b| (a.0 + b.0, a.1 + b.1),
        );
        assert_eq!((count, hands), classes.count());
        assert_eq!(done.load(Ordering::Relaxed), binomial(52, 4));
    }

    #[test]
    fn renaming_keeps_the_class_and_reaches_every_member() {
        let distinct = |hand: &[Card]| {
            let mut d = renamings(hand);
            d.sort();
            d.dedup();
            d.len()
        };
        let hand = showdown_evaluators::card::parse_cards("As Ks 7h 6c 2d").unwrap();
        let all = renamings(&hand);
        // The four suits hold different masks: the class holds 24 hands.
        assert_eq!(distinct(&hand), 24);
        // Hearts and clubs hold the same mask ({7}): 12.
        let pairs = showdown_evaluators::card::parse_cards("As Ks 7h 7c 2d").unwrap();
        assert_eq!(distinct(&pairs), 12);
        assert!(all.iter().all(|h| canonical_key(h) == canonical_key(&hand)));
        let flush = showdown_evaluators::card::parse_cards("As Ks 7s 5s 2s").unwrap();
        assert_eq!(distinct(&flush), 4);
    }
}
