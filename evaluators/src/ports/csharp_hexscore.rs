//! `csharp-hexscore`: `handRankCalc`, a base-16 hand score from a Unity game.
//!
//! # Source
//! 対戦カードゲームをunityとc#とphotonで作りたい：取得した手札を使って役判定に持ち込む（11）
//! (tomo, 2018): the `GameControler` class's `handRankCalc`, which scores a
//! five-card hand as a `double`, and the `OnGUI` button handler, which names
//! the hand by comparing that score with powers of 16. We lift both out of
//! the Unity/Photon code (the five card indices come from room properties
//! there) and change no logic.
//!
//! # Algorithm, in our words
//! 1. For each of the five card indices: its number is index % 13 + 1,
//!    except that a remainder of 0 is the ace, 14; its suit is index / 13.
//! 2. Copy the numbers into a list, sort it ascending and reverse it (high
//!    to low). Put the numbers in a set to count the distinct ones.
//! 3. If all five suits are equal: the list 14 5 4 3 2 scores 3·16¹²; a list
//!    whose integer mean equals its middle element, with first = middle + 2
//!    and last = middle − 2, scores middle·16¹²; any other list scores
//!    l0·16⁹ + l1·16⁸ + l2·16⁷ + l3·16⁶ + l4·16⁵ (flush).
//! 4. Else, if fewer than five numbers are distinct, count `doubling`, the
//!    pairs of equal list elements (i < j): 1, one pair — find the first
//!    index where two neighbours are equal, take that number, remove every
//!    element equal to *the list element at that index* (re-read while the
//!    removal compacts the list), score pair·16⁵ + the three kickers at 16⁴,
//!    16³, 16²; 2, two pair — take the first pair's number, remove it, find
//!    the pair among the three left (index 0 or 1), remove it the same
//!    re-reading way, score high·16⁶ + low·16⁵ + kicker·16⁴; 3, three of a
//!    kind — the first index starting three equal neighbours, remove that
//!    number, score trips·16⁷ + kickers at 16⁶, 16⁵; 4, full house — same
//!    search, trips·16¹⁰ + pair·16⁹; 6, four of a kind — the first index
//!    starting four equal neighbours, quads·16¹¹ + kicker·16¹⁰; any other
//!    count returns 9.
//! 5. Else 14 5 4 3 2 scores 3·16⁸; the mean/middle test of step 3 scores
//!    middle·16⁸ (straight); anything else l0·16⁴ + l1·16³ + l2·16² +
//!    l3·16 + l4 (high card, "pig" in the game).
//! 6. `OnGUI` first says "short hand" when a card index equals the next one
//!    (cyclically, the fifth compared with the first); otherwise it names
//!    the hand by the first threshold the score exceeds: 16¹² straight
//!    flush, 16¹¹ four of a kind, 16¹⁰ full house, 16⁹ flush, 16⁸ straight,
//!    16⁷ three of a kind, 16⁶ two pair, 16⁵ one pair, 16⁴ high card; at or
//!    below 16⁴ it prints a "mistery" message asking for a bug report.
//!
//! # Encoding and conversion
//! The game's card index 0..51: suit = index / 13, and within a suit the
//! indices run ace (0), two (1), …, king (12). [`card_index`] maps a
//! [`Card`] to `suit_index * 13 + (0 for the ace, else rank_index + 1)`;
//! which suit gets which quotient does not matter, only equality is tested.
//!
//! # Scores, verdicts and exactness
//! The original computes a `double`; every score is a sum of base-16 digits
//! 2..14 at powers up to 16¹², below 15·16¹² < 2⁵³, so every one is an
//! integer that a `double` holds exactly. We compute it as an `i64`, and the
//! tests recompute it the original's way in `f64` ([`Walk::score_f64`]) and
//! check equality on all 2,598,960 hands. The verdict's category is the
//! `OnGUI` name, its strength the score ([`Strength::single`]). The
//! "mistery" branch (and `return 9`, which would land in it) would be a
//! [`Rejected::CannotRun`] naming the message, and the "short hand" branch
//! a [`Rejected::Invalid`]; the exhaustive test proves neither is reachable
//! from five distinct cards: `doubling` is always 1, 2, 3, 4 or 6, and the
//! smallest score of any hand is the high card 7 5 4 3 2, 0x75432 > 16⁴.
//!
//! # Domain
//! Five cards: `handRankCalc` loops over exactly five indices of the
//! five-element `handRank`. We hand it the cards as `handRank`: with fewer
//! than five the fifth read is out of range (an `IndexOutOfRangeException`
//! in C#), so the port rejects them ([`Rejected::CannotRun`]); with six or
//! seven it runs, silently reading only the first five in the order given.
//!
//! # Deviations from the correct answer
//! On five cards it is **correct**: every hand gets the reference's category,
//! and the score orders all 2,598,960 hands exactly as the reference does
//! (one score per reference class, strictly increasing; checked
//! exhaustively). Its odd details are harmless there: the mean/middle
//! straight test only sees five distinct numbers, so it is exact; the
//! removal that re-reads `list[pairIndex]` while compacting sees that slot
//! overwritten by the next kicker, which is larger than everything after it.
//! Out of its domain (six or seven cards, see [`CsharpHexscore::deviations`];
//! the unit tests check the classes on random hands, and a one-off
//! release-mode sweep over every 6- and 7-card hand, each in one shuffled
//! order, found them exact):
//! - the category of the first five cards given, not of the best five:
//!   `2c 3d 4h 5s 7c 7d` → high card (right: one pair);
//! - with the same category, the first five's score, so the hand is
//!   misplaced among hands of its size unless its first five are a best
//!   five: `2c 2d 3h 4s 5c Ac` → one pair 2 with 5 4 3 (right: one pair 2
//!   with A 5 4).

