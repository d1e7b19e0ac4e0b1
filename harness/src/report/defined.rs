//! The implementation-defined answers: for every `defined` case, what each
//! evaluator that was asked said (shown, never judged), in a grid of
//! cases × evaluators.

use super::{RunReport, Status};

/// One defined case and its answers.
pub struct DefinedRow {
    /// The case's id (`<file stem>/<name>`).
    pub case: String,
    /// The hand, as [`Record::input`](super::Record::input) writes it.
    pub input: String,
    /// What the case is about (the vector's `why`).
    pub why: String,
    /// One per column; `None` where the evaluator was not asked.
    pub answers: Vec<Option<String>>,
}

/// The evaluators that answered at least one defined case, and the rows.
pub fn grid(report: &RunReport) -> (Vec<String>, Vec<DefinedRow>) {
    let shown: Vec<_> = report
        .records
        .iter()
        .filter(|r| r.status == Status::Shown)
        .collect();
    let mut columns: Vec<String> = Vec::new();
    let mut rows: Vec<DefinedRow> = Vec::new();
    for r in &shown {
        if !columns.contains(&r.evaluator) {
            columns.push(r.evaluator.clone());
        }
    }
    for r in &shown {
        let i = match rows.iter().position(|row| row.case == r.case) {
            Some(i) => i,
            None => {
                rows.push(DefinedRow {
                    case: r.case.clone(),
                    input: r.input.clone(),
                    why: r.why.clone(),
                    answers: vec![None; columns.len()],
                });
                rows.len() - 1
            }
        };
        let col = columns
            .iter()
            .position(|c| *c == r.evaluator)
            .expect("column");
        rows[i].answers[col] = Some(r.got.clone());
    }
    (columns, rows)
}
