//! The constants shared by the reference evaluator and the build script that
//! generates its tables (included by both, so they cannot drift apart).

/// Rank-key sums are taken modulo `2^KEY_BITS` (they sit in the top bits of
/// [`super::HandState::key`], where the addition wraps by itself).
pub const KEY_BITS: u32 = 24;

/// Per-rank keys (Two first): every multiset of at most 7 ranks with at most
/// 4 of each has a distinct key sum modulo `2^KEY_BITS`, so the sum names
/// the multiset.
///
/// They are `g * 11524893 mod 2^24` for the greedy keys
/// `g` = 1, 5, 24, 112, 521, 2247, 9244, 30823, 103066, 250154, 667453,
/// 1526359, 3453520 (each the smallest keeping all integer sums distinct;
/// the largest sum is 18,393,157, and the sums also happen to stay distinct
/// modulo `2^24`, which the tests check for the final keys). Multiplying by
/// an odd number is a bijection modulo `2^24`, so the sums stay distinct,
/// and it scatters them
/// evenly over the rows of the perfect hash; the multiplier was the best of
/// 30 random odd ones at packing the table (84,834 slots for 76,154
/// multisets, with 8,192 rows of 2,048 columns).
pub const RANK_KEYS: [u32; 13] = [
    11524893, 7292817, 8161976, 15719600, 15003141, 9190283, 789292, 7782571, 14506354, 1286082,
    4425961, 11851995, 3318544,
];

/// Column bits of the perfect hash: row `sum >> COLUMN_BITS`, column
/// `sum & (2^COLUMN_BITS - 1)`.
pub const COLUMN_BITS: u32 = 11;

/// Rows of the perfect hash.
pub const ROWS: usize = 1 << (KEY_BITS - COLUMN_BITS);
