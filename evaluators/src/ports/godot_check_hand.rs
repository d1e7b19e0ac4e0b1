//! `godot-check-hand`: the hand judge of a Godot (GDScript) Texas hold'em game.
//!
//! # Source
//! 「さくさく理解する Godot 入門（ただし2Dに限る）応用編テキサスホールデムポーカー【第4回】」
//! (seed 001): `check_hand(v)` with its helpers `add_rank` and `add_rank_pair`.
//!
//! **As published, the script does not run**: its three-of-a-kind test reads
//! `threeOfAKindRank`, a variable that is never declared (only
//! `threeOfAKindRank1` and `threeOfAKindRank2` are), so Godot refuses to
//! load the script. This port makes the smallest evident choice: the test
//! means `threeOfAKindRank1`.
//!
//! # Encoding
//! `card_to_rank` and `card_to_suit` are not shown in the article. Its bit
//! masks (`0x1f00` = A K Q J T, `0x100f` = 5 4 3 2 A) imply rank index 0 =
//! deuce … 12 = ace; the suit constants are taken as CLUBS = 0, DIAMONDS = 1,
//! HEARTS = 2, SPADES = 3 (the order its flush scan tries them). That is
//! exactly [`Rank::index`](crate::card::Rank::index) and
//! [`Suit::index`](crate::card::Suit::index): see [`to_godot`].
//!
//! # Algorithm (in our words)
//! 1. Count cards per rank (13 counters) and per suit (4 counters).
//! 2. The flush suit is the first of clubs, diamonds, hearts, spades with
//!    five or more cards. If there is one: OR the ranks of that suit into a
//!    13-bit map; slide a five-bit window from A-K-Q-J-T down to 6-5-4-3-2 and
//!    return `[STRAIGHT_FLUSH, window]` for the first window fully present;
//!    otherwise, if the map *equals* `0x100f` (exactly A 5 4 3 2), return
//!    `[STRAIGHT_FLUSH, 0x0f]`; otherwise return `[FLUSH, five highest ranks of
//!    the suit]`. This happens before any pair is looked at.
//! 3. Scan ranks from deuce up. A rank with four cards returns
//!    `[FOUR_OF_A_KIND, rank]` at once. A rank with three cards is stored as
//!    the first trips rank, or (if one is stored) as the second. A rank with
//!    two cards is stored as the first pair; the second pair moves the first
//!    pair down to `pairRank2`; a third pair goes through a branch meant to
//!    keep the two highest pairs, which (ranks ascending) sets *both*
//!    `pairRank1` and `pairRank2` to the third pair's rank.
//! 4. Trips plus a pair, or two trips: `[FULL_HOUSE, first trips rank]`.
//! 5. OR all ranks into a map; slide the same windows; return
//!    `[STRAIGHT, window]`, or `[STRAIGHT, 0x0f]` if A 5 4 3 2 are all present
//!    (here with a proper mask test).
//! 6. Trips: `[THREE_OF_A_KIND, trips rank]`.
//! 7. `pairRank2` set: `[TWO_PAIR, pairRank1, pairRank2, highest card of any
//!    other rank]`; `pairRank1` set: `[ONE_PAIR, pair, three highest others]`;
//!    otherwise `[HIGH_CARD, five highest]` (fewer when there are fewer cards).
//!
//! Hand values follow its enum: HIGH_CARD = 0 … STRAIGHT_FLUSH = 8;
//! ROYAL_FLUSH = 9 is declared but never returned. The strength is the
//! returned array itself, compared element by element.
//!
//! # Domain
//! 2 to 7 cards (the article calls it with the cards known at each betting
//! round). The algorithm runs on any count.
//!
//! # Deviations from the correct answer
//! Found by comparing with the reference over every hand of 2 to 7 cards (a
//! release-mode scratch run; `cargo test` checks every 2- to 5-card hand and
//! random 6- and 7-card hands). On that run every category disagreement is
//! claimed by exactly one category class, and the order classes are exact:
//! among hands whose category is right, every pair of hands the port orders
//! differently from the reference (tie vs. not, or reversed) has a claimed
//! hand in it, and every claimed hand is in such a pair. Seven-card counts
//! are given after each class.
//! - `wheel-straight-flush-beside-another-suited-card` (category): the
//!   suited wheel is recognised only when the suit holds exactly A 5 4 3 2.
//!   `Ah 2h 3h 4h 5h Kh` → `[FLUSH, A, K, 5, 4, 3]`; right: a five-high
//!   straight flush. (28 six-card and 1,176 seven-card hands.)
//! - `quads-without-kicker` (order): `[FOUR_OF_A_KIND, rank]` ignores the
//!   kicker. `As Ah Ad Ac Kh` and `As Ah Ad Ac Qh` tie; right: the king wins.
//!   (224,848 seven-card hands; four cards alone have no kicker to lose.)
//! - `full-house-without-pair-rank` (order): `[FULL_HOUSE, trips]` ignores the
//!   pair. `Ks Kh Kd 2c 2d` and `Ks Kh Kd Ac Ad` tie; right: kings full of
//!   aces wins. (3,473,184 seven-card hands.)
//! - `two-trips-full-house-names-lower-trips` (order): with two trips the
//!   lower one is reported. `2c 2d 2h 3c 3d 3h` → `[FULL_HOUSE, 2]`; right:
//!   threes full of deuces, equal to `3c 3d 3h 2c 2d 4s`, which gets
//!   `[FULL_HOUSE, 3]` and wins here. (54,912 seven-card hands.)
//! - `trips-without-kickers` (order): `[THREE_OF_A_KIND, rank]` ignores the
//!   kickers. `7c 7d 7h As` and `7c 7d 7h Ks` tie; right: the ace wins.
//!   (6,461,620 seven-card hands; on three cards nothing is merged.)
//! - `three-pairs-top-pair-twice` (order): a third pair sets both pair ranks
//!   to the highest pair, and the kicker is then the highest other card
//!   (usually the second pair). `4c 4d 3c 3d 2c 2d` → `[TWO_PAIR, 4, 4, 3]`
//!   beats `4c 4d 3c 3d 6h 5s` → `[TWO_PAIR, 4, 3, 6]`; right: fours and
//!   threes with a six beat fours and threes with a deuce. (2,471,040
//!   seven-card hands.)
//!
//! Checking the flush before four of a kind and full house does no harm on
//! up to seven cards: a flush leaves at most four cards of other suits, too
//! few for quads or a full house beside it.

