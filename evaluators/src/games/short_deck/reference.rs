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

// ---------------------------------------------------------------------------
// Building the tables from the rules, on rank counts and rank masks (short
// ranks: 0 = six … 8 = ace).

/// The top short rank of a five-long run in a 9-bit rank mask, if any;
/// A-6-7-8-9 counts as nine-high (short rank 3).
fn straight_top(mask: u16) -> Option<u8> {
    (4..9u8)
        .rev()
        .find(|&top| (mask >> (top - 4)) & 0x1f == 0x1f)
        .or((mask & 0x10f == 0x10f).then_some(3))
}

/// A sort key of five cards under `game`: the category's position in bits
/// 20.., then up to five short ranks, 4 bits each, most significant first.
fn pack(game: &Game, cat: Category, ranks: &[u8]) -> u32 {
    let mut k = (game.rank_of(cat) as u32) << 20;
    for (i, &r) in ranks.iter().enumerate() {
        k |= (r as u32) << (16 - 4 * i);
    }
    k
}

/// Key of five cards of one suit, as a mask with exactly five ranks.
fn flush_five_key(game: &Game, mask: u16) -> u32 {
    match straight_top(mask) {
        Some(top) => pack(game, Category::StraightFlush, &[top]),
        None => {
            let mut ranks = [0u8; 5];
            let mut n = 0;
            for r in (0..9u8).rev() {
                if mask & 1 << r != 0 && n < 5 {
                    ranks[n] = r;
                    n += 1;
                }
            }
            pack(game, Category::Flush, &ranks[..n])
        }
    }
}

/// Key of a five-card rank multiset not all of one suit.
fn rank_five_key(game: &Game, counts: &[u8; 9]) -> u32 {
    // (count, rank), bigger groups first, then higher ranks.
    let mut groups = [(0u8, 0u8); 5];
    let mut n = 0;
    let mut mask = 0u16;
    for r in 0..9u8 {
        let c = counts[r as usize];
        if c > 0 && n < 5 {
            groups[n] = (c, r);
            n += 1;
            mask |= 1 << r;
        }
    }
    let groups = &mut groups[..n];
    groups.sort_unstable_by(|a, b| b.cmp(a));
    let mut ranks = [0u8; 5];
    for (slot, g) in ranks.iter_mut().zip(groups.iter()) {
        *slot = g.1;
    }
    let second = groups.get(1).map_or(0, |g| g.0);
    let cat = match (groups[0].0, second) {
        (4, _) => Category::FourOfAKind,
        (3, 2) => Category::FullHouse,
        (3, _) => Category::ThreeOfAKind,
        (2, 2) => Category::TwoPair,
        (2, _) => Category::OnePair,
        _ => match straight_top(mask) {
            Some(top) => return pack(game, Category::Straight, &[top]),
            None => Category::HighCard,
        },
    };
    pack(game, cat, &ranks[..n])
}

/// Calls `f` on every rank multiset of 5 to 7 cards (at most 4 of a rank).
fn multisets(f: &mut impl FnMut(&[u8; 9])) {
    fn go(r: usize, n: u8, cur: &mut [u8; 9], f: &mut impl FnMut(&[u8; 9])) {
        if r == 9 {
            if n >= 5 {
                f(cur);
            }
            return;
        }
        for c in 0..=4u8.min(7 - n) {
            cur[r] = c;
            go(r + 1, n + c, cur, f);
        }
        cur[r] = 0;
    }
    go(0, 0, &mut [0; 9], f);
}

/// Calls `f` on every five-card sub-multiset of `counts`.
fn five_card_parts(counts: &[u8; 9], f: &mut impl FnMut(&[u8; 9])) {
    fn go(counts: &[u8; 9], r: usize, left: u8, cur: &mut [u8; 9], f: &mut impl FnMut(&[u8; 9])) {
        if left == 0 {
            f(cur);
            return;
        }
        if r == 9 {
            return;
        }
        for c in 0..=counts[r].min(left) {
            cur[r] = c;
            go(counts, r + 1, left - c, cur, f);
        }
        cur[r] = 0;
    }
    go(counts, 0, 5, &mut [0; 9], f);
}

/// The rank-key sum of a multiset, as the evaluator adds it.
fn rank_sum(counts: &[u8; 9]) -> u32 {
    let sum = counts
        .iter()
        .zip(RANK_KEYS)
        .fold(0u64, |s, (&c, k)| s + c as u64 * k as u64);
    (sum & ((1 << KEY_BITS) - 1)) as u32
}

