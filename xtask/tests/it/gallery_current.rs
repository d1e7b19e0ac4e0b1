//! The committed gallery (`docs/gallery/`) and pitfall tour
//! (`docs/pitfalls.md`) match what the code generates now, every witness
//! hand still shows its deviation in `showdown explain`, and every
//! evaluator the tour names falls into its trap (and no other does).
//!
//! Cheap checks only: frequencies come from the committed sweep reports,
//! witness hands from `docs/gallery/witnesses.toml`. When a check fails,
//! regenerate with `cargo run --release -p xtask -- gallery --write`.

use std::collections::BTreeSet;
use xtask::gallery::doc_comment::{workspace_root, DocComment};
use xtask::gallery::pitfalls::{fare, Fare, PITFALLS};
use xtask::gallery::{
    committed_witnesses, evaluators, ports, stale_files, witness_problems, REGENERATE,
};

#[test]
fn committed_pages_are_current() {
    let stale = stale_files().unwrap_or_else(|e| panic!("{e}\nregenerate with: {REGENERATE}"));
    assert!(
        stale.is_empty(),
        "these generated files no longer match the code: {}\nregenerate with: {REGENERATE}",
        stale.join(", ")
    );
}

#[test]
fn every_witness_shows_its_deviation() {
    let witnesses = committed_witnesses(&workspace_root()).unwrap();
    let problems = witness_problems(&witnesses);
    assert!(
        problems.is_empty(),
        "{}\nregenerate with: {REGENERATE}",
        problems.join("\n")
    );
    // Every port's own class has a hand (lifts may have none: a class that
    // claims no five-card hand cannot reach them).
    for w in &witnesses {
        if !w.evaluator.ends_with("+lift") {
            assert!(w.found(), "{} / {}: no witness hand", w.evaluator, w.class);
        }
    }
}

#[test]
fn every_port_has_a_doc_comment_and_a_page_giving_its_commands() {
    let root = workspace_root();
    let witnesses = committed_witnesses(&root).unwrap();
    for p in ports(&evaluators()) {
        let doc = DocComment::of_port(p.name()).unwrap();
        assert!(!doc.summary.is_empty(), "{}: empty summary", doc.file);
        let page = std::fs::read_to_string(root.join(format!("docs/gallery/{}.md", p.name())))
            .unwrap_or_else(|e| panic!("docs/gallery/{}.md: {e}", p.name()));
        for w in witnesses.iter().filter(|w| w.evaluator == p.name()) {
            assert!(
                page.contains(&w.command()),
                "docs/gallery/{}.md does not give `{}`",
                p.name(),
                w.command()
            );
        }
    }
    let readme = std::fs::read_to_string(root.join("docs/gallery/README.md")).unwrap();
    for e in evaluators() {
        assert!(
            readme.contains(&format!("`{}`", e.name())),
            "README lacks {}",
            e.name()
        );
    }
}

/// Reads the summary table of `docs/pitfalls.md` and checks each row's
/// "falls into it" list against what the evaluators answer now.
#[test]
fn pitfall_tour_names_exactly_the_evaluators_that_fall() {
    let text = std::fs::read_to_string(workspace_root().join("docs/pitfalls.md")).unwrap();
    let evaluators = evaluators();
    for p in PITFALLS {
        let row = text
            .lines()
            .find(|l| l.starts_with("| ") && l.contains(&format!("](#{})", p.id)))
            .unwrap_or_else(|| panic!("docs/pitfalls.md: no row for `{}`", p.id));
        assert!(
            row.contains(&format!("`{}`", p.hand)),
            "{}: hand changed",
            p.id
        );
        let listed: BTreeSet<String> = row
            .rsplit('|')
            .nth(1)
            .unwrap()
            .split(',')
            .map(|s| s.trim().trim_matches('`').to_string())
            .filter(|s| s != "none")
            .collect();
        let falls: BTreeSet<String> = evaluators
            .iter()
            .filter(|e| matches!(fare(&***e, p), Fare::Falls(_)))
            .map(|e| e.name().to_string())
            .collect();
        assert_eq!(
            listed, falls,
            "docs/pitfalls.md `{}` ({}): listed vs actually falling\nregenerate with: {REGENERATE}",
            p.id, p.hand
        );
    }
}
