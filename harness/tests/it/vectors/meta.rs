//! The `meta::*` tests: the machinery itself, on temporary copies of the
//! vectors (a malformed file, a stale entry, a flipped expectation, bless,
//! panics, reports rendered from JSON).

use super::*;
use libtest_mimic::Failed;
use showdown_evaluators::card::Card;
use showdown_evaluators::category::Category;
use showdown_evaluators::evaluator::{Domain, Evaluator, Rejected, Strength, Verdict};
use showdown_harness::report::{self, Format, Record, RenderOptions, Status};
use showdown_harness::runner::{self, FailKind, Outcome};
use showdown_harness::suite::{bless_run, run_suite, select, SuiteRun};
use showdown_harness::vectors::VectorSource;
use showdown_harness::vectors::{self};
use showdown_harness::Roster;
use std::path::Path;
use std::sync::Arc;

// ---------------------------------------------------------------- helpers

pub(crate) use showdown_test_util::TempDir;

fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for e in std::fs::read_dir(from)? {
        let e = e?;
        let target = to.join(e.file_name());
        if e.file_type()?.is_dir() {
            copy_tree(&e.path(), &target)?;
        } else {
            std::fs::copy(e.path(), target)?;
        }
    }
    Ok(())
}

/// A temporary copy of the repository's vectors and expectations.
fn copy_of_vectors(tag: &str) -> TempDir {
    let t = TempDir::new(tag);
    copy_tree(&vectors_dir(), &t.0).expect("copy vectors");
    t
}

fn full_run(dir: &Path) -> SuiteRun {
    let registry = Roster::load().expect("evaluators start");
    let selection = select(&registry, &[]).expect("all evaluators");
    run_suite(
        &VectorSource::Dir(dir.to_path_buf()),
        selection,
        &registry.names(),
    )
}

/// Blesses every evaluator of `run` and writes the files.
fn bless_and_write(run: &SuiteRun) -> Result<Vec<showdown_harness::expectations::Blessed>, Failed> {
    let blessed = bless_run(run, true).map_err(|e| Failed::from(e.to_string()))?;
    for b in &blessed {
        b.write().map_err(|e| Failed::from(e.to_string()))?;
    }
    Ok(blessed)
}

fn check(ok: bool, msg: impl FnOnce() -> String) -> Result<(), Failed> {
    if ok {
        Ok(())
    } else {
        Err(msg().into())
    }
}

fn statuses(run: &SuiteRun) -> Vec<(String, String, Status)> {
    run.report
        .records
        .iter()
        .map(|r| (r.evaluator.clone(), r.case.clone(), r.status))
        .collect()
}

/// The records whose status differs between two runs of the same suite.
fn changed<'a>(before: &SuiteRun, after: &'a SuiteRun) -> Vec<&'a Record> {
    let old = statuses(before);
    after
        .report
        .records
        .iter()
        .filter(|r| !old.contains(&(r.evaluator.clone(), r.case.clone(), r.status)))
        .collect()
}

// ------------------------------------------------------------- meta tests

const GOOD: &str = include_str!("../fixtures/malformed/good.toml");

const BAD: &str = include_str!("../fixtures/malformed/bad.toml");

pub(super) fn malformed_vector_file() -> Result<(), Failed> {
    let t = TempDir::new("malformed");
    std::fs::write(t.0.join("good.toml"), GOOD).unwrap();
    std::fs::write(t.0.join("bad.toml"), BAD).unwrap();
    let suite = vectors::load_dir(&t.0);
    let bad = t.0.join("bad.toml").display().to_string();
    let ids: Vec<&str> = suite.cases.iter().map(|c| c.id.as_str()).collect();
    check(ids == ["bad/fine", "good/royal", "good/pair"], || {
        format!("the good cases must still load: {ids:?}")
    })?;
    let errs: Vec<(String, usize, Option<String>)> = suite
        .errors
        .iter()
        .map(|e| (e.file.clone(), e.line, e.case.clone()))
        .collect();
    check(
        errs == [
            (bad.clone(), 11, Some("bad/bad-card".into())),
            (bad.clone(), 19, Some("bad/extra-key".into())),
        ],
        || {
            format!(
                "load errors must name file, line and case: {:#?}",
                suite.errors
            )
        },
    )?;
    check(
        suite.errors[0].message.contains("`7x`: unknown suit"),
        || suite.errors[0].to_string(),
    )?;
    check(
        suite.errors[1].message.contains("unknown field `weight`"),
        || suite.errors[1].to_string(),
    )?;

    Ok(())
}

