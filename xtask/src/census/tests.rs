use super::*;

fn row(lib: &str, class: Class, findings: Vec<Finding>) -> Row {
    Row {
        library: lib.into(),
        registry: "npm".into(),
        version: "1".into(),
        language: "JavaScript".into(),
        game: "holdem".into(),
        cards: "5–7".into(),
        answers: "category and strength".into(),
        subject: lib.into(),
        class,
        verdict: class.token().into(),
        findings,
        bad_input: "—".into(),
        hands: 10,
        hands_per_second: Some(12.0),
        reproduce: format!("showdown check --manifest third-party/{lib}/{lib}.toml"),
        note: String::new(),
    }
}

fn finding(confirmed: bool) -> Finding {
    Finding {
        kind: "category:one-pair->three-of-a-kind".into(),
        describe: "category: three-of-a-kind where the hand is one-pair".into(),
        count: 3,
        hands: vec![("2c 2d 2h 2s | 5c 4d 3c".into(), "three-of-a-kind 4".into())],
        expected: "one-pair".into(),
        diagnosis: Some(Diagnosed {
            classes: vec![ClassLink {
                id: "omaha-any-five".into(),
                lesson: "docs/pitfalls.md#omaha".into(),
            }],
            explained: 3,
            failing: 3,
        }),
        confirmation: if confirmed {
            Confirmation::Confirmed(vec!["x".into()])
        } else {
            Confirmation::Unconfirmed("no script".into())
        },
    }
}

#[test]
fn a_direct_answer_confirms_only_what_the_check_saw() {
    let hands = vec![(
        "2c 2d 2h 2s | 5c 4d 3c".to_string(),
        "three-of-a-kind 40".to_string(),
    )];
    let ok = judge_confirmation(
        &hands,
        "2c 2d 2h 2s | 5c 4d 3c => {\"str\":\"TREE_OF_A_KIND\"} => three-of-a-kind 40\n",
    );
    assert!(
        matches!(ok, Confirmation::Confirmed(ref l) if l.len() == 1),
        "{ok:?}"
    );
    let other = judge_confirmation(&hands, "2c 2d 2h 2s | 5c 4d 3c => x => one-pair 40\n");
    assert!(matches!(other, Confirmation::Unconfirmed(ref w) if w.contains("one-pair 40")));
    let none = judge_confirmation(&hands, "something else\n");
    assert!(matches!(none, Confirmation::Unconfirmed(ref w) if w.contains("no line")));
    // An order finding shows the strength alone.
    assert!(answer_matches("high-card 4100", "4100"));
    assert!(!answer_matches("", "4100"));
    assert!(answer_matches(
        "error",
        "rejected: library raised ValueError: x"
    ));
    assert!(!answer_matches("error", "high-card 4100"));
}

#[test]
fn the_summary_counts_libraries_rows_and_findings() {
    let mut unknown = finding(true);
    unknown.diagnosis.as_mut().unwrap().classes.clear();
    let mut vector = finding(true);
    vector.kind = "vector:wrong-category".into();
    vector.diagnosis = None;
    let mut other_game = row(
        "a",
        Class::Bugs,
        vec![finding(true), finding(false), unknown, vector],
    );
    other_game.game = "omaha".into();
    let rows = vec![
        row("a", Class::Conformant, vec![]),
        other_game,
        row("b", Class::Conformant, vec![]),
        row("c", Class::Unavailable, vec![]),
    ];
    let s = summarize(&rows);
    assert_eq!((s.rows, s.libraries), (4, 3));
    assert_eq!((s.checked_libraries, s.conformant_libraries), (2, 1));
    assert_eq!(s.findings_by_kind.get("category"), Some(&3));
    assert_eq!((s.confirmed, s.unconfirmed), (3, 1));
    // The diagnosis reads category and order findings, not vectors.
    assert_eq!((s.explained, s.unexplained), (2, 1));
    let md = census_md(&rows, "");
    assert!(
        md.contains(
            "Of the 3 findings the diagnosis reads (category and order), 2 are explained \
             by a known class and 1 by no known class."
        ),
        "{md}"
    );
    assert!(
        md.contains(
            "**3 libraries** (3 npm; by language: 3 JavaScript), **4 library × game rows**"
        ),
        "{md}"
    );
    assert!(md.contains("**confirmed** category"), "{md}");
    let html = census_html(&rows, "");
    assert!(html.contains("<option value=\"omaha\">omaha</option>"));
    assert!(html.contains("data-verdict=\"bugs\""));
    assert!(html.contains("diagnosis:"));
    assert!(html.contains("<option value=\"JavaScript\">JavaScript</option>"));
    assert!(html.contains("data-language=\"JavaScript\""));
    assert!(html.contains("By language: 3 in JavaScript."));
    assert!(
        !html.contains("<script src") && !html.contains("<link "),
        "self-contained"
    );
}

#[test]
fn libraries_are_counted_by_language_once_each() {
    let mut go = row("g", Class::Conformant, vec![]);
    go.language = "Go".into();
    let mut go_other_game = go.clone();
    go_other_game.game = "razz".into();
    let rows = vec![row("a", Class::Conformant, vec![]), go, go_other_game];
    let s = summarize(&rows);
    assert_eq!(s.by_language.get("Go"), Some(&1), "{:?}", s.by_language);
    assert_eq!(s.by_language.get("JavaScript"), Some(&1));
    assert_eq!(s.by_language.values().sum::<usize>(), s.libraries);
}

