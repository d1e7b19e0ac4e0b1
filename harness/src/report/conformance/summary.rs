//! `check`'s summary: the failure message of a test runner (pytest, node
//! --test, vitest, jest, Rust's `assert_conforms`). At most
//! [`SUMMARY_LINES`] lines of at most [`SUMMARY_WIDTH`] columns: the verdict,
//! the program, what was covered, one line per kind of problem with its
//! smallest hand, what was said and what is right, the diagnosis with its
//! lesson, and the path of the whole report (text and JSON), which
//! [`save_full_report`] writes.

use super::super::table::{fit, wrap_lines};
use crate::conformance::{ConformanceReport, Problem};
use crate::numbers::thousands;
use showdown_evaluators::game::Game;
use std::path::{Path, PathBuf};

/// The most lines a summary has.
pub const SUMMARY_LINES: usize = 25;
/// The most columns a summary line has (before a runner's indentation).
pub const SUMMARY_WIDTH: usize = 80;
/// The environment variable naming the folder of the whole reports.
pub const REPORT_DIR_VAR: &str = "SHOWDOWN_REPORT_DIR";

/// Where the whole reports go when neither an option nor
/// [`REPORT_DIR_VAR`] says: `showdown-reports` in the temporary folder.
pub fn report_dir(chosen: Option<&Path>) -> PathBuf {
    match chosen {
        Some(dir) => dir.to_path_buf(),
        None => match std::env::var_os(REPORT_DIR_VAR).filter(|v| !v.is_empty()) {
            Some(dir) => PathBuf::from(dir),
            None => std::env::temp_dir().join("showdown-reports"),
        },
    }
}

/// A file name from an evaluator's name: letters, digits, `-`, `_` and `.`
/// kept, anything else `_` (`my_eval:evaluate` → `my_eval_evaluate`).
pub fn file_stem(name: &str) -> String {
    let stem: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || "-_.".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect();
    let stem = stem.trim_matches('.').to_string();
    if stem.is_empty() {
        "evaluator".into()
    } else {
        stem.chars().take(80).collect()
    }
}

/// Writes the whole report as `NAME.txt` and `NAME.json` into `dir`
/// (created if need be) and returns the text file's path. The error names
/// the file that could not be written.
pub fn save_full_report(report: &ConformanceReport, dir: &Path) -> Result<PathBuf, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let stem = file_stem(&report.evaluator);
    let text = dir.join(format!("{stem}.txt"));
    let json = dir.join(format!("{stem}.json"));
    std::fs::write(&text, report.to_text())
        .map_err(|e| format!("cannot write {}: {e}", text.display()))?;
    let body = serde_json::to_string_pretty(&report.to_json()).expect("JSON") + "\n";
    std::fs::write(&json, body).map_err(|e| format!("cannot write {}: {e}", json.display()))?;
    Ok(text)
}

