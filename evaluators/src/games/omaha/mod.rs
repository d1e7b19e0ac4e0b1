//! Omaha high (オマハ): the proven reference [`OmahaReference`], the plain
//! checker it is proven against ([`OmahaBruteForce`]), the proofs
//! ([`proof`]), and two naive evaluators kept as lessons
//! ([`OmahaAnyFive`], [`OmahaOneHoleCard`]).
//!
//! # Rules
//! Each player has 4, 5 or 6 hole cards; the board has 3, 4 or 5 cards. A
//! player's hand is the best five cards made of **exactly two** hole cards
//! and **exactly three** board cards, ranked as in hold'em. With 4 hole
//! cards and 5 on the board that is C(4,2)·C(5,3) = 60 choices (5 hole
//! cards: 100; 6: 150). Because 4 + 5, 5 + 4 and 6 + 3 cards all make nine,
//! the count of the cards cannot say which are the hole cards: every Omaha
//! evaluator here is asked through [`Evaluator::evaluate_deal`], and its
//! `evaluate` of joined cards is [`Rejected::Invalid`].
//!
//! # The reference's method
//! The strength is the hold'em strength ([`crate::Reference`]: `category <<
//! 12 | index`) of the best legal five, so Omaha hands share the hold'em
//! five-card scale. It is computed as the larger of two parts, which is the
//! best legal five because a five of one suit is worth at least as much as a
//! flush as its ranks alone are worth without one:
//! - **Ranks, by one table row per board.** For a 4- or 5-card board, a
//!   table built once (at first use, from the hold'em rank table: 1.46 MB,
//!   a few tens of milliseconds) holds, for every board rank multiset (6,175
//!   of five ranks, 1,820 of four) and every hole rank pair (91), the
//!   strength of the best five of that pair with any three of the board,
//!   suits ignored. A deal costs one rank-key sum and one lookup for the
//!   board (its hold'em strength names its row: for four or five cards
//!   without a flush each rank multiset has its own strength, which the
//!   build checks) and then one load per hole pair from that row of 91
//!   entries, 182 bytes (6, 10 or 15 loads, all in that row). A
//!   3-card board has one triple: one rank-table lookup per hole pair.
//! - **Flushes, only when one is possible.** Each card is one word whose
//!   low nibbles count suits; a flush needs a suit with three or more board
//!   cards and two or more hole cards (one SWAR test on the two sums). Only
//!   then are that suit's hole pairs and board triples combined through the
//!   hold'em flush table (at most 150 lookups; on 7%, 10% and 14% of random
//!   deals with 4, 5 and 6 hole cards and a 5-card board).
//!
//! Nothing is allocated per call; the loops over hole pairs are unrolled
//! for 4, 5 and 6 hole cards. Against the naive method (the hold'em
//! reference on each of the 60/100/150 choices, the best kept), with 4/5/6
//! hole cards and a 5-card board: about 7/9/11 times faster in CPU time
//! (about 25/35/45 ns a deal), and 237/300/375 instructions a deal against
//! 3,553/5,874/8,770 (`cargo bench -p showdown-evaluators --features bench --bench omaha`;
//! figures in `docs/games/omaha.md`).
//!
//! # How it is proven
//! Against [`OmahaBruteForce`], which judges every legal five with the plain
//! rules of [`crate::subset`] (sorting and counting ranks) and shares no code
//! or table with the reference: the reference is never checked against
//! tables it built itself (the mistake behind PokerHandEvaluator issue 21).
//! [`proof::prove_random`] compares random deals of the full deck and
//! [`proof::prove_restricted`] every deal of a restricted deck; both check
//! the category and the order (the same reference strength always meets the
//! same plain key, and the keys rise strictly with the strength). See
//! `docs/games/omaha.md` for the figures.
//!
//! # Deviation classes of the lessons
//! [`Deviation::applies`](crate::Deviation) receives one slice of cards. For
//! Omaha the convention is **hole cards first, then the board**, joined by
//! [`join`]: the order of the first four hole cards says how many of the
//! cards are the board ([`mark_split`], [`split_joined`]), so every deal of
//! 4 to 6 hole cards and 3 to 5 board cards comes apart as it was dealt. The
//! lessons also give `claims(hole, board)`; `applies` splits the slice and
//! calls the same code.

pub mod any_five;
mod brute;
pub mod one_hole_card;
pub mod proof;
mod reference;
#[cfg(test)]
mod tests;

pub use any_five::OmahaAnyFive;
pub use brute::OmahaBruteForce;
pub use one_hole_card::OmahaOneHoleCard;
pub use proof::{prove_random, prove_restricted, restricted_deck, ProofSummary};
pub use reference::OmahaReference;

use crate::card::{card_mask, format_cards, Card};
use crate::combinations::Combinations;
use crate::evaluator::{Rejected, Strength, Verdict};
use crate::game::OMAHA;
use crate::reference::{category_of, Reference};
pub use showdown_core::deal::{board_of, deals_of, join, mark_split, split_counts, split_joined};

