//! The order check shared by the exhaustive proofs of the games without
//! hole cards (short deck, lowball): every reference strength is mapped to
//! the key of the plain checker on the same hand. Each strength must meet
//! exactly one plain key, of the same category, and sorting the strengths
//! must sort the keys strictly. So the reference splits no class, merges
//! none and inverts none; a histogram alone would miss two swapped kickers.

use crate::card::{format_cards, Card};
use crate::category::Category;
use crate::game::Game;

/// Reference strength (a `u16`) -> the plain key (a `u32`) met with it.
pub(crate) struct OrderCheck {
    game: &'static Game,
    reference_category: Box<dyn Fn(u16) -> Category>,
    plain_category: Box<dyn Fn(u32) -> Category>,
    plain_of: Vec<u32>,
}

impl OrderCheck {
    const NONE: u32 = u32::MAX;

    /// A check for `game`, reading categories from a reference strength and
    /// from a plain key with the two functions given.
    pub(crate) fn new(
        game: &'static Game,
        reference_category: impl Fn(u16) -> Category + 'static,
        plain_category: impl Fn(u32) -> Category + 'static,
    ) -> OrderCheck {
        OrderCheck {
            game,
            reference_category: Box::new(reference_category),
            plain_category: Box::new(plain_category),
            plain_of: vec![OrderCheck::NONE; 1 << 16],
        }
    }

    /// Records that one hand (`cards`, for the message) has reference
    /// strength `s` and plain key `k`; an error if `s` met another key.
    pub(crate) fn add(&mut self, s: u16, k: u32, cards: &[Card]) -> Result<(), String> {
        let seen = &mut self.plain_of[s as usize];
        if *seen == OrderCheck::NONE {
            *seen = k;
        } else if *seen != k {
            return Err(format!(
                "{}: reference strength {s} holds two plain classes \
                 ({:#x} and {k:#x}, the latter on {})",
                self.game,
                *seen,
                format_cards(cards)
            ));
        }
        Ok(())
    }

    /// Checks that the strengths met, in increasing order, carry strictly
    /// increasing plain keys of the same category; returns the number of
    /// classes per category, indexed by [`Category::index`].
    pub(crate) fn finish(&self) -> Result<[usize; 9], String> {
        let game = self.game;
        let mut class_histogram = [0usize; 9];
        let mut previous: Option<(u16, u32)> = None;
        for (s, &k) in self.plain_of.iter().enumerate() {
            if k == OrderCheck::NONE {
                continue;
            }
            let s = s as u16;
            let (rc, pc) = ((self.reference_category)(s), (self.plain_category)(k));
            if rc != pc {
                return Err(format!(
                    "{game}: reference strength {s} is a {rc}, its plain class {k:#x} a {pc}"
                ));
            }
            if let Some((ps, pk)) = previous {
                if pk >= k {
                    return Err(format!(
                        "{game}: reference strengths {ps} < {s} but plain keys {pk:#x} >= {k:#x}"
                    ));
                }
            }
            class_histogram[rc.index() as usize] += 1;
            previous = Some((s, k));
        }
        Ok(class_histogram)
    }
}
