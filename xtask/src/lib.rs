//! showdown's developer tasks as a library, so that its tests can check
//! the generated docs: [`gallery`] (the evaluator gallery, its summary for
//! the HTML report, the pitfall tour), [`catalog`] (the deviation catalog)
//! and [`protocol`] (the protocol as data, its copies in the packages).

pub mod catalog;
pub mod census;
pub mod gallery;
pub mod protocol;
pub mod third_party;

use showdown_harness::progress::Progress;
use std::sync::atomic::{AtomicU64, Ordering};

/// Plain progress lines on stderr, one per tenth of the work.
#[derive(Default)]
pub struct LineProgress {
    total: AtomicU64,
    shown: AtomicU64,
}

impl LineProgress {
    /// A reporter that has not started.
    pub fn new() -> LineProgress {
        LineProgress::default()
    }
}

impl Progress for LineProgress {
    fn start(&self, label: &str, total: u64) {
        self.total.store(total, Ordering::Relaxed);
        self.shown.store(0, Ordering::Relaxed);
        eprintln!("{label}: {total} hands");
    }
    fn update(&self, done: u64) {
        let total = self.total.load(Ordering::Relaxed).max(1);
        let tenth = done * 10 / total;
        if tenth > self.shown.swap(tenth, Ordering::Relaxed) {
            eprintln!("  {}%", tenth * 10);
        }
    }
}
