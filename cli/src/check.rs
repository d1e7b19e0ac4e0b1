//! `showdown check`: validate one evaluator — an external program (`--cmd`
//! or `--manifest`) or a built-in (`--evaluator`) — and print the report as
//! text, JSON or JUnit. Exit status: 0 conformant, 1 not conformant,
//! 2 usage error or the program could not be started.

use crate::CmdResult;
use showdown_evaluators::evaluator::CardOrder;
use showdown_harness::conformance::plan::DEFAULT_BUDGET_S;
use showdown_harness::conformance::{
    check_with, default_copies, CheckOptions, ConformanceReport, Copies, InProcess,
};
use showdown_harness::external::spec::{parse_counts_for, split_command};
use showdown_harness::external::{load_manifest, ExternalSpec};
use showdown_harness::report::conformance::{report_dir, save_full_report, REPORT_DIR_VAR};
use showdown_harness::report::{Format, Render};
use showdown_harness::Roster;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

#[derive(clap::Args, Debug)]
#[command(
    after_help = "Exit status: 0 conformant; 1 not conformant; 2 usage error, the program never \
answered or stopped answering, or the vectors fail to load; 3 interrupted (Ctrl-C, SIGTERM) or a \
deadline passed (the partial report is printed).\n\
Example: showdown check --cmd \"python3 examples/external/hand_eval.py\" --strength"
)]
pub struct CheckArgs {
    /// The evaluator program and its arguments, as one string
    /// (`"python3 my_eval.py"`); it speaks the line protocol (docs/protocol.md).
    #[arg(long, conflicts_with_all = ["manifest", "evaluator"])]
    pub cmd: Option<String>,
    /// A TOML manifest declaring the program (name, command, cards, strength,
    /// order, version, timeout-ms, deadline-s).
    #[arg(long, conflicts_with = "evaluator")]
    pub manifest: Option<PathBuf>,
    /// A built-in evaluator, checked in process.
    #[arg(long, short)]
    pub evaluator: Option<String>,
    /// The name shown in the report (with --cmd).
    #[arg(long)]
    pub name: Option<String>,
    /// A line under the program's name in the reports saying where the
    /// name came from and how to set another (the npm package passes it
    /// for a function named only by itself: one made by a factory, or
    /// anonymous).
    #[arg(long, requires = "cmd", hide = true)]
    pub name_note: Option<String>,
    /// Card counts the program takes (with --cmd; default 5,6,7 for hold'em, every count of another game).
    #[arg(long, value_delimiter = ',')]
    pub cards: Option<Vec<usize>>,
    /// The program's answers carry a strength (with --cmd).
    #[arg(long)]
    pub strength: bool,
    /// The game the program evaluates (default holdem; a game with hole
    /// cards is sent as `HOLE | BOARD`). With --evaluator: the game whose
    /// `reference` or `checker` is meant (default: the evaluator's own).
    #[arg(long, value_parser = crate::game_parser())]
    pub game: Option<&'static showdown_evaluators::game::Game>,
    /// Whether card order matters: `free` or `hole-last` (with --cmd).
    #[arg(long)]
    pub order: Option<String>,
    /// A command printing the program's version (with --cmd).
    #[arg(long)]
    pub version_cmd: Option<String>,
    /// Exactly this many uniformly random hands per card count (per deal
    /// shape); each stratum (every category, and rare structures: two
    /// trips, the steel wheel, six suited cards, …) adds a tenth as many,
    /// drawn from its structure. No time budget: the same hands every run.
    #[arg(long, conflicts_with_all = ["thorough", "budget_s"])]
    pub random: Option<u64>,
    /// The whole check's time budget in seconds (default 15): vectors,
    /// random rounds, whole spaces, shrinking, bad-input probes and
    /// diagnosis. The random part runs in growing rounds, each asking every
    /// stratum of every card count alike, until the budget is spent; a
    /// space whose every hand fits (all 5-, 6- or 7-card hands, by suit
    /// classes; the largest first) is swept whole. The report says what was covered and the --random that
    /// asks the same hands again. 0: no budget, as --thorough.
    #[arg(long, value_name = "SECONDS", conflicts_with = "thorough")]
    pub budget_s: Option<u64>,
    /// The full random part whatever the program's speed (10,000 uniform
    /// hands + 1,000 per stratum per card count; no time budget, no whole
    /// spaces unless --sweep).
    #[arg(long)]
    pub thorough: bool,
    /// Only uniformly random hands (no strata).
    #[arg(long)]
    pub no_strata: bool,
    /// Card counts to sweep exhaustively (all 2,598,960 five-card hands,
    /// 20,358,520 six-card, 133,784,560 seven-card).
    #[arg(long, value_delimiter = ',')]
    pub sweep: Vec<usize>,
    /// Sweep every hand. By default an order-free program of a game without
    /// hole cards is asked one hand per class of hands equal up to renaming
    /// the suits (6,009,159 classes stand for the 133,784,560 seven-card
    /// hands; counts stay per hand), after every renaming of a sample of
    /// hands is asked and must get the same answer. A manifest can say
    /// `suits = "particular"` instead.
    #[arg(long)]
    pub every_hand: bool,
    /// Seed of the random hands (each report names it, so a run replays).
    #[arg(long, default_value_t = 0x5EED)]
    pub seed: u64,
    /// Report format: `text`, `json`, `junit`, or `summary` (at most 25
    /// lines of at most 80 columns, for a test runner's failure message: the
    /// verdict, what was covered, each kind of problem with its smallest
    /// hand, the diagnosis, and the path of the whole report, which it
    /// writes to --report-dir).
    #[arg(long, default_value = "text")]
    pub format: String,
    /// Also write the whole report as NAME.txt and NAME.json into DIR
    /// (NAME: the evaluator's name). Default: $SHOWDOWN_REPORT_DIR if set;
    /// with --format summary, else `showdown-reports` in the temporary
    /// folder.
    #[arg(long, value_name = "DIR")]
    pub report_dir: Option<PathBuf>,
    /// Per-hand timeout in milliseconds (default 5000): a hand not
    /// answered in time is a `timeout`, and the program is restarted.
    #[arg(long)]
    pub timeout_ms: Option<u64>,
    /// How long the program has for its first answer (default 10 s); none
    /// in that time and it is judged not responding (exit 2).
    #[arg(long)]
    pub startup_s: Option<u64>,
    /// Overall deadline in seconds; the report so far is kept and its
    /// verdict is `interrupted` (exit 3). With --sweep the default is 600.
    #[arg(long)]
    pub deadline_s: Option<u64>,
    /// No progress on stderr.
    #[arg(long, short)]
    pub quiet: bool,
    /// Count mishandled bad input (a duplicate card, an unknown card, more
    /// cards than declared: each must be refused with `error`) against the
    /// verdict; without it the bad-input section is information only.
    #[arg(long)]
    pub strict_input: bool,
    /// Vectors to run first instead of the built-in ones: a directory or
    /// one file.
    #[arg(long, value_name = "DIR|FILE")]
    pub vectors: Option<PathBuf>,
    /// Skip the shared vectors.
    #[arg(long, conflicts_with = "vectors")]
    pub no_vectors: bool,
    /// How many copies of the program are asked at once, each a process of
    /// its own given a stretch of every batch (default: one per core, at
    /// most 4). 1 for a program that must not run twice at a time.
    #[arg(long, value_name = "N", conflicts_with = "evaluator")]
    pub jobs: Option<usize>,
}

