//! The hands sent to a program: any [`HandList`] (a batch, one deal, a
//! stretch of uniform hands), and the request lines they make.

use showdown_evaluators::card::Card;
use std::ops::Range;

/// A list of hands to evaluate.
pub trait HandList {
    /// How many hands.
    fn count(&self) -> usize;
    /// The cards of hand `i` (for a game with hole cards: the hole cards,
    /// then the board).
    fn hand(&self, i: usize) -> &[Card];
    /// How many of hand `i`'s cards are hole cards (0: a game without
    /// them); sent as `HOLE | BOARD`.
    fn hole(&self, _i: usize) -> usize {
        0
    }
}

/// One deal of hole cards and a board.
pub struct Deal<'a> {
    /// The hole cards, then the board.
    pub cards: &'a [Card],
    /// How many of `cards` are hole cards.
    pub hole: usize,
}

impl HandList for Deal<'_> {
    fn count(&self) -> usize {
        1
    }
    fn hand(&self, _i: usize) -> &[Card] {
        self.cards
    }
    fn hole(&self, _i: usize) -> usize {
        self.hole
    }
}

/// A slice of hands of any sizes (`&[Vec<Card>]`, `&[&[Card]]`).
pub struct Hands<'a, T: AsRef<[Card]>>(pub &'a [T]);

impl<T: AsRef<[Card]>> HandList for Hands<'_, T> {
    fn count(&self) -> usize {
        self.0.len()
    }
    fn hand(&self, i: usize) -> &[Card] {
        self.0[i].as_ref()
    }
}

/// Hands of `n` cards each, stored one after another; in a game with hole
/// cards, the first `hole` of each are its hole cards.
pub struct Uniform<'a> {
    /// Cards per hand.
    pub n: usize,
    /// Hole cards per hand (0: a game without them).
    pub hole: usize,
    /// The hands' cards, one hand after another.
    pub cards: &'a [Card],
}

impl HandList for Uniform<'_> {
    fn count(&self) -> usize {
        self.cards.len() / self.n
    }
    fn hand(&self, i: usize) -> &[Card] {
        &self.cards[i * self.n..(i + 1) * self.n]
    }
    fn hole(&self, _i: usize) -> usize {
        self.hole
    }
}

/// The request lines for `range`.
pub(crate) fn requests(hands: &dyn HandList, range: Range<usize>) -> Vec<u8> {
    let mut buf = Vec::with_capacity(range.len() * 21);
    for i in range {
        let h = hands.hand(i);
        let hole = hands.hole(i);
        for (k, c) in h.iter().enumerate() {
            if k > 0 {
                buf.push(b' ');
                if k == hole {
                    buf.extend_from_slice(b"| ");
                }
            }
            buf.push(c.rank().symbol() as u8);
            buf.push(c.suit().letter() as u8);
        }
        buf.push(b'\n');
    }
    buf
}
