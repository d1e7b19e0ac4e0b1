//! Stratified random hands for `check`: besides uniformly random hands,
//! hands drawn straight from the structures evaluators get wrong, so that
//! bugs living in rare hands show in a default run.
//!
//! A uniformly random seven-card hand is a straight flush about 3 times in
//! 10,000, a six-card hand holds two trips about once in 10,000, and seven
//! cards of one suit come once in 20,000; a default run of 10,000 hands per
//! card count cannot reach them reliably. So each card count's random part
//! is split into *strata*:
//!
//! - `uniform`: uniformly random hands, as before;
//! - one stratum per category of the game (an equal share each);
//! - the rare structures of the game's layout ([`strata_for`]): two trips,
//!   three pairs, trips with two pairs, quads with a pair or trips, the
//!   lowest straight (the wheel) alone, with the next rank, and suited, a
//!   straight flush extended by a card in suit or off suit, six and seven
//!   cards of one suit, a straight and a flush from different cards, hands
//!   where the board plays; short deck adds a stratum mixing flushes and
//!   full houses, one mixing trips and straights, and a straight holding
//!   trips; Omaha has its own traps (the board stronger than any legal hand,
//!   four-flush and four-straight boards, paired and trips boards, quads on
//!   the board, trips and quads in the hole).
//! - the lowball games have their own categories (what the best low five
//!   make: [`strata_for`] lists those hands of that size can have) and
//!   traps: ace-to-five the wheel, suited or not, an ace (low) with a king,
//!   a best low that drops a paired card; deuce-to-seven A-2-3-4-5 (ace-high,
//!   no straight), 2-3-4-5-6 (a straight), 7-5-4-3-2 suited (a flush) and
//!   not (the best hand), a best low that drops a paired card or a
//!   straight's card. The hi-lo games add to their high strata the low's
//!   traps: a qualifying low, no low, an eight-high low, a counterfeited
//!   low card; Omaha hi-lo also the wheel (low and straight), a low of other
//!   hole cards than the high, and the board's only three low ranks.
//!
//! Every stratum is *built*: ranks and suits are chosen to make its
//! structure, the other cards are filled in, and a fill that changed what
//! the stratum is about (a high-card hand that paired, a "board plays" hand
//! whose hole cards play) is drawn again — never rejection from uniform
//! hands. The unit tests check every drawn hand of every stratum against
//! the reference.
//!
//! Badugi has strata of its own ([`strata_for`]): one per size of the
//! badugi, one per pattern of repeated ranks and of repeated suits, and
//! the double clash (`strata/badugi.rs`).
//!
//! A game adds its own traps in `game_traps`.

use crate::random::SplitMix;
use showdown_evaluators::card::{Card, Rank, Suit};
use showdown_evaluators::category::Category;
use showdown_evaluators::game::Game;
use showdown_evaluators::reference::Reference;

mod badugi;
mod deal;
mod draw;
mod high;
mod lowball;
#[cfg(test)]
mod tests;

/// One stratum: hands of one structure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stratum {
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Uniform,
    Category(Category),
    TwoTrips,
    ThreePairs,
    TripsTwoPairs,
    QuadsPair,
    QuadsTrips,
    LowStraight,
    LowStraightPlusNext,
    SuitedLowStraight,
    StraightFlushExtendedInSuit,
    StraightFlushExtendedOffSuit,
    SixSuited,
    SevenSuited,
    StraightAndFlush,
    BoardPlays,
    // Short deck.
    FlushOrFullHouse,
    TripsOrStraight,
    StraightWithTrips,
    // Omaha.
    BoardStronger,
    FourFlushBoardOneHole,
    FourFlushBoardTwoHole,
    FourStraightBoardOneHole,
    BoardTripsHolePair,
    BoardQuads,
    PairedBoard,
    HoleTrips,
    HoleQuads,
    // Lowball: both games.
    DropPair,
    // Ace-to-five.
    WheelLow,
    SuitedWheelLow,
    AceAndKing,
    // Deuce-to-seven.
    AceFiveAceHigh,
    TwoToSixStraight,
    SuitedNumberOne,
    NumberOne,
    DropStraightCard,
    // Hi-lo: both games.
    LowQualifies,
    NoLow,
    EightLow,
    CounterfeitLow,
    // Omaha hi-lo.
    WheelLowAndStraight,
    LowOtherHoleCards,
    BoardLowPlays,
    // Badugi.
    BadugiSize(u8),
    BadugiRanks(u8),
    BadugiSuits(u8),
    DoubleClash,
}

