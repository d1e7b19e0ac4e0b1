//! Names a user would guess: every command takes the same `--game`, listed
//! from the games themselves, and `--evaluator reference` (or `checker`)
//! means the chosen game's own.

use super::support::{showdown_in, text};
use showdown_evaluators::game::{Game, Layout};
use showdown_evaluators::games::{checker_for, format_joined, reference_for};
use std::process::Output;

/// A hand of `game` as a person writes it: the first cards of its deck, in
/// the smallest deal the game has of at least five cards (badugi: its four).
fn a_hand(game: &Game) -> String {
    let n = match game.layout {
        Layout::HoleAndBoard { hole, board } => {
            hole.counts().next().unwrap() + board.counts().last().unwrap()
        }
        Layout::Cards => game
            .cards
            .counts()
            .find(|&n| n >= 5)
            .unwrap_or(game.max_cards()),
    };
    // Every other card: no four of a rank in the hole, no long straight.
    let cards: Vec<_> = game.deck().into_iter().step_by(3).take(n).collect();
    format_joined(game, &cards)
}

const COMMANDS: [&str; 6] = ["eval", "explain", "check", "sweep", "diff", "selfcheck"];

pub fn every_command_lists_every_game_in_its_help_and_refuses_an_unknown_one_with_the_list() {
    for command in COMMANDS {
        let out = showdown(&[command, "--help"]);
        let help = text(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{command} --help");
        for game in Game::all() {
            // One line per game, its id and its name: `- omaha: Omaha (high)`.
            let line = help
                .lines()
                .find(|l| l.trim_start().starts_with(&format!("- {}:", game.id)));
            assert!(
                line.is_some_and(|l| l.ends_with(game.name)),
                "{command} --help does not name {}:\n{help}",
                game.id
            );
        }
        let out = showdown(&[command, "--game", "omaha-high"]);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{command}: {err}");
        assert!(err.contains("omaha-high"), "{command}: {err}");
        for game in Game::all() {
            assert!(
                err.contains(game.id),
                "{command}: {} not listed: {err}",
                game.id
            );
        }
    }
}

pub fn evaluator_reference_means_the_games_reference_in_eval_and_explain() {
    for game in Game::all() {
        let hand = a_hand(game);
        let reference = reference_for(game);
        for name in ["reference", reference.name()] {
            let out = showdown(&["eval", "--game", game.id, "-e", name, &hand]);
            let stdout = text(&out.stdout);
            assert_eq!(
                out.status.code(),
                Some(0),
                "eval --game {} -e {name} {hand}: {}",
                game.id,
                text(&out.stderr)
            );
            assert!(
                stdout.contains(&format!("evaluator: {}\n", reference.name())),
                "{}: {stdout}",
                game.id
            );
        }
        let out = showdown(&["eval", "--game", game.id, "-e", "checker", &hand]);
        assert!(
            text(&out.stdout).contains(&format!("evaluator: {}\n", checker_for(game).name())),
            "eval --game {} -e checker: {}{}",
            game.id,
            text(&out.stdout),
            text(&out.stderr)
        );
        let out = showdown(&["explain", "--game", game.id, "-e", "reference", &hand]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "explain --game {} -e reference {hand}: {}",
            game.id,
            text(&out.stderr)
        );
        assert!(
            text(&out.stdout).contains(reference.name()),
            "explain --game {}: {}",
            game.id,
            text(&out.stdout)
        );
    }
}

pub fn evaluator_reference_means_the_games_reference_in_check_sweep_and_diff() {
    for game in Game::all() {
        let reference = reference_for(game);
        let out = showdown(&[
            "check",
            "--game",
            game.id,
            "-e",
            "reference",
            "--random",
            "20",
            "--no-vectors",
            "--quiet",
        ]);
        let stdout = text(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(0),
            "check --game {} -e reference: {stdout}{}",
            game.id,
            text(&out.stderr)
        );
        assert!(stdout.contains(reference.name()), "{}: {stdout}", game.id);
        // diff resolves both names in the game (and says what it compares).
        let out = showdown(&[
            "diff",
            "reference",
            "checker",
            "--game",
            game.id,
            "--cards",
            "5",
            "--random",
            "200",
            "--seed",
            "1",
            "--quiet",
        ]);
        let all = format!("{}{}", text(&out.stdout), text(&out.stderr));
        assert!(
            !all.contains("unknown evaluator"),
            "diff --game {}: {all}",
            game.id
        );
        assert!(
            !all.contains("add --game") && !all.contains("evaluates holdem hands"),
            "diff --game {}: {all}",
            game.id
        );
    }
    // A short-deck sweep of the reference: every five-card hand of the deck.
    let out = showdown(&[
        "sweep",
        "--game",
        "short-deck",
        "-e",
        "reference",
        "--cards",
        "5",
        "--quiet",
    ]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("== reference-short-deck ("), "{stdout}");
}

pub fn a_named_evaluator_of_another_game_is_refused_with_the_game_to_add() {
    let out = showdown(&[
        "check",
        "--game",
        "short-deck",
        "-e",
        "reference-ace-to-five",
        "--random",
        "10",
    ]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("reference-ace-to-five evaluates ace-to-five hands, not short-deck")
            && err.contains("add --game ace-to-five"),
        "{err}"
    );
}

pub fn a_sweep_refusal_names_the_games_that_do_sweep() {
    let sweeping: Vec<&str> = Game::all()
        .filter(|g| !g.has_hole_cards())
        .map(|g| g.id)
        .collect();
    assert!(sweeping.contains(&"stud-hi-lo") && sweeping.contains(&"ace-to-five"));
    for args in [
        &["check", "--game", "omaha", "--cmd", "true", "--sweep", "5"][..],
        &["sweep", "--game", "omaha", "--cards", "5"][..],
    ] {
        let out = showdown(args);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        for id in &sweeping {
            assert!(err.contains(id), "{args:?}: {id} not named: {err}");
        }
    }
}

/// The binary run in the temporary directory with no configuration file.
fn showdown(args: &[&str]) -> Output {
    showdown_in(&std::env::temp_dir(), args)
}
