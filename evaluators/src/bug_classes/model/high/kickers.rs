//! Kickers and ties: how many kickers three of a kind, two pair, a pair
//! and a high card keep, which cards they are, and how the ranks that
//! break ties are read.

use super::{groups, take, Deck, Hand, High, List};
use crate::bug_classes::model::rules::rules;
use crate::bug_classes::model::Rules;
use crate::card::Card;
use crate::category::Category;
use crate::evaluator::Strength;

rules! {
    after groups::END;
    /// Three of a kind compared with one kicker.
    TRIPS_ONE_KICKER = "trips-one-kicker";
    /// Three of a kind compared with no kicker.
    TRIPS_NO_KICKERS = "trips-no-kickers";
    /// Two pair compared without the kicker.
    TWO_PAIR_NO_KICKER = "two-pair-no-kicker";
    /// Two pair's kicker looked for among unpaired cards.
    THREE_PAIRS_KICKER_SINGLES = "three-pairs-kicker-singles";
    /// Three pairs score as the top pair twice and the next pair as kicker.
    THREE_PAIRS_TOP_PAIR_TWICE = "three-pairs-top-pair-twice";
    /// Of three pairs, the two whose ranks come first in the cards' order
    /// are kept; the highest other rank kicks.
    THREE_PAIRS_FIRST_FOUND = "three-pairs-first-found";
    /// A pair compared with two kickers.
    PAIR_TWO_KICKERS = "pair-two-kickers";
    /// A pair compared with no kicker.
    PAIR_NO_KICKERS = "pair-no-kickers";
    /// A pair's kickers are the next cards given.
    PAIR_KICKERS_IN_ORDER = "pair-kickers-in-order";
    /// High card compared on four cards.
    HIGH_CARD_FOUR = "high-card-four";
    /// High card compared on three cards.
    HIGH_CARD_THREE = "high-card-three";
    /// The ace counts low among high-card kickers.
    ACE_LOW_KICKERS = "ace-low-kickers";
    /// Five cards: ties read from the lowest card up within each group of
    /// equal count (pairs among pairs, kickers among kickers).
    TIES_FROM_THE_BOTTOM = "ties-from-the-bottom";
    /// The ranks that break ties are added up with weights of powers of
    /// ten, so a rank of ten or more carries into the place above.
    DECIMAL_WEIGHTS = "decimal-weights";
    /// Seven-card high card compared on the hole cards (the last two).
    HIGH_CARD_HOLE_ONLY = "high-card-hole-only";
}

/// Three of a kind's candidate.
pub(super) fn three_of_a_kind(hand: &Hand) -> Option<List> {
    let t = *hand.trips.as_slice().first()?;
    if let Some(l) = groups::trips_by_groups(hand) {
        return Some(l);
    }
    let rules = hand.rules;
    let k = if rules.has(TRIPS_NO_KICKERS) {
        0
    } else if rules.has(TRIPS_ONE_KICKER) {
        1
    } else {
        2
    };
    Some(take(&[t], &hand.desc.without(&[t]), k))
}

/// Two pair's candidate.
pub(super) fn two_pair(hand: &Hand) -> Option<List> {
    let (rules, pairs, desc) = (hand.rules, &hand.pairs, &hand.desc);
    if pairs.n < 2 {
        return None;
    }
    let (hi, lo) = (pairs.v[0], pairs.v[1]);
    Some(if rules.has(THREE_PAIRS_FIRST_FOUND) && pairs.n >= 3 {
        // The pairs in the order their ranks first appear; the first two
        // kept, the highest other rank kicking.
        let mut found = List::new();
        for &r in hand.ranks.as_slice() {
            if hand.count[r as usize] == 2 && !found.as_slice().contains(&r) {
                found.push(r);
            }
        }
        let (a, b) = (found.v[0], found.v[1]);
        take(&[a.max(b), a.min(b)], &desc.without(&[a, b]), 1)
    } else if rules.has(THREE_PAIRS_TOP_PAIR_TWICE) && pairs.n >= 3 {
        take(&[hi, hi], &desc.without(&[hi]), 1)
    } else if rules.has(TWO_PAIR_NO_KICKER) {
        List::of(&[hi, lo])
    } else if rules.has(THREE_PAIRS_KICKER_SINGLES) {
        take(&[hi, lo], &hand.singles, 1)
    } else {
        take(&[hi, lo], &desc.without(&[hi, lo]), 1)
    })
}

