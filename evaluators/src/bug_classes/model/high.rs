//! The high models: hold'em's ranking on the 52- and 36-card decks (with
//! short deck's orders of categories) and Omaha's two-plus-three, each rule
//! of [`Rule`] breakable on its own.

use super::{Rule, Rules};
use crate::card::{Card, Rank, Suit};
use crate::category::Category;
use crate::evaluator::Strength;
use crate::game::{Game, HOLDEM, OMAHA, SHORT_DECK, SHORT_DECK_TRIPS_OVER_STRAIGHT};
use crate::games::omaha::for_each_legal_five;

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
pub(super) struct Deck {
    pub(super) lowest: i8,
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

/// The top of the lowest run of five among `ranks` (the ace plays low
/// unless the rules say it never does); the royal run, looked for first as
/// its own hand, is still the royal one.
fn lowest_run_top(ranks: &[i8], rules: Rules, deck: Deck) -> Option<i8> {
    let mut present = 0u32;
    for &r in ranks {
        present |= 1 << (r + 1);
    }
    if (8..=12).all(|r| present & (1 << (r + 1)) != 0) {
        return Some(12);
    }
    if present & (1 << 13) != 0 && !rules.has(Rule::WheelMissing) {
        present |= 1 << (deck.low_ace() + 1);
    }
    (deck.wheel_top()..=12).find(|&top| (top - 4..=top).all(|r| present & (1 << (r + 1)) != 0))
}

/// The straight flush looked for only at the highest straight of all the
/// ranks: the suited ranks from its top down, the five highest in a row
/// (the lowest straight: its four low ranks and the ace, suited).
fn sf_at_highest_straight(ranks: &[i8], suited: &[i8], rules: Rules, deck: Deck) -> Option<i8> {
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
    let five_cards = cards.len() == 5;
    // A straight as the rules read it: a run of five, or (a five-card
    // hand's test on four cards) the four lowest in a row, topped by the
    // rank a fifth would have.
    let four_run = |rs: &[i8]| -> Option<i8> {
        if !(five_cards && rules.has(Rule::StraightFourCards) && rs.len() == 5) {
            return None;
        }
        let mut v = [0i8; 5];
        v.copy_from_slice(rs);
        v.sort_unstable();
        (0..3).all(|i| v[i + 1] == v[i] + 1).then_some(v[0] + 4)
    };
    let straight = |rs: &[i8]| straight_top(rs, rules, deck).or_else(|| four_run(rs));
    let mut candidates: [Option<List>; 9] = [None; 9];
    let one = |rs: &[i8]| {
        let mut l = List::new();
        for &r in rs {
            l.push(r);
        }
        l
    };
    // A five-card hand's flush test on four cards: the first four given of
    // one suit make a flush of all five.
    let flush_four = five_cards && rules.has(Rule::FlushFourCards);
    // Flushes: every suit with enough cards (more than one only past nine cards).
    for s in 0..4u8 {
        let suited = if flush_four {
            if s > 0 || !cards[..4].iter().all(|c| c.suit() == cards[0].suit()) {
                continue;
            }
            ranks
        } else {
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
            suited
        };
        let mut top = if rules.has(Rule::SfAny) {
            straight(ranks.as_slice())
        } else if rules.has(Rule::SfLowestRun) {
            lowest_run_top(suited.as_slice(), rules, deck)
        } else if rules.has(Rule::SfAtHighestStraight) {
            sf_at_highest_straight(ranks.as_slice(), suited.as_slice(), rules, deck)
        } else {
            straight(suited.as_slice())
        };
        if rules.has(Rule::SteelWheelFlush) && top == Some(deck.wheel_top()) {
            top = None;
        }
        if rules.has(Rule::SteelWheelAceHigh) && top == Some(deck.wheel_top()) {
            top = Some(12);
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
        } else if rules.has(Rule::FlushBestByTopCard) {
            // The fives compared by their top card alone, the first given
            // kept: the highest card and the first four others given.
            let all = suited.as_slice();
            let top = all.iter().copied().max().unwrap_or(0);
            let at = all.iter().position(|&r| r == top).unwrap_or(0);
            let mut f = one(&[top]);
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
        } else if rules.has(Rule::QuadsByKickerOnly) {
            // The kicker alone (none: below every kicker).
            one(&[without(&desc, &[q])
                .as_slice()
                .first()
                .copied()
                .unwrap_or(-1)])
        } else if rules.has(Rule::QuadsKickerSingles) {
            take(&[q], &singles, 1)
        } else if rules.has(Rule::QuadsKickerSkipsOne) {
            // The others by count, then rank, the first skipped: the
            // highest of the rest.
            let mut others: Vec<i8> = without(&desc, &[q]).as_slice().to_vec();
            others.sort_by_key(|&r| (std::cmp::Reverse(count[r as usize]), std::cmp::Reverse(r)));
            let rest: Vec<i8> = others.iter().skip(1).copied().collect();
            match rest.iter().max() {
                Some(&k) => one(&[q, k]),
                None => one(&[q]),
            }
        } else {
            take(&[q], &without(&desc, &[q]), 1)
        });
    }
    let full = if rules.has(Rule::TwoTripsMissed) {
        trips.n > 0 && pairs.n > 0
    } else {
        trips.n > 0 && (trips.n > 1 || pairs.n > 0)
    };
    if full && rules.has(Rule::FullHouseSetOrder) {
        // The first trips in the set's order, then the first other rank
        // held at least twice.
        let order = python_set_order(ranks.as_slice());
        let order = order.as_slice();
        let t = order
            .iter()
            .copied()
            .find(|&r| count[r as usize] == 3)
            .expect("a full house has trips");
        let p = order
            .iter()
            .copied()
            .find(|&r| r != t && count[r as usize] >= 2)
            .expect("a full house has a pair");
        candidates[6] = Some(one(&[t, p]));
    } else if full {
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
    if let Some(top) = straight(ranks.as_slice()) {
        candidates[4] = Some(if rules.has(Rule::StraightKeepsRepeats) {
            // The cards of the run's ranks, repeats kept, the five highest.
            let mut run = List::new();
            for &r in ranks.as_slice() {
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
        } else if rules.has(Rule::BroadwayLowest) && top == 12 {
            // Below the lowest straight's top.
            one(&[deck.lowest])
        } else {
            one(&[top])
        });
    }
    if trips.n > 0 && rules.has(Rule::RankGroupsOnce) {
        // The five cards taken by count, then rank: the kickers of three of
        // a kind are the next group's cards (two trips: the lower trips).
        let t = trips.v[0];
        let mut others: Vec<i8> = without(&desc, &[t]).as_slice().to_vec();
        others.sort_by_key(|&r| (std::cmp::Reverse(count[r as usize]), std::cmp::Reverse(r)));
        let mut l = one(&[t]);
        for &r in others.iter().take(2) {
            l.push(r);
        }
        candidates[3] = Some(l);
    } else if trips.n > 0 {
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
        candidates[2] = Some(if rules.has(Rule::ThreePairsFirstFound) && pairs.n >= 3 {
            // The pairs in the order their ranks first appear; the first two
            // kept, the highest other rank kicking.
            let mut found = List::new();
            for &r in ranks.as_slice() {
                if count[r as usize] == 2 && !found.as_slice().contains(&r) {
                    found.push(r);
                }
            }
            let (a, b) = (found.v[0], found.v[1]);
            take(&[a.max(b), a.min(b)], &without(&desc, &[a, b]), 1)
        } else if rules.has(Rule::ThreePairsTopPairTwice) && pairs.n >= 3 {
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
        d.n = d.n.min(if rules.has(Rule::HighCardThree) {
            3
        } else if rules.has(Rule::HighCardFour) {
            4
        } else {
            5
        });
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

/// The order CPython (3.8 to 3.13) iterates a set of small integers made
/// from a list: the ranks as values 2 to 14, added in the cards' order. Up
/// to four values sit in a table of eight slots, each at its value modulo
/// eight or, when taken, the next of the probe sequence `i -> 5i + 1`
/// (the perturbation of a value under 32 is spent at once); the fifth
/// value grows the table to 32 slots, where each value sits at itself, so
/// five or more come out in ascending order. Returns the ranks (0 to 12)
/// in that order.
fn python_set_order(ranks: &[i8]) -> List {
    let mut distinct = List::new();
    for &r in ranks {
        if !distinct.as_slice().contains(&r) {
            distinct.push(r);
        }
    }
    let mut out = List::new();
    if distinct.n >= 5 {
        for r in 0..13 {
            if distinct.as_slice().contains(&r) {
                out.push(r);
            }
        }
        return out;
    }
    let mut slots = [None::<i8>; 8];
    for &r in distinct.as_slice() {
        let mut i = ((r + 2) & 7) as usize;
        while slots[i].is_some() {
            i = (i * 5 + 1) & 7;
        }
        slots[i] = Some(r);
    }
    for r in slots.into_iter().flatten() {
        out.push(r);
    }
    out
}

/// The categories in the order the model picks among them (weakest first).
pub(super) fn select_order(game: &'static Game, rules: Rules) -> [Category; 9] {
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
pub(super) fn high_order(game: &'static Game, rules: Rules) -> [Category; 9] {
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

/// A hold'em-style answer for a hand of any size, with the rules that look
/// at the whole hand (the board playing) applied.
pub(super) fn high_answer(
    cards: &[Card],
    rules: Rules,
    deck: Deck,
    (select, order): (&[Category], &[Category]),
) -> (Category, Strength) {
    let padded;
    let cards = if rules.has(Rule::ShortHandPadded) && cards.len() < 5 && deck.lowest == 0 {
        padded = pad_short_hand(cards);
        &padded[..]
    } else {
        cards
    };
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
    if rules.has(Rule::RankGroupsOnce) {
        // One place per group of equal ranks, the places left empty worth
        // the lowest rank: a repeated kicker counts once.
        let mut once = List::new();
        for &r in h.tie.as_slice() {
            if once.as_slice().last() != Some(&r) {
                once.push(r);
            }
        }
        while once.n < h.tie.n {
            once.push(0);
        }
        h.tie = once;
    }
    if rules.has(Rule::TiesFromTheBottom) && cards.len() == 5 {
        // Grouped by count, most first, each group from its lowest rank up.
        let mut count = [0u8; 13];
        for &c in cards {
            count[rank(c) as usize] += 1;
        }
        // The wheel still loses to the other straights: its ace is low.
        let wheel = matches!(h.category, Category::Straight | Category::StraightFlush)
            && h.tie.as_slice().first() == Some(&deck.wheel_top());
        let mut ranks: Vec<i8> = cards.iter().map(|&c| rank(c)).collect();
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
    if rules.has(Rule::DecimalWeights) {
        // Each rank's value (2 to 14) a digit of a decimal number: a ten
        // or more carries into the place above.
        let sum = h
            .tie
            .as_slice()
            .iter()
            .fold(0i64, |acc, &r| acc * 10 + i64::from(r) + 2);
        let place = order.iter().position(|&c| c == h.category).unwrap_or(0) as i64;
        return (h.category, Strength::new(&[place, sum]));
    }
    if rules.has(Rule::HoleCardsKick) && cards.len() >= 5 {
        // The made hand's own ranks, then the two hole cards (the last two)
        // in place of its kickers.
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
    (h.category, high_key(&h, order))
}

/// Omaha high: the best of the legal fives (or of any five, or of one or two
/// hole cards, as the rules say), each judged by the hold'em core.
pub(super) fn omaha_high(hole: &[Card], board: &[Card], rules: Rules) -> (Category, Strength) {
    let deck = Deck { lowest: 0 };
    let (select, order) = (select_order(&OMAHA, rules), high_order(&OMAHA, rules));
    let orders = (&select[..], &order[..]);
    if rules.has(Rule::AnyFive) {
        let all: Vec<Card> = hole.iter().chain(board).copied().collect();
        return high_answer(&all, rules, deck, orders);
    }
    let walk = Rules::of(&[
        Rule::OmahaTripsFromHole,
        Rule::OmahaTwoPairTopPair,
        Rule::OmahaFullHouseLowestPair,
        Rule::OmahaStraightFirstRun,
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
        if !rules.has(Rule::OmahaFullHouseLowestPair) {
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
    if rules.has(Rule::OmahaStraightFirstRun) {
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
    if rules.has(Rule::OmahaTripsFromHole) {
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
    if rules.has(Rule::OmahaTwoPairTopPair) {
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

#[cfg(test)]
mod tests {
    use super::python_set_order;

    /// Orders CPython 3.11 printed for `list(set(values))` (values 2 to 14,
    /// the ranks plus two): a collision puts the later value at the next
    /// slot of `i -> 5i + 1`; five or more values come out ascending.
    #[test]
    fn python_set_order_is_cpythons() {
        let cases: [(&[i8], &[i8]); 6] = [
            (&[14, 6], &[14, 6]),
            (&[6, 14], &[6, 14]),
            (&[14, 6, 13], &[13, 14, 6]),
            (&[10, 2, 3], &[3, 10, 2]),
            (&[5, 13, 9, 2], &[9, 13, 2, 5]),
            (&[14, 6, 13, 9, 2, 6], &[2, 6, 9, 13, 14]),
        ];
        for (values, python) in cases {
            let ranks: Vec<i8> = values.iter().map(|v| v - 2).collect();
            let got: Vec<i8> = python_set_order(&ranks)
                .as_slice()
                .iter()
                .map(|r| r + 2)
                .collect();
            assert_eq!(got, python, "set({values:?})");
        }
    }
}
