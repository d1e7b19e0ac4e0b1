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

use crate::enumerate::{fold_hands, fold_tasks};
use crate::random::SplitMix;
use crate::strata::{Drawer, Stratum};
use crate::suit_classes::SuitClasses;
use showdown_evaluators::card::Card;
use showdown_evaluators::category::Category;
use showdown_evaluators::combinations::{binomial, Combinations};
use showdown_evaluators::evaluator::{CardOrder, Evaluator};
use showdown_evaluators::game::Game;
use showdown_evaluators::reference::{HandState, Reference, CARD_STATES};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

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
                let deck = game.deck();
                let mut hand = Vec::with_capacity(*n);
                for (label, &(stratum, count)) in plan.iter().enumerate() {
                    let mut rng =
                        SplitMix(seed ^ (label as u64).wrapping_mul(0xD1B5_4A32_D192_ED03));
                    for _ in 0..count {
                        hand.clear();
                        if stratum == Stratum::UNIFORM
                            || drawer.draw(stratum, &mut rng, &mut hand).is_none()
                        {
                            if deck.len() == 52 {
                                rng.hand_into(*n, &mut hand);
                            } else {
                                rng.deal_into(&deck, *n, &mut hand);
                            }
                        }
                        if game.has_hole_cards() {
                            showdown_evaluators::games::omaha::mark_split(&mut hand, *hole);
                        }
                        if !f(&hand, 1, label as u8) {
                            return;
                        }
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

/// The reference answers of one game, as one integer per hand: the
/// category's place in the game << 12 | the index within it (every
/// reference scores that way); hold'em takes the table-driven fast path.
pub struct GameReference {
    holdem: Reference,
    other: Option<Arc<dyn Evaluator>>,
}

impl GameReference {
    /// The reference of `game`.
    pub fn new(game: &'static Game) -> GameReference {
        GameReference {
            holdem: Reference::new(),
            other: (game != Game::default_game())
                .then(|| showdown_evaluators::games::reference_for(game)),
        }
    }

    /// The reference's category of joined cards (high card if it refuses
    /// them).
    pub fn category(&self, cards: &[Card]) -> Category {
        match &self.other {
            None => self.holdem.category(cards),
            Some(r) => showdown_evaluators::games::evaluate_joined(&**r, cards)
                .map_or(Category::HighCard, |v| v.category),
        }
    }

    /// The reference strength of joined cards.
    pub fn strength(&self, cards: &[Card]) -> u16 {
        match &self.other {
            None => self.holdem.strength(cards),
            Some(r) => showdown_evaluators::games::evaluate_joined(&**r, cards)
                .ok()
                .and_then(|v| v.strength)
                .and_then(|s| s.parts().first().copied())
                .map_or(0, |s| s as u16),
        }
    }
}

/// What a sweep found when it renamed the suits of a sample of hands.
#[derive(Clone, Debug)]
pub struct SuitCheck {
    /// Renamed hands compared with their originals.
    pub hands: u64,
    /// The first hand whose answer changed: the hand, its renaming, and
    /// the two answers.
    pub differs: Option<(Vec<Card>, Vec<Card>, String, String)>,
}

/// How many representatives per reference category a sweep's suit check
/// renames.
pub const SUIT_CHECK_PER_CATEGORY: usize = 512;

/// Up to `per_category` representatives of each reference category of
/// `n`-card hands of `game` (classes up to renaming suits), picked evenly
/// by a fixed seed, for the suit check.
pub fn suit_sample(game: &'static Game, n: usize, per_category: usize) -> Vec<Vec<Card>> {
    let reference = GameReference::new(game);
    crate::suit_classes::sample(game, n, per_category, |cards| {
        usize::from(reference.strength(cards) >> 12)
    })
}

/// Asks `ev` every renaming of the suits of every sample hand (each in
/// ascending order, as the sweeps give hands) and compares the answers
/// with the hand's own.
pub fn suit_check(ev: &dyn Evaluator, sample: &[Vec<Card>]) -> SuitCheck {
    let ask = |cards: &[Card]| {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            showdown_evaluators::games::evaluate_joined(ev, cards)
        }))
        .map_or_else(
            |_| "panicked".to_string(),
            |r| crate::engine::judge::describe(&r),
        )
    };
    let mut hands = 0;
    let mut renamed = Vec::new();
    for hand in sample {
        let own = ask(hand);
        for perm in &crate::suit_classes::PERMUTATIONS[1..] {
            crate::suit_classes::rename(hand, perm, &mut renamed);
            hands += 1;
            let other = ask(&renamed);
            if other != own {
                return SuitCheck {
                    hands,
                    differs: Some((hand.clone(), renamed.clone(), own, other)),
                };
            }
        }
    }
    SuitCheck {
        hands,
        differs: None,
    }
}

