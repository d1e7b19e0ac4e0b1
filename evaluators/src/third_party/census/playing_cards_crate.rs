//! `playing-cards` 0.1.3 (crates.io) as four evaluators, one per game its
//! `poker::evaluators` module plays: `crate-playing-cards` (hold'em,
//! `high_evaluator`), `crate-playing-cards-omaha` (`omaha_hi_evaluator`),
//! `crate-playing-cards-omaha-hi-lo` (`omaha_hilo_evaluator`) and
//! `crate-playing-cards-deuce-to-seven` (`low_27_evaluator`), and
//! `crate-playing-cards-badugi` (`badugi_evaluator`). Its
//! `low_a5_evaluator` module is empty in this version, so there is no
//! ace-to-five row; dramaha is a game the suite does not have.
//!
//! # Algorithm, in our words
//! The high evaluator scores every five-card subset with Cactus Kev's
//! tables and keeps the best; Omaha tries every two hole cards with every
//! three board cards through it. The hi-lo low keeps the cards eight or
//! lower (and aces), and looks up the OR of the rank bits of every two hole
//! plus three board cards with five distinct ranks in a table of the 56
//! eight-or-better lows. The deuce-to-seven evaluator is the high evaluator
//! with the strength turned upside down. The badugi evaluator counts the
//! distinct suits and the distinct ranks of the four cards, takes the
//! smaller count as the badugi's size, scores every subset of that size
//! with distinct suits and ranks by a combinatorial count over its ranks
//! (ace low), and keeps the highest score.
//!
//! # Encoding
//! `core::Card` built with the crate's own `FromStr` from our two-letter
//! card (`As`, `Td`), so the crate's suit order (hearts, clubs, diamonds,
//! spades) never enters the adapter. A `HighRank` / `Low27Rank` /
//! `LowA5Rank` carries `hand_rank` (1 = high card … 9 = straight flush, the
//! category) and `strength` (higher is better: for the high hand 7463 minus
//! the Cactus Kev rank, for deuce-to-seven the Cactus Kev rank itself, for
//! the eight-or-better low 1 = 8-7-6-5-4 … 56 = 5-4-3-2-A). The category of
//! a deuce-to-seven answer is the `hand_rank` the crate gives it. A
//! `BadugiRank` is a `BasicRank` whose `hand_rank` is the badugi's size and
//! whose `strength` (higher is better, the crate's `Ord`) is the badugi
//! answer's low strength, unchanged: badugi has no category.
//!
//! The card conversion is shared by the four; each self-tests it through
//! the crate's high evaluator on the hold'em hands of [`super::super::self_test`].
//!
//! # Deviations from the correct answer
//! What `showdown check` finds is in `third-party/playing-cards/FINDINGS.md`.

use super::{holdem_self_test, Adapter};
use crate::card::Card;
use crate::category::Category;
use crate::evaluator::{CardOrder, Domain, EvaluatorInfo, Low, Rejected, Strength, Verdict};
use crate::game::{BADUGI, DEUCE_TO_SEVEN, HOLDEM, OMAHA, OMAHA_HI_LO};
use playing_cards::core::Card as PCard;
use playing_cards::poker::evaluators::{
    badugi_evaluator, high_evaluator, low_27_evaluator, omaha_hi_evaluator, omaha_hilo_evaluator,
    EvaluatorError,
};
use playing_cards::poker::ranks::BasicRank;
use std::str::FromStr;

fn card(c: &Card) -> Result<PCard, Rejected> {
    let s = format!("{}{}", c.rank().symbol(), c.suit().letter());
    PCard::from_str(&s)
        .map_err(|e| Rejected::CannotRun(format!("playing-cards reads `{s}` as no card: {e:?}")))
}

fn cards(c: &[Card]) -> Result<Vec<PCard>, Rejected> {
    c.iter().map(card).collect()
}

fn refused(e: EvaluatorError) -> Rejected {
    Rejected::CannotRun(format!("playing-cards: {e}"))
}

/// The category of a rank's `hand_rank` (1 = high card … 9 = straight flush).
fn category(r: &BasicRank) -> Result<Category, Rejected> {
    u8::try_from(r.hand_rank)
        .ok()
        .and_then(|h| h.checked_sub(1))
        .and_then(Category::from_index)
        .ok_or_else(|| Rejected::CannotRun(format!("hand_rank {} has no category", r.hand_rank)))
}

