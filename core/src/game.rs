//! The rules of a game as one value: [`Game`]. The engine, the vectors, the
//! protocol and the references consult it instead of hard-coding a deck,
//! card counts, the layout of a hand or the categories.
//!
//! [`HOLDEM`] (high hands of 1 to 7 cards from the 52-card deck, best five
//! of any cards) is the default everywhere; [`OMAHA`], [`SHORT_DECK`] and
//! [`SHORT_DECK_TRIPS_OVER_STRAIGHT`], the lowball games [`ACE_TO_FIVE`],
//! [`DEUCE_TO_SEVEN`] and [`ACE_TO_SIX`], and the split-pot games
//! [`OMAHA_HI_LO`] and [`STUD_HI_LO`] are the others. Every game is listed
//! once in [`GAMES`], which [`Game::all`], [`Game::by_id`] and [`Game::ids`]
//! read; its kit (reference, checker, lessons, proofs) is in
//! showdown-evaluators' `games::KITS`, in the same order, and a test there
//! fails when the two lists differ (docs/architecture.md, "Add a game").

use crate::card::{Card, Rank};
use crate::category::Category;
use crate::domain::Domain;
use std::fmt;

/// How the cards of one player's hand are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layout {
    /// One list of cards, in any order (hold'em as the suite has always
    /// sent it: board and hole cards together).
    Cards,
    /// Hole cards and a board, sent as `HOLE | BOARD`; the counts each may
    /// have.
    HoleAndBoard {
        /// How many hole cards a hand may have.
        hole: Domain,
        /// How many board cards.
        board: Domain,
    },
}

/// Which five cards make a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Selection {
    /// The best five of all the cards (fewer than five: all of them).
    BestFiveOfAny,
    /// The best five made of exactly `hole` hole cards and `board` board cards.
    Exactly {
        /// Hole cards that must play.
        hole: usize,
        /// Board cards that must play.
        board: usize,
    },
    /// Badugi: the largest subset of the cards with no two of a suit and no
    /// two of a rank (a search over the subsets, not a rule of discards).
    LargestBadugi,
}

/// How five cards are ranked against each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ranking {
    /// High poker: the higher hand wins, in the order of the game's
    /// categories.
    High,
    /// Ace-to-five lowball: aces are low, straights and flushes do not
    /// count, pairs do; the lowest hand wins (5-4-3-2-A is the best).
    AceToFiveLow,
    /// Deuce-to-seven lowball: aces are high only, straights and flushes
    /// count against the hand; the lowest hand wins (7-5-4-3-2 not all of
    /// one suit is the best).
    DeuceToSevenLow,
    /// Ace-to-six lowball (London lowball): aces are low only, straights
    /// and flushes count against the hand (A-2-3-4-5 is a straight, no
    /// straight runs past the king); the lowest hand wins (6-4-3-2-A not all
    /// of one suit is the best).
    AceToSixLow,
    /// Badugi: more cards in the badugi win (four beats three, three beats
    /// two, two beats one); of one size the lower highest card wins, then
    /// the next; aces are low, suits never break ties. The answer is a low
    /// alone (`low <strength>`), with no category.
    Badugi,
}

/// The low half of a split-pot (hi-lo) game: a low ranked as ace-to-five
/// from five distinct ranks no higher than `highest`, chosen under the
/// game's [`Selection`]; without one the high half takes the whole pot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LowHalf {
    /// The highest rank a qualifying low may hold (the eight, for
    /// eight-or-better; the ace counts low).
    pub highest: Rank,
}

/// The rules of one game.
#[derive(Debug, PartialEq, Eq)]
pub struct Game {
    /// The id in vectors, manifests and flags (`holdem`).
    pub id: &'static str,
    /// Its name in English.
    pub name: &'static str,
    /// Its name in Japanese.
    pub name_ja: &'static str,
    /// The lowest rank in the deck (a 52-card deck starts at the deuce).
    pub lowest_rank: Rank,
    /// How many cards a hand may have in all.
    pub cards: Domain,
    /// How a hand's cards are laid out.
    pub layout: Layout,
    /// The categories, weakest first.
    pub categories: &'static [Category],
    /// How the five cards are chosen.
    pub selection: Selection,
    /// How five cards are ranked (for a hi-lo game: the high half).
    pub ranking: Ranking,
    /// The low half of a split-pot game, if it is one.
    pub low_half: Option<LowHalf>,
}

