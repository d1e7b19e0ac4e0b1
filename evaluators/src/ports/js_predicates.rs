//! `js-naive` and `js-per-suit`: the JavaScript predicate-per-hand judge.
//!
//! # Source
//! 「ポーカーの役判定　最終回 - 日本だんでぃ協会」 (seed 002), the last chapter
//! of a series that writes one `IsXxx(targetCards)` function per hand.
//!
//! # Encoding
//! The article's cards are objects `{ Mark, Number }`: `Mark` is one of
//! `"Spade"`, `"Heart"`, `"Dia"`, `"Club"` (the keys of its per-suit buckets)
//! and `Number` is 1..13 with the ace as 1. [`to_js`] converts: the ace to 1,
//! every other rank to its face value (deuce 2 … king 13), the suit to its
//! mark.
//!
//! # Algorithm (in our words)
//! The predicates are tried from the strongest hand down and the first one
//! that holds names the hand: royal flush, straight flush, four of a kind,
//! full house, flush, straight, three of a kind, two pair, one pair, else
//! high card. Only the category is produced (no score), and a royal flush is
//! reported as the straight flush it is.
//!
//! The two variants differ only in `IsStraightFlush`:
//! - `js-naive`, the article's first attempt: a straight over all the cards
//!   and a flush over all the cards. The article itself shows why this is
//!   wrong on seven cards (a straight and a flush made of different cards).
//! - `js-per-suit`, the article's final version: put the cards into one
//!   bucket per mark; a bucket with five or more cards that passes
//!   `IsStraight` is a straight flush.
//!
//! `IsRoyalFlush` is the article's last function: keep the cards numbered 1
//! or 10 and above, and ask `IsStraightFlush` about them. For `js-per-suit`
//! that is the per-suit test. The naive variant predates the royal chapter;
//! we give it the same `IsRoyalFlush` calling the naive `IsStraightFlush`
//! (the article defines the royal test in terms of whatever straight-flush
//! test exists). It makes no difference to the answer: among cards numbered
//! 10, J, Q, K, A, five of one mark are exactly a royal flush, and any royal
//! flush is also caught by either straight-flush test.
//!
//! # Reconstructed
//! `IsStraight`, `IsFlush` and the pair predicates come from earlier chapters
//! that we do not have; the article says they were finished and correct.
//! They are written here once, shared by both variants, in the same
//! one-predicate-per-hand style, correct for 5 to 7 cards:
//! - `IsFlush`: some mark has five or more cards.
//! - `IsStraight`: mark which numbers occur; five consecutive numbers from
//!   1-2-3-4-5 up to 9-10-J-Q-K, or 10-J-Q-K-1 (the ace above the king).
//!   It must accept 10-J-Q-K-A with the ace as 1: the royal test relies on it.
//! - `IsFourOfAKind`: some number four times; `IsFullHouse`: some number
//!   three times and another number at least twice; `IsThreeOfAKind`: some
//!   number three or more times; `IsTwoPair`: two numbers at least twice each;
//!   `IsOnePair`: some number at least twice. ("At least", because they are
//!   only asked after every stronger predicate has failed.)
//!
//! # Domain
//! 5 to 7 cards. On fewer cards the algorithm still runs (no five cards can
//! make a straight or flush, so only the pair predicates can hold).
//!
//! # Deviations from the correct answer
//! Found by comparing with the reference over every hand of 1 to 7 cards (a
//! release-mode scratch run; `cargo test` checks every 5-card hand and random
//! 6- and 7-card hands).
//! - `js-naive`, `straight-and-flush-from-different-cards` (category): a hand
//!   with a straight and a flush that share too few cards is called a
//!   straight flush. Minimal (six cards): `9h 8h 7h 6c 5h 2h` → straight
//!   flush; right: flush (the article's own example has seven:
//!   `9h 8h 7h 6c 5h Kh 2h`). 4,152 six-card and 232,668 seven-card hands;
//!   none of five cards or fewer.
//! - `js-per-suit`: none; with our reconstructed predicates it gives the
//!   reference's category on every hand of 1 to 7 cards.

use crate::card::{Card, Suit};
use crate::category::Category;
use crate::evaluator::EvaluatorInfo;
use crate::evaluator::{Deviation, DeviationKind, Domain, Evaluator, Rejected, Verdict};
use crate::reference::Reference;

