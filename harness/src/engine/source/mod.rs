//! Where hands come from: the one source of hands for `check`, `sweep` and
//! `diff` (the vectors' cases come from [`crate::vectors`]).
//!
//! A [`Source`] is every hand of n cards of a game's deck, one hand per
//! class up to renaming suits (weighted by the class's size), seeded random
//! hands drawn stratum by stratum ([`crate::strata`]; the uniform stratum
//! included), or a given list. Any source can be walked in one thread
//! ([`Source::for_each`], how `check` feeds a program) or folded on all
//! cores in constant memory ([`Source::fold`], how sweeps and `diff` run).
//!
//! Folds keep one accumulator per worker thread (not per task), so memory
//! does not grow with the number of tasks; tasks are the hand's lowest
//! card, taken from a shared counter. The hold'em sweep's fast path
//! ([`fold_source`]) also hands each hand the reference's incremental
//! [`HandState`]. A shared counter of visited hands feeds the progress bar.
//!
//! Which evaluators may be asked one hand per class is decided once, for
//! every sweep, by [`plan`]: the order-free ones whose answers every
//! renaming of a sample leaves unchanged ([`suit_check`]).

mod fold;
mod plan;
mod reference;
#[cfg(test)]
mod tests;

pub use fold::{fold_source, Enumeration};
pub use plan::{plan, suit_check, suit_sample, Plan, SuitCheck, SUIT_CHECK_PER_CATEGORY};
pub use reference::GameReference;

use crate::enumerate::{fold_hands, fold_tasks};
use crate::random::SplitMix;
use crate::strata::{Drawer, Stratum};
use crate::suit_classes::SuitClasses;
use showdown_evaluators::card::Card;
use showdown_evaluators::combinations::{binomial, Combinations};
use showdown_evaluators::game::Game;
use std::sync::atomic::{AtomicU64, Ordering};

/// Where the hands of the stratum at `label` in a random plan of `seed`
/// come from: [`Source::Random`] draws each stratum's hands from its own
/// stream, so `count` hands of it are the first `count` of this stream
/// whatever the other strata get (a check asking them in rounds continues
/// the stream, and asks the same hands as one plan of the totals).
pub fn stratum_stream(seed: u64, label: usize) -> SplitMix {
    SplitMix(seed ^ (label as u64).wrapping_mul(0xD1B5_4A32_D192_ED03))
}

/// Draws the next `count` hands of `stratum` from `rng` with `drawer` (a
/// stratum it cannot build falls back to a uniform hand; a deal is marked
/// with its hole cards), calling `f` with each until it says no; whether
/// it never said no.
pub fn draw_stratum(
    drawer: &Drawer<'_>,
    stratum: Stratum,
    rng: &mut SplitMix,
    count: u64,
    f: &mut dyn FnMut(&[Card]) -> bool,
) -> bool {
    let (game, n, hole) = (drawer.game(), drawer.cards(), drawer.hole());
    let deck = game.deck();
    let mut hand = Vec::with_capacity(n);
    for _ in 0..count {
        hand.clear();
        if stratum == Stratum::UNIFORM || drawer.draw(stratum, rng, &mut hand).is_none() {
            if deck.len() == 52 {
                rng.hand_into(n, &mut hand);
            } else {
                rng.deal_into(&deck, n, &mut hand);
            }
        }
        if game.has_hole_cards() {
            showdown_evaluators::games::omaha::mark_split(&mut hand, hole);
        }
        if !f(&hand) {
            return false;
        }
    }
    true
}

/// A source of hands, all of `cards()` cards.
#[derive(Clone, Debug)]
pub enum Source {
    /// Every hand of `n` cards of the game's deck, each once.
    Every {
        /// The game whose deck is enumerated.
        game: &'static Game,
        /// Cards per hand.
        n: usize,
    },
    /// One hand per class of hands equal up to renaming suits, weighted by
    /// the class's size.
    UpToSuits {
        /// The game whose deck is enumerated.
        game: &'static Game,
        /// Cards per hand.
        n: usize,
    },
    /// Seeded random hands, `count` of each stratum of `plan` in turn;
    /// each stratum draws from a seed of its own derived from `seed` (the
    /// first one from `seed` itself).
    Random {
        /// The game whose deck is dealt from.
        game: &'static Game,
        /// Cards per hand.
        n: usize,
        /// In a game with hole cards, how many of the `n` are hole cards
        /// (each hand is marked so: [`omaha::join`](showdown_evaluators::games::omaha::join));
        /// 0 otherwise.
        hole: usize,
        /// The seed printed in reports.
        seed: u64,
        /// The strata and how many hands each gets.
        plan: Vec<(Stratum, u64)>,
    },
    /// The given hands, `n` cards each, one after the other.
    List {
        /// Cards per hand.
        n: usize,
        /// The hands' cards, joined.
        cards: Vec<Card>,
    },
}

impl Source {
    /// `count` uniformly random hands of `n` cards of the game's deck.
    pub fn uniform(game: &'static Game, n: usize, count: u64, seed: u64) -> Source {
        let hole = if game.has_hole_cards() {
            showdown_evaluators::games::omaha::split_counts(n).0
        } else {
            0
        };
        Source::Random {
            game,
            n,
            hole,
            seed,
            plan: vec![(Stratum::UNIFORM, count)],
        }
    }

