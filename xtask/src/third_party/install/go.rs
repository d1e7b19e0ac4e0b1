//! The Go rows of the census: an adapter folder holding `go.mod` is a Go
//! `main` package whose `go.mod` and `go.sum` pin the library (fetched
//! through the Go module proxy); installing it is `go build -o adapter .`
//! there, and its direct call (the library without the adapter) is
//! `confirm.go`, a `//go:build ignore` program run with `go run`. The
//! shared plumbing of those adapters is the module `common/goadapter`,
//! which each row's `go.mod` replaces with that folder.

use super::super::process::run_shown;
use super::Install;
use std::path::{Path, PathBuf};

/// The registry column of a Go row.
pub const REGISTRY: &str = "Go modules";

/// The registry of a row whose adapter says this ecosystem.
pub fn registry_of(ecosystem: &str) -> &'static str {
    match ecosystem {
        "javascript" => "npm",
        "go" => REGISTRY,
        // A C++ row builds from a pinned PyPI source package (source.toml).
        "cpp" => "PyPI",
        _ => "PyPI",
    }
}

/// The folders of `third-party/` that are Go adapters (hold `go.mod`).
fn go_folders(third: &Path) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(third)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.join("go.mod").is_file())
                .collect()
        })
        .unwrap_or_default();
    dirs.sort();
    dirs
}

/// Builds every Go adapter (`go build -o adapter .` in its folder, the
/// library's version pinned by the folder's go.sum; the Go build cache
/// makes an up-to-date one quick). No Go folder: nothing to do.
pub fn install(third: &Path) -> Install {
    let dirs = go_folders(third);
    let outcome = if dirs.is_empty() {
        Ok("no Go adapters".to_string())
    } else {
        let mut failed = Vec::new();
        for dir in &dirs {
            if let Err(e) = run_shown(&["go", "build", "-o", "adapter", "."], dir) {
                let name = dir.file_name().unwrap_or_default().to_string_lossy();
                failed.push(format!("{name}: {e}"));
            }
        }
        if failed.is_empty() {
            Ok(format!("built {} adapters", dirs.len()))
        } else {
            Err(failed.join("; "))
        }
    };
    Install {
        ecosystem: "go",
        outcome,
    }
}

/// The command of a folder's Go direct call, if it has one: `go run
/// confirm.go` (the hands follow as arguments).
pub fn confirm_command(dir: &Path) -> Option<Vec<String>> {
    dir.join("confirm.go")
        .is_file()
        .then(|| vec!["go".into(), "run".into(), "confirm.go".into()])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every Go adapter folder commits its go.sum and a go.mod that
    /// requires the library at an exact version (the pin, hashed in go.sum),
    /// and replaces the shared plumbing (`common/go*`, no version of its
    /// own) with the folders beside it.
    #[test]
    fn every_go_row_pins_its_library_in_go_mod_and_go_sum() {
        let third = Path::new(env!("CARGO_MANIFEST_DIR")).join("../third-party");
        let dirs = go_folders(&third);
        assert!(!dirs.is_empty(), "no Go adapter folders");
        for dir in dirs {
            let name = dir.file_name().unwrap().to_string_lossy().to_string();
            let go_mod = std::fs::read_to_string(dir.join("go.mod")).unwrap();
            let go_sum = std::fs::read_to_string(dir.join("go.sum"))
                .unwrap_or_else(|e| panic!("{name}: go.sum: {e}"));
            assert!(
                go_mod.contains("=> ../common/goadapter"),
                "{name}: go.mod does not replace the shared goadapter module with ../common/goadapter"
            );
            let pins: Vec<&str> = go_mod
                .lines()
                .map(str::trim)
                .filter(|l| l.contains(" v") && !l.contains("/third-party/common/"))
                .filter(|l| !l.contains("// indirect"))
                .filter(|l| !l.starts_with("go ") && !l.starts_with("module "))
                .collect();
            assert!(!pins.is_empty(), "{name}: go.mod requires no library");
            for pin in pins {
                let pin = pin.trim_start_matches("require ").trim();
                let (module, version) = pin.split_once(' ').unwrap();
                assert!(
                    go_sum.contains(&format!("{module} {version} h1:")),
                    "{name}: go.sum has no hash of {module} {version}"
                );
            }
            assert!(dir.join("main.go").is_file(), "{name}: no main.go");
            assert!(
                dir.join(format!("{name}.toml")).is_file(),
                "{name}: no manifest"
            );
        }
    }

    #[test]
    fn go_rows_are_listed_under_their_registry() {
        assert_eq!(registry_of("go"), REGISTRY);
        assert_eq!(registry_of("javascript"), "npm");
        assert_eq!(registry_of("python"), "PyPI");
    }
}
