//! Other games over the protocol: lows, Omaha, order-only programs, and
//! every game's reference.

use super::*;
use showdown_evaluators::card::{parse_hand, Card};
use showdown_evaluators::evaluator::Evaluator;
use showdown_evaluators::reference::Reference;
use showdown_evaluators::registry;
use showdown_harness::conformance::{Copies, Subject, MIN_HANDS_PER_COPY};
use showdown_harness::external::{ExternalEvaluator, ExternalSpec, Outcome};

pub fn check_reports_mis_ordered_stud_lows() {
    // Right lows, scored from the lowest card up: only their order is wrong.
    let cmd = python("hilo_eval.py --game stud-hi-lo --low-lowest-first");
    let (code, out, err) = check_cmd(
        &cmd,
        &[
            "--game",
            "stud-hi-lo",
            "--cards",
            "7",
            "--strength",
            "--random",
            "300",
            "--no-vectors",
        ],
    );
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

pub fn check_passes_the_hi_lo_example_in_both_games() {
    for manifest in ["hilo_omaha.toml", "hilo_stud.toml"] {
        let (code, out, err) = check_manifest(manifest, "100", &[]);
        assert_eq!(code, 0, "{manifest}: {out}{err}");
        assert!(out.contains("verdict: CONFORMANT"), "{out}");
        assert!(out.contains("hi-lo"), "the game is named: {out}");
    }
}

pub fn check_reports_a_wrong_omaha_low() {
    let cmd = python("hilo_eval.py --game omaha-hi-lo --any-five-low");
    let (code, out, err) = check_cmd(
        &cmd,
        &[
            "--game",
            "omaha-hi-lo",
            "--cards",
            "9",
            "--strength",
            "--random",
            "300",
        ],
    );
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

pub fn an_order_only_program_is_judged_on_order_alone() {
    // A correct program: conformant, reported as order only.
    let (code, text, err) = check_manifest("order_only.toml", "1000", &[]);
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
        "300",
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
        "300",
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
pub fn every_games_reference_over_the_protocol_is_conformant() {
    for game in showdown_evaluators::game::Game::all() {
        let cmd = format!("{SHOWDOWN} eval --game {} -", game.id);
        let (code, out, err) =
            check_cmd(&cmd, &["--game", game.id, "--strength", "--random", "300"]);
        assert_eq!(code, 0, "{}: {out}{err}", game.id);
        assert!(out.contains("verdict: CONFORMANT"), "{}: {out}", game.id);
    }
}

/// A hi-lo answer's low half from a game without one is a bad response.
/// A few five-card hands per game: every answer is bad, and each bad answer
/// costs a restart of the program (with `--random 20` and the strata, 51
/// restarts per game took most of a minute).
pub fn a_stray_low_half_is_a_bad_response() {
    let cmd = python("misbehave.py no-low");
    for game in ["holdem", "short-deck", "ace-to-five"] {
        let (code, out, err) = check_cmd(
            &cmd,
            &[
                "--game",
                game,
                "--cards",
                "5",
                "--random",
                "3",
                "--no-vectors",
            ],
        );
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
pub fn a_crash_on_particular_deals_is_charged_to_them() {
    let cmd = python("omaha_bugs.py crash-quads");
    let (code, out, err) = check_cmd(
        &cmd,
        &[
            "--game",
            "omaha",
            "--cards",
            "7",
            "--strength",
            "--random",
            "30",
        ],
    );
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        !out.contains("NOT RESPONDING") && !out.contains("does not start"),
        "{out}"
    );
    assert!(out.contains("crash"), "{out}");
}

/// A PLO5 evaluator wrong on the flop (5 hole cards, 3 on the board) is
/// caught, on those deals.
pub fn a_plo5_evaluator_wrong_on_the_flop_is_caught() {
    let cmd = python("omaha_bugs.py plo5-flop");
    let (code, out, err) = check_cmd(
        &cmd,
        &[
            "--game",
            "omaha",
            "--strength",
            "--cards",
            "8",
            "--random",
            "50",
        ],
    );
    assert_eq!(code, 1, "{out}{err}");
    // Eight cards are two deals: the flop with five hole cards fails, the
    // turn with four does not.
    let section = |name: &str| -> &str {
        let at = out
            .find(name)
            .unwrap_or_else(|| panic!("no {name} section: {out}"));
        out[at..].lines().nth(1).unwrap_or("")
    };
    assert!(
        section("random 5 hole + 3 board").contains("FAILED"),
        "{out}"
    );
    assert!(section("random 4 hole + 4 board").contains(" ok "), "{out}");
}

pub fn every_builtin_round_trips_over_the_protocol() {
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

pub fn copies_of_a_program_share_a_batch_and_answer_in_its_order() {
    let ev = Reference::new();
    let spec =
        ExternalSpec::from_command(&format!("{SHOWDOWN} eval --evaluator reference -")).unwrap();
    let copies = Copies::start(spec, 3, Default::default()).unwrap();
    assert_eq!(copies.copies(), 3);
    // 1,000 hands of 7 cards: each copy answers its share, every answer
    // is the reference's on the hand at that place.
    let hands = random_hands(0xC0B1E5, 7, 1000);
    let cards: Vec<Card> = hands.iter().flatten().copied().collect();
    let outcomes = copies.evaluate_uniform(7, &cards);
    assert_eq!(outcomes.len(), hands.len());
    for (h, o) in hands.iter().zip(&outcomes) {
        assert_eq!(o, &Outcome::Verdict(ev.evaluate(h).unwrap()), "{h:?}");
    }
    let shares: Vec<u64> = copies.members().iter().map(|m| m.answered()).collect();
    assert_eq!(shares, [334, 333, 333], "each copy a third");
    // A batch too small to share goes to the first copy alone.
    let few = &cards[..7 * (MIN_HANDS_PER_COPY - 1)];
    assert_eq!(
        copies.evaluate_uniform(7, few).len(),
        MIN_HANDS_PER_COPY - 1
    );
    let shares: Vec<u64> = copies.members().iter().map(|m| m.answered()).collect();
    assert_eq!(shares, [334 + MIN_HANDS_PER_COPY as u64 - 1, 333, 333]);
    assert!(copies.given_up().is_none() && copies.incidents().is_empty());
}
