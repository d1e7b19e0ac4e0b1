//! `best-of-choices-omaha`: the plain Omaha checker.
//!
//! Every choice of two hole cards and three board cards is judged by the
//! plain rules of [`crate::subset`] (sort the ranks, count equal ranks,
//! look for five in a row and five of a suit: [`classify`] through
//! [`BestOfSubsets::key`]) and the best [`PlainKey`] is kept. This file
//! uses nothing of the table-driven evaluators (a test reads it to make
//! sure), so the proof compares two computations that share no code.
//!
//! # The memo
//! Calling [`classify`] 60 to 150 times per deal (it sorts and groups in
//! small vectors) would make ten million deals take tens of minutes. But
//! [`classify`] reads only two facts of five cards: their ranks, sorted,
//! and whether all five have one suit. There are 6,188 sorted rank
//! multisets of five ranks (stars and bars: C(17,5)), so the checker asks
//! [`BestOfSubsets::key`] once for each multiset and suit fact, stores the
//! answers in a table of 12,376 keys indexed by the multiset's position in
//! the combinatorial number system, and reads them back. A test compares
//! the memo with a direct [`BestOfSubsets::key`] on every one of the
//! 2,598,960 five-card hands, and [`OmahaBruteForce::key_unmemoized`] keeps
//! the direct way for deals.
//!
//! [`classify`]: crate::subset::classify

use super::{check_deal, needs_apart};
use crate::card::{Card, Rank, Suit};
use crate::category::Category;
use crate::combinations::binomial;
use crate::evaluator::{CardOrder, Domain, Evaluator, EvaluatorInfo, Rejected, Strength, Verdict};
use crate::game::OMAHA;
use crate::subset::{BestOfSubsets, PlainKey};
use std::borrow::Cow;
use std::sync::OnceLock;

/// Sorted rank multisets of five ranks: C(13 + 5 - 1, 5).
const MULTISETS: usize = binomial(17, 5) as usize;

/// `BINOMIAL[n][k]` = C(n, k) for n ≤ 16, k ≤ 5.
static BINOMIAL: [[u16; 6]; 17] = {
    let mut t = [[0u16; 6]; 17];
    let mut n = 0;
    while n < 17 {
        let mut k = 0;
        while k < 6 {
            t[n][k] = binomial(n as u64, k as u64) as u16;
            k += 1;
        }
        n += 1;
    }
    t
};

/// The position of five ascending ranks (0..=12, repeats allowed) among all
/// such multisets: `r[i] + i` is a strictly rising sequence in 0..17, whose
/// combinatorial-number-system rank is the sum of C(r[i] + i, i + 1).
#[inline(always)]
fn multiset_index(r: &[u8; 5]) -> usize {
    let mut idx = 0usize;
    for (i, &rank) in r.iter().enumerate() {
        idx += BINOMIAL[(rank as usize + i).min(16)][i + 1] as usize;
    }
    idx
}

/// Sorts five ranks ascending (a nine-exchange network).
#[inline(always)]
fn sort5(r: &mut [u8; 5]) {
    #[inline(always)]
    fn cx(r: &mut [u8; 5], a: usize, b: usize) {
        let (x, y) = (r[a], r[b]);
        r[a] = x.min(y);
        r[b] = x.max(y);
    }
    cx(r, 0, 1);
    cx(r, 3, 4);
    cx(r, 2, 4);
    cx(r, 2, 3);
    cx(r, 0, 3);
    cx(r, 0, 2);
    cx(r, 1, 4);
    cx(r, 1, 3);
    cx(r, 1, 2);
}

/// The memo: `2 * multiset + one_suit` → the plain key.
fn memo() -> &'static [PlainKey] {
    static MEMO: OnceLock<Vec<PlainKey>> = OnceLock::new();
    MEMO.get_or_init(|| {
        let mut memo = vec![PlainKey::MAX; 2 * MULTISETS];
        let mut r = [0u8; 5];
        fill(&mut memo, &mut r, 0, 0);
        memo
    })
}

/// Fills the memo for every ascending rank sequence from position `at` on.
fn fill(memo: &mut [PlainKey], r: &mut [u8; 5], at: usize, from: u8) {
    if at == 5 {
        let distinct = r.windows(2).all(|w| w[0] != w[1]);
        if r.windows(5).any(|w| w[0] == w[4]) {
            return; // five of a rank: no such hand
        }
        let idx = multiset_index(r);
        for one_suit in [false, true] {
            if one_suit && !distinct {
                continue; // five cards of one suit have five ranks
            }
            // Suits: the n-th card of a rank gets the n-th suit, so no card
            // repeats; five distinct ranks not meant to be suited get one
            // odd suit.
            let mut five = [Card::new(Rank::Two, Suit::Clubs); 5];
            for i in 0..5 {
                let nth = r[..i].iter().filter(|&&x| x == r[i]).count();
                let suit = if one_suit {
                    0
                } else if distinct {
                    (i == 4) as usize
                } else {
                    nth
                };
                five[i] = Card::new(Rank::ALL[r[i] as usize], Suit::ALL[suit]);
            }
            let slot = &mut memo[2 * idx + one_suit as usize];
            assert_eq!(*slot, PlainKey::MAX, "two rank multisets share a memo slot");
            *slot = BestOfSubsets::key(&five);
        }
        return;
    }
    for rank in from..13 {
        r[at] = rank;
        fill(memo, r, at + 1, rank);
    }
}

