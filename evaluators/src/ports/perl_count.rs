//! `perl-count`: the counting-array `check` of a Perl draw-poker program.
//!
//! # Source
//! 役を確認する (トランプ・ポーカー > ドロー・ポーカーの Perl プログラム), the
//! first of its two `check` subroutines. It returns 0..9: 0 no pair, 1 one
//! pair, 2 two pair, 3 three of a kind, 4 straight, 5 flush, 6 full house,
//! 7 four of a kind, 8 straight flush, 9 royal flush (reported here as
//! [`Category::StraightFlush`]). It gives no strength.
//!
//! # Algorithm, in our words
//! 1. Convert every card number to (suit, number) and count cards per suit
//!    (`s`, one slot per suit) and per number (`n`, 13 slots, ace = 0).
//! 2. Flush flag: some suit count equals the number of cards held.
//! 3. Straight: for each low number `i` from 0 (ace) to 9 (ten), the hand is
//!    a straight when the counts of the `len` numbers `i, i+1, …` (taken mod
//!    13, so the king is followed by the ace) are all exactly 1, `len` being
//!    the number of cards. The first such `i` decides: with the flush flag it
//!    is 9 when `i` is 9 (ten to ace) and 8 otherwise; without it, 4.
//! 4. Otherwise 5 if the flush flag is set.
//! 5. Pairs: walk the number counts from ace to king; a count of 4 returns 7
//!    at once, a count of 3 sets a three flag, a count of 2 adds one to a
//!    pair counter. Then: three flag and exactly one pair → 6, three flag
//!    otherwise → 3; no three flag and two pairs → 2, one pair → 1; anything
//!    else → 0.
//!
//! # Encoding and conversion
//! The program deals card numbers 0..51 and turns each into a suit and a
//! number with a subroutine `calc` that the page does not show. We
//! reconstruct the smallest evident one: suit = card number / 13, number =
//! card number % 13, where number 0 is the ace, 1 the two, …, 12 the king
//! (the straight loop's comment says the low card runs from 1 to 10 and
//! that 13 joins 1, i.e. index 0 is the ace). [`card_number`] maps a
//! [`Card`] to `suit_index * 13 + number`; which suit gets which index does
//! not matter, the program only compares suits for equality.
//!
//! # Domain
//! Five cards (a draw-poker hand). The algorithm runs on any count, and
//! does so here when asked: every test uses the number of cards held, so
//! the flush test asks for *every* card to share a suit and the straight
//! test asks for *every* card to be a singleton in one run as long as the
//! hand. It never refuses a hand.
//!
//! # Deviations from the correct answer
//! On five cards it is **correct**: every one of the 2,598,960 hands gets the
//! reference's category (checked exhaustively in the tests). Out of its
//! domain it deviates in the classes below ([`PerlCount::deviations`]). The
//! unit tests check that the classes claim exactly the wrong answers on
//! every hand of 1 to 4 cards and on random 6- and 7-card hands; a one-off
//! release-mode sweep over every 6- and 7-card hand found no exception
//! (585,460 of the 20,358,520 six-card hands and 12,757,316 of the
//! 133,784,560 seven-card hands get a wrong category).
//! - fewer than five cards all of one suit, not a run, are a flush:
//!   `Kh` → flush (right: high card); `2h 5h` → flush;
//! - fewer than five cards forming a run that starts at ace..ten are a
//!   straight: `Ac 2d` → straight (right: high card);
//! - such a run all of one suit is a straight flush, and a royal one when it
//!   starts at the ten: `2c` → straight flush, `Tc` → royal flush;
//! - six or seven cards with a flush among them but not every card of that
//!   suit: `2h 4h 6h 8h Th Kc` → high card (right: flush);
//! - six or seven cards holding a straight flush, unless every card is of
//!   the suit and in the run: `2h 3h 4h 5h 6h Kc` → high card;
//! - six or seven cards holding a straight, unless every card is a
//!   singleton in the run: `2c 3d 4h 5s 6c Kd` → high card;
//! - three pairs: `2c 2d 3c 3d 4c 4d` → high card (right: two pair), as the
//!   pair counter's 3 matches neither 2 nor 1;
//! - three of a kind with two pairs, or two threes:
//!   `2c 2d 2h 3c 3d 4c 4d` and `2c 2d 2h 3c 3d 3h` → three of a kind
//!   (right: full house), as the full house needs exactly one pair.

