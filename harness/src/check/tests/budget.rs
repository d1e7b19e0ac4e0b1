//! `--budget` and the sweep's estimate of its time.

use super::*;
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::Domain;
use showdown_evaluators::reference::Reference;

/// The reference, one hand at a time with a pause: a slow program.
fn slow(pause: std::time::Duration) -> HoldemDouble {
    let reference = Reference::new();
    HoldemDouble::new("slow", Domain::range(5, 7), true, move |cards| {
        std::thread::sleep(pause);
        reference.evaluate(cards)
    })
}

#[test]
fn a_budget_cuts_a_slow_evaluators_random_part_but_keeps_every_stratum() {
    // 2 ms a hand (on every core): the full part (3 counts x (10,000 +
    // ~25 strata x 1,000)) would take minutes; the budget is 2 s.
    let ev = slow(Duration::from_millis(2));
    let opts = CheckOptions {
        vectors: None,
        budget: Some(Duration::from_secs(2)),
        bad_input: false,
        ..CheckOptions::default()
    };
    let report = check_with(&InProcess(&ev), &opts);
    let sizing = report.budget.as_ref().expect("the budget is reported");
    assert!(!sizing.full(), "{sizing:?}");
    assert_eq!(sizing.speeds.len(), 3);
    assert!(
        sizing.per_stratum >= 1 && sizing.per_stratum < 1000,
        "{sizing:?}"
    );
    assert!(sizing.uniform >= sizing.per_stratum, "{sizing:?}");
    for sec in &report.sections {
        let all = crate::strata::strata_for(&showdown_evaluators::HOLDEM, sec.cards);
        // Every stratum is kept, each with the planned hands.
        assert_eq!(sec.strata.len(), all.len(), "{}", sec.name);
        for t in &sec.strata {
            let want = if t.id == "uniform" {
                sizing.uniform
            } else {
                sizing.per_stratum
            };
            assert_eq!(t.hands, want, "{} {}", sec.name, t.id);
        }
    }
    assert!(report.conformant(), "{}", report.to_text());
    let text = report.to_text();
    assert!(text.contains("--thorough"), "{text}");
    assert!(text.lines().all(|l| l.chars().count() <= 100), "{text}");
    let json = report.to_json();
    assert_eq!(json["budget"]["per_stratum"], sizing.per_stratum);
    assert_eq!(json["budget"]["full"], false);
    assert!(report.to_junit().contains("<property name=\"budget\""));
}

#[test]
fn a_fast_evaluator_gets_the_full_random_part_under_a_budget() {
    let ev = Reference::new();
    let opts = CheckOptions {
        vectors: None,
        cards: Some(vec![5]),
        budget: Some(Duration::from_secs(60)),
        bad_input: false,
        ..CheckOptions::default()
    };
    let report = check_with(&InProcess(&ev), &opts);
    let sizing = report.budget.as_ref().expect("the budget is reported");
    assert!(sizing.full(), "{sizing:?}");
    let five = &report.sections[0];
    assert_eq!(five.strata[0].hands, 10_000);
    assert!(five.strata[1..].iter().all(|t| t.hands == 1_000));
    assert!(report.to_text().contains("the full random part"));
    // Without a budget: no sizing, the same hands.
    let exact = check_with(
        &InProcess(&ev),
        &CheckOptions {
            budget: None,
            ..opts
        },
    );
    assert!(exact.budget.is_none());
    assert_eq!(exact.sections[0].hands, five.hands);
}

/// The reference with a fixed cost per batch (30 ms), as an external
/// program's batches pay the pause that listens for stray output.
struct FixedCost<'a>(InProcess<'a>);
impl Subject for FixedCost<'_> {
    fn evaluator(&self) -> &dyn Evaluator {
        self.0.evaluator()
    }
    fn evaluate_uniform(&self, n: usize, cards: &[Card]) -> Vec<crate::external::Outcome> {
        std::thread::sleep(std::time::Duration::from_millis(30));
        self.0.evaluate_uniform(n, cards)
    }
    fn preferred_batch(&self) -> usize {
        1 << 17
    }
}

/// After `--random 1` the random parts are a few hands each, their time
/// nearly all fixed costs: the sweep's estimate must come from the sweep's
/// own batches (it was hundreds of times too slow).
#[test]
fn the_sweep_estimate_after_a_tiny_random_part_is_not_its_fixed_costs() {
    let reference = Reference::new();
    let subject = FixedCost(InProcess(&reference));
    let opts = CheckOptions {
        random: 1,
        vectors: None,
        bad_input: false,
        sweep: vec![5],
        sweep_deadline: Some(std::time::Duration::ZERO),
        ..CheckOptions::default()
    };
    let report = check_with(&subject, &opts);
    let note = report
        .notes
        .iter()
        .find(|n| n.starts_with("sweeps:"))
        .expect("an estimate before the sweeps");
    let rate: u64 = note
        .split("at the measured ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .map(|r| r.replace(',', ""))
        .and_then(|r| r.parse().ok())
        .unwrap_or_else(|| panic!("no rate in {note}"));
    // 30 ms per batch of up to 131,072 hands: well above 100,000 hands/s;
    // the random parts' own rate was a few hundred.
    assert!(rate > 100_000, "{note}");
}
