//! The comparison engine every command shares: `run`, `check`, `sweep` and
//! `diff` differ only in where their hands come from and how their report
//! reads; what is judged, and how, is decided here once.
//!
//! ```text
//!  hands ─────────────▶ evaluator ─▶ answer ─┐
//!   (source: vector cases,                    ├─▶ judge ─▶ findings ─▶ report
//!    seeded random or strata,   reference ─▶ ─┘   (one     (count +
//!    every hand, one hand per                    hand)    smallest
//!    suit class, a given list)                             example)
//!                                     order book ◀─ strengths of every hand
//! ```
//!
//! - [`source`]: which hands to ask, and with what weight: seeded random
//!   hands ([`crate::random`] is the one generator; [`crate::strata`]
//!   draws them per stratum), every hand, or one hand per class up to
//!   renaming suits ([`source::plan`] decides per evaluator, after a suit
//!   check);
//! - [`case`]: one vector case judged (relations, orders, showdowns, pot
//!   shares), with its [`case::Outcome`]; [`panics`] catches an evaluator's
//!   panic as a crash;
//! - [`judge`]: one hand, one answer, against the reference: its category
//!   ([`judge::Finding`]), and which documented deviation classes claim it;
//! - [`order`]: order between hands, judged per reference class in
//!   constant memory: split classes, merged and inverted neighbours;
//! - [`example`]: the one rule for the smallest example of a finding;
//! - [`findings`]: kinds of finding with their count and smallest example;
//! - [`tally`]: the one tally of judged hands, kept per thread and merged:
//!   the sweeps', `check`'s and `diff`'s (each with its own kinds of
//!   finding and what their examples carry); `run` reports every case
//!   instead ([`crate::expectations::judge`]).
//!
//! Renderers live in [`crate::report`]; one [`crate::report::Format`]
//! names them.

pub mod case;
pub mod example;
pub mod findings;
pub mod judge;
pub mod order;
pub mod panics;
pub mod source;
pub mod tally;
