//! Evaluators nobody here wrote: Rust crates from crates.io, wrapped as
//! [`Evaluator`]s behind the `third-party` cargo feature, so that they stand
//! in the matrix beside the built-ins.
//!
//! An adapter translates our cards into the crate's encoding and its answer
//! back into a category and strength. A translation bug would look exactly
//! like a bug in the crate, so every adapter first runs [`self_test`] on
//! hands whose answers pin the encoding down (each rank in order, each suit
//! as a flush, mixed suits as no flush) and refuses to evaluate anything if
//! it fails.
//!
//! The adapters do not correct the crates: what a crate answers is what the
//! suite judges.

mod aya;
#[cfg(feature = "census-crates")]
pub mod census;
mod poker_crate;
mod pokers_crate;
mod rs_poker_crate;

use crate::card::{parse_hand, Card};
use crate::category::Category;
use crate::evaluator::{Evaluator, Rejected, Verdict};
use std::sync::Arc;

pub use aya::AyaPoker;
pub use poker_crate::PokerCrate;
pub use pokers_crate::Pokers;
pub use rs_poker_crate::RsPoker;

/// Why an adapter's self-test of its card conversion failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelfTestError(pub String);

impl std::fmt::Display for SelfTestError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SelfTestError {}

impl From<String> for SelfTestError {
    fn from(s: String) -> SelfTestError {
        SelfTestError(s)
    }
}

/// Every third-party adapter, in report order: the four of the feature
/// `third-party`, then, with the feature `census-crates`, the rest of the
/// crates.io census ([`census`]).
pub fn all() -> Vec<Arc<dyn Evaluator>> {
    #[allow(unused_mut)]
    let mut out: Vec<Arc<dyn Evaluator>> = vec![
        Arc::new(Pokers::new()),
        Arc::new(AyaPoker::new()),
        Arc::new(RsPoker::new()),
        Arc::new(PokerCrate::new()),
    ];
    #[cfg(feature = "census-crates")]
    out.extend(census::all());
    out
}

/// Checks an adapter's translation on hands that pin the encoding down:
/// every suit makes a flush alone and none with another suit; pairs of
/// every rank, and high cards, order by rank; a straight of every height is
/// a straight (the wheel is left out: getting it wrong is a real bug worth
/// reporting, not an encoding error). `eval` is the adapter's raw
/// evaluation. The error names the first hand that came out wrong.
pub fn self_test(eval: &dyn Fn(&[Card]) -> Result<Verdict, Rejected>) -> Result<(), SelfTestError> {
    let hand = |s: &str| parse_hand(s).expect("self-test hands are valid");
    let expect = |s: &str, want: Category| -> Result<Verdict, String> {
        let v = eval(&hand(s)).map_err(|e| format!("`{s}` rejected: {e}"))?;
        if v.category != want {
            return Err(format!(
                "`{s}` came out {} instead of {}",
                v.category.token(),
                want.token()
            ));
        }
        Ok(v)
    };
    let suits = ['c', 'd', 'h', 's'];
    for a in suits {
        expect(&format!("2{a} 4{a} 6{a} 8{a} T{a}"), Category::Flush)?;
        for b in suits.iter().filter(|&&b| b != a) {
            expect(&format!("2{a} 4{a} 6{a} 8{b} T{b}"), Category::HighCard)?;
        }
    }
    let ranks = "23456789TJQKA".as_bytes();
    let mut last: Option<(String, Verdict)> = None;
    for &r in ranks {
        let r = r as char;
        // A pair of this rank and three high kickers of other ranks.
        let kick: Vec<char> = "AKQJT".chars().filter(|&k| k != r).take(3).collect();
        let s = format!("{r}c {r}d {}h {}s {}c", kick[0], kick[1], kick[2]);
        let v = expect(&s, Category::OnePair)?;
        if let (Some((prev, pv)), true) = (&last, v.strength.is_some()) {
            if pv.strength >= v.strength {
                return Err(format!("`{s}` does not beat `{prev}`").into());
            }
        }
        last = Some((s, v));
    }
    for top in 5..13 {
        let s: Vec<String> = (0..5)
            .map(|k| format!("{}{}", ranks[top - k] as char, suits[k % 4]))
            .collect();
        expect(&s.join(" "), Category::Straight)?;
    }
    expect("As Ks Qs Js Ts 2c 3d", Category::StraightFlush)?;
    expect("Ac Ad Ah As Kc Kd 2h", Category::FourOfAKind)?;
    expect("Ac Ad Ah Kc Kd 2h 3s", Category::FullHouse)?;
    Ok(())
}

/// The shared part of an adapter: its self-test verdict.
pub(crate) fn guard(name: &str, result: &Result<(), String>) -> Result<(), Rejected> {
    result.as_ref().map(|_| ()).map_err(|e| {
        Rejected::CannotRun(format!(
            "{name}: the adapter's encoding self-test failed ({e}); refusing to run"
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evaluator::Strength;
    use crate::reference::Reference;

    #[test]
    fn every_adapter_passes_its_self_test() {
        // Hold'em-like layouts; the Omaha adapters of the census are asked
        // with hole cards by census::tests.
        let joined = all()
            .into_iter()
            .filter(|e| e.game().layout == crate::game::Layout::Cards);
        for ev in joined {
            // The fewest cards it takes (crate-ducy-stud-hi-lo takes seven).
            let n = ev.domain().counts().next().unwrap();
            let h = &parse_hand("As Ks Qs Js Ts 2c 3d").unwrap()[..n];
            assert!(
                ev.evaluate(h).is_ok(),
                "{}: {:?}",
                ev.name(),
                ev.evaluate(h)
            );
        }
    }

    #[test]
    fn the_self_test_catches_encoding_errors() {
        let r = Reference::new();
        let right = |c: &[Card]| {
            Ok(Verdict::new(
                r.category(c),
                Some(Strength::single(r.strength(c) as i64)),
            ))
        };
        assert_eq!(self_test(&right), Ok(()));
        // Ranks read backwards (ace as two).
        let backwards = |c: &[Card]| {
            let m: Vec<Card> = c
                .iter()
                .map(|c| Card::from_index((12 - c.rank().index()) * 4 + c.suit().index()).unwrap())
                .collect();
            right(&m)
        };
        assert!(self_test(&backwards).is_err());
        // Two suits confused.
        let suits = |c: &[Card]| {
            let m: Vec<Card> = c
                .iter()
                .map(|c| Card::from_index(c.rank().index() * 4 + c.suit().index().min(2)).unwrap())
                .collect();
            let mut seen = std::collections::HashSet::new();
            if m.iter().any(|x| !seen.insert(x.index())) {
                return Err(Rejected::Invalid("duplicate".into()));
            }
            right(&m)
        };
        assert!(self_test(&suits).is_err());
    }
}
