//! The models of the bug classes: one parametric evaluator per game family
//! (high hands of the 52- and 36-card decks, Omaha, the lowball games, the
//! hi-lo lows) whose every rule can be broken on its own ([`Rule`]). With no
//! rule broken a model orders every hand as the game's reference does (the
//! tests prove it on random hands of every size), so a model with one rule
//! broken is "the reference with exactly that rule broken", and one with two
//! rules broken is a library with both bugs.
//!
//! A model's strength is a tuple of small integers in its own scale, the
//! same scale for every rule of a game: the place of the category in the
//! game's order (weakest first), then the ranks that break ties. Only the
//! order of strengths means anything; the diagnosis compares it with the
//! order of the program's strengths, never the numbers themselves.

use crate::card::Card;
use crate::evaluator::{Evaluator, EvaluatorInfo, Rejected, Verdict};
use crate::game::{
    Game, Ranking, ACE_TO_FIVE, ACE_TO_SIX, DEUCE_TO_SEVEN, HOLDEM, OMAHA, OMAHA_HI_LO, SHORT_DECK,
    SHORT_DECK_TRIPS_OVER_STRAIGHT, STUD_HI_LO,
};
use std::borrow::Cow;
use std::sync::Arc;

mod high;
mod low;

use high::{high_answer, high_order, omaha_high, select_order, Deck};
use low::{hi_lo_low, lowball, LowGame};

