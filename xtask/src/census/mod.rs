//! The census page of `cargo xtask third-party`: `docs/census.md` and the
//! self-contained `docs/census.html`, one row per library × game.
//!
//! Rows come from three places: the line-protocol adapters of
//! `third-party/` (PyPI and npm), the in-process `crate-*` evaluators
//! (crates.io), and the libraries that cannot run here
//! (`third-party/unavailable.toml` and the `[[unavailable]]` entries of
//! `third-party/census.toml`), which keep their row with the reason.
//!
//! A finding is "confirmed" when the library's folder holds a confirmation
//! script (`confirm.js` or `confirm.py`) that calls the library directly —
//! not through the adapter or the shared adapter module — on the finding's
//! hands and prints, one line per hand, `<hand> => <what the library
//! returns> => <the answer it makes>`, and that answer is the one the check
//! judged. Without a script, or when it disagrees, the finding says so: an
//! unconfirmed finding is a bug in showdown or in the adapter until shown
//! otherwise.

mod html;
mod markdown;
#[cfg(test)]
mod tests;

pub use html::*;
pub use markdown::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// One finding of one row.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Finding {
    /// The check's token of the problem (`category:one-pair->three-of-a-kind`).
    pub kind: String,
    /// Its description (`category: three-of-a-kind where the hand is one-pair`).
    pub describe: String,
    /// How many hands (or pairs) showed it.
    pub count: u64,
    /// The smallest example: each hand as a request line and what the
    /// library answered through its adapter.
    pub hands: Vec<(String, String)>,
    /// What is right (the reference's verdict).
    pub expected: String,
    /// The check's diagnosis of the problem (`None`: a kind the diagnosis
    /// does not look at, such as a failed vector or a refusal).
    pub diagnosis: Option<Diagnosed>,
    /// The direct call's evidence.
    pub confirmation: Confirmation,
}

/// What the check's diagnosis says about one kind of problem: the known bug
/// classes whose models explain it, or none ("no known class").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Diagnosed {
    /// The classes (their ids and lessons); empty: no known class explains it.
    pub classes: Vec<ClassLink>,
    /// Failing hands of the kind the classes' models reproduce.
    pub explained: u64,
    /// Failing hands of the kind.
    pub failing: u64,
}

/// A bug class as the census names it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClassLink {
    /// The class id (`wheel-missing`).
    pub id: String,
    /// Where showdown teaches it, from the repository's root
    /// (`docs/pitfalls.md#…`).
    pub lesson: String,
}

impl ClassLink {
    /// The lesson as a link from a page in `docs/`.
    pub fn href(&self) -> String {
        match self.lesson.strip_prefix("docs/") {
            Some(rest) => rest.to_string(),
            None => format!("../{}", self.lesson),
        }
    }
}

impl Diagnosed {
    /// One line: the classes with how much they explain, or "no known class".
    pub fn text(&self) -> String {
        if self.classes.is_empty() {
            return "no known class".into();
        }
        let names: Vec<&str> = self.classes.iter().map(|c| c.id.as_str()).collect();
        format!(
            "{} (explains {} of {} failing hands)",
            names.join(" + "),
            showdown_harness::numbers::thousands(self.explained),
            showdown_harness::numbers::thousands(self.failing)
        )
    }

    /// The same in Markdown, each class linked to its lesson.
    pub fn markdown(&self) -> String {
        if self.classes.is_empty() {
            return "no known class".into();
        }
        let names: Vec<String> = self
            .classes
            .iter()
            .map(|c| format!("[{}]({})", c.id, c.href()))
            .collect();
        format!(
            "{} (explains {} of {} failing hands)",
            names.join(" + "),
            showdown_harness::numbers::thousands(self.explained),
            showdown_harness::numbers::thousands(self.failing)
        )
    }

    fn html(&self) -> String {
        if self.classes.is_empty() {
            return "no known class".into();
        }
        let names: Vec<String> = self
            .classes
            .iter()
            .map(|c| format!("<a href=\"{}\">{}</a>", esc(&c.href()), esc(&c.id)))
            .collect();
        format!(
            "{} <small>(explains {} of {} failing hands)</small>",
            names.join(" + "),
            showdown_harness::numbers::thousands(self.explained),
            showdown_harness::numbers::thousands(self.failing)
        )
    }
}

