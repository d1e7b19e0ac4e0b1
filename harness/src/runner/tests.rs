//! Judging with small synthetic evaluators: each failure kind comes out of
//! the evaluator behaviour that should produce it.

use super::*;
use crate::vectors::{load_str, Suite};
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::{Domain, EvaluatorInfo, Rejected, Strength, Verdict};
use showdown_evaluators::reference::Reference;
use std::path::Path;

/// The reference's category, with a strength made by `score`.
struct Scored {
    info: EvaluatorInfo,
    strength: bool,
    score: fn(&[Card]) -> i64,
}

impl Scored {
    fn new(name: &'static str, strength: bool, score: fn(&[Card]) -> i64) -> Scored {
        Scored {
            info: EvaluatorInfo::holdem(name, Domain::range(5, 7), strength, "test", "test"),
            strength,
            score,
        }
    }
}

impl Evaluator for Scored {
    fn info(&self) -> &EvaluatorInfo {
        &self.info
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        let category = Reference::new().category(cards);
        let s = self.strength.then(|| Strength::single((self.score)(cards)));
        Ok(Verdict::new(category, s))
    }
}

fn reference_score(c: &[Card]) -> i64 {
    Reference::new().strength(c) as i64
}

const VECTORS: &str = r#"
[[hand]]
name = "kicker"
cards = "As Ad Kc 7h 2s"
category = "one-pair"
beats = ["Ac Ah Qc 7d 2d"]
ties = ["Ah Ac Kd 7s 2c"]
why = "the king kicker plays"

[[order]]
name = "pairs"
ascending = ["2c 2d 5h 7s 9c", ["Ac Ad Kh 7s 2c", "As Ah Kd 7c 2d"]]
why = "aces beat deuces; same ranks tie"

[[showdown]]
name = "flush-beats-straight"
board = "9h 8h 7c 2h 3d"
players = ["Ah Kh", "Tc 6d"]
winners = [0]
why = "a flush beats a straight"

[[showdown]]
name = "kicker-decides"
board = "Ks 9h 7c 4d 2s"
players = ["Kd Qc", "Kc Jd"]
winners = [0]
why = "same pair, better kicker"
"#;

fn suite() -> Suite {
    let mut s = Suite::default();
    load_str(Path::new("t.toml"), VECTORS, &mut s);
    assert!(s.errors.is_empty(), "{:?}", s.errors);
    s
}

fn outcomes(ev: Scored) -> Vec<(String, Outcome)> {
    let s = suite();
    let evs: Vec<Arc<dyn Evaluator>> = vec![Arc::new(ev)];
    run(&s, &evs, false)
        .into_iter()
        .map(|t| (s.cases[t.case].id.clone(), t.outcome))
        .collect()
}

fn kinds(ev: Scored) -> Vec<(String, Option<FailKind>)> {
    outcomes(ev)
        .into_iter()
        .map(|(id, o)| (id, o.fail_kind()))
        .collect()
}

fn ids(v: &[(&str, Option<FailKind>)]) -> Vec<(String, Option<FailKind>)> {
    v.iter().map(|(a, k)| (a.to_string(), *k)).collect()
}

#[test]
fn a_correct_evaluator_passes_everything() {
    let got = kinds(Scored::new("ok", true, reference_score));
    assert!(got.iter().all(|(_, k)| k.is_none()), "{got:?}");
}

#[test]
fn a_constant_strength_gives_false_ties() {
    let got = kinds(Scored::new("flat", true, |c| {
        Reference::new().category(c) as i64
    }));
    assert_eq!(
        got,
        ids(&[
            ("t/kicker", Some(FailKind::FalseTie)),
            ("t/pairs", Some(FailKind::FalseTie)),
            ("t/flush-beats-straight", None),
            ("t/kicker-decides", Some(FailKind::FalseTie)),
        ])
    );
}

#[test]
fn a_reversed_strength_gives_wrong_order_and_a_suit_tiebreak_misses_ties() {
    let got = kinds(Scored::new("reversed", true, |c| -reference_score(c)));
    assert_eq!(got[0].1, Some(FailKind::WrongOrder));
    assert_eq!(got[1].1, Some(FailKind::WrongOrder));
    let got = kinds(Scored::new("suited", true, |c| {
        reference_score(c) * 64 + c.iter().map(|x| x.suit().index() as i64).sum::<i64>()
    }));
    assert_eq!(got[0].1, Some(FailKind::MissedTie), "{got:?}");
    assert_eq!(got[1].1, Some(FailKind::MissedTie), "{got:?}");
}

#[test]
fn a_category_only_evaluator_is_judged_on_categories_and_skips_kicker_pots() {
    let got = outcomes(Scored::new("cats", false, |_| 0));
    assert_eq!(got[0].1, Outcome::Pass);
    assert_eq!(got[1].1, Outcome::Pass);
    assert_eq!(got[2].1, Outcome::Pass);
    assert!(
        matches!(&got[3].1, Outcome::Skipped { reason } if reason.contains("decided within a category")),
        "{:?}",
        got[3]
    );
}
