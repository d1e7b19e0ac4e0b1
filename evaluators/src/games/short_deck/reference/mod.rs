//! The fast short-deck evaluator, [`ShortDeckReference`]: table-driven, no
//! allocation per call, one shared strength scale for 5, 6 and 7 cards.
//!
//! # Strength
//! One integer, `position << 12 | index`: `position` is where the category
//! stands in the game ([`Game::rank_of`], 0 for high card), and `index`
//! numbers the five-card classes of that category from the weakest (0). A
//! six- or seven-card hand scores as its best five, so all sizes share one
//! scale of 1,404 classes; the two rule sets differ only in which of
//! straight and three of a kind has position 3 and which 4.
//!
//! # Design
//! The same shape as the hold'em reference, on 9 ranks instead of 13, with
//! tables of its own:
//! - each card contributes one 64-bit word ([`CARD_KEYS`]); the words of a
//!   hand are added. The top 19 bits hold the sum, modulo 2^19, of per-rank
//!   keys ([`RANK_KEYS`]) chosen so that every multiset of at most 7 of the
//!   9 ranks (at most 4 of each) has a sum of its own; the low 16 bits count
//!   cards per suit, one nibble each starting at 3, so bit 3 of a nibble is
//!   set exactly when that suit has five or more cards;
//! - no flush (about 97.8% of random seven-card hands): a row-displacement
//!   perfect hash of the rank-key sum, row = its top 11 bits, column = its
//!   low 8 bits: `ranks[column + offsets[row]]`. The 10,230 rank multisets
//!   of 5 to 7 cards fill 10,357 slots (about 20 KiB) of a 16,384-slot
//!   `u16` table, and the 2,048 row starts take 4 KiB;
//! - flush: the flush suit's 9-bit rank mask indexes a 512-entry table.
//!
//! In seven cards of a 36-card deck a flush always wins: a straight flush is
//! found by the flush table, and no seven cards hold both a flush and four
//! of a kind or a full house (five suited cards have five different ranks;
//! the two others add at most three of a kind or two pair). So the flush
//! test decides which table to read.
//!
//! The tables are built from the rules on the first evaluation (tens of
//! milliseconds, once per rule set, behind a [`std::sync::OnceLock`]), so
//! making an evaluator is free; after that a call pays one atomic load.
//! Every lookup masks its index to the table's length, so any input stays
//! in bounds without `unsafe`.

use super::invalid_hand;
use crate::card::{Card, Rank};
use crate::category::Category;
use crate::combinations::Combinations;
use crate::evaluator::{CardOrder, Domain, Evaluator, EvaluatorInfo, Rejected, Strength, Verdict};
use crate::game::{Game, SHORT_DECK, SHORT_DECK_TRIPS_OVER_STRAIGHT};
use std::borrow::Cow;
use std::sync::OnceLock;

/// The lowest rank of the short deck, as a [`Rank`] index (the six).
const LOW: u8 = Rank::Six.index();

/// Rank-key sums are kept modulo `2^KEY_BITS`, in the top bits of a key word.
const KEY_BITS: u32 = 19;
const KEY_SHIFT: u32 = 64 - KEY_BITS;

/// Greedy keys (six first): each the smallest keeping all sums of at most 7
/// keys, at most 4 of each, distinct as integers. The largest sum is
/// 4 · 103,066 + 3 · 30,823 = 504,733 < 2^19, so the sums stay distinct
/// modulo 2^19 too.
const GREEDY_KEYS: [u32; 9] = [1, 5, 24, 112, 521, 2247, 9244, 30823, 103066];

/// An odd multiplier: multiplying by it is a bijection modulo 2^19, so the
/// sums stay distinct, and it scatters them evenly over the hash's rows (the
/// best packing among a few random odd numbers).
const MULTIPLIER: u32 = 420_619;

/// The per-rank keys, six first: `GREEDY_KEYS[r] * MULTIPLIER mod 2^19`.
pub const RANK_KEYS: [u32; 9] = {
    let mut k = [0u32; 9];
    let mut i = 0;
    while i < 9 {
        k[i] = ((GREEDY_KEYS[i] as u64 * MULTIPLIER as u64) & ((1 << KEY_BITS) - 1)) as u32;
        i += 1;
    }
    k
};