fn verdict(r: &BasicRank) -> Result<Verdict, Rejected> {
    Ok(Verdict::new(
        category(r)?,
        Some(Strength::single(i64::from(r.strength))),
    ))
}

fn high(c: &[Card]) -> Result<Verdict, Rejected> {
    let r = high_evaluator::evaluate_hand(&cards(c)?).map_err(refused)?;
    verdict(&r)
}

fn deuce_to_seven(c: &[Card]) -> Result<Verdict, Rejected> {
    let r = low_27_evaluator::evaluate_hand(&cards(c)?).map_err(refused)?;
    verdict(&r)
}

/// A badugi: the crate's strength as the low alone, its size not read (the
/// strength already orders the sizes).
fn badugi(c: &[Card]) -> Result<Verdict, Rejected> {
    let r = badugi_evaluator::evaluate_hand(&cards(c)?).map_err(refused)?;
    Ok(Verdict::low_alone(Some(Strength::single(i64::from(
        r.strength,
    )))))
}

fn omaha(hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
    let r = omaha_hi_evaluator::evaluate_hand(&cards(hole)?, &cards(board)?).map_err(refused)?;
    verdict(&r)
}

fn omaha_hi_lo(hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
    let r = omaha_hilo_evaluator::evaluate_hand(&cards(hole)?, &cards(board)?).map_err(refused)?;
    let low = match &r.lo_rank {
        Some(lo) => Low::Qualifies(Some(Strength::single(i64::from(lo.strength)))),
        None => Low::NoLow,
    };
    Ok(verdict(&r.hi_rank)?.with_low(low))
}

/// Joined cards cannot be split into hole cards and board: the Omaha
/// adapters are asked through `evaluate_deal` only.
fn joined(_: &[Card]) -> Result<Verdict, Rejected> {
    Err(Rejected::CannotRun(
        "an Omaha evaluator needs hole cards and a board apart".into(),
    ))
}

fn info(
    name: &'static str,
    game: &'static crate::game::Game,
    domain: Domain,
    returns: &'static str,
    source: &'static str,
) -> EvaluatorInfo {
    EvaluatorInfo {
        name: name.into(),
        game,
        domain,
        order: CardOrder::Free,
        gives_strength: true,
        returns: returns.into(),
        source: source.into(),
    }
}

fn self_test() -> Result<(), String> {
    holdem_self_test(high)
}

pub(super) fn adapters() -> Vec<Adapter> {
    vec![
        Adapter::new(
            info(
                "crate-playing-cards",
                &HOLDEM,
                Domain::range(5, 7),
                "HighRank: hand_rank 1..=9 and strength 7463 - Cactus Kev rank",
                "crates.io: playing-cards 0.1.3 (poker::evaluators::high_evaluator)",
            ),
            high,
            self_test,
        ),
        Adapter::new(
            info(
                "crate-playing-cards-omaha",
                &OMAHA,
                Domain::range(7, 11),
                "HighRank of the best two hole + three board cards",
                "crates.io: playing-cards 0.1.3 (poker::evaluators::omaha_hi_evaluator)",
            ),
            joined,
            self_test,
        )
        .with_deal(omaha),
        Adapter::new(
            info(
                "crate-playing-cards-omaha-hi-lo",
                &OMAHA_HI_LO,
                Domain::range(7, 11),
                "OmahaHiLoRank: hi HighRank and an optional eight-or-better LowA5Rank",
                "crates.io: playing-cards 0.1.3 (poker::evaluators::omaha_hilo_evaluator)",
            ),
            joined,
            self_test,
        )
        .with_deal(omaha_hi_lo),
        Adapter::new(
            info(
                "crate-playing-cards-deuce-to-seven",
                &DEUCE_TO_SEVEN,
                Domain::range(5, 7),
                "Low27Rank: the high hand_rank, strength = Cactus Kev rank (higher is the better low)",
                "crates.io: playing-cards 0.1.3 (poker::evaluators::low_27_evaluator)",
            ),
            deuce_to_seven,
            self_test,
        ),
        Adapter::new(
            info(
                "crate-playing-cards-badugi",
                &BADUGI,
                Domain::exactly(4),
                "BadugiRank: hand_rank = the badugi's size, strength (higher is better) as the low",
                "crates.io: playing-cards 0.1.3 (poker::evaluators::badugi_evaluator)",
            ),
            badugi,
            self_test,
        ),
    ]
}
