//! [`ExternalEvaluator`]: an evaluator program driven over the line
//! protocol as one long-lived child process.
//!
//! Hands are pipelined: requests are written in chunks by a writer thread
//! while answers are read by a reader thread, with up to [`WINDOW`] hands in
//! flight. When the program fails — exits, stops answering, prints garbage,
//! prints too many or too few lines — the hand that caused it gets a
//! [`Failure`], the program is restarted, and the remaining hands are sent
//! again. A failure seen at the head of the stream is not always caused by
//! the hand at the head (a program that skipped a line earlier shifts every
//! later answer), so the culprit is found by replaying: first the head hand
//! alone, then halves of the stretch before it, each in a fresh process
//! whose stdin is closed so that its line count can be checked.

use super::outcome::{Failure, FailureKind, Outcome};
use super::process::{shorten, Process, ReaderMsg};
use super::spec::ExternalSpec;
use crate::protocol::Response;
use showdown_evaluators::card::{format_cards, Card};
use showdown_evaluators::evaluator::{Evaluator, EvaluatorInfo, Rejected, Verdict};
use std::ops::Range;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Why an external program could not be started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartError(pub String);

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StartError {}

impl From<String> for StartError {
    fn from(s: String) -> StartError {
        StartError(s)
    }
}

/// Hands in flight at most.
pub const WINDOW: usize = 1 << 16;
/// Hands per request buffer.
const CHUNK: usize = 2048;
/// Program lives in a row that end without a single answer before the
/// program is declared unable to start.
const DEAD_STARTS: u32 = 3;

/// A list of hands to evaluate.
pub trait HandList {
    /// How many hands.
    fn count(&self) -> usize;
    /// The cards of hand `i` (for a game with hole cards: the hole cards,
    /// then the board).
    fn hand(&self, i: usize) -> &[Card];
    /// How many of hand `i`'s cards are hole cards (0: a game without
    /// them); sent as `HOLE | BOARD`.
    fn hole(&self, _i: usize) -> usize {
        0
    }
}

/// One deal of hole cards and a board.
pub struct Deal<'a> {
    /// The hole cards, then the board.
    pub cards: &'a [Card],
    /// How many of `cards` are hole cards.
    pub hole: usize,
}

impl HandList for Deal<'_> {
    fn count(&self) -> usize {
        1
    }
    fn hand(&self, _i: usize) -> &[Card] {
        self.cards
    }
    fn hole(&self, _i: usize) -> usize {
        self.hole
    }
}

/// A slice of hands of any sizes (`&[Vec<Card>]`, `&[&[Card]]`).
pub struct Hands<'a, T: AsRef<[Card]>>(pub &'a [T]);

impl<T: AsRef<[Card]>> HandList for Hands<'_, T> {
    fn count(&self) -> usize {
        self.0.len()
    }
    fn hand(&self, i: usize) -> &[Card] {
        self.0[i].as_ref()
    }
}

/// Hands of `n` cards each, stored one after another; in a game with hole
/// cards, the first `hole` of each are its hole cards.
pub struct Uniform<'a> {
    /// Cards per hand.
    pub n: usize,
    /// Hole cards per hand (0: a game without them).
    pub hole: usize,
    /// The hands' cards, one hand after another.
    pub cards: &'a [Card],
}

impl HandList for Uniform<'_> {
    fn count(&self) -> usize {
        self.cards.len() / self.n
    }
    fn hand(&self, i: usize) -> &[Card] {
        &self.cards[i * self.n..(i + 1) * self.n]
    }
    fn hole(&self, _i: usize) -> usize {
        self.hole
    }
}

/// Why a program was given up on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StopReason {
    /// It could not be started, or ended before answering anything, again
    /// and again.
    NeverStarted,
    /// It stopped answering: no first answer in time, or several timeouts
    /// or crashes in a row with no answer between them.
    NotResponding,
    /// It needed more restarts than allowed.
    TooManyRestarts,
    /// The overall deadline passed.
    Deadline,
    /// The run was interrupted (Ctrl-C, SIGTERM) by the caller.
    Interrupted,
}

