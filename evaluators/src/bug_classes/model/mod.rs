//! The models of the bug classes: one parametric evaluator per game family
//! (high hands of the 52- and 36-card decks, Omaha, the lowball games, the
//! hi-lo lows) whose every rule can be broken on its own ([`Rule`]). With no
//! rule broken a model orders every hand as the game's reference does (the
//! tests prove it on random hands of every size), so a model with one rule
//! broken is "the reference with exactly that rule broken", and one with two
//! rules broken is a library with both bugs.
//!
//! A model's strength is a tuple of small integers in its own scale, the
//! same scale for every rule of a game: the place of the category in the
//! game's order (weakest first), then the ranks that break ties. Only the
//! order of strengths means anything; the diagnosis compares it with the
//! order of the program's strengths, never the numbers themselves.

use crate::card::Card;
use crate::category::Category;
use crate::evaluator::{Evaluator, EvaluatorInfo, Low, Rejected, Strength, Verdict};
use crate::game::{
    Game, Ranking, ACE_TO_FIVE, ACE_TO_SIX, DEUCE_TO_SEVEN, HOLDEM, OMAHA, OMAHA_HI_LO, SHORT_DECK,
    SHORT_DECK_TRIPS_OVER_STRAIGHT, STUD_HI_LO,
};
use std::borrow::Cow;
use std::sync::Arc;

/// One rule of a game that a bug breaks. Each variant is the broken form;
/// a model breaks the rules in its set and keeps the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Rule {
    // -- straights (high games)
    /// The ace never plays low in a straight.
    WheelMissing,
    /// The lowest straight scores with the ace high.
    WheelAceHigh,
    /// The lowest straight is looked for before the others.
    WheelBeatsSix,
    /// Q-K-A-2-3 and K-A-2-3-4 count as (five-high) straights.
    Wraparound,
    /// A paired rank among the cards hides every straight.
    PairHidesStraight,
    // -- straight flushes
    /// A straight and a flush from different cards make a straight flush.
    SfAny,
    /// The lowest run of a suited run of six or more is taken.
    SfLowestRun,
    /// The suited lowest straight is only a flush.
    SteelWheelFlush,
    // -- flushes
    /// A flush needs exactly five cards of its suit.
    FlushExactlyFive,
    /// Five or six suited cards make a flush, seven do not.
    SevenSuitedMissed,
    /// Flushes compared by their top card only.
    FlushTopOnly,
    /// A flush keeps the first five suited cards given.
    FlushFirstFive,
    /// Strengths put a flush below a straight.
    FlushBelowStraight,
    // -- full houses and quads
    /// The full house's pair is looked for among pairs only.
    TwoTripsMissed,
    /// Two trips report the lower trips.
    TwoTripsLower,
    /// Trips and two pairs take the lower pair.
    FullHouseLowPair,
    /// A full house scores without its pair's rank.
    FullHouseNoPair,
    /// The quads' kicker is looked for among unpaired cards only.
    QuadsKickerSingles,
    /// Four of a kind scores without its kicker.
    QuadsNoKicker,
    // -- kickers
    /// Three of a kind compared with one kicker.
    TripsOneKicker,
    /// Three of a kind compared with no kicker.
    TripsNoKickers,
    /// Two pair compared without the kicker.
    TwoPairNoKicker,
    /// Two pair's kicker looked for among unpaired cards.
    ThreePairsKickerSingles,
    /// Three pairs score as the top pair twice and the next pair as kicker.
    ThreePairsTopPairTwice,
    /// A pair compared with two kickers.
    PairTwoKickers,
    /// A pair compared with no kicker.
    PairNoKickers,
    /// A pair's kickers are the next cards given.
    PairKickersInOrder,
    /// High card compared on four cards.
    HighCardFour,
    /// The ace counts low among high-card kickers.
    AceLowKickers,
    // -- input and hole cards
    /// Only the first five cards are scored.
    FirstFive,
    /// Seven-card high card compared on the hole cards (the last two).
    HighCardHoleOnly,
    /// When the board plays, the hole cards still break the tie.
    BoardPlaysHoleTiebreak,
    // -- short deck
    /// Hold'em's order of categories on the short deck (full house over flush).
    HoldemOrder,
    /// The other short-deck rule set's order of three of a kind and straight.
    OtherShortDeckOrder,
    // -- Omaha
    /// The best five of any of the cards, not two hole and three board.
    AnyFive,
    /// One hole card with four board cards also makes a hand.
    OneHoleCard,
    // -- lowball
    /// Deuce-to-seven: A-2-3-4-5 is the lowest straight.
    WheelIsStraight,
    /// Ace-to-five: straights and flushes count against the hand (ace-to-six).
    CountsStraights,
    /// Deuce-to-seven: the best high five, its strength turned round.
    InvertedHigh,
    /// Deuce-to-seven: the flush is tested before the straight.
    SfAsFlush,
    /// Deuce-to-seven: seven cards of one suit make no flush.
    LowSevenSuitedMissed,
    /// Ace-to-five: six or seven cards of two ranks, one four times, are quads.
    TwoRanksQuads,
    /// Ace-to-six: A-2-3-4-5 is no straight (the ace low everywhere but in runs).
    SixWheelNoStraight,
    /// Ace-to-six: A-K-Q-J-T is a straight (the ace high in runs).
    SixAceHighRun,
    /// Ace-to-six: a flush does not count against the hand.
    SixFlushIgnored,
    /// Ace-to-six: the ace counts high everywhere (deuce-to-seven's ranks).
    SixAceHigh,
    // -- hi-lo lows
    /// The low made of any five of the cards (Omaha hi-lo).
    AnyLow,
    /// A nine qualifies for the low.
    NineQualifies,
    /// Lows compared from their lowest card up.
    LowFromBottom,
    /// A low scored by its highest card alone.
    LowByTopCard,
    /// The five lowest low cards make the low even when two share a rank.
    LowUsesAPair,
    /// The ace counts high in the low.
    AceHighInLow,
}

