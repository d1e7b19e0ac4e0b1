//! The mutation score: `showdown check` with its default settings on the
//! project's own mutant evaluators (`examples/mutants/evaluator.py`, a
//! correct Python evaluator speaking the protocol, and one mutant per rule
//! changed). The base must be conformant and every mutant not conformant;
//! a surviving mutant is named.

use super::SHOWDOWN;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

fn evaluator() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/mutants/evaluator.py")
}

fn python() -> Option<&'static str> {
    let ok = Command::new("python3").arg("--version").output();
    ok.is_ok_and(|o| o.status.success()).then_some("python3")
}

/// `check` with default settings on the base (`None`) or one mutant: the
/// verdict token, the exit status and the seconds the CLI measured.
fn check(mutant: Option<&str>) -> (String, Option<i32>, f64) {
    check_sizes(mutant, "5,6,7")
}

/// `check` of the base or one mutant on hands of `cards` cards.
fn check_sizes(mutant: Option<&str>, cards: &str) -> (String, Option<i32>, f64) {
    let mut cmd = format!("python3 {}", evaluator().display());
    if let Some(m) = mutant {
        cmd.push_str(&format!(" --mutant {m}"));
    }
    check_cmd_sizes(&cmd, "holdem", mutant, cards)
}

/// `check` with default settings on the program `cmd` of `game` (every
/// deal of Omaha: 4 to 6 hole cards and 3 to 5 board cards).
fn check_cmd(cmd: &str, game: &str, mutant: Option<&str>) -> (String, Option<i32>, f64) {
    let cards = match game {
        "omaha" => "7,8,9,10,11",
        "badugi" => "4",
        _ => "5,6,7",
    };
    check_cmd_sizes(cmd, game, mutant, cards)
}

/// `check_cmd` on hands of `cards` cards.
fn check_cmd_sizes(
    cmd: &str,
    game: &str,
    mutant: Option<&str>,
    cards: &str,
) -> (String, Option<i32>, f64) {
    // What the program takes and prints (its declaration), nothing else:
    // random hands, strata, seed and vectors are the defaults.
    let out = Command::new(SHOWDOWN)
        .args(["check", "--cmd", cmd, "--game", game])
        .args(["--cards", cards, "--strength"])
        .args(["--quiet", "--format", "json"])
        .env_remove("SHOWDOWN_CONFIG")
        .output()
        .expect("run showdown check");
    let report: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "{mutant:?}: not JSON ({e}): {}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    let seconds = report["sections"].as_array().map_or(0.0, |s| {
        s.iter().filter_map(|s| s["seconds"].as_f64()).sum()
    });
    (
        report["verdict"].as_str().unwrap_or("?").to_string(),
        out.status.code(),
        seconds,
    )
}

// 29 Python programs, about two minutes on 2 cores: `.ci/run` runs it
// (`cargo test -p showdown --test it -- --ignored mutants`), so that
// `cargo test --workspace` stays within its budget.
// Ignored by default (main.rs): about two minutes of Python: .ci/run runs it with --ignored.
pub fn default_check_kills_every_mutant_and_passes_the_base() {
    if python().is_none() {
        eprintln!("python3 not found: the mutation score is not measured");
        return;
    }
    let list = Command::new("python3")
        .arg(evaluator())
        .arg("--list")
        .output()
        .expect("list the mutants");
    let list = String::from_utf8(list.stdout).expect("utf-8");
    let mutants: Vec<String> = list
        .lines()
        .map(|l| l.split('\t').next().unwrap_or_default().to_string())
        .collect();
    // A bug of short hands shows on three and four cards only.
    let short: Vec<String> = list
        .lines()
        .filter(|l| l.split('\t').nth(1) == Some("short-hand"))
        .map(|l| l.split('\t').next().unwrap_or_default().to_string())
        .collect();
    assert!(
        mutants.len() >= 25,
        "{} mutants: {mutants:?}",
        mutants.len()
    );
    // Every mutant cites a report or says it has none.
    assert!(
        list.lines()
            .all(|l| l.split('\t').nth(2).is_some_and(|s| !s.is_empty())),
        "{list}"
    );

    let (verdict, code, _) = check(None);
    assert_eq!(
        (verdict.as_str(), code),
        ("conformant", Some(0)),
        "the base"
    );

    // Two at a time: the machine has two cores.
    let results = Mutex::new(Vec::new());
    let next = Mutex::new(mutants.iter());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let Some(m) = next.lock().unwrap().next() else {
                    break;
                };
                let r = if short.contains(m) {
                    check_sizes(Some(m), "3,4,5")
                } else {
                    check(Some(m))
                };
                results.lock().unwrap().push((m.clone(), r));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by(|a, b| a.0.cmp(&b.0));
    let survivors: Vec<&str> = results
        .iter()
        .filter(|(_, (v, code, _))| v != "not-conformant" || *code != Some(1))
        .map(|(m, _)| m.as_str())
        .collect();
    let slowest = results.iter().map(|r| r.1 .2).fold(0.0, f64::max);
    println!(
        "mutation score: {}/{} killed; slowest check {slowest:.1} s",
        results.len() - survivors.len(),
        results.len()
    );
    assert!(survivors.is_empty(), "surviving mutants: {survivors:?}");
}

