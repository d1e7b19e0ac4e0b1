//! Hands of the games without hole cards and with a high hand (hold'em,
//! short deck): their categories and rare structures.

use super::*;

impl Drawer<'_> {
    /// Builds a hand of a game without hole cards (all in `board`, except
    /// for board-plays, whose last two cards go to `hole`, sent last).
    pub(super) fn build_cards(&self, kind: Kind, rng: &mut SplitMix) -> Option<Hand> {
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
}
