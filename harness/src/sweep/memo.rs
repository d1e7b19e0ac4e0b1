//! Sweeping a lifted evaluator quickly: its inner five-card evaluator's
//! verdict and class claims on every five-card hand, computed once.
//!
//! `X+lift` is the best of `X` over a hand's five-card subsets (21 for seven
//! cards), and the subsets of consecutive hands repeat endlessly. The memo
//! evaluates `X` once per five-card hand (2,598,960 of them), interns its
//! strengths as ranks, and then answers a lifted hand with 21 table lookups,
//! by exactly the [`showdown_evaluators::Lift`] rule: subsets in the same
//! order, the first strictly better one kept (by strength, or by category
//! for a category-only evaluator), the first rejection returned. A test
//! checks the memo against the `Lift` wrapper itself. Memory: nine bytes
//! per five-card hand (about 23 MB), whatever the sweep's size.

use super::judge::{Judgment, Subject};
use crate::enumerate::for_each_hand;
use showdown_evaluators::card::Card;
use showdown_evaluators::category::Category;
use showdown_evaluators::combinations::{binomial, Combinations};
use showdown_evaluators::evaluator::{Evaluator, Rejected, Strength, Verdict};
use std::collections::HashMap;

/// `BIN[c][k]` = C(c, k) for the colex rank of a five-card hand.
static BIN: [[u32; 6]; 52] = {
    let mut t = [[0u32; 6]; 52];
    let mut c = 0;
    while c < 52 {
        let mut k = 0;
        while k < 6 {
            t[c][k] = binomial(c as u64, k as u64) as u32;
            k += 1;
        }
        c += 1;
    }
    t
};

/// The colex rank of five ascending canonical indices (0..2,598,960).
#[inline(always)]
fn colex(ix: [u8; 5]) -> usize {
    (BIN[ix[0] as usize][1]
        + BIN[ix[1] as usize][2]
        + BIN[ix[2] as usize][3]
        + BIN[ix[3] as usize][4]
        + BIN[ix[4] as usize][5]) as usize
}

const REJECTED: u8 = u8::MAX;

/// The inner evaluator on every five-card hand.
pub struct LiftMemo {
    /// Category index, or `REJECTED`.
    category: Vec<u8>,
    /// Strength rank (index into `strengths`), or rejection index.
    rank: Vec<u32>,
    /// The inner's class claims.
    claims: Vec<u32>,
    strengths: Vec<Strength>,
    rejections: Vec<Rejected>,
    by_strength: bool,
}

impl LiftMemo {
    /// Evaluates `inner` (a five-card evaluator) on every five-card hand,
    /// with the claims of `subject`'s classes (the lift's inherited ones).
    pub fn build(inner: &dyn Evaluator, subject: &Subject) -> LiftMemo {
        let total = binomial(52, 5) as usize;
        let mut category = vec![0u8; total];
        let mut rank = vec![0u32; total];
        let mut claims = vec![0u32; total];
        let mut ids: HashMap<Strength, u32> = HashMap::new();
        let mut rejections: Vec<Rejected> = Vec::new();
        let mut by_strength = inner.gives_strength();
        for_each_hand(5, &mut |cards, _| {
            let ix = [0, 1, 2, 3, 4].map(|i| cards[i].index());
            let k = colex(ix);
            claims[k] = subject.direct_claims(cards);
            match inner.evaluate(cards) {
                Ok(v) => {
                    category[k] = v.category as u8;
                    match v.strength {
                        Some(s) => {
                            let n = ids.len() as u32;
                            rank[k] = *ids.entry(s).or_insert(n);
                        }
                        None => by_strength = false,
                    }
                }
                Err(r) => {
                    category[k] = REJECTED;
                    rank[k] = rejections.len() as u32;
                    rejections.push(r);
                }
            }
        });
        // Arrival ids -> ranks in strength order.
        let mut strengths: Vec<(Strength, u32)> = ids.into_iter().collect();
        strengths.sort();
        let mut to_rank = vec![0u32; strengths.len()];
        for (r, (_, id)) in strengths.iter().enumerate() {
            to_rank[*id as usize] = r as u32;
        }
        if by_strength {
            for (c, r) in category.iter().zip(rank.iter_mut()) {
                if *c != REJECTED {
                    *r = to_rank[*r as usize];
                }
            }
        }
        LiftMemo {
            category,
            rank,
            claims,
            strengths: strengths.into_iter().map(|(s, _)| s).collect(),
            rejections,
            by_strength,
        }
    }

