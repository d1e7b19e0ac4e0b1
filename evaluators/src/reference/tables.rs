//! The reference evaluator's lookup tables: `static` arrays generated at
//! compile time by `build.rs` from the rules in `super::builder`, so there
//! is no start-up work and no pointer to follow. Each lookup masks its index
//! to the table's power-of-two length: in bounds for any input by
//! construction, so no bounds check and no `unsafe` are needed (for a valid
//! hand the mask changes nothing).

use super::keys::{COLUMN_BITS, ROWS};

/// The reference's lookup tables, in one `static` ([`TABLES`]) aligned to a
/// cache line.
#[repr(C, align(64))]
pub struct Tables {
    /// Strength of every rank multiset of 1 to 7 cards at its slot,
    /// `u16::MAX` in the unused slots and the padding up to a power of two.
    /// First, so that its slots need no displacement.
    pub rank: [u16; 1 << 17],
    /// Each row's start slot in [`Tables::rank`] minus the row's first
    /// rank-key sum, wrapping (the perfect hash's row displacements).
    pub rank_offsets: [u32; ROWS],
    /// Best flush strength of a suit's 13-bit rank mask (0 below five cards).
    pub flush: [u16; 1 << 13],
}

include!(concat!(env!("OUT_DIR"), "/reference_tables.rs"));

const SLOT_MASK: u32 = (1 << 17) - 1;
// Every row holds at most `2^COLUMN_BITS` columns, so every slot of a valid
// hand is below the padded length; any other is masked into it.
const _: () = assert!(RANK_TABLE_USED + (1 << COLUMN_BITS) <= SLOT_MASK as usize + 1);
const _: () = assert!(ROWS.is_power_of_two());

/// The slot of the rank multiset with this rank-key sum:
/// `sum + rank_offsets[row]` (the offset is the row's start minus the row's
/// first sum, wrapping), always below [`RANK_SLOTS`]. Every multiset of at
/// most 7 ranks (at most 4 of each) has a slot of its own, so other
/// evaluators keyed by rank multiset (the lowball references) can keep a
/// table of [`RANK_SLOTS`] entries indexed by it.
#[inline(always)]
pub fn rank_slot(sum: u32) -> usize {
    let row = (sum >> COLUMN_BITS) as usize & (ROWS - 1);
    (sum.wrapping_add(TABLES.rank_offsets[row]) & SLOT_MASK) as usize
}

/// The strength of the rank multiset with this rank-key sum (no flush):
/// `rank[sum + rank_offsets[sum >> COLUMN_BITS]]`.
#[inline(always)]
pub fn rank_strength(sum: u32) -> u16 {
    TABLES.rank[rank_slot(sum)]
}

/// The number of slots [`rank_slot`] can return (the padded table's length).
pub const RANK_SLOTS: usize = SLOT_MASK as usize + 1;

/// The strength of the best flush among one suit's ranks (a 13-bit mask
/// with at least five bits set; 0 for fewer).
#[inline(always)]
pub fn flush_strength(ranks: u64) -> u16 {
    TABLES.flush[(ranks & 0x1fff) as usize]
}

/// Entries in use: (flush, row starts, rank slots).
pub fn sizes() -> (usize, usize, usize) {
    (
        TABLES.flush.len(),
        TABLES.rank_offsets.len(),
        RANK_TABLE_USED,
    )
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
            let slot = rank_slot(sum);
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
        assert_eq!(&TABLES.flush[..], &built.flush[..]);
        for (row, (&off, &half)) in TABLES.rank_offsets.iter().zip(&built.offsets).enumerate() {
            let first_sum = (row as u32) << super::super::keys::COLUMN_BITS;
            assert_eq!(first_sum.wrapping_add(off), 2 * half as u32, "row {row}");
        }
        assert_eq!(TABLES.rank_offsets.len(), built.offsets.len());
        assert_eq!(&TABLES.rank[..RANK_TABLE_USED], &built.ranks[..]);
        assert!(TABLES.rank[RANK_TABLE_USED..]
            .iter()
            .all(|&s| s == u16::MAX));
    }
}
