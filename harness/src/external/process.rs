//! One running evaluator program: its stdin fed by a writer thread, its
//! stdout read and parsed by a reader thread, its stderr drained by a third
//! into a bounded [`Tail`]. The caller never blocks on the program's pipes:
//! it sends request buffers and receives parsed lines over channels, with
//! timeouts.

use super::spec::ExternalSpec;
use super::tail::Tail;
use crate::protocol::{parse_response_for, Response};
use showdown_evaluators::category::Category;
use showdown_evaluators::evaluator::{Strength, Verdict};
use showdown_evaluators::game::Game;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// How much of stderr is kept.
const STDERR_KEEP: usize = 4096;
/// A longer output line is garbage.
const MAX_LINE: u64 = 1 << 16;
/// Lines handed over per message at most.
const LINES_PER_MESSAGE: usize = 4096;

/// One output line: a response, or the line that is not one and why.
pub type Line = Result<Response, String>;

/// What the reader thread reports.
pub enum ReaderMsg {
    /// Lines read from stdout, in order, each parsed (at most 4,096 per
    /// message).
    Lines(Vec<Line>),
    /// Stdout closed (or could not be read: the error).
    Eof(Option<String>),
}

/// A running program.
pub struct Process {
    child: std::process::Child,
    to_stdin: Option<Sender<Vec<u8>>>,
    lines: Receiver<ReaderMsg>,
    stderr: Arc<Mutex<Tail>>,
    /// Stdout has been closed.
    pub eof: bool,
}

