//! The pitfall tour, `docs/pitfalls.md`: the classic traps of hand
//! evaluation, each with a hand, the wrong reasoning, the right rule, and
//! the evaluators that fall into it — computed here by running every
//! evaluator on the hand, never written by hand.
//!
//! A pitfall is one hand, or a hand and a rival of the same size when the
//! trap is about which hand wins. An evaluator falls into it when, on a hand
//! in its domain, it names another category than the reference, rejects the
//! hand, or (giving a strength) orders the two hands otherwise than the
//! reference. Evaluators not written for that many cards are listed apart.

use showdown_evaluators::card::{format_cards, parse_hand, Card};
use showdown_evaluators::category::Category;
use showdown_evaluators::evaluator::{Evaluator, Verdict};
use showdown_evaluators::reference::Reference;
use showdown_harness::report::explain::command_for;
use std::cmp::Ordering;
use std::fmt::Write as _;
use std::sync::Arc;

/// One trap.
#[derive(Clone, Copy, Debug)]
pub struct Pitfall {
    pub id: &'static str,
    pub title: &'static str,
    pub title_ja: &'static str,
    /// The hand, board first (hole-last evaluators read the last two as the
    /// hole cards).
    pub hand: &'static str,
    /// The reference's category for it (checked by the tests).
    pub right: Category,
    /// A rival hand of the same size, when the trap is about who wins.
    pub rival: Option<&'static str>,
    /// The reference's verdict between hand and rival (checked).
    pub winner: Option<Ordering>,
    pub wrong: &'static str,
    pub rule: &'static str,
}

