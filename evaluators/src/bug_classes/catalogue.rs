//! The catalogue's static part: the classes with a rule of their own, one
//! row each (id, cause, games, where showdown teaches it, members, rules),
//! grouped by what goes wrong. [`super::all`] adds one class per port
//! deviation that no row covers.

use super::{Member, Rule};
use crate::game::{
    Game, ACE_TO_FIVE, ACE_TO_SIX, DEUCE_TO_SEVEN, HOLDEM, OMAHA, OMAHA_HI_LO, SHORT_DECK,
    SHORT_DECK_TRIPS_OVER_STRAIGHT, STUD_HI_LO,
};

const HE: &[&Game] = &[&HOLDEM];
/// High rules that show within one five: every game whose high half is
/// hold'em's ranking.
const HIGH5: &[&Game] = &[&HOLDEM, &OMAHA, &OMAHA_HI_LO, &STUD_HI_LO];
/// High rules that need six or seven cards of one hand.
const HIGH7: &[&Game] = &[&HOLDEM, &STUD_HI_LO];
const SHORT: &[&Game] = &[&SHORT_DECK, &SHORT_DECK_TRIPS_OVER_STRAIGHT];
/// Rules of six or seven cards that hold on both decks.
const HIGH7_AND_SHORT: &[&Game] = &[
    &HOLDEM,
    &STUD_HI_LO,
    &SHORT_DECK,
    &SHORT_DECK_TRIPS_OVER_STRAIGHT,
];
const HILO: &[&Game] = &[&STUD_HI_LO, &OMAHA_HI_LO];
/// The games whose lows of five different ranks are compared card by card
/// with the ace low: the hi-lo lows and ace-to-five.
const ACE_LOWS: &[&Game] = &[&STUD_HI_LO, &OMAHA_HI_LO, &ACE_TO_FIVE];
const LOWBALL: &[&Game] = &[&DEUCE_TO_SEVEN, &ACE_TO_FIVE, &ACE_TO_SIX];

const PIT_SF: &str = "docs/pitfalls.md#1-a-straight-and-a-flush-are-not-a-straight-flush";
const PIT_WHEEL: &str = "docs/pitfalls.md#2-the-wheel-a-2-3-4-5-is-a-straight-the-lowest-one";
const PIT_WRAP: &str = "docs/pitfalls.md#3-no-wrap-around-q-k-a-2-3-is-not-a-straight";
const PIT_PAIR_IN_STRAIGHT: &str = "docs/pitfalls.md#4-a-pair-inside-a-straight";
const PIT_THREE_PAIRS: &str =
    "docs/pitfalls.md#5-three-pairs-the-two-highest-play-the-third-can-be-the-kicker";
const PIT_TWO_TRIPS: &str = "docs/pitfalls.md#6-two-three-of-a-kinds-make-a-full-house";
const PIT_BOARD: &str = "docs/pitfalls.md#7-the-board-plays-a-split-pot";
const PIT_STRAIGHT_FIVE: &str = "docs/pitfalls.md#8-a-straight-needs-all-five-cards-in-a-row";
const PIT_FLUSH_FIVE: &str = "docs/pitfalls.md#9-a-flush-needs-all-five-cards-of-one-suit";
const PIT_STRAIGHT_TIE: &str =
    "docs/pitfalls.md#10-a-pair-inside-a-straight-does-not-break-its-tie";
const PIT_HOLE_KICKERS: &str =
    "docs/pitfalls.md#11-the-kickers-come-from-the-best-five-not-from-the-hole-cards";
const PIT_TIES_DOWN: &str = "docs/pitfalls.md#12-ties-are-read-from-the-highest-card-down";
const PIT_KICKERS_ADDED: &str = "docs/pitfalls.md#13-kickers-are-compared-one-by-one-not-added-up";
const PIT_BROADWAY: &str = "docs/pitfalls.md#14-a-k-q-j-t-is-the-highest-straight";
const PIT_HIGH_CARD_FIVE: &str =
    "docs/pitfalls.md#15-a-high-card-hand-is-compared-on-all-five-cards";
