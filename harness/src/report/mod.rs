//! Every command's report as data, and the one set of renderers.
//!
//! `run`'s reports are all rendered from the same [`RunReport`] records: a
//! terminal table, Markdown, JSON (one record per (evaluator, case)), a
//! self-contained HTML page, and JUnit XML. The other commands' reports
//! ([`crate::conformance::ConformanceReport`], [`crate::sweep::SweepResult`],
//! [`crate::sweep::game::GameSweep`], [`crate::diff::DiffReport`]) implement
//! [`Render`] here: each says which [`Format`]s it supports, and the CLI
//! asks it for one.

pub mod conformance;
pub mod defined;
pub mod diagnose;
pub mod diff;
pub mod explain;
pub mod gallery_links;
pub mod html;
pub mod json;
pub mod junit;
pub mod markdown;
pub mod matrix;
mod record;
pub mod sweep;
pub mod table;

pub use record::{Expected, Record, RunReport, Status};

/// A report that renders itself: the formats it supports, and each.
pub trait Render {
    /// The formats it renders; the first is its default.
    const FORMATS: &'static [Format];

    /// The report in `format`; a format outside [`Render::FORMATS`]
    /// (which [`Format::parse`] refuses first) gives the default.
    fn render(&self, format: Format) -> String;
}

/// Every report format. Each command renders the ones that fit what it
/// reports ([`Format::parse`] checks a command's list).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// Plain text for a terminal (`text`, also spelled `table`).
    Text,
    /// Markdown (`markdown` or `md`).
    Markdown,
    /// JSON, the source of the others (`json`).
    Json,
    /// One self-contained HTML page (`html`).
    Html,
    /// JUnit XML for CI (`junit`).
    Junit,
}

impl Format {
    /// Every format, in the order help texts list them.
    pub const ALL: [Format; 5] = [
        Format::Text,
        Format::Markdown,
        Format::Json,
        Format::Html,
        Format::Junit,
    ];

    /// The name of the format.
    pub const fn token(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Markdown => "markdown",
            Format::Json => "json",
            Format::Html => "html",
            Format::Junit => "junit",
        }
    }

    /// The format with this name (`table` is `text`, `md` is `markdown`).
    pub fn from_token(s: &str) -> Option<Format> {
        Some(match s {
            "text" | "table" => Format::Text,
            "markdown" | "md" => Format::Markdown,
            "json" => Format::Json,
            "html" => Format::Html,
            "junit" => Format::Junit,
            _ => return None,
        })
    }

    /// The format with this name if it is one of `supported`; the error
    /// says which are.
    pub fn parse(s: &str, supported: &[Format]) -> Result<Format, crate::Error> {
        match Format::from_token(s) {
            Some(f) if supported.contains(&f) => Ok(f),
            _ => Err(crate::Error::Invalid(format!(
                "--format {s}: expected {}",
                supported
                    .iter()
                    .map(|f| f.token())
                    .collect::<Vec<_>>()
                    .join(", ")
            ))),
        }
    }
}

/// How [`render`] draws a run report.
#[derive(Clone, Default)]
pub struct RenderOptions {
    /// The cases × evaluators matrix (text and Markdown) instead of
    /// evaluators × files.
    pub by_cases: bool,
    /// Colours in the text table.
    pub color: bool,
    /// Where the HTML page links to.
    pub links: gallery_links::GalleryLinks,
    /// The evaluators the HTML page asks to explain failures.
    pub evaluators: Vec<std::sync::Arc<dyn showdown_evaluators::Evaluator>>,
}

/// Renders `report` in `format`.
pub fn render(report: &RunReport, format: Format, options: &RenderOptions) -> String {
    let m = || {
        if options.by_cases {
            matrix::by_case(report)
        } else {
            matrix::by_file(report)
        }
    };
    match format {
        Format::Text => table::render(report, &m(), options.color),
        Format::Markdown => markdown::render(report, &m()),
        Format::Json => json::render(report),
        Format::Html => html::render(report, &options.links, &options.evaluators),
        Format::Junit => junit::render(report),
    }
}
