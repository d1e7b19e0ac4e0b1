//! The reference evaluator: correct on every hand of 1 to 7 distinct cards,
//! table-driven, no allocation per call.
//!
//! # Strength
//! One integer, `category << 12 | index`, where `index` orders the hands of
//! that category (0 = weakest). For 5 to 7 cards the index is the rank of
//! the best five cards among the category's five-card classes, so all 5-, 6-
//! and 7-card hands share one scale of 7,462 classes. For 1 to 4 cards only
//! rank multiplicities count (no straights or flushes), missing cards count as
//! the worst kickers, and the index is dense among hands of that size.
//!
//! # Design
//! Each card contributes two 64-bit words that are simply added (or OR-ed),
//! so a hand's state is built incrementally and sweeps share work between
//! consecutive hands ([`HandState`]):
//! - `key`: the top 24 bits hold the sum, modulo 2^24, of per-rank keys
//!   ([`RANK_KEYS`]) chosen so that every multiset of at most 7 ranks with at
//!   most 4 of each has its own sum; the addition wraps there by itself. The
//!   low 24 bits hold one 6-bit field per suit to which each card of that
//!   suit adds 7, so a field reaches 32 (bit 5 set) exactly when the suit
//!   has five or more cards (4 × 7 = 28, 5 × 7 = 35, 7 × 7 = 49 < 64):
//!   `key & 0x820820` detects a flush in one test, and the empty hand is
//!   all zeros (no bias to add).
//! - `mask`: 16 bits per suit, bit `rank` set for each card held.
//!
//! Evaluation is then one of two lookups, both in one `static` of tables
//! that `build.rs` generates at compile time from plain rules
//! ([`tables::TABLES`]; no start-up work, no pointer to follow, one base
//! address for every lookup):
//! - no flush (about 97% of random 7-card hands): a row-displacement perfect
//!   hash of the 24-bit rank-key sum. Its top 13 bits pick a row; the slot
//!   is `sum + rank_offsets[row]` (8,192 × `u32` = 32 KiB, each the row's
//!   start minus the row's first sum, wrapping), masked to the table's
//!   2^17 slots; `rank[slot]` is the strength (84,834 used slots × `u16` =
//!   166 KiB for 76,154 rank multisets, 90% full). Two dependent loads.
//! - flush: the flush suit's 13-bit rank mask indexes `flush`
//!   (8,192 × `u16` = 16 KiB). One load, out of line (`flush_of`, cold),
//!   so the common path keeps its own short tail.
//!
//! Each card's words come from 256-entry `u64` tables indexed by the card's
//! byte ([`HandState::of_card`]): one load that scales its index by itself,
//! no bounds check. From cards ([`Reference::strength`]) only the `key`
//! words are summed (one load and one add per card); the `mask` words are
//! gathered only when there is a flush, and the same happens after inlining
//! when a state built with [`HandState::of_card`] is only evaluated. Every
//! table index is masked or sized so that it is in bounds by construction
//! for any input, so there are no bounds checks and no `unsafe`. See
//! `docs/performance.md` for instruction counts and the measured ratios.
//!
//! The proof that this is right is exhaustive: the category counts and the
//! number of distinct strengths over all 5-, 6- and 7-card hands, and an
//! order check against [`crate::subset::BestOfSubsets`] over every hand.

#[cfg(test)]
mod builder;
mod keys;
pub mod tables;

use crate::card::Card;
use crate::category::Category;
use crate::combinations::Combinations;
use crate::evaluator::EvaluatorInfo;
use crate::evaluator::{Deviation, Domain, Evaluator, Rejected, Strength, Verdict};

use keys::KEY_BITS;
pub use keys::RANK_KEYS;

/// Where the rank-key sum sits in [`HandState::key`]: the top `KEY_BITS`.
const KEY_SHIFT: u32 = 64 - KEY_BITS;

/// Bits of one suit's field in [`HandState::key`].
const SUIT_FIELD_BITS: u32 = 6;
/// What each card adds to its suit's field.
const SUIT_STEP: u64 = 7;
/// Bit 5 of each suit's field: set when that suit has 5 or more cards.
const FLUSH_BITS: u64 = 0x82_0820;

/// The additive state of a hand: see the module docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandState {
    /// The top 24 bits: the sum, modulo 2^24, of the cards' rank keys
    /// ([`RANK_KEYS`]). The low 24 bits: one 6-bit field per suit, 7 per
    /// card of the suit, so bit 5 of a field is set when that suit has
    /// five or more cards.
    pub key: u64,
    /// The cards held: bit `16 * suit index + rank index` for each.
    pub mask: u64,
}

impl HandState {
    /// The state of the empty hand.
    pub const EMPTY: HandState = HandState { key: 0, mask: 0 };

