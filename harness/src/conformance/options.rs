//! What `check` runs: [`CheckOptions`].

use crate::progress::Progress;
use crate::vectors::VectorSource;

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

/// What to run.
#[derive(Clone)]
pub struct CheckOptions {
    /// Card counts for the random tests (default: the evaluator's domain).
    pub cards: Option<Vec<usize>>,
    /// Uniformly random hands per card count (per deal shape); with
    /// `strata`, each stratum of the card count adds a tenth of this many
    /// (at least one). With a `budget`, `0` still means no random part,
    /// and otherwise this is the full part the report compares with.
    pub random: u64,
    /// The whole check's time budget ([`super::plan`]): the random part
    /// runs in growing rounds until it is spent, and whole spaces that fit
    /// are swept by suit classes. `None`: exactly `random` (the library's
    /// default).
    pub budget: Option<Duration>,
    /// Draw random hands by stratum too ([`crate::strata`]): every category
    /// of the game and the rare structures evaluators get wrong.
    pub strata: bool,
    /// Card counts to sweep exhaustively.
    pub sweep: Vec<usize>,
    /// Sweep every hand even for an order-free evaluator of a game without
    /// hole cards (by default such a sweep asks one hand per class up to
    /// renaming suits, after a check that renamings do not change answers).
    pub every_hand: bool,
    /// Before a sweep up to renaming suits: how many hands per reference
    /// category have all 24 renamings of their suits asked.
    pub suit_sample: usize,
    /// Seed of the random hands (the report names it, so a run replays).
    pub seed: u64,
    /// Hands handed over per batch, at most (the subject may prefer fewer).
    pub batch: usize,
    /// The vectors to run first (`None`: none).
    pub vectors: Option<VectorSource>,
    /// Told how far each part is, and of estimates worth knowing.
    pub progress: Arc<dyn Progress>,
    /// Set to stop early (Ctrl-C): what was judged so far is kept and the
    /// report says it was interrupted.
    pub cancel: Arc<AtomicBool>,
    /// The longest all sweeps together may take; past it they stop and the
    /// report is incomplete (`None`: no limit).
    pub sweep_deadline: Option<Duration>,
    /// Put must-reject inputs to the evaluator and report how it handles
    /// them (informational).
    pub bad_input: bool,
    /// Count mishandled bad input against the verdict.
    pub strict_input: bool,
    /// The card counts are a default, not declared (a program run with no
    /// `--cards` and no manifest `cards`): a count the program refuses
    /// whole, `skip` or `error` to every hand of it asked first, is left
    /// out of the check and named in one line ([`super::LeftOut`]).
    pub counts_by_default: bool,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            cards: None,
            random: 10_000,
            budget: None,
            strata: true,
            sweep: Vec::new(),
            every_hand: false,
            suit_sample: 256,
            seed: 0x5EED,
            batch: 1 << 19,
            vectors: Some(VectorSource::Builtin),
            progress: Arc::new(crate::progress::Silent),
            cancel: Arc::new(AtomicBool::new(false)),
            sweep_deadline: None,
            bad_input: true,
            strict_input: false,
            counts_by_default: false,
        }
    }
}

impl std::fmt::Debug for CheckOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CheckOptions")
            .field("cards", &self.cards)
            .field("random", &self.random)
            .field("budget", &self.budget)
            .field("strata", &self.strata)
            .field("sweep", &self.sweep)
            .field("every_hand", &self.every_hand)
            .field("suit_sample", &self.suit_sample)
            .field("seed", &self.seed)
            .field("batch", &self.batch)
            .field("vectors", &self.vectors)
            .field("sweep_deadline", &self.sweep_deadline)
            .finish_non_exhaustive()
    }
}
