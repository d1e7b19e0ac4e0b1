//! `pkcore` 0.15.2 (crates.io, ImperialBower/pkcore; default features off)
//! as `crate-pkcore` (hold'em, 5 to 7 cards). 0.15.2 is the newest version
//! that builds with the rustc here: 0.20.5 asks for rustc 1.99 and keeps its
//! row in `third-party/unavailable.toml`.
//!
//! Its Omaha high (`games::omaha::OmahaHigh::eval`) is `crate-pkcore-omaha`,
//! asked deals of nine cards: it takes exactly four hole cards and a
//! complete five-card board (a shorter board is documented to give the
//! default, invalid answer), so the other nine-card shapes (5 + 4, 6 + 3)
//! are answered "skip" (out of its domain, shown as skipped, not judged).
//! Its razz (`HandRanker::razz_hand_rank`, ace-to-five low, 5 to 7 cards)
//! is `crate-pkcore-ace-to-five`.
//!
//! # Source
//! `arrays::HandRanker::hand_rank` on `arrays::five::Five`, `six::Six` and
//! `seven::Seven`, each built from a `cards::Cards` parsed by the crate;
//! `games::omaha::OmahaHigh::eval` on a `play::board::Board` of a `Five`;
//! `HandRanker::razz_hand_rank` on the same `Five`, `Six`, `Seven`.
//!
//! # Algorithm, in our words
//! Cactus Kev's evaluator: a five-card hand is looked up by the OR of its
//! rank bits in a flush table when all five share a suit, else in a table
//! of five distinct ranks, else (a pair or more) by the product of the
//! ranks' primes. Six and seven cards try each of their five-card subsets
//! and keep the lowest value; Omaha tries each two of the four hole cards
//! with each three of the five board cards (60 hands) and keeps the best.
//! Razz: a five-card low is named by a `CaliforniaHandRank`, one variant
//! per low from the wheel (1) to four kings with a queen (6,175), found by
//! the rank bits when the five ranks differ, else by the product of the
//! ranks' primes; six and seven cards keep the best of their fives. Its
//! `Display` writes the low's five ranks (`22543`), from which the adapter
//! reads the category (pairs, trips... by the repeated ranks; ace-to-five
//! has no straights or flushes); the strength is `6176 - value`.
//!
//! # Encoding
//! Our cards written `As Td …` and parsed by the crate's own
//! `Cards::from_str` (ranks `2`…`A`, suits `s h d c`), so its bit layout
//! never enters the adapter. A `HandRank` carries the Cactus Kev value
//! (1 = royal flush … 7462 = 7-5-4-3-2, lower is better; 0 = no hand) and
//! a `HandRankName`, the category. The strength is `7463 - value` (higher is
//! better). The conversion is self-tested on the hold'em hands of
//! [`super::super::self_test`].
//!
//! # Deviations from the correct answer
//! What `showdown check` finds is in `third-party/pkcore/FINDINGS.md`.

use super::{holdem_self_test, Adapter};
use crate::card::{format_cards, Card};
use crate::category::Category;
use crate::evaluator::{CardOrder, Domain, EvaluatorInfo, Rejected, Strength, Verdict};
use crate::game::{ACE_TO_FIVE, HOLDEM, OMAHA};
use pkcore::analysis::hand_rank::HandRank;
use pkcore::analysis::name::HandRankName;
use pkcore::arrays::five::Five;
use pkcore::arrays::seven::Seven;
use pkcore::arrays::six::Six;
use pkcore::arrays::HandRanker;
use pkcore::cards::Cards;
use pkcore::games::omaha::OmahaHigh;
use pkcore::games::razz::california::CaliforniaHandRank;
use pkcore::play::board::Board;
use std::str::FromStr;

fn refused(what: &str, e: impl std::fmt::Debug) -> Rejected {
    Rejected::CannotRun(format!("pkcore: {what}: {e:?}"))
}

fn holdem(c: &[Card]) -> Result<Verdict, Rejected> {
    let text = format_cards(c);
    let cards = Cards::from_str(&text).map_err(|e| refused(&format!("parse `{text}`"), e))?;
    let rank = match c.len() {
        5 => Five::try_from(cards).map(|h| h.hand_rank()),
        6 => Six::try_from(cards).map(|h| h.hand_rank()),
        7 => Seven::try_from(cards).map(|h| h.hand_rank()),
        n => {
            return Err(Rejected::CannotRun(format!(
                "pkcore ranks 5, 6 or 7 cards, not {n}"
            )))
        }
    }
    .map_err(|e| refused(&format!("`{text}`"), e))?;
    verdict(rank, &text)
}

