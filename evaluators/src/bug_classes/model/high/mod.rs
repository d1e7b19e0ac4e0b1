//! The high models: hold'em's ranking on the 52- and 36-card decks (with
//! short deck's orders of categories) and Omaha's two-plus-three, each rule
//! breakable on its own. This module holds the core (a hand's ranks and
//! counts, the candidates of each category, the strength); each topic's
//! rules and the code that breaks them are in its own module: straights
//! and straight flushes, flushes, full houses and quads, kickers and ties,
//! the hole cards and short hands, the orders of categories, Omaha.

use super::Rules;
use crate::card::Card;
use crate::category::Category;
use crate::evaluator::Strength;

pub(super) mod flushes;
pub(super) mod groups;
pub(super) mod hole_cards;
pub(super) mod kickers;
pub(super) mod omaha;
pub(super) mod orders;
pub(super) mod straights;

pub(super) use orders::{high_order, select_order};

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
    /// A list of these ranks.
    fn of(rs: &[i8]) -> List {
        let mut l = List::new();
        for &r in rs {
            l.push(r);
        }
        l
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
    /// The ranks not in `skip`, in order.
    fn without(&self, skip: &[i8]) -> List {
        let mut out = List::new();
        for &r in self.as_slice() {
            if !skip.contains(&r) {
                out.push(r);
            }
        }
        out
    }
}

impl PartialEq for List {
    fn eq(&self, other: &List) -> bool {
        self.as_slice() == other.as_slice()
    }
}
impl Eq for List {}

/// `head`, then the first `k` ranks of `tail`.
fn take(head: &[i8], tail: &List, k: usize) -> List {
    let mut l = List::of(head);
    for &r in tail.as_slice().iter().take(k) {
        l.push(r);
    }
    l
}

/// The answer of a high game's core: a category and the ranks that break
/// ties, most significant first.
#[derive(Clone, Copy, PartialEq, Eq)]
struct High {
    category: Category,
    tie: List,
}

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

/// One hand as the core reads it: its cards, the rules, the deck, and the
/// ranks grouped by how often they are held.
struct Hand<'a> {
    cards: &'a [Card],
    rules: Rules,
    deck: Deck,
    /// The ranks in the cards' order.
    ranks: List,
    /// The ranks, highest first.
    desc: List,
    /// How often each rank is held.
    count: [u8; 13],
    /// The ranks held four, three, two times and once, highest first.
    quads: List,
    trips: List,
    pairs: List,
    singles: List,
}

impl Hand<'_> {
    fn new(cards: &[Card], rules: Rules, deck: Deck) -> Hand<'_> {
        let mut ranks = List::new();
        for &c in cards {
            ranks.push(rank(c));
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
        Hand {
            cards,
            rules,
            deck,
            ranks,
            desc: ranks.sorted_desc(),
            count,
            quads: by(4),
            trips: by(3),
            pairs: by(2),
            singles: by(1),
        }
    }

    /// Whether the hand has exactly five cards (the tests on four cards
    /// break only there).
    fn five_cards(&self) -> bool {
        self.cards.len() == 5
    }

    /// The top of the straight among `rs`, as the rules read it.
    fn straight(&self, rs: &[i8]) -> Option<i8> {
        straights::straight_top(rs, self.rules, self.deck)
            .or_else(|| straights::four_run(rs, self.rules, self.five_cards()))
    }
}

/// The best high hand of `cards` (any number) under `rules`, in a game
/// whose categories rank as `order` (weakest first).
fn high(cards: &[Card], rules: Rules, deck: Deck, order: &[Category]) -> High {
    let cards = hole_cards::scored(cards, rules);
    let hand = Hand::new(cards, rules, deck);
    let mut candidates: [Option<List>; 9] = [None; 9];
    flushes::candidates(&hand, &mut candidates);
    candidates[7] = groups::quads(&hand);
    candidates[6] = groups::full_house(&hand);
    candidates[4] = straights::straight(&hand);
    candidates[3] = kickers::three_of_a_kind(&hand);
    candidates[2] = kickers::two_pair(&hand);
    candidates[1] = kickers::one_pair(&hand);
    candidates[0] = Some(kickers::high_card(&hand));
    // The category placed highest in the game's order wins.
    let (category, tie) = order
        .iter()
        .rev()
        .find_map(|&c| candidates[c.index() as usize].map(|t| (c, t)))
        .expect("high card is always a candidate");
    High { category, tie }
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
/// at the whole hand (the board playing, how ties are read) applied.
pub(super) fn high_answer(
    cards: &[Card],
    rules: Rules,
    deck: Deck,
    (select, order): (&[Category], &[Category]),
) -> (Category, Strength) {
    let padded;
    let cards = match hole_cards::padded(cards, rules, deck) {
        Some(p) => {
            padded = p;
            &padded[..]
        }
        None => cards,
    };
    let mut h = high(cards, rules, deck, select);
    if hole_cards::board_plays_with_hole_tiebreak(cards, rules)
        && high(&cards[..5], rules, deck, select) == h
    {
        hole_cards::break_tie_with_hole(&mut h, cards);
    }
    groups::weigh_groups_once(&mut h, rules);
    kickers::ties_from_the_bottom(&mut h, cards, rules, deck);
    if let Some(s) = kickers::decimal_weights(&h, rules, order) {
        return (h.category, s);
    }
    hole_cards::hole_cards_kick(&mut h, cards, rules);
    (h.category, high_key(&h, order))
}
