//! The split-pot games, eight or better (ハイロー): Omaha hi-lo
//! ([`OmahaHiLoReference`]) and seven-card stud hi-lo
//! ([`StudHiLoReference`]), the plain checkers they are proven against
//! ([`plain`]), the proofs ([`proof`]), the pot's shares ([`shares`]) and a
//! naive evaluators kept as lessons ([`OmahaHiLoAnyLow`],
//! [`StudHiLoNineQualifies`]).
//!
//! # Rules
//! The pot is split between the best high hand and the best low hand. The
//! high half is ranked as the base game ranks it (Omaha high: exactly two
//! hole cards and three board cards; stud: any five of the 5 to 7 cards).
//! The low half needs five cards of **five distinct ranks, eight or
//! lower**, the ace counting low; straights and flushes do not matter. Two
//! lows compare by their highest card, then the next, and so on: the lower
//! wins, so 5-4-3-2-A (the wheel) is the best and 8-7-6-5-4 the worst.
//! There are C(8,5) = 56 qualifying rank sets. Without one the player has
//! no low, and when nobody has one the high hand takes ("scoops") the pot.
//! In Omaha hi-lo the low is made under the same two-and-three rule as the
//! high, but with **any** two hole cards: not necessarily the high's.
//!
//! # Answers
//! Both references answer the high half as the base game's reference does
//! (the hold'em strength `category << 12 | index`) and the low half as
//! [`Low::NoLow`] or [`Low::Qualifies`] with a low strength from 1 (the
//! 8-7-6-5-4) to 56 (the wheel): a higher strength is the better low, as
//! for every strength in the suite.
//!
//! # The fast low
//! The low reads only which low ranks are present: each card is one bit of
//! an 8-bit **low mask** (ace bit 0, deuce bit 1, … eight bit 7; nine and up
//! none). Read as a number, a five-bit mask orders lows exactly: the higher
//! bit is the higher card, compared first, so the lower number is the
//! better low. So:
//! - **Stud**: the best low is the lowest five bits of the hand's mask;
//!   [`STUD_LOW`] maps every mask (256) straight to the low strength.
//! - **Omaha**: for a hole pair of two distinct low ranks (a two-bit mask
//!   `p`), the best three board cards are the lowest three bits of
//!   `board & !p`; the deal's low is the best over the hole pairs. A table
//!   of 256 × 256 bytes (board mask × hole mask, built at first use) holds
//!   the answer: a deal costs two masks and one load.
//!
//! # How it is proven
//! Against [`plain`], which judges every choice of five cards (any five for
//! stud, two hole and three board cards for Omaha) by writing out their
//! ranks, refusing a rank above eight or a repeated rank, and comparing the
//! sorted ranks highest first; it uses no mask and no table. The stud low
//! is compared on **every** hand of 5, 6 and 7 cards, the Omaha low on
//! random deals and every deal of a restricted deck ([`proof`]); both check
//! whether a low qualifies and the order (each reference low strength meets
//! one plain key, and the keys rise with the strength). The high halves are
//! the proven [`crate::Reference`] and [`OmahaReference`].

pub mod any_low;
pub mod nine_qualifies;
pub mod plain;
pub mod proof;
mod shares;
#[cfg(test)]
mod tests;

pub use any_low::OmahaHiLoAnyLow;
pub use nine_qualifies::StudHiLoNineQualifies;
pub use plain::{OmahaHiLoPlain, StudHiLoPlain};
pub use shares::{pot_shares, Share};

use super::omaha::{check_deal, split_joined, OmahaReference};
use crate::card::{card_mask, Card, Rank};
use crate::evaluator::{
    CardOrder, Domain, Evaluator, EvaluatorInfo, Low, Rejected, Strength, Verdict,
};
use crate::game::{OMAHA_HI_LO, STUD_HI_LO};
use crate::reference::{category_of, Reference};
use std::borrow::Cow;
use std::sync::OnceLock;

/// How many rank sets make a qualifying low: C(8, 5).
pub const QUALIFYING_LOWS: usize = 56;

