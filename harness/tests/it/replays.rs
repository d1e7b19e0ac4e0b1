//! The cost of finding the hand to charge is bounded: a program that is
//! one line late on every hand (it prints a stray line before reading) is
//! searched once, and later batches are charged as that kind without
//! replaying them. Counted in program starts (a wrapper appends a line to a
//! file at each start), never in wall time.

use showdown_evaluators::card::Card;
use showdown_harness::external::spec::Limits;
use showdown_harness::external::{ExternalEvaluator, ExternalSpec, FailureKind, Outcome};
use std::path::PathBuf;

fn examples() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/external")
}

/// `misbehave.py MODE` started through `sh`, which appends a line to
/// `count` at every start of the program.
fn counted(mode: &str, count: &std::path::Path) -> ExternalEvaluator {
    counted_with(mode, count, |_| {})
}

/// [`counted`] with its limits changed by `limits`.
fn counted_with(
    mode: &str,
    count: &std::path::Path,
    limits: impl FnOnce(&mut Limits),
) -> ExternalEvaluator {
    let script = examples().join("misbehave.py");
    let mut spec = ExternalSpec::from_command("python3 misbehave.py").unwrap();
    spec.command = vec![
        "sh".into(),
        "-c".into(),
        format!(
            "echo start >> \"$0\"; exec python3 '{}' {mode}",
            script.display()
        ),
        count.display().to_string(),
    ];
    spec.strength = true;
    limits(&mut spec.limits);
    ExternalEvaluator::start(spec).unwrap()
}

fn starts(count: &std::path::Path) -> usize {
    std::fs::read_to_string(count).map_or(0, |s| s.lines().count())
}

/// Hands of 7 distinct cards, none holding both As and Ks (misbehave.py's
/// trigger), from a fixed sequence.
fn hands(count: usize) -> Vec<Vec<Card>> {
    let mut x = 0x2545_F491_4F6C_DD1Du64;
    let mut out = Vec::new();
    while out.len() < count {
        let mut deck: Vec<u8> = (0..52).collect();
        let hand: Vec<Card> = (0..7)
            .map(|i| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let j = i + (x % (52 - i) as u64) as usize;
                deck.swap(i, j);
                Card::from_index(deck[i]).unwrap()
            })
            .collect();
        let names: Vec<String> = hand.iter().map(|c| c.to_string()).collect();
        if !(names.iter().any(|c| c == "As") && names.iter().any(|c| c == "Ks")) {
            out.push(hand);
        }
    }
    out
}

pub fn a_program_one_line_late_is_searched_once_then_charged_per_batch() {
    let dir = crate::vectors::meta::TempDir::new("late");
    let count = dir.0.join("starts");
    let ext = counted("late", &count);
    let all = hands(1200);
    let mut outcomes = Vec::new();
    for batch in all.chunks(300) {
        outcomes.extend(ext.evaluate_batch(batch));
    }
    // One search (a bisection of the first batch: at most 10 replays of
    // halves of 300 hands, and the hand alone) pins the kind; every batch
    // after costs one start. Before the bound, every hand was a search of
    // the stretch after it (about 17 starts each), until the program was
    // given up on after 50 restarts.
    let n = starts(&count);
    assert!(n <= 20, "{n} program starts for 4 batches of 300 hands");
    assert!(ext.given_up().is_none(), "{:?}", ext.given_up());
    assert!(ext.replays() <= 12, "{} replays", ext.replays());
    // No answer is judged against the wrong hand: each hand is a
    // bad response, the first pinned by its replay, the rest not replayed.
    let failures: Vec<_> = outcomes
        .iter()
        .map(|o| match o {
            Outcome::Failed(f) => f,
            other => panic!("every answer is one line late, yet judged: {other}"),
        })
        .collect();
    assert!(failures.iter().all(|f| f.kind == FailureKind::BadResponse));
    assert!(
        failures[0].detail.contains("2 lines for"),
        "{}",
        failures[0].detail
    );
    let not_replayed = failures
        .iter()
        .filter(|f| f.detail.contains("not replayed"))
        .count();
    assert_eq!(not_replayed, 1199, "{}", failures[1].detail);
}

