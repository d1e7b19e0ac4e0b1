//! The fast lowball evaluator, [`LowballReference`]: one table lookup per
//! hand (deuce-to-seven with five or more cards of one suit: at most 21),
//! no allocation per call, one strength scale for 5, 6 and 7 cards.
//!
//! # Strength
//! One integer, `position << 12 | index`: `position` is where the category
//! stands in the game ([`Game::rank_of`]: four of a kind is 0 in
//! ace-to-five, the straight flush is 0 in deuce-to-seven), and `index`
//! numbers the five-card classes of that category from the worst low (0).
//! A higher strength is the better low. A six- or seven-card hand scores as
//! its best five, so all sizes share one scale: 6,175 classes in
//! ace-to-five, 7,462 in deuce-to-seven.
//!
//! # Design
//! It borrows the hold'em reference's perfect hash of rank multisets: the
//! sum of the per-rank keys [`RANK_KEYS`] names the multiset, and
//! [`rank_slot`] gives every multiset of at most seven cards a slot of its
//! own below [`RANK_SLOTS`]. Each game keeps its own `u16` table over those
//! slots, built on the first evaluation (behind a [`OnceLock`]):
//!
//! - **the five-card classes.** Ace-to-five: the 6,175 five-card rank
//!   multisets, each ranked by its pattern (a pair is worse than no pair, …)
//!   and then by its ranks, the ace lowest, compared group first and highest
//!   first; the lower the better. Deuce-to-seven: the 7,462 five-card
//!   classes of hold'em turned upside down, using the **hold'em reference's
//!   strength** of one hand of each class, with a single correction: the
//!   wheel A-2-3-4-5 is no straight but ace-high, just below A-6-4-3-2 (and
//!   suited, a flush just below the A-6-4-3-2 flush);
//! - **6 and 7 cards** without a flush: the best class among the five-card
//!   sub-multisets, stored at the multiset's slot, so any hand of the
//!   ace-to-five game, and any deuce-to-seven hand with at most four cards
//!   of each suit, is one lookup;
//! - **deuce-to-seven with five or more cards of one suit**: the best of the
//!   hand's five-card subsets, each looked up in the multiset table or, when
//!   all five are of that suit, in a flush table indexed by the 13-bit rank
//!   mask. About 3% of random seven-card hands go this way.
//!
//! Ace-to-five never looks at suits. The tables take about 260 KiB per
//! game and a few tens of milliseconds to build.

use super::invalid_hand;
use crate::card::{Card, Rank};
use crate::category::Category;
use crate::combinations::Combinations;
use crate::evaluator::{CardOrder, Domain, Evaluator, EvaluatorInfo, Rejected, Strength, Verdict};
use crate::game::{Game, Ranking, ACE_TO_FIVE, ACE_TO_SIX, DEUCE_TO_SEVEN};
use crate::reference::tables::{rank_slot, RANK_SLOTS};
use crate::reference::{category_of, Reference, RANK_KEYS};
use std::borrow::Cow;
use std::sync::OnceLock;

/// Rank-key sums are kept modulo 2^24, as the hold'em reference keeps them.
const SUM_MASK: u32 = (1 << 24) - 1;

/// One game's tables.
struct Tables {
    /// Strength of the best low of each rank multiset of 5 to 7 cards (no
    /// flush counted), at its [`rank_slot`].
    ranks: Vec<u16>,
    /// Deuce-to-seven: strength of five cards of one suit, by 13-bit rank
    /// mask (0 for other masks). Empty for ace-to-five.
    flush: Vec<u16>,
}

static ACE_TO_FIVE_TABLES: OnceLock<Tables> = OnceLock::new();
static DEUCE_TO_SEVEN_TABLES: OnceLock<Tables> = OnceLock::new();
static ACE_TO_SIX_TABLES: OnceLock<Tables> = OnceLock::new();

