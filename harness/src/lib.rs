//! The showdown harness, as a library: it reads, runs and judges, and
//! returns data; it never prints. Data flows one way:
//!
//! ```text
//! vectors (VectorSource) ─┐
//! engine::source ─────────┼─▶ runner, check, sweep, diff ─▶ evaluators ─▶ answers
//!  (random, strata, every │      │                                          │
//!   hand, suit classes)   │      └── engine: judge, order, findings ◀──────┘
//! external programs ──────┘             │
//!        expectations ─▶ reports as data ─▶ report:: renderers (one Format)
//! ```
//!
//! - [`vectors`] and [`expectations`]: the shared cases (built in, or from
//!   a directory or file) and the known failures;
//! - [`registry`]: every evaluator a command can name, with its kind;
//! - [`engine`]: the one comparison engine: sources of hands, the judge of
//!   one hand, the order between hands, findings and their smallest example;
//! - [`suite`], [`runner`]: every evaluator against every vector;
//! - [`check`](mod@check): one evaluator's whole verdict (vectors, random
//!   hands, sweeps);
//! - [`sweep`], [`diff`], [`selfcheck`], [`enumerate`]: exhaustive work;
//! - [`explain`]: one hand through every evaluator, each deviation explained;
//! - [`report`]: reports as data and their renderers;
//! - [`external`], [`protocol`]: evaluators in any language;
//! - [`progress`]: how long work reports progress to its caller;
//! - [`random`]: the one seeded generator.
//!
//! The `showdown` binary (crate `cli/`) parses flags, calls these functions
//! and prints; `xtask/` generates the docs.

#![warn(missing_docs)]
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod check;
pub mod diagnose;
pub mod diff;
pub mod engine;
pub mod enumerate;
mod error;
pub mod expectations;
pub mod explain;
pub mod external;
pub mod hilo;
pub mod numbers;
pub mod progress;
pub mod protocol;
pub mod random;
pub mod registry;
pub mod report;
pub mod runner;
pub mod selfcheck;
pub mod strata;
#[cfg(any(test, feature = "testing"))]
pub mod strategies;
pub mod suit_classes;
pub mod suite;
pub mod sweep;
pub mod vectors;

pub use check::{assert_conforms, check, ConformanceReport};
pub use error::Error;
pub use registry::Registry;

#[cfg(test)]
mod fuzz_tests;
#[cfg(test)]
mod test_doubles;