use crate::card::Card;
use crate::category::Category;
use crate::evaluator::EvaluatorInfo;
use crate::evaluator::{Deviation, DeviationKind, Domain, Evaluator, Rejected, Strength, Verdict};
use crate::reference::Reference;

/// Hand values of the original's enum.
pub const HIGH_CARD: i64 = 0;
/// One pair: `[ONE_PAIR, pair rank, three highest other ranks]`.
pub const ONE_PAIR: i64 = 1;
/// Two pair: `[TWO_PAIR, pairRank1, pairRank2, highest other rank]`.
pub const TWO_PAIR: i64 = 2;
/// Three of a kind: `[THREE_OF_A_KIND, trips rank]`, without kickers.
pub const THREE_OF_A_KIND: i64 = 3;
/// Straight: `[STRAIGHT, window]`, the window being the bit map of its five
/// ranks (`0x1f00` for ace high, `0x0f` for the wheel).
pub const STRAIGHT: i64 = 4;
/// Flush: `[FLUSH, five highest ranks of the suit]`.
pub const FLUSH: i64 = 5;
/// Full house: `[FULL_HOUSE, first trips rank]`, without the pair.
pub const FULL_HOUSE: i64 = 6;
/// Four of a kind: `[FOUR_OF_A_KIND, rank]`, without the kicker.
pub const FOUR_OF_A_KIND: i64 = 7;
/// Straight flush: `[STRAIGHT_FLUSH, window]`, windows as for
/// [`STRAIGHT`].
pub const STRAIGHT_FLUSH: i64 = 8;
/// Declared by the original, never returned by `check_hand`.
pub const ROYAL_FLUSH: i64 = 9;

