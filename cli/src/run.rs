//! `showdown run` and `showdown bless`: every evaluator against every
//! vector, judged against the expectations, printed as a matrix (or
//! Markdown, JSON, HTML, JUnit); and rewriting the expectations from a run.

use crate::CmdResult;
use showdown_harness::report::gallery_links::GalleryLinks;
use showdown_harness::report::{self, Format, RenderOptions};
use showdown_harness::suite::{bless_run, run_suite, run_suite_with_progress, select};
use showdown_harness::vectors::VectorSource;
use showdown_harness::Roster;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
#[command(
    after_help = "Exit status: 0 every result as expected; 1 an unexpected result or a \
vector or expectations file that fails to load; 2 usage error."
)]
pub struct RunArgs {
    /// Report format: text (also `table`), markdown, json (one record per
    /// evaluator and case; the source of the others), html (one
    /// self-contained page), junit.
    #[arg(long, short, default_value = "text")]
    pub format: String,
    /// Only these evaluators (comma-separated; `parser` is the row that runs
    /// the reject cases; `reference` is every game's reference). Default: all.
    #[arg(long, short, value_delimiter = ',')]
    pub evaluator: Vec<String>,
    /// Vectors to run instead of the built-in ones: a directory (with its
    /// `expectations/`), or one file (judged against its own entries of
    /// `expectations/` beside it).
    #[arg(long, value_name = "DIR|FILE")]
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
    /// No progress on stderr.
    #[arg(long, short)]
    pub quiet: bool,
    /// Where the HTML report links the gallery pages (default: this
    /// checkout's `docs/gallery/` when run inside one, else `docs/gallery/`).
    #[arg(long, value_name = "URL")]
    pub gallery_url: Option<String>,
}

#[derive(clap::Args, Debug)]
#[command(
    after_help = "Exit status: 0 written (or nothing to change); 2 usage error or \
vectors that fail to load."
)]
pub struct BlessArgs {
    /// The evaluator whose expectations to rewrite, or `all`.
    #[arg(long, short, default_value = "all")]
    pub evaluator: String,
    /// The vectors directory whose `expectations/` to rewrite (default:
    /// `vectors/` in the current directory).
    #[arg(long, value_name = "DIR")]
    pub vectors: Option<PathBuf>,
    /// Print what would change without writing.
    #[arg(long)]
    pub dry_run: bool,
}

/// `--vectors` as a source: the built-in vectors when not given.
pub fn source_of(path: Option<&Path>) -> Result<VectorSource, showdown_harness::Error> {
    match path {
        None => Ok(VectorSource::Builtin),
        Some(p) => Ok(VectorSource::from_path(p)?),
    }
}

/// The gallery's address for HTML links.
fn gallery_base(given: Option<&str>) -> String {
    if let Some(g) = given {
        return if g.ends_with('/') {
            g.to_string()
        } else {
            format!("{g}/")
        };
    }
    match std::fs::canonicalize("docs/gallery") {
        Ok(abs) if abs.is_dir() => format!("file://{}/", abs.display()),
        _ => "docs/gallery/".to_string(),
    }
}

/// `showdown run`.
pub fn run(args: RunArgs, registry: &Roster) -> CmdResult {
    let format = Format::parse(&args.format, &Format::ALL)?;
    let report = match &args.from_json {
        Some(path) => {
            let text = showdown_harness::vectors::read_text(path).map_err(|e| e.to_string())?;
            report::json::read(&text).map_err(|e| format!("{}: {e}", path.display()))?
        }
        None => {
            let source = source_of(args.vectors.as_deref())?;
            let selection = select(registry, &args.evaluator)?;
            let progress = crate::progress::for_stderr(args.quiet);
            run_suite_with_progress(&source, selection, &registry.names(), &*progress).report
        }
    };
    let to_terminal = args.output.is_none() && std::io::stdout().is_terminal();
    let options = RenderOptions {
        by_cases: args.cases,
        color: format == Format::Text && to_terminal && !args.no_color,
        links: GalleryLinks::committed(gallery_base(args.gallery_url.as_deref())),
        evaluators: registry
            .entries()
            .iter()
            .map(|e| e.evaluator.clone())
            .collect(),
    };
    let text = report::render(&report, format, &options);
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

/// `showdown bless`.
pub fn bless(args: BlessArgs, registry: &Roster) -> CmdResult {
    let dir = args
        .vectors
        .clone()
        .unwrap_or_else(|| PathBuf::from("vectors"));
    if !dir.is_dir() {
        return Err(format!(
            "{}: no vectors directory here; bless rewrites `<DIR>/expectations/`, so run it in \
             the checkout or give --vectors DIR",
            dir.display()
        )
        .into());
    }
    let selection = select(registry, std::slice::from_ref(&args.evaluator))?;
    let parser = selection.parser;
    let run = run_suite(&VectorSource::Dir(dir), selection, &registry.names());
    let blessed = bless_run(&run, parser)?;
    let mut changed = 0;
    for b in &blessed {
        let total = b.kept + b.added.len();
        if !b.changed() {
            if total > 0 {
                println!("{}: unchanged ({total} expected failures)", b.evaluator);
            }
            continue;
        }
        if !args.dry_run {
            b.write()?;
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
