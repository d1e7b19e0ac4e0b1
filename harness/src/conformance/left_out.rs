//! Card counts a program does not take, found before the check: when the
//! counts are a default (`--cmd` or a manifest without `cards`, the
//! packages without `cards`), a program written for 5 and 7 cards answers
//! `skip` or `error` to every six-card hand. That is no failure of its own,
//! only a count it was never written for: the count is left out of the
//! whole check (vectors, random hands, sweeps that fit, shrinking) and the
//! report says so in one line, with the `cards` that declare it.

use super::subject::Subject;
use crate::external::Outcome;
use crate::random::SplitMix;
use showdown_evaluators::card::Card;

/// Hands of each count asked before the check: a count is left out only
/// when the program answers every one of them with `skip` or `error`.
pub const PROBE_HANDS: usize = 16;

/// A card count left out: the program refused every hand of it asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeftOut {
    /// The card count.
    pub cards: usize,
    /// How many hands of it were asked.
    pub asked: usize,
    /// What the program answered: `skip`, `error`, or `skip or error`.
    pub answered: &'static str,
    /// The counts that were checked, ascending (what `cards` would declare).
    pub taken: Vec<usize>,
}

impl LeftOut {
    /// The report's one line: what was not checked, why, and the `cards`
    /// that say so.
    pub fn line(&self) -> String {
        let list: Vec<String> = self.taken.iter().map(|n| n.to_string()).collect();
        format!(
            "{}-card hands: not checked, the program answered `{}` to all {} asked; \
             pass cards=[{}] (--cards {}) to leave them out",
            self.cards,
            self.answered,
            self.asked,
            list.join(", "),
            list.join(",")
        )
    }
}

/// The counts of `counts` the subject refuses whole: [`PROBE_HANDS`]
/// random hands of each asked (drawn from `seed`), a count left out when
/// every answer is `skip` or `error`. Nothing is left out in a game with
/// hole cards (its deals are split otherwise), when there is one count
/// only, when the program stopped answering, or when it would leave no
/// count at all (then the check itself shows the refusals).
pub(super) fn refused_counts(subject: &dyn Subject, counts: &[usize], seed: u64) -> Vec<LeftOut> {
    let game = subject.evaluator().game();
    if game.has_hole_cards() || counts.len() < 2 {
        return Vec::new();
    }
    let deck = game.deck();
    let mut left_out = Vec::new();
    for &n in counts {
        let mut rng = SplitMix(seed ^ 0x9E37_79B9_u64.wrapping_mul(n as u64 + 1));
        let mut cards: Vec<Card> = Vec::with_capacity(n * PROBE_HANDS);
        for _ in 0..PROBE_HANDS {
            rng.deal_into(&deck, n, &mut cards);
        }
        let outcomes = subject.evaluate_uniform(n, &cards);
        if subject.given_up().is_some() || outcomes.len() != PROBE_HANDS {
            return Vec::new();
        }
        let skips = outcomes
            .iter()
            .filter(|o| matches!(o, Outcome::Skipped(_)))
            .count();
        let errors = outcomes
            .iter()
            .filter(|o| matches!(o, Outcome::Rejected(_)))
            .count();
        if skips + errors == PROBE_HANDS {
            left_out.push(LeftOut {
                cards: n,
                asked: PROBE_HANDS,
                answered: match (skips, errors) {
                    (_, 0) => "skip",
                    (0, _) => "error",
                    _ => "skip or error",
                },
                taken: Vec::new(),
            });
        }
    }
    if left_out.len() == counts.len() {
        return Vec::new();
    }
    let taken: Vec<usize> = counts
        .iter()
        .copied()
        .filter(|n| !left_out.iter().any(|l| l.cards == *n))
        .collect();
    for l in &mut left_out {
        l.taken = taken.clone();
    }
    left_out
}