impl Stratum {
    /// The uniform stratum.
    pub const UNIFORM: Stratum = Stratum {
        kind: Kind::Uniform,
    };

    /// A short stable id (`uniform`, `flush`, `two-trips`, `steel-wheel`).
    pub fn id(&self) -> String {
        match self.kind {
            Kind::Uniform => "uniform",
            Kind::Category(c) => return c.token().to_string(),
            Kind::TwoTrips => "two-trips",
            Kind::ThreePairs => "three-pairs",
            Kind::TripsTwoPairs => "trips-two-pairs",
            Kind::QuadsPair => "quads-pair",
            Kind::QuadsTrips => "quads-trips",
            Kind::LowStraight => "wheel",
            Kind::LowStraightPlusNext => "wheel-next",
            Kind::SuitedLowStraight => "steel-wheel",
            Kind::StraightFlushExtendedInSuit => "sf-run-in-suit",
            Kind::StraightFlushExtendedOffSuit => "sf-run-off-suit",
            Kind::SixSuited => "six-suited",
            Kind::SevenSuited => "seven-suited",
            Kind::StraightAndFlush => "straight-and-flush",
            Kind::BoardPlays => "board-plays",
            Kind::FlushOrFullHouse => "flush-or-full-house",
            Kind::TripsOrStraight => "trips-or-straight",
            Kind::StraightWithTrips => "straight-with-trips",
            Kind::BoardStronger => "board-stronger",
            Kind::FourFlushBoardOneHole => "4-flush-board-1-hole",
            Kind::FourFlushBoardTwoHole => "4-flush-board-2-hole",
            Kind::FourStraightBoardOneHole => "4-straight-board-1",
            Kind::BoardTripsHolePair => "board-trips-hole-pair",
            Kind::BoardQuads => "board-quads",
            Kind::PairedBoard => "paired-board",
            Kind::HoleTrips => "hole-trips",
            Kind::HoleQuads => "hole-quads",
            Kind::DropPair => "drop-pair",
            Kind::WheelLow => "wheel-low",
            Kind::SuitedWheelLow => "suited-wheel-low",
            Kind::AceAndKing => "ace-and-king",
            Kind::AceFiveAceHigh => "a-2-3-4-5-ace-high",
            Kind::TwoToSixStraight => "2-to-6-straight",
            Kind::SuitedNumberOne => "7-5-4-3-2-suited",
            Kind::NumberOne => "7-5-4-3-2",
            Kind::DropStraightCard => "drop-straight-card",
            Kind::LowQualifies => "low-qualifies",
            Kind::NoLow => "no-low",
            Kind::EightLow => "8-high-low",
            Kind::CounterfeitLow => "counterfeit-low",
            Kind::WheelLowAndStraight => "wheel-low-and-straight",
            Kind::LowOtherHoleCards => "low-other-hole-cards",
            Kind::BoardLowPlays => "board-low-plays",
            Kind::BadugiSize(1) => "badugi-1-card",
            Kind::BadugiSize(k) => return format!("badugi-{k}-cards"),
            Kind::BadugiRanks(p) => return format!("ranks-{}", badugi::pattern_id(p)),
            Kind::BadugiSuits(p) => return format!("suits-{}", badugi::pattern_id(p)),
            Kind::DoubleClash => "double-clash",
        }
        .to_string()
    }

