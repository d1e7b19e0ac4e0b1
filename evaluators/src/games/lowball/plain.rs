//! The obviously-correct lowball evaluator, [`LowballPlain`]: the rules
//! written as plainly as possible, used to check
//! [`super::LowballReference`].
//!
//! Five cards are classified by counting equal ranks and, in
//! deuce-to-seven, by testing for a flush (one suit) and a straight (five
//! different ranks whose highest and lowest differ by four, the ace counting
//! 14 only) explicitly. Within a category the cards are compared group
//! first, highest first, and the lower ranks win. Six or seven cards take
//! the best of all their five-card subsets. No tables, nothing shared with
//! the reference (which leans on the hold'em reference) but [`Card`],
//! [`Category`] and the game's list of categories; slow on purpose.

use crate::card::{Card, Rank};
use crate::category::Category;
use crate::evaluator::{CardOrder, Domain, Evaluator, EvaluatorInfo, Rejected, Strength, Verdict};
use crate::game::{Game, Ranking, ACE_TO_FIVE, ACE_TO_SIX, DEUCE_TO_SEVEN};
use std::borrow::Cow;

/// `(position of the category in the game, ranks by significance…)` packed
/// into one integer, higher for the better low: the position in bits 28..,
/// then for each rank, most significant first, `15 - value` in 4 bits,
/// where the value counts the ace 1 in ace-to-five and 14 in deuce-to-seven
/// (so a lower rank gives a bigger nibble).
pub type LowballPlainKey = u32;

/// Best-of-all-five-card-subsets evaluator for one lowball game.
#[derive(Clone, Copy, Debug)]
pub struct LowballPlain {
    game: &'static Game,
    info: &'static EvaluatorInfo,
}

static INFO_A5: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("best-of-subsets-ace-to-five"),
    game: &ACE_TO_FIVE,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "category and (position in the game, ranks by significance…) packed in one integer",
    ),
    source: Cow::Borrowed("showdown (the ace-to-five rules, plainly; checks the reference)"),
};

static INFO_27: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("best-of-subsets-deuce-to-seven"),
    game: &DEUCE_TO_SEVEN,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "category and (position in the game, ranks by significance…) packed in one integer",
    ),
    source: Cow::Borrowed("showdown (the deuce-to-seven rules, plainly; checks the reference)"),
};

static INFO_A6: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("best-of-subsets-ace-to-six"),
    game: &ACE_TO_SIX,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "category and (position in the game, ranks by significance…) packed in one integer",
    ),
    source: Cow::Borrowed("showdown (the ace-to-six rules, plainly; checks the reference)"),
};

impl LowballPlain {
    /// The checker for [`ACE_TO_SIX`].
    pub fn ace_to_six() -> LowballPlain {
        LowballPlain {
            game: &ACE_TO_SIX,
            info: &INFO_A6,
        }
    }

    /// The checker for [`ACE_TO_FIVE`].
    pub fn ace_to_five() -> LowballPlain {
        LowballPlain {
            game: &ACE_TO_FIVE,
            info: &INFO_A5,
        }
    }

    /// The checker for [`DEUCE_TO_SEVEN`].
    pub fn deuce_to_seven() -> LowballPlain {
        LowballPlain {
            game: &DEUCE_TO_SEVEN,
            info: &INFO_27,
        }
    }

    /// The checker for `game`, if it is one of the two lowball games.
    pub fn for_game(game: &'static Game) -> Option<LowballPlain> {
        if game.id == ACE_TO_FIVE.id {
            Some(LowballPlain::ace_to_five())
        } else if game.id == DEUCE_TO_SEVEN.id {
            Some(LowballPlain::deuce_to_seven())
        } else if game.id == ACE_TO_SIX.id {
            Some(LowballPlain::ace_to_six())
        } else {
            None
        }
    }

    /// The game whose rules it applies.
    pub fn game(&self) -> &'static Game {
        self.game
    }

    /// The value of a rank in this game: the ace is 1 in ace-to-five and 14
    /// in deuce-to-seven; the others are their face values (2 to 13).
    fn value(&self, r: Rank) -> u8 {
        if r == Rank::Ace
            && matches!(
                self.game.ranking,
                Ranking::AceToFiveLow | Ranking::AceToSixLow
            )
        {
            1
        } else {
            r.value()
        }
    }

    /// The category of exactly five cards in this game and their rank
    /// values by significance (bigger groups first, then higher values).
    pub fn classify_five(&self, five: &[Card; 5]) -> (Category, [u8; 5]) {
        let mut values = five.map(|c| self.value(c.rank()));
        let count = |v: u8| values.iter().filter(|&&w| w == v).count();
        let counts = values.map(count);
        // By how many cards share the value, then by value, biggest first.
        let mut order = [0usize, 1, 2, 3, 4];
        order.sort_by(|&a, &b| (counts[b], values[b]).cmp(&(counts[a], values[a])));
        let sorted = order.map(|i| values[i]);
        let first = counts[order[0]];
        let second = counts[order[first]];
        let mut category = match (first, second) {
            (4, _) => Category::FourOfAKind,
            (3, 2) => Category::FullHouse,
            (3, _) => Category::ThreeOfAKind,
            (2, 2) => Category::TwoPair,
            (2, _) => Category::OnePair,
            _ => Category::HighCard,
        };
        let flushes_count = matches!(
            self.game.ranking,
            Ranking::DeuceToSevenLow | Ranking::AceToSixLow
        );
        if flushes_count && category == Category::HighCard {
            let flush = five.iter().all(|c| c.suit() == five[0].suit());
            let straight = sorted[0] - sorted[4] == 4;
            category = match (straight, flush) {
                (true, true) => Category::StraightFlush,
                (true, false) => Category::Straight,
                (false, true) => Category::Flush,
                (false, false) => Category::HighCard,
            };
        }
        values = sorted;
        (category, values)
    }

    /// The key of exactly five cards in this game.
    pub fn key_five(&self, five: &[Card; 5]) -> LowballPlainKey {
        let (category, values) = self.classify_five(five);
        let mut key = (self.game.rank_of(category) as u32) << 28;
        for (i, v) in values.iter().enumerate() {
            key |= (15 - *v as u32) << (16 - 4 * i);
        }
        key
    }

    /// The best key among the five-card subsets of 5 to 7 cards (for fewer
    /// than five cards: 0).
    pub fn key(&self, cards: &[Card]) -> LowballPlainKey {
        crate::combinations::best_over_fives(cards, |five| self.key_five(five))
    }

    /// The category in a key of this game.
    pub fn key_category(&self, key: LowballPlainKey) -> Category {
        self.game.categories[(key >> 28) as usize]
    }
}

impl Evaluator for LowballPlain {
    fn info(&self) -> &EvaluatorInfo {
        self.info
    }

    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        if cards.len() < 5 || cards.len() > 7 {
            return Err(Rejected::Invalid(format!(
                "{} cards: {} hands have 5 to 7 cards",
                cards.len(),
                self.game.id
            )));
        }
        for (i, c) in cards.iter().enumerate() {
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
