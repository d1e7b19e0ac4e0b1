//! Each way a program can misbehave (never starts, exits mid-run, hangs,
//! garbage, too many or too few lines, floods stderr, keeps dying) becomes a
//! verdict on the hand that caused it, while the run goes on: the
//! external-program client alone, driving `examples/external/misbehave.py`.

use showdown_evaluators::card::{parse_hand, Card};
use showdown_evaluators::evaluator::{Domain, Evaluator};
use showdown_evaluators::reference::Reference;
use showdown_harness::external::{ExternalEvaluator, ExternalSpec, FailureKind, Outcome};
use showdown_test_util::{examples, random_hands};
use std::time::{Duration, Instant};

pub fn a_crash_is_charged_to_its_hand_and_the_run_goes_on() {
    let ext = misbehave("crash", 3000);
    let hands = hands_with_trigger();
    let out = ext.evaluate_batch(&hands);
    let f = failure(&out[7]);
    assert_eq!(f.kind, FailureKind::Crash, "{}", f.detail);
    assert!(
        f.stderr.contains("trigger hand As Ks"),
        "stderr beside the hand: {f:?}"
    );
    others_right(&hands, &out, Some(7));
    assert!(ext.restarts() >= 1);
}

pub fn a_hang_times_out_on_its_hand() {
    let ext = misbehave("hang", 3000);
    let hands = hands_with_trigger();
    let started = Instant::now();
    let out = ext.evaluate_batch(&hands);
    assert_eq!(failure(&out[7]).kind, FailureKind::Timeout);
    others_right(&hands, &out, Some(7));
    assert!(started.elapsed() < Duration::from_secs(20));
}

pub fn the_overall_deadline_stops_a_run_and_keeps_what_was_gathered() {
    let script = examples().join("misbehave.py");
    let mut spec =
        ExternalSpec::from_command(&format!("python3 {} hang", script.display())).unwrap();
    spec.limits.hand_timeout = Duration::from_secs(60);
    // Long enough for a Python start-up on a loaded machine to answer the
    // seven hands before the one that hangs.
    spec.limits.deadline = Some(Duration::from_secs(4));
    let ext = ExternalEvaluator::start(spec).unwrap();
    let hands = hands_with_trigger();
    let started = Instant::now();
    let out = ext.evaluate_batch(&hands);
    assert!(started.elapsed() < Duration::from_secs(12));
    others_right(&hands[..7], &out[..7], None);
    for o in &out[7..] {
        assert_eq!(failure(o).kind, FailureKind::NotRun);
    }
    assert!(ext.given_up().unwrap().message.contains("deadline"));
}

pub fn garbage_is_a_bad_response() {
    let ext = misbehave("garbage", 3000);
    let hands = hands_with_trigger();
    let out = ext.evaluate_batch(&hands);
    let f = failure(&out[7]);
    assert_eq!(f.kind, FailureKind::BadResponse);
    assert!(f.detail.contains("Flush!!"), "{}", f.detail);
    others_right(&hands, &out, Some(7));
}

pub fn too_many_lines_are_found_on_their_hand() {
    let ext = misbehave("two-lines", 3000);
    let hands = hands_with_trigger();
    let out = ext.evaluate_batch(&hands);
    let f = failure(&out[7]);
    assert_eq!(f.kind, FailureKind::BadResponse);
    assert!(f.detail.contains("2 lines"), "{}", f.detail);
    others_right(&hands, &out, Some(7));
}

pub fn too_few_lines_are_found_on_their_hand() {
    let ext = misbehave("no-line", 3000);
    let hands = hands_with_trigger();
    let out = ext.evaluate_batch(&hands);
    let f = failure(&out[7]);
    assert!(f.detail.contains("0 line(s)"), "{f:?}");
    others_right(&hands, &out, Some(7));
}

pub fn a_program_that_keeps_dying_is_given_up_as_not_responding() {
    // It answers five hands per life, then exits: no single hand explains it.
    let ext = misbehave("exit-after 5", 3000);
    let hands = random_hands(5, 5, 200);
    let started = Instant::now();
    let out = ext.evaluate_batch(&hands);
    let stop = ext.given_up().expect("given up");
    assert_eq!(
        stop.reason,
        showdown_harness::external::StopReason::NotResponding
    );
    assert!(stop.message.contains("keeps dying"), "{}", stop.message);
    let not_run = out
        .iter()
        .filter(|o| matches!(o, Outcome::Failed(f) if f.kind == FailureKind::NotRun))
        .count();
    assert!(not_run > 100, "the rest is not run: {not_run}");
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "{:?}",
        started.elapsed()
    );
}

