"""The protocol as data: `protocol.json`, shipped inside this package.

The file is written from showdown's Rust tables by `cargo xtask protocol
--write` (docs/protocol.md, "The contract as data"); this module only reads
it, so a game or a category added there is known here with no edit.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, Mapping, Tuple

from ._errors import ShowdownError

__all__ = ["CATEGORIES", "GAMES", "PROTOCOL", "game_of"]

#: The whole file, parsed: `PROTOCOL["games"]`, `PROTOCOL["categories"]`, ...
PROTOCOL: Mapping[str, Any] = json.loads(Path(__file__).with_name("protocol.json").read_text(encoding="utf-8"))

#: The category tokens, weakest first: a category's index in this tuple is
#: the "category index" a tuple strength may start with.
CATEGORIES: Tuple[str, ...] = tuple(c["token"] for c in PROTOCOL["categories"])
#: Other tokens an answer may give a category: alias -> token.
CATEGORY_ALIASES: Dict[str, str] = {a["token"]: a["means"] for a in PROTOCOL["category_aliases"]}

_GAMES: Dict[str, Mapping[str, Any]] = {g["id"]: g for g in PROTOCOL["games"]}
#: The games showdown checks, and whether each deals hole cards (`HOLE | BOARD`).
GAMES: Dict[str, bool] = {g["id"]: g["layout"] == "hole-and-board" for g in PROTOCOL["games"]}
#: The default game (the file lists it first).
DEFAULT_GAME: str = PROTOCOL["games"][0]["id"]

RANKS = "".join(PROTOCOL["cards"]["ranks"])
SUITS = "".join(PROTOCOL["cards"]["suits"])
_STRENGTH_LIMITS = PROTOCOL["answer"]["strength"]
MAX_COMPONENTS: int = _STRENGTH_LIMITS["max_components"]
COMPONENT_RANGE: Tuple[int, int] = (int(_STRENGTH_LIMITS["min"]), int(_STRENGTH_LIMITS["max"]))
LOW_HALF_SEPARATOR: str = PROTOCOL["answer"]["low_half"]["separator"]


def game_of(game: str) -> Mapping[str, Any]:
    """The file's entry for `game`; `ShowdownError` naming every game for one it lacks."""
    try:
        return _GAMES[game]
    except (KeyError, TypeError):
        raise ShowdownError(f"unknown game {game!r} (one of {', '.join(_GAMES)})") from None


def counts_text(counts: Any) -> str:
    """A list of card counts as people write it: `1-7`, `4-6`, `5,7`."""
    counts = sorted(counts)
    if len(counts) > 1 and counts == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}-{counts[-1]}"
    return ",".join(str(n) for n in counts)
