//! The JSON report: `{"records": [...], "problems": [...]}` with one record
//! per (evaluator, case). The other reports render from the same records,
//! and [`read`] loads a saved report back for rendering.

use super::RunReport;

/// Why a saved JSON report could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError(pub String);

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ReadError {}

impl From<String> for ReadError {
    fn from(s: String) -> ReadError {
        ReadError(s)
    }
}

/// The report as pretty-printed JSON, ending with a newline.
pub fn render(report: &RunReport) -> String {
    serde_json::to_string_pretty(report).expect("records serialise") + "\n"
}

/// Reads a JSON report written by [`render`].
pub fn read(text: &str) -> Result<RunReport, ReadError> {
    serde_json::from_str(text).map_err(|e| ReadError(format!("not a showdown JSON report: {e}")))
}
