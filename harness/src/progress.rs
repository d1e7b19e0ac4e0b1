//! How long-running work reports progress without printing: the library
//! counts hands in an atomic counter and a [`Progress`] the caller supplies
//! is told the count a few times a second. The CLI draws a bar or prints
//! plain lines; tests and library users pass [`Silent`].

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

/// Receives progress of one piece of work at a time.
pub trait Progress: Send + Sync {
    /// Work called `label` of `total` hands begins.
    fn start(&self, _label: &str, _total: u64) {}
    /// `done` hands of the current work are finished.
    fn update(&self, _done: u64) {}
    /// The current work ended.
    fn finish(&self) {}
    /// Something the user should know before long work goes on (an
    /// estimated time, a deadline).
    fn note(&self, _text: &str) {}
}

/// Reports nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct Silent;

impl Progress for Silent {}

/// Runs `work` with a shared counter of finished hands, telling `progress`
/// the count every 200 ms from a helper thread while it runs.
pub fn with_progress<T>(
    progress: &dyn Progress,
    total: u64,
    label: &str,
    work: impl FnOnce(&AtomicU64) -> T,
) -> T {
    let done = AtomicU64::new(0);
    let finished = AtomicBool::new(false);
    progress.start(label, total);
    let out = std::thread::scope(|scope| {
        scope.spawn(|| {
            while !finished.load(Ordering::Relaxed) {
                progress.update(done.load(Ordering::Relaxed));
                std::thread::sleep(Duration::from_millis(200));
            }
        });
        let out = work(&done);
        finished.store(true, Ordering::Relaxed);
        out
    });
    progress.update(done.load(Ordering::Relaxed));
    progress.finish();
    out
}
