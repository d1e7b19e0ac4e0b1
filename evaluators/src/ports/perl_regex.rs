//! `perl-regex`: the regular-expression `check` of a Perl draw-poker program.
//!
//! # Source
//! 役を確認する (トランプ・ポーカー > ドロー・ポーカーの Perl プログラム), the
//! second `check` subroutine, offered there as an alternative to the
//! counting one ([`super::perl_count`]). Same return values 0..9 (9 = royal
//! flush, reported as [`Category::StraightFlush`]); no strength.
//!
//! # Algorithm, in our words
//! 1. For each card, in the order given: convert its card number to (suit,
//!    number); append the suit digit to a suit string; turn the number into
//!    a letter (ace `a`, two `b`, …, ten `j`, jack `k`, queen `l`, king `m`)
//!    and collect it.
//! 2. Sort the letters (byte order) and join them: the number string, e.g.
//!    `bbdkm`.
//! 3. Build a 3-bit flag: 4 if the suit string contains five equal
//!    *adjacent* digits; 2 if the number string is exactly `ajklm` (ten to
//!    ace); 1 if the number string, *used itself as a pattern*, matches
//!    somewhere in `abcdefghijklm` — i.e. it is a run of distinct
//!    consecutive letters, ace low, of any length.
//! 4. Flag 6 → 9 (royal flush); 5 → 8 (straight flush); 4 → 5 (flush); any
//!    other non-zero flag → 4 (straight).
//! 5. Then, on the number string, the first of these patterns that matches
//!    decides: four equal letters → 7; three equal letters followed by two
//!    equal letters, or two followed by three → 6; three equal letters → 3;
//!    two equal letters, at most one letter, two equal letters → 2; two
//!    equal letters → 1; otherwise 0.
//!
//! # The patterns
//! The original patterns (Perl syntax, backreferences `\1`…) and the
//! backreference-free ones we run with the `regex` crate are listed in
//! [`PATTERNS`]: each backreference to a one-character group is expanded
//! over the alphabet the strings are built from (`0`..`3` for suits, `a`..`m`
//! for numbers), so the flush pattern `(.)\1{4}` becomes
//! `00000|11111|22222|33333` and the two-pair pattern `(.)\1.?(.)\2` becomes
//! `(?:aa|…|mm).?(?:aa|…|mm)` (the two groups are independent, so their
//! alternations simply concatenate). The straight test compiles the number
//! string as a pattern; since it holds only letters, it matches exactly
//! where it occurs as a substring, and that is what we test
//! ([`STRAIGHT_SUBJECT`]`.contains(numbers)`). The test
//! `tests/perl_regex_equivalence.rs` checks every derived pattern against
//! the original with a backtracking engine over every string a hand of 1
//! to 7 cards can produce. The patterns are compiled once per process.
//!
//! # Encoding and conversion
//! As [`super::perl_count`]: card number = suit * 13 + number (ace = 0), and
//! the page's unshown `calc` reconstructed as (card number / 13, card number
//! % 13) — [`super::perl_count::card_number`] and [`super::perl_count::calc`].
//! The suit digit is the suit index 0..3; only equality matters.
//!
//! # Domain
//! Five cards. Out of the domain the algorithm runs unchanged; it never
//! refuses a hand.
//!
//! # Deviations from the correct answer
//! On five cards it is **correct**: all 2,598,960 hands get the reference's
//! category (checked exhaustively in the tests). Out of its domain it
//! deviates in the classes below ([`PerlRegex::deviations`]). The unit tests
//! check that the classes claim exactly the wrong answers on every hand of 1
//! to 4 cards and on random 6- and 7-card hands; a one-off release-mode
//! sweep over every 6- and 7-card hand (each in one shuffled order, since
//! the flush test depends on the order) found no exception (930,838 six-card
//! and 19,822,086 seven-card hands wrong in that sweep):
//! - one to four cards of distinct consecutive ranks (ace low) are a
//!   straight, since such a number string occurs in `abcdefghijklm`: any
//!   single card, e.g. `Kd` → straight (right: high card); `Jc Qd`;
//! - six or seven cards with a flush whose five suited cards are not
//!   adjacent in the order given: `2h 4h 6h 8h Kc Th` → high card (right:
//!   flush);
//! - six or seven cards of distinct consecutive ranks with five adjacent
//!   cards of one suit are a straight flush even when those five are not a
//!   run: `2h 3h 4h 5h 7h 6c` → straight flush (right: flush);
//! - six or seven cards holding a straight flush, unless five adjacent cards
//!   share a suit and every card is in one run: `2h 3h 4h 5h 6h Kc` → flush;
//! - six or seven cards holding a straight, unless every card is in one
//!   run: `2c 3d 4h 5s 6c Kd` → high card; the ace only counts low, so even
//!   `9d Tc Jd Qh Ks Ac` (`aijklm`) → high card;
//! - a full house whose three and pair are separated, in the sorted number
//!   string, by another letter: `2c 2d 2h 3c 4c 4d` (`bbbcdd`) → three of
//!   a kind;
//! - two pair whose pairs are separated by two or more letters:
//!   `2c 2d 3h 4s 5c 5d` (`bbcdee`) → one pair.

