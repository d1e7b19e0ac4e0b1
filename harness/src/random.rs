//! The one seeded generator every random part of the suite draws from
//! (`check`, `diff`, the examples' searches): SplitMix64, small, fast and
//! the same on every platform, so a printed seed replays exactly.

use showdown_evaluators::card::Card;

/// A SplitMix64 generator.
#[derive(Clone, Debug)]
pub struct SplitMix(pub u64);

impl SplitMix {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` below 2³²), by multiply-shift.
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() >> 32) * n) >> 32
    }

    /// Appends `n` distinct random cards from a deck of `deck` cards (the
    /// card indices `0..deck`), in random order.
    pub fn deal_into(&mut self, deck: &[Card], n: usize, out: &mut Vec<Card>) {
        let mut d: Vec<Card> = deck.to_vec();
        for i in 0..n {
            let j = i + self.below((d.len() - i) as u64) as usize;
            d.swap(i, j);
            out.push(d[i]);
        }
    }

    /// Appends `n` distinct random cards of the 52-card deck, in random order.
    pub fn hand_into(&mut self, n: usize, out: &mut Vec<Card>) {
        let mut deck: [u8; 52] = std::array::from_fn(|i| i as u8);
        for i in 0..n {
            let j = i + self.below((52 - i) as u64) as usize;
            deck.swap(i, j);
            out.push(Card::from_index(deck[i]).expect("below 52"));
        }
    }

    /// Shuffles `items` in place (Fisher-Yates, from the last item down).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// `k` of `items` in random order (the first `k` places of a partial
    /// Fisher-Yates shuffle), or `None` when there are fewer than `k`.
    pub fn choose<T>(&mut self, mut items: Vec<T>, k: usize) -> Option<Vec<T>> {
        if items.len() < k {
            return None;
        }
        for i in 0..k {
            let j = i + self.below((items.len() - i) as u64) as usize;
            items.swap(i, j);
        }
        items.truncate(k);
        Some(items)
    }

    /// `n` distinct random cards of the 52-card deck, in random order.
    pub fn hand(&mut self, n: usize) -> Vec<Card> {
        let mut out = Vec::with_capacity(n);
        self.hand_into(n, &mut out);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_replays_and_hands_are_distinct_cards() {
        let a = SplitMix(7).hand(7);
        assert_eq!(a, SplitMix(7).hand(7));
        assert_ne!(a, SplitMix(8).hand(7));
        let mut r = SplitMix(1);
        for _ in 0..1000 {
            let mut h = r.hand(7);
            h.sort();
            h.dedup();
            assert_eq!(h.len(), 7);
        }
        let below: Vec<u64> = (0..1000).map(|_| r.below(3)).collect();
        assert!((0..3).all(|k| below.contains(&k)) && below.iter().all(|&k| k < 3));
    }
}
