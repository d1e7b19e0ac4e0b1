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
//! checks the memo against the `Lift` wrapper itself.
//!
//! Layout: one `u64` per five-card hand (claims, category, strength rank),
//! about 21 MB whatever the sweep's size, grouped by the hand's four lowest
//! cards with the highest card varying fastest. Sweeps visit hands with the
//! last card varying fastest, so the 15 subsets that contain it are read from
//! consecutive entries, and the other 6 stay in cache.

use crate::engine::judge::{Judgment, Subject};
use crate::enumerate::for_each_hand;
use showdown_evaluators::card::Card;
use showdown_evaluators::category::Category;
use showdown_evaluators::combinations::binomial;
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

/// The five-card subsets of n cards as positions, in the order of
/// `Combinations` (the order the `Lift` wrapper tries them).
const fn subsets<const K: usize>(n: usize) -> [[u8; 5]; K] {
    let mut out = [[0u8; 5]; K];
    let mut idx = [0usize, 1, 2, 3, 4];
    let mut k = 0;
    loop {
        let mut j = 0;
        while j < 5 {
            out[k][j] = idx[j] as u8;
            j += 1;
        }
        k += 1;
        if k == K {
            return out;
        }
        // Advance the rightmost index that can move, reset those after it.
        let mut i = 4;
        while idx[i] == n - 5 + i {
            i -= 1;
        }
        idx[i] += 1;
        let mut j = i + 1;
        while j < 5 {
            idx[j] = idx[j - 1] + 1;
            j += 1;
        }
    }
}

static SUBSETS_OF_5: [[u8; 5]; 1] = subsets::<1>(5);
static SUBSETS_OF_6: [[u8; 5]; 6] = subsets::<6>(6);
static SUBSETS_OF_7: [[u8; 5]; 21] = subsets::<21>(7);

/// Where each group of five-card hands sharing their four lowest cards
/// starts (indexed by the colex rank of those four).
static BASE: std::sync::OnceLock<Vec<u32>> = std::sync::OnceLock::new();

fn base() -> &'static [u32] {
    BASE.get_or_init(|| {
        let mut sizes = vec![0u32; binomial(52, 4) as usize];
        for_each_hand(4, &mut |cards, _| {
            let k = colex4([0, 1, 2, 3].map(|i| cards[i].index()));
            sizes[k] = 51 - cards[3].index() as u32;
        });
        let mut at = 0u32;
        sizes
            .into_iter()
            .map(|n| {
                let start = at;
                at += n;
                start
            })
            .collect()
    })
}

#[inline(always)]
fn colex4(ix: [u8; 4]) -> usize {
    (BIN[ix[0] as usize][1]
        + BIN[ix[1] as usize][2]
        + BIN[ix[2] as usize][3]
        + BIN[ix[3] as usize][4]) as usize
}

/// The slot of five ascending canonical indices (0..2,598,960): the group of
/// the four lowest, then the highest.
#[inline(always)]
fn slot(base: &[u32], ix: [u8; 5]) -> usize {
    base[colex4([ix[0], ix[1], ix[2], ix[3]])] as usize + (ix[4] - ix[3] - 1) as usize
}

/// The inner evaluator on every five-card hand.
pub struct LiftMemo {
    /// Per slot: claims << 32 | category << 28 | strength rank (or the
    /// rejection's index, with category `REJECTED`).
    entries: Vec<u64>,
    base: &'static [u32],
    strengths: Vec<Strength>,
    rejections: Vec<Rejected>,
    by_strength: bool,
}

const REJECTED_CAT: u64 = 0xf;

#[inline(always)]
fn cat_of(e: u64) -> u64 {
    (e >> 28) & 0xf
}

#[inline(always)]
fn rank_of(e: u64) -> u32 {
    (e & 0x0fff_ffff) as u32
}