/// The fast, correct evaluator of one lowball game (see the module docs).
#[derive(Clone, Copy)]
pub struct LowballReference {
    game: &'static Game,
    info: &'static EvaluatorInfo,
    tables: &'static OnceLock<Tables>,
}

static INFO_A5: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("reference-ace-to-five"),
    game: &ACE_TO_FIVE,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "category of the five low cards and one integer: position of the category in the game \
         << 12 | index within it (higher is the better low)",
    ),
    source: Cow::Borrowed(
        "showdown (table-driven; proven by exhaustive comparison with best-of-subsets-ace-to-five)",
    ),
};

static INFO_27: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("reference-deuce-to-seven"),
    game: &DEUCE_TO_SEVEN,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "category of the five low cards and one integer: position of the category in the game \
         << 12 | index within it (higher is the better low)",
    ),
    source: Cow::Borrowed(
        "showdown (table-driven from the hold'em reference; proven by exhaustive comparison with \
         best-of-subsets-deuce-to-seven)",
    ),
};

static INFO_A6: EvaluatorInfo = EvaluatorInfo {
    name: Cow::Borrowed("reference-ace-to-six"),
    game: &ACE_TO_SIX,
    domain: Domain::range(5, 7),
    order: CardOrder::Free,
    gives_strength: true,
    returns: Cow::Borrowed(
        "category of the five low cards and one integer: position of the category in the game \
         << 12 | index within it (higher is the better low)",
    ),
    source: Cow::Borrowed(
        "showdown (deuce-to-seven's tables with every rank one step down; proven by exhaustive \
         comparison with best-of-subsets-ace-to-six)",
    ),
};

impl std::fmt::Debug for LowballReference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LowballReference")
            .field("game", &self.game.id)
            .finish()
    }
}

impl LowballReference {
    /// The evaluator for [`ACE_TO_FIVE`] (free: the tables are built on the
    /// first evaluation).
    pub fn ace_to_five() -> LowballReference {
        LowballReference {
            game: &ACE_TO_FIVE,
            info: &INFO_A5,
            tables: &ACE_TO_FIVE_TABLES,
        }
    }

    /// The evaluator for [`DEUCE_TO_SEVEN`].
    pub fn deuce_to_seven() -> LowballReference {
        LowballReference {
            game: &DEUCE_TO_SEVEN,
            info: &INFO_27,
            tables: &DEUCE_TO_SEVEN_TABLES,
        }
    }

    /// The evaluator for [`ACE_TO_SIX`].
    pub fn ace_to_six() -> LowballReference {
        LowballReference {
            game: &ACE_TO_SIX,
            info: &INFO_A6,
            tables: &ACE_TO_SIX_TABLES,
        }
    }

    /// The evaluator for `game`, if it is one of the lowball games.
    pub fn for_game(game: &'static Game) -> Option<LowballReference> {
        match game.ranking {
            Ranking::AceToFiveLow if game.id == ACE_TO_FIVE.id => {
                Some(LowballReference::ace_to_five())
            }
            Ranking::DeuceToSevenLow if game.id == DEUCE_TO_SEVEN.id => {
                Some(LowballReference::deuce_to_seven())
            }
            Ranking::AceToSixLow if game.id == ACE_TO_SIX.id => {
                Some(LowballReference::ace_to_six())
            }
            _ => None,
        }
    }

