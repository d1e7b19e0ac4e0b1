//! A line the protocol parser refused, in plain words: what the program
//! returned and, where it follows a known convention, which one and what
//! to return instead. One line, no nested quoting, never cut.
//!
//! Only lines [`crate::protocol::parse_response_for`] has already rejected
//! come here ([`super::process`] calls [`explain`] on its error), so a
//! valid answer of any game (`straight 4.4 / no-low`, a lowball answer, a
//! short-deck one) is never read as a convention.
//!
//! A line is either the program's own (`--cmd`, a manifest) or the line the
//! Python and JavaScript packages' `serve` writes for a value it cannot read,
//! `serve: cannot read an answer from <value>: <why>`; for those the advice
//! is in the package's terms (`return 'one-pair'`), else in the protocol's.

use showdown_evaluators::category::Category;
use showdown_evaluators::game::Game;

/// What a package's `serve` writes before a value it cannot read.
pub const SERVE_PREFIX: &str = "serve: cannot read an answer from ";

/// The refused `line` in plain words; `why` is the parser's reason, kept
/// when no convention is recognised.
pub fn explain(game: &Game, line: &str, why: &str) -> String {
    match line.strip_prefix(SERVE_PREFIX) {
        Some(rest) => {
            let (value, reason) = split_value(rest);
            returned(game, value.trim(), reason.trim())
        }
        None => printed(game, line.trim_end_matches('\r'), why),
    }
}

/// A bad response's `got` text as the summary shows it: the plain words
/// without the `bad-response: not a protocol line: ` lead.
pub fn plain_answer(got: &str) -> String {
    got.strip_prefix("bad-response: not a protocol line: ")
        .unwrap_or(got)
        .to_string()
}

/// What a package's function should return, for the advice.
fn return_advice(game: &Game) -> &'static str {
    if game.is_hi_lo() {
        "return [high, low]: ['flush', strength] and null or a low strength"
    } else {
        "return 'one-pair', ['one-pair', strength] or [1, ...]"
    }
}

/// What a program should print, for the advice.
fn print_advice(game: &Game) -> &'static str {
    if game.is_hi_lo() {
        "print e.g. flush 5.12 / low 56 or flush / no-low (docs/protocol.md)"
    } else {
        "print e.g. one-pair or one-pair 1.12.11.8.5 (docs/protocol.md)"
    }
}

/// The value a `serve` line quotes and its reason: the value ends at the
/// first `: ` outside brackets and quotes.
fn split_value(rest: &str) -> (&str, &str) {
    let mut depth = 0i32;
    let mut quote: Option<char> = None;
    let mut prev = '\0';
    for (i, c) in rest.char_indices() {
        match quote {
            Some(q) if c == q && prev != '\\' => quote = None,
            Some(_) => {}
            None => match c {
                '\'' | '"' => quote = Some(c),
                '[' | '{' | '(' | '<' => depth += 1,
                ']' | '}' | ')' | '>' => depth -= 1,
                ':' if depth == 0 && rest[i + 1..].starts_with(' ') => {
                    return (&rest[..i], &rest[i + 2..]);
                }
                _ => {}
            },
        }
        prev = c;
    }
    (rest, "")
}

/// pokersolver's names of the categories (`Pair`, `Two Pair`, `Royal
/// Flush`), read case-blind, with the category each stands for.
fn pokersolver_name(text: &str) -> Option<Category> {
    let words: Vec<String> = text
        .split([' ', '_', '-'])
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    Some(match words.join(" ").as_str() {
        "high card" => Category::HighCard,
        "pair" | "one pair" => Category::OnePair,
        "two pair" | "two pairs" => Category::TwoPair,
        "three of a kind" | "trips" => Category::ThreeOfAKind,
        "straight" => Category::Straight,
        "flush" => Category::Flush,
        "full house" => Category::FullHouse,
        "four of a kind" | "quads" => Category::FourOfAKind,
        "straight flush" | "royal flush" => Category::StraightFlush,
        _ => return None,
    })
}

/// The category of a number on Cactus Kev's scale (1 the royal flush, 7462
/// the worst high card; lower is better).
fn cactus_kev_category(n: i64) -> Option<Category> {
    Some(match n {
        1..=10 => Category::StraightFlush,
        11..=166 => Category::FourOfAKind,
        167..=322 => Category::FullHouse,
        323..=1599 => Category::Flush,
        1600..=1609 => Category::Straight,
        1610..=2467 => Category::ThreeOfAKind,
        2468..=3325 => Category::TwoPair,
        3326..=6185 => Category::OnePair,
        6186..=7462 => Category::HighCard,
        _ => return None,
    })
}

