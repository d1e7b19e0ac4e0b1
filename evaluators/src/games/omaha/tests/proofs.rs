//! The reference against the plain checker, and the full-size proofs
//! (release: `cargo test --release -p showdown-evaluators -- --ignored omaha`).

use super::*;

#[test]
fn omaha_reference_equals_the_naive_method_on_random_deals() {
    let r = OmahaReference::new();
    for (hole, board) in [
        (4, 5),
        (5, 5),
        (6, 5),
        (4, 4),
        (5, 4),
        (6, 4),
        (4, 3),
        (6, 3),
    ] {
        random_deals(
            hole,
            board,
            20_000,
            7 + hole as u64 * 10 + board as u64,
            &mut |h, b| {
                let (got, want) = (r.strength(h, b), naive(h, b));
                if got == want {
                    Ok(())
                } else {
                    Err(format!("{}: {got} != naive {want}", deal_text(h, b)))
                }
            },
        )
        .unwrap();
    }
}

#[test]
fn omaha_proof_on_random_deals_small() {
    for (hole, board, deals) in [(4, 5, 150_000), (5, 5, 100_000), (6, 5, 60_000)] {
        let s = prove_random(hole, board, deals, 0x0A4A + hole as u64).unwrap();
        assert_eq!(s.deals, deals);
        assert_eq!(s.categories.iter().sum::<u64>(), deals);
        assert!(s.classes > 1000, "{s:?}");
    }
    for (hole, board) in [(4, 4), (4, 3), (5, 4), (6, 3)] {
        prove_random(hole, board, 20_000, 3).unwrap();
    }
    assert!(prove_random(3, 5, 10, 1).is_err());
    assert!(prove_random(4, 2, 10, 1).is_err());
}

#[test]
fn omaha_proof_on_a_restricted_deck_small() {
    let deck = restricted_deck();
    assert_eq!(deck.len(), 20);
    assert_eq!(card_mask(&deck).count_ones(), 20);
    let s = prove_restricted(&deck[..14], 4, 5).unwrap();
    assert_eq!(s.deals, 1001 * 252);
    // Every category but high card (nine ranks in a deal) occurs in the
    // first 14 cards.
    assert!(s.categories[1..].iter().all(|&n| n > 0), "{s:?}");
    assert_eq!(
        prove_restricted(&deck[..14], 4, 4).unwrap().deals,
        1001 * 210
    );
    assert_eq!(
        prove_restricted(&deck[..14], 4, 3).unwrap().deals,
        1001 * 120
    );
    assert_eq!(prove_restricted(&deck[..12], 5, 5).unwrap().deals, 792 * 21);
    assert_eq!(prove_restricted(&deck[..12], 6, 5).unwrap().deals, 924 * 6);
    assert!(prove_restricted(&deck[..8], 4, 5).is_err());
    assert!(prove_restricted(&[deck[0], deck[0]], 4, 5).is_err());
}

#[test]
fn omaha_the_proof_catches_broken_references() {
    let r = OmahaReference::new();
    // PokerHandEvaluator issue 21: a table that answers 0 for some hands.
    let zero_for_some = |h: &[Card], b: &[Card]| {
        if h[0].rank() == b[0].rank() {
            0
        } else {
            r.strength(h, b)
        }
    };
    assert!(prove_random_with(&zero_for_some, 4, 5, 50_000, 1).is_err());
    // Two kickers swapped: the categories stay right, the order does not.
    let high_card_reversed = |h: &[Card], b: &[Card]| {
        let s = r.strength(h, b);
        if s >> 12 == 0 {
            0xfff - s
        } else {
            s
        }
    };
    let e = prove_random_with(&high_card_reversed, 4, 5, 50_000, 1).unwrap_err();
    assert!(e.starts_with("order"), "{e}");
    // Two classes merged.
    let merged = |h: &[Card], b: &[Card]| r.strength(h, b) & !1;
    let e = prove_random_with(&merged, 4, 5, 50_000, 1).unwrap_err();
    assert!(e.contains("two hands the rules tell apart"), "{e}");
    // pokerstove PR 86: six hole cards played as four.
    let first_four = |h: &[Card], b: &[Card]| r.strength(&h[..4], b);
    assert!(prove_random_with(&first_four, 6, 5, 50_000, 1).is_err());
    let deck = restricted_deck();
    assert!(prove_restricted_with(&first_four, &deck[..12], 6, 5).is_err());
    // And the right one passes the same runs.
    prove_random_with(&|h, b| r.strength(h, b), 6, 5, 50_000, 1).unwrap();
}

