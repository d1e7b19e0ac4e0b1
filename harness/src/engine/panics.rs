//! Calling an evaluator with its panics caught: a panic becomes a crash
//! message (with its location) instead of aborting the run, and is not
//! printed to stderr while the runner is calling.

use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::{Evaluator, Rejected, Verdict};
use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

thread_local! {
    static CALLING: Cell<bool> = const { Cell::new(false) };
    static LAST: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Installs (once per process) a panic hook that records the message of a
/// panic raised inside [`call`] and stays silent; other panics go to the
/// previous hook as usual.
pub fn install_quiet_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if CALLING.with(Cell::get) {
                let at = info
                    .location()
                    .map(|l| format!(" at {}:{}", l.file(), l.line()))
                    .unwrap_or_default();
                let msg = payload_text(info.payload());
                LAST.with(|l| *l.borrow_mut() = Some(format!("panicked{at}: {msg}")));
            } else {
                previous(info)
            }
        }));
    });
}

fn payload_text(p: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "(a non-text panic payload)".to_string()
    }
}

/// What one call returned.
pub enum Call {
    /// What the evaluator returned.
    Answer(Result<Verdict, Rejected>),
    /// The panic message, with its location when known.
    Panicked(String),
}

/// Calls `ev.evaluate(cards)`, catching a panic.
pub fn call(ev: &dyn Evaluator, cards: &[Card]) -> Call {
    CALLING.with(|c| c.set(true));
    let result = panic::catch_unwind(AssertUnwindSafe(|| {
        showdown_evaluators::games::evaluate_joined(ev, cards)
    }));
    CALLING.with(|c| c.set(false));
    match result {
        Ok(r) => Call::Answer(r),
        Err(payload) => {
            let recorded = LAST.with(|l| l.borrow_mut().take());
            Call::Panicked(
                recorded.unwrap_or_else(|| format!("panicked: {}", payload_text(&*payload))),
            )
        }
    }
}