/// Runs the subcommand. `Err` is a usage or start error (exit status 2).
pub fn run(args: CheckArgs, registry: &Roster) -> CmdResult {
    keep_freed_memory();
    let summary = args.format == "summary";
    let format = if summary {
        Format::Text
    } else {
        Format::parse(&args.format, ConformanceReport::FORMATS).map_err(|_| {
            format!(
                "--format {}: expected text, json, junit or summary",
                args.format
            )
        })?
    };
    let game = args
        .game
        .unwrap_or(showdown_evaluators::game::Game::default_game());
    for &n in &args.sweep {
        if !game.takes(n) || game.has_hole_cards() {
            return Err(format!(
                "--sweep {n}: {} has no exhaustive sweep of {n}-card hands (the games that sweep, \
                 every hand of their card counts: {})",
                game.id,
                crate::sweeping_games()
            )
            .into());
        }
    }
    let progress = crate::progress::for_stderr(args.quiet);
    let cancel = crate::interrupt::flag();
    let budget = match (args.random, args.thorough, args.budget_s) {
        (Some(_), _, _) | (None, true, _) | (None, false, Some(0)) => None,
        (None, false, s) => Some(Duration::from_secs(s.unwrap_or(DEFAULT_BUDGET_S))),
    };
    let opts = CheckOptions {
        cards: None,
        random: args.random.unwrap_or(CheckOptions::default().random),
        budget,
        strata: !args.no_strata,
        sweep: args.sweep.clone(),
        every_hand: args.every_hand,
        seed: args.seed,
        vectors: if args.no_vectors {
            None
        } else {
            Some(crate::run::source_of(args.vectors.as_deref())?)
        },
        progress,
        strict_input: args.strict_input,
        cancel: cancel.clone(),
        sweep_deadline: Some(Duration::from_secs(
            args.deadline_s.unwrap_or(DEFAULT_SWEEP_DEADLINE_S),
        )),
        ..CheckOptions::default()
    };
    let mut report = if let Some(name) = &args.evaluator {
        let ev = registry.get_in(game, name)?;
        if args.game.is_some_and(|g| g != ev.game()) {
            return Err(format!(
                "{} evaluates {} hands, not {} (add --game {})",
                ev.name(),
                ev.game().id,
                game.id,
                ev.game().id
            )
            .into());
        }
        let mut opts = opts;
        if let Some(c) = &args.cards {
            parse_counts_for(ev.game(), c)?;
            opts.cards = Some(c.clone());
        }
        check_with(&InProcess(&*ev), &opts)
    } else {
        let spec = external_spec(&args)?;
        let mut opts = opts;
        opts.every_hand |= !spec.suits_alike;
        opts.counts_by_default = !spec.cards_declared;
        let copies = args.jobs.or(spec.jobs).unwrap_or_else(default_copies);
        if copies == 0 {
            return Err("--jobs 0: at least one copy of the program must run".into());
        }
        let ext = Copies::start(spec, copies, cancel)?;
        let report = check_with(&ext, &opts);
        if report.never_started() {
            let why = report
                .given_up
                .as_ref()
                .map(|g| g.message.clone())
                .unwrap_or_default();
            let mut msg = format!("{} could not be run: {why}", ext.first().spec().name);
            if !why.contains("stderr") {
                msg.push_str(&first_stderr(&report));
            }
            eprintln!("showdown: {msg}");
        }
        report
    };
    report.name_note = args.name_note.clone();
    let wanted = summary
        || args.report_dir.is_some()
        || std::env::var_os(REPORT_DIR_VAR).is_some_and(|v| !v.is_empty());
    let saved = if wanted {
        let dir = report_dir(args.report_dir.as_deref());
        match save_full_report(&report, &dir) {
            Ok(path) => Some(path),
            Err(e) => {
                eprintln!("showdown: the whole report was not saved: {e}");
                None
            }
        }
    } else {
        None
    };
    if summary {
        print!("{}", report.to_summary(saved.as_deref()));
    } else {
        print!("{}", report.render(format));
    }
    Ok(ExitCode::from(report.verdict().exit_code()))
}