use crate::card::{Card, Rank};
use crate::category::Category;
use crate::evaluator::EvaluatorInfo;
use crate::evaluator::{Deviation, DeviationKind, Domain, Evaluator, Rejected, Strength, Verdict};
use crate::reference::Reference;

/// The game's card index of `card`: suit * 13 + (ace 0, two 1, …, king 12).
pub fn card_index(card: Card) -> i32 {
    let within_suit = match card.rank() {
        Rank::Ace => 0,
        r => r.index() as i32 + 1,
    };
    card.suit().index() as i32 * 13 + within_suit
}

/// A `List<int>` of at most five elements, with the parts of its behaviour
/// the original relies on: a range-checked indexer and `RemoveAll`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct List {
    items: [i32; 5],
    len: usize,
}

impl List {
    /// `list[i]`; out of range would throw in C# (unreachable here: the
    /// exhaustive test runs every five-card hand).
    fn at(&self, i: usize) -> i32 {
        assert!(
            i < self.len,
            "List index {i} out of range (size {})",
            self.len
        );
        self.items[i]
    }

    /// `RemoveAll` as .NET and Mono implement it: one pass that finds the
    /// first element to remove, then copies each kept element down into the
    /// first free slot. The predicate sees the list as it is mid-pass, so a
    /// predicate that reads `list[k]` may see a slot already overwritten.
    fn remove_all(&mut self, matches: impl Fn(&List, i32) -> bool) {
        let size = self.len;
        let mut free = 0;
        while free < size && !matches(self, self.items[free]) {
            free += 1;
        }
        if free >= size {
            return;
        }
        let mut current = free + 1;
        while current < size {
            while current < size && matches(self, self.items[current]) {
                current += 1;
            }
            if current < size {
                self.items[free] = self.items[current];
                free += 1;
                current += 1;
            }
        }
        self.items[free..size].fill(0);
        self.len = free;
    }
}

/// Which return of `handRankCalc` fired.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Branch {
    /// All five suits equal and the list is 14 5 4 3 2: 3·16¹².
    WeakStraightFlush,
    /// All five suits equal and the mean/middle straight test holds:
    /// middle·16¹².
    StrongStraightFlush,
    /// All five suits equal, no straight: the five numbers at 16⁹ down to 16⁵.
    Flush,
    /// `doubling` 1: pair·16⁵ and the three kickers at 16⁴, 16³, 16².
    OnePair,
    /// `doubling` 2: high pair·16⁶ + low pair·16⁵ + kicker·16⁴.
    TwoPair,
    /// `doubling` 3: trips·16⁷ and the two kickers at 16⁶, 16⁵.
    ThreeOfAKind,
    /// `doubling` 4: trips·16¹⁰ + pair·16⁹.
    FullHouse,
    /// `doubling` 6: quads·16¹¹ + kicker·16¹⁰.
    FourOfAKind,
    /// `doubling` outside 1, 2, 3, 4, 6: returns 9.
    OtherDoubling,
    /// Five distinct numbers, not all one suit, and the list is 14 5 4 3 2:
    /// 3·16⁸.
    WeakStraight,
    /// Five distinct numbers, not all one suit, and the mean/middle straight
    /// test holds: middle·16⁸.
    StrongStraight,
    /// Anything else: the five numbers at 16⁴ down to 16⁰ (high card, "pig" in
    /// the game).
    Pig,
}