/// The low-mask bit of each card (by card index; 0 for nine and up), padded
/// so an index masked with 63 is in bounds.
static LOW_BIT: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut i = 0;
    while i < 52 {
        let rank = i / 4;
        t[i] = if rank == 12 {
            1
        } else if rank <= 6 {
            1 << (rank + 1)
        } else {
            0
        };
        i += 1;
    }
    t
};

/// The low mask of some cards: bit 0 the ace, bit 1 the deuce, … bit 7 the
/// eight.
#[inline(always)]
pub fn low_mask(cards: &[Card]) -> u8 {
    cards
        .iter()
        .fold(0, |m, c| m | LOW_BIT[(c.index() & 63) as usize])
}

/// The low strength of a five-bit mask (1 for 8-7-6-5-4 … 56 for the
/// wheel), 0 for any other mask: how many five-bit masks are at least as
/// large.
static FIVE_BIT_STRENGTH: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut m = 0;
    while m < 256 {
        if (m as u32).count_ones() == 5 {
            let mut n = 0;
            let mut o = m;
            while o < 256 {
                if (o as u32).count_ones() == 5 {
                    n += 1;
                }
                o += 1;
            }
            t[m] = n;
        }
        m += 1;
    }
    t
};

/// The lowest `k` set bits of `m` (all of them if it has fewer).
const fn lowest_bits(mut m: u32, k: u32) -> u32 {
    let mut out = 0;
    let mut n = 0;
    while m != 0 && n < k {
        let b = m & m.wrapping_neg();
        out |= b;
        m ^= b;
        n += 1;
    }
    out
}

/// The stud low: the low strength of the lowest five bits of a hand's low
/// mask, 0 when it has fewer than five low ranks.
pub static STUD_LOW: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut m = 0;
    while m < 256 {
        if (m as u32).count_ones() >= 5 {
            t[m] = FIVE_BIT_STRENGTH[lowest_bits(m as u32, 5) as usize];
        }
        m += 1;
    }
    t
};

/// The low strength (1..=56) as the five ranks of the low, highest first.
pub fn low_ranks(strength: u8) -> Option<[Rank; 5]> {
    let mask = (0..256usize).find(|&m| strength != 0 && FIVE_BIT_STRENGTH[m] == strength)?;
    let mut out = [Rank::Ace; 5];
    let mut n = 0;
    for bit in (0..8).rev() {
        if mask >> bit & 1 == 1 {
            out[n] = if bit == 0 {
                Rank::Ace
            } else {
                Rank::ALL[bit - 1]
            };
            n += 1;
        }
    }
    Some(out)
}

/// A low written as people say it, highest first: `8-6-4-2-A`.
pub fn low_text(ranks: &[Rank]) -> String {
    ranks
        .iter()
        .map(|r| r.symbol().to_string())
        .collect::<Vec<_>>()
        .join("-")
}

/// The low strength a verdict's [`Low`] holds when it came from a
/// reference of this module (0 for no low).
pub fn low_strength_of(low: &Low) -> Option<u8> {
    match low {
        Low::NoLow => Some(0),
        Low::Qualifies(Some(s)) => u8::try_from(s.parts()[0]).ok(),
        _ => None,
    }
}

/// A [`Low`] from a low strength (0: no low).
fn low_of(strength: u8) -> Low {
    if strength == 0 {
        Low::NoLow
    } else {
        Low::Qualifies(Some(Strength::single(i64::from(strength))))
    }
}

/// The Omaha low table: `[board mask][hole mask]` → the best low strength
/// of two hole ranks and three board ranks (0: none).
fn omaha_low_table() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = vec![0u8; 256 * 256];
        for board in 0..256u32 {
            for hole in 0..256u32 {
                let mut best = 0;
                let mut a = hole;
                while a != 0 {
                    let x = a & a.wrapping_neg();
                    a ^= x;
                    let mut b = a;
                    while b != 0 {
                        let y = b & b.wrapping_neg();
                        b ^= y;
                        let rest = board & !(x | y);
                        if rest.count_ones() >= 3 {
                            let five = x | y | lowest_bits(rest, 3);
                            best = best.max(FIVE_BIT_STRENGTH[five as usize]);
                        }
                    }
                }
                t[(board << 8 | hole) as usize] = best;
            }
        }
        t
    })
}