use super::perl_count::{calc, card_number, category_of_code};
use crate::card::Card;
use crate::category::Category;
use crate::evaluator::EvaluatorInfo;
use crate::evaluator::{Deviation, DeviationKind, Domain, Evaluator, Rejected, Verdict};
use crate::reference::Reference;
use regex::Regex;
use std::sync::OnceLock;

/// One of the original's regular expressions and our backreference-free
/// equivalent.
#[derive(Clone, Copy, Debug)]
pub struct Pattern {
    /// What it tests.
    pub name: &'static str,
    /// The original pattern, Perl syntax.
    pub original: &'static str,
    /// Our equivalent, `regex` crate syntax, no backreferences.
    pub derived: &'static str,
    /// Applied to the suit string (`true`) or the number string.
    pub on_suits: bool,
}

/// The flush pattern, then the pair patterns in the order they are tried.
pub const PATTERNS: [Pattern; 6] = [
    Pattern {
        name: "flush",
        original: r"(.)\1{4}",
        derived: "00000|11111|22222|33333",
        on_suits: true,
    },
    Pattern {
        name: "four of a kind",
        original: r"(.)\1{3}",
        derived: "aaaa|bbbb|cccc|dddd|eeee|ffff|gggg|hhhh|iiii|jjjj|kkkk|llll|mmmm",
        on_suits: false,
    },
    Pattern {
        name: "full house",
        original: r"((.)\2{2}(.)\3)|((.)\5(.)\6{2})",
        derived: "(?:aaa|bbb|ccc|ddd|eee|fff|ggg|hhh|iii|jjj|kkk|lll|mmm)\
                  (?:aa|bb|cc|dd|ee|ff|gg|hh|ii|jj|kk|ll|mm)\
                  |(?:aa|bb|cc|dd|ee|ff|gg|hh|ii|jj|kk|ll|mm)\
                  (?:aaa|bbb|ccc|ddd|eee|fff|ggg|hhh|iii|jjj|kkk|lll|mmm)",
        on_suits: false,
    },
    Pattern {
        name: "three of a kind",
        original: r"(.)\1{2}",
        derived: "aaa|bbb|ccc|ddd|eee|fff|ggg|hhh|iii|jjj|kkk|lll|mmm",
        on_suits: false,
    },
    Pattern {
        name: "two pair",
        original: r"(.)\1.?(.)\2",
        derived: "(?:aa|bb|cc|dd|ee|ff|gg|hh|ii|jj|kk|ll|mm)\
                  .?(?:aa|bb|cc|dd|ee|ff|gg|hh|ii|jj|kk|ll|mm)",
        on_suits: false,
    },
    Pattern {
        name: "one pair",
        original: r"(.)\1",
        derived: "aa|bb|cc|dd|ee|ff|gg|hh|ii|jj|kk|ll|mm",
        on_suits: false,
    },
];

/// The string the straight test matches the number string against.
pub const STRAIGHT_SUBJECT: &str = "abcdefghijklm";

