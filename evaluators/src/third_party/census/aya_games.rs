//! `aya_poker` 0.1.0 (crates.io, dtrifuno/aya-poker) in the games other
//! than hold'em that it ranks and the suite has: `crate-aya-poker-short-deck`
//! (`short_deck_rank`), `crate-aya-poker-omaha` (`omaha_rank`),
//! `crate-aya-poker-omaha-hi-lo` (`omaha_rank` and `omaha_lo_rank`),
//! `crate-aya-poker-ace-to-five` (`ace_five_rank`) and
//! `crate-aya-poker-deuce-to-seven` (`deuce_seven_rank`). Its hold'em is
//! `crate-aya-poker` (feature `third-party`, `super::super::aya`); its
//! badugi and baduci rankers play games the suite does not have.
//!
//! These five sit behind the feature `census-crates` with the rest of the
//! census, although the crate itself is already compiled under
//! `third-party`: there they would join the default `showdown run`, the
//! sweeps of `.ci/run` and every `cargo test`, and they are census rows,
//! re-checked by `cargo xtask third-party`.
//!
//! # Source
//! The crate's public functions named above, each returning a 16-bit rank
//! (higher is the better hand, or the better low) with a `rank_category()`.
//!
//! # Algorithm, in our words
//! The crate is a port of OMPEval: each ranking has perfect-hash tables
//! built by its build script, one keyed by the multiset of ranks and one by
//! the ranks of a flush suit, so a hand of up to seven cards is one or two
//! lookups. Short deck (six to ace) has its own tables: A-6-7-8-9 is the
//! lowest straight and a flush beats a full house (a straight still beats
//! three of a kind, our `short-deck`). Ace-to-five ignores straights and
//! flushes; deuce-to-seven counts them, and when a hand of six or seven
//! cards holds five of a suit without being all of one suit it ranks every
//! five-card subset that is not a flush and keeps the best. Omaha tries
//! every two hole cards with every three board cards through the hold'em
//! ranking, and its low every such five through the ace-to-five ranking.
//!
//! # Encoding
//! Our cards become the crate's `Card` (rank two … ace, suits clubs,
//! diamonds, hearts, spades, the same as ours) gathered into its `Hand`, by
//! the conversion of `crate-aya-poker`; every adapter here runs that
//! adapter's hold'em self-test through `poker_rank` before its first answer.
//! The rank is the strength; its `rank_category()` is the category (a royal
//! flush is an ace-high straight flush). The hi-lo low is the one route the
//! crate documents for eight-or-better: `omaha_lo_rank(..).to_lo_8_rank()`,
//! a rank of 0 being no qualifying low; the low's strength is that rank.
//!
//! # Deviations from the correct answer
//! What `showdown check` finds is in `third-party/aya_poker/FINDINGS.md`.

use super::super::aya::{category as category_of, hand, raw as holdem_raw};
use super::{holdem_self_test, Adapter};
use crate::card::Card;
use crate::evaluator::{CardOrder, Domain, EvaluatorInfo, Low, Rejected, Strength, Verdict};
use crate::game::{Game, ACE_TO_FIVE, DEUCE_TO_SEVEN, OMAHA, OMAHA_HI_LO, SHORT_DECK};
use aya_poker::{
    ace_five_rank, deuce_seven_rank, omaha_lo_rank, omaha_rank, short_deck_rank, PokerRankCategory,
};

/// A verdict from a rank and its category.
fn verdict(rank: u16, category: PokerRankCategory) -> Result<Verdict, Rejected> {
    let c = category_of(category).ok_or_else(|| {
        Rejected::CannotRun(format!("aya_poker rank {rank} has category {category}"))
    })?;
    Ok(Verdict::new(c, Some(Strength::single(i64::from(rank)))))
}

fn short_deck(c: &[Card]) -> Result<Verdict, Rejected> {
    let r = short_deck_rank(&hand(c));
    verdict(r.0, r.rank_category())
}

fn ace_to_five(c: &[Card]) -> Result<Verdict, Rejected> {
    let r = ace_five_rank(&hand(c));
    verdict(r.0, r.rank_category())
}

fn deuce_to_seven(c: &[Card]) -> Result<Verdict, Rejected> {
    let r = deuce_seven_rank(&hand(c));
    verdict(r.0, r.rank_category())
}

fn omaha(hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
    let r = omaha_rank(&hand(hole), &hand(board));
    verdict(r.0, r.rank_category())
}

fn omaha_hi_lo(hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
    let (hole, board) = (hand(hole), hand(board));
    let high = omaha_rank(&hole, &board);
    let low = omaha_lo_rank(&hole, &board).to_lo_8_rank();
    let low = match low.0 {
        0 => Low::NoLow,
        r => Low::Qualifies(Some(Strength::single(i64::from(r)))),
    };
    Ok(verdict(high.0, high.rank_category())?.with_low(low))
}

