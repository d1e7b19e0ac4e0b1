//! External evaluators end to end: `showdown check` passes the correct
//! example and catches the buggy one; every built-in evaluator served over
//! the protocol answers as it does in process; and each way a program can
//! misbehave (never starts, exits mid-run, hangs, garbage, too many or too
//! few lines, floods stderr) becomes a verdict on the hand that caused it,
//! while the run goes on.

use showdown_evaluators::card::{parse_hand, Card};
use showdown_evaluators::evaluator::{Domain, Evaluator};
use showdown_evaluators::reference::Reference;
use showdown_evaluators::registry;
use showdown_harness::external::{ExternalEvaluator, ExternalSpec, FailureKind, Outcome};
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

const SHOWDOWN: &str = env!("CARGO_BIN_EXE_showdown");

fn examples() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/external")
}

fn showdown(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(SHOWDOWN)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run showdown");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A tiny generator for test hands.
fn random_hands(seed: u64, n: usize, count: usize) -> Vec<Vec<Card>> {
    let mut x = seed;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..count)
        .map(|_| {
            let mut deck: Vec<u8> = (0..52).collect();
            (0..n)
                .map(|i| {
                    let j = i + (next() % (52 - i) as u64) as usize;
                    deck.swap(i, j);
                    Card::from_index(deck[i]).unwrap()
                })
                .collect()
        })
        .collect()
}

fn misbehave(args: &str, timeout_ms: u64) -> ExternalEvaluator {
    let script = examples().join("misbehave.py");
    let mut spec =
        ExternalSpec::from_command(&format!("python3 {} {args}", script.display())).unwrap();
    spec.strength = true;
    spec.limits.hand_timeout = Duration::from_millis(timeout_ms);
    ExternalEvaluator::start(spec).unwrap()
}

/// Twenty hands; the one at index 7 holds both As and Ks (the trigger).
fn hands_with_trigger() -> Vec<Vec<Card>> {
    let mut hands: Vec<Vec<Card>> = random_hands(11, 7, 40)
        .into_iter()
        .filter(|h| {
            !(h.iter().any(|c| c.to_string() == "As") && h.iter().any(|c| c.to_string() == "Ks"))
        })
        .take(19)
        .collect();
    hands.insert(7, parse_hand("As Ks 7h 7c 2d 9s Td").unwrap());
    hands
}

/// Every outcome but `except` is the right category.
fn others_right(hands: &[Vec<Card>], outcomes: &[Outcome], except: Option<usize>) {
    let r = Reference::new();
    assert_eq!(hands.len(), outcomes.len());
    for (i, (h, o)) in hands.iter().zip(outcomes).enumerate() {
        if Some(i) == except {
            continue;
        }
        match o {
            Outcome::Verdict(v) => assert_eq!(v.category, r.category(h), "hand {i}: {o}"),
            other => panic!("hand {i} should be answered, got {other}"),
        }
    }
}

fn failure(o: &Outcome) -> &showdown_harness::external::Failure {
    match o {
        Outcome::Failed(f) => f,
        other => panic!("expected a failure, got {other}"),
    }
}

#[test]
fn check_passes_the_correct_example() {
    let (code, out, err) = showdown(&[
        "check",
        "--manifest",
        "../examples/external/hand_eval.toml",
        "--random",
        "400",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("verdict: CONFORMANT"), "{out}");
    assert!(out.contains("hand_eval.py 1.0"), "version shown: {out}");
}

#[test]
fn check_catches_the_wheel_bug_with_a_small_example() {
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
        .find(|l| !l.trim_start().starts_with("(shrunk"))
        .unwrap();
    let cards = parse_hand(line.split("says").next().unwrap().trim()).unwrap();
    assert_eq!(cards.len(), 5, "{line}");
    let mut ranks: Vec<u8> = cards.iter().map(|c| c.rank().index()).collect();
    ranks.sort_unstable();
    assert_eq!(ranks, [0, 1, 2, 3, 12], "a wheel: {line}");

    let (code, json, _) = showdown(&[
        "check",
        "--manifest",
        "../examples/external/wheel_bug.toml",
        "--random",
        "3000",
        "--format",
        "json",
    ]);
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["conformant"], false);
    assert!(v["problems"][0]["kind"]
        .as_str()
        .unwrap()
        .starts_with("category:straight->"));
    let (code, xml, _) = showdown(&[
        "check",
        "--manifest",
        "../examples/external/wheel_bug.toml",
        "--random",
        "3000",
        "--format",
        "junit",
    ]);
    assert_eq!(code, 1);
    assert!(
        xml.contains("<testsuites") && xml.contains("<failure"),
        "{xml}"
    );
}

