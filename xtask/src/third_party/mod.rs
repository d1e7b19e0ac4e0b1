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
//!    [`showdown_harness::conformance::check_with`]: the built-in vectors, then
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

use crate::census;
use serde_json::{json, Value};
use showdown_evaluators::card::format_cards;
use showdown_harness::conformance::plan::DEFAULT_BUDGET_S;
use showdown_harness::conformance::{
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

mod adapters;
mod crates;
mod install;
mod process;
mod render;
mod selftest;
mod store;
#[cfg(test)]
mod tests;

use adapters::*;
use crates::*;
use install::*;
use process::*;
use render::*;
use selftest::*;
use store::*;

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
            cpp::install(&third),
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
