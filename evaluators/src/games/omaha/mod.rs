//! Omaha high (オマハ): the proven reference [`OmahaReference`], the plain
//! checker it is proven against ([`OmahaBruteForce`]), the proofs
//! ([`proof`]), and two naive evaluators kept as lessons
//! ([`OmahaAnyFive`], [`OmahaOneHoleCard`]).
//!
//! # Rules
//! Each player has 4, 5 or 6 hole cards; the board has 3, 4 or 5 cards. A
//! player's hand is the best five cards made of **exactly two** hole cards
//! and **exactly three** board cards, ranked as in hold'em. With 4 hole
//! cards and 5 on the board that is C(4,2)·C(5,3) = 60 choices (5 hole
//! cards: 100; 6: 150). Because 4 + 5, 5 + 4 and 6 + 3 cards all make nine,
//! the count of the cards cannot say which are the hole cards: every Omaha
//! evaluator here is asked through [`Evaluator::evaluate_deal`], and its
//! `evaluate` of joined cards is [`Rejected::Invalid`].
//!
//! # The reference's method
//! The strength is the hold'em strength ([`crate::Reference`]: `category <<
//! 12 | index`) of the best legal five, so Omaha hands share the hold'em
//! five-card scale. It is computed as the larger of two parts, which is the
//! best legal five because a five of one suit is worth at least as much as a
//! flush as its ranks alone are worth without one:
//! - **Ranks, by one table row per board.** For a 4- or 5-card board, a
//!   table built once (at first use, from the hold'em rank table: 1.46 MB,
//!   a few tens of milliseconds) holds, for every board rank multiset (6,175
//!   of five ranks, 1,820 of four) and every hole rank pair (91), the
//!   strength of the best five of that pair with any three of the board,
//!   suits ignored. A deal costs one rank-key sum and one lookup for the
//!   board (its hold'em strength names its row: for four or five cards
//!   without a flush each rank multiset has its own strength, which the
//!   build checks) and then one load per hole pair from that row of 91
//!   entries, 182 bytes (6, 10 or 15 loads, all in that row). A
//!   3-card board has one triple: one rank-table lookup per hole pair.
//! - **Flushes, only when one is possible.** Each card is one word whose
//!   low nibbles count suits; a flush needs a suit with three or more board
//!   cards and two or more hole cards (one SWAR test on the two sums). Only
//!   then are that suit's hole pairs and board triples combined through the
//!   hold'em flush table (at most 150 lookups; on 7%, 10% and 14% of random
//!   deals with 4, 5 and 6 hole cards and a 5-card board).
//!
//! Nothing is allocated per call; the loops over hole pairs are unrolled
//! for 4, 5 and 6 hole cards. Against the naive method (the hold'em
//! reference on each of the 60/100/150 choices, the best kept), with 4/5/6
//! hole cards and a 5-card board: about 7/9/11 times faster in CPU time
//! (about 25/35/45 ns a deal), and 237/300/375 instructions a deal against
//! 3,553/5,874/8,770 (`cargo bench -p showdown-evaluators --features bench --bench omaha`;
//! figures in `docs/games/omaha.md`).
//!
//! # How it is proven
//! Against [`OmahaBruteForce`], which judges every legal five with the plain
//! rules of [`crate::subset`] (sorting and counting ranks) and shares no code
//! or table with the reference: the reference is never checked against
//! tables it built itself (the mistake behind PokerHandEvaluator issue 21).
//! [`proof::prove_random`] compares random deals of the full deck and
//! [`proof::prove_restricted`] every deal of a restricted deck; both check
//! the category and the order (the same reference strength always meets the
//! same plain key, and the keys rise strictly with the strength). See
//! `docs/games/omaha.md` for the figures.
//!
//! # Deviation classes of the lessons
//! [`Deviation::applies`](crate::Deviation) receives one slice of cards. For
//! Omaha the convention is **hole cards first, then the board**, joined by
//! [`join`]: the order of the first four hole cards says how many of the
//! cards are the board ([`mark_split`], [`split_joined`]), so every deal of
//! 4 to 6 hole cards and 3 to 5 board cards comes apart as it was dealt. The
//! lessons also give `claims(hole, board)`; `applies` splits the slice and
//! calls the same code.

pub mod any_five;
mod brute;
pub mod kit;
pub mod one_hole_card;
pub mod proof;
#[cfg(test)]
mod tests;