/// The path `handRankCalc` took on one hand.
#[derive(Clone, Debug)]
pub struct Walk {
    /// The five card indices read (`handRank`).
    pub indices: [i32; 5],
    /// `handNumber`: 2..14, ace 14.
    pub numbers: [i32; 5],
    /// `handSuite`: index / 13.
    pub suits: [i32; 5],
    /// The list sorted and reversed (high to low), before any removal.
    pub list: [i32; 5],
    /// `pairChecker.Count`.
    pub distinct: usize,
    /// `doubling`, when counted.
    pub doubling: Option<i32>,
    /// Which return fired.
    pub branch: Branch,
    /// The score's terms as (digit, power of 16), in the original's order.
    pub terms: Vec<(i32, u32)>,
    /// The score, exact.
    pub score: i64,
}

impl Walk {
    /// The score computed the original's way, in `double` arithmetic, left
    /// to right with `Math.Pow(16, k)` factors.
    pub fn score_f64(&self) -> f64 {
        if self.branch == Branch::OtherDoubling {
            return 9.0;
        }
        self.terms.iter().fold(0.0, |acc, &(digit, power)| {
            acc + f64::from(digit) * 16f64.powi(power as i32)
        })
    }
}

const fn pow16(k: u32) -> i64 {
    1i64 << (4 * k)
}

/// Runs `handRankCalc` on the first five of `cards` (the caller makes sure
/// there are at least five).
pub fn hand_rank_calc(cards: &[Card]) -> Walk {
    let mut indices = [0i32; 5];
    for (slot, &c) in indices.iter_mut().zip(&cards[..5]) {
        *slot = card_index(c);
    }
    let numbers = indices.map(|i| if i % 13 != 0 { i % 13 + 1 } else { 14 });
    let suits = indices.map(|i| i / 13);
    let mut sorted = numbers;
    sorted.sort_unstable();
    sorted.reverse();
    let mut list = List {
        items: sorted,
        len: 5,
    };
    let distinct = {
        let mut d = numbers;
        d.sort_unstable();
        1 + d.windows(2).filter(|w| w[0] != w[1]).count()
    };
    let l = sorted;
    let weak = l == [14, 5, 4, 3, 2];
    let strong =
        (l[0] + l[1] + l[2] + l[3] + l[4]) / 5 == l[2] && l[2] - 2 == l[4] && l[2] + 2 == l[0];
    let mut doubling = None;
    let (branch, terms): (Branch, Vec<(i32, u32)>) = if suits.iter().all(|&s| s == suits[0]) {
        if weak {
            (Branch::WeakStraightFlush, vec![(3, 12)])
        } else if strong {
            (Branch::StrongStraightFlush, vec![(l[2], 12)])
        } else {
            (
                Branch::Flush,
                vec![(l[0], 9), (l[1], 8), (l[2], 7), (l[3], 6), (l[4], 5)],
            )
        }
    } else if distinct < 5 {
        let mut d = 0;
        for i in 0..5 {
            for j in i + 1..5 {
                if l[i] == l[j] {
                    d += 1;
                }
            }
        }
        doubling = Some(d);
        match d {
            1 => {
                let mut pair_index = 0;
                for z in 0..4 {
                    if list.at(z) == list.at(z + 1) {
                        break;
                    }
                    pair_index += 1;
                }
                let pair = list.at(pair_index);
                list.remove_all(|now, p| p == now.at(pair_index));
                (
                    Branch::OnePair,
                    vec![(pair, 5), (list.at(0), 4), (list.at(1), 3), (list.at(2), 2)],
                )
            }
            2 => {
                let mut index_a = 0;
                for m in 0..4 {
                    if list.at(m) == list.at(m + 1) {
                        break;
                    }
                    index_a += 1;
                }
                let high = list.at(index_a);
                list.remove_all(|_, p| p == high);
                let mut index_b = 0;
                for n in 0..2 {
                    if list.at(n) == list.at(n + 1) {
                        break;
                    }
                    index_b += 1;
                }
                let low = list.at(index_b);
                list.remove_all(|now, p| p == now.at(index_b));
                (Branch::TwoPair, vec![(high, 6), (low, 5), (list.at(0), 4)])
            }
            3 | 4 => {
                let mut index_a = 0;
                for m in 0..4 {
                    if list.at(m) == list.at(m + 1) && list.at(m + 1) == list.at(m + 2) {
                        break;
                    }
                    index_a += 1;
                }
                let trips = list.at(index_a);
                list.remove_all(|_, p| p == trips);
                if d == 3 {
                    (
                        Branch::ThreeOfAKind,
                        vec![(trips, 7), (list.at(0), 6), (list.at(1), 5)],
                    )
                } else {
                    (Branch::FullHouse, vec![(trips, 10), (list.at(0), 9)])
                }
            }
            6 => {
                let mut index_a = 0;
                for m in 0..4 {
                    if list.at(m) == list.at(m + 1)
                        && list.at(m + 1) == list.at(m + 2)
                        && list.at(m + 2) == list.at(m + 3)
                    {
                        break;
                    }
                    index_a += 1;
                }
                let quads = list.at(index_a);
                list.remove_all(|_, p| p == quads);
                (Branch::FourOfAKind, vec![(quads, 11), (list.at(0), 10)])
            }
            _ => (Branch::OtherDoubling, vec![]),
        }
    } else if weak {
        (Branch::WeakStraight, vec![(3, 8)])
    } else if strong {
        (Branch::StrongStraight, vec![(l[2], 8)])
    } else {
        (
            Branch::Pig,
            vec![(l[0], 4), (l[1], 3), (l[2], 2), (l[3], 1), (l[4], 0)],
        )
    };
    let score = if branch == Branch::OtherDoubling {
        9
    } else {
        terms
            .iter()
            .map(|&(digit, power)| i64::from(digit) * pow16(power))
            .sum()
    };
    Walk {
        indices,
        numbers,
        suits,
        list: sorted,
        distinct,
        doubling,
        branch,
        terms,
        score,
    }
}

