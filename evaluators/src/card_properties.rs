//! Properties of the card parser (showdown-core's [`crate::card`]), checked
//! with proptest here since showdown-core has no dependencies, not even for
//! its tests.

use crate::card::{format_cards, parse_hand};
use proptest::prelude::*;

proptest! {
    #[test]
    fn parser_never_panics(s in any::<String>()) {
        let _ = parse_hand(&s);
    }

    #[test]
    fn parser_never_panics_on_card_like_text(s in "[0-9TJQKAtjqka♠♥♦♣cdhsx ,]{0,30}") {
        if let Ok(cards) = parse_hand(&s) {
            prop_assert!(!cards.is_empty() && cards.len() <= 7);
            prop_assert_eq!(parse_hand(&format_cards(&cards)).unwrap(), cards);
        }
    }
}