    /// One sentence: what its hands hold.
    pub fn about(&self) -> &'static str {
        match self.kind {
            Kind::Uniform => "uniformly random hands",
            Kind::Category(_) => "hands of this category",
            Kind::TwoTrips => "two ranks three times each (a full house)",
            Kind::ThreePairs => "three pairs (two pair, the third pair's rank a kicker)",
            Kind::TripsTwoPairs => "trips and two pairs (a full house with the higher pair)",
            Kind::QuadsPair => "quads and a pair (the pair's rank is the kicker)",
            Kind::QuadsTrips => "quads and trips (the trips' rank is the kicker)",
            Kind::LowStraight => "the lowest straight (the ace plays low), not suited",
            Kind::LowStraightPlusNext => "the lowest straight and the next rank up",
            Kind::SuitedLowStraight => "the lowest straight in one suit (the steel wheel)",
            Kind::StraightFlushExtendedInSuit => "a straight flush and a card extending it in suit",
            Kind::StraightFlushExtendedOffSuit => {
                "a straight flush and a card extending the run off suit"
            }
            Kind::SixSuited => "six cards of one suit",
            Kind::SevenSuited => "seven cards of one suit",
            Kind::StraightAndFlush => "a straight and a flush from different cards",
            Kind::BoardPlays => "the board's five cards are the best hand (hole cards last)",
            Kind::FlushOrFullHouse => "flushes and full houses, to compare them",
            Kind::TripsOrStraight => "three of a kind and straights, to compare them",
            Kind::StraightWithTrips => "a straight one of whose ranks is there three times",
            Kind::BoardStronger => "a board that alone beats every legal hand",
            Kind::FourFlushBoardOneHole => "four suited board cards, one hole card of the suit",
            Kind::FourFlushBoardTwoHole => "four suited board cards, two hole cards of the suit",
            Kind::FourStraightBoardOneHole => {
                "four board cards of a straight, one fitting hole card"
            }
            Kind::BoardTripsHolePair => "trips on the board and a pair in the hole",
            Kind::BoardQuads => "four of a rank on the board",
            Kind::PairedBoard => "a pair on the board",
            Kind::HoleTrips => "three of a rank in the hole",
            Kind::HoleQuads => "four of a rank in the hole",
            Kind::DropPair => "six or seven cards whose best low drops a paired card",
            Kind::WheelLow => "A-2-3-4-5 not all of one suit: the best ace-to-five low",
            Kind::SuitedWheelLow => "A-2-3-4-5 of one suit: still the best low (no flush)",
            Kind::AceAndKing => "an ace (low) and a king in the best five",
            Kind::AceFiveAceHigh => "A-2-3-4-5 as the best five: ace-high, not a straight",
            Kind::TwoToSixStraight => "2-3-4-5-6 not all of one suit (a straight counts against)",
            Kind::SuitedNumberOne => "7-5-4-3-2 of one suit (a flush, not the best hand)",
            Kind::NumberOne => "7-5-4-3-2 not all of one suit: the best deuce-to-seven hand",
            Kind::DropStraightCard => "six or seven cards whose best low drops a straight's card",
            Kind::LowQualifies => "a qualifying low (five distinct ranks eight or lower)",
            Kind::NoLow => "no low qualifies (the high scoops)",
            Kind::EightLow => "a low exactly eight-high",
            Kind::CounterfeitLow => "a low card paired, so the low needs another card",
            Kind::WheelLowAndStraight => "the wheel: the best low and a straight for the high",
            Kind::LowOtherHoleCards => "the low needs two other hole cards than the high",
            Kind::BoardLowPlays => "the board's only three low ranks make the low",
            Kind::BadugiSize(_) => "hands whose badugi has this many cards",
            Kind::BadugiRanks(_) => "four cards whose ranks repeat in this pattern",
            Kind::BadugiSuits(_) => "four cards whose suits repeat in this pattern",
            Kind::DoubleClash => "a card sharing its rank with one card and its suit with another",
        }
    }
}