pub(super) fn stale_entry_fails() -> Result<(), Failed> {
    let t = copy_of_vectors("stale");
    let before = full_run(&t.0);
    check(!before.report.failed(), || {
        "the repository's vectors and expectations must be clean for this test".into()
    })?;
    let path = t.0.join("expectations/reference.toml");
    let mut text = std::fs::read_to_string(&path).unwrap_or_default();
    let line = text.lines().count() + 3;
    text.push_str("\n[[fail]]\ncase = \"categories/no-such-case\"\nkind = \"wrong-category\"\nreason = \"a case that was renamed away\"\n");
    std::fs::write(&path, text).unwrap();
    // A file for no evaluator (a misspelt crate) is a problem too, while a
    // file for an evaluator this build leaves out (a feature off, as
    // `census-crates` is by default) is not.
    let stray = t.0.join("expectations/crate-pokerz.toml");
    std::fs::write(&stray, "").unwrap();
    let after = full_run(&t.0);
    let named = |file: &Path| {
        after
            .report
            .problems
            .iter()
            .any(|p| p.file == file.display().to_string())
    };
    check(
        named(&stray)
            && after
                .report
                .problems
                .iter()
                .any(|p| p.message.contains("`crate-pokerz`")),
        || "a file for no evaluator must be a problem naming it".into(),
    )?;
    for (name, _) in showdown_evaluators::registry::BEHIND_FEATURES {
        let file = t.0.join(format!("expectations/{name}.toml"));
        check(!named(&file), || {
            format!("{} is a problem in this build", file.display())
        })?;
    }
    let p = after
        .report
        .problems
        .iter()
        .find(|p| p.case.as_deref() == Some("categories/no-such-case"));
    check(after.report.failed(), || {
        "a stale entry must fail the run".into()
    })?;
    let p = p.ok_or_else(|| Failed::from("no problem names the stale case"))?;
    check(
        p.line == line && p.file == path.display().to_string() && p.message.contains("stale entry"),
        || format!("the problem must give file, line {line} and say stale: {p}"),
    )
}

pub(super) fn text_report_fits_100_columns() -> Result<(), Failed> {
    let run = full_run(&vectors_dir());
    for by_cases in [false, true] {
        let text = report::render(
            &run.report,
            Format::Text,
            &RenderOptions {
                by_cases,
                ..RenderOptions::default()
            },
        );
        let wide: Vec<&str> = text.lines().filter(|l| l.chars().count() > 100).collect();
        check(wide.is_empty(), || {
            format!("lines wider than 100 columns (cases view: {by_cases}): {wide:#?}")
        })?;
        let names = run.report.evaluators();
        if !by_cases {
            // Every evaluator by its full name, at the start of its own row.
            for name in &names {
                check(
                    text.lines()
                        .any(|l| l.split_whitespace().next() == Some(name)),
                    || format!("no row for {name}:\n{text}"),
                )?;
            }
            check(!text.contains("…"), || format!("a name was cut:\n{text}"))?;
        }
        let last = text.lines().last().unwrap_or("");
        check(
            last.starts_with("as expected: ")
                && last.contains("known failures (vectors/expectations/), 0 unexpected"),
            || format!("the last line must say the run went as expected: {last}"),
        )?;
    }
    Ok(())
}

