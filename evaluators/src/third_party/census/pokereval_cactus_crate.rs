//! `pokereval_cactus` 0.1.2 (crates.io, "a Rust version of treys") as
//! `crate-pokereval-cactus`.
//!
//! # Source
//! `evaluator::Evaluator::new()` and its `evaluate(cards, board)`.
//!
//! # Algorithm, in our words
//! Cactus Kev's method as `treys` has it: two hash maps built at start-up,
//! one for flushes keyed by the prime product of the rank bits, one for the
//! rest keyed by the product of the rank primes; six and seven cards take
//! the smallest rank over every five-card subset.
//!
//! # Encoding
//! Cards are `i32` words made by `card::Card::new("As")` from a two-letter
//! string (rank `23456789TJQKA`, suit `shdc`). The answer is a rank 1
//! (royal flush) to 7462 (7-5-4-3-2), lower better; the strength is 7463
//! minus it. The crate exposes no rank-to-class function (its class
//! boundaries are private constants, `MAX_STRAIGHT_FLUSH = 10` …
//! `MAX_HIGH_CARD = 7462`, treys's), so the category is read from those
//! documented ranges ([`super::cactus_category`]). It accepts only 5, 6 or
//! 7 cards (others reach an `unreachable!`).
//!
//! # Deviations from the correct answer
//! None known before this census.

use super::{cactus_category, category_or, holdem_self_test, Adapter};
use crate::card::Card;
use crate::evaluator::{Domain, EvaluatorInfo, Rejected, Strength, Verdict};
use pokereval_cactus::card::Card as PCard;
use pokereval_cactus::evaluator::Evaluator as PEvaluator;
use std::sync::OnceLock;

fn evaluator() -> &'static PEvaluator {
    static E: OnceLock<PEvaluator> = OnceLock::new();
    E.get_or_init(PEvaluator::new)
}

/// Our card as the crate's word, through its own string constructor.
fn card(c: &Card) -> i32 {
    let s = format!("{}{}", c.rank().symbol(), c.suit().letter());
    PCard::new(s)
}

fn raw(cards: &[Card]) -> Result<Verdict, Rejected> {
    if !(5..=7).contains(&cards.len()) {
        return Err(Rejected::CannotRun(format!(
            "pokereval_cactus evaluates 5, 6 or 7 cards, not {}",
            cards.len()
        )));
    }
    let words: Vec<i32> = cards.iter().map(card).collect();
    let rank = i64::from(evaluator().evaluate(words, Vec::new()));
    let category = category_or(cactus_category(rank), || format!("rank {rank}"))?;
    Ok(Verdict::new(category, Some(Strength::single(7463 - rank))))
}

pub(super) fn adapter() -> Adapter {
    Adapter::new(
        EvaluatorInfo {
            name: "crate-pokereval-cactus".into(),
            game: &crate::game::HOLDEM,
            domain: Domain::range(5, 7),
            order: crate::evaluator::CardOrder::Free,
            gives_strength: true,
            returns: "rank 1..=7462, lower better; category from treys's documented rank ranges"
                .into(),
            source: "crates.io: pokereval_cactus 0.1.2 (Evaluator::evaluate)".into(),
        },
        raw,
        || holdem_self_test(raw),
    )
}