/// `OnGUI`'s name for a score: the first power of 16 it exceeds, from 16¹²
/// down to 16⁴; `None` for the "mistery" message.
pub fn category_of_score(score: i64) -> Option<Category> {
    const BY_THRESHOLD: [(u32, Category); 9] = [
        (12, Category::StraightFlush),
        (11, Category::FourOfAKind),
        (10, Category::FullHouse),
        (9, Category::Flush),
        (8, Category::Straight),
        (7, Category::ThreeOfAKind),
        (6, Category::TwoPair),
        (5, Category::OnePair),
        (4, Category::HighCard),
    ];
    BY_THRESHOLD
        .iter()
        .find(|&&(k, _)| score > pow16(k))
        .map(|&(_, c)| c)
}

/// `OnGUI`'s duplicate check on the five indices: each equal to the next,
/// cyclically.
fn short_hand(indices: &[i32; 5]) -> bool {
    (0..5).any(|k| indices[k] == indices[(k + 1) % 5])
}

/// `handRankCalc` with `OnGUI`'s naming.
#[derive(Clone, Copy, Debug, Default)]
pub struct CsharpHexscore;

static INFO: EvaluatorInfo = EvaluatorInfo::holdem(
    "csharp-hexscore",
    Domain::exactly(5),
    true,
    "the base-16 score (a double, exact integer), category by OnGUI's 16^k thresholds",
    "対戦カードゲームをunityとc#とphotonで作りたい：取得した手札を使って役判定に持ち込む（11）",
);

