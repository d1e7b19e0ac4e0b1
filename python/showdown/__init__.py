"""showdown for Python: check a poker hand evaluator from Python and pytest.

The wheel installs the `showdown` binary (the conformance suite) and this
package, which makes a Python function a protocol program and runs checks:

    import showdown

    def evaluate(cards):               # cards: ["As", "Kd", ...] (showdown.Card)
        ...
        return "one-pair", (12, 11, 8, 5)

    def test_conforms():
        showdown.assert_conforms(evaluate)

- `serve(fn, game)`: answer showdown's line protocol with `fn`
  (`python -m showdown serve module:function --game omaha` from a shell);
- `check(target, ...)`: run `showdown check` and get a typed `Report`;
- `assert_conforms(target, ...)`: the same for pytest, failing with the text report;
- `GAMES`, `CATEGORIES` and `PROTOCOL`: the games, the category tokens and the whole
  protocol as data, read from the protocol.json this package ships (written from
  showdown's own tables; docs/protocol.md, "The contract as data").

Every refusal (an unknown game, a target that cannot be checked) is a `ShowdownError`.
"""

from ._check import OPTIONS, BinaryNotFound, ShowdownError, assert_conforms, check, find_binary, load_function
from ._protocol import PROTOCOL
from ._serve import CATEGORIES, GAMES, Card, Skip, answer_line, format_answer, parse_request, serve
from .report import BadInput, Diagnosis, Example, Problem, Report, Section, Stopped, Stratum

__all__ = [
    "CATEGORIES",
    "GAMES",
    "OPTIONS",
    "PROTOCOL",
    "BadInput",
    "BinaryNotFound",
    "Card",
    "Diagnosis",
    "Example",
    "Problem",
    "Report",
    "Section",
    "ShowdownError",
    "Skip",
    "Stopped",
    "Stratum",
    "answer_line",
    "assert_conforms",
    "check",
    "find_binary",
    "format_answer",
    "load_function",
    "parse_request",
    "serve",
]