/// The number string of a royal straight.
pub const ROYAL: &str = "ajklm";

/// The return value of each pair pattern in [`PATTERNS`] `[1..]`.
const PAIR_CODES: [u8; 5] = [7, 6, 3, 2, 1];

/// [`PATTERNS`], compiled once per process.
fn compiled() -> &'static [Regex; 6] {
    static COMPILED: OnceLock<[Regex; 6]> = OnceLock::new();
    COMPILED.get_or_init(|| {
        PATTERNS.map(|p| Regex::new(p.derived).expect("the derived patterns are valid"))
    })
}

/// The letter the original gives a number (0 = ace … 12 = king): it adds
/// one, maps 1, 10, 11, 12, 13 to `a`, `j`, `k`, `l`, `m` and the digits
/// 2..9 to `b`..`i`.
pub fn number_letter(number: usize) -> u8 {
    match number + 1 {
        1 => b'a',
        10 => b'j',
        11 => b'k',
        12 => b'l',
        13 => b'm',
        n @ 2..=9 => b'b' + (n as u8 - 2),
        n => unreachable!("card numbers are 0..12, not {}", n - 1),
    }
}

/// The path `check` took on one hand.
#[derive(Clone, Debug)]
pub struct Walk {
    len: usize,
    suits: [u8; 52],
    numbers: [u8; 52],
    /// The three flag bits: flush (4), royal (2), straight (1).
    pub flag: u8,
    /// The pair pattern that fired (index into [`PATTERNS`]), if any.
    pub fired: Option<usize>,
    /// The return value, 0..9.
    pub code: u8,
}

impl Walk {
    /// The suit digits in the order given.
    pub fn suits(&self) -> &str {
        std::str::from_utf8(&self.suits[..self.len]).expect("ASCII digits")
    }
    /// The sorted number letters.
    pub fn numbers(&self) -> &str {
        std::str::from_utf8(&self.numbers[..self.len]).expect("ASCII letters")
    }
}

/// Runs the original's regex `check` on `cards` (at most 52), in their order.
pub fn check(cards: &[Card]) -> Walk {
    let re = compiled();
    let len = cards.len();
    let mut walk = Walk {
        len,
        suits: [0; 52],
        numbers: [0; 52],
        flag: 0,
        fired: None,
        code: 0,
    };
    for (k, &c) in cards.iter().enumerate() {
        let (s, n) = calc(card_number(c));
        walk.suits[k] = b'0' + s as u8;
        walk.numbers[k] = number_letter(n);
    }
    walk.numbers[..len].sort_unstable();
    let flush = re[0].is_match(walk.suits());
    let royal = walk.numbers() == ROYAL;
    let straight = STRAIGHT_SUBJECT.contains(walk.numbers());
    walk.flag = 4 * u8::from(flush) + 2 * u8::from(royal) + u8::from(straight);
    walk.code = match walk.flag {
        6 => 9,
        5 => 8,
        4 => 5,
        f if f >= 1 => 4,
        _ => {
            let numbers = walk.numbers();
            match (1..6).find(|&i| re[i].is_match(numbers)) {
                Some(i) => {
                    walk.fired = Some(i);
                    PAIR_CODES[i - 1]
                }
                None => 0,
            }
        }
    };
    walk
}

/// The regular-expression `check`.
#[derive(Clone, Copy, Debug, Default)]
pub struct PerlRegex;

static INFO: EvaluatorInfo = EvaluatorInfo::holdem(
    "perl-regex",
    Domain::exactly(5),
    false,
    "category 0..9 (9 = royal flush), no strength",
    "役を確認する (トランプ・ポーカー, ドロー・ポーカーの Perl プログラム), second check: regular expressions",
);