/// The category and strength of a `HandRank` (`text`: the hand, for the
/// error of a rank without a category).
fn verdict(rank: HandRank, text: &str) -> Result<Verdict, Rejected> {
    let category = match rank.name {
        HandRankName::StraightFlush => Category::StraightFlush,
        HandRankName::FourOfAKind => Category::FourOfAKind,
        HandRankName::FullHouse => Category::FullHouse,
        HandRankName::Flush => Category::Flush,
        HandRankName::Straight => Category::Straight,
        HandRankName::ThreeOfAKind => Category::ThreeOfAKind,
        HandRankName::TwoPair => Category::TwoPair,
        HandRankName::Pair => Category::OnePair,
        HandRankName::HighCard => Category::HighCard,
        other => {
            return Err(Rejected::CannotRun(format!(
                "pkcore ranks `{text}` {} ({other:?}), no category",
                rank.value
            )))
        }
    };
    Ok(Verdict::new(
        category,
        Some(Strength::single(7463 - i64::from(rank.value))),
    ))
}

/// Razz (ace-to-five low) on 5 to 7 cards.
fn razz(c: &[Card]) -> Result<Verdict, Rejected> {
    let text = format_cards(c);
    let cards = Cards::from_str(&text).map_err(|e| refused(&format!("parse `{text}`"), e))?;
    let rank = match c.len() {
        5 => Five::try_from(cards).map(|h| h.razz_hand_rank()),
        6 => Six::try_from(cards).map(|h| h.razz_hand_rank()),
        7 => Seven::try_from(cards).map(|h| h.razz_hand_rank()),
        n => {
            return Err(Rejected::CannotRun(format!(
                "pkcore ranks 5, 6 or 7 cards, not {n}"
            )))
        }
    }
    .map_err(|e| refused(&format!("`{text}`"), e))?;
    razz_verdict(rank, &text)
}

/// The category read from the five ranks the rank's `Display` writes, and
/// the strength `6176 - value` (the wheel, value 1, is the best low).
fn razz_verdict(rank: CaliforniaHandRank, text: &str) -> Result<Verdict, Rejected> {
    if rank.is_unknown() {
        return Err(Rejected::CannotRun(format!(
            "pkcore gives `{text}` no razz rank (Unknown)"
        )));
    }
    let ranks = match rank {
        CaliforniaHandRank::WHEEL => "5432A".to_string(),
        other => other.to_string(),
    };
    let mut counts: Vec<usize> = ranks
        .chars()
        .map(|r| ranks.chars().filter(|x| *x == r).count())
        .collect();
    counts.sort_unstable();
    let category = match counts.as_slice() {
        [1, 1, 1, 1, 1] => Category::HighCard,
        [1, 1, 1, 2, 2] => Category::OnePair,
        [1, 2, 2, 2, 2] => Category::TwoPair,
        [1, 1, 3, 3, 3] => Category::ThreeOfAKind,
        [2, 2, 3, 3, 3] => Category::FullHouse,
        [1, 4, 4, 4, 4] => Category::FourOfAKind,
        _ => {
            return Err(Rejected::CannotRun(format!(
                "pkcore's razz rank of `{text}` reads `{ranks}`, not five ranks"
            )))
        }
    };
    let value = i64::from(rank.get_hand_rank_value());
    Ok(Verdict::new(category, Some(Strength::single(6176 - value))))
}

/// The razz conversion on known hands: the wheel is the best low and each
/// worse five-high-card low scores lower; pairs, two pair, trips, a full
/// house and quads are read as such; six and seven cards keep the best five.
fn razz_self_test() -> Result<(), String> {
    holdem_self_test(holdem)?;
    let mut last: Option<(&str, Verdict)> = None;
    for (hand, want) in [
        ("Ac 2d 3h 4s 5c", Category::HighCard),
        ("Ac 2d 3h 4s 6c", Category::HighCard),
        ("Kc Qd Jh Ts 9c", Category::HighCard),
        ("Ac Ad 2h 3s 4c", Category::OnePair),
        ("Ac Ad 2h 2s 3c", Category::TwoPair),
        ("Kc Kd Kh Qs Jc", Category::ThreeOfAKind),
        ("Kc Kd Kh Qs Qc", Category::FullHouse),
        ("Kc Kd Kh Ks Qc", Category::FourOfAKind),
    ] {
        let cards = crate::card::parse_cards(hand).expect("hand");
        let v = razz(&cards).map_err(|e| format!("`{hand}`: {e}"))?;
        if v.category != want {
            return Err(format!("`{hand}`: {:?}, not {want:?}", v.category));
        }
        if let Some((before, b)) = &last {
            if b.strength <= v.strength {
                return Err(format!("`{hand}` is not a worse low than `{before}`"));
            }
        }
        last = Some((hand, v));
    }
    for (hand, five) in [
        ("Kc Ac 2d 3h 4s 5c", "Ac 2d 3h 4s 5c"),
        ("Kc Kd Ac 2d 3h 4s 6c", "Ac 2d 3h 4s 6c"),
    ] {
        let (a, b) = (
            razz(&crate::card::parse_cards(hand).expect("hand")),
            razz(&crate::card::parse_cards(five).expect("five")),
        );
        match (a, b) {
            (Ok(a), Ok(b)) if a == b => {}
            (a, b) => return Err(format!("`{hand}`: {a:?}, not {b:?} (`{five}`)")),
        }
    }
    Ok(())
}

