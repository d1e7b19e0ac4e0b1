//! The commands a newcomer runs: the suite from an empty directory (the
//! vectors are built in), one vector file on its own, a broken vector
//! directory, reports from saved JSON, one registry behind every command,
//! a clear error for an unknown evaluator, and output piped into a reader
//! that stops early.

use super::support::{showdown_in, text, workspace};
use super::{TempDir, SHOWDOWN};
use std::collections::BTreeSet;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};

/// The same files the harness's own load tests use.
const GOOD: &str = include_str!("../../../harness/tests/it/fixtures/malformed/good.toml");

/// The same files the harness's own load tests use.
const BAD: &str = include_str!("../../../harness/tests/it/fixtures/malformed/bad.toml");

pub fn a_copied_binary_runs_the_whole_suite_from_an_empty_directory() {
    let t = TempDir::new("installed");
    let bin = t.0.join("showdown");
    std::fs::copy(SHOWDOWN, &bin).expect("copy the binary");
    let empty = t.0.join("empty");
    std::fs::create_dir(&empty).unwrap();
    // A binary just written may be "busy" for a moment while another test
    // thread forks (the child holds the write descriptor until it execs).
    let mut tries = 0;
    let out = loop {
        match Command::new(&bin)
            .args(["run", "--no-color", "--format", "json"])
            .current_dir(&empty)
            .env_remove("SHOWDOWN_CONFIG")
            .output()
        {
            Err(e) if e.raw_os_error() == Some(26) && tries < 100 => {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            other => break other.expect("run the copied binary"),
        }
    };
    let json: serde_json::Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}{}", text(&out.stdout), text(&out.stderr)));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let records = json["records"].as_array().expect("records");
    let cases: BTreeSet<&str> = records.iter().filter_map(|r| r["case"].as_str()).collect();
    // Every built-in vector ran (and nothing failed to load).
    assert!(cases.len() >= 314, "only {} cases ran", cases.len());
    assert_eq!(json["problems"].as_array().map(Vec::len), Some(0), "{json}");
    assert!(
        std::fs::read_dir(&empty).unwrap().next().is_none(),
        "nothing written"
    );
}

pub fn one_vector_file_runs_against_only_its_own_expectations() {
    let file = workspace().join("vectors/pitfalls.toml");
    let out = showdown_in(
        &workspace(),
        &[
            "run",
            "--no-color",
            "--format",
            "json",
            "--vectors",
            file.to_str().unwrap(),
        ],
    );
    assert!(
        out.status.success(),
        "{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let records = json["records"].as_array().unwrap();
    assert!(!records.is_empty());
    assert!(records
        .iter()
        .all(|r| r["case"].as_str().unwrap().starts_with("pitfalls/")));
}

/// `showdown run` of the reference on the vectors of `dir`, from there.
fn run_reference_on(dir: &Path) -> std::process::Output {
    let vectors = dir.to_str().unwrap();
    let args = [
        "run",
        "--no-color",
        "--evaluator",
        "reference",
        "--vectors",
        vectors,
    ];
    showdown_in(dir, &args)
}

pub fn a_malformed_vector_file_is_named_with_line_and_case_and_the_rest_runs() {
    let t = TempDir::new("malformed");
    std::fs::write(t.0.join("good.toml"), GOOD).unwrap();
    std::fs::write(t.0.join("bad.toml"), BAD).unwrap();
    let bad = t.0.join("bad.toml").display().to_string();
    let out = run_reference_on(&t.0);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains(&format!(
            "{bad}:11: case `bad/bad-card`: `cards`: card 5 `7x`: unknown suit"
        )) && stdout.contains("good")
            && stdout.contains("2 load problems"),
        "the CLI must report the problem and still print the matrix:\n{stdout}"
    );
}

