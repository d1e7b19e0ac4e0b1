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
//!
//! Replays are bounded (see [`MAX_BISECTIONS`]): once a replay has pinned
//! "more lines than hands" on a hand alone, later stray lines are not
//! replayed again — the stretch whose answers cannot be matched to their
//! hands is charged as that kind at once — and no program gets more than
//! [`MAX_BISECTIONS`] bisections in all. So a program that is one line
//! late on every hand costs a restart per batch, not a bisection per hand.
//! Likewise, once an answer that is not a protocol line has been charged,
//! later ones are charged to their hands without restarting the program.
//!
//! A caller with a time budget sets a deadline
//! ([`ExternalEvaluator::set_deadline`]): past it no hand is sent, no copy of
//! the program is started (no restart, no replay, no probe), the hands not
//! yet answered come back not run, and the stop says the budget was spent
//! ([`StopReason::Budget`]), which is no fault of the program.

mod replay;
mod stream;

use super::handling::Handling;
use super::outcome::{Failure, Outcome};
use super::process::{shorten, Process, ReaderMsg};
use super::spec::ExternalSpec;
use crate::protocol::Response;
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::{Evaluator, EvaluatorInfo, Rejected, Verdict};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub use super::hands::{Deal, HandList, Hands, Uniform};
pub use super::stop::{StartError, Stop, StopReason};

/// Hands in flight at most.
pub const WINDOW: usize = 1 << 16;
/// Hands per request buffer.
const CHUNK: usize = 2048;
/// Program lives in a row that end without a single answer before the
/// program is declared unable to start.
const DEAD_STARTS: u32 = 3;
/// Bisections (searches of a stretch of hands for the one that misbehaves
/// alone, each up to twice the stretch's length in replayed hands) a
/// program gets at most; past them, a failure is charged where it was
/// seen, and says it was not replayed.
pub const MAX_BISECTIONS: u32 = 8;

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
    /// The program has answered a hand in some life (a stream, a replay
    /// or a canary hand): it starts, so a life that ends before its first
    /// answer ended on its hand, not at its start.
    alive: bool,
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
    /// Programs started to replay hands (single hands and stretches).
    replays: u64,
    /// Bisections run so far (at most [`MAX_BISECTIONS`]).
    bisections: u32,
    /// What a replay showed when it pinned "more lines than hands" on a
    /// hand alone: once set, stray lines are charged without replaying.
    extra_lines_pinned: Option<String>,
    /// A line that is not a protocol answer has been charged once (and the
    /// program restarted): later ones are charged to their hands without
    /// a restart, since each still stands for one hand.
    garbage_pinned: bool,
    /// When the caller's time budget ends ([`ExternalEvaluator::set_deadline`]).
    budget_deadline: Option<Instant>,
    /// Set once the budget's deadline stopped a run; cleared when the
    /// deadline is set again.
    budget_spent: Option<Stop>,
    /// Crashes that the hand alone reproduced (at most
    /// [`PINNED_CRASHES_PER_RESTART`] × `max_restarts`): each is that hand's
    /// failure, so they are taken off `restarts` before it is held against
    /// the restart limit.
    pinned_crashes: u32,
}

/// How many crashes pinned on their hand alone are forgiven from the
/// restart limit, per restart the limit allows: a program that crashes on a
/// few hundred particular hands is judged on every hand (each crash costs
/// two program starts), while one that crashes on nearly every hand is
/// still given up on in bounded time.
pub(super) const PINNED_CRASHES_PER_RESTART: u32 = 10;

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
    /// Cut short (or never begun): the deadline passed or the run was
    /// interrupted; nothing is known about the stretch.
    Cut,
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
    /// interrupted), if it was; or that the time budget set with
    /// [`set_deadline`](Self::set_deadline) was spent ([`StopReason::Budget`],
    /// until the deadline is set again).
    pub fn given_up(&self) -> Option<Stop> {
        let st = self.lock();
        st.given_up.clone().or_else(|| st.budget_spent.clone())
    }

    /// Ends what the program is asked at `deadline` (`None`: no end), for a
    /// caller with a time budget. Past it no hand is sent and no copy of
    /// the program is started — no restart, no replay to find the hand to
    /// charge, no bad-input probe; a wait for an answer ends at it. The
    /// hands not yet answered come back not run
    /// ([`FailureKind::NotRun`](super::FailureKind::NotRun)), a failure seen
    /// before it is charged where it was seen (saying it was not replayed),
    /// and [`given_up`](Self::given_up) says [`StopReason::Budget`] until the
    /// deadline is set again. Restarts and replays before it count against
    /// it like any other time.
    pub fn set_deadline(&self, deadline: Option<Instant>) {
        let mut st = self.lock();
        st.budget_deadline = deadline;
        st.budget_spent = None;
    }

    /// Sends one raw request line (bad input on purpose) to a fresh copy of
    /// the program and says how it handled it: refused it (`error`/`skip`),
    /// answered anyway, ended or printed garbage, or said nothing in time.
    /// The running program is not disturbed.
    /// Past the deadline ([`set_deadline`](Self::set_deadline)) the probe is
    /// not run, and a wait it cuts short is said as such, not as a hang.
    pub fn probe(&self, line: &str) -> Handling {
        let left = {
            let st = self.lock();
            if self.past_deadline(&st) {
                return Handling::NotRun(self.why_cut(&st).into());
            }
            self.time_left(&st)
        };
        let mut p = match Process::spawn(&self.spec) {
            Ok(p) => p,
            Err(e) => return Handling::Crashes(e.0),
        };
        p.send(format!("{line}\n").into_bytes());
        p.close_stdin();
        let wait = self.spec.limits.hand_timeout.min(self.spec.limits.startup);
        let out = match p.recv(left.map_or(wait, |l| wait.min(l))) {
            None if left.is_some_and(|l| l < wait) => {
                let st = self.lock();
                Handling::NotRun(format!("cut short: {}", self.why_cut(&st)))
            }
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

    /// How many hands the program answered, over all its lives.
    pub fn answered(&self) -> u64 {
        self.lock().answered_total
    }

    /// How many times the program was restarted.
    pub fn restarts(&self) -> u32 {
        self.lock().restarts
    }

    /// How many copies of the program were started to replay hands in
    /// search of the one to charge (bounded: see [`MAX_BISECTIONS`]).
    pub fn replays(&self) -> u64 {
        self.lock().replays
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

/// An answer as the report shows it.
pub(super) fn response_text(r: &crate::protocol::Response) -> String {
    Outcome::from_response(r.clone()).to_string()
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
            Outcome::Skipped(s) => Err(Rejected::Skipped(s)),
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

impl ExternalEvaluator {
    /// A response in the form the spec declares, or why not (a bad
    /// response): `order <strength>` exactly when the evaluator is order-only.
    pub(super) fn answer_form(&self, r: Response) -> Result<Response, String> {
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
