//! Omaha: every deal of hole and board sizes is sent.

use super::*;
use showdown_evaluators::card::Card;
use showdown_evaluators::evaluator::{Domain, Rejected, Verdict};
use showdown_evaluators::games::omaha::OmahaReference;

type Deal = fn(&OmahaReference, &[Card], &[Card]) -> Result<Verdict, Rejected>;

/// An Omaha evaluator that is the reference but for what `deal` does with
/// a deal of hole cards and a board.
struct OmahaDouble {
    info: showdown_evaluators::EvaluatorInfo,
    reference: OmahaReference,
    deal: Deal,
}

impl OmahaDouble {
    fn new(name: &'static str, domain: Domain, deal: Deal) -> OmahaDouble {
        OmahaDouble {
            info: showdown_evaluators::EvaluatorInfo {
                name: std::borrow::Cow::Borrowed(name),
                game: &showdown_evaluators::game::OMAHA,
                domain,
                order: showdown_evaluators::evaluator::CardOrder::Free,
                gives_strength: true,
                returns: std::borrow::Cow::Borrowed("test"),
                source: std::borrow::Cow::Borrowed("test"),
            },
            reference: OmahaReference::new(),
            deal,
        }
    }
}

impl Evaluator for OmahaDouble {
    fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
        &self.info
    }
    fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
        self.reference.evaluate(cards)
    }
    fn evaluate_deal(&self, hole: &[Card], board: &[Card]) -> Result<Verdict, Rejected> {
        (self.deal)(&self.reference, hole, board)
    }
}

/// A PLO5 evaluator wrong on the flop: with five hole cards and a 3-card
/// board it forgets the fifth hole card.
fn plo5_forgets_on_the_flop() -> OmahaDouble {
    OmahaDouble::new(
        "plo5-forgets-on-the-flop",
        Domain::range(7, 11),
        |r, hole, board| {
            let hole = if hole.len() == 5 && board.len() == 3 {
                &hole[..4]
            } else {
                hole
            };
            r.evaluate_deal(hole, board)
        },
    )
}

#[test]
fn check_sends_every_omaha_deal_and_catches_a_plo5_evaluator_wrong_on_the_flop() {
    let buggy = plo5_forgets_on_the_flop();
    let opts = CheckOptions {
        random: 300,
        vectors: None,
        bad_input: false,
        ..CheckOptions::default()
    };
    let report = check_with(&InProcess(&buggy), &opts);
    let names: Vec<&str> = report.sections.iter().map(|s| s.name.as_str()).collect();
    for deal in [
        "4 hole + 3",
        "4 hole + 4",
        "4 hole + 5",
        "5 hole + 3",
        "5 hole + 4",
        "5 hole + 5",
        "6 hole + 3",
        "6 hole + 4",
        "6 hole + 5",
    ] {
        assert!(names.iter().any(|n| n.contains(deal)), "{deal}: {names:?}");
    }
    assert!(!report.conformant());
    for s in &report.sections {
        let wrong = s.problems.iter().map(|p| p.count).sum::<u64>();
        assert_eq!(wrong > 0, s.name.contains("5 hole + 3 board"), "{}", s.name);
        for p in &s.problems {
            let (hole, board) =
                showdown_evaluators::games::omaha::split_joined(&p.example[0].cards);
            assert_eq!((hole.len(), board.len()), (5, 3), "{}", s.name);
        }
    }
    let fine = showdown_evaluators::games::omaha::OmahaReference::new();
    assert!(check_with(&InProcess(&fine), &opts).conformant());
}

/// An Omaha library of four hole cards and a full board only, which
/// answers the other deals "skip" (`Rejected::Skipped`), as pkcore's does.
fn four_hole_river_only() -> OmahaDouble {
    OmahaDouble::new(
        "four-hole-river-only",
        Domain::range(9, 9),
        |r, hole, board| {
            if hole.len() != 4 {
                return Err(Rejected::Skipped("four hole cards only".into()));
            }
            r.evaluate_deal(hole, board)
        },
    )
}

#[test]
fn an_in_process_skip_is_out_of_domain_not_a_refusal() {
    let four = four_hole_river_only();
    let opts = CheckOptions {
        random: 200,
        vectors: None,
        bad_input: false,
        ..CheckOptions::default()
    };
    let report = check_with(&InProcess(&four), &opts);
    assert!(report.conformant(), "{:?}", report.sections);
    let skipped: u64 = report.sections.iter().map(|s| s.skipped).sum();
    let judged: u64 = report.sections.iter().map(|s| s.agreed).sum();
    assert!(
        skipped > 0 && judged > 0,
        "skipped {skipped}, judged {judged}"
    );
    for s in &report.sections {
        let four_hole = s.name.contains("4 hole");
        assert_eq!(
            s.skipped == 0,
            four_hole,
            "{}: {} skipped",
            s.name,
            s.skipped
        );
    }
}
