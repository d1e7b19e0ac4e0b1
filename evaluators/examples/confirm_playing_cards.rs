//! Calls the crate `playing-cards` 0.1.3 directly (not through the adapter
//! `crate-playing-cards*`) on hands given as arguments, and prints what it
//! returns, one line per hand: `<hand> => <category> <strength>`; for
//! Omaha hi-lo also ` / low <strength>` or ` / no-low`; for badugi
//! `<hand> => size <hand_rank> => low <strength>` (the `BadugiRank`), an
//! error the crate returns as `<its message> => error`, a panic as
//! `panicked: <its message> => panicked` (the next hand is still asked). The cards are read by the crate's own `Card::vec_from_str`.
//! The census runs it to confirm every finding of `showdown check` on the
//! adapters:
//!
//!     cargo run -q -p showdown-evaluators --features census-crates \
//!         --example confirm-playing-cards -- deuce-to-seven "As 2c 3d 4h 5s"

use playing_cards::core::Card;
use playing_cards::poker::evaluators::{
    badugi_evaluator, high_evaluator, low_27_evaluator, omaha_hi_evaluator, omaha_hilo_evaluator,
};
use playing_cards::poker::ranks::BasicRank;
use showdown_evaluators::category::Category;

fn cards(s: &str) -> Vec<Card> {
    Card::vec_from_str(&s.replace(' ', "")).expect("cards the crate reads")
}

fn shown(r: &BasicRank) -> String {
    let token = Category::from_index((r.hand_rank as u8).wrapping_sub(1))
        .map_or("no-category", |c| c.token());
    format!("{token} {}", r.strength)
}

/// The crate's badugi answer for `hand`, or its error's message, or the
/// message of its panic.
fn badugi(hand: &str) -> String {
    let cards = cards(hand);
    match std::panic::catch_unwind(|| badugi_evaluator::evaluate_hand(&cards)) {
        Ok(Ok(r)) => format!("size {} => low {}", r.hand_rank, r.strength),
        Ok(Err(e)) => format!("{e} => error"),
        Err(payload) => {
            let msg = payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            format!("panicked: {msg} => panicked")
        }
    }
}

fn main() {
    // A panic is reported on the hand's own line, not on stderr.
    std::panic::set_hook(Box::new(|_| {}));
    let mut args = std::env::args().skip(1);
    let game = args
        .next()
        .expect("usage: confirm-playing-cards GAME HAND…");
    for hand in args {
        if game == "badugi" {
            println!("{hand} => {}", badugi(&hand));
            continue;
        }
        let answer = match game.as_str() {
            "holdem" => high_evaluator::evaluate_hand(&cards(&hand)).map(|r| shown(&r)),
            "deuce-to-seven" => low_27_evaluator::evaluate_hand(&cards(&hand)).map(|r| shown(&r)),
            "omaha" | "omaha-hi-lo" => {
                let (hole, board) = hand.split_once('|').expect("HOLE | BOARD");
                if game == "omaha" {
                    omaha_hi_evaluator::evaluate_hand(&cards(hole.trim()), &cards(board.trim()))
                        .map(|r| shown(&r))
                } else {
                    omaha_hilo_evaluator::evaluate_hand(&cards(hole.trim()), &cards(board.trim()))
                        .map(|r| match &r.lo_rank {
                            Some(lo) => format!("{} / low {}", shown(&r.hi_rank), lo.strength),
                            None => format!("{} / no-low", shown(&r.hi_rank)),
                        })
                }
            }
            other => panic!("no game {other}"),
        };
        match answer {
            Ok(a) => println!("{hand} => {a}"),
            Err(e) => println!("{hand} => error: {e}"),
        }
    }
}