/// An emptied vector file (0 bytes, blank, or its header alone) is a load
/// problem naming the file: `run` fails, and `check` of the game's reference
/// against that directory is not CONFORMANT on no case of its game.
pub fn an_emptied_vector_file_is_a_load_problem_in_run_and_check() {
    for (tag, content) in [
        ("empty", ""),
        ("blank", "\n  \n"),
        ("header", "game = \"omaha\"\ndescription = \"Omaha high\"\n"),
    ] {
        let t = TempDir::new(&format!("emptied-{tag}"));
        std::fs::write(t.0.join("good.toml"), GOOD).unwrap();
        std::fs::write(t.0.join("omaha.toml"), content).unwrap();
        let file = t.0.join("omaha.toml").display().to_string();
        let dir = t.0.to_str().unwrap();
        let out = run_reference_on(&t.0);
        let stdout = text(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{tag}: {stdout}");
        assert!(
            stdout.contains(&format!("{file}: holds no case")) && stdout.contains("good"),
            "{tag}: run must name the emptied file and still run the rest:\n{stdout}"
        );
        let out = showdown_in(
            &t.0,
            &[
                "check",
                "--vectors",
                dir,
                "-e",
                "reference-omaha",
                "--game",
                "omaha",
                "--random",
                "10",
            ],
        );
        let report = format!("{}{}", text(&out.stdout), text(&out.stderr));
        assert_eq!(out.status.code(), Some(2), "{tag}: {report}");
        assert!(
            !report.contains("CONFORMANT\n") && report.contains(&format!("{file}: holds no case")),
            "{tag}: check must not pass on no case:\n{report}"
        );
    }
}

/// A vector file that is not UTF-8 is named with the line and byte offset
/// of its first bad byte, and the other files still run.
pub fn a_vector_file_that_is_not_utf8_names_its_line_and_byte() {
    let t = TempDir::new("not-utf8");
    std::fs::write(t.0.join("good.toml"), GOOD).unwrap();
    let mut bytes = b"game = \"omaha\"\n\n".to_vec();
    bytes.extend_from_slice(b"description = \"caf\xe9\"\n");
    std::fs::write(t.0.join("omaha.toml"), &bytes).unwrap();
    let file = t.0.join("omaha.toml").display().to_string();
    let out = run_reference_on(&t.0);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains(&format!("{file}:3: byte 34 is not valid UTF-8"))
            && stdout.contains("good"),
        "{stdout}"
    );
}

