//! Cards, ranks and suits, their two-character notation, and the hand parser.
//!
//! Notation: a rank (`2`–`9`, `T`, `J`, `Q`, `K`, `A`; `10` is also accepted
//! for ten) followed by a suit (`c d h s`, or `♣ ♦ ♥ ♠`), case-insensitive on
//! input. Output is always canonical: upper-case rank, lower-case suit letter
//! (`As Td 2c`).
//!
//! The canonical index is `rank_index * 4 + suit_index` with ranks `2` = 0 …
//! `A` = 12 and suits `c` = 0, `d` = 1, `h` = 2, `s` = 3, so `2c` = 0 and
//! `As` = 51. Every adapter converts from this index (or from [`Rank`] and
//! [`Suit`]) to its own encoding.

use std::fmt;
use std::str::FromStr;

/// A card rank, `Two` (index 0) to `Ace` (index 12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    /// The two, written `2` (index 0, the lowest rank).
    Two = 0,
    /// The three, written `3` (index 1).
    Three,
    /// The four, written `4` (index 2).
    Four,
    /// The five, written `5` (index 3).
    Five,
    /// The six, written `6` (index 4).
    Six,
    /// The seven, written `7` (index 5).
    Seven,
    /// The eight, written `8` (index 6).
    Eight,
    /// The nine, written `9` (index 7).
    Nine,
    /// The ten, written `T` (or `10` on input; index 8).
    Ten,
    /// The jack, written `J` (index 9).
    Jack,
    /// The queen, written `Q` (index 10).
    Queen,
    /// The king, written `K` (index 11).
    King,
    /// The ace, written `A` (index 12, the highest rank).
    Ace,
}

impl Rank {
    /// All ranks, lowest first.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// 0 for `Two` … 12 for `Ace`.
    #[inline]
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The rank with this index, if it is below 13.
    #[inline]
    pub const fn from_index(i: u8) -> Option<Rank> {
        if i < 13 {
            Some(Rank::ALL[i as usize])
        } else {
            None
        }
    }

    /// The face value used by most tutorials: 2..=14 with the ace as 14.
    #[inline]
    pub const fn value(self) -> u8 {
        self as u8 + 2
    }

    /// The canonical one-character symbol (`2`…`9`, `T`, `J`, `Q`, `K`, `A`).
    pub const fn symbol(self) -> char {
        b"23456789TJQKA"[self as usize] as char
    }

    /// English name, singular (`"ace"`).
    pub const fn name(self) -> &'static str {
        [
            "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack",
            "queen", "king", "ace",
        ][self as usize]
    }

    fn parse(s: &str) -> Option<Rank> {
        let r = match s {
            "10" => Rank::Ten,
            _ => {
                let mut chars = s.chars();
                let c = chars.next()?;
                if chars.next().is_some() {
                    return None;
                }
                match c.to_ascii_uppercase() {
                    '2'..='9' => Rank::ALL[(c as u8 - b'2') as usize],
                    'T' => Rank::Ten,
                    'J' => Rank::Jack,
                    'Q' => Rank::Queen,
                    'K' => Rank::King,
                    'A' => Rank::Ace,
                    _ => return None,
                }
            }
        };
        Some(r)
    }
}

/// A card suit, clubs (index 0) to spades (index 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Suit {
    /// Clubs, written `c` or `♣` (index 0).
    Clubs = 0,
    /// Diamonds, written `d` or `♦` (index 1).
    Diamonds,
    /// Hearts, written `h` or `♥` (index 2).
    Hearts,
    /// Spades, written `s` or `♠` (index 3).
    Spades,
}

impl Suit {
    /// All suits in index order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// 0 for clubs … 3 for spades.
    #[inline]
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The suit with this index, if it is below 4.
    #[inline]
    pub const fn from_index(i: u8) -> Option<Suit> {
        if i < 4 {
            Some(Suit::ALL[i as usize])
        } else {
            None
        }
    }

    /// The canonical letter: `c`, `d`, `h`, `s`.
    pub const fn letter(self) -> char {
        b"cdhs"[self as usize] as char
    }

    /// The symbol: `♣`, `♦`, `♥`, `♠`.
    pub const fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self as usize]
    }

    fn parse(s: &str) -> Option<Suit> {
        let mut chars = s.chars();
        let c = chars.next()?;
        if chars.next().is_some() {
            return None;
        }
        Some(match c {
            'c' | 'C' | '♣' | '♧' => Suit::Clubs,
            'd' | 'D' | '♦' | '♢' => Suit::Diamonds,
            'h' | 'H' | '♥' | '♡' => Suit::Hearts,
            's' | 'S' | '♠' | '♤' => Suit::Spades,
            _ => return None,
        })
    }
}

