//! The obviously-correct short-deck evaluator, [`ShortDeckPlain`]: the rules
//! written as plainly as possible, used to check [`super::ShortDeckReference`].
//!
//! Five cards are classified by counting equal ranks and testing for a
//! straight explicitly (five different ranks, either in a row or exactly
//! A-6-7-8-9, which counts as nine-high); six or seven cards take the best
//! of all their five-card subsets. The category's place comes from the
//! game's own list ([`Game::categories`]), so the two rule sets differ only
//! there. No tables, nothing shared with the reference but [`Card`] and
//! [`Category`]; slow on purpose.

use crate::card::{Card, Rank};
use crate::category::Category;
use crate::evaluator::{CardOrder, Domain, Evaluator, EvaluatorInfo, Rejected, Strength, Verdict};
use crate::game::{Game, SHORT_DECK, SHORT_DECK_TRIPS_OVER_STRAIGHT};
use std::borrow::Cow;

/// `(position of the category in the game, ranks by significance…)` packed
/// into one integer for quick comparison: the position in bits 28..,
/// then each [`Rank`] index + 1 in 4 bits, most significant first (0 = none).
/// A straight keeps only its top card (A-6-7-8-9: the nine).
pub type ShortDeckPlainKey = u32;

/// Best-of-all-five-card-subsets evaluator for one short-deck rule set.
#[derive(Clone, Copy, Debug)]
pub struct ShortDeckPlain {
    game: &'static Game,
    info: &'static EvaluatorInfo,
}

static INFO_USUAL: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("best-of-subsets-short-deck"),
    game: &SHORT_DECK,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "category and (position in the game, ranks by significance…) packed in one integer",
    ),
    source: Cow::Borrowed("showdown (the short-deck rules, plainly; checks the reference)"),
};

static INFO_TRIPS: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("best-of-subsets-short-deck-trips"),
    game: &SHORT_DECK_TRIPS_OVER_STRAIGHT,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "category and (position in the game, ranks by significance…) packed in one integer",
    ),
    source: Cow::Borrowed(
        "showdown (the short-deck rules, trips over straight, plainly; checks the reference)",
    ),
};

impl Default for ShortDeckPlain {
    /// The usual rules ([`SHORT_DECK`]).
    fn default() -> Self {
        ShortDeckPlain::new(false)
    }
}

impl ShortDeckPlain {
    /// The checker for the usual rules, or (`trips_over_straight`) for
    /// [`SHORT_DECK_TRIPS_OVER_STRAIGHT`].
    pub fn new(trips_over_straight: bool) -> ShortDeckPlain {
        if trips_over_straight {
            ShortDeckPlain {
                game: &SHORT_DECK_TRIPS_OVER_STRAIGHT,
                info: &INFO_TRIPS,
            }
        } else {
            ShortDeckPlain {
                game: &SHORT_DECK,
                info: &INFO_USUAL,
            }
        }
    }

    /// The checker for `game`, if it is one of the two short-deck games.
    pub fn for_game(game: &'static Game) -> Option<ShortDeckPlain> {
        if game.id == SHORT_DECK.id {
            Some(ShortDeckPlain::new(false))
        } else if game.id == SHORT_DECK_TRIPS_OVER_STRAIGHT.id {
            Some(ShortDeckPlain::new(true))
        } else {
            None
        }
    }