impl StopReason {
    /// `never-started`, `not-responding`, `too-many-restarts`, `deadline`,
    /// `interrupted`.
    pub const fn token(self) -> &'static str {
        match self {
            StopReason::NeverStarted => "never-started",
            StopReason::NotResponding => "not-responding",
            StopReason::TooManyRestarts => "too-many-restarts",
            StopReason::Deadline => "deadline",
            StopReason::Interrupted => "interrupted",
        }
    }
}

/// Why and how a program was given up on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stop {
    /// The kind of stop.
    pub reason: StopReason,
    /// What happened, in a sentence (with the program's stderr where it helps).
    pub message: String,
}

impl std::fmt::Display for Stop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// An external evaluator program.
pub struct ExternalEvaluator {
    spec: ExternalSpec,
    info: EvaluatorInfo,
    version: Option<String>,
    state: Mutex<State>,
    /// Set by the caller to stop the run (Ctrl-C).
    cancel: Arc<AtomicBool>,
}

#[derive(Default)]
struct State {
    process: Option<Process>,
    /// Answers the running process has given.
    answered_by_process: u64,
    restarts: u32,
    /// Program lives in a row that ended without an answer.
    dead_starts: u32,
    /// Hands answered over all program lives.
    answered_total: u64,
    /// `answered_total` when the last timeout or crash was charged.
    answered_at_last_fault: u64,
    /// Timeouts and crashes in a row with no answer between them.
    silent_in_a_row: u32,
    /// Timeouts and crashes in a row that no single hand reproduced.
    unexplained_in_a_row: u32,
    given_up: Option<Stop>,
    /// The stderr tail of the last program life that failed.
    last_stderr: String,
    started_at: Option<Instant>,
    incidents: Vec<String>,
}

/// How a stream of hands stopped short.
enum Fault {
    Garbage(usize, String),
    Crash(usize, String),
    Timeout(usize),
    Deadline(usize),
    Extra(Vec<String>),
}

/// A replay's verdict on a stretch of hands.
enum Trial {
    Fine,
    Bad(Failure),
}

impl ExternalEvaluator {
    /// Starts the program (and runs its version command, if any). The error
    /// says why it could not be started.
    pub fn start(spec: ExternalSpec) -> Result<ExternalEvaluator, StartError> {
        let version = match &spec.version_command {
            Some(cmd) => Some(run_version(cmd, spec.dir.as_deref())?),
            None => None,
        };
        let process = Process::spawn(&spec)?;
        let info = EvaluatorInfo {
            name: spec.name.clone().into(),
            game: spec.game,
            domain: spec.cards,
            order: spec.order,
            gives_strength: spec.strength,
            returns: if spec.order_only {
                "protocol line: order <strength> (order only, no category)"
            } else if spec.strength {
                "protocol line: category and strength"
            } else {
                "protocol line: category"
            }
            .into(),
            source: format!("external program `{}`", spec.command.join(" ")).into(),
        };
        Ok(ExternalEvaluator {
            spec,
            info,
            version,
            state: Mutex::new(State {
                process: Some(process),
                ..State::default()
            }),
            cancel: Arc::new(AtomicBool::new(false)),
        })
    }

    /// Uses `flag` to stop: once it is set, the hands not yet answered are
    /// not run and the program is given up on as [`StopReason::Interrupted`].
    pub fn with_cancel(mut self, flag: Arc<AtomicBool>) -> ExternalEvaluator {
        self.cancel = flag;
        self
    }

    /// The spec the program runs from.
    pub fn spec(&self) -> &ExternalSpec {
        &self.spec
    }

    /// What the version command printed.
    pub fn version(&self) -> Option<&str> {
        self.version.as_deref()
    }

    /// Why the program was given up on (it never answered, stopped
    /// answering, restarted too often, the deadline passed, or the run was
    /// interrupted), if it was.
    pub fn given_up(&self) -> Option<Stop> {
        self.lock().given_up.clone()
    }

