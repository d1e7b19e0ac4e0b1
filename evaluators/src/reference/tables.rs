//! Building the reference evaluator's lookup tables from plain rules.
//!
//! Every entry is derived from the rules on rank counts and rank bit masks,
//! not from another evaluator: a five-card rank multiset or flush mask gets a
//! sort key `(category, significant ranks…)`, the 7,462 distinct five-card
//! keys are numbered within their category, and a larger multiset or mask
//! takes the best key among its five-card parts.

use super::RANK_KEYS;
use crate::category::Category;
use std::collections::HashMap;
use std::sync::OnceLock;

/// Offsets are indexed by `rank_key_sum >> ROW_SHIFT`.
const ROW_SHIFT: u32 = 10;
const ROW_MASK: u32 = (1 << ROW_SHIFT) - 1;

/// The reference evaluator's tables (built once per process).
pub struct Tables {
    /// Strength of the best flush or straight flush among a suit's ranks,
    /// indexed by the 13-bit rank mask (entries with fewer than 5 bits are
    /// never read).
    pub flush: Vec<u16>,
    /// Row displacements of the perfect hash over rank-key sums.
    offsets: Vec<u32>,
    /// Strength of every rank multiset of 1 to 7 cards, at its hashed slot.
    ranks: Vec<u16>,
}

/// A sort key: category in bits 20.., then up to five ranks, 4 bits each,
/// most significant first.
type Key = u32;

fn pack(cat: Category, ranks: &[u8]) -> Key {
    let mut k = (cat as u32) << 20;
    for (i, &r) in ranks.iter().enumerate() {
        k |= (r as u32) << (16 - 4 * i);
    }
    k
}

fn key_category(k: Key) -> Category {
    Category::from_index((k >> 20) as u8).expect("valid category")
}

/// The top rank of a five-long run in a 13-bit rank mask, if any; the wheel
/// (A-2-3-4-5) counts as five-high.
fn straight_top(mask: u16) -> Option<u8> {
    (4..13u8)
        .rev()
        .find(|&top| (mask >> (top - 4)) & 0x1f == 0x1f)
        .or_else(|| (mask & 0x100f == 0x100f).then_some(3))
}

/// The ranks in a mask, highest first.
fn ranks_desc(mask: u16) -> Vec<u8> {
    (0..13u8).rev().filter(|&r| mask & (1 << r) != 0).collect()
}

/// Key of five cards of one suit, given as a mask with exactly 5 ranks.
fn flush_five_key(mask: u16) -> Key {
    match straight_top(mask) {
        Some(top) => pack(Category::StraightFlush, &[top]),
        None => pack(Category::Flush, &ranks_desc(mask)),
    }
}

/// Rank groups, largest group first, then higher rank first: (count, rank).
fn groups(counts: &[u8; 13]) -> Vec<(u8, u8)> {
    let mut g: Vec<(u8, u8)> = (0..13u8)
        .filter(|&r| counts[r as usize] > 0)
        .map(|r| (counts[r as usize], r))
        .collect();
    g.sort_by(|a, b| b.cmp(a));
    g
}

