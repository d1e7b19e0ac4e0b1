//! Omaha high: exactly two hole cards and three board cards, or the
//! mistakes about it (any five, one hole card), and a program that walks
//! the categories over all the cards.

use super::{high_answer, high_key, orders, rank, Deck, High, List};
use crate::bug_classes::model::rules::rules;
use crate::bug_classes::model::Rules;
use crate::card::Card;
use crate::category::Category;
use crate::evaluator::Strength;
use crate::game::OMAHA;
use crate::games::omaha::for_each_legal_five;

rules! {
    after orders::END;
    /// The best five of any of the cards, not two hole and three board.
    OMAHA_ANY_FIVE = "omaha-any-five";
    /// One hole card with four board cards also makes a hand.
    OMAHA_ONE_HOLE_CARD = "omaha-one-hole-card";
    /// Omaha's categories tested from the straight flush down over all the
    /// cards: three of a kind of the highest rank held three times is
    /// taken even when no board card has that rank (three or four hole
    /// cards), the two highest board cards kicking.
    OMAHA_TRIPS_THREE_HOLE_CARDS = "omaha-trips-three-hole-cards";
    /// Omaha's walk: two pair looked for only with the highest pair of all
    /// the cards (ranks held exactly twice), each lower pair tried with it.
    OMAHA_TWO_PAIR_NEEDS_TOP_PAIR = "omaha-two-pair-needs-top-pair";
    /// Omaha's walk: the full house's pair is the lowest that plays.
    OMAHA_FULL_HOUSE_LOWEST_PAIR = "omaha-full-house-lowest-pair";
    /// Omaha's walk: only the highest run of five or more ranks among all
    /// the cards is tried for a straight.
    OMAHA_STRAIGHT_FIRST_RUN = "omaha-straight-first-run";
}

/// Omaha high: the best of the legal fives (or of any five, or of one or two
/// hole cards, as the rules say), each judged by the hold'em core.
pub(in crate::bug_classes::model) fn omaha_high(
    hole: &[Card],
    board: &[Card],
    rules: Rules,
) -> (Category, Strength) {
    let deck = Deck { lowest: 0 };
    let (select, order) = (
        orders::select_order(&OMAHA, rules),
        orders::high_order(&OMAHA, rules),
    );
    let orders = (&select[..], &order[..]);
    if rules.has(OMAHA_ANY_FIVE) {
        let all: Vec<Card> = hole.iter().chain(board).copied().collect();
        return high_answer(&all, rules, deck, orders);
    }
    let walk = Rules::of(&[
        OMAHA_TRIPS_THREE_HOLE_CARDS,
        OMAHA_TWO_PAIR_NEEDS_TOP_PAIR,
        OMAHA_FULL_HOUSE_LOWEST_PAIR,
        OMAHA_STRAIGHT_FIRST_RUN,
    ]);
    if rules.intersects(walk) {
        return omaha_walk(hole, board, rules, orders);
    }
    let mut best: Option<(Category, Strength)> = None;
    let mut consider = |five: &[Card]| {
        let a = high_answer(five, rules, deck, orders);
        if best.is_none_or(|b| b.1 < a.1) {
            best = Some(a);
        }
    };
    for_each_legal_five(hole, board, |five| consider(five));
    let mut five = [hole[0]; 5];
    if rules.has(OMAHA_ONE_HOLE_CARD) && board.len() >= 4 {
        for &h in hole {
            for skip in 0..board.len() {
                if board.len() == 4 && skip > 0 {
                    break;
                }
                let mut k = 1;
                five[0] = h;
                for (x, &c) in board.iter().enumerate() {
                    if (board.len() == 4 || x != skip) && k < 5 {
                        five[k] = c;
                        k += 1;
                    }
                }
                consider(&five);
            }
        }
    }
    best.expect("an Omaha deal has a legal five")
}

