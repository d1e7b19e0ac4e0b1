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
}

pub fn summarize(rows: &[Row]) -> Summary {
    let mut s = Summary {
        rows: rows.len(),
        ..Summary::default()
    };
    let mut libs: BTreeMap<(String, String), Vec<Class>> = BTreeMap::new();
    for r in rows {
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

fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

fn hps(r: &Row) -> String {
    r.hands_per_second
        .map(|h| showdown_harness::numbers::thousands(h.round() as u64))
        .unwrap_or_else(|| "—".into())
}

fn finding_text(f: &Finding) -> String {
    let hands: Vec<String> = f
        .hands
        .iter()
        .map(|(h, got)| format!("`{h}` → `{got}`"))
        .collect();
    let mut s = format!(
        "{} ({}×): {}; right: {}",
        f.describe,
        showdown_harness::numbers::thousands(f.count),
        hands.join(", "),
        f.expected
    );
    match &f.diagnosis {
        Some(d) => {
            let _ = write!(s, "; diagnosis: {}", d.markdown());
        }
        None => s.push_str("; diagnosis: — (not a kind the diagnosis reads)"),
    }
    s
}

fn summary_md(s: &Summary) -> String {
    let class = |k: &str| s.by_class.get(k).copied().unwrap_or(0);
    let mut out = format!(
        "**{} libraries** ({}), **{} library × game rows**: {} conformant, {} with bugs, {} did not \
         run, {} cannot be installed here. Of the {} libraries checked, **{} {} conformant** in every \
         game they were checked in.\n\n",
        s.libraries,
        s.by_registry
            .iter()
            .map(|(r, n)| format!("{n} {r}"))
            .collect::<Vec<_>>()
            .join(", "),
        s.rows,
        class("conformant"),
        class("bugs"),
        class("not-run"),
        class("unavailable"),
        s.checked_libraries,
        s.conformant_libraries,
        if s.conformant_libraries == 1 { "is" } else { "are" }
    );
    if !s.findings_by_kind.is_empty() {
        let kinds: Vec<String> = s
            .findings_by_kind
            .iter()
            .map(|(k, n)| format!("{k} {n}"))
            .collect();
        let _ = writeln!(
            out,
            "Findings by kind: {} ({} confirmed by a direct call to the library, {} not). {}\n",
            kinds.join(", "),
            s.confirmed,
            s.unconfirmed,
            s.diagnosed()
        );
    }
    out
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

/// What the page says about how its rows were made (Markdown): the method,
/// the whole run's command and wall time, the re-checks since, and what CI
/// runs.
pub fn preamble(stored: &Stored, ci: &[String]) -> String {
    let mut s = String::new();
    let (seed, random, budget) = stored
        .run
        .as_ref()
        .map_or((0x5EED, 10_000, None), |r| (r.seed, r.random, r.budget_s));
    let sized = match budget {
        Some(b) => format!(
            "random rounds over every stratum of every card count and deal shape until a budget of \
             {b} s per row is spent (a fast library gets many more hands, and every 5-card hand where \
             they fit the budget, said in its verdict; a slow one every stratum still)"
        ),
        None => format!(
            "{} random hands per count, fewer for the slowest adapters",
            showdown_harness::numbers::thousands(random)
        ),
    };
    let _ = writeln!(
        s,
        "Each row is one library in one game, checked with `showdown check`: the shared vectors of \
         the game, then random hands of each card count it declares (seed {seed}; {sized}), \
         uniform and by stratum. PyPI and npm libraries run behind the line-protocol adapters of `third-party/` \
         (each self-tests its card conversion on known hands first), crates in process \
         (`crate-*`). \"Bad input\" is how a duplicate card, an unknown card and one card too many \
         were handled. An order-only library (a strength without a category) is judged on order \
         alone and its verdict says so. A finding is \"confirmed\" only where the library's own \
         `confirm.py` / `confirm.js` reproduces it by a direct call; its diagnosis names the known \
         bug classes whose models explain it, with their lessons, or \"no known class\".\n"
    );
    if let Some(r) = &stored.run {
        let _ = writeln!(
            s,
            "**The whole run**: `{}`, started {} UTC, took **{}** (wall time) on a {}-CPU machine \
             shared with other jobs (one-minute load average before each library: least {:.1}, \
             mean {:.1}, most {:.1}); the hands/s column is measured under that load.\n",
            r.command,
            r.started,
            duration_text(r.seconds),
            r.cpus,
            r.load[0],
            r.load[1],
            r.load[2]
        );
    }
    for f in &stored.refreshed {
        let _ = writeln!(
            s,
            "- Re-checked since: `{}` ({} UTC, {}): {}.",
            f.command,
            f.started,
            duration_text(f.seconds),
            f.subjects.join(", ")
        );
    }
    if !stored.refreshed.is_empty() {
        s.push('\n');
    }
    if !ci.is_empty() {
        let _ = writeln!(
            s,
            "CI (`.ci/run`) does not run the whole census: it checks the pinned subset `ci` of \
             `third-party/census.toml` with `cargo xtask third-party --ci` ({} adapters: {}), which \
             leaves this page alone.\n",
            ci.len(),
            ci.join(", ")
        );
    }
    s
}

/// The preamble's Markdown (paragraphs, `- ` lists, inline code, bold) as HTML.
pub fn preamble_html(md: &str) -> String {
    let inline = |text: &str| {
        let mut out = String::new();
        for (i, part) in text.split('`').enumerate() {
            if i % 2 == 1 {
                let _ = write!(out, "<code>{}</code>", esc(part));
            } else {
                for (j, piece) in part.split("**").enumerate() {
                    if j % 2 == 1 {
                        let _ = write!(out, "<b>{}</b>", esc(piece));
                    } else {
                        out.push_str(&esc(piece));
                    }
                }
            }
        }
        out
    };
    let mut out = String::new();
    for block in md.split("\n\n").map(str::trim).filter(|b| !b.is_empty()) {
        if block.starts_with("- ") {
            out.push_str("<ul>");
            for item in block.lines() {
                let _ = write!(out, "<li>{}</li>", inline(item.trim_start_matches("- ")));
            }
            out.push_str("</ul>\n");
        } else {
            let _ = writeln!(out, "<p>{}</p>", inline(block));
        }
    }
    out
}

/// What the committed screenshots of the HTML page show.
const SCREENSHOTS_MD: &str = "\n## The HTML page in a browser\n\n\
[census.html](census.html) is one self-contained file (inline CSS and JavaScript, no requests) with \
filters by game, verdict and library name, kept in the address (`census.html#game=omaha&verdict=bugs`) \
so a filtered view can be linked. `python3 third-party/common/check_census_page.py --screenshots \
docs/census-screenshots` loads it in headless Chromium, checks that every game and verdict filter \
shows exactly the rows it should (and says how many), and takes these screenshots:\n\n\
- [census-1280.png](census-screenshots/census-1280.png): 1,280 pixels wide, the top of the page: the \
summary figures, the filters and the first rows of the table.\n\
- [census-1280-bugs.png](census-screenshots/census-1280-bugs.png): the same width filtered to the rows \
with bugs (`#verdict=bugs`): each finding with its smallest hand, its confirmation and its diagnosis \
(a long list folds after three).\n\
- [census-390.png](census-screenshots/census-390.png): 390 pixels wide (a phone): each row becomes a \
card of its non-empty fields, the filters wrap above the list.\n";

/// `docs/census.md`.
pub fn census_md(rows: &[Row], preamble: &str) -> String {
    let s = summarize(rows);
    let mut out = String::from("# The census: published hand evaluators, checked\n\n");
    out.push_str(
        "Generated by `cargo xtask third-party` (do not edit). The same page with filters: \
         [census.html](census.html).\n\n",
    );
    out.push_str(&summary_md(&s));
    out.push_str(preamble);
    out.push_str(
        "\n| library | registry | version | language | game, cards | answers | verdict | findings (smallest hand; confirmation) | bad input (duplicate / unknown / too many) | hands/s | re-check |\n\
         |---|---|---|---|---|---|---|---|---|---:|---|\n",
    );
    for r in rows {
        let findings = if r.findings.is_empty() {
            "—".to_string()
        } else {
            r.findings
                .iter()
                .map(|f| format!("**{}** {}", f.confirmation.token(), cell(&finding_text(f))))
                .collect::<Vec<_>>()
                .join("<br>")
        };
        let mut answers = r.answers.clone();
        if !r.note.is_empty() {
            let _ = write!(answers, " ({})", r.note);
        }
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {} | {}{} | {} | {} | {} | {} | {} | {} |",
            cell(&r.library),
            r.registry,
            cell(&r.version),
            cell(&r.language),
            cell(&r.game),
            if r.cards == "—" {
                String::new()
            } else {
                format!(", {}", r.cards)
            },
            cell(&answers),
            cell(&r.verdict),
            findings,
            cell(&r.bad_input),
            hps(r),
            if r.reproduce.is_empty() {
                "—".into()
            } else {
                format!("`{}`", r.reproduce)
            }
        );
    }
    out.push_str(SCREENSHOTS_MD);
    let confirmed: Vec<(&Row, &Finding)> = rows
        .iter()
        .flat_map(|r| r.findings.iter().map(move |f| (r, f)))
        .collect();
    if !confirmed.is_empty() {
        out.push_str("\n## The direct calls\n\n");
        out.push_str(
            "Each finding's hands given to the library's own confirmation script \
             (`third-party/<folder>/confirm.js` or `confirm.py`, which calls the library without the \
             adapter): `hand => what the library returns => the answer it makes`.\n\n",
        );
        for (r, f) in confirmed {
            let _ = writeln!(
                out,
                "- `{}` ({}), {}: {}",
                r.subject,
                r.game,
                f.describe,
                match &f.confirmation {
                    Confirmation::Confirmed(lines) => format!(
                        "confirmed: {}",
                        lines
                            .iter()
                            .map(|l| format!("`{}`", l.replace('`', "'")))
                            .collect::<Vec<_>>()
                            .join("; ")
                    ),
                    Confirmation::Unconfirmed(why) => format!("NOT confirmed: {why}"),
                }
            );
        }
    }
    out
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Whether a list of `n` findings is shown whole (else it folds after `shown`).
fn shown_all(n: usize, shown: usize) -> bool {
    n <= shown + 1
}

/// `docs/census.html`: self-contained (inline CSS and JS, no requests).
pub fn census_html(rows: &[Row], preamble_html: &str) -> String {
    let s = summarize(rows);
    let class = |k: &str| s.by_class.get(k).copied().unwrap_or(0);
    let mut games: Vec<&str> = rows
        .iter()
        .flat_map(|r| r.game.split(", "))
        .filter(|g| *g != "—")
        .collect();
    games.sort_unstable();
    games.dedup();
    let mut out = String::from(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>showdown census: published hand evaluators, checked</title>\n<style>\n",
    );
    out.push_str(CSS);
    out.push_str("</style>\n</head>\n<body>\n<header>\n<h1>The census: published hand evaluators, checked</h1>\n");
    out.push_str(
        "<p class=\"gen\">Generated by <code>cargo xtask third-party</code>; the same table in \
         Markdown: <a href=\"census.md\">census.md</a>.</p>\n",
    );
    let _ = writeln!(
        out,
        "<div class=\"cards\">\
         <div class=\"stat\"><b>{}</b><span>libraries</span></div>\
         <div class=\"stat\"><b>{}</b><span>library × game rows</span></div>\
         <div class=\"stat ok\"><b>{}</b><span>conformant rows</span></div>\
         <div class=\"stat bad\"><b>{}</b><span>rows with bugs</span></div>\
         <div class=\"stat\"><b>{} / {}</b><span>libraries conformant / checked</span></div>\
         <div class=\"stat na\"><b>{}</b><span>rows not run or not installable</span></div>\
         </div>",
        s.libraries,
        s.rows,
        class("conformant"),
        class("bugs"),
        s.conformant_libraries,
        s.checked_libraries,
        class("not-run") + class("unavailable"),
    );
    if !s.findings_by_kind.is_empty() {
        let kinds: Vec<String> = s
            .findings_by_kind
            .iter()
            .map(|(k, n)| format!("{} {n}", esc(k)))
            .collect();
        let _ = writeln!(
            out,
            "<p>Findings by kind: {}. <b>{}</b> confirmed by a direct call to the library, {} not. \
             {}</p>",
            kinds.join(", "),
            s.confirmed,
            s.unconfirmed,
            esc(&s.diagnosed())
        );
    }
    let _ = writeln!(
        out,
        "<p>By registry: {}.</p>",
        s.by_registry
            .iter()
            .map(|(r, n)| format!("{n} on {}", esc(r)))
            .collect::<Vec<_>>()
            .join(", ")
    );
    out.push_str(
        "<details class=\"how\"><summary>How these rows were made: the method, the whole run's \
         time and load, what CI runs</summary>\n",
    );
    out.push_str(preamble_html);
    out.push_str("</details>\n");
    out.push_str("</header>\n<form id=\"filters\" class=\"filters\" onsubmit=\"return false\">\n");
    out.push_str("<label>Game <select id=\"game\"><option value=\"\">all games</option>");
    for g in &games {
        let _ = write!(out, "<option value=\"{0}\">{0}</option>", esc(g));
    }
    out.push_str("</select></label>\n<label>Verdict <select id=\"verdict\"><option value=\"\">all verdicts</option>");
    for c in [
        Class::Conformant,
        Class::Bugs,
        Class::NotRun,
        Class::Unavailable,
    ] {
        let _ = write!(
            out,
            "<option value=\"{}\">{}</option>",
            c.token(),
            c.label()
        );
    }
    out.push_str(
        "</select></label>\n<label>Search <input id=\"q\" type=\"search\" placeholder=\"library\"></label>\n\
         <span id=\"shown\" aria-live=\"polite\"></span>\n</form>\n",
    );
    out.push_str(
        "<table id=\"census\">\n<thead><tr><th>library</th><th>registry</th><th>version</th>\
         <th>language</th><th>game, cards</th><th>answers</th><th class=\"v\">verdict</th>\
         <th class=\"findings\">findings (smallest hand; confirmation; diagnosis)</th>\
         <th>bad input<br><small>duplicate / unknown / too many</small></th><th>hands/s</th></tr></thead>\n<tbody>\n",
    );
    for r in rows {
        let findings = if r.findings.is_empty() {
            "—".to_string()
        } else {
            let parts: Vec<String> = r
                .findings
                .iter()
                .map(|f| {
                    let hands: Vec<String> = f
                        .hands
                        .iter()
                        .map(|(h, got)| {
                            format!("<code>{}</code> → <code>{}</code>", esc(h), esc(got))
                        })
                        .collect();
                    let mut d = format!(
                        "<div class=\"finding\"><span class=\"conf {}\">{}</span> <b>{}</b> ({}×)<br>{}<br>right: <b>{}</b>",
                        f.confirmation.token(),
                        f.confirmation.token(),
                        esc(&f.describe),
                        showdown_harness::numbers::thousands(f.count),
                        hands.join("<br>"),
                        esc(&f.expected)
                    );
                    let _ = write!(
                        d,
                        "<br><i>diagnosis:</i> {}",
                        f.diagnosis.as_ref().map_or_else(
                            || "— <small>(not a kind the diagnosis reads)</small>".to_string(),
                            Diagnosed::html
                        )
                    );
                    match &f.confirmation {
                        Confirmation::Confirmed(lines) => {
                            let _ = write!(
                                d,
                                "<details><summary>direct call</summary><pre>{}</pre></details>",
                                esc(&lines.join("\n"))
                            );
                        }
                        Confirmation::Unconfirmed(why) => {
                            let _ = write!(d, "<br><i>{}</i>", esc(why));
                        }
                    }
                    d.push_str("</div>");
                    d
                })
                .collect::<Vec<_>>();
            // A long list folds after the first three, so one row does not fill the screen.
            let shown = 3;
            if shown_all(r.findings.len(), shown) {
                parts.join("")
            } else {
                format!(
                    "{}<details class=\"more\"><summary>{} more finding{}</summary>{}</details>",
                    parts[..shown].join(""),
                    parts.len() - shown,
                    if parts.len() - shown == 1 { "" } else { "s" },
                    parts[shown..].join("")
                )
            }
        };
        let mut answers = esc(&r.answers);
        if !r.note.is_empty() {
            let _ = write!(answers, "<br><small>{}</small>", esc(&r.note));
        }
        let reproduce = if r.reproduce.is_empty() {
            String::new()
        } else {
            format!(
                "<div class=\"re\">re-check: <code>{}</code></div>",
                esc(&r.reproduce)
            )
        };
        // Cells with nothing to say are left out of the narrow layout.
        let td = |h: &str, class: &str, body: &str| {
            let class = if body == "—" {
                format!("{class} empty")
            } else {
                class.to_string()
            };
            format!("<td data-h=\"{h}\" class=\"{}\">{body}</td>", class.trim())
        };
        let game = if r.cards == "—" {
            esc(&r.game)
        } else {
            format!("{}<br><small>{} cards</small>", esc(&r.game), esc(&r.cards))
        };
        let _ =
            writeln!(
            out,
            "<tr data-game=\"{}\" data-verdict=\"{}\" data-lib=\"{}\">{}{}{}{}{}{}{}{}{}{}</tr>",
            esc(&r.game),
            r.class.token(),
            esc(&r.library.to_lowercase()),
            td("library", "lib wide", &format!("<b>{}</b>", esc(&r.library))),
            td("registry", "", &esc(&r.registry)),
            td("version", "", &esc(&r.version)),
            td("language", "", &esc(&r.language)),
            td("game, cards", "", &game),
            td("answers", "", &answers),
            td(
                "verdict",
                &format!("v {} wide", r.class.token()),
                &format!("{}{}", esc(&r.verdict), reproduce)
            ),
            td("findings", "findings wide", &findings),
            td("bad input", "", &esc(&r.bad_input)),
            td("hands/s", "num", &hps(r)),
        );
    }
    out.push_str("</tbody>\n</table>\n<script>\n");
    out.push_str(JS);
    out.push_str("</script>\n</body>\n</html>\n");
    out
}

const CSS: &str = r#"body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:16px 20px;color:#1b1f24;background:#fff}
h1{font-size:1.5em;margin:.2em 0 .4em}
code{font:13px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#f3f4f6;padding:0 3px;border-radius:3px;overflow-wrap:anywhere}
.gen{color:#555;margin-top:0}
.cards{display:flex;flex-wrap:wrap;gap:10px;margin:10px 0}
.stat{border:1px solid #d0d7de;border-radius:8px;padding:8px 14px;min-width:120px}
.stat b{display:block;font-size:1.6em}
.stat span{color:#555;font-size:.9em}
.stat.ok b{color:#1a7f37}.stat.bad b{color:#cf222e}.stat.na b{color:#6e7781}
details.how{margin:8px 0;color:#333}
details.how summary{cursor:pointer;color:#0969da}
.filters{position:sticky;top:0;background:#fff;padding:8px 0;border-bottom:1px solid #d0d7de;display:flex;flex-wrap:wrap;gap:8px 14px;align-items:center;z-index:1}
.filters select,.filters input{font:inherit;padding:3px 6px;max-width:100%}
#shown{color:#555}
table{border-collapse:collapse;width:100%;margin-top:8px}
th,td{border-bottom:1px solid #d8dee4;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f6f8fa;font-size:.9em}
th.findings{width:40%}
td.findings{min-width:24em}
td.lib{max-width:9em}
td[data-h="answers"]{max-width:13em}
td.v{max-width:16em}
td.num{text-align:right;white-space:nowrap}
td.v.conformant{color:#1a7f37;font-weight:600}
td.v.bugs{color:#cf222e;font-weight:600}
td.v.not-run,td.v.unavailable{color:#6e7781}
.re{font-weight:400;color:#555;font-size:.8em;margin-top:4px}
td.findings{font-size:.92em}
.finding{margin-bottom:8px}
.conf{display:inline-block;font-size:.75em;font-weight:700;text-transform:uppercase;padding:0 5px;border-radius:3px}
.conf.confirmed{background:#dafbe1;color:#1a7f37}
.conf.unconfirmed{background:#ffebe9;color:#cf222e}
details summary{cursor:pointer}
details.more>summary{color:#0969da;margin-bottom:6px}
details pre{white-space:pre-wrap;font-size:12px;background:#f6f8fa;padding:6px;margin:4px 0}
@media (max-width:700px){
 body{padding:10px}
 thead{display:none}
 table,tbody{display:block;width:auto}
 tr{display:flex;flex-wrap:wrap;border:1px solid #d0d7de;border-radius:8px;margin:0 0 12px;padding:6px 8px}
 tr[hidden]{display:none}
 td{display:block;border:none;padding:3px 10px 3px 0;flex:1 1 40%;min-width:0}
 td.wide{flex-basis:100%}
 td.lib{font-size:1.1em}
 td.empty{display:none}
 td::before{content:attr(data-h);display:block;font-size:.72em;color:#6e7781;text-transform:uppercase}
 td.lib::before{display:none}
 td.v,td.lib,td[data-h="answers"]{max-width:none}
 td.findings{min-width:0}
 td.num{text-align:left}
 .stat{flex:1 1 40%;min-width:0;padding:6px 10px}
 .stat b{font-size:1.3em}
}
"#;

const JS: &str = r#"(function(){
var game=document.getElementById('game'),verdict=document.getElementById('verdict'),q=document.getElementById('q'),shown=document.getElementById('shown');
var rows=Array.prototype.slice.call(document.querySelectorAll('#census tbody tr'));
// The filters live in the address too (census.html#game=omaha&verdict=bugs&q=poker): a filtered
// view can be linked, and a headless browser can load one.
function fromHash(){
 var h=location.hash.replace(/^#/,'').split('&');
 h.forEach(function(kv){
  var p=kv.split('='),k=p[0],v=decodeURIComponent((p[1]||'').replace(/\+/g,' '));
  if(k==='game')game.value=v; else if(k==='verdict')verdict.value=v; else if(k==='q')q.value=v;
 });
}
function toHash(){
 var parts=[];
 if(game.value)parts.push('game='+encodeURIComponent(game.value));
 if(verdict.value)parts.push('verdict='+encodeURIComponent(verdict.value));
 if(q.value.trim())parts.push('q='+encodeURIComponent(q.value.trim()));
 var h=parts.length?'#'+parts.join('&'):'';
 if(h!==location.hash&&history.replaceState)history.replaceState(null,'',h||location.pathname+location.search);
}
function apply(){
 var g=game.value,v=verdict.value,t=q.value.trim().toLowerCase(),n=0;
 rows.forEach(function(r){
  var ok=(!g||r.getAttribute('data-game').split(', ').indexOf(g)>=0)&&(!v||r.getAttribute('data-verdict')===v)&&(!t||r.getAttribute('data-lib').indexOf(t)>=0);
  r.hidden=!ok; if(ok)n++;
 });
 shown.textContent=n+' of '+rows.length+' rows shown';
 document.body.setAttribute('data-shown',String(n));
}
function changed(){apply();toHash();}
game.onchange=changed;verdict.onchange=changed;q.oninput=changed;
window.addEventListener('hashchange',function(){fromHash();apply();});
fromHash();apply();
})();
"#;

#[cfg(test)]
mod tests {
    use super::*;

    fn row(lib: &str, class: Class, findings: Vec<Finding>) -> Row {
        Row {
            library: lib.into(),
            registry: "npm".into(),
            version: "1".into(),
            language: "JavaScript".into(),
            game: "holdem".into(),
            cards: "5–7".into(),
            answers: "category and strength".into(),
            subject: lib.into(),
            class,
            verdict: class.token().into(),
            findings,
            bad_input: "—".into(),
            hands: 10,
            hands_per_second: Some(12.0),
            reproduce: format!("showdown check --manifest third-party/{lib}/{lib}.toml"),
            note: String::new(),
        }
    }

    fn finding(confirmed: bool) -> Finding {
        Finding {
            kind: "category:one-pair->three-of-a-kind".into(),
            describe: "category: three-of-a-kind where the hand is one-pair".into(),
            count: 3,
            hands: vec![("2c 2d 2h 2s | 5c 4d 3c".into(), "three-of-a-kind 4".into())],
            expected: "one-pair".into(),
            diagnosis: Some(Diagnosed {
                classes: vec![ClassLink {
                    id: "omaha-any-five".into(),
                    lesson: "docs/pitfalls.md#omaha".into(),
                }],
                explained: 3,
                failing: 3,
            }),
            confirmation: if confirmed {
                Confirmation::Confirmed(vec!["x".into()])
            } else {
                Confirmation::Unconfirmed("no script".into())
            },
        }
    }

    #[test]
    fn a_direct_answer_confirms_only_what_the_check_saw() {
        let hands = vec![(
            "2c 2d 2h 2s | 5c 4d 3c".to_string(),
            "three-of-a-kind 40".to_string(),
        )];
        let ok = judge_confirmation(
            &hands,
            "2c 2d 2h 2s | 5c 4d 3c => {\"str\":\"TREE_OF_A_KIND\"} => three-of-a-kind 40\n",
        );
        assert!(
            matches!(ok, Confirmation::Confirmed(ref l) if l.len() == 1),
            "{ok:?}"
        );
        let other = judge_confirmation(&hands, "2c 2d 2h 2s | 5c 4d 3c => x => one-pair 40\n");
        assert!(matches!(other, Confirmation::Unconfirmed(ref w) if w.contains("one-pair 40")));
        let none = judge_confirmation(&hands, "something else\n");
        assert!(matches!(none, Confirmation::Unconfirmed(ref w) if w.contains("no line")));
        // An order finding shows the strength alone.
        assert!(answer_matches("high-card 4100", "4100"));
        assert!(!answer_matches("", "4100"));
        assert!(answer_matches(
            "error",
            "rejected: library raised ValueError: x"
        ));
        assert!(!answer_matches("error", "high-card 4100"));
    }

    #[test]
    fn the_summary_counts_libraries_rows_and_findings() {
        let mut unknown = finding(true);
        unknown.diagnosis.as_mut().unwrap().classes.clear();
        let mut vector = finding(true);
        vector.kind = "vector:wrong-category".into();
        vector.diagnosis = None;
        let mut other_game = row(
            "a",
            Class::Bugs,
            vec![finding(true), finding(false), unknown, vector],
        );
        other_game.game = "omaha".into();
        let rows = vec![
            row("a", Class::Conformant, vec![]),
            other_game,
            row("b", Class::Conformant, vec![]),
            row("c", Class::Unavailable, vec![]),
        ];
        let s = summarize(&rows);
        assert_eq!((s.rows, s.libraries), (4, 3));
        assert_eq!((s.checked_libraries, s.conformant_libraries), (2, 1));
        assert_eq!(s.findings_by_kind.get("category"), Some(&3));
        assert_eq!((s.confirmed, s.unconfirmed), (3, 1));
        // The diagnosis reads category and order findings, not vectors.
        assert_eq!((s.explained, s.unexplained), (2, 1));
        let md = census_md(&rows, "");
        assert!(
            md.contains(
                "Of the 3 findings the diagnosis reads (category and order), 2 are explained \
                 by a known class and 1 by no known class."
            ),
            "{md}"
        );
        assert!(
            md.contains("**3 libraries** (3 npm), **4 library × game rows**"),
            "{md}"
        );
        assert!(md.contains("**confirmed** category"), "{md}");
        let html = census_html(&rows, "");
        assert!(html.contains("<option value=\"omaha\">omaha</option>"));
        assert!(html.contains("data-verdict=\"bugs\""));
        assert!(html.contains("diagnosis:"));
        assert!(
            !html.contains("<script src") && !html.contains("<link "),
            "self-contained"
        );
    }

    #[test]
    fn unavailable_files_give_rows_with_their_reason() {
        let v = parse_unavailable(
            "[[unavailable]]\nlib = \"x\"\nregistry = \"PyPI\"\nversion = \"1\"\nreason = \"no wheel\"\n\
             [[library]]\nlib = \"y\"\nregistry = \"crates.io\"\nversion = \"2\"\nreason = \"GPL\"\n",
            "u.toml",
        )
        .unwrap();
        assert_eq!(v.len(), 2);
        let x = v
            .iter()
            .find(|u| u.row().verdict.ends_with("no wheel"))
            .expect("the [[unavailable]] entry");
        assert_eq!(x.row().verdict, "not checked: no wheel");
        assert!(v.iter().any(|u| u.row().verdict == "not checked: GPL"));
        // The game and its card counts apart, for the page's game filter; `pypi` spelt as the
        // adapters' rows spell it.
        let w = parse_unavailable(
            "[[library]]\nlib = \"w\"\nregistry = \"pypi\"\nversion = \"1\"\nreason = \"r\"\n\
             games = [\"holdem (5, 7 cards)\", \"omaha\"]\n",
            "u.toml",
        )
        .unwrap();
        let row = w[0].row();
        assert_eq!(
            (row.game.as_str(), row.cards.as_str(), row.registry.as_str()),
            ("holdem, omaha", "5, 7", "PyPI")
        );
        let e = parse_unavailable("[[unavailable]]\nlib = \"x\"\n", "u.toml").unwrap_err();
        assert!(e.contains("u.toml") && e.contains("entry 1"), "{e}");
    }

    #[test]
    fn stored_rows_round_trip_and_a_recheck_replaces_only_its_rows() {
        let mut stored = Stored {
            generated_by: "test".into(),
            run: Some(RunInfo {
                command: "cargo xtask third-party".into(),
                seconds: 2_472.4,
                load: [1.0, 5.5, 12.0],
                ..RunInfo::default()
            }),
            refreshed: Vec::new(),
            rows: vec![
                row("a", Class::Conformant, vec![]),
                row("b", Class::Bugs, vec![finding(true)]),
                row("old", Class::Conformant, vec![]),
            ],
        };
        let back: Stored = serde_json::from_str(&stored.to_json()).unwrap();
        assert_eq!(back.rows.len(), 3);
        assert_eq!(
            back.rows[1].findings[0].confirmation,
            finding(true).confirmation
        );
        assert_eq!(back.rows[1].findings[0].diagnosis, finding(true).diagnosis);
        assert_eq!(back.rows[1].class, Class::Bugs);
        // b re-checked and now conformant; `old` no longer exists; a kept.
        let fresh = vec![row("b", Class::Conformant, vec![])];
        stored.merge(&["b".to_string()], fresh, &|r: &Row| r.subject == "old");
        let got: Vec<(&str, Class)> = stored
            .rows
            .iter()
            .map(|r| (r.subject.as_str(), r.class))
            .collect();
        assert_eq!(got, [("a", Class::Conformant), ("b", Class::Conformant)]);
        // An unknown key is refused, naming the file.
        let bad = std::env::temp_dir().join(format!("census-{}.json", std::process::id()));
        std::fs::write(&bad, "{\"generated_by\":\"x\",\"rows\":[],\"extra\":1}").unwrap();
        let e = Stored::read(&bad).unwrap_err();
        std::fs::remove_file(&bad).unwrap();
        assert!(e.contains("census-") && e.contains("extra"), "{e}");
    }

    #[test]
    fn the_preamble_states_the_run_and_reads_as_html() {
        assert_eq!(utc(0), "1970-01-01 00:00");
        assert_eq!(utc(1_796_000_000), "2026-11-30 00:53");
        assert_eq!(duration_text(2_472.4), "41 min 12 s");
        let stored = Stored {
            run: Some(RunInfo {
                command: "cargo xtask third-party".into(),
                started: "2026-12-02 01:19".into(),
                seconds: 2_472.4,
                cpus: 2,
                load: [1.0, 5.5, 12.0],
                random: 10_000,
                budget_s: None,
                seed: 24_301,
            }),
            ..Stored::default()
        };
        let md = preamble(&stored, &["treys".to_string()]);
        assert!(md.contains("took **41 min 12 s**"), "{md}");
        assert!(md.contains("mean 5.5"), "{md}");
        assert!(
            md.contains("`cargo xtask third-party --ci` (1 adapters: treys)"),
            "{md}"
        );
        let html = preamble_html(&md);
        assert!(html.contains("<b>41 min 12 s</b>"), "{html}");
        assert!(
            html.contains("<code>cargo xtask third-party</code>"),
            "{html}"
        );
        assert!(!html.contains('`') && !html.contains("**"), "{html}");
    }

    #[test]
    fn a_diagnosis_links_its_lessons_or_says_no_known_class() {
        let d = finding(true).diagnosis.unwrap();
        assert_eq!(
            d.markdown(),
            "[omaha-any-five](pitfalls.md#omaha) (explains 3 of 3 failing hands)"
        );
        let none = Diagnosed {
            classes: vec![],
            explained: 0,
            failing: 4,
        };
        assert_eq!(none.text(), "no known class");
        let md = census_md(&[row("b", Class::Bugs, vec![finding(true)])], "");
        assert!(
            md.contains("diagnosis: [omaha-any-five](pitfalls.md#omaha)"),
            "{md}"
        );
    }
}