pub use any_five::OmahaAnyFive;
pub use brute::OmahaBruteForce;
pub use one_hole_card::OmahaOneHoleCard;
pub use proof::{prove_random, prove_restricted, restricted_deck, ProofSummary};

use crate::card::{card_mask, format_cards, Card};
use crate::category::Category;
use crate::combinations::Combinations;
use crate::evaluator::{CardOrder, Domain, Evaluator, EvaluatorInfo, Rejected, Strength, Verdict};
use crate::game::OMAHA;
use crate::reference::{category_of, tables, Reference, RANK_KEYS};
use std::borrow::Cow;
use std::sync::OnceLock;

/// Whether `hole` and `board` make an Omaha deal: 4 to 6 hole cards, 3 to 5
/// board cards, no card twice.
pub fn check_deal(hole: &[Card], board: &[Card]) -> Result<(), Rejected> {
    if !OMAHA.takes_deal(hole.len(), board.len()) {
        return Err(Rejected::Invalid(format!(
            "{} hole cards and {} board cards: Omaha takes 4 to 6 hole cards and a board of 3 to 5",
            hole.len(),
            board.len()
        )));
    }
    if (card_mask(hole) | card_mask(board)).count_ones() as usize != hole.len() + board.len() {
        return Err(Rejected::Invalid(format!(
            "{} | {}: a card appears twice",
            format_cards(hole),
            format_cards(board)
        )));
    }
    Ok(())
}

/// The answer of every Omaha evaluator to joined cards.
fn needs_apart(cards: &[Card]) -> Rejected {
    Rejected::Invalid(format!(
        "{} cards given together: an Omaha hand needs its hole cards and board apart \
         (ask through evaluate_deal)",
        cards.len()
    ))
}

/// Splits joined cards into the hole cards and the board, as every
/// evaluator of a game with hole cards is asked
/// ([`games::evaluate_joined`](crate::games::evaluate_joined)) and as the
/// lessons' class predicates receive them: hole cards first, then the
/// board. How many are the board is read from the cards themselves (the
/// order of the first four hole cards carries it, see [`mark_split`]), so
/// every deal of 4 to 6 hole cards and 3 to 5 board cards comes apart as it
/// was joined by [`join`] or [`mark_split`]. Cards never marked split as
/// the largest board their count allows (9 cards: 4 + 5).
pub fn split_joined(cards: &[Card]) -> (&[Card], &[Card]) {
    cards.split_at(cards.len() - board_of(cards))
}

/// How many of joined `cards` are the board, as [`split_joined`] reads it.
pub fn board_of(cards: &[Card]) -> usize {
    let n = cards.len();
    let Some((fewest, most)) = board_range(n) else {
        return default_board(n);
    };
    let below = |a: usize, b: usize| cards[a].index() < cards[b].index();
    let steps = if below(0, 1) {
        if below(2, 3) {
            2
        } else {
            1
        }
    } else {
        0
    };
    (most - steps).max(fewest)
}

/// The board of `n` joined cards outside Omaha's 7 to 11: the last 5 of 12
/// or more, the last 3 (or all) of 6 or fewer.
fn default_board(n: usize) -> usize {
    match n {
        n if n >= 9 => 5,
        8 => 4,
        n => 3.min(n),
    }
}

/// The fewest and the most board cards a deal of `n` joined cards can have
/// (4 to 6 hole cards, 3 to 5 board cards), for 7 to 11 cards.
fn board_range(n: usize) -> Option<(usize, usize)> {
    (7..=11).contains(&n).then(|| (3.max(n - 6), 5.min(n - 4)))
}

/// The deals (hole cards, board cards) of `n` joined cards, the largest
/// board first: 9 cards are 4 + 5, 5 + 4 and 6 + 3.
pub fn deals_of(n: usize) -> Vec<(usize, usize)> {
    match board_range(n) {
        Some((fewest, most)) => (fewest..=most).rev().map(|b| (n - b, b)).collect(),
        None => Vec::new(),
    }
}

