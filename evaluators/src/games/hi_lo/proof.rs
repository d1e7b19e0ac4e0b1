//! The proofs of the hi-lo lows: the fast low ([`super::stud_low`],
//! [`super::omaha_low`]) against the plain one ([`super::plain`]).
//!
//! - **Stud**: every hand of 5, 6 and 7 cards ([`prove_stud_exhaustive`]).
//!   The plain low of a hand depends on its ranks only (it never reads a
//!   suit), so it is asked once per rank multiset and remembered; the fast
//!   low is asked on every hand. The number of hands with a low is also
//!   compared with [`derived_qualifying`], a count from a formula.
//! - **Omaha**: random deals of the full deck ([`prove_omaha_random`]) and
//!   every deal of a restricted deck ([`prove_omaha_restricted`]).
//!
//! On every hand: the fast low qualifies exactly when the plain one does,
//! and the **order** holds: each fast strength meets one plain key, and
//! over the strengths seen, in rising order, the plain keys rise strictly.

use super::plain::{self, PlainLow};
use super::{omaha_low, STUD_LOW};
use crate::card::{format_cards, Card, Rank, Suit};
use crate::combinations::binomial;
use crate::game::OMAHA_HI_LO;
use crate::games::omaha::proof::{every_deal, random_deals};
use crate::games::GameError;
use std::collections::{BTreeMap, HashMap};

/// What a low proof covered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowProofSummary {
    /// What was dealt (`7 cards`, `4 + 5 cards`).
    pub what: String,
    /// Hands (or deals) compared.
    pub hands: u64,
    /// Of those, the ones with a qualifying low.
    pub qualifying: u64,
    /// Distinct low strengths seen (at most 56).
    pub classes: usize,
}

/// Compares fast low strengths with plain lows, hand by hand.
#[derive(Default)]
struct LowChecker {
    /// Fast strength → the plain low first met with it, and that hand.
    seen: BTreeMap<u8, (PlainLow, String)>,
    hands: u64,
    qualifying: u64,
}

impl LowChecker {
    fn check(
        &mut self,
        fast: u8,
        plain: Option<PlainLow>,
        hand: &dyn Fn() -> String,
    ) -> Result<(), String> {
        self.hands += 1;
        let Some(low) = plain else {
            if fast != 0 {
                return Err(format!(
                    "{}: the reference gives low strength {fast}, the plain checker no low",
                    hand()
                ));
            }
            return Ok(());
        };
        if fast == 0 || usize::from(fast) > super::QUALIFYING_LOWS {
            return Err(format!(
                "{}: the reference gives low strength {fast}, the plain checker the low {}",
                hand(),
                super::low_text(&plain::ranks(low))
            ));
        }
        self.qualifying += 1;
        if let Some((first, at)) = self.seen.get(&fast) {
            if *first != low {
                return Err(format!(
                    "low strength {fast} for two lows the rules tell apart: {} in {at} and {} in {}",
                    super::low_text(&plain::ranks(*first)),
                    super::low_text(&plain::ranks(low)),
                    hand()
                ));
            }
        } else {
            self.seen.insert(fast, (low, hand()));
        }
        Ok(())
    }

    fn finish(self, what: String) -> Result<LowProofSummary, String> {
        let mut prev: Option<(u8, &(PlainLow, String))> = None;
        for (&s, entry) in &self.seen {
            if let Some((ps, p)) = prev {
                // A higher strength must be a better low: a smaller list.
                if p.0 <= entry.0 {
                    return Err(format!(
                        "order: the reference ranks the low {} ({}, strength {s}) above {} ({}, \
                         strength {ps}), but the plain rules say it is not better",
                        super::low_text(&plain::ranks(entry.0)),
                        entry.1,
                        super::low_text(&plain::ranks(p.0)),
                        p.1
                    ));
                }
            }
            prev = Some((s, entry));
        }
        Ok(LowProofSummary {
            what,
            hands: self.hands,
            qualifying: self.qualifying,
            classes: self.seen.len(),
        })
    }
}