/// Key of a rank multiset of 1 to 5 cards, not all of one suit. Five
/// distinct ranks in a run are a straight; below five cards only the rank
/// multiplicities count.
fn plain_key(counts: &[u8; 13]) -> Key {
    let g = groups(counts);
    let ranks: Vec<u8> = g.iter().map(|&(_, r)| r).collect();
    let shape: Vec<u8> = g.iter().map(|&(c, _)| c).collect();
    let n: u8 = shape.iter().sum();
    let cat = match shape.as_slice() {
        [4, ..] => Category::FourOfAKind,
        [3, 2] => Category::FullHouse,
        [3, ..] => Category::ThreeOfAKind,
        [2, 2, ..] => Category::TwoPair,
        [2, ..] => Category::OnePair,
        _ => {
            let mask = ranks.iter().fold(0u16, |m, &r| m | 1 << r);
            if n == 5 {
                if let Some(top) = straight_top(mask) {
                    return pack(Category::Straight, &[top]);
                }
            }
            Category::HighCard
        }
    };
    pack(cat, &ranks)
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

/// Calls `f` on every rank multiset of 1 to 7 cards, at most 4 of a rank.
fn all_multisets(f: &mut impl FnMut(&[u8; 13], u8)) {
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

fn rank_sum(counts: &[u8; 13]) -> u32 {
    counts
        .iter()
        .zip(RANK_KEYS)
        .map(|(&c, k)| c as u32 * k)
        .sum()
}

/// Numbers keys within their category: the `i`-th weakest gets `cat << 12 | i`.
fn number_within_categories(mut keys: Vec<Key>) -> HashMap<Key, u16> {
    keys.sort_unstable();
    keys.dedup();
    let mut out = HashMap::with_capacity(keys.len());
    let mut prev_cat = None;
    let mut i = 0u16;
    for k in keys {
        let cat = key_category(k);
        if prev_cat != Some(cat) {
            prev_cat = Some(cat);
            i = 0;
        }
        out.insert(k, (cat as u16) << 12 | i);
        i += 1;
    }
    out
}

impl Tables {
    /// The process-wide tables, built on first call.
    pub fn get() -> &'static Tables {
        static TABLES: OnceLock<Tables> = OnceLock::new();
        TABLES.get_or_init(Tables::build)
    }

    /// The strength of the rank multiset with this rank-key sum.
    #[inline(always)]
    pub fn rank_strength(&self, sum: u32) -> u16 {
        let slot = sum.wrapping_add(self.offsets[(sum >> ROW_SHIFT) as usize]);
        self.ranks[slot as usize]
    }

    /// Sizes in entries: (flush, offsets, ranks).
    pub fn sizes(&self) -> (usize, usize, usize) {
        (self.flush.len(), self.offsets.len(), self.ranks.len())
    }

    fn build() -> Tables {
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
        let mut flush = vec![u16::MAX; 8192];
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
        Tables {
            flush,
            offsets,
            ranks,
        }
    }
}

/// Row-displacement perfect hash: rows (`sum >> ROW_SHIFT`) are placed,
/// largest first, at the lowest offset where none of their columns collide.
fn perfect_hash(entries: &[(u32, u16)]) -> (Vec<u32>, Vec<u16>) {
    let max_sum = entries.iter().map(|e| e.0).max().unwrap_or(0);
    let n_rows = (max_sum >> ROW_SHIFT) as usize + 1;
    let mut rows: Vec<Vec<(u32, u16)>> = vec![Vec::new(); n_rows];
    for &(sum, v) in entries {
        rows[(sum >> ROW_SHIFT) as usize].push((sum & ROW_MASK, v));
    }
    let mut order: Vec<usize> = (0..n_rows).filter(|&r| !rows[r].is_empty()).collect();
    order.sort_by_key(|&r| std::cmp::Reverse(rows[r].len()));

    // `next[i]`: a slot at or after `i` that may be free (path-compressed
    // "next free slot" links over the occupied ones).
    let capacity = entries.len() * 8 + (1 << ROW_SHIFT);
    let mut next: Vec<u32> = (0..capacity as u32 + 1).collect();
    fn find(next: &mut [u32], i: usize) -> usize {
        let mut root = i;
        while next[root] as usize != root {
            root = next[root] as usize;
        }
        let mut j = i;
        while next[j] as usize != root {
            let k = next[j] as usize;
            next[j] = root as u32;
            j = k;
        }
        root
    }
    let mut table = vec![u16::MAX; capacity];
    let mut len = 0;
    let mut offsets = vec![0u32; n_rows];
    for r in order {
        let cols = &rows[r];
        // Walk the columns cyclically; a collision moves the row right until
        // that column lands on a free slot; done after a full round of fits.
        let mut o = 0usize;
        let (mut j, mut fits) = (0usize, 0usize);
        while fits < cols.len() {
            let c = cols[j].0 as usize;
            let free = find(&mut next, o + c);
            if free == o + c {
                fits += 1;
            } else {
                o = free - c;
                fits = 1;
            }
            j = (j + 1) % cols.len();
        }
        for &(c, v) in cols {
            let slot = o + c as usize;
            table[slot] = v;
            next[slot] = slot as u32 + 1;
            len = len.max(slot + 1);
        }
        offsets[r] = (o as u32).wrapping_sub((r as u32) << ROW_SHIFT);
    }
    table.truncate(len);
    (offsets, table)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_keys_give_distinct_sums_for_every_multiset() {
        let mut sums = Vec::new();
        all_multisets(&mut |counts, _| sums.push(rank_sum(counts)));
        let n = sums.len();
        sums.sort_unstable();
        sums.dedup();
        assert_eq!(sums.len(), n, "two rank multisets share a key sum");
        assert_eq!(n, 76_154);
    }

    #[test]
    fn straight_tops() {
        assert_eq!(straight_top(0x1f00), Some(12));
        assert_eq!(straight_top(0x100f), Some(3));
        assert_eq!(straight_top(0x001f), Some(4));
        assert_eq!(straight_top(0x1e01), None, "no wrap-around Q-K-A-2");
        assert_eq!(straight_top(0x003f), Some(5));
    }

    #[test]
    fn perfect_hash_finds_every_entry() {
        let t = Tables::get();
        all_multisets(&mut |counts, _| {
            assert_ne!(t.rank_strength(rank_sum(counts)), u16::MAX);
        });
    }
}