/// Marks joined cards (hole cards first) so that [`split_joined`] reads
/// the first `hole` as the hole cards: the order of the first two cards,
/// and of the third and fourth, says how far the board falls short of the
/// largest board of that many cards (first two in ascending index order:
/// at least one card short; the next two too: two short). Only those pairs
/// are swapped, and only when they must be; a deal the count cannot have
/// (or joined cards outside 7 to 11) is left as it is.
pub fn mark_split(cards: &mut [Card], hole: usize) {
    let n = cards.len();
    let Some((fewest, most)) = board_range(n) else {
        return;
    };
    let Some(board) = n.checked_sub(hole).filter(|b| (fewest..=most).contains(b)) else {
        return;
    };
    if fewest == most {
        return;
    }
    let steps = most - board;
    let mut order = |a: usize, b: usize, ascending: bool| {
        if (cards[a].index() < cards[b].index()) != ascending {
            cards.swap(a, b);
        }
    };
    order(0, 1, steps >= 1);
    if steps >= 1 && most - 2 >= fewest {
        order(2, 3, steps == 2);
    }
    debug_assert_eq!(board_of(cards), board);
}

/// Hole cards and a board joined as one slice of cards, hole cards first,
/// marked so that [`split_joined`] gives them back apart (the hole cards
/// possibly with their first two or next two cards swapped).
pub fn join(hole: &[Card], board: &[Card]) -> Vec<Card> {
    let mut cards = Vec::with_capacity(hole.len() + board.len());
    cards.extend_from_slice(hole);
    cards.extend_from_slice(board);
    mark_split(&mut cards, hole.len());
    cards
}

/// How many of `n` joined cards are hole cards and how many the board when
/// nothing marks another split (the largest board: 9 cards are 4 + 5).
pub fn split_counts(n: usize) -> (usize, usize) {
    let board = default_board(n);
    (n - board, board)
}

/// The hold'em strength of the best five made of exactly `k` hole cards and
/// `5 - k` board cards (0 when no such five exists). Plain enumeration
/// through [`Reference::strength`]; used by the lessons and their classes.
pub(crate) fn best_with_hole_count(hole: &[Card], board: &[Card], k: usize) -> u16 {
    if k > 5 || k > hole.len() || 5 - k > board.len() {
        return 0;
    }
    let reference = Reference::new();
    let mut best = 0;
    let mut five = [Card::from_index(0).expect("a card"); 5];
    let mut from_hole = Combinations::new(hole.len(), k);
    while let Some(hi) = from_hole.next() {
        for (slot, &i) in five.iter_mut().zip(hi) {
            *slot = hole[i];
        }
        let mut from_board = Combinations::new(board.len(), 5 - k);
        while let Some(bi) = from_board.next() {
            for (slot, &i) in five[k..].iter_mut().zip(bi) {
                *slot = board[i];
            }
            best = best.max(reference.strength(&five));
        }
    }
    best
}

/// A verdict from a hold'em-scale strength.
fn verdict_of(s: u16) -> Verdict {
    Verdict::new(category_of(s), Some(Strength::single(s as i64)))
}

// ---------------------------------------------------------------------------
// The reference
// ---------------------------------------------------------------------------

/// Hole rank pairs: unordered pairs of ranks, a pair of equal ranks included.
const PAIRS: usize = 91;

/// The index (0..91) of the rank pair `{a, b}` at `a << 4 | b`.
static PAIR_INDEX: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut a = 0;
    while a < 13 {
        let mut b = 0;
        while b < 13 {
            let (lo, hi) = if a < b { (a, b) } else { (b, a) };
            t[a << 4 | b] = (hi * (hi + 1) / 2 + lo) as u8;
            b += 1;
        }
        a += 1;
    }
    t
};

/// The hold'em rank key of each card (padded so an index masked with 63 is
/// in bounds by construction).
static CARD_RANK_KEYS: [u32; 64] = {
    let mut t = [0u32; 64];
    let mut i = 0;
    while i < 52 {
        t[i] = RANK_KEYS[i >> 2];
        i += 1;
    }
    t
};

/// Each card as one word that cards simply add: its rank key in the top 32
/// bits (the sum wraps there, and the rank table reads only its low 24
/// bits) and a count of one in its suit's nibble of the low 16 bits.
/// Padded like [`CARD_RANK_KEYS`].
static CARD_WORDS: [u64; 64] = {
    let mut t = [0u64; 64];
    let mut i = 0;
    while i < 52 {
        t[i] = (RANK_KEYS[i >> 2] as u64) << 32 | 1 << (4 * (i & 3));
        i += 1;
    }
    t
};