/// The sweeps' deadline when --deadline-s is not given, in seconds.
const DEFAULT_SWEEP_DEADLINE_S: u64 = 600;

/// Tells glibc's allocator to keep what a check frees for its next
/// batch: every batch allocates its hands, answers and kept hands anew
/// (tens of megabytes), and by default large blocks are mapped from the
/// system and returned when freed, so each batch paid for fresh zeroed
/// pages again (page faults were several per cent of a sweep's time).
/// Blocks up to 32 MB (the most glibc allows) now come from the heap, and
/// the heap is not trimmed back; larger ones (a batch's 524,288 answers
/// are 92 MB) are not mapped either (`M_MMAP_MAX` 0), so they too reuse
/// the heap: a 7-card sweep's minor page faults 350,000 -> 150,000, its
/// system time 0.9-1.2 s -> 0.4-0.5 s. Elsewhere, nothing changes.
fn keep_freed_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets the allocator's tuning parameters; it is
    // called before the check starts its threads.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 32 << 20);
        libc::mallopt(libc::M_TRIM_THRESHOLD, 512 << 20);
        libc::mallopt(libc::M_TOP_PAD, 64 << 20);
        libc::mallopt(libc::M_MMAP_MAX, 0);
    }
}

fn first_stderr(report: &ConformanceReport) -> String {
    report
        .problems()
        .iter()
        .flat_map(|p| &p.example)
        .map(|h| h.stderr.trim())
        .find(|s| !s.is_empty())
        .map(|s| format!("\nits stderr:\n{s}"))
        .unwrap_or_default()
}

fn external_spec(args: &CheckArgs) -> Result<ExternalSpec, crate::CliError> {
    let game = args
        .game
        .unwrap_or(showdown_evaluators::game::Game::default_game());
    let mut spec = match (&args.cmd, &args.manifest) {
        (Some(cmd), None) => {
            let mut spec = ExternalSpec::from_command(cmd)?;
            if let Some(n) = &args.name {
                spec.name = n.clone();
            }
            spec.game = game;
            spec.cards_declared = args.cards.is_some();
            spec.cards = match &args.cards {
                Some(c) => parse_counts_for(game, c)?,
                None if game == showdown_evaluators::game::Game::default_game() => spec.cards,
                None => game.cards,
            };
            spec.strength = args.strength;
            if let Some(o) = &args.order {
                spec.order = CardOrder::from_token(o)
                    .ok_or_else(|| format!("--order {o}: expected free or hole-last"))?;
            }
            if let Some(v) = &args.version_cmd {
                spec.version_command = Some(split_command(v)?);
            }
            spec
        }
        (None, Some(path)) => {
            if args.cmd.is_some()
                || args.name.is_some()
                || args.cards.is_some()
                || args.strength
                || args.game.is_some()
            {
                return Err(
                    "--manifest declares the program: drop --name/--cards/--strength/--game".into(),
                );
            }
            load_manifest(path)?
        }
        _ => return Err("give --cmd \"PROGRAM ARGS\", --manifest FILE or --evaluator NAME".into()),
    };
    if let Some(ms) = args.timeout_ms {
        if ms == 0 {
            return Err("--timeout-ms must be at least 1".into());
        }
        spec.limits.hand_timeout = Duration::from_millis(ms);
    }
    if let Some(s) = args.deadline_s {
        spec.limits.deadline = Some(Duration::from_secs(s));
    }
    if let Some(s) = args.startup_s {
        if s == 0 {
            return Err("--startup-s must be at least 1".into());
        }
        spec.limits.startup = Duration::from_secs(s);
    }
    Ok(spec)
}