/// Hold'em high hands: 1 to 7 cards of the 52-card deck, the best five of
/// any of them, the nine categories in the usual order. The default game.
pub static HOLDEM: Game = Game {
    id: "holdem",
    name: "Texas hold'em (high)",
    name_ja: "テキサス・ホールデム (ハイ)",
    lowest_rank: Rank::Two,
    cards: Domain::range(1, 7),
    layout: Layout::Cards,
    categories: &Category::ALL,
    selection: Selection::BestFiveOfAny,
    ranking: Ranking::High,
    low_half: None,
};

/// Short deck ("6+ hold'em"), the usual ranking: 36 cards (6 to ace), 5 to
/// 7 cards, the best five of any; A-6-7-8-9 is the lowest straight (no
/// A-2-3-4-5); a flush beats a full house; a straight beats three of a kind.
pub static SHORT_DECK: Game = Game {
    id: "short-deck",
    name: "short deck (6+ hold'em)",
    name_ja: "ショートデック (6+ ホールデム)",
    lowest_rank: Rank::Six,
    cards: Domain::range(5, 7),
    layout: Layout::Cards,
    categories: &[
        Category::HighCard,
        Category::OnePair,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::Straight,
        Category::FullHouse,
        Category::Flush,
        Category::FourOfAKind,
        Category::StraightFlush,
    ],
    selection: Selection::BestFiveOfAny,
    ranking: Ranking::High,
    low_half: None,
};

/// Short deck under the other rule set in use: as [`SHORT_DECK`], except
/// three of a kind beats a straight.
pub static SHORT_DECK_TRIPS_OVER_STRAIGHT: Game = Game {
    id: "short-deck-trips-over-straight",
    name: "short deck, three of a kind over a straight",
    name_ja: "ショートデック (スリーカードがストレートより上)",
    lowest_rank: Rank::Six,
    cards: Domain::range(5, 7),
    layout: Layout::Cards,
    categories: &[
        Category::HighCard,
        Category::OnePair,
        Category::TwoPair,
        Category::Straight,
        Category::ThreeOfAKind,
        Category::FullHouse,
        Category::Flush,
        Category::FourOfAKind,
        Category::StraightFlush,
    ],
    selection: Selection::BestFiveOfAny,
    ranking: Ranking::High,
    low_half: None,
};

/// Omaha high: 4, 5 or 6 hole cards and a board of 3, 4 or 5 cards; the best
/// five of exactly two hole cards and exactly three board cards.
pub static OMAHA: Game = Game {
    id: "omaha",
    name: "Omaha (high)",
    name_ja: "オマハ (ハイ)",
    lowest_rank: Rank::Two,
    cards: Domain::range(7, 11),
    layout: Layout::HoleAndBoard {
        hole: Domain::range(4, 6),
        board: Domain::range(3, 5),
    },
    categories: &Category::ALL,
    selection: Selection::Exactly { hole: 2, board: 3 },
    ranking: Ranking::High,
    low_half: None,
};

/// Ace-to-five lowball (California lowball; razz is its seven-card form):
/// 5 to 7 cards of the 52-card deck, the best (lowest) five of any; aces
/// are low, straights and flushes do not count, pairs do. 5-4-3-2-A is the
/// best hand. Six categories only, weakest first: four of a kind … high card.
pub static ACE_TO_FIVE: Game = Game {
    id: "ace-to-five",
    name: "ace-to-five lowball",
    name_ja: "エース・トゥ・ファイブ・ローボール",
    lowest_rank: Rank::Two,
    cards: Domain::range(5, 7),
    layout: Layout::Cards,
    categories: &[
        Category::FourOfAKind,
        Category::FullHouse,
        Category::ThreeOfAKind,
        Category::TwoPair,
        Category::OnePair,
        Category::HighCard,
    ],
    selection: Selection::BestFiveOfAny,
    ranking: Ranking::AceToFiveLow,
    low_half: None,
};

