//! The Omaha-high reference, [`OmahaReference`]: one table row per board
//! rank multiset for the ranks, the hold'em flush table for flushes only
//! when one is possible (the method is described in the module above).

use super::{check_deal, find_legal_five, needs_apart, split_joined, verdict_of};
use crate::card::Card;
use crate::category::Category;
use crate::combinations::Combinations;
use crate::evaluator::{CardOrder, Domain, Evaluator, EvaluatorInfo, Rejected, Verdict};
use crate::game::OMAHA;
use crate::reference::{category_of, tables, Reference, RANK_KEYS};
use std::borrow::Cow;
use std::sync::OnceLock;

/// Hole rank pairs: unordered pairs of ranks, a pair of equal ranks included.
pub(super) const PAIRS: usize = 91;

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
pub(super) struct BoardTable {
    /// Per category of the board's own (flush-free) strength: where its
    /// rows start.
    offsets: [u32; 16],
    pub(super) rows: Vec<[u16; PAIRS]>,
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
pub(super) struct Tables {
    pub(super) four: BoardTable,
    pub(super) five: BoardTable,
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
    pub(super) tables: &'static Tables,
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