/// Suit constants (see the module docs for why this order).
const CLUBS: i64 = 0;
const DIAMONDS: i64 = 1;
const HEARTS: i64 = 2;
const SPADES: i64 = 3;

/// A card as `check_hand` sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GodotCard {
    /// `card_to_rank`: 0 = deuce … 12 = ace.
    pub rank: i64,
    /// `card_to_suit`: CLUBS = 0 … SPADES = 3.
    pub suit: i64,
}

/// The conversion from our [`Card`]: rank and suit indices as they are.
pub fn to_godot(card: Card) -> GodotCard {
    GodotCard {
        rank: card.rank().index() as i64,
        suit: card.suit().index() as i64,
    }
}

/// Collects trace lines only when asked (formatting is skipped otherwise).
struct Log(Option<Vec<String>>);

impl Log {
    fn note(&mut self, line: impl FnOnce() -> String) {
        if let Some(lines) = &mut self.0 {
            lines.push(line());
        }
    }
}

fn rank_symbol(r: i64) -> char {
    b"23456789TJQKA"[r as usize] as char
}

fn ranks_of(bitmap: i64) -> String {
    (0..13)
        .rev()
        .filter(|r| bitmap & (1 << r) != 0)
        .map(rank_symbol)
        .collect()
}

/// The five highest ranks of the flush suit, after the hand value.
fn add_rank(v: &[GodotCard], s: i64, hand: i64) -> Vec<i64> {
    let mut rnk: Vec<i64> = v.iter().filter(|c| c.suit == s).map(|c| c.rank).collect();
    rnk.sort();
    let mut t = vec![hand];
    for i in 0..5 {
        t.push(rnk[rnk.len() - 1 - i]);
    }
    t
}

/// The hand value, the pair ranks given, then the highest other ranks:
/// one for two pair, three for one pair, five otherwise (fewer if there are
/// not that many).
fn add_rank_pair(v: &[GodotCard], p1: i64, p2: i64, hand: i64) -> Vec<i64> {
    let mut rnk: Vec<i64> = v
        .iter()
        .map(|c| c.rank)
        .filter(|&r| r != p1 && r != p2)
        .collect();
    rnk.sort();
    let mut t = vec![hand];
    let mut n = 5;
    if p2 >= 0 {
        t.push(p1);
        t.push(p2);
        n = 1;
    } else if p1 >= 0 {
        t.push(p1);
        n = 3;
    }
    let n = n.min(rnk.len());
    for i in 0..n {
        t.push(rnk[rnk.len() - 1 - i]);
    }
    t
}