/// One of the 52 cards, stored as its canonical index 0..=51.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The card of this rank and suit.
    #[inline]
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(rank as u8 * 4 + suit as u8)
    }

    /// The card with this canonical index, if it is below 52.
    #[inline]
    pub const fn from_index(i: u8) -> Option<Card> {
        if i < 52 {
            Some(Card(i))
        } else {
            None
        }
    }

    /// Canonical index: `rank_index * 4 + suit_index` (`2c` = 0, `As` = 51).
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The card's rank (its index divided by 4).
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.0 >> 2) as usize]
    }

    /// The card's suit (its index modulo 4).
    #[inline]
    pub const fn suit(self) -> Suit {
        Suit::ALL[(self.0 & 3) as usize]
    }

    /// All 52 cards in canonical order.
    pub fn all() -> impl Iterator<Item = Card> + Clone {
        (0..52).map(Card)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().symbol(), self.suit().letter())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a card or a hand could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// The input held no cards at all.
    Empty,
    /// The token's rank part is not a rank.
    UnknownRank,
    /// The token's suit part is not a suit.
    UnknownSuit,
    /// The token is too short or too long to be a card.
    BadToken,
    /// The same card appears twice.
    DuplicateCard,
    /// More cards than allowed (usually 7).
    TooManyCards,
}

impl ParseErrorKind {
    /// A stable, machine-readable name (used by the vectors' `error` field).
    pub const fn token(&self) -> &'static str {
        match self {
            ParseErrorKind::Empty => "empty",
            ParseErrorKind::UnknownRank => "unknown-rank",
            ParseErrorKind::UnknownSuit => "unknown-suit",
            ParseErrorKind::BadToken => "bad-token",
            ParseErrorKind::DuplicateCard => "duplicate-card",
            ParseErrorKind::TooManyCards => "too-many-cards",
        }
    }

    /// The kind with this [`token`](Self::token).
    pub fn from_token(s: &str) -> Option<ParseErrorKind> {
        [
            ParseErrorKind::Empty,
            ParseErrorKind::UnknownRank,
            ParseErrorKind::UnknownSuit,
            ParseErrorKind::BadToken,
            ParseErrorKind::DuplicateCard,
            ParseErrorKind::TooManyCards,
        ]
        .into_iter()
        .find(|k| k.token() == s)
    }
}

/// A card or hand that could not be read: what, which token, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What was wrong with the input.
    pub kind: ParseErrorKind,
    /// The offending token as written (empty for [`ParseErrorKind::Empty`]).
    pub token: String,
    /// 1-based position of the token among the hand's tokens (0 when none).
    pub position: usize,
    /// For too many cards: the limit.
    pub limit: Option<usize>,
}

/// At most `max` characters of `s`, with what was left out said:
/// `AAAA…(+99,940 characters)`. Error messages quote input through this, so
/// a runaway line never floods a terminal or a log.
pub fn shorten_for_message(s: &str, max: usize) -> String {
    let count = s.chars().count();
    if count <= max {
        return s.to_string();
    }
    let head: String = s.chars().take(max).collect();
    format!("{head}…(+{} characters)", count - max)
}

/// How much of an input an error message quotes.
pub const QUOTE_MAX: usize = 60;

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = &shorten_for_message(&self.token, QUOTE_MAX);
        let p = self.position;
        match self.kind {
            ParseErrorKind::Empty => write!(f, "empty hand: no cards given"),
            ParseErrorKind::UnknownRank => write!(
                f,
                "card {p} `{t}`: unknown rank (expected 2-9, T/10, J, Q, K or A)"
            ),
            ParseErrorKind::UnknownSuit => write!(
                f,
                "card {p} `{t}`: unknown suit (expected c, d, h, s or ♣ ♦ ♥ ♠)"
            ),
            ParseErrorKind::BadToken => write!(
                f,
                "card {p} `{t}`: not a card (a card is a rank then a suit, like `As` or `10h`)"
            ),
            ParseErrorKind::DuplicateCard => write!(f, "card {p} `{t}`: duplicate card"),
            ParseErrorKind::TooManyCards => write!(
                f,
                "card {p} `{t}`: too many cards (at most {})",
                self.limit.unwrap_or(7)
            ),
        }
    }
}

impl std::error::Error for ParseError {}

fn parse_token(token: &str, position: usize) -> Result<Card, ParseError> {
    let err = |kind| ParseError {
        kind,
        token: token.to_string(),
        position,
        limit: None,
    };
    // The suit is the last character; everything before it is the rank.
    let (split, _) = token
        .char_indices()
        .last()
        .ok_or(err(ParseErrorKind::BadToken))?;
    if split == 0 || token.chars().count() > 3 {
        return Err(err(ParseErrorKind::BadToken));
    }
    let (rank_part, suit_part) = token.split_at(split);
    let rank = Rank::parse(rank_part);
    let suit = Suit::parse(suit_part);
    match (rank, suit) {
        (Some(r), Some(s)) => Ok(Card::new(r, s)),
        (None, Some(_)) => Err(err(ParseErrorKind::UnknownRank)),
        (Some(_), None) => Err(err(ParseErrorKind::UnknownSuit)),
        (None, None) if token.chars().count() == 2 || rank_part == "10" => {
            Err(err(ParseErrorKind::UnknownRank))
        }
        (None, None) => Err(err(ParseErrorKind::BadToken)),
    }
}