    /// The game whose rules it applies.
    pub fn game(&self) -> &'static Game {
        self.game
    }

    /// Whether straights and flushes count (deuce-to-seven, ace-to-six;
    /// not the same as the ace being high, which only deuce-to-seven has).
    fn deuce_to_seven_rules(&self) -> bool {
        flushes_count(self.game)
    }

    fn tables(&self) -> &'static Tables {
        let game = self.game;
        self.tables.get_or_init(|| build(game))
    }

    /// The strength of 5 to 7 distinct cards (see the module docs). The
    /// result for other input is unspecified, but never unsafe.
    pub fn strength(&self, cards: &[Card]) -> u16 {
        let t = self.tables();
        let mut sum = 0u32;
        let mut suits = 0x3333u32;
        for c in cards {
            sum = sum.wrapping_add(RANK_KEYS[c.rank().index() as usize]);
            suits += 1 << (4 * c.suit().index());
        }
        let flush_suit = suits & 0x8888;
        if flush_suit == 0 || !self.deuce_to_seven_rules() {
            return t.ranks[rank_slot(sum & SUM_MASK)];
        }
        // Deuce-to-seven, five or more cards of one suit: the best five.
        let mut best = 0;
        let mut combos = Combinations::new(cards.len(), 5);
        while let Some(ix) = combos.next() {
            best = best.max(self.five_strength(t, ix.iter().map(|&i| cards[i])));
        }
        best
    }

    /// The strength of exactly five cards.
    fn five_strength(&self, t: &Tables, five: impl Iterator<Item = Card>) -> u16 {
        let mut sum = 0u32;
        let mut mask = 0usize;
        let mut suits = 0u8;
        for c in five {
            sum = sum.wrapping_add(RANK_KEYS[c.rank().index() as usize]);
            mask |= 1 << c.rank().index();
            suits |= 1 << c.suit().index();
        }
        if self.deuce_to_seven_rules() && suits.count_ones() == 1 {
            t.flush[mask & 0x1fff]
        } else {
            t.ranks[rank_slot(sum & SUM_MASK)]
        }
    }

    /// The category of a strength of this evaluator.
    pub fn category_of(&self, strength: u16) -> Category {
        self.game
            .categories
            .get((strength >> 12) as usize)
            .copied()
            .unwrap_or(Category::HighCard)
    }

    /// The category of 5 to 7 distinct cards: what the five cards of the
    /// best low make.
    pub fn category(&self, cards: &[Card]) -> Category {
        self.category_of(self.strength(cards))
    }

    /// The best (lowest) five of 5 to 7 cards, most significant first:
    /// bigger groups first, then higher ranks in the game (the ace last in
    /// ace-to-five, first in deuce-to-seven); suits break ties.
    pub fn best_five(&self, cards: &[Card]) -> Vec<Card> {
        let t = self.tables();
        let mut best: Vec<Card> = cards[..cards.len().min(5)].to_vec();
        if cards.len() > 5 {
            let target = self.strength(cards);
            let mut combos = Combinations::new(cards.len(), 5);
            while let Some(ix) = combos.next() {
                if self.five_strength(t, ix.iter().map(|&i| cards[i])) == target {
                    best = ix.iter().map(|&i| cards[i]).collect();
                    break;
                }
            }
        }
        let ace_low = self.game.ranking != Ranking::DeuceToSevenLow;
        let height = |r: Rank| {
            if ace_low && r == Rank::Ace {
                0
            } else {
                r.index() + 1
            }
        };
        let count = |r: Rank| best.iter().filter(|c| c.rank() == r).count();
        let mut keyed: Vec<(usize, u8, u8, Card)> = best
            .iter()
            .map(|&c| (count(c.rank()), height(c.rank()), c.suit().index(), c))
            .collect();
        keyed.sort_unstable_by_key(|k| std::cmp::Reverse((k.0, k.1, k.2)));
        keyed.into_iter().map(|k| k.3).collect()
    }
}

impl Evaluator for LowballReference {
    fn info(&self) -> &EvaluatorInfo {
        self.info
    }

    fn best_five(&self, cards: &[Card]) -> Option<Vec<Card>> {
        invalid_hand(self.game, cards)
            .is_none()
            .then(|| LowballReference::best_five(self, cards))
    }

    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        if let Some(why) = invalid_hand(self.game, cards) {
            return Err(Rejected::Invalid(why));
        }
        let s = self.strength(cards);
        Ok(Verdict::new(
            self.category_of(s),
            Some(Strength::single(s as i64)),
        ))
    }
}

// ---------------------------------------------------------------------------
// Building the tables.

