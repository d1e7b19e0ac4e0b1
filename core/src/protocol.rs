//! The evaluator line protocol (v1): one hand per request line, one
//! response line per hand. See `docs/protocol.md`.
//!
//! Response grammar: `<category> [<strength>]` or, from an order-only
//! evaluator, `order <strength>` (in a hi-lo game followed by
//! ` / low [<strength>]` or ` / no-low`), in badugi a low alone
//! `low [<strength>]`, `error <text>` or `skip <text>`; category is a protocol token (`royal-flush` is read as a
//! straight flush); strength is signed 64-bit integers joined by `.`.

use crate::card::{card_mask, format_cards, Card};
use crate::category::Category;
use crate::evaluator::{Evaluator, Low, Rejected, Strength, Verdict};
use crate::game::Game;

/// What is wrong with a response line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResponseError(pub String);

impl std::fmt::Display for ResponseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ResponseError {}

impl From<String> for ResponseError {
    fn from(s: String) -> ResponseError {
        ResponseError(s)
    }
}

/// One response line, parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Response {
    /// A category, with a strength if one was given.
    Verdict(Verdict),
    /// `order <strength>`: an order-only evaluator's answer (manifest
    /// `answers = "order-only"`), a strength without a category. It is held
    /// as a verdict whose category is never read (`high-card`).
    Order(Verdict),
    /// A deliberate refusal of this hand.
    Error(String),
    /// The evaluator does not handle hands like this (not a failure).
    Skip(String),
}

/// Reads one response line (without its newline). The error says what is
/// wrong with it.
pub fn parse_response(line: &str) -> Result<Response, ResponseError> {
    let line = line.strip_suffix('\r').unwrap_or(line);
    if let Some(rest) = line.strip_prefix("error") {
        if rest.is_empty() || rest.starts_with(' ') {
            return Ok(Response::Error(rest.trim_start().to_string()));
        }
    }
    if let Some(rest) = line.strip_prefix("skip") {
        if rest.is_empty() || rest.starts_with(' ') {
            return Ok(Response::Skip(rest.trim_start().to_string()));
        }
    }
    if let Some(rest) = line.strip_prefix("low") {
        if rest.is_empty() || rest.starts_with(' ') {
            return parse_low_alone(line, rest);
        }
    }
    let (high, low) = match line.split_once(" / ") {
        Some((high, low)) => (high, Some(parse_low(low)?)),
        None => (line, None),
    };
    let mut parts = high.split(' ');
    let cat_tok = parts.next().unwrap_or("");
    if cat_tok == "order" {
        let Some(text) = parts.next() else {
            return Err("`order` without a strength".to_string().into());
        };
        let strength = parse_strength(text)?;
        if let Some(extra) = parts.next() {
            return Err(format!("unexpected `{extra}` after the strength").into());
        }
        let verdict = Verdict::new(Category::HighCard, Some(strength));
        return Ok(Response::Order(match low {
            Some(low) => verdict.with_low(low),
            None => verdict,
        }));
    }
    let category = Category::from_token(cat_tok).ok_or_else(|| {
        format!("`{cat_tok}` is not a category token (high-card … straight-flush, royal-flush)")
    })?;
    let strength = match parts.next() {
        None => None,
        Some(s) => Some(parse_strength(s)?),
    };
    if let Some(extra) = parts.next() {
        return Err(format!("unexpected `{extra}` after the strength").into());
    }
    let verdict = Verdict::new(category, strength);
    Ok(Response::Verdict(match low {
        Some(low) => verdict.with_low(low),
        None => verdict,
    }))
}

/// A low alone (badugi's answer): `low` or `low <strength>`, `rest` what
/// follows `low`.
fn parse_low_alone(line: &str, rest: &str) -> Result<Response, ResponseError> {
    let mut parts = rest.split(' ').skip(1);
    let strength = match parts.next() {
        None => None,
        Some(s) => Some(parse_strength(s)?),
    };
    if let Some(extra) = parts.next() {
        return Err(format!("unexpected `{extra}` after the low strength in `{line}`").into());
    }
    Ok(Response::Verdict(Verdict::low_alone(strength)))
}