use crate::card::Card;
use crate::category::Category;
use crate::evaluator::EvaluatorInfo;
use crate::evaluator::{Deviation, DeviationKind, Domain, Evaluator, Rejected, Verdict};
use crate::reference::Reference;

/// Number of suits (`$#suits + 1` in the original).
const SUITS: usize = 4;

/// The card number the original deals for `card`: `suit * 13 + number`,
/// number 0 = ace, 1 = two, …, 12 = king.
pub fn card_number(card: Card) -> usize {
    let number = (card.rank().index() as usize + 1) % 13;
    card.suit().index() as usize * 13 + number
}

/// The reconstructed `calc`: card number → (suit 0..3, number 0..12 with
/// ace = 0).
pub fn calc(card_number: usize) -> (usize, usize) {
    (card_number / 13, card_number % 13)
}

/// The path `check` took on one hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    /// Cards per suit.
    pub suits: [usize; SUITS],
    /// Cards per number, ace = 0 … king = 12.
    pub numbers: [usize; 13],
    /// A suit count equals the number of cards.
    pub flush: bool,
    /// The low number `i` of the run that made a straight, if any.
    pub straight_from: Option<usize>,
    /// Pair counter and three flag (when the pair family was reached).
    pub pairs: Option<(usize, bool)>,
    /// The return value, 0..9.
    pub code: u8,
    /// Which return fired.
    pub why: &'static str,
}

/// Runs the original's `check` on `cards`, in their order.
pub fn check(cards: &[Card]) -> Walk {
    let mut suits = [0usize; SUITS];
    let mut numbers = [0usize; 13];
    for &c in cards {
        let (s0, n0) = calc(card_number(c));
        suits[s0] += 1;
        numbers[n0] += 1;
    }
    let held = cards.len();
    let flush = suits.contains(&held);
    let mut walk = Walk {
        suits,
        numbers,
        flush,
        straight_from: None,
        pairs: None,
        code: 0,
        why: "",
    };
    for i in 0..10 {
        if (0..held).all(|j| numbers[(i + j) % 13] == 1) {
            walk.straight_from = Some(i);
            (walk.code, walk.why) = match (flush, i == 9) {
                (true, true) => (9, "straight and flush from the ten: royal flush"),
                (true, false) => (8, "straight and flush: straight flush"),
                (false, _) => (4, "straight"),
            };
            return walk;
        }
    }
    if flush {
        (walk.code, walk.why) = (5, "flush");
        return walk;
    }
    let mut three = false;
    let mut npair = 0;
    for &k in &numbers {
        if k == 4 {
            walk.pairs = Some((npair, three));
            (walk.code, walk.why) = (7, "a number counted 4: four of a kind");
            return walk;
        } else if k == 3 {
            three = true;
        } else if k == 2 {
            npair += 1;
        }
    }
    walk.pairs = Some((npair, three));
    (walk.code, walk.why) = match (three, npair) {
        (true, 1) => (6, "three flag and one pair: full house"),
        (true, _) => (3, "three flag without exactly one pair: three of a kind"),
        (false, 2) => (2, "two pairs: two pair"),
        (false, 1) => (1, "one pair"),
        (false, _) => (0, "no pair count of 1 or 2 and no three flag: no pair"),
    };
    walk
}

/// The category of a return value 0..9 (9, royal flush, is a straight flush).
pub fn category_of_code(code: u8) -> Category {
    match code {
        9 => Category::StraightFlush,
        c => Category::from_index(c).expect("check returns 0..9"),
    }
}

