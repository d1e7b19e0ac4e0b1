//! `showdown check`, `run` and `sweep` on the example programs: the correct
//! and the buggy ones, in their games, and usage and start errors.

use super::*;
use showdown_evaluators::card::parse_hand;
use std::process::Command;

pub fn check_passes_the_correct_example() {
    let (code, out, err) = check_manifest("hand_eval.toml", "400", &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("verdict: CONFORMANT"), "{out}");
    assert!(out.contains("hand_eval.py 1.0"), "version shown: {out}");
}

pub fn check_catches_the_wheel_bug_with_a_small_example() {
    let (code, out, err) = showdown(&[
        "check",
        "--cmd",
        "perl ../examples/external/wheel_bug.pl",
        "--cards",
        "5,7",
        "--random",
        "3000",
    ]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        out.contains("high-card where the hand is straight"),
        "{out}"
    );
    // The example is a five-card wheel.
    let line = out
        .lines()
        .skip_while(|l| !l.contains("high-card where the hand is straight"))
        .skip(1)
        .find(|l| l.contains(" says `"))
        .unwrap();
    let cards = parse_hand(line.split("says").next().unwrap().trim()).unwrap();
    assert_eq!(cards.len(), 5, "{line}");
    let mut ranks: Vec<u8> = cards.iter().map(|c| c.rank().index()).collect();
    ranks.sort_unstable();
    assert_eq!(ranks, [0, 1, 2, 3, 12], "a wheel: {line}");

    let (code, json, _) = check_manifest("wheel_bug.toml", "3000", &["--format", "json"]);
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["conformant"], false);
    assert!(v["problems"][0]["kind"]
        .as_str()
        .unwrap()
        .starts_with("category:straight->"));
    let (code, xml, _) = check_manifest("wheel_bug.toml", "3000", &["--format", "junit"]);
    assert_eq!(code, 1);
    assert!(
        xml.contains("<testsuites") && xml.contains("<failure"),
        "{xml}"
    );
}

pub fn a_program_made_for_five_and_seven_cards_gets_one_line_for_six() {
    // No --cards: six is only a default, and a program that answers skip
    // or error to every six-card hand is not failed for it: six is left
    // out (the vectors' six-card cases too) and said once.
    let dir = crate::TempDir::new("refuse-six");
    let reports = dir.0.display().to_string();
    for word in ["skip", "error"] {
        let (code, out, err) = check_cmd(
            &python(&format!("misbehave.py refuse-six {word}")),
            &[
                "--strength",
                "--random",
                "200",
                "--format",
                "summary",
                "--report-dir",
                &reports,
            ],
        );
        assert_eq!(code, 0, "{word}: {out}{err}");
        assert!(out.starts_with("showdown check: CONFORMANT\n"), "{out}");
        assert!(out.contains(" hands of 5,7 cards "), "{out}");
        let line =
            format!("6-card hands: not checked, the program answered `{word}` to all 16 asked");
        assert_eq!(out.matches("6-card hands").count(), 1, "{out}");
        assert!(out.replace("\n  ", " ").contains(&line), "{out}");
        assert!(out.contains("cards=[5, 7] (--cards 5,7)"), "{out}");
    }
    // Declared with --cards, a refusal is a problem.
    let (code, out, err) = check_cmd(
        &python("misbehave.py refuse-six error"),
        &["--cards", "5,6,7", "--random", "200", "--no-vectors"],
    );
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("refuses a hand it should take"), "{out}");
    assert!(!out.contains("6-card hands: not checked"), "{out}");
}

pub fn malformed_answers_are_one_line_of_the_summary_not_two() {
    // Every answer malformed: the random hands' bad response and the
    // vectors' cases it spoils are the same trouble, told once.
    let dir = crate::TempDir::new("bad-form");
    let reports = dir.0.display().to_string();
    let (code, out, err) = check_cmd(
        &python("misbehave.py bad-form"),
        &[
            "--cards",
            "5",
            "--random",
            "200",
            "--format",
            "summary",
            "--report-dir",
            &reports,
        ],
    );
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        out.starts_with("showdown check: NOT CONFORMANT (1 kind(s) of problem)\n"),
        "{out}"
    );
    assert!(out.contains("\nproblems (1 kind(s);"), "{out}");
    assert!(out.contains("- program failure: bad-response ("), "{out}");
    assert!(out.contains("vector case(s) too)"), "{out}");
    assert!(!out.contains("vectors: rejected"), "{out}");
    // The whole report keeps the vectors' own line.
    let (_, text, _) = check_cmd(
        &python("misbehave.py bad-form"),
        &["--cards", "5", "--random", "200"],
    );
    assert!(text.contains("vectors: rejected"), "{text}");
}

