//! The C++ rows of the census: an adapter folder holding `source.toml`
//! names a pinned source package (registry, package, version, sha256; the
//! folder of the unpacked archive that holds the sources, and the files to
//! compile). Installing it downloads that archive with pip (`pip download
//! --no-deps --no-binary :all:`, into `<row>/.source/`, ignored), checks its
//! sha256, unpacks it, and builds the row's `main.cpp` with those sources and
//! `c/showdown.h` by `g++ -O2 -std=c++14`. Nothing of the library is
//! committed.

use super::super::process::run_shown;
use super::Install;
use std::path::{Path, PathBuf};
use std::process::Command;

/// What a row's `source.toml` pins.
#[derive(serde::Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub(crate) struct Source {
    pub(crate) registry: String,
    pub(crate) package: String,
    pub(crate) version: String,
    pub(crate) sha256: String,
    pub(crate) dir: String,
    pub(crate) sources: Vec<String>,
}

/// A row's `source.toml`, read and checked.
pub(crate) fn read_source(dir: &Path) -> Result<Source, String> {
    let path = dir.join("source.toml");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let source: Source = toml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    if source.registry != "PyPI" {
        return Err(format!(
            "{}: registry `{}`: only PyPI source packages are fetched",
            path.display(),
            source.registry
        ));
    }
    if source.sha256.len() != 64 || !source.sha256.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(format!("{}: sha256 is not 64 hex digits", path.display()));
    }
    if source.sources.is_empty() {
        return Err(format!("{}: no sources to compile", path.display()));
    }
    Ok(source)
}

/// The folders of `third-party/` that are C++ rows (hold `source.toml`).
fn cpp_folders(third: &Path) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(third)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.join("source.toml").is_file())
                .collect()
        })
        .unwrap_or_default();
    dirs.sort();
    dirs
}

/// The sha256 of a file, by Python's hashlib (no hashing crate needed).
fn sha256_of(file: &Path) -> Result<String, String> {
    let out = Command::new("python3")
        .args([
            "-c",
            "import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], 'rb').read()).hexdigest())",
        ])
        .arg(file)
        .output()
        .map_err(|e| format!("python3 for sha256: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "sha256 of {}: {}",
            file.display(),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// Fetches (when its stamp differs), checks and unpacks one row's source,
/// then builds its adapter.
fn build_row(third: &Path, dir: &Path) -> Result<(), String> {
    let source = read_source(dir)?;
    let fetched = dir.join(".source");
    let stamp = fetched.join("showdown-sha256");
    if std::fs::read_to_string(&stamp).ok().as_deref() != Some(source.sha256.as_str()) {
        let _ = std::fs::remove_dir_all(&fetched);
        std::fs::create_dir_all(&fetched).map_err(|e| format!("{}: {e}", fetched.display()))?;
        let python = third.join(".venv/bin/python");
        let python = if python.exists() {
            python.display().to_string()
        } else {
            "python3".into()
        };
        let pin = format!("{}=={}", source.package, source.version);
        run_shown(
            &[
                &python,
                "-m",
                "pip",
                "download",
                "--disable-pip-version-check",
                "--quiet",
                "--no-deps",
                "--no-binary",
                ":all:",
                "-d",
                ".source",
                &pin,
            ],
            dir,
        )?;
        let archive = std::fs::read_dir(&fetched)
            .map_err(|e| format!("{}: {e}", fetched.display()))?
            .flatten()
            .map(|e| e.path())
            .find(|p| p.to_string_lossy().ends_with(".tar.gz"))
            .ok_or_else(|| {
                format!(
                    "pip download {pin} left no .tar.gz in {}",
                    fetched.display()
                )
            })?;
        let got = sha256_of(&archive)?;
        if got != source.sha256 {
            return Err(format!(
                "{}: sha256 {got}, source.toml pins {}",
                archive.display(),
                source.sha256
            ));
        }
        let name = archive.file_name().unwrap().to_string_lossy().to_string();
        run_shown(&["tar", "xzf", &name, &source.dir], &fetched)?;
        std::fs::write(&stamp, &source.sha256).map_err(|e| format!("{}: {e}", stamp.display()))?;
    }
    let include = format!("-I.source/{}", source.dir);
    let mut cmd: Vec<String> = [
        "g++",
        "-O2",
        "-std=c++14",
        &include,
        "-I../../c",
        "main.cpp",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    cmd.extend(
        source
            .sources
            .iter()
            .map(|s| format!(".source/{}/{s}", source.dir)),
    );
    cmd.extend(["-o".to_string(), "adapter".to_string()]);
    let cmd: Vec<&str> = cmd.iter().map(String::as_str).collect();
    run_shown(&cmd, dir)
}

/// Builds every C++ row (none: nothing to do).
pub fn install(third: &Path) -> Install {
    let dirs = cpp_folders(third);
    let outcome = if dirs.is_empty() {
        Ok("no C++ adapters".to_string())
    } else {
        let failed: Vec<String> = dirs
            .iter()
            .filter_map(|dir| {
                build_row(third, dir).err().map(|e| {
                    format!(
                        "{}: {e}",
                        dir.file_name().unwrap_or_default().to_string_lossy()
                    )
                })
            })
            .collect();
        if failed.is_empty() {
            Ok(format!("built {} adapters", dirs.len()))
        } else {
            Err(failed.join("; "))
        }
    };
    Install {
        ecosystem: "cpp",
        outcome,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every C++ row pins its source by a sha256 and names what it
    /// compiles, and commits none of it: only main.cpp, source.toml and the
    /// manifest are tracked in the folder.
    #[test]
    fn every_cpp_row_pins_its_source() {
        let third = Path::new(env!("CARGO_MANIFEST_DIR")).join("../third-party");
        let dirs = cpp_folders(&third);
        assert!(!dirs.is_empty(), "no C++ adapter folders");
        for dir in dirs {
            let name = dir.file_name().unwrap().to_string_lossy().to_string();
            let source = read_source(&dir).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(!source.version.is_empty(), "{name}: no version");
            assert!(dir.join("main.cpp").is_file(), "{name}: no main.cpp");
            assert!(
                dir.join(format!("{name}.toml")).is_file(),
                "{name}: no manifest"
            );
            for s in &source.sources {
                assert!(
                    !dir.join(s).exists(),
                    "{name}: {s} is committed beside main.cpp; it must come from the pinned source"
                );
            }
        }
    }

    #[test]
    fn a_source_toml_with_a_short_hash_is_refused() {
        let dir = std::env::temp_dir().join(format!("showdown-cpp-source-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("source.toml"),
            "registry = \"PyPI\"\npackage = \"p\"\nversion = \"1\"\nsha256 = \"abc\"\ndir = \"d\"\nsources = [\"a.cpp\"]\n",
        )
        .unwrap();
        let e = read_source(&dir).unwrap_err();
        assert!(e.contains("sha256 is not 64 hex digits"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
