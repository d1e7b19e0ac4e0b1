//! The short-deck reference against the hold'em reference, on the same
//! number of random seven-card hands: short-deck hands drawn from the 36
//! cards, hold'em hands from the 52. Each contestant evaluates every hand
//! from its cards (`strength(&[Card])`); the hands are generated before
//! timing.
//!
//! Criterion measures each contestant first (`random7/short-deck`,
//! `random7/short-deck-trips`, `random7/holdem`; filter as usual). Then a
//! ratio summary runs the two references interleaved, round after round
//! (each timed in this thread's CPU time over five passes), and prints
//! `short-deck / holdem`: the median and range of the per-round ratios and
//! the best time per hand of each, so the ratio can be read from one run on
//! a shared machine.
//!
//! ```sh
//! cargo bench -p showdown-evaluators --features bench --bench short_deck -- --quick
//! ```
//!
//! `SHOWDOWN_BENCH_HANDS` sets the number of hands (default 1,000,000),
//! `SHOWDOWN_BENCH_ROUNDS` the summary's rounds (default 9), and
//! `SHOWDOWN_BENCH_SUMMARY_ONLY=1` skips the criterion part.

use criterion::{Criterion, Throughput};
use showdown_evaluators::games::short_deck::{ShortDeckPlain, ShortDeckReference};
use showdown_evaluators::{Card, Reference, HOLDEM, SHORT_DECK};
use std::hint::black_box;
use std::time::Duration;

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// `count` random hands of seven distinct cards of `deck` (xorshift64*,
/// fixed seed).
fn random_hands(deck: &[Card], count: usize, seed: u64) -> Vec<[Card; 7]> {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move || {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        (state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32) as usize
    };
    (0..count)
        .map(|_| {
            let mut hand = [deck[0]; 7];
            let mut n = 0;
            while n < 7 {
                let c = deck[next() % deck.len()];
                if !hand[..n].contains(&c) {
                    hand[n] = c;
                    n += 1;
                }
            }
            hand
        })
        .collect()
}

#[inline(never)]
fn run_short_deck(r: &ShortDeckReference, hands: &[[Card; 7]]) -> u64 {
    let mut acc = 0u64;
    for h in hands {
        acc = acc.wrapping_add(r.strength(h) as u64);
    }
    acc
}

#[inline(never)]
fn run_holdem(r: &Reference, hands: &[[Card; 7]]) -> u64 {
    let mut acc = 0u64;
    for h in hands {
        acc = acc.wrapping_add(r.strength(h) as u64);
    }
    acc
}

fn criterion_part(c: &mut Criterion, short_hands: &[[Card; 7]], holdem_hands: &[[Card; 7]]) {
    let usual = ShortDeckReference::usual();
    let trips = ShortDeckReference::trips_over_straight();
    let holdem = Reference::new();
    let mut g = c.benchmark_group("random7");
    g.throughput(Throughput::Elements(short_hands.len() as u64));
    g.bench_function("short-deck", |b| {
        b.iter(|| run_short_deck(&usual, black_box(short_hands)))
    });
    g.bench_function("short-deck-trips", |b| {
        b.iter(|| run_short_deck(&trips, black_box(short_hands)))
    });
    g.bench_function("holdem", |b| {
        b.iter(|| run_holdem(&holdem, black_box(holdem_hands)))
    });
    g.finish();
}

/// CPU time of this thread: time the scheduler gives to the other
/// processes of a shared machine is not counted.
fn thread_cpu_time() -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid, writable timespec for the call's duration.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    assert_eq!(rc, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// Passes over the hands per contestant and round.
const PASSES: u32 = 5;

/// The two references interleaved, `rounds` times, each timed in this
/// thread's CPU time over [`PASSES`] passes; prints the ratios.
fn ratio_summary(short_hands: &[[Card; 7]], holdem_hands: &[[Card; 7]], rounds: usize) {
    let usual = ShortDeckReference::usual();
    let holdem = Reference::new();
    // Warm up both (tables into cache, and the short deck's built).
    black_box(run_short_deck(&usual, short_hands));
    black_box(run_holdem(&holdem, holdem_hands));
    let time = |f: &dyn Fn() -> u64| {
        let t = thread_cpu_time();
        for _ in 0..PASSES {
            black_box(f());
        }
        (thread_cpu_time() - t) / PASSES
    };
    let short_run = || run_short_deck(&usual, black_box(short_hands));
    let holdem_run = || run_holdem(&holdem, black_box(holdem_hands));
    let mut ratios = Vec::with_capacity(rounds);
    let (mut best_short, mut best_holdem) = (Duration::MAX, Duration::MAX);
    for round in 0..rounds {
        // Alternate which goes first.
        let (s, h) = if round % 2 == 0 {
            let s = time(&short_run);
            (s, time(&holdem_run))
        } else {
            let h = time(&holdem_run);
            (time(&short_run), h)
        };
        best_short = best_short.min(s);
        best_holdem = best_holdem.min(h);
        ratios.push(s.as_secs_f64() / h.as_secs_f64());
    }
    ratios.sort_by(|a, b| a.total_cmp(b));
    let per_hand = |d: Duration| d.as_secs_f64() * 1e9 / short_hands.len() as f64;
    println!(
        "short-deck / holdem, {} random 7-card hands, {rounds} rounds of {PASSES} passes \
         (thread CPU time): median {:.2} (range {:.2}-{:.2}); \
         best {:.2} ns/hand short deck, {:.2} ns/hand hold'em",
        short_hands.len(),
        ratios[ratios.len() / 2],
        ratios[0],
        ratios[ratios.len() - 1],
        per_hand(best_short),
        per_hand(best_holdem),
    );
}

fn main() {
    let count = env_or("SHOWDOWN_BENCH_HANDS", 1_000_000).max(1);
    let rounds = env_or("SHOWDOWN_BENCH_ROUNDS", 9).max(1);
    let short_hands = random_hands(&SHORT_DECK.deck(), count, 36);
    let holdem_hands = random_hands(&HOLDEM.deck(), count, 52);

    // Before timing: the short deck's answers agree with its plain checker
    // on the first hands.
    let usual = ShortDeckReference::usual();
    let plain = ShortDeckPlain::new(false);
    for h in short_hands.iter().take(2_000) {
        assert_eq!(
            usual.category(h),
            plain.key_category(plain.key(h)),
            "{h:?}: the short-deck reference disagrees with its plain checker"
        );
    }

    if std::env::var_os("SHOWDOWN_BENCH_SUMMARY_ONLY").is_none() {
        let mut c = Criterion::default().configure_from_args();
        criterion_part(&mut c, &short_hands, &holdem_hands);
        c.final_summary();
    }
    ratio_summary(&short_hands, &holdem_hands, rounds);
}