impl Evaluator for PerlRegex {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        Ok(Verdict::new(category_of_code(check(cards).code), None))
    }
    fn deviations(&self) -> &[Deviation] {
        DEVIATIONS
    }
    fn trace(&self, cards: &[Card]) -> Option<Vec<String>> {
        let w = check(cards);
        let bit = |b: u8| u8::from(w.flag & b != 0);
        let mut t = vec![
            format!("suit string (order given): {}", w.suits()),
            format!(
                "number string (sorted, a = ace … m = king): {}",
                w.numbers()
            ),
            format!(
                "flush: suits =~ /{}/ → {} (×4)",
                PATTERNS[0].original,
                bit(4)
            ),
            format!("royal: numbers eq '{ROYAL}' → {} (×2)", bit(2)),
            format!(
                "straight: '{STRAIGHT_SUBJECT}' =~ /{}/ → {} (×1)",
                w.numbers(),
                bit(1)
            ),
            format!("flag = {}", w.flag),
        ];
        if w.flag == 0 {
            let last = w.fired.unwrap_or(5);
            for (i, p) in PATTERNS.iter().enumerate().take(last + 1).skip(1) {
                let hit = w.fired == Some(i);
                t.push(format!(
                    "{}: numbers =~ /{}/ → {}",
                    p.name,
                    p.original,
                    u8::from(hit)
                ));
            }
        }
        t.push(format!("returns {}", w.code));
        Some(t)
    }
}

// ---- deviation classes -------------------------------------------------

/// The original's letters for the cards, sorted, as (letter index 0..12,
/// count) groups in letter order.
fn letter_groups(cards: &[Card]) -> Vec<(usize, usize)> {
    let mut counts = [0usize; 13];
    for &c in cards {
        counts[calc(card_number(c)).1] += 1;
    }
    (0..13)
        .filter(|&i| counts[i] > 0)
        .map(|i| (i, counts[i]))
        .collect()
}

/// Distinct ranks, consecutive with the ace low (a substring of a..m).
fn whole_hand_is_a_run(cards: &[Card]) -> bool {
    let g = letter_groups(cards);
    g.len() == cards.len() && g[g.len() - 1].0 - g[0].0 == g.len() - 1
}

/// Five cards next to each other, in the order given, share a suit.
fn five_adjacent_suited(cards: &[Card]) -> bool {
    cards
        .windows(5)
        .any(|w| w.iter().all(|c| c.suit() == w[0].suit()))
}

fn short_run_is_straight(cards: &[Card]) -> bool {
    cards.len() < 5 && whole_hand_is_a_run(cards)
}

fn reference_says(cards: &[Card], category: Category) -> bool {
    cards.len() > 5 && Reference::new().category(cards) == category
}

fn flush_needs_five_adjacent(cards: &[Card]) -> bool {
    reference_says(cards, Category::Flush) && !five_adjacent_suited(cards)
}

fn run_with_five_adjacent_suited_is_straight_flush(cards: &[Card]) -> bool {
    reference_says(cards, Category::Flush)
        && five_adjacent_suited(cards)
        && whole_hand_is_a_run(cards)
}

fn straight_flush_missed(cards: &[Card]) -> bool {
    reference_says(cards, Category::StraightFlush)
        && !(five_adjacent_suited(cards) && whole_hand_is_a_run(cards))
}

fn straight_needs_every_card(cards: &[Card]) -> bool {
    reference_says(cards, Category::Straight) && !whole_hand_is_a_run(cards)
}

fn full_house_split_by_a_letter(cards: &[Card]) -> bool {
    reference_says(cards, Category::FullHouse)
        && !letter_groups(cards)
            .windows(2)
            .any(|w| (w[0].1 >= 3 && w[1].1 >= 2) || (w[0].1 >= 2 && w[1].1 >= 3))
}

fn two_pair_split_by_two_letters(cards: &[Card]) -> bool {
    if !reference_says(cards, Category::TwoPair) {
        return false;
    }
    let g = letter_groups(cards);
    // Position of each pair's first letter in the sorted number string.
    let mut pos = 0;
    let mut pair_starts = Vec::new();
    for &(_, n) in &g {
        if n == 2 {
            pair_starts.push(pos);
        }
        pos += n;
    }
    pair_starts.windows(2).all(|w| w[1] - w[0] >= 4)
}

