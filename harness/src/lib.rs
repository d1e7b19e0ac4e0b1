//! The showdown harness: enumeration, the reference's exhaustive self-check,
//! the line protocol, and (as they land) vectors, the runner, reports,
//! sweeps and external evaluators. The `showdown` binary is a thin CLI over
//! this library.

pub mod catalog;
pub mod check;
pub mod cli_check;
pub mod cli_explain;
pub mod cli_run;
pub mod diff;
pub mod enumerate;
pub mod expectations;
pub mod explain;
pub mod external;
pub mod gallery;
pub mod protocol;
pub mod report;
pub mod runner;
pub mod selfcheck;
pub mod strategies;
pub mod sweep;
pub mod vectors;

pub use check::{assert_conforms, check, ConformanceReport};