/// `check_hand(v)`, step for step.
fn check_hand(v: &[GodotCard], log: &mut Log) -> Vec<i64> {
    let mut rcnt = [0u32; 13];
    let mut scnt = [0u32; 4];
    for c in v {
        rcnt[c.rank as usize] += 1;
        scnt[c.suit as usize] += 1;
    }
    log.note(|| format!("rcnt (2..A) = {rcnt:?}; scnt (c d h s) = {scnt:?}"));

    let s = if scnt[CLUBS as usize] >= 5 {
        CLUBS
    } else if scnt[DIAMONDS as usize] >= 5 {
        DIAMONDS
    } else if scnt[HEARTS as usize] >= 5 {
        HEARTS
    } else if scnt[SPADES as usize] >= 5 {
        SPADES
    } else {
        -1
    };
    if s >= CLUBS {
        let mut bitmap = 0i64;
        for c in v {
            if c.suit == s {
                bitmap |= 1 << c.rank;
            }
        }
        log.note(|| {
            format!(
                "flush suit {}: bitmap {bitmap:#06x} ({})",
                b"cdhs"[s as usize] as char,
                ranks_of(bitmap)
            )
        });
        let mut mask = 0x1f00i64;
        for _ in 0..9 {
            if bitmap & mask == mask {
                log.note(|| format!("window {mask:#06x} fully present: straight flush"));
                return vec![STRAIGHT_FLUSH, mask];
            }
            mask >>= 1;
        }
        if bitmap == 0x100f {
            log.note(|| "bitmap == 0x100f (exactly A5432): straight flush".to_string());
            return vec![STRAIGHT_FLUSH, 0x0f];
        }
        log.note(|| "no window and bitmap != 0x100f: flush, five highest of the suit".into());
        return add_rank(v, s, FLUSH);
    }

    let mut three_of_a_kind_rank1 = -1i64;
    let mut three_of_a_kind_rank2 = -1i64;
    let mut pair_rank1 = -1i64;
    let mut pair_rank2 = -1i64;
    for r in 0..13i64 {
        let n = rcnt[r as usize];
        if n == 4 {
            log.note(|| format!("rank {} has four: four of a kind", rank_symbol(r)));
            return vec![FOUR_OF_A_KIND, r];
        }
        if n == 3 {
            if three_of_a_kind_rank1 < 0 {
                three_of_a_kind_rank1 = r;
            } else {
                three_of_a_kind_rank2 = r;
            }
        } else if n == 2 {
            if pair_rank1 < 0 {
                pair_rank1 = r;
            } else if pair_rank2 < 0 {
                if pair_rank1 > r {
                    pair_rank2 = r;
                } else {
                    pair_rank2 = pair_rank1;
                    pair_rank1 = r;
                }
            } else {
                if r > pair_rank1 {
                    pair_rank2 = pair_rank1;
                    pair_rank1 = r;
                }
                if r > pair_rank2 {
                    pair_rank2 = r;
                }
            }
        }
    }
    log.note(|| {
        format!(
            "threeOfAKindRank1 = {three_of_a_kind_rank1}, threeOfAKindRank2 = {three_of_a_kind_rank2}, \
             pairRank1 = {pair_rank1}, pairRank2 = {pair_rank2}"
        )
    });
    if three_of_a_kind_rank1 >= 0 && (pair_rank1 >= 0 || three_of_a_kind_rank2 >= 0) {
        log.note(|| "trips with a pair or second trips: full house (first trips rank)".into());
        return vec![FULL_HOUSE, three_of_a_kind_rank1];
    }

    let mut bitmap = 0i64;
    let mut mask = 1i64;
    for count in rcnt {
        if count != 0 {
            bitmap |= mask;
        }
        mask <<= 1;
    }
    log.note(|| format!("rank bitmap {bitmap:#06x} ({})", ranks_of(bitmap)));
    let mut mask = 0x1f00i64;
    for _ in 0..9 {
        if bitmap & mask == mask {
            log.note(|| format!("window {mask:#06x} fully present: straight"));
            return vec![STRAIGHT, mask];
        }
        mask >>= 1;
    }
    if bitmap & 0x100f == 0x100f {
        log.note(|| "A5432 all present: straight 0x0f".into());
        return vec![STRAIGHT, 0x0f];
    }
    // The published code reads the undeclared `threeOfAKindRank` here.
    if three_of_a_kind_rank1 >= 0 {
        log.note(|| "threeOfAKindRank(1) set: three of a kind".into());
        return vec![THREE_OF_A_KIND, three_of_a_kind_rank1];
    }
    if pair_rank2 >= 0 {
        log.note(|| "pairRank2 set: two pair".into());
        return add_rank_pair(v, pair_rank1, pair_rank2, TWO_PAIR);
    }
    if pair_rank1 >= 0 {
        log.note(|| "pairRank1 set: one pair".into());
        return add_rank_pair(v, pair_rank1, -1, ONE_PAIR);
    }
    log.note(|| "nothing else: high card".into());
    add_rank_pair(v, -1, -1, HIGH_CARD)
}

