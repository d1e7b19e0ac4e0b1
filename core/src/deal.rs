//! Hole cards and a board joined as one slice of cards, and apart again:
//! how a request line of a game with hole cards (`HOLE | BOARD`) is held as
//! one list of cards, hole cards first. The order of the first four hole
//! cards carries how many of the cards are the board ([`mark_split`]), so
//! every deal of 4 to 6 hole cards and 3 to 5 board cards comes apart as it
//! was joined ([`join`], [`split_joined`]).

use crate::card::Card;

/// Splits joined cards into the hole cards and the board, as every
/// evaluator of a game with hole cards is asked
/// (`showdown_evaluators::games::evaluate_joined`) and as the
/// lessons' class predicates receive them: hole cards first, then the
/// board. How many are the board is read from the cards themselves (the
/// order of the first four hole cards carries it, see [`mark_split`]), so
/// every deal of 4 to 6 hole cards and 3 to 5 board cards comes apart as it
/// was joined by [`join`] or [`mark_split`]. Cards never marked split as
/// the largest board their count allows (9 cards: 4 + 5).
pub fn split_joined(cards: &[Card]) -> (&[Card], &[Card]) {
    cards.split_at(cards.len() - board_of(cards))
}

/// How many of joined `cards` are the board, as [`split_joined`] reads it.
pub fn board_of(cards: &[Card]) -> usize {
    let n = cards.len();
    let Some((fewest, most)) = board_range(n) else {
        return default_board(n);
    };
    let below = |a: usize, b: usize| cards[a].index() < cards[b].index();
    let steps = if below(0, 1) {
        if below(2, 3) {
            2
        } else {
            1
        }
    } else {
        0
    };
    (most - steps).max(fewest)
}

/// The board of `n` joined cards outside Omaha's 7 to 11: the last 5 of 12
/// or more, the last 3 (or all) of 6 or fewer.
fn default_board(n: usize) -> usize {
    match n {
        n if n >= 9 => 5,
        8 => 4,
        n => 3.min(n),
    }
}

/// The fewest and the most board cards a deal of `n` joined cards can have
/// (4 to 6 hole cards, 3 to 5 board cards), for 7 to 11 cards.
fn board_range(n: usize) -> Option<(usize, usize)> {
    (7..=11).contains(&n).then(|| (3.max(n - 6), 5.min(n - 4)))
}

/// The deals (hole cards, board cards) of `n` joined cards, the largest
/// board first: 9 cards are 4 + 5, 5 + 4 and 6 + 3.
pub fn deals_of(n: usize) -> Vec<(usize, usize)> {
    match board_range(n) {
        Some((fewest, most)) => (fewest..=most).rev().map(|b| (n - b, b)).collect(),
        None => Vec::new(),
    }
}

/// Marks joined cards (hole cards first) so that [`split_joined`] reads
/// the first `hole` as the hole cards: the order of the first two cards,
/// and of the third and fourth, says how far the board falls short of the
/// largest board of that many cards (first two in ascending index order:
/// at least one card short; the next two too: two short). Only those pairs
/// are swapped, and only when they must be; a deal the count cannot have
/// (or joined cards outside 7 to 11) is left as it is.
pub fn mark_split(cards: &mut [Card], hole: usize) {
    let n = cards.len();
    let Some((fewest, most)) = board_range(n) else {
        return;
    };
    let Some(board) = n.checked_sub(hole).filter(|b| (fewest..=most).contains(b)) else {
        return;
    };
    if fewest == most {
        return;
    }
    let steps = most - board;
    let mut order = |a: usize, b: usize, ascending: bool| {
        if (cards[a].index() < cards[b].index()) != ascending {
            cards.swap(a, b);
        }
    };
    order(0, 1, steps >= 1);
    if steps >= 1 && most - 2 >= fewest {
        order(2, 3, steps == 2);
    }
    debug_assert_eq!(board_of(cards), board);
}

/// Hole cards and a board joined as one slice of cards, hole cards first,
/// marked so that [`split_joined`] gives them back apart (the hole cards
/// possibly with their first two or next two cards swapped).
pub fn join(hole: &[Card], board: &[Card]) -> Vec<Card> {
    let mut cards = Vec::with_capacity(hole.len() + board.len());
    cards.extend_from_slice(hole);
    cards.extend_from_slice(board);
    mark_split(&mut cards, hole.len());
    cards
}

/// How many of `n` joined cards are hole cards and how many the board when
/// nothing marks another split (the largest board: 9 cards are 4 + 5).
pub fn split_counts(n: usize) -> (usize, usize) {
    let board = default_board(n);
    (n - board, board)
}
