//! Expectations: `vectors/expectations/<evaluator>.toml` lists the cases an
//! evaluator is known to get wrong, each with the kind of failure and the
//! reason in one sentence:
//!
//! ```toml
//! [[fail]]
//! case = "pitfalls/seven-straight-and-flush"
//! kind = "wrong-category"
//! reason = "calls any straight plus a flush a straight flush"
//! ```
//!
//! Strict, as web-platform-tests and test262 runners are: an unexpected
//! failure, an unexpected pass, a failure of another kind, or an entry that
//! names no existing case each fail the run with a sentence saying what
//! changed. [`bless`] rewrites the files from a run, keeping the reasons of
//! the entries that stay.

use crate::report::{Expected, Record, RunReport, Status};
use crate::runner::{FailKind, Outcome, Trial};
use crate::vectors::{
    builtin_expectation_texts, line_of, LoadError, Suite, VectorSource, BUILTIN_PREFIX,
};
use serde::Deserialize;
use showdown_evaluators::evaluator::{DeviationKind, Evaluator};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use toml::Spanned;

/// One known failure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The id of the case the evaluator gets wrong
    /// (`pitfalls/seven-straight-and-flush`).
    pub case: String,
    /// How it gets it wrong.
    pub kind: FailKind,
    /// Why, in one sentence.
    pub reason: String,
    /// 1-based line of the entry's `case` key (0 for a new entry).
    pub line: usize,
}

/// One evaluator's expectations file.
#[derive(Clone, Debug, Default)]
pub struct ExpectationFile {
    /// The evaluator it is for: the file's name without `.toml`.
    pub evaluator: String,
    /// Where the file was read from.
    pub path: PathBuf,
    /// Its entries in file order (those that failed to load left out).
    pub entries: Vec<Entry>,
}

impl ExpectationFile {
    fn entry(&self, case: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.case == case)
    }
}

/// Every expectations file in a directory, by evaluator name.
#[derive(Clone, Debug, Default)]
pub struct Expectations {
    /// The directory (`<vectors>/expectations`); [`bless`] writes new files
    /// there.
    pub dir: PathBuf,
    /// The files that could be read, by evaluator name.
    pub files: BTreeMap<String, ExpectationFile>,
    /// Every problem found: unreadable files, TOML errors, unknown failure
    /// kinds, empty reasons, cases listed twice.
    pub errors: Vec<LoadError>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    #[serde(default)]
    fail: Vec<RawEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    case: Spanned<String>,
    kind: Spanned<String>,
    reason: Spanned<String>,
}

/// The expectations that go with a source of vectors: the built-in ones,
/// `DIR/expectations/` for a directory, and for one file only its own
/// entries of `expectations/` beside it.
pub fn load_for(source: &VectorSource) -> Expectations {
    match source {
        VectorSource::Builtin => {
            let dir = Path::new(BUILTIN_PREFIX).join("expectations");
            load_texts(&dir, builtin_expectation_texts())
        }
        VectorSource::Dir(dir) => load_dir(&dir_of(dir)),
        VectorSource::File(path) => {
            let dir = path.parent().unwrap_or(Path::new("."));
            let mut exp = load_dir(&dir_of(dir));
            let prefix = format!("{}/", crate::vectors::file_stem(path));
            for file in exp.files.values_mut() {
                file.entries.retain(|e| e.case.starts_with(&prefix));
            }
            exp
        }
    }
}

/// The expectations directory of a vectors directory.
pub fn dir_of(vectors: &Path) -> PathBuf {
    vectors.join("expectations")
}

/// Loads `dir/*.toml`; a missing directory means no expected failures.
pub fn load_dir(dir: &Path) -> Expectations {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Expectations {
            dir: dir.to_path_buf(),
            ..Default::default()
        };
    };
    let texts = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .map(|p| {
            let text = crate::vectors::read_text(&p);
            (p, text)
        })
        .collect();
    load_texts(dir, texts)
}

/// Reads expectations files given as `(path, text)` (an error: why the file
/// could not be read), in path order, as if they were in `dir`.
pub fn load_texts(
    dir: &Path,
    mut texts: Vec<(PathBuf, Result<String, LoadError>)>,
) -> Expectations {
    let mut out = Expectations {
        dir: dir.to_path_buf(),
        ..Default::default()
    };
    texts.sort_by(|a, b| a.0.cmp(&b.0));
    for (path, text) in texts {
        let evaluator = crate::vectors::file_stem(&path);
        let src = match text {
            Ok(src) => src,
            Err(e) => {
                out.errors.push(e);
                continue;
            }
        };
        let (file, mut errors) = parse(&evaluator, &path, &src);
        out.errors.append(&mut errors);
        out.files.insert(evaluator, file);
    }
    out
}

