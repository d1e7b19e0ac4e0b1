"""The showdown wheel, used as a Python user would: installed into a fresh
environment, run outside the checkout (python/ci.sh does that).

The evaluators under test are in evaluators.py beside this file: one correct,
and one for each classic bug, which `check` must name.
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

import evaluators
import showdown

# Fewer random hands than check's default keep the suite quick; every
# stratum (the wheel, one pair, Omaha's boards, ...) still gets its hands.
QUICK = {"random": 2000}
HERE = Path(__file__).resolve().parent


def repo() -> Path:
    """The showdown checkout, for the JavaScript example (python/ci.sh sets SHOWDOWN_REPO)."""
    path = os.environ.get("SHOWDOWN_REPO")
    assert path, "SHOWDOWN_REPO must name the showdown checkout (python/ci.sh sets it)"
    return Path(path)


def showdown_command(*args: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([showdown.find_binary(), *args], capture_output=True, text=True, **kwargs)


# --- the installed binary ---------------------------------------------------


def test_the_binary_is_the_one_the_wheel_installed():
    binary = Path(showdown.find_binary())
    assert binary.parent == Path(sysconfig.get_path("scripts"))
    assert Path(sys.prefix) in binary.parents, f"{binary} is not inside the environment {sys.prefix}"


def test_a_missing_binary_is_a_clear_error(monkeypatch):
    monkeypatch.setenv("SHOWDOWN_BINARY", "/nonexistent/showdown")
    with pytest.raises(showdown.BinaryNotFound, match="SHOWDOWN_BINARY=/nonexistent/showdown"):
        showdown.check(evaluators.evaluate)


def test_no_binary_anywhere_says_where_it_looked(monkeypatch, tmp_path):
    monkeypatch.delenv("SHOWDOWN_BINARY", raising=False)
    monkeypatch.setattr(sysconfig, "get_path", lambda *args, **kwargs: str(tmp_path))
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(showdown.BinaryNotFound, match=f"not found: looked at {tmp_path}/showdown.*PATH"):
        showdown.find_binary()


def test_showdown_run_from_the_wheel(tmp_path):
    # Outside any checkout: the vectors are inside the binary.
    done = showdown_command("run", "--evaluator", "reference", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "reference" in done.stdout


def test_showdown_check_from_the_wheel_on_a_served_function(tmp_path):
    serve = f"{sys.executable} -m showdown serve evaluators:evaluate"
    env = dict(os.environ, PYTHONPATH=str(HERE))
    done = showdown_command("check", "--cmd", serve, "--cards", "5,7", "--strength", "--random", "1000",
                            "--quiet", cwd=tmp_path, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "verdict: conformant" in done.stdout.lower(), done.stdout


# --- serve --------------------------------------------------------------------


def serve_lines(fn, lines, game="holdem"):
    out, err = io.StringIO(), io.StringIO()
    showdown.serve(fn, game, stdin=io.StringIO("".join(line + "\n" for line in lines)), stdout=out, stderr=err)
    return out.getvalue().splitlines(), err.getvalue()


def test_serve_answers_each_line_and_refuses_bad_ones():
    answers, _ = serve_lines(evaluators.evaluate, ["As Kd 7h 7c 2s", "5h 4d 3c 2s Ah", "As As Kd 7h 7c", "Xx Kd"])
    assert answers == [
        "one-pair 1.5.12.11.0",
        "straight 4.3",
        "error the card As appears twice",
        "error bad card 'Xx' (a card is a rank of 23456789TJQKA and a suit of cdhs)",
    ]


def test_serve_survives_a_function_that_raises():
    answers, err = serve_lines(evaluators.raises_on_two_of_clubs, ["As Kd 7h 7c 2s", "2c 3d 9h Js Kd", "As Kd 7h 7c 3s"])
    assert answers == ["one-pair 1.5.12.11.0", "error ZeroDivisionError: the two of clubs", "one-pair 1.5.12.11.1"]
    assert "Traceback" in err and "the two of clubs" in err


def test_serve_over_a_pipe_survives_a_function_that_raises():
    env = dict(os.environ, PYTHONPATH=str(HERE))
    done = subprocess.run([sys.executable, "-m", "showdown", "serve", "evaluators:raises_on_two_of_clubs"],
                          input="2c 3d 9h Js Kd\nAs Kd 7h 7c 3s\n", capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["error ZeroDivisionError: the two of clubs", "one-pair 1.5.12.11.1"]


def test_serve_omaha_passes_hole_and_board():
    seen = []

    def spy(hole, board):
        seen.append((list(hole), list(board)))
        return evaluators.omaha(hole, board)

    answers, _ = serve_lines(spy, ["As Kd 7h 7c | 2s Td 9d 8c 3h", "As Kd 7h 7c 2s"], game="omaha")
    assert seen == [(["As", "Kd", "7h", "7c"], ["2s", "Td", "9d", "8c", "3h"])]
    assert answers == ["one-pair 1.5.8.7.6", "error a deal of this game is written HOLE | BOARD"]


def test_serve_enforces_the_declared_card_counts(monkeypatch):
    monkeypatch.setenv("SHOWDOWN_CARDS", "5-6")
    answers, _ = serve_lines(evaluators.evaluate, ["As Kd 7h 7c 2s", "As Kd 7h 7c 2s 3s 4s"])
    assert answers == ["one-pair 1.5.12.11.0", "error 7 cards: this program declares 5,6"]


def test_serve_skip():
    def skips(cards):
        raise showdown.Skip("no 1-card hands")

    assert serve_lines(skips, ["As"])[0] == ["skip no 1-card hands"]


@pytest.mark.parametrize(
    "result, game, line",
    [
        ("One Pair", "holdem", "one-pair"),
        (("flush", 1234), "holdem", "flush 1234"),
        (("one-pair", (12, 11, 8, 5)), "holdem", "one-pair 12.11.8.5"),
        ((1, 12, 11, 8, 5), "holdem", "one-pair 1.12.11.8.5"),
        ("one-pair 1.12.11.8.5", "holdem", "one-pair 1.12.11.8.5"),
        (1, "holdem", "straight-flush 7462"),  # Cactus Kev: 1 is the royal flush
        (7462, "omaha", "high-card 1"),
        (1609, "holdem", "straight 5854"),
        (((1, 12), None), "stud-hi-lo", "one-pair 1.12 / no-low"),
        ((("straight", 3), 56), "omaha-hi-lo", "straight 3 / low 56"),
        (("flush", True), "omaha-hi-lo", "flush / low"),
        ("flush 5.12 / low 56", "omaha-hi-lo", "flush 5.12 / low 56"),
        (("high-card", -33261), "deuce-to-seven", "high-card -33261"),
    ],
)
def test_the_answer_forms(result, game, line):
    assert showdown.format_answer(result, game) == line


@pytest.mark.parametrize(
    "result, game, message",
    [
        ("pair", "holdem", "unknown category 'pair'"),
        ((9, 1), "holdem", "category index 0-8, not 9"),
        (1.5, "holdem", "cannot read an answer"),
        (("flush", 2**63), "holdem", "signed 64-bit"),
        ((1,) * 9, "holdem", "at most 8 components"),
        (5, "ace-to-five", "Cactus Kev"),
        (("flush", 5, 6), "omaha-hi-lo", "(high, low)"),
        ("flush 5", "stud-hi-lo", "a high and a low half"),
    ],
)
def test_answers_that_cannot_be_read_say_why(result, game, message):
    with pytest.raises((TypeError, ValueError), match=message.replace("(", r"\(").replace(")", r"\)")):
        showdown.format_answer(result, game)


def test_card():
    card = showdown.Card("Td")
    rank, suit = card
    assert card.index("d") == 1, "still a str"
    assert (card, rank, suit, card.rank_index, card.suit_index, card.canonical_index) == ("Td", "T", "d", 8, 1, 33)
    with pytest.raises(ValueError, match="bad card '1s'"):
        showdown.Card("1s")


# --- check and assert_conforms -------------------------------------------------


def test_a_correct_evaluator_conforms():
    showdown.assert_conforms(evaluators.evaluate, cards=[5, 6, 7], **QUICK)


def test_check_returns_the_report_typed():
    report = showdown.check("evaluators:evaluate", cards=[5, 7], **QUICK)
    assert isinstance(report, showdown.Report)
    assert report.conformant and report.verdict == "conformant" and report.exit_code == 0
    assert report.strength, "the strength is detected from the function's answer"
    assert report.evaluator == "evaluators:evaluate"
    assert report.version and report.version.startswith("showdown-poker ")
    random7 = [s for s in report.sections if s.cards == 7 and s.strata]
    assert random7, [s.name for s in report.sections]
    assert {"uniform", "one-pair", "wheel", "straight-and-flush"} <= {t.id for t in random7[0].strata}
    assert all(s.hands > 0 for s in report.sections)
    assert report.problems == []


def test_the_diagnosis_is_read_where_check_gives_one():
    report = showdown.check(evaluators.wheel_missed, cards=[5], **QUICK)
    if "diagnosis" not in report.raw:
        assert report.diagnosis is None
    # The same report with a diagnosis, as check's JSON carries it when it diagnoses.
    raw = dict(report.raw, diagnosis={"summary": "the ace never plays low", "classes": ["no-wheel"]})
    raw["problems"] = [dict(p, diagnosis={"class": "no-wheel"}) for p in raw["problems"]]
    diagnosed = showdown.Report.from_json(raw, exit_code=1)
    assert diagnosed.diagnosis.summary == "the ace never plays low"
    assert diagnosed.diagnosis.raw["classes"] == ["no-wheel"]
    assert diagnosed.problems[0].diagnosis == {"class": "no-wheel"}
    assert diagnosed.kinds == report.kinds and diagnosed.exit_code == 1


def test_the_strength_is_detected_with_cards_as_serve_passes_them():
    # uses_card_properties reads card.rank_index: it needs showdown.Card, not plain strings.
    report = showdown.check(evaluators.uses_card_properties, cards=[5], **QUICK)
    assert report.strength and report.conformant, report.kinds


def test_a_tuple_strength_conforms_too():
    showdown.assert_conforms(evaluators.evaluate_key, cards=[7], **QUICK)


def test_the_wheel_bug_is_found():
    report = showdown.check(evaluators.wheel_missed, cards=[5, 7], **QUICK)
    assert not report.conformant and report.exit_code == 1
    problem = report.problem("category:straight->high-card")
    assert problem is not None, report.kinds
    example = problem.examples[0]
    ranks = sorted(card[0] for card in example.cards.split())
    assert ranks == sorted("A2345"), example
    assert example.got.startswith("high-card") and example.expected.startswith("straight")
    with pytest.raises(AssertionError) as failure:
        showdown.assert_conforms(evaluators.wheel_missed, cards=[5, 7], **QUICK)
    text = str(failure.value)
    assert text.startswith("showdown check: NOT CONFORMANT"), text
    assert "high-card where the hand is straight" in text, text


def test_the_failure_is_a_summary_naming_the_whole_report():
    import tempfile

    tmp_path = Path(tempfile.mkdtemp(prefix="sd-"))  # a short path: the summary never cuts one
    with pytest.raises(AssertionError) as failure:
        showdown.assert_conforms(evaluators.straight_plus_flush, random=2000, report_dir=tmp_path)
    summary = str(failure.value)
    print(summary)  # what pytest shows; its figures are in python/README.md
    lines = summary.split("\n")
    assert len(lines) <= 25 and max(len(line) for line in lines) <= 80, summary
    assert lines[0].startswith("showdown check: NOT CONFORMANT"), summary
    assert "\n- category: straight-flush where the hand is flush (" in summary, summary
    assert re.search(r"\n {4}(\S\S ){5,6}\S\S: said straight-flush [0-9.]+; right: flush", summary), summary
    assert "\ndiagnosis: " in summary, summary  # (harness tests check a named class's lesson)
    path = Path(re.search(r"full report: (\S+\.txt)", summary).group(1))
    assert path.parent == tmp_path and "verdict: NOT CONFORMANT" in path.read_text()
    assert json.loads(path.with_suffix(".json").read_text())["conformant"] is False


def test_a_six_card_only_bug_is_caught_by_default():
    report = showdown.check(evaluators.straight_plus_flush_on_six, random=1000)
    assert report.problem("category:flush->straight-flush") is not None, report.kinds


@pytest.mark.parametrize(
    "fn, words",
    [
        ("returns_pokersolver_name", "returned 'Pair', pokersolver's name for one-pair: return 'one-pair'"),
        ("returns_none", "returned None: no answer (does every path of the function return one?)"),
        ("returns_five_cards", "returned 5 cards (the best five?), not a value"),
        ("returns_index_from_one", "returned an array starting with 9: category indexes run 0 (high-card)"),
    ],
)
def test_a_bad_return_is_named_in_plain_words(fn, words):
    report = showdown.check(getattr(evaluators, fn), cards=[5], random=20, no_vectors=True, strength=False)
    problem = report.problem("bad-response")
    assert problem is not None, report.kinds
    got = problem.examples[0].got
    assert words in got and "`" not in got and "\n" not in got, got


def test_a_misspelt_option_is_refused_naming_the_nearest():
    with pytest.raises(showdown.ShowdownError, match="unknown option 'card': did you mean 'cards'\\?"):
        showdown.check(evaluators.evaluate, card=[5, 6, 7])


def test_an_ignored_kicker_is_found():
    report = showdown.check(evaluators.kicker_ignored, cards=[5, 7], **QUICK)
    assert not report.conformant
    assert report.problem("merged") is not None, report.kinds
    merged = report.problem("merged")
    assert len(merged.examples) == 2, merged
    # Two one-pair hands of different kickers, given the same strength.
    assert all(e.expected.startswith("one-pair") for e in merged.examples), merged.examples
    assert merged.examples[0].got == merged.examples[1].got, merged.examples
    assert not any(k.startswith("category") for k in report.kinds), report.kinds


def test_omaha_conforms():
    # Fifteen two-and-three fives a deal in Python: fewer hands still.
    showdown.assert_conforms(evaluators.omaha, game="omaha", cards=[9], random=1000)


def test_omaha_any_five_is_found():
    report = showdown.check(evaluators.omaha_any_five, game="omaha", cards=[9], **QUICK)
    assert not report.conformant and report.game == "omaha"
    wrong = [p for p in report.problems if p.kind.startswith("category:")]
    assert wrong, report.kinds
    assert " | " in wrong[0].examples[0].cards


def test_a_hi_lo_function_conforms():
    report = showdown.check(evaluators.stud_hilo, game="stud-hi-lo", cards=[5, 7], **QUICK)
    assert report.conformant, report.kinds
    assert report.game == "stud-hi-lo"


def test_a_hi_lo_function_without_lows_is_found():
    report = showdown.check(evaluators.stud_hilo_never_low, game="stud-hi-lo", cards=[7], **QUICK)
    assert report.problem("low:none-where-low") is not None, report.kinds
    assert report.problem("category") is None, report.kinds


def test_a_function_that_raises_is_checked_to_the_end():
    report = showdown.check(evaluators.raises_on_two_of_clubs, cards=[5, 7], **QUICK)
    rejected = report.problem("rejected")
    assert rejected is not None, report.kinds
    assert "2c" in rejected.examples[0].cards.split()
    assert rejected.count < sum(s.hands for s in report.sections), "only the hands with 2c"
    assert all(s.hands > 0 for s in report.sections)


def test_a_manifest(tmp_path):
    manifest = tmp_path / "evaluate.toml"
    manifest.write_text(
        'name = "manifest-eval"\n'
        f'command = ["{sys.executable}", "-m", "showdown", "serve", "evaluators:evaluate"]\n'
        "cards = [5]\nstrength = true\n"
    )
    os.environ["PYTHONPATH"] = str(HERE)  # the manifest's command imports evaluators
    try:
        report = showdown.check(manifest, **QUICK)
    finally:
        del os.environ["PYTHONPATH"]
    assert report.conformant and report.evaluator == "manifest-eval"


# A factory's product bound at the top of this module: its name here is
# `fast`, though the function is `evaluate` inside the factory.
fast = evaluators.make_evaluator()
fast_with_bug = evaluators.make_evaluator(bug=True)


def test_a_factorys_function_is_named_by_the_variable_that_holds_it():
    report = showdown.check(fast, cards=[5], **QUICK)
    assert report.conformant, report.kinds
    assert report.evaluator == "test_showdown:fast"
    # The option name wins in the report, and names the report's files.
    with pytest.raises(AssertionError) as failure:
        showdown.assert_conforms(fast_with_bug, cards=[7], name="my-evaluator", **QUICK)
    assert str(failure.value).split("\n")[1].startswith("program: my-evaluator "), str(failure.value)
    assert "my-evaluator.txt" in str(failure.value)


def test_a_factorys_function_held_by_no_variable_says_how_to_name_it():
    with pytest.raises(showdown.ShowdownError) as refused:
        showdown.check(evaluators.make_evaluator())
    message = str(refused.value)
    assert "evaluate was made inside make_evaluator" in message, message
    assert "`evaluate = make_evaluator(...)`" in message and "name='...'" in message, message


@pytest.mark.parametrize("fn, word", [("five_or_seven_skip", "skip"), ("five_or_seven_error", "error")])
def test_a_function_for_five_and_seven_cards_gets_one_line_for_six(fn, word):
    report = showdown.check(getattr(evaluators, fn), random=300)
    assert report.conformant, report.kinds
    assert report.raw["cards"] == "5,7"
    [left_out] = report.raw["left_out"]
    assert (left_out["cards"], left_out["answered"]) == (6, word)
    assert left_out["message"].startswith(f"6-card hands: not checked, the program answered `{word}`")
    assert "cards=[5, 7]" in left_out["message"]
    # Declared, six is asked: each error is a problem (a skip is not).
    declared = showdown.check(getattr(evaluators, fn), cards=[5, 6, 7], random=300, no_vectors=True)
    assert declared.raw["left_out"] == []
    assert declared.conformant is (word == "skip"), declared.kinds


def test_what_cannot_be_served_is_refused_clearly():
    with pytest.raises(showdown.ShowdownError, match="lambda or a nested function"):
        showdown.check(lambda cards: "high-card")


def test_a_program_that_never_answers_is_a_showdown_error():
    with pytest.raises(showdown.ShowdownError, match="could not judge"):
        showdown.check([sys.executable, "-c", "import sys; sys.stdin.read()"], startup_s=1, **QUICK)


def test_a_function_that_does_not_import_is_a_showdown_error():
    with pytest.raises(showdown.ShowdownError, match="No module named 'no_such_module'"):
        showdown.check("no_such_module:evaluate")


# --- the JavaScript serve helper ---------------------------------------------


def test_javascript_serve_conforms():
    report = showdown.check(repo() / "examples/external/hand_eval_js.toml", **QUICK)
    assert report.conformant, report.kinds
    assert report.version and report.version.startswith("hand_eval.js")


def test_javascript_serve_reports_a_bug():
    script = repo() / "examples/external/hand_eval.js"
    report = showdown.check(["node", str(script), "--no-ace-low"], cards=[5, 7], strength=True, **QUICK)
    assert report.problem("category:straight->high-card") is not None, report.kinds


def test_javascript_serve_survives_a_throw():
    helper = repo() / "examples/external/showdown_serve.js"
    program = (f"require({str(helper)!r}).serve((cards) => {{"
               " if (cards.includes('2c')) throw new RangeError('the two of clubs');"
               " return 'high-card'; })")
    done = subprocess.run(["node", "-e", program], input="2c 3d 9h Js Kd\nAs Kd 7h 7c 3s\n",
                          capture_output=True, text=True)
    first, second = done.stdout.splitlines()
    # The error line also names where it was thrown: `(stack: at [eval]:1:…)`.
    assert first.startswith("error RangeError: the two of clubs (stack: at "), done.stdout
    assert second == "high-card", done.stderr
    assert "RangeError" in done.stderr