/// One rule of a game that a bug breaks. Each variant is the broken form;
/// a model breaks the rules in its set and keeps the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Rule {
    // -- straights (high games)
    /// The ace never plays low in a straight.
    WheelMissing,
    /// The lowest straight scores with the ace high.
    WheelAceHigh,
    /// The lowest straight is looked for before the others.
    WheelBeatsSix,
    /// Q-K-A-2-3 and K-A-2-3-4 count as (five-high) straights.
    Wraparound,
    /// A paired rank among the cards hides every straight.
    PairHidesStraight,
    /// A five-card hand's straight test compares four of its cards: the four
    /// lowest in a row make a straight.
    StraightFourCards,
    /// A straight keeps its five highest cards with a repeated rank, so a
    /// pair inside it breaks the tie between equal straights.
    StraightKeepsRepeats,
    /// The ace-high straight (not a straight flush) scores below every
    /// other straight: the ace handled only as the wheel's.
    BroadwayLowest,
    // -- straight flushes
    /// A straight and a flush from different cards make a straight flush.
    SfAny,
    /// The lowest run of a suited run of six or more is taken.
    SfLowestRun,
    /// The suited lowest straight is only a flush.
    SteelWheelFlush,
    /// The suited lowest straight scores with the ace high: it ties the
    /// royal flush.
    SteelWheelAceHigh,
    /// The straight flush is looked for only at the highest straight: the
    /// five highest suited cards from its top down.
    SfAtHighestStraight,
    // -- flushes
    /// A flush needs exactly five cards of its suit.
    FlushExactlyFive,
    /// Five or six suited cards make a flush, seven do not.
    SevenSuitedMissed,
    /// Flushes compared by their top card only.
    FlushTopOnly,
    /// A flush keeps the first five suited cards given.
    FlushFirstFive,
    /// Of a six- or seven-card flush's fives, the first given with the
    /// highest top card is kept (its highest card and the first four others).
    FlushBestByTopCard,
    /// Strengths put a flush below a straight.
    FlushBelowStraight,
    /// A five-card hand's flush test compares four of its suits: the first
    /// four cards given of one suit make a flush.
    FlushFourCards,
    // -- full houses and quads
    /// The full house's pair is looked for among pairs only.
    TwoTripsMissed,
    /// Ranks that break ties weighed once per group of equal ranks (with
    /// two trips read as three of a kind, the lower trips kick once).
    RankGroupsOnce,
    /// Two trips report the lower trips.
    TwoTripsLower,
    /// Trips and two pairs take the lower pair.
    FullHouseLowPair,
    /// A full house scores without its pair's rank.
    FullHouseNoPair,
    /// The quads' kicker is looked for among unpaired cards only.
    QuadsKickerSingles,
    /// Four of a kind scores without its kicker.
    QuadsNoKicker,
    /// Four of a kind compared by its kicker alone, not its rank.
    QuadsByKickerOnly,
    /// The full house's trips, then its pair, are the first found in the
    /// order a Python set of the ranks (2 to 14, added in the cards' order)
    /// iterates, not the highest.
    FullHouseSetOrder,
    /// The quads' kicker is looked for one card too far on: the first of
    /// the other cards (by count, then rank) is skipped.
    QuadsKickerSkipsOne,
    // -- hands of fewer than five cards
    /// A hand of fewer than five cards is filled up to five with the lowest
    /// ranks it lacks (no ace, none completing a straight), which then play
    /// as kickers.
    ShortHandPadded,
    // -- kickers
    /// Three of a kind compared with one kicker.
    TripsOneKicker,
    /// Three of a kind compared with no kicker.
    TripsNoKickers,
    /// Two pair compared without the kicker.
    TwoPairNoKicker,
    /// Two pair's kicker looked for among unpaired cards.
    ThreePairsKickerSingles,
    /// Three pairs score as the top pair twice and the next pair as kicker.
    ThreePairsTopPairTwice,
    /// Of three pairs, the two whose ranks come first in the cards' order
    /// are kept; the highest other rank kicks.
    ThreePairsFirstFound,
    /// A pair compared with two kickers.
    PairTwoKickers,
    /// A pair compared with no kicker.
    PairNoKickers,
    /// A pair's kickers are the next cards given.
    PairKickersInOrder,
    /// High card compared on four cards.
    HighCardFour,
    /// High card compared on three cards.
    HighCardThree,
    /// The ace counts low among high-card kickers.
    AceLowKickers,
    /// Five cards: ties read from the lowest card up within each group of
    /// equal count (pairs among pairs, kickers among kickers).
    TiesFromTheBottom,
    /// The ranks that break ties are added up with weights of powers of
    /// ten, so a rank of ten or more carries into the place above.
    DecimalWeights,
    // -- input and hole cards
    /// Only the first five cards are scored.
    FirstFive,
    /// Seven-card high card compared on the hole cards (the last two).
    HighCardHoleOnly,
    /// When the board plays, the hole cards still break the tie.
    BoardPlaysHoleTiebreak,
    /// Every hand's kickers are the two hole cards (the last two), not the
    /// best five's.
    HoleCardsKick,
    // -- short deck
    /// Hold'em's order of categories on the short deck (full house over flush).
    HoldemOrder,
    /// The other short-deck rule set's order of three of a kind and straight.
    OtherShortDeckOrder,
    // -- Omaha
    /// The best five of any of the cards, not two hole and three board.
    AnyFive,
    /// One hole card with four board cards also makes a hand.
    OneHoleCard,
    /// Omaha's categories tested from the straight flush down over all the
    /// cards: three of a kind of the highest rank held three times is
    /// taken even when no board card has that rank (three or four hole
    /// cards), the two highest board cards kicking.
    OmahaTripsFromHole,
    /// Omaha's walk: two pair looked for only with the highest pair of all
    /// the cards (ranks held exactly twice), each lower pair tried with it.
    OmahaTwoPairTopPair,
    /// Omaha's walk: the full house's pair is the lowest that plays.
    OmahaFullHouseLowestPair,
    /// Omaha's walk: only the highest run of five or more ranks among all
    /// the cards is tried for a straight.
    OmahaStraightFirstRun,
    // -- lowball
    /// Deuce-to-seven: A-2-3-4-5 is the lowest straight.
    WheelIsStraight,
    /// Ace-to-five: straights and flushes count against the hand (ace-to-six).
    CountsStraights,
    /// Deuce-to-seven: the best high five, its strength turned round.
    InvertedHigh,
    /// Deuce-to-seven: the flush is tested before the straight.
    SfAsFlush,
    /// Deuce-to-seven: seven cards of one suit make no flush.
    LowSevenSuitedMissed,
    /// Lowball: six or seven cards play their worst five-card low.
    WorstFive,
    /// Ace-to-five: six or seven cards of two ranks, one four times, are quads.
    TwoRanksQuads,
    /// Ace-to-six: A-2-3-4-5 is no straight (the ace low everywhere but in runs).
    SixWheelNoStraight,
    /// Ace-to-six: A-K-Q-J-T is a straight (the ace high in runs).
    SixAceHighRun,
    /// Ace-to-six: a flush does not count against the hand.
    SixFlushIgnored,
    /// Ace-to-six: the ace counts high everywhere (deuce-to-seven's ranks).
    SixAceHigh,
    /// Ace-to-five: a paired low is compared by its five ranks from the
    /// highest down, its pairs not first.
    LowPairedByTopCard,
    /// Ace-to-five: once a low is paired, the ace ranks high (above the
    /// king), as a pair and as a kicker.
    AceHighInPairedLow,
    // -- hi-lo lows
    /// The low made of any five of the cards (Omaha hi-lo).
    AnyLow,
    /// A nine qualifies for the low.
    NineQualifies,
    /// Lows compared from their lowest card up (the hi-lo lows, and
    /// ace-to-five's lows of five different ranks).
    LowFromBottom,
    /// A low scored by its highest card alone.
    LowByTopCard,
    /// The five lowest low cards make the low even when two share a rank.
    LowUsesAPair,
    /// The ace counts high in the low.
    AceHighInLow,
}

