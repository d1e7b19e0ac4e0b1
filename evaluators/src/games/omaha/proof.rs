//! The proof of [`OmahaReference`]: it is compared with the plain checker
//! [`OmahaBruteForce`] on random deals of the full deck
//! ([`prove_random`]) and on every deal of a restricted deck
//! ([`prove_restricted`]). No I/O, single-threaded; CI calls both in
//! release mode, `cargo test` runs small versions.
//!
//! Two things are checked on every deal:
//! - **category**: the reference's category is the checker's;
//! - **order**: a map from each reference strength seen to the checker's
//!   key. The same strength must always meet the same key (otherwise the
//!   reference merges two hands the rules tell apart), and over all the
//!   strengths seen, in rising order, the keys must rise strictly
//!   (otherwise it splits one class of hands, or orders two classes the
//!   wrong way round). A histogram of categories alone would miss two
//!   swapped kickers; this does not.
//!
//! There are far too many Omaha deals to try them all: C(52,4)·C(48,5) =
//! 4.6·10¹¹ for four hole cards and a 5-card board.

use super::{OmahaBruteForce, OmahaReference};
use crate::card::{card_mask, format_cards, Card, Rank, Suit};
use crate::category::Category;
use crate::combinations::Combinations;
use crate::game::OMAHA;
use crate::reference::category_of;
use crate::subset::{BestOfSubsets, PlainKey};
use std::collections::BTreeMap;

/// What a proof run covered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProofSummary {
    /// Hole cards per deal.
    pub hole: usize,
    /// Board cards per deal.
    pub board: usize,
    /// Deals compared.
    pub deals: u64,
    /// Deals per category, weakest (high card) first.
    pub categories: [u64; 9],
    /// Distinct reference strengths seen (each met exactly one plain key).
    pub classes: usize,
}

/// Compares a strength function with the plain checker, deal by deal.
struct Checker<'a> {
    strength: &'a dyn Fn(&[Card], &[Card]) -> u16,
    brute: OmahaBruteForce,
    /// Reference strength → (plain key, hole mask, board mask of the first
    /// deal that showed it).
    seen: BTreeMap<u16, (PlainKey, u64, u64)>,
    categories: [u64; 9],
    deals: u64,
}

fn deal_text(hole: &[Card], board: &[Card]) -> String {
    format!("{} | {}", format_cards(hole), format_cards(board))
}

fn cards_of(mask: u64) -> Vec<Card> {
    Card::all().filter(|c| mask >> c.index() & 1 == 1).collect()
}

fn mask_text(hole: u64, board: u64) -> String {
    deal_text(&cards_of(hole), &cards_of(board))
}

impl<'a> Checker<'a> {
    fn new(strength: &'a dyn Fn(&[Card], &[Card]) -> u16) -> Checker<'a> {
        Checker {
            strength,
            brute: OmahaBruteForce::new(),
            seen: BTreeMap::new(),
            categories: [0; 9],
            deals: 0,
        }
    }

    fn check(&mut self, hole: &[Card], board: &[Card]) -> Result<(), String> {
        let s = (self.strength)(hole, board);
        let key = self.brute.key(hole, board);
        let (got, want) = (category_of(s), BestOfSubsets::key_category(key));
        if got != want || (s >> 12) > Category::StraightFlush as u16 {
            return Err(format!(
                "{}: the reference says {} (strength {s}), the plain checker {}",
                deal_text(hole, board),
                got.name(),
                want.name()
            ));
        }
        self.deals += 1;
        self.categories[want as usize] += 1;
        let (hm, bm) = (card_mask(hole), card_mask(board));
        let &mut (k, h0, b0) = self.seen.entry(s).or_insert((key, hm, bm));
        if k != key {
            return Err(format!(
                "reference strength {s} for two hands the rules tell apart: {} (plain key \
                 {k:#x}) and {} (plain key {key:#x})",
                mask_text(h0, b0),
                deal_text(hole, board)
            ));
        }
        Ok(())
    }

    fn finish(self, hole: usize, board: usize) -> Result<ProofSummary, String> {
        let mut prev: Option<(u16, &(PlainKey, u64, u64))> = None;
        for (&s, entry) in &self.seen {
            if let Some((ps, p)) = prev {
                if p.0 >= entry.0 {
                    return Err(format!(
                        "order: the reference ranks {} (strength {s}) above {} (strength \
                         {ps}), but the plain rules say {}",
                        mask_text(entry.1, entry.2),
                        mask_text(p.1, p.2),
                        if p.0 == entry.0 {
                            "they tie"
                        } else {
                            "the other way round"
                        }
                    ));
                }
            }
            prev = Some((s, entry));
        }
        Ok(ProofSummary {
            hole,
            board,
            deals: self.deals,
            categories: self.categories,
            classes: self.seen.len(),
        })
    }
}

/// A small, fast, reproducible generator (SplitMix64).
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    fn below(&mut self, n: usize) -> usize {
        ((self.next() as u128 * n as u128) >> 64) as usize
    }
}

