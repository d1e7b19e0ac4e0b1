//! The results matrix: evaluators × vector files (or cases × evaluators),
//! each cell counting pass / expected failure / unexpected / skipped /
//! crash / shown. Rows with identical results are grouped into one row,
//! JSONTestSuite-style, so clusters of shared disagreement stand out.

use super::{Record, RunReport, Status};
use std::collections::HashMap;

/// Counts of one cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cell {
    /// Results that passed.
    pub pass: usize,
    /// Expected failures other than crashes.
    pub expected: usize,
    /// Unexpected results, crashes included.
    pub unexpected: usize,
    /// Results skipped (not judged).
    pub skipped: usize,
    /// Panics, expected or not (an unexpected one also counts as unexpected).
    pub crash: usize,
    /// Implementation-defined answers, shown and not judged.
    pub shown: usize,
    /// Results in the cell.
    pub n: usize,
}

impl Cell {
    /// Counts one record into the cell.
    pub fn add(&mut self, r: &Record) {
        self.n += 1;
        if r.is_crash() {
            self.crash += 1;
        }
        match r.status {
            Status::Pass => self.pass += 1,
            Status::ExpectedFailure if r.is_crash() => {}
            Status::ExpectedFailure => self.expected += 1,
            Status::Skipped => self.skipped += 1,
            Status::Shown => self.shown += 1,
            _ => self.unexpected += 1,
        }
    }

    /// How many results the cell holds.
    pub fn total(&self) -> usize {
        self.n
    }

    /// Whether the cell holds no result.
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// The cell's worst news, which sets its colour.
    pub fn tone(&self) -> Tone {
        if self.is_empty() {
            Tone::Empty
        } else if self.unexpected > 0 {
            Tone::Unexpected
        } else if self.crash > 0 {
            Tone::Crash
        } else if self.expected > 0 {
            Tone::Expected
        } else if self.pass > 0 {
            Tone::Pass
        } else if self.shown > 0 {
            Tone::Shown
        } else {
            Tone::Skipped
        }
    }

    /// Compact text: `12✓`, `9✓ 3x`, `2! 10✓`, `5-`; a single result is
    /// its symbol alone; an empty cell `·`.
    pub fn short(&self) -> String {
        let parts = [
            (self.unexpected, "!"),
            (self.crash, "C"),
            (self.expected, "x"),
            (self.pass, "✓"),
            (self.shown, "?"),
            (self.skipped, "-"),
        ];
        let s: Vec<String> = parts
            .iter()
            .filter(|(n, _)| *n > 0)
            .map(|(n, sym)| {
                if self.n == 1 {
                    sym.to_string()
                } else {
                    format!("{n}{sym}")
                }
            })
            .collect();
        if s.is_empty() {
            "·".into()
        } else {
            s.join(" ")
        }
    }
}

/// The colour class of a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Passes, with nothing worse than skips or shown answers (`pass`).
    Pass,
    /// Expected failures, and no unexpected result or crash (`xfail`).
    Expected,
    /// At least one unexpected result (`unexpected`).
    Unexpected,
    /// Crashes, every one of them expected (`crash`).
    Crash,
    /// Only skipped results (`skip`).
    Skipped,
    /// Only shown answers, perhaps with skips (`shown`).
    Shown,
    /// No result at all (`empty`).
    Empty,
}

impl Tone {
    /// The CSS class the HTML report gives the cell: `pass`, `xfail`,
    /// `unexpected`, `crash`, `skip`, `shown` or `empty`.
    pub const fn css(self) -> &'static str {
        match self {
            Tone::Pass => "pass",
            Tone::Expected => "xfail",
            Tone::Unexpected => "unexpected",
            Tone::Crash => "crash",
            Tone::Skipped => "skip",
            Tone::Shown => "shown",
            Tone::Empty => "empty",
        }
    }
}

/// One row: the grouped labels, and a cell per column.
#[derive(Clone, Debug)]
pub struct Row {
    /// The row's members, grouped because their results are identical:
    /// evaluator names or case ids.
    pub labels: Vec<String>,
    /// One cell per column, in the order of [`Matrix::columns`].
    pub cells: Vec<Cell>,
}

impl Row {
    /// The row's cells added up.
    pub fn total(&self) -> Cell {
        let mut t = Cell::default();
        for c in &self.cells {
            t.pass += c.pass;
            t.expected += c.expected;
            t.unexpected += c.unexpected;
            t.skipped += c.skipped;
            t.crash += c.crash;
            t.shown += c.shown;
            t.n += c.n;
        }
        t
    }
}

