//! What every test file of this binary needs, once: the binary, a
//! temporary directory, the examples' paths, running the binary (spawned,
//! or to its end), waiting for it with a watchdog, and its output as text.

use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The binary under test.
pub const SHOWDOWN: &str = env!("CARGO_BIN_EXE_showdown");

pub use showdown_test_util::{examples, workspace, TempDir};

/// The binary started with `args`, no configuration file, no stdin, its
/// output captured.
pub fn spawn(args: &[&str]) -> Child {
    Command::new(SHOWDOWN)
        .args(args)
        .env_remove("SHOWDOWN_CONFIG")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start showdown")
}

/// Waits for `child`, failing the test (and killing it) after `limit`.
pub fn finish_within(mut child: Child, limit: Duration) -> (Output, Duration) {
    let started = Instant::now();
    loop {
        if child.try_wait().expect("wait").is_some() {
            return (child.wait_with_output().expect("output"), started.elapsed());
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            let out = child.wait_with_output().expect("output");
            panic!(
                "showdown did not finish within {limit:?}\nstdout:\n{}\nstderr:\n{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Runs the binary in `dir` with no configuration file, to its end.
pub fn showdown_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(SHOWDOWN)
        .args(args)
        .current_dir(dir)
        .env_remove("SHOWDOWN_CONFIG")
        .output()
        .expect("run showdown")
}

/// Output bytes as text (invalid UTF-8 replaced).
pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// `each` run on every item, two at a time (the accuracy tests' checks wait
/// on Python programs, and the machine has two cores to share), the results
/// in the items' order.
pub fn two_at_a_time<T: Sync, R: Send>(items: &[T], each: impl Fn(&T) -> R + Sync) -> Vec<(&T, R)> {
    let results = std::sync::Mutex::new(Vec::new());
    let next = std::sync::Mutex::new(items.iter().enumerate());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let Some((i, item)) = next.lock().unwrap().next() else {
                    break;
                };
                let r = each(item);
                results.lock().unwrap().push((i, item, r));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| r.0);
    results.into_iter().map(|(_, item, r)| (item, r)).collect()
}