/// Whether `hole` and `board` make an Omaha deal: 4 to 6 hole cards, 3 to 5
/// board cards, no card twice.
pub fn check_deal(hole: &[Card], board: &[Card]) -> Result<(), Rejected> {
    if !OMAHA.takes_deal(hole.len(), board.len()) {
        return Err(Rejected::Invalid(format!(
            "{} hole cards and {} board cards: Omaha takes 4 to 6 hole cards and a board of 3 to 5",
            hole.len(),
            board.len()
        )));
    }
    if (card_mask(hole) | card_mask(board)).count_ones() as usize != hole.len() + board.len() {
        return Err(Rejected::Invalid(format!(
            "{} | {}: a card appears twice",
            format_cards(hole),
            format_cards(board)
        )));
    }
    Ok(())
}

/// The answer of every Omaha evaluator to joined cards.
fn needs_apart(cards: &[Card]) -> Rejected {
    Rejected::Invalid(format!(
        "{} cards given together: an Omaha hand needs its hole cards and board apart \
         (ask through evaluate_deal)",
        cards.len()
    ))
}

/// The hold'em strength of the best five made of exactly `k` hole cards and
/// `5 - k` board cards (0 when no such five exists). Plain enumeration
/// through [`Reference::strength`]; used by the lessons and their classes.
pub(crate) fn best_with_hole_count(hole: &[Card], board: &[Card], k: usize) -> u16 {
    if k > 5 || k > hole.len() || 5 - k > board.len() {
        return 0;
    }
    let reference = Reference::new();
    let mut best = 0;
    let mut five = [Card::from_index(0).expect("a card"); 5];
    let mut from_hole = Combinations::new(hole.len(), k);
    while let Some(hi) = from_hole.next() {
        for (slot, &i) in five.iter_mut().zip(hi) {
            *slot = hole[i];
        }
        let mut from_board = Combinations::new(board.len(), 5 - k);
        while let Some(bi) = from_board.next() {
            for (slot, &i) in five[k..].iter_mut().zip(bi) {
                *slot = board[i];
            }
            best = best.max(reference.strength(&five));
        }
    }
    best
}

/// A verdict from a hold'em-scale strength.
fn verdict_of(s: u16) -> Verdict {
    Verdict::new(category_of(s), Some(Strength::single(s as i64)))
}

/// Calls `f` on every five of exactly two `hole` and three `board` cards,
/// in the order of [`find_legal_five`].
pub fn for_each_legal_five(hole: &[Card], board: &[Card], mut f: impl FnMut(&[Card; 5])) {
    find_legal_five(hole, board, |five| {
        f(five);
        false
    });
}

/// The first five of exactly two `hole` and three `board` cards (hole
/// pairs, then board triples, in lexicographic order of their positions;
/// the hole cards first) that `wanted` accepts.
pub fn find_legal_five(
    hole: &[Card],
    board: &[Card],
    mut wanted: impl FnMut(&[Card; 5]) -> bool,
) -> Option<[Card; 5]> {
    let mut pairs = Combinations::new(hole.len(), 2);
    while let Some(p) = pairs.next() {
        let mut triples = Combinations::new(board.len(), 3);
        while let Some(t) = triples.next() {
            let five = [
                hole[p[0]],
                hole[p[1]],
                board[t[0]],
                board[t[1]],
                board[t[2]],
            ];
            if wanted(&five) {
                return Some(five);
            }
        }
    }
    None
}

// ------------------------------------------------------------ the game kit

use crate::game::Game;
use crate::games::game_kit::{GameKit, Proof, ProofPlan, ProofRequest, Proofs};
use crate::games::GameError;
use std::sync::Arc;

/// Omaha high.
pub static KIT: GameKit = GameKit {
    game: &OMAHA,
    reference: || Arc::new(OmahaReference::new()),
    checker: || Arc::new(OmahaBruteForce::new()),
    lessons: || vec![Arc::new(OmahaAnyFive), Arc::new(OmahaOneHoleCard)],
    traps: "",
    proofs: Proofs::Own(proofs),
    docs: "docs/games/omaha.md",
};

/// Random deals of 4, 5 and 6 hole cards against the brute force, and every
/// deal of a restricted deck, at once.
fn proofs(_: &'static Game, request: &ProofRequest) -> Result<ProofPlan, GameError> {
    let deals = request.deals;
    let mut proofs: Vec<Proof> = [4usize, 5, 6]
        .into_iter()
        .map(|hole| {
            Proof::new(
                format!("{deals} random deals of {hole} hole + 5 board cards"),
                move || {
                    prove_random(hole, 5, deals, 0x5EED ^ hole as u64).map(|s| {
                        format!(
                            "{} deals, {} strength classes, categories {:?}, same category and \
                             order as the brute force",
                            s.deals, s.classes, s.categories
                        )
                    })
                },
            )
        })
        .collect();
    proofs.push(Proof::new("restricted deck, 4 hole + 5 board", || {
        let deck = restricted_deck();
        prove_restricted(&deck, 4, 5).map(|s| {
            format!(
                "{} deals (every deal of the {}-card deck {}), {} strength classes",
                s.deals,
                deck.len(),
                format_cards(&deck),
                s.classes
            )
        })
    }));
    Ok(ProofPlan {
        proofs,
        at_once: true,
        total: Some("omaha proofs"),
    })
}