    /// Every hand (`every_hand`), or one hand per class up to renaming suits.
    pub fn exhaustive(game: &'static Game, n: usize, which: Enumeration) -> Source {
        match which {
            Enumeration::EveryHand => Source::Every { game, n },
            Enumeration::UpToSuits => Source::UpToSuits { game, n },
        }
    }

    /// Cards per hand.
    pub fn cards(&self) -> usize {
        match *self {
            Source::Every { n, .. }
            | Source::UpToSuits { n, .. }
            | Source::Random { n, .. }
            | Source::List { n, .. } => n,
        }
    }

    /// How many hands the source stands for (by weight).
    pub fn hands(&self) -> u64 {
        match self {
            Source::Every { game, n } | Source::UpToSuits { game, n } => {
                binomial(game.deck_size() as u64, *n as u64)
            }
            Source::Random { plan, .. } => plan.iter().map(|p| p.1).sum(),
            Source::List { n, cards } => (cards.len() / n.max(&1)) as u64,
        }
    }

    /// How many hands an evaluator is asked (one per class up to suits).
    pub fn asked(&self) -> u64 {
        match self {
            Source::UpToSuits { game, n } => SuitClasses::new(game, *n).count().0,
            _ => self.hands(),
        }
    }

    /// Calls `f` with each hand, the number of hands it stands for and its
    /// stratum's place in the plan (0 when there is no plan), in one
    /// thread, until `f` returns false.
    pub fn for_each(&self, f: &mut dyn FnMut(&[Card], u32, u8) -> bool) {
        let mut going = true;
        match self {
            Source::Every { game, n } => {
                let deck = game.deck();
                let mut hand = Vec::with_capacity(*n);
                let mut combos = Combinations::new(deck.len(), *n);
                while let Some(ix) = combos.next() {
                    hand.clear();
                    hand.extend(ix.iter().map(|&i| deck[i]));
                    if !f(&hand, 1, 0) {
                        return;
                    }
                }
            }
            Source::UpToSuits { game, n } => {
                SuitClasses::new(game, *n).for_each(&mut |hand, m| {
                    if going {
                        going = f(hand, m, 0);
                    }
                });
            }
            Source::Random {
                game,
                n,
                hole,
                seed,
                plan,
            } => {
                let strata = plan.iter().any(|p| p.0 != Stratum::UNIFORM);
                let reference = strata.then(|| GameReference::new(game));
                let strength = |h: &[Card]| reference.as_ref().map_or(0, |r| r.strength(h));
                let drawer = Drawer::new(game, *n, &strength).with_hole(*hole);
                for (label, &(stratum, count)) in plan.iter().enumerate() {
                    let mut rng = stratum_stream(*seed, label);
                    let going = draw_stratum(&drawer, stratum, &mut rng, count, &mut |hand| {
                        f(hand, 1, label as u8)
                    });
                    if !going {
                        return;
                    }
                }
            }
            Source::List { n, cards } => {
                for hand in cards.chunks(*n) {
                    if !f(hand, 1, 0) {
                        return;
                    }
                }
            }
        }
    }

    /// Folds `fold` over the source's hands (each with the number of hands
    /// it stands for): exhaustive sources on all cores with one
    /// `identity()` per thread joined by `merge`, the others in one
    /// thread. `done` counts hands as they go.
    pub fn fold<T, I, F, M>(&self, done: &AtomicU64, identity: I, fold: F, merge: M) -> T
    where
        T: Send,
        I: Fn() -> T + Sync,
        F: Fn(&mut T, &[Card], u64) + Sync,
        M: Fn(T, T) -> T,
    {
        match self {
            Source::Every { game, n } if game.deck_size() == 52 => fold_hands(
                *n,
                done,
                identity,
                |acc, cards, _| fold(acc, cards, 1),
                merge,
            ),
            Source::Every { game, n } => {
                // Tasks are the hand's lowest card (its place in the deck).
                let (deck, n) = (game.deck(), *n);
                fold_tasks(
                    deck.len(),
                    identity,
                    |acc, first| {
                        let rest = &deck[first + 1..];
                        if rest.len() + 1 < n {
                            return;
                        }
                        let mut combos = Combinations::new(rest.len(), n - 1);
                        let mut hand = vec![deck[first]; n];
                        let mut local = 0u64;
                        while let Some(ix) = combos.next() {
                            for (slot, &i) in hand[1..].iter_mut().zip(ix) {
                                *slot = rest[i];
                            }
                            fold(acc, &hand, 1);
                            local += 1;
                        }
                        done.fetch_add(local, Ordering::Relaxed);
                    },
                    merge,
                )
            }
            Source::UpToSuits { game, n } => SuitClasses::new(game, *n).fold(
                done,
                identity,
                |acc, cards, m| fold(acc, cards, u64::from(m)),
                merge,
            ),
            Source::Random { .. } | Source::List { .. } => {
                let mut acc = identity();
                self.for_each(&mut |cards, w, _| {
                    fold(&mut acc, cards, u64::from(w));
                    done.fetch_add(u64::from(w), Ordering::Relaxed);
                    true
                });
                acc
            }
        }
    }
}
