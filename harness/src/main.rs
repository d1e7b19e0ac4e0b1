//! `showdown`: the conformance suite's command line.

use clap::{Parser, Subcommand};
use showdown_evaluators::card::{format_cards, parse_hand};
use showdown_evaluators::evaluator::Evaluator;
use showdown_evaluators::reference::Reference;
use showdown_evaluators::registry;
use showdown_harness::{protocol, selfcheck};
use std::io::{self, BufRead, BufWriter, Write};

use std::process::ExitCode;
use std::sync::Arc;

#[derive(Parser)]
#[command(
    name = "showdown",
    version,
    about = "A conformance suite for poker hand evaluators",
    long_about = "A conformance suite for poker hand evaluators: a proven-correct reference, \
                  faithful ports of published evaluators, shared vectors, and exhaustive checks."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Every evaluator against every vector, judged against the expectations
    /// files, as a matrix (`--format table|markdown|json|html|junit`).
    /// Exit 1 when anything is unexpected or a vector fails to load.
    Run(showdown_harness::cli_run::RunArgs),
    /// Rewrite `vectors/expectations/<evaluator>.toml` from a run, keeping
    /// existing reasons; prints what was added and removed.
    Bless(showdown_harness::cli_run::BlessArgs),
    /// Evaluate one hand, or (with `-`) every hand on stdin over the line protocol.
    Eval(EvalArgs),
    /// List the evaluators with their domain and what they return.
    Evaluators,
    /// Prove the reference exhaustively: category counts, distinct strengths,
    /// and the order check against best-of-subsets.
    Selfcheck(SelfcheckArgs),
    /// One hand through the reference and every evaluator, side by side, each
    /// disagreement explained by its deviation class (`--trace`: the path taken).
    Explain(showdown_harness::cli_explain::ExplainArgs),
    /// Check (or with `--write` regenerate) the evaluator gallery and the pitfall tour.
    Gallery(showdown_harness::gallery::GalleryArgs),
    /// Every hand of n cards through each evaluator and the reference:
    /// confusion matrices, order agreement, deviation classes, examples.
    Sweep(showdown_harness::sweep::SweepArgs),
    /// Where two evaluators disagree, by kind, each with its smallest example
    /// (random hands with a printed seed, or `--exhaustive`).
    Diff(showdown_harness::diff::DiffArgs),
    /// Generate the deviation catalog (`docs/deviations.md`) from exhaustive
    /// sweeps (`--write`), or check the committed one against the code (`--check`).
    Catalog(showdown_harness::catalog::CatalogArgs),
    /// Validate one evaluator — an external program over the line protocol
    /// (`--cmd`, `--manifest`) or a built-in — against the reference: random
    /// hands, sweeps, a minimal example of every problem. Exit 0/1/2.
    Check(showdown_harness::cli_check::CheckArgs),
}

#[derive(clap::Args)]
struct EvalArgs {
    /// The hand (`"As Ks Qs Js Ts 2c 3d"`), or `-` to read one hand per line
    /// from stdin and answer each with one protocol line.
    hand: String,
    /// Which evaluator (see `showdown evaluators`).
    #[arg(long, short, default_value = "reference")]
    evaluator: String,
    /// Also evaluate hands whose card count lies outside the evaluator's
    /// domain (the algorithm runs as its original would).
    #[arg(long)]
    out_of_domain: bool,
}

#[derive(clap::Args)]
struct SelfcheckArgs {
    /// Card counts to check, e.g. `5,6,7`.
    #[arg(long, value_delimiter = ',', default_value = "5")]
    cards: Vec<usize>,
    /// Skip the order check against best-of-subsets (histogram and distinct
    /// strengths only; much faster).
    #[arg(long)]
    no_order: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Run(args) => showdown_harness::cli_run::run(args),
        Command::Bless(args) => showdown_harness::cli_run::bless(args),
        Command::Eval(args) => eval(args),
        Command::Evaluators => {
            list_evaluators();
            Ok(ExitCode::SUCCESS)
        }
        Command::Selfcheck(args) => run_selfcheck(args),
        Command::Explain(args) => showdown_harness::cli_explain::run(args),
        Command::Gallery(args) => showdown_harness::gallery::run(args),
        Command::Sweep(args) => showdown_harness::sweep::command(args),
        Command::Diff(args) => showdown_harness::diff::command(args),
        Command::Catalog(args) => showdown_harness::catalog::command(args),
        Command::Check(args) => showdown_harness::cli_check::run(args),
    };
    match result {
        Ok(code) => code,
        Err(msg) => {
            eprintln!("showdown: {msg}");
            ExitCode::from(2)
        }
    }
}

fn find_evaluator(name: &str) -> Result<Arc<dyn Evaluator>, String> {
    registry::by_name(name).ok_or_else(|| {
        format!(
            "unknown evaluator `{name}`; known: {}",
            registry::names().join(", ")
        )
    })
}