fn mutants_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/mutants")
}

/// Every mutant `script --list` names is killed by the default check of its
/// game (`not-conformant`, exit 1), and the base of each game in `games`
/// is conformant. Each mutant must name the report it imitates.
fn kills_every_mutant_of(script: &str, games: &[&str]) {
    if python().is_none() {
        eprintln!("python3 not found: the mutation score of {script} is not measured");
        return;
    }
    let path = mutants_dir().join(script);
    let list = Command::new("python3")
        .arg(&path)
        .arg("--list")
        .output()
        .expect("list the mutants");
    let list = String::from_utf8(list.stdout).expect("utf-8");
    let mutants: Vec<(String, String)> = list
        .lines()
        .map(|l| {
            let mut f = l.split('\t');
            let name = f.next().unwrap_or_default().to_string();
            let game = f.next().unwrap_or_default().to_string();
            assert!(f.next().is_some_and(|r| !r.is_empty()), "no report: {l}");
            (name, game)
        })
        .collect();
    assert!(mutants.len() >= 3, "{mutants:?}");
    assert!(
        mutants.iter().all(|(_, g)| games.contains(&g.as_str())),
        "{mutants:?}"
    );
    let base = |game: &str| format!("python3 {} --game {game}", path.display());
    for game in games {
        let (verdict, code, _) = check_cmd(&base(game), game, None);
        assert_eq!((verdict.as_str(), code), ("conformant", Some(0)), "{game}");
    }
    let survivors: Vec<&str> = mutants
        .iter()
        .filter(|(m, game)| {
            let cmd = format!("{} --mutant {m}", base(game));
            let (verdict, code, _) = check_cmd(&cmd, game, Some(m));
            verdict != "not-conformant" || code != Some(1)
        })
        .map(|(m, _)| m.as_str())
        .collect();
    assert!(
        survivors.is_empty(),
        "surviving mutants of {script}: {survivors:?}"
    );
}

/// The lowball mutants (`examples/mutants/lowball.py`): bugs living only in
/// rare low structures (a straight flush, seven suited cards, six or seven
/// cards of two ranks) and ace-to-six's traps (the wheel, A-K-Q-J-T, the
/// flush, the ace), each killed by the default check of its game; every
/// game's base conformant.
// Ignored by default (main.rs): about half a minute of Python: .ci/run runs it with --ignored.
pub fn default_check_kills_every_lowball_mutant_and_passes_the_bases() {
    kills_every_mutant_of(
        "lowball.py",
        &["ace-to-five", "deuce-to-seven", "ace-to-six"],
    );
}

/// The stud hi-lo mutants (`examples/mutants/hilo.py`): bugs of the low
/// half, two of which only misorder lows (`low:order`, `low:merged`), each
/// killed by the default check; the base conformant.
// Ignored by default (main.rs): about half a minute of Python: .ci/run runs it with --ignored.
pub fn default_check_kills_every_stud_hi_lo_mutant_and_passes_the_base() {
    kills_every_mutant_of("hilo.py", &["stud-hi-lo"]);
}

/// The badugi mutants (`examples/mutants/badugi.py`): the greedy discard,
/// the ace high, suits only, compared from the lowest card, each killed by
/// the default check; the base conformant.
// Ignored by default (main.rs): Python over every stratum: .ci/run runs it with --ignored.
pub fn default_check_kills_every_badugi_mutant_and_passes_the_base() {
    kills_every_mutant_of("badugi.py", &["badugi"]);
}

/// The Omaha mutants (`examples/mutants/omaha.py`): a program that tests the
/// categories over all the cards, one test of "exactly two hole cards" wrong
/// in each (the bugs of npm:poker-odds-calc@0.0.14), each killed by the
/// default check; the base conformant.
// Ignored by default (main.rs): about a minute of Python: .ci/run runs it with --ignored.
pub fn default_check_kills_every_omaha_mutant_and_passes_the_base() {
    kills_every_mutant_of("omaha.py", &["omaha"]);
}