impl FromStr for Card {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Card, ParseError> {
        let t = s.trim();
        if t.is_empty() {
            return Err(ParseError {
                kind: ParseErrorKind::Empty,
                token: String::new(),
                position: 0,
                limit: None,
            });
        }
        parse_token(t, 1)
    }
}

/// Reads a hand of any number of distinct cards, separated by white space
/// or commas. Rejects empty input, unknown ranks and suits, malformed tokens
/// and duplicates, naming the token and its 1-based position. Never panics.
pub fn parse_cards(s: &str) -> Result<Vec<Card>, ParseError> {
    let mut cards = Vec::new();
    let mut seen = 0u64;
    for (i, token) in s
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .enumerate()
    {
        let card = parse_token(token, i + 1)?;
        let bit = 1u64 << card.index();
        if seen & bit != 0 {
            return Err(ParseError {
                kind: ParseErrorKind::DuplicateCard,
                token: token.to_string(),
                position: i + 1,
                limit: None,
            });
        }
        seen |= bit;
        cards.push(card);
    }
    if cards.is_empty() {
        return Err(ParseError {
            kind: ParseErrorKind::Empty,
            token: String::new(),
            position: 0,
            limit: None,
        });
    }
    Ok(cards)
}

/// Like [`parse_cards`], and also rejects more than `max` cards, naming the
/// first card past the limit.
pub fn parse_hand_max(s: &str, max: usize) -> Result<Vec<Card>, ParseError> {
    let cards = parse_cards(s)?;
    if cards.len() > max {
        let token = s
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
            .nth(max)
            .unwrap_or_default()
            .to_string();
        return Err(ParseError {
            kind: ParseErrorKind::TooManyCards,
            token,
            position: max + 1,
            limit: Some(max),
        });
    }
    Ok(cards)
}

/// Reads a hand of 1 to 7 distinct cards: what every evaluator accepts.
pub fn parse_hand(s: &str) -> Result<Vec<Card>, ParseError> {
    parse_hand_max(s, 7)
}

/// Formats cards in canonical notation, separated by single spaces.
pub fn format_cards(cards: &[Card]) -> String {
    let mut out = String::with_capacity(cards.len() * 3);
    for (i, c) in cards.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push(c.rank().symbol());
        out.push(c.suit().letter());
    }
    out
}

/// A bit set of cards (bit `i` = the card with canonical index `i`).
pub fn card_mask(cards: &[Card]) -> u64 {
    cards.iter().fold(0, |m, c| m | 1u64 << c.index())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_quote_at_most_sixty_characters_of_the_input() {
        let long = "A".repeat(100_000);
        let e = parse_hand(&long).unwrap_err().to_string();
        assert!(e.len() < 200, "{e}");
        assert!(e.contains("…(+99940 characters)"), "{e}");
        assert_eq!(shorten_for_message("As Kd", 60), "As Kd");
    }

    #[test]
    fn canonical_indices() {
        assert_eq!("2c".parse::<Card>().unwrap().index(), 0);
        assert_eq!("2d".parse::<Card>().unwrap().index(), 1);
        assert_eq!("3c".parse::<Card>().unwrap().index(), 4);
        assert_eq!("As".parse::<Card>().unwrap().index(), 51);
        for c in Card::all() {
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
            assert_eq!(Card::new(c.rank(), c.suit()), c);
        }
    }

    #[test]
    fn accepts_ten_symbols_and_case() {
        let want = parse_cards("Th Ts Ad Kc").unwrap();
        assert_eq!(parse_cards("10h 10♠ a♦ k♣").unwrap(), want);
        assert_eq!(parse_cards("tH,TS ad  KC").unwrap(), want);
        assert_eq!(format_cards(&want), "Th Ts Ad Kc");
    }

    #[test]
    fn rejections_name_token_and_position() {
        let e = parse_cards("As Xd").unwrap_err();
        assert_eq!(
            (e.kind.clone(), e.token.as_str(), e.position),
            (ParseErrorKind::UnknownRank, "Xd", 2)
        );
        assert_eq!(
            e.to_string(),
            "card 2 `Xd`: unknown rank (expected 2-9, T/10, J, Q, K or A)"
        );
        let e = parse_cards("As Kx").unwrap_err();
        assert_eq!((e.kind, e.position), (ParseErrorKind::UnknownSuit, 2));
        let e = parse_cards("As Ks As").unwrap_err();
        assert_eq!(
            (e.kind, e.position, e.token.as_str()),
            (ParseErrorKind::DuplicateCard, 3, "As")
        );
        assert_eq!(parse_cards("  ").unwrap_err().kind, ParseErrorKind::Empty);
        assert_eq!(parse_cards("A").unwrap_err().kind, ParseErrorKind::BadToken);
        assert_eq!(
            parse_cards("Asdf").unwrap_err().kind,
            ParseErrorKind::BadToken
        );
        let e = parse_hand("2c 3c 4c 5c 6c 7c 8c 9c").unwrap_err();
        assert_eq!(
            (e.kind.clone(), e.position, e.token.as_str()),
            (ParseErrorKind::TooManyCards, 8, "9c")
        );
        assert!(e.to_string().contains("at most 7"));
    }
}