/// What is asked about each deal: `Err` stops the run.
pub(crate) type DealCheck<'a> = dyn FnMut(&[Card], &[Card]) -> Result<(), String> + 'a;

/// Calls `f` with `deals` random deals of `hole` + `board` cards from the
/// 52-card deck (a partial shuffle per deal), reproducible from `seed`.
pub(crate) fn random_deals(
    hole: usize,
    board: usize,
    deals: u64,
    seed: u64,
    f: &mut DealCheck,
) -> Result<(), String> {
    let mut rng = SplitMix(seed);
    let mut deck: Vec<Card> = Card::all().collect();
    let n = hole + board;
    for _ in 0..deals {
        for i in 0..n {
            let j = i + rng.below(deck.len() - i);
            deck.swap(i, j);
        }
        f(&deck[..hole], &deck[hole..n])?;
    }
    Ok(())
}

fn check_counts(hole: usize, board: usize) -> Result<(), String> {
    if OMAHA.takes_deal(hole, board) {
        Ok(())
    } else {
        Err(format!(
            "{hole} hole cards and {board} board cards: Omaha takes 4 to 6 hole cards and a \
             board of 3 to 5"
        ))
    }
}

/// `deals` random deals of `hole` hole cards and `board` board cards from the
/// 52-card deck (reproducible from `seed`): the reference against the plain
/// checker, category and order. `Err` names the first deal (or pair of
/// deals) where they disagree.
///
/// Measured in release on this project's machine kind (CPU time of one
/// core), ten million deals take about 8 s / 13 s / 21 s with 4 / 5 / 6
/// hole cards and a 5-card board: the plain checker judges some 75 million
/// fives a second.
pub fn prove_random(
    hole: usize,
    board: usize,
    deals: u64,
    seed: u64,
) -> Result<ProofSummary, crate::games::GameError> {
    let reference = OmahaReference::new();
    prove_random_with(&|h, b| reference.strength(h, b), hole, board, deals, seed)
        .map_err(Into::into)
}

/// [`prove_random`] for any strength function (the tests feed it broken
/// ones to show that the proof catches them).
pub(crate) fn prove_random_with(
    strength: &dyn Fn(&[Card], &[Card]) -> u16,
    hole: usize,
    board: usize,
    deals: u64,
    seed: u64,
) -> Result<ProofSummary, String> {
    check_counts(hole, board)?;
    let mut checker = Checker::new(strength);
    random_deals(hole, board, deals, seed, &mut |h, b| checker.check(h, b))?;
    checker.finish(hole, board)
}

