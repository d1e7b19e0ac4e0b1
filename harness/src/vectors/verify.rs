//! The check every vector passes at load time: its claims must agree with
//! BOTH reference evaluators of its game — for hold'em the table-driven
//! [`Reference`] and the plain [`BestOfSubsets`]; for the other games their
//! reference and plain checker. A wrong vector is a load error, never a
//! silent pass.

use super::{shares_text, winners_text, ExpectedLow, ShowdownCase};
use showdown_evaluators::card::{format_cards, Card, Rank};
use showdown_evaluators::category::Category;
use showdown_evaluators::evaluator::{Evaluator, Low, Strength, Verdict};
use showdown_evaluators::game::{Game, Selection};
use showdown_evaluators::games;
use showdown_evaluators::games::hi_lo::{self, pot_shares, Share};
use showdown_evaluators::reference::Reference;
use showdown_evaluators::subset::BestOfSubsets;
use std::cmp::Ordering;
use std::sync::Arc;

/// Both references of a game, side by side: its proven reference and the
/// plain checker (for hold'em the table-driven [`Reference`] and the plain
/// [`BestOfSubsets`]).
pub struct Oracle {
    game: &'static Game,
    reference: Arc<dyn Evaluator>,
    checker: Arc<dyn Evaluator>,
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

/// The oracles of every game, built once per load.
pub struct Oracles(Vec<Oracle>);

impl Oracles {
    /// One oracle per game.
    pub fn new() -> Oracles {
        Oracles(Game::all().map(Oracle::for_game).collect())
    }

    /// The oracle of `game`.
    pub fn get(&self, game: &Game) -> &Oracle {
        self.0
            .iter()
            .find(|o| o.game == game)
            .expect("an oracle for every game")
    }
}

impl Default for Oracles {
    fn default() -> Self {
        Oracles::new()
    }
}

impl Oracle {
    /// The hold'em oracle.
    pub fn new() -> Oracle {
        Oracle::for_game(Game::default_game())
    }

    /// The oracle of `game`: its reference and its plain checker.
    pub fn for_game(game: &'static Game) -> Oracle {
        Oracle {
            game,
            reference: games::reference_for(game),
            checker: games::checker_for(game),
        }
    }

    fn show(&self, cards: &[Card]) -> String {
        games::format_joined(self.game, cards)
    }

    /// Both evaluators' verdicts (an error if either refuses the hand).
    fn verdicts(&self, cards: &[Card]) -> Result<(Verdict, Verdict), String> {
        let ask = |e: &Arc<dyn Evaluator>| {
            games::evaluate_joined(&**e, cards)
                .map_err(|r| format!("{} refuses {}: {r}", e.name(), self.show(cards)))
        };
        Ok((ask(&self.reference)?, ask(&self.checker)?))
    }

    /// How `a` compares with `b` (same card count) under both references;
    /// an error if they disagree (a bug in a reference, not in the vector).
    pub fn compare(&self, a: &[Card], b: &[Card]) -> Result<Ordering, String> {
        let (ra, ca) = self.verdicts(a)?;
        let (rb, cb) = self.verdicts(b)?;
        let by_reference = ra.strength.cmp(&rb.strength);
        let by_checker = ca.strength.cmp(&cb.strength);
        if by_reference != by_checker {
            return Err(format!(
                "the references disagree: {} says {} {} {}, {} says it {}",
                self.reference.name(),
                self.show(a),
                word(by_reference),
                self.show(b),
                self.checker.name(),
                word(by_checker)
            ));
        }
        Ok(by_reference)
    }

    /// The category under both references (an error if they disagree).
    pub fn category(&self, cards: &[Card]) -> Result<Category, String> {
        let (r, c) = self.verdicts(cards)?;
        if r.category != c.category {
            return Err(format!(
                "the references disagree on {}: {} says {}, {} says {}",
                self.show(cards),
                self.reference.name(),
                r.category.token(),
                self.checker.name(),
                c.category.token()
            ));
        }
        Ok(r.category)
    }

    /// `cards` must be a hand of `want` under both references.
    pub fn check_category(&self, cards: &[Card], want: Category) -> Result<(), String> {
        let got = self.category(cards)?;
        if got != want {
            return Err(format!(
                "the vector says `{}` but both references say `{}` for {}",
                want.token(),
                got.token(),
                self.show(cards)
            ));
        }
        Ok(())
    }

