//! Smaller examples: a single-hand problem's hand shrunk to the fewest
//! cards and the lowest ranks that still show it.

use crate::engine::example::Example;
use crate::engine::source::GameReference;
use crate::external::{FailureKind, Outcome};

use super::category_in;
use super::judging::*;
use super::problem::*;
use super::subject::*;
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::{DeviationKind, Evaluator};
use std::collections::HashMap;
use std::time::Instant;

/// What is wrong with one answer on its own (not order problems, which
/// need two hands, nor program failures, which are not replayed).
pub(super) fn single_hand_kind(
    ev: &dyn Evaluator,
    hand: &[Card],
    outcome: &Outcome,
) -> Option<ProblemKind> {
    let game = ev.game();
    let expected = category_in(game, GameReference::new(game).strength(hand));
    match outcome {
        Outcome::Rejected(_) => Some(ProblemKind::Rejected),
        Outcome::Verdict(v) if v.category != expected => Some(ProblemKind::Category {
            expected,
            got: v.category,
        }),
        Outcome::Verdict(v) if super::problem::lacks_declared_strength(ev.gives_strength(), v) => {
            Some(ProblemKind::MissingStrength)
        }
        _ => None,
    }
}

/// Shrinks the example of every single-hand problem: first to the fewest
/// cards among the counts checked (the failing hand's own subsets), then to
/// the lowest ranks (one card at a time swapped for a lower one), keeping
/// the same kind of problem at every step. The most frequent kinds go
/// first; at `deadline` shrinking stops, and each example it did not finish
/// (or did not reach) is marked [`Problem::shrink_cut`]: it is the smallest
/// failing hand found so far, each one asked and checked.
pub(super) fn shrink_examples(
    subject: &dyn Subject,
    sections: &mut [Section],
    counts: &[usize],
    deadline: Option<Instant>,
) {
    let ev = subject.evaluator();
    // Every shrinkable example, the most frequent kinds first (over all
    // sections), then the section's own count.
    let mut total: HashMap<ProblemKind, u64> = HashMap::new();
    let mut order = Vec::new();
    for (i, section) in sections.iter().enumerate() {
        for (j, p) in section.problems.iter().enumerate() {
            let shrinkable = matches!(
                p.kind,
                ProblemKind::Category { .. } | ProblemKind::Rejected | ProblemKind::MissingStrength
            );
            if shrinkable && p.example.len() == 1 {
                *total.entry(p.kind).or_default() += p.count;
                order.push((i, j));
            }
        }
    }
    order.sort_by_key(|&(i, j)| {
        let p = &sections[i].problems[j];
        (
            std::cmp::Reverse(total[&p.kind]),
            p.kind,
            std::cmp::Reverse(p.count),
        )
    });
    for (i, j) in order {
        let p = &mut sections[i].problems[j];
        if budget_spent(subject, deadline) {
            p.shrink_cut = true;
            continue;
        }
        if subject.given_up().is_some() {
            continue;
        }
        let original = p.example[0].cards.clone();
        let shrunk = shrink(subject, p.kind, &original, counts, deadline);
        p.shrink_cut = shrunk.cut;
        let Some((hand, got)) = shrunk.best else {
            continue;
        };
        p.example = vec![HandExample {
            got,
            expected: expected_text(ev.game(), GameReference::new(ev.game()).strength(&hand)),
            cards: hand,
            stderr: String::new(),
        }];
        let want = match p.kind {
            ProblemKind::Category { .. } => Some(DeviationKind::Category),
            ProblemKind::Rejected => Some(DeviationKind::Rejection),
            _ => None,
        };
        p.documented = want.and_then(|k| {
            ev.deviations()
                .iter()
                .find(|d| d.kind == k && (d.applies)(&p.example[0].cards))
                .map(|d| d.id.to_string())
        });
        p.shrunk_from = Some(original);
    }
}

/// What [`shrink`] found: the smallest hand that still shows the problem
/// and what the evaluator said on it (`None`: none smaller was found), and
/// whether the deadline stopped it before it was done.
pub(super) struct Shrunk {
    pub(super) best: Option<(Vec<Card>, String)>,
    pub(super) cut: bool,
}

/// A smaller hand that shows the same `kind`, and what the evaluator said
/// on it, asked until `deadline`: a step the deadline cuts short keeps the
/// best hand its answered candidates gave (a candidate not run is not a
/// hand that fails).
pub(super) fn shrink(
    subject: &dyn Subject,
    kind: ProblemKind,
    start: &[Card],
    counts: &[usize],
    deadline: Option<Instant>,
) -> Shrunk {
    let ev = subject.evaluator();
    let cut = std::cell::Cell::new(false);
    let past = || deadline.is_some_and(|d| Instant::now() >= d);
    // The candidates of one step that keep the failure, smallest first.
    let best_of = |n: usize, candidates: Vec<Vec<Card>>| -> Option<(Vec<Card>, String)> {
        if candidates.is_empty() {
            return None;
        }
        if past() {
            cut.set(true);
            return None;
        }
        let flat: Vec<Card> = candidates.iter().flatten().copied().collect();
        let outcomes = subject.evaluate_uniform(n, &flat);
        if outcomes
            .iter()
            .any(|o| matches!(o, Outcome::Failed(f) if f.kind == FailureKind::NotRun))
        {
            cut.set(true);
        }
        candidates
            .into_iter()
            .zip(outcomes)
            .filter(|(h, o)| single_hand_kind(ev, h, o) == Some(kind))
            .map(|(h, o)| (h, o.to_string()))
            .min_by_key(|(h, _)| Example::of(h))
    };
    let mut best: Option<(Vec<Card>, String)> = None;
    let mut hand = start.to_vec();
    // Fewer cards: the smallest count that still fails (not for hole cards
    // and a board, whose subsets are other deals).
    let fewer: &[usize] = if ev.game().has_hole_cards() {
        &[]
    } else {
        counts
    };
    for &n in fewer.iter().filter(|&&n| n < hand.len()) {
        let mut subsets: Vec<Vec<Card>> = Vec::new();
        let mut combos = showdown_evaluators::combinations::Combinations::new(hand.len(), n);
        while let Some(ix) = combos.next() {
            subsets.push(ix.iter().map(|&i| hand[i]).collect());
        }
        if let Some(found) = best_of(n, subsets) {
            hand = found.0.clone();
            best = Some(found);
            break;
        }
        if cut.get() {
            break;
        }
    }
    // Lower ranks, one card at a time, while that keeps the failure.
    for _ in 0..64 {
        if cut.get() {
            break;
        }
        let n = hand.len();
        let board = showdown_evaluators::games::omaha::board_of(&hand);
        let mut candidates = Vec::new();
        for i in 0..n {
            for lower in ev
                .game()
                .deck()
                .into_iter()
                .filter(|c| c.rank() < hand[i].rank() && !hand.contains(c))
            {
                let mut h = hand.clone();
                h[i] = lower;
                if ev.game().has_hole_cards() {
                    // The same deal: keep the hole cards' count marked.
                    showdown_evaluators::games::omaha::mark_split(&mut h, n - board);
                }
                candidates.push(h);
            }
        }
        match best_of(n, candidates) {
            Some(found) if Example::of(&found.0) < Example::of(&hand) => {
                hand = found.0.clone();
                best = Some(found);
            }
            _ => break,
        }
    }
    Shrunk {
        best,
        cut: cut.get(),
    }
}