pub fn a_program_that_never_answers_is_not_responding_within_the_startup_time() {
    let mut spec = ExternalSpec::from_command("sleep 100000").unwrap();
    spec.limits.startup = Duration::from_millis(1500);
    let ext = ExternalEvaluator::start(spec).unwrap();
    let started = Instant::now();
    let out = ext.evaluate_batch(&random_hands(3, 5, 50));
    let stop = ext.given_up().expect("given up");
    assert_eq!(
        stop.reason,
        showdown_harness::external::StopReason::NotResponding
    );
    assert!(stop.message.contains("not responding"), "{}", stop.message);
    assert!(out
        .iter()
        .all(|o| matches!(o, Outcome::Failed(f) if f.kind == FailureKind::NotRun || f.kind == FailureKind::Timeout)));
    // One start-up wait, no replays of each hand.
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
}

pub fn flooding_stderr_does_not_block() {
    let ext = misbehave("flood", 3000);
    let hands = hands_with_trigger();
    let out = ext.evaluate_batch(&hands);
    others_right(&hands, &out, None);
}

pub fn a_program_that_exits_mid_run_is_restarted() {
    let script = examples().join("misbehave.py");
    let mut spec =
        ExternalSpec::from_command(&format!("python3 {} exit-after 5", script.display())).unwrap();
    spec.strength = true;
    spec.limits.hand_timeout = Duration::from_millis(3000);
    // Here restarts are what is tested: do not give up on a dying program.
    spec.limits.max_silent = 100;
    let ext = ExternalEvaluator::start(spec).unwrap();
    let hands: Vec<Vec<Card>> = random_hands(5, 5, 30)
        .into_iter()
        .filter(|h| {
            !(h.iter().any(|c| c.to_string() == "As") && h.iter().any(|c| c.to_string() == "Ks"))
        })
        .collect();
    let out = ext.evaluate_batch(&hands);
    let failed: Vec<usize> = (0..out.len())
        .filter(|&i| matches!(out[i], Outcome::Failed(_)))
        .collect();
    assert!(!failed.is_empty());
    for &i in &failed {
        let f = failure(&out[i]);
        assert_eq!(f.kind, FailureKind::Crash);
        assert!(f.detail.contains("did not recur"), "{}", f.detail);
        assert!(f.stderr.contains("tired"), "{f:?}");
    }
    let r = Reference::new();
    let answered = (0..out.len()).filter(|i| !failed.contains(i)).count();
    assert!(answered >= out.len() * 2 / 3, "{out:?}");
    for (h, o) in hands.iter().zip(&out) {
        if let Outcome::Verdict(v) = o {
            assert_eq!(v.category, r.category(h));
        }
    }
}

pub fn a_program_that_never_answers_is_given_up_on() {
    let ext = misbehave("start-fail", 2000);
    let hands = random_hands(3, 5, 50);
    let out = ext.evaluate_batch(&hands);
    assert!(out.iter().all(|o| matches!(o, Outcome::Failed(_))));
    assert!(ext.given_up().unwrap().message.contains("does not start"));
    let first = failure(&out[0]);
    assert!(first.stderr.contains("cannot load my tables"), "{first:?}");
    // And it is an Evaluator like any other.
    assert_eq!(ext.domain(), Domain::of(&[5, 6, 7]));
    assert!(ext.evaluate(&hands[0]).is_err());
}

fn misbehave(args: &str, timeout_ms: u64) -> ExternalEvaluator {
    let script = examples().join("misbehave.py");
    let mut spec =
        ExternalSpec::from_command(&format!("python3 {} {args}", script.display())).unwrap();
    spec.strength = true;
    spec.limits.hand_timeout = Duration::from_millis(timeout_ms);
    ExternalEvaluator::start(spec).unwrap()
}

/// Twenty hands; the one at index 7 holds both As and Ks (the trigger).
fn hands_with_trigger() -> Vec<Vec<Card>> {
    let mut hands: Vec<Vec<Card>> = random_hands(11, 7, 40)
        .into_iter()
        .filter(|h| {
            !(h.iter().any(|c| c.to_string() == "As") && h.iter().any(|c| c.to_string() == "Ks"))
        })
        .take(19)
        .collect();
    hands.insert(7, parse_hand("As Ks 7h 7c 2d 9s Td").unwrap());
    hands
}

/// Every outcome but `except` is the right category.
fn others_right(hands: &[Vec<Card>], outcomes: &[Outcome], except: Option<usize>) {
    let r = Reference::new();
    assert_eq!(hands.len(), outcomes.len());
    for (i, (h, o)) in hands.iter().zip(outcomes).enumerate() {
        if Some(i) == except {
            continue;
        }
        match o {
            Outcome::Verdict(v) => assert_eq!(v.category, r.category(h), "hand {i}: {o}"),
            other => panic!("hand {i} should be answered, got {other}"),
        }
    }
}

fn failure(o: &Outcome) -> &showdown_harness::external::Failure {
    match o {
        Outcome::Failed(f) => f,
        other => panic!("expected a failure, got {other}"),
    }
}
