//! Each adapter's `--self-test` (its card conversion, read back through
//! the library) and `--info` (library, version, other games).

use super::*;

/// What `--info` says about an adapter's library.
#[derive(Clone, Debug, Default)]
pub(crate) struct Info {
    pub(crate) library: String,
    pub(crate) ecosystem: String,
    pub(crate) version: Option<String>,
    pub(crate) runtime: String,
    pub(crate) load_error: Option<String>,
    pub(crate) returns: String,
    pub(crate) other_games: Vec<String>,
    /// The language the library is written in, when the adapter says.
    pub(crate) language: Option<String>,
}

pub(crate) fn info_of(spec: &ExternalSpec, dir: &Path) -> Result<Info, String> {
    let mut cmd = spec.command.clone();
    cmd.push("--info".into());
    let ran = capture(&cmd, dir, Duration::from_secs(60));
    if ran.code != Some(0) {
        return Err(ran.failed("--info"));
    }
    let v: Value = serde_json::from_str(ran.stdout.trim())
        .map_err(|e| format!("--info printed no JSON ({e}): {}", ran.stdout.trim()))?;
    let s = |k: &str| v[k].as_str().map(str::to_string);
    Ok(Info {
        library: s("library").unwrap_or_else(|| spec.name.clone()),
        ecosystem: s("ecosystem").unwrap_or_default(),
        version: s("version"),
        runtime: s("runtime").unwrap_or_default(),
        load_error: s("load_error"),
        returns: s("returns").unwrap_or_default(),
        language: s("language"),
        other_games: v["other_games"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|x| x.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default(),
    })
}

/// How an adapter's self-test went.
#[derive(Clone, Debug)]
pub(crate) enum SelfTest {
    Passed(String),
    Failed(String),
    /// The library itself does not load (exit status 3).
    LibraryDoesNotLoad(String),
}

impl SelfTest {
    pub(crate) fn token(&self) -> &'static str {
        match self {
            SelfTest::Passed(_) => "passed",
            SelfTest::Failed(_) => "failed",
            SelfTest::LibraryDoesNotLoad(_) => "library does not load",
        }
    }
    pub(crate) fn output(&self) -> &str {
        match self {
            SelfTest::Passed(s) | SelfTest::Failed(s) | SelfTest::LibraryDoesNotLoad(s) => s,
        }
    }
}

pub(crate) fn self_test(spec: &ExternalSpec, dir: &Path) -> SelfTest {
    let mut cmd = spec.command.clone();
    cmd.push("--self-test".into());
    let ran = capture(&cmd, dir, Duration::from_secs(120));
    let text = format!("{}{}", ran.stdout, ran.stderr).trim().to_string();
    match ran.code {
        Some(0) => SelfTest::Passed(text),
        Some(3) => SelfTest::LibraryDoesNotLoad(text),
        _ => SelfTest::Failed(if text.is_empty() {
            ran.failed("--self-test")
        } else {
            text
        }),
    }
}