const PIT_PAIRS_BY_RANK: &str =
    "docs/pitfalls.md#16-pairs-and-trips-are-chosen-by-rank-not-by-where-they-are-found";
const PIT_QUADS_RANK: &str = "docs/pitfalls.md#17-four-of-a-kind-is-compared-by-its-rank-first";
const OMAHA_WALK: &str = "docs/games/omaha.md#a-walk-over-all-the-cards";
const BUGS_KICKERS: &str = "docs/bugs.md#kickers-and-ties";
const BUGS_BEST_FIVE: &str = "docs/bugs.md#the-best-five-and-the-name-of-the-hand";
const BUGS_INPUT: &str = "docs/bugs.md#input-handling";
const BUGS_STRAIGHTS: &str = "docs/bugs.md#wheel-and-straights";

/// A class of the catalogue's static part: (id, cause, games, lesson,
/// members, rules).
pub(super) type Row = (
    &'static str,
    &'static str,
    &'static [&'static Game],
    &'static str,
    &'static [Member],
    &'static [Rule],
);

const fn mutant(name: &'static str) -> Member {
    Member::Mutant {
        file: "evaluator.py",
        name,
    }
}
const fn lowball_mutant(name: &'static str) -> Member {
    Member::Mutant {
        file: "lowball.py",
        name,
    }
}
const fn hilo_mutant(name: &'static str) -> Member {
    Member::Mutant {
        file: "hilo.py",
        name,
    }
}
const fn omaha_mutant(name: &'static str) -> Member {
    Member::Mutant {
        file: "omaha.py",
        name,
    }
}
const fn port(evaluator: &'static str, deviation: &'static str) -> Member {
    Member::Port {
        evaluator,
        deviation,
    }
}
const fn lesson(evaluator: &'static str) -> Member {
    Member::Lesson { evaluator }
}

