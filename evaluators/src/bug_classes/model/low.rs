//! The low models: the lowball games (ace-to-five, deuce-to-seven,
//! ace-to-six) and the hi-lo games' eight-or-better low, each rule breakable on its own
//! (the rules of both are declared here).

use super::high::{high_answer, Deck};
use super::rules::rules;
use super::Rules;
use crate::card::Card;
use crate::category::Category;
use crate::evaluator::{Low, Strength};
use crate::game::HOLDEM;
use crate::games::omaha::for_each_legal_five;

rules! {
    after super::high::omaha::END;
    /// Deuce-to-seven: A-2-3-4-5 is the lowest straight.
    DEUCE_TO_SEVEN_WHEEL_STRAIGHT = "deuce-to-seven-wheel-straight";
    /// Ace-to-five: straights and flushes count against the hand (ace-to-six).
    ACE_TO_FIVE_COUNTS_STRAIGHTS = "ace-to-five-counts-straights";
    /// Deuce-to-seven: the best high five, its strength turned round.
    DEUCE_TO_SEVEN_INVERTED_HIGH = "deuce-to-seven-inverted-high";
    /// Deuce-to-seven: the flush is tested before the straight.
    DEUCE_TO_SEVEN_SF_AS_FLUSH = "deuce-to-seven-sf-as-flush";
    /// Deuce-to-seven: seven cards of one suit make no flush.
    DEUCE_TO_SEVEN_SEVEN_SUITED_MISSED = "deuce-to-seven-seven-suited-missed";
    /// Lowball: six or seven cards play their worst five-card low.
    LOW_WORST_FIVE = "low-worst-five";
    /// Ace-to-five: six or seven cards of two ranks, one four times, are quads.
    ACE_TO_FIVE_TWO_RANKS_QUADS = "ace-to-five-two-ranks-quads";
    /// Ace-to-six: A-2-3-4-5 is no straight (the ace low everywhere but in runs).
    ACE_TO_SIX_WHEEL_NOT_STRAIGHT = "ace-to-six-wheel-not-straight";
    /// Ace-to-six: A-K-Q-J-T is a straight (the ace high in runs).
    ACE_TO_SIX_ACE_HIGH_RUN = "ace-to-six-ace-high-run";
    /// Ace-to-six: a flush does not count against the hand.
    ACE_TO_SIX_FLUSH_IGNORED = "ace-to-six-flush-ignored";
    /// Ace-to-six: the ace counts high everywhere (deuce-to-seven's ranks).
    ACE_TO_SIX_ACE_HIGH = "ace-to-six-ace-high";
    /// Ace-to-five: a paired low is compared by its five ranks from the
    /// highest down, its pairs not first.
    ACE_TO_FIVE_PAIRED_BY_TOP_CARD = "ace-to-five-paired-by-top-card";
    /// Ace-to-five: once a low is paired, the ace ranks high (above the
    /// king), as a pair and as a kicker.
    ACE_TO_FIVE_ACE_HIGH_WHEN_PAIRED = "ace-to-five-ace-high-when-paired";
    /// The low made of any five of the cards (Omaha hi-lo).
    OMAHA_HI_LO_ANY_LOW = "omaha-hi-lo-any-low";
    /// A nine qualifies for the low.
    STUD_HI_LO_NINE_QUALIFIES = "stud-hi-lo-nine-qualifies";
    /// Lows compared from their lowest card up (the hi-lo lows, and
    /// ace-to-five's lows of five different ranks).
    LOW_READ_FROM_THE_BOTTOM = "low-read-from-the-bottom";
    /// A low scored by its highest card alone.
    LOW_BY_ITS_TOP_CARD = "low-by-its-top-card";
    /// The five lowest low cards make the low even when two share a rank.
    LOW_USES_A_PAIR = "low-uses-a-pair";
    /// The ace counts high in the low.
    ACE_HIGH_IN_LOW = "ace-high-in-low";
}

/// The categories of a lowball strength, worst low first (deuce-to-seven's
/// order; ace-to-five uses its six in the same order).
const LOW_ORDER: [Category; 9] = [
    Category::StraightFlush,
    Category::FourOfAKind,
    Category::FullHouse,
    Category::Flush,
    Category::Straight,
    Category::ThreeOfAKind,
    Category::TwoPair,
    Category::OnePair,
    Category::HighCard,
];

