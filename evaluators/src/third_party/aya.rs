//! `aya_poker` 0.1 (crates.io): perfect-hash tables generated at build time
//! over rank keys and flush keys; `poker_rank` returns a 16-bit rank (higher
//! is better) and `rank_category` names its category, with a royal flush as
//! a category of its own (read here as an ace-high straight flush). Its
//! ranks run two … ace and suits c, d, h, s, like ours. The crate documents
//! hands of fewer than five cards (missing cards count as the worst
//! kickers), so its domain is 1 to 7 cards.

use super::{guard, self_test};
use crate::card::Card;
use crate::category::Category;
use crate::evaluator::EvaluatorInfo;
use crate::evaluator::{Domain, Evaluator, Rejected, Strength, Verdict};
use aya_poker::base::{Card as ACard, Hand as AHand, Rank as ARank, Suit as ASuit};
use aya_poker::{poker_rank, PokerRankCategory};

/// The `aya_poker` crate as the evaluator `crate-aya-poker` (1 to 7 cards):
/// its 16-bit rank is the strength. The first evaluation runs
/// [`self_test`](super::self_test); if that fails, every hand is rejected.
pub struct AyaPoker {
    selftest: std::sync::OnceLock<Result<(), String>>,
}

impl AyaPoker {
    /// The adapter, its self-test not yet run.
    pub fn new() -> AyaPoker {
        AyaPoker {
            selftest: std::sync::OnceLock::new(),
        }
    }
}

impl Default for AyaPoker {
    fn default() -> Self {
        AyaPoker::new()
    }
}

pub(crate) fn rank(r: crate::card::Rank) -> ARank {
    use crate::card::Rank as R;
    match r {
        R::Two => ARank::Two,
        R::Three => ARank::Three,
        R::Four => ARank::Four,
        R::Five => ARank::Five,
        R::Six => ARank::Six,
        R::Seven => ARank::Seven,
        R::Eight => ARank::Eight,
        R::Nine => ARank::Nine,
        R::Ten => ARank::Ten,
        R::Jack => ARank::Jack,
        R::Queen => ARank::Queen,
        R::King => ARank::King,
        R::Ace => ARank::Ace,
    }
}

pub(crate) fn suit(s: crate::card::Suit) -> ASuit {
    match s.letter() {
        'c' => ASuit::Clubs,
        'd' => ASuit::Diamonds,
        'h' => ASuit::Hearts,
        _ => ASuit::Spades,
    }
}

/// Our cards as the crate's `Hand` (a set: the order is lost).
pub(crate) fn hand(cards: &[Card]) -> AHand {
    cards
        .iter()
        .map(|c| ACard::new(rank(c.rank()), suit(c.suit())))
        .collect()
}

/// The crate's category as ours (its royal flush is an ace-high straight
/// flush); `None` for `Ineligible`, which it gives no ranked hand of ours.
pub(crate) fn category(c: PokerRankCategory) -> Option<Category> {
    Some(match c {
        PokerRankCategory::HighCard => Category::HighCard,
        PokerRankCategory::Pair => Category::OnePair,
        PokerRankCategory::TwoPair => Category::TwoPair,
        PokerRankCategory::ThreeOfAKind => Category::ThreeOfAKind,
        PokerRankCategory::Straight => Category::Straight,
        PokerRankCategory::Flush => Category::Flush,
        PokerRankCategory::FullHouse => Category::FullHouse,
        PokerRankCategory::FourOfAKind => Category::FourOfAKind,
        PokerRankCategory::StraightFlush | PokerRankCategory::RoyalFlush => Category::StraightFlush,
        PokerRankCategory::Ineligible => return None,
    })
}

pub(crate) fn raw(cards: &[Card]) -> Result<Verdict, Rejected> {
    let rank = poker_rank(&hand(cards));
    let category = category(rank.rank_category()).ok_or_else(|| {
        Rejected::CannotRun(format!(
            "rank {} has category {}",
            rank.0,
            rank.rank_category()
        ))
    })?;
    Ok(Verdict::new(
        category,
        Some(Strength::single(rank.0 as i64)),
    ))
}

static INFO: EvaluatorInfo = EvaluatorInfo::holdem(
    "crate-aya-poker",
    Domain::range(1, 7),
    true,
    "u16 rank, higher is better, and a category",
    "crates.io: aya_poker 0.1 (poker_rank)",
);

impl Evaluator for AyaPoker {
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