/// Deuce-to-seven lowball (Kansas City lowball): 5 to 7 cards of the
/// 52-card deck, the best (lowest) five of any; aces are high only
/// (A-2-3-4-5 is ace-high, no straight), straights and flushes count
/// against the hand. 7-5-4-3-2 not all of one suit is the best hand. The
/// nine categories in the reverse of hold'em's order.
pub static DEUCE_TO_SEVEN: Game = Game {
    id: "deuce-to-seven",
    name: "deuce-to-seven lowball",
    name_ja: "デュース・トゥ・セブン・ローボール",
    lowest_rank: Rank::Two,
    cards: Domain::range(5, 7),
    layout: Layout::Cards,
    categories: &[
        Category::StraightFlush,
        Category::FourOfAKind,
        Category::FullHouse,
        Category::Flush,
        Category::Straight,
        Category::ThreeOfAKind,
        Category::TwoPair,
        Category::OnePair,
        Category::HighCard,
    ],
    selection: Selection::BestFiveOfAny,
    ranking: Ranking::DeuceToSevenLow,
    low_half: None,
};

/// Ace-to-six lowball (London lowball): 5 to 7 cards of the 52-card deck,
/// the best (lowest) five of any; aces are low only, straights and flushes
/// count against the hand (A-2-3-4-5 is a straight; Q-K-A is no run).
/// 6-4-3-2-A not all of one suit is the best hand. The nine categories in
/// the reverse of hold'em's order.
pub static ACE_TO_SIX: Game = Game {
    id: "ace-to-six",
    name: "ace-to-six lowball",
    name_ja: "エース・トゥ・シックス・ローボール",
    lowest_rank: Rank::Two,
    cards: Domain::range(5, 7),
    layout: Layout::Cards,
    categories: &[
        Category::StraightFlush,
        Category::FourOfAKind,
        Category::FullHouse,
        Category::Flush,
        Category::Straight,
        Category::ThreeOfAKind,
        Category::TwoPair,
        Category::OnePair,
        Category::HighCard,
    ],
    selection: Selection::BestFiveOfAny,
    ranking: Ranking::AceToSixLow,
    low_half: None,
};

/// Omaha hi-lo, eight or better: dealt as [`OMAHA`]; the high half is
/// Omaha high, the low half the best ace-to-five low of five distinct ranks
/// eight or lower made of exactly two hole cards and three board cards
/// (possibly other hole cards than the high's); no such five, no low.
pub static OMAHA_HI_LO: Game = Game {
    id: "omaha-hi-lo",
    name: "Omaha hi-lo (eight or better)",
    name_ja: "オマハ・ハイロー (エイト・オア・ベター)",
    lowest_rank: Rank::Two,
    cards: Domain::range(7, 11),
    layout: Layout::HoleAndBoard {
        hole: Domain::range(4, 6),
        board: Domain::range(3, 5),
    },
    categories: &Category::ALL,
    selection: Selection::Exactly { hole: 2, board: 3 },
    ranking: Ranking::High,
    low_half: Some(LowHalf {
        highest: Rank::Eight,
    }),
};

/// Seven-card stud hi-lo, eight or better: 5 to 7 cards of the 52-card
/// deck; the high half is the best five of any (as hold'em), the low half
/// the best ace-to-five low of any five with distinct ranks eight or lower.
pub static STUD_HI_LO: Game = Game {
    id: "stud-hi-lo",
    name: "seven-card stud hi-lo (eight or better)",
    name_ja: "セブンカード・スタッド・ハイロー (エイト・オア・ベター)",
    lowest_rank: Rank::Two,
    cards: Domain::range(5, 7),
    layout: Layout::Cards,
    categories: &Category::ALL,
    selection: Selection::BestFiveOfAny,
    ranking: Ranking::High,
    low_half: Some(LowHalf {
        highest: Rank::Eight,
    }),
};

/// Badugi: four cards of the 52-card deck; the hand is the largest subset
/// with distinct suits and distinct ranks, aces low; a four-card badugi
/// beats every three-card hand and so on down, hands of one size compare
/// by their highest card, then the next (lower is better), suits never
/// break ties. A-2-3-4 of four suits is the best hand, a lone king the
/// worst. No categories: the answer is a low alone (`low <strength>`), and
/// the one category listed is a placeholder never judged.
pub static BADUGI: Game = Game {
    id: "badugi",
    name: "badugi",
    name_ja: "バドゥーギ",
    lowest_rank: Rank::Two,
    cards: Domain::exactly(4),
    layout: Layout::Cards,
    categories: &[Category::HighCard],
    selection: Selection::LargestBadugi,
    ranking: Ranking::Badugi,
    low_half: None,
};