    /// `best` must be five of the hand's cards (all of them below five) that
    /// are worth as much as the whole hand; in a game with hole cards, made
    /// of the cards that game's selection takes (Omaha: two hole cards and
    /// three of the board).
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
        let hand = self.verdicts(cards)?.0.strength;
        let five = if self.game.has_hole_cards() {
            let (hole, board) = games::omaha::split_joined(cards);
            let from_hole = best.iter().filter(|c| hole.contains(c)).count();
            let from_board = best.iter().filter(|c| board.contains(c)).count();
            if let Selection::Exactly { hole: h, board: b } = self.game.selection {
                if (from_hole, from_board) != (h, b) {
                    return Err(format!(
                        "`best` {} takes {from_hole} hole and {from_board} board cards; \
                         {} takes exactly {h} and {b}",
                        format_cards(best),
                        self.game.id
                    ));
                }
            }
            // The five are ranked as any five cards are, on hold'em's scale.
            Some(Strength::single(i64::from(Reference::new().strength(best))))
        } else {
            games::evaluate_joined(&*self.reference, best)
                .ok()
                .and_then(|v| v.strength)
        };
        if five != hand {
            return Err(format!(
                "`best` {} is not the hand's best five: it is worth less than the whole hand",
                format_cards(best)
            ));
        }
        if !self.game.has_hole_cards() && self.game == Game::default_game() {
            let picked = Reference::new().best_five(cards);
            if BestOfSubsets::key(best) != BestOfSubsets::key(&picked) {
                return Err(format!(
                    "`best` {} is not the hand's best five: the references pick {}",
                    format_cards(best),
                    format_cards(&picked)
                ));
            }
        }
        Ok(())
    }

    /// The low of `cards` in a hi-lo game under both references (an error
    /// if they disagree): `None` for no low, else its ranks highest first.
    pub fn low(&self, cards: &[Card]) -> Result<Option<[Rank; 5]>, String> {
        let (r, c) = self.verdicts(cards)?;
        let by_reference = hi_lo::low_strength_of(&r.low).and_then(hi_lo::low_ranks);
        let by_checker = match c.low {
            Low::Qualifies(Some(s)) => {
                hi_lo::plain::low_of_key(s.parts()[0]).map(hi_lo::plain::ranks)
            }
            _ => None,
        };
        if by_reference != by_checker {
            let text = |l: Option<[Rank; 5]>| l.map_or("no low".into(), |r| hi_lo::low_text(&r));
            return Err(format!(
                "the references disagree on the low of {}: {} says {}, {} says {}",
                self.show(cards),
                self.reference.name(),
                text(by_reference),
                self.checker.name(),
                text(by_checker)
            ));
        }
        Ok(by_reference)
    }

    /// `cards` must make the low `want` under both references.
    pub fn check_low(&self, cards: &[Card], want: &ExpectedLow) -> Result<(), String> {
        let got = match self.low(cards)? {
            None => ExpectedLow::NoLow,
            Some(r) => ExpectedLow::Ranks(r),
        };
        if &got != want {
            return Err(format!(
                "the vector says `{}` but both references say `{}` for {}",
                want.text(),
                got.text(),
                self.show(cards)
            ));
        }
        Ok(())
    }

    /// Each player's share of a hi-lo pot under both references (an error
    /// if they disagree).
    pub fn shares(&self, table: &ShowdownCase) -> Result<Vec<Share>, String> {
        let mut by = [Vec::new(), Vec::new()];
        for i in 0..table.players.len() {
            let (r, c) = self.verdicts(&table.seat(i))?;
            for (k, v) in [r, c].iter().enumerate() {
                by[k].push((v.strength, crate::hilo::low_strength(&v.low)));
            }
        }
        let [by_reference, by_checker] = by.map(|seats| {
            let highs: Vec<_> = seats.iter().map(|s| s.0).collect();
            let lows: Vec<_> = seats.iter().map(|s| s.1).collect();
            pot_shares(&highs, &lows)
        });
        if by_reference != by_checker {
            return Err(format!(
                "the references disagree on the shares: {} says {}, {} says {}",
                self.reference.name(),
                shares_text(&by_reference),
                self.checker.name(),
                shares_text(&by_checker)
            ));
        }
        Ok(by_reference)
    }

    /// The table's `shares` must be the references' shares.
    pub fn check_shares(&self, table: &ShowdownCase, want: &[Share]) -> Result<(), String> {
        let got = self.shares(table)?;
        if got != want {
            return Err(format!(
                "the vector says {}, but both references say {}",
                shares_text(want),
                shares_text(&got)
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