static DEVIATIONS: &[Deviation] = &[
    Deviation {
        id: "short-run-is-straight",
        sentence: "One to four cards of distinct consecutive ranks (ace low) are a straight, \
                   since their number string occurs in abcdefghijklm (any single card, e.g. \
                   `Kd`, is a straight).",
        kind: DeviationKind::Category,
        applies: short_run_is_straight,
    },
    Deviation {
        id: "flush-needs-five-adjacent-in-deal-order",
        sentence: "Six or seven cards with a flush are not a flush unless five cards of the suit \
                   are adjacent in the order given (`2h 4h 6h 8h Kc Th` is high card).",
        kind: DeviationKind::Category,
        applies: flush_needs_five_adjacent,
    },
    Deviation {
        id: "run-with-five-adjacent-suited-is-straight-flush",
        sentence: "Six or seven cards of distinct consecutive ranks with five adjacent cards of \
                   one suit are a straight flush even when those five are no run \
                   (`2h 3h 4h 5h 7h 6c` is a straight flush, right: flush).",
        kind: DeviationKind::Category,
        applies: run_with_five_adjacent_suited_is_straight_flush,
    },
    Deviation {
        id: "straight-flush-needs-adjacent-suit-and-whole-run",
        sentence: "Six or seven cards holding a straight flush are not one unless five adjacent \
                   cards share a suit and every card is in one run (`2h 3h 4h 5h 6h Kc` is a \
                   flush).",
        kind: DeviationKind::Category,
        applies: straight_flush_missed,
    },
    Deviation {
        id: "straight-needs-every-card-in-the-run",
        sentence: "Six or seven cards holding a straight are not one unless every card is in one \
                   run of distinct ranks (`2c 3d 4h 5s 6c Kd` is high card).",
        kind: DeviationKind::Category,
        applies: straight_needs_every_card,
    },
    Deviation {
        id: "full-house-split-by-a-letter",
        sentence: "A six- or seven-card full house whose three and pair are not next to each \
                   other in the sorted number string is three of a kind \
                   (`2c 2d 2h 3c 4c 4d`, bbbcdd).",
        kind: DeviationKind::Category,
        applies: full_house_split_by_a_letter,
    },
    Deviation {
        id: "two-pair-split-by-two-letters",
        sentence: "Six or seven cards whose two pairs are separated by two or more letters in \
                   the sorted number string are one pair (`2c 2d 3h 4s 5c 5d`, bbcdee).",
        kind: DeviationKind::Category,
        applies: two_pair_split_by_two_letters,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{format_cards, parse_hand};
    use crate::combinations::Combinations;
    use crate::ports::test_hands::RandomHands;

    fn walk(hand: &str) -> Walk {
        check(&parse_hand(hand).unwrap())
    }
    fn code(hand: &str) -> u8 {
        walk(hand).code
    }
    fn cat(hand: &str) -> Category {
        PerlRegex
            .evaluate(&parse_hand(hand).unwrap())
            .unwrap()
            .category
    }

    #[test]
    fn strings_the_original_builds() {
        let w = walk("Kd As 2c Td 2h");
        assert_eq!(w.numbers(), "abbjm");
        assert_eq!(w.suits(), "13012");
        let letters: Vec<u8> = (0..13).map(number_letter).collect();
        assert_eq!(letters, STRAIGHT_SUBJECT.as_bytes());
    }

    #[test]
    fn every_category_on_five_cards() {
        assert_eq!(code("As Ks Qs Js Ts"), 9);
        assert_eq!(walk("As Ks Qs Js Ts").flag, 6);
        assert_eq!(code("9h Th Jh Qh Kh"), 8);
        assert_eq!(code("Ad 2d 3d 4d 5d"), 8);
        assert_eq!(code("7c 7d 7h 7s 2c"), 7);
        assert_eq!(code("7c 7d 7h 2s 2c"), 6);
        assert_eq!(code("7c 7d Ah As Ac"), 6);
        assert_eq!(code("2h 7h 9h Jh Kh"), 5);
        assert_eq!(code("Ah 2d 3c 4s 5h"), 4);
        assert_eq!(walk("Th Jd Qc Ks Ah").flag, 2, "royal bit alone");
        assert_eq!(code("Th Jd Qc Ks Ah"), 4);
        assert_eq!(code("7c 7d 7h 2s 3c"), 3);
        assert_eq!(code("7c 7d 2h 2s 3c"), 2);
        assert_eq!(code("7c 7d 2h 4s 3c"), 1);
        assert_eq!(code("7c 9d 2h 4s 3c"), 0);
        assert_eq!(walk("7c 7d 2h 2s 3c").fired, Some(4));
    }

    #[test]
    fn two_pair_with_the_kicker_between_is_found_on_five_cards() {
        // bbcdd: the `.?` lets one letter sit between the pairs.
        assert_eq!(code("2c 2d 3h 4s 4c"), 2);
    }

    #[test]
    fn no_wraparound_straight_on_five_cards() {
        assert_eq!(cat("Jc Qd Kh As 2c"), Category::HighCard);
    }

    #[test]
    fn five_cards_are_all_correct() {
        let reference = Reference::new();
        let cards: Vec<Card> = Card::all().collect();
        let mut combos = Combinations::new(52, 5);
        let mut hand = [cards[0]; 5];
        let mut n = 0;
        while let Some(ix) = combos.next() {
            for (slot, &i) in hand.iter_mut().zip(ix) {
                *slot = cards[i];
            }
            assert_eq!(
                category_of_code(check(&hand).code),
                reference.category(&hand),
                "{}",
                format_cards(&hand)
            );
            assert!(DEVIATIONS.iter().all(|d| !(d.applies)(&hand)));
            n += 1;
        }
        assert_eq!(n, 2_598_960);
    }

    #[test]
    fn any_single_card_is_a_straight_out_of_domain() {
        for c in Card::all() {
            assert_eq!(check(&[c]).code, 4, "{c}");
        }
        assert_eq!(code("Jc Qd"), 4);
        assert_eq!(code("Ac 2d 3h 4s"), 4);
        assert_eq!(code("Kc Ad"), 0, "no wrap past the king");
        assert_eq!(code("2c 4d"), 0);
        assert_eq!(code("2c 2d 2h 2s"), 7);
        assert_eq!(code("2c 2d 3h 3s"), 2);
    }

    #[test]
    fn no_flush_below_five_cards_out_of_domain() {
        assert_eq!(code("2h 5h 9h Kh"), 0);
    }

    #[test]
    fn seven_card_flush_needs_five_adjacent_in_deal_order_out_of_domain() {
        assert_eq!(cat("2h 4h 6h 8h Kc Th Qd"), Category::HighCard);
        assert_eq!(cat("Kc 2h 4h 6h 8h Th Qd"), Category::Flush);
        assert_eq!(cat("2h 4h 6h 8h Kc Th"), Category::HighCard);
    }

    #[test]
    fn six_card_run_with_adjacent_suit_is_a_wrong_straight_flush_out_of_domain() {
        assert_eq!(code("2h 3h 4h 5h 7h 6c"), 8);
        assert_eq!(
            Reference::new().category(&parse_hand("2h 3h 4h 5h 7h 6c").unwrap()),
            Category::Flush
        );
        assert_eq!(code("2h 3h 4h 5h 6h Kc"), 5);
        assert_eq!(code("2h 3h 4h 5h Kc 6h"), 0);
    }

    #[test]
    fn six_and_seven_card_straights_need_every_card_in_the_run_out_of_domain() {
        assert_eq!(cat("2c 3d 4h 5s 6c Kd"), Category::HighCard);
        assert_eq!(cat("2c 3d 4h 5s 6c 7d 8h"), Category::Straight);
        assert_eq!(cat("8c 9d Tc Jd Qh Ks"), Category::Straight);
        // The ace is `a`: nine to ace sorts as aijklm, no run (right: straight).
        assert_eq!(cat("9d Tc Jd Qh Ks Ac"), Category::HighCard);
        assert_eq!(cat("Tc Jd Qh Ks Ac 2d"), Category::HighCard, "ajklm plus b");
    }

    #[test]
    fn pair_patterns_need_neighbours_in_the_sorted_string_out_of_domain() {
        assert_eq!(cat("2c 2d 2h 3c 4c 4d"), Category::ThreeOfAKind);
        assert_eq!(cat("2c 2d 2h 4c 4d 3c"), Category::ThreeOfAKind);
        assert_eq!(cat("2c 2d 2h 3c 3d 4c"), Category::FullHouse);
        assert_eq!(cat("2c 2d 3h 4s 5c 5d"), Category::OnePair);
        assert_eq!(cat("2c 2d 3h 5c 5d"), Category::TwoPair);
        assert_eq!(cat("2c 2d 3h 3s 4c 4d 5h"), Category::TwoPair);
    }

    fn assert_claimed(hand: &[Card], reference: &Reference) {
        crate::ports::test_hands::assert_category_claims(&PerlRegex, hand, reference);
    }

    #[test]
    fn deviation_classes_are_exact_on_every_hand_of_one_to_four_cards() {
        let reference = Reference::new();
        let cards: Vec<Card> = Card::all().collect();
        for n in 1..=4 {
            let mut combos = Combinations::new(52, n);
            while let Some(ix) = combos.next() {
                let hand: Vec<Card> = ix.iter().map(|&i| cards[i]).collect();
                assert_claimed(&hand, &reference);
            }
        }
    }

    #[test]
    fn deviation_classes_are_exact_on_sampled_six_and_seven_cards() {
        let reference = Reference::new();
        let mut rng = RandomHands::new(0x5eed_0004);
        for n in [6, 7] {
            for _ in 0..60_000 {
                let hand = rng.hand(n);
                assert_claimed(&hand, &reference);
            }
        }
        for (hand, id) in [
            (
                "2h 4h 6h 8h Kc Th",
                "flush-needs-five-adjacent-in-deal-order",
            ),
            (
                "2h 3h 4h 5h 7h 6c",
                "run-with-five-adjacent-suited-is-straight-flush",
            ),
            (
                "2h 3h 4h 5h 6h Kc",
                "straight-flush-needs-adjacent-suit-and-whole-run",
            ),
            ("2c 3d 4h 5s 6c Kd", "straight-needs-every-card-in-the-run"),
            ("2c 2d 2h 3c 4c 4d", "full-house-split-by-a-letter"),
            ("2c 2d 3h 4s 5c 5d", "two-pair-split-by-two-letters"),
            ("Kd", "short-run-is-straight"),
        ] {
            let hand = parse_hand(hand).unwrap();
            assert_claimed(&hand, &reference);
            let d = DEVIATIONS.iter().find(|d| d.id == id).unwrap();
            assert!((d.applies)(&hand), "{id}");
        }
    }

    #[test]
    fn trace_shows_strings_flag_and_pattern() {
        let t = PerlRegex
            .trace(&parse_hand("7c 7d 2h 2s 3c").unwrap())
            .unwrap();
        assert!(t.iter().any(|l| l.contains("bbcgg")), "{t:?}");
        assert!(t.iter().any(|l| l == "flag = 0"), "{t:?}");
        assert!(
            t.iter()
                .any(|l| l.starts_with("two pair") && l.ends_with("1")),
            "{t:?}"
        );
        assert_eq!(t.last().unwrap(), "returns 2");
    }

    #[test]
    fn lift_takes_the_best_category_and_is_right_on_sampled_six_and_seven_cards() {
        use crate::lift::Lift;
        use std::sync::Arc;
        let lift = Lift::new(Arc::new(PerlRegex));
        assert_eq!(lift.name(), "perl-regex+lift");
        assert!(crate::registry::by_name("perl-regex+lift").is_some());
        let hand = parse_hand("2h 4h 6h 8h Kc Th").unwrap();
        assert_eq!(lift.evaluate(&hand).unwrap().category, Category::Flush);
        let reference = Reference::new();
        let mut rng = RandomHands::new(0x11f7_0004);
        for n in [6, 7] {
            for _ in 0..3_000 {
                let hand = rng.hand(n);
                let v = lift.evaluate(&hand).unwrap();
                assert_eq!(v.category, reference.category(&hand), "{hand:?}");
            }
        }
    }
}