impl Evaluator for CsharpHexscore {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        if cards.len() < 5 {
            return Err(Rejected::CannotRun(format!(
                "{} cards: handRankCalc reads handRank[0..5], index {} is out of range",
                cards.len(),
                cards.len()
            )));
        }
        let walk = hand_rank_calc(cards);
        if short_hand(&walk.indices) {
            return Err(Rejected::Invalid(
                "a card index equals the next one: the game says \"short hand\"".into(),
            ));
        }
        match category_of_score(walk.score) {
            Some(category) => Ok(Verdict::new(category, Some(Strength::single(walk.score)))),
            None => Err(Rejected::CannotRun(format!(
                "score {} is not above 16^4: the game says \"You are mistery, report this bug\"",
                walk.score
            ))),
        }
    }
    fn deviations(&self) -> &[Deviation] {
        DEVIATIONS
    }
    fn trace(&self, cards: &[Card]) -> Option<Vec<String>> {
        if cards.len() < 5 {
            return Some(vec![format!(
                "{} cards: handRank[{}] is out of range, the program cannot run",
                cards.len(),
                cards.len()
            )]);
        }
        let w = hand_rank_calc(cards);
        let mut t = Vec::new();
        if cards.len() > 5 {
            t.push(format!(
                "reads only the first five of {} cards",
                cards.len()
            ));
        }
        t.push(format!("handRank (card indices): {:?}", w.indices));
        t.push(format!("handNumber (ace = 14): {:?}", w.numbers));
        t.push(format!("handSuite: {:?}", w.suits));
        t.push(format!("list sorted and reversed: {:?}", w.list));
        t.push(format!(
            "all suits equal: {}; pairChecker.Count = {}",
            w.suits.iter().all(|&s| s == w.suits[0]),
            w.distinct
        ));
        if let Some(d) = w.doubling {
            t.push(format!("doubling = {d}"));
        }
        t.push(format!("branch: {:?}", w.branch));
        let terms: Vec<String> = w
            .terms
            .iter()
            .map(|&(d, p)| format!("{d}·16^{p}"))
            .collect();
        t.push(format!(
            "score = {} = {:#x} = {}",
            if terms.is_empty() {
                "9".to_string()
            } else {
                terms.join(" + ")
            },
            w.score,
            w.score
        ));
        t.push(match category_of_score(w.score) {
            Some(c) => format!("OnGUI: {}", c.name()),
            None => "OnGUI: not above 16^4, \"mistery\"".to_string(),
        });
        Some(t)
    }
}

// ---- deviation classes -------------------------------------------------

fn first_five_category_differs(cards: &[Card]) -> bool {
    let r = Reference::new();
    cards.len() > 5 && r.category(&cards[..5]) != r.category(cards)
}

fn first_five_not_a_best_five(cards: &[Card]) -> bool {
    let r = Reference::new();
    cards.len() > 5
        && r.category(&cards[..5]) == r.category(cards)
        && r.strength(&cards[..5]) != r.strength(cards)
}