/// The sum of the rank keys of a multiset (`counts[rank index]`).
fn rank_sum(counts: &[u8; 13]) -> u32 {
    let mut sum = 0u32;
    for (r, &n) in counts.iter().enumerate() {
        sum = sum.wrapping_add(RANK_KEYS[r].wrapping_mul(n as u32));
    }
    sum & SUM_MASK
}

/// Calls `f` with every multiset of `n` cards' ranks (at most 4 of each).
fn multisets(n: u8, f: &mut impl FnMut(&[u8; 13])) {
    fn go(r: usize, left: u8, cur: &mut [u8; 13], f: &mut impl FnMut(&[u8; 13])) {
        if r == 13 {
            if left == 0 {
                f(cur);
            }
            return;
        }
        for k in 0..=left.min(4) {
            cur[r] = k;
            go(r + 1, left - k, cur, f);
        }
        cur[r] = 0;
    }
    go(0, n, &mut [0; 13], f);
}

/// Calls `f` with every five-card sub-multiset of `counts`.
fn five_card_parts(counts: &[u8; 13], f: &mut impl FnMut(&[u8; 13])) {
    fn go(
        counts: &[u8; 13],
        r: usize,
        left: u8,
        cur: &mut [u8; 13],
        f: &mut impl FnMut(&[u8; 13]),
    ) {
        if r == 13 {
            if left == 0 {
                f(cur);
            }
            return;
        }
        for k in 0..=left.min(counts[r]) {
            cur[r] = k;
            go(counts, r + 1, left - k, cur, f);
        }
        cur[r] = 0;
    }
    go(counts, 0, 5, &mut [0; 13], f);
}

/// Whether straights and flushes count against a low of `game`.
fn flushes_count(game: &Game) -> bool {
    matches!(
        game.ranking,
        Ranking::DeuceToSevenLow | Ranking::AceToSixLow
    )
}

/// The five-card classes of `game` as (category, a key that grows with the
/// quality of the low within the category), with where to store each:
/// `Ok(slot)` in the multiset table, `Err(mask)` in the flush table.
fn five_card_classes(game: &Game) -> Vec<(Category, i64, Result<usize, usize>)> {
    let mut out = Vec::new();
    if game.ranking == Ranking::AceToFiveLow {
        multisets(5, &mut |counts| {
            // Ranks with the ace lowest: ace 0, deuce 1, …, king 12.
            let low = |r: usize| (r + 1) % 13;
            let mut held: Vec<(u8, usize)> = (0..13)
                .filter(|&r| counts[r] > 0)
                .map(|r| (counts[r], low(r)))
                .collect();
            // Bigger groups first, then higher ranks: the order in which two
            // hands of one pattern are compared.
            held.sort_unstable_by(|a, b| b.cmp(a));
            let pattern: Vec<u8> = held.iter().map(|h| h.0).collect();
            let category = match pattern.as_slice() {
                [4, 1] => Category::FourOfAKind,
                [3, 2] => Category::FullHouse,
                [3, 1, 1] => Category::ThreeOfAKind,
                [2, 2, 1] => Category::TwoPair,
                [2, 1, 1, 1] => Category::OnePair,
                _ => Category::HighCard,
            };
            // Lower ranks are better: read the ranks as digits of base 13
            // and negate.
            let digits = held.iter().fold(0i64, |acc, h| acc * 13 + h.1 as i64);
            out.push((category, -digits, Ok(rank_slot(rank_sum(counts)))));
        });
    } else {
        // Deuce-to-seven: hold'em's five-card order turned round.
        let holdem = Reference::new();
        let wheel = [Rank::Ace, Rank::Two, Rank::Three, Rank::Four, Rank::Five];
        let below = [Rank::Ace, Rank::Six, Rank::Four, Rank::Three, Rank::Two];
        let cards = |ranks: &[Rank], suited: bool| -> Vec<Card> {
            ranks
                .iter()
                .enumerate()
                .map(|(i, &r)| {
                    let suit = if suited { 0 } else { i % 4 };
                    Card::new(r, crate::card::Suit::ALL[suit])
                })
                .collect()
        };
        // (category, key) of the cards: the hold'em strength twice (so the
        // wheel fits in between), and the wheel just below A-6-4-3-2.
        let class = |ranks: &[Rank], suited: bool| -> (Category, i64) {
            let mut sorted = ranks.to_vec();
            sorted.sort_unstable();
            let mut w = wheel.to_vec();
            w.sort_unstable();
            if sorted == w {
                let s = holdem.strength(&cards(&below, suited));
                (category_of(s), -(2 * s as i64 - 1))
            } else {
                let s = holdem.strength(&cards(ranks, suited));
                (category_of(s), -(2 * s as i64))
            }
        };
        multisets(5, &mut |counts| {
            // The ranks, each as many times as held, in a row: consecutive
            // cards get consecutive suits, so two cards of one rank never
            // share a suit and five cards are never all of one suit.
            let ranks: Vec<Rank> = (0..13u8)
                .flat_map(|r| {
                    std::iter::repeat_n(Rank::from_index(r).unwrap(), counts[r as usize] as usize)
                })
                .collect();
            // Ace-to-six is deuce-to-seven with every rank one step down its
            // order: the ace plays the deuce's part, the deuce the trey's, …,
            // the king the ace's (so A-2-3-4-5 is the lowest straight and
            // nothing runs past the king).
            let played: Vec<Rank> = if game.ranking == Ranking::AceToSixLow {
                ranks
                    .iter()
                    .map(|r| Rank::from_index((r.index() + 1) % 13).unwrap())
                    .collect()
            } else {
                ranks.clone()
            };
            let (category, key) = class(&played, false);
            out.push((category, key, Ok(rank_slot(rank_sum(counts)))));
            if counts.iter().all(|&n| n <= 1) {
                let (category, key) = class(&played, true);
                let mask = ranks.iter().fold(0, |m, r| m | 1 << r.index());
                out.push((category, key, Err(mask)));
            }
        });
    }
    out
}