/// One five-card low: its category and strength (higher is the better low).
fn low_five(five: &[Card], low: LowGame, rules: Rules, no_flush: bool) -> (Category, Strength) {
    let ace_to_five = low == LowGame::AceToFive;
    let six = low == LowGame::AceToSix;
    let paired = (1..five.len()).any(|i| five[..i].iter().any(|c| c.rank() == five[i].rank()));
    let ace_low = if ace_to_five {
        !(paired && rules.has(ACE_TO_FIVE_ACE_HIGH_WHEN_PAIRED))
    } else {
        six && !rules.has(ACE_TO_SIX_ACE_HIGH)
    };
    let ace = if ace_low { 1i64 } else { 14 };
    let mut values = [0i64; 5];
    for (v, c) in values.iter_mut().zip(five) {
        *v = if c.rank() == crate::card::Rank::Ace {
            ace
        } else {
            i64::from(c.rank().value())
        };
    }
    let count = |v: i64| values.iter().filter(|&&x| x == v).count();
    let mut ordered = values;
    if paired && ace_to_five && rules.has(ACE_TO_FIVE_PAIRED_BY_TOP_CARD) {
        ordered.sort_by_key(|&v| std::cmp::Reverse(v));
    } else {
        ordered.sort_by_key(|&v| (std::cmp::Reverse(count(v)), std::cmp::Reverse(v)));
    }
    let mut shape: Vec<usize> = {
        let mut distinct = ordered.to_vec();
        distinct.dedup();
        distinct.iter().map(|&v| count(v)).collect()
    };
    shape.sort_unstable_by(|a, b| b.cmp(a));
    let category = if shape[0] == 4 {
        Category::FourOfAKind
    } else if shape == [3, 2] {
        Category::FullHouse
    } else if shape[0] == 3 {
        Category::ThreeOfAKind
    } else if shape == [2, 2, 1] {
        Category::TwoPair
    } else if shape[0] == 2 {
        Category::OnePair
    } else if ace_to_five && !rules.has(ACE_TO_FIVE_COUNTS_STRAIGHTS) {
        if rules.has(LOW_READ_FROM_THE_BOTTOM) {
            ordered.reverse();
        }
        Category::HighCard
    } else {
        let flush = !no_flush
            && (!six || !rules.has(ACE_TO_SIX_FLUSH_IGNORED))
            && five.iter().all(|c| c.suit() == five[0].suit());
        let wheel = ordered == [14, 5, 4, 3, 2];
        if wheel && rules.has(DEUCE_TO_SEVEN_WHEEL_STRAIGHT) {
            ordered = [5, 4, 3, 2, 1];
        }
        let straight = if six && ordered == [5, 4, 3, 2, 1] {
            !rules.has(ACE_TO_SIX_WHEEL_NOT_STRAIGHT)
        } else if six && ordered == [13, 12, 11, 10, 1] {
            rules.has(ACE_TO_SIX_ACE_HIGH_RUN)
        } else {
            ordered[0] - ordered[4] == 4
        };
        if flush && rules.has(DEUCE_TO_SEVEN_SF_AS_FLUSH) {
            Category::Flush
        } else if straight && flush {
            Category::StraightFlush
        } else if flush {
            Category::Flush
        } else if straight {
            Category::Straight
        } else {
            Category::HighCard
        }
    };
    let place = LOW_ORDER.iter().position(|&c| c == category).unwrap_or(0) as i64;
    let mut parts = [place, 0, 0, 0, 0, 0];
    for (p, v) in parts[1..].iter_mut().zip(ordered) {
        *p = -v;
    }
    (category, Strength::new(&parts))
}

/// Which lowball game a model plays.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum LowGame {
    AceToFive,
    DeuceToSeven,
    AceToSix,
}

