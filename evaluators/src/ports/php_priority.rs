//! `php-priority`: a one-number score for a Texas hold'em hand, in PHP.
//!
//! # Source
//! 「PHPのテキサスホールデム（ポーカー）での組み合わせの優先度の計算」 (seed 003):
//! `straight`, `pokerFlush`, `straightFlush`, `couple` and `priority`.
//! The code was published with its line breaks and most comments lost; this
//! port restores the structure and changes no logic. PHP semantics that
//! matter are kept: `rsort` sorts numbers descending, `%` on integers, float
//! literals `1e+k` (every score is a float), `for` loops whose condition is
//! re-read each pass (so `$i = $begin` followed by the loop's `$i++` restarts
//! at `$begin + 1`), and an array index past the end reads `null` (0 in
//! arithmetic) with only a notice (`php_at`; on seven cards this never
//! happens, and the trace would say so).
//!
//! # Encoding
//! A card is a number: face value 2..14 (ace 14) plus 100 × a suit
//! multiplier 0..3. The article leaves the multiplier's meaning open; this
//! port uses clubs = 0, diamonds = 1, hearts = 2, spades = 3 (our suit
//! index), so `As` = 314 and `2c` = 2 ([`to_php`]). The suit only matters
//! for flushes, so the choice does not change any answer.
//!
//! # Algorithm (in our words)
//! - `straight`: take every card mod 100; if an ace (14) is present also add
//!   a 1; sort descending. Slide a five-entry window from the top: count the
//!   steps of exactly −1 between neighbours in the window; four steps means
//!   a straight headed by the window's first entry, score first × 1e8. The
//!   window starts at positions 0, 1, 2 (and 3 when an ace added the 1).
//!   Duplicated values stay in the list, so a pair inside the five ranks of
//!   a straight breaks every window over it.
//! - `straightFlush`: the same over one suit's cards, score first × 1e16, but
//!   the window advance depends on how many suited cards there are: with 7
//!   as above, with 6 the starts 0, 1 (and 2 with an ace), with exactly 5
//!   only start 0 (the ace's extra 1 is never reached).
//! - `pokerFlush`: bucket the cards into four suits by number range; the
//!   first bucket (multiplier 0, 1, 2, 3) with five or more cards is the
//!   flush: its `straightFlush` score if non-zero, else its top five values
//!   × 1e10, 1e8, 1e6, 1e4, 1e2 summed. No flush: 0.
//! - `couple`: values mod 100 sorted descending; three (counter, value)
//!   slots take the first, second and third value that repeats, the counter
//!   being cards − 1 of that value (1 pair, 2 trips, 3 quads). Patterns with
//!   the bigger group second or third are rearranged (e.g. pair-then-trips to
//!   trips-then-pair; three pairs drop the lowest). Score: quads value ×
//!   1e14; full house trips × 1e12 + pair × 1e10; trips × 1e6; two pair high
//!   × 1e4 + low × 1e2; pair × 1e2; otherwise 0. No kickers anywhere.
//! - `priority`: the hole cards are positions 5 and 6 (the last two); the
//!   first score in this order wins: straight flush (flush ≥ 1e16), quads,
//!   full house, flush (≥ 1e10), straight, trips, two pair, pair (each by
//!   its range); otherwise high card = higher hole value + lower hole value
//!   × 0.01, the board ignored.
//!
//! # Strength
//! The score itself, represented exactly as `[integer part, hundredths]`:
//! every score except the high card is an integer below 1.5e17 that f64
//! holds exactly (checked by recomputing the scores in i64 in the tests);
//! the high card is `h1 + h2 × 0.01` with h2 ≤ 14, so it is `[h1, h2]`.
//!
//! # Domain
//! Exactly 7 cards, the last two the player's hole cards (order matters).
//! The program was written for seven (its card generator always deals
//! seven; `priority` reads positions 5 and 6); other counts are rejected.
//!
//! # Deviations from the correct answer
//! Found by comparing with the reference over every 7-card hand (in
//! canonical card order) and 20 million random 7-card hands in random order
//! (release-mode scratch runs; `cargo test` checks 200,000 random hands).
//! Every category disagreement is claimed by exactly one category class;
//! the order classes are exact on those runs: among hands whose category is
//! right, every pair of hands the port orders differently from the
//! reference has a claimed hand in it, and every claimed hand is in such a
//! pair. Counts over all 133,784,560 hands follow each class.
//! - `straight-broken-by-pair` (category): a pair among the lower four ranks
//!   of the straight (other than the lowest) breaks every window.
//!   `5d 6c 7s 8h 9c 8d Kh` → one pair (800); right: nine-high straight.
//!   With two pairs or trips inside, two pair or three of a kind. (1,446,240
//!   hands: 1,211,760 called one pair, 204,120 two pair, 30,360 trips.)
//! - `five-card-wheel-straight-flush` (category): with exactly five suited
//!   cards A 5 4 3 2, `straightFlush` never reaches the window holding the
//!   ace's 1. `Ah 2h 3h 4h 5h Kc Qd` → flush; right: straight flush.
//!   (2,964 hands.)
//! - `straight-lowered-by-pair` (order): a pair inside the top straight
//!   hides it but a lower straight fits in a window. `4c 5d 6c 7s 8h 8d 9c`
//!   → straight 8e8 (eight high); right: nine high. (53,460 hands.)
//! - `high-card-from-hole-cards-only` (order): `2c 3d 4h 5s 9c Kd 7h` and
//!   `Ac Qd Jh 5s 9c Kd 7h` both score 13.07; right: the ace-high hand wins.
//!   (23,294,460 hands: every high card.)
//! - `one-pair-without-kickers`, `two-pair-without-kicker`,
//!   `trips-without-kickers`, `quads-without-kicker` (order): the score holds
//!   only the pair/trips/quads values, so hands that differ in kickers tie
//!   (`8c 8d 2h 3s 4c 6d Th` = `8c 8d Ah Ks Qc 6d Th` = 800). Every hand of
//!   those categories: 58,627,800, 31,433,400, 6,461,620 and 224,848.

