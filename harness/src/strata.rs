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
//! A game adds its own traps in `game_traps`.

use crate::random::SplitMix;
use showdown_evaluators::card::{Card, Rank, Suit};
use showdown_evaluators::category::Category;
use showdown_evaluators::game::Game;
use showdown_evaluators::reference::Reference;

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
        }
    }
}

/// The traps only `game` has, beyond its categories and its layout's
/// structures; a game adds its own here.
fn game_traps(game: &Game) -> &'static [Kind] {
    match game.id {
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

impl<'a> Drawer<'a> {
    /// A drawer of hands of `n` cards of `game`; `strength` is the game's
    /// reference strength of joined cards (category << 12 | index).
    pub fn new(game: &'static Game, n: usize, strength: &'a dyn Fn(&[Card]) -> u16) -> Drawer<'a> {
        let hole = if game.has_hole_cards() {
            showdown_evaluators::games::omaha::split_counts(n).0
        } else {
            0
        };
        Drawer {
            game,
            n,
            hole,
            ranks: Rank::ALL
                .into_iter()
                .filter(|&r| r >= game.lowest_rank)
                .collect(),
            strength,
            holdem: Reference::new(),
        }
    }

    /// The same drawer for deals of `hole` hole cards (and the rest the
    /// board) in a game with hole cards; unchanged otherwise.
    pub fn with_hole(mut self, hole: usize) -> Drawer<'a> {
        if self.game.has_hole_cards() {
            self.hole = hole;
        }
        self
    }

    /// One hand of `stratum`, appended to `out` (hole cards first for a game
    /// with hole cards, marked by
    /// [`omaha::join`](showdown_evaluators::games::omaha::join); for [`board-plays`](Stratum::about) the hole cards
    /// are the last two). `None` if no hand of it was found in many tries
    /// (the tests show every stratum draws).
    pub fn draw(&self, stratum: Stratum, rng: &mut SplitMix, out: &mut Vec<Card>) -> Option<()> {
        if stratum.kind == Kind::Uniform {
            let from = out.len();
            rng.deal_into(&self.game.deck(), self.n, out);
            if self.game.has_hole_cards() {
                showdown_evaluators::games::omaha::mark_split(&mut out[from..], self.hole);
            }
            return Some(());
        }
        for _ in 0..ATTEMPTS {
            let Some(hand) = self.build(stratum.kind, rng) else {
                continue;
            };
            // Hole cards first in a deal (`HOLE | BOARD`), marked as so many
            // hole cards; last otherwise.
            let cards: Vec<Card> = if self.game.has_hole_cards() {
                showdown_evaluators::games::omaha::join(&hand.hole, &hand.board)
            } else {
                hand.board.iter().chain(&hand.hole).copied().collect()
            };
            let distinct = showdown_evaluators::card::card_mask(&cards).count_ones() as usize;
            if cards.len() == self.n
                && distinct == self.n
                && self.accepts(stratum.kind, &hand, &cards)
            {
                out.extend(cards);
                return Some(());
            }
        }
        None
    }

    fn category(&self, cards: &[Card]) -> Category {
        let s = (self.strength)(cards);
        self.game.categories[usize::from(s >> 12)]
    }

    /// The straights of the game as ranks, lowest first (the ace-low one
    /// first).
    fn runs(&self, len: usize) -> Vec<Vec<Rank>> {
        let mut low = vec![Rank::Ace];
        low.extend(self.ranks.iter().take(len - 1));
        let mut runs = vec![low];
        for w in self.ranks.windows(len) {
            runs.push(w.to_vec());
        }
        runs
    }

    /// A random straight of `len` ranks.
    fn random_run(&self, rng: &mut SplitMix, len: usize) -> Vec<Rank> {
        let mut runs = self.runs(len);
        let i = rng.below(runs.len() as u64) as usize;
        runs.swap_remove(i)
    }

    fn pick<T: Copy>(rng: &mut SplitMix, from: &[T]) -> T {
        from[rng.below(from.len() as u64) as usize]
    }

    /// `k` distinct ranks not in `avoid`, in random order.
    fn new_ranks(&self, rng: &mut SplitMix, k: usize, avoid: &[Rank]) -> Option<Vec<Rank>> {
        Self::ranks_from(rng, &self.ranks, k, avoid)
    }

    /// `k` distinct ranks of `from` not in `avoid`, in random order.
    fn ranks_from(
        rng: &mut SplitMix,
        from: &[Rank],
        k: usize,
        avoid: &[Rank],
    ) -> Option<Vec<Rank>> {
        let free: Vec<Rank> = from
            .iter()
            .copied()
            .filter(|r| !avoid.contains(r))
            .collect();
        rng.choose(free, k)
    }

    /// `k` cards of `rank` in distinct random suits, none already in `hand`.
    fn of_rank(rng: &mut SplitMix, hand: &Hand, rank: Rank, k: usize) -> Option<Vec<Card>> {
        let free: Vec<Card> = Suit::ALL
            .into_iter()
            .map(|s| Card::new(rank, s))
            .filter(|&c| !hand.has(c))
            .collect();
        rng.choose(free, k)
    }

    /// `k` random cards of the deck not in `hand`.
    fn any(&self, rng: &mut SplitMix, hand: &Hand, k: usize) -> Vec<Card> {
        let free: Vec<Card> = self
            .game
            .deck()
            .into_iter()
            .filter(|&c| !hand.has(c))
            .collect();
        let mut out = Vec::with_capacity(k);
        rng.deal_into(&free, k, &mut out);
        out
    }

    /// `k` random cards of the deck not in `hand` whose ranks are in `ranks`.
    fn of_ranks(
        &self,
        rng: &mut SplitMix,
        hand: &Hand,
        ranks: &[Rank],
        k: usize,
    ) -> Option<Vec<Card>> {
        let free: Vec<Card> = self
            .game
            .deck()
            .into_iter()
            .filter(|&c| ranks.contains(&c.rank()) && !hand.has(c))
            .collect();
        if free.len() < k {
            return None;
        }
        let mut out = Vec::with_capacity(k);
        rng.deal_into(&free, k, &mut out);
        Some(out)
    }

    /// One card of each of `ranks`: all of one suit if `suited`, otherwise
    /// random suits, never all the same.
    fn one_each(rng: &mut SplitMix, ranks: &[Rank], suited: bool) -> Vec<Card> {
        let suit = Self::pick(rng, &Suit::ALL);
        let mut suits: Vec<Suit> = ranks
            .iter()
            .map(|_| {
                if suited {
                    suit
                } else {
                    Self::pick(rng, &Suit::ALL)
                }
            })
            .collect();
        if !suited && ranks.len() > 1 && suits.iter().all(|&s| s == suits[0]) {
            let off: Vec<Suit> = Suit::ALL.into_iter().filter(|&x| x != suits[0]).collect();
            suits[0] = Self::pick(rng, &off);
        }
        ranks
            .iter()
            .zip(suits)
            .map(|(&r, s)| Card::new(r, s))
            .collect()
    }

    /// `k` cards of ranks not yet in `hand`, one per rank, random suits.
    fn singles(&self, rng: &mut SplitMix, hand: &Hand, k: usize) -> Option<Vec<Card>> {
        let ranks = self.new_ranks(rng, k, &hand.ranks_used())?;
        Some(
            ranks
                .into_iter()
                .map(|r| Card::new(r, Self::pick(rng, &Suit::ALL)))
                .collect(),
        )
    }

    /// Five cards making `category` (any suits, filled from fresh ranks
    /// where that keeps the category).
    fn core(&self, rng: &mut SplitMix, category: Category, k: usize) -> Option<Vec<Card>> {
        let mut h = Hand {
            hole: Vec::new(),
            board: Vec::new(),
        };
        let groups: &[usize] = match category {
            Category::HighCard => &[],
            Category::OnePair => &[2],
            Category::TwoPair => &[2, 2],
            Category::ThreeOfAKind => &[3],
            Category::FullHouse => &[3, 2],
            Category::FourOfAKind => &[4],
            Category::Straight | Category::StraightFlush => {
                let run = self.random_run(rng, 5);
                let suit = Self::pick(rng, &Suit::ALL);
                for r in run {
                    let s = if category == Category::StraightFlush {
                        suit
                    } else {
                        Self::pick(rng, &Suit::ALL)
                    };
                    h.board.push(Card::new(r, s));
                }
                &[]
            }
            Category::Flush => {
                let suit = Self::pick(rng, &Suit::ALL);
                for r in self.new_ranks(rng, 5, &[])? {
                    h.board.push(Card::new(r, suit));
                }
                &[]
            }
        };
        for &g in groups {
            let r = self.new_ranks(rng, 1, &h.ranks_used())?[0];
            let cards = Self::of_rank(rng, &h, r, g)?;
            h.board.extend(cards);
        }
        let rest = k.saturating_sub(h.board.len());
        let fill = match category {
            Category::HighCard
            | Category::OnePair
            | Category::TwoPair
            | Category::ThreeOfAKind
            | Category::FourOfAKind => self.singles(rng, &h, rest)?,
            _ => self.any(rng, &h, rest),
        };
        h.board.extend(fill);
        h.board.truncate(k);
        Some(h.board)
    }

    fn build(&self, kind: Kind, rng: &mut SplitMix) -> Option<Hand> {
        let mut h = if self.game.is_lowball() {
            self.build_lowball(kind, rng)?
        } else if kind.is_low_trap() {
            self.build_low_trap(kind, rng)?
        } else if self.game.has_hole_cards() {
            self.build_deal(kind, rng)?
        } else {
            self.build_cards(kind, rng)?
        };
        rng.shuffle(&mut h.hole);
        rng.shuffle(&mut h.board);
        Some(h)
    }

    /// Builds a hand of a game without hole cards (all in `board`, except
    /// for board-plays, whose last two cards go to `hole`, sent last).
    fn build_cards(&self, kind: Kind, rng: &mut SplitMix) -> Option<Hand> {
        let n = self.n;
        let mut h = Hand {
            hole: Vec::new(),
            board: Vec::new(),
        };
        let groups = |h: &mut Hand, rng: &mut SplitMix, sizes: &[usize]| -> Option<()> {
            for &g in sizes {
                let r = self.new_ranks(rng, 1, &h.ranks_used())?[0];
                let cards = Self::of_rank(rng, h, r, g)?;
                h.board.extend(cards);
            }
            let rest = n - h.board.len();
            let s = self.singles(rng, h, rest)?;
            h.board.extend(s);
            Some(())
        };
        let run_suits = |h: &mut Hand, rng: &mut SplitMix, run: &[Rank], suit: Option<Suit>| {
            for &r in run {
                let s = suit.unwrap_or_else(|| Self::pick(rng, &Suit::ALL));
                h.board.push(Card::new(r, s));
            }
        };
        match kind {
            Kind::Uniform => return None,
            Kind::Category(c) => h.board = self.core(rng, c, n)?,
            Kind::TwoTrips => groups(&mut h, rng, &[3, 3])?,
            Kind::ThreePairs => groups(&mut h, rng, &[2, 2, 2])?,
            Kind::TripsTwoPairs => groups(&mut h, rng, &[3, 2, 2])?,
            Kind::QuadsPair => groups(&mut h, rng, &[4, 2])?,
            Kind::QuadsTrips => groups(&mut h, rng, &[4, 3])?,
            Kind::LowStraight | Kind::SuitedLowStraight | Kind::LowStraightPlusNext => {
                let len = if kind == Kind::LowStraightPlusNext {
                    6
                } else {
                    5
                };
                let run = self.runs(len).swap_remove(0);
                let suit = (kind == Kind::SuitedLowStraight).then(|| Self::pick(rng, &Suit::ALL));
                run_suits(&mut h, rng, &run, suit);
                let rest = self.any(rng, &h, n - len);
                h.board.extend(rest);
            }
            Kind::StraightFlushExtendedInSuit | Kind::StraightFlushExtendedOffSuit => {
                let run = self.random_run(rng, 6);
                let suit = Self::pick(rng, &Suit::ALL);
                // The extra card at either end of the six-card run.
                let low_end = rng.below(2) == 0;
                for (i, &r) in run.iter().enumerate() {
                    let extra = if low_end { i == 0 } else { i == 5 };
                    let s = if extra && kind == Kind::StraightFlushExtendedOffSuit {
                        let off: Vec<Suit> = Suit::ALL.into_iter().filter(|&x| x != suit).collect();
                        Self::pick(rng, &off)
                    } else {
                        suit
                    };
                    h.board.push(Card::new(r, s));
                }
                let rest = self.any(rng, &h, n - 6);
                h.board.extend(rest);
            }
            Kind::SixSuited | Kind::SevenSuited => {
                let k = if kind == Kind::SixSuited { 6 } else { 7 };
                let suit = Self::pick(rng, &Suit::ALL);
                for r in self.new_ranks(rng, k, &[])? {
                    h.board.push(Card::new(r, suit));
                }
                let rest = self.any(rng, &h, n - k);
                h.board.extend(rest);
            }
            Kind::StraightAndFlush => {
                let run = self.random_run(rng, 5);
                let suit = Self::pick(rng, &Suit::ALL);
                // At least 10 - n run cards in the suit, never all five.
                let fewest = 10usize.saturating_sub(n).max(1);
                let in_suit = fewest + rng.below((5 - fewest) as u64) as usize;
                let off: Vec<Suit> = Suit::ALL.into_iter().filter(|&x| x != suit).collect();
                for (i, &r) in run.iter().enumerate() {
                    let s = if i < in_suit {
                        suit
                    } else {
                        Self::pick(rng, &off)
                    };
                    h.board.push(Card::new(r, s));
                }
                for r in self.new_ranks(rng, 5 - in_suit, &run)? {
                    h.board.push(Card::new(r, suit));
                }
                let rest = self.any(rng, &h, n - h.board.len());
                h.board.extend(rest);
            }
            Kind::BoardPlays => {
                let strong = [
                    Category::Straight,
                    Category::Flush,
                    Category::FullHouse,
                    Category::FourOfAKind,
                    Category::StraightFlush,
                    Category::TwoPair,
                    Category::ThreeOfAKind,
                ];
                let c = Self::pick(rng, &strong);
                h.board = self.core(rng, c, 5)?;
                // Sent after the board: the last two cards (`hole-last`).
                h.hole = self.any(rng, &h, n - 5);
            }
            Kind::FlushOrFullHouse => {
                let c = Self::pick(rng, &[Category::Flush, Category::FullHouse]);
                h.board = self.core(rng, c, n)?;
            }
            Kind::TripsOrStraight => {
                let c = Self::pick(rng, &[Category::ThreeOfAKind, Category::Straight]);
                h.board = self.core(rng, c, n)?;
            }
            Kind::StraightWithTrips => {
                let run = self.random_run(rng, 5);
                run_suits(&mut h, rng, &run, None);
                let r = Self::pick(rng, &run);
                let more = Self::of_rank(rng, &h, r, 2)?;
                h.board.extend(more);
                let rest = self.singles(rng, &h, n - 7)?;
                h.board.extend(rest);
            }
            _ => return None,
        }
        Some(h)
    }

    /// Builds a hand of a lowball game (all in `board`).
    fn build_lowball(&self, kind: Kind, rng: &mut SplitMix) -> Option<Hand> {
        let n = self.n;
        let mut h = Hand {
            hole: Vec::new(),
            board: Vec::new(),
        };
        let (two, three, four, five, seven) =
            (Rank::Two, Rank::Three, Rank::Four, Rank::Five, Rank::Seven);
        let wheel = [Rank::Ace, two, three, four, five];
        // A straight of deuce-to-seven: the ace plays high only.
        let run = |rng: &mut SplitMix| {
            let mut runs = self.runs(5).split_off(1);
            runs.swap_remove(rng.below(runs.len() as u64) as usize)
        };
        match kind {
            Kind::Category(c) => {
                let groups: Vec<usize> = match c {
                    Category::HighCard => vec![1; 5],
                    Category::OnePair => vec![1; 4],
                    Category::TwoPair => vec![2, 2, 1],
                    Category::ThreeOfAKind => vec![n - 2, 1, 1],
                    Category::FourOfAKind => vec![4, 1],
                    Category::FullHouse => {
                        let shapes: &[[usize; 2]] = match n {
                            5 => &[[3, 2]],
                            6 => &[[3, 3], [4, 2]],
                            _ => &[[4, 3]],
                        };
                        Self::pick(rng, shapes).to_vec()
                    }
                    Category::Straight | Category::StraightFlush => {
                        let run = run(rng);
                        h.board = Self::one_each(rng, &run, c == Category::StraightFlush);
                        return Some(h);
                    }
                    Category::Flush => {
                        let ranks = self.new_ranks(rng, n, &[])?;
                        h.board = Self::one_each(rng, &ranks, true);
                        return Some(h);
                    }
                };
                let mut ranks = Vec::new();
                for g in groups {
                    let r = self.new_ranks(rng, 1, &ranks)?[0];
                    ranks.push(r);
                    let cards = Self::of_rank(rng, &h, r, g)?;
                    h.board.extend(cards);
                }
                // The other cards: anything beside five ranks; more of the
                // same ranks otherwise (a new rank would improve the low).
                let rest = n - h.board.len();
                let more = if c == Category::HighCard {
                    self.any(rng, &h, rest)
                } else {
                    self.of_ranks(rng, &h, &ranks, rest)?
                };
                h.board.extend(more);
            }
            Kind::WheelLow | Kind::SuitedWheelLow | Kind::AceFiveAceHigh => {
                h.board = Self::one_each(rng, &wheel, kind == Kind::SuitedWheelLow);
                // Deuce-to-seven: more of the wheel's ranks keep A-5-4-3-2
                // the best five (a six or seven would beat it).
                let more = if kind == Kind::AceFiveAceHigh {
                    self.of_ranks(rng, &h, &wheel, n - 5)?
                } else {
                    self.any(rng, &h, n - 5)
                };
                h.board.extend(more);
            }
            Kind::TwoToSixStraight | Kind::NumberOne | Kind::SuitedNumberOne => {
                let ranks = if kind == Kind::TwoToSixStraight {
                    [two, three, four, five, Rank::Six]
                } else {
                    [seven, five, four, three, two]
                };
                h.board = Self::one_each(rng, &ranks, kind == Kind::SuitedNumberOne);
                let more = self.any(rng, &h, n - 5);
                h.board.extend(more);
            }
            Kind::AceAndKing | Kind::DropPair => {
                let mut ranks = if kind == Kind::AceAndKing {
                    vec![Rank::Ace, Rank::King]
                } else {
                    Vec::new()
                };
                let others = self.new_ranks(rng, 5 - ranks.len(), &ranks)?;
                ranks.extend(others);
                h.board = Self::one_each(rng, &ranks, false);
                let more = self.of_ranks(rng, &h, &ranks, n - 5)?;
                h.board.extend(more);
            }
            Kind::DropStraightCard => {
                let run = run(rng);
                h.board = Self::one_each(rng, &run, false);
                let more = self.singles(rng, &h, n - 5)?;
                h.board.extend(more);
            }
            _ => return None,
        }
        Some(h)
    }

    /// Builds a hand of a hi-lo game holding one of the low's traps: for
    /// stud all cards in `board`, for Omaha hole cards and a board.
    fn build_low_trap(&self, kind: Kind, rng: &mut SplitMix) -> Option<Hand> {
        let holes = self.game.has_hole_cards();
        let (hole_n, board_n) = if holes {
            (self.hole, self.n - self.hole)
        } else {
            (0, self.n)
        };
        let mut h = Hand {
            hole: Vec::new(),
            board: Vec::new(),
        };
        // Fills `h` up to its sizes with cards of `ranks` (any card: None).
        let fill = |h: &mut Hand, rng: &mut SplitMix, ranks: Option<&[Rank]>| -> Option<()> {
            for on_board in [false, true] {
                let (have, want) = if on_board {
                    (h.board.len(), board_n)
                } else {
                    (h.hole.len(), hole_n)
                };
                let more = match ranks {
                    Some(r) => self.of_ranks(rng, h, r, want.checked_sub(have)?)?,
                    None => self.any(rng, h, want.checked_sub(have)?),
                };
                if on_board {
                    h.board.extend(more);
                } else {
                    h.hole.extend(more);
                }
            }
            Some(())
        };
        // Five low ranks: two in the hole and three on the board (Omaha),
        // or all five (stud).
        let place = |h: &mut Hand, rng: &mut SplitMix, five: &[Rank]| {
            let cards = Self::one_each(rng, five, false);
            let split = if holes { 2 } else { 0 };
            h.hole.extend_from_slice(&cards[..split]);
            h.board.extend_from_slice(&cards[split..]);
        };
        let with = |a: &[Rank], b: &[Rank]| -> Vec<Rank> { a.iter().chain(b).copied().collect() };
        match kind {
            Kind::LowQualifies | Kind::EightLow | Kind::WheelLowAndStraight => {
                let mut five = match kind {
                    Kind::LowQualifies => Self::ranks_from(rng, &LOW_RANKS, 5, &[])?,
                    Kind::EightLow => {
                        let mut r = vec![Rank::Eight];
                        r.extend(Self::ranks_from(rng, &LOW_RANKS, 4, &[Rank::Eight])?);
                        r
                    }
                    _ => LOW_RANKS[..5].to_vec(),
                };
                rng.shuffle(&mut five);
                place(&mut h, rng, &five);
                // An eight-low stays eight-high: no other low rank.
                let others = (kind == Kind::EightLow).then(|| with(&five, &HIGH_RANKS));
                fill(&mut h, rng, others.as_deref())?;
            }
            Kind::NoLow => {
                if holes {
                    match rng.below(3) {
                        // At most two low ranks on the board.
                        0 => {
                            let k = rng.below(3) as usize;
                            let lows = Self::ranks_from(rng, &LOW_RANKS, k, &[])?;
                            h.board = Self::one_each(rng, &lows, false);
                            let more =
                                self.of_ranks(rng, &h, &with(&lows, &HIGH_RANKS), board_n - k)?;
                            h.board.extend(more);
                        }
                        // At most one low card in the hole.
                        1 => {
                            let low = rng.below(2) as usize;
                            let more = self.of_ranks(rng, &h, &LOW_RANKS, low)?;
                            h.hole.extend(more);
                            let more = self.of_ranks(rng, &h, &HIGH_RANKS, hole_n - low)?;
                            h.hole.extend(more);
                        }
                        // Three low ranks on the board, the hole's low cards
                        // of those ranks (counterfeited).
                        _ => {
                            let lows = Self::ranks_from(rng, &LOW_RANKS, 3, &[])?;
                            h.board = Self::one_each(rng, &lows, false);
                            let more = self.of_ranks(rng, &h, &HIGH_RANKS, board_n - 3)?;
                            h.board.extend(more);
                            let more = self.of_ranks(rng, &h, &lows, 2)?;
                            h.hole.extend(more);
                            let more = self.of_ranks(rng, &h, &HIGH_RANKS, hole_n - 2)?;
                            h.hole.extend(more);
                        }
                    }
                    fill(&mut h, rng, None)?;
                } else {
                    // At most four low ranks, the rest high or repeated.
                    let k = rng.below(5) as usize;
                    let lows = Self::ranks_from(rng, &LOW_RANKS, k, &[])?;
                    h.board = Self::one_each(rng, &lows, false);
                    fill(&mut h, rng, Some(&with(&lows, &HIGH_RANKS)))?;
                }
            }
            Kind::CounterfeitLow => {
                let lows = Self::ranks_from(rng, &LOW_RANKS, 5, &[])?;
                if holes {
                    // Hole a, b, c; board a (pairing the hole's a), d, e.
                    h.hole = Self::one_each(rng, &lows[..3], false);
                    h.board = Self::one_each(rng, &[lows[0], lows[3], lows[4]], false);
                } else {
                    h.board = Self::one_each(rng, &lows, false);
                    let pair = Self::of_rank(rng, &h, lows[0], 1)?;
                    h.board.extend(pair);
                }
                fill(&mut h, rng, None)?;
            }
            Kind::LowOtherHoleCards => {
                // A high pair and two low cards in the hole, three other low
                // ranks on the board, and a third card of the pair if it fits.
                let p = Self::pick(rng, &HIGH_RANKS);
                let lows = Self::ranks_from(rng, &LOW_RANKS, 5, &[])?;
                h.hole = Self::of_rank(rng, &h, p, 2)?;
                h.hole.extend(Self::one_each(rng, &lows[..2], false));
                h.board = Self::one_each(rng, &lows[2..], false);
                if board_n > 3 {
                    let third = Self::of_rank(rng, &h, p, 1)?;
                    h.board.extend(third);
                }
                fill(&mut h, rng, None)?;
            }
            Kind::BoardLowPlays => {
                // The board's only low ranks: three; two others in the hole.
                let lows = Self::ranks_from(rng, &LOW_RANKS, 5, &[])?;
                h.board = Self::one_each(rng, &lows[..3], false);
                let more = self.of_ranks(rng, &h, &with(&lows[..3], &HIGH_RANKS), board_n - 3)?;
                h.board.extend(more);
                h.hole = Self::one_each(rng, &lows[3..], false);
                fill(&mut h, rng, None)?;
            }
            _ => return None,
        }
        Some(h)
    }

    /// Builds a deal of hole cards and a board.
    fn build_deal(&self, kind: Kind, rng: &mut SplitMix) -> Option<Hand> {
        let (hole_n, board_n) = (self.hole, self.n - self.hole);
        let mut h = Hand {
            hole: Vec::new(),
            board: Vec::new(),
        };
        let suit = Self::pick(rng, &Suit::ALL);
        match kind {
            Kind::Category(c) => {
                // Two hole cards and three board cards make the category.
                let core = self.core(rng, c, 5)?;
                let mut ix = [0usize, 1, 2, 3, 4];
                for i in 0..2 {
                    let j = i + rng.below((5 - i) as u64) as usize;
                    ix.swap(i, j);
                }
                h.hole = ix[..2].iter().map(|&i| core[i]).collect();
                h.board = ix[2..].iter().map(|&i| core[i]).collect();
                let low = matches!(
                    c,
                    Category::HighCard
                        | Category::OnePair
                        | Category::TwoPair
                        | Category::ThreeOfAKind
                );
                let fill = |h: &Hand, rng: &mut SplitMix, k: usize| {
                    if low {
                        self.singles(rng, h, k)
                    } else {
                        Some(self.any(rng, h, k))
                    }
                };
                let more = fill(&h, rng, hole_n - 2)?;
                h.hole.extend(more);
                let more = fill(&h, rng, board_n - 3)?;
                h.board.extend(more);
            }
            Kind::BoardStronger => {
                let strong: &[Category] = match board_n {
                    // Three of four board cards play: quads or two pair there
                    // are trips or a pair at most.
                    4 => &[Category::FourOfAKind, Category::TwoPair],
                    _ => &[
                        Category::Straight,
                        Category::Flush,
                        Category::FullHouse,
                        Category::FourOfAKind,
                        Category::StraightFlush,
                    ],
                };
                let c = Self::pick(rng, strong);
                h.board = self.core(rng, c, board_n)?;
                h.hole = self.any(rng, &h, hole_n);
            }
            Kind::FourFlushBoardOneHole | Kind::FourFlushBoardTwoHole => {
                for r in self.new_ranks(rng, 4, &[])? {
                    h.board.push(Card::new(r, suit));
                }
                let off: Vec<Card> = self
                    .game
                    .deck()
                    .into_iter()
                    .filter(|c| c.suit() != suit && !h.has(*c))
                    .collect();
                rng.deal_into(&off, board_n - 4, &mut h.board);
                let suited = if kind == Kind::FourFlushBoardOneHole {
                    1
                } else {
                    2
                };
                let pool: Vec<Card> = self
                    .game
                    .deck()
                    .into_iter()
                    .filter(|c| c.suit() == suit && !h.has(*c))
                    .collect();
                rng.deal_into(&pool, suited, &mut h.hole);
                let off: Vec<Card> = off.into_iter().filter(|c| !h.has(*c)).collect();
                rng.deal_into(&off, hole_n - suited, &mut h.hole);
            }
            Kind::FourStraightBoardOneHole => {
                let run = self.random_run(rng, 5);
                let missing = rng.below(5) as usize;
                for (i, &r) in run.iter().enumerate() {
                    if i != missing {
                        h.board.push(Card::new(r, Self::pick(rng, &Suit::ALL)));
                    }
                }
                let rest = self.singles(rng, &h, board_n - 4)?;
                h.board.extend(rest);
                h.hole
                    .push(Card::new(run[missing], Self::pick(rng, &Suit::ALL)));
                let rest = self.any(rng, &h, hole_n - 1);
                h.hole.extend(rest);
            }
            Kind::BoardTripsHolePair | Kind::PairedBoard | Kind::BoardQuads => {
                let k = match kind {
                    Kind::BoardTripsHolePair => 3,
                    Kind::PairedBoard => 2,
                    _ => 4,
                };
                let r = Self::pick(rng, &self.ranks);
                h.board = Self::of_rank(rng, &h, r, k)?;
                let rest = self.any(rng, &h, board_n - k);
                h.board.extend(rest);
                if kind == Kind::BoardTripsHolePair {
                    let p = self.new_ranks(rng, 1, &[r])?[0];
                    let pair = Self::of_rank(rng, &h, p, 2)?;
                    h.hole.extend(pair);
                }
                let rest = self.any(rng, &h, hole_n - h.hole.len());
                h.hole.extend(rest);
            }
            Kind::HoleTrips | Kind::HoleQuads => {
                let k = if kind == Kind::HoleTrips { 3 } else { 4 };
                let r = Self::pick(rng, &self.ranks);
                h.hole = Self::of_rank(rng, &h, r, k)?;
                let rest = self.any(rng, &h, hole_n - k);
                h.hole.extend(rest);
                h.board = self.any(rng, &h, board_n);
            }
            _ => return None,
        }
        Some(h)
    }

    /// Whether a built hand is what the stratum is about.
    fn accepts(&self, kind: Kind, hand: &Hand, cards: &[Card]) -> bool {
        let mut by_rank = [0u8; 13];
        let mut by_suit = [0u8; 4];
        for c in cards {
            by_rank[c.rank().index() as usize] += 1;
            by_suit[c.suit().index() as usize] += 1;
        }
        let groups = |k: u8| by_rank.iter().filter(|&&c| c == k).count();
        let most_suited = by_suit.iter().copied().max().unwrap_or(0);
        let category = || self.category(cards);
        match kind {
            Kind::Uniform => true,
            Kind::Category(c) => category() == c,
            Kind::TwoTrips => groups(3) == 2,
            Kind::ThreePairs => groups(2) == 3 && groups(3) == 0,
            Kind::TripsTwoPairs => groups(3) == 1 && groups(2) == 2,
            Kind::QuadsPair => groups(4) == 1 && groups(2) == 1,
            Kind::QuadsTrips => groups(4) == 1 && groups(3) == 1,
            Kind::LowStraight => {
                // The best hand is the lowest straight itself.
                category() == Category::Straight && (self.strength)(cards) & 0xFFF == 0
            }
            Kind::LowStraightPlusNext => category() == Category::Straight,
            Kind::SuitedLowStraight => {
                category() == Category::StraightFlush && (self.strength)(cards) & 0xFFF == 0
            }
            Kind::StraightFlushExtendedInSuit | Kind::StraightFlushExtendedOffSuit => {
                category() == Category::StraightFlush
            }
            Kind::SixSuited => most_suited == 6,
            Kind::SevenSuited => most_suited == 7,
            Kind::StraightAndFlush => {
                category() == Category::Flush && self.has_straight(&by_rank) && groups(3) == 0
            }
            Kind::BoardPlays => {
                let board = &cards[..5];
                (self.strength)(cards) == (self.strength)(board)
            }
            Kind::FlushOrFullHouse => {
                matches!(category(), Category::Flush | Category::FullHouse)
            }
            Kind::TripsOrStraight => {
                matches!(category(), Category::ThreeOfAKind | Category::Straight)
            }
            Kind::StraightWithTrips => {
                most_suited < 5 && groups(3) == 1 && groups(2) == 0 && self.has_straight(&by_rank)
            }
            Kind::BoardStronger => {
                let board = self.holdem.category(&hand.board);
                self.game.rank_of(board) > self.game.rank_of(category())
            }
            Kind::FourFlushBoardOneHole => {
                !matches!(category(), Category::Flush | Category::StraightFlush)
            }
            Kind::FourFlushBoardTwoHole => {
                self.game.rank_of(category()) >= self.game.rank_of(Category::Flush)
            }
            // Not quads: the fill may not add the fourth card.
            // Nor a second trips (six hole cards).
            Kind::HoleTrips => {
                most_of_a_rank(&hand.hole) == 3
                    && hand
                        .hole
                        .iter()
                        .filter(|c| hand.hole.iter().filter(|d| d.rank() == c.rank()).count() == 3)
                        .count()
                        == 3
            }
            Kind::BoardTripsHolePair => most_of_a_rank(&hand.board) == 3,
            Kind::FourStraightBoardOneHole
            | Kind::PairedBoard
            | Kind::BoardQuads
            | Kind::HoleQuads => true,
            // Lowball: built to be what they say, but a fill or random suits
            // may make a straight or a flush the best five must avoid.
            Kind::AceFiveAceHigh | Kind::AceAndKing | Kind::DropPair | Kind::DropStraightCard => {
                category() == Category::HighCard
            }
            Kind::WheelLow
            | Kind::SuitedWheelLow
            | Kind::TwoToSixStraight
            | Kind::NumberOne
            | Kind::SuitedNumberOne => true,
            // Hi-lo.
            Kind::NoLow => self.low(hand, cards) == 0,
            Kind::LowQualifies | Kind::CounterfeitLow | Kind::BoardLowPlays => {
                self.low(hand, cards) > 0
            }
            Kind::EightLow => showdown_evaluators::games::hi_lo::low_ranks(self.low(hand, cards))
                .is_some_and(|r| r[0] == Rank::Eight),
            Kind::WheelLowAndStraight => {
                usize::from(self.low(hand, cards))
                    == showdown_evaluators::games::hi_lo::QUALIFYING_LOWS
            }
            Kind::LowOtherHoleCards => {
                self.low(hand, cards) > 0 && self.low_and_high_apart(&hand.hole, &hand.board)
            }
        }
    }

    /// The reference low strength of a hi-lo hand (0: no low).
    fn low(&self, hand: &Hand, cards: &[Card]) -> u8 {
        use showdown_evaluators::games::hi_lo;
        if self.game.has_hole_cards() {
            hi_lo::omaha_low(&hand.hole, &hand.board)
        } else {
            hi_lo::stud_low(cards)
        }
    }

    /// Whether no pair of hole cards that makes the best Omaha high shares
    /// a card with a pair that makes the best low.
    fn low_and_high_apart(&self, hole: &[Card], board: &[Card]) -> bool {
        let mut pairs = Vec::new();
        for a in 0..hole.len() {
            for b in a + 1..hole.len() {
                let two = [hole[a], hole[b]];
                let mut high = 0;
                for x in 0..board.len() {
                    for y in x + 1..board.len() {
                        for z in y + 1..board.len() {
                            let five = [two[0], two[1], board[x], board[y], board[z]];
                            high = high.max(self.holdem.strength(&five));
                        }
                    }
                }
                let low = showdown_evaluators::games::hi_lo::omaha_low(&two, board);
                pairs.push(([a, b], high, low));
            }
        }
        let best_high = pairs.iter().map(|p| p.1).max().unwrap_or(0);
        let best_low = pairs.iter().map(|p| p.2).max().unwrap_or(0);
        pairs.iter().filter(|p| p.1 == best_high).all(|h| {
            pairs
                .iter()
                .filter(|l| l.2 == best_low)
                .all(|l| !l.0.iter().any(|i| h.0.contains(i)))
        })
    }

    /// Whether the ranks hold five in a row in this game (the ace also low).
    fn has_straight(&self, by_rank: &[u8; 13]) -> bool {
        self.runs(5)
            .iter()
            .any(|run| run.iter().all(|r| by_rank[r.index() as usize] > 0))
    }
}