pub fn check_passes_the_lowball_example_in_both_games() {
    for (manifest, game) in [
        ("ace_to_five.toml", "ace-to-five"),
        ("deuce_to_seven.toml", "deuce-to-seven"),
    ] {
        let (code, out, err) = check_manifest(manifest, "2000", &[]);
        assert_eq!(code, 0, "{manifest}: {out}{err}");
        assert!(out.contains("verdict: CONFORMANT"), "{out}");
        assert!(out.contains(&format!("[{game}]")), "{out}");
        assert!(out.contains("lowball_eval.py 1.0"), "version shown: {out}");
    }
}

pub fn the_lowball_example_in_the_wrong_game_is_caught() {
    // The ace-to-five rules judged as deuce-to-seven: straights and flushes
    // are missed and the ace plays low, so the check must fail.
    let cmd = python("lowball_eval.py --game ace-to-five");
    let (code, out, err) = check_cmd(
        &cmd,
        &[
            "--game",
            "deuce-to-seven",
            "--cards",
            "5",
            "--strength",
            "--random",
            "500",
            "--no-vectors",
        ],
    );
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("verdict: NOT CONFORMANT"), "{out}");
}

pub fn usage_and_start_errors_exit_2() {
    let (code, _, err) = showdown(&["check", "--cmd", "/nonexistent/evaluator", "--random", "10"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot start"), "{err}");
    let cmd = python("misbehave.py start-fail");
    let (code, _, err) = check_cmd(&cmd, &["--random", "10"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("does not start"), "{err}");
    assert!(err.contains("cannot load my tables"), "stderr shown: {err}");
    let (code, _, err) = showdown(&["check", "--cmd", "x", "--format", "yaml"]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = showdown(&["check", "--cmd", "x", "--cards", "9"]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = showdown(&["check", "--cmd", "x", "--jobs", "0"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--jobs 0"), "{err}");
}

pub fn showdown_run_shows_configured_externals_and_third_party_crates() {
    let dir = std::env::temp_dir().join(format!("showdown-config-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let config = dir.join("showdown.toml");
    std::fs::write(
        &config,
        format!(
            "[[external]]\nname = \"hand_eval.py\"\ncommand = [\"python3\", \"{}\"]\n\
             cards = [5, 6, 7]\nstrength = true\n",
            examples().join("hand_eval.py").display()
        ),
    )
    .unwrap();
    let out = Command::new(SHOWDOWN)
        .args([
            "run",
            "--no-color",
            "-e",
            "hand_eval.py,crate-pokers,reference",
        ])
        .env("SHOWDOWN_CONFIG", &config)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("hand_eval.py") && text.contains("crate-pokers"),
        "{text}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

pub fn a_sweep_up_to_renaming_suits_catches_a_suit_read_wrongly() {
    // A five-card club flush is called high card. The sweep asks one hand
    // per class (clubs hold the first suit's cards there), and the
    // renamings section finds the answers that change with the suits.
    let (code, out, err) = showdown(&[
        "check",
        "--cmd",
        "python3 ../examples/external/misbehave.py clubs-blind",
        "--cards",
        "5",
        "--strength",
        "--random",
        "0",
        "--no-vectors",
        "--sweep",
        "5",
        "--quiet",
    ]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("suit renamings 5 cards"), "{out}");
    assert!(
        out.contains("sweep 5 cards up to suits (134,459 asked)"),
        "{out}"
    );
    assert!(
        out.contains("renaming the suits changes the answer"),
        "{out}"
    );
}

pub fn a_six_card_bug_is_caught_by_default_and_summarised_for_a_test_runner() {
    // No --cards: a hold'em program is asked 5, 6 and 7 cards.
    let dir = crate::TempDir::new("summary");
    let reports = dir.0.display().to_string();
    let (code, out, err) = check_cmd(
        &python("six_card_bug.py"),
        &[
            "--strength",
            "--random",
            "300",
            "--no-vectors",
            "--format",
            "summary",
            "--report-dir",
            &reports,
        ],
    );
    assert_eq!(code, 1, "{out}{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.len() <= 25, "{} lines:\n{out}", lines.len());
    assert!(lines.iter().all(|l| l.chars().count() <= 80), "{out}");
    assert!(
        lines[0].starts_with("showdown check: NOT CONFORMANT"),
        "{out}"
    );
    assert!(
        out.contains("\ncovered: ") && out.contains(" hands of 5-7 cards "),
        "{out}"
    );
    let kind = "- category: straight-flush where the hand is flush (";
    assert!(out.contains(kind), "{out}");
    // Its smallest hand has six cards.
    let hand = out
        .lines()
        .skip_while(|l| !l.starts_with(kind))
        .nth(1)
        .and_then(|l| l.trim().split(": said").next())
        .unwrap();
    assert_eq!(parse_hand(hand).unwrap().len(), 6, "{out}");
    let text = dir.0.join("six_card_bug.txt");
    assert!(
        out.contains(&format!("full report: {}", text.display())),
        "{out}"
    );
    assert!(std::fs::read_to_string(&text)
        .unwrap()
        .contains("verdict: NOT CONFORMANT"));
    assert!(dir.0.join("six_card_bug.json").exists());
}