/// The counting-array `check`.
#[derive(Clone, Copy, Debug, Default)]
pub struct PerlCount;

static INFO: EvaluatorInfo = EvaluatorInfo::holdem(
    "perl-count",
    Domain::exactly(5),
    false,
    "category 0..9 (9 = royal flush), no strength",
    "役を確認する (トランプ・ポーカー, ドロー・ポーカーの Perl プログラム), first check: counting arrays",
);

impl Evaluator for PerlCount {
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
        let numbers: Vec<usize> = cards.iter().map(|&c| card_number(c)).collect();
        let mut t = vec![
            format!("card numbers (suit*13 + number, ace = 0): {numbers:?}"),
            format!("suit counts s = {:?}", w.suits),
            format!(
                "number counts n (A 2 3 4 5 6 7 8 9 T J Q K) = {:?}",
                w.numbers
            ),
            format!(
                "flush flag = {}: {} suit count equals {}, the number of cards",
                u8::from(w.flush),
                if w.flush { "a" } else { "no" },
                cards.len()
            ),
        ];
        t.push(match w.straight_from {
            Some(i) => format!(
                "straight: numbers {i}..{} (mod 13) each counted once",
                i + cards.len() - 1
            ),
            None => format!(
                "straight: no low number 0..9 starts a run of {} single cards",
                cards.len()
            ),
        });
        if let Some((npair, three)) = w.pairs {
            t.push(format!(
                "pairs: pair counter = {npair}, three flag = {}",
                u8::from(three)
            ));
        }
        t.push(format!("returns {}: {}", w.code, w.why));
        Some(t)
    }
}

// ---- deviation classes -------------------------------------------------

fn all_one_suit(cards: &[Card]) -> bool {
    cards.iter().all(|c| c.suit() == cards[0].suit())
}

/// Every card a singleton in one run as long as the hand, starting at ace..ten
/// (ace low, king followed by ace): the original's straight test.
fn whole_hand_is_a_run(cards: &[Card]) -> bool {
    check_run(cards).is_some()
}

fn check_run(cards: &[Card]) -> Option<usize> {
    let mut present = [0usize; 13];
    for &c in cards {
        present[(c.rank().index() as usize + 1) % 13] += 1;
    }
    (0..10).find(|&i| (0..cards.len()).all(|j| present[(i + j) % 13] == 1))
}

/// How many ranks occur exactly `k` times.
fn ranks_with_count(cards: &[Card], k: usize) -> usize {
    let mut counts = [0usize; 13];
    for c in cards {
        counts[c.rank().index() as usize] += 1;
    }
    counts.iter().filter(|&&n| n == k).count()
}

fn short_one_suit_is_flush(cards: &[Card]) -> bool {
    cards.len() < 5 && all_one_suit(cards) && !whole_hand_is_a_run(cards)
}

fn short_run_is_straight(cards: &[Card]) -> bool {
    cards.len() < 5 && !all_one_suit(cards) && whole_hand_is_a_run(cards)
}

fn short_suited_run_is_straight_flush(cards: &[Card]) -> bool {
    cards.len() < 5 && all_one_suit(cards) && whole_hand_is_a_run(cards)
}

fn long_flush_not_all_suited(cards: &[Card]) -> bool {
    cards.len() > 5 && Reference::new().category(cards) == Category::Flush && !all_one_suit(cards)
}

fn long_straight_flush_missed(cards: &[Card]) -> bool {
    cards.len() > 5
        && Reference::new().category(cards) == Category::StraightFlush
        && !(all_one_suit(cards) && whole_hand_is_a_run(cards))
}

fn long_straight_missed(cards: &[Card]) -> bool {
    cards.len() > 5
        && Reference::new().category(cards) == Category::Straight
        && !whole_hand_is_a_run(cards)
}

fn three_pairs_is_no_pair(cards: &[Card]) -> bool {
    ranks_with_count(cards, 2) == 3 && ranks_with_count(cards, 3) == 0
}

