//! `poker-equity` 0.1.1 (crates.io; the Rust crate behind PyPI's
//! poker-equity) as `crate-poker-equity` (hold'em).
//!
//! # Source
//! `variants::high_score(&[Card])`, one of the four score functions the
//! crate exports (`high_score`, `short_deck_score`, `deuce_seven_score`,
//! `low_a5_score`); its ranking enums live in a private module.
//!
//! # Algorithm, in our words
//! Each rank has a base-five place value, so the sum over the cards names
//! the rank multiset; a displacement table turns that sum into a slot of a
//! score table built at compile time; a suit with five cards looks its rank
//! mask up in a flush table first. Six and seven cards are looked up whole.
//!
//! # Encoding
//! Cards are read by the crate's own `Card::parse_field("As Td …")`. The
//! score is the hand's place in the standard order counted from the royal
//! flush (0) down, lower better, as the crate documents it; the strength is
//! 7461 minus it. The crate exports no category for a score, so the
//! category is read from that documented order: the place plus one is the
//! Cactus Kev rank, whose class ranges are fixed ([`super::cactus_category`]).
//! The other three scores order hands in an order whose class ranges the
//! crate does not document; they are not wrapped here (the PyPI census has
//! them as order-only rows).
//!
//! # Deviations from the correct answer
//! What `showdown check` finds is in `third-party/poker-equity-crate/FINDINGS.md`.

use super::{cactus_category, category_or, holdem_self_test, Adapter};
use crate::card::{format_cards, Card};
use crate::evaluator::{CardOrder, Domain, EvaluatorInfo, Rejected, Strength, Verdict};
use crate::game::HOLDEM;
use poker_equity::cards::Card as ECard;

fn raw(c: &[Card]) -> Result<Verdict, Rejected> {
    let s = format_cards(c);
    let cards = ECard::parse_field(&s)
        .map_err(|e| Rejected::CannotRun(format!("poker-equity cannot read `{s}`: {e:?}")))?;
    let score = i64::from(poker_equity::variants::high_score(&cards));
    let category = category_or(cactus_category(score + 1), || format!("score {score}"))?;
    Ok(Verdict::new(category, Some(Strength::single(7461 - score))))
}

pub(super) fn adapter() -> Adapter {
    Adapter::new(
        EvaluatorInfo {
            name: "crate-poker-equity".into(),
            game: &HOLDEM,
            domain: Domain::range(5, 7),
            order: CardOrder::Free,
            gives_strength: true,
            returns: "u16 score, 0 = royal flush, lower better; category from the documented order"
                .into(),
            source: "crates.io: poker-equity 0.1.1 (variants::high_score)".into(),
        },
        raw,
        || holdem_self_test(raw),
    )
}
