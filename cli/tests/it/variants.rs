//! The diagnosis measured on bugs coded differently: every variant of
//! `examples/mutants/variants/` (a known class's mistake written another way
//! than its mutant and its model, kept apart from both) goes through `check`,
//! and the diagnosis must name its class exactly, name it for some kinds of
//! problem, name its family, or come "close to" it, and never name a wrong
//! class. docs/diagnosis.md records the table this test prints.

use super::support::two_at_a_time;
use super::SHOWDOWN;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

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

/// The outcome as the table in docs/diagnosis.md writes it.
fn token(o: Outcome) -> &'static str {
    match o {
        Outcome::Exact => "exact",
        Outcome::Named => "named",
        Outcome::Family => "family",
        Outcome::Close => "close",
        Outcome::Unknown => "unknown",
        Outcome::Wrong => "wrong",
    }
}

/// The page the table is kept in, and the markers around it.
const PAGE: &str = "docs/diagnosis.md";
const BEGIN: &str = "<!-- variants table: written by `SHOWDOWN_WRITE_DOCS=1 cargo test -p showdown --test it -- --ignored variants`; do not edit -->";
const END: &str = "<!-- end of the variants table -->";

/// The table of the page: one row per variant, its outcome.
fn table(results: &[(&Variant, (Outcome, String))]) -> String {
    let mut t = String::from("| variant | game | class | outcome |\n|---|---|---|---|\n");
    for (v, (outcome, _)) in results {
        t.push_str(&format!(
            "| {} | {} | `{}` | {} |\n",
            v.label,
            v.game,
            v.expected,
            token(*outcome)
        ));
    }
    t
}

/// The rows of the table kept in `page`, by variant: (game, class, outcome).
fn kept_rows(page: &str) -> Vec<(String, String)> {
    let Some(from) = page.find(BEGIN) else {
        return Vec::new();
    };
    let to = page[from..].find(END).map_or(page.len(), |e| from + e);
    page[from..to]
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| variant "))
        .filter_map(|l| {
            let cells: Vec<&str> = l.trim_matches('|').split('|').map(str::trim).collect();
            (cells.len() == 4).then(|| (cells[..3].join(" | "), cells[3].to_string()))
        })
        .collect()
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
    let mut results = two_at_a_time(&variants, diagnose);
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
    // The page's table: written with SHOWDOWN_WRITE_DOCS=1; otherwise it
    // must list every variant with its class, and a variant it says is met
    // better than measured now is a regression.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(PAGE);
    let page = std::fs::read_to_string(&path).expect("read docs/diagnosis.md");
    let now = table(&results);
    if std::env::var_os("SHOWDOWN_WRITE_DOCS").is_some() {
        let from = page.find(BEGIN).expect("the table's first marker");
        let to = from + page[from..].find(END).expect("the table's last marker");
        let written = format!("{}{BEGIN}\n\n{now}\n{}", &page[..from], &page[to..]);
        std::fs::write(&path, written).expect("write docs/diagnosis.md");
        return;
    }
    let kept = kept_rows(&page);
    let measured = kept_rows(&format!("{BEGIN}\n{now}{END}"));
    let names = |rows: &[(String, String)]| rows.iter().map(|r| r.0.clone()).collect::<Vec<_>>();
    assert_eq!(
        names(&kept),
        names(&measured),
        "{PAGE}'s variants table (left) does not list the variants (right): \
         SHOWDOWN_WRITE_DOCS=1 writes it"
    );
    let rank = |t: &str| {
        ["exact", "named", "family", "close", "unknown", "wrong"]
            .iter()
            .position(|k| *k == t)
            .unwrap_or(usize::MAX)
    };
    let worse: Vec<String> = kept
        .iter()
        .zip(&measured)
        .filter(|(k, m)| rank(&m.1) > rank(&k.1))
        .map(|(k, m)| format!("{}: {} in {PAGE}, {} now", k.0, k.1, m.1))
        .collect();
    for (k, m) in kept.iter().zip(&measured).filter(|(k, m)| k.1 != m.1) {
        println!("note: {}: {} in {PAGE}, {} now", k.0, k.1, m.1);
    }
    assert!(
        worse.is_empty(),
        "variants met worse than the page says: {worse:#?}"
    );
}

/// The page's table is read back as it is written.
pub fn the_variants_table_reads_back() {
    let v = Variant {
        label: "holdem.py x".into(),
        cmd: String::new(),
        game: "holdem".into(),
        expected: "wheel-missing".into(),
    };
    let results = vec![(&v, (Outcome::Close, String::new()))];
    let rows = kept_rows(&format!(
        "text\n{BEGIN}\n\n{}\n{END}\nmore",
        table(&results)
    ));
    assert_eq!(
        rows,
        [(
            "holdem.py x | holdem | `wheel-missing`".to_string(),
            "close".to_string()
        )]
    );
    let page = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(PAGE))
        .expect("read docs/diagnosis.md");
    assert!(
        page.contains(BEGIN) && page.contains(END),
        "{PAGE} keeps the variants table's markers"
    );
}
