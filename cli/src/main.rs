//! `showdown`: the conformance suite's command line. Each subcommand module
//! parses its flags, calls the library (`showdown_harness`) and prints what
//! it returns; the library itself never prints.

mod check;
mod diff;
mod explain;
mod interrupt;
mod progress;
mod run;
mod sweep;

use clap::{Parser, Subcommand};
use rayon::prelude::*;
use showdown_evaluators::card::format_cards;
use showdown_evaluators::evaluator::Evaluator;
use showdown_evaluators::game::Game;
use showdown_harness::{protocol, selfcheck, Registry};
use std::io::{self, BufRead, BufWriter, Write};
use std::process::ExitCode;

/// What a subcommand returns: its exit status, or a usage or start error
/// (printed, exit status 2).
pub type CmdResult = Result<ExitCode, CliError>;

/// A usage or start error, printed as `showdown: <message>`.
#[derive(Debug)]
pub struct CliError(pub String);

impl From<String> for CliError {
    fn from(s: String) -> CliError {
        CliError(s)
    }
}

impl From<&str> for CliError {
    fn from(s: &str) -> CliError {
        CliError(s.to_string())
    }
}

impl From<showdown_harness::Error> for CliError {
    fn from(e: showdown_harness::Error) -> CliError {
        CliError(e.to_string())
    }
}

impl From<showdown_harness::registry::UnknownEvaluator> for CliError {
    fn from(e: showdown_harness::registry::UnknownEvaluator) -> CliError {
        CliError(e.to_string())
    }
}

impl From<showdown_harness::external::spec::SpecError> for CliError {
    fn from(e: showdown_harness::external::spec::SpecError) -> CliError {
        CliError(e.0)
    }
}

impl From<showdown_harness::external::client::StartError> for CliError {
    fn from(e: showdown_harness::external::client::StartError) -> CliError {
        CliError(e.0)
    }
}

impl From<showdown_harness::vectors::LoadError> for CliError {
    fn from(e: showdown_harness::vectors::LoadError) -> CliError {
        CliError(e.to_string())
    }
}

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

// Parsed once per process: the size of the largest variant (check's many
// flags) costs nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand)]
enum Command {
    /// Every evaluator against every vector, judged against the expectations
    /// files, as a matrix (`--format text|markdown|json|html|junit`).
    /// Exit 1 when anything is unexpected or a vector fails to load.
    Run(run::RunArgs),
    /// Rewrite `vectors/expectations/<evaluator>.toml` from a run, keeping
    /// existing reasons; prints what was added and removed.
    Bless(run::BlessArgs),
    /// Evaluate one hand, or (with `-`) every hand on stdin over the line protocol.
    Eval(EvalArgs),
    /// List the evaluators with their kind, domain and what they return.
    #[command(after_help = "Exit status: 0; 2 when a configured external program cannot start.")]
    Evaluators,
    /// Prove the reference exhaustively: category counts, distinct strengths,
    /// and the order check against best-of-subsets.
    Selfcheck(SelfcheckArgs),
    /// One hand through the reference and every evaluator, side by side, each
    /// disagreement explained by its deviation class (`--trace`: the path taken).
    Explain(explain::ExplainArgs),
    /// Every hand of n cards through each evaluator and the reference:
    /// confusion matrices, order agreement, deviation classes, examples.
    Sweep(sweep::SweepArgs),
    /// Where two evaluators disagree, by kind, each with its smallest example
    /// (random hands with a printed seed, or `--exhaustive`).
    Diff(diff::DiffArgs),
    /// Validate one evaluator — an external program over the line protocol
    /// (`--cmd`, `--manifest`) or a built-in — against the reference: random
    /// hands, sweeps, a minimal example of every problem. Exit 0/1/2/3.
    Check(check::CheckArgs),
}

