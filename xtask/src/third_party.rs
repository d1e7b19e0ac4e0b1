//! `cargo xtask third-party`: published Python and JavaScript evaluators in
//! the matrix, through the line-protocol adapters in `third-party/`.
//!
//! 1. Installs the pinned libraries, each step skipped when up to date: a
//!    virtual environment `third-party/.venv` with the packages of
//!    `third-party/requirements.txt`, and `npm ci` in `third-party/js/`
//!    (its `package-lock.json`). A copy of the installed requirements / lock
//!    file is kept beside the install as its stamp.
//! 2. Runs each adapter's `--self-test` (its card conversion, read back
//!    through the library) and asks it for `--info` (library, version, other
//!    games).
//! 3. Checks each adapter whose self-test passed with
//!    [`showdown_harness::check::check_with`]: the built-in vectors, then
//!    random hands of every card count its manifest declares (fixed seed,
//!    the `showdown check` default, so `showdown check --manifest …`
//!    reproduces a run).
//! 4. Checks the in-process `crate-*` evaluators, each in a child process
//!    (this program with `--crate-row`), so a crate that aborts costs only
//!    its own row.
//! 5. Stores every checked row in `third-party/census.json` and writes the
//!    census page from it, `docs/census.md` and `docs/census.html` (the
//!    libraries of `third-party/unavailable.toml` and census.toml's
//!    `[[unavailable]]` added with their reasons), and the summary between
//!    the `<!-- third-party:begin -->` and `<!-- third-party:end -->`
//!    markers of README.md; a whole run also writes
//!    `third-party/results.json` and `third-party/results.md`.
//!
//! `--only <lib>` re-checks the named adapters, packages or crates, replaces
//! their rows in `third-party/census.json` and rewrites the page and the
//! README summary from all the stored rows; `--render` rewrites them without
//! checking anything; `--ci` checks the pinned subset and writes nothing.
//!
//! Exit status: 0 when every adapter ran (what the libraries get wrong is
//! information, not a failure), 1 when an install or a self-test failed.
//!
//! An adapter is a folder `third-party/<lib>/` holding the manifest
//! `<lib>.toml` (the keys of `showdown check --manifest`) and the program it
//! names, which answers `--self-test` (exit 0 passed, 1 failed, 3 the library
//! does not load) and `--info` (one JSON line).

mod go;

use crate::census;
use serde_json::{json, Value};
use showdown_evaluators::card::format_cards;
use showdown_harness::check::plan::DEFAULT_BUDGET_S;
use showdown_harness::check::{
    check_with, default_copies, CheckOptions, CheckVerdict, ConformanceReport, Copies, Problem,
    ProblemKind,
};
use showdown_harness::external::{load_manifest, ExternalSpec};
use showdown_harness::numbers::thousands;
use std::fmt::Write as _;
use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

/// Where the results go, relative to the workspace root.
pub const RESULTS_JSON: &str = "third-party/results.json";
pub const RESULTS_MD: &str = "third-party/results.md";
/// The census's checked rows, which `--only` updates and `--render` reads.
pub const CENSUS_JSON: &str = "third-party/census.json";
/// The census page.
pub const CENSUS_MD: &str = "docs/census.md";
pub const CENSUS_HTML: &str = "docs/census.html";
/// The README markers around the generated table.
pub const BEGIN: &str = "<!-- third-party:begin -->";
pub const END: &str = "<!-- third-party:end -->";

#[derive(clap::Args, Clone, Debug)]
pub struct ThirdPartyArgs {
    /// Each row's time budget in seconds, as `showdown check --budget-s`:
    /// the vectors, random rounds over every stratum of every card count
    /// and deal shape until the budget is spent, every 5-card hand where
    /// the library is fast enough, shrinking and bad-input probes. A slow
    /// library gets fewer hands, a fast one many more.
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_BUDGET_S)]
    pub budget_s: u64,
    /// Exactly this many random hands per card count instead of a budget
    /// (each stratum a tenth as many), the same hands every run.
    #[arg(long)]
    pub random: Option<u64>,
    /// Seed of the random hands (the `showdown check` default unless given).
    #[arg(long, default_value_t = 0x5EED)]
    pub seed: u64,
    /// Also sweep every hand of these card counts (comma-separated), for
    /// each adapter that declares the count (2,598,960 five-card hands take
    /// minutes through a Python adapter).
    #[arg(long, value_delimiter = ',')]
    pub sweep: Vec<usize>,
    /// Only the adapters with these names (comma-separated). The results
    /// files and README.md are then left alone.
    #[arg(long, value_delimiter = ',')]
    pub only: Vec<String>,
    /// Do not install: use whatever `third-party/.venv` and
    /// `third-party/js/node_modules` hold.
    #[arg(long)]
    pub no_install: bool,
    /// Only the pinned subset `ci` of `third-party/census.toml` (what
    /// `.ci/run` checks when the whole census does not fit its budget); the
    /// results files and README.md are then left alone.
    #[arg(long)]
    pub ci: bool,
    /// Leave out the crates of the feature `census-crates` (pokereval,
    /// freezeout-eval, …): otherwise `third-party` re-runs itself in a child
    /// `cargo run -p xtask --features census-crates` (a one-time build of
    /// those crates), unless `--ci` is given.
    #[arg(long)]
    pub without_census_crates: bool,
    /// Check nothing: rewrite docs/census.md, docs/census.html and the README
    /// summary from the stored rows (`third-party/census.json`).
    #[arg(long, conflicts_with_all = ["only", "ci", "sweep"])]
    pub render: bool,
    /// (Internal) check one in-process `crate-*` evaluator and print its
    /// census row as JSON: the census runs each crate in a child process so
    /// that a crate that aborts costs only its own row.
    #[arg(long, hide = true)]
    pub crate_row: Option<String>,
}

impl ThirdPartyArgs {
    /// The check options of one row: the budget (or exact `--random`) and
    /// the seed; the caller adds what else the row needs.
    pub fn check_options(&self) -> CheckOptions {
        CheckOptions {
            budget: match self.random {
                Some(_) => None,
                None => Some(Duration::from_secs(self.budget_s)),
            },
            random: self.random.unwrap_or(CheckOptions::default().random),
            seed: self.seed,
            ..CheckOptions::default()
        }
    }

    /// ` --random N`, ` --budget-s N` and ` --seed N` where they differ
    /// from `showdown check`'s defaults, as a reproducing command needs them.
    fn sizing_flags(&self) -> String {
        let mut s = String::new();
        match self.random {
            Some(n) => {
                let _ = write!(s, " --random {n}");
            }
            None if self.budget_s != DEFAULT_BUDGET_S => {
                let _ = write!(s, " --budget-s {}", self.budget_s);
            }
            None => {}
        }
        if self.seed != CheckOptions::default().seed {
            let _ = write!(s, " --seed {}", self.seed);
        }
        s
    }

    /// What each row was asked, for the page: `random hands within a 15 s
    /// budget per row` or `10,000 random hands per card count`.
    fn sizing_text(&self) -> String {
        match self.random {
            Some(n) => format!("{} random hands per card count", thousands(n)),
            None => format!(
                "random rounds within a budget of {} s per row",
                self.budget_s
            ),
        }
    }
}

/// Runs this same `third-party` command again in a child cargo, built with
/// the feature `census-crates`, and returns its exit status. The feature is
/// never on in a plain build of the workspace (so `cargo test --workspace`
/// does not compile those crates); here it is asked for by name.
#[cfg(not(feature = "census-crates"))]
fn rerun_with_census_crates(root: &Path) -> Result<ExitCode, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    eprintln!(
        "third-party: re-running with the feature census-crates \
         (`cargo run -p xtask --features census-crates -- third-party …`; \
         `--without-census-crates` skips those crates)"
    );
    let status = Command::new(cargo)
        .args([
            "run",
            "--quiet",
            "-p",
            "xtask",
            "--features",
            "census-crates",
            "--",
        ])
        .args(std::env::args_os().skip(1))
        .current_dir(root)
        .status()
        .map_err(|e| format!("cannot start cargo for the census crates: {e}"))?;
    Ok(match status.code() {
        Some(0) => ExitCode::SUCCESS,
        Some(c) => ExitCode::from(u8::try_from(c).unwrap_or(2)),
        None => ExitCode::from(2),
    })
}

/// The workspace root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

