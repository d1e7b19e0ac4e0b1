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
    // Each card's two letters by its index, made once per buffer (a
    // buffer holds thousands of hands).
    let mut letters = [[0u8; 2]; 64];
    for (i, pair) in letters.iter_mut().enumerate() {
        if let Some(c) = Card::from_index(i as u8) {
            *pair = [c.rank().symbol() as u8, c.suit().letter() as u8];
        }
    }
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
            buf.extend_from_slice(&letters[usize::from(c.index() & 63)]);
        }
        buf.push(b'\n');
    }
    buf
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::card::parse_cards;

    #[test]
    fn request_lines_name_each_card_and_split_hole_cards_from_the_board() {
        let hand = parse_cards("As Td 2c 9h").unwrap();
        let flat = Uniform {
            n: 4,
            hole: 0,
            cards: &hand,
        };
        assert_eq!(requests(&flat, 0..1), b"As Td 2c 9h\n");
        let dealt = Uniform {
            n: 4,
            hole: 2,
            cards: &hand,
        };
        assert_eq!(requests(&dealt, 0..1), b"As Td | 2c 9h\n");
        // Every card of the deck by its letters.
        for i in 0..52u8 {
            let c = Card::from_index(i).unwrap();
            let one = [c];
            let line = requests(&Hands(&[&one[..]]), 0..1);
            assert_eq!(
                line,
                format!("{}\n", showdown_evaluators::card::format_cards(&one)).as_bytes()
            );
        }
    }
}
