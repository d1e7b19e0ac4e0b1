//! Running the adapters' programs and the installers: a command with its
//! output captured and a time limit, or shown as it runs.

use super::*;

/// What a command did.
pub(crate) struct Ran {
    /// The exit code (None: killed, timed out or did not start).
    pub(crate) code: Option<i32>,
    pub(crate) stdout: String,
    pub(crate) stderr: String,
}

impl Ran {
    pub(crate) fn failed(&self, what: &str) -> String {
        let tail: Vec<&str> = self
            .stderr
            .lines()
            .chain(self.stdout.lines())
            .filter(|l| !l.trim().is_empty())
            .collect();
        let tail = tail[tail.len().saturating_sub(3)..].join(" / ");
        match self.code {
            Some(c) => format!("{what} exited with status {c}: {tail}"),
            None => format!("{what} did not finish: {tail}"),
        }
    }
}

/// Runs `cmd` in `dir` with its output captured, giving up after `limit`.
pub(crate) fn capture(cmd: &[String], dir: &Path, limit: Duration) -> Ran {
    let child = Command::new(&cmd[0])
        .args(&cmd[1..])
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => {
            return Ran {
                code: None,
                stdout: String::new(),
                stderr: format!("`{}` could not start: {e}", cmd.join(" ")),
            }
        }
    };
    let mut out = child.stdout.take().expect("piped");
    let mut err = child.stderr.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = out.read_to_string(&mut s);
        s
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = err.read_to_string(&mut s);
        s
    });
    let started = Instant::now();
    let code = loop {
        match child.try_wait() {
            Ok(Some(st)) => break st.code(),
            Ok(None) if started.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(_) => break None,
        }
    };
    Ran {
        code,
        stdout: reader.join().unwrap_or_default(),
        stderr: err_reader.join().unwrap_or_default(),
    }
}

/// Runs `cmd` in `dir` with its output shown on our stderr; Ok if it
/// exited with status 0.
pub(crate) fn run_shown(cmd: &[&str], dir: &Path) -> Result<(), String> {
    eprintln!("  $ {}", cmd.join(" "));
    let status = Command::new(cmd[0])
        .args(&cmd[1..])
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::from(std::io::stderr()))
        .status()
        .map_err(|e| format!("`{}` could not start: {e}", cmd.join(" ")))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{}` failed ({status})", cmd.join(" ")))
    }
}