/// A set of broken rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rules(u64);

impl Rules {
    /// No rule broken: the game's reference.
    pub const NONE: Rules = Rules(0);

    /// The set of these rules.
    pub const fn of(rules: &[Rule]) -> Rules {
        let mut bits = 0u64;
        let mut i = 0;
        while i < rules.len() {
            bits |= 1 << rules[i] as u8;
            i += 1;
        }
        Rules(bits)
    }

    /// Both sets.
    pub const fn union(self, other: Rules) -> Rules {
        Rules(self.0 | other.0)
    }

    /// Whether `rule` is broken.
    #[inline]
    pub const fn has(self, rule: Rule) -> bool {
        self.0 & (1 << rule as u8) != 0
    }

    /// Whether no rule is broken.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// A small stack list of ranks (`-1` is the ace played low in hold'em).
#[derive(Clone, Copy)]
struct List {
    v: [i8; 16],
    n: usize,
}

impl List {
    const fn new() -> List {
        List { v: [0; 16], n: 0 }
    }
    #[inline]
    fn push(&mut self, r: i8) {
        if self.n < 16 {
            self.v[self.n] = r;
            self.n += 1;
        }
    }
    #[inline]
    fn as_slice(&self) -> &[i8] {
        &self.v[..self.n]
    }
    fn sorted_desc(mut self) -> List {
        self.v[..self.n].sort_unstable_by(|a, b| b.cmp(a));
        self
    }
}

/// The answer of a high game's core: a category and the ranks that break
/// ties, most significant first.
#[derive(Clone, Copy, PartialEq, Eq)]
struct High {
    category: Category,
    tie: List,
}

impl PartialEq for List {
    fn eq(&self, other: &List) -> bool {
        self.as_slice() == other.as_slice()
    }
}
impl Eq for List {}

/// The deck a high core plays with: the lowest rank's index (0 for the
/// 52-card deck, 4 for the short deck, whose lowest straight is A-6-7-8-9).
#[derive(Clone, Copy)]
struct Deck {
    lowest: i8,
}

impl Deck {
    /// The rank the ace plays as at the bottom of the lowest straight.
    const fn low_ace(self) -> i8 {
        self.lowest - 1
    }
    /// The top rank of the lowest straight.
    const fn wheel_top(self) -> i8 {
        self.lowest + 3
    }
}

#[inline]
fn rank(c: Card) -> i8 {
    c.rank().index() as i8
}

/// The top of the best run of five among `ranks`, as the rules read it.
fn straight_top(ranks: &[i8], rules: Rules, deck: Deck) -> Option<i8> {
    let mut present = 0u32; // bit r + 1
    for &r in ranks {
        present |= 1 << (r + 1);
    }
    let has = |p: u32, r: i8| p & (1 << (r + 1)) != 0;
    if has(present, 12) && !rules.has(Rule::WheelMissing) {
        present |= 1 << (deck.low_ace() + 1);
    }
    let run = |p: u32, top: i8| (top - 4..=top).all(|r| has(p, r));
    if rules.has(Rule::WheelBeatsSix) && run(present, deck.wheel_top()) {
        return Some(deck.wheel_top());
    }
    if rules.has(Rule::Wraparound) && deck.lowest == 0 {
        for low in [10i8, 11] {
            if (0..5).all(|i| has(present, (low + i) % 13)) {
                return Some(3);
            }
        }
    }
    if rules.has(Rule::PairHidesStraight) {
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
            if rules.has(Rule::WheelAceHigh) && top == deck.wheel_top() {
                return Some(12);
            }
            return Some(top);
        }
    }
    None
}

