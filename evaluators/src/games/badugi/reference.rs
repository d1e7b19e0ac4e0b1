//! [`BadugiReference`]: the proven badugi reference. The ranks of the hand
//! are matched to its suits, lowest rank first: a rank joins the badugi
//! when an augmenting path finds it a suit (the ranks already in keep one
//! each, perhaps another than before). The sets of ranks that can be
//! matched to distinct suits are the independent sets of a transversal
//! matroid, so this greedy pass, lowest rank first, ends with a largest
//! set whose ranks are, one by one from the highest down, as low as any
//! other largest set's: the best badugi. No subset is enumerated (that is
//! the plain checker's way, [`super::BadugiPlain`]).

use super::{invalid_hand, place, value, verdict};
use crate::card::Card;
use crate::evaluator::{CardOrder, Domain, Evaluator, EvaluatorInfo, Rejected, Verdict};
use crate::game::BADUGI;
use std::borrow::Cow;

/// The proven badugi reference (see the module docs).
#[derive(Clone, Copy, Debug, Default)]
pub struct BadugiReference;

static INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("reference-badugi"),
    game: &BADUGI,
    domain: Domain::exactly(4),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed("a low alone: the place among the 1,092 badugi values (1,092 best)"),
    source: Cow::Borrowed("showdown (ranks matched to suits, lowest first; proven)"),
};

/// The matching of ranks to suits being built.
struct Matching {
    /// Suits held by each value (bit per suit), index `value - 1`.
    suits_of: [u8; 13],
    /// The value matched to each suit, if any.
    value_of_suit: [Option<u8>; 4],
}

impl Matching {
    /// Finds value `v` a suit, moving the values matched already along an
    /// augmenting path; `seen` marks the suits tried on this path.
    fn augment(&mut self, v: u8, seen: &mut u8) -> bool {
        for s in 0..4u8 {
            if self.suits_of[v as usize] & 1 << s == 0 || *seen & 1 << s != 0 {
                continue;
            }
            *seen |= 1 << s;
            let free = match self.value_of_suit[s as usize] {
                None => true,
                Some(w) => self.augment(w, seen),
            };
            if free {
                self.value_of_suit[s as usize] = Some(v);
                return true;
            }
        }
        false
    }
}

impl BadugiReference {
    /// The cards of the best badugi, one per matched suit, lowest first.
    pub fn badugi(&self, cards: &[Card]) -> Vec<Card> {
        let mut m = Matching {
            suits_of: [0; 13],
            value_of_suit: [None; 4],
        };
        for c in cards {
            m.suits_of[value(c.rank()) as usize - 1] |= 1 << c.suit().index();
        }
        for v in 0..13u8 {
            if m.suits_of[v as usize] != 0 {
                let mut seen = 0u8;
                m.augment(v, &mut seen);
            }
        }
        let mut out: Vec<Card> = cards
            .iter()
            .copied()
            .filter(|c| m.value_of_suit[c.suit().index() as usize] == Some(value(c.rank()) - 1))
            .collect();
        out.sort_by_key(|c| value(c.rank()));
        out
    }

    /// The ranks of the best badugi, bit `value - 1` each.
    pub fn ranks(&self, cards: &[Card]) -> u16 {
        self.badugi(cards)
            .iter()
            .fold(0u16, |m, c| m | 1 << (value(c.rank()) - 1))
    }

    /// The place of the hand among the 1,092 values (1,092 best).
    pub fn strength(&self, cards: &[Card]) -> u16 {
        place(self.ranks(cards))
    }
}

impl Evaluator for BadugiReference {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }

    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        invalid_hand(cards)?;
        Ok(verdict(self.strength(cards)))
    }

    fn best_five(&self, cards: &[Card]) -> Option<Vec<Card>> {
        Some(self.badugi(cards))
    }

    fn trace(&self, cards: &[Card]) -> Option<Vec<String>> {
        let b = self.badugi(cards);
        Some(vec![
            "ranks matched to suits, lowest rank first (augmenting paths)".to_string(),
            format!(
                "badugi of {} card(s): {}",
                b.len(),
                crate::card::format_cards(&b)
            ),
            format!("place {} of 1,092", self.strength(cards)),
        ])
    }
}