/// The tour, in reading order.
pub const PITFALLS: &[Pitfall] = &[
    Pitfall {
        id: "straight-plus-flush",
        title: "A straight and a flush are not a straight flush",
        title_ja: "ストレートとフラッシュが同時にあってもストレートフラッシュとは限らない",
        hand: "9h 8h 7h 6c 5h Kh 2h",
        right: Category::Flush,
        rival: None,
        winner: None,
        wrong: "Seven cards hold a straight (9-8-7-6-5) and a flush (six hearts), so \
                \"straight and flush\" must be a straight flush.",
        rule: "A straight flush is five cards that are both at once: look for the run among the \
               cards of the flush suit only. Here the hearts are K-9-8-7-5-2, not five in a row, \
               so the hand is a king-high flush.",
    },
    Pitfall {
        id: "wheel",
        title: "The wheel: A-2-3-4-5 is a straight, the lowest one",
        title_ja: "A-2-3-4-5 はストレート（いちばん弱いストレート）",
        hand: "5d 4c 3h 2s Ad",
        right: Category::Straight,
        rival: Some("6c 5d 4h 3s 2c"),
        winner: Some(Ordering::Less),
        wrong: "The ace is the highest card, so A-2-3-4-5 is no run; or, once counted as a run, \
                it is an ace-high straight that beats 6-5-4-3-2.",
        rule: "The ace also plays low, in exactly one straight: 5-4-3-2-A, the five-high \
               straight, the lowest of all. The six-high straight 6-5-4-3-2 beats it.",
    },
    Pitfall {
        id: "no-wrap-around",
        title: "No wrap-around: Q-K-A-2-3 is not a straight",
        title_ja: "Q-K-A-2-3 はストレートではない（回り込みなし）",
        hand: "3d 2s Ah Kc Qd",
        right: Category::HighCard,
        rival: None,
        winner: None,
        wrong: "Ranks go round in a circle, so the king is followed by the ace and the ace by \
                the two.",
        rule: "The ace is either the top of T-J-Q-K-A or the bottom of A-2-3-4-5, never the \
               middle of a run. Q-K-A-2-3 is ace-high, nothing more.",
    },
    Pitfall {
        id: "pair-inside-straight",
        title: "A pair inside a straight",
        title_ja: "ストレートの中のペア",
        hand: "9c 8d 7h 6s 5c 5d Kh",
        right: Category::Straight,
        rival: None,
        winner: None,
        wrong: "Sort the cards and walk them: the repeated five breaks the run; or, a pair was \
                found, so the hand is a pair.",
        rule: "Look for runs among the distinct ranks, and check the stronger categories first: \
               9-8-7-6-5 is a straight, which beats the pair of fives.",
    },
    Pitfall {
        id: "three-pairs",
        title: "Three pairs: the two highest play, the third can be the kicker",
        title_ja: "スリーペア（ペアが3組）：上の2組でツーペア、3組目はキッカーになりうる",
        hand: "Ac Ad Kc Kd Qc Qd 2s",
        right: Category::TwoPair,
        rival: Some("As Ah Ks Kh Jc Jd 2c"),
        winner: Some(Ordering::Greater),
        wrong: "There is no such hand as three pairs, so count pairs and keep two of them, or \
                ignore what is left over.",
        rule: "Play the best five: the two highest pairs and the highest remaining card, which \
               may come from the third pair. A-A-K-K-Q beats A-A-K-K-J.",
    },
    Pitfall {
        id: "two-trips",
        title: "Two three-of-a-kinds make a full house",
        title_ja: "スリーカードが2組ならフルハウス",
        hand: "7c 7d 7h 4c 4d 4h Ks",
        right: Category::FullHouse,
        rival: Some("6c 6d 6h 5c 5d Kh 2s"),
        winner: Some(Ordering::Greater),
        wrong: "Three of a kind was found; the second three of a kind is just more of the same, \
                or the first one found (the lowest) is the one that counts.",
        rule: "The higher three of a kind plus a pair from the lower one: 7-7-7-4-4, sevens full \
               of fours, which beats sixes full of fives.",
    },
    Pitfall {
        id: "board-plays",
        title: "The board plays: a split pot",
        title_ja: "ボードプレイ：引き分け（スプリットポット）",
        hand: "Ac Kd 9h 7s 5c 2d 3h",
        right: Category::HighCard,
        rival: Some("Ac Kd 9h 7s 5c 2s 4h"),
        winner: Some(Ordering::Equal),
        wrong: "With no pair on either side, the player with the higher hole card wins \
                (4 beats 3).",
        rule: "Each player's hand is the best five of their seven cards. Here both best fives \
               are the board itself, A-K-9-7-5: the hole cards play no part and the pot is split.",
    },
    Pitfall {
        id: "straight-five-cards",
        title: "A straight needs all five cards in a row",
        title_ja: "ストレートは5枚すべてが連続していること",
        hand: "4c 3c 2c 5s 7c",
        right: Category::HighCard,
        rival: None,
        winner: None,
        wrong: "Sorted, the ranks read 2-3-4-5-7; the test compares each card with the next but \
                stops one short, so 2-3-4-5 in a row passes for a straight.",
        rule: "A straight is five ranks in a row: all four neighbouring pairs of the sorted five \
               are compared. Here 5 to 7 is a gap, so the hand is seven-high, high card. Seen in \
               hand-evaluator 0.0.1a0 (PyPI), whose loop never reaches the fifth card.",
    },
    Pitfall {
        id: "flush-five-cards",
        title: "A flush needs all five cards of one suit",
        title_ja: "フラッシュは5枚すべてが同じスートであること",
        hand: "4c 6c 2c 7c 3d",
        right: Category::HighCard,
        rival: None,
        winner: None,
        wrong: "The first four cards are clubs, and the last comparison of suits compares the \
                fourth with itself, so four clubs pass for a flush.",
        rule: "A flush is five cards of one suit: every suit is compared. Here the three of \
               diamonds breaks it: seven-high, high card. Seen in hand-evaluator 0.0.1a0 (PyPI), \
               whose test ends `suits[3] == suits[3]` where `suits[3] == suits[4]` was meant.",
    },
    Pitfall {
        id: "straight-tie",
        title: "A pair inside a straight does not break its tie",
        title_ja: "ストレートの中のペアは勝敗に関係しない",
        hand: "9c 8d 8h 7s 6c 5d Kh",
        right: Category::Straight,
        rival: Some("9h 8c 7d 6h 5s 2d Kd"),
        winner: Some(Ordering::Equal),
        wrong: "The straight's cards are the five highest of its ranks, the repeated eight \
                kept: 9-8-8-7-6, which outranks the rival's 9-8-7-6-5.",
        rule: "A straight is five different ranks: a nine-high straight is 9-8-7-6-5 whatever \
               pairs the hand holds, and two nine-high straights split the pot. Seen in \
               texas-hold-em-utils 0.1.17 (PyPI), whose straight search removes the repeats into \
               a list it never returns.",
    },
    Pitfall {
        id: "hole-card-kickers",
        title: "The kickers come from the best five, not from the hole cards",
        title_ja: "キッカーはホールカードではなく最強の5枚から決まる",
        hand: "Kc Kd Ah 3s 2c",
        right: Category::OnePair,
        rival: Some("Kh Ks Qd Jc 9h"),
        winner: Some(Ordering::Greater),
        wrong: "The hole cards (the last two) are the player's own, so they break the tie: 3-2 \
                loses to J-9.",
        rule: "The kickers are the best five's, whichever cards are the hole cards: kings with \
               ace, three, deuce beat kings with queen, jack, nine, the ace deciding. Seen in \
               PyPokerEngine 1.0.1 (PyPI; ishikota/PyPokerEngine#68), whose score keeps the hole \
               cards' ranks in its lowest bits and no kicker of the board.",
    },
    Pitfall {
        id: "ties-from-the-top",
        title: "Ties are read from the highest card down",
        title_ja: "同じ役どうしは一番高いカードから比べる",
        hand: "7c 6d 5h 4s 2c",
        right: Category::HighCard,
        rival: Some("8c 5d 4h 3s 2d"),
        winner: Some(Ordering::Less),
        wrong: "The cards are sorted from the lowest up and compared in that order: the deuces \
                tie, then 4 beats 3, so 7-6-5-4-2 wins.",
        rule: "Two hands of one category are compared from their most important card down: the \
               higher pair first, then the kickers from the highest. Here 8 beats 7 and the rival \
               wins. Seen in tilted 0.1.4 (PyPI), whose tiebreak sorts each group of cards \
               from the lowest up (K-K-Q-Q-J also beats A-A-3-3-2 there).",
    },
    Pitfall {
        id: "kickers-added-up",
        title: "Kickers are compared one by one, not added up",
        title_ja: "キッカーは1枚ずつ比べる（足し合わせない）",
        hand: "3c 3d 3h Ac Kd",
        right: Category::ThreeOfAKind,
        rival: Some("4c 4d 4h 3s 2c"),
        winner: Some(Ordering::Less),
        wrong: "The ranks make one number with a decimal digit each, trips times 100, then the \
                kickers times 10 and 1: 3-3-3-A-K is 300 + 140 + 13 = 453, above 4-4-4-3-2 at \
                432.",
        rule: "A rank of ten or more does not fit in one decimal digit: each place needs room \
               for fourteen values (a factor of 16 or 15, or a tuple compared place by place). \
               The fours win whatever their kickers. Seen in py-ev 0.0.10 (PyPI), whose scores \
               weigh the ranks by powers of ten.",
    },
    Pitfall {
        id: "broadway",
        title: "A-K-Q-J-T is the highest straight",
        title_ja: "A-K-Q-J-Tは一番強いストレート",
        hand: "Ac Kd Qh Js Tc",
        right: Category::Straight,
        rival: Some("6c 5d 4h 3s 2c"),
        winner: Some(Ordering::Greater),
        wrong: "The ace is special in straights, so it gets a branch of its own, written with \
                the wheel in mind: when the run holds an ace and a five, its top card is the \
                five. A-K-Q-J-T holds an ace but no five, so its top card keeps its starting \
                value, a deuce, and it scores below 6-5-4-3-2.",
        rule: "The ace plays low only in A-2-3-4-5; in every other run it is the top card. Give \
               each straight the top card of its run and special-case the wheel alone. Seen in \
               holdem-sim 0.1.1 (PyPI), whose straights start with a top card of 2 that only \
               the wheel's branch sets.",
    },
    Pitfall {
        id: "high-card-five",
        title: "A high-card hand is compared on all five cards",
        title_ja: "ハイカードは5枚すべてで比べる",
        hand: "7c 6d 5h 4s 2c",
        right: Category::HighCard,
        rival: Some("7d 6c 5s 3h 2d"),
        winner: Some(Ordering::Greater),
        wrong: "Like a pair's kickers, a high card is compared on its top cards, here three: \
                7-6-5 against 7-6-5, a split pot.",
        rule: "A high-card hand has five cards that matter, compared from the highest down; \
               the fourth card, 4 against 3, decides here. Seen in holdem-sim 0.1.1 (PyPI), \
               whose high card keeps three ranks.",
    },
    Pitfall {
        id: "pairs-by-rank",
        title: "Pairs and trips are chosen by rank, not by where they are found",
        title_ja: "ペアやスリーカードは見つけた順ではなくランクで選ぶ",
        hand: "3s 2d 4s 4d 3c 2c",
        right: Category::TwoPair,
        rival: Some("4c 4h 3d 3h 2h 2s"),
        winner: Some(Ordering::Equal),
        wrong: "The cards are walked in the order given and the first two ranks seen twice are \
                the two pairs: threes and deuces, with the fours as the kicker. The rival, \
                walked the same way, keeps fours and threes and wins. (A Python program that \
                walks `set(ranks)` does the same in the set's order, which is not sorted: \
                9-9-9-6-6-4-4 is read as nines full of fours.)",
        rule: "Of three pairs the two highest play, of two three-of-a-kinds the higher is the \
               full house's trips; sort the ranks by how many times they appear, then by rank, \
               before choosing. Both hands are fours and threes with a deuce: a split pot. Seen \
               in holdem-sim 0.1.1 (PyPI): its two pair takes the first pairs in the cards' \
               order, its full house the first trips and pair its set of ranks yields.",
    },
    Pitfall {
        id: "quads-rank",
        title: "Four of a kind is compared by its rank first",
        title_ja: "フォーカードはまずランクで比べる",
        hand: "Kc Kd Kh Ks 2c",
        right: Category::FourOfAKind,
        rival: Some("Qc Qd Qh Qs Ac"),
        winner: Some(Ordering::Greater),
        wrong: "Four of a kind is a pair-like hand whose tie is broken by its kicker, so the \
                kicker is what is compared: the ace beats the deuce.",
        rule: "The four cards' rank comes first and the kicker only breaks a tie between \
               equal quads (possible with a board of four). Four kings win. Seen in holdem-sim \
               0.1.1 (PyPI), whose comparison of two quads looks at the kicker alone.",
    },
];

