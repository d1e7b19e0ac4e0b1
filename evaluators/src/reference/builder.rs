//! Building the reference evaluator's lookup tables from plain rules.
//!
//! This file is compiled twice: by `build.rs`, which writes the tables into
//! the crate as `static` arrays (so the evaluator needs no start-up work),
//! and by the crate's tests. It depends on nothing but `std` and
//! [`super::keys`].
//!
//! Every entry is derived from the rules on rank counts and rank bit masks,
//! not from another evaluator: a five-card rank multiset or flush mask gets a
//! sort key `(category, significant ranks…)`, the 7,462 distinct five-card
//! keys are numbered within their category, and a larger multiset or mask
//! takes the best key among its five-card parts. Multisets of 1 to 4 cards
//! are numbered densely among the multisets of their size.

use super::keys::{COLUMN_BITS, KEY_BITS, RANK_KEYS, ROWS};
use std::collections::HashMap;

// Category indices, as in `crate::category::Category`.
const HIGH_CARD: u32 = 0;
const ONE_PAIR: u32 = 1;
const TWO_PAIR: u32 = 2;
const THREE_OF_A_KIND: u32 = 3;
const STRAIGHT: u32 = 4;
const FLUSH: u32 = 5;
const FULL_HOUSE: u32 = 6;
const FOUR_OF_A_KIND: u32 = 7;
const STRAIGHT_FLUSH: u32 = 8;

/// The tables, unpadded.
pub struct Built {
    /// Strength of the best flush or straight flush among one suit's ranks,
    /// indexed by the 13-bit rank mask; 0 where fewer than 5 bits are set.
    pub flush: Vec<u16>,
    /// Half the start of each row of the perfect hash, one per row
    /// `sum >> COLUMN_BITS` (rows start at even slots, so half fits `u16`).
    pub offsets: Vec<u16>,
    /// Strength of every rank multiset of 1 to 7 cards at its slot
    /// `(sum & (2^COLUMN_BITS - 1)) + 2 * offsets[sum >> COLUMN_BITS]`;
    /// `u16::MAX` where unused.
    pub ranks: Vec<u16>,
}

/// A sort key: category in bits 20.., then up to five ranks, 4 bits each,
/// most significant first.
type Key = u32;

fn pack(cat: u32, ranks: &[u8]) -> Key {
    let mut k = cat << 20;
    for (i, &r) in ranks.iter().enumerate() {
        k |= (r as u32) << (16 - 4 * i);
    }
    k
}

/// The top rank of a five-long run in a 13-bit rank mask, if any; the wheel
/// (A-2-3-4-5) counts as five-high.
pub fn straight_top(mask: u16) -> Option<u8> {
    (4..13u8)
        .rev()
        .find(|&top| (mask >> (top - 4)) & 0x1f == 0x1f)
        .or_else(|| (mask & 0x100f == 0x100f).then_some(3))
}

/// Key of five cards of one suit, given as a mask with exactly 5 ranks.
fn flush_five_key(mask: u16) -> Key {
    match straight_top(mask) {
        Some(top) => pack(STRAIGHT_FLUSH, &[top]),
        None => {
            let mut ranks = [0u8; 5];
            let mut n = 0;
            for r in (0..13u8).rev() {
                if mask & (1 << r) != 0 {
                    ranks[n] = r;
                    n += 1;
                }
            }
            pack(FLUSH, &ranks[..n])
        }
    }
}

/// Key of a rank multiset of 1 to 5 cards, not all of one suit. Five
/// distinct ranks in a run are a straight; below five cards only the rank
/// multiplicities count.
fn plain_key(counts: &[u8; 13]) -> Key {
    // Groups (count, rank), largest group first, then higher rank first.
    let mut groups = [(0u8, 0u8); 7];
    let mut n_groups = 0;
    let mut n_cards = 0;
    let mut mask = 0u16;
    for r in 0..13u8 {
        let c = counts[r as usize];
        if c > 0 {
            groups[n_groups] = (c, r);
            n_groups += 1;
            n_cards += c;
            mask |= 1 << r;
        }
    }
    let groups = &mut groups[..n_groups];
    groups.sort_unstable_by(|a, b| b.cmp(a));
    let mut ranks = [0u8; 7];
    for (i, g) in groups.iter().enumerate() {
        ranks[i] = g.1;
    }
    let ranks = &ranks[..n_groups];
    let first = groups[0].0;
    let second = groups.get(1).map_or(0, |g| g.0);
    let cat = match (first, second) {
        (4, _) => FOUR_OF_A_KIND,
        (3, 2) => FULL_HOUSE,
        (3, _) => THREE_OF_A_KIND,
        (2, 2) => TWO_PAIR,
        (2, _) => ONE_PAIR,
        _ => {
            if n_cards == 5 {
                if let Some(top) = straight_top(mask) {
                    return pack(STRAIGHT, &[top]);
                }
            }
            HIGH_CARD
        }
    };
    pack(cat, ranks)
}

/// Calls `f` on every sub-multiset of `counts` with exactly `k` cards.
fn sub_multisets(counts: &[u8; 13], k: u8, f: &mut impl FnMut(&[u8; 13])) {
    fn go(
        counts: &[u8; 13],
        r: usize,
        left: u8,
        cur: &mut [u8; 13],
        f: &mut impl FnMut(&[u8; 13]),
    ) {
        if left == 0 {
            f(cur);
            return;
        }
        if r == 13 {
            return;
        }
        for c in (0..=counts[r].min(left)).rev() {
            cur[r] = c;
            go(counts, r + 1, left - c, cur, f);
        }
        cur[r] = 0;
    }
    go(counts, 0, k, &mut [0; 13], f);
}

