//! Serving side of the protocol: reading request lines fast. The canonical
//! form (`As Kd 7h`: two-character cards, single spaces) is read byte by
//! byte without allocating more than the hand; anything else goes through
//! the full parser, so errors read the same either way.

use showdown_evaluators::card::{parse_hand, Card, ParseError};

/// Reads one request line (without its newline) into a hand of 1 to 7
/// distinct cards.
pub fn parse_request(line: &str) -> Result<Vec<Card>, ParseError> {
    fast(line.as_bytes()).map_or_else(|| parse_hand(line), Ok)
}

fn rank(b: u8) -> Option<u8> {
    Some(match b {
        b'2'..=b'9' => b - b'2',
        b'T' => 8,
        b'J' => 9,
        b'Q' => 10,
        b'K' => 11,
        b'A' => 12,
        _ => return None,
    })
}

fn suit(b: u8) -> Option<u8> {
    Some(match b {
        b'c' => 0,
        b'd' => 1,
        b'h' => 2,
        b's' => 3,
        _ => return None,
    })
}

/// The canonical form only; `None` for anything else (including errors).
fn fast(b: &[u8]) -> Option<Vec<Card>> {
    if b.is_empty() || b.len() > 20 || (b.len() + 1) % 3 != 0 {
        return None;
    }
    let mut cards = Vec::with_capacity(7);
    let mut seen = 0u64;
    for chunk in b.chunks(3) {
        if chunk.len() == 3 && chunk[2] != b' ' {
            return None;
        }
        let i = rank(chunk[0])? * 4 + suit(chunk[1])?;
        if seen & (1 << i) != 0 {
            return None;
        }
        seen |= 1 << i;
        cards.push(Card::from_index(i)?);
    }
    Some(cards)
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::card::format_cards;

    #[test]
    fn reads_like_the_full_parser() {
        for s in [
            "As Kd 7h 7c 2s Td 9d",
            "2c",
            "Th Jh",
            "As As",
            "as kd",
            "As  Kd",
            "As Kd ",
            "10h Jh",
            "As Kd 7h 7c 2s Td 9d 8d",
            "Xx",
            "",
            "A♠ K♠",
        ] {
            assert_eq!(parse_request(s), parse_hand(s), "{s:?}");
        }
        assert_eq!(format_cards(&parse_request("Qs 2d").unwrap()), "Qs 2d");
        assert!(fast(b"As Kd").is_some() && fast(b"As As").is_none());
    }
}
