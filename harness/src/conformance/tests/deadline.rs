//! The budget's deadline bounds what comes after the random hands:
//! shrinking stops (the most frequent kind first) and marks the examples it
//! did not finish, the bad-input probes stop and say so, and a stop for the
//! budget keeps the verdict the judged hands earn. Counted in batches and
//! hands asked and probes put, never in wall time: the subject below lets
//! the deadline pass inside the batch (or probe) it is told to, so what
//! follows is past it whatever the machine's speed.

use super::*;
use crate::external::{FailureKind, Outcome, Stop, StopReason};
use crate::test_doubles::HoldemDouble;
use showdown_evaluators::card::{parse_hand, Card};
use showdown_evaluators::evaluator::{Domain, Verdict};
use showdown_evaluators::reference::Reference;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// An in-process evaluator that counts what it is asked, and during its
/// `spend_at`-th batch or probe (1-based; 0: never) waits until `deadline`
/// has passed. With `stops`, it then behaves as a program past its budget:
/// every later hand comes back not run, and it says the budget was spent.
struct Spending<'a> {
    inner: InProcess<'a>,
    deadline: Instant,
    spend_at: usize,
    stops: bool,
    batches: AtomicUsize,
    hands: AtomicUsize,
    probes: AtomicUsize,
}

impl<'a> Spending<'a> {
    fn new(ev: &'a dyn Evaluator, deadline: Instant, spend_at: usize) -> Spending<'a> {
        Spending {
            inner: InProcess(ev),
            deadline,
            spend_at,
            stops: false,
            batches: AtomicUsize::new(0),
            hands: AtomicUsize::new(0),
            probes: AtomicUsize::new(0),
        }
    }

    fn spend(&self) {
        let now = Instant::now();
        if self.deadline > now {
            std::thread::sleep(self.deadline - now);
        }
    }

    fn spent(&self) -> bool {
        self.stops && Instant::now() >= self.deadline
    }
}

impl Subject for Spending<'_> {
    fn evaluator(&self) -> &dyn Evaluator {
        self.inner.0
    }
    fn evaluate_uniform(&self, n: usize, cards: &[Card]) -> Vec<Outcome> {
        if self.spent() {
            let not_run = || Outcome::failed(FailureKind::NotRun, "budget", String::new());
            return (0..cards.len() / n).map(|_| not_run()).collect();
        }
        let k = self.batches.fetch_add(1, Ordering::Relaxed) + 1;
        self.hands.fetch_add(cards.len() / n, Ordering::Relaxed);
        let out = self.inner.evaluate_uniform(n, cards);
        if k == self.spend_at {
            self.spend();
        }
        out
    }
    fn given_up(&self) -> Option<Stop> {
        self.spent().then(|| Stop {
            reason: StopReason::Budget,
            message: "the check's time budget was spent".into(),
        })
    }
    fn probe(&self, line: &str, cards: Option<&[Card]>) -> Handling {
        let k = self.probes.fetch_add(1, Ordering::Relaxed) + 1;
        let handling = self.inner.probe(line, cards);
        if k == self.spend_at {
            self.spend();
        }
        handling
    }
}

/// Calls every straight and every flush a high card.
fn blind_to_straights_and_flushes() -> HoldemDouble {
    let reference = Reference::new();
    HoldemDouble::new("blind", Domain::range(5, 7), false, move |cards| {
        let c = match reference.category(cards) {
            Category::Straight | Category::Flush => Category::HighCard,
            c => c,
        };
        Ok(Verdict::new(c, None))
    })
}

fn problem(expected: Category, count: u64, hand: &str) -> Problem {
    Problem {
        kind: ProblemKind::Category {
            expected,
            got: Category::HighCard,
        },
        count,
        example: vec![HandExample {
            cards: parse_hand(hand).unwrap(),
            got: "high-card".into(),
            expected: expected.token().into(),
            stderr: String::new(),
        }],
        documented: None,
        shrunk_from: None,
        shrink_cut: false,
        history: None,
    }
}

/// A seven-card part that found the rarer flushes (100) before the more
/// frequent straights (300).
fn sections() -> Vec<Section> {
    vec![Section {
        name: "random 7 cards".into(),
        cards: 7,
        hands: 10_000,
        agreed: 9_600,
        skipped: 0,
        asked: 10_000,
        elapsed: Duration::ZERO,
        startup: None,
        problems: vec![
            problem(Category::Flush, 100, "Kh Jh 9h 6h 3h Qc 8d"),
            problem(Category::Straight, 300, "Kh Qc Jd Ts 9c 4d 2s"),
        ],
        undeclared_strengths: 0,
        strata: Vec::new(),
        judged: None,
    }]
}

fn report_of(
    ev: &dyn Evaluator,
    sections: Vec<Section>,
    bad_input: Vec<BadInput>,
) -> ConformanceReport {
    ConformanceReport {
        evaluator: ev.name().into(),
        name_note: None,
        game: ev.game(),
        version: None,
        domain: ev.domain().to_string(),
        left_out: Vec::new(),
        strength: false,
        order_only: false,
        sections,
        incidents: Vec::new(),
        notes: Vec::new(),
        vector_errors: Vec::new(),
        bad_input,
        strict_input: false,
        given_up: None,
        coverage: None,
        diagnosis: None,
    }
}

