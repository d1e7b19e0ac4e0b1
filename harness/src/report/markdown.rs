//! The Markdown report: the grouped matrix as a table, the legend, and
//! lists of unexpected results and load problems — for READMEs and PRs.

use super::matrix::{self, Matrix};
use super::RunReport;
use std::fmt::Write;

fn escape(s: &str) -> String {
    s.replace('|', "\\|")
}

/// The Markdown report: the summary, `m` as a table with its legend, then
/// (when there are any) the implementation-defined answers, the unexpected
/// results and the load problems.
pub fn render(report: &RunReport, m: &Matrix) -> String {
    let mut out = String::from("# showdown results\n\n");
    let _ = writeln!(out, "{}\n", matrix::summary(report));
    let _ = write!(out, "| {} |", m.row_kind);
    for c in &m.columns {
        let _ = write!(out, " {} |", escape(c));
    }
    out.push_str("\n|---|");
    for _ in &m.columns {
        out.push_str("---:|");
    }
    out.push('\n');
    for row in &m.rows {
        let _ = write!(out, "| {} |", escape(&matrix::label(&row.labels, 6)));
        for c in &row.cells {
            let _ = write!(out, " {} |", c.short());
        }
        out.push('\n');
    }
    out.push_str("\n**Legend:** ");
    let legend: Vec<String> = matrix::LEGEND
        .iter()
        .map(|(sym, name, what)| format!("`{sym}` {name} ({what})"))
        .collect();
    out.push_str(&legend.join(" · "));
    out.push('\n');
    let (columns, rows) = super::defined::grid(report);
    if !rows.is_empty() {
        out.push_str("\n## Implementation-defined answers\n\n| case | cards |");
        for c in &columns {
            let _ = write!(out, " {} |", escape(c));
        }
        out.push_str("\n|---|---|");
        out.push_str(&"---|".repeat(columns.len()));
        out.push('\n');
        for row in rows {
            let _ = write!(out, "| `{}` | `{}` |", row.case, row.input);
            for a in &row.answers {
                let _ = write!(out, " {} |", escape(a.as_deref().unwrap_or("–")));
            }
            out.push('\n');
        }
    }
    let unexpected: Vec<_> = report
        .records
        .iter()
        .filter(|r| r.status.is_unexpected())
        .collect();
    if !unexpected.is_empty() {
        let _ = writeln!(out, "\n## Unexpected results ({})\n", unexpected.len());
        for r in unexpected {
            let _ = writeln!(
                out,
                "- `{}::{}` ({}:{}): {} — cards `{}`, expected {}, got {}",
                r.evaluator,
                r.case,
                r.path,
                r.line,
                r.message.as_deref().unwrap_or(""),
                r.input,
                r.expected,
                r.got
            );
        }
    }
    if !report.problems.is_empty() {
        let _ = writeln!(out, "\n## Load problems ({})\n", report.problems.len());
        for p in &report.problems {
            let _ = writeln!(out, "- {p}");
        }
    }
    out
}
