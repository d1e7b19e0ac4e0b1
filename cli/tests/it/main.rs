//! The `showdown` binary end to end, one test binary: external programs
//! ([`external`]), and the commands a newcomer runs ([`commands`]).

mod check;
mod commands;
mod diagnosis;
mod external;
mod games;
mod mutants;
mod replays;

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The binary under test.
pub const SHOWDOWN: &str = env!("CARGO_BIN_EXE_showdown");

/// A fresh temporary directory, removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        static N: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "showdown-cli-{tag}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create temp dir");
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