/// The article's `Mark` values, in the order of its bucket object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// `"Spade"`: our spades.
    Spade,
    /// `"Heart"`: our hearts.
    Heart,
    /// `"Dia"`: our diamonds.
    Dia,
    /// `"Club"`: our clubs.
    Club,
}

impl Mark {
    const ALL: [Mark; 4] = [Mark::Spade, Mark::Heart, Mark::Dia, Mark::Club];
}

/// A card as the article stores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JsCard {
    /// The suit, as the article names it.
    pub mark: Mark,
    /// 1 (ace), 2 … 13 (king).
    pub number: u8,
}

/// The conversion from our [`Card`]: ace → 1, other ranks → face value;
/// suit → mark.
pub fn to_js(card: Card) -> JsCard {
    let value = card.rank().value(); // 2..=14
    JsCard {
        mark: match card.suit() {
            Suit::Spades => Mark::Spade,
            Suit::Hearts => Mark::Heart,
            Suit::Diamonds => Mark::Dia,
            Suit::Clubs => Mark::Club,
        },
        number: if value == 14 { 1 } else { value },
    }
}

/// How many cards carry each number (index 1..=13; index 0 unused).
fn number_counts(cards: &[JsCard]) -> [u8; 14] {
    let mut c = [0u8; 14];
    for card in cards {
        c[card.number as usize] += 1;
    }
    c
}

/// Reconstructed: some mark has five or more cards.
pub fn is_flush(cards: &[JsCard]) -> bool {
    Mark::ALL
        .iter()
        .any(|&m| cards.iter().filter(|c| c.mark == m).count() >= 5)
}

/// Reconstructed: five consecutive numbers, the ace counting as 1 and also
/// above the king.
pub fn is_straight(cards: &[JsCard]) -> bool {
    let counts = number_counts(cards);
    let has = |n: usize| counts[if n == 14 { 1 } else { n }] > 0;
    (1..=10).any(|low| (low..low + 5).all(has))
}

/// Reconstructed: some number four times.
pub fn is_four_of_a_kind(cards: &[JsCard]) -> bool {
    number_counts(cards).iter().any(|&c| c >= 4)
}

/// Reconstructed: some number three times and another at least twice.
pub fn is_full_house(cards: &[JsCard]) -> bool {
    let counts = number_counts(cards);
    (1..=13).any(|t| counts[t] >= 3 && (1..=13).any(|p| p != t && counts[p] >= 2))
}

/// Reconstructed: some number three or more times.
pub fn is_three_of_a_kind(cards: &[JsCard]) -> bool {
    number_counts(cards).iter().any(|&c| c >= 3)
}

/// Reconstructed: two numbers at least twice each.
pub fn is_two_pair(cards: &[JsCard]) -> bool {
    number_counts(cards).iter().filter(|&&c| c >= 2).count() >= 2
}

/// Reconstructed: some number at least twice.
pub fn is_one_pair(cards: &[JsCard]) -> bool {
    number_counts(cards).iter().any(|&c| c >= 2)
}

/// The article's first `IsStraightFlush`: a straight and a flush, each over
/// all the cards.
pub fn is_straight_flush_naive(cards: &[JsCard]) -> bool {
    is_straight(cards) && is_flush(cards)
}

/// The article's final `IsStraightFlush`: one bucket per mark; a bucket of
/// five or more that is a straight.
pub fn is_straight_flush_per_suit(cards: &[JsCard]) -> bool {
    let mut flag = false;
    for m in Mark::ALL {
        let bucket: Vec<JsCard> = cards.iter().copied().filter(|c| c.mark == m).collect();
        if bucket.len() >= 5 && is_straight(&bucket) {
            flag = true;
        }
    }
    flag
}

/// The article's `IsRoyalFlush`: drop the cards numbered 2..9, then ask the
/// given straight-flush test about the rest.
pub fn is_royal_flush(cards: &[JsCard], straight_flush: fn(&[JsCard]) -> bool) -> bool {
    let high: Vec<JsCard> = cards
        .iter()
        .copied()
        .filter(|c| !(c.number <= 9 && c.number != 1))
        .collect();
    straight_flush(&high)
}