    /// The contribution of one card: its `key` and `mask` words, each from
    /// a 256-entry table of `u64` indexed by the card's byte (no arithmetic,
    /// no bounds check, and a stride the load can scale by itself). When
    /// the state is only evaluated, the `mask` loads are needed only for a
    /// flush, and the compiler moves them there.
    #[inline(always)]
    pub const fn of_card(c: Card) -> HandState {
        HandState {
            key: CARD_KEYS[c.index() as usize],
            mask: CARD_MASKS[c.index() as usize],
        }
    }

    /// [`HandState::of_card`], computed.
    const fn computed(c: Card) -> HandState {
        let r = c.index() >> 2;
        let s = c.index() & 3;
        HandState {
            key: ((RANK_KEYS[r as usize] as u64) << KEY_SHIFT)
                | (SUIT_STEP << (SUIT_FIELD_BITS * s as u32)),
            mask: 1u64 << (16 * s + r),
        }
    }

    /// This hand plus one card (the card must not be in it already).
    #[inline(always)]
    pub const fn add(self, other: HandState) -> HandState {
        HandState {
            key: self.key.wrapping_add(other.key),
            mask: self.mask | other.mask,
        }
    }

    /// The state of a hand.
    #[inline]
    pub fn of_cards(cards: &[Card]) -> HandState {
        let mut h = HandState::EMPTY;
        for &c in cards {
            h = h.add(HandState::of_card(c));
        }
        h
    }
}

/// [`HandState::of_card`] for every canonical index.
pub static CARD_STATES: [HandState; 52] = {
    let mut t = [HandState { key: 0, mask: 0 }; 52];
    let mut i = 0;
    while i < 52 {
        t[i] = HandState::computed(Card::from_index(i as u8).unwrap());
        i += 1;
    }
    t
};

/// The `key` words of [`CARD_STATES`], padded to 256 entries so that any
/// `u8` index is in bounds by construction (a [`Card`]'s index is below 52;
/// the padding is never read).
const CARD_KEYS: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut i = 0;
    while i < 52 {
        t[i] = HandState::computed(Card::from_index(i as u8).unwrap()).key;
        i += 1;
    }
    t
};

/// The `mask` words of [`CARD_STATES`], padded like [`CARD_KEYS`].
const CARD_MASKS: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut i = 0;
    while i < 52 {
        t[i] = HandState::computed(Card::from_index(i as u8).unwrap()).mask;
        i += 1;
    }
    t
};

/// The strength of a hand with a flush (`key & FLUSH_BITS` ≠ 0): the best
/// flush of the suit with five or more cards. Out of line and cold, so the
/// common path (no flush, about 97% of random 7-card hands) keeps its own
/// short tail.
#[cold]
#[inline(never)]
fn flush_of(key: u64, mask: u64) -> u16 {
    let suit = (key & FLUSH_BITS).trailing_zeros() / SUIT_FIELD_BITS;
    tables::flush_strength(mask >> (16 * suit))
}

/// The category of a reference strength.
#[inline]
pub const fn category_of(strength: u16) -> Category {
    match Category::from_index((strength >> 12) as u8) {
        Some(c) => c,
        None => Category::HighCard,
    }
}

/// The fast, correct evaluator (its tables are `static`: see [`tables`]).
#[derive(Clone, Copy)]
pub struct Reference {
    _private: (),
}

impl Default for Reference {
    fn default() -> Self {
        Reference::new()
    }
}

impl Reference {
    /// The evaluator (free: the tables are compiled in).
    pub const fn new() -> Reference {
        Reference { _private: () }
    }

    /// The strength of a hand state (1 to 7 distinct cards).
    #[inline(always)]
    pub fn strength_of_state(&self, h: HandState) -> u16 {
        if h.key & FLUSH_BITS != 0 {
            flush_of(h.key, h.mask)
        } else {
            tables::rank_strength((h.key >> KEY_SHIFT) as u32)
        }
    }

    /// The strength of 1 to 7 distinct cards. The result for more than 7
    /// cards or repeated cards is unspecified (but never unsafe).
    ///
    /// Only the `key` words are summed; the `mask` words are gathered only
    /// in the rare case of a flush.
    #[inline(always)]
    pub fn strength(&self, cards: &[Card]) -> u16 {
        let mut key = 0u64;
        for &c in cards {
            key = key.wrapping_add(CARD_KEYS[c.index() as usize]);
        }
        if key & FLUSH_BITS == 0 {
            tables::rank_strength((key >> KEY_SHIFT) as u32)
        } else {
            let mut mask = 0;
            for &c in cards {
                mask |= CARD_MASKS[c.index() as usize];
            }
            flush_of(key, mask)
        }
    }

    /// The category of 1 to 7 distinct cards.
    #[inline]
    pub fn category(&self, cards: &[Card]) -> Category {
        category_of(self.strength(cards))
    }

    /// The best five cards, most significant first (the groups by size then
    /// rank; a wheel as 5-4-3-2-A). Fewer than five cards: all of them, in
    /// that order.
    pub fn best_five(&self, cards: &[Card]) -> Vec<Card> {
        let mut best: Vec<Card> = if cards.len() <= 5 {
            cards.to_vec()
        } else {
            let target = self.strength(cards);
            let mut found = cards[..5].to_vec();
            let mut combos = Combinations::new(cards.len(), 5);
            while let Some(ix) = combos.next() {
                let five: Vec<Card> = ix.iter().map(|&i| cards[i]).collect();
                if self.strength(&five) == target {
                    found = five;
                    break;
                }
            }
            found
        };
        let category = self.category(&best);
        order_by_significance(&mut best, category);
        best
    }
}