/// Our category for one of its hand values (ROYAL_FLUSH, never returned,
/// would be a straight flush).
fn category_of(hand: i64) -> Category {
    match hand {
        ROYAL_FLUSH => Category::StraightFlush,
        h => Category::from_index(h as u8).expect("check_hand returns hand values 0..=8"),
    }
}

fn run(cards: &[Card], log: &mut Log) -> Vec<i64> {
    let v: Vec<GodotCard> = cards.iter().map(|&c| to_godot(c)).collect();
    check_hand(&v, log)
}

/// The `godot-check-hand` port.
pub struct GodotCheckHand;

static INFO: EvaluatorInfo = EvaluatorInfo::holdem(
    "godot-check-hand",
    Domain::range(2, 7),
    true,
    "the array [hand 0..8, rank1, rank2, …] (ranks 0 = deuce … 12 = ace; straights as bit windows)",
    "さくさく理解する Godot 入門（ただし2Dに限る）応用編テキサスホールデムポーカー【第4回】",
);

impl Evaluator for GodotCheckHand {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        let t = run(cards, &mut Log(None));
        Ok(Verdict::new(category_of(t[0]), Some(Strength::new(&t))))
    }
    fn deviations(&self) -> &[Deviation] {
        &DEVIATIONS
    }
    fn trace(&self, cards: &[Card]) -> Option<Vec<String>> {
        let mut log = Log(Some(Vec::new()));
        let t = run(cards, &mut log);
        let mut lines = log.0.unwrap_or_default();
        lines.push(format!("returns {t:?}"));
        Some(lines)
    }
}

// ---- deviation predicates: written from the hand's structure, not by
// running the port, so the tests can check the port against them.

fn rank_counts(cards: &[Card]) -> [u8; 13] {
    let mut c = [0u8; 13];
    for card in cards {
        c[card.rank().index() as usize] += 1;
    }
    c
}

fn ranks_with_count(cards: &[Card], n: u8) -> usize {
    rank_counts(cards).iter().filter(|&&c| c == n).count()
}

/// The rank bits of each suit.
fn suit_bits(cards: &[Card]) -> [u16; 4] {
    let mut b = [0u16; 4];
    for c in cards {
        b[c.suit().index() as usize] |= 1 << c.rank().index();
    }
    b
}

fn reference_category(cards: &[Card]) -> Category {
    Reference::new().category(cards)
}

/// A suit holds A 5 4 3 2, no six, and at least one more card: the only
/// straight flush is the wheel, and the map is not exactly `0x100f`.
fn wheel_beside_other_suited(cards: &[Card]) -> bool {
    suit_bits(cards).iter().any(|&b| {
        b & 0x100f == 0x100f && b & 0x10 == 0 && b.count_ones() >= 6 && {
            // no higher straight flush in the suit either
            (0..9).all(|i| b & (0x1f << i) != 0x1f << i)
        }
    })
}

fn quads_without_kicker(cards: &[Card]) -> bool {
    cards.len() >= 5 && reference_category(cards) == Category::FourOfAKind
}

fn full_house_without_pair_rank(cards: &[Card]) -> bool {
    reference_category(cards) == Category::FullHouse
}

fn two_trips(cards: &[Card]) -> bool {
    ranks_with_count(cards, 3) >= 2 && reference_category(cards) == Category::FullHouse
}

fn trips_without_kickers(cards: &[Card]) -> bool {
    cards.len() >= 4 && reference_category(cards) == Category::ThreeOfAKind
}

fn three_pairs(cards: &[Card]) -> bool {
    ranks_with_count(cards, 2) >= 3 && reference_category(cards) == Category::TwoPair
}