    /// The game whose rules it applies.
    pub fn game(&self) -> &'static Game {
        self.game
    }

    /// The category of exactly five cards and their ranks by significance
    /// (bigger groups first, then higher ranks, a pair's rank twice; a
    /// straight: its top card only).
    pub fn classify_five(five: &[Card; 5]) -> (Category, Vec<Rank>) {
        let (category, ranks, len) = classify(five);
        (category, ranks[..len].to_vec())
    }

    /// The key of exactly five cards under this rule set.
    pub fn key_five(&self, five: &[Card; 5]) -> ShortDeckPlainKey {
        let (category, ranks, len) = classify(five);
        let mut key = (self.game.rank_of(category) as u32) << 28;
        for (i, r) in ranks[..len].iter().enumerate() {
            key |= (r.index() as u32 + 1) << (24 - 4 * i);
        }
        key
    }

    /// The best key among the five-card subsets of 5 to 7 cards (for fewer
    /// than five cards: 0).
    pub fn key(&self, cards: &[Card]) -> ShortDeckPlainKey {
        crate::combinations::best_over_fives(cards, |five| self.key_five(five))
    }

    /// The category in a key of this rule set.
    pub fn key_category(&self, key: ShortDeckPlainKey) -> Category {
        self.game.categories[(key >> 28) as usize]
    }
}

impl Evaluator for ShortDeckPlain {
    fn info(&self) -> &EvaluatorInfo {
        self.info
    }

    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        if cards.len() < 5 || cards.len() > 7 {
            return Err(Rejected::Invalid(format!(
                "{} cards: a short-deck hand has 5 to 7",
                cards.len()
            )));
        }
        for (i, c) in cards.iter().enumerate() {
            if c.rank() < Rank::Six {
                return Err(Rejected::Invalid(format!(
                    "{c} is not in the short deck (six to ace)"
                )));
            }
            if cards[..i].contains(c) {
                return Err(Rejected::Invalid(format!("{c} appears twice")));
            }
        }
        let key = self.key(cards);
        Ok(Verdict::new(
            self.key_category(key),
            Some(Strength::single(key as i64)),
        ))
    }
}

/// Classifies exactly five cards: the category, and the ranks that decide
/// between hands of that category, most significant first (how many of
/// them: the `usize`). Fixed-size arrays, so no allocation.
fn classify(five: &[Card; 5]) -> (Category, [Rank; 5], usize) {
    // How many cards of each rank.
    let mut count = [0u8; 13];
    for c in five {
        count[c.rank().index() as usize] += 1;
    }
    // The ranks, highest first.
    let mut ranks = five.map(|c| c.rank());
    ranks.sort_unstable_by(|a, b| b.cmp(a));

    // Straights: five different ranks in a row, or exactly A-6-7-8-9, whose
    // top card is the nine (the ace plays low there).
    let flush = five.iter().all(|c| c.suit() == five[0].suit());
    let all_different = ranks.windows(2).all(|w| w[0] > w[1]);
    let in_a_row = all_different && ranks[0].index() - ranks[4].index() == 4;
    let ace_low = ranks == [Rank::Ace, Rank::Nine, Rank::Eight, Rank::Seven, Rank::Six];
    let straight_top = if in_a_row {
        Some(ranks[0])
    } else if ace_low {
        Some(Rank::Nine)
    } else {
        None
    };
    let top_only = |top: Rank| [top, top, top, top, top];
    match (straight_top, flush) {
        (Some(top), true) => return (Category::StraightFlush, top_only(top), 1),
        (Some(top), false) => return (Category::Straight, top_only(top), 1),
        (None, true) => return (Category::Flush, ranks, 5),
        (None, false) => {}
    }

    // Ranks by significance: by how many cards share the rank, then by rank
    // (so a full house reads T T T 6 6, two pair K K 8 8 A).
    let mut by_significance = ranks;
    by_significance.sort_unstable_by(|a, b| {
        let na = count[a.index() as usize];
        let nb = count[b.index() as usize];
        (nb, *b).cmp(&(na, *a))
    });
    // The two biggest groups: the first card's, and the first after it.
    let first = count[by_significance[0].index() as usize];
    let second = count[by_significance[first as usize].index() as usize];
    let category = match (first, second) {
        (4, _) => Category::FourOfAKind,
        (3, 2) => Category::FullHouse,
        (3, _) => Category::ThreeOfAKind,
        (2, 2) => Category::TwoPair,
        (2, _) => Category::OnePair,
        _ => Category::HighCard,
    };
    (category, by_significance, 5)
}
