//! Loader tests on small inline files: good cases load with stable ids and
//! lines; every kind of bad input is reported with file, line and case, and
//! never stops the other cases from loading.

use super::*;
use std::path::Path;

fn load(src: &str) -> Suite {
    let mut suite = Suite::default();
    load_str(Path::new("v/demo.toml"), src, &mut suite);
    suite
}

fn only_error(suite: &Suite) -> &LoadError {
    assert_eq!(suite.errors.len(), 1, "errors: {:#?}", suite.errors);
    &suite.errors[0]
}

const GOOD: &str = r#"description = "a bit of everything"

[[hand]]
name = "seven-straight-and-flush"
cards = "9h 8h 7h 6c 5h Kh 2h"
category = "flush"
best = "Kh 9h 8h 7h 5h"
beats = ["9c 8d 7h 6s 5c 2d 3d"]
ties = ["Kd 9d 8d 7d 5d 2c 3c"]
loses_to = ["9s 8s 7s 6s 5s 2c 3c"]
why = "the hearts are not five in a row"

[[order]]
name = "wheel-lowest"
ascending = ["As 2d 3c 4h 5s", ["2c 3d 4h 5s 6c", "2d 3c 4s 5h 6d"], "3c 4d 5h 6s 7c"]
why = "the wheel is the lowest straight"

[[showdown]]
name = "board-plays"
board = "Ah Kd Qs Jc Ts"
players = ["2c 3d", "4h 5s"]
winners = [0, 1]
why = "the board's straight plays for both"

[[reject]]
name = "duplicate-card"
input = "As As Kd Qc Jh"
error = "duplicate-card"
why = "one ace of spades per deck"

[[defined]]
name = "two-cards"
cards = "As Ad"
why = "fewer than five cards"
"#;

#[test]
fn a_good_file_loads_every_kind_with_ids_and_lines() {
    let s = load(GOOD);
    assert!(s.errors.is_empty(), "{:#?}", s.errors);
    let ids: Vec<(&str, usize, &str)> = s
        .cases
        .iter()
        .map(|c| (c.id.as_str(), c.line, c.kind()))
        .collect();
    assert_eq!(
        ids,
        [
            ("demo/seven-straight-and-flush", 3, "hand"),
            ("demo/wheel-lowest", 13, "order"),
            ("demo/board-plays", 18, "showdown"),
            ("demo/duplicate-card", 25, "reject"),
            ("demo/two-cards", 31, "defined"),
        ]
    );
    match &s.cases[2].body {
        CaseBody::Showdown(t) => assert_eq!(format_cards(&t.seat(1)), "Ah Kd Qs Jc Ts 4h 5s"),
        _ => panic!("not a showdown"),
    }
}

#[test]
fn an_unknown_key_names_its_line_and_case_and_the_rest_still_loads() {
    let src = GOOD.replace(
        "category = \"flush\"",
        "category = \"flush\"\ncolour = \"red\"",
    );
    let s = load(&src);
    let e = only_error(&s);
    assert_eq!(
        (e.line, e.case.as_deref()),
        (7, Some("demo/seven-straight-and-flush"))
    );
    assert!(
        e.message.contains("unknown field `colour`"),
        "{}",
        e.message
    );
    assert_eq!(s.cases.len(), 4);
    assert_eq!(s.broken, ["demo/seven-straight-and-flush"]);
}

#[test]
fn a_bad_card_names_the_cards_line() {
    let s = load(&GOOD.replace("9h 8h 7h 6c 5h Kh 2h", "9h 8h 7h 6c 5h Kx 2h"));
    let e = only_error(&s);
    assert_eq!(e.line, 5);
    assert!(
        e.message.contains("`cards`: card 6 `Kx`: unknown suit"),
        "{}",
        e.message
    );
    assert_eq!(
        e.to_string().split(':').take(2).collect::<Vec<_>>(),
        ["v/demo.toml", "5"]
    );
}

