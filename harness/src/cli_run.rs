//! `showdown run` and `showdown bless`: every evaluator against every
//! vector, judged against the expectations files, printed as a matrix (or
//! Markdown, JSON, HTML, JUnit); and rewriting the expectations from a run.

use crate::expectations::{self, Blessed, Expectations};
use crate::report::{self, Format, RunReport};
use crate::runner::{self, PARSER};
use crate::vectors::{self, Suite};
use showdown_evaluators::evaluator::Evaluator;
use showdown_evaluators::registry;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

#[derive(clap::Args, Debug)]
pub struct RunArgs {
    /// Report format: table, markdown, json (one record per evaluator and
    /// case; the source of the others), html (one self-contained page), junit.
    #[arg(long, short, default_value = "table")]
    pub format: String,
    /// Only these evaluators (comma-separated; `parser` is the row that runs
    /// the reject cases). Default: all.
    #[arg(long, short, value_delimiter = ',')]
    pub evaluator: Vec<String>,
    /// The vectors directory (default: `vectors/` here, else the workspace's).
    #[arg(long)]
    pub vectors: Option<PathBuf>,
    /// Show cases × evaluators (identical rows grouped) instead of
    /// evaluators × vector files.
    #[arg(long)]
    pub cases: bool,
    /// Write the report to this file instead of stdout.
    #[arg(long, short)]
    pub output: Option<PathBuf>,
    /// Render a saved JSON report instead of running.
    #[arg(long, value_name = "JSON")]
    pub from_json: Option<PathBuf>,
    /// No colours in the table, even on a terminal.
    #[arg(long)]
    pub no_color: bool,
}

#[derive(clap::Args, Debug)]
pub struct BlessArgs {
    /// The evaluator whose expectations to rewrite, or `all`.
    #[arg(long, short, default_value = "all")]
    pub evaluator: String,
    /// The vectors directory (default: `vectors/` here, else the workspace's).
    #[arg(long)]
    pub vectors: Option<PathBuf>,
    /// Print what would change without writing.
    #[arg(long)]
    pub dry_run: bool,
}

/// `vectors/` in the current directory if there is one, else the workspace's.
pub fn default_vectors_dir() -> PathBuf {
    let here = PathBuf::from("vectors");
    if here.is_dir() {
        return here;
    }
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map_or_else(|| PathBuf::from("vectors"), |w| w.join("vectors"))
}

/// Everything one run produced.
pub struct SuiteRun {
    pub suite: Suite,
    pub expectations: Expectations,
    pub evaluators: Vec<Arc<dyn Evaluator>>,
    pub report: RunReport,
}

/// The evaluators named (all when `names` is empty or `all`), and whether
/// the parser row runs.
pub fn select(names: &[String]) -> Result<(Vec<Arc<dyn Evaluator>>, bool), String> {
    let extra = crate::external::extra_evaluators()?;
    if names.is_empty() || names.iter().any(|n| n == "all") {
        return Ok((registry::all().into_iter().chain(extra).collect(), true));
    }
    let mut evs = Vec::new();
    let mut parser = false;
    for n in names {
        if n == PARSER {
            parser = true;
            continue;
        }
        let found = extra.iter().find(|e| e.name() == n).cloned();
        let ev = found.or_else(|| registry::by_name(n)).ok_or_else(|| {
            format!(
                "unknown evaluator `{n}`; known: {}, {PARSER}",
                registry::names().join(", ")
            )
        })?;
        evs.push(ev);
    }
    Ok((evs, parser))
}

/// Loads the vectors and expectations under `dir`, runs the evaluators and
/// judges every result.
pub fn run_suite(
    dir: &Path,
    evaluators: Vec<Arc<dyn Evaluator>>,
    parser: bool,
    all: bool,
) -> SuiteRun {
    let suite = vectors::load_dir(dir);
    let expectations = expectations::load_dir(&expectations::dir_of(dir));
    let trials = runner::run(&suite, &evaluators, parser);
    let mut ran: Vec<String> = evaluators.iter().map(|e| e.name().to_string()).collect();
    if parser {
        ran.push(PARSER.to_string());
    }
    let report = expectations::judge(&suite, &trials, &expectations, &ran, all);
    SuiteRun {
        suite,
        expectations,
        evaluators,
        report,
    }
}