impl LiftMemo {
    /// Evaluates `inner` (a five-card evaluator) on every five-card hand,
    /// with the claims of `subject`'s classes (the lift's inherited ones).
    pub fn build(inner: &dyn Evaluator, subject: &Subject) -> LiftMemo {
        let base = base();
        let total = binomial(52, 5) as usize;
        let mut entries = vec![0u64; total];
        let mut ids: HashMap<Strength, u32> = HashMap::new();
        let mut rejections: Vec<Rejected> = Vec::new();
        let mut by_strength = inner.gives_strength();
        for_each_hand(5, &mut |cards, _| {
            let k = slot(base, [0, 1, 2, 3, 4].map(|i| cards[i].index()));
            let claims = (subject.direct_claims(cards) as u64) << 32;
            entries[k] = claims
                | match inner.evaluate(cards) {
                    Ok(v) => {
                        let id = match v.strength {
                            Some(s) => {
                                let n = ids.len() as u32;
                                *ids.entry(s).or_insert(n)
                            }
                            None => {
                                by_strength = false;
                                0
                            }
                        };
                        (v.category as u64) << 28 | id as u64
                    }
                    Err(r) => {
                        rejections.push(r);
                        REJECTED_CAT << 28 | (rejections.len() - 1) as u64
                    }
                };
        });
        // Arrival ids -> ranks in strength order.
        let mut strengths: Vec<(Strength, u32)> = ids.into_iter().collect();
        strengths.sort();
        let mut to_rank = vec![0u32; strengths.len()];
        for (r, (_, id)) in strengths.iter().enumerate() {
            to_rank[*id as usize] = r as u32;
        }
        if by_strength {
            for e in entries.iter_mut() {
                if cat_of(*e) != REJECTED_CAT {
                    *e = (*e & !0x0fff_ffff) | to_rank[rank_of(*e) as usize] as u64;
                }
            }
        }
        LiftMemo {
            entries,
            base,
            strengths: strengths.into_iter().map(|(s, _)| s).collect(),
            rejections,
            by_strength,
        }
    }

    /// The lifted verdict and the inherited claims of 5 to 7 ascending cards.
    #[inline]
    pub fn lift(&self, cards: &[Card]) -> (Result<Verdict, Rejected>, u32) {
        let mut best: Option<u64> = None;
        let mut claims = 0u32;
        let mut ix = [0u8; 7];
        for (slot, c) in ix.iter_mut().zip(cards) {
            *slot = c.index();
        }
        let subsets: &[[u8; 5]] = match cards.len() {
            5 => &SUBSETS_OF_5,
            6 => &SUBSETS_OF_6,
            7 => &SUBSETS_OF_7,
            n => panic!("a lift takes 5 to 7 cards, not {n}"),
        };
        let mut rejected: Option<u64> = None;
        for p in subsets {
            let e = self.entries[slot(
                self.base,
                [
                    ix[p[0] as usize],
                    ix[p[1] as usize],
                    ix[p[2] as usize],
                    ix[p[3] as usize],
                    ix[p[4] as usize],
                ],
            )];
            claims |= (e >> 32) as u32;
            if rejected.is_some() {
                continue;
            }
            if cat_of(e) == REJECTED_CAT {
                rejected = Some(e);
                continue;
            }
            let better = match best {
                None => true,
                Some(b) if self.by_strength => rank_of(e) > rank_of(b),
                Some(b) => cat_of(e) > cat_of(b),
            };
            if better {
                best = Some(e);
            }
        }
        if let Some(e) = rejected {
            return (Err(self.rejections[rank_of(e) as usize].clone()), claims);
        }
        let b = best.expect("at least five cards");
        let category = Category::from_index(cat_of(b) as u8).expect("valid category");
        let strength = self
            .by_strength
            .then(|| self.strengths[rank_of(b) as usize]);
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
    use crate::engine::judge::lift_inner;
    use showdown_evaluators::combinations::Combinations;
    use showdown_evaluators::registry;

    #[test]
    fn subset_tables_follow_the_combinations_order() {
        for (n, table) in [
            (5, &SUBSETS_OF_5[..]),
            (6, &SUBSETS_OF_6[..]),
            (7, &SUBSETS_OF_7[..]),
        ] {
            let mut combos = Combinations::new(n, 5);
            let mut k = 0;
            while let Some(p) = combos.next() {
                let want: Vec<u8> = p.iter().map(|&i| i as u8).collect();
                assert_eq!(table[k].to_vec(), want);
                k += 1;
            }
            assert_eq!(k, table.len());
        }
    }

    #[test]
    fn slots_number_every_five_card_hand_once() {
        let base = base();
        let mut seen = vec![false; binomial(52, 5) as usize];
        for_each_hand(5, &mut |cards, _| {
            let k = slot(base, [0, 1, 2, 3, 4].map(|i| cards[i].index()));
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