use crate::card::Card;
use crate::category::Category;
use crate::evaluator::EvaluatorInfo;
use crate::evaluator::{
    CardOrder, Deviation, DeviationKind, Domain, Evaluator, Rejected, Strength, Verdict,
};
use crate::reference::Reference;
use std::fmt::Debug;
use std::ops::{Add, Mul};

/// The conversion from our [`Card`]: face value 2..14 + 100 × suit index
/// (clubs 0, diamonds 1, hearts 2, spades 3).
pub fn to_php(card: Card) -> i64 {
    card.rank().value() as i64 + 100 * card.suit().index() as i64
}

/// The arithmetic the scores are computed in: `f64` as PHP does, or `i64`
/// to check that the floats are exact.
pub trait PhpNumber: Copy + PartialOrd + Add<Output = Self> + Mul<Output = Self> + Debug {
    /// An integer value.
    fn int(v: i64) -> Self;
    /// The literal `1e+k` (k even, 2..=16).
    fn e(k: u32) -> Self;
}

impl PhpNumber for f64 {
    fn int(v: i64) -> f64 {
        v as f64
    }
    fn e(k: u32) -> f64 {
        match k {
            2 => 1e2,
            4 => 1e4,
            6 => 1e6,
            8 => 1e8,
            10 => 1e10,
            12 => 1e12,
            14 => 1e14,
            16 => 1e16,
            _ => unreachable!("the original uses 1e+2 … 1e+16 only"),
        }
    }
}

impl PhpNumber for i64 {
    fn int(v: i64) -> i64 {
        v
    }
    fn e(k: u32) -> i64 {
        10i64.pow(k)
    }
}

/// Collects trace lines (and notices) only when asked.
struct Log(Option<Vec<String>>);

impl Log {
    fn note(&mut self, line: impl FnOnce() -> String) {
        if let Some(lines) = &mut self.0 {
            lines.push(line());
        }
    }
}

/// `$a[$i]` in PHP: past the end it reads `null`, which is 0 in arithmetic,
/// with a notice.
fn php_at(a: &[i64], i: usize, log: &mut Log) -> i64 {
    match a.get(i) {
        Some(&v) => v,
        None => {
            log.note(|| format!("notice: undefined offset {i} (reads null = 0)"));
            0
        }
    }
}

/// A PHP array of numbers, on the stack: a hand has seven cards and a low
/// ace adds one value, so sixteen slots always suffice (a sweep calls the
/// port on every hand, and a heap array per step was most of its time).
#[derive(Clone, Copy)]
struct Numbers {
    len: usize,
    items: [i64; 16],
}

impl Numbers {
    const fn new() -> Numbers {
        Numbers {
            len: 0,
            items: [0; 16],
        }
    }

    fn push(&mut self, v: i64) {
        assert!(self.len < self.items.len(), "the port handles 7 cards");
        self.items[self.len] = v;
        self.len += 1;
    }
}

impl std::ops::Deref for Numbers {
    type Target = [i64];
    fn deref(&self) -> &[i64] {
        &self.items[..self.len]
    }
}

impl std::ops::DerefMut for Numbers {
    fn deref_mut(&mut self) -> &mut [i64] {
        &mut self.items[..self.len]
    }
}