/// Calls `f` on every rank multiset of 1 to 7 cards, at most 4 of a rank,
/// with its number of cards.
pub fn all_multisets(f: &mut impl FnMut(&[u8; 13], u8)) {
    fn go(r: usize, n: u8, cur: &mut [u8; 13], f: &mut impl FnMut(&[u8; 13], u8)) {
        if r == 13 {
            if n > 0 {
                f(cur, n);
            }
            return;
        }
        for c in 0..=4u8.min(7 - n) {
            cur[r] = c;
            go(r + 1, n + c, cur, f);
        }
        cur[r] = 0;
    }
    go(0, 0, &mut [0; 13], f);
}

/// The rank-key sum of a multiset, modulo `2^KEY_BITS` (as the evaluator
/// adds).
pub fn rank_sum(counts: &[u8; 13]) -> u32 {
    let sum = counts
        .iter()
        .zip(RANK_KEYS)
        .fold(0u64, |s, (&c, k)| s + c as u64 * k as u64);
    (sum & ((1 << KEY_BITS) - 1)) as u32
}

/// Numbers keys within their category: the `i`-th weakest gets `cat << 12 | i`.
fn number_within_categories(mut keys: Vec<Key>) -> HashMap<Key, u16> {
    keys.sort_unstable();
    keys.dedup();
    let mut out = HashMap::with_capacity(keys.len());
    let mut prev_cat = u32::MAX;
    let mut i = 0u16;
    for k in keys {
        let cat = k >> 20;
        if prev_cat != cat {
            prev_cat = cat;
            i = 0;
        }
        out.insert(k, (cat as u16) << 12 | i);
        i += 1;
    }
    out
}

/// Builds every table.
pub fn build() -> Built {
    // Five-card classes: every non-flush rank multiset of 5 and every
    // 5-rank suit mask.
    let mut five_keys = Vec::new();
    all_multisets(&mut |counts, n| {
        if n == 5 {
            five_keys.push(plain_key(counts));
        }
    });
    for mask in 0u16..8192 {
        if mask.count_ones() == 5 {
            five_keys.push(flush_five_key(mask));
        }
    }
    let five = number_within_categories(five_keys);

    // Flush table: best five of the suit's ranks.
    let mut flush = vec![0u16; 8192];
    for mask in 0u16..8192 {
        if mask.count_ones() >= 5 {
            let mut best = 0;
            // Walk every sub-mask of `mask`.
            let mut sub = mask;
            while sub != 0 {
                if sub.count_ones() == 5 {
                    best = best.max(flush_five_key(sub));
                }
                sub = (sub - 1) & mask;
            }
            flush[mask as usize] = five[&best];
        }
    }

    // Rank multisets: best five for 5+ cards; for fewer, dense numbering
    // among multisets of the same size.
    let mut entries: Vec<(u32, u16)> = Vec::new();
    let mut small: [Vec<(u32, Key)>; 5] = Default::default();
    all_multisets(&mut |counts, n| {
        let sum = rank_sum(counts);
        if n >= 5 {
            let mut best = 0;
            sub_multisets(counts, 5, &mut |sub| best = best.max(plain_key(sub)));
            entries.push((sum, five[&best]));
        } else {
            small[n as usize].push((sum, plain_key(counts)));
        }
    });
    for group in &small {
        let numbered = number_within_categories(group.iter().map(|&(_, k)| k).collect());
        entries.extend(group.iter().map(|&(sum, k)| (sum, numbered[&k])));
    }

    let (offsets, ranks) = perfect_hash(&entries);
    Built {
        flush,
        offsets,
        ranks,
    }
}

/// Row-displacement perfect hash: the sums' rows (`sum >> COLUMN_BITS`)
/// are placed, largest first, at the lowest even start where none of their
/// columns (`sum & (2^COLUMN_BITS - 1)`) lands on a taken slot.
fn perfect_hash(entries: &[(u32, u16)]) -> (Vec<u16>, Vec<u16>) {
    let column_mask = (1u32 << COLUMN_BITS) - 1;
    let mut rows: Vec<Vec<(u32, u16)>> = vec![Vec::new(); ROWS];
    for &(sum, v) in entries {
        rows[(sum >> COLUMN_BITS) as usize].push((sum & column_mask, v));
    }
    let mut order: Vec<usize> = (0..ROWS).filter(|&r| !rows[r].is_empty()).collect();
    order.sort_by_key(|&r| (std::cmp::Reverse(rows[r].len()), r));

    let capacity = 4 * entries.len() + (2 << COLUMN_BITS);
    let mut table = vec![u16::MAX; capacity];
    let mut used = vec![false; capacity];
    let mut first_free = 0;
    let mut len = 0;
    let mut offsets = vec![0u16; ROWS];
    for r in order {
        let cols = &rows[r];
        while used[first_free] {
            first_free += 1;
        }
        let min_col = cols.iter().map(|c| c.0).min().unwrap_or(0) as usize;
        let mut start = first_free.saturating_sub(min_col) & !1;
        while cols.iter().any(|&(c, _)| used[start + c as usize]) {
            start += 2;
        }
        for &(c, v) in cols {
            let slot = start + c as usize;
            table[slot] = v;
            used[slot] = true;
            len = len.max(slot + 1);
        }
        offsets[r] = u16::try_from(start / 2).expect("row start below 2^17");
    }
    table.truncate(len);
    (offsets, table)
}
