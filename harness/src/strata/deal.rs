//! Deals of the games with hole cards (Omaha): hole cards and a board.

use super::*;

impl Drawer<'_> {
    /// Builds a deal of hole cards and a board.
    pub(super) fn build_deal(&self, kind: Kind, rng: &mut SplitMix) -> Option<Hand> {
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
}