impl Debug for Numbers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        Debug::fmt(&**self, f)
    }
}

/// `rsort`: numbers, descending.
fn rsort(a: &mut [i64]) {
    a.sort_by(|x, y| y.cmp(x));
}

/// Values mod 100, plus a 1 when an ace (14) is present; sorted descending.
fn values_with_low_ace(cards: &[i64]) -> (Numbers, bool) {
    let mut values = Numbers::new();
    let mut ace = false;
    for &c in cards {
        values.push(c % 100);
        if c % 100 == 14 {
            ace = true;
        }
    }
    if ace {
        values.push(1);
    }
    rsort(&mut values);
    (values, ace)
}

/// The window loop shared in shape by `straight` and `straightFlush`:
/// `advance(length)` says whether the window moves on after failing at
/// `$length`; a found window scores `first × 1e+k`.
fn scan_windows<N: PhpNumber>(
    values: &[i64],
    advance: impl Fn(usize) -> bool,
    k: u32,
    log: &mut Log,
) -> N {
    let mut count = 0;
    let mut length = 4usize;
    let mut result = N::int(0);
    let mut begin = 0usize;
    let mut i = 1usize;
    while i <= length {
        if -1 == php_at(values, i, log) - php_at(values, i - 1, log) {
            count += 1;
        }
        if length == i {
            log.note(|| format!("window from position {begin}: {count} steps of -1"));
            if 4 == count {
                result = N::int(php_at(values, begin, log)) * N::e(k);
            } else if advance(length) {
                length += 1;
                begin += 1;
                i = begin; // then the loop's $i++
                count = 0;
            }
        }
        i += 1;
    }
    result
}

/// `straight($arrayCards)`.
fn straight<N: PhpNumber>(cards: &[i64], log: &mut Log) -> N {
    let (values, ace) = values_with_low_ace(cards);
    log.note(|| format!("straight: values {values:?}"));
    scan_windows(&values, |length| length < 6 || (6 == length && ace), 8, log)
}

/// `straightFlush($arrayCards)`: the window advance depends on the count.
fn straight_flush<N: PhpNumber>(cards: &[i64], log: &mut Log) -> N {
    let (values, ace) = values_with_low_ace(cards);
    let n = cards.len();
    log.note(|| format!("straightFlush: {n} suited, values {values:?}"));
    scan_windows(
        &values,
        |length| {
            (7 == n && (length < 6 || (6 == length && ace)))
                || (6 == n && (length < 5 || (5 == length && ace)))
                || (5 == n && (5 == length && ace))
        },
        16,
        log,
    )
}

/// `pokerFlush($arrayCards)`.
fn poker_flush<N: PhpNumber>(cards: &[i64], log: &mut Log) -> N {
    let mut suits = [Numbers::new(); 4];
    for &c in cards {
        let bucket = if (2..=14).contains(&c) {
            0
        } else if (102..=114).contains(&c) {
            1
        } else if (202..=214).contains(&c) {
            2
        } else {
            3
        };
        suits[bucket].push(c);
    }
    for (m, suit) in suits.iter().enumerate() {
        if suit.len() >= 5 {
            log.note(|| format!("pokerFlush: suit {} holds {suit:?}", m + 1));
            let mut result: N = straight_flush(suit, log);
            if N::int(0) == result {
                let mut values = Numbers::new();
                for c in suit.iter() {
                    values.push(c % 100);
                }
                rsort(&mut values);
                let v = |i| N::int(php_at(&values, i, &mut Log(None)));
                result = v(0) * N::e(10)
                    + v(1) * N::e(8)
                    + v(2) * N::e(6)
                    + v(3) * N::e(4)
                    + v(4) * N::e(2);
            }
            return result;
        }
    }
    N::int(0)
}