/// The classes with a rule of their own.
pub(super) const ROWS: &[Row] = &[
    // -- straights
    (
        "wheel-missing",
        "the ace never plays low, so A-2-3-4-5 is no straight",
        HIGH5,
        PIT_WHEEL,
        &[mutant("wheel-missing")],
        &[Rule::WheelMissing],
    ),
    (
        "wheel-ace-high",
        "the wheel is a straight but scores with the ace high, above K-high",
        HIGH5,
        PIT_WHEEL,
        &[mutant("wheel-ace-high")],
        &[Rule::WheelAceHigh],
    ),
    (
        "wheel-beats-six",
        "A-2-3-4-5 is looked for before the higher straights, so A-2-3-4-5-6 \
        is a wheel",
        HIGH7,
        PIT_WHEEL,
        &[mutant("wheel-beats-six")],
        &[Rule::WheelBeatsSix],
    ),
    (
        "wraparound",
        "straights wrap round the ace: Q-K-A-2-3 and K-A-2-3-4 count",
        HIGH5,
        PIT_WRAP,
        &[mutant("wraparound")],
        &[Rule::Wraparound],
    ),
    (
        "pair-hides-straight",
        "a paired rank among the cards hides every straight",
        HIGH7,
        PIT_PAIR_IN_STRAIGHT,
        &[mutant("pair-hides-straight")],
        &[Rule::PairHidesStraight],
    ),
    (
        "straight-four-cards",
        "a five-card hand's straight test compares four of its cards, so the \
        four lowest in a row make a straight",
        HE,
        PIT_STRAIGHT_FIVE,
        &[mutant("straight-four-cards")],
        &[Rule::StraightFourCards],
    ),
    (
        "straight-keeps-repeats",
        "a straight keeps its five highest cards with a repeated rank, so a \
        pair inside it breaks the tie between equal straights",
        HIGH7,
        PIT_STRAIGHT_TIE,
        &[mutant("straight-keeps-repeats")],
        &[Rule::StraightKeepsRepeats],
    ),
    (
        "broadway-lowest",
        "the ace is handled only where it plays low, so A-K-Q-J-T is a \
        straight that scores below every other straight",
        HIGH5,
        PIT_BROADWAY,
        &[mutant("broadway-lowest")],
        &[Rule::BroadwayLowest],
    ),
    // -- straight flushes
    (
        "sf-any",
        "a straight and a flush from different cards are called a straight flush",
        HIGH7,
        PIT_SF,
        &[
            mutant("sf-any"),
            port("js-naive", "straight-and-flush-from-different-cards"),
        ],
        &[Rule::SfAny],
    ),
    (
        "sf-lowest-run",
        "of six or seven suited cards in a row the lowest five are taken (a royal \
        flush, looked for first, stays one)",
        HIGH7,
        PIT_SF,
        &[mutant("sf-lowest-run")],
        &[Rule::SfLowestRun],
    ),
    (
        "sf-at-highest-straight",
        "the straight flush is looked for only at the highest straight (its \
        suited cards from the top down), so a lower run of one suit is missed",
        HIGH7_AND_SHORT,
        PIT_SF,
        &[mutant("sf-at-highest-straight")],
        &[Rule::SfAtHighestStraight],
    ),
    (
        "steel-wheel-flush",
        "the suited A-2-3-4-5 is a flush, not a straight flush",
        HIGH5,
        PIT_WHEEL,
        &[mutant("steel-wheel-flush")],
        &[Rule::SteelWheelFlush],
    ),
    (
        "steel-wheel-ace-high",
        "the suited A-2-3-4-5 scores with its ace high, so it ties the royal \
        flush",
        HIGH5,
        PIT_WHEEL,
        &[mutant("steel-wheel-ace-high")],
        &[Rule::SteelWheelAceHigh],
    ),
    // -- flushes
    (
        "flush-exactly-five",
        "a flush needs exactly five cards of its suit; six or seven miss",
        HIGH7,
        BUGS_BEST_FIVE,
        &[mutant("flush-exactly-five")],
        &[Rule::FlushExactlyFive],
    ),
    (
        "seven-suited-missed",
        "five or six suited cards make a flush, seven do not",
        HIGH7,
        BUGS_BEST_FIVE,
        &[mutant("seven-suited-missed")],
        &[Rule::SevenSuitedMissed],
    ),
    (
        "flush-top-only",
        "flushes are compared by their top card only",
        HIGH5,
        BUGS_KICKERS,
        &[mutant("flush-top-only")],
        &[Rule::FlushTopOnly],
    ),
    (
        "flush-first-five",
        "a six- or seven-card flush keeps the first five suited cards given, \
        not the highest",
        HE,
        BUGS_BEST_FIVE,
        &[mutant("flush-first-five")],
        &[Rule::FlushFirstFive],
    ),
    (
        "flush-best-by-top-card",
        "of a six- or seven-card flush's fives the first given with the \
        highest top card is kept, not the highest five",
        HE,
        BUGS_BEST_FIVE,
        &[mutant("flush-best-by-top-card")],
        &[Rule::FlushBestByTopCard],
    ),
    (
        "flush-below-straight",
        "strengths rank a flush below a straight (the categories are \
        right)",
        HIGH5,
        BUGS_KICKERS,
        &[mutant("flush-below-straight")],
        &[Rule::FlushBelowStraight],
    ),
    (
        "flush-four-cards",
        "a five-card hand's flush test compares four of its suits, so the \
        first four cards of one suit make a flush",
        HE,
        PIT_FLUSH_FIVE,
        &[mutant("flush-four-cards")],
        &[Rule::FlushFourCards],
    ),
    // -- full houses and quads
    (
        "two-trips-missed",
        "the full house's pair is looked for among pairs only, so two trips \
        are three of a kind",
        HIGH7,
        PIT_TWO_TRIPS,
        &[mutant("two-trips-missed")],
        &[Rule::TwoTripsMissed],
    ),
    (
        "two-trips-missed-kicking-once",
        "the full house's pair is looked for among pairs only, so two trips \
        are three of a kind, and the lower trips then kick as one card",
        HIGH7,
        PIT_TWO_TRIPS,
        &[mutant("two-trips-missed-kicking-once")],
        &[Rule::TwoTripsMissed, Rule::RankGroupsOnce],
    ),
    (
        "two-trips-lower",
        "of two three-of-a-kinds the lower is taken as the full house's trips",
        HIGH7,
        PIT_TWO_TRIPS,
        &[
            mutant("two-trips-lower"),
            port("godot-check-hand", "two-trips-full-house-names-lower-trips"),
        ],
        &[Rule::TwoTripsLower],
    ),
    (
        "full-house-low-pair",
        "trips with two pairs take the lower pair",
        HIGH7,
        PIT_TWO_TRIPS,
        &[mutant("full-house-low-pair")],
        &[Rule::FullHouseLowPair],
    ),
    (
        "full-house-no-pair",
        "a full house scores without its pair's rank",
        HIGH5,
        BUGS_KICKERS,
        &[port("godot-check-hand", "full-house-without-pair-rank")],
        &[Rule::FullHouseNoPair],
    ),
    (
        "quads-kicker-singles",
        "the kicker of four of a kind is looked for among unpaired cards \
        only",
        HIGH7,
        BUGS_KICKERS,
        &[mutant("quads-kicker-singles")],
        &[Rule::QuadsKickerSingles],
    ),
    (
        "quads-kicker-skips-one",
        "the kicker of four of a kind is looked for one card too far on, so \
        the best other card is skipped",
        HIGH7,
        BUGS_KICKERS,
        &[mutant("quads-kicker-skips-one")],
        &[Rule::QuadsKickerSkipsOne],
    ),
    (
        "short-hand-padded",
        "a hand of fewer than five cards is filled up to five with the lowest \
        ranks it lacks (none completing a straight), and the fillers then \
        play as kickers",
        HE,
        BUGS_STRAIGHTS,
        &[mutant("short-hand-padded")],
        &[Rule::ShortHandPadded],
    ),
    (
        "quads-by-kicker-only",
        "four of a kind is compared by its kicker alone, not by its rank",
        HIGH5,
        PIT_QUADS_RANK,
        &[mutant("quads-by-kicker-only")],
        &[Rule::QuadsByKickerOnly],
    ),
    (
        "full-house-set-order",
        "the full house's trips and pair are the first found in the order a \
        Python set iterates the ranks, not the highest",
        HE,
        PIT_PAIRS_BY_RANK,
        &[mutant("full-house-set-order")],
        &[Rule::FullHouseSetOrder],
    ),
    (
        "quads-no-kicker",
        "four of a kind scores without its kicker",
        HIGH5,
        BUGS_KICKERS,
        &[
            mutant("quads-no-kicker"),
            port("godot-check-hand", "quads-without-kicker"),
            port("php-priority", "quads-without-kicker"),
        ],
        &[Rule::QuadsNoKicker],
    ),
    // -- kickers
    (
        "trips-one-kicker",
        "three of a kind is compared with one kicker",
        HIGH5,
        BUGS_KICKERS,
        &[mutant("trips-one-kicker")],
        &[Rule::TripsOneKicker],
    ),
    (
        "trips-no-kickers",
        "three of a kind is compared without kickers",
        HIGH5,
        BUGS_KICKERS,
        &[
            port("godot-check-hand", "trips-without-kickers"),
            port("php-priority", "trips-without-kickers"),
        ],
        &[Rule::TripsNoKickers],
    ),
    (
        "two-pair-no-kicker",
        "two pair is compared without the kicker",
        HIGH5,
        BUGS_KICKERS,
        &[
            mutant("two-pair-no-kicker"),
            port("php-priority", "two-pair-without-kicker"),
        ],
        &[Rule::TwoPairNoKicker],
    ),
    (
        "three-pairs-kicker-singles",
        "two pair's kicker is looked for among unpaired cards, so the \
        third pair is ignored",
        HIGH7,
        PIT_THREE_PAIRS,
        &[mutant("three-pairs-kicker-singles")],
        &[Rule::ThreePairsKickerSingles],
    ),
    (
        "three-pairs-top-pair-twice",
        "three pairs score as the top pair twice with the next pair \
        as kicker",
        HIGH7,
        PIT_THREE_PAIRS,
        &[port("godot-check-hand", "three-pairs-top-pair-twice")],
        &[Rule::ThreePairsTopPairTwice],
    ),
    (
        "three-pairs-first-found",
        "of three pairs the two found first in the cards' order are kept, \
        not the two highest",
        HE,
        PIT_PAIRS_BY_RANK,
        &[mutant("three-pairs-first-found")],
        &[Rule::ThreePairsFirstFound],
    ),
    (
        "pair-two-kickers",
        "a pair is compared with two kickers, not three",
        HIGH5,
        BUGS_KICKERS,
        &[mutant("pair-two-kickers")],
        &[Rule::PairTwoKickers],
    ),
    (
        "pair-no-kickers",
        "a pair is compared without kickers",
        HIGH5,
        BUGS_KICKERS,
        &[port("php-priority", "one-pair-without-kickers")],
        &[Rule::PairNoKickers],
    ),
    (
        "pair-kickers-in-order",
        "a pair's kickers are the next cards given, not the highest",
        HE,
        BUGS_KICKERS,
        &[mutant("pair-kickers-in-order")],
        &[Rule::PairKickersInOrder],
    ),
    (
        "high-card-four",
        "high card is compared on four cards, not five",
        HIGH5,
        BUGS_KICKERS,
        &[mutant("high-card-four")],
        &[Rule::HighCardFour],
    ),
    (
        "high-card-three",
        "high card is compared on three cards, not five",
        HIGH5,
        PIT_HIGH_CARD_FIVE,
        &[mutant("high-card-three")],
        &[Rule::HighCardThree],
    ),
    (
        "ace-low-kickers",
        "the ace counts low among a high card's kickers",
        HIGH5,
        BUGS_KICKERS,
        &[mutant("ace-low-kickers")],
        &[Rule::AceLowKickers],
    ),
    (
        "ties-from-the-bottom",
        "ties are read from the lowest card up: pairs from the lower pair, \
        kickers and high cards from the lowest",
        HE,
        PIT_TIES_DOWN,
        &[mutant("ties-from-the-bottom")],
        &[Rule::TiesFromTheBottom],
    ),
    (
        "decimal-weights",
        "the ranks that break ties are added up with weights of powers of \
        ten, so a kicker of ten or more carries into the rank above",
        HIGH5,
        PIT_KICKERS_ADDED,
        &[mutant("decimal-weights")],
        &[Rule::DecimalWeights],
    ),
    // -- input and hole cards
    (
        "first-five",
        "only the first five cards given are scored",
        HE,
        BUGS_INPUT,
        &[
            mutant("first-five"),
            port("csharp-hexscore", "first-five-category"),
            port("csharp-hexscore", "first-five-score"),
        ],
        &[Rule::FirstFive],
    ),
    (
        "high-card-hole-only",
        "a seven-card high card is compared on the two hole cards only",
        HE,
        PIT_BOARD,
        &[
            mutant("high-card-hole-only"),
            port("php-priority", "high-card-from-hole-cards-only"),
        ],
        &[Rule::HighCardHoleOnly],
    ),
    (
        "board-plays-hole-tiebreak",
        "when the board plays, the hole cards still break the tie",
        HE,
        PIT_BOARD,
        &[mutant("board-plays-hole-tiebreak")],
        &[Rule::BoardPlaysHoleTiebreak],
    ),
    (
        "hole-cards-kick",
        "every hand's kickers are the two hole cards, not the best five's \
        (a high card is the hole cards alone)",
        HE,
        PIT_HOLE_KICKERS,
        &[mutant("hole-cards-kick")],
        &[Rule::HoleCardsKick],
    ),
    // -- short deck
    (
        "short-deck-holdem-rules",
        "hold'em's rules on the short deck: A-6-7-8-9 is no straight and \
        a full house beats a flush",
        SHORT,
        "docs/games/short-deck.md#5-holdem-ranking-on-a-short-deck",
        &[lesson("short-deck-deck-only")],
        &[Rule::WheelMissing, Rule::HoldemOrder],
    ),
    (
        "short-deck-no-low-straight",
        "the ace does not play low, so A-6-7-8-9 is no straight",
        SHORT,
        "docs/games/short-deck.md#1-a-6-7-8-9-is-a-straight-the-lowest-one",
        &[],
        &[Rule::WheelMissing],
    ),
    (
        "short-deck-full-house-over-flush",
        "hold'em's order of categories: a full house ranks above \
        a flush",
        SHORT,
        "docs/games/short-deck.md#3-a-flush-beats-a-full-house",
        &[],
        &[Rule::HoldemOrder],
    ),
    (
        "short-deck-other-rule-set",
        "three of a kind and a straight are ranked as in the other \
        short-deck rule set",
        SHORT,
        "docs/games/short-deck.md#4-three-of-a-kind-against-a-straight-two-rule-sets",
        &[],
        &[Rule::OtherShortDeckOrder],
    ),
    // -- Omaha
    (
        "omaha-any-five",
        "the best five of any of the cards, not exactly two hole cards and three \
        board cards",
        &[&OMAHA],
        "docs/games/omaha.md#the-lessons",
        &[lesson("omaha-any-five")],
        &[Rule::AnyFive],
    ),
    (
        "omaha-one-hole-card",
        "one hole card with four board cards also makes a hand",
        &[&OMAHA],
        "docs/games/omaha.md#the-lessons",
        &[lesson("omaha-one-hole-card")],
        &[Rule::OneHoleCard],
    ),
    (
        "omaha-trips-three-hole-cards",
        "the categories are tested over all the cards, and three of a kind of \
        the highest rank held three times is taken from three or four hole \
        cards, the board's two highest kicking",
        &[&OMAHA],
        OMAHA_WALK,
        &[omaha_mutant("trips-three-hole-cards")],
        &[Rule::OmahaTripsFromHole],
    ),
    (
        "omaha-two-pair-needs-top-pair",
        "two pair is looked for only with the highest pair of all the cards, \
        so two lower pairs that play are missed",
        &[&OMAHA],
        OMAHA_WALK,
        &[omaha_mutant("two-pair-needs-top-pair")],
        &[Rule::OmahaTwoPairTopPair],
    ),
    (
        "omaha-full-house-lowest-pair",
        "the full house takes the lowest pair that plays with its trips, not \
        the highest",
        &[&OMAHA],
        OMAHA_WALK,
        &[omaha_mutant("full-house-lowest-pair")],
        &[Rule::OmahaFullHouseLowestPair],
    ),
    (
        "omaha-straight-first-run",
        "a straight is looked for only in the highest run of five ranks of \
        all the cards, so a lower straight that plays is missed",
        &[&OMAHA],
        OMAHA_WALK,
        &[omaha_mutant("straight-first-run")],
        &[Rule::OmahaStraightFirstRun],
    ),
    // -- lowball
    (
        "deuce-to-seven-wheel-straight",
        "A-2-3-4-5 counts as the lowest straight in deuce-to-seven",
        &[&DEUCE_TO_SEVEN],
        "docs/games/deuce-to-seven.md#the-lessons",
        &[lesson("deuce-to-seven-wheel-straight")],
        &[Rule::WheelIsStraight],
    ),
    (
        "deuce-to-seven-inverted-high",
        "the best high five is kept and its strength turned round, \
        not the best low five",
        &[&DEUCE_TO_SEVEN],
        "docs/games/deuce-to-seven.md#the-lessons",
        &[lesson("deuce-to-seven-inverted-high")],
        &[Rule::InvertedHigh],
    ),
    (
        "deuce-to-seven-sf-as-flush",
        "the flush is tested before the straight, so a straight flush \
        is a flush",
        &[&DEUCE_TO_SEVEN],
        "docs/games/deuce-to-seven.md#the-traps",
        &[lowball_mutant("sf-as-flush")],
        &[Rule::SfAsFlush],
    ),
    (
        "deuce-to-seven-seven-suited-missed",
        "seven cards of one suit are not seen as a flush",
        &[&DEUCE_TO_SEVEN],
        "docs/games/deuce-to-seven.md#the-traps",
        &[lowball_mutant("seven-suited-missed")],
        &[Rule::LowSevenSuitedMissed],
    ),
    (
        "low-worst-five",
        "six or seven cards are scored by their worst five-card low, the \
        comparison of the fives turned round",
        LOWBALL,
        "docs/games/deuce-to-seven.md#the-traps",
        &[lowball_mutant("worst-five")],
        &[Rule::WorstFive],
    ),
    (
        "ace-to-five-counts-straights",
        "straights and flushes count against the hand (the \
        ace-to-six low)",
        &[&ACE_TO_FIVE],
        "docs/games/ace-to-five.md#the-lesson-ace-to-five-counts-straights",
        &[lesson("ace-to-five-counts-straights")],
        &[Rule::CountsStraights],
    ),
    (
        "ace-to-five-two-ranks-quads",
        "six or seven cards of two ranks, one four times, are read \
        as four of a kind",
        &[&ACE_TO_FIVE],
        "docs/games/ace-to-five.md#the-traps",
        &[lowball_mutant("two-ranks-quads")],
        &[Rule::TwoRanksQuads],
    ),
    (
        "ace-to-five-paired-by-top-card",
        "a paired low is compared by its five ranks from the highest \
        down, not by its pair first",
        &[&ACE_TO_FIVE],
        "docs/games/ace-to-five.md#the-traps",
        &[lowball_mutant("paired-by-top-card")],
        &[Rule::LowPairedByTopCard],
    ),
    (
        "ace-to-five-ace-high-when-paired",
        "once a low is paired the ace ranks above the king, as a pair \
        and as a kicker",
        &[&ACE_TO_FIVE],
        "docs/games/ace-to-five.md#the-traps",
        &[lowball_mutant("ace-high-when-paired")],
        &[Rule::AceHighInPairedLow],
    ),
    // -- ace-to-six
    (
        "ace-to-six-wheel-not-straight",
        "A-2-3-4-5 is taken for a five low, not the lowest straight",
        &[&ACE_TO_SIX],
        "docs/games/ace-to-six.md#the-traps",
        &[lowball_mutant("wheel-not-straight")],
        &[Rule::SixWheelNoStraight],
    ),
    (
        "ace-to-six-ace-high-run",
        "the ace also plays high in a run, so A-K-Q-J-T is a straight, not a king low",
        &[&ACE_TO_SIX],
        "docs/games/ace-to-six.md#the-traps",
        &[lowball_mutant("ace-high-run")],
        &[Rule::SixAceHighRun],
    ),
    (
        "ace-to-six-flush-ignored",
        "a flush does not count against the hand (ace-to-five's rule for flushes)",
        &[&ACE_TO_SIX],
        "docs/games/ace-to-six.md#the-traps",
        &[lowball_mutant("flush-ignored")],
        &[Rule::SixFlushIgnored],
    ),
    (
        "ace-to-six-ace-high",
        "the ace counts high, as in deuce-to-seven: aces are the worst pair and \
        A-K-Q-J-T a straight",
        &[&ACE_TO_SIX],
        "docs/games/ace-to-six.md#the-traps",
        &[lowball_mutant("ace-high")],
        &[Rule::SixAceHigh],
    ),
    // -- hi-lo lows
    (
        "omaha-hi-lo-any-low",
        "the low is made of any five of the cards, not two hole cards and \
        three board cards",
        &[&OMAHA_HI_LO],
        "docs/games/omaha-hi-lo.md#the-lesson-omaha-hi-lo-any-low",
        &[lesson("omaha-hi-lo-any-low")],
        &[Rule::AnyLow],
    ),
    (
        "stud-hi-lo-nine-qualifies",
        "a nine qualifies for the low (nine or better, not eight)",
        &[&STUD_HI_LO],
        "docs/games/stud-hi-lo.md#the-lesson-stud-hi-lo-nine-qualifies",
        &[lesson("stud-hi-lo-nine-qualifies")],
        &[Rule::NineQualifies],
    ),
    (
        "low-read-from-the-bottom",
        "two lows of five different ranks are compared from their lowest \
        card up",
        ACE_LOWS,
        "docs/games/stud-hi-lo.md#traps",
        &[
            hilo_mutant("low-read-from-the-bottom"),
            lowball_mutant("read-from-the-bottom"),
        ],
        &[Rule::LowFromBottom],
    ),
    (
        "low-by-its-top-card",
        "a low is scored by its highest card alone",
        HILO,
        "docs/games/stud-hi-lo.md#traps",
        &[hilo_mutant("low-by-its-top-card")],
        &[Rule::LowByTopCard],
    ),
    (
        "low-uses-a-pair",
        "the five lowest low cards make the low even when two share a rank",
        HILO,
        "docs/games/stud-hi-lo.md#traps",
        &[hilo_mutant("low-uses-a-pair")],
        &[Rule::LowUsesAPair],
    ),
    (
        "ace-high-in-low",
        "the ace counts high in the low, so A-2-3-4-5 is no low",
        HILO,
        "docs/games/stud-hi-lo.md#traps",
        &[hilo_mutant("ace-high-in-low")],
        &[Rule::AceHighInLow],
    ),
];