fn full_house_needs_exactly_one_pair(cards: &[Card]) -> bool {
    Reference::new().category(cards) == Category::FullHouse
        && !(ranks_with_count(cards, 3) == 1 && ranks_with_count(cards, 2) == 1)
}

static DEVIATIONS: &[Deviation] = &[
    Deviation {
        id: "short-one-suit-is-flush",
        sentence: "Fewer than five cards all of one suit and not a run are a flush, since the \
                   flush test asks for every card held to share a suit (`Kh` is a flush).",
        kind: DeviationKind::Category,
        applies: short_one_suit_is_flush,
    },
    Deviation {
        id: "short-run-is-straight",
        sentence: "Fewer than five cards of mixed suits that are single cards in one run \
                   starting at ace..ten are a straight (`Ac 2d` is a straight).",
        kind: DeviationKind::Category,
        applies: short_run_is_straight,
    },
    Deviation {
        id: "short-suited-run-is-straight-flush",
        sentence: "Fewer than five cards of one suit in one run starting at ace..ten are a \
                   straight flush, a royal one from the ten (`2c` is a straight flush, `Tc` a \
                   royal flush).",
        kind: DeviationKind::Category,
        applies: short_suited_run_is_straight_flush,
    },
    Deviation {
        id: "flush-needs-every-card-suited",
        sentence: "Six or seven cards with five or more of one suit but not all are not a \
                   flush, since the flush test asks for every card held to share the suit \
                   (`2h 4h 6h 8h Th Kc` is high card).",
        kind: DeviationKind::Category,
        applies: long_flush_not_all_suited,
    },
    Deviation {
        id: "straight-flush-needs-every-card",
        sentence: "Six or seven cards holding a straight flush are not one unless every card is \
                   of that suit and a single in one run as long as the hand \
                   (`2h 3h 4h 5h 6h Kc` is high card).",
        kind: DeviationKind::Category,
        applies: long_straight_flush_missed,
    },
    Deviation {
        id: "straight-needs-every-card-in-the-run",
        sentence: "Six or seven cards holding a straight are not one unless every card is a \
                   single in one run as long as the hand (`2c 3d 4h 5s 6c Kd` is high card).",
        kind: DeviationKind::Category,
        applies: long_straight_missed,
    },
    Deviation {
        id: "three-pairs-is-no-pair",
        sentence: "Three pairs are no pair: a pair counter of 3 matches neither the two-pair \
                   nor the one-pair test (`2c 2d 3c 3d 4c 4d` is high card, right: two pair).",
        kind: DeviationKind::Category,
        applies: three_pairs_is_no_pair,
    },
    Deviation {
        id: "full-house-needs-exactly-one-pair",
        sentence: "Three of a kind with two pairs, or two threes of a kind, are three of a \
                   kind: the full house test asks for exactly one pair \
                   (`2c 2d 2h 3c 3d 3h` is three of a kind, right: full house).",
        kind: DeviationKind::Category,
        applies: full_house_needs_exactly_one_pair,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_hand;
    use crate::combinations::Combinations;
    use crate::ports::test_hands::RandomHands;

    fn cat(hand: &str) -> Category {
        PerlCount
            .evaluate(&parse_hand(hand).unwrap())
            .unwrap()
            .category
    }
    fn code(hand: &str) -> u8 {
        check(&parse_hand(hand).unwrap()).code
    }

    #[test]
    fn conversion_puts_the_ace_at_number_zero() {
        let c = |s: &str| card_number(parse_hand(s).unwrap()[0]);
        assert_eq!(calc(c("Ac")), (0, 0));
        assert_eq!(calc(c("2c")), (0, 1));
        assert_eq!(calc(c("Kc")), (0, 12));
        assert_eq!(calc(c("Ts")), (3, 9));
        let mut seen: Vec<usize> = Card::all().map(card_number).collect();
        seen.sort_unstable();
        assert_eq!(seen, (0..52).collect::<Vec<_>>());
    }

    #[test]
    fn every_category_on_five_cards() {
        assert_eq!(code("As Ks Qs Js Ts"), 9);
        assert_eq!(code("Ts Js Qs Ks As"), 9);
        assert_eq!(code("9h Th Jh Qh Kh"), 8);
        assert_eq!(code("Ad 2d 3d 4d 5d"), 8);
        assert_eq!(code("7c 7d 7h 7s 2c"), 7);
        assert_eq!(code("7c 7d 7h 2s 2c"), 6);
        assert_eq!(code("2h 7h 9h Jh Kh"), 5);
        assert_eq!(code("Ah 2d 3c 4s 5h"), 4);
        assert_eq!(code("Th Jd Qc Ks Ah"), 4);
        assert_eq!(code("7c 7d 7h 2s 3c"), 3);
        assert_eq!(code("7c 7d 2h 2s 3c"), 2);
        assert_eq!(code("7c 7d 2h 4s 3c"), 1);
        assert_eq!(code("7c 9d 2h 4s 3c"), 0);
    }

    #[test]
    fn no_wraparound_straight_through_the_king_on_five_cards() {
        // J Q K A 2: the low number would have to be the jack (10), outside 0..9.
        assert_eq!(cat("Jc Qd Kh As 2c"), Category::HighCard);
        assert_eq!(cat("Qc Kd Ah 2s 3c"), Category::HighCard);
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
                crate::card::format_cards(&hand)
            );
            assert!(DEVIATIONS.iter().all(|d| !(d.applies)(&hand)));
            n += 1;
        }
        assert_eq!(n, 2_598_960);
    }

    #[test]
    fn single_card_is_a_flush_or_straight_flush_out_of_domain() {
        assert_eq!(code("Kh"), 5);
        assert_eq!(code("Jh"), 5);
        assert_eq!(code("2h"), 8);
        assert_eq!(code("Ah"), 8);
        assert_eq!(code("Th"), 9);
    }

    #[test]
    fn short_runs_and_suits_out_of_domain() {
        assert_eq!(code("Ac 2d"), 4);
        assert_eq!(code("Jc Qd"), 0, "a run from the jack is never tried");
        assert_eq!(code("Tc Jc Qc Kc"), 9);
        assert_eq!(code("2h 5h"), 5);
        assert_eq!(code("2h 2d"), 1);
        assert_eq!(code("2h 2d 2c 2s"), 7);
    }

    #[test]
    fn seven_card_flush_needs_all_seven_suited_out_of_domain() {
        assert_eq!(cat("2h 4h 6h 8h Th Kc Qd"), Category::HighCard);
        assert_eq!(cat("2h 4h 6h 8h Th Kh Qh"), Category::Flush);
        assert_eq!(cat("2h 4h 6h 8h Th Kc"), Category::HighCard);
        assert_eq!(cat("2h 4h 6h 8h Th Kh"), Category::Flush);
    }

    #[test]
    fn six_and_seven_card_straights_need_every_card_in_the_run_out_of_domain() {
        assert_eq!(cat("2c 3d 4h 5s 6c Kd"), Category::HighCard);
        assert_eq!(cat("2c 3d 4h 5s 6c 7d"), Category::Straight);
        assert_eq!(cat("2c 3d 4h 5s 6c 7d 8h"), Category::Straight);
        assert_eq!(cat("2c 3d 4h 5s 6c 6d"), Category::OnePair);
        // The run may wrap past the king when it starts at the ten.
        assert_eq!(cat("Tc Jd Qh Ks Ac 2d 3h"), Category::Straight);
        assert_eq!(code("Tc Jc Qc Kc Ac 2c"), 9);
        assert_eq!(code("9c Tc Jc Qc Kc Ac"), 8);
        assert_eq!(cat("2h 3h 4h 5h 6h Kc"), Category::HighCard);
        assert_eq!(cat("2h 3h 4h 5h 6h Kh"), Category::Flush);
    }

    #[test]
    fn pair_family_out_of_domain() {
        assert_eq!(cat("2c 2d 3c 3d 4c 4d"), Category::HighCard);
        assert_eq!(cat("2c 2d 3c 3d 4c 4d 5h"), Category::HighCard);
        assert_eq!(cat("2c 2d 2h 3c 3d 3h"), Category::ThreeOfAKind);
        assert_eq!(cat("2c 2d 2h 3c 3d 4c 4d"), Category::ThreeOfAKind);
        assert_eq!(cat("2c 2d 2h 3c 3d 4c"), Category::FullHouse);
        assert_eq!(cat("2c 2d 2h 2s 3d 3c 3h"), Category::FourOfAKind);
    }

    /// Each disagreement with the reference is claimed by exactly one class,
    /// and each claimed hand disagrees.
    fn assert_claimed(hand: &[Card], reference: &Reference) {
        crate::ports::test_hands::assert_category_claims(&PerlCount, hand, reference);
    }

    #[test]
    fn deviation_classes_are_exact_on_every_hand_of_one_to_four_cards() {
        let reference = Reference::new();
        let cards: Vec<Card> = Card::all().collect();
        let mut hits = [0usize; 3];
        for n in 1..=4 {
            let mut combos = Combinations::new(52, n);
            while let Some(ix) = combos.next() {
                let hand: Vec<Card> = ix.iter().map(|&i| cards[i]).collect();
                assert_claimed(&hand, &reference);
                for (k, d) in DEVIATIONS[..3].iter().enumerate() {
                    hits[k] += usize::from((d.applies)(&hand));
                }
            }
        }
        assert!(hits.iter().all(|&h| h > 0), "{hits:?}");
    }

    #[test]
    fn deviation_classes_are_exact_on_sampled_six_and_seven_cards() {
        let reference = Reference::new();
        let mut rng = RandomHands::new(0x5eed_0003);
        for n in [6, 7] {
            for _ in 0..60_000 {
                let hand = rng.hand(n);
                assert_claimed(&hand, &reference);
            }
        }
        for hand in [
            "2h 4h 6h 8h Th Kc",
            "2h 3h 4h 5h 6h Kc",
            "2c 3d 4h 5s 6c Kd",
            "2c 2d 3c 3d 4c 4d",
            "2c 2d 2h 3c 3d 3h",
            "2c 2d 2h 3c 3d 4c 4d",
        ] {
            let hand = parse_hand(hand).unwrap();
            assert_claimed(&hand, &reference);
            assert_ne!(
                category_of_code(check(&hand).code),
                reference.category(&hand)
            );
        }
    }

    #[test]
    fn trace_names_the_return() {
        let t = PerlCount
            .trace(&parse_hand("As Ks Qs Js Ts").unwrap())
            .unwrap();
        assert!(t.last().unwrap().starts_with("returns 9"), "{t:?}");
        assert!(t.iter().any(|l| l.contains("numbers 9..13")), "{t:?}");
    }

    #[test]
    fn lift_takes_the_best_category_and_is_right_on_sampled_six_and_seven_cards() {
        use crate::lift::Lift;
        use std::sync::Arc;
        let lift = Lift::new(Arc::new(PerlCount));
        assert_eq!(lift.name(), "perl-count+lift");
        assert!(crate::registry::by_name("perl-count+lift").is_some());
        // Best of the subsets: the flush among seven beats the pair.
        let hand = parse_hand("2h 4h 6h 8h Th Kc Kd").unwrap();
        assert_eq!(cat("2h 4h 6h 8h Th Kc Kd"), Category::OnePair);
        assert_eq!(lift.evaluate(&hand).unwrap().category, Category::Flush);
        // perl-count is right on five cards, so its lift is right on six and seven.
        let reference = Reference::new();
        let mut rng = RandomHands::new(0x11f7_0003);
        for n in [6, 7] {
            for _ in 0..3_000 {
                let hand = rng.hand(n);
                let v = lift.evaluate(&hand).unwrap();
                assert_eq!(v.category, reference.category(&hand), "{hand:?}");
                assert_eq!(v.strength, None);
            }
        }
    }
}