impl ConformanceReport {
    /// The summary (see the module's documentation); `full` is the whole
    /// text report's path, its JSON beside it with `.json`.
    pub fn to_summary(&self, full: Option<&Path>) -> String {
        let mut out: Vec<String> = Vec::new();
        // A program's refusals or failures are the same trouble among the
        // vectors' cases and the random hands: one line for both.
        let problems = folded(self.problems());
        let head = format!(
            "showdown check: {}",
            self.verdict_line_counting(problems.len())
        );
        out.extend(wrapped(&head, "", "  "));
        let mut program = format!("program: {}", self.evaluator);
        if self.game != Game::default_game() {
            program.push_str(&format!(" [{}]", self.game.id));
        }
        if let Some(v) = &self.version {
            program.push_str(&format!(" ({v})"));
        }
        out.push(fit(program, SUMMARY_WIDTH));
        if let Some(note) = &self.name_note {
            out.extend(wrapped(note, "  ", "  ").into_iter().take(2));
        }
        out.extend(wrapped(&self.covered_line(), "", "  ").into_iter().take(2));
        for line in self.left_out_lines() {
            out.extend(wrapped(&line, "", "  ").into_iter().take(2));
        }
        // The end: the diagnosis, then where the whole report is.
        let mut tail: Vec<String> = Vec::new();
        if let Some(d) = self.diagnosis.as_ref().filter(|d| d.has_problems()) {
            match &d.whole {
                Some(w) => {
                    tail.extend(wrapped(
                        &format!(
                            "diagnosis: {} (explains {} of {} failing hands)",
                            w.name(),
                            thousands(w.explained),
                            thousands(w.failing)
                        ),
                        "",
                        "  ",
                    ));
                    for c in w.classes.iter().take(2) {
                        tail.extend(wrapped(&c.cause, "  ", "  ").into_iter().take(2));
                        tail.push(fit(format!("  lesson: {}", c.lesson), SUMMARY_WIDTH));
                    }
                }
                None => {
                    let named: Vec<String> = d.causes.iter().map(|c| c.name()).collect();
                    let line = if named.is_empty() {
                        "diagnosis: no known bug class explains these problems".to_string()
                    } else {
                        format!(
                            "diagnosis: in part {} (no known class explains all)",
                            named.join(", ")
                        )
                    };
                    tail.extend(wrapped(&line, "", "  "));
                    if let Some(c) = d.causes.first().and_then(|c| c.classes.first()) {
                        tail.push(fit(format!("  lesson: {}", c.lesson), SUMMARY_WIDTH));
                    }
                }
            }
        }
        if let Some(shift) = category_shift(&self.problems()) {
            tail.extend(wrapped(&shift, "note: ", "  "));
        }
        if let Some(g) = self
            .given_up
            .as_ref()
            .filter(|g| g.reason != crate::external::StopReason::Budget)
        {
            let first = g.message.lines().next().unwrap_or("");
            tail.extend(wrapped(first, "stopped: ", "  ").into_iter().take(2));
        }
        if let Some(path) = full {
            // The JSON beside it, said where the line has room.
            let line = format!("full report: {}", path.display());
            let json = format!("{line} (and .json)");
            // Never cut: a path longer than a line stands whole on its own.
            tail.extend(wrap_lines(
                if json.chars().count() <= SUMMARY_WIDTH {
                    &json
                } else {
                    &line
                },
                "",
                "  ",
                SUMMARY_WIDTH,
            ));
        }
        if !problems.is_empty() {
            let room = SUMMARY_LINES.saturating_sub(out.len() + tail.len() + 1);
            out.push(format!(
                "problems ({} kind(s); the smallest hand of each):",
                problems.len()
            ));
            let mut lines: Vec<String> = Vec::new();
            let mut shown = 0;
            for (p, vectors_too) in &problems {
                let these = problem_lines(self.game, p, *vectors_too);
                // Keep a line for "… more" unless this is the last kind.
                let reserve = usize::from(shown + 1 < problems.len());
                if lines.len() + these.len() + reserve > room {
                    break;
                }
                lines.extend(these);
                shown += 1;
            }
            if shown < problems.len() {
                lines.push(format!(
                    "  … and {} more kind(s): see the full report",
                    problems.len() - shown
                ));
            }
            out.extend(lines);
        }
        out.extend(tail);
        out.truncate(SUMMARY_LINES);
        let mut s = out.join("\n");
        s.push('\n');
        s
    }

    /// `covered: 61,200 hands of 5-7 cards in 15.3 s (vectors, random,
    /// suit renamings, sweep 5 cards)`.
    fn covered_line(&self) -> String {
        let hands: u64 = self.sections.iter().map(|s| s.hands).sum();
        let seconds: f64 = self.sections.iter().map(|s| s.elapsed.as_secs_f64()).sum();
        let mut parts: Vec<String> = Vec::new();
        for s in &self.sections {
            let kind = if s.name.starts_with("vectors") {
                "vectors".to_string()
            } else if s.name.starts_with("random") {
                "random".to_string()
            } else if s.name.starts_with("suit renamings") {
                "suit renamings".to_string()
            } else {
                s.name
                    .split(" (")
                    .next()
                    .unwrap_or(&s.name)
                    .trim_end_matches(" up to suits")
                    .to_string()
            };
            if !parts.contains(&kind) {
                parts.push(kind);
            }
        }
        format!(
            "covered: {} hands of {} cards in {:.1} s ({})",
            thousands(hands),
            self.domain,
            seconds,
            parts.join(", ")
        )
    }
}

/// A kind of problem: its description and count, then its smallest hand
/// (or pair of hands), what was said and what is right (each line within
/// the width; a hand and its answers wrap rather than being cut).
fn problem_lines(game: &'static Game, p: &Problem, vectors_too: Option<u64>) -> Vec<String> {
    let also = match vectors_too {
        Some(n) => format!("; {} vector case(s) too", thousands(n)),
        None => String::new(),
    };
    let mut lines = wrapped(
        &format!("{} ({} hands{also})", p.kind.describe(), thousands(p.count)),
        "- ",
        "    ",
    );
    for h in p.example.iter().take(2) {
        let cards = showdown_evaluators::games::format_joined(game, &h.cards);
        if h.got.is_empty() && h.expected.is_empty() {
            lines.push(fit(format!("    {cards}"), SUMMARY_WIDTH));
            continue;
        }
        let said = crate::external::bad_line::plain_answer(&h.got);
        let line = format!(
            "{cards}: said {said}; right: {}",
            super::expected_shown(game, h)
        );
        lines.extend(wrapped(&line, "    ", "      ").into_iter().take(3));
    }
    lines
}