/// Reads one expectations file's text.
pub fn parse(evaluator: &str, path: &Path, src: &str) -> (ExpectationFile, Vec<LoadError>) {
    let mut file = ExpectationFile {
        evaluator: evaluator.to_string(),
        path: path.to_path_buf(),
        entries: Vec::new(),
    };
    let mut errors = Vec::new();
    let raw: RawFile = match toml::from_str(src) {
        Ok(r) => r,
        Err(e) => {
            let line = e.span().map_or(0, |s| line_of(src, s.start));
            errors.push(LoadError::new(path, line, None, e.message().trim()));
            return (file, errors);
        }
    };
    for r in raw.fail {
        let line = line_of(src, r.case.span().start);
        let case = r.case.get_ref().clone();
        let Some(kind) = FailKind::from_token(r.kind.get_ref()) else {
            let tokens: Vec<&str> = FailKind::ALL.iter().map(|k| k.token()).collect();
            errors.push(LoadError::new(
                path,
                line_of(src, r.kind.span().start),
                Some(&case),
                format!(
                    "unknown failure kind `{}` (expected one of: {})",
                    r.kind.get_ref(),
                    tokens.join(", ")
                ),
            ));
            continue;
        };
        if r.reason.get_ref().trim().is_empty() {
            errors.push(LoadError::new(
                path,
                line_of(src, r.reason.span().start),
                Some(&case),
                "`reason` is empty: say why in one sentence",
            ));
        }
        if let Some(first) = file.entry(&case) {
            errors.push(LoadError::new(
                path,
                line,
                Some(&case),
                format!("listed twice (first on line {})", first.line),
            ));
            continue;
        }
        file.entries.push(Entry {
            case,
            kind,
            reason: r.reason.get_ref().clone(),
            line,
        });
    }
    (file, errors)
}

/// Turns a run's trials into records judged against the expectations, and
/// collects every problem: the suite's load errors, the expectations' own
/// errors, entries naming cases that do not exist, and (when `all_ran`)
/// files for evaluators that do not exist.
pub fn judge(
    suite: &Suite,
    trials: &[Trial],
    exp: &Expectations,
    ran: &[String],
    all_ran: bool,
    known: &[String],
) -> RunReport {
    let mut problems = suite.errors.clone();
    problems.extend(exp.errors.iter().cloned());
    let empty = ExpectationFile::default();
    let records = trials
        .iter()
        .map(|t| {
            let case = &suite.cases[t.case];
            let file = exp.files.get(&t.evaluator).unwrap_or(&empty);
            let entry = file.entry(&case.id);
            let (status, message) = status_of(&t.evaluator, &t.outcome, entry, file);
            Record {
                evaluator: t.evaluator.clone(),
                case: case.id.clone(),
                file: case.file.clone(),
                path: case.path.display().to_string(),
                line: case.line,
                kind: case.kind().to_string(),
                input: case.input_text(),
                why: case.why.clone(),
                expected: case.expected_text(),
                got: t.got.clone(),
                outcome: t.outcome.clone(),
                status,
                expectation: entry.map(|e| Expected {
                    kind: e.kind,
                    reason: e.reason.clone(),
                    at: format!("{}:{}", file.path.display(), e.line),
                }),
                message,
                tags: case.tags.clone(),
            }
        })
        .collect();
    for (name, file) in &exp.files {
        if !ran.contains(name) {
            // A file for a known evaluator that did not run (a filtered
            // run, or a feature left off, as for the census crates of
            // `census-crates`, never on by default) is simply not used.
            let feature_off = showdown_evaluators::registry::left_out_of_this_build(name);
            if all_ran && !known.contains(name) && !feature_off {
                problems.push(LoadError::new(
                    &file.path,
                    0,
                    None,
                    format!("no evaluator is named `{name}` (the file name must be an evaluator's name)"),
                ));
            }
            continue;
        }
        for e in &file.entries {
            if suite.case(&e.case).is_some() {
                continue;
            }
            if suite
                .unreadable
                .iter()
                .any(|u| e.case.starts_with(&format!("{u}/")))
            {
                // Its whole file failed to parse: the file's own load error
                // says so once; no follow-on noise per entry.
                continue;
            }
            let message = if suite.is_broken(&e.case) {
                "this case failed to load (see its load error), so it did not run".to_string()
            } else {
                let known = suite.file_stems().join(", ");
                format!(
                    "stale entry: no case `{}` exists in the vectors (files: {known}); remove it or run `showdown bless`",
                    e.case
                )
            };
            problems.push(LoadError::new(&file.path, e.line, Some(&e.case), message));
        }
    }
    RunReport { records, problems }
}