/// The top of the lowest run of five among `ranks`.
fn lowest_run_top(ranks: &[i8], deck: Deck) -> Option<i8> {
    let mut present = 0u32;
    for &r in ranks {
        present |= 1 << (r + 1);
    }
    if present & (1 << 13) != 0 {
        present |= 1 << (deck.low_ace() + 1);
    }
    (deck.wheel_top()..=12).find(|&top| (top - 4..=top).all(|r| present & (1 << (r + 1)) != 0))
}

/// The best high hand of `cards` (any number) under `rules`, in a game
/// whose categories rank as `order` (weakest first).
fn high(cards: &[Card], rules: Rules, deck: Deck, order: &[Category]) -> High {
    let cards = if rules.has(Rule::FirstFive) && cards.len() > 5 {
        &cards[..5]
    } else {
        cards
    };
    let mut ranks = List::new();
    for &c in cards {
        ranks.push(rank(c));
    }
    let mut candidates: [Option<List>; 9] = [None; 9];
    let one = |rs: &[i8]| {
        let mut l = List::new();
        for &r in rs {
            l.push(r);
        }
        l
    };
    // Flushes: every suit with enough cards (more than one only past nine cards).
    for s in 0..4u8 {
        let mut suited = List::new();
        for &c in cards {
            if c.suit().index() == s {
                suited.push(rank(c));
            }
        }
        let k = suited.n;
        let enough = if rules.has(Rule::FlushExactlyFive) {
            k == 5
        } else if rules.has(Rule::SevenSuitedMissed) {
            k == 5 || k == 6
        } else {
            k >= 5
        };
        if !enough {
            continue;
        }
        let mut top = if rules.has(Rule::SfAny) {
            straight_top(ranks.as_slice(), rules, deck)
        } else if rules.has(Rule::SfLowestRun) {
            lowest_run_top(suited.as_slice(), deck)
        } else {
            straight_top(suited.as_slice(), rules, deck)
        };
        if rules.has(Rule::SteelWheelFlush) && top == Some(deck.wheel_top()) {
            top = None;
        }
        if let Some(t) = top {
            let sf = one(&[t]);
            if candidates[8].is_none_or(|o| o.as_slice() < sf.as_slice()) {
                candidates[8] = Some(sf);
            }
        }
        let five = if rules.has(Rule::FlushFirstFive) {
            let mut f = one(&suited.as_slice()[..5]).sorted_desc();
            f.n = f.n.min(5);
            f
        } else {
            let mut f = suited.sorted_desc();
            f.n = 5;
            f
        };
        let five = if rules.has(Rule::FlushTopOnly) {
            one(&five.as_slice()[..1])
        } else {
            five
        };
        if candidates[5].is_none_or(|o| o.as_slice() < five.as_slice()) {
            candidates[5] = Some(five);
        }
    }
    let mut count = [0u8; 13];
    for &r in ranks.as_slice() {
        count[r as usize] += 1;
    }
    let by = |k: u8| {
        let mut l = List::new();
        for r in (0..13).rev() {
            if count[r] == k {
                l.push(r as i8);
            }
        }
        l
    };
    let (quads, trips, pairs, singles) = (by(4), by(3), by(2), by(1));
    let desc = ranks.sorted_desc();
    let without = |l: &List, skip: &[i8]| {
        let mut out = List::new();
        for &r in l.as_slice() {
            if !skip.contains(&r) {
                out.push(r);
            }
        }
        out
    };
    let take = |head: &[i8], tail: &List, k: usize| {
        let mut l = one(head);
        for &r in tail.as_slice().iter().take(k) {
            l.push(r);
        }
        l
    };
    if quads.n > 0 {
        let q = quads.v[0];
        candidates[7] = Some(if rules.has(Rule::QuadsNoKicker) {
            one(&[q])
        } else if rules.has(Rule::QuadsKickerSingles) {
            take(&[q], &singles, 1)
        } else {
            take(&[q], &without(&desc, &[q]), 1)
        });
    }
    let full = if rules.has(Rule::TwoTripsMissed) {
        trips.n > 0 && pairs.n > 0
    } else {
        trips.n > 0 && (trips.n > 1 || pairs.n > 0)
    };
    if full {
        let (mut t, mut rest) = (trips.v[0], List::new());
        for &r in &trips.as_slice()[1..] {
            rest.push(r);
        }
        for &r in pairs.as_slice() {
            rest.push(r);
        }
        if rules.has(Rule::TwoTripsLower) && trips.n > 1 {
            t = trips.v[1];
            rest = one(&[trips.v[0]]);
        }
        let p = if rules.has(Rule::FullHouseLowPair) {
            *rest.as_slice().iter().min().unwrap_or(&0)
        } else {
            *rest.as_slice().iter().max().unwrap_or(&0)
        };
        candidates[6] = Some(if rules.has(Rule::FullHouseNoPair) {
            one(&[t])
        } else {
            one(&[t, p])
        });
    }
    if let Some(top) = straight_top(ranks.as_slice(), rules, deck) {
        candidates[4] = Some(one(&[top]));
    }
    if trips.n > 0 {
        let t = trips.v[0];
        let k = if rules.has(Rule::TripsNoKickers) {
            0
        } else if rules.has(Rule::TripsOneKicker) {
            1
        } else {
            2
        };
        candidates[3] = Some(take(&[t], &without(&desc, &[t]), k));
    }
    if pairs.n >= 2 {
        let (hi, lo) = (pairs.v[0], pairs.v[1]);
        candidates[2] = Some(if rules.has(Rule::ThreePairsTopPairTwice) && pairs.n >= 3 {
            take(&[hi, hi], &without(&desc, &[hi]), 1)
        } else if rules.has(Rule::TwoPairNoKicker) {
            one(&[hi, lo])
        } else if rules.has(Rule::ThreePairsKickerSingles) {
            take(&[hi, lo], &singles, 1)
        } else {
            take(&[hi, lo], &without(&desc, &[hi, lo]), 1)
        });
    }
    if pairs.n > 0 {
        let p = pairs.v[0];
        let kick = if rules.has(Rule::PairKickersInOrder) {
            without(&ranks, &[p])
        } else {
            without(&desc, &[p])
        };
        let k = if rules.has(Rule::PairNoKickers) {
            0
        } else if rules.has(Rule::PairTwoKickers) {
            2
        } else {
            3
        };
        candidates[1] = Some(take(&[p], &kick, k));
    }
    let high_card = if rules.has(Rule::HighCardHoleOnly) && cards.len() == 7 {
        one(&ranks.as_slice()[5..]).sorted_desc()
    } else {
        let mut d = if rules.has(Rule::AceLowKickers) {
            let mut l = List::new();
            for &r in desc.as_slice() {
                l.push(if r == 12 { -1 } else { r });
            }
            l.sorted_desc()
        } else {
            desc
        };
        d.n = d.n.min(if rules.has(Rule::HighCardFour) { 4 } else { 5 });
        d
    };
    candidates[0] = Some(high_card);
    // The category placed highest in the game's order wins.
    let (category, tie) = order
        .iter()
        .rev()
        .find_map(|&c| candidates[c.index() as usize].map(|t| (c, t)))
        .expect("high card is always a candidate");
    High { category, tie }
}