/// Initial suit counters: 3 in each nibble.
const SUIT_BIAS: u64 = 0x3333;
/// Bit 3 of each suit nibble: set when that suit has five or more cards.
const FLUSH_BITS: u64 = 0x8888;

/// Column bits of the perfect hash.
const COLUMN_BITS: u32 = 8;
const COLUMN_MASK: u32 = (1 << COLUMN_BITS) - 1;
/// Rows of the perfect hash.
const ROWS: usize = 1 << (KEY_BITS - COLUMN_BITS);
/// Slots of the rank table (a power of two, so a masked index is in bounds).
const RANK_SLOTS: usize = 1 << 14;
/// Entries of the flush table: one per 9-bit rank mask.
const FLUSH_SLOTS: usize = 1 << 9;

/// The key word of each canonical card index, padded to 64 so that an index
/// masked with 63 is in bounds: the rank key in the top 19 bits and a 1 in
/// the card's suit nibble. Cards below the six (not in the deck) count 0.
pub static CARD_KEYS: [u64; 64] = {
    let mut t = [0u64; 64];
    let mut i = 0;
    while i < 52 {
        let rank = (i / 4) as u8;
        if rank >= LOW {
            t[i] = ((RANK_KEYS[(rank - LOW) as usize] as u64) << KEY_SHIFT) | 1 << (4 * (i % 4));
        }
        i += 1;
    }
    t
};

/// The mask word of each canonical card index: bit `16 * suit + rank - 6`.
static CARD_MASKS: [u64; 64] = {
    let mut t = [0u64; 64];
    let mut i = 0;
    while i < 52 {
        let rank = (i / 4) as u8;
        if rank >= LOW {
            t[i] = 1 << (16 * (i % 4) + (rank - LOW) as usize);
        }
        i += 1;
    }
    t
};

/// One rule set's tables.
struct Tables {
    /// Strength of the best five of one suit's ranks, by 9-bit rank mask
    /// (0 below five ranks).
    flush: [u16; FLUSH_SLOTS],
    /// The start slot of each row of the perfect hash.
    offsets: [u16; ROWS],
    /// Strength of each rank multiset of 5 to 7 cards, at its slot.
    ranks: [u16; RANK_SLOTS],
    /// Slots of `ranks` in use.
    used: usize,
}

impl Tables {
    #[inline(always)]
    fn rank(&self, sum: u32) -> u16 {
        let row = (sum >> COLUMN_BITS) as usize & (ROWS - 1);
        let slot = (sum & COLUMN_MASK) as usize + self.offsets[row] as usize;
        self.ranks[slot & (RANK_SLOTS - 1)]
    }

    #[inline(always)]
    fn flush(&self, mask: u64) -> u16 {
        self.flush[(mask & (FLUSH_SLOTS as u64 - 1)) as usize]
    }
}

/// The tables of the usual rules, built on first use.
static USUAL: OnceLock<Tables> = OnceLock::new();
/// The tables of three of a kind over a straight, built on first use.
static TRIPS: OnceLock<Tables> = OnceLock::new();

mod build;
use build::build;

// ---------------------------------------------------------------------------
// The evaluator.

/// The fast, correct short-deck evaluator, for either rule set (see the
/// module docs for its strength and design). Cheap to copy; the tables are
/// shared.
#[derive(Clone, Copy)]
pub struct ShortDeckReference {
    tables: &'static OnceLock<Tables>,
    game: &'static Game,
    info: &'static EvaluatorInfo,
}

static INFO_USUAL: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("reference-short-deck"),
    game: &SHORT_DECK,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "category and one integer: position of the category in the game << 12 | index within it",
    ),
    source: Cow::Borrowed(
        "showdown (table-driven; proven by exhaustive comparison with best-of-subsets-short-deck)",
    ),
};

static INFO_TRIPS: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("reference-short-deck-trips"),
    game: &SHORT_DECK_TRIPS_OVER_STRAIGHT,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "category and one integer: position of the category in the game << 12 | index within it",
    ),
    source: Cow::Borrowed(
        "showdown (table-driven; proven by exhaustive comparison with best-of-subsets-short-deck-trips)",
    ),
};

impl std::fmt::Debug for ShortDeckReference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ShortDeckReference")
            .field("game", &self.game.id)
            .finish()
    }
}