/// The sum of the cards' [`CARD_WORDS`].
#[inline(always)]
fn words(cards: &[Card]) -> u64 {
    let mut w = 0u64;
    for &c in cards {
        w = w.wrapping_add(CARD_WORDS[(c.index() & 63) as usize]);
    }
    w
}

/// The row of a board rank multiset, and the rows: `rows[row][pair]` is the
/// strength of the best five of the hole rank pair with three of the board's
/// ranks, suits ignored.
struct BoardTable {
    /// Per category of the board's own (flush-free) strength: where its
    /// rows start.
    offsets: [u32; 16],
    rows: Vec<[u16; PAIRS]>,
}

impl BoardTable {
    /// The table for boards of `k` cards (4 or 5).
    fn build(k: usize) -> BoardTable {
        let mut boards: Vec<([u8; 5], u16)> = Vec::new();
        rank_multisets(k, &mut |ranks| {
            let sum = ranks
                .iter()
                .fold(0u32, |s, &r| s.wrapping_add(RANK_KEYS[r as usize]));
            let mut r5 = [0u8; 5];
            r5[..k].copy_from_slice(ranks);
            boards.push((r5, tables::rank_strength(sum)));
        });
        let mut width = [0u32; 16];
        for &(_, s) in &boards {
            let c = (s >> 12) as usize & 15;
            width[c] = width[c].max((s & 0xfff) as u32 + 1);
        }
        let mut offsets = [0u32; 16];
        let mut total = 0;
        for c in 0..16 {
            offsets[c] = total;
            total += width[c];
        }
        let mut rows = vec![[0u16; PAIRS]; total as usize];
        let mut seen = vec![false; total as usize];
        let triples: Vec<[usize; 3]> = {
            let mut t = Vec::new();
            let mut c = Combinations::new(k, 3);
            while let Some(ix) = c.next() {
                t.push([ix[0], ix[1], ix[2]]);
            }
            t
        };
        for (ranks, s) in boards {
            let at = offsets[(s >> 12) as usize & 15] as usize + (s & 0xfff) as usize;
            assert!(
                !seen[at],
                "two board rank multisets share the hold'em strength {s}"
            );
            seen[at] = true;
            let mut counts = [0u8; 13];
            for &r in &ranks[..k] {
                counts[r as usize] += 1;
            }
            let triple_sums: Vec<u32> = triples
                .iter()
                .map(|t| {
                    t.iter()
                        .fold(0u32, |s, &i| s.wrapping_add(RANK_KEYS[ranks[i] as usize]))
                })
                .collect();
            for hi in 0..13usize {
                for lo in 0..=hi {
                    let mut c = counts;
                    c[hi] += 1;
                    c[lo] += 1;
                    if c.iter().any(|&n| n > 4) {
                        continue; // no deal has these cards
                    }
                    let pair = RANK_KEYS[hi].wrapping_add(RANK_KEYS[lo]);
                    let best = triple_sums
                        .iter()
                        .map(|&t| tables::rank_strength(pair.wrapping_add(t)))
                        .max()
                        .unwrap_or(0);
                    rows[at][PAIR_INDEX[hi << 4 | lo] as usize] = best;
                }
            }
        }
        BoardTable { offsets, rows }
    }

    /// The row of the board whose rank keys sum to `board_sum`: the best
    /// flush-free strength of each hole rank pair with three of its cards.
    #[inline(always)]
    fn row(&self, board_sum: u32) -> &[u16; PAIRS] {
        let s = tables::rank_strength(board_sum);
        let at = self.offsets[(s >> 12) as usize & 15] as usize + (s & 0xfff) as usize;
        // In range for any board of distinct cards.
        &self.rows[at.min(self.rows.len() - 1)]
    }
}

/// The best entry of `row` over the rank pairs of `hole`.
#[inline(always)]
fn best_pair<const N: usize>(row: &[u16; PAIRS], hole: &[Card; N]) -> u16 {
    let r = hole.map(|c| (c.index() >> 2) as usize);
    let mut best = 0;
    for i in 0..N {
        for j in i + 1..N {
            let p = PAIR_INDEX[(r[i] << 4 | r[j]) & 255] as usize;
            best = best.max(row[p.min(PAIRS - 1)]);
        }
    }
    best
}