impl Game {
    /// The default game, [`HOLDEM`].
    pub fn default_game() -> &'static Game {
        &HOLDEM
    }

    /// The cards of the deck, in index order.
    pub fn deck(&self) -> Vec<Card> {
        Card::all()
            .filter(|c| c.rank() >= self.lowest_rank)
            .collect()
    }

    /// How many cards the deck has.
    pub fn deck_size(&self) -> usize {
        (Rank::Ace.index() - self.lowest_rank.index() + 1) as usize * 4
    }

    /// The most cards one hand can have.
    pub fn max_cards(&self) -> usize {
        self.cards.counts().last().unwrap_or(0)
    }

    /// Whether a hand of `n` cards is a hand of this game.
    pub fn takes(&self, n: usize) -> bool {
        self.cards.contains(n)
    }

    /// Whether a deal of `hole` hole cards and `board` board cards is a hand
    /// of this game (for a game without hole cards: `hole + board` cards).
    pub fn takes_deal(&self, hole: usize, board: usize) -> bool {
        match self.layout {
            Layout::Cards => self.takes(hole + board),
            Layout::HoleAndBoard { hole: h, board: b } => h.contains(hole) && b.contains(board),
        }
    }

    /// Whether hands of this game come as hole cards and a board.
    pub fn has_hole_cards(&self) -> bool {
        matches!(self.layout, Layout::HoleAndBoard { .. })
    }

    /// Whether the lowest hand wins (a lowball game of five cards:
    /// [`Ranking::AceToFiveLow`], [`Ranking::DeuceToSevenLow`] or
    /// [`Ranking::AceToSixLow`]; badugi, whose answer is a low alone, is
    /// [`is_badugi`](Self::is_badugi) instead).
    pub fn is_lowball(&self) -> bool {
        !matches!(self.ranking, Ranking::High | Ranking::Badugi)
    }

    /// Whether the answer is a low alone, with no category (badugi).
    pub fn is_badugi(&self) -> bool {
        self.ranking == Ranking::Badugi
    }

    /// Whether the lower hand wins (the lowball games and badugi).
    pub fn lower_wins(&self) -> bool {
        self.ranking != Ranking::High
    }

    /// Whether the pot is split between a high and a low half.
    pub fn is_hi_lo(&self) -> bool {
        self.low_half.is_some()
    }

    /// Where `category` stands in this game, 0 for the weakest.
    pub fn rank_of(&self, category: Category) -> usize {
        self.categories
            .iter()
            .position(|&c| c == category)
            .expect("every game ranks every category it has")
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id)
    }
}

/// Every game, the default ([`HOLDEM`]) first: the line a new game adds
/// here (its kit goes in the same place of showdown-evaluators'
/// `games::KITS`).
pub static GAMES: &[&Game] = &[
    &HOLDEM,
    &OMAHA,
    &SHORT_DECK,
    &SHORT_DECK_TRIPS_OVER_STRAIGHT,
    &ACE_TO_FIVE,
    &DEUCE_TO_SEVEN,
    &ACE_TO_SIX,
    &OMAHA_HI_LO,
    &STUD_HI_LO,
    &BADUGI,
];