/// `couple($arrayCards)`.
fn couple<N: PhpNumber>(cards: &[i64], log: &mut Log) -> N {
    let mut v = Numbers::new();
    for c in cards {
        v.push(c % 100);
    }
    rsort(&mut v);
    let (mut count1, mut count2, mut count3) = (0, 0, 0);
    let (mut match1, mut match2, mut match3) = (0i64, 0i64, 0i64);
    for i in 1..v.len() {
        if v[i] == match1 || match1 == 0 {
            if v[i] == v[i - 1] {
                match1 = v[i];
                count1 += 1;
            }
        } else if v[i] == match2 || match2 == 0 {
            if v[i] == v[i - 1] {
                match2 = v[i];
                count2 += 1;
            }
        } else if (v[i] == match3 || match3 == 0) && v[i] == v[i - 1] {
            match3 = v[i];
            count3 += 1;
        }
    }
    log.note(|| {
        format!(
            "couple: values {v:?}; counters {count1}{count2}{count3}, matches {match1} {match2} {match3}"
        )
    });
    if (count1 == 1 || count1 == 2) && count2 == 1 && count3 == 1 {
        count3 = 0; // 111 -> 110, 211 -> 210
    } else if count2 == 2 && count1 == 1 && count3 == 1 {
        std::mem::swap(&mut match1, &mut match2); // 121 -> 210
        count1 = 2;
        count2 = 1;
        count3 = 0;
    } else if count3 == 2 && count1 == 1 && count2 == 1 {
        match2 = match1; // 112 -> 210
        match1 = match3;
        count1 = 2;
        count3 = 0;
    } else if count1 == 2 && count2 == 2 && count3 == 0 {
        count2 = 1; // 220 -> 210
    } else if count1 == 1 && count2 == 2 && count3 == 0 {
        std::mem::swap(&mut match1, &mut match2); // 120 -> 210
        count1 = 2;
        count2 = 1;
    } else if count1 == 3 && (count2 == 2 || count2 == 1) {
        count2 = 0; // 320, 310 -> 300
    } else if count2 == 3 && (count1 == 2 || count1 == 1) {
        std::mem::swap(&mut match1, &mut match2); // 230, 130 -> 300
        count1 = 3;
        count2 = 0;
    }
    log.note(|| format!("couple: normalised {count1}{count2}{count3}, matches {match1} {match2}"));
    let _ = count3; // read only by the normalisation, as in the original
    let (mut weight1, mut weight2) = (N::int(count1), N::int(count2));
    if count1 == 3 {
        weight1 = N::e(14);
    } else if count1 == 2 && count2 == 1 {
        weight1 = N::e(12);
        weight2 = N::e(10);
    } else if count1 == 2 && count2 == 0 {
        weight1 = N::e(6);
    } else if count1 == 1 && count2 == 1 {
        weight1 = N::e(4);
        weight2 = N::e(2);
    } else if count1 == 1 && count2 == 0 {
        weight1 = N::e(2);
    }
    N::int(match1) * weight1 + N::int(match2) * weight2
}

/// Which of `priority`'s branches chose the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Branch {
    /// `pokerFlush` scored at least 1e16.
    StraightFlush,
    /// `couple` scored at least 1e14 and below 1e16.
    FourOfAKind,
    /// `couple` scored at least 1e12 and below 1e14.
    FullHouse,
    /// `pokerFlush` scored at least 1e10 (and no earlier branch fired).
    Flush,
    /// `straight` scored at least 1e8 and below 1e10.
    Straight,
    /// `couple` scored at least 1e6 and below 1e8.
    ThreeOfAKind,
    /// `couple` scored at least 1e4 and below 1e6.
    TwoPair,
    /// `couple` scored at least 1e2 and below 1e4.
    OnePair,
    /// No test held: the score is the higher face value of the sixth and
    /// seventh cards, plus the lower one in hundredths.
    HighCard,
}

impl Branch {
    fn category(self) -> Category {
        match self {
            Branch::StraightFlush => Category::StraightFlush,
            Branch::FourOfAKind => Category::FourOfAKind,
            Branch::FullHouse => Category::FullHouse,
            Branch::Flush => Category::Flush,
            Branch::Straight => Category::Straight,
            Branch::ThreeOfAKind => Category::ThreeOfAKind,
            Branch::TwoPair => Category::TwoPair,
            Branch::OnePair => Category::OnePair,
            Branch::HighCard => Category::HighCard,
        }
    }
}

/// `priority($arrayCards)`: the score and the branch that produced it.
/// The range tests are kept as the original writes them.
#[allow(clippy::manual_range_contains)]
fn priority(cards: &[i64], log: &mut Log) -> (f64, Branch) {
    let (h5, h6) = (php_at(cards, 5, log) % 100, php_at(cards, 6, log) % 100);
    let (high_card1, high_card2) = if h5 > h6 { (h5, h6) } else { (h6, h5) };
    let flush: f64 = poker_flush(cards, log);
    let straight: f64 = straight(cards, log);
    let couple: f64 = couple(cards, log);
    log.note(|| format!("scores: flush {flush:e}, straight {straight:e}, couple {couple:e}"));
    let (result, branch) = if flush >= 1e16 {
        (flush, Branch::StraightFlush)
    } else if couple >= 1e14 && couple < 1e16 {
        (couple, Branch::FourOfAKind)
    } else if couple >= 1e12 && couple < 1e14 {
        (couple, Branch::FullHouse)
    } else if flush >= 1e10 {
        (flush, Branch::Flush)
    } else if straight >= 1e8 && straight < 1e10 {
        (straight, Branch::Straight)
    } else if couple >= 1e6 && couple < 1e8 {
        (couple, Branch::ThreeOfAKind)
    } else if couple >= 1e4 && couple < 1e6 {
        (couple, Branch::TwoPair)
    } else if couple >= 1e2 && couple < 1e4 {
        (couple, Branch::OnePair)
    } else {
        (
            high_card1 as f64 + high_card2 as f64 * 1e-2,
            Branch::HighCard,
        )
    };
    log.note(|| format!("branch {branch:?}: result {result}"));
    (result, branch)
}