#[test]
fn check_passes_the_lowball_example_in_both_games() {
    for (manifest, game) in [
        ("ace_to_five.toml", "ace-to-five"),
        ("deuce_to_seven.toml", "deuce-to-seven"),
    ] {
        let path = format!("../examples/external/{manifest}");
        let (code, out, err) = showdown(&["check", "--manifest", &path, "--random", "2000"]);
        assert_eq!(code, 0, "{manifest}: {out}{err}");
        assert!(out.contains("verdict: CONFORMANT"), "{out}");
        assert!(out.contains(&format!("[{game}]")), "{out}");
        assert!(out.contains("lowball_eval.py 1.0"), "version shown: {out}");
    }
}

#[test]
fn the_lowball_example_in_the_wrong_game_is_caught() {
    // The ace-to-five rules judged as deuce-to-seven: straights and flushes
    // are missed and the ace plays low, so the check must fail.
    let script = examples().join("lowball_eval.py");
    let cmd = format!("python3 {} --game ace-to-five", script.display());
    let (code, out, err) = showdown(&[
        "check",
        "--cmd",
        &cmd,
        "--game",
        "deuce-to-seven",
        "--cards",
        "5",
        "--strength",
        "--random",
        "500",
        "--no-vectors",
    ]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("verdict: NOT CONFORMANT"), "{out}");
}