/// Whether `word` is a card (`As`, `Td`), its quotes stripped.
fn is_card(word: &str) -> bool {
    let w = word.trim_matches(|c| c == '\'' || c == '"' || c == ',');
    let mut cs = w.chars();
    matches!(
        (cs.next(), cs.next(), cs.next()),
        (Some(r), Some(s), None) if "23456789TJQKA".contains(r.to_ascii_uppercase())
            && "cdhs".contains(s.to_ascii_lowercase())
    )
}

/// The words inside a bracketed list (`[ 'As', 'Ks' ]`, `['As', 'Ks']`).
fn list_items(value: &str) -> Option<Vec<&str>> {
    let inner = value
        .strip_prefix('[')
        .or_else(|| value.strip_prefix('('))?
        .strip_suffix(']')
        .or_else(|| value.strip_suffix(')').and_then(|v| v.strip_prefix('(')))
        .unwrap_or_else(|| {
            value
                .trim_start_matches(['[', '('])
                .trim_end_matches([']', ')'])
        });
    Some(inner.split([',', ' ']).filter(|w| !w.is_empty()).collect())
}

/// Whether the game ranks high hands as hold'em does (so that Cactus Kev's
/// scale applies).
fn ranks_as_holdem(game: &Game) -> bool {
    !game.is_lowball() && game.deck_size() == 52
}

/// A value a package's function returned.
fn returned(game: &Game, value: &str, reason: &str) -> String {
    let advice = return_advice(game);
    let unquoted = value
        .strip_prefix('\'')
        .and_then(|v| v.strip_suffix('\''))
        .or_else(|| value.strip_prefix('"').and_then(|v| v.strip_suffix('"')));
    if matches!(value, "undefined" | "None" | "null" | "") {
        return format!(
            "returned {}: no answer (does every path of the function return one?); {advice}",
            if value.is_empty() { "nothing" } else { value }
        );
    }
    if let Some(text) = unquoted {
        if let Some(c) = pokersolver_name(text) {
            return format!(
                "returned '{text}', pokersolver's name for {}: return '{}', ['{}', strength] or [{}, ...]",
                c.token(),
                c.token(),
                c.token(),
                c as u8
            );
        }
        let words: Vec<&str> = text.split_whitespace().collect();
        if words.len() >= 5 && words.iter().all(|w| is_card(w)) {
            return format!(
                "returned {} cards (the best five?), not a value: return their category and a \
                 strength, e.g. ['flush', [12, 10, 8, 7, 6]]",
                words.len()
            );
        }
        return format!("returned '{text}': not a category; {advice}");
    }
    if let Ok(n) = value.parse::<i64>() {
        return number_alone(game, n, "returned", "return");
    }
    if let Some(items) = list_items(value).filter(|_| value.starts_with(['[', '('])) {
        if items.len() >= 5 && items.iter().all(|w| is_card(w)) {
            return format!(
                "returned {} cards (the best five?), not a value: return their category and a \
                 strength, e.g. ['flush', [12, 10, 8, 7, 6]]",
                items.len()
            );
        }
        if let Some(first) = items.first().and_then(|w| w.parse::<i64>().ok()) {
            if first == 9 || first == 10 {
                return format!(
                    "returned an array starting with {first}: category indexes run 0 (high-card) \
                     to 8 (straight-flush), so counting from 1 is off by one; subtract 1"
                );
            }
        }
    }
    if value.contains('{') || value.starts_with('<') {
        if value.contains("descr") || value.starts_with("Hand {") || value.contains("cardPool") {
            return format!(
                "returned a pokersolver Hand object: return its category, e.g. [hand.rank - 1, \
                 strength] (pokersolver counts from 1) or the name as 'one-pair'; {advice}"
            );
        }
        // A class's name where the value shows one (`Foo { … }`, Python's
        // `<module.Foo object at 0x…>`), else a plain object.
        let name = match value.strip_prefix('<') {
            Some(rest) => rest.split([' ', '>']).next(),
            None => value
                .split_once(" {")
                .map(|(n, _)| n)
                .filter(|n| !n.contains(['{', '\'', '"'])),
        };
        let kind = name
            .filter(|n| n.chars().next().is_some_and(char::is_alphabetic))
            .map_or("an object".to_string(), |n| format!("an object ({n})"));
        return format!("returned {kind}, not an answer; {advice}");
    }
    let reason = if reason.is_empty() {
        String::new()
    } else {
        format!(" ({})", unquote(reason))
    };
    format!("returned {}{reason}; {advice}", unquote(value))
}