/// Every hand of `n` cards (5, 6 or 7) of the 52-card deck: the stud low
/// of [`STUD_LOW`] against the plain low, qualification and order, and the
/// number of hands with a low against [`derived_qualifying`].
///
/// Measured in release (`showdown selfcheck --game stud-hi-lo --cards
/// 5,6,7`, on a shared 2-core machine): 5, 6 and 7 cards in 0.2 s, 1.4 s
/// and 8.7 s; 24,530,944 of the 133,784,560 seven-card hands have a low.
pub fn prove_stud_exhaustive(n: usize) -> Result<LowProofSummary, GameError> {
    prove_stud_with(&|mask| STUD_LOW[mask as usize], n).map_err(Into::into)
}

/// [`prove_stud_exhaustive`] for any low function of the low mask (the
/// tests feed it broken ones).
pub(crate) fn prove_stud_with(
    fast: &dyn Fn(u8) -> u8,
    n: usize,
) -> Result<LowProofSummary, String> {
    if !(5..=7).contains(&n) {
        return Err(format!("{n} cards: a stud hi-lo hand has 5 to 7"));
    }
    let deck: Vec<Card> = Card::all().collect();
    let mut checker = LowChecker::default();
    // Plain lows by rank multiset: a base-8 count per rank (at most 4).
    let mut memo: HashMap<u64, Option<PlainLow>> = HashMap::new();
    let mut hand = [deck[0]; 7];
    let mut failure = None;
    walk(
        &deck,
        n,
        0,
        0,
        0,
        0,
        &mut hand,
        &mut |cards, mask, counts| {
            if failure.is_some() {
                return;
            }
            let low = *memo.entry(counts).or_insert_with(|| plain::stud_low(cards));
            if let Err(e) = checker.check(fast(mask), low, &|| format_cards(cards)) {
                failure = Some(e);
            }
        },
    );
    if let Some(e) = failure {
        return Err(e);
    }
    let want = derived_qualifying(n as u64);
    if checker.qualifying != want {
        return Err(format!(
            "{} of the {n}-card hands have a low by the references, but the formula counts {want}",
            checker.qualifying
        ));
    }
    checker.finish(format!("{n} cards"))
}

/// The depth-first walk over every `n`-card hand: the low mask and the
/// rank-count key are carried along.
#[allow(clippy::too_many_arguments)]
fn walk(
    deck: &[Card],
    n: usize,
    depth: usize,
    from: usize,
    mask: u8,
    counts: u64,
    hand: &mut [Card; 7],
    f: &mut dyn FnMut(&[Card], u8, u64),
) {
    if depth == n {
        f(&hand[..n], mask, counts);
        return;
    }
    for i in from..=deck.len() - (n - depth) {
        let c = deck[i];
        hand[depth] = c;
        walk(
            deck,
            n,
            depth + 1,
            i + 1,
            mask | super::low_mask(&[c]),
            counts + (1 << (3 * c.rank().index())),
            hand,
            f,
        );
    }
}

/// How many hands of `n` cards hold five distinct ranks of A, 2, … 8, by a
/// formula: choose the `k` low ranks present (C(8, k), `k` ≥ 5), the `m`
/// cards of those ranks with each rank present at least once (inclusion
/// and exclusion over the ranks left out), and the other `n − m` cards
/// from the 20 nines to kings.
pub fn derived_qualifying(n: u64) -> u64 {
    let mut total = 0u64;
    for k in 5..=n.min(8) {
        for m in k..=n {
            // Hands of m cards from k given ranks with every rank present.
            let mut onto = 0i64;
            for j in 0..=k {
                let term = (binomial(k, j) * binomial(4 * (k - j), m)) as i64;
                onto += if j % 2 == 0 { term } else { -term };
            }
            total += binomial(8, k) * onto as u64 * binomial(20, n - m);
        }
    }
    total
}

fn check_counts(hole: usize, board: usize) -> Result<(), String> {
    if OMAHA_HI_LO.takes_deal(hole, board) {
        Ok(())
    } else {
        Err(format!(
            "{hole} hole cards and {board} board cards: Omaha hi-lo takes 4 to 6 hole cards and \
             a board of 3 to 5"
        ))
    }
}