/// The traps only `game` has, beyond its categories and its layout's
/// structures; a game adds its own here.
fn game_traps(game: &Game) -> &'static [Kind] {
    match showdown_evaluators::games::kit_of(game).traps {
        "short-deck" | "short-deck-trips-over-straight" => &[
            Kind::FlushOrFullHouse,
            Kind::TripsOrStraight,
            Kind::StraightWithTrips,
        ],
        "ace-to-five" => &[
            Kind::WheelLow,
            Kind::SuitedWheelLow,
            Kind::AceAndKing,
            Kind::DropPair,
        ],
        "deuce-to-seven" => &[
            Kind::AceFiveAceHigh,
            Kind::TwoToSixStraight,
            Kind::SuitedNumberOne,
            Kind::NumberOne,
            Kind::DropPair,
            Kind::DropStraightCard,
        ],
        // Stud's lowest straight is the `wheel` stratum of its layout.
        "stud-hi-lo" => &[
            Kind::LowQualifies,
            Kind::NoLow,
            Kind::EightLow,
            Kind::CounterfeitLow,
        ],
        "omaha-hi-lo" => &[
            Kind::LowQualifies,
            Kind::NoLow,
            Kind::EightLow,
            Kind::CounterfeitLow,
            Kind::WheelLowAndStraight,
            Kind::LowOtherHoleCards,
            Kind::BoardLowPlays,
        ],
        _ => &[],
    }
}

/// Whether a trap of [`game_traps`] exists in hands of `n` cards whose
/// board has `board` cards (all `n` for a game without hole cards).
fn trap_fits(kind: Kind, n: usize, board: usize, holes: bool) -> bool {
    match kind {
        Kind::StraightWithTrips => n >= 7,
        // A pair or a sixth rank to drop; stud's counterfeit needs a sixth
        // card beside five low ranks.
        Kind::DropPair | Kind::DropStraightCard => n >= 6,
        Kind::CounterfeitLow => holes || n >= 6,
        Kind::BoardLowPlays => board >= 4,
        _ => n >= 5,
    }
}

/// Whether the best five of `n` cards (5 to 7) of a lowball game can make
/// `category` (the unit tests compare with the published counts): with six
/// or seven cards a pair beats a straight or a flush made of other cards,
/// and two pair beats trips.
fn lowball_category_fits(category: Category, n: usize) -> bool {
    match category {
        Category::HighCard
        | Category::OnePair
        | Category::TwoPair
        | Category::FullHouse
        | Category::Flush => true,
        Category::ThreeOfAKind => n <= 6,
        Category::Straight | Category::FourOfAKind | Category::StraightFlush => n == 5,
    }
}

/// The strata of hands of `n` cards (joined, for a game with hole cards) in
/// `game`: the uniform one first, then one per category the hands can have,
/// then the structures the hands can hold, then the game's own traps.
///
/// A lowball game's categories are its own (what the best low five make);
/// the high structures do not apply to it, its traps do. A hi-lo game has
/// its high game's strata and the low's traps.
pub fn strata_for(game: &'static Game, n: usize) -> Vec<Stratum> {
    let (hole, board) = if game.has_hole_cards() {
        showdown_evaluators::games::omaha::split_counts(n)
    } else {
        (0, n)
    };
    strata_for_deal(game, hole, board)
}

