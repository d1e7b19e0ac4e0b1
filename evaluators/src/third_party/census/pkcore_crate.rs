//! `pkcore` 0.15.2 (crates.io, ImperialBower/pkcore; default features off)
//! as `crate-pkcore` (hold'em, 5 to 7 cards). 0.15.2 is the newest version
//! that builds with the rustc here: 0.20.5 asks for rustc 1.99 and keeps its
//! row in `third-party/unavailable.toml`.
//!
//! Its Omaha (`games::omaha::OmahaHigh::eval`) is not wrapped: it takes
//! exactly four hole cards and a complete five-card board (a shorter board
//! is documented to give the default, invalid answer), so it cannot be
//! asked the suite's Omaha deals of 5 or 6 hole cards or of 3 or 4 board
//! cards. Its razz (`HandRanker::razz_hand_rank`) is not wrapped either
//! (not asked for this round).
//!
//! # Source
//! `arrays::HandRanker::hand_rank` on `arrays::five::Five`, `six::Six` and
//! `seven::Seven`, each built from a `cards::Cards` parsed by the crate.
//!
//! # Algorithm, in our words
//! Cactus Kev's evaluator: a five-card hand is looked up by the OR of its
//! rank bits in a flush table when all five share a suit, else in a table
//! of five distinct ranks, else (a pair or more) by the product of the
//! ranks' primes. Six and seven cards try each of their five-card subsets
//! and keep the lowest value.
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
use crate::game::HOLDEM;
use pkcore::analysis::name::HandRankName;
use pkcore::arrays::five::Five;
use pkcore::arrays::seven::Seven;
use pkcore::arrays::six::Six;
use pkcore::arrays::HandRanker;
use pkcore::cards::Cards;
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