#[test]
fn a_wrong_category_is_caught_by_both_references() {
    let s = load(&GOOD.replace("category = \"flush\"", "category = \"straight-flush\""));
    let e = only_error(&s);
    assert_eq!(e.line, 6);
    assert!(
        e.message.contains("both references say `flush`"),
        "{}",
        e.message
    );
    let s = load(&GOOD.replace("category = \"flush\"", "category = \"flsh\""));
    assert!(only_error(&s).message.contains("unknown category `flsh`"));
}

#[test]
fn wrong_relations_best_order_and_winners_are_load_errors() {
    let s = load(&GOOD.replace(
        "beats = [\"9c 8d 7h 6s 5c 2d 3d\"]",
        "beats = [\"Ac Ad As Ah 5c 2d 3d\"]",
    ));
    let e = only_error(&s);
    assert_eq!(e.line, 8);
    assert!(
        e.message.contains("both references say it loses to"),
        "{}",
        e.message
    );

    let s = load(&GOOD.replace("best = \"Kh 9h 8h 7h 5h\"", "best = \"Kh 9h 8h 7h 2h\""));
    assert!(only_error(&s).message.contains("not the hand's best five"));

    let s = load(&GOOD.replace("\"As 2d 3c 4h 5s\", [", "\"3s 4d 5c 6h 7s\", ["));
    let e = only_error(&s);
    assert_eq!((e.line, e.case.as_deref()), (15, Some("demo/wheel-lowest")));

    let s = load(&GOOD.replace("winners = [0, 1]", "winners = [1]"));
    let e = only_error(&s);
    assert_eq!(e.line, 22);
    assert!(
        e.message
            .contains("both references say players 0 and 1 split"),
        "{}",
        e.message
    );

    let s = load(&GOOD.replace("error = \"duplicate-card\"", "error = \"bad-token\""));
    assert!(only_error(&s)
        .message
        .contains("rejects the input as `duplicate-card`"));
}

#[test]
fn duplicate_names_syntax_errors_and_unknown_top_level_keys() {
    let dup =
        format!("{GOOD}\n[[defined]]\nname = \"two-cards\"\ncards = \"Ks Kd\"\nwhy = \"again\"\n");
    let s = load(&dup);
    let e = only_error(&s);
    assert!(
        e.message.contains("already used on line 31"),
        "{}",
        e.message
    );
    assert_eq!(s.cases.len(), 5);

    let s = load("[[hand]]\nname = \"x\"\ncards = \"As Ks\n");
    let e = only_error(&s);
    assert_eq!(e.line, 3);
    assert!(e.message.starts_with("not valid TOML"), "{}", e.message);

    let s = load(&format!("hands = 3\n{GOOD}"));
    let e = only_error(&s);
    assert_eq!(e.line, 1);
    assert!(e.message.contains("unknown top-level key `hands`"));
    assert_eq!(s.cases.len(), 5);
}

#[test]
fn a_table_dealing_a_card_twice_or_a_bad_name_is_refused() {
    let s = load(&GOOD.replace(
        "players = [\"2c 3d\", \"4h 5s\"]",
        "players = [\"2c 3d\", \"2c 5s\"]",
    ));
    assert!(only_error(&s).message.contains("2c is dealt twice"));
    let s = load(&GOOD.replace("name = \"two-cards\"", "name = \"Two Cards\""));
    assert!(only_error(&s).message.contains("kebab-case"));
}

const HI_LO: &str = r#"game = "omaha-hi-lo"

[[hand]]
name = "one-low-hole-card"
cards = "Ah Kc Qd Js | 2c 3d 4h 5s 9c"
category = "high-card"
low = "no-low"
why = "the low needs two hole cards"

[[hand]]
name = "wheel"
cards = "Ah 2s Qd Js | 2c 3d 4h 5s 9c"
category = "straight"
low = "5-4-3-2-A"
why = "the wheel both ways"

[[showdown]]
name = "quartered"
board = "2c 4d 7h Kc Qs"
players = ["Ah 3d Kh Ks", "As 3c 9d 9h"]
shares = ["3/4", "1/4"]
why = "equal lows quarter the pot"
"#;

