//! The orders of categories: the one the model picks in (short deck's two
//! rule sets, or hold'em's by mistake) and the one its strengths rank in.

use super::{flushes, hole_cards};
use crate::bug_classes::model::rules::rules;
use crate::bug_classes::model::Rules;
use crate::category::Category;
use crate::game::{Game, HOLDEM, SHORT_DECK, SHORT_DECK_TRIPS_OVER_STRAIGHT};

rules! {
    after hole_cards::END;
    /// Hold'em's order of categories on the short deck (full house over flush).
    SHORT_DECK_FULL_HOUSE_OVER_FLUSH = "short-deck-full-house-over-flush";
    /// The other short-deck rule set's order of three of a kind and straight.
    SHORT_DECK_OTHER_RULE_SET = "short-deck-other-rule-set";
}

/// The categories in the order the model picks among them (weakest first).
pub(in crate::bug_classes::model) fn select_order(
    game: &'static Game,
    rules: Rules,
) -> [Category; 9] {
    let base: &[Category] = if rules.has(SHORT_DECK_FULL_HOUSE_OVER_FLUSH) {
        HOLDEM.categories
    } else if rules.has(SHORT_DECK_OTHER_RULE_SET) && game == &SHORT_DECK {
        SHORT_DECK_TRIPS_OVER_STRAIGHT.categories
    } else if rules.has(SHORT_DECK_OTHER_RULE_SET) && game == &SHORT_DECK_TRIPS_OVER_STRAIGHT {
        SHORT_DECK.categories
    } else {
        game.categories
    };
    let mut out = Category::ALL;
    out.copy_from_slice(base);
    out
}

/// The categories in the order the model's strengths rank them: the order
/// it picks in, unless strengths misplace a category.
pub(in crate::bug_classes::model) fn high_order(
    game: &'static Game,
    rules: Rules,
) -> [Category; 9] {
    let mut out = select_order(game, rules);
    if rules.has(flushes::FLUSH_BELOW_STRAIGHT) {
        let s = out.iter().position(|&c| c == Category::Straight);
        let f = out.iter().position(|&c| c == Category::Flush);
        if let (Some(s), Some(f)) = (s, f) {
            if f > s {
                out.swap(s, f);
            }
        }
    }
    out
}
