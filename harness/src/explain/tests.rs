use super::explanation::*;
use crate::report::explain::*;
use crate::test_doubles::HoldemDouble;
use showdown_evaluators::card::parse_hand;
use showdown_evaluators::card::Card;
use showdown_evaluators::category::Category;
use showdown_evaluators::evaluator::{Deviation, DeviationKind, Evaluator, Rejected, Verdict};
use showdown_evaluators::evaluator::{Domain, Strength};
use showdown_evaluators::game::Game;
use std::sync::Arc;

/// A deliberately naive 5–7 card evaluator for testing the explanation
/// itself: "straight flush" whenever the hand has both a straight and a
/// flush anywhere, otherwise the reference's answer.
fn naive_answer(cards: &[Card]) -> Result<Verdict, Rejected> {
    let category = if straight_and_flush_anywhere(cards) {
        Category::StraightFlush
    } else {
        showdown_evaluators::reference::Reference::new().category(cards)
    };
    Ok(Verdict::new(
        category,
        Some(Strength::single(category.index() as i64)),
    ))
}

fn straight_and_flush_anywhere(cards: &[Card]) -> bool {
    let mut suits = [0; 4];
    let mut ranks = 0u16;
    for c in cards {
        suits[c.suit().index() as usize] += 1;
        ranks |= 1 << c.rank().index();
    }
    let ranks = ranks << 1 | (ranks >> 12 & 1);
    let straight = (0..10).any(|lo| ranks >> lo & 0x1f == 0x1f);
    straight && suits.iter().any(|&s| s >= 5)
}

fn naive_wrong(cards: &[Card]) -> bool {
    straight_and_flush_anywhere(cards)
        && showdown_evaluators::reference::Reference::new().category(cards)
            != Category::StraightFlush
}

const NAIVE_DEVIATIONS: [Deviation; 1] = [Deviation {
    id: "test-naive-straight-flush",
    sentence: "a straight and a flush anywhere in the hand count as a straight flush",
    kind: DeviationKind::Category,
    applies: naive_wrong,
}];

/// The naive evaluator, with its deviation documented and a trace.
fn naive() -> HoldemDouble {
    HoldemDouble::new("test-naive", Domain::range(5, 7), true, naive_answer)
        .with_deviations(&NAIVE_DEVIATIONS)
        .with_trace(|cards| {
            vec![format!(
                "straight and flush anywhere: {}",
                straight_and_flush_anywhere(cards)
            )]
        })
}

/// The same algorithm with no documented deviation.
fn undocumented() -> HoldemDouble {
    HoldemDouble::new("test-undocumented", Domain::range(5, 7), false, |cards| {
        naive_answer(cards).map(|v| Verdict::new(v.category, None))
    })
}

fn doubles() -> Vec<Arc<dyn Evaluator>> {
    vec![Arc::new(naive()), Arc::new(undocumented())]
}

#[test]
fn reference_answer_in_both_languages_with_best_five() {
    let cards = parse_hand("9h 8h 7h 6c 5h Kh 2h").unwrap();
    let x = explain_with(&cards, &[], &ExplainOptions::default());
    let text = render(&x);
    assert!(
        text.contains("reference:  flush (フラッシュ)  [flush]"),
        "{text}"
    );
    assert!(text.contains("best five:  Kh 9h 8h 7h 5h"), "{text}");
    assert_eq!(x.reference.strength >> 12, Category::Flush.index() as u16);

    let royal = parse_hand("Ts Js Qs Ks As 2d").unwrap();
    let text = render(&explain_with(&royal, &[], &ExplainOptions::default()));
    assert!(text.contains("royal flush (ロイヤルフラッシュ)"), "{text}");
    let steel = parse_hand("5s 4s 3s 2s As").unwrap();
    let text = render(&explain_with(&steel, &[], &ExplainOptions::default()));
    assert!(
        text.contains("straight flush (ストレートフラッシュ)"),
        "{text}"
    );
    assert!(text.contains("best five:  5s 4s 3s 2s As"), "{text}");
}