/// [`best_pair`] for any number of hole cards (unrolled for 4, 5 and 6).
#[inline(always)]
fn best_pair_of(row: &[u16; PAIRS], hole: &[Card]) -> u16 {
    if let Ok(h) = <&[Card; 4]>::try_from(hole) {
        best_pair(row, h)
    } else if let Ok(h) = <&[Card; 5]>::try_from(hole) {
        best_pair(row, h)
    } else if let Ok(h) = <&[Card; 6]>::try_from(hole) {
        best_pair(row, h)
    } else {
        let mut best = 0;
        for (i, &a) in hole.iter().enumerate() {
            for &b in &hole[i + 1..] {
                best = best.max(best_pair(row, &[a, b]));
            }
        }
        best
    }
}

/// Calls `f` with every multiset of `k` ranks (ascending) in which no rank
/// appears more than four times.
fn rank_multisets(k: usize, f: &mut dyn FnMut(&[u8])) {
    fn go(ranks: &mut [u8; 5], at: usize, k: usize, from: u8, f: &mut dyn FnMut(&[u8])) {
        if at == k {
            f(&ranks[..k]);
            return;
        }
        for r in from..13 {
            if at >= 4 && ranks[at - 4] == r {
                continue; // a fifth card of this rank
            }
            ranks[at] = r;
            go(ranks, at + 1, k, r, f);
        }
    }
    go(&mut [0u8; 5], 0, k, 0, f);
}

/// The tables of the reference, built once.
struct Tables {
    four: BoardTable,
    five: BoardTable,
}

static TABLES: OnceLock<Tables> = OnceLock::new();

/// The best flush-free strength of two hole cards with three board cards,
/// by plain enumeration (3-card boards, and any unusual count).
#[inline]
fn best_ranks_direct(hole: &[Card], board: &[Card]) -> u16 {
    let key = |c: Card| CARD_RANK_KEYS[(c.index() & 63) as usize];
    let mut best = 0;
    let mut triples = Combinations::new(board.len(), 3);
    while let Some(t) = triples.next() {
        let sum = key(board[t[0]])
            .wrapping_add(key(board[t[1]]))
            .wrapping_add(key(board[t[2]]));
        for (i, &a) in hole.iter().enumerate() {
            let with_a = sum.wrapping_add(key(a));
            for &b in &hole[i + 1..] {
                best = best.max(tables::rank_strength(with_a.wrapping_add(key(b))));
            }
        }
    }
    best
}

/// The ranks of one suit's cards, as a 13-bit mask.
#[inline]
fn suit_ranks(cards: &[Card], suit: u32) -> u32 {
    cards
        .iter()
        .filter(|c| (c.index() & 3) as u32 == suit)
        .fold(0, |m, c| m | 1 << (c.index() >> 2))
}

/// The best flush (or straight flush) of two hole cards and three board
/// cards in the suits flagged in `suits` (bit 3 of a suit's nibble).
#[inline(never)]
fn best_flush_of_suits(hole: &[Card], board: &[Card], mut suits: u32) -> u16 {
    let mut best = 0;
    while suits != 0 {
        let suit = suits.trailing_zeros() / 4;
        suits &= suits - 1;
        let hm = suit_ranks(hole, suit);
        let bm = suit_ranks(board, suit);
        // Every three of the board's suited ranks.
        let mut triples = [0u32; 10];
        let mut n = 0;
        let mut c = bm;
        while c != 0 {
            let x = c & c.wrapping_neg();
            c ^= x;
            let mut d = c;
            while d != 0 {
                let y = d & d.wrapping_neg();
                d ^= y;
                let mut e = d;
                while e != 0 {
                    let z = e & e.wrapping_neg();
                    e ^= z;
                    if n < triples.len() {
                        triples[n] = x | y | z;
                        n += 1;
                    }
                }
            }
        }
        // Every two of the hole's suited ranks.
        let mut a = hm;
        while a != 0 {
            let x = a & a.wrapping_neg();
            a ^= x;
            let mut b = a;
            while b != 0 {
                let y = b & b.wrapping_neg();
                b ^= y;
                for &t in &triples[..n] {
                    best = best.max(tables::flush_strength((x | y | t) as u64));
                }
            }
        }
    }
    best
}

