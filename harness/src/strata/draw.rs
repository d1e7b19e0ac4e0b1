//! The drawer's common part: drawing a stratum's hand, the building blocks
//! (runs, ranks, suits, a category's core), and whether a built hand is
//! what its stratum is about.

use super::*;

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

    /// The game it draws from.
    pub fn game(&self) -> &'static Game {
        self.game
    }

    /// Cards per hand.
    pub fn cards(&self) -> usize {
        self.n
    }

    /// Hole cards per deal (0 in a game without them).
    pub fn hole(&self) -> usize {
        self.hole
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

    pub(super) fn category(&self, cards: &[Card]) -> Category {
        let s = (self.strength)(cards);
        self.game.categories[usize::from(s >> 12)]
    }

    /// The straights of the game as ranks, lowest first (the ace-low one
    /// first).
    pub(super) fn runs(&self, len: usize) -> Vec<Vec<Rank>> {
        let mut low = vec![Rank::Ace];
        low.extend(self.ranks.iter().take(len - 1));
        let mut runs = vec![low];
        for w in self.ranks.windows(len) {
            runs.push(w.to_vec());
        }
        runs
    }

    /// A random straight of `len` ranks.
    pub(super) fn random_run(&self, rng: &mut SplitMix, len: usize) -> Vec<Rank> {
        let mut runs = self.runs(len);
        let i = rng.below(runs.len() as u64) as usize;
        runs.swap_remove(i)
    }

    pub(super) fn pick<T: Copy>(rng: &mut SplitMix, from: &[T]) -> T {
        from[rng.below(from.len() as u64) as usize]
    }

    /// `k` distinct ranks not in `avoid`, in random order.
    pub(super) fn new_ranks(
        &self,
        rng: &mut SplitMix,
        k: usize,
        avoid: &[Rank],
    ) -> Option<Vec<Rank>> {
        Self::ranks_from(rng, &self.ranks, k, avoid)
    }

    /// `k` distinct ranks of `from` not in `avoid`, in random order.
    pub(super) fn ranks_from(
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
    pub(super) fn of_rank(
        rng: &mut SplitMix,
        hand: &Hand,
        rank: Rank,
        k: usize,
    ) -> Option<Vec<Card>> {
        let free: Vec<Card> = Suit::ALL
            .into_iter()
            .map(|s| Card::new(rank, s))
            .filter(|&c| !hand.has(c))
            .collect();
        rng.choose(free, k)
    }

    /// `k` random cards of the deck not in `hand`.
    pub(super) fn any(&self, rng: &mut SplitMix, hand: &Hand, k: usize) -> Vec<Card> {
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
    pub(super) fn of_ranks(
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
    pub(super) fn one_each(rng: &mut SplitMix, ranks: &[Rank], suited: bool) -> Vec<Card> {
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
    pub(super) fn singles(&self, rng: &mut SplitMix, hand: &Hand, k: usize) -> Option<Vec<Card>> {
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
    pub(super) fn core(
        &self,
        rng: &mut SplitMix,
        category: Category,
        k: usize,
    ) -> Option<Vec<Card>> {
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

    pub(super) fn build(&self, kind: Kind, rng: &mut SplitMix) -> Option<Hand> {
        let mut h = if self.game.is_badugi() {
            self.build_badugi(kind, rng)?
        } else if self.game.is_lowball() {
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

    /// Whether a built hand is what the stratum is about.
    pub(super) fn accepts(&self, kind: Kind, hand: &Hand, cards: &[Card]) -> bool {
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
            Kind::BadugiSize(_)
            | Kind::BadugiRanks(_)
            | Kind::BadugiSuits(_)
            | Kind::DoubleClash => self.accepts_badugi(kind, cards),
        }
    }

    /// The reference low strength of a hi-lo hand (0: no low).
    pub(super) fn low(&self, hand: &Hand, cards: &[Card]) -> u8 {
        use showdown_evaluators::games::hi_lo;
        if self.game.has_hole_cards() {
            hi_lo::omaha_low(&hand.hole, &hand.board)
        } else {
            hi_lo::stud_low(cards)
        }
    }

    /// Whether no pair of hole cards that makes the best Omaha high shares
    /// a card with a pair that makes the best low.
    pub(super) fn low_and_high_apart(&self, hole: &[Card], board: &[Card]) -> bool {
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
    pub(super) fn has_straight(&self, by_rank: &[u8; 13]) -> bool {
        self.runs(5)
            .iter()
            .any(|run| run.iter().all(|r| by_rank[r.index() as usize] > 0))
    }
}
