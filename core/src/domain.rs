//! [`Domain`]: a set of hand sizes (card counts) — the counts a game's
//! hands have ([`Game::cards`](crate::game::Game::cards), a deal's hole and
//! board counts) or an evaluator was written for
//! ([`EvaluatorInfo::domain`](crate::evaluator::EvaluatorInfo::domain)),
//! with the short form reports print (`5`, `2-7`, `5,7`).

use std::fmt;

/// The card counts an evaluator was written for (or a game allows), as a
/// bit set (bit `n` = hands of `n` cards), `n` in 1..=[`Domain::MAX`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Domain(u16);

impl Domain {
    /// The largest card count a domain can hold.
    pub const MAX: usize = 15;

    /// Every count from `lo` to `hi` inclusive (clamped to 1..=MAX).
    pub const fn range(lo: usize, hi: usize) -> Domain {
        let mut bits = 0u16;
        let mut n = if lo < 1 { 1 } else { lo };
        while n <= hi && n <= Domain::MAX {
            bits |= 1 << n;
            n += 1;
        }
        Domain(bits)
    }

    /// Exactly `n` cards.
    pub const fn exactly(n: usize) -> Domain {
        Domain::range(n, n)
    }

    /// The given counts (those outside 1..=MAX are dropped).
    pub fn of(counts: &[usize]) -> Domain {
        Domain(
            counts
                .iter()
                .filter(|&&n| (1..=Domain::MAX).contains(&n))
                .fold(0, |b, &n| b | 1 << n),
        )
    }

    /// Whether hands of `n` cards are in the domain.
    pub const fn contains(self, n: usize) -> bool {
        n >= 1 && n <= Domain::MAX && self.0 & (1 << n) != 0
    }

    /// The counts, ascending.
    pub fn counts(self) -> impl Iterator<Item = usize> {
        (1..=Domain::MAX).filter(move |&n| self.contains(n))
    }

    /// Whether every count of `other` is in this domain.
    pub const fn covers(self, other: Domain) -> bool {
        other.0 & !self.0 == 0
    }
}

/// `5`, `2-7`, `5,7`.
impl fmt::Display for Domain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let counts: Vec<usize> = self.counts().collect();
        let contiguous = counts.windows(2).all(|w| w[1] == w[0] + 1);
        match counts.as_slice() {
            [] => f.write_str("none"),
            [n] => write!(f, "{n}"),
            [lo, .., hi] if contiguous => write!(f, "{lo}-{hi}"),
            _ => {
                let s: Vec<String> = counts.iter().map(|n| n.to_string()).collect();
                f.write_str(&s.join(","))
            }
        }
    }
}

impl fmt::Debug for Domain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Domain({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn domains() {
        assert_eq!(Domain::range(2, 7).to_string(), "2-7");
        assert_eq!(Domain::exactly(5).to_string(), "5");
        assert_eq!(Domain::of(&[5, 7]).to_string(), "5,7");
        assert!(Domain::range(5, 7).contains(6));
        assert!(!Domain::range(5, 7).contains(8));
        assert!(Domain::range(5, 11).contains(11) && !Domain::range(5, 11).contains(12));
        assert!(Domain::range(1, 7).covers(Domain::range(5, 7)));
        assert!(!Domain::range(5, 7).covers(Domain::exactly(4)));
        assert!(!Domain::exactly(7).contains(0));
    }
}