/// Omaha high as a program that tests the categories from the straight
/// flush down over all the cards, each with its own test of "exactly two
/// hole cards", and keeps the first found (npm:poker-odds-calc@0.0.14). Each
/// test is right (the best legal five of its category) unless a rule
/// breaks it: then three of a kind may come from the hole cards alone, two
/// pair must hold the highest pair, the full house takes its lowest pair,
/// and a straight is looked for in the highest run of ranks only.
fn omaha_walk(
    hole: &[Card],
    board: &[Card],
    rules: Rules,
    (select, order): (&[Category], &[Category]),
) -> (Category, Strength) {
    let deck = Deck { lowest: 0 };
    let mut legal: [Option<Strength>; 9] = [None; 9];
    let mut overall: Option<(Category, Strength)> = None;
    for_each_legal_five(hole, board, |five| {
        let (cat, s) = high_answer(five, rules, deck, (select, order));
        let slot = &mut legal[cat.index() as usize];
        if slot.is_none_or(|b| b < s) {
            *slot = Some(s);
        }
        if overall.is_none_or(|o| o.1 < s) {
            overall = Some((cat, s));
        }
    });
    let key = |category: Category, ranks: &[i8]| {
        let mut tie = List::new();
        for &r in ranks {
            tie.push(r);
        }
        (category, high_key(&High { category, tie }, order))
    };
    let found = |c: Category| legal[c.index() as usize].map(|s| (c, s));
    let count_in = |cards: &[Card], r: i8| cards.iter().filter(|&&c| rank(c) == r).count();
    let (in_hole, in_board) = (|r| count_in(hole, r), |r| count_in(board, r));
    let count = |r: i8| in_hole(r) + in_board(r);
    // Ranks held, highest first.
    let held: Vec<i8> = (0..13).rev().filter(|&r| count(r) > 0).collect();
    for c in [Category::StraightFlush, Category::FourOfAKind] {
        if let Some(a) = found(c) {
            return a;
        }
    }
    if let Some(a) = found(Category::FullHouse) {
        if !rules.has(OMAHA_FULL_HOUSE_LOWEST_PAIR) {
            return a;
        }
        for &t in held.iter().filter(|&&r| count(r) >= 3) {
            for &p in held.iter().rev().filter(|&&r| r != t && count(r) >= 2) {
                // Three of t and two of p with exactly two hole cards.
                let plays = (0..3).any(|th| {
                    th <= in_hole(t)
                        && 3 - th <= in_board(t)
                        && 2 - th <= in_hole(p)
                        && th <= in_board(p)
                });
                if plays {
                    return key(Category::FullHouse, &[t, p]);
                }
            }
        }
    }
    if let Some(a) = found(Category::Flush) {
        return a;
    }
    if rules.has(OMAHA_STRAIGHT_FIRST_RUN) {
        // The highest run of five or more ranks (the ace also low), its
        // fives from the top, the first that two hole and three board
        // cards make.
        let has = |cards: &[Card], r: i8| {
            cards
                .iter()
                .any(|&c| rank(c) == r || (r == -1 && rank(c) == 12))
        };
        let mut present: Vec<i8> = held.clone();
        if count(12) > 0 {
            present.push(-1);
        }
        let mut run: Vec<i8> = Vec::new();
        for &r in &present {
            if run.last().is_some_and(|&l| r != l - 1) {
                if run.len() >= 5 {
                    break;
                }
                run.clear();
            }
            run.push(r);
        }
        if run.len() >= 5 {
            for window in run.windows(5) {
                let plays = (0..5).any(|x| {
                    (x + 1..5).any(|y| {
                        has(hole, window[x])
                            && has(hole, window[y])
                            && (0..5)
                                .filter(|&z| z != x && z != y)
                                .all(|z| has(board, window[z]))
                    })
                });
                if plays {
                    return key(Category::Straight, &[window[0]]);
                }
            }
        }
    } else if let Some(a) = found(Category::Straight) {
        return a;
    }
    if rules.has(OMAHA_TRIPS_THREE_HOLE_CARDS) {
        if let Some(&t) = held.iter().find(|&&r| count(r) >= 3) {
            if in_board(t) == 0 {
                let mut kickers: Vec<i8> = board.iter().map(|&c| rank(c)).collect();
                kickers.sort_unstable_by(|a, b| b.cmp(a));
                return key(Category::ThreeOfAKind, &[t, kickers[0], kickers[1]]);
            }
            if let Some(a) = found(Category::ThreeOfAKind) {
                return a;
            }
        }
    } else if let Some(a) = found(Category::ThreeOfAKind) {
        return a;
    }
    if rules.has(OMAHA_TWO_PAIR_NEEDS_TOP_PAIR) {
        let pairs: Vec<i8> = held.iter().copied().filter(|&r| count(r) == 2).collect();
        if let Some((&top, lower)) = pairs.split_first() {
            for &p in lower {
                let side = match in_hole(top) + in_hole(p) {
                    2 => board,
                    1 => hole,
                    _ => continue,
                };
                if let Some(k) = side
                    .iter()
                    .map(|&c| rank(c))
                    .filter(|&r| r != top && r != p)
                    .max()
                {
                    return key(Category::TwoPair, &[top, p, k]);
                }
            }
        }
    } else if let Some(a) = found(Category::TwoPair) {
        return a;
    }
    for c in [Category::OnePair, Category::HighCard] {
        if let Some(a) = found(c) {
            return a;
        }
    }
    overall.expect("an Omaha deal has a legal five")
}