/// Whether a direct call to the library reproduced a finding.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "result", content = "detail", rename_all = "lowercase")]
pub enum Confirmation {
    /// The direct call's output lines, one per hand.
    Confirmed(Vec<String>),
    /// Why not (no script, the script failed, or it answered otherwise).
    Unconfirmed(String),
}

impl Confirmation {
    pub fn token(&self) -> &'static str {
        match self {
            Confirmation::Confirmed(_) => "confirmed",
            Confirmation::Unconfirmed(_) => "unconfirmed",
        }
    }
}

/// A row's verdict class, for the summary and the page's filter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Class {
    Conformant,
    Bugs,
    NotRun,
    Unavailable,
}

impl Class {
    pub fn token(self) -> &'static str {
        match self {
            Class::Conformant => "conformant",
            Class::Bugs => "bugs",
            Class::NotRun => "not-run",
            Class::Unavailable => "unavailable",
        }
    }
    fn label(self) -> &'static str {
        match self {
            Class::Conformant => "conformant",
            Class::Bugs => "bugs found",
            Class::NotRun => "did not run",
            Class::Unavailable => "cannot be installed here",
        }
    }
}

/// One library × game.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Row {
    /// The package name on its registry.
    pub library: String,
    /// `PyPI`, `npm` or `crates.io`.
    pub registry: String,
    pub version: String,
    /// The language the library is written in, as far as known.
    pub language: String,
    /// The game of this row (`holdem`, `omaha`, …).
    pub game: String,
    /// Card counts checked (`5–7`).
    pub cards: String,
    /// What its answers carry (`category and strength`, `order only`, …).
    pub answers: String,
    /// The adapter folder or evaluator name.
    pub subject: String,
    pub class: Class,
    /// The verdict in words (with the hands checked).
    pub verdict: String,
    pub findings: Vec<Finding>,
    /// Duplicate card / unknown card / too many cards: how each was handled.
    pub bad_input: String,
    pub hands: u64,
    /// Over the random parts.
    pub hands_per_second: Option<f64>,
    /// The command that re-checks the row.
    pub reproduce: String,
    /// Anything a reader must know (a strength built by sorting, …).
    pub note: String,
}

/// A library that cannot run here, as `third-party/unavailable.toml` or
/// `third-party/census.toml` lists it.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Unavailable {
    pub lib: String,
    pub registry: String,
    pub version: String,
    pub reason: String,
    #[serde(default)]
    pub games: Vec<String>,
    #[serde(default)]
    pub language: Option<String>,
}