impl Process {
    /// Starts the program. The error says why it could not be started.
    pub fn spawn(spec: &ExternalSpec) -> Result<Process, super::stop::StartError> {
        let mut cmd = Command::new(&spec.command[0]);
        cmd.args(&spec.command[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .env("SHOWDOWN_PROTOCOL", "1")
            .env("SHOWDOWN_CARDS", spec.cards.to_string());
        if let Some(dir) = &spec.dir {
            cmd.current_dir(dir);
        }
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            // Its own process group, so that a kill reaches the helpers it
            // started too (a shell script's children hold our pipes).
            cmd.process_group(0);
        }
        let mut child = cmd.spawn().map_err(|e| {
            let mut msg = format!("cannot start `{}`: {e}", spec.command.join(" "));
            if let Some(dir) = &spec.dir {
                msg.push_str(&format!(" (in {})", dir.display()));
            }
            msg
        })?;
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = child.stdout.take().expect("piped stdout");
        let stderr_pipe = child.stderr.take().expect("piped stderr");

        let (to_stdin, requests) = mpsc::channel::<Vec<u8>>();
        thread::Builder::new()
            .name("external-writer".into())
            .spawn(move || {
                let mut stdin = stdin;
                for buf in requests {
                    if stdin.write_all(&buf).is_err() || stdin.flush().is_err() {
                        break;
                    }
                }
                // Dropping stdin closes it: the program sees end of input.
            })
            .map_err(|e| format!("cannot start a thread: {e}"))?;

        let (line_tx, lines) = mpsc::channel();
        let game = spec.game;
        thread::Builder::new()
            .name("external-reader".into())
            .spawn(move || read_lines(stdout, game, line_tx))
            .map_err(|e| format!("cannot start a thread: {e}"))?;

        let stderr = Arc::new(Mutex::new(Tail::new(STDERR_KEEP)));
        let tail = stderr.clone();
        thread::Builder::new()
            .name("external-stderr".into())
            .spawn(move || {
                let mut pipe = stderr_pipe;
                let mut buf = [0u8; 8192];
                while let Ok(n) = pipe.read(&mut buf) {
                    if n == 0 {
                        break;
                    }
                    tail.lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push(&buf[..n]);
                }
            })
            .map_err(|e| format!("cannot start a thread: {e}"))?;

        Ok(Process {
            child,
            to_stdin: Some(to_stdin),
            lines,
            stderr,
            eof: false,
        })
    }

    /// Queues request bytes for the program's stdin. False once stdin is
    /// closed.
    pub fn send(&self, buf: Vec<u8>) -> bool {
        match &self.to_stdin {
            Some(tx) => tx.send(buf).is_ok(),
            None => false,
        }
    }

    /// Closes the program's stdin once the queued requests are written.
    pub fn close_stdin(&mut self) {
        self.to_stdin = None;
    }

    /// The next lines, waiting at most `timeout`. `None` on timeout.
    pub fn recv(&mut self, timeout: Duration) -> Option<ReaderMsg> {
        match self.lines.recv_timeout(timeout) {
            Ok(m) => {
                if matches!(m, ReaderMsg::Eof(_)) {
                    self.eof = true;
                }
                Some(m)
            }
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => {
                self.eof = true;
                Some(ReaderMsg::Eof(None))
            }
        }
    }

    /// Lines already received, without waiting.
    pub fn try_recv(&mut self) -> Option<ReaderMsg> {
        self.lines.try_recv().ok()
    }

    /// The end of its stderr so far.
    pub fn stderr_tail(&self) -> String {
        self.stderr.lock().unwrap_or_else(|e| e.into_inner()).text()
    }

    /// How it ended, waiting up to `wait` for it to exit: `exit status 3`,
    /// `killed by signal 11`, or `still running`.
    pub fn exit_status(&mut self, wait: Duration) -> String {
        let until = Instant::now() + wait;
        loop {
            match self.child.try_wait() {
                Ok(Some(st)) => return describe_status(st),
                Ok(None) if Instant::now() < until => thread::sleep(Duration::from_millis(2)),
                Ok(None) => return "still running".into(),
                Err(e) => return format!("unknown ({e})"),
            }
        }
    }

    /// Kills the program and everything in its process group, and reaps it.
    pub fn kill(&mut self) {
        self.to_stdin = None;
        #[cfg(unix)]
        {
            let pid = self.child.id() as i32;
            // SAFETY: kill(2) with a negative pid signals the process group
            // we created for this child; it touches no memory.
            unsafe {
                libc::kill(-pid, libc::SIGKILL);
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.kill();
    }
}

fn describe_status(st: std::process::ExitStatus) -> String {
    if let Some(code) = st.code() {
        return format!("exit status {code}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = st.signal() {
            return format!("killed by signal {sig}");
        }
    }
    st.to_string()
}

/// The reader thread: splits stdout into lines, parses them, and hands
/// them over in batches (whenever no more output is waiting); answers are
/// read as answers of `game`.
fn read_lines(stdout: impl Read, game: &'static Game, tx: Sender<ReaderMsg>) {
    let mut r = BufReader::with_capacity(1 << 16, stdout);
    let mut buf = Vec::with_capacity(64);
    let mut batch: Vec<Line> = Vec::with_capacity(LINES_PER_MESSAGE);
    loop {
        buf.clear();
        match (&mut r).take(MAX_LINE).read_until(b'\n', &mut buf) {
            Ok(0) => {
                if !batch.is_empty() {
                    let _ = tx.send(ReaderMsg::Lines(batch));
                }
                let _ = tx.send(ReaderMsg::Eof(None));
                return;
            }
            Ok(_) => {
                let complete = buf.last() == Some(&b'\n');
                if complete {
                    buf.pop();
                }
                let line = if !complete && buf.len() as u64 == MAX_LINE {
                    Err(format!("a line longer than {MAX_LINE} bytes"))
                } else {
                    parse_line(game, &buf)
                };
                batch.push(line);
                if batch.len() >= LINES_PER_MESSAGE || r.buffer().is_empty() {
                    let full = std::mem::replace(&mut batch, Vec::with_capacity(64));
                    if tx.send(ReaderMsg::Lines(full)).is_err() {
                        return;
                    }
                }
            }
            Err(e) => {
                if !batch.is_empty() {
                    let _ = tx.send(ReaderMsg::Lines(batch));
                }
                let _ = tx.send(ReaderMsg::Eof(Some(e.to_string())));
                return;
            }
        }
    }
}

fn parse_line(game: &Game, bytes: &[u8]) -> Line {
    if let Some(v) = quick_verdict(bytes) {
        return Ok(Response::Verdict(v));
    }
    let text = match std::str::from_utf8(bytes) {
        Ok(t) => t,
        Err(_) => {
            return Err(format!(
                "`{}` is not UTF-8",
                shorten(&String::from_utf8_lossy(bytes))
            ))
        }
    };
    // Only a line the parser refused is read for a convention.
    parse_response_for(game, text)
        .map_err(|why| super::bad_line::explain(game, text, &format!("`{}`: {why}", shorten(text))))
}

/// The common answer read fast: a category token, then at most one
/// strength of integers joined by `.` (`flush 1609`, `high-card
/// 0.12.11.7.5.4`, `one-pair`), nothing else.
/// `None` for any other line, which the full reader
/// ([`parse_response_for`]) then reads, with its errors; whatever this
/// reads, the full reader reads alike (the tests hold them together).
pub(crate) fn quick_verdict(bytes: &[u8]) -> Option<Verdict> {
    let bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
    let (token, number) = match bytes.iter().position(|&b| b == b' ') {
        Some(at) => (&bytes[..at], Some(&bytes[at + 1..])),
        None => (bytes, None),
    };
    let category = if token == b"royal-flush" {
        Category::StraightFlush
    } else {
        Category::ALL
            .into_iter()
            .find(|c| c.token().as_bytes() == token)?
    };
    let strength = match number {
        None => None,
        Some(text) => Some(quick_strength(text)?),
    };
    Some(Verdict::new(category, strength))
}

/// At most [`Strength::CAPACITY`] integers joined by `.`.
fn quick_strength(text: &[u8]) -> Option<Strength> {
    let mut parts = [0i64; Strength::CAPACITY];
    let mut len = 0;
    for part in text.split(|&b| b == b'.') {
        *parts.get_mut(len)? = quick_integer(part)?;
        len += 1;
    }
    Some(Strength::new(&parts[..len]))
}

/// An integer of at most 18 digits, with an optional `-` (`None`: any other
/// text, left to the full reader).
fn quick_integer(text: &[u8]) -> Option<i64> {
    let (negative, digits) = match text.strip_prefix(b"-") {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    if digits.is_empty() || digits.len() > 18 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let value = digits
        .iter()
        .fold(0i64, |v, &d| v * 10 + i64::from(d - b'0'));
    Some(if negative { -value } else { value })
}

/// At most 120 characters of a line, for messages.
pub fn shorten(s: &str) -> String {
    if s.chars().count() <= 120 {
        s.to_string()
    } else {
        let head: String = s.chars().take(117).collect();
        format!("{head}…")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::game::HOLDEM;

    #[test]
    fn the_quick_reader_reads_what_the_full_one_does_and_leaves_the_rest() {
        let read = [
            "flush 1609",
            "one-pair",
            "straight-flush 36874\r",
            "royal-flush 36874",
            "high-card -12",
            "high-card 0",
            "two-pair 999999999999999999",
            "high-card 0.12.11.7.5.4",
            "flush -1.5",
            "straight 1.2.3.4.5.6.7.8",
        ];
        for line in read {
            let quick = quick_verdict(line.as_bytes()).expect(line);
            assert_eq!(
                parse_line(&HOLDEM, line.as_bytes()),
                Ok(Response::Verdict(quick))
            );
            assert_eq!(
                parse_response_for(&HOLDEM, line).ok(),
                Some(Response::Verdict(quick)),
                "{line}"
            );
        }
        // Left to the full reader: the other forms, and every mistake.
        let left = [
            "flush 1..2",
            "flush 1.",
            "flush 1.2.3.4.5.6.7.8.9",
            "flush +3",
            "flush 1609 7",
            "flush  1609",
            "flush ",
            "flush -",
            "flush 1609 / low",
            "order 12",
            "error bad card",
            "skip",
            "Flush 1609",
            "royal flush",
            "",
            "two-pair 9999999999999999999",
        ];
        for line in left {
            assert_eq!(quick_verdict(line.as_bytes()), None, "{line}");
        }
    }
}