/// How an evaluator fares on a pitfall.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fare {
    Right,
    /// Fell in; why, in a phrase.
    Falls(String),
    NotInDomain,
}

/// The reference's strength comparison of the hand with its rival.
pub fn reference_order(p: &Pitfall) -> Option<Ordering> {
    let r = Reference::new();
    let rival = parse_hand(p.rival?).expect("pitfall hands parse");
    let hand = parse_hand(p.hand).expect("pitfall hands parse");
    Some(r.strength(&hand).cmp(&r.strength(&rival)))
}

fn says(v: &Verdict) -> String {
    format!("{} ({})", v.category.name(), v.category.name_ja())
}

/// Runs one evaluator on a pitfall (if written for that many cards).
pub fn fare(e: &dyn Evaluator, p: &Pitfall) -> Fare {
    let n = parse_hand(p.hand).expect("pitfall hands parse").len();
    if !e.domain().contains(n) {
        return Fare::NotInDomain;
    }
    fare_anyway(e, p)
}

/// Runs one evaluator on a pitfall whatever its domain (`--out-of-domain`).
pub fn fare_anyway(e: &dyn Evaluator, p: &Pitfall) -> Fare {
    let reference = Reference::new();
    let hand = parse_hand(p.hand).expect("pitfall hands parse");
    let mut hands: Vec<Vec<Card>> = vec![hand];
    if let Some(r) = p.rival {
        hands.push(parse_hand(r).expect("pitfall hands parse"));
    }
    let mut verdicts = Vec::new();
    for h in &hands {
        match e.evaluate(h) {
            Err(why) => return Fare::Falls(format!("rejects {}: {why}", format_cards(h))),
            Ok(v) if v.category != reference.category(h) => {
                return Fare::Falls(format!("says {} for {}", says(&v), format_cards(h)))
            }
            Ok(v) => verdicts.push(v),
        }
    }
    if let ([a, b], Some(want)) = (&verdicts[..], reference_order(p)) {
        if let (Some(sa), Some(sb)) = (a.strength, b.strength) {
            let got = sa.cmp(&sb);
            if got != want {
                return Fare::Falls(format!(
                    "right categories, but its strengths {sa} and {sb} say the hand {} the rival",
                    match got {
                        Ordering::Less => "loses to",
                        Ordering::Equal => "ties with",
                        Ordering::Greater => "beats",
                    }
                ));
            }
        }
    }
    Fare::Right
}

