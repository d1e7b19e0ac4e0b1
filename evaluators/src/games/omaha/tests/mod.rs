//! Tests of the Omaha reference, its plain checker, the proofs and the
//! lessons. The full-size proofs are `#[ignore]`d: run them in release with
//! `cargo test --release -p showdown-evaluators -- --ignored omaha`.

use super::proof::{prove_random_with, prove_restricted_with, random_deals};
use super::*;
use crate::card::parse_cards;
use crate::category::Category;
use crate::evaluator::DeviationKind;
use crate::evaluator::Evaluator;
use crate::subset::BestOfSubsets;
use std::collections::BTreeMap;

mod deals;
mod lessons;
mod proofs;
mod traps;

/// `"hole | board"` → (hole, board).
fn deal(s: &str) -> (Vec<Card>, Vec<Card>) {
    let (h, b) = s.split_once('|').expect("hole | board");
    (parse_cards(h).unwrap(), parse_cards(b).unwrap())
}

fn category(s: &str) -> Category {
    let (h, b) = deal(s);
    let r = OmahaReference::new();
    let got = r.category(&h, &b);
    assert_eq!(
        got,
        OmahaBruteForce::new().category(&h, &b),
        "{s}: the reference and the plain checker disagree"
    );
    got
}

fn best_five(s: &str) -> String {
    let (h, b) = deal(s);
    format_cards(&OmahaReference::new().best_five(&h, &b))
}

/// The naive method: the hold'em reference on every legal five.
fn naive(hole: &[Card], board: &[Card]) -> u16 {
    best_with_hole_count(hole, board, 2)
}

fn deal_text(h: &[Card], b: &[Card]) -> String {
    format!("{} | {}", format_cards(h), format_cards(b))
}
