//! External evaluators: any program that speaks the line protocol
//! (`docs/protocol.md`), run as one long-lived child process and used like
//! any built-in [`Evaluator`](showdown_evaluators::Evaluator).
//!
//! - [`spec`]: how an external evaluator is declared (flags, manifest, config);
//! - [`process`]: one running program and its three pipe threads;
//! - [`tail`]: the bounded record of its stderr;
//! - [`client`]: [`ExternalEvaluator`], pipelining, failure handling, restarts;
//! - [`outcome`]: what one hand came to;
//! - [`serve`]: the serving side's fast request reader.

pub mod client;
pub mod outcome;
pub mod process;
pub mod serve;
pub mod spec;
pub mod tail;

pub use client::{Deal, ExternalEvaluator, HandList, Hands, Stop, StopReason, Uniform};
pub use outcome::{Failure, FailureKind, Outcome};
pub use spec::{load_config, load_manifest, ExternalSpec, Limits};