/// The kinds of problem as the summary lists them: the vectors' refusals
/// and crashes (`vectors: rejected`) folded into the program's own
/// refusal or failure among the other hands, when it has one, as the
/// count of vector cases beside it (the same answers, told once).
fn folded(problems: Vec<Problem>) -> Vec<(Problem, Option<u64>)> {
    use crate::conformance::ProblemKind;
    use crate::runner::FailKind;
    let refusal = |k: &ProblemKind| matches!(k, ProblemKind::Rejected | ProblemKind::Failure(_));
    let into = problems.iter().position(|p| refusal(&p.kind));
    let mut out: Vec<(Problem, Option<u64>)> = Vec::new();
    let mut too = 0;
    for p in problems {
        let vector_refusal = matches!(
            p.kind,
            ProblemKind::Vector(FailKind::Rejected | FailKind::Crashed)
        );
        if vector_refusal && into.is_some() {
            too += p.count;
        } else {
            out.push((p, None));
        }
    }
    if let Some(i) = into.filter(|_| too > 0) {
        // `into` counts from the same order, and nothing before it folds.
        out[i].1 = Some(too);
    }
    out
}

/// `text` wrapped within [`SUMMARY_WIDTH`], the first line after `first`,
/// the others after `rest`; a word longer than a line is cut with `…`.
fn wrapped(text: &str, first: &str, rest: &str) -> Vec<String> {
    wrap_lines(text, first, rest, SUMMARY_WIDTH)
        .into_iter()
        .map(|l| fit(l, SUMMARY_WIDTH))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conformance::{check_with, CheckOptions, InProcess};
    use showdown_evaluators::bug_classes;
    use showdown_evaluators::HOLDEM;

    fn checked(classes: &[&str]) -> ConformanceReport {
        let set: Vec<_> = classes
            .iter()
            .map(|id| bug_classes::by_id(id).unwrap())
            .collect();
        let program = bug_classes::model_of(&HOLDEM, &set);
        let opts = CheckOptions {
            vectors: None,
            random: 300,
            cards: Some(vec![5, 6, 7]),
            ..CheckOptions::default()
        };
        check_with(&InProcess(&program), &opts)
    }

    fn fits(summary: &str) {
        let lines: Vec<&str> = summary.lines().collect();
        assert!(
            lines.len() <= SUMMARY_LINES,
            "{} lines:\n{summary}",
            lines.len()
        );
        for l in &lines {
            assert!(
                l.chars().count() <= SUMMARY_WIDTH,
                "too wide: {l}\n{summary}"
            );
        }
    }

    #[test]
    fn a_summary_has_the_verdict_the_smallest_hand_the_diagnosis_and_the_file() {
        let report = checked(&["wheel-missing"]);
        let dir =
            std::env::temp_dir().join(format!("showdown-summary-test-{}", std::process::id()));
        let path = save_full_report(&report, &dir).unwrap();
        let summary = report.to_summary(Some(&path));
        fits(&summary);
        assert!(
            summary.starts_with("showdown check: NOT CONFORMANT"),
            "{summary}"
        );
        assert!(summary.contains("\ncovered: "), "{summary}");
        assert!(
            summary.contains("\n- category: high-card where the hand is straight ("),
            "{summary}"
        );
        assert!(summary.contains(": said high-card"), "{summary}");
        assert!(
            summary.contains("\ndiagnosis: wheel-missing (explains "),
            "{summary}"
        );
        assert!(
            summary.contains("\n  lesson: docs/pitfalls.md#2-the-wheel"),
            "{summary}"
        );
        assert!(
            summary.contains(&format!("full report: {}", path.display())),
            "{summary}"
        );
        // The whole report, text and JSON, in the folder.
        assert!(std::fs::read_to_string(&path)
            .unwrap()
            .contains("verdict: NOT CONFORMANT"));
        let json = std::fs::read_to_string(path.with_extension("json")).unwrap();
        assert!(json.contains("\"conformant\": false"), "{json}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn many_kinds_of_problem_still_fit_and_say_how_many_more() {
        let report = checked(&[
            "wheel-missing",
            "flush-top-only",
            "pair-no-kickers",
            "sf-any",
        ]);
        assert!(report.problems().len() >= 6, "{}", report.to_text());
        let summary = report.to_summary(None);
        fits(&summary);
        assert!(
            summary.contains("more kind(s): see the full report"),
            "{summary}"
        );
    }

    #[test]
    fn a_conformant_summary_is_short() {
        let opts = CheckOptions {
            vectors: None,
            random: 100,
            cards: Some(vec![5]),
            ..CheckOptions::default()
        };
        let reference = showdown_evaluators::games::reference_for(&HOLDEM);
        let summary = check_with(&InProcess(&*reference), &opts).to_summary(None);
        fits(&summary);
        assert!(
            summary.starts_with("showdown check: CONFORMANT\n"),
            "{summary}"
        );
        assert_eq!(summary.lines().count(), 3, "{summary}");
    }

    #[test]
    fn refusals_among_the_vectors_and_the_random_hands_are_one_line() {
        use showdown_evaluators::evaluator::{Domain, Rejected, Strength, Verdict};
        use showdown_evaluators::reference::Reference;
        // Refuses every flush: among the vectors' cases and the random
        // hands alike, one kind of problem to the summary.
        let reference = Reference::new();
        let ev = crate::test_doubles::HoldemDouble::new(
            "no-flush",
            Domain::exactly(5),
            true,
            move |cards| {
                let c = reference.category(cards);
                if c == showdown_evaluators::Category::Flush {
                    return Err(Rejected::Invalid("flushes are not done yet".into()));
                }
                let s = Strength::new(&[reference.strength(cards) as i64]);
                Ok(Verdict::new(c, Some(s)))
            },
        );
        let opts = CheckOptions {
            random: 300,
            ..CheckOptions::default()
        };
        let report = check_with(&InProcess(&ev), &opts);
        let kinds: Vec<String> = report.problems().iter().map(|p| p.kind.token()).collect();
        assert_eq!(
            kinds,
            ["rejected", "vector:rejected"],
            "{}",
            report.to_text()
        );
        let vector_cases = report.problems()[1].count;
        let summary = report.to_summary(None);
        fits(&summary);
        assert!(
            summary.starts_with("showdown check: NOT CONFORMANT (1 kind(s) of problem)\n"),
            "{summary}"
        );
        assert!(summary.contains("\nproblems (1 kind(s);"), "{summary}");
        assert!(
            summary.contains(&format!(
                "- refuses a hand it should take ({} hands; {vector_cases} vector case(s) too)",
                thousands(report.problems()[0].count)
            )),
            "{summary}"
        );
        assert!(!summary.contains("vectors: rejected"), "{summary}");
        // The text report keeps both, each with its own example.
        assert!(report.to_text().contains("vectors: rejected"));
        // A vectors' refusal with no refusal elsewhere stays its own line.
        let alone = folded(report.problems().into_iter().skip(1).collect());
        assert_eq!(alone.len(), 1);
        assert_eq!(alone[0].1, None);
    }

    #[test]
    fn file_stems_keep_names_readable() {
        assert_eq!(file_stem("my_eval:evaluate"), "my_eval_evaluate");
        assert_eq!(file_stem("the function f/g"), "the_function_f_g");
        assert_eq!(file_stem(""), "evaluator");
    }
}

/// When every wrong category is the right one plus one (and there are at
/// least two such kinds): category indexes counted from 1, not 0.
fn category_shift(problems: &[crate::conformance::Problem]) -> Option<String> {
    let shifts: Vec<i32> = problems
        .iter()
        .filter_map(|p| match p.kind {
            crate::conformance::ProblemKind::Category { expected, got } => {
                Some(got as i32 - expected as i32)
            }
            _ => None,
        })
        .collect();
    (shifts.len() >= 2 && shifts.iter().all(|&d| d == 1)).then(|| {
        "every wrong category is one above the right one: category indexes run 0 \
         (high-card) to 8 (straight-flush); counting from 1 is off by one"
            .to_string()
    })
}

#[cfg(test)]
mod category_shift_tests {
    use super::category_shift;
    use crate::conformance::{Problem, ProblemKind};
    use showdown_evaluators::category::Category;

    #[test]
    fn every_wrong_category_one_too_high_is_an_index_counted_from_one() {
        let kind = |expected, got| Problem {
            kind: ProblemKind::Category { expected, got },
            count: 1,
            example: vec![],
            documented: None,
            shrunk_from: None,
            shrink_cut: false,
            history: None,
        };
        let shifted = [
            kind(Category::HighCard, Category::OnePair),
            kind(Category::Flush, Category::FullHouse),
        ];
        assert!(category_shift(&shifted).unwrap().contains("off by one"));
        let not = [
            kind(Category::HighCard, Category::OnePair),
            kind(Category::Flush, Category::StraightFlush),
        ];
        assert_eq!(category_shift(&not), None);
    }
}