/// One of the article's `IsXxx(targetCards)` functions.
type Predicate<'a> = &'a dyn Fn(&[JsCard]) -> bool;

/// Tries the predicates from the strongest down; returns the category and,
/// when tracing, which predicates were asked.
fn classify(
    cards: &[Card],
    straight_flush: fn(&[JsCard]) -> bool,
    mut log: Option<&mut Vec<String>>,
) -> Category {
    let js: Vec<JsCard> = cards.iter().map(|&c| to_js(c)).collect();
    let checks: [(&str, Predicate, Category); 9] = [
        (
            "IsRoyalFlush",
            &|c| is_royal_flush(c, straight_flush),
            Category::StraightFlush,
        ),
        ("IsStraightFlush", &straight_flush, Category::StraightFlush),
        ("IsFourOfAKind", &is_four_of_a_kind, Category::FourOfAKind),
        ("IsFullHouse", &is_full_house, Category::FullHouse),
        ("IsFlush", &is_flush, Category::Flush),
        ("IsStraight", &is_straight, Category::Straight),
        (
            "IsThreeOfAKind",
            &is_three_of_a_kind,
            Category::ThreeOfAKind,
        ),
        ("IsTwoPair", &is_two_pair, Category::TwoPair),
        ("IsOnePair", &is_one_pair, Category::OnePair),
    ];
    if let Some(lines) = log.as_deref_mut() {
        let cards: Vec<String> = js
            .iter()
            .map(|c| format!("{:?}{}", c.mark, c.number))
            .collect();
        lines.push(format!("cards (Mark, Number): {}", cards.join(" ")));
    }
    for (name, predicate, category) in checks {
        let holds = predicate(&js);
        if let Some(lines) = log.as_deref_mut() {
            lines.push(format!("{name}: {holds}"));
        }
        if holds {
            return category;
        }
    }
    if let Some(lines) = log {
        lines.push("nothing holds: high card".into());
    }
    Category::HighCard
}

fn trace_lines(
    cards: &[Card],
    straight_flush: fn(&[JsCard]) -> bool,
    show_buckets: bool,
) -> Vec<String> {
    let mut lines = Vec::new();
    if show_buckets {
        let js: Vec<JsCard> = cards.iter().map(|&c| to_js(c)).collect();
        for m in Mark::ALL {
            let bucket: Vec<JsCard> = js.iter().copied().filter(|c| c.mark == m).collect();
            let numbers: Vec<u8> = bucket.iter().map(|c| c.number).collect();
            lines.push(format!(
                "bucket {m:?}: {numbers:?} (five or more: {}, IsStraight: {})",
                bucket.len() >= 5,
                is_straight(&bucket)
            ));
        }
    }
    let category = classify(cards, straight_flush, Some(&mut lines));
    lines.push(format!("returns {}", category.token()));
    lines
}

const SOURCE: &str = "ポーカーの役判定　最終回 - 日本だんでぃ協会";
const RETURNS: &str = "the category only (the first predicate, strongest first, that holds)";

/// `js-naive`: straight flush = straight over all cards and flush over all.
pub struct JsNaive;

static INFO_NAIVE: EvaluatorInfo =
    EvaluatorInfo::holdem("js-naive", Domain::range(5, 7), false, RETURNS, SOURCE);

impl Evaluator for JsNaive {
    fn info(&self) -> &EvaluatorInfo {
        &INFO_NAIVE
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        Ok(Verdict::new(
            classify(cards, is_straight_flush_naive, None),
            None,
        ))
    }
    fn deviations(&self) -> &[Deviation] {
        &NAIVE_DEVIATIONS
    }
    fn trace(&self, cards: &[Card]) -> Option<Vec<String>> {
        Some(trace_lines(cards, is_straight_flush_naive, false))
    }
}

/// `js-per-suit`: straight flush = a straight within one mark's cards.
pub struct JsPerSuit;

static INFO_PER_SUIT: EvaluatorInfo =
    EvaluatorInfo::holdem("js-per-suit", Domain::range(5, 7), false, RETURNS, SOURCE);

