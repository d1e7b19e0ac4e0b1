//! Enumerating k-subsets in lexicographic order, without allocation per step.

/// Every k-subset of `0..n` as an ascending index array, in lexicographic
/// order. `k` is at most 7.
#[derive(Clone, Debug)]
pub struct Combinations {
    n: usize,
    k: usize,
    idx: [usize; 7],
    started: bool,
    done: bool,
}

impl Combinations {
    /// All `k`-subsets of `0..n`. Panics if `k > 7`.
    pub fn new(n: usize, k: usize) -> Combinations {
        assert!(k <= 7, "at most 7 elements");
        let mut idx = [0; 7];
        for (i, slot) in idx.iter_mut().enumerate().take(k) {
            *slot = i;
        }
        Combinations {
            n,
            k,
            idx,
            started: false,
            done: k > n,
        }
    }

    /// The next subset, or `None` when all have been given.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<&[usize]> {
        if self.done {
            return None;
        }
        if !self.started {
            self.started = true;
            return Some(&self.idx[..self.k]);
        }
        // Find the rightmost index that can still move right.
        let (n, k) = (self.n, self.k);
        let mut i = k;
        loop {
            if i == 0 {
                self.done = true;
                return None;
            }
            i -= 1;
            if self.idx[i] < n - k + i {
                break;
            }
        }
        self.idx[i] += 1;
        for j in i + 1..k {
            self.idx[j] = self.idx[j - 1] + 1;
        }
        Some(&self.idx[..self.k])
    }
}

/// C(n, k).
pub const fn binomial(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    let mut r = 1u64;
    let mut i = 0;
    while i < k {
        r = r * (n - i) / (i + 1);
        i += 1;
    }
    r
}

/// The greatest `key` over the five-card subsets of `cards` (for fewer
/// than five cards: `K::default()`): how the plain checkers pick the best
/// five, by trying them all.
pub fn best_over_fives<K: Ord + Default>(
    cards: &[crate::card::Card],
    key: impl Fn(&[crate::card::Card; 5]) -> K,
) -> K {
    // Five nested loops over positions a < b < c < d < e: in the proofs'
    // hot loops they are faster than stepping a `Combinations`.
    let n = cards.len();
    let mut best = K::default();
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    for e in d + 1..n {
                        let five = [cards[a], cards[b], cards[c], cards[d], cards[e]];
                        best = best.max(key(&five));
                    }
                }
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_order() {
        for n in 0..=9 {
            for k in 0..=7.min(n) {
                let mut c = Combinations::new(n, k);
                let mut count = 0;
                let mut prev: Option<Vec<usize>> = None;
                while let Some(s) = c.next() {
                    assert!(s.windows(2).all(|w| w[0] < w[1]));
                    if let Some(p) = &prev {
                        assert!(p.as_slice() < s);
                    }
                    prev = Some(s.to_vec());
                    count += 1;
                }
                assert_eq!(count, binomial(n as u64, k as u64), "C({n},{k})");
            }
        }
        assert_eq!(binomial(52, 7), 133_784_560);
        assert!(Combinations::new(3, 4).next().is_none());
    }
}