/// Reads one response line of an evaluator of `game`: as
/// [`parse_response`], and a low half (` / no-low`, ` / low …`) is an error
/// unless the game splits the pot high and low (an answer of another game
/// is not an answer of this one); a low alone (`low …`) is badugi's answer
/// and only badugi's, and a badugi answer is a low alone.
pub fn parse_response_for(game: &Game, line: &str) -> Result<Response, ResponseError> {
    let response = parse_response(line)?;
    let alone = match &response {
        Response::Verdict(v) | Response::Order(v) => Some(v.is_low_alone()),
        _ => None,
    };
    match (alone, game.is_badugi()) {
        (Some(true), false) => {
            return Err(format!(
                "`{line}`: a low alone is a badugi answer; a {} answer starts with a category",
                game.id
            )
            .into())
        }
        (Some(false), true) => {
            return Err(format!(
                "`{line}`: a badugi answer is a low alone, `low <strength>` (no category)"
            )
            .into())
        }
        _ => {}
    }
    if let Response::Verdict(v) = &response {
        if !matches!(v.low, Low::NotPlayed | Low::Alone) && !game.is_hi_lo() {
            let low = line.split_once(" / ").map_or("", |(_, low)| low);
            return Err(format!(
                "` / {low}`: a {} answer has no low half (only hi-lo games have one)",
                game.id
            )
            .into());
        }
    }
    Ok(response)
}

fn parse_strength(s: &str) -> Result<Strength, ResponseError> {
    Strength::parse(s)
        .ok_or_else(|| format!("`{s}` is not a strength (integers joined by `.`)").into())
}

/// The low half of a hi-lo answer, after ` / `: `no-low`, `low` or
/// `low <strength>`.
fn parse_low(text: &str) -> Result<Low, ResponseError> {
    if text == "no-low" {
        return Ok(Low::NoLow);
    }
    let mut parts = text.split(' ');
    if parts.next() != Some("low") {
        return Err(format!(
            "`{text}` is not a low half (`low [strength]` or `no-low` after ` / `)"
        )
        .into());
    }
    let strength = match parts.next() {
        None => None,
        Some(s) => Some(parse_strength(s)?),
    };
    if let Some(extra) = parts.next() {
        return Err(format!("unexpected `{extra}` after the low strength").into());
    }
    Ok(Low::Qualifies(strength))
}

/// The response line for an evaluator's result.
pub fn format_result(result: &Result<Verdict, Rejected>) -> String {
    match result {
        Ok(v) => v.to_protocol(),
        Err(r) => format!("error {r}"),
    }
}

/// The response line for an evaluator's result on these cards: as
/// [`format_result`], but a straight flush is named `royal-flush` when the
/// best five of the cards, as the game's `reference` finds them, are
/// T J Q K A of one suit (the name, not another category; readers take both
/// tokens as a straight flush). The rest of the answer, a hi-lo answer's
/// low half included, is as [`format_result`] writes it.
pub fn format_result_for(
    reference: &dyn Evaluator,
    cards: &[Card],
    result: &Result<Verdict, Rejected>,
) -> String {
    let line = format_result(result);
    let Ok(v) = result else {
        return line;
    };
    if v.category != Category::StraightFlush {
        return line;
    }
    let royal = reference
        .best_five(cards)
        .is_some_and(|five| five.len() == 5 && holds_royal_flush(&five));
    match line.strip_prefix(Category::StraightFlush.token()) {
        Some(rest) if royal => format!("royal-flush{rest}"),
        _ => line,
    }
}

/// Whether the cards include T J Q K A of one suit.
pub fn holds_royal_flush(cards: &[Card]) -> bool {
    let mask = card_mask(cards);
    (0..4).any(|suit| {
        let royal = (8..13).fold(0u64, |m, rank| m | 1 << (rank * 4 + suit));
        mask & royal == royal
    })
}

/// The request line for a hand.
pub fn format_request(cards: &[Card]) -> String {
    format_cards(cards)
}

/// What is wrong with a request line of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequestError(pub String);

impl std::fmt::Display for RequestError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RequestError {}

impl From<String> for RequestError {
    fn from(s: String) -> RequestError {
        RequestError(s)
    }
}

/// The request line for a hand of `game`: `HOLE | BOARD` for a game with
/// hole cards (the joined cards split as [`deal::split_joined`] reads
/// them), the plain cards otherwise. [`parse_request`] reads it back.
///
/// [`deal::split_joined`]: crate::deal::split_joined
pub fn format_request_for(game: &Game, cards: &[Card]) -> String {
    if game.has_hole_cards() {
        let (hole, board) = crate::deal::split_joined(cards);
        format!("{} | {}", format_cards(hole), format_cards(board))
    } else {
        format_cards(cards)
    }
}