fn build(game: &'static Game) -> Tables {
    let mut ranks = vec![0u16; RANK_SLOTS];
    let mut flush = if flushes_count(game) {
        vec![0u16; 1 << 13]
    } else {
        Vec::new()
    };
    // Five cards: number each category's classes from the worst low.
    let mut classes = five_card_classes(game);
    classes.sort_unstable_by_key(|&(category, key, _)| (game.rank_of(category), key));
    let mut index = 0u16;
    for i in 0..classes.len() {
        let (category, _, place) = classes[i];
        if i > 0 && classes[i - 1].0 != category {
            index = 0;
        }
        let strength = (game.rank_of(category) as u16) << 12 | index;
        match place {
            Ok(slot) => ranks[slot] = strength,
            Err(mask) => flush[mask] = strength,
        }
        index += 1;
    }
    // Six and seven cards (no flush): the best five-card part.
    for n in [6, 7] {
        multisets(n, &mut |counts| {
            let mut best = 0;
            five_card_parts(counts, &mut |part| {
                best = best.max(ranks[rank_slot(rank_sum(part))]);
            });
            ranks[rank_slot(rank_sum(counts))] = best;
        });
    }
    Tables { ranks, flush }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_card_classes_number_6175_and_7462_with_distinct_places() {
        for (game, n) in [
            (&ACE_TO_FIVE, 6175),
            (&DEUCE_TO_SEVEN, 7462),
            (&ACE_TO_SIX, 7462),
        ] {
            let classes = five_card_classes(game);
            assert_eq!(classes.len(), n, "{game}");
            let mut places: Vec<_> = classes.iter().map(|c| c.2).collect();
            places.sort_unstable();
            places.dedup();
            assert_eq!(places.len(), n, "{game}: two classes share a slot");
            let mut keys: Vec<_> = classes.iter().map(|c| (c.0, c.1)).collect();
            keys.sort_unstable();
            keys.dedup();
            assert_eq!(keys.len(), n, "{game}: two classes share a key");
        }
    }
}