/// The score as `[integer part, hundredths]`.
pub fn score_strength(score: f64) -> Strength {
    let whole = score.trunc();
    let hundredths = ((score - whole) * 100.0).round();
    Strength::new(&[whole as i64, hundredths as i64])
}

fn php_cards(cards: &[Card]) -> Result<Numbers, Rejected> {
    if cards.len() != 7 {
        return Err(Rejected::CannotRun(format!(
            "{} cards: the program handles exactly 7 (5 board cards then the 2 hole cards; \
             priority() reads the hole cards at positions 5 and 6)",
            cards.len()
        )));
    }
    let mut php = Numbers::new();
    for &c in cards {
        php.push(to_php(c));
    }
    Ok(php)
}

/// The `php-priority` port.
pub struct PhpPriority;

static INFO: EvaluatorInfo = EvaluatorInfo::holdem(
    "php-priority",
    Domain::exactly(7),
    true,
    "one float score (e.g. 9e8 for a nine-high straight; high card h1 + h2/100 from the \
         hole cards), as [integer part, hundredths]",
    "PHPのテキサスホールデム（ポーカー）での組み合わせの優先度の計算",
)
.with_order(CardOrder::HoleLast);

impl Evaluator for PhpPriority {
    fn info(&self) -> &EvaluatorInfo {
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        let php = php_cards(cards)?;
        let (score, branch) = priority(&php, &mut Log(None));
        Ok(Verdict::new(branch.category(), Some(score_strength(score))))
    }
    fn deviations(&self) -> &[Deviation] {
        &DEVIATIONS
    }
    fn trace(&self, cards: &[Card]) -> Option<Vec<String>> {
        let mut log = Log(Some(Vec::new()));
        match php_cards(cards) {
            Ok(php) => {
                log.note(|| format!("cards {php:?} (hole cards last)"));
                priority(&php, &mut log);
            }
            Err(e) => log.note(|| e.to_string()),
        }
        log.0
    }
}

// ---- deviation predicates, from the hand's structure (not by running the
// port), so the tests can check the port against them.

/// Cards per value 1..=14, the ace counted at 14 and once at 1 (as
/// `straight` adds a single 1 for any number of aces).
fn value_counts(cards: &[Card]) -> [u8; 15] {
    let mut c = [0u8; 15];
    for card in cards {
        c[card.rank().value() as usize] += 1;
    }
    if c[14] > 0 {
        c[1] = 1;
    }
    c
}

/// The highest straight a window can see: the head `v` present, the next
/// three values exactly once each (a duplicate would sit inside the
/// window), the fifth value present.
fn windowed_straight_high(cards: &[Card]) -> Option<u8> {
    let c = value_counts(cards);
    (5..=14u8).rev().find(|&v| {
        let v = v as usize;
        c[v] >= 1 && c[v - 1] == 1 && c[v - 2] == 1 && c[v - 3] == 1 && c[v - 4] >= 1
    })
}

/// The highest straight among the values, or `None`.
fn true_straight_high(cards: &[Card]) -> Option<u8> {
    let c = value_counts(cards);
    (5..=14u8)
        .rev()
        .find(|&v| (v - 4..=v).all(|x| c[x as usize] >= 1))
}

fn reference_is(cards: &[Card], category: Category) -> bool {
    cards.len() == 7 && Reference::new().category(cards) == category
}

fn straight_broken(cards: &[Card]) -> bool {
    reference_is(cards, Category::Straight) && windowed_straight_high(cards).is_none()
}

fn straight_lowered(cards: &[Card]) -> bool {
    reference_is(cards, Category::Straight)
        && matches!(windowed_straight_high(cards), Some(v) if Some(v) < true_straight_high(cards))
}

fn five_card_wheel_flush(cards: &[Card]) -> bool {
    // A suit whose cards' values are exactly 2, 3, 4, 5 and 14 (the cards
    // are distinct, so a bit per value and a count tell).
    const WHEEL: u32 = 1 << 2 | 1 << 3 | 1 << 4 | 1 << 5 | 1 << 14;
    cards.len() == 7
        && crate::card::Suit::ALL.iter().any(|&s| {
            let (mut values, mut count) = (0u32, 0);
            for c in cards.iter().filter(|c| c.suit() == s) {
                values |= 1 << c.rank().value();
                count += 1;
            }
            count == 5 && values == WHEEL
        })
}