impl Unavailable {
    pub fn row(&self) -> Row {
        // The registry as the other rows spell it (`pypi` → `PyPI`).
        let registry = match self.registry.to_lowercase().as_str() {
            "pypi" => "PyPI".to_string(),
            "npm" => "npm".to_string(),
            "crates.io" | "crates" => "crates.io".to_string(),
            _ => self.registry.clone(),
        };
        Row {
            library: self.lib.clone(),
            registry,
            version: self.version.clone(),
            language: self.language.clone().unwrap_or_else(|| "—".into()),
            // "holdem (5, 7 cards)": the game, and the card counts apart.
            game: if self.games.is_empty() {
                "—".into()
            } else {
                self.games
                    .iter()
                    .map(|g| g.split(" (").next().unwrap_or(g).trim().to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            },
            cards: {
                let counts: Vec<String> = self
                    .games
                    .iter()
                    .filter_map(|g| g.split_once(" (").map(|(_, c)| c))
                    .map(|c| {
                        c.trim_end_matches(')')
                            .trim_end_matches(" cards")
                            .to_string()
                    })
                    .collect();
                if counts.is_empty() {
                    "—".into()
                } else {
                    counts.join("; ")
                }
            },
            answers: "—".into(),
            subject: "—".into(),
            class: Class::Unavailable,
            verdict: format!("not checked: {}", self.reason),
            findings: Vec::new(),
            bad_input: "—".into(),
            hands: 0,
            hands_per_second: None,
            reproduce: String::new(),
            note: String::new(),
        }
    }
}

/// The entries of an unavailable-libraries file: every array of tables in
/// it (`[[unavailable]]`, `[[library]]`, …) whose entries have the keys of
/// [`Unavailable`].
pub fn parse_unavailable(text: &str, file: &str) -> Result<Vec<Unavailable>, String> {
    let v: toml::Table = toml::from_str(text).map_err(|e| format!("{file}: {e}"))?;
    let mut out = Vec::new();
    for (key, value) in v {
        let Some(items) = value.as_array() else {
            continue;
        };
        for (i, item) in items.iter().enumerate() {
            if !item.is_table() {
                continue;
            }
            let u: Unavailable = item
                .clone()
                .try_into()
                .map_err(|e| format!("{file}: [[{key}]] entry {}: {e}", i + 1))?;
            out.push(u);
        }
    }
    Ok(out)
}

/// Whether the direct call's answer for a hand is the one the check
/// judged: the adapter's answer is the direct answer, or ends it (an order
/// finding shows the strength alone), or holds it (a vector's answer lists
/// every hand of the case).
pub fn answer_matches(direct: &str, judged: &str) -> bool {
    let (d, j) = (direct.trim(), judged.trim());
    // A refusal: the direct call raised (`error`) where the check saw the
    // adapter's `rejected: library raised …`.
    let refused = d == "error" && (j.starts_with("rejected") || j.starts_with("error"));
    !d.is_empty() && (d == j || d.ends_with(j) || j.contains(d) || refused)
}

/// Reads a confirmation script's output: for each hand, the line that
/// starts with it; confirmed when each line's answer matches.
pub fn judge_confirmation(hands: &[(String, String)], output: &str) -> Confirmation {
    let judged: Vec<&str> = hands.iter().map(|(_, got)| got.as_str()).collect();
    let all = judged.join("; ");
    let mut lines = Vec::new();
    for (hand, got) in hands {
        let Some(line) = output
            .lines()
            .find(|l| l.split(" => ").next().map(str::trim) == Some(hand.trim()))
        else {
            return Confirmation::Unconfirmed(format!(
                "the confirmation script printed no line for `{hand}`"
            ));
        };
        let answer = line.rsplit(" => ").next().unwrap_or("");
        if !(answer_matches(answer, got) || answer_matches(answer, &all)) {
            return Confirmation::Unconfirmed(format!(
                "the direct call answers `{answer}` for `{hand}`, the check saw `{got}`"
            ));
        }
        lines.push(line.trim().to_string());
    }
    Confirmation::Confirmed(lines)
}

/// The summary's figures.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub rows: usize,
    pub libraries: usize,
    /// Libraries with at least one row checked.
    pub checked_libraries: usize,
    /// Libraries checked and conformant in every row that ran.
    pub conformant_libraries: usize,
    pub by_class: BTreeMap<&'static str, usize>,
    /// Findings by their kind's first word (`category`, `order`, …).
    pub findings_by_kind: BTreeMap<String, usize>,
    pub confirmed: usize,
    pub unconfirmed: usize,
    /// Findings of a kind the diagnosis reads (category and order) that a
    /// known bug class explains.
    pub explained: usize,
    /// Findings of a kind the diagnosis reads that no known class explains.
    pub unexplained: usize,
    pub by_registry: BTreeMap<String, usize>,
    /// Libraries by the language of their rows (`—` where none is known).
    pub by_language: BTreeMap<String, usize>,
}

pub fn summarize(rows: &[Row]) -> Summary {
    let mut s = Summary {
        rows: rows.len(),
        ..Summary::default()
    };
    let mut libs: BTreeMap<(String, String), Vec<Class>> = BTreeMap::new();
    let mut languages: BTreeMap<(String, String), String> = BTreeMap::new();
    for r in rows {
        languages
            .entry((r.registry.clone(), r.library.clone()))
            .or_insert_with(|| r.language.clone());
        libs.entry((r.registry.clone(), r.library.clone()))
            .or_default()
            .push(r.class);
        *s.by_class.entry(r.class.token()).or_default() += 1;
        for f in &r.findings {
            let kind = f.kind.split([':', ' ']).next().unwrap_or("").to_string();
            *s.findings_by_kind.entry(kind).or_default() += 1;
            match f.confirmation {
                Confirmation::Confirmed(_) => s.confirmed += 1,
                Confirmation::Unconfirmed(_) => s.unconfirmed += 1,
            }
            match &f.diagnosis {
                Some(d) if d.classes.is_empty() => s.unexplained += 1,
                Some(_) => s.explained += 1,
                None => {}
            }
        }
    }
    s.libraries = libs.len();
    for language in languages.values() {
        *s.by_language.entry(language.clone()).or_default() += 1;
    }
    for ((registry, _), classes) in &libs {
        *s.by_registry.entry(registry.clone()).or_default() += 1;
        let ran: Vec<&Class> = classes
            .iter()
            .filter(|c| matches!(c, Class::Conformant | Class::Bugs))
            .collect();
        if !ran.is_empty() {
            s.checked_libraries += 1;
            if ran.iter().all(|c| **c == Class::Conformant) {
                s.conformant_libraries += 1;
            }
        }
    }
    s
}

