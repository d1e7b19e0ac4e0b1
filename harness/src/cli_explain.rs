//! The `showdown explain` subcommand: its arguments and what it runs
//! (the work is in [`crate::explain`]).

use crate::explain::versus::{render_versus, versus_with};
use crate::explain::{explain, render, select_evaluators, ExplainOptions};
use showdown_evaluators::card::parse_hand;
use std::process::ExitCode;

/// `showdown explain "9h 8h 7h 6c 5h Kh 2h" [--trace] [--evaluator NAME]…`
#[derive(clap::Args, Debug)]
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
}

/// Prints the explanation. Exit status 1 when an evaluator deviates in a
/// way no documented deviation class explains (within its domain).
pub fn run(args: ExplainArgs) -> Result<ExitCode, String> {
    let cards = parse_hand(&args.hand).map_err(|e| format!("hand `{}`: {e}", args.hand))?;
    let options = ExplainOptions {
        trace: args.trace,
        evaluators: args.evaluator,
        out_of_domain: args.out_of_domain,
    };
    if let Some(rival) = &args.vs {
        let rival = parse_hand(rival).map_err(|e| format!("--vs `{rival}`: {e}"))?;
        let evaluators = select_evaluators(&options.evaluators)?;
        let v = versus_with(&cards, &rival, &evaluators, &options)?;
        print!("{}", render_versus(&v));
        let unexplained_in_domain = [&v.hand, &v.rival]
            .iter()
            .any(|x| x.unexplained().iter().any(|r| !r.out_of_domain));
        return Ok(if unexplained_in_domain {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        });
    }
    let x = explain(&cards, &options)?;
    print!("{}", render(&x));
    let unexplained_in_domain = x.unexplained().iter().any(|r| !r.out_of_domain);
    Ok(if unexplained_in_domain {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}
