//! The showdown harness. Data flows one way: vectors ([`vectors`]) and
//! generated hands ([`enumerate`], [`strategies`]) go through the
//! [`runner`], [`sweep`] and [`diff`] to the evaluators, whose verdicts are
//! judged against [`expectations`] and rendered as a [`report`]; [`explain`],
//! [`catalog`] and [`gallery`] turn the same verdicts into lessons;
//! [`external`] and [`check`] bring in evaluators written anywhere;
//! [`selfcheck`] proves the reference. The `showdown` binary is a thin CLI
//! over this library.

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
pub mod numbers;
pub mod protocol;
pub mod report;
pub mod runner;
pub mod selfcheck;
pub mod strategies;
pub mod sweep;
pub mod vectors;

pub use check::{assert_conforms, check, ConformanceReport};