/// The strata of deals of `hole` hole cards and `board` board cards in a
/// game with hole cards (`hole` 0 and `board` the card count otherwise),
/// as [`strata_for`] lists them.
pub fn strata_for_deal(game: &'static Game, hole: usize, board: usize) -> Vec<Stratum> {
    let n = hole + board;
    let mut kinds = vec![Kind::Uniform];
    if game.is_badugi() {
        kinds.extend(badugi::kinds());
        return kinds.into_iter().map(|kind| Stratum { kind }).collect();
    }
    if game.is_lowball() {
        kinds.extend(
            game.categories
                .iter()
                .filter(|&&c| lowball_category_fits(c, n))
                .map(|&c| Kind::Category(c)),
        );
        kinds.extend(
            game_traps(game)
                .iter()
                .filter(|&&k| trap_fits(k, n, n, false)),
        );
        return kinds.into_iter().map(|kind| Stratum { kind }).collect();
    }
    let holes = game.has_hole_cards();
    for &c in game.categories {
        let fewest = match c {
            Category::HighCard => 1,
            Category::OnePair => 2,
            Category::ThreeOfAKind => 3,
            Category::TwoPair | Category::FourOfAKind => 4,
            _ => 5,
        };
        if n >= fewest {
            kinds.push(Kind::Category(c));
        }
    }
    let structures: &[(Kind, usize)] = if holes {
        &[
            (Kind::BoardStronger, 4),
            (Kind::PairedBoard, 3),
            (Kind::BoardTripsHolePair, 3),
            (Kind::FourFlushBoardOneHole, 4),
            (Kind::FourFlushBoardTwoHole, 4),
            (Kind::FourStraightBoardOneHole, 4),
            (Kind::BoardQuads, 4),
        ]
    } else {
        &[
            (Kind::TwoTrips, 6),
            (Kind::ThreePairs, 6),
            (Kind::TripsTwoPairs, 7),
            (Kind::QuadsPair, 6),
            (Kind::QuadsTrips, 7),
            (Kind::LowStraight, 5),
            (Kind::LowStraightPlusNext, 6),
            (Kind::SuitedLowStraight, 5),
            (Kind::StraightFlushExtendedInSuit, 6),
            (Kind::StraightFlushExtendedOffSuit, 6),
            (Kind::SixSuited, 6),
            (Kind::SevenSuited, 7),
            (Kind::StraightAndFlush, 6),
            (Kind::BoardPlays, 7),
        ]
    };
    kinds.extend(
        structures
            .iter()
            .filter(|&&(_, fewest)| board >= fewest)
            .map(|&(k, _)| k),
    );
    if holes {
        if hole >= 3 {
            kinds.push(Kind::HoleTrips);
        }
        if hole >= 4 {
            kinds.push(Kind::HoleQuads);
        }
    }
    let traps = game_traps(game)
        .iter()
        .filter(|&&k| trap_fits(k, n, board, holes));
    kinds.extend(traps);
    kinds.into_iter().map(|kind| Stratum { kind }).collect()
}

/// Draws hands of strata for one game and card count.
pub struct Drawer<'a> {
    game: &'static Game,
    n: usize,
    hole: usize,
    ranks: Vec<Rank>,
    strength: &'a dyn Fn(&[Card]) -> u16,
    holdem: Reference,
}

/// The cards of a hand being built: hole cards (for a game with them) and
/// the board (for other games: all the cards).
struct Hand {
    hole: Vec<Card>,
    board: Vec<Card>,
}

impl Hand {
    fn has(&self, c: Card) -> bool {
        self.hole.contains(&c) || self.board.contains(&c)
    }
    fn ranks_used(&self) -> Vec<Rank> {
        self.hole
            .iter()
            .chain(&self.board)
            .map(|c| c.rank())
            .collect()
    }
}

/// The ranks a low may hold, lowest first (the ace plays low).
const LOW_RANKS: [Rank; 8] = [
    Rank::Ace,
    Rank::Two,
    Rank::Three,
    Rank::Four,
    Rank::Five,
    Rank::Six,
    Rank::Seven,
    Rank::Eight,
];

/// The ranks no low holds (the ace plays low).
const HIGH_RANKS: [Rank; 5] = [Rank::Nine, Rank::Ten, Rank::Jack, Rank::Queen, Rank::King];

impl Kind {
    /// Whether it is one of the hi-lo games' low traps.
    fn is_low_trap(self) -> bool {
        matches!(
            self,
            Kind::LowQualifies
                | Kind::NoLow
                | Kind::EightLow
                | Kind::CounterfeitLow
                | Kind::WheelLowAndStraight
                | Kind::LowOtherHoleCards
                | Kind::BoardLowPlays
        )
    }
}

/// How many times a stratum's hand is built again before giving up.
const ATTEMPTS: usize = 2_000;

/// The most cards of one rank among `cards`.
fn most_of_a_rank(cards: &[Card]) -> usize {
    let mut by_rank = [0usize; 13];
    for c in cards {
        by_rank[c.rank().index() as usize] += 1;
    }
    by_rank.into_iter().max().unwrap_or(0)
}