/// Where each class was seen in the wild: the published libraries with a
/// confirmed finding of the census (`third-party/*/FINDINGS.md`) that the
/// class names, as `<registry>:<package>@<version>`.
pub(super) const SEEN_IN: &[(&str, &[&str])] = &[
    (
        "wheel-missing",
        &[
            "pypi:CTHPoker@1.0.3",
            "pypi:five-card-draw@1.1.0",
            "pypi:Poker65@0.0.5",
            "pypi:PyPokerEngine@1.0.1",
            "pypi:texas-hold-em-utils@0.1.17",
        ],
    ),
    (
        "short-hand-padded",
        &[
            "npm:poker-evaluator@2.1.1",
            "npm:latest-poker-evaluator@0.3.2",
            "crates:aya_poker@0.1.0",
        ],
    ),
    ("straight-four-cards", &["pypi:hand-evaluator@0.0.1a0"]),
    ("flush-four-cards", &["pypi:hand-evaluator@0.0.1a0"]),
    (
        "straight-keeps-repeats",
        &["pypi:texas-hold-em-utils@0.1.17"],
    ),
    ("sf-lowest-run", &["pypi:texas-hold-em-utils@0.1.17"]),
    (
        "flush-top-only",
        &["pypi:PyPokerEngine@1.0.1", "pypi:holdem-sim@0.1.1"],
    ),
    ("pair-two-kickers", &["pypi:holdem-sim@0.1.1"]),
    ("broadway-lowest", &["pypi:holdem-sim@0.1.1"]),
    ("high-card-three", &["pypi:holdem-sim@0.1.1"]),
    ("three-pairs-first-found", &["pypi:holdem-sim@0.1.1"]),
    ("quads-by-kicker-only", &["pypi:holdem-sim@0.1.1"]),
    ("full-house-set-order", &["pypi:holdem-sim@0.1.1"]),
    ("steel-wheel-ace-high", &["pypi:holdem-sim@0.1.1"]),
    (
        "omaha-trips-three-hole-cards",
        &["npm:poker-odds-calc@0.0.14"],
    ),
    (
        "omaha-two-pair-needs-top-pair",
        &["npm:poker-odds-calc@0.0.14"],
    ),
    (
        "omaha-full-house-lowest-pair",
        &["npm:poker-odds-calc@0.0.14"],
    ),
    ("omaha-straight-first-run", &["npm:poker-odds-calc@0.0.14"]),
    ("hole-cards-kick", &["pypi:PyPokerEngine@1.0.1"]),
    ("three-pairs-kicker-singles", &["pypi:holdem-calc@1.0.0"]),
    ("low-worst-five", &["pypi:poker-equity@0.1.1"]),
    ("ace-to-five-paired-by-top-card", &["crates:ducy@0.3.0"]),
    (
        "ace-to-five-ace-high-when-paired",
        &["crates:pkcore@0.15.2"],
    ),
    ("low-read-from-the-bottom", &["crates:pkcore@0.15.2"]),
    (
        "deuce-to-seven-wheel-straight",
        &[
            "pypi:pokerface@1.0.2",
            "crates:aya_poker@0.1.0",
            "npm:handranker@1.0.5",
            "npm:handranker-latest@3.0.2",
        ],
    ),
    (
        "deuce-to-seven-inverted-high",
        &["crates:playing-cards@0.1.3"],
    ),
];
