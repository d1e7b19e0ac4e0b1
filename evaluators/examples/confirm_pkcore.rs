//! Calls the crate `pkcore` 0.15.2 directly (not through the adapters
//! `crate-pkcore*`) on hands given as arguments, and prints what it returns,
//! one line per hand: `<hand> => <the crate's own answer> => <category>
//! <strength>`, the last part read from the crate's answer the way the
//! adapter reads it, so the census can compare it with what `showdown
//! check` saw. The cards are read by the crate's own parser. Games:
//! `holdem` (`HandRanker::hand_rank`: Cactus Kev value and name),
//! `omaha` (`OmahaHigh::eval` on `HOLE | BOARD`, four hole cards and five
//! board cards) and `ace-to-five` (`HandRanker::razz_hand_rank`: the
//! `CaliforniaHandRank`, its value, lower is the better low, and the five
//! ranks its display writes). With `ace-to-five` it also checks the finding
//! of third-party/pkcore/FINDINGS.md by the crate's own values and exits 1
//! if the crate no longer does it:
//!
//!     cargo run -q -p showdown-evaluators --features census-crates \
//!         --example confirm-pkcore -- ace-to-five "Kh Kd Kc Ks Ah" "2d Kd Kc Ks Kh"

use pkcore::analysis::hand_rank::HandRank;
use pkcore::analysis::name::HandRankName;
use pkcore::arrays::five::Five;
use pkcore::arrays::seven::Seven;
use pkcore::arrays::six::Six;
use pkcore::arrays::HandRanker;
use pkcore::cards::Cards;
use pkcore::games::omaha::OmahaHigh;
use pkcore::games::razz::california::CaliforniaHandRank;
use pkcore::play::board::Board;
use std::str::FromStr;

fn cards(hand: &str) -> Cards {
    Cards::from_str(hand).expect("cards the crate reads")
}

fn razz(hand: &str) -> CaliforniaHandRank {
    let c = cards(hand);
    match c.len() {
        5 => Five::try_from(c).expect("five").razz_hand_rank(),
        6 => Six::try_from(c).expect("six").razz_hand_rank(),
        7 => Seven::try_from(c).expect("seven").razz_hand_rank(),
        n => panic!("pkcore ranks 5 to 7 cards, not {n}"),
    }
}

fn name(n: HandRankName) -> &'static str {
    match n {
        HandRankName::StraightFlush => "straight-flush",
        HandRankName::FourOfAKind => "four-of-a-kind",
        HandRankName::FullHouse => "full-house",
        HandRankName::Flush => "flush",
        HandRankName::Straight => "straight",
        HandRankName::ThreeOfAKind => "three-of-a-kind",
        HandRankName::TwoPair => "two-pair",
        HandRankName::Pair => "one-pair",
        HandRankName::HighCard => "high-card",
        _ => "no-category",
    }
}

/// `<hand> => <value> <name> => <category> <strength>`, the strength as
/// the adapter turns the value (7463 minus it).
fn print_high(hand: &str, r: HandRank) {
    println!(
        "{hand} => {} {:?} => {} {}",
        r.value,
        r.name,
        name(r.name),
        7463 - i64::from(r.value)
    );
}

/// `22543` → `one-pair`: the category of the five ranks a razz rank names.
fn razz_category(ranks: &str) -> &'static str {
    let mut counts: Vec<usize> = ranks
        .chars()
        .map(|r| ranks.chars().filter(|x| *x == r).count())
        .collect();
    counts.sort_unstable();
    match counts.as_slice() {
        [1, 1, 1, 1, 1] => "high-card",
        [1, 1, 1, 2, 2] => "one-pair",
        [1, 2, 2, 2, 2] => "two-pair",
        [1, 1, 3, 3, 3] => "three-of-a-kind",
        [2, 2, 3, 3, 3] => "full-house",
        [1, 4, 4, 4, 4] => "four-of-a-kind",
        _ => "no-category",
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let game = args.next().expect("usage: confirm-pkcore GAME HAND…");
    for hand in args {
        match game.as_str() {
            "holdem" => {
                let c = cards(&hand);
                let r = match c.len() {
                    5 => Five::try_from(c).expect("five").hand_rank(),
                    6 => Six::try_from(c).expect("six").hand_rank(),
                    7 => Seven::try_from(c).expect("seven").hand_rank(),
                    n => panic!("pkcore ranks 5 to 7 cards, not {n}"),
                };
                print_high(&hand, r);
            }
            "omaha" => {
                let (hole, board) = hand.split_once('|').expect("HOLE | BOARD");
                let holding = OmahaHigh::from_str(hole.trim()).expect("four hole cards");
                let five = Five::from_str(board.trim()).expect("five board cards");
                print_high(&hand, holding.eval(&Board::from(five)).hand_rank);
            }
            "ace-to-five" => {
                let r = razz(&hand);
                let ranks = match r {
                    CaliforniaHandRank::WHEEL => "5432A".to_string(),
                    other => other.to_string(),
                };
                let value = r.get_hand_rank_value();
                println!(
                    "{hand} => {r:?} {value} => {} {}",
                    razz_category(&ranks),
                    6176 - i64::from(value)
                );
            }
            other => {
                eprintln!("confirm-pkcore: no direct call for the game {other}");
                std::process::exit(2);
            }
        }
    }
    if game == "ace-to-five" {
        // The finding, by the crate's own values (lower is the better low):
        // in ace-to-five the ace is the lowest card, so four kings with an
        // ace are a better low than four kings with a deuce, and four aces
        // the best four of a kind; pkcore's table has them the other way.
        let (ace, deuce) = ("Kh Kd Kc Ks Ah", "Kh Kd Kc Ks 2d");
        let (quad_aces, quad_kings) = ("Ah Ad Ac As Kh", "Kh Kd Kc Ks Qh");
        let kicker = razz(ace).get_hand_rank_value() > razz(deuce).get_hand_rank_value();
        let quads = razz(quad_aces).get_hand_rank_value() > razz(quad_kings).get_hand_rank_value();
        println!(
            "finding: pkcore values `{ace}` {} and `{deuce}` {}; `{quad_aces}` {} and `{quad_kings}` {}: {}",
            razz(ace).get_hand_rank_value(),
            razz(deuce).get_hand_rank_value(),
            razz(quad_aces).get_hand_rank_value(),
            razz(quad_kings).get_hand_rank_value(),
            if kicker && quads { "reproduced" } else { "NOT reproduced" }
        );
        if !(kicker && quads) {
            std::process::exit(1);
        }
    }
}