/// One pair's candidate.
pub(super) fn one_pair(hand: &Hand) -> Option<List> {
    let rules = hand.rules;
    let p = *hand.pairs.as_slice().first()?;
    let kick = if rules.has(PAIR_KICKERS_IN_ORDER) {
        hand.ranks.without(&[p])
    } else {
        hand.desc.without(&[p])
    };
    let k = if rules.has(PAIR_NO_KICKERS) {
        0
    } else if rules.has(PAIR_TWO_KICKERS) {
        2
    } else {
        3
    };
    Some(take(&[p], &kick, k))
}

/// The high card's candidate (always one).
pub(super) fn high_card(hand: &Hand) -> List {
    let rules = hand.rules;
    if let Some(hole) = high_card_of_hole(hand) {
        return hole;
    }
    let mut d = if rules.has(ACE_LOW_KICKERS) {
        let mut l = List::new();
        for &r in hand.desc.as_slice() {
            l.push(if r == 12 { -1 } else { r });
        }
        l.sorted_desc()
    } else {
        hand.desc
    };
    d.n = d.n.min(if rules.has(HIGH_CARD_THREE) {
        3
    } else if rules.has(HIGH_CARD_FOUR) {
        4
    } else {
        5
    });
    d
}

/// Five cards' ties read from the lowest card up: grouped by count, most
/// first, each group from its lowest rank up.
pub(super) fn ties_from_the_bottom(h: &mut High, cards: &[Card], rules: Rules, deck: Deck) {
    if !(rules.has(TIES_FROM_THE_BOTTOM) && cards.len() == 5) {
        return;
    }
    let mut count = [0u8; 13];
    for &c in cards {
        count[super::rank(c) as usize] += 1;
    }
    // The wheel still loses to the other straights: its ace is low.
    let wheel = matches!(h.category, Category::Straight | Category::StraightFlush)
        && h.tie.as_slice().first() == Some(&deck.wheel_top());
    let mut ranks: Vec<i8> = cards.iter().map(|&c| super::rank(c)).collect();
    ranks.sort_by_key(|&r| (std::cmp::Reverse(count[r as usize]), r));
    if wheel {
        ranks.rotate_right(1);
        ranks[0] = deck.low_ace();
    }
    h.tie = List::new();
    for r in ranks {
        h.tie.push(r);
    }
}

/// The strength with each rank's value (2 to 14) a digit of a decimal
/// number, a ten or more carrying into the place above; `None` when the
/// rule holds.
pub(super) fn decimal_weights(h: &High, rules: Rules, order: &[Category]) -> Option<Strength> {
    if !rules.has(DECIMAL_WEIGHTS) {
        return None;
    }
    let sum = h
        .tie
        .as_slice()
        .iter()
        .fold(0i64, |acc, &r| acc * 10 + i64::from(r) + 2);
    let place = order.iter().position(|&c| c == h.category).unwrap_or(0) as i64;
    Some(Strength::new(&[place, sum]))
}

/// A seven-card high card compared on the hole cards alone, when the rules
/// say so.
pub(super) fn high_card_of_hole(hand: &Hand) -> Option<List> {
    (hand.rules.has(HIGH_CARD_HOLE_ONLY) && hand.cards.len() == 7)
        .then(|| List::of(&hand.ranks.as_slice()[5..]).sorted_desc())
}