#[derive(clap::Args)]
#[command(
    after_help = "Exit status: 0 evaluated (with `-`: the input ended); 2 a hand that \
does not parse, an unknown evaluator, or a hand outside its domain. With `-` a bad line is \
answered with an `error` line and the stream goes on."
)]
struct EvalArgs {
    /// The hand (`"As Ks Qs Js Ts 2c 3d"`), or `-` to read one hand per line
    /// from stdin and answer each with one protocol line.
    hand: String,
    /// Which evaluator (see `showdown evaluators`; default: the game's reference).
    #[arg(long, short)]
    evaluator: Option<String>,
    /// The game: holdem (default), omaha (hands written `HOLE | BOARD`),
    /// short-deck, short-deck-trips-over-straight, ace-to-five, deuce-to-seven.
    #[arg(long, default_value = "holdem")]
    game: String,
    /// Also evaluate hands whose card count lies outside the evaluator's
    /// domain (the algorithm runs as its original would).
    #[arg(long)]
    out_of_domain: bool,
}

#[derive(clap::Args)]
#[command(
    after_help = "Exit status: 0 every count and the order check match; 1 a mismatch \
(printed); 2 usage error."
)]
struct SelfcheckArgs {
    /// Card counts to check, e.g. `5,6,7`.
    #[arg(long, value_delimiter = ',', default_value = "5")]
    cards: Vec<usize>,
    /// Skip the order check against best-of-subsets (histogram and distinct
    /// strengths only; much faster).
    #[arg(long)]
    no_order: bool,
    /// No progress on stderr.
    #[arg(long, short)]
    quiet: bool,
    /// The game whose reference to prove: holdem (default), short-deck,
    /// short-deck-trips-over-straight, ace-to-five and deuce-to-seven (every
    /// hand of --cards, against the plain checker and the derived counts),
    /// omaha (random deals against the brute force, and every deal of a
    /// restricted deck), stud-hi-lo (the low on every hand of --cards) and
    /// omaha-hi-lo (the low on random deals and every deal of a restricted
    /// deck).
    #[arg(long, default_value = "holdem")]
    game: String,
    /// Omaha and Omaha hi-lo: random deals per hole size (4, 5 and 6 hole
    /// cards, 5 board cards).
    #[arg(long, default_value_t = 1_000_000)]
    deals: u64,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match dispatch(cli.command) {
        Ok(code) => code,
        Err(CliError(msg)) => {
            eprintln!("showdown: {msg}");
            ExitCode::from(2)
        }
    }
}

fn dispatch(command: Command) -> CmdResult {
    // Selfcheck proves the reference alone: no configured programs to start.
    if let Command::Selfcheck(args) = command {
        return run_selfcheck(args);
    }
    let registry = Registry::load()?;
    match command {
        Command::Run(args) => run::run(args, &registry),
        Command::Bless(args) => run::bless(args, &registry),
        Command::Eval(args) => eval(args, &registry),
        Command::Evaluators => {
            list_evaluators(&registry);
            Ok(ExitCode::SUCCESS)
        }
        Command::Selfcheck(_) => unreachable!("handled above"),
        Command::Explain(args) => explain::run(args, &registry),
        Command::Sweep(args) => sweep::command(args, &registry),
        Command::Diff(args) => diff::command(args, &registry),
        Command::Check(args) => check::run(args, &registry),
    }
}

/// The game named by `--game`.
pub fn game_arg(id: &str) -> Result<&'static Game, CliError> {
    Game::by_id(id).ok_or_else(|| {
        CliError(format!(
            "--game {}: expected one of {}",
            quoted(id),
            Game::ids().join(", ")
        ))
    })
}