fn high_card(cards: &[Card]) -> bool {
    reference_is(cards, Category::HighCard)
}
fn one_pair(cards: &[Card]) -> bool {
    reference_is(cards, Category::OnePair)
}
fn two_pair(cards: &[Card]) -> bool {
    reference_is(cards, Category::TwoPair)
}
fn trips(cards: &[Card]) -> bool {
    reference_is(cards, Category::ThreeOfAKind)
}
fn quads(cards: &[Card]) -> bool {
    reference_is(cards, Category::FourOfAKind)
}

static DEVIATIONS: [Deviation; 8] = [
    Deviation {
        id: "straight-broken-by-pair",
        sentence: "straight() slides five-entry windows over the sorted values with duplicates \
                   kept, so a pair among the straight's middle ranks breaks every window and the \
                   straight is missed.",
        kind: DeviationKind::Category,
        applies: straight_broken,
    },
    Deviation {
        id: "five-card-wheel-straight-flush",
        sentence: "straightFlush() on exactly five suited cards only tries the first window, so \
                   a suited A-5-4-3-2 with no sixth suited card scores as a flush.",
        kind: DeviationKind::Category,
        applies: five_card_wheel_flush,
    },
    Deviation {
        id: "straight-lowered-by-pair",
        sentence: "A pair inside the top straight hides it from every window while a lower \
                   straight still fits in one, so the straight scores too low.",
        kind: DeviationKind::Order,
        applies: straight_lowered,
    },
    Deviation {
        id: "high-card-from-hole-cards-only",
        sentence: "With no combination the score is the higher hole card plus the lower one \
                   / 100: the five board cards are ignored.",
        kind: DeviationKind::Order,
        applies: high_card,
    },
    Deviation {
        id: "one-pair-without-kickers",
        sentence: "One pair scores as pair value × 100 with no kickers, so pairs that differ in \
                   kickers tie.",
        kind: DeviationKind::Order,
        applies: one_pair,
    },
    Deviation {
        id: "two-pair-without-kicker",
        sentence: "Two pair scores as high × 1e4 + low × 100 with no kicker, so two pairs that \
                   differ in the kicker tie.",
        kind: DeviationKind::Order,
        applies: two_pair,
    },
    Deviation {
        id: "trips-without-kickers",
        sentence: "Three of a kind scores as value × 1e6 with no kickers, so trips that differ \
                   in kickers tie.",
        kind: DeviationKind::Order,
        applies: trips,
    },
    Deviation {
        id: "quads-without-kicker",
        sentence: "Four of a kind scores as value × 1e14 with no kicker, so quads that differ in \
                   the kicker tie.",
        kind: DeviationKind::Order,
        applies: quads,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;
    use crate::ports::test_hands::RandomHands;

    fn php(hand: &str) -> (Category, Vec<i64>) {
        let v = PhpPriority.evaluate(&parse_cards(hand).unwrap()).unwrap();
        (v.category, v.strength.unwrap().parts().to_vec())
    }

    fn score(hand: &str) -> f64 {
        let cards: Vec<i64> = parse_cards(hand).unwrap().into_iter().map(to_php).collect();
        priority(&cards, &mut Log(None)).0
    }

    #[test]
    fn conversion_face_value_plus_hundred_per_suit() {
        assert_eq!(to_php("2c".parse().unwrap()), 2);
        assert_eq!(to_php("Ad".parse().unwrap()), 114);
        assert_eq!(to_php("Th".parse().unwrap()), 210);
        assert_eq!(to_php("As".parse().unwrap()), 314);
    }

    #[test]
    fn every_category_scores_as_the_original() {
        use Category::*;
        let cases: [(&str, Category, f64); 13] = [
            ("As Ks Qs Js Ts 2c 3d", StraightFlush, 14e16),
            ("9d 8d 7d 6d 5d 2c Ah", StraightFlush, 9e16),
            ("Ac 2c 3c 4c 5c 6c Kd", StraightFlush, 6e16),
            ("Ac 2c 3c 4c 5c Kc Kd", StraightFlush, 5e16),
            ("9c 9d 9h 9s 2c 3d Kh", FourOfAKind, 9e14),
            ("5c 5d 5h Kc Kd 2s 3h", FullHouse, 5e12 + 13e10),
            ("5c 5d 5h Kc Kd Ks 2h", FullHouse, 13e12 + 5e10),
            (
                "Ah Th 7h 4h 2h Kc Qd",
                Flush,
                14e10 + 10e8 + 7e6 + 4e4 + 2e2,
            ),
            ("9c Td Jh Qs Kc 2d 2h", Straight, 13e8),
            ("Ac 2d 3h 4s 5c Jd Jh", Straight, 5e8),
            ("Qc Qd Qh 2s 7c 8d 9h", ThreeOfAKind, 12e6),
            ("Jc Jd 4h 4s 9c 9d 2h", TwoPair, 11e4 + 9e2),
            ("Jc Jd 4h 8s 9c 2d 3h", OnePair, 11e2),
        ];
        for (hand, category, want) in cases {
            let (c, s) = php(hand);
            assert_eq!(c, category, "{hand}");
            assert_eq!(score(hand), want, "{hand}");
            assert_eq!(s, vec![want as i64, 0], "{hand}");
        }
        // high card: the hole cards only
        let (c, s) = php("Kc 3d 8h 7s 5c 2d 4h");
        assert_eq!((c, s), (HighCard, vec![4, 2]));
        assert_eq!(score("Kc 3d 8h 7s 5c 2d 4h"), 4.0 + 2.0 * 1e-2);
    }

    #[test]
    fn couple_patterns_from_the_article() {
        // 111: three pairs, the lowest dropped
        assert_eq!(score("Kc Kd 9h 9s 4c 4d 2h"), 13e4 + 9e2);
        // 120: pair above trips
        assert_eq!(score("Kc Kd 9h 9s 9c 4d 2h"), 9e12 + 13e10);
        // 121: pair, trips, pair
        assert_eq!(score("Kc Kd 9h 9s 9c 4d 4h"), 9e12 + 13e10);
        // 112: pair, pair, trips
        assert_eq!(score("Kc Kd 9h 9s 4c 4d 4h"), 4e12 + 13e10);
        // 220: two trips
        assert_eq!(score("Kc Kd Kh 9s 9c 9d 2h"), 13e12 + 9e10);
        // 130: pair above quads
        assert_eq!(score("Kc Kd 9h 9s 9c 9d 2h"), 9e14);
        // 230: trips above quads
        assert_eq!(score("Kc Kd Kh 9s 9c 9d 9h"), 9e14);
    }

    #[test]
    fn wrong_answers_named() {
        // WRONG: nine-high straight; a pair of eights inside breaks the windows.
        assert_eq!(
            php("5d 6c 7s 8h 9c 8d Kh"),
            (Category::OnePair, vec![800, 0])
        );
        // WRONG: the paired straight with a lower straight fitting: eight high.
        assert_eq!(
            php("4c 5d 6c 7s 8h 8d 9c"),
            (Category::Straight, vec![8e8 as i64, 0])
        );
        // WRONG: five suited A5432 is a straight flush; scored as a flush.
        let (c, s) = php("Ah 2h 3h 4h 5h Kc Qd");
        assert_eq!(c, Category::Flush);
        assert_eq!(
            s[0],
            14e10 as i64 + 5e8 as i64 + 4e6 as i64 + 3e4 as i64 + 2e2 as i64
        );
        // WRONG: the board is ignored for high card.
        assert_eq!(php("2c 3d 4h 5s 9c Kd 7h"), php("Ac Qd Jh 5s 9c Kd 7h"));
        assert_eq!(php("2c 3d 4h 5s 9c Kd 7h").1, vec![13, 7]);
        // WRONG: no kickers.
        assert_eq!(php("8c 8d 2h 3s 4c 6d Th"), php("8c 8d Ah Ks Qc 6d Th"));
        assert_eq!(php("8c 8d 5h 5s 4c 2d 3h").1, php("8c 8d 5h 5s Ac 2d 3h").1);
        // order matters: the same cards with other hole cards
        assert_ne!(php("Ac Qd Jh 5s 9c Kd 7h"), php("Kd 7h Jh 5s 9c Ac Qd"));
    }

    #[test]
    fn other_counts_cannot_run() {
        for hand in ["As Ks Qs Js Ts", "As Ks Qs Js Ts 9s", "As"] {
            match PhpPriority.evaluate(&parse_cards(hand).unwrap()) {
                Err(Rejected::CannotRun(why)) => assert!(why.contains("exactly 7"), "{why}"),
                other => panic!("{hand}: {other:?}"),
            }
        }
    }

    #[test]
    fn high_card_split_is_exact_and_keeps_the_float_order() {
        let mut all = Vec::new();
        for h1 in 2..=14i64 {
            for h2 in 2..=14i64 {
                let f = h1 as f64 + h2 as f64 * 1e-2;
                assert_eq!(score_strength(f).parts(), &[h1, h2]);
                all.push((f, (h1, h2)));
            }
        }
        for a in &all {
            for b in &all {
                assert_eq!(a.0.partial_cmp(&b.0), Some(a.1.cmp(&b.1)));
            }
        }
    }

    #[test]
    fn float_scores_equal_integer_arithmetic() {
        let mut rng = RandomHands::new(4003);
        let mut big = 0;
        for i in 0..60_000 {
            let mut cards = rng.hand(7);
            if i % 50 == 0 {
                // force some flushes and straight flushes into the sample
                let suit = cards[0].suit();
                for (j, c) in cards.iter_mut().enumerate().take(5) {
                    let r = crate::card::Rank::ALL[(i / 50 + j) % 13];
                    *c = Card::new(r, suit);
                }
                let mut seen = 0u64;
                if cards.iter().any(|c| {
                    let dup = seen & (1 << c.index()) != 0;
                    seen |= 1 << c.index();
                    dup
                }) {
                    continue;
                }
            }
            let p: Vec<i64> = cards.iter().map(|&c| to_php(c)).collect();
            let l = &mut Log(None);
            let pairs = [
                (poker_flush::<f64>(&p, l), poker_flush::<i64>(&p, l)),
                (straight::<f64>(&p, l), straight::<i64>(&p, l)),
                (couple::<f64>(&p, l), couple::<i64>(&p, l)),
            ];
            for (f, n) in pairs {
                assert_eq!(f, n as f64, "{}", crate::card::format_cards(&cards));
                assert_eq!(f as i64, n);
                big += usize::from(n >= 10i64.pow(16));
            }
            let (s, branch) = priority(&p, l);
            if branch != Branch::HighCard {
                assert_eq!(score_strength(s).parts(), &[s as i64, 0]);
            }
        }
        assert!(big > 0, "some straight flushes should be in the sample");
    }

    #[test]
    fn no_index_past_the_end_on_seven_cards() {
        let mut rng = RandomHands::new(4004);
        for _ in 0..2000 {
            let cards = rng.hand(7);
            let t = PhpPriority.trace(&cards).unwrap();
            assert!(t.iter().all(|l| !l.starts_with("notice")), "{t:?}");
        }
        // the reader itself: null past the end
        assert_eq!(php_at(&[5, 4], 2, &mut Log(None)), 0);
    }

    #[test]
    fn trace_shows_windows_and_branch() {
        let t = PhpPriority
            .trace(&parse_cards("5d 6c 7s 8h 9c 8d Kh").unwrap())
            .unwrap();
        assert!(
            t.iter()
                .any(|l| l.contains("straight: values [13, 9, 8, 8, 7, 6, 5]")),
            "{t:?}"
        );
        assert!(
            t.iter()
                .any(|l| l.contains("window from position 2: 3 steps")),
            "{t:?}"
        );
        assert!(t.last().unwrap().starts_with("branch OnePair"), "{t:?}");
    }

    fn check(cards: &[Card], r: &Reference, bad: &mut usize, wrong: &mut usize) {
        let is_wrong = crate::ports::test_hands::tally_category_claims(&PhpPriority, cards, r, bad);
        *wrong += usize::from(is_wrong);
    }

    #[test]
    fn category_claims_exact_on_random_seven_card_hands() {
        let r = Reference::new();
        let mut rng = RandomHands::new(4005);
        let (mut bad, mut wrong) = (0, 0);
        for _ in 0..200_000 {
            check(&rng.hand(7), &r, &mut bad, &mut wrong);
        }
        for hand in ["Ah 2h 3h 4h 5h Kc Qd", "5d 6c 7s 8h 9c 8d Kh"] {
            check(&parse_cards(hand).unwrap(), &r, &mut bad, &mut wrong);
        }
        assert_eq!(bad, 0);
        assert!(wrong > 2);
    }

    #[test]
    fn straight_lowered_matches_the_port() {
        let mut rng = RandomHands::new(4006);
        let r = Reference::new();
        for _ in 0..200_000 {
            let cards = rng.hand(7);
            if r.category(&cards) != Category::Straight {
                continue;
            }
            let p: Vec<i64> = cards.iter().map(|&c| to_php(c)).collect();
            let found: i64 = straight::<i64>(&p, &mut Log(None)) / 100_000_000;
            let structural = windowed_straight_high(&cards).map_or(0, i64::from);
            assert_eq!(found, structural, "{}", crate::card::format_cards(&cards));
            assert_eq!(
                straight_lowered(&cards),
                found != 0 && found < true_straight_high(&cards).unwrap() as i64
            );
        }
    }
}
