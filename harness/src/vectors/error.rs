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

/// Where the first byte that is not UTF-8 sits in `bytes`: its 1-based line
/// and its 0-based byte offset, when there is one.
pub fn invalid_utf8(bytes: &[u8]) -> Option<(usize, usize)> {
    let valid = std::str::from_utf8(bytes).err()?.valid_up_to();
    let line = bytes[..valid].iter().filter(|&&b| b == b'\n').count() + 1;
    Some((line, valid))
}

/// The text of `bytes` read from `path`, or a load error naming the line
/// and byte offset of the first byte that is not UTF-8.
pub fn utf8_text(path: &Path, bytes: &[u8]) -> Result<String, LoadError> {
    match invalid_utf8(bytes) {
        None => Ok(String::from_utf8_lossy(bytes).into_owned()),
        Some((line, offset)) => Err(LoadError::new(
            path,
            line,
            None,
            format!("byte {offset} is not valid UTF-8 (the file must be UTF-8 text)"),
        )),
    }
}

/// Reads `path` as UTF-8 text: a load error names the file and why it
/// cannot be read, or the line and byte offset of its first byte that is
/// not UTF-8.
pub fn read_text(path: &Path) -> Result<String, LoadError> {
    let bytes = std::fs::read(path)
        .map_err(|e| LoadError::new(path, 0, None, format!("cannot read: {e}")))?;
    utf8_text(path, &bytes)
}

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

    #[test]
    fn a_byte_that_is_not_utf8_is_named_by_line_and_offset() {
        let path = Path::new("vectors/omaha.toml");
        // "\xff" on line 3, after 4 + 3 bytes; an "é" before it is fine.
        let bytes = b"a=1\n\xc3\xa9\n\xffx\n";
        assert_eq!(invalid_utf8(bytes), Some((3, 7)));
        let e = utf8_text(path, bytes).unwrap_err();
        assert_eq!(
            e.to_string(),
            "vectors/omaha.toml:3: byte 7 is not valid UTF-8 (the file must be UTF-8 text)"
        );
        // A sequence cut at the end of the file is not UTF-8 either.
        assert_eq!(invalid_utf8(b"ok\n\xc3"), Some((2, 3)));
        assert_eq!(utf8_text(path, "é\n".as_bytes()).unwrap(), "é\n");
        assert_eq!(invalid_utf8(b""), None);
    }
}
