//! External evaluators: any program that speaks the line protocol
//! (`docs/protocol.md`), run as one long-lived child process and used like
//! any built-in [`Evaluator`](showdown_evaluators::Evaluator).
//!
//! - [`spec`]: how an external evaluator is declared (flags, manifest, config);
//! - [`process`]: one running program and its three pipe threads;
//! - [`tail`]: the bounded record of its stderr;
//! - [`client`]: [`ExternalEvaluator`], pipelining, failure handling, restarts;
//! - [`hands`]: the hands sent ([`HandList`]) and their request lines;
//! - [`stop`]: why a program could not start or was given up on;
//! - [`outcome`]: what one hand came to;
//! - [`bad_line`]: a refused answer line in plain words (known conventions named);
//! - [`handling`]: how a program handles input it must refuse;
//! - [`serve`]: the serving side's fast request reader.

pub mod bad_line;
pub mod client;
pub mod handling;
pub mod hands;
pub mod outcome;
pub mod process;
pub mod serve;
pub mod spec;
pub mod stop;
pub mod tail;

pub use client::ExternalEvaluator;
pub use handling::Handling;
pub use hands::{Deal, HandList, Hands, Uniform};
pub use outcome::{Failure, FailureKind, Outcome};
pub use spec::{load_config, load_manifest, ExternalSpec, Limits};
pub use stop::{StartError, Stop, StopReason};
