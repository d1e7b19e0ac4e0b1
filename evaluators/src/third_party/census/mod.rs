//! The rest of the crates.io census: every other evaluator crate of the
//! survey that builds here, behind the cargo feature `census-crates` (never
//! on by default, so `cargo test --workspace` does not compile them;
//! `cargo xtask third-party` builds it in a child process).
//!
//! Each file wraps one crate, pinned exactly in `evaluators/Cargo.toml`, as
//! one `crate-*` evaluator per game it plays. As with the four adapters of
//! [`super`], each one self-tests its card conversion on known hands before
//! its first answer and refuses every hand if that fails; none corrects its
//! crate.

mod aya_games;
mod ckc_rs_crate;
mod ducy_crate;
mod freezeout;
mod openpql;
mod pkcore_crate;
mod playing_cards_crate;
mod poker_equity_crate;
mod poker_eval_crate;
mod pokereval_cactus_crate;
mod pokereval_crate;
mod pokerlookup_crate;

use crate::card::Card;
use crate::category::Category;
use crate::evaluator::{Evaluator, EvaluatorInfo, Rejected, Verdict};
use std::sync::{Arc, OnceLock};

/// Every census adapter, in report order.
pub fn all() -> Vec<Arc<dyn Evaluator>> {
    let mut out: Vec<Arc<dyn Evaluator>> = vec![
        Arc::new(pokereval_crate::adapter()),
        Arc::new(pokereval_cactus_crate::adapter()),
        Arc::new(pokerlookup_crate::adapter()),
        Arc::new(ckc_rs_crate::adapter()),
        Arc::new(freezeout::adapter()),
        Arc::new(poker_eval_crate::adapter()),
        Arc::new(pkcore_crate::adapter()),
        Arc::new(pkcore_crate::omaha_adapter()),
        Arc::new(pkcore_crate::razz_adapter()),
    ];
    out.extend(
        poker_equity_crate::adapters()
            .into_iter()
            .chain(playing_cards_crate::adapters())
            .chain(ducy_crate::adapters())
            .chain(aya_games::adapters())
            .chain(openpql::adapters())
            .map(|a| Arc::new(a) as Arc<dyn Evaluator>),
    );
    out
}

/// One crate's raw evaluation of a hand of joined cards.
pub(crate) type Raw = fn(&[Card]) -> Result<Verdict, Rejected>;
/// One crate's raw evaluation of hole cards and a board.
pub(crate) type RawDeal = fn(&[Card], &[Card]) -> Result<Verdict, Rejected>;
/// A self-test of the card conversion: `Err` names the first hand that came
/// out wrong.
pub(crate) type SelfTest = fn() -> Result<(), String>;

/// A census adapter: its info, its raw evaluation, and its self-test, run
/// once before the first answer.
pub(crate) struct Adapter {
    info: EvaluatorInfo,
    raw: Raw,
    deal: Option<RawDeal>,
    test: SelfTest,
    passed: OnceLock<Result<(), String>>,
}

impl Adapter {
    pub(crate) fn new(info: EvaluatorInfo, raw: Raw, test: SelfTest) -> Adapter {
        Adapter {
            info,
            raw,
            deal: None,
            test,
            passed: OnceLock::new(),
        }
    }

    /// For a game with hole cards: the crate is asked with hole and board
    /// apart.
    pub(crate) fn with_deal(mut self, deal: RawDeal) -> Adapter {
        self.deal = Some(deal);
        self
    }

    fn guard(&self) -> Result<(), Rejected> {
        super::guard(self.name(), self.passed.get_or_init(self.test))
    }
}

impl Evaluator for Adapter {
    fn info(&self) -> &EvaluatorInfo {
        &self.info
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        self.guard()?;
        (self.raw)(cards)
    }
    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        match self.deal {
            Some(deal) => {
                self.guard()?;
                deal(hole, board)
            }
            None => {
                let mut cards = board.to_vec();
                cards.extend_from_slice(hole);
                self.evaluate(&cards)
            }
        }
    }
}

/// The hold'em self-test of [`super::self_test`] over a raw evaluation.
pub(crate) fn holdem_self_test(raw: Raw) -> Result<(), String> {
    super::self_test(&raw).map_err(|e| e.0)
}

/// The category of a Cactus Kev rank (1 = royal flush … 7462 = 7-5-4-3-2),
/// by the class boundaries of that numbering (the same in every crate that
/// uses it; each adapter says where its crate states them).
pub(crate) fn cactus_category(rank: i64) -> Option<Category> {
    Some(match rank {
        1..=10 => Category::StraightFlush,
        11..=166 => Category::FourOfAKind,
        167..=322 => Category::FullHouse,
        323..=1599 => Category::Flush,
        1600..=1609 => Category::Straight,
        1610..=2467 => Category::ThreeOfAKind,
        2468..=3325 => Category::TwoPair,
        3326..=6185 => Category::OnePair,
        6186..=7462 => Category::HighCard,
        _ => return None,
    })
}

/// A category, or a `CannotRun` naming the crate's answer that has none.
pub(crate) fn category_or(
    c: Option<Category>,
    what: impl FnOnce() -> String,
) -> Result<Category, Rejected> {
    c.ok_or_else(|| Rejected::CannotRun(format!("{} has no category", what())))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each adapter's self-test of its card conversion passes.
    #[test]
    fn every_census_adapter_passes_its_self_test() {
        for ev in all() {
            let a = ev.info().name.to_string();
            // No ace: playing-cards' badugi panics on a lone ace in a debug
            // build (third-party/playing-cards-badugi/FINDINGS.md), and this
            // test is about the self-test, not the answers.
            let hand = crate::card::parse_cards("Ks Qs Js Ts 9s 8s 7s 6s 5s").unwrap();
            let n = ev.domain().counts().next().unwrap();
            let r = match ev.game().layout {
                crate::game::Layout::Cards => ev.evaluate(&hand[..n]),
                crate::game::Layout::HoleAndBoard { hole, board } => {
                    let h = hole.counts().next().unwrap();
                    let b = board.counts().last().unwrap();
                    ev.evaluate_deal(&hand[..h], &hand[h..h + b])
                }
            };
            assert!(!matches!(r, Err(Rejected::CannotRun(_))), "{a}: {r:?}");
        }
    }
}