/// `showdown run`.
pub fn run(args: RunArgs) -> Result<ExitCode, String> {
    let format = Format::from_token(&args.format).ok_or_else(|| {
        format!(
            "--format {}: expected table, markdown, json, html or junit",
            args.format
        )
    })?;
    let report = match &args.from_json {
        Some(path) => {
            let text =
                std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
            report::json::read(&text).map_err(|e| format!("{}: {e}", path.display()))?
        }
        None => {
            let dir = args.vectors.clone().unwrap_or_else(default_vectors_dir);
            let (evs, parser) = select(&args.evaluator)?;
            let all = args.evaluator.is_empty() || args.evaluator.iter().any(|n| n == "all");
            run_suite(&dir, evs, parser, all).report
        }
    };
    let to_terminal = args.output.is_none() && std::io::stdout().is_terminal();
    let color = format == Format::Table && to_terminal && !args.no_color;
    let text = report::render(&report, format, args.cases, color);
    match &args.output {
        Some(path) => {
            std::fs::write(path, &text).map_err(|e| format!("{}: {e}", path.display()))?;
            eprintln!("wrote {}", path.display());
            eprintln!("{}", report::matrix::summary(&report));
        }
        None => print!("{text}"),
    }
    Ok(if report.failed() {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// Computes the new expectations of every evaluator in `run` (and the
/// parser's when `parser`), and writes them unless `dry_run`: a file with
/// entries is (re)written, a file left without entries is removed.
pub fn bless_run(run: &SuiteRun, parser: bool, dry_run: bool) -> Result<Vec<Blessed>, String> {
    let blocking: Vec<String> = run
        .suite
        .errors
        .iter()
        .chain(&run.expectations.errors)
        .map(|e| format!("  {e}"))
        .collect();
    if !blocking.is_empty() {
        return Err(format!(
            "not blessing while vectors or expectations fail to load (the broken cases did not run):\n{}",
            blocking.join("\n")
        ));
    }
    let mut targets: Vec<(String, Option<Arc<dyn Evaluator>>)> = run
        .evaluators
        .iter()
        .map(|e| (e.name().to_string(), Some(e.clone())))
        .collect();
    if parser {
        targets.push((PARSER.to_string(), None));
    }
    let mut out = Vec::new();
    for (name, ev) in targets {
        let b = expectations::bless(
            &name,
            ev.as_deref(),
            &run.suite,
            &run.report.records,
            &run.expectations,
        );
        let changed = !b.added.is_empty() || !b.removed.is_empty();
        if changed && !dry_run {
            if b.text.is_empty() {
                if b.path.exists() {
                    std::fs::remove_file(&b.path)
                        .map_err(|e| format!("{}: {e}", b.path.display()))?;
                }
            } else {
                if let Some(parent) = b.path.parent() {
                    std::fs::create_dir_all(parent)
                        .map_err(|e| format!("{}: {e}", parent.display()))?;
                }
                std::fs::write(&b.path, &b.text)
                    .map_err(|e| format!("{}: {e}", b.path.display()))?;
            }
        }
        out.push(b);
    }
    Ok(out)
}

/// `showdown bless`.
pub fn bless(args: BlessArgs) -> Result<ExitCode, String> {
    let dir = args.vectors.clone().unwrap_or_else(default_vectors_dir);
    let names = vec![args.evaluator.clone()];
    let (evs, parser) = select(&names)?;
    let run = run_suite(&dir, evs, parser, args.evaluator == "all");
    let blessed = bless_run(&run, parser, args.dry_run)?;
    let mut changed = 0;
    for b in &blessed {
        let total = b.kept + b.added.len();
        if b.added.is_empty() && b.removed.is_empty() {
            if total > 0 {
                println!("{}: unchanged ({total} expected failures)", b.evaluator);
            }
            continue;
        }
        changed += 1;
        println!(
            "{}: +{} added, -{} removed, {} kept → {}",
            b.evaluator,
            b.added.len(),
            b.removed.len(),
            b.kept,
            b.path.display()
        );
        for e in &b.added {
            println!("  + {} [{}] {}", e.case, e.kind, e.reason);
        }
        for e in &b.removed {
            println!("  - {} [{}] {}", e.case, e.kind, e.reason);
        }
        if b.text.is_empty() && !args.dry_run {
            println!("  (no failures left: file removed)");
        }
    }
    if changed == 0 {
        println!("expectations already match the run");
    } else if args.dry_run {
        println!("(dry run: nothing written)");
    }
    Ok(ExitCode::SUCCESS)
}
