//! The shared vectors and the gallery summary are compiled into the library
//! (`include_dir!`, `include_str!`). Both live outside this crate, in the
//! workspace (`vectors/`, `docs/gallery/summary.json`: the one copy), and are
//! reached through symbolic links inside it (`harness/vectors`,
//! `harness/gallery-summary.json`), so that `cargo package` puts the files
//! themselves in the published crate. Where the links are not links (a Git
//! checkout without symbolic links, as on Windows by default), the
//! workspace's own paths are used instead.

use std::path::Path;

fn main() {
    let crate_dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let crate_dir = Path::new(&crate_dir);
    let vectors = first_existing(crate_dir, &["vectors", "../vectors"], Path::is_dir);
    let summary = first_existing(
        crate_dir,
        &["gallery-summary.json", "../docs/gallery/summary.json"],
        |p| p.is_file() && std::fs::read(p).is_ok_and(|b| b.first() == Some(&b'[')),
    );
    println!("cargo:rustc-env=SHOWDOWN_VECTORS_DIR={}", vectors.display());
    println!(
        "cargo:rustc-env=SHOWDOWN_GALLERY_SUMMARY={}",
        summary.display()
    );
    // Rebuild whenever a vector or the summary changes.
    println!("cargo:rerun-if-changed={}", vectors.display());
    println!("cargo:rerun-if-changed={}", summary.display());
}

/// The first of `candidates` (relative to the crate) that `ok` accepts.
fn first_existing(
    crate_dir: &Path,
    candidates: &[&str],
    ok: fn(&Path) -> bool,
) -> std::path::PathBuf {
    for c in candidates {
        let path = crate_dir.join(c);
        if ok(&path) {
            return path;
        }
    }
    panic!("none of {candidates:?} found in {}", crate_dir.display());
}