impl Default for ShortDeckReference {
    /// The usual rules ([`SHORT_DECK`]).
    fn default() -> Self {
        ShortDeckReference::usual()
    }
}

impl ShortDeckReference {
    /// The evaluator for the usual rules (`trips_over_straight == false`,
    /// [`SHORT_DECK`]) or for three of a kind over a straight
    /// ([`SHORT_DECK_TRIPS_OVER_STRAIGHT`]). Free: that rule set's tables
    /// are built on the first evaluation.
    pub fn new(trips_over_straight: bool) -> ShortDeckReference {
        ShortDeckReference {
            tables: if trips_over_straight { &TRIPS } else { &USUAL },
            game: if trips_over_straight {
                &SHORT_DECK_TRIPS_OVER_STRAIGHT
            } else {
                &SHORT_DECK
            },
            info: if trips_over_straight {
                &INFO_TRIPS
            } else {
                &INFO_USUAL
            },
        }
    }

    /// The evaluator for [`SHORT_DECK`] (a straight beats three of a kind).
    pub fn usual() -> ShortDeckReference {
        ShortDeckReference::new(false)
    }

    /// The evaluator for [`SHORT_DECK_TRIPS_OVER_STRAIGHT`].
    pub fn trips_over_straight() -> ShortDeckReference {
        ShortDeckReference::new(true)
    }

    /// The evaluator for `game`, if it is one of the two short-deck games.
    pub fn for_game(game: &'static Game) -> Option<ShortDeckReference> {
        match game.id {
            id if id == SHORT_DECK.id => Some(ShortDeckReference::usual()),
            id if id == SHORT_DECK_TRIPS_OVER_STRAIGHT.id => {
                Some(ShortDeckReference::trips_over_straight())
            }
            _ => None,
        }
    }

    /// The game whose rules it applies.
    pub fn game(&self) -> &'static Game {
        self.game
    }

    /// The tables, built on the first call (one atomic load after that).
    #[inline(always)]
    fn tables(&self) -> &'static Tables {
        match self.tables.get() {
            Some(t) => t,
            None => self.build_tables(),
        }
    }

    #[cold]
    #[inline(never)]
    fn build_tables(&self) -> &'static Tables {
        self.tables.get_or_init(|| build(self.game))
    }

    /// The strength of 5 to 7 distinct cards of the 36-card deck (higher is
    /// better; one scale for 5, 6 and 7 cards). The result for other input
    /// (fewer or more cards, repeated cards, cards below the six) is
    /// unspecified, but never unsafe; [`Evaluator::evaluate`] checks it.
    #[inline(always)]
    pub fn strength(&self, cards: &[Card]) -> u16 {
        let mut key = SUIT_BIAS;
        for &c in cards {
            key = key.wrapping_add(CARD_KEYS[(c.index() & 63) as usize]);
        }
        let tables = self.tables();
        let suits = key & FLUSH_BITS;
        if suits == 0 {
            tables.rank((key >> KEY_SHIFT) as u32)
        } else {
            let mut mask = 0;
            for &c in cards {
                mask |= CARD_MASKS[(c.index() & 63) as usize];
            }
            tables.flush(mask >> (16 * (suits.trailing_zeros() >> 2)))
        }
    }

    /// The category of a strength of this evaluator.
    #[inline]
    pub fn category_of(&self, strength: u16) -> Category {
        self.game
            .categories
            .get((strength >> 12) as usize)
            .copied()
            .unwrap_or(Category::HighCard)
    }

    /// The category of 5 to 7 distinct cards of the 36-card deck.
    #[inline]
    pub fn category(&self, cards: &[Card]) -> Category {
        self.category_of(self.strength(cards))
    }

    /// The best five of 5 to 7 cards, most significant first: bigger groups
    /// first, then higher ranks (suits break ties); A-6-7-8-9 as 9-8-7-6-A.
    pub fn best_five(&self, cards: &[Card]) -> Vec<Card> {
        let mut best: Vec<Card> = if cards.len() <= 5 {
            cards.to_vec()
        } else {
            let target = self.strength(cards);
            let mut found = cards[..5].to_vec();
            let mut combos = Combinations::new(cards.len(), 5);
            let mut five = [cards[0]; 5];
            while let Some(ix) = combos.next() {
                for (slot, &i) in five.iter_mut().zip(ix) {
                    *slot = cards[i];
                }
                if self.strength(&five) == target {
                    found = five.to_vec();
                    break;
                }
            }
            found
        };
        let category = self.category(&best);
        let mut counts = [0u8; 13];
        for c in &best {
            counts[c.rank().index() as usize] += 1;
        }
        best.sort_by(|a, b| {
            let ka = (counts[a.rank().index() as usize], a.rank(), a.suit());
            let kb = (counts[b.rank().index() as usize], b.rank(), b.suit());
            kb.cmp(&ka)
        });
        if matches!(category, Category::Straight | Category::StraightFlush)
            && best.len() == 5
            && best[0].rank() == Rank::Ace
            && best[1].rank() == Rank::Nine
        {
            best.rotate_left(1);
        }
        best
    }

    /// Slots of the rank table in use (for the docs and tests).
    pub fn rank_table_slots(&self) -> usize {
        self.tables().used
    }
}

