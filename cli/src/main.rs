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
use showdown_evaluators::card::format_cards;
use showdown_evaluators::evaluator::Evaluator;
use showdown_evaluators::game::Game;
use showdown_harness::{protocol, selfcheck, Roster};
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

impl From<showdown_harness::roster::UnknownEvaluator> for CliError {
    fn from(e: showdown_harness::roster::UnknownEvaluator) -> CliError {
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
    /// The game (a game with hole cards is written `HOLE | BOARD`).
    #[arg(long, default_value = "holdem", value_parser = game_parser())]
    game: &'static Game,
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
    /// Card counts to check, e.g. `5,6,7` (default: 5, or the game's one
    /// size for a game without five-card hands: badugi's 4).
    #[arg(long, value_delimiter = ',')]
    cards: Vec<usize>,
    /// Skip the order check against best-of-subsets (histogram and distinct
    /// strengths only; much faster).
    #[arg(long)]
    no_order: bool,
    /// No progress on stderr.
    #[arg(long, short)]
    quiet: bool,
    /// The game whose reference to prove: hold'em, short deck and lowball
    /// on every hand of --cards against the plain checker and the derived
    /// counts; Omaha on random deals against the brute force and every deal
    /// of a restricted deck; the hi-lo games' lows likewise.
    #[arg(long, default_value = "holdem", value_parser = game_parser())]
    game: &'static Game,
    /// Omaha and Omaha hi-lo: random deals per hole size (4, 5 and 6 hole
    /// cards, 5 board cards).
    #[arg(long, default_value_t = 1_000_000)]
    deals: u64,
}

fn main() -> ExitCode {
    quiet_when_stdout_closes();
    let cli = Cli::parse();
    match dispatch(cli.command) {
        Ok(code) => code,
        Err(CliError(msg)) => {
            eprintln!("showdown: {msg}");
            ExitCode::from(2)
        }
    }
}

/// Output piped into a program that stops reading early (`showdown run
/// --format json | head`) ends the run quietly with status 0, as ripgrep
/// does, instead of `println!`'s panic on the closed pipe. (Restoring the
/// default SIGPIPE would do the same, but would also kill showdown when a
/// checked program exits with its stdin unread, which `check` must survive.)
fn quiet_when_stdout_closes() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map_or("", String::as_str);
        if message.starts_with("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(0);
        }
        default(info);
    }));
}

fn dispatch(command: Command) -> CmdResult {
    // Selfcheck proves the reference alone: no configured programs to start.
    if let Command::Selfcheck(args) = command {
        return run_selfcheck(args);
    }
    let registry = Roster::load()?;
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

/// The parser of every command's `--game`: one of the games' ids, listed
/// from the games themselves (`showdown_evaluators::games::KITS`), so that
/// `--help` names every game and a new game needs no change here.
pub fn game_parser() -> impl clap::builder::TypedValueParser<Value = &'static Game> {
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
    PossibleValuesParser::new(Game::all().map(|g| PossibleValue::new(g.id).help(g.name)))
        .map(|id| Game::by_id(&id).expect("the parser accepts only the games' ids"))
}

/// The games whose every hand can be swept (those without hole cards), for
/// the refusals of `--sweep` and `sweep --game`.
pub fn sweeping_games() -> String {
    let ids: Vec<&str> = Game::all()
        .filter(|g| !g.has_hole_cards())
        .map(|g| g.id)
        .collect();
    match ids.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

fn eval(args: EvalArgs, registry: &Roster) -> CmdResult {
    let game = args.game;
    let ev = match &args.evaluator {
        Some(name) => registry.get_in(game, name)?,
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
            showdown_evaluators::Low::Alone => "(a low alone, not a hi-lo answer)".into(),
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
    let reference = showdown_evaluators::games::reference_for(ev.game());
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
                    Ok(r) => writeln!(
                        out,
                        "{}",
                        protocol::format_result_for(&*reference, &cards, &r)
                    )?,
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

/// `showdown evaluators`: one line of columns per evaluator (name, kind,
/// game, domain, order, strength: what `.ci/run` reads with awk), then what
/// it returns on lines of its own, indented, so every line fits 100 columns.
fn list_evaluators(registry: &Roster) {
    print!("{}", evaluators_table(registry));
}

fn evaluators_table(registry: &Roster) -> String {
    use showdown_harness::report::table::{columns, wrap_lines, WIDTH};
    let entries = registry.entries();
    let rows: Vec<Vec<String>> = entries
        .iter()
        .map(|entry| {
            let e = &entry.evaluator;
            vec![
                e.name().to_string(),
                entry.kind.token().to_string(),
                e.game().id.to_string(),
                e.domain().to_string(),
                e.order().token().to_string(),
                if e.gives_strength() { "yes" } else { "no" }.to_string(),
            ]
        })
        .collect();
    let header = ["evaluator", "kind", "game", "domain", "order", "strength"];
    // One space apart where two do not fit; the name wraps (after a
    // hyphen) only where one does not either (the census crates' longest
    // names). The game column stays whole: scripts read it (.ci/run).
    let table = columns(&header, &rows, 0);
    let mut out = table.head[0].clone() + "\n";
    out.push_str("    (what each returns, indented below it)\n");
    for (lines, entry) in table.rows.iter().zip(entries.iter()) {
        for l in lines {
            out.push_str(l);
            out.push('\n');
        }
        for l in wrap_lines(entry.evaluator.returns(), "    ", "      ", WIDTH) {
            out.push_str(&l);
            out.push('\n');
        }
    }
    out
}

/// The card counts `selfcheck` proves: `--cards`, else 5, else the game's
/// smallest size (badugi's 4).
fn selfcheck_cards(args: &SelfcheckArgs, game: &Game) -> Vec<usize> {
    if !args.cards.is_empty() {
        return args.cards.clone();
    }
    let n = if game.takes(5) {
        5
    } else {
        game.cards.counts().next().unwrap_or(5)
    };
    vec![n]
}

/// `selfcheck --game` for a game with proofs of its own: each proof's line
/// as it is reported (`what: summary — OK in 1.2s`).
fn selfcheck_game(args: &SelfcheckArgs, game: &'static Game) -> Option<CmdResult> {
    let request = showdown_evaluators::games::ProofRequest {
        cards: selfcheck_cards(args, game),
        deals: args.deals,
    };
    let proofs = match selfcheck::prove_game(game, &request)? {
        Ok(proofs) => proofs,
        Err(e) => return Some(Err(e.into())),
    };
    for line in &proofs.lines {
        match &line.result {
            Ok(summary) => println!("{}: {summary} — OK in {:.1?}", line.what, line.took),
            Err(e) => println!("{}: FAILED in {:.1?}\n  {e}", line.what, line.took),
        }
    }
    if let Some((name, took)) = proofs.total {
        println!("{name} took {took:.1?}");
    }
    Some(Ok(if proofs.ok() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }))
}

fn run_selfcheck(args: SelfcheckArgs) -> CmdResult {
    if let Some(result) = selfcheck_game(&args, args.game) {
        return result;
    }
    let mut ok = true;
    for n in selfcheck_cards(&args, args.game) {
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
