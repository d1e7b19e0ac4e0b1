//! Which evaluators a sweep may ask one hand per class: the suit check on
//! a sample of hands, and the passes it makes.

use super::{Enumeration, GameReference};
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::{CardOrder, Evaluator};
use showdown_evaluators::game::Game;

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