/// The independent plain checker for Omaha high: every choice of two hole
/// cards and three board cards judged by the plain rules of
/// [`crate::subset`], the best kept. Its strength is that [`PlainKey`]
/// (comparable among its own answers only).
#[derive(Clone, Copy)]
pub struct OmahaBruteForce {
    memo: &'static [PlainKey],
}

impl std::fmt::Debug for OmahaBruteForce {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("OmahaBruteForce")
    }
}

impl Default for OmahaBruteForce {
    fn default() -> Self {
        OmahaBruteForce::new()
    }
}

static INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("best-of-choices-omaha"),
    game: &OMAHA,
    domain: Domain::range(7, 11),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "category and the best (category, ranks by significance…) key of the legal fives, \
         packed in one integer",
    ),
    source: Cow::Borrowed(
        "showdown (every two hole cards × three board cards by the plain rules; checks \
         reference-omaha)",
    ),
};

impl OmahaBruteForce {
    /// The checker (its memo of 12,376 plain keys is filled at the first
    /// call in a process).
    pub fn new() -> OmahaBruteForce {
        OmahaBruteForce { memo: memo() }
    }

    /// The plain key of five distinct cards, as [`BestOfSubsets::key`] gives
    /// it (read from the memo).
    #[inline]
    pub fn five_key(&self, five: &[Card; 5]) -> PlainKey {
        let mut r = five.map(|c| c.rank().index());
        sort5(&mut r);
        let s = five[0].suit();
        let one_suit = five.iter().all(|c| c.suit() == s);
        self.memo
            .get(2 * multiset_index(&r) + one_suit as usize)
            .copied()
            .unwrap_or(0)
    }

    /// The best plain key over every choice of two of `hole` and three of
    /// `board` (0 when there is none).
    pub fn key(&self, hole: &[Card], board: &[Card]) -> PlainKey {
        let mut best = 0;
        let mut five = [Card::new(Rank::Two, Suit::Clubs); 5];
        for (i, &a) in hole.iter().enumerate() {
            five[0] = a;
            for &b in &hole[i + 1..] {
                five[1] = b;
                for (x, &c) in board.iter().enumerate() {
                    five[2] = c;
                    for (y, &d) in board.iter().enumerate().skip(x + 1) {
                        five[3] = d;
                        for &e in &board[y + 1..] {
                            five[4] = e;
                            best = best.max(self.five_key(&five));
                        }
                    }
                }
            }
        }
        best
    }

    /// [`key`](Self::key) without the memo: [`BestOfSubsets::key`] on every
    /// choice (slow; for tests).
    pub fn key_unmemoized(hole: &[Card], board: &[Card]) -> PlainKey {
        let mut best = 0;
        for (i, &a) in hole.iter().enumerate() {
            for &b in &hole[i + 1..] {
                for (x, &c) in board.iter().enumerate() {
                    for (y, &d) in board.iter().enumerate().skip(x + 1) {
                        for &e in &board[y + 1..] {
                            best = best.max(BestOfSubsets::key(&[a, b, c, d, e]));
                        }
                    }
                }
            }
        }
        best
    }

    /// The category of the best legal five.
    pub fn category(&self, hole: &[Card], board: &[Card]) -> Category {
        BestOfSubsets::key_category(self.key(hole, board))
    }
}

impl Evaluator for OmahaBruteForce {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        Err(needs_apart(cards))
    }
    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        check_deal(hole, board)?;
        let k = self.key(hole, board);
        Ok(Verdict::new(
            BestOfSubsets::key_category(k),
            Some(Strength::single(k as i64)),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multiset_indices_are_dense() {
        assert_eq!(MULTISETS, 6188);
        assert_eq!(multiset_index(&[0, 0, 0, 0, 0]), 0);
        assert_eq!(multiset_index(&[12, 12, 12, 12, 12]), MULTISETS - 1);
        let mut r = [3u8, 1, 4, 1, 5];
        sort5(&mut r);
        assert_eq!(r, [1, 1, 3, 4, 5]);
    }
}
