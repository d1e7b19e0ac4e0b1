//! How a sweep visits hold'em hands: every hand, or one per class up to
//! renaming suits, each with the reference's incremental state.

use crate::enumerate::fold_hands;
use showdown_evaluators::card::Card;
use showdown_evaluators::reference::{HandState, CARD_STATES};
use std::sync::atomic::AtomicU64;

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
