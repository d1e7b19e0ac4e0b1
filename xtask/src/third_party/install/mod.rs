//! Installing the pinned libraries of each language, each step skipped
//! when up to date (a copy of the installed requirements / lock file is
//! kept beside the install as its stamp): one module per language
//! (`python.rs`, `js.rs`, `go.rs`, `cpp.rs`; a new language adds its installer here and a
//! line in [`super::run`]).

pub(crate) mod cpp;
pub(crate) mod go;
mod js;
mod python;

pub(crate) use js::install_js;
pub(crate) use python::{install_python, APART_VENV};

use super::*;

/// The result of one install step.
#[derive(Clone, Debug)]
pub(crate) struct Install {
    pub(crate) ecosystem: &'static str,
    /// What was done ("up to date", "installed") or why it failed.
    pub(crate) outcome: Result<String, String>,
}

/// The version `third-party/js/package.json` (npm, `js`) or
/// `third-party/requirements.txt` or `requirements-apart.txt` (PyPI) pins for `library`: what a row shows
/// when the adapter cannot read its library's version (a package whose
/// `exports` hide its package.json).
pub(crate) fn pinned_version(third: &Path, js: bool, library: &str) -> Option<String> {
    if js {
        let text = std::fs::read_to_string(third.join("js/package.json")).ok()?;
        let json: Value = serde_json::from_str(&text).ok()?;
        return json["dependencies"][library].as_str().map(str::to_string);
    }
    // PyPI names compare case-blind, with `-`, `_` and `.` alike.
    let normal = |s: &str| s.to_lowercase().replace(['_', '.'], "-");
    let text = ["requirements.txt", "requirements-apart.txt"]
        .iter()
        .filter_map(|f| std::fs::read_to_string(third.join(f)).ok())
        .collect::<Vec<_>>()
        .join("\n");
    text.lines()
        .map(str::trim)
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once("=="))
        .find(|(name, _)| normal(name.trim()) == normal(library))
        .map(|(_, version)| version.trim().to_string())
}
