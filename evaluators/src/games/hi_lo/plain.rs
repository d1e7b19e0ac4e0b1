//! The plain checkers of the hi-lo games: `plain-stud-hi-lo` and
//! `plain-omaha-hi-lo`.
//!
//! The low is judged as a person would: take every choice of five cards
//! (any five for stud; two hole cards and three board cards for Omaha),
//! write down their ranks as numbers (the ace 1, the deuce 2, … the eight
//! 8), refuse the five if a rank is above eight or appears twice, sort the
//! numbers from highest to lowest and keep the five whose list is smallest,
//! compared number by number. No mask, no table, nothing of the
//! references' module is used. The high halves are the plain checkers of
//! the base games ([`BestOfSubsets`], [`OmahaBruteForce`]).
//!
//! A plain low's strength is the sorted list packed one number per hex
//! digit and negated (`8-6-4-2-A` is `-0x86421`), so that, as everywhere
//! in the suite, the higher strength is the better low.

use super::check_stud;
use crate::card::{Card, Rank};
use crate::combinations::Combinations;
use crate::evaluator::{
    CardOrder, Domain, Evaluator, EvaluatorInfo, Low, Rejected, Strength, Verdict,
};
use crate::game::{OMAHA_HI_LO, STUD_HI_LO};
use crate::games::omaha::{check_deal, OmahaBruteForce};
use crate::subset::BestOfSubsets;
use std::borrow::Cow;

/// A low: its five numbers (ace 1 … eight 8), highest first.
pub type PlainLow = [u8; 5];

/// A card's number in a low: the ace 1, two to eight their pips; `None`
/// for a nine or higher.
fn low_number(card: Card) -> Option<u8> {
    match card.rank().symbol() {
        'A' => Some(1),
        c @ '2'..='8' => Some(c as u8 - b'0'),
        _ => None,
    }
}

/// The low of exactly five cards, or `None` if they make none.
pub fn low_of_five(five: &[Card; 5]) -> Option<PlainLow> {
    let mut numbers = [0u8; 5];
    for (slot, &c) in numbers.iter_mut().zip(five) {
        *slot = low_number(c)?;
    }
    low_of_numbers(numbers)
}

/// The low of five cards written as their numbers (each 1 to 8), or
/// `None` if a number repeats.
fn low_of_numbers(mut numbers: [u8; 5]) -> Option<PlainLow> {
    numbers.sort_unstable_by(|a, b| b.cmp(a));
    if numbers.windows(2).any(|w| w[0] == w[1]) {
        return None;
    }
    Some(numbers)
}

/// The better of two lows (the smaller list).
fn better(a: Option<PlainLow>, b: Option<PlainLow>) -> Option<PlainLow> {
    match (a, b) {
        (Some(x), Some(y)) => Some(x.min(y)),
        (x, None) => x,
        (None, y) => y,
    }
}

/// The best low of any five of `cards`.
pub fn stud_low(cards: &[Card]) -> Option<PlainLow> {
    let mut best = None;
    let mut combos = Combinations::new(cards.len(), 5);
    while let Some(ix) = combos.next() {
        let five = [
            cards[ix[0]],
            cards[ix[1]],
            cards[ix[2]],
            cards[ix[3]],
            cards[ix[4]],
        ];
        best = better(best, low_of_five(&five));
    }
    best
}

/// The best low of two of `hole` and three of `board`: every two hole
/// cards with every three board cards, each card written as its number
/// once per deal (a card above eight has none and can be in no low, so
/// the choices holding it are passed over).
///
/// # Panics
/// With more than 6 hole cards or 5 board cards (no Omaha deal).
pub fn omaha_low(hole: &[Card], board: &[Card]) -> Option<PlainLow> {
    assert!(
        hole.len() <= 6 && board.len() <= 5,
        "{} hole and {} board cards: not an Omaha deal",
        hole.len(),
        board.len()
    );
    let mut h = [None; 6];
    for (slot, &c) in h.iter_mut().zip(hole) {
        *slot = low_number(c);
    }
    let mut b = [None; 5];
    for (slot, &c) in b.iter_mut().zip(board) {
        *slot = low_number(c);
    }
    let (h, b) = (&h[..hole.len()], &b[..board.len()]);
    let mut best = None;
    for i in 0..h.len() {
        for j in i + 1..h.len() {
            let (Some(x), Some(y)) = (h[i], h[j]) else {
                continue;
            };
            for k in 0..b.len() {
                for l in k + 1..b.len() {
                    for m in l + 1..b.len() {
                        if let (Some(p), Some(q), Some(r)) = (b[k], b[l], b[m]) {
                            best = better(best, low_of_numbers([x, y, p, q, r]));
                        }
                    }
                }
            }
        }
    }
    best
}

