//! Exhaustive sweeps of the games with a deck of their own (short deck):
//! every hand of n cards through each evaluator of the game and its
//! reference, on all cores, in constant memory. Per evaluator: the category
//! confusion against the reference, the order (each reference class must
//! map to one strength, in the reference's order), and the documented
//! deviation classes — every disagreement claimed by a class of the right
//! kind, no class claiming a hand the evaluator gets right.
//!
//! The passes are [`super::drive`]'s and the counts the engine's
//! [`Tally`]; only the hands (a [`Source`] over the game's deck) and the
//! reference (the game's own) are this game's. Hold'em takes the fast path
//! ([`super::holdem`]); Omaha has no exhaustive sweep (too many deals) and
//! is proven by random deals.

use super::{drive, PassAcc};
use crate::engine::judge::{Judgment, Subject};
use crate::engine::order::{ClassIndex, OrderFigures};
use crate::engine::source::{self, Enumeration, Source, SuitCheck};
use crate::engine::tally::Tally;
use crate::progress::{with_progress, Progress};
use showdown_evaluators::card::Card;
use showdown_evaluators::category::Category;
use showdown_evaluators::combinations::binomial;
use showdown_evaluators::evaluator::{Evaluator, Strength};
use showdown_evaluators::game::Game;
use showdown_evaluators::games::{evaluate_joined, reference_for};
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// One evaluator's sweep.
pub struct GameResult {
    /// The evaluator, with its deviation classes.
    pub subject: Subject,
    /// What was counted (the engine's tally).
    pub tally: Tally,
    /// The order figures over its clean hands, if it gives a strength.
    pub order: Option<OrderFigures>,
    /// Which hands it was asked.
    pub enumeration: Enumeration,
    /// The renamings it was asked first (`None` with `every_hand`).
    pub suit_check: Option<SuitCheck>,
}

/// A whole game sweep.
pub struct GameSweep {
    /// The game.
    pub game: &'static Game,
    /// Cards per hand.
    pub cards: usize,
    /// Hands visited (by multiplicity).
    pub hands: u64,
    /// The classes up to renaming suits the reference's figures were taken
    /// over, when they were.
    pub classes_visited: Option<u64>,
    /// The reference's category histogram, in the game's order.
    pub histogram: BTreeMap<Category, u64>,
    /// Distinct reference strengths.
    pub classes: usize,
    /// Each evaluator's results.
    pub evaluators: Vec<GameResult>,
    /// Wall time.
    pub wall: Duration,
}

impl GameSweep {
    /// Whether every disagreement is explained, nothing over-claimed and
    /// the clean order exact.
    pub fn ok(&self) -> bool {
        self.evaluators.iter().all(|r| {
            let (t, o) = (&r.tally, &r.order);
            t.unexplained_total() == 0
                && t.over_claimed_total() == 0
                && o.as_ref().is_none_or(|o| o.anomalies() == 0)
        })
    }
}

fn single(s: Option<Strength>) -> u16 {
    s.and_then(|s| s.parts().first().copied())
        .map_or(0, |v| v as u16)
}