/// The categories in the order the model picks among them (weakest first).
fn select_order(game: &'static Game, rules: Rules) -> [Category; 9] {
    let base: &[Category] = if rules.has(Rule::HoldemOrder) {
        HOLDEM.categories
    } else if rules.has(Rule::OtherShortDeckOrder) && game == &SHORT_DECK {
        SHORT_DECK_TRIPS_OVER_STRAIGHT.categories
    } else if rules.has(Rule::OtherShortDeckOrder) && game == &SHORT_DECK_TRIPS_OVER_STRAIGHT {
        SHORT_DECK.categories
    } else {
        game.categories
    };
    let mut out = Category::ALL;
    out.copy_from_slice(base);
    out
}

/// The categories in the order the model's strengths rank them: the order
/// it picks in, unless strengths misplace a category.
fn high_order(game: &'static Game, rules: Rules) -> [Category; 9] {
    let mut out = select_order(game, rules);
    if rules.has(Rule::FlushBelowStraight) {
        let s = out.iter().position(|&c| c == Category::Straight);
        let f = out.iter().position(|&c| c == Category::Flush);
        if let (Some(s), Some(f)) = (s, f) {
            if f > s {
                out.swap(s, f);
            }
        }
    }
    out
}

/// The strength of a high answer: the category's place, then the ties.
fn high_key(h: &High, order: &[Category]) -> Strength {
    let place = order.iter().position(|&c| c == h.category).unwrap_or(0) as i64;
    let mut parts = [0i64; Strength::CAPACITY];
    parts[0] = place;
    let n = h.tie.n.min(Strength::CAPACITY - 1);
    for (i, &r) in h.tie.as_slice()[..n].iter().enumerate() {
        parts[i + 1] = i64::from(r);
    }
    Strength::new(&parts[..n + 1])
}