/// The Omaha hi-lo low strength of a deal (two hole cards and three board
/// cards of five distinct ranks, eight or lower; 0: no low).
#[inline]
pub fn omaha_low(hole: &[Card], board: &[Card]) -> u8 {
    omaha_low_table()[(low_mask(board) as usize) << 8 | low_mask(hole) as usize]
}

/// The stud hi-lo low strength of 5 to 7 cards (0: no low).
#[inline]
pub fn stud_low(cards: &[Card]) -> u8 {
    STUD_LOW[low_mask(cards) as usize]
}

// ---------------------------------------------------------------------------
// The references
// ---------------------------------------------------------------------------

/// The Omaha hi-lo reference: [`OmahaReference`] for the high half, the
/// mask table for the low (see the module docs).
#[derive(Clone, Copy, Debug, Default)]
pub struct OmahaHiLoReference {
    high: OmahaReference,
}

static OMAHA_INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("reference-omaha-hi-lo"),
    game: &OMAHA_HI_LO,
    domain: Domain::range(7, 11),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "the Omaha high verdict (hold'em strength), then the low: no-low or a strength from 1 \
         (8-7-6-5-4) to 56 (the wheel) of two hole and three board cards",
    ),
    source: Cow::Borrowed(
        "showdown (reference-omaha for the high; a low-mask table for the low, proven against \
         plain-omaha-hi-lo)",
    ),
};

impl OmahaHiLoReference {
    /// The evaluator (the first call builds the Omaha tables and the 64 KB
    /// low table).
    pub fn new() -> OmahaHiLoReference {
        omaha_low_table();
        OmahaHiLoReference {
            high: OmahaReference::new(),
        }
    }

    /// The low strength of the deal (0: no low).
    pub fn low(&self, hole: &[Card], board: &[Card]) -> u8 {
        omaha_low(hole, board)
    }

    /// The five cards of the best low, two hole cards then three board
    /// cards, each ordered highest low rank first; `None` without a low.
    pub fn best_low(&self, hole: &[Card], board: &[Card]) -> Option<Vec<Card>> {
        let ranks = low_ranks(self.low(hole, board))?;
        plain::find_low_five(hole, board, &ranks)
    }
}

impl Evaluator for OmahaHiLoReference {
    fn info(&self) -> &EvaluatorInfo {
        &OMAHA_INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        self.high.evaluate(cards)
    }
    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        let high = self.high.evaluate_deal(hole, board)?;
        Ok(high.with_low(low_of(self.low(hole, board))))
    }
    /// The high half's five, as [`OmahaReference`] gives it.
    fn best_five(&self, cards: &[Card]) -> Option<Vec<Card>> {
        let (hole, board) = split_joined(cards);
        check_deal(hole, board).ok()?;
        Some(self.high.best_five(hole, board))
    }
}

/// The stud hi-lo reference: the hold'em [`Reference`] for the high half,
/// [`STUD_LOW`] for the low.
#[derive(Clone, Copy, Debug, Default)]
pub struct StudHiLoReference;

static STUD_INFO: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("reference-stud-hi-lo"),
    game: &STUD_HI_LO,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "the high verdict (hold'em strength), then the low: no-low or a strength from 1 \
         (8-7-6-5-4) to 56 (the wheel) of any five cards",
    ),
    source: Cow::Borrowed(
        "showdown (the hold'em reference for the high; a 256-entry low-mask table for the low, \
         proven on every hand against plain-stud-hi-lo)",
    ),
};

/// Whether 5 to 7 distinct cards make a stud hand.
pub(crate) fn check_stud(cards: &[Card]) -> Result<(), Rejected> {
    if !STUD_HI_LO.takes(cards.len()) {
        return Err(Rejected::Invalid(format!(
            "{} cards: stud hi-lo takes 5 to 7",
            cards.len()
        )));
    }
    if card_mask(cards).count_ones() as usize != cards.len() {
        return Err(Rejected::Invalid("a card appears twice".into()));
    }
    Ok(())
}

impl StudHiLoReference {
    /// The low strength of 5 to 7 cards (0: no low).
    pub fn low(&self, cards: &[Card]) -> u8 {
        stud_low(cards)
    }

