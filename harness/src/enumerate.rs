//! Enumerating every hand of n cards, incrementally and in parallel.
//!
//! Hands are visited in lexicographic order of canonical indices; the
//! reference's additive [`HandState`] is extended one card at a time, so
//! what consecutive hands share is computed once. Parallel runs split the
//! work by the hand's lowest card and fold per task, in constant memory.

use rayon::prelude::*;
use showdown_evaluators::card::Card;
use showdown_evaluators::reference::{HandState, CARD_STATES};

/// Calls `f` on every `n`-card hand whose lowest card has index `first`.
pub fn for_each_hand_from(n: usize, first: u8, f: &mut impl FnMut(&[Card], HandState)) {
    assert!((1..=7).contains(&n), "1 to 7 cards");
    let mut cards = [Card::from_index(0).unwrap(); 7];
    cards[0] = Card::from_index(first).expect("index below 52");
    let state = HandState::EMPTY.add(CARD_STATES[first as usize]);
    rec(&mut cards, 1, n, first + 1, state, f);
}

fn rec(
    cards: &mut [Card; 7],
    depth: usize,
    n: usize,
    start: u8,
    state: HandState,
    f: &mut impl FnMut(&[Card], HandState),
) {
    if depth == n {
        f(&cards[..n], state);
        return;
    }
    let last = 52 - (n - depth) as u8;
    for i in start..=last {
        cards[depth] = Card::from_index(i).unwrap();
        rec(
            cards,
            depth + 1,
            n,
            i + 1,
            state.add(CARD_STATES[i as usize]),
            f,
        );
    }
}

/// Calls `f` on every `n`-card hand, in one thread.
pub fn for_each_hand(n: usize, f: &mut impl FnMut(&[Card], HandState)) {
    for first in 0..=(52 - n as u8) {
        for_each_hand_from(n, first, f);
    }
}

/// Folds over every `n`-card hand on all cores: each task starts from
/// `identity()`, folds its hands with `fold`, and tasks are merged with
/// `reduce`.
pub fn par_fold_hands<T, I, F, R>(n: usize, identity: I, fold: F, reduce: R) -> T
where
    T: Send,
    I: Fn() -> T + Sync + Send,
    F: Fn(&mut T, &[Card], HandState) + Sync + Send,
    R: Fn(T, T) -> T + Sync + Send,
{
    (0..=(52 - n as u8))
        .into_par_iter()
        .map(|first| {
            let mut acc = identity();
            for_each_hand_from(n, first, &mut |cards, h| fold(&mut acc, cards, h));
            acc
        })
        .reduce(&identity, &reduce)
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::combinations::binomial;

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
        let total = par_fold_hands(4, || 0u64, |a, _, _| *a += 1, |a, b| a + b);
        assert_eq!(total, 270_725);
    }
}