fn build(game: &'static Game) -> Tables {
    // The five-card classes: every non-flush multiset of five and every
    // five-rank suit mask, numbered within their category.
    let mut keys = Vec::new();
    multisets(&mut |counts| {
        if counts.iter().sum::<u8>() == 5 {
            keys.push(rank_five_key(game, counts));
        }
    });
    for mask in 0u16..FLUSH_SLOTS as u16 {
        if mask.count_ones() == 5 {
            keys.push(flush_five_key(game, mask));
        }
    }
    keys.sort_unstable();
    keys.dedup();
    let mut strengths = Vec::with_capacity(keys.len());
    let mut index = 0u16;
    for (i, &k) in keys.iter().enumerate() {
        if i > 0 && keys[i - 1] >> 20 != k >> 20 {
            index = 0;
        }
        strengths.push(((k >> 20) as u16) << 12 | index);
        index += 1;
    }
    let strength_of = |key: u32| strengths[keys.binary_search(&key).expect("a five-card class")];

    // Flush table: the best five of the suit's ranks.
    let mut flush = [0u16; FLUSH_SLOTS];
    for mask in 0u16..FLUSH_SLOTS as u16 {
        if mask.count_ones() >= 5 {
            let mut best = 0;
            let mut sub = mask;
            while sub != 0 {
                if sub.count_ones() == 5 {
                    best = best.max(flush_five_key(game, sub));
                }
                sub = (sub - 1) & mask;
            }
            flush[mask as usize] = strength_of(best);
        }
    }

    // Rank multisets of 5 to 7 cards: the best five-card part.
    let mut entries = Vec::new();
    multisets(&mut |counts| {
        let mut best = 0;
        five_card_parts(counts, &mut |part| {
            best = best.max(rank_five_key(game, part))
        });
        entries.push((rank_sum(counts), strength_of(best)));
    });
    let (offsets, ranks, used) = perfect_hash(&entries);
    Tables {
        flush,
        offsets,
        ranks,
        used,
    }
}

/// Row-displacement perfect hash: rows (`sum >> COLUMN_BITS`) are placed,
/// fullest first, at the lowest start where none of their columns lands on
/// a taken slot. Taken slots are a bit set, so the search skips a run of
/// taken slots under a row's first column a word at a time.
fn perfect_hash(entries: &[(u32, u16)]) -> ([u16; ROWS], [u16; RANK_SLOTS], usize) {
    let mut rows: Vec<Vec<(u32, u16)>> = vec![Vec::new(); ROWS];
    for &(sum, v) in entries {
        rows[(sum >> COLUMN_BITS) as usize].push((sum & COLUMN_MASK, v));
    }
    for row in &mut rows {
        row.sort_unstable();
    }
    let mut order: Vec<usize> = (0..ROWS).filter(|&r| !rows[r].is_empty()).collect();
    order.sort_by_key(|&r| (std::cmp::Reverse(rows[r].len()), r));
    let mut table = [0u16; RANK_SLOTS];
    let mut taken = vec![0u64; (RANK_SLOTS + (2 << COLUMN_BITS)) / 64];
    let is_taken = |taken: &[u64], i: usize| taken[i >> 6] >> (i & 63) & 1 != 0;
    // The lowest free slot at or after `i`.
    let next_free = |taken: &[u64], mut i: usize| loop {
        let free = !taken[i >> 6] & (!0u64 << (i & 63));
        if free != 0 {
            return (i & !63) + free.trailing_zeros() as usize;
        }
        i = (i | 63) + 1;
    };
    let mut offsets = [0u16; ROWS];
    let mut first_free = 0;
    let mut used = 0;
    for r in order {
        let cols = &rows[r];
        let anchor = cols[0].0 as usize;
        first_free = next_free(&taken, first_free);
        let mut start = first_free.saturating_sub(anchor);
        loop {
            start = next_free(&taken, start + anchor) - anchor;
            if cols[1..]
                .iter()
                .all(|&(c, _)| !is_taken(&taken, start + c as usize))
            {
                break;
            }
            start += 1;
        }
        for &(c, v) in cols {
            let slot = start + c as usize;
            assert!(slot < RANK_SLOTS, "the short-deck rank table overflows");
            table[slot] = v;
            taken[slot >> 6] |= 1 << (slot & 63);
            used = used.max(slot + 1);
        }
        offsets[r] = start as u16;
    }
    (offsets, table, used)
}

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