#[test]
fn hi_lo_cases_state_their_low_and_the_shares() {
    let suite = load(HI_LO);
    assert!(suite.errors.is_empty(), "{:#?}", suite.errors);
    let CaseBody::Hand(h) = &suite.cases[1].body else {
        panic!("a hand")
    };
    assert_eq!(h.low.as_ref().map(|l| l.text()), Some("5-4-3-2-A".into()));
    assert_eq!(suite.cases[1].expected_text(), "straight / 5-4-3-2-A");
    let CaseBody::Showdown(s) = &suite.cases[2].body else {
        panic!("a showdown")
    };
    assert_eq!(s.winners, [0, 1]);
    assert_eq!(suite.cases[2].expected_text(), "shares 3/4, 1/4");
}

#[test]
fn wrong_or_missing_lows_and_shares_are_load_errors() {
    let cases = [
        (
            HI_LO.replace("low = \"no-low\"", "low = \"5-4-3-2-A\""),
            "both references say `no-low`",
        ),
        (HI_LO.replace("low = \"no-low\"\n", ""), "states its low"),
        (
            HI_LO.replace("\"5-4-3-2-A\"", "\"5-4-3-2\""),
            "is not a low",
        ),
        (
            HI_LO.replace("[\"3/4\", \"1/4\"]", "[\"1/2\", \"1/2\"]"),
            "both references say shares 3/4, 1/4",
        ),
        (
            HI_LO.replace("[\"3/4\", \"1/4\"]", "[\"1\"]"),
            "1 shares for 2 players",
        ),
        (
            HI_LO.replace("[\"3/4\", \"1/4\"]", "[\"3/4\", \"1/2\"]"),
            "add up to 5/4",
        ),
        (
            HI_LO.replace("shares = [\"3/4\", \"1/4\"]", "winners = [0]"),
            "give each player's `shares`",
        ),
        (
            HI_LO.replace("game = \"omaha-hi-lo\"", "game = \"omaha\""),
            "`low` is for hi-lo games",
        ),
    ];
    for (src, want) in cases.iter().filter(|c| !c.1.is_empty()) {
        let suite = load(src);
        assert!(
            suite.errors.iter().any(|e| e.to_string().contains(want)),
            "{want}: {:#?}",
            suite.errors
        );
    }
}

#[test]
fn a_file_that_holds_no_case_is_a_load_error_naming_the_file() {
    // Emptied (0 bytes), blank, or its header alone: nothing would be checked.
    for src in [
        "",
        "\n\n   \n",
        "game = \"omaha\"\ndescription = \"Omaha high\"\n# only comments\n",
    ] {
        let suite = load(src);
        assert!(suite.cases.is_empty());
        let e = only_error(&suite);
        assert_eq!(
            (e.file.as_str(), e.line, e.case.as_deref()),
            ("v/demo.toml", 0, None)
        );
        assert!(
            e.to_string().starts_with("v/demo.toml: holds no case"),
            "{src:?}: {e}"
        );
    }
    // A file whose every case is broken already says so, case by case; it
    // is not also said to hold no case.
    let suite = load("[[hand]]\nname = \"x\"\ncards = \"Zz\"\ncategory = \"flush\"\nwhy = \"w\"\n");
    assert!(!only_error(&suite).message.contains("holds no case"));
}

#[test]
fn a_file_that_is_not_utf8_names_the_line_and_byte() {
    let t = std::env::temp_dir().join(format!("showdown-utf8-{}", std::process::id()));
    std::fs::create_dir_all(&t).unwrap();
    let path = t.join("omaha.toml");
    let mut bytes = GOOD.as_bytes().to_vec();
    let at = GOOD.find("cards").unwrap();
    bytes[at] = 0xff;
    std::fs::write(&path, &bytes).unwrap();
    let mut suite = Suite::default();
    load_file(&path, &mut suite);
    let e = only_error(&suite);
    let line = GOOD[..at].matches('\n').count() + 1;
    assert_eq!(e.line, line);
    assert_eq!(
        e.to_string(),
        format!(
            "{}:{line}: byte {at} is not valid UTF-8 (the file must be UTF-8 text)",
            path.display()
        )
    );
    std::fs::remove_dir_all(&t).unwrap();
}
