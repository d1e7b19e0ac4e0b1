//! The JSON report: `{"records": [...], "problems": [...]}` with one record
//! per (evaluator, case). The other reports render from the same records,
//! and [`read`] loads a saved report back for rendering.

use super::RunReport;

/// The report as pretty-printed JSON, ending with a newline.
pub fn render(report: &RunReport) -> String {
    serde_json::to_string_pretty(report).expect("records serialise") + "\n"
}

/// Reads a JSON report written by [`render`].
pub fn read(text: &str) -> Result<RunReport, String> {
    serde_json::from_str(text).map_err(|e| format!("not a showdown JSON report: {e}"))
}
