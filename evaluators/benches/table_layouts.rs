//! What else could make the reference faster than `pokers` 0.10 on random
//! 7-card hands: table layouts and bounds, timed beside both of them.
//!
//! The harness is `packed_bytes`'s (seven card bytes per hand, each byte
//! mapped through a 256-entry table to the contestant's per-card value,
//! chunks of 10 million random hands run through every contestant in turn,
//! thread CPU time) with two real contestants and five experiments:
//! - `pokers-hands`: byte → the crate's per-card `Hand`, added, `evaluate`;
//! - `ref-hands`: byte → the reference's per-card [`HandState`], added,
//!   [`Reference::strength_of_state`] (the two do the same work per card:
//!   one load and one add; the loops differ by one instruction);
//! - `rebuilt`: the reference's rank keys and table shape, packed again by
//!   this program and looked up by its own loop (shows that the loop below
//!   is as fast as the library's, so the other layouts compare fairly);
//! - `ompeval-keys`: `pokers`' (OMPEval's) rank keys in the same loop (25
//!   key bits, 8,192 rows): is `pokers`' layout the better one?
//! - `seven-only`: a table of the 49,205 seven-card rank multisets alone
//!   (4,096 rows), as a reference with one table per card count would use
//!   for 7 cards;
//! - `no-flush-work` (timing only, flush hands get a constant): what the
//!   flush branch and its lookup cost;
//! - `l1-floor` (timing only, wrong answers): both lookups confined to a
//!   few cache lines, so they never miss L1: the fastest any layout of these
//!   two loads could be.
//!
//! Every experiment but the timing-only ones must give the reference's
//! strength to the first 1,000,000 hands, or the program stops. It prints
//! each contestant's time per hand and its ratio to `pokers-hands` per
//! round, then the median and range of the ratios (docs/performance.md).
//!
//! ```sh
//! cargo bench -p showdown-evaluators --bench table_layouts
//! SHOWDOWN_BENCH_ROUNDS=15 cargo bench -p showdown-evaluators --bench table_layouts
//! ```

mod common;

// The reference's own table builder, compiled here as `build.rs` compiles
// it, for its multisets.
#[path = "../src/reference/keys.rs"]
#[allow(dead_code)]
mod keys;

#[path = "../src/reference/builder.rs"]
#[allow(dead_code)]
mod builder;

use common::{env_usize, fold, random_card_bytes, thread_cpu_seconds};
use showdown_evaluators::reference::{tables, HandState, RANK_KEYS};
use showdown_evaluators::{Card, Reference};
use std::hint::black_box;

fn key_sum(keys: &[u32; 13], counts: &[u8; 13]) -> u64 {
    counts
        .iter()
        .zip(keys)
        .map(|(&c, &k)| c as u64 * k as u64)
        .sum()
}

/// Slots of an experiment's rank table (its index is masked to them).
const SLOTS: usize = 1 << 18;

/// One experimental layout: per-card states whose `key` carries these rank
/// keys in its top `key_bits`, a row-displacement hash with `2^row_bits`
/// rows, and the rank table it fills.
struct Layout {
    cards: [HandState; 256],
    offsets: Vec<u32>,
    rank: Box<[u16; SLOTS]>,
}