static DEVIATIONS: [Deviation; 6] = [
    Deviation {
        id: "wheel-straight-flush-beside-another-suited-card",
        sentence: "A suited A-5-4-3-2 is a straight flush only when the suit holds exactly those \
                   five cards (the code tests bitmap == 0x100f, not a mask), so with a sixth card \
                   of the suit it is called a flush.",
        kind: DeviationKind::Category,
        applies: wheel_beside_other_suited,
    },
    Deviation {
        id: "quads-without-kicker",
        sentence: "Four of a kind is returned as [FOUR_OF_A_KIND, rank] with no kicker, so hands \
                   that differ only in the kicker tie.",
        kind: DeviationKind::Order,
        applies: quads_without_kicker,
    },
    Deviation {
        id: "full-house-without-pair-rank",
        sentence: "A full house is returned as [FULL_HOUSE, trips rank] without the pair's rank, \
                   so full houses that differ only in the pair tie.",
        kind: DeviationKind::Order,
        applies: full_house_without_pair_rank,
    },
    Deviation {
        id: "two-trips-full-house-names-lower-trips",
        sentence: "With two three-of-a-kinds the ranks are scanned upwards and the first (lower) \
                   trips is reported, so e.g. threes full of deuces scores as deuces full.",
        kind: DeviationKind::Order,
        applies: two_trips,
    },
    Deviation {
        id: "trips-without-kickers",
        sentence: "Three of a kind is returned as [THREE_OF_A_KIND, rank] with no kickers, so \
                   hands that differ only in the kickers tie.",
        kind: DeviationKind::Order,
        applies: trips_without_kickers,
    },
    Deviation {
        id: "three-pairs-top-pair-twice",
        sentence: "A third pair (ranks scanned upwards) sets both pair ranks to the highest pair, \
                   so three pairs score as [TWO_PAIR, top, top, next highest card], above every \
                   real two pair with the same top pair.",
        kind: DeviationKind::Order,
        applies: three_pairs,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;
    use crate::ports::test_hands::{for_each_hand, RandomHands};

    fn godot(hand: &str) -> Vec<i64> {
        let cards = parse_cards(hand).unwrap();
        let v = GodotCheckHand.evaluate(&cards).unwrap();
        assert_eq!(v.category.index() as i64, v.strength.unwrap().parts()[0]);
        v.strength.unwrap().parts().to_vec()
    }

    // rank indices used below
    const R2: i64 = 0;
    const R3: i64 = 1;
    const R4: i64 = 2;
    const R5: i64 = 3;
    const R6: i64 = 4;
    const R7: i64 = 5;
    const R8: i64 = 6;
    const R9: i64 = 7;
    const T: i64 = 8;
    const J: i64 = 9;
    const Q: i64 = 10;
    const K: i64 = 11;
    const A: i64 = 12;

    #[test]
    fn conversion_keeps_rank_and_suit_indices() {
        let c = to_godot("As".parse().unwrap());
        assert_eq!((c.rank, c.suit), (12, SPADES));
        let c = to_godot("2c".parse().unwrap());
        assert_eq!((c.rank, c.suit), (0, CLUBS));
        assert_eq!(to_godot("7d".parse().unwrap()).suit, DIAMONDS);
        assert_eq!(to_godot("7h".parse().unwrap()).suit, HEARTS);
    }

    #[test]
    fn every_category_as_the_original_returns_it() {
        assert_eq!(godot("As Ks Qs Js Ts"), vec![STRAIGHT_FLUSH, 0x1f00]);
        assert_eq!(godot("9d 8d 7d 6d 5d 2c Ah"), vec![STRAIGHT_FLUSH, 0x00f8]);
        assert_eq!(godot("Ac 2c 3c 4c 5c"), vec![STRAIGHT_FLUSH, 0x0f]);
        assert_eq!(godot("9c 9d 9h 9s 2c 3d"), vec![FOUR_OF_A_KIND, R9]);
        assert_eq!(godot("5c 5d 5h Kc Kd"), vec![FULL_HOUSE, R5]);
        assert_eq!(godot("Ah Th 7h 4h 2h Kc Qd"), vec![FLUSH, A, T, R7, R4, R2]);
        assert_eq!(godot("9c Td Jh Qs Kc 2d 2h"), vec![STRAIGHT, 0x0f80]);
        assert_eq!(godot("Ac 2d 3h 4s 5c"), vec![STRAIGHT, 0x0f]);
        assert_eq!(godot("6c 2d 3h 4s 5c Ad"), vec![STRAIGHT, 0x1f]);
        assert_eq!(godot("Qc Qd Qh 2s 7c"), vec![THREE_OF_A_KIND, Q]);
        assert_eq!(godot("Jc Jd 4h 4s 9c 8d 2h"), vec![TWO_PAIR, J, R4, R9]);
        assert_eq!(godot("Jc Jd 4h 8s 9c"), vec![ONE_PAIR, J, R9, R8, R4]);
        assert_eq!(
            godot("Kc 3d 8h 7s 5c 2d 4h"),
            vec![HIGH_CARD, K, R8, R7, R5, R4]
        );
    }

    #[test]
    fn the_article_example_five_five_five_king_king() {
        // The article: 5 5 5 K K gives [FULL_HOUSE, RANK_5, RANK_K]. The code
        // returns only [FULL_HOUSE, RANK_5].
        assert_eq!(godot("5c 5d 5h Kc Kd"), vec![FULL_HOUSE, R5]);
    }

    #[test]
    fn fewer_than_five_cards_get_pairs_and_kickers_only() {
        assert_eq!(godot("Ac Kd"), vec![HIGH_CARD, A, K]);
        assert_eq!(godot("7c 7d"), vec![ONE_PAIR, R7]);
        assert_eq!(godot("7c 7d 2s"), vec![ONE_PAIR, R7, R2]);
        assert_eq!(godot("7c 7d 2s 2h"), vec![TWO_PAIR, R7, R2]);
        assert_eq!(godot("7c 7d 7s"), vec![THREE_OF_A_KIND, R7]);
        assert_eq!(godot("7c 7d 7s 7h"), vec![FOUR_OF_A_KIND, R7]);
        // out of domain but runs: one card
        assert_eq!(godot("3h"), vec![HIGH_CARD, R3]);
    }

    #[test]
    fn wrong_flush_for_suited_wheel_with_a_sixth_card() {
        // WRONG: straight flush (five high); the port says flush.
        assert_eq!(godot("Ah 2h 3h 4h 5h Kh"), vec![FLUSH, A, K, R5, R4, R3]);
        // exactly A5432 of the suit is right
        assert_eq!(godot("Ah 2h 3h 4h 5h Kc Kd"), vec![STRAIGHT_FLUSH, 0x0f]);
        // with the six the window finds the six-high straight flush
        assert_eq!(godot("Ah 2h 3h 4h 5h 6h"), vec![STRAIGHT_FLUSH, 0x1f]);
    }

    #[test]
    fn wrong_orders_named() {
        // quads without kicker: tie (WRONG: the king kicker should win)
        assert_eq!(godot("As Ah Ad Ac Kh"), godot("As Ah Ad Ac Qh"));
        // full house without the pair: tie (WRONG: kings full of aces wins)
        assert_eq!(godot("Ks Kh Kd 2c 2d"), godot("Ks Kh Kd Ac Ad"));
        // two trips: the lower trips is reported (WRONG: threes full)
        assert_eq!(godot("2c 2d 2h 3c 3d 3h"), vec![FULL_HOUSE, R2]);
        assert!(godot("2c 2d 2h 3c 3d 3h") < godot("3c 3d 3h 2c 2d 4s"));
        // trips without kickers: tie (WRONG: ace kicker wins)
        assert_eq!(godot("7c 7d 7h As"), godot("7c 7d 7h Ks"));
        // three pairs: both pair ranks become the top pair (WRONG order)
        assert_eq!(godot("4c 4d 3c 3d 2c 2d"), vec![TWO_PAIR, R4, R4, R3]);
        assert_eq!(godot("4c 4d 3c 3d 6h 5s"), vec![TWO_PAIR, R4, R3, R6]);
        assert!(godot("4c 4d 3c 3d 2c 2d") > godot("4c 4d 3c 3d 6h 5s"));
        // kicker of three pairs can be a single card above the second pair
        assert_eq!(godot("Kc Kd 3c 3d 2c 2d Qh"), vec![TWO_PAIR, K, K, Q]);
    }

    #[test]
    fn royal_flush_value_is_never_returned() {
        let v = godot("As Ks Qs Js Ts 9s 8s");
        assert_eq!(v, vec![STRAIGHT_FLUSH, 0x1f00]);
        assert_ne!(v[0], ROYAL_FLUSH);
    }

    #[test]
    fn trace_shows_the_path() {
        let t = GodotCheckHand
            .trace(&parse_cards("Ah 2h 3h 4h 5h Kh").unwrap())
            .unwrap();
        assert!(t.iter().any(|l| l.contains("flush suit h")), "{t:?}");
        assert!(t.iter().any(|l| l.contains("bitmap != 0x100f")), "{t:?}");
        assert_eq!(t.last().unwrap(), "returns [5, 12, 11, 3, 2, 1]");
    }

    fn check_category_claims(cards: &[Card], r: &Reference, bad: &mut usize) {
        crate::ports::test_hands::tally_category_claims(&GodotCheckHand, cards, r, bad);
    }

    #[test]
    fn category_deviations_claim_exactly_the_disagreements_up_to_five_cards() {
        let r = Reference::new();
        let mut bad = 0;
        for n in 2..=5 {
            for_each_hand(n, |cards| check_category_claims(cards, &r, &mut bad));
        }
        assert_eq!(bad, 0);
    }

    #[test]
    fn category_deviations_claim_exactly_the_disagreements_on_random_six_and_seven() {
        let r = Reference::new();
        let mut rng = RandomHands::new(4001);
        let mut bad = 0;
        for n in [6, 7] {
            for _ in 0..150_000 {
                check_category_claims(&rng.hand(n), &r, &mut bad);
            }
        }
        assert_eq!(bad, 0);
        // the suited-wheel class is rare in a sample: check one explicitly
        let hand = parse_cards("Ah 2h 3h 4h 5h Kh 9c").unwrap();
        assert!(wheel_beside_other_suited(&hand));
        check_category_claims(&hand, &r, &mut bad);
        assert_eq!(bad, 0);
    }

    #[test]
    fn order_classes_hold_on_their_examples() {
        let hands = [
            ("As Ah Ad Ac Kh", "quads-without-kicker"),
            ("Ks Kh Kd 2c 2d", "full-house-without-pair-rank"),
            (
                "2c 2d 2h 3c 3d 3h",
                "two-trips-full-house-names-lower-trips",
            ),
            ("7c 7d 7h As", "trips-without-kickers"),
            ("4c 4d 3c 3d 2c 2d", "three-pairs-top-pair-twice"),
        ];
        for (hand, id) in hands {
            let cards = parse_cards(hand).unwrap();
            let d = DEVIATIONS.iter().find(|d| d.id == id).unwrap();
            assert!((d.applies)(&cards), "{id} on {hand}");
        }
        // not claimed where nothing is merged: three cards of a kind alone,
        // four of a kind alone, a plain two pair
        for hand in ["7c 7d 7h", "7c 7d 7h 7s", "Jc Jd 4h 4s 9c 8d 2h"] {
            let cards = parse_cards(hand).unwrap();
            assert!(DEVIATIONS.iter().all(|d| !(d.applies)(&cards)), "{hand}");
        }
    }
}