    /// Sends one raw request line (bad input on purpose) to a fresh copy of
    /// the program and says how it handled it: refused it (`error`/`skip`),
    /// answered anyway, ended or printed garbage, or said nothing in time.
    /// The running program is not disturbed.
    pub fn probe(&self, line: &str) -> crate::check::Handling {
        use crate::check::Handling;
        let mut p = match Process::spawn(&self.spec) {
            Ok(p) => p,
            Err(e) => return Handling::Crashes(e.0),
        };
        p.send(format!("{line}\n").into_bytes());
        p.close_stdin();
        let wait = self.spec.limits.hand_timeout.min(self.spec.limits.startup);
        let out = match p.recv(wait) {
            None => Handling::Hangs(format!("no answer within {} ms", wait.as_millis())),
            Some(ReaderMsg::Lines(lines)) => match lines.into_iter().next() {
                Some(Ok(Response::Error(e))) | Some(Ok(Response::Skip(e))) => {
                    Handling::Rejects(shorten(&e))
                }
                Some(Ok(Response::Verdict(v))) => Handling::Answers(v.to_protocol()),
                Some(Ok(Response::Order(v))) => Handling::Answers(format!(
                    "order {}",
                    v.strength.map(|s| s.to_string()).unwrap_or_default()
                )),
                Some(Err(garbage)) => Handling::Crashes(format!("not a protocol line: {garbage}")),
                None => Handling::Crashes("no line".into()),
            },
            Some(ReaderMsg::Eof(_)) => {
                let status = p.exit_status(Duration::from_millis(200));
                Handling::Crashes(format!("ended ({status}) without a line"))
            }
        };
        p.kill();
        out
    }

    /// How many times the program was restarted.
    pub fn restarts(&self) -> u32 {
        self.lock().restarts
    }