/// How a sweep asks its evaluators: per evaluator, which hands and the
/// suit check that decided it; and the passes over the hands that this
/// makes (one per enumeration some evaluator needs).
#[derive(Clone, Debug)]
pub struct Plan {
    /// Per evaluator: the hands it is asked.
    pub enumeration: Vec<Enumeration>,
    /// Per evaluator: the renamings it was asked first (`None`: not asked,
    /// because every hand was asked for, or it depends on card order and
    /// the sweep does not give it its cards in ascending order).
    pub suit_checks: Vec<Option<SuitCheck>>,
    /// The passes to run: an enumeration and the evaluators (by place)
    /// that take part. Never empty: with no evaluator, one pass for the
    /// reference's own figures.
    pub passes: Vec<(Enumeration, Vec<usize>)>,
}

/// Decides a sweep's plan: every hand for everybody with `every_hand`;
/// otherwise one hand per class for each evaluator whose answers no
/// renaming of `sample()`'s hands changes, and every hand for the rest.
///
/// Which evaluators are suit-checked: the order-free ones always; the
/// order-sensitive ones (`hole-last`) too when `ascending` says the sweep
/// gives every evaluator each hand in ascending card order (the canonical
/// hole order: the two highest cards are the hole cards). An
/// order-sensitive evaluator then answers a function of the set of cards,
/// and whether renaming suits changes that function is checked like any
/// other's (the renamed sample hands are ascending too). With the hole pair
/// picked per hand (`--mixed-hole-order`) renaming the suits picks another
/// pair, so such evaluators are asked every hand.
pub fn plan(
    evaluators: &[&dyn Evaluator],
    every_hand: bool,
    ascending: bool,
    sample: impl FnOnce() -> Vec<Vec<Card>>,
) -> Plan {
    let mut enumeration = vec![Enumeration::EveryHand; evaluators.len()];
    let mut suit_checks = vec![None; evaluators.len()];
    let free: Vec<usize> = (0..evaluators.len())
        .filter(|&k| ascending || evaluators[k].order() == CardOrder::Free)
        .collect();
    if !every_hand && !free.is_empty() {
        let sample = sample();
        for k in free {
            let check = suit_check(evaluators[k], &sample);
            if check.differs.is_none() {
                enumeration[k] = Enumeration::UpToSuits;
            }
            suit_checks[k] = Some(check);
        }
    }
    let mut passes: Vec<(Enumeration, Vec<usize>)> =
        [Enumeration::UpToSuits, Enumeration::EveryHand]
            .into_iter()
            .map(|which| {
                let group = (0..evaluators.len())
                    .filter(|&k| enumeration[k] == which)
                    .collect::<Vec<usize>>();
                (which, group)
            })
            .filter(|(_, group)| !group.is_empty())
            .collect();
    if passes.is_empty() {
        let which = if every_hand {
            Enumeration::EveryHand
        } else {
            Enumeration::UpToSuits
        };
        passes.push((which, Vec::new()));
    }
    Plan {
        enumeration,
        suit_checks,
        passes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_source_stands_for_the_hands_it_says_walked_or_folded() {
        use showdown_evaluators::game::SHORT_DECK;
        use showdown_evaluators::HOLDEM;
        let sources = [
            Source::Every {
                game: &HOLDEM,
                n: 3,
            },
            Source::UpToSuits {
                game: &HOLDEM,
                n: 4,
            },
            Source::Every {
                game: &SHORT_DECK,
                n: 4,
            },
            Source::UpToSuits {
                game: &SHORT_DECK,
                n: 5,
            },
            Source::uniform(&HOLDEM, 5, 1000, 9),
            Source::List {
                n: 2,
                cards: showdown_evaluators::card::parse_cards("As Ks 2c 3d 4h 5s").unwrap(),
            },
        ];
        for source in &sources {
            let mut walked = 0u64;
            source.for_each(&mut |hand, w, _| {
                assert_eq!(hand.len(), source.cards(), "{source:?}");
                walked += u64::from(w);
                true
            });
            let done = AtomicU64::new(0);
            let folded = source.fold(&done, || 0u64, |a, _, w| *a += w, |a, b| a + b);
            assert_eq!(
                (walked, folded),
                (source.hands(), source.hands()),
                "{source:?}"
            );
            assert_eq!(done.load(Ordering::Relaxed), source.hands(), "{source:?}");
        }
        assert_eq!(sources[1].asked(), crate::suit_classes::PUBLISHED_52[4]);
    }

    #[test]
    fn uniform_random_hands_are_the_generators_hands_and_stop_when_asked() {
        let source = Source::uniform(&showdown_evaluators::HOLDEM, 7, 50, 24301);
        let mut rng = SplitMix(24301);
        let mut seen = 0;
        source.for_each(&mut |hand, w, label| {
            assert_eq!((hand.to_vec(), w, label), (rng.hand(7), 1, 0));
            seen += 1;
            seen < 20
        });
        assert_eq!(seen, 20);
    }

    #[test]
    fn a_plan_asks_one_hand_per_class_only_of_order_free_suit_blind_evaluators() {
        let reference = showdown_evaluators::registry::by_name("reference").unwrap();
        let hole_last = showdown_evaluators::registry::all()
            .into_iter()
            .find(|e| e.order() != CardOrder::Free)
            .expect("a hole-last port");
        let evs: Vec<&dyn Evaluator> = vec![&*reference, &*hole_last];
        let p = plan(&evs, false, false, || {
            suit_sample(&showdown_evaluators::HOLDEM, 5, 4)
        });
        assert_eq!(
            p.enumeration,
            [Enumeration::UpToSuits, Enumeration::EveryHand]
        );
        assert!(p.suit_checks[0]
            .as_ref()
            .is_some_and(|c| c.differs.is_none()));
        assert!(p.suit_checks[1].is_none());
        assert_eq!(
            p.passes,
            [
                (Enumeration::UpToSuits, vec![0]),
                (Enumeration::EveryHand, vec![1])
            ]
        );
        let every = plan(&evs, true, false, || {
            unreachable!("no sample with every hand")
        });
        assert_eq!(every.passes, [(Enumeration::EveryHand, vec![0, 1])]);
        let none = plan(&[], false, false, Vec::new);
        assert_eq!(none.passes, [(Enumeration::UpToSuits, vec![])]);
    }

    /// php-priority, except that a club among its hole cards (the last
    /// two) makes any hand a high card: order-sensitive and suit-aware.
    struct ClubHole;

    static CLUB_HOLE: showdown_evaluators::evaluator::EvaluatorInfo =
        showdown_evaluators::evaluator::EvaluatorInfo::holdem(
            "club-hole",
            showdown_evaluators::Domain::range(7, 7),
            true,
            "php-priority's answer, high card with a club in the hole",
            "test: tells the hole cards' suits apart",
        )
        .with_order(CardOrder::HoleLast);

    impl Evaluator for ClubHole {
        fn info(&self) -> &showdown_evaluators::evaluator::EvaluatorInfo {
            &CLUB_HOLE
        }
        fn evaluate(
            &self,
            cards: &[Card],
        ) -> Result<showdown_evaluators::evaluator::Verdict, showdown_evaluators::evaluator::Rejected>
        {
            let php = showdown_evaluators::registry::by_name("php-priority").unwrap();
            let mut v = php.evaluate(cards)?;
            if cards[5..]
                .iter()
                .any(|c| c.suit() == showdown_evaluators::Suit::Clubs)
            {
                v.category = Category::HighCard;
            }
            Ok(v)
        }
    }

    #[test]
    fn a_hole_last_evaluator_given_ascending_cards_is_suit_checked_like_any_other() {
        let php = showdown_evaluators::registry::by_name("php-priority").unwrap();
        assert_eq!(php.order(), CardOrder::HoleLast);
        let club_hole = ClubHole;
        let evs: Vec<&dyn Evaluator> = vec![&*php, &club_hole];
        let mut rng = SplitMix(0x5eed);
        let sample: Vec<Vec<Card>> = (0..300)
            .map(|_| {
                let mut hand = rng.hand(7);
                hand.sort_unstable();
                hand
            })
            .collect();
        // Cards ascending (canonical hole order): both are checked; only
        // php-priority, blind to suits, is asked one hand per class.
        let p = plan(&evs, false, true, || sample.clone());
        assert_eq!(
            p.enumeration,
            [Enumeration::UpToSuits, Enumeration::EveryHand]
        );
        let php_check = p.suit_checks[0].as_ref().expect("php-priority checked");
        assert_eq!((php_check.hands, &php_check.differs), (300 * 23, &None));
        let (hand, renamed, _, _) = p.suit_checks[1]
            .as_ref()
            .and_then(|c| c.differs.clone())
            .expect("the club in the hole shows");
        assert_eq!(
            crate::suit_classes::canonical_key(&hand),
            crate::suit_classes::canonical_key(&renamed)
        );
        // Hole pairs picked per hand: neither is checked, both asked every hand.
        let p = plan(&evs, false, false, || unreachable!("nobody to check"));
        assert_eq!(p.enumeration, [Enumeration::EveryHand; 2]);
        assert!(p.suit_checks.iter().all(Option::is_none));
    }
}