/// A lowball answer: the best low five of 5 to 7 cards.
pub(super) fn lowball(cards: &[Card], low: LowGame, rules: Rules) -> (Category, Strength) {
    let ace_to_five = low == LowGame::AceToFive;
    if rules.has(DEUCE_TO_SEVEN_INVERTED_HIGH) {
        let all = (HOLDEM.categories, HOLDEM.categories);
        let (category, s) = high_answer(cards, Rules::NONE, Deck { lowest: 0 }, all);
        let place = LOW_ORDER.iter().position(|&c| c == category).unwrap_or(0) as i64;
        let mut parts = vec![place];
        parts.extend(s.parts()[1..].iter().map(|&r| -(r + 2)));
        return (category, Strength::new(&parts));
    }
    if rules.has(ACE_TO_FIVE_TWO_RANKS_QUADS) && ace_to_five && cards.len() > 5 {
        let mut count = [0u8; 13];
        for c in cards {
            count[c.rank().index() as usize] += 1;
        }
        let distinct = count.iter().filter(|&&k| k > 0).count();
        if distinct == 2 {
            if let Some(q) = count.iter().position(|&k| k == 4) {
                let mut five: Vec<Card> = cards
                    .iter()
                    .filter(|c| c.rank().index() as usize == q)
                    .copied()
                    .collect();
                five.extend(cards.iter().find(|c| c.rank().index() as usize != q));
                return low_five(&five, low, rules, false);
            }
        }
    }
    let no_flush = rules.has(DEUCE_TO_SEVEN_SEVEN_SUITED_MISSED)
        && cards.len() == 7
        && cards.iter().all(|c| c.suit() == cards[0].suit());
    // Six or seven cards play their best five (their worst, with the
    // comparison turned round).
    let worst = rules.has(LOW_WORST_FIVE);
    let mut best: Option<(Category, Strength)> = None;
    let mut combos = crate::combinations::Combinations::new(cards.len(), 5);
    let mut five = [cards[0]; 5];
    while let Some(ix) = combos.next() {
        for (slot, &i) in five.iter_mut().zip(ix) {
            *slot = cards[i];
        }
        let a = low_five(&five, low, rules, no_flush);
        if best.is_none_or(|b| if worst { b.1 > a.1 } else { b.1 < a.1 }) {
            best = Some(a);
        }
    }
    best.expect("a lowball hand has five cards")
}

/// The low of some cards as the rules read it (`None`: no low), strongest
/// better: numbers highest first.
fn low_of(cards: &[Card], rules: Rules) -> Option<[i64; 5]> {
    let ace = if rules.has(ACE_HIGH_IN_LOW) { 14 } else { 1 };
    let top = if rules.has(STUD_HI_LO_NINE_QUALIFIES) {
        9
    } else {
        8
    };
    let mut pool: Vec<i64> = cards
        .iter()
        .map(|c| {
            if c.rank() == crate::card::Rank::Ace {
                ace
            } else {
                i64::from(c.rank().value())
            }
        })
        .filter(|&n| n <= top)
        .collect();
    pool.sort_unstable();
    if !rules.has(LOW_USES_A_PAIR) {
        pool.dedup();
    }
    if pool.len() < 5 {
        return None;
    }
    let mut five = [pool[4], pool[3], pool[2], pool[1], pool[0]];
    if rules.has(LOW_READ_FROM_THE_BOTTOM) {
        five.reverse();
    }
    Some(five)
}

/// The strength of a low read by [`low_of`]: higher is the better low.
fn low_key(five: &[i64; 5], rules: Rules) -> Strength {
    if rules.has(LOW_BY_ITS_TOP_CARD) {
        let top = if rules.has(LOW_READ_FROM_THE_BOTTOM) {
            five[4]
        } else {
            five[0]
        };
        return Strength::single(-top);
    }
    let parts: Vec<i64> = five.iter().map(|&n| -n).collect();
    Strength::new(&parts)
}

/// The low half of a hi-lo game.
pub(super) fn hi_lo_low(hole: &[Card], board: &[Card], omaha: bool, rules: Rules) -> Low {
    if !omaha || rules.has(OMAHA_HI_LO_ANY_LOW) {
        let all: Vec<Card> = hole.iter().chain(board).copied().collect();
        return match low_of(&all, rules) {
            Some(f) => Low::Qualifies(Some(low_key(&f, rules))),
            None => Low::NoLow,
        };
    }
    let mut best: Option<Strength> = None;
    for_each_legal_five(hole, board, |five| {
        if let Some(f) = low_of(five, rules) {
            let k = low_key(&f, rules);
            if best.is_none_or(|x| x < k) {
                best = Some(k);
            }
        }
    });
    match best {
        Some(k) => Low::Qualifies(Some(k)),
        None => Low::NoLow,
    }
}