/// A number alone, where a category was due: Cactus Kev's scale if it fits.
fn number_alone(game: &Game, n: i64, did: &str, todo: &str) -> String {
    match cactus_kev_category(n).filter(|_| ranks_as_holdem(game)) {
        Some(c) => format!(
            "{did} the number {n} alone: on Cactus Kev's scale (1 the royal flush, 7462 the \
             worst high card, lower is better) that is {}; {todo} the category with 7463 - n \
             as its strength, higher is better",
            c.token()
        ),
        None => format!(
            "{did} the number {n} alone, no category; {todo} the category (and a strength \
             where higher is better)"
        ),
    }
}

/// A line a program printed.
fn printed(game: &Game, line: &str, why: &str) -> String {
    let advice = print_advice(game);
    let text = line.trim();
    if text.is_empty() {
        return format!("printed an empty line: one answer per hand; {advice}");
    }
    if matches!(text, "None" | "null" | "undefined" | "nil" | "NULL") {
        return format!("printed {text}: no answer; {advice}");
    }
    let high = text.split(" / ").next().unwrap_or(text);
    // A line whose first word is a category token was refused for
    // something else (its strength, its low half): no name to read.
    let first = high.split(' ').next().unwrap_or("");
    let named = Category::from_token(first).is_some() || first == "order";
    if let Some(c) = pokersolver_name(high).filter(|_| !named) {
        return format!(
            "printed {high}, pokersolver's name for {}: print {} (or {} with a strength)",
            c.token(),
            c.token(),
            c.token()
        );
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() >= 5 && words.iter().all(|w| is_card(w)) {
        return format!(
            "printed {} cards (the best five?), not an answer; {advice}",
            words.len()
        );
    }
    if let (1, Ok(n)) = (words.len(), text.parse::<i64>()) {
        return number_alone(game, n, "printed", "print");
    }
    if let Some(n) = words.first().and_then(|w| w.parse::<i64>().ok()) {
        if (0..=9).contains(&n) {
            let which = match Category::ALL.get(n as usize) {
                Some(c) => format!("{n} counted from 0 is {}", c.token()),
                None => "indexes run 0 to 8: counting from 1 is off by one".to_string(),
            };
            return format!(
                "printed the category as the number {n}: the protocol names it ({which}); {advice}"
            );
        }
    }
    let why = why.strip_prefix(&format!("`{text}`: ")).unwrap_or(why);
    format!("printed {}: {}", shorten(text), unquote(why))
}

/// At most 60 characters of a program's line (the rest is in its stderr or
/// the full report's JSON).
fn shorten(text: &str) -> String {
    if text.chars().count() <= 60 {
        text.to_string()
    } else {
        format!("{}...", text.chars().take(57).collect::<String>())
    }
}

/// A reason without its backticks (the summary puts no quotes in quotes).
fn unquote(text: &str) -> String {
    text.replace('`', "")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn holdem() -> &'static Game {
        Game::default_game()
    }

    fn one_line(s: &str) {
        assert!(
            !s.contains('\n') && !s.contains('`') && !s.contains('…'),
            "{s}"
        );
    }

    #[test]
    fn pokersolver_names_are_named_with_the_token_to_return() {
        for (name, token, index) in [
            ("Pair", "one-pair", 1),
            ("Two Pair", "two-pair", 2),
            ("Straight Flush", "straight-flush", 8),
            ("Royal Flush", "straight-flush", 8),
        ] {
            let line = format!("{SERVE_PREFIX}'{name}': unknown category '{name}' (one of …)");
            let s = explain(holdem(), &line, "ignored");
            one_line(&s);
            assert_eq!(
                s,
                format!(
                    "returned '{name}', pokersolver's name for {token}: return '{token}', \
                     ['{token}', strength] or [{index}, ...]"
                )
            );
            let printed = explain(holdem(), name, "");
            assert!(
                printed.starts_with(&format!("printed {name}, pokersolver's name for {token}")),
                "{printed}"
            );
        }
    }

    #[test]
    fn an_index_off_by_one_is_named() {
        let line = format!(
            "{SERVE_PREFIX}[ 9, 12 ]: an array strength starts with the category index 0-8, not 9"
        );
        let s = explain(holdem(), &line, "");
        one_line(&s);
        assert!(s.contains("counting from 1 is off by one"), "{s}");
        assert!(explain(holdem(), "9 12", "").contains("counting from 1 is off by one"));
        assert!(explain(holdem(), "3 12", "").contains("3 counted from 0 is three-of-a-kind"));
    }

    #[test]
    fn cactus_kev_numbers_are_read_on_their_scale() {
        let s = explain(
            holdem(),
            &format!("{SERVE_PREFIX}1609: return a category name"),
            "",
        );
        one_line(&s);
        assert!(
            s.starts_with("returned the number 1609 alone: on Cactus Kev's scale"),
            "{s}"
        );
        assert!(s.contains("that is straight;"), "{s}");
        let p = explain(holdem(), "7462", "`7462` is not a category token");
        assert!(p.contains("that is high-card"), "{p}");
        // Lowball has no such scale.
        let lowball = Game::by_id("deuce-to-seven").unwrap();
        assert!(!explain(lowball, "1609", "").contains("Cactus"));
    }

    #[test]
    fn the_five_best_cards_are_not_a_value() {
        let js =
            format!("{SERVE_PREFIX}[ 'As', 'Ks', 'Qs', 'Js', 'Ts' ]: return a category name, …");
        let py = format!("{SERVE_PREFIX}['As', 'Ks', 'Qs', 'Js', 'Ts']: return a category name");
        for line in [js, py] {
            let s = explain(holdem(), &line, "");
            one_line(&s);
            assert!(
                s.starts_with("returned 5 cards (the best five?), not a value"),
                "{s}"
            );
        }
        assert!(explain(holdem(), "As Ks Qs Js Ts", "").starts_with("printed 5 cards"));
    }

    #[test]
    fn nothing_returned_is_named() {
        for v in ["undefined", "None", "null"] {
            let s = explain(
                holdem(),
                &format!("{SERVE_PREFIX}{v}: return a category name"),
                "",
            );
            one_line(&s);
            assert!(s.starts_with(&format!("returned {v}: no answer")), "{s}");
        }
        assert!(explain(holdem(), "None", "").starts_with("printed None: no answer"));
        assert!(explain(holdem(), "", "").starts_with("printed an empty line"));
    }

    #[test]
    fn objects_and_pokersolver_hands_are_named() {
        let hand = format!(
            "{SERVE_PREFIX}Hand {{ cardPool: [ Card {{ value: 'A', suit: 's' }} ], name: 'Pair', \
             descr: 'Pair, A's' }}: return a category name"
        );
        let s = explain(holdem(), &hand, "");
        one_line(&s);
        assert!(s.starts_with("returned a pokersolver Hand object"), "{s}");
        let obj = format!("{SERVE_PREFIX}{{ category: 'flush', cards: [ 'As' ] }}: return …");
        let s = explain(holdem(), &obj, "");
        one_line(&s);
        assert!(s.starts_with("returned an object, not an answer"), "{s}");
        let py = format!("{SERVE_PREFIX}<my_eval.Hand object at 0x7f>: return …");
        assert!(explain(holdem(), &py, "").starts_with("returned an object (my_eval.Hand)"));
    }

    #[test]
    fn an_unknown_line_keeps_the_parsers_reason_unquoted() {
        let s = explain(
            holdem(),
            "flush 5.x",
            "`flush 5.x`: `5.x` is not a strength",
        );
        assert_eq!(s, "printed flush 5.x: 5.x is not a strength");
        let hilo = Game::by_id("omaha-hi-lo").unwrap();
        let s = explain(
            holdem(),
            "flush 5.12 / no-low",
            "` / no-low`: a holdem answer has no low half (only hi-lo games have one)",
        );
        assert!(
            s.contains("has no low half") && !s.contains("pokersolver"),
            "{s}"
        );
        let s = explain(holdem(), "flush", "`flush`: whatever");
        assert!(!s.contains("pokersolver"), "{s}");
        assert!(return_advice(hilo).contains("[high, low]"));
    }
}