#[test]
fn disagreement_is_explained_or_flagged_unexplained() {
    let cards = parse_hand("9h 8h 7h 6c 5h Kh 2h").unwrap();
    let opts = ExplainOptions {
        trace: true,
        ..ExplainOptions::default()
    };
    let x = explain_with(&cards, &doubles(), &opts);
    let naive = x.row("test-naive").unwrap();
    assert_eq!(naive.standing, Standing::Disagrees);
    assert_eq!(naive.explaining().len(), 1);
    assert_eq!(x.unexplained().len(), 1);
    assert_eq!(x.unexplained()[0].name, "test-undocumented");
    let text = render(&x);
    assert!(
        text.contains("test-naive says straight flush, the reference says flush"),
        "{text}"
    );
    assert!(text.contains("[test-naive-straight-flush] a straight and a flush anywhere"));
    assert!(text.contains("UNEXPLAINED: no documented deviation class of test-undocumented"));
    assert!(
        text.contains("    | straight and flush anywhere: true"),
        "{text}"
    );
    assert!(text.contains("(category only)"), "{text}");
}

#[test]
fn agreement_and_domain() {
    let five = parse_hand("9h 8h 7h 6c 5h").unwrap();
    let x = explain_with(&five, &doubles(), &ExplainOptions::default());
    assert!(x.rows.iter().all(|r| r.standing == Standing::Agrees));
    let text = render(&x);
    assert!(text.contains("every evaluator that ran agrees"), "{text}");
    assert!(!text.contains("    |"), "no trace unless asked: {text}");

    let four = parse_hand("9h 8h 7h 6c").unwrap();
    let x = explain_with(&four, &doubles(), &ExplainOptions::default());
    assert!(x.rows.iter().all(|r| r.standing == Standing::NotInDomain));
    let text = render(&x);
    assert!(text.contains("not in domain (4 cards)"), "{text}");
    assert!(
        text.contains("2 evaluator(s) not written for 4 cards"),
        "{text}"
    );

    let opts = ExplainOptions {
        out_of_domain: true,
        ..ExplainOptions::default()
    };
    let x = explain_with(&four, &doubles(), &opts);
    assert!(x.rows.iter().all(|r| r.out_of_domain && r.result.is_some()));
    assert!(render(&x).contains("[out of domain]"));
}

/// The straight-plus-flush pitfall through the real ports: js-naive
/// calls it a straight flush and its class explains why; js-per-suit
/// agrees; the five-card ports are not run on seven cards.
#[test]
fn pitfall_hand_through_the_ports() {
    let cards = parse_hand("9h 8h 7h 6c 5h Kh 2h").unwrap();
    let x = explain_with(
        &cards,
        &crate::Roster::builtin().for_game(Game::default_game(), false),
        &ExplainOptions {
            trace: true,
            ..ExplainOptions::default()
        },
    );
    let naive = x.row("js-naive").expect("js-naive is registered");
    assert_eq!(naive.standing, Standing::Disagrees);
    assert_eq!(
        naive.result.as_ref().unwrap().as_ref().unwrap().category,
        Category::StraightFlush
    );
    assert_eq!(naive.explaining().len(), 1, "{:?}", naive.applicable);
    let per_suit = x.row("js-per-suit").expect("js-per-suit is registered");
    assert_eq!(per_suit.standing, Standing::Agrees);
    assert_eq!(x.row("perl-count").unwrap().standing, Standing::NotInDomain);
    assert!(x.unexplained().is_empty(), "{}", render(&x));
    let text = render(&x);
    let naive_line = text
        .lines()
        .find(|l| l.starts_with("js-naive "))
        .expect("a js-naive row");
    assert!(
        naive_line.contains("straight flush (ストレートフラッシュ)")
            && naive_line.ends_with("DISAGREES"),
        "{naive_line}"
    );
    let per_suit_line = text
        .lines()
        .find(|l| l.starts_with("js-per-suit "))
        .unwrap();
    assert!(
        per_suit_line.contains("flush (フラッシュ)") && per_suit_line.ends_with("agrees"),
        "{per_suit_line}"
    );
    assert!(text.contains("not in domain (7 cards)"), "{text}");
    // The note, word for word (wrapped to 100 columns like every line).
    let words: Vec<&str> = text.split_whitespace().collect();
    assert!(
        words.join(" ").contains(
            "note: php-priority read(s) the cards in the order given: board 9h 8h 7h 6c 5h, \
             hole cards Kh 2h (the last two)."
        ),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "js-naive says straight flush, the reference says flush\n    [{}]",
            naive.explaining()[0].deviation.id
        )),
        "{text}"
    );
    // The trace lines sit under the port's row.
    let after = text.split(naive_line).nth(1).unwrap();
    assert!(after.starts_with("\n    | "), "{text}");
}

