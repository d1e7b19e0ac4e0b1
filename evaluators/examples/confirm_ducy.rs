//! Calls the crate `ducy` 0.3.0 directly (not through the adapters
//! `crate-ducy*`) on hands given as arguments, and prints what it returns,
//! one line per hand: `<hand> => <the crate's display> => <category>
//! <strength>`, the last part read from the display the way the adapter
//! reads it, so the census can compare it with what `showdown check` saw.
//! The cards are read by the crate's own `Deck::parse`. Games: `holdem`
//! (`StandardHandRanker::get_rank`, its `get_score()`) and `ace-to-five`
//! (`RazzRanker::get_best_from`, whose display prints every field its
//! `Ord` compares: the pairing label, then the five ace-low ranks from the
//! highest down). With `ace-to-five` it also checks the finding of
//! third-party/ducy/FINDINGS.md by the crate's own `Ord` and exits 1 if the
//! crate no longer does it:
//!
//!     cargo run -q -p showdown-evaluators --features census-crates \
//!         --example confirm-ducy -- ace-to-five "Ac Ad 5h 6s 7c" "2c 2d 3h 4s 5c"

use ducy::deck::Deck;
use ducy::ranking::hand_rank::StandardHandRanker;
use ducy::ranking::razz::{RazzRanker, RazzRanks};

fn deck(hand: &str) -> Deck {
    Deck::parse(hand).expect("cards the crate reads")
}

fn razz(hand: &str) -> RazzRanks {
    RazzRanker::get_best_from(&deck(hand))
}

/// `Low 7-5-4-3-A` → `high-card 5.5.7.8.9.12`: the category its label
/// names, then 5 minus the label's place and 12 minus each ace-low rank.
fn razz_answer(shown: &str) -> String {
    let (label, ranks) = shown.rsplit_once(' ').expect("`<label> r-r-r-r-r`");
    let labels = [
        ("Low", "high-card"),
        ("One Pair", "one-pair"),
        ("Two Pair", "two-pair"),
        ("Three of a Kind", "three-of-a-kind"),
        ("Full House", "full-house"),
        ("Four of a Kind", "four-of-a-kind"),
    ];
    let kind = labels
        .iter()
        .position(|(l, _)| *l == label)
        .expect("a label of RazzRanks' display");
    let mut parts = vec![(5 - kind).to_string()];
    parts.extend(
        ranks
            .split('-')
            .map(|r| (12 - "A23456789TJQK".find(r).expect("a rank")).to_string()),
    );
    format!("{} {}", labels[kind].1, parts.join("."))
}

fn main() {
    let mut args = std::env::args().skip(1);
    let game = args.next().expect("usage: confirm-ducy GAME HAND…");
    for hand in args {
        match game.as_str() {
            "holdem" => {
                let r = StandardHandRanker::get_rank(&deck(&hand));
                println!("{hand} => {r} => {}", r.get_score());
            }
            "ace-to-five" => {
                let shown = razz(&hand).to_string();
                println!("{hand} => {shown} => {}", razz_answer(&shown));
            }
            other => {
                eprintln!("confirm-ducy: no direct call for the game {other}");
                std::process::exit(2);
            }
        }
    }
    if game == "ace-to-five" {
        // The finding, by the crate's own comparison (greater is better):
        // a pair of aces is a better ace-to-five low than a pair of twos,
        // whatever the kickers; ducy compares the highest card first.
        let (aces, twos) = ("Ac Ad 5h 6s 7c", "2c 2d 3h 4s 5c");
        let found = razz(twos) > razz(aces);
        println!(
            "finding: ducy ranks `{twos}` ({}) above `{aces}` ({}): {}",
            razz(twos),
            razz(aces),
            if found {
                "reproduced"
            } else {
                "NOT reproduced"
            }
        );
        if !found {
            std::process::exit(1);
        }
    }
}
