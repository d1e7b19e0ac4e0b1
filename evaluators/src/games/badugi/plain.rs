//! [`BadugiPlain`]: the plain badugi checker the reference is proven
//! against. Every non-empty subset of the four cards is tried; one with two
//! cards of a suit or of a rank is no badugi; of the others the key
//! ([`BadugiPlainKey`]) is the size, then the values from the highest down,
//! and the biggest key wins. Nothing shared with the reference but
//! [`super::value`].

use super::{invalid_hand, value};
use crate::card::Card;
use crate::evaluator::{CardOrder, Domain, Evaluator, EvaluatorInfo, Rejected, Strength, Verdict};
use crate::game::BADUGI;
use std::borrow::Cow;

/// `size << 16`, then for each value of the badugi, the highest first,
/// `15 - value` in four bits (bits 12..16 for the highest): a bigger key is
/// the better hand.
pub type BadugiPlainKey = u32;

/// The every-subset badugi checker (see the module docs).
#[derive(Clone, Copy, Debug, Default)]
pub struct BadugiPlain;

static INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("best-of-subsets-badugi"),
    game: &BADUGI,
    domain: Domain::exactly(4),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "a low alone: (size, values from the highest down) packed in one integer",
    ),
    source: Cow::Borrowed("showdown (every subset of the cards tried; checks the reference)"),
};

impl BadugiPlain {
    /// The key of a subset that is a badugi, `None` if two of its cards
    /// share a suit or a rank.
    pub fn subset_key(&self, subset: &[Card]) -> Option<BadugiPlainKey> {
        for (i, a) in subset.iter().enumerate() {
            for b in &subset[..i] {
                if a.suit() == b.suit() || a.rank() == b.rank() {
                    return None;
                }
            }
        }
        let mut values: Vec<u32> = subset.iter().map(|c| u32::from(value(c.rank()))).collect();
        values.sort_unstable_by(|a, b| b.cmp(a));
        let mut key = (subset.len() as u32) << 16;
        for (i, v) in values.iter().enumerate() {
            key |= (15 - v) << (12 - 4 * i);
        }
        Some(key)
    }

    /// The best key over every subset of the cards.
    pub fn key(&self, cards: &[Card]) -> BadugiPlainKey {
        let n = cards.len();
        (1u32..1 << n)
            .filter_map(|pick| {
                let subset: Vec<Card> = (0..n)
                    .filter(|i| pick & 1 << i != 0)
                    .map(|i| cards[i])
                    .collect();
                self.subset_key(&subset)
            })
            .max()
            .unwrap_or(0)
    }

    /// How many cards the badugi of a key holds.
    pub fn key_size(key: BadugiPlainKey) -> usize {
        (key >> 16) as usize
    }
}

impl Evaluator for BadugiPlain {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }

    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        invalid_hand(cards)?;
        Ok(Verdict::low_alone(Some(Strength::single(i64::from(
            self.key(cards),
        )))))
    }
}
