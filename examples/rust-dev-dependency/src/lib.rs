//! A hold'em evaluator for 5 to 7 cards, in two versions: [`CORRECT`], and
//! [`BUGGY`], which has the classic bug showdown's diagnosis calls
//! straight-plus-flush: seven cards holding a straight and a flush (in
//! different cards) scored as a straight flush. Both are whole-hand
//! evaluators (no best-of-five search); the bug is one condition.
//!
//! The crate depends on `showdown-core` alone (the [`Evaluator`] trait, cards,
//! categories, verdicts: no dependencies of its own); `tests/conformance.rs`
//! checks both versions with `showdown_harness::assert_conforms`, a
//! dev-dependency.

use showdown_core::{
    Card, Category, Domain, Evaluator, EvaluatorInfo, Rejected, Strength, Verdict,
};

/// A whole-hand evaluator (no best-of-five search), with or without the bug.
pub struct HandEval {
    straight_plus_flush_bug: bool,
}

/// The right evaluator.
pub const CORRECT: HandEval = HandEval {
    straight_plus_flush_bug: false,
};

/// The evaluator with the straight-plus-flush bug.
pub const BUGGY: HandEval = HandEval {
    straight_plus_flush_bug: true,
};

static INFO: [EvaluatorInfo; 2] = [
    EvaluatorInfo::holdem(
        "my-hand-eval",
        Domain::range(5, 7),
        true,
        "[category, ranks…]",
        "examples/rust-dev-dependency",
    ),
    EvaluatorInfo::holdem(
        "my-hand-eval-buggy",
        Domain::range(5, 7),
        true,
        "[category, ranks…]",
        "examples/rust-dev-dependency (a straight and a flush make a straight flush)",
    ),
];

impl Evaluator for HandEval {
    fn info(&self) -> &EvaluatorInfo {
        &INFO[usize::from(self.straight_plus_flush_bug)]
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        evaluate(cards, self.straight_plus_flush_bug)
    }
}

/// The highest straight among the ranks of `mask` (bit r: rank index r, 2 is
/// 0, ace 12; the ace also plays low): its top rank index, 3 for the wheel.
fn straight_top(mask: u16) -> Option<i64> {
    let with_low_ace = (mask << 1) | (mask >> 12 & 1);
    (0..=9)
        .rev()
        .find(|&low| with_low_ace >> low & 0b11111 == 0b11111)
        .map(|low| low as i64 + 3)
}

/// The rank indexes of `mask`, highest first.
fn ranks_of(mask: u16) -> Vec<i64> {
    (0..13).rev().filter(|&r| mask >> r & 1 == 1).collect()
}

fn evaluate(cards: &[Card], straight_plus_flush_bug: bool) -> Result<Verdict, Rejected> {
    if !(5..=7).contains(&cards.len()) {
        return Err(Rejected::CannotRun(format!(
            "{} cards: this evaluator takes 5 to 7",
            cards.len()
        )));
    }
    let mut counts = [0u8; 13];
    let mut by_suit = [0u16; 4];
    for (i, card) in cards.iter().enumerate() {
        if cards[..i].contains(card) {
            return Err(Rejected::Invalid(format!("{card} twice")));
        }
        counts[card.rank().index() as usize] += 1;
        by_suit[card.suit().index() as usize] |= 1 << card.rank().index();
    }
    let all_ranks = by_suit.iter().fold(0, |m, s| m | s);
    let flush = by_suit.iter().copied().find(|s| s.count_ones() >= 5);
    let (category, ranks) = match flush {
        Some(suited) if straight_top(suited).is_some() => {
            (Category::StraightFlush, vec![straight_top(suited).unwrap()])
        }
        // The bug: a straight anywhere and a flush anywhere, taken for a straight flush.
        Some(_) if straight_plus_flush_bug && straight_top(all_ranks).is_some() => (
            Category::StraightFlush,
            vec![straight_top(all_ranks).unwrap()],
        ),
        _ => grouped(&counts, flush, all_ranks),
    };
    let mut parts = vec![category as i64];
    parts.extend(ranks);
    Ok(Verdict::new(category, Some(Strength::new(&parts))))
}

/// Everything below a straight flush: quads, a full house, a flush, a
/// straight, trips, two pair, a pair, high card, with their deciding ranks.
fn grouped(counts: &[u8; 13], flush: Option<u16>, all_ranks: u16) -> (Category, Vec<i64>) {
    let with = |n: u8| -> Vec<i64> { (0..13).rev().filter(|&r| counts[r as usize] == n).collect() };
    let (quads, trips, pairs) = (with(4), with(3), with(2));
    let kickers = |used: &[i64], n: usize| -> Vec<i64> {
        ranks_of(all_ranks)
            .into_iter()
            .filter(|r| !used.contains(r))
            .take(n)
            .collect()
    };
    if let Some(&q) = quads.first() {
        return (Category::FourOfAKind, [vec![q], kickers(&[q], 1)].concat());
    }
    if let Some(&t) = trips.first() {
        // The best pair to go with the trips: another trips or a pair.
        let pair = trips.iter().skip(1).chain(&pairs).copied().max();
        if let Some(p) = pair {
            return (Category::FullHouse, vec![t, p]);
        }
    }
    if let Some(suited) = flush {
        return (
            Category::Flush,
            ranks_of(suited).into_iter().take(5).collect(),
        );
    }
    if let Some(top) = straight_top(all_ranks) {
        return (Category::Straight, vec![top]);
    }
    if let Some(&t) = trips.first() {
        return (Category::ThreeOfAKind, [vec![t], kickers(&[t], 2)].concat());
    }
    match pairs[..] {
        [a, b, ..] => (Category::TwoPair, vec![a, b, kickers(&[a, b], 1)[0]]),
        [a] => (Category::OnePair, [vec![a], kickers(&[a], 3)].concat()),
        [] => (Category::HighCard, kickers(&[], 5)),
    }
}