#[test]
fn unavailable_files_give_rows_with_their_reason() {
    let v = parse_unavailable(
        "[[unavailable]]\nlib = \"x\"\nregistry = \"PyPI\"\nversion = \"1\"\nreason = \"no wheel\"\n\
         [[library]]\nlib = \"y\"\nregistry = \"crates.io\"\nversion = \"2\"\nreason = \"GPL\"\n",
        "u.toml",
    )
    .unwrap();
    assert_eq!(v.len(), 2);
    let x = v
        .iter()
        .find(|u| u.row().verdict.ends_with("no wheel"))
        .expect("the [[unavailable]] entry");
    assert_eq!(x.row().verdict, "not checked: no wheel");
    assert!(v.iter().any(|u| u.row().verdict == "not checked: GPL"));
    // The game and its card counts apart, for the page's game filter; `pypi` spelt as the
    // adapters' rows spell it.
    let w = parse_unavailable(
        "[[library]]\nlib = \"w\"\nregistry = \"pypi\"\nversion = \"1\"\nreason = \"r\"\n\
         games = [\"holdem (5, 7 cards)\", \"omaha\"]\n",
        "u.toml",
    )
    .unwrap();
    let row = w[0].row();
    assert_eq!(
        (row.game.as_str(), row.cards.as_str(), row.registry.as_str()),
        ("holdem, omaha", "5, 7", "PyPI")
    );
    let e = parse_unavailable("[[unavailable]]\nlib = \"x\"\n", "u.toml").unwrap_err();
    assert!(e.contains("u.toml") && e.contains("entry 1"), "{e}");
}

#[test]
fn stored_rows_round_trip_and_a_recheck_replaces_only_its_rows() {
    let mut stored = Stored {
        generated_by: "test".into(),
        run: Some(RunInfo {
            command: "cargo xtask third-party".into(),
            seconds: 2_472.4,
            load: [1.0, 5.5, 12.0],
            ..RunInfo::default()
        }),
        refreshed: Vec::new(),
        rows: vec![
            row("a", Class::Conformant, vec![]),
            row("b", Class::Bugs, vec![finding(true)]),
            row("old", Class::Conformant, vec![]),
        ],
    };
    let back: Stored = serde_json::from_str(&stored.to_json()).unwrap();
    assert_eq!(back.rows.len(), 3);
    assert_eq!(
        back.rows[1].findings[0].confirmation,
        finding(true).confirmation
    );
    assert_eq!(back.rows[1].findings[0].diagnosis, finding(true).diagnosis);
    assert_eq!(back.rows[1].class, Class::Bugs);
    // b re-checked and now conformant; `old` no longer exists; a kept.
    let fresh = vec![row("b", Class::Conformant, vec![])];
    stored.merge(&["b".to_string()], fresh, &|r: &Row| r.subject == "old");
    let got: Vec<(&str, Class)> = stored
        .rows
        .iter()
        .map(|r| (r.subject.as_str(), r.class))
        .collect();
    assert_eq!(got, [("a", Class::Conformant), ("b", Class::Conformant)]);
    // An unknown key is refused, naming the file.
    let bad = std::env::temp_dir().join(format!("census-{}.json", std::process::id()));
    std::fs::write(&bad, "{\"generated_by\":\"x\",\"rows\":[],\"extra\":1}").unwrap();
    let e = Stored::read(&bad).unwrap_err();
    std::fs::remove_file(&bad).unwrap();
    assert!(e.contains("census-") && e.contains("extra"), "{e}");
}

#[test]
fn the_preamble_states_the_run_and_reads_as_html() {
    assert_eq!(utc(0), "1970-01-01 00:00");
    assert_eq!(utc(1_796_000_000), "2026-11-30 00:53");
    assert_eq!(duration_text(2_472.4), "41 min 12 s");
    let stored = Stored {
        run: Some(RunInfo {
            command: "cargo xtask third-party".into(),
            started: "2026-12-02 01:19".into(),
            seconds: 2_472.4,
            cpus: 2,
            load: [1.0, 5.5, 12.0],
            random: 10_000,
            budget_s: None,
            seed: 24_301,
        }),
        ..Stored::default()
    };
    let md = preamble(&stored, &["treys".to_string()]);
    assert!(md.contains("took **41 min 12 s**"), "{md}");
    assert!(md.contains("mean 5.5"), "{md}");
    assert!(
        md.contains("`cargo xtask third-party --ci` (1 adapters: treys)"),
        "{md}"
    );
    let html = preamble_html(&md);
    assert!(html.contains("<b>41 min 12 s</b>"), "{html}");
    assert!(
        html.contains("<code>cargo xtask third-party</code>"),
        "{html}"
    );
    assert!(!html.contains('`') && !html.contains("**"), "{html}");
}

#[test]
fn a_diagnosis_links_its_lessons_or_says_no_known_class() {
    let d = finding(true).diagnosis.unwrap();
    assert_eq!(
        d.markdown(),
        "[omaha-any-five](pitfalls.md#omaha) (explains 3 of 3 failing hands)"
    );
    let none = Diagnosed {
        classes: vec![],
        explained: 0,
        failing: 4,
    };
    assert_eq!(none.text(), "no known class");
    let md = census_md(&[row("b", Class::Bugs, vec![finding(true)])], "");
    assert!(
        md.contains("diagnosis: [omaha-any-five](pitfalls.md#omaha)"),
        "{md}"
    );
}