    /// The lifted verdict and the inherited claims of 5 to 7 ascending cards.
    #[inline]
    pub fn lift(&self, cards: &[Card]) -> (Result<Verdict, Rejected>, u32) {
        let mut best: Option<usize> = None;
        let mut claims = 0u32;
        let mut combos = Combinations::new(cards.len(), 5);
        let mut rejected: Option<usize> = None;
        while let Some(p) = combos.next() {
            let k = colex([
                cards[p[0]].index(),
                cards[p[1]].index(),
                cards[p[2]].index(),
                cards[p[3]].index(),
                cards[p[4]].index(),
            ]);
            claims |= self.claims[k];
            if rejected.is_some() {
                continue;
            }
            if self.category[k] == REJECTED {
                rejected = Some(k);
                continue;
            }
            let better = match best {
                None => true,
                Some(b) if self.by_strength => self.rank[k] > self.rank[b],
                Some(b) => self.category[k] > self.category[b],
            };
            if better {
                best = Some(k);
            }
        }
        if let Some(k) = rejected {
            return (Err(self.rejections[self.rank[k] as usize].clone()), claims);
        }
        let b = best.expect("at least five cards");
        let category = Category::from_index(self.category[b]).expect("valid category");
        let strength = self
            .by_strength
            .then(|| self.strengths[self.rank[b] as usize]);
        (Ok(Verdict::new(category, strength)), claims)
    }

    /// Judges 5 to 7 ascending cards for the lifted `subject`.
    #[inline]
    pub fn judge(&self, subject: &Subject, cards: &[Card], reference: u16) -> Judgment {
        let (result, claims) = self.lift(cards);
        Judgment::new(subject, reference, result, claims)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sweep::judge::lift_inner;
    use showdown_evaluators::registry;

    #[test]
    fn colex_ranks_every_five_card_hand_once() {
        let mut seen = vec![false; binomial(52, 5) as usize];
        for_each_hand(5, &mut |cards, _| {
            let k = colex([0, 1, 2, 3, 4].map(|i| cards[i].index()));
            assert!(!seen[k]);
            seen[k] = true;
        });
        assert!(seen.iter().all(|&b| b));
    }

    #[test]
    fn the_memo_answers_as_the_lift_wrapper_does() {
        let lifts: Vec<_> = registry::all()
            .into_iter()
            .filter(|e| lift_inner(e.name()).is_some())
            .collect();
        // Deterministic pseudo-random 6- and 7-card hands.
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for lifted in lifts {
            let subject = Subject::new(lifted.clone());
            let inner = lift_inner(lifted.name()).unwrap();
            let memo = LiftMemo::build(&*inner, &subject);
            for i in 0..3000 {
                let n = 6 + i % 2;
                let mut mask = 0u64;
                while mask.count_ones() < n as u32 {
                    mask |= 1 << (next() % 52);
                }
                let cards: Vec<Card> = (0..52)
                    .filter(|b| mask & (1 << b) != 0)
                    .map(|b| Card::from_index(b as u8).unwrap())
                    .collect();
                let (got, claims) = memo.lift(&cards);
                assert_eq!(
                    got,
                    lifted.evaluate(&cards),
                    "{} on {cards:?}",
                    lifted.name()
                );
                assert_eq!(
                    claims,
                    subject.claims(&cards),
                    "{} on {cards:?}",
                    lifted.name()
                );
            }
        }
    }
}