/// A grouped matrix.
#[derive(Clone, Debug)]
pub struct Matrix {
    /// What a row is (`evaluators`, `cases`) and what a column is.
    pub row_kind: &'static str,
    /// What a column is (`vector files`, `evaluators`).
    pub column_kind: &'static str,
    /// The column headings in first-seen order: vector file stems, or
    /// evaluator names.
    pub columns: Vec<String>,
    /// The grouped rows ([`by_case`] puts those with unexpected results,
    /// crashes or expected failures first).
    pub rows: Vec<Row>,
}

/// Evaluators × vector files; evaluators whose every case has the same
/// status share a row.
pub fn by_file(report: &RunReport) -> Matrix {
    let files = report.files();
    let mut rows: Vec<Row> = Vec::new();
    let mut seen: HashMap<Vec<(String, Status)>, usize> = HashMap::new();
    for ev in report.evaluators() {
        let mine: Vec<&Record> = report
            .records
            .iter()
            .filter(|r| r.evaluator == ev)
            .collect();
        let pattern: Vec<(String, Status)> =
            mine.iter().map(|r| (r.case.clone(), r.status)).collect();
        if let Some(&i) = seen.get(&pattern) {
            rows[i].labels.push(ev);
            continue;
        }
        let mut cells = vec![Cell::default(); files.len()];
        for r in &mine {
            let col = files
                .iter()
                .position(|f| *f == r.file)
                .expect("file listed");
            cells[col].add(r);
        }
        seen.insert(pattern, rows.len());
        rows.push(Row {
            labels: vec![ev],
            cells,
        });
    }
    Matrix {
        row_kind: "evaluators",
        column_kind: "vector files",
        columns: files,
        rows,
    }
}

/// Cases × evaluators; cases with the same status for every evaluator share
/// a row (so "every evaluator passes" is one line).
pub fn by_case(report: &RunReport) -> Matrix {
    let evs = report.evaluators();
    let mut case_order: Vec<String> = Vec::new();
    let mut per_case: HashMap<String, Vec<Cell>> = HashMap::new();
    for r in &report.records {
        let cells = per_case.entry(r.case.clone()).or_insert_with(|| {
            case_order.push(r.case.clone());
            vec![Cell::default(); evs.len()]
        });
        let col = evs
            .iter()
            .position(|e| *e == r.evaluator)
            .expect("evaluator listed");
        cells[col].add(r);
    }
    let mut rows: Vec<Row> = Vec::new();
    let mut seen: HashMap<Vec<Cell>, usize> = HashMap::new();
    for case in case_order {
        let cells = per_case.remove(&case).expect("case counted");
        if let Some(&i) = seen.get(&cells) {
            rows[i].labels.push(case);
            continue;
        }
        seen.insert(cells.clone(), rows.len());
        rows.push(Row {
            labels: vec![case],
            cells,
        });
    }
    // Rows with news first: unexpected, then expected failures, then the rest.
    rows.sort_by_key(|r| {
        let t = r.total();
        (t.unexpected == 0, t.crash == 0, t.expected == 0)
    });
    Matrix {
        row_kind: "cases",
        column_kind: "evaluators",
        columns: evs,
        rows,
    }
}

/// Totals over the whole report.
pub fn totals(report: &RunReport) -> Cell {
    let mut t = Cell::default();
    for r in &report.records {
        t.add(r);
    }
    t
}

/// A row label: `a, b, c` or, for many, `a, b … (+12 more)`.
pub fn label(labels: &[String], max: usize) -> String {
    if labels.len() <= max {
        labels.join(", ")
    } else {
        format!(
            "{} … (+{} more)",
            labels[..max].join(", "),
            labels.len() - max
        )
    }
}

/// The one-line summary of a run.
pub fn summary(report: &RunReport) -> String {
    let t = totals(report);
    format!(
        "{} evaluators, {} cases, {} results: {} pass, {} expected failures, {} unexpected, {} skipped, {} crashes, {} shown; {} load problems — {}",
        report.evaluators().len(),
        {
            let mut c: Vec<&str> = report.records.iter().map(|r| r.case.as_str()).collect();
            c.sort_unstable();
            c.dedup();
            c.len()
        },
        report.records.len(),
        t.pass,
        t.expected,
        t.unexpected,
        t.skipped,
        t.crash,
        t.shown,
        report.problems.len(),
        if report.failed() { "FAILED" } else { "OK" }
    )
}

/// The legend, one line per symbol.
pub const LEGEND: [(&str, &str, &str); 6] = [
    ("✓", "pass", "agrees with the reference"),
    ("x", "xfail", "fails exactly as its expectations file says"),
    (
        "!",
        "unexpected",
        "a new failure, a fixed failure, or another kind of failure: fails the run",
    ),
    ("C", "crash", "panicked (also unexpected unless expected)"),
    (
        "-",
        "skip",
        "out of the evaluator's domain, or needs a strength it lacks",
    ),
    (
        "?",
        "shown",
        "implementation-defined answer, shown, never failed",
    ),
];
