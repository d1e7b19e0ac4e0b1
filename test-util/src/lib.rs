//! What the workspace's tests share, once (as ripgrep's one test util):
//! a temporary directory removed when dropped ([`TempDir`]), the
//! workspace's paths ([`workspace`], [`examples`]), and a small seeded
//! generator of random hands ([`random_hands`]). A dev-dependency only; no
//! crate of the workspace depends on it otherwise.

use showdown_core::card::Card;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A fresh temporary directory, removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    /// A new empty directory under the system's temporary directory, its
    /// name holding `tag`, the process id and a counter (so tests running
    /// at once never share one).
    pub fn new(tag: &str) -> TempDir {
        static N: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "showdown-test-{tag}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create temp dir");
        TempDir(dir)
    }

    /// The directory.
    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The workspace root.
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("test-util/ is in the workspace")
        .to_path_buf()
}

/// `examples/external/`: the example programs and their manifests.
pub fn examples() -> PathBuf {
    workspace().join("examples").join("external")
}

/// `count` hands of `n` distinct cards of the 52-card deck, the same for
/// the same `seed` (a xorshift generator and a partial shuffle).
pub fn random_hands(seed: u64, n: usize, count: usize) -> Vec<Vec<Card>> {
    assert!(n <= 52, "{n} cards: the deck has 52");
    let mut x = seed.max(1);
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..count)
        .map(|_| {
            let mut deck: Vec<u8> = (0..52).collect();
            (0..n)
                .map(|i| {
                    let j = i + (next() % (52 - i) as u64) as usize;
                    deck.swap(i, j);
                    Card::from_index(deck[i]).expect("a card index below 52")
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_hands_are_distinct_cards_and_repeat_for_a_seed() {
        let hands = random_hands(7, 7, 200);
        assert_eq!(hands.len(), 200);
        for h in &hands {
            let mut idx: Vec<u8> = h.iter().map(|c| c.index()).collect();
            idx.sort_unstable();
            idx.dedup();
            assert_eq!(idx.len(), 7, "{h:?}");
        }
        assert_eq!(hands, random_hands(7, 7, 200));
        assert_ne!(hands, random_hands(8, 7, 200));
    }

    #[test]
    fn a_temp_dir_is_removed_when_dropped() {
        let path = {
            let dir = TempDir::new("drop");
            std::fs::write(dir.path().join("x"), "y").unwrap();
            dir.0.clone()
        };
        assert!(!path.exists());
        assert!(examples().join("misbehave.py").is_file());
    }
}
