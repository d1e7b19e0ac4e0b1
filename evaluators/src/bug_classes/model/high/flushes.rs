//! Flushes: how many cards of a suit make one, which five it keeps, how
//! flushes compare (and, with the straights' rules, the straight flush).

use super::{straights, Hand, List};
use crate::bug_classes::model::rules::rules;

rules! {
    after straights::END;
    /// A flush needs exactly five cards of its suit.
    FLUSH_EXACTLY_FIVE = "flush-exactly-five";
    /// Five or six suited cards make a flush, seven do not.
    SEVEN_SUITED_MISSED = "seven-suited-missed";
    /// Flushes compared by their top card only.
    FLUSH_TOP_ONLY = "flush-top-only";
    /// A flush keeps the first five suited cards given.
    FLUSH_FIRST_FIVE = "flush-first-five";
    /// Of a six- or seven-card flush's fives, the first given with the
    /// highest top card is kept (its highest card and the first four others).
    FLUSH_BEST_BY_TOP_CARD = "flush-best-by-top-card";
    /// Strengths put a flush below a straight (the orders of categories).
    FLUSH_BELOW_STRAIGHT = "flush-below-straight";
    /// A five-card hand's flush test compares four of its suits: the first
    /// four cards given of one suit make a flush.
    FLUSH_FOUR_CARDS = "flush-four-cards";
}

/// The flush's and the straight flush's candidates (slots 5 and 8): every
/// suit with enough cards (more than one only past nine cards), the best.
pub(super) fn candidates(hand: &Hand, candidates: &mut [Option<List>; 9]) {
    let (cards, rules) = (hand.cards, hand.rules);
    // A five-card hand's flush test on four cards: the first four given of
    // one suit make a flush of all five.
    let flush_four = hand.five_cards() && rules.has(FLUSH_FOUR_CARDS);
    for s in 0..4u8 {
        let suited = if flush_four {
            if s > 0 || !cards[..4].iter().all(|c| c.suit() == cards[0].suit()) {
                continue;
            }
            hand.ranks
        } else {
            let mut suited = List::new();
            for &c in cards {
                if c.suit().index() == s {
                    suited.push(super::rank(c));
                }
            }
            let k = suited.n;
            let enough = if rules.has(FLUSH_EXACTLY_FIVE) {
                k == 5
            } else if rules.has(SEVEN_SUITED_MISSED) {
                k == 5 || k == 6
            } else {
                k >= 5
            };
            if !enough {
                continue;
            }
            suited
        };
        if let Some(t) = straights::straight_flush_top(hand, &suited) {
            let sf = List::of(&[t]);
            if candidates[8].is_none_or(|o| o.as_slice() < sf.as_slice()) {
                candidates[8] = Some(sf);
            }
        }
        let five = if rules.has(FLUSH_FIRST_FIVE) {
            let mut f = List::of(&suited.as_slice()[..5]).sorted_desc();
            f.n = f.n.min(5);
            f
        } else if rules.has(FLUSH_BEST_BY_TOP_CARD) {
            // The fives compared by their top card alone, the first given
            // kept: the highest card and the first four others given.
            let all = suited.as_slice();
            let top = all.iter().copied().max().unwrap_or(0);
            let at = all.iter().position(|&r| r == top).unwrap_or(0);
            let mut f = List::of(&[top]);
            for (i, &r) in all.iter().enumerate() {
                if i != at && f.n < 5 {
                    f.push(r);
                }
            }
            f.sorted_desc()
        } else {
            let mut f = suited.sorted_desc();
            f.n = 5;
            f
        };
        let five = if rules.has(FLUSH_TOP_ONLY) {
            List::of(&five.as_slice()[..1])
        } else {
            five
        };
        if candidates[5].is_none_or(|o| o.as_slice() < five.as_slice()) {
            candidates[5] = Some(five);
        }
    }
}
