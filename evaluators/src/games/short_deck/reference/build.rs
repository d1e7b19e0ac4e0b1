//! Building the short-deck reference's tables from the rules, on rank counts
//! and rank masks (short ranks: 0 = six … 8 = ace), and their perfect hash.

use super::*;
use crate::category::Category;
use crate::game::Game;

// Building the tables from the rules, on rank counts and rank masks (short
// ranks: 0 = six … 8 = ace).

/// The top short rank of a five-long run in a 9-bit rank mask, if any;
/// A-6-7-8-9 counts as nine-high (short rank 3).
pub(super) fn straight_top(mask: u16) -> Option<u8> {
    (4..9u8)
        .rev()
        .find(|&top| (mask >> (top - 4)) & 0x1f == 0x1f)
        .or((mask & 0x10f == 0x10f).then_some(3))
}

/// A sort key of five cards under `game`: the category's position in bits
/// 20.., then up to five short ranks, 4 bits each, most significant first.
pub(super) fn pack(game: &Game, cat: Category, ranks: &[u8]) -> u32 {
    let mut k = (game.rank_of(cat) as u32) << 20;
    for (i, &r) in ranks.iter().enumerate() {
        k |= (r as u32) << (16 - 4 * i);
    }
    k
}

/// Key of five cards of one suit, as a mask with exactly five ranks.
pub(super) fn flush_five_key(game: &Game, mask: u16) -> u32 {
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
pub(super) fn rank_five_key(game: &Game, counts: &[u8; 9]) -> u32 {
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
pub(super) fn multisets(f: &mut impl FnMut(&[u8; 9])) {
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
pub(super) fn five_card_parts(counts: &[u8; 9], f: &mut impl FnMut(&[u8; 9])) {
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
pub(super) fn rank_sum(counts: &[u8; 9]) -> u32 {
    let sum = counts
        .iter()
        .zip(RANK_KEYS)
        .fold(0u64, |s, (&c, k)| s + c as u64 * k as u64);
    (sum & ((1 << KEY_BITS) - 1)) as u32
}

pub(super) fn build(game: &'static Game) -> Tables {
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
pub(super) fn perfect_hash(entries: &[(u32, u16)]) -> ([u16; ROWS], [u16; RANK_SLOTS], usize) {
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
