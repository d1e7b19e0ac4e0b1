//! A lesson: short deck played as "hold'em without the small cards".
//!
//! **The mistake.** A short-deck mode that only takes the deuces to fives
//! out of the deck and keeps ranking hands as hold'em does. Three things go
//! wrong at once: A-6-7-8-9 is not seen as a straight (the ace can only play
//! low in A-2-3-4-5, which no longer exists), a full house still beats a
//! flush, and a straight still beats three of a kind (right under the usual
//! rules, wrong under the rule set where three of a kind wins).
//!
//! **The real report.** TexasSolver (an open-source poker solver) had a
//! `--mode shortdeck` that was not officially supported yet; in its issue 38,
//! opened about a crash in that mode, a user pointed out that the mode was
//! only the deck cut to 36 cards, while the short deck played today also
//! ranks a flush above a full house and lets the ace play low in the lowest
//! straight, A-6-7-8-9. [`ShortDeckDeckOnly`] does exactly what that mode
//! did: it deals from the 36 cards and asks the hold'em reference.
//!
//! **Minimal deals** (what it says; what is right under [`SHORT_DECK`]):
//! - `Ah 9c 8d 7s 6h`: ace-high; a nine-high straight, the lowest one
//!   (class `missed-low-straight`).
//! - `Ah 9h 8h 7h 6h`: an ace-high flush; a nine-high straight flush
//!   (class `missed-low-straight-flush`).
//! - `Ah 9c 8d 7s 6h 9d 9s`: three nines; the straight (again
//!   `missed-low-straight`: under the usual rules the straight wins).
//! - `Kh Qh Th 8h 7h` against `Ac Ad As Kc Kd`: the categories are right,
//!   but the full house scores above the flush; the flush wins (class
//!   `full-house-over-flush`, of kind order: it claims every hand whose
//!   category is right and is a flush or a full house, since each of them
//!   is misplaced against every hand of the other category).
//!
//! No hand of 5 to 7 distinct cards holds both a flush and a full house
//! (five cards of one suit have five different ranks, and the one or two
//! other cards can make at most three of a kind or two pair), so "full house
//! over flush" never changes a category, only the order.
//!
//! Against [`crate::game::SHORT_DECK_TRIPS_OVER_STRAIGHT`] it would also put
//! every straight above three of a kind, and call a seven-card hand holding
//! both (`Tc 9d 8h 7s 6c 6d 6h`) a straight; its classes are written against
//! [`SHORT_DECK`] only.

use super::invalid_hand;
use crate::card::{Card, Rank};
use crate::evaluator::{
    CardOrder, Deviation, DeviationKind, Domain, Evaluator, EvaluatorInfo, Rejected, Strength,
    Verdict,
};
use crate::game::SHORT_DECK;
use crate::reference::{category_of, Reference};
use std::borrow::Cow;

/// The short deck with hold'em's ranking (see the module docs): a lesson,
/// not a correct evaluator.
#[derive(Clone, Copy, Debug, Default)]
pub struct ShortDeckDeckOnly;

impl ShortDeckDeckOnly {
    /// The evaluator.
    pub const fn new() -> ShortDeckDeckOnly {
        ShortDeckDeckOnly
    }
}

static INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("short-deck-deck-only"),
    game: &SHORT_DECK,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed("hold'em category and the hold'em reference's strength"),
    source: Cow::Borrowed(
        "a short-deck mode that only shrinks the deck to 36 cards (TexasSolver issue 38)",
    ),
};

/// What the deviation predicates look at: ranks held, and ranks held per suit.
struct Shape {
    /// How many cards of each rank.
    count: [u8; 13],
    /// Bit `rank` for each rank held.
    ranks: u16,
    /// Bit `rank` for each rank held, per suit.
    suited: [u16; 4],
}

impl Shape {
    fn of(cards: &[Card]) -> Shape {
        let mut s = Shape {
            count: [0; 13],
            ranks: 0,
            suited: [0; 4],
        };
        for c in cards {
            let r = c.rank().index();
            s.count[r as usize] += 1;
            s.ranks |= 1 << r;
            s.suited[c.suit().index() as usize] |= 1 << r;
        }
        s
    }

    /// Five ranks in a row (hold'em sees these straights too).
    fn run(mask: u16) -> bool {
        (0..9).any(|low| (mask >> low) & 0x1f == 0x1f)
    }

    /// A, 6, 7, 8 and 9 (the straight hold'em misses).
    fn ace_low(mask: u16) -> bool {
        const A6789: u16 = 1 << Rank::Ace.index()
            | 1 << Rank::Six.index()
            | 1 << Rank::Seven.index()
            | 1 << Rank::Eight.index()
            | 1 << Rank::Nine.index();
        mask & A6789 == A6789
    }

    fn flush(&self) -> bool {
        self.suited.iter().any(|m| m.count_ones() >= 5)
    }

    /// A straight flush of either kind in some suit.
    fn straight_flush(&self) -> bool {
        self.suited
            .iter()
            .any(|&m| Shape::run(m) || Shape::ace_low(m))
    }

    fn quads(&self) -> bool {
        self.count.contains(&4)
    }

    /// Three of one rank and at least two of another.
    fn full_house(&self) -> bool {
        let trips = self.count.iter().filter(|&&n| n >= 3).count();
        let pairs = self.count.iter().filter(|&&n| n >= 2).count();
        trips >= 1 && pairs >= 2
    }
}

fn missed_low_straight_flush(cards: &[Card]) -> bool {
    let s = Shape::of(cards);
    s.suited.iter().any(|&m| Shape::ace_low(m)) && !s.suited.iter().any(|&m| Shape::run(m))
}

fn missed_low_straight(cards: &[Card]) -> bool {
    let s = Shape::of(cards);
    Shape::ace_low(s.ranks) && !Shape::run(s.ranks) && !s.flush()
}

fn full_house_over_flush(cards: &[Card]) -> bool {
    let s = Shape::of(cards);
    let flush = s.flush() && !s.straight_flush() && !s.quads() && !s.full_house();
    let full_house = s.full_house() && !s.quads() && !s.flush();
    flush || full_house
}

static DEVIATIONS: [Deviation; 3] = [
    Deviation {
        id: "missed-low-straight",
        sentence:
            "A-6-7-8-9 is not seen as a straight (hold'em's ace plays low only in A-2-3-4-5), \
                   so a hand whose best is that straight scores as high card, a pair, two pair or \
                   three of a kind",
        kind: DeviationKind::Category,
        applies: missed_low_straight,
    },
    Deviation {
        id: "missed-low-straight-flush",
        sentence: "A-6-7-8-9 of one suit is not seen as a straight flush, so it scores as a flush",
        kind: DeviationKind::Category,
        applies: missed_low_straight_flush,
    },
    Deviation {
        id: "full-house-over-flush",
        sentence: "every full house scores above every flush (hold'em's order); in short deck a \
                   flush beats a full house, so each flush and each full house is misplaced",
        kind: DeviationKind::Order,
        applies: full_house_over_flush,
    },
];

impl Evaluator for ShortDeckDeckOnly {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }

    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        if let Some(why) = invalid_hand(cards) {
            return Err(Rejected::Invalid(why));
        }
        let s = Reference::new().strength(cards);
        Ok(Verdict::new(
            category_of(s),
            Some(Strength::single(s as i64)),
        ))
    }

    fn deviations(&self) -> &[Deviation] {
        &DEVIATIONS
    }
}
