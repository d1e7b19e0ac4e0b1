//! Ace-to-six lowball (London lowball): the game's kit. Its reference and
//! plain checker are the lowball family's (`super::lowball`), which knows
//! the ranking [`Ranking::AceToSixLow`](crate::game::Ranking::AceToSixLow);
//! the rules, the counts and the traps: `docs/games/ace-to-six.md`.

use super::game_kit::{check_card_counts, GameKit, Proof, ProofPlan, ProofRequest, Proofs};
use super::lowball::{prove_exhaustive, LowballPlain, LowballReference};
use super::GameError;
use crate::game::{Game, ACE_TO_SIX};
use std::sync::Arc;

/// Ace-to-six lowball.
pub static KIT: GameKit = GameKit {
    game: &ACE_TO_SIX,
    reference: || Arc::new(LowballReference::ace_to_six()),
    checker: || Arc::new(LowballPlain::ace_to_six()),
    lessons: Vec::new,
    traps: "",
    proofs: Proofs::Own(proofs),
    docs: "docs/games/ace-to-six.md",
};

/// Every hand of each `--cards` count against the plain checker and the
/// counts (deuce-to-seven's, by the relabeling of the ranks), one count
/// after another.
fn proofs(game: &'static Game, request: &ProofRequest) -> Result<ProofPlan, GameError> {
    check_card_counts(game, &request.cards)?;
    let proofs = request
        .cards
        .iter()
        .map(|&n| {
            Proof::new(format!("{} {n} cards", game.id), move || {
                prove_exhaustive(game, n).map(|s| {
                    format!(
                        "{} hands, {} distinct strengths, histogram {:?} (deuce-to-seven's \
                         counts, by the relabeling), order checked against the plain checker",
                        s.hands, s.classes, s.histogram
                    )
                })
            })
        })
        .collect();
    Ok(ProofPlan {
        proofs,
        at_once: false,
        total: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;
    use crate::category::Category;
    use crate::evaluator::Evaluator;

    fn low(cards: &str) -> (Category, i64) {
        let v = LowballReference::ace_to_six()
            .evaluate(&parse_cards(cards).unwrap())
            .unwrap();
        (v.category, v.strength.unwrap().parts()[0])
    }

    /// The hands a reader checks first: the best low, the wheel a straight,
    /// no run past the king, a flush against the hand, the ace low in pairs.
    #[test]
    fn the_rules_on_known_hands() {
        let best = low("6h 4d 3c 2s Ah");
        assert_eq!(best.0, Category::HighCard);
        assert!(best > low("6h 5d 3c 2s Ah"));
        assert!(best > low("7h 4d 3c 2s Ah"));
        assert_eq!(low("5h 4d 3c 2s Ah").0, Category::Straight);
        assert_eq!(low("Ah Kd Qc Js Th").0, Category::HighCard);
        assert!(low("Ah Kd Qc Js Th") > low("Kh Qd Jc Ts 8h"));
        assert_eq!(low("6h 4h 3h 2h Ah").0, Category::Flush);
        assert!(low("Ah Ad 3c 4s 5h") > low("2h 2d 3c 4s 5h"));
        // Seven cards: the best five leaves out what makes a straight.
        assert_eq!(low("5h 4d 3c 2s Ah 6c 7d"), best);
        // The best five, most significant first: the ace, the lowest, last.
        let seven = parse_cards("5h 4d 3c 2s Ah 6c 7d").unwrap();
        assert_eq!(
            LowballReference::ace_to_six().best_five(&seven),
            parse_cards("6c 4d 3c 2s Ah").unwrap()
        );
    }

    /// The five-card proof (the six- and seven-card ones run in `.ci/run`).
    #[test]
    fn five_cards_match_the_plain_checker_and_the_counts() {
        let s = prove_exhaustive(&ACE_TO_SIX, 5).unwrap();
        assert_eq!(s.hands, 2_598_960);
        assert_eq!(s.classes, 7_462);
    }
}