/// Reads a request line of `game`: `HOLE | BOARD` for a game with hole
/// cards (every deal the game has), plain cards otherwise. The cards come
/// back joined, hole cards first, marked by [`deal::join`] so that
/// [`deal::split_joined`] gives the same hole cards and board back. The
/// error says what is wrong: a card token, a count the game does not take,
/// a card outside the game's deck, a card twice.
///
/// [`deal::join`]: crate::deal::join
/// [`deal::split_joined`]: crate::deal::split_joined
pub fn parse_request(game: &Game, text: &str) -> Result<Vec<Card>, RequestError> {
    use crate::card::{parse_cards, parse_hand_max};
    if !game.has_hole_cards() {
        let cards =
            parse_hand_max(text, game.max_cards()).map_err(|e| RequestError(e.to_string()))?;
        if !game.takes(cards.len()) {
            return Err(format!(
                "{} cards: a {} hand has {} cards",
                cards.len(),
                game.id,
                game.cards
            )
            .into());
        }
        if let Some(c) = cards.iter().find(|c| c.rank() < game.lowest_rank) {
            return Err(format!(
                "{c} is not in the {}-card {} deck ({} and up)",
                game.deck_size(),
                game.id,
                game.lowest_rank.symbol()
            )
            .into());
        }
        return Ok(cards);
    }
    let Some((hole, board)) = text.split_once('|') else {
        return Err(format!(
            "{} hands are written `HOLE | BOARD` (for example `As Kd 7h 7c | 2s Td 9d 8c 3h`)",
            game.id
        )
        .into());
    };
    let hole = parse_cards(hole).map_err(|e| RequestError(format!("hole cards: {e}")))?;
    let board = parse_cards(board).map_err(|e| RequestError(format!("board: {e}")))?;
    if !game.takes_deal(hole.len(), board.len()) {
        return Err(format!(
            "{} hole cards and {} board cards is not a deal of {}",
            hole.len(),
            board.len(),
            game.id
        )
        .into());
    }
    let joined = crate::deal::join(&hole, &board);
    if card_mask(&joined).count_ones() as usize != joined.len() {
        return Err(RequestError("a card appears twice".into()));
    }
    Ok(joined)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hi_lo_answers_round_trip_and_a_bad_low_half_is_named() {
        let high = Verdict::new(Category::Straight, Some(Strength::single(1029)));
        for low in [
            Low::NoLow,
            Low::Qualifies(None),
            Low::Qualifies(Some(Strength::single(55))),
        ] {
            let v = high.with_low(low);
            assert_eq!(parse_response(&v.to_protocol()), Ok(Response::Verdict(v)));
        }
        assert_eq!(
            high.with_low(Low::NoLow).to_protocol(),
            "straight 1029 / no-low"
        );
        let err = parse_response("straight 1029 / high 3").unwrap_err();
        assert!(err.0.contains("not a low half"), "{err}");
        let err = parse_response("straight / low 3 4").unwrap_err();
        assert!(err.0.contains("after the low strength"), "{err}");
    }

    #[test]
    fn a_low_half_outside_a_hi_lo_game_is_an_error() {
        use crate::game::{ACE_TO_FIVE, HOLDEM, OMAHA, OMAHA_HI_LO, SHORT_DECK};
        for game in [&HOLDEM, &SHORT_DECK, &ACE_TO_FIVE, &OMAHA] {
            for line in ["flush 5 / no-low", "flush / low 3", "flush 5 / low"] {
                let e = parse_response_for(game, line).unwrap_err();
                assert!(
                    e.0.contains("has no low half") && e.0.contains(game.id),
                    "{e}"
                );
            }
            assert!(parse_response_for(game, "flush 5").is_ok());
        }
        assert!(parse_response_for(&OMAHA_HI_LO, "flush 5 / no-low").is_ok());
        assert!(
            parse_response_for(&OMAHA_HI_LO, "flush 5").is_ok(),
            "judged as low:missing"
        );
    }

    /// Every game's request lines round-trip through the parser, and the
    /// parser names what is wrong with a bad one.
    #[test]
    fn requests_of_every_game_round_trip_and_bad_ones_are_named() {
        use crate::game::{GAMES, HOLDEM, OMAHA, SHORT_DECK};
        for game in GAMES {
            let plain = ["As", "Kd", "Qh", "Jc", "9s", "Th", "8d"];
            let plain = plain[..game.max_cards().min(plain.len())].join(" ");
            let text: &str = if game.has_hole_cards() {
                "As Kd 7h 7c | 2s Td 9d 8c 3h"
            } else {
                &plain
            };
            if !game.has_hole_cards() {
                assert_eq!(
                    format_request_for(game, &parse_request(game, text).unwrap()),
                    text
                );
            }
            let cards = parse_request(game, text).unwrap_or_else(|e| panic!("{}: {e}", game.id));
            let again = format_request_for(game, &cards);
            assert_eq!(
                parse_request(game, &again),
                Ok(cards),
                "{}: {again}",
                game.id
            );
        }
        for (hole, board) in [(4, 3), (4, 5), (5, 4), (6, 3), (6, 5)] {
            let deck: Vec<Card> = (0..52).map(|i| Card::from_index(i).unwrap()).collect();
            let text = format!(
                "{} | {}",
                format_cards(&deck[..hole]),
                format_cards(&deck[10..10 + board])
            );
            let cards = parse_request(&OMAHA, &text).unwrap();
            let (h, b) = crate::deal::split_joined(&cards);
            assert_eq!((h.len(), b.len()), (hole, board), "{text}");
            assert_eq!(card_mask(h), card_mask(&deck[..hole]), "{text}");
            let again = format_request_for(&OMAHA, &cards);
            assert_eq!(
                parse_request(&OMAHA, &again).as_ref(),
                Ok(&cards),
                "{again}"
            );
        }
        let named = |game, text: &str, words: &str| {
            let e = parse_request(game, text).unwrap_err();
            assert!(e.0.contains(words), "{text}: {e}");
        };
        named(
            &HOLDEM,
            "As Kd Qh Jc 9s Th 8d 7c",
            "too many cards (at most 7)",
        );
        named(&SHORT_DECK, "As Kd 2h 7c 8c", "2h is not in the 36-card");
        named(&OMAHA, "As Kd 7h 7c 2s Td 9d", "written `HOLE | BOARD`");
        named(
            &OMAHA,
            "As Kd 7h | 2s Td 9d",
            "3 hole cards and 3 board cards",
        );
        named(&OMAHA, "As Kd 7h 7c | As Td 9d", "a card appears twice");
        named(&OMAHA, "As Kd 7h Xx | 2s Td 9d", "hole cards:");
    }

    #[test]
    fn a_low_alone_is_badugi_and_only_badugi() {
        use crate::game::{BADUGI, HOLDEM, STUD_HI_LO};
        let v = Verdict::low_alone(Some(Strength::single(1092)));
        assert_eq!(v.to_protocol(), "low 1092");
        assert_eq!(parse_response("low 1092"), Ok(Response::Verdict(v)));
        assert_eq!(
            parse_response_for(&BADUGI, "low 1092"),
            Ok(Response::Verdict(v))
        );
        assert_eq!(
            parse_response_for(&BADUGI, "low"),
            Ok(Response::Verdict(Verdict::low_alone(None)))
        );
        for game in [&HOLDEM, &STUD_HI_LO] {
            let e = parse_response_for(game, "low 1092").unwrap_err();
            assert!(e.0.contains("badugi answer"), "{e}");
        }
        for line in ["high-card 1092", "order 12", "high-card / low 3"] {
            let e = parse_response_for(&BADUGI, line).unwrap_err();
            assert!(e.0.contains("low alone"), "{line}: {e}");
        }
        assert!(parse_response("low 3 4").is_err());
        assert!(parse_response("low x").is_err());
        assert!(parse_response("lowx").is_err());
    }

    #[test]
    fn responses_round_trip() {
        let v = Verdict::new(Category::Flush, Some(Strength::new(&[5, 12, 9])));
        assert_eq!(parse_response(&v.to_protocol()), Ok(Response::Verdict(v)));
        assert_eq!(
            parse_response("royal-flush"),
            Ok(Response::Verdict(Verdict::new(
                Category::StraightFlush,
                None
            )))
        );
        assert_eq!(parse_response("error no"), Ok(Response::Error("no".into())));
        assert_eq!(parse_response("skip"), Ok(Response::Skip(String::new())));
        assert!(parse_response("flush x").is_err());
        assert!(parse_response("Flush").is_err());
        assert!(parse_response("flush 1 2").is_err());
        assert!(parse_response("").is_err());
        assert!(parse_response("errorx").is_err());
    }
}