/// The most cards of one rank among `cards`.
fn most_of_a_rank(cards: &[Card]) -> usize {
    let mut by_rank = [0usize; 13];
    for c in cards {
        by_rank[c.rank().index() as usize] += 1;
    }
    by_rank.into_iter().max().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::games::{checker_for, evaluate_joined, reference_for};

    /// Plain facts about a hand, counted here, not by the drawer.
    struct Facts {
        by_rank: [u8; 13],
        most_suited: u8,
    }

    fn facts(cards: &[Card]) -> Facts {
        let mut by_rank = [0u8; 13];
        let mut by_suit = [0u8; 4];
        for c in cards {
            by_rank[c.rank().index() as usize] += 1;
            by_suit[c.suit().index() as usize] += 1;
        }
        Facts {
            by_rank,
            most_suited: by_suit.into_iter().max().unwrap_or(0),
        }
    }

    fn groups(f: &Facts, k: u8) -> usize {
        f.by_rank.iter().filter(|&&c| c == k).count()
    }

    const NUMBER_ONE: [Rank; 5] = [Rank::Seven, Rank::Five, Rank::Four, Rank::Three, Rank::Two];

    fn cards(text: &str) -> Vec<Card> {
        showdown_evaluators::card::parse_cards(text).unwrap()
    }

    /// The plain lowball checker's key (not the reference the drawer uses).
    fn low_key(game: &'static Game, h: &[Card]) -> u32 {
        showdown_evaluators::games::lowball::LowballPlain::for_game(game)
            .unwrap()
            .key(h)
    }

    /// Whether one suit holds a card of each of `ranks`.
    fn suit_holds(h: &[Card], ranks: &[Rank]) -> bool {
        Suit::ALL
            .iter()
            .any(|&s| ranks.iter().all(|&r| h.contains(&Card::new(r, s))))
    }

    /// The plain checker's low of a hi-lo hand (every choice of five).
    fn plain_low(game: &Game, h: &[Card]) -> Option<[u8; 5]> {
        use showdown_evaluators::games::hi_lo::plain;
        if game.has_hole_cards() {
            let (hole, board) = showdown_evaluators::games::omaha::split_joined(h);
            plain::omaha_low(hole, board)
        } else {
            plain::stud_low(h)
        }
    }

    /// Whether every pair of hole cards making the best high (hold'em's
    /// best-of-subsets on two hole and three board cards) is disjoint from
    /// every pair making the best plain low.
    fn high_and_low_apart(hole: &[Card], board: &[Card]) -> bool {
        use showdown_evaluators::games::hi_lo::plain;
        let checker = checker_for(&showdown_evaluators::game::HOLDEM);
        let high = |two: &[Card]| -> i64 {
            let mut best = i64::MIN;
            for x in 0..board.len() {
                for y in x + 1..board.len() {
                    for z in y + 1..board.len() {
                        let five = [two[0], two[1], board[x], board[y], board[z]];
                        let v = checker.evaluate(&five).unwrap();
                        best = best.max(v.strength.unwrap().parts()[0]);
                    }
                }
            }
            best
        };
        let mut pairs = Vec::new();
        for a in 0..hole.len() {
            for b in a + 1..hole.len() {
                let two = [hole[a], hole[b]];
                pairs.push((two, high(&two), plain::key(plain::omaha_low(&two, board))));
            }
        }
        let best_high = pairs.iter().map(|p| p.1).max().unwrap();
        let best_low = pairs.iter().map(|p| p.2).max().unwrap();
        pairs.iter().filter(|p| p.1 == best_high).all(|hp| {
            pairs
                .iter()
                .filter(|lp| lp.2 == best_low)
                .all(|lp| !lp.0.iter().any(|c| hp.0.contains(c)))
        })
    }

    /// Every stratum of every game and card count draws hands of the right
    /// size, of distinct cards of the game's deck, holding the stratum's
    /// structure — judged by the game's plain checker (independent of the
    /// reference the drawer uses) and by counting ranks and suits here.
    #[test]
    fn every_drawn_hand_is_what_its_stratum_says() {
        for &game in showdown_evaluators::game::GAMES {
            let reference = reference_for(game);
            let checker = checker_for(game);
            let strength = |h: &[Card]| {
                evaluate_joined(&*reference, h)
                    .ok()
                    .and_then(|v| v.strength)
                    .map_or(0, |s| s.parts()[0] as u16)
            };
            let deck = game.deck();
            // Every deal: in a game with hole cards each split of n cards.
            let deals = game.cards.counts().flat_map(|n| {
                if game.has_hole_cards() {
                    showdown_evaluators::games::omaha::deals_of(n)
                } else {
                    vec![(0, n)]
                }
            });
            for (hole_n, board_n) in deals {
                let n = hole_n + board_n;
                let drawer = Drawer::new(game, n, &strength).with_hole(hole_n);
                let strata = strata_for_deal(game, hole_n, board_n);
                assert_eq!(strata[0], Stratum::UNIFORM);
                for st in strata {
                    let mut rng = SplitMix(n as u64 * 31 + 7);
                    let mut seen = std::collections::HashSet::new();
                    for _ in 0..200 {
                        let mut h = Vec::new();
                        drawer.draw(st, &mut rng, &mut h).unwrap_or_else(|| {
                            panic!("{} {n}: {} draws nothing", game.id, st.id())
                        });
                        let mut sorted = h.clone();
                        sorted.sort();
                        sorted.dedup();
                        assert_eq!(sorted.len(), n, "{} {}", game.id, st.id());
                        assert!(h.iter().all(|c| deck.contains(c)));
                        if game.has_hole_cards() {
                            let (hole, board) = showdown_evaluators::games::omaha::split_joined(&h);
                            assert_eq!(
                                (hole.len(), board.len()),
                                (hole_n, board_n),
                                "{} {}: drawn as a deal of its shape",
                                game.id,
                                st.id()
                            );
                        }
                        seen.insert(sorted);
                        let cat = evaluate_joined(&*checker, &h).expect("a hand").category;
                        let f = facts(&h);
                        let (hole, board) = if game.has_hole_cards() {
                            showdown_evaluators::games::omaha::split_joined(&h)
                        } else {
                            (&h[..0], &h[..])
                        };
                        let (fh, fb) = (facts(hole), facts(board));
                        let low_top = if game.lowest_rank == Rank::Two {
                            Rank::Five
                        } else {
                            Rank::Nine
                        };
                        let has = |r: Rank| f.by_rank[r.index() as usize] > 0;
                        let ok = match st.id().as_str() {
                            "uniform" => true,
                            "two-trips" => groups(&f, 3) == 2 && cat == Category::FullHouse,
                            "three-pairs" => groups(&f, 2) == 3 && cat == Category::TwoPair,
                            "trips-two-pairs" => {
                                groups(&f, 3) == 1
                                    && groups(&f, 2) == 2
                                    && cat == Category::FullHouse
                            }
                            "quads-pair" => groups(&f, 4) == 1 && groups(&f, 2) == 1,
                            "quads-trips" => groups(&f, 4) == 1 && groups(&f, 3) == 1,
                            "wheel" => {
                                // The lowest straight, and nothing above it.
                                let next = Rank::from_index(low_top.index() + 1).unwrap();
                                cat == Category::Straight
                                    && has(Rank::Ace)
                                    && has(low_top)
                                    && !has(next)
                            }
                            "wheel-next" => {
                                let next = Rank::from_index(low_top.index() + 1).unwrap();
                                cat == Category::Straight && has(Rank::Ace) && has(next)
                            }
                            "steel-wheel" => {
                                cat == Category::StraightFlush && strength(&h) & 0xFFF == 0
                            }
                            "sf-run-in-suit" => {
                                cat == Category::StraightFlush && f.most_suited >= 6
                            }
                            "sf-run-off-suit" => cat == Category::StraightFlush,
                            "six-suited" => f.most_suited == 6,
                            "seven-suited" => f.most_suited == 7,
                            "straight-and-flush" => cat == Category::Flush,
                            "board-plays" => {
                                let b = evaluate_joined(&*checker, &h[..5]).unwrap();
                                b.category == cat && strength(&h) == strength(&h[..5])
                            }
                            "flush-or-full-house" => {
                                matches!(cat, Category::Flush | Category::FullHouse)
                            }
                            "trips-or-straight" => {
                                matches!(cat, Category::ThreeOfAKind | Category::Straight)
                            }
                            "straight-with-trips" => {
                                groups(&f, 3) == 1
                                    && matches!(cat, Category::ThreeOfAKind | Category::Straight)
                            }
                            "board-stronger" => {
                                let b = Reference::new().category(board);
                                game.rank_of(b) > game.rank_of(cat)
                            }
                            "4-flush-board-1-hole" => fb.most_suited >= 4 && cat != Category::Flush,
                            "4-flush-board-2-hole" => {
                                fb.most_suited >= 4
                                    && game.rank_of(cat) >= game.rank_of(Category::Flush)
                            }
                            "4-straight-board-1" => true,
                            "board-trips-hole-pair" => {
                                groups(&fb, 3) >= 1
                                    && fh.by_rank.iter().any(|&c| c >= 2)
                                    && game.rank_of(cat) >= game.rank_of(Category::FullHouse)
                            }
                            "board-quads" => groups(&fb, 4) == 1 && cat != Category::FourOfAKind,
                            "paired-board" => fb.by_rank.iter().any(|&c| c >= 2),
                            "hole-trips" => groups(&fh, 3) == 1,
                            "hole-quads" => groups(&fh, 4) == 1,
                            // Lowball.
                            "drop-pair" => {
                                f.by_rank.iter().any(|&c| c >= 2) && cat == Category::HighCard
                            }
                            "wheel-low" | "suited-wheel-low" => {
                                let suited = st.id() == "suited-wheel-low";
                                low_key(game, &h) == low_key(game, &cards("5c 4d 3h 2s Ac"))
                                    && (!suited || suit_holds(&h, &LOW_RANKS[..5]))
                            }
                            "ace-and-king" => {
                                cat == Category::HighCard
                                    && f.by_rank.iter().filter(|&&c| c > 0).count() == 5
                                    && has(Rank::Ace)
                                    && has(Rank::King)
                            }
                            "a-2-3-4-5-ace-high" => {
                                cat == Category::HighCard
                                    && h.iter().all(|c| LOW_RANKS[..5].contains(&c.rank()))
                                    && LOW_RANKS[..5].iter().all(|&r| has(r))
                            }
                            "2-to-6-straight" => {
                                Rank::ALL[..5].iter().all(|&r| has(r))
                                    && (n > 5 || cat == Category::Straight)
                            }
                            "7-5-4-3-2-suited" => {
                                suit_holds(&h, &NUMBER_ONE) && (n > 5 || cat == Category::Flush)
                            }
                            "7-5-4-3-2" => {
                                low_key(game, &h) == low_key(game, &cards("7s 5h 4h 3h 2h"))
                            }
                            "drop-straight-card" => {
                                cat == Category::HighCard
                                    && Rank::ALL.windows(5).any(|w| w.iter().all(|&r| has(r)))
                            }
                            // Hi-lo, judged by the plain low.
                            "low-qualifies" => plain_low(game, &h).is_some(),
                            "no-low" => plain_low(game, &h).is_none(),
                            "8-high-low" => plain_low(game, &h).is_some_and(|l| l[0] == 8),
                            "wheel-low-and-straight" => {
                                plain_low(game, &h) == Some([5, 4, 3, 2, 1])
                                    && game.rank_of(cat) >= game.rank_of(Category::Straight)
                            }
                            "counterfeit-low" => {
                                let paired = if game.has_hole_cards() {
                                    hole.iter().any(|c| {
                                        LOW_RANKS.contains(&c.rank())
                                            && board.iter().any(|b| b.rank() == c.rank())
                                    })
                                } else {
                                    LOW_RANKS.iter().any(|r| f.by_rank[r.index() as usize] >= 2)
                                };
                                paired && plain_low(game, &h).is_some()
                            }
                            "low-other-hole-cards" => {
                                plain_low(game, &h).is_some() && high_and_low_apart(hole, board)
                            }
                            "board-low-plays" => {
                                let lows = LOW_RANKS
                                    .iter()
                                    .filter(|r| fb.by_rank[r.index() as usize] > 0)
                                    .count();
                                lows == 3 && plain_low(game, &h).is_some()
                            }
                            id => Category::ALL.iter().any(|c| c.token() == id && *c == cat),
                        };
                        assert!(
                            ok,
                            "{} {n} cards, stratum {}: {} is not what it says ({cat:?})",
                            game.id,
                            st.id(),
                            showdown_evaluators::games::format_joined(game, &h)
                        );
                    }
                    // Drawn, not repeated: the hands vary.
                    assert!(
                        seen.len() > 5
                            || matches!(
                                st.id().as_str(),
                                "steel-wheel" | "suited-wheel-low" | "7-5-4-3-2-suited"
                            ),
                        "{} {}",
                        game.id,
                        st.id()
                    );
                }
            }
        }
    }

    /// A lowball game's category strata are exactly the categories its
    /// hands of that size make (the published counts of the proof).
    #[test]
    fn lowball_category_strata_are_the_categories_that_occur() {
        for game in [
            &showdown_evaluators::game::ACE_TO_FIVE,
            &showdown_evaluators::game::DEUCE_TO_SEVEN,
        ] {
            for n in 5..=7 {
                let counts =
                    showdown_evaluators::games::lowball::published_counts(game, n).unwrap();
                let mut occur: Vec<String> = game
                    .categories
                    .iter()
                    .filter(|c| counts.histogram[c.index() as usize] > 0)
                    .map(|c| c.token().to_string())
                    .collect();
                let mut strata: Vec<String> = strata_for(game, n)
                    .iter()
                    .filter(|s| matches!(s.kind, Kind::Category(_)))
                    .map(Stratum::id)
                    .collect();
                occur.sort();
                strata.sort();
                assert_eq!(strata, occur, "{} {n}", game.id);
            }
        }
    }

    #[test]
    fn strata_cover_every_category_and_the_rare_structures() {
        let ids = |g: &'static Game, n| -> Vec<String> {
            strata_for(g, n).iter().map(Stratum::id).collect()
        };
        let seven = ids(&showdown_evaluators::game::HOLDEM, 7);
        for want in [
            "uniform",
            "straight-flush",
            "two-trips",
            "quads-trips",
            "steel-wheel",
            "seven-suited",
            "board-plays",
        ] {
            assert!(seven.iter().any(|i| i == want), "{want}: {seven:?}");
        }
        assert!(!ids(&showdown_evaluators::game::HOLDEM, 5)
            .iter()
            .any(|i| i == "two-trips"));
        let omaha = ids(&showdown_evaluators::game::OMAHA, 9);
        assert!(
            omaha.iter().any(|i| i == "4-flush-board-1-hole"),
            "{omaha:?}"
        );
        let short = ids(&showdown_evaluators::game::SHORT_DECK, 7);
        assert!(
            short.iter().any(|i| i == "flush-or-full-house"),
            "{short:?}"
        );
        let d27 = ids(&showdown_evaluators::game::DEUCE_TO_SEVEN, 7);
        for want in ["flush", "7-5-4-3-2", "drop-pair", "drop-straight-card"] {
            assert!(d27.iter().any(|i| i == want), "{want}: {d27:?}");
        }
        assert!(!d27.iter().any(|i| i == "straight" || i == "two-trips"));
        let a5 = ids(&showdown_evaluators::game::ACE_TO_FIVE, 5);
        assert!(a5.iter().any(|i| i == "four-of-a-kind"), "{a5:?}");
        assert!(!a5.iter().any(|i| i == "straight" || i == "drop-pair"));
        let stud = ids(&showdown_evaluators::game::STUD_HI_LO, 7);
        for want in ["wheel", "no-low", "8-high-low", "counterfeit-low"] {
            assert!(stud.iter().any(|i| i == want), "{want}: {stud:?}");
        }
        let omaha = ids(&showdown_evaluators::game::OMAHA_HI_LO, 9);
        for want in [
            "4-flush-board-1-hole",
            "low-other-hole-cards",
            "board-low-plays",
        ] {
            assert!(omaha.iter().any(|i| i == want), "{want}: {omaha:?}");
        }
        assert!(!ids(&showdown_evaluators::game::OMAHA_HI_LO, 7)
            .iter()
            .any(|i| i == "board-low-plays"));
    }
}
