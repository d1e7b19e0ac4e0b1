//! `showdown diff A B`: where two evaluators disagree.

use crate::CmdResult;
use showdown_harness::diff::{exhaustive, random, DiffReport};
use showdown_harness::report::{Format, Render};
use showdown_harness::Roster;
use std::process::ExitCode;

/// `showdown diff` arguments.
#[derive(clap::Args, Debug)]
#[command(
    after_help = "Exit status: 0 the two agree on every hand looked at; 1 they \
disagree somewhere; 2 usage error."
)]
pub struct DiffArgs {
    /// The first evaluator (see `showdown evaluators`).
    pub a: String,
    /// The second evaluator.
    pub b: String,
    /// Hand size (in a game with hole cards, hole and board cards together:
    /// Omaha's 4 + 5 is 9).
    #[arg(long, default_value_t = 7)]
    pub cards: usize,
    /// The game both evaluators play (default: theirs); hands are dealt from
    /// its deck and the reference shown is its own (`reference` and
    /// `checker` mean the game's own).
    #[arg(long, value_parser = crate::game_parser())]
    pub game: Option<&'static showdown_evaluators::game::Game>,
    /// Compare on this many random hands (the default, 100,000).
    #[arg(long, conflicts_with = "exhaustive")]
    pub random: Option<u64>,
    /// Compare on every hand of the size.
    #[arg(long)]
    pub exhaustive: bool,
    /// Seed for the random hands (printed when not given).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Run even if the size lies outside an evaluator's domain.
    #[arg(long)]
    pub out_of_domain: bool,
    /// Report format: `text` or `json`.
    #[arg(long, default_value = "text")]
    pub format: String,
    /// No progress on stderr.
    #[arg(long, short)]
    pub quiet: bool,
}

/// Exit 0 when the two agree everywhere looked, 1 otherwise.
pub fn command(args: DiffArgs, registry: &Roster) -> CmdResult {
    let format = Format::parse(&args.format, DiffReport::FORMATS)?;
    let (a, b) = match args.game {
        Some(g) => (registry.get_in(g, &args.a)?, registry.get_in(g, &args.b)?),
        None => (registry.get(&args.a)?, registry.get(&args.b)?),
    };
    let game = args.game.unwrap_or(a.game());
    for e in [&a, &b] {
        if e.game() != game {
            return Err(format!(
                "diff compares two evaluators of one game; {} plays {}, not {} (see `showdown \
                 evaluators`)",
                e.name(),
                e.game().id,
                game.id
            )
            .into());
        }
    }
    if game == showdown_evaluators::game::Game::default_game() {
        if !(1..=7).contains(&args.cards) {
            return Err(format!("--cards {}: hands have 1 to 7 cards", args.cards).into());
        }
    } else if !game.takes(args.cards) {
        return Err(format!(
            "--cards {}: {} has no hands of {} cards",
            args.cards, game.id, args.cards
        )
        .into());
    }
    if args.exhaustive && game.has_hole_cards() {
        return Err(format!(
            "--exhaustive: {} has too many deals to visit every one; compare on random deals \
             (--random N)",
            game.id
        )
        .into());
    }
    for e in [&a, &b] {
        if !e.domain().contains(args.cards) && !args.out_of_domain {
            return Err(format!(
                "{} is written for {} cards, not {} (add --out-of-domain to compare anyway)",
                e.name(),
                e.domain(),
                args.cards
            )
            .into());
        }
    }
    let (t, how, seed) = if args.exhaustive {
        let progress = crate::progress::for_stderr(args.quiet);
        (
            exhaustive(&*a, &*b, args.cards, &*progress),
            "every hand".to_string(),
            None,
        )
    } else {
        let count = args.random.unwrap_or(100_000);
        let seed = args.seed.unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
        });
        let game_flag = args
            .game
            .as_ref()
            .map_or(String::new(), |g| format!(" --game {}", g.id));
        eprintln!(
            "seed {seed} (replay: showdown diff {} {}{game_flag} --cards {} --random {count} --seed \
             {seed})",
            args.a, args.b, args.cards
        );
        (
            random(&*a, &*b, args.cards, count, seed),
            format!("{count} random hands, seed {seed}"),
            Some(seed),
        )
    };
    let report = DiffReport::new(&*a, &*b, args.cards, &how, seed, &t);
    print!("{}", report.render(format));
    Ok(if report.agree() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