    /// The five cards of the best low, highest low rank first; `None`
    /// without a low.
    pub fn best_low(&self, cards: &[Card]) -> Option<Vec<Card>> {
        let ranks = low_ranks(self.low(cards))?;
        Some(
            ranks
                .iter()
                .map(|&r| {
                    *cards
                        .iter()
                        .find(|c| c.rank() == r)
                        .expect("the low's ranks are in the hand")
                })
                .collect(),
        )
    }
}

impl Evaluator for StudHiLoReference {
    fn info(&self) -> &EvaluatorInfo {
        &STUD_INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        check_stud(cards)?;
        let s = Reference::new().strength(cards);
        Ok(
            Verdict::new(category_of(s), Some(Strength::single(i64::from(s))))
                .with_low(low_of(self.low(cards))),
        )
    }
    fn best_five(&self, cards: &[Card]) -> Option<Vec<Card>> {
        check_stud(cards).ok()?;
        Some(Reference::new().best_five(cards))
    }
}

// ------------------------------------------------------------ the game kit

use self::proof::LowProofSummary;
use crate::card::format_cards;
use crate::game::Game;
use crate::games::game_kit::{check_card_counts, GameKit, Proof, ProofPlan, ProofRequest, Proofs};
use crate::games::GameError;
use std::sync::Arc;

/// Omaha hi-lo, eight or better.
pub static OMAHA_HI_LO_KIT: GameKit = GameKit {
    game: &OMAHA_HI_LO,
    reference: || Arc::new(OmahaHiLoReference::new()),
    checker: || Arc::new(OmahaHiLoPlain::new()),
    lessons: || vec![Arc::new(OmahaHiLoAnyLow)],
    traps: "omaha-hi-lo",
    proofs: Proofs::Own(omaha_proofs),
    docs: "docs/games/omaha-hi-lo.md",
};

/// Seven-card stud hi-lo, eight or better.
pub static STUD_HI_LO_KIT: GameKit = GameKit {
    game: &STUD_HI_LO,
    reference: || Arc::new(StudHiLoReference),
    checker: || Arc::new(StudHiLoPlain),
    lessons: || vec![Arc::new(StudHiLoNineQualifies)],
    traps: "stud-hi-lo",
    proofs: Proofs::Own(stud_proofs),
    docs: "docs/games/stud-hi-lo.md",
};

fn summary(s: LowProofSummary) -> String {
    format!(
        "{} hands, {} with a low, {} distinct lows, same lows and order as the plain checker",
        s.hands, s.qualifying, s.classes
    )
}

/// The low on random deals of 4, 5 and 6 hole cards and on every deal of a
/// restricted deck, at once.
fn omaha_proofs(game: &'static Game, request: &ProofRequest) -> Result<ProofPlan, GameError> {
    let deals = request.deals;
    let mut proofs: Vec<Proof> = [4usize, 5, 6]
        .into_iter()
        .map(|hole| {
            Proof::new(
                format!(
                    "{} low: {deals} random deals of {hole} hole + 5 board cards",
                    game.id
                ),
                move || {
                    proof::prove_omaha_random(hole, 5, deals, 0x5EED ^ hole as u64).map(summary)
                },
            )
        })
        .collect();
    let deck = proof::restricted_deck();
    proofs.push(Proof::new(
        format!(
            "{} low: every 4 + 5 deal of the restricted deck {}",
            game.id,
            format_cards(&deck)
        ),
        move || proof::prove_omaha_restricted(&deck, 4, 5).map(summary),
    ));
    Ok(ProofPlan {
        proofs,
        at_once: true,
        total: None,
    })
}

/// The low on every hand of each `--cards` count, one count after another.
fn stud_proofs(game: &'static Game, request: &ProofRequest) -> Result<ProofPlan, GameError> {
    check_card_counts(game, &request.cards)?;
    let proofs = request
        .cards
        .iter()
        .map(|&n| {
            Proof::new(format!("{} low, every {n}-card hand", game.id), move || {
                proof::prove_stud_exhaustive(n).map(|s| {
                    format!(
                        "{} (the derived count {})",
                        summary(s),
                        proof::derived_qualifying(n as u64)
                    )
                })
            })
        })
        .collect();
    Ok(ProofPlan {
        proofs,
        at_once: false,
        total: None,
    })
}
