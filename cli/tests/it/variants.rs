//! The diagnosis measured on bugs coded differently: every variant of
//! `examples/mutants/variants/` (a known class's mistake written another way
//! than its mutant and its model, kept apart from both) goes through `check`,
//! and the diagnosis must name its class exactly, name it for some kinds of
//! problem, name its family, or come "close to" it, and never name a wrong
//! class. docs/diagnosis.md records the table this test prints.

use super::SHOWDOWN;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

fn variants_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/mutants/variants")
}

/// One variant: its label, the command, the game and the class expected.
struct Variant {
    label: String,
    cmd: String,
    game: String,
    expected: String,
}

/// How the diagnosis met a variant, best first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Outcome {
    /// The class alone explains everything, nothing else as well.
    Exact,
    /// The class is named for some kinds of problem (the rest unexplained,
    /// or the order differing from its model).
    Named,
    /// The headline names the class's family.
    Family,
    /// The headline is "close to" the class.
    Close,
    /// Nothing named.
    Unknown,
    /// A class named, and not the right one.
    Wrong,
}

fn variants() -> Vec<Variant> {
    let dir = variants_dir();
    let list = |script: &str| -> Vec<Vec<String>> {
        let out = Command::new("python3")
            .arg(dir.join(script))
            .arg("--list")
            .output()
            .expect("list the variants");
        String::from_utf8(out.stdout)
            .expect("utf-8")
            .lines()
            .map(|l| l.split('\t').map(str::to_string).collect())
            .collect()
    };
    let mut out = Vec::new();
    for f in list("holdem.py") {
        out.push(Variant {
            label: format!("holdem.py {}", f[0]),
            cmd: format!(
                "python3 {} --variant {}",
                dir.join("holdem.py").display(),
                f[0]
            ),
            game: "holdem".into(),
            expected: f[1].clone(),
        });
    }
    for f in list("games.py") {
        out.push(Variant {
            label: format!("games.py {}", f[0]),
            cmd: format!(
                "python3 {} --game {} --variant {}",
                dir.join("games.py").display(),
                f[1],
                f[0]
            ),
            game: f[1].clone(),
            expected: f[2].clone(),
        });
    }
    out
}

fn ids(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|c| c["id"].as_str().or(c.as_str()).map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// (the outcome, what was named, the headline's words).
fn diagnose(v: &Variant) -> (Outcome, String) {
    let out = Command::new(SHOWDOWN)
        .args(["check", "--cmd", &v.cmd, "--game", &v.game, "--strength"])
        .args(["--random", "2000", "--quiet", "--format", "json"])
        .env_remove("SHOWDOWN_CONFIG")
        .output()
        .expect("run showdown check");
    let report: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "{}: not JSON ({e}): {}",
            v.label,
            String::from_utf8_lossy(&out.stderr)
        )
    });
    let d = &report["diagnosis"];
    let whole = ids(&d["explained_by"]["classes"]);
    let complete = d["explained_by"]["complete"].as_bool().unwrap_or(false);
    let equally = ids(&d["explained_by"]["equally"]);
    let causes: Vec<String> = d["causes"]
        .as_array()
        .map(|a| a.iter().flat_map(|c| ids(&c["classes"])).collect())
        .unwrap_or_default();
    let family = ids(&d["family"]["members"]);
    let close = d["close_to"]["class"]["id"].as_str().map(str::to_string);
    let e = &v.expected;
    let said = format!(
        "whole [{}] causes [{}] family {} [{}] close {}",
        whole.join(" + "),
        causes.join(", "),
        d["family"]["id"].as_str().unwrap_or("-"),
        family.join(", "),
        close.as_deref().unwrap_or("-")
    );
    let outcome = if whole == [e.clone()] && complete && equally.is_empty() {
        Outcome::Exact
    } else if !whole.is_empty() && !whole.contains(e) {
        Outcome::Wrong
    } else if whole.contains(e) || causes.contains(e) {
        Outcome::Named
    } else if family.contains(e) {
        Outcome::Family
    } else if close.as_ref() == Some(e) {
        Outcome::Close
    } else if causes.is_empty() && family.is_empty() && close.is_none() {
        Outcome::Unknown
    } else {
        Outcome::Wrong
    };
    (outcome, said)
}

// Ignored by default (main.rs): 25 checks of Python programs, `.ci/run`
// runs it with --ignored.
pub fn the_diagnosis_names_known_bugs_coded_differently() {
    if Command::new("python3").arg("--version").output().is_err() {
        eprintln!("python3 not found: the diagnosis is not measured");
        return;
    }
    let variants = variants();
    assert!(variants.len() >= 20, "{} variants", variants.len());
    let results = Mutex::new(Vec::new());
    let next = Mutex::new(variants.iter());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let Some(v) = next.lock().unwrap().next() else {
                    break;
                };
                let r = diagnose(v);
                results.lock().unwrap().push((v, r));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by(|a, b| a.0.label.cmp(&b.0.label));
    println!("| variant | game | expected | result | said |");
    println!("|---|---|---|---|---|");
    for (v, (outcome, said)) in &results {
        println!(
            "| {} | {} | {} | {outcome:?} | {said} |",
            v.label, v.game, v.expected
        );
    }
    let count = |o: Outcome| results.iter().filter(|r| r.1 .0 == o).count();
    println!(
        "variants: {} exact, {} named, {} family, {} close, {} unknown, {} wrong of {}",
        count(Outcome::Exact),
        count(Outcome::Named),
        count(Outcome::Family),
        count(Outcome::Close),
        count(Outcome::Unknown),
        count(Outcome::Wrong),
        results.len()
    );
    let wrong: Vec<&String> = results
        .iter()
        .filter(|r| r.1 .0 == Outcome::Wrong)
        .map(|r| &r.0.label)
        .collect();
    assert!(wrong.is_empty(), "a wrong class named: {wrong:?}");
}