    /// Things that went wrong outside any one hand (stray output between
    /// requests, a program that exited between batches).
    pub fn incidents(&self) -> Vec<String> {
        self.lock().incidents.clone()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Evaluates many hands, pipelined; one outcome per hand, in order.
    /// Listens briefly for stray output at the end (see
    /// [`Limits::settle`](super::spec::Limits::settle)).
    pub fn evaluate_batch(&self, hands: &[Vec<Card>]) -> Vec<Outcome> {
        self.run(&Hands(hands), true)
    }

    /// Like [`evaluate_batch`](Self::evaluate_batch), over any hand list.
    pub fn evaluate_list(&self, hands: &dyn HandList) -> Vec<Outcome> {
        self.run(hands, true)
    }

    fn run(&self, hands: &dyn HandList, settle: bool) -> Vec<Outcome> {
        let mut st = self.lock();
        let st = &mut *st;
        st.started_at.get_or_insert_with(Instant::now);
        self.drain_stray(st);
        let n = hands.count();
        let mut out: Vec<Option<Outcome>> = vec![None; n];
        let mut start = 0;
        while start < n {
            if st.given_up.is_none() && self.cancelled() {
                st.given_up = Some(self.stop_message(st));
            }
            if let Some(why) = &st.given_up {
                let why = why.message.clone();
                for o in &mut out[start..] {
                    *o = Some(Outcome::failed(
                        FailureKind::NotRun,
                        why.clone(),
                        String::new(),
                    ));
                }
                break;
            }
            if st.process.is_none() {
                match Process::spawn(&self.spec) {
                    Ok(p) => {
                        st.process = Some(p);
                        st.answered_by_process = 0;
                    }
                    Err(e) => {
                        st.given_up = Some(Stop {
                            reason: StopReason::NeverStarted,
                            message: e.0,
                        });
                        continue;
                    }
                }
            }
            let result = self.stream(st, hands, start, &mut out);
            let result = match result {
                Ok(()) if settle && !self.spec.limits.settle.is_zero() => self.settle(st),
                other => other,
            };
            let mut fault = match result {
                Ok(()) => break,
                Err(f) => f,
            };
            // Interrupted: whatever the program did (a child that got the
            // same Ctrl-C dies), the hand in flight is not run, not failed.
            if self.cancelled() {
                fault = match fault {
                    Fault::Garbage(i, _) | Fault::Crash(i, _) | Fault::Timeout(i) => {
                        Fault::Deadline(i)
                    }
                    other => other,
                };
            }
            let mut process = st.process.take().expect("a running process");
            let stderr = process.stderr_tail();
            st.last_stderr.clone_from(&stderr);
            process.kill();
            drop(process);
            if !matches!(fault, Fault::Deadline(_)) {
                st.restarts += 1;
            }
            if matches!(fault, Fault::Crash(..) | Fault::Timeout(_)) {
                if st.answered_total == st.answered_at_last_fault {
                    st.silent_in_a_row += 1;
                } else {
                    st.silent_in_a_row = 1;
                }
                st.answered_at_last_fault = st.answered_total;
            }
            // No first answer within the start-up time: not responding.
            if let (Fault::Timeout(_), 0) = (&fault, st.answered_total) {
                let mut message = format!(
                    "no answer within {} s of the first hand: the program is not responding \
                     (does it read stdin line by line and flush stdout after each answer?)",
                    self.spec.limits.startup.as_secs_f64()
                );
                if !stderr.trim().is_empty() {
                    message.push_str(&format!("; its stderr:\n{}", stderr.trim_end()));
                }
                st.given_up = Some(Stop {
                    reason: StopReason::NotResponding,
                    message,
                });
                continue;
            }
            start = match fault {
                Fault::Deadline(i) => {
                    st.given_up = Some(self.stop_message(st));
                    i
                }
                Fault::Garbage(i, why) => {
                    out[i] = Some(Outcome::failed(
                        FailureKind::BadResponse,
                        format!("not a protocol line: {why}"),
                        stderr,
                    ));
                    i + 1
                }
                Fault::Crash(i, status) => {
                    if st.answered_by_process == 0 {
                        st.dead_starts += 1;
                    }
                    let first = Failure {
                        kind: FailureKind::Crash,
                        detail: format!("the program ended ({status}) before answering this hand"),
                        stderr,
                    };
                    self.charge(st, hands, start, i, first, &mut out)
                }
                Fault::Timeout(i) => {
                    let first = Failure {
                        kind: FailureKind::Timeout,
                        detail: format!(
                            "no answer within {} ms",
                            self.spec.limits.hand_timeout.as_millis()
                        ),
                        stderr,
                    };
                    self.charge(st, hands, start, i, first, &mut out)
                }
                Fault::Extra(lines) => {
                    let summary = format!(
                        "{} more line(s) than hands, first `{}`",
                        lines.len(),
                        shorten(&lines[0])
                    );
                    match self.localize(st, hands, start..n) {
                        Some((c, f)) => {
                            out[c] = Some(Outcome::Failed(f));
                            c + 1
                        }
                        None => {
                            st.incidents.push(format!(
                                "stray output after a batch of {} hands ({summary}); \
                                 no single hand reproduces it",
                                n - start
                            ));
                            n
                        }
                    }
                }
            };
            if st.dead_starts >= DEAD_STARTS && st.given_up.is_none() {
                let mut why = format!(
                    "the program ended without answering {DEAD_STARTS} times in a row; \
                     it does not start properly"
                );
                if !st.last_stderr.trim().is_empty() {
                    why.push_str(&format!("; its stderr:\n{}", st.last_stderr.trim_end()));
                }
                st.given_up = Some(Stop {
                    reason: StopReason::NeverStarted,
                    message: why,
                });
            } else if st.silent_in_a_row >= self.spec.limits.max_silent && st.given_up.is_none() {
                st.given_up = Some(Stop {
                    reason: StopReason::NotResponding,
                    message: format!(
                        "the program stopped answering: {} timeouts or crashes in a row \
                         with no answer between them",
                        st.silent_in_a_row
                    ),
                });
            } else if st.unexplained_in_a_row >= self.spec.limits.max_silent
                && st.given_up.is_none()
            {
                let mut message = format!(
                    "the program keeps dying: {} crashes or timeouts in a row that no single \
                     hand reproduces when sent alone",
                    st.unexplained_in_a_row
                );
                if !st.last_stderr.trim().is_empty() {
                    message.push_str(&format!("; its stderr:\n{}", st.last_stderr.trim_end()));
                }
                st.given_up = Some(Stop {
                    reason: StopReason::NotResponding,
                    message,
                });
            } else if st.restarts > self.spec.limits.max_restarts && st.given_up.is_none() {
                st.given_up = Some(Stop {
                    reason: StopReason::TooManyRestarts,
                    message: format!("given up after {} restarts", self.spec.limits.max_restarts),
                });
            }
        }
        out.into_iter()
            .map(|o| {
                o.unwrap_or_else(|| Outcome::failed(FailureKind::NotRun, "not run", String::new()))
            })
            .collect()
    }

    /// Finds who to charge for a crash or timeout seen at hand `at`: the hand
    /// alone, else a hand before it that fails alone; otherwise `at` itself.
    /// Returns where to go on from.
    fn charge(
        &self,
        st: &mut State,
        hands: &dyn HandList,
        start: usize,
        at: usize,
        first: Failure,
        out: &mut [Option<Outcome>],
    ) -> usize {
        if st.dead_starts >= DEAD_STARTS
            || st.answered_total == 0
            || st.silent_in_a_row + 1 >= self.spec.limits.max_silent
        {
            // Not worth replaying: the program is about to be given up on.
            out[at] = Some(Outcome::Failed(first));
            return at + 1;
        }
        if let Trial::Bad(f) = self.trial(st, hands, at..at + 1) {
            st.unexplained_in_a_row = 0;
            out[at] = Some(Outcome::Failed(f));
            return at + 1;
        }
        if at > start {
            if let Some((c, f)) = self.localize(st, hands, start..at) {
                st.unexplained_in_a_row = 0;
                out[c] = Some(Outcome::Failed(f));
                return c + 1;
            }
        }
        st.unexplained_in_a_row += 1;
        let mut f = first;
        f.detail
            .push_str(" (it did not recur when the hand was sent alone)");
        out[at] = Some(Outcome::Failed(f));
        at + 1
    }

    /// Bisects `range` with fresh processes for a single hand that
    /// misbehaves alone.
    fn localize(
        &self,
        st: &mut State,
        hands: &dyn HandList,
        range: Range<usize>,
    ) -> Option<(usize, Failure)> {
        let mut r = range;
        loop {
            if self.past_deadline(st) {
                return None;
            }
            if r.len() == 1 {
                return match self.trial(st, hands, r.clone()) {
                    Trial::Bad(f) => Some((r.start, f)),
                    Trial::Fine => None,
                };
            }
            let mid = r.start + r.len() / 2;
            if let Trial::Bad(_) = self.trial(st, hands, r.start..mid) {
                r = r.start..mid;
            } else if let Trial::Bad(_) = self.trial(st, hands, mid..r.end) {
                r = mid..r.end;
            } else {
                return None;
            }
        }
    }

    /// Runs `range` alone in a fresh process with stdin closed after it, and
    /// checks that exactly one valid line came back per hand.
    fn trial(&self, st: &mut State, hands: &dyn HandList, range: Range<usize>) -> Trial {
        let len = range.len();
        let mut p = match Process::spawn(&self.spec) {
            Ok(p) => p,
            Err(e) => {
                return Trial::Bad(Failure {
                    kind: FailureKind::Crash,
                    detail: e.0,
                    stderr: String::new(),
                })
            }
        };
        let mut i = range.start;
        while i < range.end {
            let end = (i + CHUNK).min(range.end);
            p.send(requests(hands, i..end));
            i = end;
        }
        p.close_stdin();
        let mut got = 0usize;
        let mut lines: Vec<String> = Vec::new();
        let what = if len == 1 {
            format!("`{}`", format_cards(hands.hand(range.start)))
        } else {
            format!("{len} hands")
        };
        loop {
            let wait = self.wait_budget(st);
            match p.recv(wait) {
                None => {
                    let stderr = p.stderr_tail();
                    if got >= len && !self.past_deadline(st) {
                        // Answered all and then kept its stdin open: fine.
                        break;
                    }
                    return Trial::Bad(Failure {
                        kind: FailureKind::Timeout,
                        detail: format!(
                            "no answer within {} ms (sent alone: {what}; {got} line(s) back)",
                            self.spec.limits.hand_timeout.as_millis()
                        ),
                        stderr,
                    });
                }
                Some(ReaderMsg::Lines(v)) => {
                    for line in v {
                        got += 1;
                        if lines.len() < 3 {
                            lines.push(match &line {
                                Ok(r) => response_text(r),
                                Err(e) => e.clone(),
                            });
                        }
                        if let Err(why) = line {
                            return Trial::Bad(Failure {
                                kind: FailureKind::BadResponse,
                                detail: format!("not a protocol line: {why}"),
                                stderr: p.stderr_tail(),
                            });
                        }
                    }
                }
                Some(ReaderMsg::Eof(_)) => break,
            }
        }
        if got > 0 {
            st.dead_starts = 0;
        }
        let status = p.exit_status(Duration::from_millis(200));
        let stderr = p.stderr_tail();
        if got > len {
            return Trial::Bad(Failure {
                kind: FailureKind::BadResponse,
                detail: format!(
                    "{got} lines for {what}: one line per hand expected ({})",
                    lines
                        .iter()
                        .map(|l| format!("`{}`", shorten(l)))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                stderr,
            });
        }
        if got < len {
            if got == 0 {
                st.dead_starts += 1;
            }
            st.last_stderr.clone_from(&stderr);
            return Trial::Bad(Failure {
                kind: FailureKind::Crash,
                detail: format!(
                    "{got} line(s) for {what}, then the program ended ({status}) \
                     without answering"
                ),
                stderr,
            });
        }
        Trial::Fine
    }

    /// Streams `hands[start..]` through the running process, filling `out`.
    fn stream(
        &self,
        st: &mut State,
        hands: &dyn HandList,
        start: usize,
        out: &mut [Option<Outcome>],
    ) -> Result<(), Fault> {
        let n = hands.count();
        let mut sent = start;
        let mut next = start;
        loop {
            while sent < n && sent - next < WINDOW {
                let end = (sent + CHUNK).min(n);
                let buf = requests(hands, sent..end);
                if !st.process.as_ref().expect("process").send(buf) {
                    break;
                }
                sent = end;
            }
            if next == n {
                return Ok(());
            }
            let msg = self.recv_interruptibly(st);
            match msg {
                None if self.past_deadline(st) => return Err(Fault::Deadline(next)),
                None => return Err(Fault::Timeout(next)),
                Some(ReaderMsg::Lines(lines)) => {
                    let mut extra = Vec::new();
                    for line in lines {
                        if next == n {
                            extra.push(match line {
                                Ok(r) => response_text(&r),
                                Err(e) => e,
                            });
                            continue;
                        }
                        match line.and_then(|r| self.answer_form(r)) {
                            Ok(r) => {
                                out[next] = Some(Outcome::from_response(r));
                                next += 1;
                                st.answered_by_process += 1;
                                st.answered_total += 1;
                                st.dead_starts = 0;
                            }
                            Err(why) => return Err(Fault::Garbage(next, why)),
                        }
                    }
                    if !extra.is_empty() {
                        return Err(Fault::Extra(extra));
                    }
                }
                Some(ReaderMsg::Eof(err)) => {
                    let p = st.process.as_mut().expect("process");
                    let mut status = p.exit_status(Duration::from_millis(200));
                    if let Some(e) = err {
                        status.push_str(&format!("; reading its output failed: {e}"));
                    }
                    return Err(Fault::Crash(next, status));
                }
            }
        }
    }

    /// After a batch: any output now is stray.
    fn settle(&self, st: &mut State) -> Result<(), Fault> {
        let p = st.process.as_mut().expect("process");
        match p.recv(self.spec.limits.settle) {
            Some(ReaderMsg::Lines(lines)) if !lines.is_empty() => Err(Fault::Extra(
                lines
                    .into_iter()
                    .map(|l| match l {
                        Ok(r) => response_text(&r),
                        Err(e) => e,
                    })
                    .collect(),
            )),
            Some(ReaderMsg::Eof(_)) => {
                // It answered everything and then exited: start a new one
                // next time.
                let status = p.exit_status(Duration::from_millis(100));
                st.incidents
                    .push(format!("the program exited between batches ({status})"));
                st.process = None;
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// Before a new request: output that arrived since the last answer
    /// means the program printed more lines than it was asked for.
    fn drain_stray(&self, st: &mut State) {
        let Some(p) = st.process.as_mut() else {
            return;
        };
        let mut stray = Vec::new();
        let mut ended = false;
        while let Some(msg) = p.try_recv() {
            match msg {
                ReaderMsg::Lines(v) => stray.extend(v.into_iter().map(|l| match l {
                    Ok(r) => response_text(&r),
                    Err(e) => e,
                })),
                ReaderMsg::Eof(_) => {
                    ended = true;
                    break;
                }
            }
        }
        if !stray.is_empty() {
            st.incidents.push(format!(
                "{} unexpected line(s) after the last answer, first `{}`: the program \
                 printed more lines than hands it was sent; restarted",
                stray.len(),
                shorten(&stray[0])
            ));
        }
        if ended && stray.is_empty() {
            let status = p.exit_status(Duration::from_millis(100));
            st.incidents
                .push(format!("the program exited between requests ({status})"));
        }
        if ended || !stray.is_empty() {
            st.process = None;
        }
    }

    /// Waits for the running program's next message for the wait budget,
    /// in slices, returning early (with `None`) once the run is interrupted.
    fn recv_interruptibly(&self, st: &mut State) -> Option<ReaderMsg> {
        let budget = self.wait_budget(st);
        let begun = Instant::now();
        loop {
            let left = budget.saturating_sub(begun.elapsed());
            let slice = left.min(Duration::from_millis(200));
            let p = st.process.as_mut().expect("process");
            match p.recv(slice) {
                Some(m) => return Some(m),
                None if left <= slice || self.cancelled() => return None,
                None => {}
            }
        }
    }

    fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Why the run stops early: the caller interrupted it, or the deadline.
    fn stop_message(&self, st: &State) -> Stop {
        if self.cancelled() {
            Stop {
                reason: StopReason::Interrupted,
                message: format!(
                    "interrupted after {} answered hands; the hands not yet answered were not run",
                    st.answered_total
                ),
            }
        } else {
            Stop {
                reason: StopReason::Deadline,
                message: format!(
                    "the overall deadline of {} s passed; the hands not yet answered were not run",
                    self.spec.limits.deadline.unwrap_or_default().as_secs()
                ),
            }
        }
    }

    fn past_deadline(&self, st: &State) -> bool {
        self.cancelled()
            || match (self.spec.limits.deadline, st.started_at) {
                (Some(d), Some(t)) => t.elapsed() >= d,
                _ => false,
            }
    }

    /// How long to wait for the next answer: the per-hand timeout (the
    /// start-up time before the first answer ever), cut short by the overall
    /// deadline, and in slices so that an interruption is seen quickly.
    fn wait_budget(&self, st: &State) -> Duration {
        let t = if st.answered_total == 0 {
            self.spec.limits.startup
        } else {
            self.spec.limits.hand_timeout
        };
        match (self.spec.limits.deadline, st.started_at) {
            (Some(d), Some(s)) => t.min(d.saturating_sub(s.elapsed())),
            _ => t,
        }
    }
}

impl ExternalEvaluator {
    /// A response in the form the spec declares, or why not (a bad
    /// response): `order <strength>` exactly when the evaluator is order-only.
    fn answer_form(&self, r: Response) -> Result<Response, String> {
        match (&r, self.spec.order_only) {
            (Response::Order(_), false) => Err(
                "`order <strength>` from an evaluator that does not declare answers = \"order-only\""
                    .into(),
            ),
            (Response::Verdict(_), true) => Err(format!(
                "`{}`: an order-only evaluator answers `order <strength>`",
                response_text(&r)
            )),
            _ => Ok(r),
        }
    }
}

fn response_text(r: &crate::protocol::Response) -> String {
    Outcome::from_response(r.clone()).to_string()
}

/// The request lines for `range`.
fn requests(hands: &dyn HandList, range: Range<usize>) -> Vec<u8> {
    let mut buf = Vec::with_capacity(range.len() * 21);
    for i in range {
        let h = hands.hand(i);
        let hole = hands.hole(i);
        for (k, c) in h.iter().enumerate() {
            if k > 0 {
                buf.push(b' ');
                if k == hole {
                    buf.extend_from_slice(b"| ");
                }
            }
            buf.push(c.rank().symbol() as u8);
            buf.push(c.suit().letter() as u8);
        }
        buf.push(b'\n');
    }
    buf
}

/// Runs a version command (5 s at most) and keeps its first line.
fn run_version(cmd: &[String], dir: Option<&std::path::Path>) -> Result<String, String> {
    use std::io::Read;
    let mut c = std::process::Command::new(&cmd[0]);
    c.args(&cmd[1..])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null());
    if let Some(d) = dir {
        c.current_dir(d);
    }
    let mut child = c
        .spawn()
        .map_err(|e| format!("version command `{}`: {e}", cmd.join(" ")))?;
    let mut stdout = child.stdout.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = (&mut stdout).take(4096).read_to_string(&mut s);
        s
    });
    let until = Instant::now() + Duration::from_secs(5);
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if Instant::now() < until => std::thread::sleep(Duration::from_millis(5)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "version command `{}` did not finish within 5 s",
                    cmd.join(" ")
                ));
            }
        }
    }
    let text = reader.join().unwrap_or_default();
    Ok(text.lines().next().unwrap_or("").trim().to_string())
}

