//! Enumerating every hand of n cards, incrementally and in parallel.
//!
//! Hands are visited in lexicographic order of canonical indices; the
//! reference's additive [`HandState`] is extended one card at a time, so
//! what consecutive hands share is computed once. Parallel runs split the
//! work by the hand's lowest card and fold per task, in constant memory.

use rayon::prelude::*;
use showdown_evaluators::card::Card;
use showdown_evaluators::reference::{HandState, CARD_STATES};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// Every card, by canonical index.
static DECK: [Card; 52] = {
    let mut d = [Card::from_index(0).unwrap(); 52];
    let mut i = 0;
    while i < 52 {
        d[i] = Card::from_index(i as u8).unwrap();
        i += 1;
    }
    d
};

/// Calls `f` on every `n`-card hand whose lowest card has index `first`.
pub fn for_each_hand_from(n: usize, first: u8, f: &mut impl FnMut(&[Card], HandState)) {
    assert!((1..=7).contains(&n), "1 to 7 cards");
    let mut cards = [DECK[0]; 7];
    cards[0] = Card::from_index(first).expect("index below 52");
    let state = HandState::EMPTY.add(CARD_STATES[first as usize]);
    rec(&mut cards, 1, n, first as usize + 1, state, f);
}

/// Calls `f` on every `n`-card hand whose two lowest cards have indices
/// `first < second` (`n` at least 2).
fn for_each_hand_from_pair(
    n: usize,
    first: usize,
    second: usize,
    f: &mut impl FnMut(&[Card], HandState),
) {
    let mut cards = [DECK[0]; 7];
    cards[0] = DECK[first];
    cards[1] = DECK[second];
    let state = HandState::EMPTY
        .add(CARD_STATES[first])
        .add(CARD_STATES[second]);
    rec(&mut cards, 2, n, second + 1, state, f);
}

/// Fills `cards[depth..n]` in every way with indices from `start` up; the
/// last level is a plain loop, so there is no call per hand.
#[inline]
fn rec(
    cards: &mut [Card; 7],
    depth: usize,
    n: usize,
    start: usize,
    state: HandState,
    f: &mut impl FnMut(&[Card], HandState),
) {
    if depth >= n {
        f(&cards[..n], state);
        return;
    }
    let last = 52 - (n - depth);
    if depth + 1 == n {
        for (&card, &add) in DECK[start..=last].iter().zip(&CARD_STATES[start..=last]) {
            cards[depth] = card;
            f(&cards[..n], state.add(add));
        }
        return;
    }
    for i in start..=last {
        cards[depth] = DECK[i];
        rec(cards, depth + 1, n, i + 1, state.add(CARD_STATES[i]), f);
    }
}

/// Calls `f` on every `n`-card hand, in one thread.
pub fn for_each_hand(n: usize, f: &mut impl FnMut(&[Card], HandState)) {
    for first in 0..=(52 - n as u8) {
        for_each_hand_from(n, first, f);
    }
}

/// Folds over every `n`-card hand on all cores: hands are split into tasks
/// by their two lowest cards (1,326 small tasks, so the cores finish
/// together); each worker folds its tasks into accumulators it starts with
/// `identity()`, and those are merged with `reduce`. Memory stays constant:
/// a few accumulators per thread, whatever `n`. `done` counts the hands of
/// finished tasks, for progress.
pub fn par_fold_hands<T, I, F, R>(
    n: usize,
    done: &std::sync::atomic::AtomicU64,
    identity: I,
    fold: F,
    reduce: R,
) -> T
where
    T: Send,
    I: Fn() -> T + Sync + Send,
    F: Fn(&mut T, &[Card], HandState) + Sync + Send,
    R: Fn(T, T) -> T + Sync + Send,
{
    assert!((1..=7).contains(&n), "1 to 7 cards");
    if n < 3 {
        return (0..=(52 - n as u8))
            .into_par_iter()
            .fold(&identity, |mut acc, first| {
                let mut k = 0u64;
                for_each_hand_from(n, first, &mut |cards, h| {
                    fold(&mut acc, cards, h);
                    k += 1;
                });
                done.fetch_add(k, std::sync::atomic::Ordering::Relaxed);
                acc
            })
            .reduce(&identity, &reduce);
    }
    let pairs: Vec<(usize, usize)> = (0..=52 - n)
        .flat_map(|a| (a + 1..=53 - n).map(move |b| (a, b)))
        .collect();
    pairs
        .into_par_iter()
        .fold(&identity, |mut acc, (a, b)| {
            let mut k = 0u64;
            for_each_hand_from_pair(n, a, b, &mut |cards, h| {
                fold(&mut acc, cards, h);
                k += 1;
            });
            done.fetch_add(k, std::sync::atomic::Ordering::Relaxed);
            acc
        })
        .reduce(&identity, &reduce)
}

/// This process's peak resident memory in KiB (`VmHWM` in
/// `/proc/self/status`), to show that sweeps run in constant memory; `None`
/// where that file does not exist.
pub fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// CPU time this process has used so far (user + system, all threads), in
/// seconds, from `/proc/self/stat` (clock ticks of 1/100 s, Linux's
/// `USER_HZ`); `None` where that file does not exist.
pub fn process_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which is in parentheses and may hold
    // spaces): state is field 3, utime 14, stime 15.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) as f64 / 100.0)
}

/// How many worker threads a sweep uses: every core.
pub fn threads() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
}

