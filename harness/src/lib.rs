//! The showdown harness: check a poker hand evaluator against showdown's
//! proven reference, from your own `cargo test`.
//!
//! Put your evaluator behind the [`Evaluator`](showdown_core::Evaluator)
//! trait and call [`assert_conforms`]. The trait, the cards, the categories
//! and the games are in `showdown-core`, a crate with no dependencies: your
//! evaluator depends on it alone, and on this harness only in its tests. In
//! your crate's `Cargo.toml` (the crates are not on crates.io yet: give their
//! path in a checkout of showdown, `{ path = "../showdown/core" }` and
//! `{ path = "../showdown/harness" }`, as `examples/rust-dev-dependency`
//! does):
//!
//! ```toml
//! [dependencies]
//! showdown-core = "0.1"   # the Evaluator trait, cards, categories, games; no dependencies
//!
//! [dev-dependencies]
//! showdown-harness = { version = "0.1", default-features = false }   # no third-party crates
//! ```
//!
//! and in `tests/conformance.rs`:
//!
//! ```
//! use showdown_core::{Card, Category, Domain, Evaluator, EvaluatorInfo, Rejected, Strength, Verdict};
//! # mod my_crate {
//! #     use showdown_core::{Card, Category};
//! #     use showdown_evaluators::Reference;
//! #     // Here the reference stands in for your own code.
//! #     pub fn evaluate(cards: &[Card]) -> (Category, u16) {
//! #         let r = Reference::new();
//! #         (r.category(cards), r.strength(cards))
//! #     }
//! # }
//!
//! /// Your evaluator, as showdown sees it.
//! struct Mine;
//!
//! static INFO: EvaluatorInfo = EvaluatorInfo::holdem(
//!     "mine",              // its name in the report
//!     Domain::range(5, 7), // the card counts it takes
//!     true,                // its answers carry a strength (higher is better)
//!     "category and a 16-bit score",
//!     "my crate",
//! );
//!
//! impl Evaluator for Mine {
//!     fn info(&self) -> &EvaluatorInfo {
//!         &INFO
//!     }
//!     fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
//!         let (category, score) = my_crate::evaluate(cards);
//!         Ok(Verdict::new(category, Some(Strength::single(score.into()))))
//!     }
//! }
//!
//! #[test]
//! fn my_evaluator_conforms() {
//!     showdown_harness::assert_conforms(&Mine); // passes, or panics with check's report
//! }
//! # fn main() {
//! #     showdown_harness::assert_conforms(&Mine);
//! #     assert!(showdown_harness::check(&Mine).conformant());
//! # }
//! ```
//!
//! `assert_conforms` runs the shared vectors and 10,000 random hands of each
//! card count plus 1,000 of each stratum (every category, and the rare
//! structures evaluators get wrong) against the reference. An evaluator that
//! calls seven cards with a straight and a flush (but no straight flush) a
//! straight flush fails with the report, every kind of problem with its
//! smallest hand, in a summary of at most 25 lines of at most 80 columns that
//! names the file holding the whole report (text and JSON):
//!
//! ```text
//! showdown check: NOT CONFORMANT (6 kind(s) of problem)
//! program: my-hand-eval-buggy
//! covered: 83,351 hands of 5-7 cards in 0.5 s (vectors, random)
//! problems (6 kind(s); the smallest hand of each):
//! - category: straight-flush where the hand is flush (2,154 hands)
//!     4c 5c 6d 3c 2c 7c: said straight-flush 8.5; right: flush (7c 5c 4c 3c 2c)
//! ...
//! diagnosis: in part sf-any (no known class explains all)
//!   lesson: docs/pitfalls.md#1-a-straight-and-a-flush-are-not-a-straight-flush
//! full report: /tmp/showdown-reports/my-hand-eval-buggy.txt (and .json)
//! ```
//!
//! `examples/rust-dev-dependency/` in the repository is that crate: a correct
//! and a buggy evaluator, each tested this way. [`check`] returns the report
//! as data ([`ConformanceReport`]) instead; [`conformance::check_with`] takes
//! options (card counts, hands, sweeps, a time budget).
//!
//! # The library
//!
//! It reads, runs and judges, and
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
//! - [`roster`]: every evaluator a command can name, with its kind;
//! - [`engine`]: the one comparison engine: sources of hands, the judge of
//!   one hand, the order between hands, findings and their smallest example;
//! - [`suite`], [`runner`]: every evaluator against every vector;
//! - [`conformance`]: `check`, one evaluator's whole verdict (vectors, random
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
// The example above is a user's test file: its `#[test]` is what they write
// (the hidden `main` runs it as a doctest).
#![allow(clippy::test_attr_in_doctest)]
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod assertion;
pub mod conformance;
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
pub mod report;
pub mod roster;
pub mod runner;
pub mod selfcheck;
pub mod strata;
pub mod suit_classes;
pub mod suite;
pub mod sweep;
pub mod vectors;

pub use assertion::assert_conforms;
pub use conformance::{check, ConformanceReport};
pub use error::Error;
pub use roster::Roster;

#[cfg(test)]
mod fuzz_tests;
#[cfg(test)]
mod test_doubles;