impl Summary {
    /// What the diagnosis says of the findings it reads, one sentence.
    pub fn diagnosed(&self) -> String {
        format!(
            "Of the {} findings the diagnosis reads (category and order), {} are explained by a \
             known class and {} by no known class.",
            self.explained + self.unexplained,
            self.explained,
            self.unexplained
        )
    }
}

/// `third-party/census.json`: the checked rows of the census (adapters and
/// crates) and how they were made, so that `--only` re-checks some rows and
/// rewrites the page from the others, and `--render` redraws the page
/// without checking. The libraries that cannot run here are not stored:
/// their rows come from their files at each render.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stored {
    pub generated_by: String,
    /// The last whole run (`cargo xtask third-party`).
    pub run: Option<RunInfo>,
    /// Rows re-checked since (`--only`), oldest first.
    #[serde(default)]
    pub refreshed: Vec<Refresh>,
    pub rows: Vec<Row>,
}

/// How a run went: what it ran, when, how long, and how loaded the machine was.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RunInfo {
    pub command: String,
    /// When it started (UTC, `2026-12-02 01:05`).
    pub started: String,
    /// Wall time, in seconds.
    pub seconds: f64,
    /// Logical CPUs of the machine.
    pub cpus: usize,
    /// The one-minute load average sampled before each library: least,
    /// mean and most.
    pub load: [f64; 3],
    /// Random hands per card count (0: sized by the budget) and the seed.
    pub random: u64,
    /// Each row's time budget in seconds (`None`: exactly `random` hands, as
    /// runs before the budget were).
    #[serde(default)]
    pub budget_s: Option<u64>,
    pub seed: u64,
}

/// A re-check of some rows.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Refresh {
    pub command: String,
    pub started: String,
    pub seconds: f64,
    /// The rows re-checked (adapter folders or evaluator names).
    pub subjects: Vec<String>,
}

impl Stored {
    /// Reads `path` (an absent file is an empty census).
    pub fn read(path: &std::path::Path) -> Result<Stored, String> {
        match std::fs::read_to_string(path) {
            Ok(text) => serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Stored::default()),
            Err(e) => Err(format!("{}: {e}", path.display())),
        }
    }

    /// The file's text.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("rows serialize") + "\n"
    }

    /// Replaces the stored rows of the subjects re-checked by `fresh` (a
    /// subject that is no longer found keeps no row: `gone`), keeps the
    /// others, and sorts.
    pub fn merge(&mut self, rechecked: &[String], fresh: Vec<Row>, gone: &dyn Fn(&Row) -> bool) {
        self.rows
            .retain(|r| !rechecked.contains(&r.subject) && !gone(r));
        self.rows.extend(fresh);
        sort_rows(&mut self.rows);
    }
}

/// The page's order: registry, library, game.
pub fn sort_rows(rows: &mut [Row]) {
    rows.sort_by(|a, b| {
        (&a.registry, a.library.to_lowercase(), &a.game, &a.subject).cmp(&(
            &b.registry,
            b.library.to_lowercase(),
            &b.game,
            &b.subject,
        ))
    });
}

/// A Unix time as `YYYY-MM-DD HH:MM` UTC.
pub fn utc(unix_seconds: u64) -> String {
    let days = (unix_seconds / 86_400) as i64;
    let secs = unix_seconds % 86_400;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        secs / 3_600,
        secs % 3_600 / 60
    )
}

/// Seconds as `41 min 12 s`.
pub fn duration_text(seconds: f64) -> String {
    let s = seconds.round() as u64;
    if s >= 60 {
        format!("{} min {} s", s / 60, s % 60)
    } else {
        format!("{seconds:.1} s")
    }
}
