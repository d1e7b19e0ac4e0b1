//! The check every vector passes at load time: its claims must agree with
//! BOTH reference evaluators — the table-driven [`Reference`] and the plain
//! [`BestOfSubsets`]. A wrong vector is a load error, never a silent pass.

use super::{winners_text, ShowdownCase};
use showdown_evaluators::card::{format_cards, Card};
use showdown_evaluators::category::Category;
use showdown_evaluators::reference::Reference;
use showdown_evaluators::subset::BestOfSubsets;
use std::cmp::Ordering;

/// Both references, side by side.
pub struct Oracle {
    reference: Reference,
}

impl Default for Oracle {
    fn default() -> Self {
        Oracle::new()
    }
}

fn word(o: Ordering) -> &'static str {
    match o {
        Ordering::Greater => "beats",
        Ordering::Equal => "ties with",
        Ordering::Less => "loses to",
    }
}

impl Oracle {
    pub fn new() -> Oracle {
        Oracle {
            reference: Reference::new(),
        }
    }

    /// How `a` compares with `b` (same card count) under both references;
    /// an error if they disagree (a bug in a reference, not in the vector).
    pub fn compare(&self, a: &[Card], b: &[Card]) -> Result<Ordering, String> {
        let by_reference = self.reference.strength(a).cmp(&self.reference.strength(b));
        let by_subsets = BestOfSubsets::key(a).cmp(&BestOfSubsets::key(b));
        if by_reference != by_subsets {
            return Err(format!(
                "the references disagree: Reference says {} {} {}, BestOfSubsets says it {}",
                format_cards(a),
                word(by_reference),
                format_cards(b),
                word(by_subsets)
            ));
        }
        Ok(by_reference)
    }

    /// The category under both references (an error if they disagree).
    pub fn category(&self, cards: &[Card]) -> Result<Category, String> {
        let r = self.reference.category(cards);
        let s = BestOfSubsets::key_category(BestOfSubsets::key(cards));
        if r != s {
            return Err(format!(
                "the references disagree on {}: Reference says {}, BestOfSubsets says {}",
                format_cards(cards),
                r.token(),
                s.token()
            ));
        }
        Ok(r)
    }

    pub fn check_category(&self, cards: &[Card], want: Category) -> Result<(), String> {
        let got = self.category(cards)?;
        if got != want {
            return Err(format!(
                "the vector says `{}` but both references say `{}` for {}",
                want.token(),
                got.token(),
                format_cards(cards)
            ));
        }
        Ok(())
    }

    /// `best` must be five of the hand's cards (all of them below five) that
    /// are worth as much as the whole hand.
    pub fn check_best(&self, cards: &[Card], best: &[Card]) -> Result<(), String> {
        let want = cards.len().min(5);
        if best.len() != want {
            return Err(format!(
                "`best` has {} cards; it must have {want}",
                best.len()
            ));
        }
        if let Some(c) = best.iter().find(|c| !cards.contains(c)) {
            return Err(format!("`best`: {c} is not one of the hand's cards"));
        }
        if self.compare(best, cards).is_err()
            || self.reference.strength(best) != self.reference.strength(cards)
            || BestOfSubsets::key(best) != BestOfSubsets::key(cards)
        {
            return Err(format!(
                "`best` {} is not the hand's best five: the references pick {}",
                format_cards(best),
                format_cards(&self.reference.best_five(cards))
            ));
        }
        Ok(())
    }

    /// `hand` must compare with `other` as `want` under both references.
    pub fn check_relation(
        &self,
        hand: &[Card],
        other: &[Card],
        want: Ordering,
    ) -> Result<(), String> {
        if hand.len() != other.len() {
            return Err(format!(
                "{} has {} cards but the hand has {}; only hands of one size are compared",
                format_cards(other),
                other.len(),
                hand.len()
            ));
        }
        let got = self.compare(hand, other)?;
        if got != want {
            return Err(format!(
                "the vector says {} {} {}, but both references say it {}",
                format_cards(hand),
                word(want),
                format_cards(other),
                word(got)
            ));
        }
        Ok(())
    }

    /// Groups ascend strictly and each group ties within itself.
    pub fn check_order(&self, groups: &[Vec<Vec<Card>>]) -> Result<(), String> {
        let hands: Vec<&Vec<Card>> = groups.iter().flatten().collect();
        if hands.len() < 2 {
            return Err("an order needs at least two hands".into());
        }
        let n = hands[0].len();
        if let Some(h) = hands.iter().find(|h| h.len() != n) {
            return Err(format!(
                "{} has {} cards but {} has {n}; an order holds hands of one size",
                format_cards(h),
                h.len(),
                format_cards(hands[0])
            ));
        }
        for g in groups {
            for h in &g[1..] {
                let o = self.compare(h, &g[0])?;
                if o != Ordering::Equal {
                    return Err(format!(
                        "{} and {} are grouped as tied, but both references say the first {} the second",
                        format_cards(h),
                        format_cards(&g[0]),
                        word(o)
                    ));
                }
            }
        }
        for w in groups.windows(2) {
            let (lo, hi) = (&w[0][0], &w[1][0]);
            let o = self.compare(lo, hi)?;
            if o != Ordering::Less {
                return Err(format!(
                    "{} is listed below {}, but both references say it {} it",
                    format_cards(lo),
                    format_cards(hi),
                    word(o)
                ));
            }
        }
        Ok(())
    }

    /// The players with the best hand under both references.
    pub fn winners(&self, table: &ShowdownCase) -> Result<Vec<usize>, String> {
        let seats: Vec<Vec<Card>> = (0..table.players.len()).map(|i| table.seat(i)).collect();
        let mut best = vec![0];
        for i in 1..seats.len() {
            match self.compare(&seats[i], &seats[best[0]])? {
                Ordering::Greater => best = vec![i],
                Ordering::Equal => best.push(i),
                Ordering::Less => {}
            }
        }
        Ok(best)
    }

    pub fn check_winners(&self, table: &ShowdownCase) -> Result<(), String> {
        let got = self.winners(table)?;
        if got != table.winners {
            return Err(format!(
                "the vector says {}, but both references say {}",
                winners_text(&table.winners),
                winners_text(&got)
            ));
        }
        Ok(())
    }
}
