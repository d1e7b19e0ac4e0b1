//! Fuzzing the protocol's parsers for every game with random and mutated
//! lines (proptest; `PROPTEST_CASES` sets how many, `.ci/run` runs more in
//! release): the request reader (`HOLE | BOARD` or cards), the answer
//! reader, and the hi-lo answer form. Never a panic; every refusal says
//! what is wrong; a mutated answer never reads as the answer it came from
//! unless it says the same.
//!
//! Beside them: [`loader`] fuzzes the vector loader with mutated vector
//! files, and [`answers`] runs `check` on programs whose answers are the
//! reference's, corrupted.

mod answers;
mod loader;

use crate::protocol::{parse_response_for, Response};
use proptest::prelude::*;
use showdown_evaluators::game::Game;
use showdown_evaluators::games::{evaluate_joined, format_joined, parse_joined, reference_for};

/// A reference answer and request line of each game (the corpus).
fn corpus() -> Vec<(&'static Game, String, String)> {
    let mut out = Vec::new();
    for game in Game::all() {
        let reference = reference_for(game);
        let deck = game.deck();
        for (k, n) in game.cards.counts().enumerate() {
            let deals = if game.has_hole_cards() {
                showdown_evaluators::games::omaha::deals_of(n)
            } else {
                vec![(0, n)]
            };
            for (hole, _) in deals {
                let mut cards: Vec<_> = deck.iter().rev().step_by(3 + k).take(n).copied().collect();
                if cards.len() < n {
                    continue;
                }
                if game.has_hole_cards() {
                    showdown_evaluators::games::omaha::mark_split(&mut cards, hole);
                }
                let request = format_joined(game, &cards);
                let answer = crate::protocol::format_result_for(
                    &*reference,
                    &cards,
                    &evaluate_joined(&*reference, &cards),
                );
                out.push((game, request, answer));
            }
        }
    }
    out
}

/// `debug` cases, unless `PROPTEST_CASES` says how many.
fn config(debug: u32) -> ProptestConfig {
    let mut config = ProptestConfig::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        config.cases = debug;
    }
    config
}

/// One mutation of `line`: a character replaced, removed or inserted, a
/// piece cut or doubled.
fn mutate(line: &str, op: u8, at: usize, ch: char) -> String {
    let chars: Vec<char> = line.chars().collect();
    let i = if chars.is_empty() {
        0
    } else {
        at % chars.len()
    };
    let mut m = chars.clone();
    match op % 5 {
        0 if !m.is_empty() => m[i] = ch,
        1 if !m.is_empty() => {
            m.remove(i);
        }
        2 => m.insert(i.min(m.len()), ch),
        3 => m.truncate(i),
        _ => m.extend(chars[i..].iter().copied()),
    }
    m.into_iter().collect()
}

fn any_char() -> impl Strategy<Value = char> {
    prop_oneof![
        prop::sample::select(vec![
            ' ', '|', '/', '.', '-', 'A', 's', 'x', '1', '0', '\r', 'é'
        ]),
        any::<char>(),
    ]
}

proptest! {
    #[test]
    fn requests_and_answers_of_every_game_never_panic_and_refusals_say_why(
        pick in any::<usize>(), op in any::<u8>(), at in any::<usize>(), ch in any_char(),
        op2 in any::<u8>(), at2 in any::<usize>(),
    ) {
        let corpus = corpus();
        let (game, request, answer) = &corpus[pick % corpus.len()];
        // Requests: a mutated line is read or refused with a reason.
        let req = mutate(&mutate(request, op, at, ch), op2, at2, ch);
        match parse_joined(game, &req) {
            Ok(cards) => {
                prop_assert!(game.takes(cards.len()), "{}: {req:?}", game.id);
                // What was read is written back the same way.
                let again = parse_joined(game, &format_joined(game, &cards));
                prop_assert_eq!(again.as_ref().ok(), Some(&cards), "{}: {:?}", game.id, req);
            }
            Err(e) => prop_assert!(!e.0.is_empty(), "{}: {req:?}", game.id),
        }
        // Answers: the reference's own answer reads back as itself.
        let original = parse_response_for(game, answer);
        prop_assert!(original.is_ok(), "{}: {answer:?} {original:?}", game.id);
        let ans = mutate(answer, op, at, ch);
        match parse_response_for(game, &ans) {
            Ok(Response::Verdict(v)) => {
                // Readable: then it says what it reads as (a hi-lo answer
                // with its low half, badugi's a low alone; another game's
                // without one).
                prop_assert!(
                    game.is_hi_lo()
                        || (game.is_badugi() && v.low == showdown_evaluators::Low::Alone)
                        || v.low == showdown_evaluators::Low::NotPlayed,
                    "{}: {:?}", game.id, ans
                );
                let back = parse_response_for(game, &v.to_protocol());
                prop_assert_eq!(back, Ok(Response::Verdict(v)), "{}: {:?}", game.id, ans);
            }
            Ok(_) => {}
            Err(e) => {
                prop_assert!(!e.0.is_empty(), "{}: {ans:?}", game.id);
                prop_assert!(e.0.contains('`'), "names the piece: {e} ({ans:?})");
            }
        }
        // The hi-lo form: a low half on a game without one is refused.
        if !game.is_hi_lo() {
            if let Ok(Response::Verdict(_)) = parse_response_for(game, answer) {
                let with_low = format!("{answer} / no-low");
                prop_assert!(parse_response_for(game, &with_low).is_err(), "{}", game.id);
            }
        }
    }
}
