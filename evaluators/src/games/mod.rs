//! Every game as data: one [`GameKit`] per game in [`KITS`] — its rules
//! ([`crate::game`]), its proven reference, the plain checker it is proven
//! against, naive evaluators kept as lessons, its traps, its proofs and its
//! page. [`reference_for`] and [`checker_for`] read the table; the
//! registry lists every game's evaluators. The games themselves are
//! showdown-core's [`GAMES`](crate::game::GAMES): [`KITS`] has one kit for
//! each, in the same order (a test below says which game lacks a kit).

pub mod ace_to_six;
pub mod badugi;
pub mod game_kit;
pub mod hi_lo;
pub mod holdem;
pub mod lowball;
pub mod omaha;
mod order_check;
pub mod short_deck;

pub use game_kit::{GameKit, Proof, ProofPlan, ProofRequest, Proofs};

use crate::evaluator::Evaluator;
use crate::game::Game;
use std::sync::Arc;

/// Why a hand of a game could not be read, or a proof failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameError(pub String);

impl std::fmt::Display for GameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for GameError {}

impl From<String> for GameError {
    fn from(s: String) -> GameError {
        GameError(s)
    }
}

/// Every game, one kit each, in the order of showdown-core's
/// [`GAMES`](crate::game::GAMES) (the default first): with that list's
/// line, the two lines a new game adds (docs/architecture.md, "Add a
/// game").
pub static KITS: &[&GameKit] = &[
    &holdem::KIT,
    &omaha::KIT,
    &short_deck::KIT,
    &short_deck::TRIPS_OVER_STRAIGHT_KIT,
    &lowball::ACE_TO_FIVE_KIT,
    &lowball::DEUCE_TO_SEVEN_KIT,
    &ace_to_six::KIT,
    &hi_lo::OMAHA_HI_LO_KIT,
    &hi_lo::STUD_HI_LO_KIT,
    &badugi::KIT,
];

/// The kit of `game`.
pub fn kit_of(game: &Game) -> &'static GameKit {
    KITS.iter()
        .copied()
        .find(|k| k.game == game)
        .unwrap_or_else(|| panic!("game `{}` has no kit in games::KITS", game.id))
}

/// The proven reference of `game`.
pub fn reference_for(game: &'static Game) -> Arc<dyn Evaluator> {
    (kit_of(game).reference)()
}

/// The plain checker `game`'s reference is proven against (and the second
/// opinion every vector of the game is checked with).
pub fn checker_for(game: &'static Game) -> Arc<dyn Evaluator> {
    (kit_of(game).checker)()
}

/// Asks `ev` about joined cards: for a game with hole cards the cards are
/// the hole cards then the board, split as [`omaha::split_joined`] says
/// (every deal of 4 to 6 hole cards and 3 to 5 board cards) and asked through
/// [`Evaluator::evaluate_deal`]; otherwise [`Evaluator::evaluate`].
pub fn evaluate_joined(
    ev: &dyn Evaluator,
    cards: &[crate::card::Card],
) -> Result<crate::evaluator::Verdict, crate::evaluator::Rejected> {
    if ev.game().has_hole_cards() {
        let (hole, board) = omaha::split_joined(cards);
        ev.evaluate_deal(hole, board)
    } else {
        ev.evaluate(cards)
    }
}

/// Joined cards as a person writes them: `As Kd 7h 7c | 2s Td 9d` for a game
/// with hole cards, `As Kd 7h` otherwise (showdown-core's
/// [`format_request_for`](crate::protocol::format_request_for)).
pub fn format_joined(game: &Game, cards: &[crate::card::Card]) -> String {
    crate::protocol::format_request_for(game, cards)
}

/// Reads a hand of `game`: `HOLE | BOARD` for a game with hole cards (every
/// deal the game has), plain cards otherwise, as showdown-core's
/// [`parse_request`](crate::protocol::parse_request) reads a request line;
/// the cards come back joined, hole cards first.
pub fn parse_joined(game: &Game, text: &str) -> Result<Vec<crate::card::Card>, GameError> {
    crate::protocol::parse_request(game, text).map_err(|e| GameError(e.0))
}

#[cfg(test)]
mod kit_tests {
    use super::*;
    use crate::game::HOLDEM;

    /// KITS has a kit for exactly the games of showdown-core's GAMES, in
    /// the same order: a game without a kit, or a kit of a game not listed,
    /// is named.
    #[test]
    fn kits_list_exactly_the_games_of_core_in_order() {
        let kits: Vec<&str> = KITS.iter().map(|k| k.game.id).collect();
        let games = Game::ids();
        for id in &games {
            assert!(
                kits.contains(id),
                "game `{id}` (showdown-core's GAMES) has no kit in games::KITS"
            );
        }
        for id in &kits {
            assert!(
                games.contains(id),
                "games::KITS has a kit of `{id}`, which is not in showdown-core's GAMES"
            );
        }
        assert_eq!(
            kits, games,
            "games::KITS must list the games in the order of showdown-core's GAMES"
        );
        for (kit, game) in KITS.iter().zip(crate::game::GAMES) {
            assert!(std::ptr::eq(kit.game, *game), "{}: another static", game.id);
        }
    }

    /// Each kit's evaluators play its game, the ids are distinct, hold'em
    /// comes first, and the docs page is there and names the game.
    #[test]
    fn every_kit_is_one_game_with_its_own_evaluators_and_page() {
        assert_eq!(KITS[0].game, &HOLDEM);
        let ids = Game::ids();
        for (i, kit) in KITS.iter().enumerate() {
            assert!(!ids[..i].contains(&kit.game.id), "{} twice", kit.game.id);
            assert_eq!(Game::by_id(kit.game.id), Some(kit.game));
            assert_eq!(kit_of(kit.game).game, kit.game);
            assert_eq!((kit.reference)().game(), kit.game, "{}", kit.game);
            assert_eq!((kit.checker)().game(), kit.game, "{}", kit.game);
            assert_ne!((kit.reference)().name(), (kit.checker)().name());
            for lesson in (kit.lessons)() {
                assert_eq!(lesson.game(), kit.game, "{}", lesson.name());
            }
            let page = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("..")
                .join(kit.docs);
            let text = std::fs::read_to_string(&page)
                .unwrap_or_else(|e| panic!("{}: {}: {e}", kit.game, page.display()));
            assert!(
                kit.game == &HOLDEM || text.contains(kit.game.id),
                "{} does not name {}",
                kit.docs,
                kit.game.id
            );
        }
    }

    /// A request outside a game's hand sizes is refused before anything
    /// runs, with the sentence `selfcheck` prints.
    #[test]
    fn a_proof_request_outside_the_games_sizes_is_refused() {
        let request = ProofRequest {
            cards: vec![5, 4],
            deals: 10,
        };
        for kit in KITS {
            if let Proofs::Own(plan) = kit.proofs {
                if kit.game.has_hole_cards() {
                    let plan = plan(kit.game, &request).expect("hole-card games take --deals");
                    assert!(plan.at_once && plan.proofs.len() == 4, "{}", kit.game);
                } else {
                    // Four cards for the five-to-seven-card games, five
                    // for badugi's four.
                    let err = plan(kit.game, &request).err().expect("a size refused");
                    let n = if kit.game.takes(4) { 5 } else { 4 };
                    assert_eq!(
                        err.0,
                        format!(
                            "--cards {n}: {} hands have {} cards",
                            kit.game.id, kit.game.cards
                        )
                    );
                }
            }
        }
    }
}
