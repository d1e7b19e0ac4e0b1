//! The input and the hole cards: which cards are scored, a hand of fewer
//! than five filled up, the hole cards (the last two of seven) breaking
//! ties or kicking where the best five should.

use super::{kickers, rank, Deck, High, List};
use crate::bug_classes::model::rules::rules;
use crate::bug_classes::model::Rules;
use crate::card::{Card, Rank, Suit};
use crate::category::Category;

rules! {
    after kickers::END;
    /// Only the first five cards are scored.
    FIRST_FIVE = "first-five";
    /// When the board plays, the hole cards still break the tie.
    BOARD_PLAYS_HOLE_TIEBREAK = "board-plays-hole-tiebreak";
    /// Every hand's kickers are the two hole cards (the last two), not the
    /// best five's.
    HOLE_CARDS_KICK = "hole-cards-kick";
    /// A hand of fewer than five cards is filled up to five with the lowest
    /// ranks it lacks (no ace, none completing a straight), which then play
    /// as kickers.
    SHORT_HAND_PADDED = "short-hand-padded";
}

/// The cards that are scored.
pub(super) fn scored(cards: &[Card], rules: Rules) -> &[Card] {
    if rules.has(FIRST_FIVE) && cards.len() > 5 {
        &cards[..5]
    } else {
        cards
    }
}

/// A hand of fewer than five cards filled up to five, when the rules say
/// so (the 52-card deck only).
pub(super) fn padded(cards: &[Card], rules: Rules, deck: Deck) -> Option<Vec<Card>> {
    (rules.has(SHORT_HAND_PADDED) && cards.len() < 5 && deck.lowest == 0)
        .then(|| pad_short_hand(cards))
}

/// A hand of fewer than five cards filled up to five, as a program that
/// only knows five-card hands might: with the lowest ranks the hand lacks
/// (never the ace), each skipped where it would complete a straight (the ace
/// low too); the fillers' suits a spade, a diamond, a heart, each skipped
/// where it would complete a flush. The fillers then play as kickers.
fn pad_short_hand(cards: &[Card]) -> Vec<Card> {
    let mut used = [false; 13];
    for &c in cards {
        used[rank(c) as usize] = true;
    }
    let makes_straight = |used: &[bool; 13]| {
        let mut run = usize::from(used[12]);
        let mut best = run;
        for &u in used {
            run = if u { run + 1 } else { 0 };
            best = best.max(run);
        }
        best >= 5
    };
    let mut out = cards.to_vec();
    let mut suits = [Suit::Spades, Suit::Diamonds, Suit::Hearts, Suit::Clubs].into_iter();
    for r in 0..12u8 {
        if out.len() >= 5 {
            break;
        }
        let mut with = used;
        with[r as usize] = true;
        if used[r as usize] || makes_straight(&with) {
            continue;
        }
        used[r as usize] = true;
        let suit = suits
            .by_ref()
            .find(|&s| out.iter().filter(|c| c.suit() == s).count() < 4)
            .expect("a suit for each filler");
        out.push(Card::new(Rank::from_index(r).expect("a rank"), suit));
    }
    out
}

/// Whether the rules let the hole cards break the tie of seven cards (when
/// the board, the first five, plays).
pub(super) fn board_plays_with_hole_tiebreak(cards: &[Card], rules: Rules) -> bool {
    rules.has(BOARD_PLAYS_HOLE_TIEBREAK) && cards.len() == 7
}

/// The two hole cards (the last two), highest first, added to the ties.
pub(super) fn break_tie_with_hole(h: &mut High, cards: &[Card]) {
    let hole = List::of(&[rank(cards[5]), rank(cards[6])]).sorted_desc();
    for &r in hole.as_slice() {
        h.tie.push(r);
    }
}

/// The made hand's own ranks, then the two hole cards (the last two) in
/// place of its kickers, when the rules say so.
pub(super) fn hole_cards_kick(h: &mut High, cards: &[Card], rules: Rules) {
    if !(rules.has(HOLE_CARDS_KICK) && cards.len() >= 5) {
        return;
    }
    let own = match h.category {
        Category::HighCard => 0,
        Category::TwoPair | Category::FullHouse => 2,
        Category::Flush => h.tie.n,
        _ => 1,
    };
    h.tie.n = h.tie.n.min(own);
    let (a, b) = (rank(cards[cards.len() - 2]), rank(cards[cards.len() - 1]));
    h.tie.push(a.max(b));
    h.tie.push(a.min(b));
}