#[test]
fn shrinking_stops_at_the_deadline_most_frequent_kind_first_and_marks_the_rest() {
    let ev = blind_to_straights_and_flushes();
    // The deadline passes during the first batch asked.
    let subject = Spending::new(&ev, Instant::now() + Duration::from_millis(300), 1);
    let mut parts = sections();
    shrink::shrink_examples(&subject, &mut parts, &[5, 6, 7], Some(subject.deadline));
    // One batch: the straight's (the most frequent kind) five-card subsets.
    assert_eq!(subject.batches.load(Ordering::Relaxed), 1);
    assert_eq!(subject.hands.load(Ordering::Relaxed), 21);
    let [flush, straight] = &parts[0].problems[..] else {
        panic!("two problems")
    };
    assert!(straight.shrink_cut && flush.shrink_cut);
    // The straight got as far as five cards, and still fails.
    let hand = &straight.example[0].cards;
    assert_eq!(hand.len(), 5);
    assert_eq!(straight.shrunk_from.as_ref().map(Vec::len), Some(7));
    let outcome = InProcess(&ev).evaluate_uniform(5, hand).remove(0);
    assert_eq!(
        shrink::single_hand_kind(&ev, hand, &outcome),
        Some(straight.kind)
    );
    // The flush's turn came after the deadline: the hand as found.
    assert!(flush.shrunk_from.is_none());
    assert_eq!(flush.example[0].cards.len(), 7);
    let report = report_of(&ev, parts, Vec::new());
    let text = report.to_text();
    assert_eq!(
        text.matches("shrunk as far as the budget allowed").count(),
        2,
        "{text}"
    );
    let json = report.to_json();
    for p in json["problems"].as_array().unwrap() {
        assert_eq!(p["shrink_cut"], true, "{p}");
        assert_eq!(p["shrink_note"], "shrunk as far as the budget allowed");
    }
}

#[test]
fn without_a_deadline_every_example_is_shrunk_to_the_end() {
    // The same examples, no deadline: both are shrunk in full, over many
    // batches, and neither is marked.
    let ev = blind_to_straights_and_flushes();
    let subject = Spending::new(&ev, Instant::now(), 0);
    let mut parts = sections();
    shrink::shrink_examples(&subject, &mut parts, &[5, 6, 7], None);
    assert!(subject.batches.load(Ordering::Relaxed) > 2);
    for p in &parts[0].problems {
        assert!(!p.shrink_cut, "{:?}", p.kind);
        assert_eq!(p.example[0].cards.len(), 5, "{:?}", p.kind);
    }
    let text = report_of(&ev, parts, Vec::new()).to_text();
    assert!(!text.contains("as far as the budget allowed"), "{text}");
}

#[test]
fn probes_stop_at_the_deadline_and_say_they_were_not_run() {
    let ev = blind_to_straights_and_flushes();
    // The deadline passes during the first probe.
    let subject = Spending::new(&ev, Instant::now() + Duration::from_millis(300), 1);
    let probes = subject::probe_bad_input(&subject, Some(subject.deadline));
    assert_eq!(subject.probes.load(Ordering::Relaxed), 1);
    let tokens: Vec<&str> = probes.iter().map(|b| b.handling.token()).collect();
    assert_eq!(tokens, ["answers anyway", "not run", "not run"]);
    let report = report_of(&ev, Vec::new(), probes);
    let text = report.to_text();
    // The probe that ran is shown; the two not run tell the reader nothing
    // to do and are left out, unless bad input counts (one line then).
    assert!(
        text.contains("a duplicate card") && !text.contains("an unknown card"),
        "{text}"
    );
    assert!(!text.contains("not run"), "{text}");
    // A probe not run is not held against the evaluator, even when strict.
    let strict = ConformanceReport {
        strict_input: true,
        ..report
    };
    let strict_text = strict.to_text();
    assert!(
        strict_text.contains("bad input: 2 probe(s) not run"),
        "{strict_text}"
    );
    assert!(strict.bad_input[1..]
        .iter()
        .all(|b| b.handling.acceptable()));
    // No deadline: all three are put.
    let subject = Spending::new(&ev, Instant::now(), 0);
    let probes = subject::probe_bad_input(&subject, None);
    assert_eq!(subject.probes.load(Ordering::Relaxed), 3);
    assert!(probes.iter().all(|b| b.handling.token() != "not run"));
}

#[test]
fn a_budget_stop_keeps_the_problems_found_and_the_verdict_they_earn() {
    // The subject stops for the budget after its first batches, as a
    // program does: what was judged before stands.
    let ev = blind_to_straights_and_flushes();
    let mut subject = Spending::new(&ev, Instant::now() + Duration::from_millis(300), 2);
    subject.stops = true;
    let opts = CheckOptions {
        vectors: None,
        random: 2_000,
        cards: Some(vec![7]),
        batch: 1_000,
        ..CheckOptions::default()
    };
    let report = check_with(&subject, &opts);
    assert_eq!(
        report.given_up.as_ref().map(|g| g.reason),
        Some(StopReason::Budget)
    );
    assert_eq!(report.verdict(), CheckVerdict::NotConformant);
    assert!(!report.problems().is_empty());
    let text = report.to_text();
    assert!(text.contains("verdict: NOT CONFORMANT"), "{text}");
    assert!(text.contains("stopped: the check's time budget"), "{text}");
    // Shrinking came after the deadline: its examples say so; the probes
    // were not run.
    assert!(report.problems().iter().all(|p| p.shrink_cut), "{text}");
    assert!(report
        .bad_input
        .iter()
        .all(|b| b.handling.token() == "not run"));
    // A budget stop is not a failure of the program in JUnit either.
    assert!(report
        .to_junit()
        .contains("name=\"program ran to the end\"><system-out>"));
}