/// What a command did.
struct Ran {
    /// The exit code (None: killed, timed out or did not start).
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

impl Ran {
    fn failed(&self, what: &str) -> String {
        let tail: Vec<&str> = self
            .stderr
            .lines()
            .chain(self.stdout.lines())
            .filter(|l| !l.trim().is_empty())
            .collect();
        let tail = tail[tail.len().saturating_sub(3)..].join(" / ");
        match self.code {
            Some(c) => format!("{what} exited with status {c}: {tail}"),
            None => format!("{what} did not finish: {tail}"),
        }
    }
}

/// Runs `cmd` in `dir` with its output captured, giving up after `limit`.
fn capture(cmd: &[String], dir: &Path, limit: Duration) -> Ran {
    let child = Command::new(&cmd[0])
        .args(&cmd[1..])
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => {
            return Ran {
                code: None,
                stdout: String::new(),
                stderr: format!("`{}` could not start: {e}", cmd.join(" ")),
            }
        }
    };
    let mut out = child.stdout.take().expect("piped");
    let mut err = child.stderr.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = out.read_to_string(&mut s);
        s
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = err.read_to_string(&mut s);
        s
    });
    let started = Instant::now();
    let code = loop {
        match child.try_wait() {
            Ok(Some(st)) => break st.code(),
            Ok(None) if started.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(_) => break None,
        }
    };
    Ran {
        code,
        stdout: reader.join().unwrap_or_default(),
        stderr: err_reader.join().unwrap_or_default(),
    }
}

