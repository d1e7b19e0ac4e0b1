//! Hands of badugi: one stratum per size of the badugi (one to four
//! cards), one per pattern of repeated ranks and one per pattern of
//! repeated suits among the four cards, and the double clash (a card that
//! shares its rank with one card and its suit with another, whose drop
//! decides the size).
//!
//! Each is built: a size from the covers that bound it (König: the
//! largest badugi has as many cards as the fewest ranks and suits that
//! touch every card), a pattern from its groups; a build that missed (a
//! size-two build that came out a one-card hand) is drawn again.

use super::*;

/// The patterns of repeats among four cards, as group sizes.
pub(super) const PATTERNS: [&[usize]; 5] = [&[1, 1, 1, 1], &[2, 1, 1], &[2, 2], &[3, 1], &[4]];

/// The pattern's id part.
pub(super) fn pattern_id(pattern: u8) -> &'static str {
    ["1-1-1-1", "2-1-1", "2-2", "3-1", "4"][pattern as usize]
}

/// The strata of badugi, after the uniform one.
pub(super) fn kinds() -> Vec<Kind> {
    let mut kinds: Vec<Kind> = (1..=4).map(Kind::BadugiSize).collect();
    // Four cards of one rank are four suits: the patterns of ranks run to
    // quads, those of suits to four of a suit.
    kinds.extend((0..5).map(Kind::BadugiRanks));
    kinds.extend((0..5).map(Kind::BadugiSuits));
    kinds.push(Kind::DoubleClash);
    kinds
}

/// The size of the badugi of a place among the 1,092 values.
pub(super) fn size_of_place(place: u16) -> u8 {
    match place {
        0..=13 => 1,
        14..=91 => 2,
        92..=377 => 3,
        _ => 4,
    }
}

/// The group sizes of the ranks (or, with `suits`, the suits) of cards,
/// largest first.
pub(super) fn shape(cards: &[Card], suits: bool) -> Vec<usize> {
    let mut counts = [0usize; 13];
    for c in cards {
        let i = if suits {
            c.suit().index()
        } else {
            c.rank().index()
        };
        counts[i as usize] += 1;
    }
    let mut s: Vec<usize> = counts.into_iter().filter(|&n| n > 0).collect();
    s.sort_unstable_by(|a, b| b.cmp(a));
    s
}

impl Drawer<'_> {
    /// Builds a badugi hand (all in `board`).
    pub(super) fn build_badugi(&self, kind: Kind, rng: &mut SplitMix) -> Option<Hand> {
        let deck = self.game.deck();
        let mut cards: Vec<Card> = Vec::new();
        match kind {
            Kind::BadugiSize(k) => {
                // Every card touches one of `k` ranks or suits (a cover of
                // `k`), and `k` cards of the hand form a badugi.
                let ranks = rng.choose(self.ranks.clone(), 4)?;
                let suits = rng.choose(Suit::ALL.to_vec(), 4)?;
                let k = k as usize;
                for i in 0..k {
                    cards.push(Card::new(ranks[i], suits[i]));
                }
                if k < 4 {
                    // Cover: `r` of the badugi's ranks, `k - r` of its suits.
                    let r = rng.below(k as u64 + 1) as usize;
                    let touches = |c: &Card| {
                        ranks[..r].contains(&c.rank()) || suits[r..k].contains(&c.suit())
                    };
                    let pool: Vec<Card> = deck
                        .iter()
                        .copied()
                        .filter(|c| touches(c) && !cards.contains(c))
                        .collect();
                    if (0..k).any(|i| !touches(&cards[i])) {
                        return None;
                    }
                    cards.extend(rng.choose(pool, 4 - k)?);
                }
            }
            Kind::BadugiRanks(p) | Kind::BadugiSuits(p) => {
                let by_suit = matches!(kind, Kind::BadugiSuits(_));
                let groups = PATTERNS[p as usize];
                if by_suit {
                    let suits = rng.choose(Suit::ALL.to_vec(), groups.len())?;
                    for (&g, &s) in groups.iter().zip(&suits) {
                        for r in rng.choose(self.ranks.clone(), g)? {
                            cards.push(Card::new(r, s));
                        }
                    }
                } else {
                    let ranks = rng.choose(self.ranks.clone(), groups.len())?;
                    for (&g, &r) in groups.iter().zip(&ranks) {
                        for s in rng.choose(Suit::ALL.to_vec(), g)? {
                            cards.push(Card::new(r, s));
                        }
                    }
                }
            }
            Kind::DoubleClash => {
                let ranks = rng.choose(self.ranks.clone(), 2)?;
                let suits = rng.choose(Suit::ALL.to_vec(), 2)?;
                cards.push(Card::new(ranks[0], suits[0]));
                cards.push(Card::new(ranks[0], suits[1]));
                cards.push(Card::new(ranks[1], suits[0]));
                let rest: Vec<Card> = deck
                    .iter()
                    .copied()
                    .filter(|c| !cards.contains(c))
                    .collect();
                cards.push(Self::pick(rng, &rest));
            }
            _ => return None,
        }
        Some(Hand {
            hole: Vec::new(),
            board: cards,
        })
    }

    /// Whether a built badugi hand is what its stratum is about.
    pub(super) fn accepts_badugi(&self, kind: Kind, cards: &[Card]) -> bool {
        match kind {
            Kind::BadugiSize(k) => size_of_place((self.strength)(cards)) == k,
            Kind::BadugiRanks(p) => shape(cards, false) == PATTERNS[p as usize],
            Kind::BadugiSuits(p) => shape(cards, true) == PATTERNS[p as usize],
            Kind::DoubleClash => cards.iter().any(|x| {
                cards.iter().any(|y| y != x && y.rank() == x.rank())
                    && cards.iter().any(|z| z != x && z.suit() == x.suit())
            }),
            _ => false,
        }
    }
}
