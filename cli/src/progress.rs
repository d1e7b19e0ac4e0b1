//! Progress on stderr: a bar with hands/s and the time left when stderr is
//! a terminal; otherwise (a CI log) one plain line every few seconds.
//! `--quiet` turns both off; notes (estimates, deadlines) are printed
//! either way unless quiet.

use indicatif::{ProgressBar, ProgressState, ProgressStyle};
use showdown_harness::numbers::{duration, thousands};
use showdown_harness::progress::Progress;
use showdown_harness::report::table::wrap_lines;
use std::io::IsTerminal;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How often a plain progress line is printed.
const LINE_EVERY: Duration = Duration::from_secs(5);

/// Draws an indicatif bar for each piece of work.
struct Bar {
    bar: Mutex<Option<ProgressBar>>,
}

impl Progress for Bar {
    fn start(&self, label: &str, total: u64) {
        let bar = ProgressBar::new(total);
        bar.set_style(
            ProgressStyle::with_template(
                "{wide_msg} [{bar:12}] {pos_k}/{len_k} hands, {rate}/s, {eta} left",
            )
            .expect("valid template")
            .with_key("rate", |s: &ProgressState, w: &mut dyn std::fmt::Write| {
                let _ = write!(w, "{}", thousands(s.per_sec() as u64));
            })
            .with_key("pos_k", |s: &ProgressState, w: &mut dyn std::fmt::Write| {
                let _ = write!(w, "{}", thousands(s.pos()));
            })
            .with_key("len_k", |s: &ProgressState, w: &mut dyn std::fmt::Write| {
                let _ = write!(w, "{}", thousands(s.len().unwrap_or(0)));
            })
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

    fn note(&self, text: &str) {
        // Wrapped to the terminal (80 columns when it does not say), each
        // line after the first indented; above the bar when one is drawn.
        let width = console::Term::stderr()
            .size_checked()
            .map_or(80, |(_, cols)| usize::from(cols))
            .max(40);
        let lines = wrap_lines(text, "note: ", "      ", width).join("\n");
        match &*self.bar.lock().expect("progress lock") {
            Some(bar) => bar.println(lines),
            None => eprintln!("{lines}"),
        }
    }
}

/// Plain lines for logs.
struct Lines {
    state: Mutex<LineState>,
}

struct LineState {
    label: String,
    total: u64,
    started: Instant,
    last: Instant,
}

impl Progress for Lines {
    fn start(&self, label: &str, total: u64) {
        let mut st = self.state.lock().expect("progress lock");
        st.label = label.to_string();
        st.total = total;
        st.started = Instant::now();
        st.last = Instant::now();
    }

    fn update(&self, done: u64) {
        let mut st = self.state.lock().expect("progress lock");
        if st.last.elapsed() < LINE_EVERY {
            return;
        }
        st.last = Instant::now();
        let secs = st.started.elapsed().as_secs_f64().max(1e-9);
        let rate = done as f64 / secs;
        let left = if rate > 0.0 && st.total > done {
            format!(
                ", about {} left",
                duration(Duration::from_secs_f64((st.total - done) as f64 / rate))
            )
        } else {
            String::new()
        };
        eprintln!(
            "{}: {}/{} hands, {} hands/s{left}",
            st.label,
            thousands(done),
            thousands(st.total),
            thousands(rate as u64)
        );
    }

    fn note(&self, text: &str) {
        eprintln!("note: {text}");
    }
}

/// The progress reporter for a command: a bar on a terminal, plain lines
/// otherwise, nothing when `quiet`.
pub fn for_stderr(quiet: bool) -> Arc<dyn Progress> {
    if quiet {
        Arc::new(showdown_harness::progress::Silent)
    } else if std::io::stderr().is_terminal() {
        Arc::new(Bar {
            bar: Mutex::new(None),
        })
    } else {
        Arc::new(Lines {
            state: Mutex::new(LineState {
                label: String::new(),
                total: 0,
                started: Instant::now(),
                last: Instant::now(),
            }),
        })
    }
}