/// Packs the multisets (all, or the 7-card ones) as the reference's build
/// does: rows largest first, each at the lowest start where its columns
/// are free.
fn layout(keys: [u32; 13], key_bits: u32, row_bits: u32, seven_only: bool) -> Layout {
    let column_bits = key_bits - row_bits;
    let field_mask = (1u64 << key_bits) - 1;
    let card = |b: usize| Card::from_index(b.min(51) as u8).expect("a card byte");
    let cards = std::array::from_fn(|b| {
        let (r, s) = (card(b).rank().index() as u32, card(b).suit().index() as u32);
        HandState {
            key: (keys[r as usize] as u64) << (64 - key_bits) | 7 << (6 * s),
            mask: 1 << (16 * s + r),
        }
    });
    let mut rows = vec![Vec::new(); 1 << row_bits];
    let mut fields = std::collections::HashSet::new();
    builder::all_multisets(&mut |counts, n| {
        if seven_only && n != 7 {
            return;
        }
        let field = key_sum(&keys, counts) & field_mask;
        assert!(fields.insert(field), "two multisets share a key sum");
        let strength = tables::TABLES.rank[tables::rank_slot(builder::rank_sum(counts))];
        let column = field as u32 & ((1 << column_bits) - 1);
        rows[(field >> column_bits) as usize].push((column, strength));
    });
    let mut order: Vec<usize> = (0..rows.len()).filter(|&r| !rows[r].is_empty()).collect();
    order.sort_by_key(|&r| (std::cmp::Reverse(rows[r].len()), r));
    let mut rank = Box::new([u16::MAX; SLOTS]);
    let mut used = vec![false; SLOTS + (1 << column_bits)];
    let (mut first_free, mut len) = (0, 0);
    let mut offsets = vec![0u32; rows.len()];
    for r in order {
        while used[first_free] {
            first_free += 1;
        }
        let lowest = rows[r].iter().map(|c| c.0).min().unwrap_or(0) as usize;
        let mut start = first_free.saturating_sub(lowest);
        while rows[r].iter().any(|&(c, _)| used[start + c as usize]) {
            start += 1;
        }
        for &(c, v) in &rows[r] {
            let slot = start + c as usize;
            assert!(slot < SLOTS, "the table outgrew {SLOTS} slots");
            used[slot] = true;
            rank[slot] = v;
            len = len.max(slot + 1);
        }
        offsets[r] = (start as u32).wrapping_sub((r as u32) << column_bits);
    }
    let rows_used = rows.iter().filter(|r| !r.is_empty()).count();
    println!(
        "layout: {key_bits} key bits, {} rows ({rows_used} used), {}: {} entries in {len} slots ({:.0}% full)",
        rows.len(),
        if seven_only { "7-card multisets" } else { "every multiset" },
        fields.len(),
        100.0 * fields.len() as f64 / len as f64
    );
    Layout {
        cards,
        offsets,
        rank,
    }
}

/// The strength of a state with a flush, as the reference computes it.
#[inline(always)]
fn flush_strength(key: u64, mask: u64) -> u16 {
    let suit = (key & 0x82_0820).trailing_zeros() / 6;
    tables::flush_strength(mask >> (16 * suit))
}

/// An experiment's lookup: `ROWS` rows of the top `KEY_BITS` of the key.
/// `ROW_MASK` and `SLOT_MASK` below their full values confine the lookups
/// (the floor).
#[inline(never)]
fn run_layout<
    const KEY_BITS: u32,
    const ROWS: usize,
    const ROW_MASK: usize,
    const SLOT_MASK: u32,
    const FLUSH_WORK: bool,
>(
    l: &Layout,
    hands: &[[u8; 7]],
) -> u64 {
    let offsets: &[u32; ROWS] = l.offsets[..].try_into().expect("the layout's rows");
    let mut acc = 0;
    for h in hands {
        let mut x = HandState::EMPTY;
        for &b in h {
            x = x.add(l.cards[b as usize]);
        }
        let s = if x.key & 0x82_0820 != 0 {
            if FLUSH_WORK {
                flush_strength(x.key, x.mask)
            } else {
                7
            }
        } else {
            let field = (x.key >> (64 - KEY_BITS)) as u32;
            let row = (field >> (KEY_BITS - ROWS.trailing_zeros())) as usize & ROW_MASK;
            l.rank[(field.wrapping_add(offsets[row]) & SLOT_MASK) as usize]
        };
        acc = fold(acc, s);
    }
    acc
}

#[inline(never)]
fn run_pokers_hands(table: &[pokers::Hand; 256], hands: &[[u8; 7]]) -> u64 {
    let mut acc = 0;
    for h in hands {
        let mut x = pokers::Hand::default();
        for &b in h {
            x += table[b as usize];
        }
        acc = fold(acc, x.evaluate());
    }
    acc
}

#[inline(never)]
fn run_ref_hands(table: &[HandState; 256], hands: &[[u8; 7]]) -> u64 {
    let reference = Reference::new();
    let mut acc = 0;
    for h in hands {
        let mut x = HandState::EMPTY;
        for &b in h {
            x = x.add(table[b as usize]);
        }
        acc = fold(acc, reference.strength_of_state(x));
    }
    acc
}

/// `pokers`' rank keys (OMPEval's), Two first.
const OMPEVAL_KEYS: [u32; 13] = [
    8192, 32769, 69632, 237568, 593920, 1531909, 3563520, 4300819, 4685870, 4690024, 4767972,
    4780561, 4801683,
];

type Run<'a> = Box<dyn Fn(&[[u8; 7]]) -> u64 + 'a>;