impl Evaluator for ShortDeckReference {
    fn info(&self) -> &EvaluatorInfo {
        self.info
    }

    fn best_five(&self, cards: &[Card]) -> Option<Vec<Card>> {
        super::invalid_hand(cards)
            .is_none()
            .then(|| ShortDeckReference::best_five(self, cards))
    }

    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        if let Some(why) = invalid_hand(cards) {
            return Err(Rejected::Invalid(why));
        }
        let s = self.strength(cards);
        Ok(Verdict::new(
            self.category_of(s),
            Some(Strength::single(s as i64)),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::build::{multisets, rank_sum, straight_top};
    use super::*;

    #[test]
    fn rank_keys_give_distinct_sums_for_every_multiset_of_up_to_seven() {
        let mut sums = Vec::new();
        fn go(r: usize, n: u8, cur: &mut [u8; 9], sums: &mut Vec<u32>) {
            if r == 9 {
                sums.push(rank_sum(cur));
                return;
            }
            for c in 0..=4u8.min(7 - n) {
                cur[r] = c;
                go(r + 1, n + c, cur, sums);
            }
            cur[r] = 0;
        }
        go(0, 0, &mut [0; 9], &mut sums);
        let n = sums.len();
        sums.sort_unstable();
        sums.dedup();
        assert_eq!(sums.len(), n, "two rank multisets share a key sum");
        assert_eq!(n, 10_945, "with the empty one");
        // The greedy keys' largest integer sum fits the key bits.
        let largest = 4 * GREEDY_KEYS[8] + 3 * GREEDY_KEYS[7];
        assert!(largest < 1 << KEY_BITS);
    }

    #[test]
    fn every_multiset_has_its_own_slot() {
        let t = ShortDeckReference::usual().tables();
        let mut slots = Vec::new();
        multisets(&mut |counts| {
            let sum = rank_sum(counts);
            let row = (sum >> COLUMN_BITS) as usize;
            let slot = (sum & COLUMN_MASK) as usize + t.offsets[row] as usize;
            assert!(slot < t.used);
            slots.push(slot);
        });
        let n = slots.len();
        assert_eq!(n, 10_230);
        slots.sort_unstable();
        slots.dedup();
        assert_eq!(slots.len(), n, "two multisets share a slot");
    }

    #[test]
    fn straight_tops() {
        assert_eq!(straight_top(0x1f0), Some(8), "T-J-Q-K-A");
        assert_eq!(straight_top(0x01f), Some(4), "6-7-8-9-T");
        assert_eq!(straight_top(0x10f), Some(3), "A-6-7-8-9: nine-high");
        assert_eq!(straight_top(0x11f), Some(4), "A-6-…-T: ten-high");
        assert_eq!(straight_top(0x1e1), None, "no Q-K-A-6-7");
        assert_eq!(straight_top(0x0f1), None);
    }

    #[test]
    fn flush_table_is_zero_below_five_ranks() {
        let t = ShortDeckReference::trips_over_straight().tables();
        for mask in 0..FLUSH_SLOTS {
            assert_eq!(t.flush[mask] == 0, mask.count_ones() < 5, "{mask:#x}");
        }
    }
}