impl Evaluator for JsPerSuit {
    fn info(&self) -> &EvaluatorInfo {
        &INFO_PER_SUIT
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        Ok(Verdict::new(
            classify(cards, is_straight_flush_per_suit, None),
            None,
        ))
    }
    fn trace(&self, cards: &[Card]) -> Option<Vec<String>> {
        Some(trace_lines(cards, is_straight_flush_per_suit, true))
    }
}

/// The ranks (any suit) hold five in a row, the ace high or low; and the
/// reference calls the hand a flush (so the straight and the flush are not
/// the same five cards).
fn straight_and_flush_apart(cards: &[Card]) -> bool {
    let mut bits = 0u16;
    for c in cards {
        bits |= 1 << c.rank().index();
    }
    let has_run = (0..9).any(|i| bits & (0x1f << i) == 0x1f << i) || bits & 0x100f == 0x100f;
    has_run && Reference::new().category(cards) == Category::Flush
}

static NAIVE_DEVIATIONS: [Deviation; 1] = [Deviation {
    id: "straight-and-flush-from-different-cards",
    sentence: "IsStraightFlush asks for a straight over all the cards and a flush over all the \
               cards, so a straight and a flush made of different cards are called a straight \
               flush.",
    kind: DeviationKind::Category,
    applies: straight_and_flush_apart,
}];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;
    use crate::ports::test_hands::{for_each_hand, RandomHands};

    fn naive(hand: &str) -> Category {
        JsNaive
            .evaluate(&parse_cards(hand).unwrap())
            .unwrap()
            .category
    }
    fn per_suit(hand: &str) -> Category {
        JsPerSuit
            .evaluate(&parse_cards(hand).unwrap())
            .unwrap()
            .category
    }
    fn js(hand: &str) -> Vec<JsCard> {
        parse_cards(hand).unwrap().into_iter().map(to_js).collect()
    }

    #[test]
    fn conversion_ace_is_one_and_marks() {
        assert_eq!(
            to_js("As".parse().unwrap()),
            JsCard {
                mark: Mark::Spade,
                number: 1
            }
        );
        assert_eq!(to_js("Kd".parse().unwrap()).number, 13);
        assert_eq!(to_js("Kd".parse().unwrap()).mark, Mark::Dia);
        assert_eq!(to_js("2c".parse().unwrap()).mark, Mark::Club);
        assert_eq!(to_js("Th".parse().unwrap()).number, 10);
        assert_eq!(to_js("Th".parse().unwrap()).mark, Mark::Heart);
    }

    #[test]
    fn every_category_both_variants() {
        let cases = [
            ("As Ks Qs Js Ts", Category::StraightFlush),
            ("9d 8d 7d 6d 5d 2c Ah", Category::StraightFlush),
            ("Ac 2c 3c 4c 5c Kd", Category::StraightFlush),
            ("9c 9d 9h 9s 2c 3d", Category::FourOfAKind),
            ("5c 5d 5h Kc Kd", Category::FullHouse),
            ("5c 5d 5h Kc Kd Ks 2c", Category::FullHouse),
            ("Ah Th 7h 4h 2h Kc Qd", Category::Flush),
            ("9c Td Jh Qs Kc 2d 2h", Category::Straight),
            ("Tc Jd Qh Ks Ac", Category::Straight),
            ("Ac 2d 3h 4s 5c", Category::Straight),
            ("Qc Qd Qh 2s 7c", Category::ThreeOfAKind),
            ("Jc Jd 4h 4s 9c 8d 2h", Category::TwoPair),
            ("Jc Jd 4h 4s 9c 9d", Category::TwoPair),
            ("Jc Jd 4h 8s 9c", Category::OnePair),
            ("Kc 3d 8h 7s 5c 2d 4h", Category::HighCard),
        ];
        for (hand, want) in cases {
            assert_eq!(naive(hand), want, "naive {hand}");
            assert_eq!(per_suit(hand), want, "per-suit {hand}");
        }
    }

    #[test]
    fn the_article_pitfall_naive_wrong_per_suit_right() {
        // WRONG (naive): a 9-high straight and a heart flush, not the same cards.
        assert_eq!(naive("9h 8h 7h 6c 5h Kh 2h"), Category::StraightFlush);
        assert_eq!(per_suit("9h 8h 7h 6c 5h Kh 2h"), Category::Flush);
        // minimal: six cards
        assert_eq!(naive("9h 8h 7h 6c 5h 2h"), Category::StraightFlush);
        assert_eq!(per_suit("9h 8h 7h 6c 5h 2h"), Category::Flush);
        // on five cards the naive test cannot go wrong
        assert_eq!(naive("9h 8h 7h 6h 5h"), Category::StraightFlush);
    }

    #[test]
    fn royal_test_filters_ten_and_above_and_the_ace() {
        let royal = js("Ah Kh Qh Jh Th 2c 3d");
        assert!(is_royal_flush(&royal, is_straight_flush_per_suit));
        assert!(is_royal_flush(&royal, is_straight_flush_naive));
        // a king-high straight flush is not royal
        let king = js("9h Kh Qh Jh Th 2c 3d");
        assert!(!is_royal_flush(&king, is_straight_flush_per_suit));
        assert!(is_straight_flush_per_suit(&king));
        // ten-to-ace straight plus a flush elsewhere: the naive royal test
        // sees only the high cards, which are not five of one mark
        let apart = js("Ah Kh Qh Jh Tc 2h 3h");
        assert!(!is_royal_flush(&apart, is_straight_flush_naive));
        assert!(is_straight_flush_naive(&apart)); // but the SF test is fooled
        assert_eq!(naive("Ah Kh Qh Jh Tc 2h 3h"), Category::StraightFlush);
    }

    #[test]
    fn reconstructed_straight_handles_ace_both_ends() {
        assert!(is_straight(&js("Ac Kd Qh Js Tc")));
        assert!(is_straight(&js("Ac 2d 3h 4s 5c")));
        assert!(!is_straight(&js("Qc Kd Ah 2s 3c"))); // no wrap-around
        assert!(!is_straight(&js("Ac Kd Qh Js")));
        assert!(is_straight(&js("9c 9d Th Js Qc Kd 2h")));
    }

    #[test]
    fn fewer_than_five_cards_run_with_pairs_only() {
        assert_eq!(naive("Ah Kh Qh Jh"), Category::HighCard);
        assert_eq!(per_suit("7c 7d 7h"), Category::ThreeOfAKind);
        assert_eq!(per_suit("7c 7d 2h 2s"), Category::TwoPair);
        assert_eq!(naive("7c"), Category::HighCard);
    }

    #[test]
    fn trace_names_the_predicates_asked() {
        let t = JsPerSuit
            .trace(&parse_cards("9h 8h 7h 6c 5h Kh 2h").unwrap())
            .unwrap();
        assert!(t
            .iter()
            .any(|l| l.starts_with("bucket Heart: [9, 8, 7, 5, 13, 2]")));
        assert!(t.contains(&"IsStraightFlush: false".to_string()), "{t:?}");
        assert!(t.contains(&"IsFlush: true".to_string()));
        assert_eq!(t.last().unwrap(), "returns flush");
        let t = JsNaive
            .trace(&parse_cards("9h 8h 7h 6c 5h Kh 2h").unwrap())
            .unwrap();
        assert!(t.contains(&"IsStraightFlush: true".to_string()), "{t:?}");
    }

    fn check(e: &dyn Evaluator, cards: &[Card], r: &Reference, bad: &mut usize) {
        crate::ports::test_hands::tally_category_claims(e, cards, r, bad);
    }

    #[test]
    fn category_claims_exact_on_every_five_card_hand() {
        let r = Reference::new();
        let mut bad = 0;
        for_each_hand(5, |cards| {
            check(&JsNaive, cards, &r, &mut bad);
            check(&JsPerSuit, cards, &r, &mut bad);
        });
        assert_eq!(bad, 0);
    }

    #[test]
    fn category_claims_exact_on_random_six_and_seven_card_hands() {
        let r = Reference::new();
        let mut rng = RandomHands::new(4002);
        let mut bad = 0;
        let mut naive_wrong = 0;
        for n in [6, 7] {
            for _ in 0..100_000 {
                let cards = rng.hand(n);
                check(&JsNaive, &cards, &r, &mut bad);
                check(&JsPerSuit, &cards, &r, &mut bad);
                naive_wrong += usize::from(straight_and_flush_apart(&cards));
            }
        }
        assert_eq!(bad, 0);
        assert!(naive_wrong > 0, "the sample should hit the naive pitfall");
    }
}
