//! The order check shared by the exhaustive proofs of the games without
//! hole cards (short deck, lowball): every reference strength is mapped to
//! the key of the plain checker on the same hand. Each strength must meet
//! exactly one plain key, of the same category, and sorting the strengths
//! must sort the keys strictly. So the reference splits no class, merges
//! none and inverts none; a histogram alone would miss two swapped kickers.

use crate::card::{format_cards, Card};
use crate::category::Category;
use crate::combinations::Combinations;
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

/// The figures of `docs/games/<game>.md` for one game and hand size (the
/// games whose references are proven over every hand: short deck, lowball).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PublishedCounts {
    /// Hands of that size: C(deck, n).
    pub hands: u64,
    /// Hands per category, indexed by [`Category::index`] (high card first,
    /// whatever the game's order).
    pub histogram: [u64; 9],
    /// Distinct strengths (classes) among those hands.
    pub classes: usize,
    /// Classes per category, indexed by [`Category::index`].
    pub class_histogram: [usize; 9],
}

/// What one exhaustive run found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProofSummary {
    /// The game proven.
    pub game: &'static Game,
    /// Cards per hand.
    pub cards: usize,
    /// Hands visited.
    pub hands: u64,
    /// Hands per category, indexed by [`Category::index`].
    pub histogram: [u64; 9],
    /// Distinct reference strengths met.
    pub classes: usize,
    /// Distinct reference strengths per category, indexed by
    /// [`Category::index`].
    pub class_histogram: [usize; 9],
}

impl OrderCheck {
    /// Visits every `n`-card hand of the game's deck: its reference
    /// `strength` and that strength's category, and its plain `key`, into
    /// this check; returns what it met. The one loop of the exhaustive
    /// proofs of the games without hole cards.
    pub(crate) fn tally_every_hand(
        mut self,
        n: usize,
        strength: impl Fn(&[Card]) -> u16,
        category: impl Fn(u16) -> Category,
        mut key: impl FnMut(&[Card]) -> u32,
    ) -> Result<ProofSummary, String> {
        let game = self.game;
        let deck = game.deck();
        let mut histogram = [0u64; 9];
        let mut hands = 0u64;
        let mut hand = [deck[0]; 7];
        let mut combos = Combinations::new(deck.len(), n);
        while let Some(ix) = combos.next() {
            for (slot, &i) in hand.iter_mut().zip(ix) {
                *slot = deck[i];
            }
            let cards = &hand[..n];
            let s = strength(cards);
            self.add(s, key(cards), cards)?;
            histogram[category(s).index() as usize] += 1;
            hands += 1;
        }
        let class_histogram = self.finish()?;
        Ok(ProofSummary {
            game,
            cards: n,
            hands,
            histogram,
            classes: class_histogram.iter().sum(),
            class_histogram,
        })
    }
}

/// One row of figures: hands and classes per category, indexed by category
/// (high card, one pair, two pair, three of a kind, straight, flush, full
/// house, four of a kind, straight flush).
pub(crate) struct Figures {
    pub(crate) hands: [u64; 9],
    pub(crate) classes: [usize; 9],
}

impl Figures {
    /// The counts these figures give for `hands` hands of one size.
    pub(crate) fn published(&self, hands: u64) -> PublishedCounts {
        PublishedCounts {
            hands,
            histogram: self.hands,
            classes: self.classes.iter().sum(),
            class_histogram: self.classes,
        }
    }
}

/// Compares a run with the figures.
pub(crate) fn compare(summary: &ProofSummary, want: &PublishedCounts) -> Result<(), String> {
    let (game, n) = (summary.game, summary.cards);
    if summary.hands != want.hands {
        return Err(format!(
            "{game}, {n} cards: visited {} hands, C({}, {n}) = {}",
            summary.hands,
            game.deck_size(),
            want.hands
        ));
    }
    for c in Category::ALL {
        let (got, expected) = (
            summary.histogram[c.index() as usize],
            want.histogram[c.index() as usize],
        );
        if got != expected {
            return Err(format!(
                "{game}, {n} cards: {got} hands of {c}, expected {expected}"
            ));
        }
    }
    if summary.classes != want.classes {
        return Err(format!(
            "{game}, {n} cards: {} distinct strengths, expected {}",
            summary.classes, want.classes
        ));
    }
    for c in Category::ALL {
        let (got, expected) = (
            summary.class_histogram[c.index() as usize],
            want.class_histogram[c.index() as usize],
        );
        if got != expected {
            return Err(format!(
                "{game}, {n} cards: {got} classes of {c}, expected {expected}"
            ));
        }
    }
    Ok(())
}