/// Sorts cards the way a player reads the hand: bigger groups first, then
/// higher ranks, suits as a last tie-break; a wheel straight puts the ace last.
pub fn order_by_significance(cards: &mut [Card], category: Category) {
    let mut counts = [0u8; 13];
    for c in cards.iter() {
        counts[c.rank().index() as usize] += 1;
    }
    cards.sort_by(|a, b| {
        let ka = (counts[a.rank().index() as usize], a.rank(), a.suit());
        let kb = (counts[b.rank().index() as usize], b.rank(), b.suit());
        kb.cmp(&ka)
    });
    let is_straightish = matches!(category, Category::Straight | Category::StraightFlush);
    if is_straightish
        && cards.len() == 5
        && cards[0].rank() == crate::card::Rank::Ace
        && cards[1].rank() == crate::card::Rank::Five
    {
        cards.rotate_left(1);
    }
}

static INFO: EvaluatorInfo = EvaluatorInfo::holdem(
    "reference",
    Domain::range(1, 7),
    true,
    "category and one integer: category << 12 | index within the category",
    "showdown (table-driven; proven by exhaustive comparison with best-of-subsets)",
);

impl Evaluator for Reference {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }
    fn best_five(&self, cards: &[Card]) -> Option<Vec<Card>> {
        (!cards.is_empty() && cards.len() <= 7).then(|| Reference::best_five(self, cards))
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        if cards.is_empty() || cards.len() > 7 {
            return Err(Rejected::Invalid(format!(
                "{} cards: the reference takes 1 to 7",
                cards.len()
            )));
        }
        if crate::card::card_mask(cards).count_ones() as usize != cards.len() {
            return Err(Rejected::Invalid("a card appears twice".into()));
        }
        let s = self.strength(cards);
        Ok(Verdict::new(
            category_of(s),
            Some(Strength::single(s as i64)),
        ))
    }
    fn deviations(&self) -> &[Deviation] {
        &[]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every `n`-card hand in lexicographic order of card indices, until
    /// `limit` hands.
    fn hands<const N: usize>(limit: usize) -> Vec<[Card; N]> {
        let mut out = Vec::new();
        let mut ix: [usize; N] = std::array::from_fn(|i| i);
        loop {
            out.push(ix.map(|i| Card::from_index(i as u8).unwrap()));
            if out.len() == limit {
                return out;
            }
            let Some(i) = (0..N).rev().find(|&i| ix[i] < 52 - N + i) else {
                return out;
            };
            ix[i] += 1;
            for j in i + 1..N {
                ix[j] = ix[j - 1] + 1;
            }
        }
    }

    /// Pseudo-random hands of `N` distinct cards (xorshift, fixed seed).
    fn random_hands<const N: usize>(count: usize) -> Vec<[Card; N]> {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        (0..count)
            .map(|_| {
                let mut mask = 0u64;
                let mut hand = [Card::from_index(0).unwrap(); N];
                let mut k = 0;
                while k < N {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    let i = (x % 52) as u8;
                    if mask & 1 << i == 0 {
                        mask |= 1 << i;
                        hand[k] = Card::from_index(i).unwrap();
                        k += 1;
                    }
                }
                hand
            })
            .collect()
    }

    /// The slice path ([`Reference::strength`], which sums only the `key`
    /// words and gathers the `mask` words for a flush) against the state
    /// path on `hands`; returns how many of them are flushes.
    fn slice_is_state<const N: usize>(hands: &[[Card; N]]) -> usize {
        let r = Reference::new();
        let mut flushes = 0;
        for hand in hands {
            let got = r.strength(hand);
            assert_eq!(
                got,
                r.strength_of_state(HandState::of_cards(hand)),
                "{hand:?}"
            );
            flushes += usize::from(category_of(got) == Category::Flush);
        }
        flushes
    }

    #[test]
    fn the_slice_path_gives_every_hand_the_state_paths_strength() {
        // Every five-card hand (5,108 flushes among them).
        let all5 = hands::<5>(usize::MAX);
        assert_eq!(all5.len(), 2_598_960);
        assert_eq!(slice_is_state(&all5), 5_108);
        // Random hands of every size.
        assert!(slice_is_state(&random_hands::<7>(300_000)) > 0);
        slice_is_state(&random_hands::<6>(200_000));
        slice_is_state(&random_hands::<4>(100_000));
        slice_is_state(&random_hands::<3>(100_000));
        slice_is_state(&random_hands::<2>(10_000));
        slice_is_state(&random_hands::<1>(52));
        // The first hands of the nested order.
        slice_is_state(&hands::<7>(100_000));
    }
}