#[test]
fn omaha_the_plain_checker_shares_nothing_with_the_reference() {
    // The proof is only worth something if the checker does not use the
    // tables it checks (PokerHandEvaluator issue 21 tested its Omaha table
    // with the code that generated it).
    let src = include_str!("../brute.rs");
    for banned in [
        "crate::reference",
        "reference::",
        "Reference",
        "HandState",
        "RANK_KEYS",
        "rank_strength",
        "flush_strength",
        "CARD_RANK_KEYS",
        "PAIR_INDEX",
        "BoardTable",
    ] {
        let code_lines = src
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .filter(|l| l.contains(banned))
            .collect::<Vec<_>>();
        assert!(
            code_lines.is_empty(),
            "brute.rs uses {banned}: {code_lines:?}"
        );
    }
    let imports: Vec<&str> = src.lines().filter(|l| l.starts_with("use ")).collect();
    assert!(
        imports
            .iter()
            .all(|l| !l.contains("super::{") || l.contains("check_deal, needs_apart}")),
        "{imports:?}"
    );
}

#[test]
fn omaha_the_plain_memo_is_classify_on_every_five_card_hand() {
    let brute = OmahaBruteForce::new();
    let deck: Vec<Card> = Card::all().collect();
    let mut combos = Combinations::new(52, 5);
    let mut n = 0u32;
    while let Some(ix) = combos.next() {
        n += 1;
        // Every hand in release; every seventh hand in debug (a few seconds).
        if cfg!(debug_assertions) && n % 7 != 0 {
            continue;
        }
        let five = [
            deck[ix[0]],
            deck[ix[1]],
            deck[ix[2]],
            deck[ix[3]],
            deck[ix[4]],
        ];
        assert_eq!(
            brute.five_key(&five),
            BestOfSubsets::key(&five),
            "{}",
            format_cards(&five)
        );
    }
    assert_eq!(n, 2_598_960);
    random_deals(6, 5, 300, 11, &mut |h, b| {
        assert_eq!(brute.key(h, b), OmahaBruteForce::key_unmemoized(h, b));
        Ok(())
    })
    .unwrap();
}

#[test]
#[ignore = "ten million deals: run in release"]
fn omaha_full_proof_random_4_hole() {
    let s = prove_random(4, 5, 10_000_000, 0x4_0005).unwrap();
    assert_eq!(s.deals, 10_000_000);
}

#[test]
#[ignore = "ten million deals: run in release"]
fn omaha_full_proof_random_5_hole() {
    prove_random(5, 5, 10_000_000, 0x5_0005).unwrap();
}

#[test]
#[ignore = "ten million deals: run in release"]
fn omaha_full_proof_random_6_hole() {
    prove_random(6, 5, 10_000_000, 0x6_0005).unwrap();
}

/// Every deal of `hole` + `board` cards from the first `n` cards of the
/// restricted deck.
fn full_restricted(n: usize, hole: usize, board: usize, deals: u64) {
    let deck = restricted_deck();
    let s = prove_restricted(&deck[..n], hole, board).unwrap();
    assert_eq!(s.deals, deals, "{n} cards, {hole} + {board}");
    // A high card needs hole + board distinct ranks: more than these decks
    // have for 5 and 6 hole cards.
    let from = if hole == 4 { 0 } else { 1 };
    assert!(s.categories[from..].iter().all(|&c| c > 0), "{s:?}");
}

#[test]
#[ignore = "every deal of the restricted deck: run in release"]
fn omaha_full_proof_restricted_4_hole_5_board() {
    full_restricted(20, 4, 5, 21_162_960);
}

#[test]
#[ignore = "every deal of the restricted deck: run in release"]
fn omaha_full_proof_restricted_5_hole_5_board() {
    full_restricted(19, 5, 5, 23_279_256);
}

#[test]
#[ignore = "every deal of the restricted deck: run in release"]
fn omaha_full_proof_restricted_6_hole_5_board() {
    full_restricted(18, 6, 5, 14_702_688);
}

#[test]
#[ignore = "every deal of the restricted deck: run in release"]
fn omaha_full_proof_restricted_4_hole_short_boards() {
    full_restricted(20, 4, 4, 8_817_900);
    full_restricted(20, 4, 3, 2_713_200);
}