static DEVIATIONS: &[Deviation] = &[
    Deviation {
        id: "first-five-category",
        sentence: "Six or seven cards get the category of their first five cards in the order \
                   given, not of the best five (`2c 3d 4h 5s 7c 7d` is high card).",
        kind: DeviationKind::Category,
        applies: first_five_category_differs,
    },
    Deviation {
        id: "first-five-score",
        sentence: "Six or seven cards whose first five are of the right category but not a best \
                   five get the first five's score, misplacing the hand among hands of its size \
                   (`2c 2d 3h 4s 5c Ac` scores a pair of twos with 5 4 3, not A 5 4).",
        kind: DeviationKind::Order,
        applies: first_five_not_a_best_five,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{format_cards, parse_hand};
    use crate::combinations::Combinations;
    use crate::ports::test_hands::RandomHands;

    fn verdict(hand: &str) -> Verdict {
        CsharpHexscore.evaluate(&parse_hand(hand).unwrap()).unwrap()
    }
    fn score(hand: &str) -> i64 {
        verdict(hand).strength.unwrap().parts()[0]
    }

    #[test]
    fn conversion_matches_the_games_indexing() {
        let idx = |s: &str| card_index(parse_hand(s).unwrap()[0]);
        let w = hand_rank_calc(&parse_hand("Ac 2c Kc Ts 9d").unwrap());
        assert_eq!(
            w.indices,
            [idx("Ac"), idx("2c"), idx("Kc"), idx("Ts"), idx("9d")]
        );
        assert_eq!(w.numbers, [14, 2, 13, 10, 9]);
        assert_eq!(w.suits[0], w.suits[1]);
        assert_ne!(w.suits[3], w.suits[4]);
        let mut all: Vec<i32> = Card::all().map(card_index).collect();
        all.sort_unstable();
        assert_eq!(all, (0..52).collect::<Vec<_>>());
    }

    #[test]
    fn every_category_with_its_hex_score() {
        assert_eq!(score("As Ks Qs Js Ts"), 0xc * pow16(12));
        assert_eq!(score("5h 4h 3h 2h Ah"), 3 * pow16(12));
        assert_eq!(score("6h 5h 4h 3h 2h"), 4 * pow16(12));
        assert_eq!(score("7c 7d 7h 7s 2c"), 0x72 * pow16(10));
        assert_eq!(score("7c 7d 7h 2s 2c"), 0x72 * pow16(9));
        assert_eq!(score("2h 7h 9h Jh Kh"), 0xdb972 * pow16(5));
        assert_eq!(score("Ah 2d 3c 4s 5h"), 3 * pow16(8));
        assert_eq!(score("Th Jd Qc Ks Ah"), 0xc * pow16(8));
        assert_eq!(score("7c 7d 7h 2s 3c"), 0x732 * pow16(5));
        assert_eq!(score("7c 7d 2h 2s 3c"), 0x723 * pow16(4));
        assert_eq!(score("7c 7d 2h 4s 3c"), 0x7432 * pow16(2));
        assert_eq!(score("7c 9d 2h 4s 3c"), 0x97432);
        let cats: Vec<Category> = [
            "7c 9d 2h 4s 3c",
            "7c 7d 2h 4s 3c",
            "7c 7d 2h 2s 3c",
            "7c 7d 7h 2s 3c",
            "Ah 2d 3c 4s 5h",
            "2h 7h 9h Jh Kh",
            "7c 7d 7h 2s 2c",
            "7c 7d 7h 7s 2c",
            "As Ks Qs Js Ts",
        ]
        .iter()
        .map(|h| verdict(h).category)
        .collect();
        assert_eq!(cats, Category::ALL);
    }

    #[test]
    fn remove_all_re_reads_the_slot_it_overwrites() {
        // One pair in the middle: K Q Q 5 3. RemoveAll keeps K, drops both
        // queens, then writes 5 into slot 1 (pairIndex); later elements are
        // compared with 5, not Q. Nothing smaller than 5 equals it, so the
        // kickers stay K 5 3.
        let mut list = List {
            items: [13, 12, 12, 5, 3],
            len: 5,
        };
        list.remove_all(|now, p| p == now.at(1));
        assert_eq!(&list.items[..list.len], &[13, 5, 3]);
        // Were a later element equal to the overwritten value it would go
        // too: this is what the original's predicate would do on K Q Q 5 5.
        let mut list = List {
            items: [13, 12, 12, 5, 5],
            len: 5,
        };
        list.remove_all(|now, p| p == now.at(1));
        assert_eq!(&list.items[..list.len], &[13, 5]);
        assert_eq!(score("Kc Qd Qh 5s 3c"), 0xcd53 * pow16(2));
    }

    #[test]
    fn fewer_than_five_cards_cannot_run() {
        for hand in ["As", "As Ks", "As Ks Qs", "As Ks Qs Js"] {
            let err = CsharpHexscore.evaluate(&parse_hand(hand).unwrap());
            assert!(
                matches!(err, Err(Rejected::CannotRun(_))),
                "{hand}: {err:?}"
            );
        }
    }

    #[test]
    fn seven_cards_read_only_the_first_five_out_of_domain() {
        let v = verdict("2c 3d 4h 5s 7c 7d 7h");
        assert_eq!(v.category, Category::HighCard);
        assert_eq!(v.strength.unwrap().parts()[0], 0x75432);
        assert_eq!(
            verdict("7c 7d 7h 2c 3d 4h 5s").category,
            Category::ThreeOfAKind
        );
        assert_eq!(verdict("2c 3d 4h 5s 7c 7d").category, Category::HighCard);
        assert_eq!(score("2c 2d 3h 4s 5c Ac"), 0x2543 * pow16(2));
        assert_eq!(score("2c 2d Ac 3h 4s 5c"), 0x2e43 * pow16(2));
    }

    /// Every five-card hand: the category is the reference's, the score is
    /// a function of the reference class and strictly increasing with it,
    /// the `double` computation is exact, and no deviation class claims it.
    #[test]
    fn five_cards_are_all_correct_in_category_and_order() {
        let reference = Reference::new();
        let cards: Vec<Card> = Card::all().collect();
        let mut score_of_class = vec![-1i64; 1 << 16];
        let mut combos = Combinations::new(52, 5);
        let mut hand = [cards[0]; 5];
        let mut n = 0;
        let mut lowest = i64::MAX;
        while let Some(ix) = combos.next() {
            for (slot, &i) in hand.iter_mut().zip(ix) {
                *slot = cards[i];
            }
            let w = hand_rank_calc(&hand);
            assert!(w.score < 1 << 53);
            assert_eq!(w.score_f64(), w.score as f64, "{}", format_cards(&hand));
            let v = CsharpHexscore.evaluate(&hand).unwrap();
            let class = reference.strength(&hand);
            assert_eq!(v.category, crate::reference::category_of(class));
            let slot = &mut score_of_class[class as usize];
            assert!(*slot == -1 || *slot == w.score, "{}", format_cards(&hand));
            *slot = w.score;
            lowest = lowest.min(w.score);
            assert!(DEVIATIONS.iter().all(|d| !(d.applies)(&hand)));
            n += 1;
        }
        assert_eq!(n, 2_598_960);
        assert_eq!(lowest, 0x75432);
        let scores: Vec<i64> = score_of_class.into_iter().filter(|&s| s >= 0).collect();
        assert_eq!(scores.len(), 7462);
        assert!(scores.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn deviation_classes_are_exact_on_sampled_six_and_seven_cards() {
        let reference = Reference::new();
        // The score each reference class gets on five cards.
        let cards: Vec<Card> = Card::all().collect();
        let mut score_of_class = vec![-1i64; 1 << 16];
        let mut combos = Combinations::new(52, 5);
        while let Some(ix) = combos.next() {
            let hand: [Card; 5] = std::array::from_fn(|k| cards[ix[k]]);
            let class = reference.strength(&hand) as usize;
            if score_of_class[class] < 0 {
                score_of_class[class] = hand_rank_calc(&hand).score;
            }
        }
        let mut rng = RandomHands::new(0x5eed_0005);
        let mut hits = [0usize; 2];
        let mut samples: Vec<Vec<Card>> = (0..60_000)
            .flat_map(|_| [rng.hand(6), rng.hand(7)])
            .collect();
        samples.push(parse_hand("2c 3d 4h 5s 7c 7d").unwrap());
        samples.push(parse_hand("2c 2d 3h 4s 5c Ac").unwrap());
        for hand in &samples {
            let v = CsharpHexscore.evaluate(hand).unwrap();
            let wrong_category = v.category != reference.category(hand);
            let wrong_place = !wrong_category
                && v.strength.unwrap().parts()[0]
                    != score_of_class[reference.strength(hand) as usize];
            let claims: Vec<DeviationKind> = DEVIATIONS
                .iter()
                .filter(|d| (d.applies)(hand))
                .map(|d| d.kind)
                .collect();
            let hand_s = format_cards(hand);
            match (wrong_category, wrong_place) {
                (true, _) => assert_eq!(claims, [DeviationKind::Category], "{hand_s}"),
                (false, true) => assert_eq!(claims, [DeviationKind::Order], "{hand_s}"),
                (false, false) => assert!(claims.is_empty(), "{hand_s}: {claims:?}"),
            }
            hits[0] += usize::from(wrong_category);
            hits[1] += usize::from(wrong_place);
        }
        assert!(hits[0] > 0 && hits[1] > 0, "{hits:?}");

        // The lift scores the best five: right category and right place.
        let lift = crate::lift::Lift::new(std::sync::Arc::new(CsharpHexscore));
        assert_eq!(lift.name(), "csharp-hexscore+lift");
        assert!(crate::registry::by_name("csharp-hexscore+lift").is_some());
        for hand in samples.iter().step_by(40) {
            let v = lift.evaluate(hand).unwrap();
            let class = reference.strength(hand);
            assert_eq!(v.category, crate::reference::category_of(class));
            assert_eq!(
                v.strength.unwrap().parts()[0],
                score_of_class[class as usize]
            );
        }
    }

    #[test]
    fn trace_shows_branch_and_hex_score() {
        let t = CsharpHexscore
            .trace(&parse_hand("7c 7d 2h 2s 3c").unwrap())
            .unwrap();
        assert!(t.iter().any(|l| l == "doubling = 2"), "{t:?}");
        assert!(t.iter().any(|l| l.contains("0x7230000")), "{t:?}");
        assert_eq!(t.last().unwrap(), "OnGUI: two pair");
    }
}