#[test]
fn japanese_names_count_double_width() {
    assert_eq!(display_width("flush (フラッシュ)"), 8 + 10);
    assert_eq!(
        command_for(&parse_hand("As Kd").unwrap()),
        "showdown explain \"As Kd\""
    );
}

/// Every line `explain` prints fits 100 columns (a CJK character counts
/// two), with the traces and out-of-domain rows too: the classic hold'em
/// hand (its note was 111 columns, a deviation sentence 211) and the Omaha
/// deal (135), in each game whose evaluators deviate.
#[test]
fn every_line_fits_100_columns() {
    let registry = crate::Roster::builtin();
    for (game, hand) in [
        ("holdem", "9h 8h 7h 6c 5h Kh 2h"),
        ("holdem", "As 2d 3c 4h 5s Kd Qc"),
        // Five cards: a seven-card evaluator's long rejection out of domain.
        ("holdem", "Ah 2c 3d 4s 5h"),
        ("holdem", "As Ks Qs Js Ts"),
        ("holdem", "2c 3c"),
        ("omaha", "Ah Kh 7c 7d | 2h 5h 9h Ts Js"),
        ("deuce-to-seven", "As 2d 3c 4h 5s"),
        ("short-deck", "Ah 6d 7c 8h 9s"),
    ] {
        let game = Game::by_id(game).unwrap();
        let cards = showdown_evaluators::games::parse_joined(game, hand).unwrap();
        let x = explain_with(
            &cards,
            &registry.for_game(game, true),
            &ExplainOptions {
                trace: true,
                out_of_domain: true,
                ..ExplainOptions::default()
            },
        );
        let text = render(&x);
        let long: Vec<&str> = text.lines().filter(|l| display_width(l) > 100).collect();
        assert!(long.is_empty(), "{hand}: lines over 100 columns: {long:#?}");
    }
}

/// A badugi hand is shown as its largest badugi and its place among the
/// game's values, never as a category or a best five; an evaluator's answer
/// is a low.
#[test]
fn a_badugi_hand_is_explained_as_its_badugi() {
    let roster = crate::Roster::builtin();
    let game = Game::by_id("badugi").unwrap();
    let cards = showdown_evaluators::games::parse_joined(game, "Jc Jd Qd Kc").unwrap();
    let x = explain_with(
        &cards,
        &roster.for_game(game, true),
        &ExplainOptions {
            game: Some(game),
            ..ExplainOptions::default()
        },
    );
    let text = render(&x);
    assert!(text.contains("reference:  a 2-card badugi, Q-J"), "{text}");
    assert!(text.contains("badugi:     Qd Jc"), "{text}");
    assert!(text.contains("1,092 badugi values"), "{text}");
    assert!(text.contains("a low (badugi)"), "{text}");
    for wrong in ["high card", "best five", "no low"] {
        assert!(!text.contains(wrong), "{wrong}: {text}");
    }
}
