//! Where vectors come from: the shared vectors compiled into the library
//! ([`VectorSource::Builtin`], so an installed binary or another crate's
//! test runs them from anywhere), a directory, or one file.

use super::{LoadError, Suite};
use include_dir::{include_dir, Dir};
use std::fmt;
use std::path::{Path, PathBuf};

/// The workspace's `vectors/` directory, as it was when the library was built
/// (reached through the crate's `vectors` link, so a published crate has it:
/// build.rs).
static BUILTIN: Dir<'static> = include_dir!("$SHOWDOWN_VECTORS_DIR");

/// The path shown for the built-in vectors in ids and load errors.
pub const BUILTIN_PREFIX: &str = "vectors";

/// Which vectors a run uses.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum VectorSource {
    /// The shared vectors compiled into the library, with their expectations.
    #[default]
    Builtin,
    /// Every `*.toml` directly in a directory, with `DIR/expectations/`.
    Dir(PathBuf),
    /// One vector file, judged against only its own entries of
    /// `expectations/` beside it.
    File(PathBuf),
}

impl VectorSource {
    /// A directory or a file, whichever `path` is.
    pub fn from_path(path: &Path) -> Result<VectorSource, LoadError> {
        if path.is_dir() {
            Ok(VectorSource::Dir(path.to_path_buf()))
        } else if path.is_file() {
            Ok(VectorSource::File(path.to_path_buf()))
        } else {
            Err(LoadError::new(
                path,
                0,
                None,
                "no such vector file or directory",
            ))
        }
    }

    /// Loads the vectors (the expectations that go with them:
    /// [`crate::expectations::load_for`]).
    pub fn load_vectors(&self) -> Suite {
        match self {
            VectorSource::Builtin => {
                let mut suite = Suite::default();
                let mut files: Vec<_> = BUILTIN
                    .files()
                    .filter(|f| f.path().extension().is_some_and(|x| x == "toml"))
                    .collect();
                files.sort_by_key(|f| f.path());
                let oracles = super::verify::Oracles::new();
                for f in files {
                    let path = Path::new(BUILTIN_PREFIX).join(f.path());
                    match super::error::utf8_text(&path, f.contents()) {
                        Ok(text) => super::load::load_with(&path, &text, &oracles, &mut suite),
                        Err(e) => suite.errors.push(e),
                    }
                }
                suite
            }
            VectorSource::Dir(dir) => super::load_dir(dir),
            VectorSource::File(path) => {
                let mut suite = Suite::default();
                super::load_file(path, &mut suite);
                suite
            }
        }
    }
}

/// The built-in expectations files (`vectors/expectations/*.toml` compiled
/// into the library), each as `(path, text)` (an error: why its text is not
/// UTF-8).
pub fn builtin_expectation_texts() -> Vec<(PathBuf, Result<String, LoadError>)> {
    BUILTIN
        .get_dir("expectations")
        .map(|d| {
            d.files()
                .filter(|f| f.path().extension().is_some_and(|x| x == "toml"))
                .map(|f| {
                    let path = Path::new(BUILTIN_PREFIX).join(f.path());
                    let text = super::error::utf8_text(&path, f.contents());
                    (path, text)
                })
                .collect()
        })
        .unwrap_or_default()
}

impl fmt::Display for VectorSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VectorSource::Builtin => f.write_str("the built-in vectors"),
            VectorSource::Dir(p) | VectorSource::File(p) => write!(f, "{}", p.display()),
        }
    }
}
