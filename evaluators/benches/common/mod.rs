//! What the benches share: the hands they time, the clock they time them
//! with, and the checksum that keeps the work from being optimised away.
//! A directory module, so Cargo does not take it for a bench of its own;
//! each bench uses part of it.

#![allow(dead_code)]

use std::hint::black_box;

/// A deterministic generator (SplitMix64): every run times the same hands.
pub struct SplitMix(pub u64);

impl SplitMix {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// `count` random hands of `N` distinct card bytes (`0..52`, the index
/// `4 * rank + suit` of `Card::from_index`), a partial Fisher–Yates shuffle
/// per hand.
pub fn random_card_bytes<const N: usize>(count: usize, seed: u64) -> Vec<[u8; N]> {
    let mut rng = SplitMix(seed);
    let mut deck: [u8; 52] = std::array::from_fn(|i| i as u8);
    (0..count)
        .map(|_| {
            for i in 0..N {
                let j = i + (rng.next() % (52 - i) as u64) as usize;
                deck.swap(i, j);
            }
            std::array::from_fn(|i| deck[i])
        })
        .collect()
}

/// CPU time of this thread, in seconds: time the scheduler gives to the
/// other processes of a shared machine is not counted.
pub fn thread_cpu_seconds() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid, writable timespec for the call's duration.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    assert_eq!(rc, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
    t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9
}

/// The thread CPU time `f` takes, its result passed through `black_box`.
pub fn time(f: &dyn Fn() -> u64) -> f64 {
    let t = thread_cpu_seconds();
    black_box(f());
    thread_cpu_seconds() - t
}

/// Folds one result into a checksum: a sum and a rotating XOR.
#[inline(always)]
pub fn fold(acc: u64, s: u16) -> u64 {
    acc.wrapping_add(s as u64) ^ ((s as u64) << 17)
}

/// A number from the environment, or `default`.
pub fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}