/// The tour's Markdown.
pub fn render(evaluators: &[Arc<dyn Evaluator>]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# The pitfall tour (役判定の落とし穴)\n\n\
         <!-- Generated by `cargo xtask gallery --write` from xtask/src/gallery/pitfalls.rs; the \
         lists of evaluators are computed by running them. Do not edit. -->\n\n\
         The classic traps of writing a poker hand evaluator, each with a hand, the wrong \
         reasoning that falls into it, the right rule, and which of the ported evaluators fall \
         into it — found by running every one of them on the hand, and re-checked by \
         `cargo test` (`xtask/tests/it/gallery_current.rs`). Hand names are given in English and \
         in Japanese (the ports come from Japanese tutorials). Each port's page in \
         [the gallery](gallery/README.md) explains why it answers as it does. The traps of the \
         other games — Omaha's two-hole-card rule, short deck's A-6-7-8-9 and flush over full \
         house — are on their pages, each with its `showdown explain --game` command and who \
         falls in: [Omaha](games/omaha.md), [short deck](games/short-deck.md).\n"
    );
    let _ = writeln!(
        out,
        "| | trap | hand | right answer | falls into it |\n|---|---|---|---|---|"
    );
    for (i, p) in PITFALLS.iter().enumerate() {
        let falls: Vec<String> = evaluators
            .iter()
            .filter(|e| matches!(fare(&***e, p), Fare::Falls(_)))
            .map(|e| format!("`{}`", e.name()))
            .collect();
        let _ = writeln!(
            out,
            "| {} | [{}](#{}) | `{}` | {} ({}) | {} |",
            i + 1,
            p.title,
            p.id,
            p.hand,
            p.right.name(),
            p.right.name_ja(),
            if falls.is_empty() {
                "none".into()
            } else {
                falls.join(", ")
            }
        );
    }
    out.push('\n');
    let reference = Reference::new();
    for (i, p) in PITFALLS.iter().enumerate() {
        let hand = parse_hand(p.hand).expect("pitfall hands parse");
        let best = reference.best_five(&hand);
        let _ = writeln!(
            out,
            "<a id=\"{}\"></a>\n\n## {}. {}\n\n*{}*\n",
            p.id,
            i + 1,
            p.title,
            p.title_ja
        );
        let _ = writeln!(
            out,
            "- **Hand**: `{}` ({} cards) — {} ({}), best five `{}`.",
            p.hand,
            hand.len(),
            p.right.name(),
            p.right.name_ja(),
            format_cards(&best)
        );
        if let Some(r) = p.rival {
            let rival = parse_hand(r).expect("pitfall hands parse");
            let rc = reference.category(&rival);
            let _ = writeln!(
                out,
                "- **Against**: `{r}` — {} ({}), best five `{}`. {}",
                rc.name(),
                rc.name_ja(),
                format_cards(&reference.best_five(&rival)),
                match reference_order(p) {
                    Some(Ordering::Greater) => "The hand wins.",
                    Some(Ordering::Less) => "The rival wins.",
                    _ => "A tie: the pot is split.",
                }
            );
        }
        let _ = writeln!(out, "- **The wrong reasoning**: {}", p.wrong);
        let _ = writeln!(out, "- **The rule**: {}", p.rule);
        let classes = super::bug_classes::of_pitfall(i + 1);
        if !classes.is_empty() {
            let _ = writeln!(
                out,
                "- **Bug classes** ([the catalogue](bug-classes.md): what `showdown check` names \
                 when a program falls in): {}.",
                classes
                    .iter()
                    .map(|c| format!("`{}` ({})", c.id, c.cause))
                    .collect::<Vec<_>>()
                    .join("; ")
            );
        }
        let mut falls = Vec::new();
        let mut right = Vec::new();
        let mut skipped = Vec::new();
        for e in evaluators {
            match fare(&**e, p) {
                Fare::Falls(why) => falls.push(format!(
                    "  - [`{n}`](gallery/{}): {why}",
                    super::doc_comment::page_file(e.name()),
                    n = e.name()
                )),
                Fare::Right => right.push(format!("`{}`", e.name())),
                Fare::NotInDomain => skipped.push(match fare_anyway(&**e, p) {
                    Fare::Falls(why) => format!("  - `{}` {why}", e.name()),
                    _ => format!("  - `{}` gets it right", e.name()),
                }),
            }
        }
        if falls.is_empty() {
            let _ = writeln!(out, "- **Falls into it**: none of the ports.");
        } else {
            let _ = writeln!(out, "- **Falls into it**:");
            for f in falls {
                let _ = writeln!(out, "{f}");
            }
        }
        if !right.is_empty() {
            let _ = writeln!(out, "- **Gets it right**: {}.", right.join(", "));
        }
        if !skipped.is_empty() {
            let _ = writeln!(
                out,
                "- **Not written for {} cards**; run anyway (`--out-of-domain`):",
                hand.len()
            );
            for line in skipped {
                let _ = writeln!(out, "{line}");
            }
        }
        let command = match p.rival {
            Some(r) => format!("{} --vs \"{r}\"", command_for(&hand)),
            None => command_for(&hand),
        };
        let _ = writeln!(out, "- **See it**:\n\n  ```sh\n  {command}");
        let _ = writeln!(out, "  ```\n");
    }
    out.trim_end().to_string() + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;
    use showdown_evaluators::evaluator::{Domain, Rejected, Strength};

    #[test]
    fn every_pitfall_states_what_the_reference_says() {
        let r = Reference::new();
        for p in PITFALLS {
            let hand = parse_hand(p.hand).unwrap();
            assert_eq!(r.category(&hand), p.right, "{}: {}", p.id, p.hand);
            assert_eq!(reference_order(p), p.winner, "{}", p.id);
            if let Some(rival) = p.rival {
                assert_eq!(parse_hand(rival).unwrap().len(), hand.len(), "{}", p.id);
            }
        }
    }

    /// Scores hands by their highest card only: falls into the board-plays
    /// trap and the category traps it cannot see.
    struct HighCardOnly;
    impl Evaluator for HighCardOnly {
        fn info(&self) -> &showdown_evaluators::EvaluatorInfo {
            static INFO: showdown_evaluators::EvaluatorInfo =
                showdown_evaluators::EvaluatorInfo::holdem(
                    "high-card-only",
                    Domain::exactly(7),
                    true,
                    "test",
                    "test",
                );
            &INFO
        }
        fn evaluate(&self, cards: &[Card]) -> Result<Verdict, Rejected> {
            let top = cards[5].rank().max(cards[6].rank());
            Ok(Verdict::new(
                Reference::new().category(cards),
                Some(Strength::single(top.index() as i64)),
            ))
        }
    }

    #[test]
    fn fares_are_computed_from_answers() {
        let board = PITFALLS.iter().find(|p| p.id == "board-plays").unwrap();
        assert!(
            matches!(fare(&HighCardOnly, board), Fare::Falls(ref w) if w.contains("beats")
            || w.contains("loses to"))
        );
        let wheel = PITFALLS.iter().find(|p| p.id == "wheel").unwrap();
        assert_eq!(fare(&HighCardOnly, wheel), Fare::NotInDomain);
        assert_eq!(fare(&Reference::new(), board), Fare::Right);
        for p in PITFALLS {
            assert_eq!(fare(&Reference::new(), p), Fare::Right, "{}", p.id);
        }
    }
}
