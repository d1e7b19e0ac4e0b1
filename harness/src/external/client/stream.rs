//! Streaming hands through the running program: the pipelined run, the
//! answers read back, stray output, deadlines and cancelling.

use super::{response_text, ExternalEvaluator, Fault, State, CHUNK, DEAD_STARTS, WINDOW};
use crate::external::hands::{requests, HandList};
use crate::external::outcome::{Failure, FailureKind, Outcome};
use crate::external::process::{shorten, Process, ReaderMsg};
use crate::external::stop::{Stop, StopReason};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

impl ExternalEvaluator {
    pub(super) fn run(&self, hands: &dyn HandList, settle: bool) -> Vec<Outcome> {
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
            // Past the budget: no hand is sent, no program (re)started.
            if st.given_up.is_none() && st.budget_spent.is_none() && self.past_budget(st) {
                st.budget_spent = Some(self.stop_message(st));
            }
            if let Some(why) = st.given_up.as_ref().or(st.budget_spent.as_ref()) {
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
                    let stop = self.stop_message(st);
                    if stop.reason == StopReason::Budget {
                        st.budget_spent = Some(stop);
                    } else {
                        st.given_up = Some(stop);
                    }
                    i
                }
                Fault::Garbage(i, why) => {
                    st.garbage_pinned = true;
                    out[i] = Some(Outcome::failed(
                        FailureKind::BadResponse,
                        format!("not a protocol line: {why}"),
                        stderr,
                    ));
                    i + 1
                }
                Fault::Crash(i, status) => {
                    // A life that ended before its first answer: a program
                    // that cannot start, unless it answers another hand (it
                    // may have met a hand it crashes on first).
                    if st.answered_by_process == 0 && !st.alive && !self.answers_a_canary(st) {
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
                    if let Some(pinned) = &st.extra_lines_pinned {
                        // The kind is established: not replayed again. No
                        // answer of the stretch can be matched to its hand.
                        let detail = format!(
                            "its answer is not judged: {summary} over these {} hands, so no \
                             answer among them can be matched to its hand (not replayed: the \
                             program was already shown to print more lines than hands, {pinned})",
                            n - start
                        );
                        // Its stderr with the first hand only (it may be long).
                        let mut stderr = Some(stderr);
                        for o in &mut out[start..n] {
                            *o = Some(Outcome::failed(
                                FailureKind::BadResponse,
                                detail.clone(),
                                stderr.take().unwrap_or_default(),
                            ));
                        }
                        n
                    } else if st.bisections >= super::MAX_BISECTIONS {
                        st.incidents.push(format!(
                            "stray output after a batch of {} hands ({summary}); not replayed \
                             (the program's {} bisections are spent)",
                            n - start,
                            super::MAX_BISECTIONS
                        ));
                        n
                    } else {
                        match self.localize(st, hands, start..n) {
                            None if self.past_deadline(st) => {
                                st.incidents.push(format!(
                                    "stray output after a batch of {} hands ({summary}); not \
                                     replayed in full: {}",
                                    n - start,
                                    self.why_cut(st)
                                ));
                                n
                            }
                            Some((c, f)) => {
                                st.extra_lines_pinned = Some(format!(
                                    "`{}` alone: {}",
                                    showdown_evaluators::card::format_cards(hands.hand(c)),
                                    f.detail
                                ));
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
            } else if st.restarts.saturating_sub(st.pinned_crashes) > self.spec.limits.max_restarts
                && st.given_up.is_none()
            {
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

    /// Streams `hands[start..]` through the running process, filling `out`.
    pub(super) fn stream(
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
                                st.alive = true;
                            }
                            Err(why) if st.garbage_pinned => {
                                // The kind is established: charged to its
                                // hand, the program kept (one line, one hand).
                                out[next] = Some(Outcome::failed(
                                    FailureKind::BadResponse,
                                    format!("not a protocol line: {why}"),
                                    String::new(),
                                ));
                                next += 1;
                                st.answered_by_process += 1;
                                st.answered_total += 1;
                            }
                            Err(why) => return Err(Fault::Garbage(next, why)),
                        }
                    }
                    if !extra.is_empty() {
                        return Err(Fault::Extra(extra));
                    }
                    // A program that answers steadily is stopped at the
                    // deadline too, not only one that falls silent.
                    if next < n && self.past_deadline(st) {
                        return Err(Fault::Deadline(next));
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
    pub(super) fn settle(&self, st: &mut State) -> Result<(), Fault> {
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
    pub(super) fn drain_stray(&self, st: &mut State) {
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
    pub(super) fn recv_interruptibly(&self, st: &mut State) -> Option<ReaderMsg> {
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

    pub(super) fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Why the run stops early: the caller interrupted it, the overall
    /// deadline passed, or the caller's time budget was spent.
    pub(super) fn stop_message(&self, st: &State) -> Stop {
        if !self.cancelled() && !self.past_spec_deadline(st) {
            return Stop {
                reason: StopReason::Budget,
                // No count here: the report's sections count the hands
                // (one count per section, a hand still pending left out).
                message: "the check's time budget was spent; the hands not yet answered \
                          were not run"
                    .to_string(),
            };
        }
        if self.cancelled() {
            Stop {
                reason: StopReason::Interrupted,
                message: "interrupted; the hands not yet answered were not run".to_string(),
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

    /// Whether to stop: interrupted, the overall deadline passed, or the
    /// caller's time budget was spent.
    pub(super) fn past_deadline(&self, st: &State) -> bool {
        self.cancelled() || self.past_spec_deadline(st) || self.past_budget(st)
    }

    /// Whether the overall deadline (the spec's `deadline-s`) passed.
    fn past_spec_deadline(&self, st: &State) -> bool {
        match (self.spec.limits.deadline, st.started_at) {
            (Some(d), Some(t)) => t.elapsed() >= d,
            _ => false,
        }
    }

    /// Whether the caller's time budget ([`ExternalEvaluator::set_deadline`])
    /// was spent.
    pub(super) fn past_budget(&self, st: &State) -> bool {
        st.budget_deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// Why a replay or a probe was cut short or not begun, in a few words.
    pub(super) fn why_cut(&self, st: &State) -> &'static str {
        match self.stop_message(st).reason {
            StopReason::Interrupted => "the run was interrupted",
            StopReason::Deadline => "the overall deadline passed",
            _ => "the time budget was spent",
        }
    }

    /// The time left before the overall deadline or the caller's budget
    /// ends, whichever is first (`None`: neither is set).
    pub(super) fn time_left(&self, st: &State) -> Option<Duration> {
        let overall = match (self.spec.limits.deadline, st.started_at) {
            (Some(d), Some(s)) => Some(d.saturating_sub(s.elapsed())),
            _ => None,
        };
        let budget = st
            .budget_deadline
            .map(|d| d.saturating_duration_since(Instant::now()));
        match (overall, budget) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// How long to wait for the next answer: the per-hand timeout (the
    /// start-up time before the first answer ever), cut short by the overall
    /// deadline and the caller's budget, and in slices so that an
    /// interruption is seen quickly.
    pub(super) fn wait_budget(&self, st: &State) -> Duration {
        let t = if st.answered_total == 0 {
            self.spec.limits.startup
        } else {
            self.spec.limits.hand_timeout
        };
        self.time_left(st).map_or(t, |left| t.min(left))
    }
}