fn status_of(
    evaluator: &str,
    outcome: &Outcome,
    entry: Option<&Entry>,
    file: &ExpectationFile,
) -> (Status, Option<String>) {
    let at = |e: &Entry| format!("{}:{}", file.path.display(), e.line);
    match (outcome.fail_kind(), entry) {
        (None, None) => (
            match outcome {
                Outcome::Skipped { .. } => Status::Skipped,
                Outcome::Shown { .. } => Status::Shown,
                _ => Status::Pass,
            },
            None,
        ),
        (Some(kind), None) => (
            Status::UnexpectedFailure,
            Some(format!(
                "unexpected failure: {evaluator} fails with {kind} ({}), and its expectations file does not list this case",
                outcome.detail().unwrap_or_default()
            )),
        ),
        (Some(kind), Some(e)) if kind == e.kind => (Status::ExpectedFailure, None),
        (Some(kind), Some(e)) => (
            Status::ChangedKind,
            Some(format!(
                "failure kind changed: {evaluator} now fails with {kind} ({}), but {} expects {} ({})",
                outcome.detail().unwrap_or_default(),
                at(e),
                e.kind,
                e.reason
            )),
        ),
        (None, Some(e)) => {
            let now = match outcome {
                Outcome::Skipped { reason } => format!("is now skipped ({reason})"),
                Outcome::Shown { answer } => format!("is only shown ({answer})"),
                _ => "now passes".to_string(),
            };
            (
                Status::UnexpectedPass,
                Some(format!(
                    "unexpected pass: {evaluator} {now}, but {} expects {} ({}); remove the entry or run `showdown bless`",
                    at(e),
                    e.kind,
                    e.reason
                )),
            )
        }
    }
}

/// What [`bless`] did to one evaluator's file.
#[derive(Clone, Debug, Default)]
pub struct Blessed {
    /// The evaluator whose file this is.
    pub evaluator: String,
    /// The file: `<dir>/<evaluator>.toml`.
    pub path: PathBuf,
    /// New entries: failures no old entry names with the same case and kind
    /// (their reasons derived).
    pub added: Vec<Entry>,
    /// Old entries dropped: their case no longer fails that way.
    pub removed: Vec<Entry>,
    /// How many old entries stay, reasons and all.
    pub kept: usize,
    /// The new text (empty: the file should not exist).
    pub text: String,
}

impl Blessed {
    /// Whether the file changes.
    pub fn changed(&self) -> bool {
        !self.added.is_empty() || !self.removed.is_empty()
    }

    /// Writes the new file (or removes it when no entries are left).
    pub fn write(&self) -> Result<(), crate::Error> {
        if !self.changed() {
            return Ok(());
        }
        if self.text.is_empty() {
            if self.path.exists() {
                std::fs::remove_file(&self.path).map_err(|e| crate::Error::io(&self.path, e))?;
            }
            return Ok(());
        }
        if let Some(parent) = self.path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| crate::Error::io(parent, e))?;
        }
        std::fs::write(&self.path, &self.text).map_err(|e| crate::Error::io(&self.path, e))
    }
}

/// Computes new expectations for `evaluator` from its records: every
/// failure and crash, keeping existing reasons where case and kind stay,
/// deriving a reason for new ones (the deviation class that claims the
/// hand, or what the evaluator said against the reference).
pub fn bless(
    evaluator: &str,
    ev: Option<&dyn Evaluator>,
    suite: &Suite,
    records: &[Record],
    exp: &Expectations,
) -> Blessed {
    let path = exp.dir.join(format!("{evaluator}.toml"));
    let old = exp.files.get(evaluator).cloned().unwrap_or_default();
    let mut new_entries = Vec::new();
    let mut added = Vec::new();
    let mut kept = 0;
    for r in records.iter().filter(|r| r.evaluator == evaluator) {
        let Some(kind) = r.fail_kind() else { continue };
        match old.entry(&r.case) {
            Some(e) if e.kind == kind => {
                kept += 1;
                new_entries.push(e.clone());
            }
            _ => {
                let reason = derive_reason(ev, suite, r);
                let e = Entry {
                    case: r.case.clone(),
                    kind,
                    reason,
                    line: 0,
                };
                added.push(e.clone());
                new_entries.push(e);
            }
        }
    }
    let removed = old
        .entries
        .iter()
        .filter(|o| {
            !new_entries
                .iter()
                .any(|n| n.case == o.case && n.kind == o.kind)
        })
        .cloned()
        .collect();
    let text = if new_entries.is_empty() {
        String::new()
    } else {
        render(evaluator, &new_entries)
    };
    Blessed {
        evaluator: evaluator.to_string(),
        path,
        added,
        removed,
        kept,
        text,
    }
}