/// A hold'em-style answer for a hand of any size, with the rules that look
/// at the whole hand (the board playing) applied.
fn high_answer(
    cards: &[Card],
    rules: Rules,
    deck: Deck,
    (select, order): (&[Category], &[Category]),
) -> (Category, Strength) {
    let mut h = high(cards, rules, deck, select);
    if rules.has(Rule::BoardPlaysHoleTiebreak)
        && cards.len() == 7
        && high(&cards[..5], rules, deck, select) == h
    {
        let hole = List {
            v: {
                let mut v = [0i8; 16];
                v[0] = rank(cards[5]);
                v[1] = rank(cards[6]);
                v
            },
            n: 2,
        }
        .sorted_desc();
        for &r in hole.as_slice() {
            h.tie.push(r);
        }
    }
    (h.category, high_key(&h, order))
}

/// Omaha high: the best of the legal fives (or of any five, or of one or two
/// hole cards, as the rules say), each judged by the hold'em core.
fn omaha_high(hole: &[Card], board: &[Card], rules: Rules) -> (Category, Strength) {
    let deck = Deck { lowest: 0 };
    let (select, order) = (select_order(&OMAHA, rules), high_order(&OMAHA, rules));
    let orders = (&select[..], &order[..]);
    if rules.has(Rule::AnyFive) {
        let all: Vec<Card> = hole.iter().chain(board).copied().collect();
        return high_answer(&all, rules, deck, orders);
    }
    let mut best: Option<(Category, Strength)> = None;
    let mut consider = |five: &[Card]| {
        let a = high_answer(five, rules, deck, orders);
        if best.is_none_or(|b| b.1 < a.1) {
            best = Some(a);
        }
    };
    let mut five = [hole[0]; 5];
    for i in 0..hole.len() {
        for j in i + 1..hole.len() {
            for a in 0..board.len() {
                for b in a + 1..board.len() {
                    for c in b + 1..board.len() {
                        five = [hole[i], hole[j], board[a], board[b], board[c]];
                        consider(&five);
                    }
                }
            }
        }
    }
    if rules.has(Rule::OneHoleCard) && board.len() >= 4 {
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
    let ace = if ace_to_five || (six && !rules.has(Rule::SixAceHigh)) {
        1i64
    } else {
        14
    };
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
    ordered.sort_by_key(|&v| (std::cmp::Reverse(count(v)), std::cmp::Reverse(v)));
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
    } else if ace_to_five && !rules.has(Rule::CountsStraights) {
        Category::HighCard
    } else {
        let flush = !no_flush
            && (!six || !rules.has(Rule::SixFlushIgnored))
            && five.iter().all(|c| c.suit() == five[0].suit());
        let wheel = ordered == [14, 5, 4, 3, 2];
        if wheel && rules.has(Rule::WheelIsStraight) {
            ordered = [5, 4, 3, 2, 1];
        }
        let straight = if six && ordered == [5, 4, 3, 2, 1] {
            !rules.has(Rule::SixWheelNoStraight)
        } else if six && ordered == [13, 12, 11, 10, 1] {
            rules.has(Rule::SixAceHighRun)
        } else {
            ordered[0] - ordered[4] == 4
        };
        if flush && rules.has(Rule::SfAsFlush) {
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

/// A lowball answer: the best low five of 5 to 7 cards.
/// Which lowball game a model plays.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LowGame {
    AceToFive,
    DeuceToSeven,
    AceToSix,
}

fn lowball(cards: &[Card], low: LowGame, rules: Rules) -> (Category, Strength) {
    let ace_to_five = low == LowGame::AceToFive;
    if rules.has(Rule::InvertedHigh) {
        let all = (HOLDEM.categories, HOLDEM.categories);
        let (category, s) = high_answer(cards, Rules::NONE, Deck { lowest: 0 }, all);
        let place = LOW_ORDER.iter().position(|&c| c == category).unwrap_or(0) as i64;
        let mut parts = vec![place];
        parts.extend(s.parts()[1..].iter().map(|&r| -(r + 2)));
        return (category, Strength::new(&parts));
    }
    if rules.has(Rule::TwoRanksQuads) && ace_to_five && cards.len() > 5 {
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
    let no_flush = rules.has(Rule::LowSevenSuitedMissed)
        && cards.len() == 7
        && cards.iter().all(|c| c.suit() == cards[0].suit());
    let mut best: Option<(Category, Strength)> = None;
    let mut combos = crate::combinations::Combinations::new(cards.len(), 5);
    let mut five = [cards[0]; 5];
    while let Some(ix) = combos.next() {
        for (slot, &i) in five.iter_mut().zip(ix) {
            *slot = cards[i];
        }
        let a = low_five(&five, low, rules, no_flush);
        if best.is_none_or(|b| b.1 < a.1) {
            best = Some(a);
        }
    }
    best.expect("a lowball hand has five cards")
}

/// The low of some cards as the rules read it (`None`: no low), strongest
/// better: numbers highest first.
fn low_of(cards: &[Card], rules: Rules) -> Option<[i64; 5]> {
    let ace = if rules.has(Rule::AceHighInLow) { 14 } else { 1 };
    let top = if rules.has(Rule::NineQualifies) { 9 } else { 8 };
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
    if !rules.has(Rule::LowUsesAPair) {
        pool.dedup();
    }
    if pool.len() < 5 {
        return None;
    }
    let mut five = [pool[4], pool[3], pool[2], pool[1], pool[0]];
    if rules.has(Rule::LowFromBottom) {
        five.reverse();
    }
    Some(five)
}

/// The strength of a low read by [`low_of`]: higher is the better low.
fn low_key(five: &[i64; 5], rules: Rules) -> Strength {
    if rules.has(Rule::LowByTopCard) {
        let top = if rules.has(Rule::LowFromBottom) {
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
fn hi_lo_low(hole: &[Card], board: &[Card], omaha: bool, rules: Rules) -> Low {
    if !omaha || rules.has(Rule::AnyLow) {
        let all: Vec<Card> = hole.iter().chain(board).copied().collect();
        return match low_of(&all, rules) {
            Some(f) => Low::Qualifies(Some(low_key(&f, rules))),
            None => Low::NoLow,
        };
    }
    let mut best: Option<Strength> = None;
    for i in 0..hole.len() {
        for j in i + 1..hole.len() {
            for a in 0..board.len() {
                for b in a + 1..board.len() {
                    for c in b + 1..board.len() {
                        let five = [hole[i], hole[j], board[a], board[b], board[c]];
                        if let Some(f) = low_of(&five, rules) {
                            let k = low_key(&f, rules);
                            if best.is_none_or(|x| x < k) {
                                best = Some(k);
                            }
                        }
                    }
                }
            }
        }
    }
    match best {
        Some(k) => Low::Qualifies(Some(k)),
        None => Low::NoLow,
    }
}

/// A port's claimed deviations as a rule: on the hands where one of them
/// applies, the port's category replaces the model's (the port's own
/// strengths are on another scale, so the model keeps its ties).
#[derive(Clone)]
pub struct Claim {
    /// The port.
    pub port: Arc<dyn Evaluator>,
    /// Which of its deviations (indices into `port.deviations()`).
    pub deviations: Vec<usize>,
}

/// The reference of a game with some rules broken, and some ports'
/// deviations claimed, as an [`Evaluator`].
pub struct Model {
    info: EvaluatorInfo,
    rules: Rules,
    claims: Vec<Claim>,
}

impl Model {
    /// The model of `game` with `rules` broken and `claims` applied; `name`
    /// names it in reports (`bug:wheel-missing`).
    pub fn new(game: &'static Game, name: String, rules: Rules, claims: Vec<Claim>) -> Model {
        Model {
            info: EvaluatorInfo {
                name: Cow::Owned(name),
                game,
                domain: game.cards,
                order: crate::evaluator::CardOrder::Free,
                gives_strength: true,
                returns: Cow::Borrowed("category and a strength on the model's own scale"),
                source: Cow::Borrowed("showdown's catalogue of bug classes"),
            },
            rules,
            claims,
        }
    }

    /// The broken rules.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The model's verdict on joined cards (hole cards first for a game with
    /// hole cards, as [`crate::games::evaluate_joined`] joins them).
    pub fn answer(&self, cards: &[Card]) -> Verdict {
        let game = self.info.game;
        let rules = self.rules;
        let mut v = if game == &OMAHA || game == &OMAHA_HI_LO {
            let (hole, board) = crate::games::omaha::split_joined(cards);
            let (category, s) = omaha_high(hole, board, rules);
            let v = Verdict::new(category, Some(s));
            if game == &OMAHA_HI_LO {
                v.with_low(hi_lo_low(hole, board, true, rules))
            } else {
                v
            }
        } else if let Some(low) = match game.ranking {
            Ranking::AceToFiveLow => Some(LowGame::AceToFive),
            Ranking::DeuceToSevenLow => Some(LowGame::DeuceToSeven),
            Ranking::AceToSixLow => Some(LowGame::AceToSix),
            _ => None,
        } {
            let (category, s) = lowball(cards, low, rules);
            Verdict::new(category, Some(s))
        } else {
            let deck = Deck {
                lowest: game.lowest_rank.index() as i8,
            };
            let (select, order) = (select_order(game, rules), high_order(game, rules));
            let (category, s) = high_answer(cards, rules, deck, (&select, &order));
            let v = Verdict::new(category, Some(s));
            if game == &STUD_HI_LO {
                v.with_low(hi_lo_low(&[], cards, false, rules))
            } else {
                v
            }
        };
        for claim in &self.claims {
            let devs = claim.port.deviations();
            if claim
                .deviations
                .iter()
                .any(|&i| devs.get(i).is_some_and(|d| (d.applies)(cards)))
            {
                if let Ok(p) = claim.port.evaluate(cards) {
                    v.category = p.category;
                }
            }
        }
        v
    }
}

impl Evaluator for Model {
    fn info(&self) -> &EvaluatorInfo {
        &self.info
    }

    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        Ok(self.answer(cards))
    }

    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        let joined: Vec<Card> = hole.iter().chain(board).copied().collect();
        Ok(self.answer(&joined))
    }
}

/// Every game a model exists for.
pub const GAMES: [&Game; 9] = [
    &HOLDEM,
    &SHORT_DECK,
    &SHORT_DECK_TRIPS_OVER_STRAIGHT,
    &OMAHA,
    &ACE_TO_FIVE,
    &DEUCE_TO_SEVEN,
    &ACE_TO_SIX,
    &OMAHA_HI_LO,
    &STUD_HI_LO,
];
