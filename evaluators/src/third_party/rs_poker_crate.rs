//! `rs_poker` 4.1 (crates.io; 5.x needs a nightly compiler): `Rankable::rank`
//! on a list of cards finds the best five by rank counts and bit masks and
//! returns a `Rank` enum — the category as the variant and a `u32` ordering
//! hands within it. Its values run two … ace like ours; its suits are
//! spade, club, heart, diamond. Written for five cards or more.

use super::{guard, self_test};
use crate::card::Card;
use crate::category::Category;
use crate::evaluator::EvaluatorInfo;
use crate::evaluator::{Domain, Evaluator, Rejected, Strength, Verdict};
use rs_poker::core::{Card as RCard, Rank, Rankable, Suit as RSuit, Value};

/// The `rs_poker` crate as the evaluator `crate-rs-poker` (5 to 7 cards):
/// the strength is `[category index, the crate's u32 within the category]`.
/// The first evaluation runs [`self_test`](super::self_test); if that
/// fails, every hand is rejected.
pub struct RsPoker {
    selftest: std::sync::OnceLock<Result<(), String>>,
}

impl RsPoker {
    /// The adapter, its self-test not yet run.
    pub fn new() -> RsPoker {
        RsPoker {
            selftest: std::sync::OnceLock::new(),
        }
    }
}

impl Default for RsPoker {
    fn default() -> Self {
        RsPoker::new()
    }
}

const SUITS: [RSuit; 4] = [RSuit::Club, RSuit::Diamond, RSuit::Heart, RSuit::Spade];

fn raw(cards: &[Card]) -> Result<Verdict, Rejected> {
    let hand: Vec<RCard> = cards
        .iter()
        .map(|c| {
            RCard::new(
                Value::from(c.rank().index()),
                SUITS[c.suit().index() as usize],
            )
        })
        .collect();
    let (category, within) = match hand.rank() {
        Rank::HighCard(v) => (Category::HighCard, v),
        Rank::OnePair(v) => (Category::OnePair, v),
        Rank::TwoPair(v) => (Category::TwoPair, v),
        Rank::ThreeOfAKind(v) => (Category::ThreeOfAKind, v),
        Rank::Straight(v) => (Category::Straight, v),
        Rank::Flush(v) => (Category::Flush, v),
        Rank::FullHouse(v) => (Category::FullHouse, v),
        Rank::FourOfAKind(v) => (Category::FourOfAKind, v),
        Rank::StraightFlush(v) => (Category::StraightFlush, v),
    };
    Ok(Verdict::new(
        category,
        Some(Strength::new(&[category.index() as i64, within as i64])),
    ))
}

static INFO: EvaluatorInfo = EvaluatorInfo::holdem(
    "crate-rs-poker",
    Domain::range(5, 7),
    true,
    "Rank enum: category variant and a u32 within it",
    "crates.io: rs_poker 4.1 (Rankable::rank)",
);

impl Evaluator for RsPoker {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        guard(
            self.name(),
            self.selftest
                .get_or_init(|| self_test(&raw).map_err(|e| e.0)),
        )?;
        raw(cards)
    }
}
