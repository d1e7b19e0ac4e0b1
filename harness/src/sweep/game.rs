//! Exhaustive sweeps of the games with a deck of their own (short deck):
//! every hand of n cards through each evaluator of the game and its
//! reference, on all cores, in constant memory. Per evaluator: the category
//! confusion against the reference, the order (each reference class must
//! map to one strength, in the reference's order), and the documented
//! deviation classes — every disagreement claimed by a class of the right
//! kind, no class claiming a hand the evaluator gets right.
//!
//! Hold'em keeps its own, faster sweep ([`super::run`]); Omaha has no
//! exhaustive sweep (too many deals) and is proven by random deals.

use crate::engine::example::Example;
use crate::engine::judge::{Judgment, Subject};
use crate::engine::order::{OrderBook, OrderFigures};
use crate::engine::source::{self, Enumeration, Plan, Source, SuitCheck};
use crate::progress::{with_progress, Progress};
use showdown_evaluators::card::Card;
use showdown_evaluators::category::Category;
use showdown_evaluators::combinations::binomial;
use showdown_evaluators::evaluator::{Evaluator, Strength};
use showdown_evaluators::game::Game;
use showdown_evaluators::games::{evaluate_joined, reference_for};
use std::collections::BTreeMap;
use std::sync::atomic::AtomicU64;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// One evaluator over every hand.
#[derive(Clone, Debug, Default)]
pub struct GameTally {
    /// Hands answered.
    pub hands: u64,
    /// Hands refused.
    pub rejected: u64,
    /// (reference category, evaluator category) → hands.
    pub confusion: BTreeMap<(Category, Category), u64>,
    /// Category disagreements no class of kind `category` claims.
    pub unexplained: u64,
    /// The smallest unexplained hand.
    pub unexplained_example: Option<Example>,
    /// Per class id: hands claimed, and hands claimed that the evaluator
    /// gets right (over-claims).
    pub classes: BTreeMap<&'static str, (u64, u64)>,
    /// The strengths of the clean hands (right category, no `Order` class
    /// claims them), per reference strength.
    pub order: OrderBook,
}

/// One evaluator's sweep.
pub struct GameResult {
    /// The evaluator.
    pub evaluator: Arc<dyn Evaluator>,
    /// What was counted.
    pub tally: GameTally,
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
            t.unexplained == 0
                && t.classes.values().all(|&(_, over)| over == 0)
                && o.as_ref().is_none_or(|o| o.anomalies() == 0)
        })
    }
}

fn single(s: Option<Strength>) -> u16 {
    s.and_then(|s| s.parts().first().copied())
        .map_or(0, |v| v as u16)
}

type Acc = (BTreeMap<Category, u64>, BTreeMap<u16, ()>, Vec<GameTally>);

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
    let total = binomial(game.deck_size() as u64, n as u64);
    let asked: Vec<&dyn Evaluator> = evaluators.iter().map(|e| &**e).collect();
    let Plan {
        enumeration: which,
        suit_checks,
        passes,
    } = source::plan(&asked, every_hand, || {
        source::suit_sample(game, n, source::SUIT_CHECK_PER_CATEGORY)
    });
    let subjects: Vec<Subject> = evaluators.iter().cloned().map(Subject::new).collect();
    let mut tallies: Vec<Option<GameTally>> = vec![None; evaluators.len()];
    let mut figures: Option<(BTreeMap<Category, u64>, BTreeMap<u16, ()>)> = None;
    let mut classes_visited = None;
    for (w, group) in passes {
        let subset: Vec<Subject> = group.iter().map(|&k| subjects[k].clone()).collect();
        let label = format!("sweep {} {n} cards, {}", game.id, w.describe());
        let (histogram, strengths, t) = with_progress(progress, total, &label, |done| {
            fold_game(game, n, w, done, &*reference, &subset)
        });
        for (&k, t) in group.iter().zip(t) {
            tallies[k] = Some(t);
        }
        if figures.is_none() {
            if w == Enumeration::UpToSuits {
                classes_visited = Some(crate::suit_classes::SuitClasses::new(game, n).count().0);
            }
            figures = Some((histogram, strengths));
        }
    }
    let (histogram, strengths) = figures.expect("at least one pass ran");
    let results = evaluators
        .iter()
        .cloned()
        .zip(tallies)
        .zip(which.iter().zip(suit_checks))
        .map(|((e, t), (&w, check))| {
            let t = t.expect("every evaluator swept");
            let order = e.gives_strength().then(|| t.order.figures());
            GameResult {
                evaluator: e,
                tally: t,
                order,
                enumeration: w,
                suit_check: check,
            }
        })
        .collect();
    GameSweep {
        game,
        cards: n,
        hands: histogram.values().sum(),
        classes_visited,
        histogram,
        classes: strengths.len(),
        evaluators: results,
        wall: started.elapsed(),
    }
}

