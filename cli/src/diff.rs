//! `showdown diff A B`: where two evaluators disagree.

use crate::CmdResult;
use showdown_harness::diff::{exhaustive, random, DiffReport};
use showdown_harness::report::{Format, Render};
use showdown_harness::Registry;
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
    /// Hand size.
    #[arg(long, default_value_t = 7)]
    pub cards: usize,
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
    /// The game whose evaluators are compared (`reference` and `checker`
    /// mean the game's own).
    #[arg(long, default_value = "holdem", value_parser = crate::game_parser())]
    pub game: &'static showdown_evaluators::game::Game,
}

/// Exit 0 when the two agree everywhere looked, 1 otherwise.
pub fn command(args: DiffArgs, registry: &Registry) -> CmdResult {
    let format = Format::parse(&args.format, DiffReport::FORMATS)?;
    if !(1..=7).contains(&args.cards) {
        return Err(format!("--cards {}: hands have 1 to 7 cards", args.cards).into());
    }
    let (a, b) = (
        registry.get_in(args.game, &args.a)?,
        registry.get_in(args.game, &args.b)?,
    );
    if a.game() != b.game() || a.game() != showdown_evaluators::game::Game::default_game() {
        return Err(format!(
            "diff compares two hold'em evaluators; {} plays {}, {} plays {}",
            a.name(),
            a.game().id,
            b.name(),
            b.game().id
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
        eprintln!(
            "seed {seed} (replay: showdown diff {} {} --cards {} --random {count} --seed {seed})",
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
