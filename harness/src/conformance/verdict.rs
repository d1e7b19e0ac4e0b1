//! What a check concludes: [`CheckVerdict`], and the report's summaries.

use crate::engine::findings;
use crate::external::StopReason;

use super::problem::*;
use std::collections::HashMap;

/// What a check concludes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckVerdict {
    /// Every hand checked was right, and hands were checked.
    Conformant,
    /// Problems were found (or nothing could be checked).
    NotConformant,
    /// The program never answered, or stopped answering.
    NotResponding,
    /// Shared vectors failed to load: the check cannot be trusted.
    BrokenVectors,
    /// Interrupted, or a deadline passed: the report is partial.
    Interrupted,
}

impl CheckVerdict {
    /// The exit status the CLI gives it: 0 conformant, 1 not conformant,
    /// 2 not responding or broken vectors, 3 interrupted.
    pub const fn exit_code(self) -> u8 {
        match self {
            CheckVerdict::Conformant => 0,
            CheckVerdict::NotConformant => 1,
            CheckVerdict::NotResponding | CheckVerdict::BrokenVectors => 2,
            CheckVerdict::Interrupted => 3,
        }
    }

    /// `conformant`, `not-conformant`, `not-responding`, `broken-vectors`,
    /// `interrupted`.
    pub const fn token(self) -> &'static str {
        match self {
            CheckVerdict::Conformant => "conformant",
            CheckVerdict::NotConformant => "not-conformant",
            CheckVerdict::NotResponding => "not-responding",
            CheckVerdict::BrokenVectors => "broken-vectors",
            CheckVerdict::Interrupted => "interrupted",
        }
    }
}

impl ConformanceReport {
    /// What the check concludes.
    pub fn verdict(&self) -> CheckVerdict {
        if !self.vector_errors.is_empty() {
            return CheckVerdict::BrokenVectors;
        }
        match self.given_up.as_ref().map(|g| g.reason) {
            Some(StopReason::NeverStarted | StopReason::NotResponding) => {
                return CheckVerdict::NotResponding
            }
            Some(StopReason::Deadline | StopReason::Interrupted) => {
                return CheckVerdict::Interrupted
            }
            Some(StopReason::TooManyRestarts) => return CheckVerdict::NotConformant,
            // The budget was spent: what was judged stands, problems
            // included; the report says which parts were cut short.
            Some(StopReason::Budget) | None => {}
        }
        let input_ok = !self.strict_input || self.bad_input.iter().all(|b| b.handling.acceptable());
        if self.sections.iter().all(Section::ok) && self.hands_agreed() > 0 && input_ok {
            CheckVerdict::Conformant
        } else {
            CheckVerdict::NotConformant
        }
    }

    /// No disagreement, no failure, and at least one hand checked.
    pub fn conformant(&self) -> bool {
        self.verdict() == CheckVerdict::Conformant
    }

    /// Whether the evaluator never answered at all (a start error).
    pub fn never_started(&self) -> bool {
        self.verdict() == CheckVerdict::NotResponding && self.hands_agreed() == 0
    }

    fn hands_agreed(&self) -> u64 {
        self.sections.iter().map(|s| s.agreed).sum()
    }

    /// The verdict line: `CONFORMANT`, `NOT CONFORMANT (2 kind(s) of problem)`, …
    pub fn verdict_line(&self) -> String {
        self.verdict_line_counting(self.problems().len())
    }

    /// The verdict line with `problems` kinds of problem (the summary
    /// counts a program's refusals among the vectors and elsewhere once).
    pub(crate) fn verdict_line_counting(&self, problems: usize) -> String {
        let judged: u64 = self.sections.iter().map(|s| s.hands).sum();
        match self.verdict() {
            CheckVerdict::Conformant => match self.proven_counts() {
                Some(counts) => format!("CONFORMANT (every {} hand)", counts_text(&counts)),
                None => "CONFORMANT".to_string(),
            },
            CheckVerdict::NotConformant if judged == 0 => {
                "NOT CONFORMANT (nothing was checked)".to_string()
            }
            CheckVerdict::NotConformant => {
                format!("NOT CONFORMANT ({} kind(s) of problem)", problems.max(1))
            }
            CheckVerdict::NotResponding => format!(
                "NOT RESPONDING ({} hands judged before it stopped{})",
                crate::numbers::thousands(judged),
                if problems > 0 {
                    format!(", {problems} kind(s) of problem")
                } else {
                    String::new()
                }
            ),
            CheckVerdict::BrokenVectors => format!(
                "COULD NOT CHECK ({} load error(s) in the vectors; fix them or pass --no-vectors)",
                self.vector_errors.len()
            ),
            CheckVerdict::Interrupted => format!(
                "INTERRUPTED (partial report: {} hands judged{})",
                crate::numbers::thousands(judged),
                if problems > 0 {
                    format!(", {problems} kind(s) of problem so far")
                } else {
                    ", no problem so far".to_string()
                }
            ),
        }
    }

    /// The card counts of the check when every space of them was swept
    /// whole (a proof, not a sample), ascending; `None` otherwise.
    pub fn proven_counts(&self) -> Option<Vec<usize>> {
        let shapes = &self.coverage.as_ref()?.shapes;
        if shapes.is_empty() || shapes.iter().any(|s| s.whole.is_none() || s.hole > 0) {
            return None;
        }
        let mut counts: Vec<usize> = shapes.iter().map(|s| s.n).collect();
        counts.sort_unstable();
        counts.dedup();
        Some(counts)
    }

    /// Every kind of problem over all sections, with its total count and
    /// the smallest example of all.
    pub fn problems(&self) -> Vec<Problem> {
        let mut by_kind: HashMap<ProblemKind, Problem> = HashMap::new();
        for p in self.sections.iter().flat_map(|s| &s.problems) {
            match by_kind.get_mut(&p.kind) {
                None => {
                    by_kind.insert(p.kind, p.clone());
                }
                Some(q) => {
                    q.count += p.count;
                    if findings::key(&p.example) < findings::key(&q.example) {
                        q.example = p.example.clone();
                        q.documented = p.documented.clone();
                        q.shrunk_from = p.shrunk_from.clone();
                        q.shrink_cut = p.shrink_cut;
                        q.history = p.history.clone();
                    }
                }
            }
        }
        let mut v: Vec<Problem> = by_kind.into_values().collect();
        v.sort_by_key(|p| p.kind);
        v
    }
}

/// `5-card`, `5- and 6-card`, `5-, 6- and 7-card`.
fn counts_text(counts: &[usize]) -> String {
    match counts {
        [] => String::new(),
        [one] => format!("{one}-card"),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(|n| format!("{n}-")).collect();
            format!("{} and {last}-card", rest.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::counts_text;

    #[test]
    fn the_proven_counts_read_as_prose() {
        assert_eq!(counts_text(&[7]), "7-card");
        assert_eq!(counts_text(&[5, 6]), "5- and 6-card");
        assert_eq!(counts_text(&[5, 6, 7]), "5-, 6- and 7-card");
    }
}
