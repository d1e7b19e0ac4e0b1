//! The nine hand categories (役), weakest first.
//!
//! A royal flush is not a category of its own: it is the name of the
//! ace-high straight flush ([`Category::display_name`] gives it).

use std::fmt;

/// A poker hand category, ordered from weakest to strongest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Category {
    /// None of the others: the highest cards decide (index 0).
    HighCard = 0,
    /// Two cards of one rank (index 1).
    OnePair,
    /// Two cards of one rank and two of another (index 2).
    TwoPair,
    /// Three cards of one rank (index 3).
    ThreeOfAKind,
    /// Five cards of consecutive ranks, not all of one suit (index 4).
    Straight,
    /// Five cards of one suit, not of consecutive ranks (index 5).
    Flush,
    /// Three cards of one rank and two of another (index 6).
    FullHouse,
    /// Four cards of one rank (index 7).
    FourOfAKind,
    /// Five cards of consecutive ranks, all of one suit; the ace-high one is
    /// the royal flush (index 8).
    StraightFlush,
}

impl Category {
    /// All categories, weakest first.
    pub const ALL: [Category; 9] = [
        Category::HighCard,
        Category::OnePair,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::FourOfAKind,
        Category::StraightFlush,
    ];

    /// 0 for high card … 8 for straight flush.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The category with this [`index`](Self::index), if it is below 9.
    pub const fn from_index(i: u8) -> Option<Category> {
        if i < 9 {
            Some(Category::ALL[i as usize])
        } else {
            None
        }
    }

    /// The protocol token: `high-card`, `one-pair`, …, `straight-flush`.
    pub const fn token(self) -> &'static str {
        [
            "high-card",
            "one-pair",
            "two-pair",
            "three-of-a-kind",
            "straight",
            "flush",
            "full-house",
            "four-of-a-kind",
            "straight-flush",
        ][self as usize]
    }

    /// English name: `high card`, `one pair`, …
    pub const fn name(self) -> &'static str {
        [
            "high card",
            "one pair",
            "two pair",
            "three of a kind",
            "straight",
            "flush",
            "full house",
            "four of a kind",
            "straight flush",
        ][self as usize]
    }

    /// Japanese name (役名) as Japanese tutorials write it.
    pub const fn name_ja(self) -> &'static str {
        [
            "ハイカード",
            "ワンペア",
            "ツーペア",
            "スリーカード",
            "ストレート",
            "フラッシュ",
            "フルハウス",
            "フォーカード",
            "ストレートフラッシュ",
        ][self as usize]
    }

    /// Reads a protocol token; `royal-flush` is read as a straight flush.
    pub fn from_token(s: &str) -> Option<Category> {
        if s == "royal-flush" {
            return Some(Category::StraightFlush);
        }
        Category::ALL.into_iter().find(|c| c.token() == s)
    }

    /// The English name, or `royal flush` for the ace-high straight flush.
    pub const fn display_name(self, ace_high: bool) -> &'static str {
        match (self, ace_high) {
            (Category::StraightFlush, true) => "royal flush",
            _ => self.name(),
        }
    }

    /// The Japanese name, or `ロイヤルフラッシュ` for the ace-high straight flush.
    pub const fn display_name_ja(self, ace_high: bool) -> &'static str {
        match (self, ace_high) {
            (Category::StraightFlush, true) => "ロイヤルフラッシュ",
            _ => self.name_ja(),
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_round_trip_and_royal_is_an_alias() {
        for c in Category::ALL {
            assert_eq!(Category::from_token(c.token()), Some(c));
            assert_eq!(Category::from_index(c.index()), Some(c));
        }
        assert_eq!(
            Category::from_token("royal-flush"),
            Some(Category::StraightFlush)
        );
        assert_eq!(Category::from_token("royal flush"), None);
        assert_eq!(Category::StraightFlush.display_name(true), "royal flush");
        assert_eq!(
            Category::StraightFlush.display_name_ja(true),
            "ロイヤルフラッシュ"
        );
        assert_eq!(Category::Flush.display_name(true), "flush");
        assert!(Category::HighCard < Category::StraightFlush);
    }
}