pub fn a_program_that_misbehaves_on_one_hand_still_gets_that_hand_found() {
    // The bound leaves the search itself alone: a program that prints two
    // lines for one particular hand has that hand charged, and every other
    // hand judged on its own answer.
    let dir = crate::vectors::meta::TempDir::new("two-lines");
    let count = dir.0.join("starts");
    let ext = counted("two-lines", &count);
    let mut batch = hands(40);
    batch[25] = showdown_evaluators::card::parse_hand("As Ks 7h 7c 2d 9s Td").unwrap();
    let out = ext.evaluate_batch(&batch);
    let reference = showdown_evaluators::reference::Reference::new();
    for (i, (hand, o)) in batch.iter().zip(&out).enumerate() {
        match o {
            Outcome::Failed(f) if i == 25 => {
                assert_eq!(f.kind, FailureKind::BadResponse);
                assert!(f.detail.contains("2 lines"), "{}", f.detail);
            }
            Outcome::Verdict(v) if i != 25 => {
                assert_eq!(v.category, reference.category(hand), "hand {i}")
            }
            other => panic!("hand {i}: {other}"),
        }
    }
    // The stream, one bisection of 40 hands (at most 7 replays), the
    // stream again after the charged hand.
    assert!(starts(&count) <= 10, "{} starts", starts(&count));
}

pub fn a_program_whose_every_answer_is_malformed_is_restarted_once_not_per_hand() {
    // `flush: 5.12.9`: one line per hand, none in the protocol's form. The
    // first is charged and the program restarted; once the kind is known,
    // each later one is charged to its hand with the program kept. Before,
    // every hand was a restart, and the program was given up on after 50.
    let dir = crate::vectors::meta::TempDir::new("bad-form");
    let count = dir.0.join("starts");
    let ext = counted("bad-form", &count);
    let all = hands(400);
    let mut outcomes = Vec::new();
    for batch in all.chunks(100) {
        outcomes.extend(ext.evaluate_batch(batch));
    }
    assert!(ext.given_up().is_none(), "{:?}", ext.given_up());
    assert!(starts(&count) <= 2, "{} starts", starts(&count));
    for (i, o) in outcomes.iter().enumerate() {
        match o {
            Outcome::Failed(f) => {
                assert_eq!(f.kind, FailureKind::BadResponse, "hand {i}");
                assert!(f.detail.contains("not a protocol line"), "{}", f.detail);
                assert!(f.detail.contains(": "), "names the line: {}", f.detail);
            }
            other => panic!("hand {i}: {other}"),
        }
    }
}

pub fn a_program_that_crashes_on_many_particular_hands_is_judged_on_every_hand() {
    // More hands that crash the program than restarts it is allowed: 15 of
    // 50 hands hold As and Ks, on which `misbehave.py crash` exits, and the
    // program is given up on after 10 restarts (50 by default; fewer here so
    // that the test starts ~32 programs, not ~122). Each crash reproduces on
    // its hand alone, so it is that hand's failure and does not count
    // towards the restarts. Before, the run was given up after the 50th
    // crash and the hands after it were not run.
    const CRASHES: usize = 15;
    const MAX_RESTARTS: u32 = 10;
    let dir = crate::vectors::meta::TempDir::new("crash-many");
    let count = dir.0.join("starts");
    let ext = counted_with("crash", &count, |limits| limits.max_restarts = MAX_RESTARTS);
    let mut batch = hands(50);
    let trigger = ["As Ks 7h 7c 2d 9s Td", "As Ks 3h 4c 5d 9c Jd"];
    for k in 0..CRASHES {
        batch[k * 3 + 1] = showdown_evaluators::card::parse_hand(trigger[k % 2]).unwrap();
    }
    let crashed = |i: usize| i % 3 == 1 && i < 3 * CRASHES;
    let out = ext.evaluate_batch(&batch);
    assert!(ext.given_up().is_none(), "{:?}", ext.given_up());
    let reference = showdown_evaluators::reference::Reference::new();
    for (i, (hand, o)) in batch.iter().zip(&out).enumerate() {
        match o {
            Outcome::Failed(f) if crashed(i) => {
                assert_eq!(f.kind, FailureKind::Crash, "hand {i}: {}", f.detail)
            }
            Outcome::Verdict(v) if !crashed(i) => {
                assert_eq!(v.category, reference.category(hand), "hand {i}")
            }
            other => panic!("hand {i}: {other}"),
        }
    }
    // Each crash: the stream's life and the hand alone.
    let n = starts(&count);
    assert!(n > MAX_RESTARTS as usize, "{n} starts: more than the limit");
    assert!(n <= 2 * CRASHES + 2, "{n} starts");
}

