//! The terminal report: the grouped matrix as an aligned text table, the
//! legend, every unexpected result with what changed, every load problem,
//! and a summary line. Colours only when `color` is set (a terminal).

use super::matrix::{self, Matrix, Tone};
use super::RunReport;
use std::fmt::Write;

fn paint(text: &str, tone: Tone, color: bool) -> String {
    if !color {
        return text.to_string();
    }
    let code = match tone {
        Tone::Pass => "32",
        Tone::Expected => "33",
        Tone::Unexpected => "1;31",
        Tone::Crash => "35",
        Tone::Skipped | Tone::Empty => "2",
        Tone::Shown => "36",
    };
    format!("\x1b[{code}m{text}\x1b[0m")
}

fn width(s: &str) -> usize {
    s.chars().count()
}

/// Splits a column name at hyphens into lines no wider than `w` (a longer
/// single word keeps its own line).
fn wrap(name: &str, w: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in name.split_inclusive('-') {
        match lines.last_mut() {
            Some(l) if width(l) + width(word) <= w => l.push_str(word),
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// The matrix as text: column names wrapped at hyphens to keep the table
/// narrow, grouped rows labelled by their members (a long group spelled
/// out on the next line).
pub fn render_matrix(m: &Matrix, color: bool) -> String {
    let mut out = String::new();
    let by_case = m.row_kind == "cases";
    let labels: Vec<String> = m
        .rows
        .iter()
        .map(|r| match r.labels.len() {
            n if by_case && n > 1 => format!("{} (+{})", r.labels[0], n - 1),
            _ if by_case => r.labels[0].clone(),
            _ => matrix::label(&r.labels, 3),
        })
        .collect();
    let max_w = if by_case { 64 } else { 40 };
    let label_w = labels
        .iter()
        .map(|l| width(l))
        .max()
        .unwrap_or(8)
        .clamp(10, max_w);
    let cells: Vec<Vec<String>> = m
        .rows
        .iter()
        .map(|r| r.cells.iter().map(|c| c.short()).collect())
        .collect();
    let cell_w: Vec<usize> = (0..m.columns.len())
        .map(|c| cells.iter().map(|row| width(&row[c])).max().unwrap_or(1))
        .collect();
    let heads: Vec<Vec<String>> = m
        .columns
        .iter()
        .zip(&cell_w)
        .map(|(name, &w)| wrap(name, w.max(8)))
        .collect();
    let col_w: Vec<usize> = heads
        .iter()
        .zip(&cell_w)
        .map(|(h, &w)| h.iter().map(|l| width(l)).max().unwrap_or(1).max(w))
        .collect();
    let head_lines = heads.iter().map(Vec::len).max().unwrap_or(1);
    for line in 0..head_lines {
        let first = if line + 1 == head_lines {
            m.row_kind
        } else {
            ""
        };
        let _ = write!(out, "{first:label_w$}");
        for (h, w) in heads.iter().zip(&col_w) {
            // Bottom-align the wrapped names.
            let offset = head_lines - h.len();
            let text = if line >= offset {
                h[line - offset].as_str()
            } else {
                ""
            };
            let _ = write!(out, "  {text:>w$}");
        }
        out.push('\n');
    }
    for ((row, label), texts) in m.rows.iter().zip(&labels).zip(&cells) {
        let truncated = width(label) > label_w;
        let shown: String = if truncated {
            label.chars().take(label_w - 1).collect::<String>() + "…"
        } else {
            label.clone()
        };
        let _ = write!(out, "{shown:label_w$}");
        for ((cell, text), w) in row.cells.iter().zip(texts).zip(&col_w) {
            let pad = w.saturating_sub(width(text));
            let _ = write!(
                out,
                "  {}{}",
                " ".repeat(pad),
                paint(text, cell.tone(), color)
            );
        }
        out.push('\n');
        if (truncated || row.labels.len() > 3) && !by_case {
            let _ = writeln!(out, "    (all of: {})", row.labels.join(", "));
        }
        if by_case && row.labels.len() > 1 {
            let _ = writeln!(out, "    + {}", matrix::label(&row.labels[1..], 6));
        }
    }
    out
}

/// The whole terminal report.
pub fn render(report: &RunReport, m: &Matrix, color: bool) -> String {
    let mut out = render_matrix(m, color);
    out.push_str("\nlegend: ");
    let legend: Vec<String> = matrix::LEGEND
        .iter()
        .map(|(sym, name, _)| format!("{sym} {name}"))
        .collect();
    out.push_str(&legend.join("  "));
    out.push('\n');
    if m.row_kind == "cases" {
        let (columns, rows) = super::defined::grid(report);
        if !rows.is_empty() {
            out.push_str("\nimplementation-defined answers (shown, never failed):\n");
            for row in rows {
                let answers: Vec<String> = columns
                    .iter()
                    .zip(&row.answers)
                    .filter_map(|(c, a)| a.as_ref().map(|a| format!("{c}: {a}")))
                    .collect();
                let _ = writeln!(
                    out,
                    "  {} [{}]  {}",
                    row.case,
                    row.input,
                    answers.join(" | ")
                );
            }
        }
    }
    let unexpected: Vec<_> = report
        .records
        .iter()
        .filter(|r| r.status.is_unexpected())
        .collect();
    if !unexpected.is_empty() {
        let _ = writeln!(
            out,
            "\n{}",
            paint(
                &format!("{} unexpected results:", unexpected.len()),
                Tone::Unexpected,
                color
            )
        );
        for r in unexpected {
            let _ = writeln!(
                out,
                "  {}::{}  ({}:{})\n    {}\n    cards: {}\n    expected: {}\n    got: {}",
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
        let _ = writeln!(
            out,
            "\n{}",
            paint(
                &format!("{} load problems:", report.problems.len()),
                Tone::Unexpected,
                color
            )
        );
        for p in &report.problems {
            let _ = writeln!(out, "  {p}");
        }
    }
    let _ = writeln!(out, "\n{}", matrix::summary(report));
    out
}