/// Runs `work` on the tasks `0..tasks` on every core, one accumulator per
/// worker thread (not per task, so memory does not grow with the tasks),
/// each task taken from a shared counter; the accumulators are then joined
/// with `merge`. The one driver of every exhaustive fold.
pub fn fold_tasks<T, I, W, M>(tasks: usize, identity: I, work: W, merge: M) -> T
where
    T: Send,
    I: Fn() -> T + Sync,
    W: Fn(&mut T, usize) + Sync,
    M: Fn(T, T) -> T,
{
    let next = AtomicUsize::new(0);
    let results: Vec<T> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads())
            .map(|_| {
                scope.spawn(|| {
                    let mut acc = identity();
                    loop {
                        let task = next.fetch_add(1, Ordering::Relaxed);
                        if task >= tasks {
                            break;
                        }
                        work(&mut acc, task);
                    }
                    acc
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a sweep worker panicked"))
            .collect()
    });
    results
        .into_iter()
        .reduce(merge)
        .expect("at least one worker")
}

/// Folds `fold` over every `n`-card hand of the 52-card deck (each with the
/// reference's incremental state) with one `identity()` per thread, then
/// merges them with `merge`. Tasks are the hand's lowest card. `done`
/// counts visited hands as they go (updated every few thousand hands).
pub fn fold_hands<T, I, F, M>(n: usize, done: &AtomicU64, identity: I, fold: F, merge: M) -> T
where
    T: Send,
    I: Fn() -> T + Sync,
    F: Fn(&mut T, &[Card], HandState) + Sync,
    M: Fn(T, T) -> T,
{
    assert!((1..=7).contains(&n), "hands have 1 to 7 cards");
    fold_tasks(
        52 - n + 1,
        identity,
        |acc, first| {
            let mut local = 0u64;
            for_each_hand_from(n, first as u8, &mut |cards, h| {
                fold(acc, cards, h);
                local += 1;
                if local == 4096 {
                    done.fetch_add(local, Ordering::Relaxed);
                    local = 0;
                }
            });
            done.fetch_add(local, Ordering::Relaxed);
        },
        merge,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::combinations::binomial;

    #[test]
    fn visits_every_hand_once() {
        let done = AtomicU64::new(0);
        let (count, xor) = fold_hands(
            4,
            &done,
            || (0u64, 0u64),
            |a, cards, h| {
                assert_eq!(h, HandState::of_cards(cards));
                a.0 += 1;
                a.1 ^= cards
                    .iter()
                    .fold(0u64, |m, c| m | 1 << c.index())
                    .wrapping_mul(0x9e37_79b9_7f4a_7c15);
            },
            |a, b| (a.0 + b.0, a.1 ^ b.1),
        );
        assert_eq!(count, binomial(52, 4));
        assert_eq!(done.load(Ordering::Relaxed), count);
        let mut want = 0u64;
        for_each_hand(4, &mut |cards, _| {
            want ^= cards
                .iter()
                .fold(0u64, |m, c| m | 1 << c.index())
                .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        });
        assert_eq!(xor, want);
    }

    #[test]
    fn visits_every_hand_once_with_matching_state() {
        for n in 1..=3 {
            let mut count = 0u64;
            let mut prev: Option<Vec<u8>> = None;
            for_each_hand(n, &mut |cards, h| {
                let ix: Vec<u8> = cards.iter().map(|c| c.index()).collect();
                assert!(ix.windows(2).all(|w| w[0] < w[1]));
                if let Some(p) = &prev {
                    assert!(*p < ix);
                }
                assert_eq!(h, HandState::of_cards(cards));
                prev = Some(ix);
                count += 1;
            });
            assert_eq!(count, binomial(52, n as u64));
        }
        for n in 1..=5 {
            let done = std::sync::atomic::AtomicU64::new(0);
            let total = par_fold_hands(n, &done, || 0u64, |a, _, _| *a += 1, |a, b| a + b);
            assert_eq!(done.into_inner(), total);
            assert_eq!(total, binomial(52, n as u64));
        }
        // The parallel split visits the same hands as the sequential walk,
        // each with its own state: compare order-free checksums of them.
        fn digest(cards: &[Card]) -> u64 {
            let mask = cards.iter().fold(0u64, |m, c| m | 1 << c.index());
            (mask ^ (mask >> 29)).wrapping_mul(0x9e37_79b9_7f4a_7c15)
        }
        for n in [3, 4] {
            let mut sequential = 0u64;
            for_each_hand(n, &mut |cards, _| {
                sequential = sequential.wrapping_add(digest(cards))
            });
            let parallel = par_fold_hands(
                n,
                &std::sync::atomic::AtomicU64::new(0),
                || 0u64,
                |acc, cards, h| {
                    assert_eq!(h, HandState::of_cards(cards));
                    *acc = acc.wrapping_add(digest(cards));
                },
                |a, b| a.wrapping_add(b),
            );
            assert_eq!(parallel, sequential, "{n}-card hands");
        }
    }

    #[test]
    fn peak_rss_and_cpu_time_are_read_on_linux() {
        if std::path::Path::new("/proc/self/status").exists() {
            let kib = peak_rss_kib().expect("VmHWM in /proc/self/status");
            assert!(kib > 0);
            let before = process_cpu_seconds().expect("utime in /proc/self/stat");
            let mut x = 0u64;
            for_each_hand(4, &mut |_, h| x = x.wrapping_add(h.key));
            std::hint::black_box(x);
            assert!(process_cpu_seconds().unwrap() >= before);
        }
    }
}