pub(super) fn syntax_error_is_reported_once() -> Result<(), Failed> {
    let t = copy_of_vectors("syntax");
    // js-naive's expectations name many pitfalls cases: none may turn stale.
    let path = t.0.join("pitfalls.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, text.replacen("[[hand]]", "[[hand]", 1)).unwrap();
    let after = full_run(&t.0);
    let problems: Vec<String> = after
        .report
        .problems
        .iter()
        .map(|p| p.to_string())
        .collect();
    check(
        problems.len() == 1
            && problems[0].contains("pitfalls.toml")
            && problems[0].contains("not valid TOML"),
        || format!("one problem, the syntax error, and no stale entries: {problems:#?}"),
    )
}

pub(super) fn flipped_expectation_fails() -> Result<(), Failed> {
    let t = copy_of_vectors("flip");
    let before = full_run(&t.0);
    check(!before.report.failed(), || {
        "the repository's vectors and expectations must be clean for this test".into()
    })?;
    // The first listed failure of any evaluator.
    let (name, file) = before
        .expectations
        .files
        .iter()
        .find(|(_, f)| !f.entries.is_empty())
        .ok_or_else(|| Failed::from("no expectation entries to flip"))?;
    let entry = file.entries[0].clone();
    let text = std::fs::read_to_string(&file.path).unwrap();
    let kind_line = format!("kind = \"{}\"", entry.kind);
    let other = FailKind::ALL
        .into_iter()
        .find(|k| *k != entry.kind)
        .unwrap();

    // 1. Flip the kind on that one line: "failure kind changed".
    let lines: Vec<&str> = text.lines().collect();
    let at = (entry.line - 1..lines.len())
        .find(|&i| lines[i] == kind_line)
        .ok_or_else(|| Failed::from(format!("no `{kind_line}` after line {}", entry.line)))?;
    let mut flipped: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    flipped[at] = format!("kind = \"{other}\"");
    std::fs::write(&file.path, flipped.join("\n") + "\n").unwrap();
    let after = full_run(&t.0);
    let diff = changed(&before, &after);
    check(after.report.failed() && diff.len() == 1, || {
        format!("exactly one result must change, got {}", diff.len())
    })?;
    let r = diff[0];
    let msg = r.message.clone().unwrap_or_default();
    check(
        r.evaluator == *name
            && r.case == entry.case
            && r.status == Status::ChangedKind
            && msg.contains(&format!("now fails with {}", entry.kind))
            && msg.contains(&format!("expects {other}")),
        || format!("the message must say what changed: {r:#?}"),
    )?;

    // 2. Remove the entry: an unexpected failure.
    let without: String = {
        let mut kept = lines.clone();
        let start = entry.line - 2; // the `[[fail]]` header above `case =`
        kept.drain(start..=at + 1);
        kept.join("\n") + "\n"
    };
    std::fs::write(&file.path, without).unwrap();
    let after = full_run(&t.0);
    let diff = changed(&before, &after);
    check(
        diff.len() == 1
            && diff[0].status == Status::UnexpectedFailure
            && diff[0]
                .message
                .as_deref()
                .unwrap_or("")
                .contains("does not list this case"),
        || format!("removing an entry must give one unexpected failure: {diff:#?}"),
    )?;

    // 3. Claim a failure the reference does not have: an unexpected pass.
    std::fs::write(&file.path, text).unwrap();
    let passing = before
        .report
        .records
        .iter()
        .find(|r| r.evaluator == "reference" && r.status == Status::Pass)
        .ok_or_else(|| Failed::from("the reference passes nothing?"))?;
    let ref_path = t.0.join("expectations/reference.toml");
    let mut ref_text = std::fs::read_to_string(&ref_path).unwrap_or_default();
    ref_text.push_str(&format!(
        "\n[[fail]]\ncase = \"{}\"\nkind = \"wrong-category\"\nreason = \"pretend\"\n",
        passing.case
    ));
    std::fs::write(&ref_path, ref_text).unwrap();
    let after = full_run(&t.0);
    let diff = changed(&before, &after);
    check(
        diff.len() == 1
            && diff[0].status == Status::UnexpectedPass
            && diff[0]
                .message
                .as_deref()
                .unwrap_or("")
                .contains("unexpected pass: reference now passes"),
        || format!("a wrong entry must give one unexpected pass: {diff:#?}"),
    )
}

pub(super) fn bless_round_trip() -> Result<(), Failed> {
    let t = copy_of_vectors("bless");
    let exp = t.0.join("expectations");
    let _ = std::fs::remove_dir_all(&exp);
    let bare = full_run(&t.0);
    let failures = bare
        .report
        .records
        .iter()
        .filter(|r| r.status == Status::UnexpectedFailure)
        .count();
    let blessed = bless_and_write(&bare)?;
    let added: usize = blessed.iter().map(|b| b.added.len()).sum();
    check(added == failures, || {
        format!("bless must add one entry per failure: {added} vs {failures}")
    })?;
    let placeholder = blessed
        .iter()
        .flat_map(|b| &b.added)
        .find(|e| e.reason.trim().is_empty() || e.reason.contains("TODO"));
    check(placeholder.is_none(), || {
        format!("placeholder reason: {placeholder:?}")
    })?;
    let again = full_run(&t.0);
    check(!again.report.failed(), || {
        format!(
            "after bless the run must be clean: {} problems",
            again.report.problems.len()
        )
    })?;

    // Edit one reason by hand; a second bless keeps it and changes nothing.
    let Some((_, file)) = again
        .expectations
        .files
        .iter()
        .find(|(_, f)| !f.entries.is_empty())
    else {
        return Ok(()); // nothing fails at all: nothing more to check
    };
    let text = std::fs::read_to_string(&file.path).unwrap();
    let old = toml::Value::String(file.entries[0].reason.clone()).to_string();
    let edited = text.replacen(&old, "\"a reason written by hand\"", 1);
    std::fs::write(&file.path, &edited).unwrap();
    let third = full_run(&t.0);
    let blessed = bless_and_write(&third)?;
    let churn: usize = blessed
        .iter()
        .map(|b| b.added.len() + b.removed.len())
        .sum();
    let now = std::fs::read_to_string(&file.path).unwrap();
    check(
        churn == 0 && now.contains("a reason written by hand"),
        || format!("bless must keep existing reasons (churn {churn})"),
    )
}

/// An evaluator that panics on a pair and refuses a flush.
struct Fragile;

impl Evaluator for Fragile {
    fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
        static INFO: showdown_evaluators::EvaluatorInfo =
            showdown_evaluators::EvaluatorInfo::holdem(
                "fragile",
                Domain::exactly(5),
                false,
                "a category",
                "this test",
            );
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        let r = showdown_evaluators::Reference::new().category(cards);
        match r {
            Category::OnePair => panic!("index out of bounds: the len is 5 but the index is 5"),
            Category::Flush => Err(Rejected::CannotRun("no flushes here".into())),
            _ => Ok(Verdict::new(r, Some(Strength::single(0)).filter(|_| false))),
        }
    }
}

pub(super) fn panics_are_caught() -> Result<(), Failed> {
    let t = TempDir::new("fragile");
    let src = format!(
        "{GOOD}\n[[hand]]\nname = \"flush\"\ncards = \"Ah 9h 7h 4h 2h\"\ncategory = \"flush\"\nwhy = \"five hearts\"\n\n[[hand]]\nname = \"seven\"\ncards = \"Ah 9h 7h 4h 2h 3c 3d\"\ncategory = \"flush\"\nwhy = \"out of domain\"\n"
    );
    std::fs::write(t.0.join("f.toml"), src).unwrap();
    let suite = vectors::load_dir(&t.0);
    check(suite.errors.is_empty(), || format!("{:?}", suite.errors))?;
    let evs: Vec<Arc<dyn Evaluator>> = vec![Arc::new(Fragile)];
    let trials = runner::run(&suite, &evs, false);
    let outcomes: Vec<(&str, &Outcome)> = trials
        .iter()
        .map(|t| (suite.cases[t.case].id.as_str(), &t.outcome))
        .collect();
    let by = |id: &str| outcomes.iter().find(|o| o.0 == id).map(|o| o.1.clone());
    check(by("f/royal") == Some(Outcome::Pass), || {
        format!("{outcomes:?}")
    })?;
    check(
        matches!(by("f/pair"), Some(Outcome::Crash { message }) if message.contains("index out of bounds") && message.contains("vectors/meta.rs")),
        || {
            format!(
                "a panic must become a crash with its message and place: {:?}",
                by("f/pair")
            )
        },
    )?;
    check(
        matches!(
            by("f/flush"),
            Some(Outcome::Fail {
                kind: FailKind::Rejected,
                ..
            })
        ),
        || format!("a refusal in the domain is a failure: {:?}", by("f/flush")),
    )?;
    check(
        by("f/seven")
            == Some(Outcome::Skipped {
                reason: "fragile takes 5 cards, not 7".into(),
            }),
        || {
            format!(
                "out of domain must be skipped with the reason: {:?}",
                by("f/seven")
            )
        },
    )
}

pub(super) fn reports_render_from_json() -> Result<(), Failed> {
    let run = full_run(&vectors_dir());
    let r = &run.report;
    let json = report::json::render(r);
    let back = report::json::read(&json).map_err(Failed::from)?;
    check(back == *r, || {
        "the JSON report must read back to the same records".into()
    })?;

    let junit = report::render(r, Format::Junit, &RenderOptions::default());
    let cases = junit.matches("<testcase ").count();
    check(cases == r.records.len() + r.problems.len(), || {
        format!(
            "JUnit must have one testcase per record: {cases} vs {}",
            r.records.len()
        )
    })?;
    let skipped = r
        .records
        .iter()
        .filter(|x| x.status == Status::Skipped)
        .count();
    check(junit.matches("<skipped ").count() == skipped, || {
        "JUnit skipped count".into()
    })?;

    let html = report::render(
        r,
        Format::Html,
        &RenderOptions {
            evaluators: run.evaluators.clone(),
            ..RenderOptions::default()
        },
    );
    check(
        html.contains("class=\"legend\"")
            && !html.contains("<script")
            && !html.contains("src=\"http")
            && !html.contains("<link")
            && run.evaluators.iter().all(|e| html.contains(e.name())),
        || "the HTML page must be self-contained, with a legend and every evaluator".into(),
    )?;

    let md = report::render(r, Format::Markdown, &RenderOptions::default());
    let rows = report::matrix::by_file(r).rows.len();
    check(
        md.lines()
            .take_while(|l| !l.starts_with("**Legend"))
            .filter(|l| l.starts_with("| "))
            .count()
            == rows + 1,
        || format!("Markdown must have a header and {rows} grouped rows:\n{md}"),
    )?;
    Ok(())
}