/// Runs `cmd` in `dir` with its output shown on our stderr; Ok if it
/// exited with status 0.
fn run_shown(cmd: &[&str], dir: &Path) -> Result<(), String> {
    eprintln!("  $ {}", cmd.join(" "));
    let status = Command::new(cmd[0])
        .args(&cmd[1..])
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::from(std::io::stderr()))
        .status()
        .map_err(|e| format!("`{}` could not start: {e}", cmd.join(" ")))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{}` failed ({status})", cmd.join(" ")))
    }
}

/// The result of one install step.
#[derive(Clone, Debug)]
struct Install {
    ecosystem: &'static str,
    /// What was done ("up to date", "installed") or why it failed.
    outcome: Result<String, String>,
}

/// The Python libraries: `.venv` with `requirements.txt`, stamped.
fn install_python(third: &Path) -> Install {
    let outcome = (|| {
        let want = std::fs::read_to_string(third.join("requirements.txt"))
            .map_err(|e| format!("third-party/requirements.txt: {e}"))?;
        let venv = third.join(".venv");
        let python = venv.join("bin").join("python");
        let stamp = venv.join("showdown-requirements.txt");
        if python.exists() && std::fs::read_to_string(&stamp).ok().as_deref() == Some(&want) {
            return Ok("up to date".to_string());
        }
        if !python.exists() {
            run_shown(&["python3", "-m", "venv", ".venv"], third)?;
        }
        run_shown(
            &[
                ".venv/bin/python",
                "-m",
                "pip",
                "install",
                "--disable-pip-version-check",
                "--no-input",
                "--quiet",
                "-r",
                "requirements.txt",
            ],
            third,
        )?;
        std::fs::write(&stamp, &want).map_err(|e| format!("{}: {e}", stamp.display()))?;
        Ok("installed".to_string())
    })();
    Install {
        ecosystem: "python",
        outcome,
    }
}

/// The JavaScript libraries: `npm ci` in `js/`, stamped with the lock file.
fn install_js(third: &Path) -> Install {
    let outcome = (|| {
        let js = third.join("js");
        let want = std::fs::read_to_string(js.join("package-lock.json"))
            .map_err(|e| format!("third-party/js/package-lock.json: {e}"))?;
        let stamp = js.join("node_modules").join(".showdown-package-lock.json");
        if std::fs::read_to_string(&stamp).ok().as_deref() == Some(&want) {
            return Ok("up to date".to_string());
        }
        run_shown(
            &["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"],
            &js,
        )?;
        std::fs::write(&stamp, &want).map_err(|e| format!("{}: {e}", stamp.display()))?;
        Ok("installed".to_string())
    })();
    Install {
        ecosystem: "javascript",
        outcome,
    }
}

/// What `--info` says about an adapter's library.
#[derive(Clone, Debug, Default)]
struct Info {
    library: String,
    ecosystem: String,
    version: Option<String>,
    runtime: String,
    load_error: Option<String>,
    returns: String,
    other_games: Vec<String>,
    /// The language the library is written in, when the adapter says.
    language: Option<String>,
}

fn info_of(spec: &ExternalSpec, dir: &Path) -> Result<Info, String> {
    let mut cmd = spec.command.clone();
    cmd.push("--info".into());
    let ran = capture(&cmd, dir, Duration::from_secs(60));
    if ran.code != Some(0) {
        return Err(ran.failed("--info"));
    }
    let v: Value = serde_json::from_str(ran.stdout.trim())
        .map_err(|e| format!("--info printed no JSON ({e}): {}", ran.stdout.trim()))?;
    let s = |k: &str| v[k].as_str().map(str::to_string);
    Ok(Info {
        library: s("library").unwrap_or_else(|| spec.name.clone()),
        ecosystem: s("ecosystem").unwrap_or_default(),
        version: s("version"),
        runtime: s("runtime").unwrap_or_default(),
        load_error: s("load_error"),
        returns: s("returns").unwrap_or_default(),
        language: s("language"),
        other_games: v["other_games"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|x| x.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default(),
    })
}

/// How an adapter's self-test went.
#[derive(Clone, Debug)]
enum SelfTest {
    Passed(String),
    Failed(String),
    /// The library itself does not load (exit status 3).
    LibraryDoesNotLoad(String),
}

impl SelfTest {
    fn token(&self) -> &'static str {
        match self {
            SelfTest::Passed(_) => "passed",
            SelfTest::Failed(_) => "failed",
            SelfTest::LibraryDoesNotLoad(_) => "library does not load",
        }
    }
    fn output(&self) -> &str {
        match self {
            SelfTest::Passed(s) | SelfTest::Failed(s) | SelfTest::LibraryDoesNotLoad(s) => s,
        }
    }
}

fn self_test(spec: &ExternalSpec, dir: &Path) -> SelfTest {
    let mut cmd = spec.command.clone();
    cmd.push("--self-test".into());
    let ran = capture(&cmd, dir, Duration::from_secs(120));
    let text = format!("{}{}", ran.stdout, ran.stderr).trim().to_string();
    match ran.code {
        Some(0) => SelfTest::Passed(text),
        Some(3) => SelfTest::LibraryDoesNotLoad(text),
        _ => SelfTest::Failed(if text.is_empty() {
            ran.failed("--self-test")
        } else {
            text
        }),
    }
}

/// Everything about one library.
struct Library {
    /// The adapter's folder name (= its manifest's stem).
    folder: String,
    manifest: String,
    spec: ExternalSpec,
    info: Result<Info, String>,
    self_test: SelfTest,
    report: Option<ConformanceReport>,
    /// Why the check could not run, if it could not.
    check_error: Option<String>,
    seconds: f64,
}

impl Library {
    fn ecosystem(&self) -> &str {
        match &self.info {
            Ok(i) if !i.ecosystem.is_empty() => &i.ecosystem,
            _ => match self.spec.command.first().map(String::as_str) {
                Some("node") => "javascript",
                _ => "python",
            },
        }
    }

    fn version(&self) -> Option<String> {
        self.info.as_ref().ok().and_then(|i| i.version.clone())
    }

    /// The library's name as its registry knows it (the adapter's folder
    /// when the adapter did not say).
    fn library_name(&self) -> String {
        self.info
            .as_ref()
            .map_or_else(|_| self.folder.clone(), |i| i.library.clone())
    }

    fn runtime(&self) -> String {
        self.info
            .as_ref()
            .map(|i| i.runtime.clone())
            .unwrap_or_default()
    }

    fn verdict(&self) -> String {
        match (&self.self_test, &self.report) {
            (SelfTest::LibraryDoesNotLoad(_), _) => {
                let why = self
                    .info
                    .as_ref()
                    .ok()
                    .and_then(|i| i.load_error.clone())
                    .unwrap_or_else(|| self.self_test.output().to_string());
                format!("does not run on {}: {why}", self.runtime())
            }
            (SelfTest::Failed(_), _) => "not checked: the adapter's self-test failed".into(),
            (_, None) => format!(
                "not checked: {}",
                self.check_error.as_deref().unwrap_or("unknown")
            ),
            (_, Some(r)) => {
                let stop = || {
                    r.given_up
                        .as_ref()
                        .map_or_else(|| "no answer".to_string(), |g| g.to_string())
                };
                let verdict: String = match r.verdict() {
                    CheckVerdict::Conformant => "conformant".into(),
                    CheckVerdict::NotResponding => format!("did not run: {}", stop()),
                    CheckVerdict::Interrupted => format!("interrupted: {}", stop()),
                    CheckVerdict::BrokenVectors => {
                        "not checked: the shared vectors did not load".into()
                    }
                    CheckVerdict::NotConformant => {
                        let n = r.problems().len().max(1);
                        format!(
                            "not conformant: {n} kind{} of problem",
                            if n == 1 { "" } else { "s" }
                        )
                    }
                };
                if self.spec.order_only {
                    format!("{verdict}, judged on order alone")
                } else {
                    verdict
                }
            }
        }
    }

    /// The command that reproduces the check.
    fn reproduce(&self, args: &ThirdPartyArgs) -> String {
        let mut s = format!("showdown check --manifest {}", self.manifest);
        let sweep = sweeps(args, &self.spec);
        if !sweep.is_empty() {
            let counts: Vec<String> = sweep.iter().map(|n| n.to_string()).collect();
            let _ = write!(s, " --sweep {}", counts.join(","));
        }
        s.push_str(&args.sizing_flags());
        s
    }

    fn hands(&self) -> u64 {
        self.report
            .as_ref()
            .map(|r| r.sections.iter().map(|s| s.hands).sum())
            .unwrap_or(0)
    }
}

/// The sweeps asked for that the adapter declares.
fn sweeps(args: &ThirdPartyArgs, spec: &ExternalSpec) -> Vec<usize> {
    let mut v: Vec<usize> = args
        .sweep
        .iter()
        .copied()
        .filter(|n| spec.cards.counts().any(|c| c == *n))
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// The adapters: folders of `third-party/` holding `<folder>.toml`.
fn discover(third: &Path) -> Result<Vec<(String, PathBuf)>, String> {
    let mut found = Vec::new();
    let entries = std::fs::read_dir(third).map_err(|e| format!("{}: {e}", third.display()))?;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().to_string();
        if name.starts_with('.') || !entry.path().is_dir() {
            continue;
        }
        let manifest = entry.path().join(format!("{name}.toml"));
        if manifest.is_file() {
            found.push((name, manifest));
        }
    }
    found.sort();
    Ok(found)
}

fn problem_json(p: &Problem) -> Value {
    json!({
        "kind": p.kind.token(),
        "description": p.kind.describe(),
        "count": p.count,
        "documented": p.documented,
        "example": p.example.iter().map(|h| json!({
            "cards": format_cards(&h.cards),
            "library_said": h.got,
            "right": h.expected,
        })).collect::<Vec<_>>(),
    })
}

fn library_json(lib: &Library, args: &ThirdPartyArgs) -> Value {
    let info = lib.info.as_ref().ok();
    let report = lib.report.as_ref();
    json!({
        "library": info.map(|i| i.library.clone()).unwrap_or_else(|| lib.folder.clone()),
        "ecosystem": lib.ecosystem(),
        "version": lib.version(),
        "runtime": lib.runtime(),
        "manifest": lib.manifest,
        "adapter": lib.spec.command.last(),
        "game": lib.spec.game.id,
        "cards": lib.spec.cards.counts().collect::<Vec<_>>(),
        "strength": lib.spec.strength,
        "returns": info.map(|i| i.returns.clone()),
        "other_games": info.map(|i| i.other_games.clone()).unwrap_or_default(),
        "info_error": lib.info.as_ref().err(),
        "self_test": {
            "result": lib.self_test.token(),
            "output": lib.self_test.output(),
        },
        "verdict": lib.verdict(),
        "conformant": report.map(ConformanceReport::conformant),
        "hands_checked": lib.hands(),
        "problems": report.map(|r| r.problems().iter().map(problem_json).collect::<Vec<_>>()).unwrap_or_default(),
        "bad_input": report.map(|r| r.bad_input.iter().map(|b| json!({
            "probe": b.probe,
            "input": b.input,
            "handling": b.handling.token(),
            "detail": b.handling.detail(),
        })).collect::<Vec<_>>()).unwrap_or_default(),
        "sections": report.map(|r| r.sections.iter().map(|s| json!({
            "name": s.name,
            "cards": s.cards,
            "hands": s.hands,
            "agreed": s.agreed,
            "skipped": s.skipped,
            "seconds": s.elapsed.as_secs_f64(),
            "hands_per_second": s.hands_per_second().round(),
            "problems": s.problems.len(),
        })).collect::<Vec<_>>()).unwrap_or_default(),
        "incidents": report.map(|r| r.incidents.clone()).unwrap_or_default(),
        "given_up": report.and_then(|r| r.given_up.as_ref().map(|g| g.to_string())),
        "check_error": lib.check_error,
        "seconds": lib.seconds,
        "reproduce": lib.reproduce(args),
    })
}

/// Text for a Markdown table cell.
fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// The category part of a reference verdict ("flush (reference strength
/// 123)" → "flush").
fn category_part(expected: &str) -> &str {
    expected.split(" (").next().unwrap_or(expected)
}

/// One finding: what goes wrong, how often, and its smallest example.
fn finding_md(p: &Problem) -> String {
    let mut s = format!("**{}** ({}×): ", p.kind.describe(), thousands(p.count));
    let ex = &p.example;
    let c = |i: usize| format_cards(&ex[i].cards);
    match (p.kind, ex.len()) {
        (ProblemKind::Order, 2) => {
            let _ = write!(
                s,
                "`{}` → `{}` above `{}` → `{}`; right: the second is stronger",
                c(0),
                ex[0].got,
                c(1),
                ex[1].got
            );
        }
        (ProblemKind::Merged, 2) => {
            let _ = write!(
                s,
                "`{}` → `{}` ties `{}` → `{}`; right: the second is stronger",
                c(0),
                ex[0].got,
                c(1),
                ex[1].got
            );
        }
        (ProblemKind::Split, 2) => {
            let _ = write!(
                s,
                "`{}` → `{}` but `{}` → `{}`; right: they tie",
                c(0),
                ex[0].got,
                c(1),
                ex[1].got
            );
        }
        (ProblemKind::Vector(_), _) => {
            let hands: Vec<String> = ex
                .iter()
                .map(|h| format!("`{}`", format_cards(&h.cards)))
                .collect();
            let _ = write!(
                s,
                "{} → `{}`; right: {}",
                hands.join(", "),
                ex[0].got,
                ex[0].expected
            );
        }
        (_, n) if n >= 1 => {
            let _ = write!(
                s,
                "`{}` → `{}`; right: {}",
                c(0),
                ex[0].got,
                category_part(&ex[0].expected)
            );
        }
        _ => {}
    }
    cell(&s)
}

fn games_md(lib: &Library) -> String {
    let mut s = format!(
        "{}, {} cards, {}",
        if lib.spec.game.id == "holdem" {
            "hold'em high"
        } else {
            lib.spec.game.id
        },
        lib.spec.cards.to_string().replace('-', "–"),
        if lib.spec.strength {
            "category and strength"
        } else {
            "category only"
        }
    );
    if let Ok(i) = &lib.info {
        if !i.other_games.is_empty() {
            let _ = write!(s, " (the library also has: {})", i.other_games.join(", "));
        }
    }
    cell(&s)
}

/// The Markdown table of all libraries.
fn table_md(libs: &[Library], args: &ThirdPartyArgs) -> String {
    let mut s = String::from(
        "| library | version | games and card counts | verdict | findings (count, smallest hand) | bad input (duplicate card / unknown card / too many cards) | reproduce |\n\
         |---|---|---|---|---|---|---|\n",
    );
    for lib in libs {
        let verdict = match &lib.report {
            Some(r) if lib.hands() > 0 => format!(
                "{} ({} hands{})",
                lib.verdict(),
                thousands(r.sections.iter().map(|s| s.hands).sum()),
                whole_spaces_text(r)
            ),
            _ => lib.verdict(),
        };
        let findings = match &lib.report {
            Some(r) if !r.problems().is_empty() => r
                .problems()
                .iter()
                .map(finding_md)
                .collect::<Vec<_>>()
                .join("<br>"),
            _ => "—".into(),
        };
        let bad_input = match &lib.report {
            Some(r) if !r.bad_input.is_empty() => r
                .bad_input
                .iter()
                .map(|b| b.handling.token())
                .collect::<Vec<_>>()
                .join(" / "),
            _ => "—".into(),
        };
        let _ = writeln!(
            s,
            "| `{}` ({}) | {} | {} | {} | {} | {} | `{}` |",
            lib.folder,
            go::registry_of(lib.ecosystem()),
            cell(&lib.version().unwrap_or_else(|| "?".into())),
            games_md(lib),
            cell(&verdict),
            findings,
            cell(&bad_input),
            lib.reproduce(args)
        );
    }
    s
}

fn results_md(libs: &[Library], installs: &[Install], args: &ThirdPartyArgs) -> String {
    let mut s = String::from(
        "# Published evaluators through the line protocol\n\n\
         Generated by `cargo xtask third-party` (do not edit): each library below runs behind a\n\
         line-protocol adapter in `third-party/<lib>/` (its header says what the library returns and\n\
         how it is translated; nothing is corrected), pinned in `third-party/requirements.txt` and\n\
         `third-party/js/package-lock.json`. Each was checked with `showdown check`: the shared\n",
    );
    let _ = writeln!(
        s,
        "vectors, then {} over each card count its manifest declares (seed {}){}. A\n\
         finding shows the library's answer on the smallest hand of its kind and what is right.\n",
        args.sizing_text(),
        args.seed,
        if args.sweep.is_empty() {
            String::new()
        } else {
            let counts: Vec<String> = args.sweep.iter().map(|n| n.to_string()).collect();
            format!(
                ", then every hand of {} cards where declared",
                counts.join(", ")
            )
        }
    );
    s.push_str(&table_md(libs, args));
    s.push_str("\n## Throughput (hands/s through the protocol, random hands)\n\n");
    s.push_str("| library | runtime |");
    let counts: Vec<usize> = (1..=7)
        .filter(|n| libs.iter().any(|l| l.spec.cards.counts().any(|c| c == *n)))
        .collect();
    for n in &counts {
        let _ = write!(s, " {n} card{} |", if *n == 1 { "" } else { "s" });
    }
    s.push('\n');
    s.push_str("|---|---|");
    for _ in &counts {
        s.push_str("---:|");
    }
    s.push('\n');
    for lib in libs {
        let _ = write!(s, "| `{}` | {} |", lib.folder, lib.runtime());
        for n in &counts {
            let hps = lib.report.as_ref().and_then(|r| {
                r.sections
                    .iter()
                    .find(|sec| sec.name.starts_with("random") && sec.cards == *n)
                    .map(|sec| thousands(sec.hands_per_second().round() as u64))
            });
            let _ = write!(s, " {} |", hps.unwrap_or_else(|| "—".into()));
        }
        s.push('\n');
    }
    s.push_str("\n## Installs and self-tests\n\n");
    for i in installs {
        let _ = writeln!(
            s,
            "- {}: {}",
            i.ecosystem,
            match &i.outcome {
                Ok(_) => "pinned versions installed".to_string(),
                Err(e) => format!("install FAILED: {e}"),
            }
        );
    }
    for lib in libs {
        let first = lib.self_test.output().lines().next().unwrap_or("");
        let _ = writeln!(
            s,
            "- `{}` self-test: {}{}",
            lib.folder,
            lib.self_test.token(),
            if first.is_empty() {
                String::new()
            } else {
                format!(" — {}", cell(first))
            }
        );
    }
    s
}

/// README.md with the block between the markers replaced, or None when
/// the markers are missing or out of order.
fn splice_readme(readme: &str, block: &str) -> Option<String> {
    let b = readme.find(BEGIN)?;
    let e = readme.find(END)?;
    if e < b {
        return None;
    }
    let mut out = String::with_capacity(readme.len() + block.len());
    out.push_str(&readme[..b + BEGIN.len()]);
    out.push('\n');
    out.push_str(block);
    out.push_str(&readme[e..]);
    Some(out)
}

fn readme_block(rows: &[census::Row]) -> String {
    let s = census::summarize(rows);
    let class = |k: &str| s.by_class.get(k).copied().unwrap_or(0);
    let mut out = String::from(
        "<!-- generated by `cargo xtask third-party`: edit third-party/, not this block -->\n",
    );
    let _ = writeln!(
        out,
        "**The census** ([docs/census.html](docs/census.html), filterable; [docs/census.md](docs/census.md)): \
         {} libraries ({}), {} library × game rows: {} conformant, {} with bugs, {} did not run, {} \
         cannot be installed here; {} of the {} libraries checked are conformant in every game. \
         Findings: {} ({} confirmed by a direct call to the library); of the {} the diagnosis \
         reads, {} explained by a known class, {} by no known class.",
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
        s.conformant_libraries,
        s.checked_libraries,
        s.findings_by_kind
            .iter()
            .map(|(k, n)| format!("{k} {n}"))
            .collect::<Vec<_>>()
            .join(", "),
        s.confirmed,
        s.explained + s.unexplained,
        s.explained,
        s.unexplained
    );
    out
}

/// `third-party/census.toml`: per-adapter settings of the census.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct CensusConfig {
    /// The adapters `.ci/run` checks (`--ci`).
    #[serde(default)]
    ci: Vec<String>,
    /// Libraries that cannot run here, with the reason.
    #[serde(default)]
    unavailable: Vec<census::Unavailable>,
    /// What an adapter had to decide that a reader of its row must know
    /// (folder -> one sentence), shown in the row's notes.
    #[serde(default)]
    decided: std::collections::BTreeMap<String, String>,
}

fn census_config(third: &Path) -> Result<CensusConfig, String> {
    let path = third.join("census.toml");
    match std::fs::read_to_string(&path) {
        Ok(text) => toml::from_str(&text).map_err(|e| format!("third-party/census.toml: {e}")),
        Err(_) => Ok(CensusConfig::default()),
    }
}

/// The libraries that cannot run here: `third-party/unavailable.toml` (when
/// there is one) and census.toml's `[[unavailable]]`.
fn unavailable(third: &Path, config: &CensusConfig) -> Result<Vec<census::Unavailable>, String> {
    let mut out = Vec::new();
    if let Ok(text) = std::fs::read_to_string(third.join("unavailable.toml")) {
        out.extend(census::parse_unavailable(
            &text,
            "third-party/unavailable.toml",
        )?);
    }
    out.extend(config.unavailable.iter().cloned());
    Ok(out)
}

/// A deal or hand as the protocol sends it (`HOLE | BOARD` in games with
/// hole cards).
fn request_line(
    game: &showdown_evaluators::game::Game,
    cards: &[showdown_evaluators::card::Card],
) -> String {
    if game.has_hole_cards() && cards.len() >= 5 {
        let hole = showdown_evaluators::games::omaha::split_counts(cards.len()).0;
        format!(
            "{} | {}",
            format_cards(&cards[..hole]),
            format_cards(&cards[hole..])
        )
    } else {
        format_cards(cards)
    }
}

/// Runs the folder's confirmation script on a finding's hands.
fn confirm(dir: &Path, hands: &[(String, String)]) -> census::Confirmation {
    let script = ["confirm.js", "confirm.py"]
        .iter()
        .map(|f| dir.join(f))
        .find(|p| p.is_file());
    let go = go::confirm_command(dir);
    let Some(script) = script.or_else(|| go.as_ref().map(|_| dir.join("confirm.go"))) else {
        return census::Confirmation::Unconfirmed(format!(
            "no confirmation script in {} (confirm.js, confirm.py or confirm.go)",
            dir.display()
        ));
    };
    let mut cmd: Vec<String> = if let Some(go) = go.filter(|_| script.ends_with("confirm.go")) {
        go
    } else if script.extension().is_some_and(|e| e == "js") {
        vec!["node".into()]
    } else {
        vec![dir
            .join("..")
            .join(".venv")
            .join("bin")
            .join("python")
            .display()
            .to_string()]
    };
    if !script.ends_with("confirm.go") {
        cmd.push(script.display().to_string());
    }
    cmd.extend(hands.iter().map(|(h, _)| h.clone()));
    let ran = capture(&cmd, dir, Duration::from_secs(120));
    if ran.code != Some(0) {
        return census::Confirmation::Unconfirmed(ran.failed("the confirmation script"));
    }
    census::judge_confirmation(hands, &ran.stdout)
}

/// Confirms a finding on a crate of the feature `census-crates` with its
/// direct call, `evaluators/examples/confirm_<crate>.rs` (the crate called
/// without the adapter), given the game and the hands; judged as a
/// confirmation script's output.
fn confirm_crate(
    root: &Path,
    krate: &str,
    game: &str,
    hands: &[(String, String)],
) -> census::Confirmation {
    let stem = krate.replace('-', "_");
    let file = root
        .join("evaluators/examples")
        .join(format!("confirm_{stem}.rs"));
    if !file.is_file() {
        return census::Confirmation::Unconfirmed(format!(
            "no direct call for this crate ({} is missing)",
            file.display()
        ));
    }
    let mut cmd: Vec<String> = [
        "cargo",
        "run",
        "--quiet",
        "-p",
        "showdown-evaluators",
        "--features",
        "census-crates",
        "--example",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    cmd.push(format!("confirm-{}", krate.replace('_', "-")));
    cmd.push("--".into());
    cmd.push(game.into());
    cmd.extend(hands.iter().map(|(h, _)| h.clone()));
    let ran = capture(&cmd, root, Duration::from_secs(1200));
    if ran.code != Some(0) {
        return census::Confirmation::Unconfirmed(ran.failed("the direct call"));
    }
    census::judge_confirmation(hands, &ran.stdout)
}

fn findings_of(
    report: &ConformanceReport,
    game: &showdown_evaluators::game::Game,
    confirm_dir: Option<&Path>,
) -> Vec<census::Finding> {
    report
        .problems()
        .iter()
        .map(|p| {
            let hands: Vec<(String, String)> = p
                .example
                .iter()
                .map(|h| (request_line(game, &h.cards), h.got.clone()))
                .collect();
            let expected = p
                .example
                .first()
                .map(|h| category_part(&h.expected).to_string())
                .unwrap_or_default();
            let confirmation = match confirm_dir {
                Some(dir) => confirm(dir, &hands),
                None => {
                    census::Confirmation::Unconfirmed("no direct call for this evaluator".into())
                }
            };
            census::Finding {
                kind: p.kind.token(),
                describe: p.kind.describe(),
                count: p.count,
                hands,
                expected,
                diagnosis: diagnosis_of(report, p),
                confirmation,
            }
        })
        .collect()
}

/// The check's diagnosis of one kind of problem: the classes of the cause
/// that explains it, "no known class" (no classes) when the diagnosis found
/// none, `None` for kinds it does not read (failed vectors, refusals, …) or
/// when it did not run.
fn diagnosis_of(report: &ConformanceReport, p: &Problem) -> Option<census::Diagnosed> {
    let d = report.diagnosis.as_ref()?;
    let readable = matches!(
        p.kind,
        ProblemKind::Category { .. }
            | ProblemKind::Order
            | ProblemKind::Merged
            | ProblemKind::Split
            | ProblemKind::Low(_)
            | ProblemKind::LowOrder
            | ProblemKind::LowMerged
            | ProblemKind::LowSplit
    );
    if !readable {
        return None;
    }
    let cause = report
        .cause_of(p)
        .and_then(|name| d.causes.iter().find(|c| c.name() == name));
    Some(match cause {
        Some(c) => census::Diagnosed {
            classes: c
                .classes
                .iter()
                .map(|k| census::ClassLink {
                    id: k.id.clone(),
                    lesson: k.lesson.clone(),
                })
                .collect(),
            explained: c.explained,
            failing: c.failing,
        },
        None => census::Diagnosed {
            classes: Vec::new(),
            explained: 0,
            failing: p.count,
        },
    })
}

/// `; every 5-card hand` for each card count the check swept whole (by suit
/// classes, where the library was fast enough for the budget), else empty.
fn whole_spaces_text(report: &ConformanceReport) -> String {
    let mut counts: Vec<usize> = report
        .coverage
        .iter()
        .flat_map(|c| &c.shapes)
        .filter(|s| s.whole.is_some())
        .map(|s| s.n)
        .collect();
    counts.sort_unstable();
    counts.dedup();
    counts
        .iter()
        .map(|n| format!("; every {n}-card hand"))
        .collect()
}

fn random_hands_per_second(report: &ConformanceReport) -> Option<f64> {
    let (hands, secs) = report
        .sections
        .iter()
        .filter(|s| s.name.starts_with("random"))
        .fold((0u64, 0f64), |(h, t), s| {
            (h + s.hands, t + s.elapsed.as_secs_f64())
        });
    (hands > 0 && secs > 0.0).then(|| hands as f64 / secs)
}

fn class_of(report: Option<&ConformanceReport>) -> census::Class {
    match report.map(ConformanceReport::verdict) {
        Some(CheckVerdict::Conformant) => census::Class::Conformant,
        Some(CheckVerdict::NotConformant) => census::Class::Bugs,
        _ => census::Class::NotRun,
    }
}

fn bad_input_text(report: Option<&ConformanceReport>) -> String {
    match report {
        Some(r) if !r.bad_input.is_empty() => r
            .bad_input
            .iter()
            .map(|b| b.handling.token())
            .collect::<Vec<_>>()
            .join(" / "),
        _ => "—".into(),
    }
}

fn answers_text(strength: bool) -> String {
    if strength {
        "category and strength".into()
    } else {
        "category only".into()
    }
}

/// An adapter's census row.
fn adapter_row(lib: &Library, args: &ThirdPartyArgs, third: &Path) -> census::Row {
    let info = lib.info.as_ref().ok();
    let js = lib.ecosystem() == "javascript";
    let report = lib.report.as_ref();
    let dir = third.join(&lib.folder);
    census::Row {
        library: info
            .map(|i| i.library.clone())
            .unwrap_or_else(|| lib.folder.clone()),
        registry: go::registry_of(lib.ecosystem()).into(),
        version: lib
            .version()
            .or_else(|| pinned_version(third, js, &lib.library_name()))
            .unwrap_or_else(|| "?".into()),
        language: info
            .and_then(|i| i.language.clone())
            .unwrap_or_else(|| if js { "JavaScript" } else { "Python" }.into()),
        game: lib.spec.game.id.to_string(),
        cards: lib.spec.cards.to_string().replace('-', "–"),
        answers: if lib.spec.order_only {
            "order only (a strength, no category)".into()
        } else {
            answers_text(lib.spec.strength)
        },
        subject: lib.folder.clone(),
        class: match lib.self_test {
            SelfTest::Passed(_) => class_of(report),
            _ => census::Class::NotRun,
        },
        verdict: match report {
            Some(r) if lib.hands() > 0 => format!(
                "{} ({} hands{})",
                lib.verdict(),
                thousands(r.sections.iter().map(|s| s.hands).sum()),
                whole_spaces_text(r)
            ),
            _ => lib.verdict(),
        },
        findings: report
            .map(|r| findings_of(r, lib.spec.game, Some(&dir)))
            .unwrap_or_default(),
        bad_input: bad_input_text(report),
        hands: lib.hands(),
        hands_per_second: report.and_then(random_hands_per_second),
        reproduce: lib.reproduce(args),
        note: {
            let mut notes = Vec::new();
            if info.is_some_and(|i| i.returns.contains("comparator")) {
                notes.push("strength built by sorting with the library's comparator".to_string());
            }
            if let Some(i) = info.filter(|i| !i.other_games.is_empty()) {
                notes.push(format!(
                    "the library also has: {}",
                    i.other_games.join(", ")
                ));
            }
            notes.join("; ")
        },
    }
}

/// The crate's version in Cargo.lock.
fn locked_version(root: &Path, krate: &str) -> Option<String> {
    let lock = std::fs::read_to_string(root.join("Cargo.lock")).ok()?;
    let at = lock.find(&format!("name = \"{krate}\"\n"))?;
    let rest = &lock[at..];
    let v = rest.lines().nth(1)?.strip_prefix("version = \"")?;
    Some(v.trim_end_matches('"').to_string())
}

/// The in-process `crate-*` evaluators, checked as `showdown check` checks
/// them.
/// The crate an in-process evaluator wraps, from its source
/// ("crates.io: pokers 0.10 (Hand::evaluate)"), or its own name.
fn crate_of(info: &showdown_evaluators::evaluator::EvaluatorInfo) -> String {
    info.source
        .strip_prefix("crates.io: ")
        .and_then(|s| s.split_whitespace().next())
        .unwrap_or(&info.name)
        .to_string()
}

fn crate_rows(root: &Path, args: &ThirdPartyArgs) -> Vec<census::Row> {
    let mut rows = Vec::new();
    // The crates of the feature `census-crates` are re-checked with a
    // command that asks for it.
    #[cfg(feature = "census-crates")]
    let census: Vec<String> = showdown_evaluators::third_party::census::all()
        .iter()
        .map(|e| e.name().to_string())
        .collect();
    #[cfg(not(feature = "census-crates"))]
    let census: Vec<String> = Vec::new();
    for ev in showdown_evaluators::third_party::all() {
        let info = ev.info();
        if args.without_census_crates && census.iter().any(|c| *c == info.name) {
            continue;
        }
        let krate = crate_of(info);
        // `--only` takes the evaluator's name or the crate's.
        if !args.only.is_empty() && !args.only.iter().any(|o| *o == info.name || *o == krate) {
            continue;
        }
        eprintln!("third-party: {}: checking in process", info.name);
        // In process the crate gets typed cards: no bad input to give it
        // (and pokers 0.10 aborts the process on a duplicate card).
        let opts = CheckOptions {
            bad_input: false,
            ..args.check_options()
        };
        let report = check_with(&showdown_harness::check::InProcess(ev.as_ref()), &opts);
        rows.push(census::Row {
            version: locked_version(root, &krate).unwrap_or_else(|| "?".into()),
            library: krate.clone(),
            registry: "crates.io".into(),
            language: "Rust".into(),
            game: info.game.id.to_string(),
            cards: info.domain.to_string().replace('-', "–"),
            answers: if ev.order_only() {
                "order only (a strength, no category)".into()
            } else {
                answers_text(info.gives_strength)
            },
            subject: info.name.to_string(),
            class: class_of(Some(&report)),
            verdict: format!(
                "{} ({} hands{})",
                report.verdict().token().replace('-', " "),
                thousands(report.sections.iter().map(|s| s.hands).sum()),
                whole_spaces_text(&report)
            ),
            findings: {
                // Every crate with a direct-call example
                // (evaluators/examples/confirm_<crate>.rs) is confirmed by it.
                let mut findings = findings_of(&report, info.game, None);
                for f in &mut findings {
                    f.confirmation = confirm_crate(root, &krate, info.game.id, &f.hands);
                }
                findings
            },
            bad_input: bad_input_text(Some(&report)),
            hands: report.sections.iter().map(|s| s.hands).sum(),
            hands_per_second: random_hands_per_second(&report),
            reproduce: {
                let game = match info.game.id {
                    "holdem" => String::new(),
                    id => format!(" --game {id}"),
                };
                if census.iter().any(|c| *c == info.name) {
                    format!(
                        "cargo run -p showdown --features census-crates -- check --evaluator {}{game}",
                        info.name
                    )
                } else {
                    format!("showdown check --evaluator {}{game}", info.name)
                }
            },
            // The one crate whose newest version cannot be built here: its
            // row of `unavailable.toml` gives way to this one, so the
            // reason moves here.
            note: match krate.as_str() {
                "pkcore" => "0.20.5, the newest, needs rustc 1.99 (1.95 here), so 0.15.2 is \
                             checked; its Omaha takes exactly four hole cards and a five-card \
                             board (other nine-card deals answered skip)"
                    .into(),
                _ => String::new(),
            },
        });
    }
    rows
}

/// The one-minute load average (0 where /proc is not there).
fn load_average() -> f64 {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|t| t.split_whitespace().next().and_then(|x| x.parse().ok()))
        .unwrap_or(0.0)
}

fn now_utc() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    census::utc(secs)
}

/// The command as typed, for the page.
fn command_line(args: &ThirdPartyArgs) -> String {
    let mut s = String::from("cargo xtask third-party");
    if args.ci {
        s.push_str(" --ci");
    } else if !args.only.is_empty() {
        let _ = write!(s, " --only {}", args.only.join(","));
    }
    s.push_str(&args.sizing_flags());
    if !args.sweep.is_empty() {
        let counts: Vec<String> = args.sweep.iter().map(|n| n.to_string()).collect();
        let _ = write!(s, " --sweep {}", counts.join(","));
    }
    if args.no_install {
        s.push_str(" --no-install");
    }
    s
}

/// The version `third-party/js/package.json` (npm, `js`) or
/// `third-party/requirements.txt` (PyPI) pins for `library`: what a row shows
/// when the adapter cannot read its library's version (a package whose
/// `exports` hide its package.json).
fn pinned_version(third: &Path, js: bool, library: &str) -> Option<String> {
    if js {
        let text = std::fs::read_to_string(third.join("js/package.json")).ok()?;
        let json: Value = serde_json::from_str(&text).ok()?;
        return json["dependencies"][library].as_str().map(str::to_string);
    }
    // PyPI names compare case-blind, with `-`, `_` and `.` alike.
    let normal = |s: &str| s.to_lowercase().replace(['_', '.'], "-");
    let text = std::fs::read_to_string(third.join("requirements.txt")).ok()?;
    text.lines()
        .map(str::trim)
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once("=="))
        .find(|(name, _)| normal(name.trim()) == normal(library))
        .map(|(_, version)| version.trim().to_string())
}

/// The row of an adapter whose manifest does not load: it stays in the
/// census with the error, and the others still run.
fn broken_manifest_row(folder: &str, error: &str) -> census::Row {
    census::Row {
        library: folder.to_string(),
        registry: "—".into(),
        version: "?".into(),
        language: "—".into(),
        game: "—".into(),
        cards: "—".into(),
        answers: "—".into(),
        subject: folder.to_string(),
        class: census::Class::NotRun,
        verdict: format!("not checked: its manifest does not load: {error}"),
        findings: Vec::new(),
        bad_input: "—".into(),
        hands: 0,
        hands_per_second: None,
        reproduce: format!("showdown check --manifest third-party/{folder}/{folder}.toml"),
        note: String::new(),
    }
}

/// The rows of the page: the stored ones and the libraries that cannot run
/// here (an unavailable entry replaces a stored row of the same library
/// that did not run; a library that ran keeps its rows).
fn page_rows(
    stored: &census::Stored,
    third: &Path,
    config: &CensusConfig,
) -> Result<Vec<census::Row>, String> {
    let same = |a: &census::Row, b: &census::Row| {
        a.registry == b.registry && a.library.eq_ignore_ascii_case(&b.library)
    };
    let extra: Vec<census::Row> = unavailable(third, config)?
        .iter()
        .map(census::Unavailable::row)
        .collect();
    let mut rows: Vec<census::Row> = stored
        .rows
        .iter()
        .filter(|r| r.class != census::Class::NotRun || !extra.iter().any(|u| same(u, r)))
        .cloned()
        .collect();
    for (folder, decision) in &config.decided {
        let row = rows
            .iter_mut()
            .find(|r| r.subject == *folder)
            .ok_or_else(|| {
                format!(
                    "third-party/census.toml: [decided] names `{folder}`, which has no census row"
                )
            })?;
        row.note = [
            row.note.as_str(),
            &format!("the adapter's choice: {decision}"),
        ]
        .iter()
        .filter(|n| !n.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join("; ");
    }
    for u in extra {
        if rows.iter().any(|r| same(&u, r)) {
            eprintln!(
                "third-party: {} is listed as unavailable but has checked rows: the entry is left out",
                u.library
            );
        } else {
            rows.push(u);
        }
    }
    census::sort_rows(&mut rows);
    Ok(rows)
}

/// Writes docs/census.md, docs/census.html and the README summary from the
/// stored rows.
fn write_pages(
    root: &Path,
    third: &Path,
    config: &CensusConfig,
    stored: &census::Stored,
) -> Result<(), String> {
    let rows = page_rows(stored, third, config)?;
    let preamble = census::preamble(stored, &config.ci);
    std::fs::write(root.join(CENSUS_MD), census::census_md(&rows, &preamble))
        .map_err(|e| format!("{CENSUS_MD}: {e}"))?;
    std::fs::write(
        root.join(CENSUS_HTML),
        census::census_html(&rows, &census::preamble_html(&preamble)),
    )
    .map_err(|e| format!("{CENSUS_HTML}: {e}"))?;
    eprintln!(
        "third-party: wrote {CENSUS_MD} and {CENSUS_HTML} ({} rows)",
        rows.len()
    );
    let readme_path = root.join("README.md");
    let readme = std::fs::read_to_string(&readme_path).map_err(|e| format!("README.md: {e}"))?;
    match splice_readme(&readme, &readme_block(&rows)) {
        Some(new) if new != readme => {
            std::fs::write(&readme_path, new).map_err(|e| format!("README.md: {e}"))?;
            eprintln!("third-party: rewrote the census summary in README.md");
        }
        Some(_) => eprintln!("third-party: README.md's census summary is current"),
        None => eprintln!(
            "third-party: README.md has no `{BEGIN}` … `{END}` block, so it was left alone. \
             Put the two markers, each on its own line, where the census summary belongs."
        ),
    }
    Ok(())
}

/// `--render`: the pages from the stored rows, nothing checked.
fn render(root: &Path, third: &Path, config: &CensusConfig) -> Result<ExitCode, String> {
    let stored = census::Stored::read(&root.join(CENSUS_JSON))?;
    if stored.rows.is_empty() {
        return Err(format!(
            "{CENSUS_JSON} holds no rows: run `cargo xtask third-party` first"
        ));
    }
    write_pages(root, third, config, &stored)?;
    Ok(ExitCode::SUCCESS)
}

/// The crates' rows, each checked in a child process (this program with
/// `--crate-row <name>`): a crate that panics, aborts or hangs gets a row
/// saying so, and the census goes on.
fn isolated_crate_rows(args: &ThirdPartyArgs) -> Vec<census::Row> {
    let exe = match std::env::current_exe() {
        Ok(exe) => exe,
        Err(e) => {
            eprintln!("third-party: cannot find this program ({e}): the crates run in process");
            return crate_rows(&root(), args);
        }
    };
    let mut rows = Vec::new();
    for ev in showdown_evaluators::third_party::all() {
        let info = ev.info();
        let name = info.name.to_string();
        // `--only` takes the evaluator's name or the crate's, as `crate_rows`.
        if !args.only.is_empty() && !args.only.iter().any(|o| *o == name || *o == crate_of(info)) {
            continue;
        }
        let cmd = vec![
            exe.display().to_string(),
            "third-party".into(),
            "--crate-row".into(),
            name.clone(),
            "--seed".into(),
            args.seed.to_string(),
        ];
        let cmd = match args.random {
            Some(n) => [cmd, vec!["--random".into(), n.to_string()]].concat(),
            None => [cmd, vec!["--budget-s".into(), args.budget_s.to_string()]].concat(),
        };
        let ran = capture(&cmd, &root(), Duration::from_secs(30 * 60));
        for line in ran.stderr.lines() {
            eprintln!("{line}");
        }
        let parsed: Option<Vec<census::Row>> = (ran.code == Some(0))
            .then(|| serde_json::from_str(ran.stdout.trim()).ok())
            .flatten();
        match parsed {
            Some(r) => rows.extend(r),
            None => {
                let why = ran.failed(&format!("checking {name} (in its own process)"));
                eprintln!("third-party: {name}: {why}");
                rows.push(census::Row {
                    library: name.clone(),
                    registry: "crates.io".into(),
                    version: "?".into(),
                    language: "Rust".into(),
                    game: info.game.id.to_string(),
                    cards: info.domain.to_string().replace('-', "–"),
                    answers: answers_text(info.gives_strength),
                    subject: name.clone(),
                    class: census::Class::NotRun,
                    verdict: format!("did not run: {why}"),
                    findings: Vec::new(),
                    bad_input: "—".into(),
                    hands: 0,
                    hands_per_second: None,
                    reproduce: format!("showdown check --evaluator {name}"),
                    note: String::new(),
                });
            }
        }
    }
    rows
}

/// Runs the whole task.
pub fn run(args: ThirdPartyArgs) -> Result<ExitCode, String> {
    if let Some(name) = &args.crate_row {
        let mut one = args.clone();
        one.only = vec![name.clone()];
        let rows = crate_rows(&root(), &one);
        if rows.is_empty() {
            return Err(format!("--crate-row: no crate evaluator named `{name}`"));
        }
        println!(
            "{}",
            serde_json::to_string(&rows).map_err(|e| e.to_string())?
        );
        return Ok(ExitCode::SUCCESS);
    }
    let started = Instant::now();
    let started_utc = now_utc();
    let command = command_line(&args);
    let root = root();
    #[cfg(not(feature = "census-crates"))]
    if !args.ci && !args.render && args.crate_row.is_none() && !args.without_census_crates {
        return rerun_with_census_crates(&root);
    }
    let third = root.join("third-party");
    let config = census_config(&third)?;
    if args.render {
        return render(&root, &third, &config);
    }
    let mut failed: Vec<String> = Vec::new();

    // 1. Installs.
    let mut installs = Vec::new();
    if !args.no_install {
        eprintln!("third-party: installing the pinned libraries");
        for install in [
            install_python(&third),
            install_js(&third),
            go::install(&third),
        ] {
            match &install.outcome {
                Ok(m) => eprintln!("  {}: {m}", install.ecosystem),
                Err(e) => {
                    eprintln!("  {}: FAILED: {e}", install.ecosystem);
                    failed.push(format!("{} install: {e}", install.ecosystem));
                }
            }
            installs.push(install);
        }
    }

    // 2 and 3. Self-tests and checks.
    let mut args = args;
    let partial = args.ci || !args.only.is_empty();
    if args.ci {
        args.only = config.ci.clone();
    }
    let discovered = discover(&third)?;
    let crate_names: Vec<String> = showdown_evaluators::third_party::all()
        .iter()
        .map(|e| e.info().name.to_string())
        .collect();
    let by_package = args
        .only
        .iter()
        .any(|o| !discovered.iter().any(|(f, _)| f == o) && !crate_names.contains(o));
    let mut libs = Vec::new();
    let mut broken = Vec::new();
    let mut loads = Vec::new();
    for (folder, manifest) in &discovered {
        let spec = match load_manifest(manifest) {
            Ok(spec) => spec,
            Err(e) => {
                if args.only.is_empty() || args.only.contains(folder) {
                    eprintln!("third-party: {folder}: the manifest does not load: {e}");
                    failed.push(format!("{folder}: the manifest does not load: {e}"));
                    broken.push(broken_manifest_row(folder, &e.to_string()));
                }
                continue;
            }
        };
        if !args.only.is_empty() && !args.only.contains(folder) {
            // `--only <package>` takes every game of the library (asked of
            // each adapter only when some name is not a folder or a crate).
            if !by_package {
                continue;
            }
            let dir = manifest.parent().unwrap();
            let package = info_of(&spec, dir).ok().map(|i| i.library);
            if !package.is_some_and(|p| args.only.contains(&p)) {
                continue;
            }
        }
        loads.push(load_average());
        let dir = spec
            .dir
            .clone()
            .unwrap_or_else(|| manifest.parent().unwrap().to_path_buf());
        let rel = manifest
            .strip_prefix(&root)
            .unwrap_or(manifest)
            .display()
            .to_string();
        let info = info_of(&spec, &dir);
        let self_test = self_test(&spec, &dir);
        eprintln!(
            "third-party: {folder}: self-test {}{}",
            self_test.token(),
            match &self_test {
                SelfTest::Passed(_) => String::new(),
                other => format!(": {}", other.output()),
            }
        );
        let mut lib = Library {
            folder: folder.clone(),
            manifest: rel,
            spec: spec.clone(),
            info,
            self_test,
            report: None,
            check_error: None,
            seconds: 0.0,
        };
        match &lib.self_test {
            SelfTest::Failed(out) => failed.push(format!("{folder} self-test: {out}")),
            SelfTest::LibraryDoesNotLoad(_) => {}
            SelfTest::Passed(_) => {
                let t = Instant::now();
                eprintln!("third-party: {folder}: checking {} cards", spec.cards);
                // As `showdown check --manifest` does: a copy per core
                // unless the manifest says `jobs`.
                let copies = spec.jobs.unwrap_or_else(default_copies);
                match Copies::start(spec, copies, Default::default()) {
                    Ok(ev) => {
                        let opts = CheckOptions {
                            sweep: sweeps(&args, &lib.spec),
                            ..args.check_options()
                        };
                        let report = check_with(&ev, &opts);
                        print!("{}", report.to_text());
                        lib.report = Some(report);
                    }
                    Err(e) => {
                        eprintln!("third-party: {folder}: could not start: {e}");
                        failed.push(format!("{folder}: could not start: {e}"));
                        lib.check_error = Some(e.to_string());
                    }
                }
                lib.seconds = t.elapsed().as_secs_f64();
                eprintln!(
                    "third-party: {folder}: {} ({:.1} s)",
                    lib.verdict(),
                    lib.seconds
                );
            }
        }
        libs.push(lib);
    }
    libs.sort_by(|a, b| {
        (a.ecosystem() != "python", &a.folder).cmp(&(b.ecosystem() != "python", &b.folder))
    });

    // The crates, in process.
    let mut rows: Vec<census::Row> = libs.iter().map(|l| adapter_row(l, &args, &third)).collect();
    rows.extend(broken);
    loads.push(load_average());
    rows.extend(isolated_crate_rows(&args));
    census::sort_rows(&mut rows);
    for r in &rows {
        for f in &r.findings {
            eprintln!(
                "third-party: {} [{}]: {} {}",
                r.subject,
                r.game,
                f.confirmation.token(),
                f.describe
            );
            if let census::Confirmation::Unconfirmed(why) = &f.confirmation {
                eprintln!("    {why}");
            }
        }
    }
    if !args.only.is_empty() {
        let unknown: Vec<&String> = args
            .only
            .iter()
            .filter(|o| {
                !rows
                    .iter()
                    .any(|r| r.subject == **o || r.library.eq_ignore_ascii_case(o))
            })
            .collect();
        if !unknown.is_empty() {
            return Err(format!(
                "--only: no adapter folder, package or crate evaluator named {}",
                unknown
                    .iter()
                    .map(|u| format!("`{u}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
    }

    // 4. Results: the stored rows, the census pages, the README summary.
    if args.ci {
        eprintln!("third-party: --ci given: the stored rows, the census and README.md left alone");
    } else {
        let census_json = root.join(CENSUS_JSON);
        let seconds = started.elapsed().as_secs_f64();
        let stored = if partial {
            let mut stored = census::Stored::read(&census_json)?;
            let rechecked: Vec<String> = rows.iter().map(|r| r.subject.clone()).collect();
            // A row is gone when its adapter folder or crate evaluator no
            // longer exists; a build without the feature `census-crates`
            // (`--without-census-crates`) cannot see those crates, so it
            // keeps every stored crates.io row it did not re-check.
            let gone = |r: &census::Row| {
                !discovered.iter().any(|(f, _)| *f == r.subject)
                    && !crate_names.contains(&r.subject)
                    && (cfg!(feature = "census-crates") || r.registry != "crates.io")
            };
            stored.merge(&rechecked, rows, &gone);
            // An earlier re-check whose rows are all checked again is
            // superseded: the page lists each row's latest check once.
            stored
                .refreshed
                .retain(|r| !r.subjects.iter().all(|s| rechecked.contains(s)));
            stored.refreshed.push(census::Refresh {
                command: command.clone(),
                started: started_utc.clone(),
                seconds,
                subjects: rechecked,
            });
            stored
        } else {
            let mean = loads.iter().sum::<f64>() / loads.len().max(1) as f64;
            census::Stored {
                generated_by: "cargo xtask third-party".into(),
                run: Some(census::RunInfo {
                    command: command.clone(),
                    started: started_utc.clone(),
                    seconds,
                    cpus: std::thread::available_parallelism().map_or(1, |n| n.get()),
                    load: [
                        loads.iter().copied().fold(f64::INFINITY, f64::min),
                        mean,
                        loads.iter().copied().fold(0.0, f64::max),
                    ],
                    random: args.random.unwrap_or(0),
                    budget_s: args.random.is_none().then_some(args.budget_s),
                    seed: args.seed,
                }),
                refreshed: Vec::new(),
                rows,
            }
        };
        std::fs::write(&census_json, stored.to_json())
            .map_err(|e| format!("{CENSUS_JSON}: {e}"))?;
        eprintln!(
            "third-party: wrote {CENSUS_JSON} ({} checked rows)",
            stored.rows.len()
        );
        write_pages(&root, &third, &config, &stored)?;
    }
    if !partial {
        let doc = json!({
            "generated_by": "cargo xtask third-party",
            "game": "holdem",
            "vectors": "built-in",
            "random_per_card_count": args.random,
            "budget_s": args.random.is_none().then_some(args.budget_s),
            "sweep": args.sweep,
            "seed": args.seed,
            "installs": installs.iter().map(|i| json!({
                "ecosystem": i.ecosystem,
                "ok": i.outcome.is_ok(),
                "error": i.outcome.as_ref().err(),
            })).collect::<Vec<_>>(),
            "libraries": libs.iter().map(|l| library_json(l, &args)).collect::<Vec<_>>(),
        });
        let text = serde_json::to_string_pretty(&doc).map_err(|e| e.to_string())? + "\n";
        std::fs::write(root.join(RESULTS_JSON), text)
            .map_err(|e| format!("{RESULTS_JSON}: {e}"))?;
        std::fs::write(root.join(RESULTS_MD), results_md(&libs, &installs, &args))
            .map_err(|e| format!("{RESULTS_MD}: {e}"))?;
        eprintln!("third-party: wrote {RESULTS_JSON} and {RESULTS_MD}");
    }

    eprintln!(
        "third-party: {} adapters in {:.1} s ({})",
        libs.len(),
        started.elapsed().as_secs_f64(),
        command
    );
    if failed.is_empty() {
        Ok(ExitCode::SUCCESS)
    } else {
        for f in &failed {
            eprintln!("third-party: FAILED: {f}");
        }
        Ok(ExitCode::from(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every PyPI and npm row of the stored census shows the version its
    /// library is pinned at (two npm libraries showed `?`: their package.json
    /// is not exported, so the adapter could not read it).
    #[test]
    fn every_census_row_shows_its_pinned_version() {
        let root = root();
        let third = root.join("third-party");
        let stored = census::Stored::read(&root.join(CENSUS_JSON)).unwrap();
        let mut checked = 0;
        for row in &stored.rows {
            let js = match row.registry.as_str() {
                "npm" => true,
                "PyPI" => false,
                _ => continue,
            };
            let pin = pinned_version(&third, js, &row.library);
            assert_eq!(
                Some(&row.version),
                pin.as_ref(),
                "{} ({}) shows version {}, pinned {pin:?}",
                row.subject,
                row.registry,
                row.version
            );
            checked += 1;
        }
        assert!(checked > 60, "only {checked} rows");
        assert_eq!(
            pinned_version(&third, true, "@pokertools/evaluator").as_deref(),
            Some("1.0.20")
        );
        assert_eq!(
            pinned_version(&third, false, "Treys").as_deref(),
            Some("0.1.8")
        );
        assert_eq!(pinned_version(&third, false, "no-such-library"), None);
    }

    /// An adapter's decision from census.toml's `[decided]` reaches its
    /// row's notes; one for a folder with no row is an error; the stored
    /// census's own `[decided]` names only rows it has.
    #[test]
    fn what_an_adapter_decided_is_in_its_rows_notes() {
        let root = root();
        let third = root.join("third-party");
        let stored = census::Stored::read(&root.join(CENSUS_JSON)).unwrap();
        let config = census_config(&third).unwrap();
        assert!(config.decided.contains_key("clubs-short-deck"));
        let rows = page_rows(&stored, &third, &config).unwrap();
        for (folder, decision) in &config.decided {
            let row = rows.iter().find(|r| r.subject == *folder).unwrap();
            assert!(
                row.note.contains(decision.as_str()),
                "{folder}: {}",
                row.note
            );
        }
        let mut wrong = CensusConfig::default();
        wrong.decided.insert("no-such-adapter".into(), "x".into());
        let err = page_rows(&stored, &third, &wrong).unwrap_err();
        assert!(
            err.contains("`no-such-adapter`, which has no census row"),
            "{err}"
        );
    }

    /// `cargo xtask third-party ARGS` as clap reads it.
    fn parse(args: &[&str]) -> ThirdPartyArgs {
        #[derive(clap::Parser)]
        struct Cli {
            #[command(flatten)]
            args: ThirdPartyArgs,
        }
        <Cli as clap::Parser>::try_parse_from(
            std::iter::once("third-party").chain(args.iter().copied()),
        )
        .unwrap()
        .args
    }

    /// Each row is checked within the budget by default (no fixed caps);
    /// `--random N` asks exactly N, without a budget; the reproducing
    /// command names whichever differs from `showdown check`'s default.
    #[test]
    fn rows_are_checked_within_the_budget_unless_random_is_given() {
        let default = parse(&[]);
        let opts = default.check_options();
        assert_eq!(opts.budget, Some(Duration::from_secs(DEFAULT_BUDGET_S)));
        assert_eq!(opts.random, CheckOptions::default().random);
        assert_eq!(default.sizing_flags(), "");
        let longer = parse(&["--budget-s", "40"]);
        assert_eq!(longer.check_options().budget, Some(Duration::from_secs(40)));
        assert_eq!(longer.sizing_flags(), " --budget-s 40");
        let exact = parse(&["--random", "2000", "--seed", "7"]);
        let opts = exact.check_options();
        assert_eq!((opts.budget, opts.random, opts.seed), (None, 2000, 7));
        assert_eq!(exact.sizing_flags(), " --random 2000 --seed 7");
    }

    #[test]
    fn the_readme_block_is_replaced_between_the_markers_only() {
        let readme = format!("a\n{BEGIN}\nold\n{END}\nb\n");
        let new = splice_readme(&readme, "new\n").unwrap();
        assert_eq!(new, format!("a\n{BEGIN}\nnew\n{END}\nb\n"));
        assert_eq!(splice_readme(&new, "new\n").unwrap(), new);
        assert!(splice_readme("no markers", "x").is_none());
        assert!(splice_readme(&format!("{END}\n{BEGIN}"), "x").is_none());
    }

    #[test]
    fn cells_escape_pipes_and_categories_lose_the_reference_strength() {
        assert_eq!(cell("a|b\nc"), "a\\|b c");
        assert_eq!(category_part("flush (reference strength 123)"), "flush");
    }
}