pub(super) fn razz_adapter() -> Adapter {
    Adapter::new(
        EvaluatorInfo {
            name: "crate-pkcore-ace-to-five".into(),
            game: &ACE_TO_FIVE,
            domain: Domain::range(5, 7),
            order: CardOrder::Free,
            gives_strength: true,
            returns: "CaliforniaHandRank: 1 (the wheel) .. 6175, lower is the better low; \
                      category read from the five ranks it names; strength = 6176 - value"
                .into(),
            source: "crates.io: pkcore 0.15.2 (HandRanker::razz_hand_rank)".into(),
        },
        razz,
        razz_self_test,
    )
}

/// Omaha high: four hole cards and a board of five, or "skip".
fn omaha(hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
    if hole.len() != 4 || board.len() != 5 {
        return Err(Rejected::Skipped(format!(
            "pkcore's OmahaHigh takes 4 hole cards and a board of 5, not {} + {}",
            hole.len(),
            board.len()
        )));
    }
    let (h, b) = (format_cards(hole), format_cards(board));
    let holding = OmahaHigh::from_str(&h).map_err(|e| refused(&format!("parse `{h}`"), e))?;
    let five = Five::from_str(&b).map_err(|e| refused(&format!("parse `{b}`"), e))?;
    let eval = holding.eval(&Board::from(five));
    verdict(eval.hand_rank, &format!("{h} | {b}"))
}

/// Joined cards cannot be split into hole cards and a board: the Omaha
/// adapter is asked through `evaluate_deal` only.
fn joined(_: &[Card]) -> Result<Verdict, Rejected> {
    Err(Rejected::CannotRun(
        "an Omaha evaluator needs hole cards and a board apart".into(),
    ))
}

/// The deal conversion on known deals (the cards are the hold'em ranker's,
/// tested first): hole and board are told apart (four aces in the hole are
/// one pair; a board royal flush with no spade in the hole is not played),
/// and a royal flush of two hole and three board cards is found.
fn omaha_self_test() -> Result<(), String> {
    holdem_self_test(holdem)?;
    for (hole, board, want) in [
        ("As Ah Ad Ac", "2c 7d 9h Jd Kc", Category::OnePair),
        ("2c 3d 4h 5d", "As Ks Qs Js Ts", Category::HighCard),
        ("As Ks 2c 3d", "Qs Js Ts 4h 8d", Category::StraightFlush),
        ("Kh Kd 2c 3d", "Ks 7c 7d 9h 9s", Category::FullHouse),
    ] {
        let (h, b) = (
            crate::card::parse_cards(hole).expect("hole"),
            crate::card::parse_cards(board).expect("board"),
        );
        match omaha(&h, &b) {
            Ok(v) if v.category == want => {}
            other => return Err(format!("`{hole} | {board}`: {other:?}, not {want:?}")),
        }
    }
    Ok(())
}

pub(super) fn omaha_adapter() -> Adapter {
    Adapter::new(
        EvaluatorInfo {
            name: "crate-pkcore-omaha".into(),
            game: &OMAHA,
            domain: Domain::range(9, 9),
            order: CardOrder::Free,
            gives_strength: true,
            returns: "Eval's HandRank of the best two hole + three board cards: Cactus Kev \
                      value (lower is better) and HandRankName; strength = 7463 - value; \
                      4 hole + 5 board only (other deals: skip)"
                .into(),
            source: "crates.io: pkcore 0.15.2 (games::omaha::OmahaHigh::eval)".into(),
        },
        joined,
        omaha_self_test,
    )
    .with_deal(omaha)
}

pub(super) fn adapter() -> Adapter {
    Adapter::new(
        EvaluatorInfo {
            name: "crate-pkcore".into(),
            game: &HOLDEM,
            domain: Domain::range(5, 7),
            order: CardOrder::Free,
            gives_strength: true,
            returns: "HandRank: Cactus Kev value (lower is better) and HandRankName; \
                      strength = 7463 - value"
                .into(),
            source: "crates.io: pkcore 0.15.2 (HandRanker::hand_rank)".into(),
        },
        holdem,
        || holdem_self_test(holdem),
    )
}
