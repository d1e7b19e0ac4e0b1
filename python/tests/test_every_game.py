"""Every game of the protocol.json shipped in the package is served and checked.

The games come from the file (`showdown.PROTOCOL["games"]`), so a game added
to showdown's Rust tables, and so to the file by `cargo xtask protocol
--write`, is covered here with no edit; a game the file lacks is refused with
the list of the file's games, as `ShowdownError`.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

import pytest

import relay
import showdown

GAMES = [g["id"] for g in showdown.PROTOCOL["games"]]
RULES = {g["id"]: g for g in showdown.PROTOCOL["games"]}


def test_the_file_is_inside_the_package_and_names_every_game():
    shipped = Path(showdown.__file__).with_name("protocol.json")
    assert shipped.is_file(), f"{shipped}: the package ships no protocol.json"
    assert showdown.PROTOCOL["protocol"] == "showdown"
    assert list(showdown.GAMES) == GAMES and len(GAMES) >= 9
    assert showdown.CATEGORIES == tuple(c["token"] for c in showdown.PROTOCOL["categories"])


@pytest.mark.parametrize("game", GAMES)
def test_serve_answers_the_example_of_every_game(game, monkeypatch):
    monkeypatch.setenv("RELAY_GAME", game)
    example = RULES[game]["example"]
    out = io.StringIO()
    showdown.serve(relay.reference, game, stdin=io.StringIO(example["request"] + "\n"), stdout=out,
                   stderr=io.StringIO())
    assert out.getvalue() == example["answer"] + "\n"


@pytest.mark.parametrize("game", GAMES)
def test_check_serves_and_judges_every_game(game, monkeypatch):
    monkeypatch.setenv("RELAY_GAME", game)
    monkeypatch.syspath_prepend(str(Path(relay.__file__).parent))
    example = RULES[game]["example"]["request"]
    count = len(example.replace("|", " ").split())
    report = showdown.check("relay:reference", game=game, cards=[count], random=200)
    assert report.conformant, f"{game}: {report.kinds}"
    assert report.strength, f"{game}: the example's answer carries a strength"
    assert sum(s.hands for s in report.sections) > 200, f"{game}: {[s.name for s in report.sections]}"


def no_game(cards):
    return "high-card"


@pytest.mark.parametrize(
    "call",
    [
        lambda game: showdown.serve(no_game, game, stdin=io.StringIO("As Kd 7h 7c 9s\n"), stdout=io.StringIO()),
        lambda game: showdown.check("relay:reference", game=game),
        lambda game: showdown.check([sys.executable, "-c", "pass"], game=game),
        lambda game: showdown.assert_conforms("relay:reference", game=game),
        lambda game: showdown.parse_request("As Kd 7h 7c 9s", game),
    ],
    ids=["serve", "check a function", "check a command", "assert_conforms", "parse_request"],
)
def test_a_game_the_file_lacks_is_refused_with_the_list_of_games(call):
    with pytest.raises(showdown.ShowdownError) as refused:
        call("no-such-game")
    message = str(refused.value)
    assert "unknown game 'no-such-game'" in message
    for game in GAMES:
        assert game in message, f"{message!r} does not name {game}"


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: showdown.check(lambda cards: "high-card"), "lambda or a nested function"),
        (lambda: showdown.check(42), "cannot check 42"),
        (lambda: showdown.check("no_such_manifest.toml"), "no manifest at"),
        (lambda: showdown.check(Path(__file__), game="holdem"), "a manifest declares game"),
    ],
)
def test_every_refusal_is_a_showdown_error(call, message):
    with pytest.raises(showdown.ShowdownError, match=message):
        call()
