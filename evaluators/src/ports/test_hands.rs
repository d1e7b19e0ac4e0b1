//! Test-only helpers shared by the port tests: every hand of n cards,
//! reproducible pseudo-random hands (a fixed-seed xorshift generator, so a
//! failure names a hand that the next run finds again), and the exactness
//! check of a port's category deviation classes.

use crate::card::{format_cards, Card};
use crate::combinations::Combinations;
use crate::evaluator::{DeviationKind, Evaluator};
use crate::reference::Reference;

/// What is wrong with the evaluator's category deviation classes on this
/// hand (a wrong category must be claimed by exactly one class, a right one
/// by none), and whether its category is wrong.
pub fn category_claim_problem(
    ev: &dyn Evaluator,
    hand: &[Card],
    reference: &Reference,
) -> (bool, Option<String>) {
    let hand_s = format_cards(hand);
    let got = ev
        .evaluate(hand)
        .unwrap_or_else(|r| panic!("{}: {hand_s}: {r}", ev.name()))
        .category;
    let want = reference.category(hand);
    let wrong = got != want;
    let claims: Vec<&str> = ev
        .deviations()
        .iter()
        .filter(|d| d.kind == DeviationKind::Category && (d.applies)(hand))
        .map(|d| d.id)
        .collect();
    let problem = match (wrong, claims.len()) {
        (true, 1) | (false, 0) => None,
        (true, _) => Some(format!(
            "{} {hand_s}: says {got:?}, reference {want:?}, claimed by {claims:?}",
            ev.name()
        )),
        (false, _) => Some(format!(
            "{} {hand_s}: right ({got:?}) but claimed by {claims:?}",
            ev.name()
        )),
    };
    (wrong, problem)
}

/// Asserts that the evaluator's category deviation classes are exact on this
/// hand.
pub fn assert_category_claims(ev: &dyn Evaluator, hand: &[Card], reference: &Reference) {
    if let (_, Some(problem)) = category_claim_problem(ev, hand, reference) {
        panic!("{problem}");
    }
}

/// Like [`assert_category_claims`], but counts the problems in `bad`
/// (printing the first few) so one test reports how many hands are off.
/// Returns whether the evaluator's category is wrong.
pub fn tally_category_claims(
    ev: &dyn Evaluator,
    hand: &[Card],
    reference: &Reference,
    bad: &mut usize,
) -> bool {
    let (wrong, problem) = category_claim_problem(ev, hand, reference);
    if let Some(problem) = problem {
        *bad += 1;
        if *bad < 5 {
            eprintln!("{problem}");
        }
    }
    wrong
}

/// Calls `f` on every `n`-card hand (n at most 7), in lexicographic order.
pub fn for_each_hand(n: usize, mut f: impl FnMut(&[Card])) {
    let deck: Vec<Card> = Card::all().collect();
    let mut hand = Vec::with_capacity(n);
    let mut combos = Combinations::new(52, n);
    while let Some(ix) = combos.next() {
        hand.clear();
        hand.extend(ix.iter().map(|&i| deck[i]));
        f(&hand);
    }
}

/// Reproducible random hands of distinct cards.
pub struct RandomHands {
    state: u64,
}

impl RandomHands {
    pub fn new(seed: u64) -> RandomHands {
        RandomHands {
            state: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
        }
    }

    fn next_u64(&mut self) -> u64 {
        // xorshift64*
        let mut x = self.state;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.state = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// `n` distinct cards in random order.
    pub fn hand(&mut self, n: usize) -> Vec<Card> {
        let mut seen = 0u64;
        let mut out = Vec::with_capacity(n);
        while out.len() < n {
            let i = (self.next_u64() >> 32) % 52;
            if seen & (1 << i) == 0 {
                seen |= 1 << i;
                out.push(Card::from_index(i as u8).unwrap());
            }
        }
        out
    }
}