impl Game {
    /// Every game, in the order of [`GAMES`] (the default first).
    pub fn all() -> impl Iterator<Item = &'static Game> {
        GAMES.iter().copied()
    }

    /// The game with this id.
    pub fn by_id(id: &str) -> Option<&'static Game> {
        Game::all().find(|g| g.id == id)
    }

    /// The ids of every game, for error messages and `--game`'s list.
    pub fn ids() -> Vec<&'static str> {
        Game::all().map(|g| g.id).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holdem_is_the_default_with_the_52_card_deck() {
        let g = Game::default_game();
        assert_eq!(g.id, "holdem");
        assert_eq!(g.deck().len(), 52);
        assert_eq!(g.deck_size(), 52);
        assert_eq!(g.max_cards(), 7);
        assert!(g.takes(1) && g.takes(7) && !g.takes(8) && !g.takes(0));
        assert_eq!(g.categories.len(), 9);
        assert_eq!(Game::by_id("holdem"), Some(&HOLDEM));
        assert_eq!(Game::by_id("no-such-game"), None);
    }

    #[test]
    fn games_lists_each_game_once_the_default_first() {
        assert_eq!(GAMES[0], Game::default_game());
        let ids = Game::ids();
        assert_eq!(ids.len(), GAMES.len());
        for (i, id) in ids.iter().enumerate() {
            assert!(!ids[..i].contains(id), "{id} twice in GAMES");
            assert_eq!(Game::by_id(id).map(|g| g.id), Some(*id));
        }
    }

    #[test]
    fn short_deck_ranks_flush_over_full_house_and_has_36_cards() {
        for g in [&SHORT_DECK, &SHORT_DECK_TRIPS_OVER_STRAIGHT] {
            assert_eq!(g.deck().len(), 36);
            assert_eq!(g.deck_size(), 36);
            assert!(g.rank_of(Category::Flush) > g.rank_of(Category::FullHouse));
        }
        assert!(
            SHORT_DECK.rank_of(Category::Straight) > SHORT_DECK.rank_of(Category::ThreeOfAKind)
        );
        assert!(
            SHORT_DECK_TRIPS_OVER_STRAIGHT.rank_of(Category::ThreeOfAKind)
                > SHORT_DECK_TRIPS_OVER_STRAIGHT.rank_of(Category::Straight)
        );
    }

    #[test]
    fn omaha_deals_are_hole_and_board() {
        assert!(OMAHA.has_hole_cards());
        assert!(OMAHA.takes_deal(4, 5) && OMAHA.takes_deal(6, 3) && !OMAHA.takes_deal(3, 5));
        assert!(!OMAHA.takes_deal(4, 2) && HOLDEM.takes_deal(2, 5));
        for g in Game::all() {
            // Ace-to-five knows no straights or flushes: six categories;
            // badugi none (one placeholder, never judged).
            let n = match g.ranking {
                Ranking::AceToFiveLow => 6,
                Ranking::Badugi => 1,
                _ => 9,
            };
            assert_eq!(g.categories.len(), n, "{g}");
            assert_eq!(Game::by_id(g.id), Some(g));
        }
    }

    #[test]
    fn lowball_categories_run_from_the_worst_low_to_the_best() {
        assert_eq!(ACE_TO_FIVE.categories.len(), 6);
        assert_eq!(ACE_TO_FIVE.categories[0], Category::FourOfAKind);
        assert_eq!(ACE_TO_FIVE.categories[5], Category::HighCard);
        assert!(ACE_TO_FIVE.rank_of(Category::OnePair) > ACE_TO_FIVE.rank_of(Category::TwoPair));
        // Deuce-to-seven: hold'em's order turned round.
        let reversed: Vec<Category> = Category::ALL.iter().rev().copied().collect();
        assert_eq!(DEUCE_TO_SEVEN.categories, &reversed[..]);
        for g in [&ACE_TO_FIVE, &DEUCE_TO_SEVEN] {
            assert!(g.is_lowball() && !g.is_hi_lo() && !g.has_hole_cards());
            assert_eq!(g.deck().len(), 52);
            assert!(g.takes(5) && g.takes(7) && !g.takes(4) && !g.takes(8));
        }
        assert!(!HOLDEM.is_lowball() && !SHORT_DECK.is_lowball());
    }

    #[test]
    fn badugi_is_four_cards_a_low_alone() {
        assert_eq!(Game::by_id("badugi"), Some(&BADUGI));
        assert!(BADUGI.is_badugi() && BADUGI.lower_wins() && !BADUGI.is_lowball());
        assert!(!BADUGI.is_hi_lo() && !BADUGI.has_hole_cards());
        assert_eq!(BADUGI.deck().len(), 52);
        assert!(BADUGI.takes(4) && !BADUGI.takes(3) && !BADUGI.takes(5));
        assert!(!HOLDEM.is_badugi() && !ACE_TO_FIVE.is_badugi());
    }

    #[test]
    fn hi_lo_games_split_the_pot_eight_or_better() {
        assert!(OMAHA_HI_LO.is_hi_lo() && STUD_HI_LO.is_hi_lo());
        assert!(!OMAHA.is_hi_lo() && !HOLDEM.is_hi_lo());
        assert_eq!(OMAHA_HI_LO.layout, OMAHA.layout);
        assert_eq!(OMAHA_HI_LO.selection, OMAHA.selection);
        assert!(!STUD_HI_LO.has_hole_cards() && STUD_HI_LO.takes(5) && !STUD_HI_LO.takes(4));
        for g in [&OMAHA_HI_LO, &STUD_HI_LO] {
            assert_eq!(g.low_half.map(|l| l.highest), Some(Rank::Eight), "{g}");
        }
    }
}
