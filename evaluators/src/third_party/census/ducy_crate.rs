//! `ducy` 0.3.0 (crates.io, allenpiscitello/ducy; default feature
//! `parallel` off) as `crate-ducy` (hold'em) and `crate-ducy-deuce-to-seven`.
//! Its razz, badugi, Omaha and stud rankers are not wrapped yet.
//!
//! # Source
//! `ranking::hand_rank::StandardHandRanker::get_rank` (hold'em) and
//! `ranking::deuce_to_seven::DeuceToSevenRanker::get_best_from`.
//!
//! # Algorithm, in our words
//! Cards are bits of a `u64`; the standard ranker finds the best hand of
//! all the cards from rank and suit masks and returns it as an enum with
//! the ranks that decide it. The deuce-to-seven ranker ranks every
//! five-card subset with the standard ranker, turns an A-2-3-4-5 straight
//! into ace-high (a flush if suited), and keeps the lowest.
//!
//! # Encoding
//! A `deck::Deck` parsed by the crate from our cards written `As Td …`
//! (the crate's own notation). Hold'em: the enum variant is the category
//! and `get_score()` (higher is better) the strength. Deuce-to-seven: the
//! crate exposes only an `Ord` and a `Display` (`2-7 Low: Flush A 5 4 3 2`),
//! no number, so the adapter answers the category named by the display and
//! no strength (category only).
//!
//! # Deviations from the correct answer
//! What `showdown check` finds is in `third-party/ducy/FINDINGS.md`.

use super::{holdem_self_test, Adapter};
use crate::card::{format_cards, Card};
use crate::category::Category;
use crate::evaluator::{CardOrder, Domain, EvaluatorInfo, Rejected, Strength, Verdict};
use crate::game::{DEUCE_TO_SEVEN, HOLDEM};
use ducy::deck::Deck;
use ducy::ranking::deuce_to_seven::DeuceToSevenRanker;
use ducy::ranking::hand_rank::{StandardHandRanker, StandardHandRanks as S};

fn deck(c: &[Card]) -> Result<Deck, Rejected> {
    let s = format_cards(c);
    Deck::parse(&s).map_err(|e| Rejected::CannotRun(format!("ducy cannot parse `{s}`: {e:?}")))
}

fn category(r: &S) -> Category {
    match r {
        S::HighCard { .. } => Category::HighCard,
        S::OnePair { .. } => Category::OnePair,
        S::TwoPair { .. } => Category::TwoPair,
        S::ThreeOfAKind { .. } => Category::ThreeOfAKind,
        S::Straight { .. } => Category::Straight,
        S::Flush { .. } => Category::Flush,
        S::FullHouse { .. } => Category::FullHouse,
        S::FourOfAKind { .. } => Category::FourOfAKind,
        S::StraightFlush { .. } => Category::StraightFlush,
    }
}

fn high(c: &[Card]) -> Result<Verdict, Rejected> {
    let r = StandardHandRanker::get_rank(&deck(c)?);
    Ok(Verdict::new(
        category(&r),
        Some(Strength::single(i64::from(r.get_score()))),
    ))
}

fn deuce_to_seven(c: &[Card]) -> Result<Verdict, Rejected> {
    let shown = DeuceToSevenRanker::get_best_from(&deck(c)?).to_string();
    let named = shown.strip_prefix("2-7 Low: ").unwrap_or(&shown);
    // Longest names first: "Straight Flush" before "Straight".
    let category = [
        ("Straight Flush", Category::StraightFlush),
        ("Four of a Kind", Category::FourOfAKind),
        ("Full House", Category::FullHouse),
        ("Flush", Category::Flush),
        ("Straight", Category::Straight),
        ("Three of a Kind", Category::ThreeOfAKind),
        ("Two Pair", Category::TwoPair),
        ("Pair", Category::OnePair),
        ("High Card", Category::HighCard),
    ]
    .iter()
    .find(|(name, _)| named.starts_with(name))
    .map(|(_, c)| *c)
    .ok_or_else(|| Rejected::CannotRun(format!("ducy's answer `{shown}` names no category")))?;
    Ok(Verdict::new(category, None))
}

pub(super) fn adapters() -> Vec<Adapter> {
    vec![
        Adapter::new(
            EvaluatorInfo {
                name: "crate-ducy".into(),
                game: &HOLDEM,
                domain: Domain::range(5, 7),
                order: CardOrder::Free,
                gives_strength: true,
                returns: "StandardHandRanks (variant = category) and get_score(), higher better"
                    .into(),
                source: "crates.io: ducy 0.3.0 (StandardHandRanker::get_rank)".into(),
            },
            high,
            || holdem_self_test(high),
        ),
        Adapter::new(
            EvaluatorInfo {
                name: "crate-ducy-deuce-to-seven".into(),
                game: &DEUCE_TO_SEVEN,
                domain: Domain::range(5, 7),
                order: CardOrder::Free,
                gives_strength: false,
                returns: "DeuceToSevenRanks: Ord and Display only; the category its display names"
                    .into(),
                source: "crates.io: ducy 0.3.0 (DeuceToSevenRanker::get_best_from)".into(),
            },
            deuce_to_seven,
            || holdem_self_test(high),
        ),
    ]
}