fn deal_text(hole: &[Card], board: &[Card]) -> String {
    format!("{} | {}", format_cards(hole), format_cards(board))
}

/// A low function of a deal (the reference's, or a broken one in tests).
pub(crate) type OmahaLowFn<'a> = &'a dyn Fn(&[Card], &[Card]) -> u8;

/// `deals` random Omaha hi-lo deals of `hole` + `board` cards from the
/// 52-card deck (reproducible from `seed`): the reference's low against
/// the plain checker's. `Err` names the first deal where they disagree.
pub fn prove_omaha_random(
    hole: usize,
    board: usize,
    deals: u64,
    seed: u64,
) -> Result<LowProofSummary, GameError> {
    prove_omaha_random_with(&omaha_low, hole, board, deals, seed).map_err(Into::into)
}

pub(crate) fn prove_omaha_random_with(
    fast: OmahaLowFn,
    hole: usize,
    board: usize,
    deals: u64,
    seed: u64,
) -> Result<LowProofSummary, String> {
    check_counts(hole, board)?;
    let mut checker = LowChecker::default();
    random_deals(hole, board, deals, seed, &mut |h, b| {
        checker.check(fast(h, b), plain::omaha_low(h, b), &|| deal_text(h, b))
    })?;
    checker.finish(format!("{hole} + {board} cards, {deals} random deals"))
}

/// Every deal of `hole` + `board` cards from `deck`: the reference's low
/// against the plain checker's. With [`restricted_deck`] (release, on a
/// shared 2-core machine): 4 + 5 from all 20 cards, 21,162,960 deals
/// (16,715,592 with a low), about 30 s.
pub fn prove_omaha_restricted(
    deck: &[Card],
    hole: usize,
    board: usize,
) -> Result<LowProofSummary, GameError> {
    prove_omaha_restricted_with(&omaha_low, deck, hole, board).map_err(Into::into)
}

pub(crate) fn prove_omaha_restricted_with(
    fast: OmahaLowFn,
    deck: &[Card],
    hole: usize,
    board: usize,
) -> Result<LowProofSummary, String> {
    check_counts(hole, board)?;
    if crate::card::card_mask(deck).count_ones() as usize != deck.len() {
        return Err(format!("{}: a card appears twice", format_cards(deck)));
    }
    if deck.len() < hole + board {
        return Err(format!("{} cards cannot deal {hole} + {board}", deck.len()));
    }
    let mut checker = LowChecker::default();
    every_deal(deck, hole, board, &mut |h, b| {
        checker.check(fast(h, b), plain::omaha_low(h, b), &|| deal_text(h, b))
    })?;
    checker.finish(format!(
        "{hole} + {board} cards, every deal of {} cards",
        deck.len()
    ))
}

/// The restricted deck of the Omaha hi-lo proofs, 20 cards in this order:
/// the hearts ace to eight, `As 2s 3s`, `9h`, `4s 5s`, `Ac 2c`, `8s 9s`,
/// `Kh Qd`. Every low rank, duplicates of the ranks that counterfeit a low
/// (in the hole and on the board), the nine just above a low, and high
/// cards; its first `n` cards are the smaller decks.
pub fn restricted_deck() -> Vec<Card> {
    use Rank::*;
    use Suit::*;
    [
        (Ace, Hearts),
        (Two, Hearts),
        (Three, Hearts),
        (Four, Hearts),
        (Five, Hearts),
        (Six, Hearts),
        (Seven, Hearts),
        (Eight, Hearts),
        (Ace, Spades),
        (Two, Spades),
        (Three, Spades),
        (Nine, Hearts),
        (Four, Spades),
        (Five, Spades),
        (Ace, Clubs),
        (Two, Clubs),
        (Eight, Spades),
        (Nine, Spades),
        (King, Hearts),
        (Queen, Diamonds),
    ]
    .into_iter()
    .map(|(r, s)| Card::new(r, s))
    .collect()
}
