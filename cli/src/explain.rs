//! `showdown explain`: one hand through the reference and every evaluator.

use crate::CmdResult;
use showdown_harness::explain::versus::versus_with;
use showdown_harness::explain::{explain_with, ExplainOptions};
use showdown_harness::report::explain::{render, render_versus};
use showdown_harness::Roster;
use std::process::ExitCode;

/// `showdown explain "9h 8h 7h 6c 5h Kh 2h" [--trace] [--evaluator NAME]…`
#[derive(clap::Args, Debug)]
#[command(
    after_help = "Exit status: 0 every deviation within a domain is explained by a \
documented class; 1 an evaluator deviates in a way no class explains; 2 usage error."
)]
pub struct ExplainArgs {
    /// The hand, 1 to 7 distinct cards (`"9h 8h 7h 6c 5h Kh 2h"`). Cards
    /// reach every evaluator in this order; for hole-last evaluators
    /// (php-priority) the last two are the hole cards.
    pub hand: String,
    /// Print the path each evaluator took through its original's checks.
    #[arg(long)]
    pub trace: bool,
    /// Only this evaluator (repeatable; default: all of them).
    #[arg(long, short)]
    pub evaluator: Vec<String>,
    /// Also run evaluators written for other card counts, marking their
    /// answers as out of domain.
    #[arg(long)]
    pub out_of_domain: bool,
    /// Also explain this rival hand (same size) and show who wins by the
    /// reference and by each evaluator: how an order deviation shows.
    #[arg(long, value_name = "HAND")]
    pub vs: Option<String>,
    /// The game (a game with hole cards is written `HOLE | BOARD`).
    #[arg(long, default_value = "holdem", value_parser = crate::game_parser())]
    pub game: &'static showdown_evaluators::game::Game,
}

/// Prints the explanation.
pub fn run(args: ExplainArgs, registry: &Roster) -> CmdResult {
    let game = args.game;
    let parse = |text: &str| showdown_evaluators::games::parse_joined(game, text);
    let cards =
        parse(&args.hand).map_err(|e| format!("hand `{}`: {e}", crate::quoted(&args.hand)))?;
    let options = ExplainOptions {
        trace: args.trace,
        out_of_domain: args.out_of_domain,
        game: Some(game),
    };
    let evaluators = registry.select_in(game, &args.evaluator, false)?;
    let unexplained_in_domain = if let Some(rival) = &args.vs {
        let rival = parse(rival).map_err(|e| format!("--vs `{}`: {e}", crate::quoted(rival)))?;
        let v = versus_with(&cards, &rival, &evaluators, &options)?;
        print!("{}", render_versus(&v));
        [&v.hand, &v.rival]
            .iter()
            .any(|x| x.unexplained().iter().any(|r| !r.out_of_domain))
    } else {
        let x = explain_with(&cards, &evaluators, &options);
        print!("{}", render(&x));
        x.unexplained().iter().any(|r| !r.out_of_domain)
    };
    Ok(if unexplained_in_domain {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}
