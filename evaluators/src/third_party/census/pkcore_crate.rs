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
//! Its razz (`HandRanker::razz_hand_rank`) is not wrapped (not asked for
//! this round).
//!
//! # Source
//! `arrays::HandRanker::hand_rank` on `arrays::five::Five`, `six::Six` and
//! `seven::Seven`, each built from a `cards::Cards` parsed by the crate;
//! `games::omaha::OmahaHigh::eval` on a `play::board::Board` of a `Five`.
//!
//! # Algorithm, in our words
//! Cactus Kev's evaluator: a five-card hand is looked up by the OR of its
//! rank bits in a flush table when all five share a suit, else in a table
//! of five distinct ranks, else (a pair or more) by the product of the
//! ranks' primes. Six and seven cards try each of their five-card subsets
//! and keep the lowest value; Omaha tries each two of the four hole cards
//! with each three of the five board cards (60 hands) and keeps the best.
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
use crate::game::{HOLDEM, OMAHA};
use pkcore::analysis::hand_rank::HandRank;
use pkcore::analysis::name::HandRankName;
use pkcore::arrays::five::Five;
use pkcore::arrays::seven::Seven;
use pkcore::arrays::six::Six;
use pkcore::arrays::HandRanker;
use pkcore::cards::Cards;
use pkcore::games::omaha::OmahaHigh;
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
