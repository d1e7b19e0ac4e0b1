//! Tests of the lowball evaluators: the five-card proofs of both games,
//! random six- and seven-card hands against the plain checker, the shapes
//! the seven-card proof remembers plain keys by, the six- and seven-card
//! counts of ace-to-five recounted over rank multisets, and named hands.
//! The six- and seven-card proofs are `#[ignore]`d here (run them in
//! release: `cargo test --release -p showdown-evaluators lowball -- --ignored`,
//! or `showdown selfcheck --game ace-to-five --cards 5,6,7`).

use super::proof::{order_check, shape};
use super::*;
use crate::card::{format_cards, parse_cards, Card, Rank, Suit};
use crate::category::Category;
use crate::combinations::binomial;
use crate::evaluator::{Evaluator, Rejected};
use crate::game::{Game, ACE_TO_FIVE, DEUCE_TO_SEVEN};
use std::collections::{BTreeSet, HashMap};

mod lessons;
mod named;
mod proofs;

const GAMES: [&Game; 2] = [&ACE_TO_FIVE, &DEUCE_TO_SEVEN];

fn h(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn a5() -> LowballReference {
    LowballReference::ace_to_five()
}

fn d7() -> LowballReference {
    LowballReference::deuce_to_seven()
}

/// A small deterministic dealer (xorshift) over the 52-card deck.
pub(super) struct Deal {
    state: u64,
}

impl Deal {
    pub(super) fn new(seed: u64) -> Deal {
        Deal {
            state: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
        }
    }

    pub(super) fn hand(&mut self, n: usize) -> Vec<Card> {
        let mut out: Vec<Card> = Vec::with_capacity(n);
        while out.len() < n {
            let mut x = self.state;
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            self.state = x;
            let c =
                Card::from_index((x.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 58) as u8 % 52).unwrap();
            if !out.contains(&c) {
                out.push(c);
            }
        }
        out
    }
}