pub fn reports_rendered_from_saved_json_equal_fresh_ones() {
    let t = TempDir::new("json");
    let saved = t.0.join("run.json");
    let out = showdown_in(
        &workspace(),
        &[
            "run",
            "--format",
            "json",
            "--output",
            saved.to_str().unwrap(),
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let fresh = showdown_in(&workspace(), &["run", "--format", "markdown"]);
    let from_json = showdown_in(
        &workspace(),
        &[
            "run",
            "--format",
            "markdown",
            "--from-json",
            saved.to_str().unwrap(),
        ],
    );
    assert!(!fresh.stdout.is_empty());
    assert_eq!(text(&fresh.stdout), text(&from_json.stdout));
}

/// The hold'em evaluators in `showdown evaluators`, with their kinds.
fn listed(dir: &Path) -> Vec<(String, String)> {
    let out = showdown_in(dir, &["evaluators"]);
    assert!(out.status.success());
    text(&out.stdout)
        .lines()
        .skip(1)
        // What each returns is on indented lines of its own.
        .filter(|l| !l.starts_with(' '))
        .filter_map(|l| {
            let mut w = l.split_whitespace();
            let (name, kind, game) = (w.next()?, w.next()?, w.next()?);
            (game == "holdem").then(|| (name.to_string(), kind.to_string()))
        })
        .collect()
}

/// `showdown evaluators` fits 100 columns (it reached 174 with what each
/// evaluator returns at the end of its line): the columns on one line,
/// what it returns wrapped below, every word of it still there.
pub fn the_evaluators_table_fits_100_columns() {
    let out = showdown_in(&workspace(), &["evaluators"]);
    assert!(out.status.success());
    let table = text(&out.stdout);
    let long: Vec<&str> = table.lines().filter(|l| l.chars().count() > 100).collect();
    assert!(long.is_empty(), "lines over 100 columns: {long:#?}");
    let rows: Vec<&str> = table.lines().filter(|l| !l.starts_with(' ')).collect();
    assert!(rows[0].starts_with("evaluator") && rows[0].ends_with("strength"));
    let reference = rows.iter().find(|l| l.starts_with("reference ")).unwrap();
    let cells: Vec<&str> = reference.split_whitespace().collect();
    assert_eq!(
        cells,
        ["reference", "reference", "holdem", "1-7", "free", "yes"]
    );
    // What the reference returns, word for word, on the lines below it.
    let below: Vec<&str> = table
        .lines()
        .skip_while(|l| !l.starts_with("reference "))
        .skip(1)
        .take_while(|l| l.starts_with(' '))
        .flat_map(str::split_whitespace)
        .collect();
    assert_eq!(
        below.join(" "),
        "category and one integer: category << 12 | index within the category"
    );
    assert!(rows.len() > 30, "{table}");
    // Every row whole on its line, as scripts read it (.ci/run takes the
    // games from the third word): a game id is never wrapped.
    let games = showdown_evaluators::game::Game::ids();
    for row in &rows[1..] {
        let cells: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(cells.len(), 6, "{row}");
        assert!(games.contains(&cells[2]), "not a game id: {row}");
    }
}

pub fn every_command_sees_the_same_evaluators() {
    let dir = workspace();
    let all = listed(&dir);
    let under_test: BTreeSet<String> = all
        .iter()
        .filter(|(_, kind)| kind != "reference" && kind != "checker")
        .map(|(n, _)| n.clone())
        .collect();
    assert!(under_test.contains("js-naive") && under_test.contains("perl-count+lift"));

    // run: every evaluator under test, and the reference (the other games'
    // evaluators meet only their own cases).
    let out = showdown_in(&dir, &["run", "--format", "json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let ran: BTreeSet<String> = json["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["evaluator"].as_str().unwrap().to_string())
        .filter(|n| n != "parser" && n != "reference")
        .collect();
    assert!(ran.is_superset(&under_test), "run: {ran:?}");

    // explain: one row per evaluator under test.
    let out = showdown_in(
        &dir,
        &["explain", "As Ks Qs Js Ts 2c 3d", "--out-of-domain"],
    );
    let explained = text(&out.stdout);
    for name in &under_test {
        assert!(
            explained
                .lines()
                .any(|l| l.split_whitespace().next() == Some(name)),
            "explain has no row for {name}:\n{explained}"
        );
    }

    // sweep --evaluator all: a section per evaluator under test.
    let out = showdown_in(
        &dir,
        &[
            "sweep",
            "--cards",
            "2",
            "--evaluator",
            "all",
            "--out-of-domain",
            "--quiet",
        ],
    );
    let swept = text(&out.stdout);
    for name in &under_test {
        assert!(
            swept.contains(&format!("== {name} ")),
            "sweep has no {name}:\n{swept}"
        );
    }

    // check -e and diff accept every listed name, the checker included.
    for (name, _) in &all {
        let out = showdown_in(
            &dir,
            &[
                "diff",
                name,
                "reference",
                "--cards",
                "5",
                "--random",
                "10",
                "--seed",
                "1",
                "--out-of-domain",
            ],
        );
        assert_ne!(
            out.status.code(),
            Some(2),
            "diff {name}: {}",
            text(&out.stderr)
        );
    }
}

pub fn an_unknown_evaluator_lists_the_known_ones_and_suggests_the_nearest() {
    for args in [
        &["explain", "As Ks", "-e", "js-naiv"][..],
        &["diff", "js-naiv", "reference"][..],
        &["check", "-e", "js-naiv"][..],
        &["sweep", "-e", "js-naiv"][..],
        &["run", "-e", "js-naiv"][..],
        &["eval", "As", "-e", "js-naiv"][..],
    ] {
        let out = showdown_in(&workspace(), args);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("unknown evaluator `js-naiv` (did you mean `js-naive`?)")
                && err.contains("perl-count+lift")
                && err.contains("best-of-subsets"),
            "{args:?}: {err}"
        );
    }
}

pub fn eval_stream_answers_a_line_of_invalid_utf8_and_goes_on() {
    use std::io::Write;
    let mut child = Command::new(SHOWDOWN)
        .args(["eval", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = b"As Ks Qs Js Ts\n".to_vec();
    input.extend_from_slice(b"\xff\xfe 7c\n");
    input.extend_from_slice(format!("{}\n", "A".repeat(100_000)).as_bytes());
    input.extend_from_slice(b"7c 5d 4h 3s 2c\n");
    child.stdin.take().unwrap().write_all(&input).unwrap();
    let out = child.wait_with_output().unwrap();
    let lines: Vec<String> = text(&out.stdout).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert!(lines[0].starts_with("royal-flush") || lines[0].starts_with("straight-flush"));
    assert!(
        lines[1].starts_with("error ") && lines[1].contains("not UTF-8"),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].starts_with("error ") && lines[2].chars().count() < 200,
        "{}",
        lines[2]
    );
    assert!(lines[3].starts_with("high-card"), "{}", lines[3]);
}

pub fn diff_compares_two_evaluators_of_any_game() {
    let dir = workspace();
    // A lesson against its game's reference: the game's deck, the game's
    // reference beside each example, exit 1.
    for (game, a, b, cards) in [
        (
            "short-deck",
            "reference-short-deck",
            "short-deck-deck-only",
            "5",
        ),
        (
            "ace-to-five",
            "reference-ace-to-five",
            "ace-to-five-counts-straights",
            "5",
        ),
        ("omaha", "reference-omaha", "omaha-any-five", "9"),
        (
            "stud-hi-lo",
            "reference-stud-hi-lo",
            "stud-hi-lo-nine-qualifies",
            "7",
        ),
    ] {
        let args = [
            "diff", "--game", game, a, b, "--cards", cards, "--random", "3000", "--seed", "1",
        ];
        let out = showdown_in(&dir, &args);
        let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stdout}{stderr}");
        assert!(
            stdout.starts_with(&format!("diff {a} vs {b} ({game}): {cards} cards")),
            "{stdout}"
        );
        assert!(stderr.contains(&format!("--game {game}")), "{stderr}");
        let example = stdout
            .lines()
            .find(|l| l.trim_start().starts_with("e.g."))
            .unwrap_or_else(|| panic!("no example: {stdout}"));
        assert_eq!(example.contains(" | "), game == "omaha", "{example}");
    }
    // The low half of a hi-lo game is compared: a nine qualifies only for
    // the lesson.
    let out = showdown_in(
        &dir,
        &[
            "diff",
            "reference-stud-hi-lo",
            "stud-hi-lo-nine-qualifies",
            "--cards",
            "7",
            "--random",
            "3000",
            "--seed",
            "1",
        ],
    );
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains(
            "low: reference-stud-hi-lo says no low, stud-hi-lo-nine-qualifies says a low"
        ),
        "{stdout}"
    );
    // Every hand of the short deck: the reference and its plain checker
    // agree; the deck-only lesson does not.
    let out = showdown_in(
        &dir,
        &[
            "diff",
            "reference-short-deck",
            "best-of-subsets-short-deck",
            "--cards",
            "5",
            "--exhaustive",
            "-q",
        ],
    );
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains("every hand; 376,992 hands") && stdout.contains("no disagreement"),
        "{stdout}"
    );
    let out = showdown_in(
        &dir,
        &[
            "diff",
            "reference-short-deck",
            "short-deck-deck-only",
            "--cards",
            "5",
            "--exhaustive",
            "--format",
            "json",
            "-q",
        ],
    );
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["game"], "short-deck");
    assert_eq!(json["hands"], 376_992);
    // Two games, or a game neither plays: a usage error naming both.
    for (args, says) in [
        (
            &["diff", "reference", "reference-short-deck"][..],
            "reference-short-deck plays short-deck, not holdem",
        ),
        (
            &["diff", "--game", "omaha", "reference", "crate-pokers"][..],
            "crate-pokers plays holdem, not omaha",
        ),
        (
            &[
                "diff",
                "--game",
                "omaha",
                "reference-omaha",
                "omaha-any-five",
                "--cards",
                "9",
                "--exhaustive",
            ][..],
            "too many deals",
        ),
    ] {
        let out = showdown_in(&dir, args);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

pub fn run_with_evaluator_reference_runs_every_games_reference_on_its_own_vectors() {
    let out = showdown_in(
        &workspace(),
        &[
            "run",
            "--no-color",
            "--format",
            "json",
            "--evaluator",
            "reference",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let ran: BTreeSet<String> = json["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["evaluator"].as_str().unwrap().to_string())
        .collect();
    // `run` has no `--game`: `reference` means each game's reference, so
    // the short deck and lowball vectors are not left out.
    for name in [
        "reference",
        "reference-short-deck",
        "reference-ace-to-five",
        "reference-deuce-to-seven",
        "reference-omaha",
    ] {
        assert!(ran.contains(name), "{name} did not run: {ran:?}");
    }
    assert!(
        ran.iter().all(|n| n.starts_with("reference")),
        "only references: {ran:?}"
    );
}

pub fn output_into_a_pipe_closed_early_ends_quietly() {
    // Four megabytes of JSON, more than a pipe holds: the writes after the
    // reader is gone fail.
    let mut child = Command::new(SHOWDOWN)
        .args(["run", "--format", "json"])
        .current_dir(workspace())
        .env_remove("SHOWDOWN_CONFIG")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run showdown");
    let mut first = [0u8; 100];
    let mut stdout = child.stdout.take().expect("stdout");
    stdout.read_exact(&mut first).expect("the report's start");
    drop(stdout);
    let out = child.wait_with_output().expect("showdown ends");
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}
