//! Sweeps in `check`: up to renaming suits, and the suit renamings.

use super::*;
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::{Domain, Rejected, Verdict};
use showdown_evaluators::reference::Reference;

/// The reference, except that a flush of clubs is called a high card.
struct ClubsBlind(Reference);
impl Evaluator for ClubsBlind {
    fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
        static INFO: showdown_evaluators::EvaluatorInfo =
            showdown_evaluators::EvaluatorInfo::holdem(
                "clubs-blind",
                Domain::exactly(5),
                true,
                "test",
                "test",
            );
        &INFO
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        let v = self.0.evaluate(cards)?;
        let clubs = cards.iter().filter(|c| c.suit().letter() == 'c').count();
        Ok(if v.category == Category::Flush && clubs == 5 {
            Verdict::new(Category::HighCard, v.strength)
        } else {
            v
        })
    }
}

fn sweep_five(ev: &dyn Evaluator, every_hand: bool) -> ConformanceReport {
    check_with(
        &InProcess(ev),
        &CheckOptions {
            random: 0,
            vectors: None,
            bad_input: false,
            sweep: vec![5],
            every_hand,
            ..CheckOptions::default()
        },
    )
}

#[test]
fn a_sweep_up_to_renaming_suits_judges_as_a_sweep_of_every_hand() {
    let lazy = LazyKickers(Reference::new());
    let by_class = sweep_five(&lazy, false);
    let every = sweep_five(&lazy, true);
    let names: Vec<&str> = by_class.sections.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "suit renamings 5 cards (1958 hands x 24)",
            "sweep 5 cards up to suits (134,459 asked)"
        ]
    );
    assert_eq!(every.sections.len(), 1);
    let (a, b) = (&by_class.sections[1], &every.sections[0]);
    assert_eq!(
        (a.hands, a.agreed, a.skipped),
        (b.hands, b.agreed, b.skipped)
    );
    assert_eq!(a.hands, 2_598_960);
    let kinds = |s: &Section| {
        s.problems
            .iter()
            .map(|p| (p.kind, p.count))
            .collect::<Vec<_>>()
    };
    assert_eq!(kinds(a), kinds(b));
    assert!(by_class.sections[0].ok());
    assert_eq!(by_class.verdict(), every.verdict());
}

#[test]
fn renaming_suits_catches_an_evaluator_that_tells_suits_apart() {
    let report = sweep_five(&ClubsBlind(Reference::new()), false);
    assert!(!report.conformant());
    let renamings = &report.sections[0];
    let p = renamings
        .problems
        .iter()
        .find(|p| p.kind == ProblemKind::SuitRenaming)
        .expect("a suit-renaming problem");
    let (a, b) = (&p.example[0], &p.example[1]);
    assert_ne!(a.got, b.got);
    assert_eq!(
        crate::suit_classes::canonical_key(&a.cards),
        crate::suit_classes::canonical_key(&b.cards)
    );
    assert!(report
        .to_text()
        .contains("renaming the suits changes the answer"));
}