fn main() {
    let rounds = env_usize("SHOWDOWN_BENCH_ROUNDS", 7).max(1);
    let count = env_usize("SHOWDOWN_BENCH_HANDS", 10_000_000).max(20);
    let hands = random_card_bytes::<7>(count, 7);
    let card = |b: usize| Card::from_index(b.min(51) as u8).expect("a card byte");
    // pokers numbers cards `4 * rank + suit` with suits s, h, c, d; ours
    // go c, d, h, s.
    const POKERS_SUIT: [u8; 4] = [2, 3, 1, 0];
    let pokers_table: [pokers::Hand; 256] = std::array::from_fn(|b| {
        let c = card(b);
        pokers::CARDS[(c.rank().index() * 4 + POKERS_SUIT[c.suit().index() as usize]) as usize]
    });
    let ref_table: [HandState; 256] = std::array::from_fn(|b| HandState::of_card(card(b)));
    let rebuilt = layout(RANK_KEYS, 24, 13, false);
    let ompeval = layout(OMPEVAL_KEYS, 25, 13, false);
    let seven = layout(RANK_KEYS, 24, 12, true);

    let runs: Vec<(&str, bool, Run)> = vec![
        (
            "pokers-hands",
            false,
            Box::new(|h| run_pokers_hands(&pokers_table, h)),
        ),
        (
            "ref-hands",
            true,
            Box::new(|h| run_ref_hands(&ref_table, h)),
        ),
        (
            "rebuilt",
            true,
            Box::new(|h| run_layout::<24, 8192, 8191, 0x3ffff, true>(&rebuilt, h)),
        ),
        (
            "ompeval-keys",
            true,
            Box::new(|h| run_layout::<25, 8192, 8191, 0x3ffff, true>(&ompeval, h)),
        ),
        (
            "seven-only",
            true,
            Box::new(|h| run_layout::<24, 4096, 4095, 0x3ffff, true>(&seven, h)),
        ),
        (
            "no-flush-work",
            false,
            Box::new(|h| run_layout::<24, 8192, 8191, 0x3ffff, false>(&rebuilt, h)),
        ),
        (
            "l1-floor",
            false,
            Box::new(|h| run_layout::<24, 8192, 63, 1023, true>(&rebuilt, h)),
        ),
    ];
    // The experiments answer as the reference does (the timing-only ones
    // are left out).
    let reference = Reference::new();
    for h in &hands[..count.min(1_000_000)] {
        let want = reference.strength_of_state(
            h.iter()
                .fold(HandState::EMPTY, |s, &b| s.add(ref_table[b as usize])),
        );
        for (name, checked, run) in &runs[2..] {
            let agrees = run(std::slice::from_ref(h)) == fold(0, want);
            assert!(!checked || agrees, "{name} answers {h:?} differently");
        }
    }
    println!(
        "agreement: the checked layouts give the reference's strength to the first 1,000,000 hands"
    );

    const CHUNKS: usize = 20;
    let size = count.div_ceil(CHUNKS);
    let k = runs.len();
    let mut ratios = vec![Vec::new(); k];
    let mut best = vec![f64::MAX; k];
    println!("\nrandom7: {count} hands, {rounds} rounds (ns per hand, thread CPU time)");
    for round in 0..rounds {
        let mut ns = vec![0f64; k];
        for chunk in 0..CHUNKS {
            let part = &hands[(chunk * size).min(count)..((chunk + 1) * size).min(count)];
            for j in 0..k {
                // A different contestant goes first in each chunk.
                let i = (j + chunk + round) % k;
                let t = thread_cpu_seconds();
                black_box(runs[i].2(part));
                ns[i] += (thread_cpu_seconds() - t) * 1e9 / count as f64;
            }
        }
        let line: Vec<String> = (0..k)
            .map(|i| format!("{} {:.3}", runs[i].0, ns[i]))
            .collect();
        println!("round {}: {}", round + 1, line.join("  "));
        for i in 0..k {
            best[i] = best[i].min(ns[i]);
            ratios[i].push(ns[i] / ns[0]);
        }
    }
    println!("random7 summary: best ns/hand, and the ratio to pokers-hands: median (range)");
    for i in 0..k {
        let mut r = ratios[i].clone();
        r.sort_by(f64::total_cmp);
        println!(
            "  {:<14} {:>6.3} ns  {:.3} ({:.3}–{:.3}){}",
            runs[i].0,
            best[i],
            r[r.len() / 2],
            r[0],
            r[r.len() - 1],
            if runs[i].1 || i == 0 {
                ""
            } else {
                "  timing only"
            }
        );
    }
}