#[test]
fn usage_and_start_errors_exit_2() {
    let (code, _, err) = showdown(&["check", "--cmd", "/nonexistent/evaluator", "--random", "10"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot start"), "{err}");
    let script = examples().join("misbehave.py");
    let cmd = format!("python3 {} start-fail", script.display());
    let (code, _, err) = showdown(&["check", "--cmd", &cmd, "--random", "10"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("does not start"), "{err}");
    assert!(err.contains("cannot load my tables"), "stderr shown: {err}");
    let (code, _, err) = showdown(&["check", "--cmd", "x", "--format", "yaml"]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = showdown(&["check", "--cmd", "x", "--cards", "9"]);
    assert_eq!(code, 2, "{err}");
}

#[test]
fn every_builtin_round_trips_over_the_protocol() {
    for ev in registry::all() {
        let mut spec =
            ExternalSpec::from_command(&format!("{SHOWDOWN} eval --evaluator {} -", ev.name()))
                .unwrap();
        spec.name = ev.name().to_string();
        spec.cards = ev.domain();
        spec.strength = ev.gives_strength();
        let ext = ExternalEvaluator::start(spec).unwrap();
        for n in ev.domain().counts() {
            let hands = random_hands(0x9e37 + n as u64, n, 1500);
            let outcomes = ext.evaluate_batch(&hands);
            for (h, o) in hands.iter().zip(&outcomes) {
                let local = match ev.evaluate(h) {
                    Ok(v) => Outcome::Verdict(v),
                    Err(r) => Outcome::Rejected(r.to_string()),
                };
                assert_eq!(&local, o, "{} on {:?}", ev.name(), h);
            }
        }
        // The single-hand path too.
        let h = parse_hand("Ah Kh Qh Jh Th 2c 3c").unwrap();
        let n = h.len();
        if ev.domain().contains(n) {
            assert_eq!(ext.evaluate(&h), ev.evaluate(&h), "{}", ev.name());
        }
        assert!(ext.incidents().is_empty(), "{:?}", ext.incidents());
    }
}

#[test]
fn a_crash_is_charged_to_its_hand_and_the_run_goes_on() {
    let ext = misbehave("crash", 3000);
    let hands = hands_with_trigger();
    let out = ext.evaluate_batch(&hands);
    let f = failure(&out[7]);
    assert_eq!(f.kind, FailureKind::Crash, "{}", f.detail);
    assert!(
        f.stderr.contains("trigger hand As Ks"),
        "stderr beside the hand: {f:?}"
    );
    others_right(&hands, &out, Some(7));
    assert!(ext.restarts() >= 1);
}

#[test]
fn a_hang_times_out_on_its_hand() {
    let ext = misbehave("hang", 1500);
    let hands = hands_with_trigger();
    let started = Instant::now();
    let out = ext.evaluate_batch(&hands);
    assert_eq!(failure(&out[7]).kind, FailureKind::Timeout);
    others_right(&hands, &out, Some(7));
    assert!(started.elapsed() < Duration::from_secs(20));
}

#[test]
fn the_overall_deadline_stops_a_run_and_keeps_what_was_gathered() {
    let script = examples().join("misbehave.py");
    let mut spec =
        ExternalSpec::from_command(&format!("python3 {} hang", script.display())).unwrap();
    spec.limits.hand_timeout = Duration::from_secs(60);
    spec.limits.deadline = Some(Duration::from_secs(1));
    let ext = ExternalEvaluator::start(spec).unwrap();
    let hands = hands_with_trigger();
    let started = Instant::now();
    let out = ext.evaluate_batch(&hands);
    assert!(started.elapsed() < Duration::from_secs(10));
    others_right(&hands[..7], &out[..7], None);
    for o in &out[7..] {
        assert_eq!(failure(o).kind, FailureKind::NotRun);
    }
    assert!(ext.given_up().unwrap().message.contains("deadline"));
}

#[test]
fn garbage_is_a_bad_response() {
    let ext = misbehave("garbage", 3000);
    let hands = hands_with_trigger();
    let out = ext.evaluate_batch(&hands);
    let f = failure(&out[7]);
    assert_eq!(f.kind, FailureKind::BadResponse);
    assert!(f.detail.contains("Flush!!"), "{}", f.detail);
    others_right(&hands, &out, Some(7));
}

#[test]
fn too_many_lines_are_found_on_their_hand() {
    let ext = misbehave("two-lines", 3000);
    let hands = hands_with_trigger();
    let out = ext.evaluate_batch(&hands);
    let f = failure(&out[7]);
    assert_eq!(f.kind, FailureKind::BadResponse);
    assert!(f.detail.contains("2 lines"), "{}", f.detail);
    others_right(&hands, &out, Some(7));
}

#[test]
fn too_few_lines_are_found_on_their_hand() {
    let ext = misbehave("no-line", 1500);
    let hands = hands_with_trigger();
    let out = ext.evaluate_batch(&hands);
    let f = failure(&out[7]);
    assert!(f.detail.contains("0 line(s)"), "{f:?}");
    others_right(&hands, &out, Some(7));
}

#[test]
fn a_program_that_keeps_dying_is_given_up_as_not_responding() {
    // It answers five hands per life, then exits: no single hand explains it.
    let ext = misbehave("exit-after 5", 3000);
    let hands = random_hands(5, 5, 200);
    let started = Instant::now();
    let out = ext.evaluate_batch(&hands);
    let stop = ext.given_up().expect("given up");
    assert_eq!(
        stop.reason,
        showdown_harness::external::StopReason::NotResponding
    );
    assert!(stop.message.contains("keeps dying"), "{}", stop.message);
    let not_run = out
        .iter()
        .filter(|o| matches!(o, Outcome::Failed(f) if f.kind == FailureKind::NotRun))
        .count();
    assert!(not_run > 100, "the rest is not run: {not_run}");
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn a_program_that_never_answers_is_not_responding_within_the_startup_time() {
    let mut spec = ExternalSpec::from_command("sleep 100000").unwrap();
    spec.limits.startup = Duration::from_millis(1500);
    let ext = ExternalEvaluator::start(spec).unwrap();
    let started = Instant::now();
    let out = ext.evaluate_batch(&random_hands(3, 5, 50));
    let stop = ext.given_up().expect("given up");
    assert_eq!(
        stop.reason,
        showdown_harness::external::StopReason::NotResponding
    );
    assert!(stop.message.contains("not responding"), "{}", stop.message);
    assert!(out
        .iter()
        .all(|o| matches!(o, Outcome::Failed(f) if f.kind == FailureKind::NotRun || f.kind == FailureKind::Timeout)));
    // One start-up wait, no replays of each hand.
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn flooding_stderr_does_not_block() {
    let ext = misbehave("flood", 3000);
    let hands = hands_with_trigger();
    let out = ext.evaluate_batch(&hands);
    others_right(&hands, &out, None);
}

#[test]
fn a_program_that_exits_mid_run_is_restarted() {
    let script = examples().join("misbehave.py");
    let mut spec =
        ExternalSpec::from_command(&format!("python3 {} exit-after 5", script.display())).unwrap();
    spec.strength = true;
    spec.limits.hand_timeout = Duration::from_millis(3000);
    // Here restarts are what is tested: do not give up on a dying program.
    spec.limits.max_silent = 100;
    let ext = ExternalEvaluator::start(spec).unwrap();
    let hands: Vec<Vec<Card>> = random_hands(5, 5, 30)
        .into_iter()
        .filter(|h| {
            !(h.iter().any(|c| c.to_string() == "As") && h.iter().any(|c| c.to_string() == "Ks"))
        })
        .collect();
    let out = ext.evaluate_batch(&hands);
    let failed: Vec<usize> = (0..out.len())
        .filter(|&i| matches!(out[i], Outcome::Failed(_)))
        .collect();
    assert!(!failed.is_empty());
    for &i in &failed {
        let f = failure(&out[i]);
        assert_eq!(f.kind, FailureKind::Crash);
        assert!(f.detail.contains("did not recur"), "{}", f.detail);
        assert!(f.stderr.contains("tired"), "{f:?}");
    }
    let r = Reference::new();
    let answered = (0..out.len()).filter(|i| !failed.contains(i)).count();
    assert!(answered >= out.len() * 2 / 3, "{out:?}");
    for (h, o) in hands.iter().zip(&out) {
        if let Outcome::Verdict(v) = o {
            assert_eq!(v.category, r.category(h));
        }
    }
}

#[test]
fn a_program_that_never_answers_is_given_up_on() {
    let ext = misbehave("start-fail", 2000);
    let hands = random_hands(3, 5, 50);
    let out = ext.evaluate_batch(&hands);
    assert!(out.iter().all(|o| matches!(o, Outcome::Failed(_))));
    assert!(ext.given_up().unwrap().message.contains("does not start"));
    let first = failure(&out[0]);
    assert!(first.stderr.contains("cannot load my tables"), "{first:?}");
    // And it is an Evaluator like any other.
    assert_eq!(ext.domain(), Domain::of(&[5, 7]));
    assert!(ext.evaluate(&hands[0]).is_err());
}

#[test]
fn showdown_run_shows_configured_externals_and_third_party_crates() {
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

#[test]
fn a_sweep_up_to_renaming_suits_catches_a_suit_read_wrongly() {
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

#[test]
fn check_reports_mis_ordered_stud_lows() {
    // Right lows, scored from the lowest card up: only their order is wrong.
    let script = examples().join("hilo_eval.py");
    let cmd = format!(
        "python3 {} --game stud-hi-lo --low-lowest-first",
        script.display()
    );
    let (code, out, err) = showdown(&[
        "check",
        "--cmd",
        &cmd,
        "--game",
        "stud-hi-lo",
        "--cards",
        "7",
        "--strength",
        "--random",
        "300",
        "--no-vectors",
    ]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        out.contains("low order: a worse low scores above a better one"),
        "{out}"
    );
    assert!(
        !out.contains("low: says"),
        "every low qualifies as it should: {out}"
    );
    assert!(
        out.contains("; right: low "),
        "the reference's lows are shown: {out}"
    );
}

#[test]
fn check_passes_the_hi_lo_example_in_both_games() {
    for manifest in ["hilo_omaha.toml", "hilo_stud.toml"] {
        let path = format!("../examples/external/{manifest}");
        let (code, out, err) = showdown(&["check", "--manifest", &path, "--random", "100"]);
        assert_eq!(code, 0, "{manifest}: {out}{err}");
        assert!(out.contains("verdict: CONFORMANT"), "{out}");
        assert!(out.contains("hi-lo"), "the game is named: {out}");
    }
}

#[test]
fn check_reports_a_wrong_omaha_low() {
    let script = examples().join("hilo_eval.py");
    let cmd = format!(
        "python3 {} --game omaha-hi-lo --any-five-low",
        script.display()
    );
    let (code, out, err) = showdown(&[
        "check",
        "--cmd",
        &cmd,
        "--game",
        "omaha-hi-lo",
        "--cards",
        "9",
        "--strength",
        "--random",
        "300",
    ]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        out.contains("low: says a low where the hand has none"),
        "{out}"
    );
    assert!(
        out.contains("/ no low"),
        "the reference's low is shown: {out}"
    );
    assert!(out.contains("wrong-low"), "the vectors fail too: {out}");
}

#[test]
fn an_order_only_program_is_judged_on_order_alone() {
    // A correct program: conformant, reported as order only.
    let (code, text, err) = showdown(&[
        "check",
        "--manifest",
        "../examples/external/order_only.toml",
        "--random",
        "1000",
    ]);
    assert_eq!(code, 0, "{text}{err}");
    assert!(text.contains("order only (no category"), "{text}");
    assert!(text.contains("verdict: CONFORMANT"), "{text}");

    // The same program missing the wheel: an order problem, never a
    // category problem (it names none), in every format.
    let dir = std::env::temp_dir().join(format!("showdown-order-only-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let manifest = dir.join("buggy.toml");
    let script = examples().join("order_only.py");
    std::fs::write(
        &manifest,
        format!(
            "command = [\"python3\", {:?}, \"--wheel-bug\"]\ncards = [5, 7]\nanswers = \"order-only\"\n",
            script.display().to_string()
        ),
    )
    .unwrap();
    let m = manifest.display().to_string();
    let (code, json, err) = showdown(&[
        "check",
        "--manifest",
        &m,
        "--random",
        "3000",
        "--format",
        "json",
    ]);
    assert_eq!(code, 1, "{json}{err}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["answers"], "order-only");
    let kinds: Vec<&str> = v["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["kind"].as_str().unwrap())
        .collect();
    assert!(kinds.contains(&"order"), "{kinds:?}");
    assert!(
        kinds.iter().all(|k| !k.starts_with("category")),
        "{kinds:?}"
    );
    let (code, xml, _) = showdown(&[
        "check",
        "--manifest",
        &m,
        "--random",
        "3000",
        "--format",
        "junit",
    ]);
    assert_eq!(code, 1);
    assert!(
        xml.contains("<property name=\"answers\" value=\"order-only\"/>")
            && xml.contains("<failure"),
        "{xml}"
    );

    // An order-only program that names a category anyway is a bad response.
    std::fs::write(
        &manifest,
        format!(
            "command = [\"python3\", {:?}]\ncards = [5]\nanswers = \"order-only\"\n",
            examples().join("hand_eval.py").display().to_string()
        ),
    )
    .unwrap();
    let (code, text, _) = showdown(&["check", "--manifest", &m, "--random", "100"]);
    assert_ne!(code, 0, "{text}");
    assert!(
        text.contains("an order-only evaluator answers `order <strength>`"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `showdown check` of `showdown eval --game G -` (the reference over the
/// protocol) for every game and every card count, strata (royal flushes
/// included) and vectors: conformant.
#[test]
fn every_games_reference_over_the_protocol_is_conformant() {
    for game in showdown_evaluators::game::Game::all() {
        let cmd = format!("{SHOWDOWN} eval --game {} -", game.id);
        let (code, out, err) = showdown(&[
            "check",
            "--game",
            game.id,
            "--cmd",
            &cmd,
            "--strength",
            "--random",
            "300",
        ]);
        assert_eq!(code, 0, "{}: {out}{err}", game.id);
        assert!(out.contains("verdict: CONFORMANT"), "{}: {out}", game.id);
    }
}

/// A hi-lo answer's low half from a game without one is a bad response.
/// A few five-card hands per game: every answer is bad, and each bad answer
/// costs a restart of the program (with `--random 20` and the strata, 51
/// restarts per game took most of a minute).
#[test]
fn a_stray_low_half_is_a_bad_response() {
    let cmd = format!("python3 {}/misbehave.py no-low", examples().display());
    for game in ["holdem", "short-deck", "ace-to-five"] {
        let (code, out, err) = showdown(&[
            "check",
            "--game",
            game,
            "--cmd",
            &cmd,
            "--cards",
            "5",
            "--random",
            "3",
            "--no-vectors",
        ]);
        assert_eq!(code, 1, "{game}: {out}{err}");
        assert!(
            out.contains("bad-response") && out.contains("has no low half"),
            "{game}: {out}"
        );
    }
}

/// An Omaha program that crashes on deals with four hole cards of one
/// rank: a crash charged to those hands, the rest judged (exit 1), not a
/// program that does not start. One deal size (4 hole + 3 board, with its
/// vectors): each crash costs a restart, and nine deal sizes took most of a
/// minute.
#[test]
fn a_crash_on_particular_deals_is_charged_to_them() {
    let cmd = format!("python3 {}/omaha_bugs.py crash-quads", examples().display());
    let (code, out, err) = showdown(&[
        "check",
        "--game",
        "omaha",
        "--cmd",
        &cmd,
        "--cards",
        "7",
        "--strength",
        "--random",
        "30",
    ]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        !out.contains("NOT RESPONDING") && !out.contains("does not start"),
        "{out}"
    );
    assert!(out.contains("crash"), "{out}");
}

/// A PLO5 evaluator wrong on the flop (5 hole cards, 3 on the board) is
/// caught, on those deals.
#[test]
fn a_plo5_evaluator_wrong_on_the_flop_is_caught() {
    let cmd = format!("python3 {}/omaha_bugs.py plo5-flop", examples().display());
    let (code, out, err) = showdown(&[
        "check",
        "--game",
        "omaha",
        "--cmd",
        &cmd,
        "--strength",
        "--random",
        "200",
    ]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("5 hole + 3 board"), "{out}");
}