/// Every deal of `hole` hole cards and `board` board cards from the cards of
/// `deck` (distinct): the reference against the plain checker, category and
/// order. There are C(n, hole)·C(n − hole, board) deals for a deck of `n`
/// cards.
///
/// With [`restricted_deck`] (measured in release, CPU time of one core):
/// 4 + 5 cards from all 20 cards, 21,162,960 deals, about 15 s; 5 + 5 from
/// the first 19, 23,279,256 deals, about 26 s; 6 + 5 from the first 18,
/// 14,702,688 deals, about 24 s; 4 + 4 and 4 + 3 from all 20, 8,817,900
/// and 2,713,200 deals, about 3.5 s together.
pub fn prove_restricted(
    deck: &[Card],
    hole: usize,
    board: usize,
) -> Result<ProofSummary, crate::games::GameError> {
    let reference = OmahaReference::new();
    prove_restricted_with(&|h, b| reference.strength(h, b), deck, hole, board).map_err(Into::into)
}

/// [`prove_restricted`] for any strength function.
pub(crate) fn prove_restricted_with(
    strength: &dyn Fn(&[Card], &[Card]) -> u16,
    deck: &[Card],
    hole: usize,
    board: usize,
) -> Result<ProofSummary, String> {
    check_counts(hole, board)?;
    if card_mask(deck).count_ones() as usize != deck.len() {
        return Err(format!("{}: a card appears twice", format_cards(deck)));
    }
    if deck.len() < hole + board {
        return Err(format!("{} cards cannot deal {hole} + {board}", deck.len()));
    }
    let mut checker = Checker::new(strength);
    every_deal(deck, hole, board, &mut |h, b| checker.check(h, b))?;
    checker.finish(hole, board)
}

/// Calls `f` with every deal of `hole` + `board` cards from the cards of
/// `deck` (distinct, at least `hole + board` of them), hole cards in
/// lexicographic order of their positions, then the boards of the rest.
pub(crate) fn every_deal(
    deck: &[Card],
    hole: usize,
    board: usize,
    f: &mut DealCheck,
) -> Result<(), String> {
    let mut hole_cards = vec![deck[0]; hole];
    let mut rest = Vec::with_capacity(deck.len());
    let mut board_cards = vec![deck[0]; board];
    let mut holes = Combinations::new(deck.len(), hole);
    while let Some(hi) = holes.next() {
        for (slot, &i) in hole_cards.iter_mut().zip(hi) {
            *slot = deck[i];
        }
        rest.clear();
        rest.extend(
            deck.iter()
                .enumerate()
                .filter(|(i, _)| !hi.contains(i))
                .map(|(_, &c)| c),
        );
        let mut boards = Combinations::new(rest.len(), board);
        while let Some(bi) = boards.next() {
            for (slot, &i) in board_cards.iter_mut().zip(bi) {
                *slot = rest[i];
            }
            f(&hole_cards, &board_cards)?;
        }
    }
    Ok(())
}

/// The restricted deck of the exhaustive proofs, 20 cards in this order:
/// `Ah Kh Qh Jh Th`, `As Ac Ad`, `2h 3h 4h 5h`, `2s 2c 2d`, `Ks 3s 4s 5s`,
/// `6h`.
///
/// Every category occurs in it: the royal flush and the steel wheels,
/// flushes that are not straights, broadway, wheel and six-high straights,
/// four aces and four deuces (in the hole and on the board), full houses,
/// and high cards (which need nine ranks in a deal of 4 + 5 cards). Its
/// first `n` cards are the smaller restricted decks.
pub fn restricted_deck() -> Vec<Card> {
    use Rank::*;
    use Suit::*;
    [
        (Ace, Hearts),
        (King, Hearts),
        (Queen, Hearts),
        (Jack, Hearts),
        (Ten, Hearts),
        (Ace, Spades),
        (Ace, Clubs),
        (Ace, Diamonds),
        (Two, Hearts),
        (Three, Hearts),
        (Four, Hearts),
        (Five, Hearts),
        (Two, Spades),
        (Two, Clubs),
        (Two, Diamonds),
        (King, Spades),
        (Three, Spades),
        (Four, Spades),
        (Five, Spades),
        (Six, Hearts),
    ]
    .into_iter()
    .map(|(r, s)| Card::new(r, s))
    .collect()
}
