//! Straights and straight flushes: where the ace plays, what makes a run,
//! which run of one suit is the straight flush.

use super::{Hand, List};
use crate::bug_classes::model::rules::rules;
use crate::bug_classes::model::Rules;

rules! {
    after 0;
    /// The ace never plays low in a straight.
    WHEEL_MISSING = "wheel-missing";
    /// The lowest straight scores with the ace high.
    WHEEL_ACE_HIGH = "wheel-ace-high";
    /// The lowest straight is looked for before the others.
    WHEEL_BEATS_SIX = "wheel-beats-six";
    /// Q-K-A-2-3 and K-A-2-3-4 count as (five-high) straights.
    WRAP_AROUND = "wraparound";
    /// A paired rank among the cards hides every straight.
    PAIR_HIDES_STRAIGHT = "pair-hides-straight";
    /// A five-card hand's straight test compares four of its cards: the four
    /// lowest in a row make a straight.
    STRAIGHT_FOUR_CARDS = "straight-four-cards";
    /// A straight keeps its five highest cards with a repeated rank, so a
    /// pair inside it breaks the tie between equal straights.
    STRAIGHT_KEEPS_REPEATS = "straight-keeps-repeats";
    /// The ace-high straight (not a straight flush) scores below every
    /// other straight: the ace handled only as the wheel's.
    BROADWAY_LOWEST = "broadway-lowest";
    /// A straight and a flush from different cards make a straight flush.
    SF_ANY = "sf-any";
    /// The lowest run of a suited run of six or more is taken.
    SF_LOWEST_RUN = "sf-lowest-run";
    /// The suited lowest straight is only a flush.
    STEEL_WHEEL_FLUSH = "steel-wheel-flush";
    /// The suited lowest straight scores with the ace high: it ties the
    /// royal flush.
    STEEL_WHEEL_ACE_HIGH = "steel-wheel-ace-high";
    /// The straight flush is looked for only at the highest straight: the
    /// five highest suited cards from its top down.
    SF_AT_HIGHEST_STRAIGHT = "sf-at-highest-straight";
}

/// The top of the best run of five among `ranks`, as the rules read it.
pub(super) fn straight_top(ranks: &[i8], rules: Rules, deck: super::Deck) -> Option<i8> {
    let mut present = 0u32; // bit r + 1
    for &r in ranks {
        present |= 1 << (r + 1);
    }
    let has = |p: u32, r: i8| p & (1 << (r + 1)) != 0;
    if has(present, 12) && !rules.has(WHEEL_MISSING) {
        present |= 1 << (deck.low_ace() + 1);
    }
    let run = |p: u32, top: i8| (top - 4..=top).all(|r| has(p, r));
    if rules.has(WHEEL_BEATS_SIX) && run(present, deck.wheel_top()) {
        return Some(deck.wheel_top());
    }
    if rules.has(WRAP_AROUND) && deck.lowest == 0 {
        for low in [10i8, 11] {
            if (0..5).all(|i| has(present, (low + i) % 13)) {
                return Some(3);
            }
        }
    }
    if rules.has(PAIR_HIDES_STRAIGHT) {
        let mut seen = 0u32;
        for &r in ranks {
            if seen & (1 << (r + 1)) != 0 {
                return None;
            }
            seen |= 1 << (r + 1);
        }
    }
    for top in (deck.wheel_top()..=12).rev() {
        if run(present, top) {
            if rules.has(WHEEL_ACE_HIGH) && top == deck.wheel_top() {
                return Some(12);
            }
            return Some(top);
        }
    }
    None
}

/// A five-card hand's straight test on four cards: the four lowest in a
/// row, topped by the rank a fifth would have.
pub(super) fn four_run(rs: &[i8], rules: Rules, five_cards: bool) -> Option<i8> {
    if !(five_cards && rules.has(STRAIGHT_FOUR_CARDS) && rs.len() == 5) {
        return None;
    }
    let mut v = [0i8; 5];
    v.copy_from_slice(rs);
    v.sort_unstable();
    (0..3).all(|i| v[i + 1] == v[i] + 1).then_some(v[0] + 4)
}

