//! Finding the hand to charge for a failure: the hand alone, then halves of
//! the stretch before it, each replayed in a fresh process.

use super::{response_text, ExternalEvaluator, State, Trial, CHUNK, DEAD_STARTS, MAX_BISECTIONS};
use crate::external::hands::{requests, HandList};
use crate::external::outcome::{Failure, FailureKind, Outcome};
use crate::external::process::{shorten, Process, ReaderMsg};
use showdown_evaluators::card::format_cards;
use std::ops::Range;
use std::time::Duration;

impl ExternalEvaluator {
    /// Whether the program answers a plain hand of its smallest card count
    /// (distinct ranks, the suits in turn) in a fresh process: asked once
    /// a life ends before its first answer, to tell a program that cannot
    /// start from one that crashed on the hand it met first.
    pub(super) fn answers_a_canary(&self, st: &mut State) -> bool {
        let game = self.spec.game;
        let n = self.spec.cards.counts().next().unwrap_or(5);
        let ranks: Vec<_> = showdown_evaluators::card::Rank::ALL
            .into_iter()
            .filter(|&r| r >= game.lowest_rank)
            .collect();
        let cards: Vec<showdown_evaluators::card::Card> = (0..n)
            .map(|k| {
                let rank = ranks[(k * 5) % ranks.len()];
                let suit = showdown_evaluators::card::Suit::ALL[k % 4];
                showdown_evaluators::card::Card::new(rank, suit)
            })
            .collect();
        let hole = if game.has_hole_cards() {
            showdown_evaluators::games::omaha::split_counts(n).0
        } else {
            0
        };
        let dead_starts = st.dead_starts;
        // A replay cut short by the deadline tells nothing: not a dead start.
        let fine = !matches!(
            self.trial(
                st,
                &crate::external::hands::Deal {
                    cards: &cards,
                    hole
                },
                0..1
            ),
            Trial::Bad(_)
        );
        st.dead_starts = dead_starts;
        fine
    }

    /// Finds who to charge for a crash or timeout seen at hand `at`: the hand
    /// alone, else a hand before it that fails alone; otherwise `at` itself.
    /// Returns where to go on from.
    pub(super) fn charge(
        &self,
        st: &mut State,
        hands: &dyn HandList,
        start: usize,
        at: usize,
        first: Failure,
        out: &mut [Option<Outcome>],
    ) -> usize {
        if st.dead_starts >= DEAD_STARTS
            || !st.alive
            || st.silent_in_a_row + 1 >= self.spec.limits.max_silent
        {
            // Not worth replaying: the program is about to be given up on.
            out[at] = Some(Outcome::Failed(first));
            return at + 1;
        }
        // Past the deadline no replay begins: the failure seen is charged
        // where it was seen.
        let not_replayed = |st: &State, mut f: Failure| {
            f.detail
                .push_str(&format!(" (not replayed: {})", self.why_cut(st)));
            Some(Outcome::Failed(f))
        };
        if self.past_deadline(st) {
            out[at] = not_replayed(st, first);
            return at + 1;
        }
        let alone = self.trial(st, hands, at..at + 1);
        if let Trial::Cut = alone {
            out[at] = not_replayed(st, first);
            return at + 1;
        }
        if let Trial::Bad(f) = alone {
            st.unexplained_in_a_row = 0;
            if f.kind == FailureKind::Crash {
                // It crashes on this hand alone: the hand's failure, not a
                // program that stopped answering, nor a restart to count
                // towards giving up (within a bound).
                st.silent_in_a_row = 0;
                let forgiven = self
                    .spec
                    .limits
                    .max_restarts
                    .saturating_mul(super::PINNED_CRASHES_PER_RESTART);
                if st.pinned_crashes < forgiven {
                    st.pinned_crashes += 1;
                }
            }
            out[at] = Some(Outcome::Failed(f));
            return at + 1;
        }
        if at > start && st.bisections >= MAX_BISECTIONS {
            let mut f = first;
            f.detail.push_str(&format!(
                " (not replayed: the program's {MAX_BISECTIONS} searches for the hand to \
                 charge are spent)"
            ));
            out[at] = Some(Outcome::Failed(f));
            return at + 1;
        }
        if at > start {
            if let Some((c, f)) = self.localize(st, hands, start..at) {
                st.unexplained_in_a_row = 0;
                out[c] = Some(Outcome::Failed(f));
                return c + 1;
            }
            if self.past_deadline(st) {
                out[at] = not_replayed(st, first);
                return at + 1;
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
    pub(super) fn localize(
        &self,
        st: &mut State,
        hands: &dyn HandList,
        range: Range<usize>,
    ) -> Option<(usize, Failure)> {
        st.bisections += 1;
        let mut r = range;
        loop {
            if self.past_deadline(st) {
                return None;
            }
            if r.len() == 1 {
                return match self.trial(st, hands, r.clone()) {
                    Trial::Bad(f) => Some((r.start, f)),
                    Trial::Fine | Trial::Cut => None,
                };
            }
            let mid = r.start + r.len() / 2;
            match self.trial(st, hands, r.start..mid) {
                Trial::Bad(_) => r = r.start..mid,
                Trial::Cut => return None,
                Trial::Fine => match self.trial(st, hands, mid..r.end) {
                    Trial::Bad(_) => r = mid..r.end,
                    Trial::Fine | Trial::Cut => return None,
                },
            }
        }
    }

    /// Runs `range` alone in a fresh process with stdin closed after it, and
    /// checks that exactly one valid line came back per hand. Past the
    /// deadline it is not begun, and a wait the deadline ends is
    /// [`Trial::Cut`], not a timeout.
    pub(super) fn trial(&self, st: &mut State, hands: &dyn HandList, range: Range<usize>) -> Trial {
        if self.past_deadline(st) {
            return Trial::Cut;
        }
        let len = range.len();
        st.replays += 1;
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
                None if self.past_deadline(st) => return Trial::Cut,
                None => {
                    let stderr = p.stderr_tail();
                    if got >= len {
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
            st.alive = true;
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
            if got == 0 && !st.alive {
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
}