fn eval(args: EvalArgs, registry: &Registry) -> CmdResult {
    let game = game_arg(&args.game)?;
    let ev = match &args.evaluator {
        Some(name) => registry.get(name)?,
        None => registry
            .reference_of(game)
            .ok_or_else(|| format!("no reference for {}", game.id))?,
    };
    if ev.game() != game {
        return Err(format!(
            "{} evaluates {} hands; add --game {}",
            ev.name(),
            ev.game().id,
            ev.game().id
        )
        .into());
    }
    if args.hand == "-" {
        return eval_stream(&*ev, args.out_of_domain)
            .map_err(|e| CliError(format!("stdin/stdout: {e}")));
    }
    let cards = showdown_evaluators::games::parse_joined(game, &args.hand)
        .map_err(|e| format!("hand `{}`: {e}", quoted(&args.hand)))?;
    if !ev.domain().contains(cards.len()) && !args.out_of_domain {
        return Err(format!(
            "{} is written for {} cards, not {} (add --out-of-domain to run it anyway)",
            ev.name(),
            ev.domain(),
            cards.len()
        )
        .into());
    }
    let shown = showdown_evaluators::games::format_joined(game, &cards);
    let verdict = showdown_evaluators::games::evaluate_joined(&*ev, &cards)
        .map_err(|r| format!("{} rejects `{shown}`: {r}", ev.name()))?;
    let reference = registry
        .reference_of(game)
        .ok_or_else(|| format!("no reference for {}", game.id))?;
    let best = reference.best_five(&cards).unwrap_or_default();
    let ace_high = verdict.category == showdown_evaluators::Category::StraightFlush
        && best.first().map(|c| c.rank()) == Some(showdown_evaluators::Rank::Ace);
    println!("hand:      {shown}");
    println!("game:      {} ({})", game.name, game.name_ja);
    println!("evaluator: {}", ev.name());
    println!(
        "category:  {} ({}) [{}]",
        verdict.category.display_name(ace_high),
        verdict.category.display_name_ja(ace_high),
        verdict.category.token()
    );
    if ev.name() == reference.name() && !best.is_empty() {
        println!("best five: {}", format_cards(&best));
    }
    match verdict.strength {
        Some(s) => println!("strength:  {s}"),
        None => println!("strength:  (none: this evaluator gives a category only)"),
    }
    if game.is_hi_lo() {
        let want = showdown_evaluators::games::evaluate_joined(&*reference, &cards)
            .map(|v| v.low)
            .unwrap_or_default();
        let low = match verdict.low {
            showdown_evaluators::Low::Qualifies(s) if ev.name() == reference.name() => format!(
                "{} (strength {})",
                showdown_harness::hilo::low_text_of(&verdict.low),
                s.map_or("none".into(), |s| s.to_string())
            ),
            showdown_evaluators::Low::Qualifies(Some(s)) => format!("a low (strength {s})"),
            showdown_evaluators::Low::Qualifies(None) => "a low".into(),
            showdown_evaluators::Low::NoLow => "no low".into(),
            showdown_evaluators::Low::NotPlayed => "(no low half given)".into(),
        };
        println!("low:       {low}");
        if let Some(problem) = showdown_harness::hilo::low_problem(&verdict.low, &want) {
            println!(
                "           {problem} (reference: {})",
                showdown_harness::hilo::low_text_of(&want)
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The protocol loop: one response line per request line. Output is
/// buffered and flushed whenever no more input is waiting, so both a
/// streaming peer and an interactive one are served. A line that is not
/// UTF-8 text is answered with one `error` line, and the loop goes on.
fn eval_stream(ev: &dyn Evaluator, out_of_domain: bool) -> io::Result<ExitCode> {
    let stdin = io::stdin();
    let mut input = io::BufReader::with_capacity(1 << 16, stdin.lock());
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut raw: Vec<u8> = Vec::new();
    loop {
        raw.clear();
        if input.read_until(b'\n', &mut raw)? == 0 {
            break;
        }
        let line = match std::str::from_utf8(&raw) {
            Ok(text) => text.trim_end_matches(['\n', '\r']),
            Err(e) => {
                writeln!(
                    out,
                    "error the line is not UTF-8 text (invalid byte at offset {})",
                    e.valid_up_to()
                )?;
                if input.buffer().is_empty() {
                    out.flush()?;
                }
                continue;
            }
        };
        let parsed = if ev.game().has_hole_cards() {
            showdown_evaluators::games::parse_joined(ev.game(), line).map_err(|e| e.0)
        } else {
            showdown_harness::external::serve::parse_request(line).map_err(|e| e.to_string())
        };
        match parsed {
            Err(e) => writeln!(out, "error {e}")?,
            Ok(cards) if !out_of_domain && !ev.domain().contains(cards.len()) => writeln!(
                out,
                "skip {} takes {} cards, not {}",
                ev.name(),
                ev.domain(),
                cards.len()
            )?,
            Ok(cards) => {
                let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    showdown_evaluators::games::evaluate_joined(ev, &cards)
                }));
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

/// At most 60 characters of an input, for an error message.
pub fn quoted(s: &str) -> String {
    showdown_evaluators::card::shorten_for_message(s, showdown_evaluators::card::QUOTE_MAX)
}

fn list_evaluators(registry: &Registry) {
    let entries = registry.entries();
    let w = entries
        .iter()
        .map(|e| e.evaluator.name().len())
        .max()
        .unwrap_or(8)
        .max(9);
    let g = entries
        .iter()
        .map(|e| e.evaluator.game().id.len())
        .max()
        .unwrap_or(4);
    println!(
        "{:w$}  {:9}  {:g$}  {:6}  {:9}  {:8}  returns",
        "evaluator", "kind", "game", "domain", "order", "strength"
    );
    for entry in entries {
        let e = &entry.evaluator;
        println!(
            "{:w$}  {:9}  {:g$}  {:6}  {:9}  {:8}  {}",
            e.name(),
            entry.kind.token(),
            e.game().id,
            e.domain().to_string(),
            e.order().token(),
            if e.gives_strength() { "yes" } else { "no" },
            e.returns()
        );
    }
}

/// `selfcheck --game` for the games beyond hold'em.
/// The low halves of the hi-lo games (their high halves are the proven
/// hold'em and Omaha references: `selfcheck` and `selfcheck --game omaha`).
fn selfcheck_hi_lo(
    args: &SelfcheckArgs,
    game: &'static Game,
    report: &mut dyn FnMut(String, Result<String, String>, std::time::Duration),
) -> Result<(), CliError> {
    use showdown_evaluators::games::hi_lo::proof;
    let summary = |s: proof::LowProofSummary| {
        format!(
            "{} hands, {} with a low, {} distinct lows, same lows and order as the plain checker",
            s.hands, s.qualifying, s.classes
        )
    };
    if game.has_hole_cards() {
        let deals = args.deals;
        let deck = proof::restricted_deck();
        // The three random runs and the restricted deck at once (one job
        // each; the slowest, six hole cards, goes first).
        let mut runs: Vec<_> = [Some(6usize), Some(5), None, Some(4)]
            .into_par_iter()
            .map(|hole| {
                let t = std::time::Instant::now();
                let r = match hole {
                    Some(hole) => proof::prove_omaha_random(hole, 5, deals, 0x5EED ^ hole as u64),
                    None => proof::prove_omaha_restricted(&deck, 4, 5),
                };
                (hole, r.map_err(|e| e.0), t.elapsed())
            })
            .collect();
        // Reported as before: 4, 5 and 6 hole cards, then the deck.
        runs.sort_by_key(|(hole, _, _)| hole.unwrap_or(usize::MAX));
        for (hole, r, took) in runs {
            let what = match hole {
                Some(hole) => format!(
                    "{} low: {deals} random deals of {hole} hole + 5 board cards",
                    game.id
                ),
                None => format!(
                    "{} low: every 4 + 5 deal of the restricted deck {}",
                    game.id,
                    format_cards(&deck)
                ),
            };
            report(what, r.map(summary), took);
        }
        return Ok(());
    }
    for &n in &args.cards {
        if !game.takes(n) {
            return Err(format!("--cards {n}: {} hands have {} cards", game.id, game.cards).into());
        }
        let t = std::time::Instant::now();
        let r = proof::prove_stud_exhaustive(n).map_err(|e| e.0).map(|s| {
            format!(
                "{} (the derived count {})",
                summary(s),
                proof::derived_qualifying(n as u64)
            )
        });
        report(
            format!("{} low, every {n}-card hand", game.id),
            r,
            t.elapsed(),
        );
    }
    Ok(())
}

fn selfcheck_game(args: &SelfcheckArgs, game: &'static Game) -> CmdResult {
    use showdown_evaluators::games::{lowball, omaha, short_deck};
    let mut ok = true;
    let mut report =
        |what: String, result: Result<String, String>, took: std::time::Duration| match result {
            Ok(summary) => println!("{what}: {summary} — OK in {took:.1?}"),
            Err(e) => {
                ok = false;
                println!("{what}: FAILED in {took:.1?}\n  {e}");
            }
        };
    if game.is_hi_lo() {
        return selfcheck_hi_lo(args, game, &mut report).map(|()| {
            if ok {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        });
    }
    if game.has_hole_cards() {
        let started = std::time::Instant::now();
        let deals = args.deals;
        let runs: Vec<(
            usize,
            Result<omaha::ProofSummary, String>,
            std::time::Duration,
        )> = [4usize, 5, 6]
            .into_par_iter()
            .map(|hole| {
                let t = std::time::Instant::now();
                let r = omaha::prove_random(hole, 5, deals, 0x5EED ^ hole as u64).map_err(|e| e.0);
                (hole, r, t.elapsed())
            })
            .collect();
        for (hole, r, took) in runs {
            report(
                format!("{} random deals of {hole} hole + 5 board cards", deals),
                r.map(|s| {
                    format!(
                        "{} deals, {} strength classes, categories {:?}, same category and order as the brute force",
                        s.deals, s.classes, s.categories
                    )
                }),
                took,
            );
        }
        let t = std::time::Instant::now();
        let deck = omaha::restricted_deck();
        let r = omaha::prove_restricted(&deck, 4, 5)
            .map_err(|e| e.0)
            .map(|s| {
                format!(
                    "{} deals (every deal of the {}-card deck {}), {} strength classes",
                    s.deals,
                    deck.len(),
                    format_cards(&deck),
                    s.classes
                )
            });
        report("restricted deck, 4 hole + 5 board".into(), r, t.elapsed());
        println!("omaha proofs took {:.1?}", started.elapsed());
    } else {
        for &n in &args.cards {
            if !game.takes(n) {
                return Err(
                    format!("--cards {n}: {} hands have {} cards", game.id, game.cards).into(),
                );
            }
            let t = std::time::Instant::now();
            let r = if game.is_lowball() {
                lowball::prove_exhaustive(game, n).map_err(|e| e.0).map(|s| {
                    format!(
                        "{} hands, {} distinct strengths, histogram {:?} (the documented counts), order checked against the plain checker",
                        s.hands, s.classes, s.histogram
                    )
                })
            } else {
                short_deck::prove_exhaustive(game, n).map_err(|e| e.0).map(|s| {
                    format!(
                        "{} hands, {} distinct strengths, histogram {:?} (the derived counts), order checked against the plain checker",
                        s.hands, s.classes, s.histogram
                    )
                })
            };
            report(format!("{} {n} cards", game.id), r, t.elapsed());
        }
    }
    Ok(if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn run_selfcheck(args: SelfcheckArgs) -> CmdResult {
    let game = game_arg(&args.game)?;
    if game != Game::default_game() {
        return selfcheck_game(&args, game);
    }
    let mut ok = true;
    for &n in &args.cards {
        if !(1..=7).contains(&n) {
            return Err(format!("--cards {n}: hands have 1 to 7 cards").into());
        }
        let start = std::time::Instant::now();
        let progress = progress::for_stderr(args.quiet);
        let report = selfcheck::run_with_progress(n, !args.no_order, &*progress);
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
