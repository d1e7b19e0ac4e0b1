//! The whole check's budget (its rounds, whole spaces and replay) and the
//! sweep's estimate of its time.

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

/// A subject that records every hand it is asked.
struct Recording<'a> {
    inner: InProcess<'a>,
    asked: std::sync::Mutex<Vec<Vec<Card>>>,
}

impl Subject for Recording<'_> {
    fn evaluator(&self) -> &dyn Evaluator {
        self.inner.evaluator()
    }
    fn evaluate_uniform(&self, n: usize, cards: &[Card]) -> Vec<crate::external::Outcome> {
        let mut asked = self.asked.lock().unwrap();
        asked.extend(cards.chunks(n).map(<[Card]>::to_vec));
        drop(asked);
        self.inner.evaluate_uniform(n, cards)
    }
}

#[test]
fn a_budget_asks_a_slow_evaluator_every_stratum_of_every_card_count_alike() {
    // 2 ms a hand (on every core): the full part (3 counts x (10,000 +
    // ~25 strata x 1,000)) would take minutes; the budget is 2 s.
    let ev = slow(Duration::from_millis(2));
    let opts = CheckOptions {
        vectors: None,
        budget: Some(Duration::from_secs(2)),
        bad_input: false,
        ..CheckOptions::default()
    };
    let started = std::time::Instant::now();
    let report = check_with(&InProcess(&ev), &opts);
    assert!(
        started.elapsed() < Duration::from_secs(4),
        "{:?}",
        started.elapsed()
    );
    let coverage = report.coverage.as_ref().expect("the coverage is reported");
    assert!(!coverage.full(), "{coverage:?}");
    assert!(!coverage.rounds.is_empty());
    let (per_stratum, uniform) = coverage.least();
    assert!((1..1000).contains(&per_stratum), "{coverage:?}");
    assert_eq!(uniform, per_stratum * 10);
    for sec in report
        .sections
        .iter()
        .filter(|s| s.name.starts_with("random"))
    {
        let all = crate::strata::strata_for(&showdown_evaluators::HOLDEM, sec.cards);
        // Every stratum is asked, each as many hands as every other.
        assert_eq!(sec.strata.len(), all.len(), "{}", sec.name);
        for t in &sec.strata {
            let want = if t.id == "uniform" {
                uniform
            } else {
                per_stratum
            };
            assert_eq!(t.hands, want, "{} {}", sec.name, t.id);
        }
    }
    assert!(report.conformant(), "{}", report.to_text());
    let text = report.to_text();
    assert!(text.contains("--thorough"), "{text}");
    assert!(text.contains("random round(s)"), "{text}");
    assert!(text.lines().all(|l| l.chars().count() <= 100), "{text}");
    let json = report.to_json();
    assert_eq!(json["budget"]["per_stratum"], per_stratum);
    assert_eq!(json["budget"]["full"], false);
    assert_eq!(json["coverage"].as_array().map(Vec::len), Some(3));
    assert!(report.to_junit().contains("<property name=\"budget\""));
}

#[test]
fn a_fast_evaluator_gets_every_five_card_hand_under_a_budget() {
    let ev = Reference::new();
    let opts = CheckOptions {
        vectors: None,
        cards: Some(vec![5]),
        budget: Some(Duration::from_secs(20)),
        bad_input: false,
        ..CheckOptions::default()
    };
    let report = check_with(&InProcess(&ev), &opts);
    let coverage = report.coverage.as_ref().expect("the coverage is reported");
    // Swept whole by suit classes: every hand judged, and no more rounds
    // of a space proven whole (the check ends long before its budget).
    assert_eq!(coverage.shapes[0].whole.map(|a| a > 134_459), Some(true));
    let sweep = report
        .sections
        .iter()
        .find(|s| s.name.starts_with("sweep 5 cards up to suits"))
        .expect("a sweep");
    assert_eq!(sweep.hands, 2_598_960);
    assert!(report
        .sections
        .iter()
        .any(|s| s.name.starts_with("suit renamings")));
    let text = report.to_text();
    assert!(text.contains("every hand ("), "{text}");
    assert_eq!(report.to_json()["coverage"][0]["every_hand"], true);
    // Without a budget: exactly the full part, no sweep.
    let exact = check_with(
        &InProcess(&ev),
        &CheckOptions {
            budget: None,
            ..opts
        },
    );
    let five = &exact.sections[0];
    assert_eq!(five.strata[0].hands, 10_000);
    assert!(five.strata[1..].iter().all(|t| t.hands == 1_000));
    assert_eq!(exact.sections.len(), 1);
    assert!(exact
        .coverage
        .as_ref()
        .is_some_and(|c| c.budget.is_none() && c.full()));
    assert!(exact.to_json()["budget"].is_null());
}

#[test]
fn a_budgeted_runs_hands_are_the_first_of_the_random_it_names() {
    // Every hand asked, not by suit classes (no whole space): the rounds
    // alone, then the same check with the --random the report names.
    let ev = slow(Duration::from_micros(200));
    let opts = CheckOptions {
        vectors: None,
        cards: Some(vec![5, 7]),
        every_hand: true,
        budget: Some(Duration::from_secs(2)),
        bad_input: false,
        ..CheckOptions::default()
    };
    let budgeted = Recording {
        inner: InProcess(&ev),
        asked: Default::default(),
    };
    let report = check_with(&budgeted, &opts);
    let coverage = report.coverage.as_ref().unwrap();
    assert!(coverage.rounds.len() > 1, "{coverage:?}");
    let exact = Recording {
        inner: InProcess(&ev),
        asked: Default::default(),
    };
    let replay = CheckOptions {
        budget: None,
        random: coverage.replay_random(),
        ..opts
    };
    check_with(&exact, &replay);
    let all: std::collections::HashSet<Vec<Card>> =
        exact.asked.into_inner().unwrap().into_iter().collect();
    let asked = budgeted.asked.into_inner().unwrap();
    assert!(asked.len() as u64 > report.coverage.as_ref().unwrap().rounds[0].hands);
    assert!(asked.iter().all(|h| all.contains(h)));
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
