//! [`GameKit`]: everything the suite needs to know about one game besides
//! its rules — its proven reference, the plain checker the reference is
//! proven against, its lessons, its own strata, its proofs and its page.
//! One kit per game, listed once in [`super::KITS`].

use crate::evaluator::Evaluator;
use crate::game::Game;
use crate::games::GameError;
use std::sync::Arc;

/// One game, as data: its rules and the evaluators, proofs and docs that
/// come with them.
pub struct GameKit {
    /// The rules.
    pub game: &'static Game,
    /// Makes the proven reference (`--evaluator reference` with this game).
    pub reference: fn() -> Arc<dyn Evaluator>,
    /// Makes the plain checker the reference is proven against (and the
    /// second opinion every vector of the game is checked with).
    pub checker: fn() -> Arc<dyn Evaluator>,
    /// Makes the game's lessons: naive evaluators that make a real,
    /// reported mistake, each with its deviation classes.
    pub lessons: fn() -> Vec<Arc<dyn Evaluator>>,
    /// Which of the harness's own traps `check` draws for this game beyond
    /// the strata every game gets from its categories and layout (the key
    /// of `game_traps` in the harness's strata); empty for none.
    pub traps: &'static str,
    /// How `showdown selfcheck --game` proves the reference.
    pub proofs: Proofs,
    /// The page with the rules, the derived counts and the traps, from the
    /// root of the repository.
    pub docs: &'static str,
}

/// What `showdown selfcheck --game` asks of a game's proofs.
#[derive(Clone, Debug)]
pub struct ProofRequest {
    /// Hand sizes to prove exhaustively (`--cards`).
    pub cards: Vec<usize>,
    /// Random deals per hole size, for a game with hole cards (`--deals`).
    pub deals: u64,
}

/// One proof of a reference, ready to run: what it proves and the run,
/// which answers a one-line summary or what failed.
pub struct Proof {
    /// What is proven (`short-deck 6 cards`).
    pub what: String,
    /// The run.
    pub run: Box<dyn FnOnce() -> Result<String, GameError> + Send>,
}

impl Proof {
    /// A proof of `what` by `run`.
    pub fn new(
        what: impl Into<String>,
        run: impl FnOnce() -> Result<String, GameError> + Send + 'static,
    ) -> Proof {
        Proof {
            what: what.into(),
            run: Box::new(run),
        }
    }
}

/// The proofs of one `selfcheck --game` request.
pub struct ProofPlan {
    /// The proofs, in the order they are reported.
    pub proofs: Vec<Proof>,
    /// Whether they run at once, one thread each (single-threaded proofs
    /// of random deals), rather than one after another (proofs that use
    /// every core, or whose order matters for a reader watching).
    pub at_once: bool,
    /// When set, the time all the proofs took is reported after them under
    /// this name (`omaha proofs`).
    pub total: Option<&'static str>,
}

/// How a game's reference is proven.
#[derive(Clone, Copy)]
pub enum Proofs {
    /// The hold'em reference's exhaustive proof on every core against the
    /// published counts (the harness's `selfcheck`).
    HoldemExhaustive,
    /// The game's own proofs: what to run for a request, or why the request
    /// does not fit the game (`--cards 4` for a five-to-seven-card game).
    Own(fn(&'static Game, &ProofRequest) -> Result<ProofPlan, GameError>),
}

/// Checks that every `--cards` count is a hand size of `game`, with the
/// error `selfcheck` prints otherwise.
pub fn check_card_counts(game: &Game, cards: &[usize]) -> Result<(), GameError> {
    match cards.iter().find(|&&n| !game.takes(n)) {
        Some(n) => Err(format!("--cards {n}: {} hands have {} cards", game.id, game.cards).into()),
        None => Ok(()),
    }
}
