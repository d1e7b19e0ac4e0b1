//! Who gets how much of a split pot: half to the best high hand, half to
//! the best qualifying low, ties sharing their half equally; with no
//! qualifying low, the high hands share the whole pot ("scoop").

use std::fmt;

/// A player's share of the pot, as a reduced fraction (`0`, `1/4`, `1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Share {
    /// Numerator.
    pub num: u64,
    /// Denominator (never 0).
    pub den: u64,
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

impl Share {
    /// `num/den`, reduced (`den` must not be 0).
    pub fn new(num: u64, den: u64) -> Share {
        assert!(den != 0, "a share's denominator is not 0");
        let g = gcd(num, den).max(1);
        Share {
            num: num / g,
            den: den / g,
        }
    }

    /// Nothing.
    pub const ZERO: Share = Share { num: 0, den: 1 };

    /// The sum of two shares.
    pub fn plus(self, other: Share) -> Share {
        Share::new(
            self.num * other.den + other.num * self.den,
            self.den * other.den,
        )
    }

    /// Reads `1`, `0`, `1/2`, `3/4` (reduced or not; the result is reduced).
    pub fn parse(s: &str) -> Option<Share> {
        let (num, den) = match s.split_once('/') {
            Some((n, d)) => (n.trim().parse().ok()?, d.trim().parse().ok()?),
            None => (s.trim().parse().ok()?, 1),
        };
        (den != 0 && num <= den).then(|| Share::new(num, den))
    }
}

/// `1/2`; a whole number without a denominator.
impl fmt::Display for Share {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

/// The indices holding the largest value.
fn best_of<T: Ord + Copy>(values: &[T]) -> Vec<usize> {
    let Some(&top) = values.iter().max() else {
        return Vec::new();
    };
    (0..values.len()).filter(|&i| values[i] == top).collect()
}

/// Each player's share of the pot, from the high half's strengths and the
/// low half's (`None`: no qualifying low); higher is better for both.
pub fn pot_shares<H: Ord + Copy, L: Ord + Copy>(highs: &[H], lows: &[Option<L>]) -> Vec<Share> {
    let mut shares = vec![Share::ZERO; highs.len()];
    let high = best_of(highs);
    let qualifying: Vec<(usize, L)> = lows
        .iter()
        .enumerate()
        .filter_map(|(i, l)| l.map(|l| (i, l)))
        .collect();
    let low: Vec<usize> = {
        let values: Vec<L> = qualifying.iter().map(|&(_, l)| l).collect();
        best_of(&values)
            .into_iter()
            .map(|j| qualifying[j].0)
            .collect()
    };
    let halves = if low.is_empty() { 1 } else { 2 };
    for &i in &high {
        shares[i] = shares[i].plus(Share::new(1, halves * high.len() as u64));
    }
    for &i in &low {
        shares[i] = shares[i].plus(Share::new(1, 2 * low.len() as u64));
    }
    shares
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(v: &[Share]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn scoop_split_and_quarter() {
        // No low: the best high takes it all.
        assert_eq!(texts(&pot_shares(&[5, 3], &[None::<u8>, None])), ["1", "0"]);
        // One player best both ways scoops.
        assert_eq!(texts(&pot_shares(&[5, 3], &[Some(9), Some(2)])), ["1", "0"]);
        // High and low to different players.
        assert_eq!(
            texts(&pot_shares(&[5, 3], &[None, Some(2)])),
            ["1/2", "1/2"]
        );
        // Quartered: one high, two equal lows, the high also one of them.
        assert_eq!(
            texts(&pot_shares(&[5, 3, 1], &[Some(9), Some(9), None])),
            ["3/4", "1/4", "0"]
        );
        // Tied highs with no low split the pot.
        assert_eq!(
            texts(&pot_shares(&[4, 4, 1], &[None::<u8>, None, None])),
            ["1/2", "1/2", "0"]
        );
        let total = pot_shares(&[7, 7, 7], &[Some(1), Some(3), Some(3)])
            .into_iter()
            .fold(Share::ZERO, Share::plus);
        assert_eq!(total, Share::new(1, 1));
    }

    #[test]
    fn shares_parse_and_reduce() {
        assert_eq!(Share::parse("2/4"), Some(Share::new(1, 2)));
        assert_eq!(Share::parse("1"), Some(Share::new(1, 1)));
        assert_eq!(Share::parse("0"), Some(Share::ZERO));
        assert_eq!(Share::parse("3/2"), None);
        assert_eq!(Share::parse("1/0"), None);
        assert_eq!(Share::parse("half"), None);
        assert_eq!(Share::new(3, 12).to_string(), "1/4");
    }
}
