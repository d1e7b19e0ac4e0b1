//! The reference evaluator's lookup tables: `static` arrays generated at
//! compile time by `build.rs` from the rules in `super::builder`, so there
//! is no start-up work and no pointer to follow. Each lookup masks its index
//! to the table's power-of-two length: in bounds for any input by
//! construction, so no bounds check and no `unsafe` are needed (for a valid
//! hand the mask changes nothing).

use super::keys::{COLUMN_BITS, ROWS};

/// A table aligned to a cache line.
#[repr(C, align(64))]
pub struct Aligned<T>(pub T);

include!(concat!(env!("OUT_DIR"), "/reference_tables.rs"));

const COLUMN_MASK: u32 = (1 << COLUMN_BITS) - 1;
// Any column plus twice any `u16` row start is a slot of the padded table.
const _: () = assert!(RANK_TABLE.0.len() > COLUMN_MASK as usize + 2 * u16::MAX as usize);
const _: () = assert!(RANK_OFFSETS.0.len() == ROWS && ROWS.is_power_of_two());

/// The strength of the rank multiset with this rank-key sum (no flush):
/// `RANK_TABLE[column + 2 * RANK_OFFSETS[row]]`.
#[inline(always)]
pub fn rank_strength(sum: u32) -> u16 {
    RANK_TABLE.0[rank_slot(sum)]
}

/// The slot of the rank multiset with this rank-key sum in the perfect
/// hash: `column + 2 * RANK_OFFSETS[row]`, always below [`RANK_SLOTS`].
/// Every multiset of at most 7 ranks (at most 4 of each) has a slot of its
/// own, so other evaluators keyed by rank multiset (the lowball
/// references) can keep a table of [`RANK_SLOTS`] entries indexed by it.
#[inline(always)]
pub fn rank_slot(sum: u32) -> usize {
    let row = (sum >> COLUMN_BITS) as usize & (ROWS - 1);
    (sum & COLUMN_MASK) as usize + 2 * RANK_OFFSETS.0[row] as usize
}

/// The number of slots [`rank_slot`] can return (the padded table's length).
pub const RANK_SLOTS: usize = RANK_TABLE.0.len();

/// The strength of the best flush among one suit's ranks (a 13-bit mask
/// with at least five bits set; 0 for fewer).
#[inline(always)]
pub fn flush_strength(ranks: u64) -> u16 {
    FLUSH_TABLE.0[(ranks & 0x1fff) as usize]
}

/// Entries in use: (flush, row starts, rank slots).
pub fn sizes() -> (usize, usize, usize) {
    (FLUSH_TABLE.0.len(), RANK_OFFSETS.0.len(), RANK_TABLE_USED)
}

#[cfg(test)]
mod tests {
    use super::super::builder::{all_multisets, build, rank_sum, straight_top};
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
    fn every_multiset_has_its_own_slot() {
        let mut slots = Vec::new();
        all_multisets(&mut |counts, _| {
            let sum = rank_sum(counts);
            assert!(sum < 1 << super::super::keys::KEY_BITS);
            let slot = (sum & COLUMN_MASK) as usize
                + 2 * RANK_OFFSETS.0[(sum >> COLUMN_BITS) as usize] as usize;
            assert!(slot < RANK_TABLE_USED, "slot {slot} outside the table");
            assert_ne!(
                rank_strength(sum),
                u16::MAX,
                "multiset {counts:?} not stored"
            );
            slots.push(slot);
        });
        let n = slots.len();
        slots.sort_unstable();
        slots.dedup();
        assert_eq!(slots.len(), n, "two multisets share a slot");
    }

    #[test]
    fn compiled_tables_are_the_builders() {
        let built = build();
        assert_eq!(&FLUSH_TABLE.0[..], &built.flush[..]);
        assert_eq!(&RANK_OFFSETS.0[..], &built.offsets[..]);
        assert_eq!(&RANK_TABLE.0[..RANK_TABLE_USED], &built.ranks[..]);
    }
}
