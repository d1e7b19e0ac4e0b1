//! External evaluators end to end: `showdown check` passes the correct
//! example and catches the buggy one; every built-in evaluator served over
//! the protocol answers as it does in process; and each way a program can
//! misbehave (never starts, exits mid-run, hangs, garbage, too many or too
//! few lines, floods stderr) becomes a verdict on the hand that caused it,
//! while the run goes on.

use showdown_evaluators::card::{parse_hand, Card};
use showdown_evaluators::reference::Reference;
use showdown_harness::external::{ExternalEvaluator, ExternalSpec, Outcome};
use std::process::Command;
use std::time::Duration;

pub(crate) mod examples;
pub(crate) mod games;
pub(crate) mod misbehaving;

use super::support::{examples, text};
use super::SHOWDOWN;

fn showdown(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(SHOWDOWN)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run showdown");
    (
        out.status.code().unwrap_or(-1),
        text(&out.stdout),
        text(&out.stderr),
    )
}

/// `python3 <examples>/<script and its arguments>`: a command for `--cmd`.
fn python(script_and_args: &str) -> String {
    format!("python3 {}/{script_and_args}", examples().display())
}

/// `showdown check --cmd <cmd> <args>`.
fn check_cmd(cmd: &str, args: &[&str]) -> (i32, String, String) {
    showdown(&[&["check", "--cmd", cmd], args].concat())
}

/// `showdown check --manifest ../examples/external/<manifest> --random
/// <random> <args>`: one of the example programs by its manifest.
fn check_manifest(manifest: &str, random: &str, args: &[&str]) -> (i32, String, String) {
    let path = format!("../examples/external/{manifest}");
    showdown(&[&["check", "--manifest", &path, "--random", random], args].concat())
}

/// A tiny generator for test hands.
fn random_hands(seed: u64, n: usize, count: usize) -> Vec<Vec<Card>> {
    let mut x = seed;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..count)
        .map(|_| {
            let mut deck: Vec<u8> = (0..52).collect();
            (0..n)
                .map(|i| {
                    let j = i + (next() % (52 - i) as u64) as usize;
                    deck.swap(i, j);
                    Card::from_index(deck[i]).unwrap()
                })
                .collect()
        })
        .collect()
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
