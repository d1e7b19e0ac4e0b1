//! Hands of the lowball games, and the hi-lo games' low traps.

use super::*;

impl Drawer<'_> {
    /// Builds a hand of a lowball game (all in `board`).
    pub(super) fn build_lowball(&self, kind: Kind, rng: &mut SplitMix) -> Option<Hand> {
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
    pub(super) fn build_low_trap(&self, kind: Kind, rng: &mut SplitMix) -> Option<Hand> {
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
}
