//! `openpql-prelude` 0.3.0 (crates.io, the card and evaluator core of the
//! Poker Query Language, solve-poker/Poker-Query-Language) as `crate-openpql`
//! (hold'em), `crate-openpql-short-deck` and `crate-openpql-omaha`.
//!
//! # Source
//! `eval_holdem(Card64)`, `eval_shortdeck(Card64)` and
//! `eval_omaha(player, board)`, each returning a `HandRating`; the
//! category is `HandType::from(rating)`.
//!
//! # Algorithm, in our words
//! Cards are bits of a 64-bit set; the rating is computed from per-rank and
//! per-suit masks without tables (quads, full house, flush, straight … tried
//! in turn). Short deck has its own straights (A-6-7-8-9 the lowest) and a
//! full house rated below a flush. Omaha reasons over the rank and suit sets
//! of the hole cards and the board so that exactly two hole and three board
//! cards play.
//!
//! # Encoding
//! The crate's `Card` parsed by its own `FromStr` from our two-letter card
//! (`As`), gathered into a `Card64`. A `HandRating` is ordered (`Ord`) but
//! its number is private: as the crate offers only that order, the strength
//! is the rating's place among the ratings of every five-card class of the
//! game's deck, found once by rating one hand of each class with the same
//! function (7,462 places for hold'em and Omaha, short deck's own for short
//! deck). A rating that is in no place is a `CannotRun`.
//!
//! # Deviations from the correct answer
//! What `showdown check` finds is in `third-party/openpql-prelude/FINDINGS.md`.

use super::{holdem_self_test, Adapter};
use crate::card::Card;
use crate::category::Category;
use crate::evaluator::{CardOrder, Domain, EvaluatorInfo, Rejected, Strength, Verdict};
use crate::game::{HOLDEM, OMAHA, SHORT_DECK};
use openpql_prelude::{eval_holdem, eval_omaha, eval_shortdeck, Card64, HandRating, HandType};
use std::collections::BTreeMap;
use std::str::FromStr;
use std::sync::OnceLock;

fn card(c: &Card) -> Result<openpql_prelude::Card, Rejected> {
    let s = format!("{}{}", c.rank().symbol(), c.suit().letter());
    openpql_prelude::Card::from_str(&s)
        .map_err(|e| Rejected::CannotRun(format!("openpql reads `{s}` as no card: {e:?}")))
}

fn set(c: &[Card]) -> Result<Card64, Rejected> {
    let cards: Vec<openpql_prelude::Card> = c.iter().map(card).collect::<Result<_, _>>()?;
    Ok(Card64::from(cards.as_slice()))
}

/// The place of each rating among those of one hand per five-card class of
/// a deck whose lowest rank is `lowest` (0 = deuce), rated by `rate`.
fn places(lowest: usize, rate: fn(Card64) -> HandRating) -> BTreeMap<HandRating, i64> {
    let c = |r: usize, s: usize| Card::from_index((r * 4 + s) as u8).expect("below 52");
    let mut seen = std::collections::BTreeSet::new();
    let mut add = |cards: &[Card]| {
        if let Ok(s) = set(cards) {
            seen.insert(rate(s));
        }
    };
    for a in lowest..13 {
        for b in a..13 {
            for d in b..13 {
                for e in d..13 {
                    for f in e..13 {
                        let r = [a, b, d, e, f];
                        if r[0] == r[4] {
                            continue;
                        }
                        // Suits dealt in turn: never a flush.
                        let dealt: Vec<Card> =
                            r.iter().enumerate().map(|(i, &x)| c(x, i % 4)).collect();
                        add(&dealt);
                        if r.windows(2).all(|w| w[0] < w[1]) {
                            let flush: Vec<Card> = r.iter().map(|&x| c(x, 0)).collect();
                            add(&flush);
                        }
                    }
                }
            }
        }
    }
    let mut sorted: Vec<HandRating> = seen.into_iter().collect();
    sorted.sort();
    sorted
        .into_iter()
        .enumerate()
        .map(|(i, r)| (r, i as i64))
        .collect()
}

fn holdem_places() -> &'static BTreeMap<HandRating, i64> {
    static P: OnceLock<BTreeMap<HandRating, i64>> = OnceLock::new();
    P.get_or_init(|| places(0, eval_holdem))
}

fn short_deck_places() -> &'static BTreeMap<HandRating, i64> {
    static P: OnceLock<BTreeMap<HandRating, i64>> = OnceLock::new();
    P.get_or_init(|| places(4, eval_shortdeck))
}

fn verdict(r: HandRating, places: &BTreeMap<HandRating, i64>) -> Result<Verdict, Rejected> {
    let category = match HandType::from(r) {
        HandType::HighCard => Category::HighCard,
        HandType::Pair => Category::OnePair,
        HandType::TwoPair => Category::TwoPair,
        HandType::Trips => Category::ThreeOfAKind,
        HandType::Straight => Category::Straight,
        HandType::Flush => Category::Flush,
        HandType::FullHouse => Category::FullHouse,
        HandType::Quads => Category::FourOfAKind,
        HandType::StraightFlush => Category::StraightFlush,
    };
    let place = places.get(&r).copied().ok_or_else(|| {
        Rejected::CannotRun(format!("rating {r} is not among the five-card classes"))
    })?;
    Ok(Verdict::new(category, Some(Strength::single(place))))
}

fn holdem(c: &[Card]) -> Result<Verdict, Rejected> {
    verdict(eval_holdem(set(c)?), holdem_places())
}

fn short_deck(c: &[Card]) -> Result<Verdict, Rejected> {
    verdict(eval_shortdeck(set(c)?), short_deck_places())
}

fn omaha(hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
    verdict(eval_omaha(set(hole)?, set(board)?), holdem_places())
}

fn joined(_: &[Card]) -> Result<Verdict, Rejected> {
    Err(Rejected::CannotRun(
        "an Omaha evaluator needs hole cards and a board apart".into(),
    ))
}

fn info(
    name: &'static str,
    game: &'static crate::game::Game,
    domain: Domain,
    source: &'static str,
) -> EvaluatorInfo {
    EvaluatorInfo {
        name: name.into(),
        game,
        domain,
        order: CardOrder::Free,
        gives_strength: true,
        returns: "HandRating (ordered, private number) and its HandType; strength = its place"
            .into(),
        source: source.into(),
    }
}

/// The conversion is shared by the three; it is tested on hold'em hands
/// through `eval_holdem`.
fn self_test() -> Result<(), String> {
    holdem_self_test(holdem)
}

pub(super) fn adapters() -> Vec<Adapter> {
    vec![
        Adapter::new(
            info(
                "crate-openpql",
                &HOLDEM,
                Domain::range(5, 7),
                "crates.io: openpql-prelude 0.3.0 (eval_holdem)",
            ),
            holdem,
            self_test,
        ),
        Adapter::new(
            info(
                "crate-openpql-short-deck",
                &SHORT_DECK,
                Domain::range(5, 7),
                "crates.io: openpql-prelude 0.3.0 (eval_shortdeck)",
            ),
            short_deck,
            self_test,
        ),
        Adapter::new(
            info(
                "crate-openpql-omaha",
                &OMAHA,
                Domain::range(7, 11),
                "crates.io: openpql-prelude 0.3.0 (eval_omaha)",
            ),
            joined,
            self_test,
        )
        .with_deal(omaha),
    ]
}