/// The Omaha-high reference: correct and fast (see the module docs for the
/// method and the proof). Its strength is the hold'em strength of the best
/// legal five.
#[derive(Clone, Copy)]
pub struct OmahaReference {
    tables: &'static Tables,
}

impl std::fmt::Debug for OmahaReference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("OmahaReference")
    }
}

impl Default for OmahaReference {
    fn default() -> Self {
        OmahaReference::new()
    }
}

static INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("reference-omaha"),
    game: &OMAHA,
    domain: Domain::range(7, 11),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "category and the hold'em strength (category << 12 | index) of the best five of \
         exactly two hole cards and three board cards",
    ),
    source: Cow::Borrowed(
        "showdown (one table row per board rank multiset, flushes apart; proven against \
         best-of-choices-omaha)",
    ),
};

impl OmahaReference {
    /// The evaluator. The first call in a process builds its tables
    /// (1.46 MB, a few tens of milliseconds); later calls are free.
    pub fn new() -> OmahaReference {
        OmahaReference {
            tables: TABLES.get_or_init(|| Tables {
                four: BoardTable::build(4),
                five: BoardTable::build(5),
            }),
        }
    }

    /// The hold'em strength (`category << 12 | index`) of the best five made
    /// of exactly two of `hole` and exactly three of `board`. For distinct
    /// cards, 2 or more hole cards and 3 or more board cards; 0 when no
    /// five can be made; unspecified (but never a panic) for repeated cards.
    #[inline]
    pub fn strength(&self, hole: &[Card], board: &[Card]) -> u16 {
        let b = words(board);
        let h = words(hole);
        let ranks = match board.len() {
            5 => best_pair_of(self.tables.five.row((b >> 32) as u32), hole),
            4 => best_pair_of(self.tables.four.row((b >> 32) as u32), hole),
            _ => best_ranks_direct(hole, board),
        };
        // Bit 3 of a suit's nibble: the board has 3+ cards of that suit
        // (3 + 5 = 8) and the hole 2+ (2 + 6 = 8).
        let suits = (b as u32 & 0xffff).wrapping_add(0x5555)
            & (h as u32 & 0xffff).wrapping_add(0x6666)
            & 0x8888;
        if suits == 0 {
            ranks
        } else {
            ranks.max(best_flush_of_suits(hole, board, suits))
        }
    }

    /// The category of the best legal five.
    #[inline]
    pub fn category(&self, hole: &[Card], board: &[Card]) -> Category {
        category_of(self.strength(hole, board))
    }

    /// The five cards that make the hand: the two hole cards first, then the
    /// three board cards, each in the order of the deal. Among equally
    /// strong choices, the first: hole pairs, then board triples, in
    /// lexicographic order of their positions. Empty when no five can be
    /// made.
    pub fn best_five(&self, hole: &[Card], board: &[Card]) -> Vec<Card> {
        let target = self.strength(hole, board);
        let reference = Reference::new();
        find_legal_five(hole, board, |five| reference.strength(five) == target)
            .map_or_else(Vec::new, |five| five.to_vec())
    }
}

/// The first five of exactly two `hole` and three `board` cards (hole
/// pairs, then board triples, in lexicographic order of their positions;
/// the hole cards first) that `wanted` accepts.
pub fn find_legal_five(
    hole: &[Card],
    board: &[Card],
    mut wanted: impl FnMut(&[Card; 5]) -> bool,
) -> Option<[Card; 5]> {
    let mut pairs = Combinations::new(hole.len(), 2);
    while let Some(p) = pairs.next() {
        let mut triples = Combinations::new(board.len(), 3);
        while let Some(t) = triples.next() {
            let five = [
                hole[p[0]],
                hole[p[1]],
                board[t[0]],
                board[t[1]],
                board[t[2]],
            ];
            if wanted(&five) {
                return Some(five);
            }
        }
    }
    None
}

impl Evaluator for OmahaReference {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        Err(needs_apart(cards))
    }
    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        check_deal(hole, board)?;
        Ok(verdict_of(self.strength(hole, board)))
    }
    /// The cards are the hole cards then the board, split as
    /// [`split_joined`] says; the answer is [`OmahaReference::best_five`].
    fn best_five(&self, cards: &[Card]) -> Option<Vec<Card>> {
        let (hole, board) = split_joined(cards);
        check_deal(hole, board).ok()?;
        Some(OmahaReference::best_five(self, hole, board))
    }
}