/// `count` hands of 7 cards that each hold As and Ks (misbehave.py's
/// trigger) with 5 other cards.
fn trigger_hands(count: usize) -> Vec<Vec<Card>> {
    let (ace, king) = (
        showdown_evaluators::card::parse_hand("As").unwrap()[0],
        showdown_evaluators::card::parse_hand("Ks").unwrap()[0],
    );
    hands(count)
        .into_iter()
        .map(|h| {
            let mut t = vec![ace, king];
            t.extend(h.into_iter().filter(|&c| c != ace && c != king).take(5));
            t
        })
        .collect()
}

pub fn past_the_budget_no_copy_of_the_program_is_started_and_the_hands_are_not_run() {
    // `crash` on hands that all hold As and Ks: the program ends on every
    // hand, and each crash is replayed alone (it recurs, so it is that
    // hand's failure and is forgiven from the restart limit): two program
    // starts per hand, for all 200. Before the budget's deadline, every one
    // was asked; now the deadline ends the restarts and replays, the hands
    // not yet answered come back not run, and the stop says the budget was
    // spent, not that the program failed.
    let dir = crate::vectors::meta::TempDir::new("budget-restarts");
    let count = dir.0.join("starts");
    let ext = counted("crash", &count);
    ext.set_deadline(Some(
        std::time::Instant::now() + std::time::Duration::from_secs(4),
    ));
    let out = ext.evaluate_batch(&trigger_hands(200));
    let stop = ext.given_up().expect("stopped");
    assert_eq!(
        stop.reason,
        showdown_harness::external::StopReason::Budget,
        "{stop}"
    );
    let before = starts(&count);
    let crashed = out
        .iter()
        .filter(|o| matches!(o, Outcome::Failed(f) if f.kind == FailureKind::Crash))
        .count();
    let not_run = out
        .iter()
        .filter(|o| matches!(o, Outcome::Failed(f) if f.kind == FailureKind::NotRun))
        .count();
    // Crashes charged before the deadline: each after a restart.
    assert!(crashed >= 1, "{crashed} crashes charged ({before} starts)");
    assert!(before > crashed, "{before} starts for {crashed} crashes");
    assert_eq!(crashed + not_run, 200);
    assert!(not_run > 100, "{not_run} not run of 200");
    // Past the deadline nothing is started at all: every hand not run.
    let again = ext.evaluate_batch(&hands(20));
    assert!(again
        .iter()
        .all(|o| matches!(o, Outcome::Failed(f) if f.kind == FailureKind::NotRun)));
    assert_eq!(
        starts(&count),
        before,
        "a program started past the deadline"
    );
    // Without the deadline the program is asked again.
    ext.set_deadline(None);
    assert!(ext.given_up().is_none());
    let fresh = ext.evaluate_batch(&hands(1));
    assert!(matches!(fresh[0], Outcome::Verdict(_)), "{}", fresh[0]);
}