/// Joined cards cannot be split into hole cards and a board: the Omaha
/// adapters are asked through `evaluate_deal` only.
fn joined(_: &[Card]) -> Result<Verdict, Rejected> {
    Err(Rejected::CannotRun(
        "an Omaha evaluator needs hole cards and a board apart".into(),
    ))
}

fn info(
    name: &'static str,
    game: &'static Game,
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

/// The card conversion is `crate-aya-poker`'s, tested on the hold'em hands
/// of the shared self-test through `poker_rank`.
fn self_test() -> Result<(), String> {
    holdem_self_test(holdem_raw)
}

pub(super) fn adapters() -> Vec<Adapter> {
    vec![
        Adapter::new(
            info(
                "crate-aya-poker-short-deck",
                &SHORT_DECK,
                Domain::range(5, 7),
                "ShortDeckHandRank: u16, higher is better, and its category",
                "crates.io: aya_poker 0.1.0 (short_deck_rank)",
            ),
            short_deck,
            self_test,
        ),
        Adapter::new(
            info(
                "crate-aya-poker-omaha",
                &OMAHA,
                Domain::range(7, 11),
                "PokerHandRank of the best two hole + three board cards",
                "crates.io: aya_poker 0.1.0 (omaha_rank)",
            ),
            joined,
            self_test,
        )
        .with_deal(omaha),
        Adapter::new(
            info(
                "crate-aya-poker-omaha-hi-lo",
                &OMAHA_HI_LO,
                Domain::range(7, 11),
                "omaha_rank, and omaha_lo_rank(..).to_lo_8_rank() (0: no low) as the low",
                "crates.io: aya_poker 0.1.0 (omaha_rank, omaha_lo_rank)",
            ),
            joined,
            self_test,
        )
        .with_deal(omaha_hi_lo),
        Adapter::new(
            info(
                "crate-aya-poker-ace-to-five",
                &ACE_TO_FIVE,
                Domain::range(5, 7),
                "AceFiveHandRank: u16, higher is the better low, and its category",
                "crates.io: aya_poker 0.1.0 (ace_five_rank)",
            ),
            ace_to_five,
            self_test,
        ),
        Adapter::new(
            info(
                "crate-aya-poker-deuce-to-seven",
                &DEUCE_TO_SEVEN,
                Domain::range(5, 7),
                "DeuceSevenHandRank: u16, higher is the better low, and its category",
                "crates.io: aya_poker 0.1.0 (deuce_seven_rank)",
            ),
            deuce_to_seven,
            self_test,
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;
    use crate::category::Category;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    /// Each game's category mapping on a hand whose answer is not in doubt
    /// (the crate's own examples and its rules as documented).
    #[test]
    fn each_game_names_known_hands() {
        assert_eq!(
            short_deck(&cards("Ah 6h 7h 8h 9h")).unwrap().category,
            Category::StraightFlush
        );
        assert_eq!(
            short_deck(&cards("Ac 6s 7d 8h 9h")).unwrap().category,
            Category::Straight
        );
        assert_eq!(
            ace_to_five(&cards("5c 4d 3h 2s Ac")).unwrap().category,
            Category::HighCard
        );
        assert_eq!(
            ace_to_five(&cards("Js 5c 8s 4d Jc")).unwrap().category,
            Category::OnePair
        );
        assert_eq!(
            deuce_to_seven(&cards("9s 7c 8s 5d 6c")).unwrap().category,
            Category::Straight
        );
        assert_eq!(
            deuce_to_seven(&cards("7c 5d 4h 3s 2c")).unwrap().category,
            Category::HighCard
        );
        // The board's royal flush does not play without two hole spades:
        // two of 2-3-4-5 and three of A-K-Q-J-T make nothing.
        let v = omaha(&cards("2c 3d 4h 5d"), &cards("As Ks Qs Js Ts")).unwrap();
        assert_eq!(v.category, Category::HighCard);
        let v = omaha_hi_lo(&cards("Ac 2d Kh Kd"), &cards("3s 4s 5h Jd Qc")).unwrap();
        assert_eq!(v.category, Category::Straight);
        assert!(matches!(v.low, Low::Qualifies(Some(_))));
        let v = omaha_hi_lo(&cards("Ac Ad Kh Kd"), &cards("9s Ts Jh Jd Qc")).unwrap();
        assert_eq!(v.low, Low::NoLow);
    }

    /// Better hands score higher in every game (the strength's direction).
    #[test]
    fn strengths_run_higher_is_better() {
        let s = |v: Result<Verdict, Rejected>| v.unwrap().strength.unwrap();
        assert!(
            s(ace_to_five(&cards("5c 4d 3h 2s Ac"))) > s(ace_to_five(&cards("6c 4d 3h 2s Ac")))
        );
        assert!(
            s(deuce_to_seven(&cards("7c 5d 4h 3s 2c")))
                > s(deuce_to_seven(&cards("8c 5d 4h 3s 2c")))
        );
        assert!(s(short_deck(&cards("Ah Kh Qh Jh 9h"))) > s(short_deck(&cards("Ac Ad Ah Kc Kd"))));
    }
}
