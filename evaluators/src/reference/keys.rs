//! The constants shared by the reference evaluator and the build script that
//! generates its tables (included by both, so they cannot drift apart).

/// Rank-key sums are taken modulo `2^KEY_BITS` (they sit in the top bits of
/// [`super::HandState::key`], where the addition wraps by itself).
pub const KEY_BITS: u32 = 24;

/// Per-rank keys (Two first): every multiset of at most 7 ranks with at most
/// 4 of each has a distinct key sum modulo `2^KEY_BITS`, so the sum names
/// the multiset.
///
/// They are `g * 14339929 mod 2^24` for the greedy keys
/// `g` = 1, 5, 24, 112, 521, 2247, 9244, 30823, 103066, 250154, 667453,
/// 1526359, 3453520 (each the smallest keeping all sums distinct; the
/// largest sum is 18,393,157 < 2^24). Multiplying by an odd number is a
/// bijection modulo `2^24`, so the sums stay distinct, and it scatters them
/// evenly over the rows of the perfect hash; the multiplier was the best of
/// 40 random odd ones at packing the table (76,159 slots for 76,154
/// multisets).
pub const RANK_KEYS: [u32; 13] = [
    14339929, 4590781, 8613976, 12236528, 5241889, 9565743, 1520060, 3876047, 3833226, 3714458,
    11452213, 4927807, 10530256,
];

/// Column bits of the perfect hash: row `sum >> COLUMN_BITS`, column
/// `sum & (2^COLUMN_BITS - 1)`.
pub const COLUMN_BITS: u32 = 10;

/// Rows of the perfect hash.
pub const ROWS: usize = 1 << (KEY_BITS - COLUMN_BITS);