impl Evaluator for ExternalEvaluator {
    fn info(&self) -> &EvaluatorInfo {
        &self.info
    }
    fn order_only(&self) -> bool {
        self.spec.order_only
    }
    /// One hand, round trip. A refusal, a skip or a failure of the program
    /// comes back as [`Rejected::CannotRun`] with what happened.
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        self.evaluate_one(&Deal { cards, hole: 0 })
    }

    /// One deal, sent as `HOLE | BOARD`.
    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        let cards: Vec<Card> = hole.iter().chain(board).copied().collect();
        self.evaluate_one(&Deal {
            cards: &cards,
            hole: hole.len(),
        })
    }
}

impl ExternalEvaluator {
    fn evaluate_one(&self, deal: &Deal<'_>) -> Result<Verdict, Rejected> {
        let outcome = self.run(deal, false).pop().expect("one outcome");
        match outcome {
            Outcome::Verdict(v) => Ok(v),
            Outcome::Rejected(e) => Err(Rejected::CannotRun(e)),
            Outcome::Skipped(s) => Err(Rejected::CannotRun(format!("skip: {s}"))),
            Outcome::Failed(f) => {
                let mut msg = format!("{}: {}", f.kind.token(), f.detail);
                if !f.stderr.is_empty() {
                    msg.push_str(&format!("; stderr: {}", f.stderr.trim_end()));
                }
                Err(Rejected::CannotRun(msg))
            }
        }
    }
}