/// A plain low as a strength key: higher is better (see the module docs).
pub fn key(low: Option<PlainLow>) -> i64 {
    match low {
        None => i64::MIN,
        Some(n) => -n.iter().fold(0i64, |k, &x| k << 4 | i64::from(x)),
    }
}

/// The plain low a [`key`] was made from (`None` for no low or a number
/// that is no key).
pub fn low_of_key(key: i64) -> Option<PlainLow> {
    let packed = key.checked_neg()?;
    let mut low = [0u8; 5];
    for (i, slot) in low.iter_mut().enumerate() {
        *slot = u8::try_from(packed >> (4 * (4 - i)) & 15).ok()?;
    }
    let valid = low.iter().all(|n| (1..=8).contains(n)) && low.windows(2).all(|w| w[0] > w[1]);
    (valid && packed >> 20 == 0).then_some(low)
}

/// A plain low as ranks, highest first.
pub fn ranks(low: PlainLow) -> [Rank; 5] {
    low.map(|n| {
        if n == 1 {
            Rank::Ace
        } else {
            Rank::ALL[usize::from(n) - 2]
        }
    })
}

/// A plain low as a verdict's [`Low`].
fn as_low(low: Option<PlainLow>) -> Low {
    match low {
        None => Low::NoLow,
        Some(_) => Low::Qualifies(Some(Strength::single(key(low)))),
    }
}

/// Two of `hole` and three of `board` whose ranks are exactly `ranks`
/// (the hole cards first), if there are such five.
pub fn find_low_five(hole: &[Card], board: &[Card], ranks: &[Rank; 5]) -> Option<Vec<Card>> {
    let mut want = *ranks;
    want.sort();
    crate::games::omaha::find_legal_five(hole, board, |five| {
        let mut got = five.map(|c| c.rank());
        got.sort();
        got == want
    })
    .map(|five| five.to_vec())
}

/// The plain stud hi-lo checker: [`BestOfSubsets`] for the high half,
/// every five for the low.
#[derive(Clone, Copy, Debug, Default)]
pub struct StudHiLoPlain;

static STUD_INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("plain-stud-hi-lo"),
    game: &STUD_HI_LO,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "the plain high key, then the low: no-low or the negated hex-packed ranks of the best \
         qualifying five",
    ),
    source: Cow::Borrowed(
        "showdown (every five judged by the plain rules; checks reference-stud-hi-lo)",
    ),
};

impl Evaluator for StudHiLoPlain {
    fn info(&self) -> &EvaluatorInfo {
        &STUD_INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        check_stud(cards)?;
        let high = BestOfSubsets.evaluate(cards)?;
        Ok(high.with_low(as_low(stud_low(cards))))
    }
}

/// The plain Omaha hi-lo checker: [`OmahaBruteForce`] for the high half,
/// every two hole cards and three board cards for the low.
#[derive(Clone, Copy, Debug, Default)]
pub struct OmahaHiLoPlain {
    high: OmahaBruteForce,
}

impl OmahaHiLoPlain {
    /// The checker.
    pub fn new() -> OmahaHiLoPlain {
        OmahaHiLoPlain {
            high: OmahaBruteForce::new(),
        }
    }
}

static OMAHA_INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("plain-omaha-hi-lo"),
    game: &OMAHA_HI_LO,
    domain: Domain::range(7, 11),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "the plain Omaha high key, then the low: no-low or the negated hex-packed ranks of the \
         best qualifying two hole and three board cards",
    ),
    source: Cow::Borrowed(
        "showdown (every two hole × three board cards by the plain rules; checks \
         reference-omaha-hi-lo)",
    ),
};

impl Evaluator for OmahaHiLoPlain {
    fn info(&self) -> &EvaluatorInfo {
        &OMAHA_INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        self.high.evaluate(cards)
    }
    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        check_deal(hole, board)?;
        let high = self.high.evaluate_deal(hole, board)?;
        Ok(high.with_low(as_low(omaha_low(hole, board))))
    }
}
