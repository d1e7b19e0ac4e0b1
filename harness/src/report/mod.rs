//! Reports of a run, all rendered from the same [`RunReport`] records:
//! a terminal table, Markdown, JSON (one record per (evaluator, case)),
//! a self-contained HTML page, and JUnit XML.

pub mod defined;
pub mod html;
pub mod json;
pub mod junit;
pub mod markdown;
pub mod matrix;
mod record;
pub mod table;

pub use record::{Expected, Record, RunReport, Status};

/// The report formats `showdown run --format` offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Table,
    Markdown,
    Json,
    Html,
    Junit,
}

impl Format {
    pub fn from_token(s: &str) -> Option<Format> {
        Some(match s {
            "table" => Format::Table,
            "markdown" | "md" => Format::Markdown,
            "json" => Format::Json,
            "html" => Format::Html,
            "junit" => Format::Junit,
            _ => return None,
        })
    }
}

/// Renders `report` in `format`; `by_cases` picks the cases × evaluators
/// matrix for the table and Markdown; `color` paints the table.
pub fn render(report: &RunReport, format: Format, by_cases: bool, color: bool) -> String {
    let m = || {
        if by_cases {
            matrix::by_case(report)
        } else {
            matrix::by_file(report)
        }
    };
    match format {
        Format::Table => table::render(report, &m(), color),
        Format::Markdown => markdown::render(report, &m()),
        Format::Json => json::render(report),
        Format::Html => html::render(report),
        Format::Junit => junit::render(report),
    }
}