/// Sweeps every `n`-card hand of `game`'s deck through `evaluators`: one
/// hand per class up to renaming suits, weighted by the class's size, for
/// each evaluator whose answers the renamings of a sample do not change
/// (unless `every_hand`); every hand for the others.
pub fn run_game(
    game: &'static Game,
    n: usize,
    evaluators: &[Arc<dyn Evaluator>],
    every_hand: bool,
    progress: &dyn Progress,
) -> GameSweep {
    let started = Instant::now();
    let reference = reference_for(game);
    let index = ClassIndex::of_game(game);
    let total = binomial(game.deck_size() as u64, n as u64);
    let asked: Vec<&dyn Evaluator> = evaluators.iter().map(|e| &**e).collect();
    // Hands come in the deck's order, not necessarily ascending by index:
    // an order-sensitive evaluator is asked every hand.
    let plan = source::plan(&asked, every_hand, false, || {
        source::suit_sample(game, n, source::SUIT_CHECK_PER_CATEGORY)
    });
    let subjects: Vec<Subject> = evaluators.iter().cloned().map(Subject::new).collect();
    let swept = drive(plan, |w, group| {
        let label = format!("sweep {} {n} cards, {}", game.id, w.describe());
        with_progress(progress, total, &label, |done| {
            Source::exhaustive(game, n, w).fold(
                done,
                || PassAcc::new(&subjects, group, index),
                |acc, hand, weight| visit(&*reference, &subjects, group, index, hand, weight, acc),
                PassAcc::merge,
            )
        })
    });
    let classes_visited = (swept.first == Enumeration::UpToSuits)
        .then(|| crate::suit_classes::SuitClasses::new(game, n).count().0);
    let figures = &swept.figures;
    let histogram: BTreeMap<Category, u64> = Category::ALL
        .into_iter()
        .zip(figures.histogram)
        .filter(|&(_, hands)| hands > 0)
        .collect();
    let results = subjects
        .into_iter()
        .zip(swept.tallies)
        .zip(swept.enumeration.iter().zip(swept.suit_checks))
        .map(
            |((subject, tally), (&enumeration, suit_check))| GameResult {
                order: tally
                    .order
                    .as_ref()
                    .map(|o| OrderFigures::of(&o.clean, &index.strengths)),
                subject,
                tally,
                enumeration,
                suit_check,
            },
        )
        .collect();
    GameSweep {
        game,
        cards: n,
        hands: figures.histogram.iter().sum(),
        classes_visited,
        histogram,
        classes: figures.classes(),
        evaluators: results,
        wall: started.elapsed(),
    }
}

/// One hand of a pass: the reference's answer, then each evaluator of the
/// pass judged against it by the engine and added to its tally.
fn visit(
    reference: &dyn Evaluator,
    subjects: &[Subject],
    group: &[usize],
    index: &ClassIndex,
    hand: &[Card],
    weight: u64,
    acc: &mut PassAcc,
) {
    let Ok(r) = evaluate_joined(reference, hand) else {
        return;
    };
    let rs = single(r.strength);
    let class = index.class(rs);
    acc.reference(usize::from(r.category.index()), class, weight);
    for (&k, t) in group.iter().zip(acc.tallies.iter_mut()) {
        let s = &subjects[k];
        let answer = evaluate_joined(&*s.evaluator, hand);
        let low_wrong = answer
            .as_ref()
            .is_ok_and(|v| crate::hilo::low_differs(&v.low, &r.low));
        let claims = s.claims(hand);
        let j = Judgment::against(s, r.category, rs, low_wrong, answer, claims);
        t.add(hand, &j, class, weight);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::game::SHORT_DECK;

    #[test]
    fn a_game_sweep_up_to_renaming_suits_counts_what_every_hand_counts() {
        let evaluators: Vec<Arc<dyn Evaluator>> = showdown_evaluators::registry::other_games()
            .into_iter()
            .map(|(_, e)| e)
            .filter(|e| e.game() == &SHORT_DECK)
            .collect();
        assert!(evaluators.len() >= 3, "reference, checker and the lesson");
        let silent = crate::progress::Silent;
        let by_class = run_game(&SHORT_DECK, 6, &evaluators, false, &silent);
        let every = run_game(&SHORT_DECK, 6, &evaluators, true, &silent);
        assert_eq!(by_class.classes_visited, Some(94_476));
        assert_eq!(
            (by_class.hands, by_class.classes),
            (every.hands, every.classes)
        );
        assert_eq!(by_class.histogram, every.histogram);
        for (a, b) in by_class.evaluators.iter().zip(&every.evaluators) {
            let name = a.subject.name();
            assert_eq!(a.enumeration, Enumeration::UpToSuits, "{name}");
            assert!(a.suit_check.as_ref().is_some_and(|c| c.differs.is_none()));
            assert_eq!(a.tally.hands, b.tally.hands, "{name}");
            assert_eq!(a.tally.confusion, b.tally.confusion, "{name}");
            assert_eq!(
                a.tally
                    .claiming(&a.subject)
                    .iter()
                    .map(|(id, c)| (*id, c.claimed, c.over_claimed))
                    .collect::<Vec<_>>(),
                b.tally
                    .claiming(&b.subject)
                    .iter()
                    .map(|(id, c)| (*id, c.claimed, c.over_claimed))
                    .collect::<Vec<_>>(),
                "{name}"
            );
            assert_eq!(a.tally.unexplained, b.tally.unexplained, "{name}");
        }
        assert_eq!(by_class.ok(), every.ok());
    }
}
