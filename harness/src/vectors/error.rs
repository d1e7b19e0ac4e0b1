//! A problem found while loading vectors or expectations: the file, the line,
//! the case (when known) and what is wrong, printed as `file:line: case: problem`.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::Path;

/// One load problem. Loading never stops at the first one: every problem in
/// every file is collected, and the cases that did load still run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoadError {
    /// The file, as given to the loader (`vectors/pitfalls.toml`).
    pub file: String,
    /// 1-based line of the problem (0 when the whole file is affected).
    pub line: usize,
    /// The case id (`pitfalls/seven-card-trap`), or an expectation's case,
    /// when the problem belongs to one.
    pub case: Option<String>,
    /// What is wrong, in one sentence.
    pub message: String,
}

impl LoadError {
    /// A problem in `file` at `line` (0: the whole file), about `case` when it
    /// belongs to one.
    pub fn new(file: &Path, line: usize, case: Option<&str>, message: impl Into<String>) -> Self {
        LoadError {
            file: file.display().to_string(),
            line,
            case: case.map(str::to_string),
            message: message.into(),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if self.line > 0 {
            write!(f, ":{}", self.line)?;
        }
        if let Some(case) = &self.case {
            write!(f, ": case `{case}`")?;
        }
        write!(f, ": {}", self.message)
    }
}

/// The 1-based line holding byte `offset` of `src`.
pub fn line_of(src: &str, offset: usize) -> usize {
    let end = offset.min(src.len());
    src.as_bytes()[..end]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

impl std::error::Error for LoadError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_count_from_one() {
        let src = "a\nbb\nccc";
        assert_eq!(line_of(src, 0), 1);
        assert_eq!(line_of(src, 2), 2);
        assert_eq!(line_of(src, 5), 3);
        assert_eq!(line_of(src, 999), 3);
    }

    #[test]
    fn display_names_file_line_and_case() {
        let e = LoadError::new(Path::new("v/x.toml"), 7, Some("x/y"), "bad card");
        assert_eq!(e.to_string(), "v/x.toml:7: case `x/y`: bad card");
        let e = LoadError::new(Path::new("v/x.toml"), 0, None, "unreadable");
        assert_eq!(e.to_string(), "v/x.toml: unreadable");
    }
}