/// A set of broken rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rules(u128);

impl Rules {
    /// No rule broken: the game's reference.
    pub const NONE: Rules = Rules(0);

    /// The set of these rules.
    pub const fn of(rules: &[Rule]) -> Rules {
        let mut bits = 0u128;
        let mut i = 0;
        while i < rules.len() {
            bits |= 1 << rules[i] as u8;
            i += 1;
        }
        Rules(bits)
    }

    /// Both sets.
    pub const fn union(self, other: Rules) -> Rules {
        Rules(self.0 | other.0)
    }

    /// Whether `rule` is broken.
    #[inline]
    pub const fn has(self, rule: Rule) -> bool {
        self.0 & (1 << rule as u8) != 0
    }

    /// Whether any rule of `other` is broken.
    #[inline]
    pub const fn intersects(self, other: Rules) -> bool {
        self.0 & other.0 != 0
    }

    /// Whether no rule is broken.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// A port's claimed deviations as a rule: on the hands where one of them
/// applies, the port's category replaces the model's (the port's own
/// strengths are on another scale, so the model keeps its ties).
#[derive(Clone)]
pub struct Claim {
    /// The port.
    pub port: Arc<dyn Evaluator>,
    /// Which of its deviations (indices into `port.deviations()`).
    pub deviations: Vec<usize>,
}

/// The reference of a game with some rules broken, and some ports'
/// deviations claimed, as an [`Evaluator`].
pub struct Model {
    info: EvaluatorInfo,
    rules: Rules,
    claims: Vec<Claim>,
}

impl Model {
    /// The model of `game` with `rules` broken and `claims` applied; `name`
    /// names it in reports (`bug:wheel-missing`).
    pub fn new(game: &'static Game, name: String, rules: Rules, claims: Vec<Claim>) -> Model {
        Model {
            info: EvaluatorInfo {
                name: Cow::Owned(name),
                game,
                domain: game.cards,
                order: crate::evaluator::CardOrder::Free,
                gives_strength: true,
                returns: Cow::Borrowed("category and a strength on the model's own scale"),
                source: Cow::Borrowed("showdown's catalogue of bug classes"),
            },
            rules,
            claims,
        }
    }

    /// The broken rules.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The model's verdict on joined cards (hole cards first for a game with
    /// hole cards, as [`crate::games::evaluate_joined`] joins them).
    pub fn answer(&self, cards: &[Card]) -> Verdict {
        let game = self.info.game;
        let rules = self.rules;
        let mut v = if game == &OMAHA || game == &OMAHA_HI_LO {
            let (hole, board) = crate::games::omaha::split_joined(cards);
            let (category, s) = omaha_high(hole, board, rules);
            let v = Verdict::new(category, Some(s));
            if game == &OMAHA_HI_LO {
                v.with_low(hi_lo_low(hole, board, true, rules))
            } else {
                v
            }
        } else if let Some(low) = match game.ranking {
            Ranking::AceToFiveLow => Some(LowGame::AceToFive),
            Ranking::DeuceToSevenLow => Some(LowGame::DeuceToSeven),
            Ranking::AceToSixLow => Some(LowGame::AceToSix),
            _ => None,
        } {
            let (category, s) = lowball(cards, low, rules);
            Verdict::new(category, Some(s))
        } else {
            let deck = Deck {
                lowest: game.lowest_rank.index() as i8,
            };
            let (select, order) = (select_order(game, rules), high_order(game, rules));
            let (category, s) = high_answer(cards, rules, deck, (&select, &order));
            let v = Verdict::new(category, Some(s));
            if game == &STUD_HI_LO {
                v.with_low(hi_lo_low(&[], cards, false, rules))
            } else {
                v
            }
        };
        for claim in &self.claims {
            let devs = claim.port.deviations();
            if claim
                .deviations
                .iter()
                .any(|&i| devs.get(i).is_some_and(|d| (d.applies)(cards)))
            {
                if let Ok(p) = claim.port.evaluate(cards) {
                    v.category = p.category;
                }
            }
        }
        v
    }
}

impl Evaluator for Model {
    fn info(&self) -> &EvaluatorInfo {
        &self.info
    }

    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        Ok(self.answer(cards))
    }

    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        let joined: Vec<Card> = hole.iter().chain(board).copied().collect();
        Ok(self.answer(&joined))
    }
}

/// Every game a model exists for.
pub const GAMES: [&Game; 9] = [
    &HOLDEM,
    &SHORT_DECK,
    &SHORT_DECK_TRIPS_OVER_STRAIGHT,
    &OMAHA,
    &ACE_TO_FIVE,
    &DEUCE_TO_SEVEN,
    &ACE_TO_SIX,
    &OMAHA_HI_LO,
    &STUD_HI_LO,
];
