//! `showdown sweep`: every hand of n cards through each evaluator and the
//! reference.

use crate::CmdResult;
use showdown_harness::engine::judge::Subject;
use showdown_harness::report::{Format, Render};
use showdown_harness::sweep::{self, HoleOrder, SweepOptions, SweepResult};
use showdown_harness::Roster;
use std::process::ExitCode;

/// `showdown sweep` arguments.
#[derive(clap::Args, Debug)]
#[command(
    after_help = "Exit status: 0 every disagreement explained by a documented deviation \
class and the reference matches the published counts; 1 otherwise; 2 usage error."
)]
pub struct SweepArgs {
    /// Hand size: every hand of this many cards (5, 6 or 7; 1 to 4 also work).
    #[arg(long, default_value_t = 7)]
    pub cards: usize,
    /// Evaluator names, comma-separated (see `showdown evaluators`), or `all`.
    #[arg(long, short, default_value = "all")]
    pub evaluator: String,
    /// Report format: `text` or `json`.
    #[arg(long, default_value = "text")]
    pub format: String,
    /// Also sweep evaluators whose domain does not include this size.
    #[arg(long)]
    pub out_of_domain: bool,
    /// Give hole-last evaluators each hand with a hole pair picked per hand
    /// (all board/hole splits covered) instead of the two highest cards.
    #[arg(long)]
    pub mixed_hole_order: bool,
    /// Ask every evaluator every hand. By default an evaluator is asked one
    /// hand per class of hands equal up to renaming the suits (weighted by
    /// the class's size), after a check that renaming the suits of a sample
    /// of hands does not change its answers; with --mixed-hole-order,
    /// hole-last evaluators are asked every hand.
    #[arg(long)]
    pub every_hand: bool,
    /// No progress on stderr.
    #[arg(long, short)]
    pub quiet: bool,
    /// The game (every hand of its deck). A game with hole cards has no
    /// exhaustive sweep: see `showdown check --game omaha` and `selfcheck
    /// --game omaha`.
    #[arg(long, default_value = "holdem", value_parser = crate::game_parser())]
    pub game: &'static showdown_evaluators::game::Game,
}

/// Prints the report; exit code 1 if anything is unexplained or
/// over-claimed, or the reference differs from the published counts.
pub fn command(args: SweepArgs, registry: &Roster) -> CmdResult {
    let format = Format::parse(&args.format, SweepResult::FORMATS)?;
    let game = args.game;
    if game != showdown_evaluators::game::Game::default_game() {
        return game_sweep(&args, game, registry, format);
    }
    if !(1..=7).contains(&args.cards) {
        return Err(format!("--cards {}: hands have 1 to 7 cards", args.cards).into());
    }
    let evaluators = registry.select_in(game, std::slice::from_ref(&args.evaluator), false)?;
    let mut subjects: Vec<Subject> = evaluators.into_iter().map(Subject::new).collect();
    let skipped: Vec<String> = subjects
        .iter()
        .filter(|s| !s.domain().contains(args.cards))
        .map(|s| format!("{} (domain {})", s.name(), s.domain()))
        .collect();
    if !args.out_of_domain {
        subjects.retain(|s| s.domain().contains(args.cards));
        if !skipped.is_empty() {
            eprintln!(
                "skipping out of domain for {} cards (add --out-of-domain to include): {}",
                args.cards,
                skipped.join(", ")
            );
        }
    }
    let result = sweep::run(SweepOptions {
        cards: args.cards,
        subjects,
        hole_order: if args.mixed_hole_order {
            HoleOrder::Mixed
        } else {
            HoleOrder::Canonical
        },
        every_hand: args.every_hand,
        progress: crate::progress::for_stderr(args.quiet),
    });
    print!("{}", result.render(format));
    Ok(if result.ok() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// A sweep of a game with a deck of its own (short deck).
fn game_sweep(
    args: &SweepArgs,
    game: &'static showdown_evaluators::game::Game,
    registry: &Roster,
    format: Format,
) -> CmdResult {
    if game.has_hole_cards() || !game.takes(args.cards) {
        return Err(format!(
            "{} has no exhaustive sweep of {} cards (the games that sweep, every hand of their \
             card counts: {}; a game with hole cards is checked on random deals: `showdown check \
             --game {}`, `showdown selfcheck --game {}`)",
            game.id,
            args.cards,
            crate::sweeping_games(),
            game.id,
            game.id
        )
        .into());
    }
    let evaluators: Vec<_> = registry
        .select_in(game, std::slice::from_ref(&args.evaluator), false)?
        .into_iter()
        .filter(|e| args.out_of_domain || e.domain().contains(args.cards))
        .collect();
    let progress = crate::progress::for_stderr(args.quiet);
    let result = showdown_harness::sweep::game::run_game(
        game,
        args.cards,
        &evaluators,
        args.every_hand,
        &*progress,
    );
    print!("{}", result.render(format));
    Ok(if result.ok() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