/// The reason for a new entry, in one sentence.
fn derive_reason(ev: Option<&dyn Evaluator>, suite: &Suite, r: &Record) -> String {
    if let (Some(ev), Some(case), Some(kind)) = (ev, suite.case(&r.case), r.fail_kind()) {
        let hands = case.hands();
        let wanted = match kind {
            FailKind::WrongCategory => Some(DeviationKind::Category),
            FailKind::WrongOrder | FailKind::FalseTie | FailKind::MissedTie => {
                Some(DeviationKind::Order)
            }
            FailKind::Rejected => Some(DeviationKind::Rejection),
            FailKind::WrongLow | FailKind::WrongShares => Some(DeviationKind::Low),
            _ => None,
        };
        let claims: Vec<_> = ev
            .deviations()
            .iter()
            .filter(|d| hands.iter().any(|h| (d.applies)(h)))
            .collect();
        let best = claims
            .iter()
            .find(|d| Some(d.kind) == wanted)
            .or_else(|| claims.first());
        if let Some(d) = best {
            return format!("{} [{}]", d.sentence.trim_end_matches('.'), d.id);
        }
    }
    match &r.outcome {
        Outcome::Crash { message } => format!("panics {message}"),
        other => other.detail().unwrap_or("fails").to_string(),
    }
}

/// The file text for these entries.
pub fn render(evaluator: &str, entries: &[Entry]) -> String {
    let mut out = format!(
        "# Known failures of `{evaluator}` on the shared vectors: one [[fail]] per case,\n\
         # with the kind of failure and the reason. Checked strictly by `showdown run`\n\
         # and `cargo test -p showdown-harness --test it`; rewritten by `showdown bless` (reasons kept).\n"
    );
    for e in entries {
        out.push_str(&format!(
            "\n[[fail]]\ncase = {}\nkind = \"{}\"\nreason = {}\n",
            quote(&e.case),
            e.kind,
            quote(&e.reason)
        ));
    }
    out
}

fn quote(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str =
        "[[fail]]\ncase = \"a/b\"\nkind = \"wrong-category\"\nreason = \"says flush\"\n";

    #[test]
    fn entries_keep_their_line() {
        let (f, errors) = parse("x", Path::new("e/x.toml"), &format!("# c\n\n{GOOD}"));
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(
            f.entries,
            [Entry {
                case: "a/b".into(),
                kind: FailKind::WrongCategory,
                reason: "says flush".into(),
                line: 4
            }]
        );
    }

    #[test]
    fn bad_kinds_duplicates_empty_reasons_and_unknown_keys_are_errors() {
        let src = format!("{GOOD}\n{}", GOOD.replace("wrong-category", "wrong-colour"));
        let (f, errors) = parse("x", Path::new("e/x.toml"), &src);
        assert_eq!(f.entries.len(), 1);
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].line, 8);
        assert!(errors[0]
            .message
            .contains("unknown failure kind `wrong-colour`"));

        let (_, errors) = parse("x", Path::new("e/x.toml"), &format!("{GOOD}\n{GOOD}"));
        assert!(
            errors[0].message.contains("listed twice (first on line 2)"),
            "{errors:?}"
        );

        let (_, errors) = parse("x", Path::new("e/x.toml"), &GOOD.replace("says flush", " "));
        assert!(errors[0].message.contains("`reason` is empty"));

        let (_, errors) = parse("x", Path::new("e/x.toml"), &format!("{GOOD}note = 1\n"));
        assert_eq!(errors[0].line, 5, "{errors:?}");
        assert!(errors[0].message.contains("unknown field `note`"));
    }

    #[test]
    fn render_reads_back() {
        let entries = vec![Entry {
            case: "p/q".into(),
            kind: FailKind::FalseTie,
            reason: "a \"quoted\" reason".into(),
            line: 0,
        }];
        let text = render("ev", &entries);
        let (f, errors) = parse("ev", Path::new("e/ev.toml"), &text);
        assert!(errors.is_empty());
        assert_eq!(f.entries[0].reason, "a \"quoted\" reason");
        assert_eq!(f.entries[0].kind, FailKind::FalseTie);
    }
}
