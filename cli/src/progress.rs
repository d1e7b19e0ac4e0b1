//! Progress on stderr: a bar when stderr is a terminal, nothing otherwise
//! (`--quiet` turns it off).

use indicatif::{ProgressBar, ProgressStyle};
use showdown_harness::progress::Progress;
use std::io::IsTerminal;
use std::sync::{Arc, Mutex};

/// Draws an indicatif bar for each piece of work.
pub struct Bar {
    bar: Mutex<Option<ProgressBar>>,
}

impl Progress for Bar {
    fn start(&self, label: &str, total: u64) {
        let bar = ProgressBar::new(total);
        bar.set_style(
            ProgressStyle::with_template(
                "{msg} [{bar:40}] {pos}/{len} hands, {per_sec}, {elapsed} elapsed, ETA {eta}",
            )
            .expect("valid template")
            .progress_chars("=> "),
        );
        bar.set_message(label.to_string());
        *self.bar.lock().expect("progress lock") = Some(bar);
    }

    fn update(&self, done: u64) {
        if let Some(bar) = &*self.bar.lock().expect("progress lock") {
            bar.set_position(done);
        }
    }

    fn finish(&self) {
        if let Some(bar) = self.bar.lock().expect("progress lock").take() {
            bar.finish_and_clear();
        }
    }
}

/// The progress reporter for a command: a bar on a terminal unless `quiet`.
pub fn for_stderr(quiet: bool) -> Arc<dyn Progress> {
    if quiet || !std::io::stderr().is_terminal() {
        Arc::new(showdown_harness::progress::Silent)
    } else {
        Arc::new(Bar {
            bar: Mutex::new(None),
        })
    }
}