fn eval(args: EvalArgs) -> Result<ExitCode, String> {
    let ev = find_evaluator(&args.evaluator)?;
    if args.hand == "-" {
        return eval_stream(&*ev, args.out_of_domain).map_err(|e| format!("stdin/stdout: {e}"));
    }
    let cards = parse_hand(&args.hand).map_err(|e| format!("hand `{}`: {e}", args.hand))?;
    if !ev.domain().contains(cards.len()) && !args.out_of_domain {
        return Err(format!(
            "{} is written for {} cards, not {} (add --out-of-domain to run it anyway)",
            ev.name(),
            ev.domain(),
            cards.len()
        ));
    }
    let verdict = ev
        .evaluate(&cards)
        .map_err(|r| format!("{} rejects `{}`: {r}", ev.name(), format_cards(&cards)))?;
    let reference = Reference::new();
    let best = reference.best_five(&cards);
    let ace_high = verdict.category == showdown_evaluators::Category::StraightFlush
        && best.first().map(|c| c.rank()) == Some(showdown_evaluators::Rank::Ace);
    println!("hand:      {}", format_cards(&cards));
    println!("evaluator: {}", ev.name());
    println!(
        "category:  {} ({}) [{}]",
        verdict.category.display_name(ace_high),
        verdict.category.display_name_ja(ace_high),
        verdict.category.token()
    );
    if ev.name() == "reference" {
        println!("best five: {}", format_cards(&best));
    }
    match verdict.strength {
        Some(s) => println!("strength:  {s}"),
        None => println!("strength:  (none: this evaluator gives a category only)"),
    }
    Ok(ExitCode::SUCCESS)
}

/// The protocol loop: one response line per request line. Output is
/// buffered and flushed whenever no more input is waiting, so both a
/// streaming peer and an interactive one are served.
fn eval_stream(ev: &dyn Evaluator, out_of_domain: bool) -> io::Result<ExitCode> {
    let stdin = io::stdin();
    let mut input = io::BufReader::with_capacity(1 << 16, stdin.lock());
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut line = String::new();
    loop {
        line.clear();
        if input.read_line(&mut line)? == 0 {
            break;
        }
        let text = line.trim_end_matches(['\n', '\r']);
        match showdown_harness::external::serve::parse_request(text) {
            Err(e) => writeln!(out, "error {e}")?,
            Ok(cards) if !out_of_domain && !ev.domain().contains(cards.len()) => writeln!(
                out,
                "skip {} takes {} cards, not {}",
                ev.name(),
                ev.domain(),
                cards.len()
            )?,
            Ok(cards) => {
                let result =
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| ev.evaluate(&cards)));
                match result {
                    Ok(r) => writeln!(out, "{}", protocol::format_result_for(&cards, &r))?,
                    Err(_) => writeln!(out, "error {} panicked on this hand", ev.name())?,
                }
            }
        }
        // Nothing more waiting: the peer may be waiting for this answer.
        if input.buffer().is_empty() {
            out.flush()?;
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

fn list_evaluators() {
    let evs = registry::all();
    let w = evs.iter().map(|e| e.name().len()).max().unwrap_or(8).max(9);
    println!(
        "{:w$}  {:6}  {:9}  {:8}  returns",
        "evaluator", "domain", "order", "strength"
    );
    for e in evs {
        println!(
            "{:w$}  {:6}  {:9}  {:8}  {}",
            e.name(),
            e.domain().to_string(),
            e.order().token(),
            if e.gives_strength() { "yes" } else { "no" },
            e.returns()
        );
    }
}

fn run_selfcheck(args: SelfcheckArgs) -> Result<ExitCode, String> {
    let mut ok = true;
    for &n in &args.cards {
        if !(1..=7).contains(&n) {
            return Err(format!("--cards {n}: hands have 1 to 7 cards"));
        }
        let start = std::time::Instant::now();
        let report = selfcheck::run(n, !args.no_order);
        let problems = report.problems();
        println!(
            "{n} cards: {} hands, {} distinct strengths, histogram {:?}{} — {} in {:.1?}",
            report.hands,
            report.distinct,
            report.histogram,
            if report.order_checked {
                ", order checked against best-of-subsets"
            } else {
                ""
            },
            if problems.is_empty() { "OK" } else { "FAILED" },
            start.elapsed()
        );
        for p in &problems {
            println!("  {p}");
        }
        ok &= problems.is_empty();
    }
    if let (Some(kib), Some(cpu)) = (
        showdown_harness::enumerate::peak_rss_kib(),
        showdown_harness::enumerate::process_cpu_seconds(),
    ) {
        println!(
            "peak RSS {:.1} MiB; process CPU time {cpu:.2} s on {} threads",
            kib as f64 / 1024.0,
            rayon::current_num_threads()
        );
    }
    Ok(if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