/// The top of the lowest run of five among `ranks` (the ace plays low
/// unless the rules say it never does); the royal run, looked for first as
/// its own hand, is still the royal one.
fn lowest_run_top(ranks: &[i8], rules: Rules, deck: super::Deck) -> Option<i8> {
    let mut present = 0u32;
    for &r in ranks {
        present |= 1 << (r + 1);
    }
    if (8..=12).all(|r| present & (1 << (r + 1)) != 0) {
        return Some(12);
    }
    if present & (1 << 13) != 0 && !rules.has(WHEEL_MISSING) {
        present |= 1 << (deck.low_ace() + 1);
    }
    (deck.wheel_top()..=12).find(|&top| (top - 4..=top).all(|r| present & (1 << (r + 1)) != 0))
}

/// The straight flush looked for only at the highest straight of all the
/// ranks: the suited ranks from its top down, the five highest in a row
/// (the lowest straight: its four low ranks and the ace, suited).
fn sf_at_highest_straight(
    ranks: &[i8],
    suited: &[i8],
    rules: Rules,
    deck: super::Deck,
) -> Option<i8> {
    let top = straight_top(ranks, rules, deck)?;
    let mut below = List::new();
    for &r in suited {
        if r <= top {
            below.push(r);
        }
    }
    let below = below.sorted_desc();
    if below.n == 4 {
        // Four suited cards from the top down: the lowest straight's, with
        // the ace of their suit.
        let lows = below.as_slice()
            == [
                deck.wheel_top(),
                deck.wheel_top() - 1,
                deck.wheel_top() - 2,
                deck.lowest,
            ];
        return (lows && suited.contains(&12)).then_some(deck.wheel_top());
    }
    let five = below.as_slice().get(..5)?;
    five.windows(2).all(|w| w[1] == w[0] - 1).then_some(five[0])
}

/// The top of the straight flush of one suit's ranks `suited`, as the
/// rules read it.
pub(super) fn straight_flush_top(hand: &Hand, suited: &List) -> Option<i8> {
    let (rules, deck) = (hand.rules, hand.deck);
    let mut top = if rules.has(SF_ANY) {
        hand.straight(hand.ranks.as_slice())
    } else if rules.has(SF_LOWEST_RUN) {
        lowest_run_top(suited.as_slice(), rules, deck)
    } else if rules.has(SF_AT_HIGHEST_STRAIGHT) {
        sf_at_highest_straight(hand.ranks.as_slice(), suited.as_slice(), rules, deck)
    } else {
        hand.straight(suited.as_slice())
    };
    if rules.has(STEEL_WHEEL_FLUSH) && top == Some(deck.wheel_top()) {
        top = None;
    }
    if rules.has(STEEL_WHEEL_ACE_HIGH) && top == Some(deck.wheel_top()) {
        top = Some(12);
    }
    top
}

/// The straight's candidate: the ranks that break its ties.
pub(super) fn straight(hand: &Hand) -> Option<List> {
    let (rules, deck) = (hand.rules, hand.deck);
    let top = hand.straight(hand.ranks.as_slice())?;
    Some(if rules.has(STRAIGHT_KEEPS_REPEATS) {
        // The cards of the run's ranks, repeats kept, the five highest.
        let mut run = List::new();
        for &r in hand.ranks.as_slice() {
            let r = if r == 12 && top == deck.wheel_top() {
                deck.low_ace()
            } else {
                r
            };
            if (top - 4..=top).contains(&r) {
                run.push(r);
            }
        }
        let mut run = run.sorted_desc();
        run.n = run.n.min(5);
        run
    } else if rules.has(BROADWAY_LOWEST) && top == 12 {
        // Below the lowest straight's top.
        List::of(&[deck.lowest])
    } else {
        List::of(&[top])
    })
}
