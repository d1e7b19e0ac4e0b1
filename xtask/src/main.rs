//! showdown's developer tasks, kept out of the shipped binary: the
//! generated docs. `cargo xtask gallery` checks the gallery and the pitfall
//! tour (`--write` regenerates them), `cargo xtask catalog` the deviation
//! catalog, `cargo xtask protocol` the protocol as data (`protocol/protocol.json`
//! and its copies in the packages).

use clap::{Parser, Subcommand};
use std::process::ExitCode;
use xtask::{catalog, gallery, protocol, third_party};

#[derive(Parser)]
#[command(name = "xtask", about = "showdown's developer tasks (generated docs)")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check (or with `--write` regenerate) the evaluator gallery, its
    /// summary for the HTML report, and the pitfall tour.
    Gallery(gallery::GalleryArgs),
    /// Generate the deviation catalog (`docs/deviations.md`) from exhaustive
    /// sweeps (`--write`), or check the committed one against the code (`--check`).
    Catalog(catalog::CatalogArgs),
    /// The census: install the published Python and JavaScript evaluators
    /// of `third-party/`, self-test their adapters, check each (and the
    /// `crate-*` evaluators), store the rows in `third-party/census.json` and
    /// write docs/census.{md,html} and the README summary.
    ThirdParty(third_party::ThirdPartyArgs),
    /// Check (or with `--write` regenerate) the protocol as data:
    /// `protocol/protocol.json`, its schema, the copies inside the Python,
    /// npm and census packages, and the tables of docs/protocol.md.
    Protocol(protocol::ProtocolArgs),
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Gallery(args) => gallery::run(args),
        Command::Catalog(args) => catalog::command(args),
        Command::ThirdParty(args) => third_party::run(args),
        Command::Protocol(args) => protocol::run(args),
    };
    result.unwrap_or_else(|e| {
        eprintln!("xtask: {e}");
        ExitCode::from(2)
    })
}