/// One pass over the hands `which` visits.
fn fold_game(
    game: &'static Game,
    n: usize,
    which: Enumeration,
    done: &AtomicU64,
    reference: &dyn Evaluator,
    evaluators: &[Subject],
) -> Acc {
    let fresh = || -> Acc {
        (
            BTreeMap::new(),
            BTreeMap::new(),
            vec![GameTally::default(); evaluators.len()],
        )
    };
    let join = |mut a: Acc, b: Acc| {
        for (k, v) in b.0 {
            *a.0.entry(k).or_default() += v;
        }
        a.1.extend(b.1);
        for (x, y) in a.2.iter_mut().zip(b.2) {
            x.merge(y);
        }
        a
    };
    Source::exhaustive(game, n, which).fold(
        done,
        fresh,
        |acc, hand, weight| visit(reference, evaluators, hand, weight, acc),
        join,
    )
}

fn visit(
    reference: &dyn Evaluator,
    subjects: &[Subject],
    hand: &[Card],
    weight: u64,
    acc: &mut Acc,
) {
    let Ok(r) = evaluate_joined(reference, hand) else {
        return;
    };
    *acc.0.entry(r.category).or_default() += weight;
    let rs = single(r.strength);
    acc.1.insert(rs, ());
    for (s, t) in subjects.iter().zip(acc.2.iter_mut()) {
        let answer = evaluate_joined(&*s.evaluator, hand);
        let low_wrong = answer
            .as_ref()
            .is_ok_and(|v| crate::hilo::low_differs(&v.low, &r.low));
        let claims = s.claims(hand);
        let j = Judgment::against(s, r.category, rs, low_wrong, answer, claims);
        t.add(s, hand, &j, weight);
    }
}

impl GameTally {
    /// Counts one judged hand that stands for `weight` hands.
    fn add(&mut self, s: &Subject, hand: &[Card], j: &Judgment, weight: u64) {
        let example = Example::of(hand);
        match &j.result {
            Err(_) => self.rejected += weight,
            Ok(v) => {
                self.hands += weight;
                *self.confusion.entry((j.expected, v.category)).or_default() += weight;
            }
        }
        for (i, class) in s.classes.iter().enumerate() {
            if j.claims & (1 << i) != 0 {
                let c = self.classes.entry(class.id).or_default();
                c.0 += weight;
                if j.over_claims & (1 << i) != 0 {
                    c.1 += weight;
                }
            }
        }
        if j.unexplained() {
            self.unexplained += weight;
            Example::keep_min(&mut self.unexplained_example, example);
        }
        if let (true, Some(strength)) = (j.clean(), j.strength()) {
            self.order.add(j.reference, strength, example);
        }
    }

    fn merge(&mut self, b: GameTally) {
        self.hands += b.hands;
        self.rejected += b.rejected;
        for (k, v) in b.confusion {
            *self.confusion.entry(k).or_default() += v;
        }
        self.unexplained += b.unexplained;
        self.unexplained_example = Example::min_of(self.unexplained_example, b.unexplained_example);
        for (k, (c, o)) in b.classes {
            let e = self.classes.entry(k).or_default();
            e.0 += c;
            e.1 += o;
        }
        self.order = std::mem::take(&mut self.order).merge(b.order);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::game::SHORT_DECK;

    #[test]
    fn a_game_sweep_up_to_renaming_suits_counts_what_every_hand_counts() {
        let evaluators: Vec<Arc<dyn Evaluator>> = showdown_evaluators::games::all()
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
            let name = a.evaluator.name();
            assert_eq!(a.enumeration, Enumeration::UpToSuits, "{name}");
            assert!(a.suit_check.as_ref().is_some_and(|c| c.differs.is_none()));
            assert_eq!(a.tally.hands, b.tally.hands, "{name}");
            assert_eq!(a.tally.confusion, b.tally.confusion, "{name}");
            assert_eq!(a.tally.classes, b.tally.classes, "{name}");
            assert_eq!(a.tally.unexplained, b.tally.unexplained, "{name}");
        }
        assert_eq!(by_class.ok(), every.ok());
    }
}
