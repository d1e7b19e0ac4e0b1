//! Running a fold over every n-card hand on all cores in constant memory.
//!
//! One accumulator per worker thread (not per task), so memory does not
//! grow with the number of tasks; tasks are the hand's lowest card, taken
//! largest first from a shared counter. Hands are visited with the
//! reference's incremental [`HandState`]. A shared counter of visited hands
//! feeds the progress bar.

use crate::enumerate::for_each_hand_from;
use showdown_evaluators::card::Card;
use showdown_evaluators::reference::{HandState, CARD_STATES};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// How many worker threads a sweep uses: every core.
pub fn threads() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
}

/// Folds `fold` over every `n`-card hand with one `identity()` per thread,
/// then merges them with `merge`. `done` counts visited hands as they go
/// (updated every few thousand hands).
pub fn fold_hands<T, I, F, M>(n: usize, done: &AtomicU64, identity: I, fold: F, merge: M) -> T
where
    T: Send,
    I: Fn() -> T + Sync,
    F: Fn(&mut T, &[Card], HandState) + Sync,
    M: Fn(T, T) -> T,
{
    assert!((1..=7).contains(&n), "hands have 1 to 7 cards");
    let next = AtomicUsize::new(0);
    let last = 52 - n;
    let results: Vec<T> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads())
            .map(|_| {
                scope.spawn(|| {
                    let mut acc = identity();
                    let mut local = 0u64;
                    loop {
                        let first = next.fetch_add(1, Ordering::Relaxed);
                        if first > last {
                            break;
                        }
                        for_each_hand_from(n, first as u8, &mut |cards, h| {
                            fold(&mut acc, cards, h);
                            local += 1;
                            if local == 4096 {
                                done.fetch_add(local, Ordering::Relaxed);
                                local = 0;
                            }
                        });
                    }
                    done.fetch_add(local, Ordering::Relaxed);
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

/// Which hands a sweep visits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Enumeration {
    /// Every hand of n cards.
    EveryHand,
    /// One hand of each class of hands equal up to renaming the suits,
    /// weighted by the class's multiplicity ([`crate::suit_classes`]).
    UpToSuits,
}

impl Enumeration {
    /// How a report says what was enumerated.
    pub fn describe(self) -> &'static str {
        match self {
            Enumeration::EveryHand => "every hand",
            Enumeration::UpToSuits => "every hand up to renaming suits",
        }
    }
}

/// Folds `fold` over the hold'em hands of `n` cards that `which` visits,
/// each with the reference's incremental state and the number of hands it
/// stands for (1, or its class's multiplicity); `done` counts hands.
pub fn fold_source<T, I, F, M>(
    n: usize,
    which: Enumeration,
    done: &AtomicU64,
    identity: I,
    fold: F,
    merge: M,
) -> T
where
    T: Send,
    I: Fn() -> T + Sync,
    F: Fn(&mut T, &[Card], HandState, u64) + Sync,
    M: Fn(T, T) -> T,
{
    match which {
        Enumeration::EveryHand => fold_hands(
            n,
            done,
            identity,
            |acc, cards, h| fold(acc, cards, h, 1),
            merge,
        ),
        Enumeration::UpToSuits => {
            let classes = crate::suit_classes::SuitClasses::new(&showdown_evaluators::HOLDEM, n);
            classes.fold(
                done,
                identity,
                |acc, cards, m| {
                    let state = cards.iter().fold(HandState::EMPTY, |s, c| {
                        s.add(CARD_STATES[usize::from(c.index())])
                    });
                    fold(acc, cards, state, u64::from(m))
                },
                merge,
            )
        }
    }
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
        crate::enumerate::for_each_hand(4, &mut |cards, _| {
            want ^= cards
                .iter()
                .fold(0u64, |m, c| m | 1 << c.index())
                .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        });
        assert_eq!(xor, want);
    }
}
