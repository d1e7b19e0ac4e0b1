"""A Python function that answers every game as showdown's reference does.

`reference(cards)` / `reference(hole, board)` writes the request back as a
protocol line to `showdown eval --game $RELAY_GAME -` (started once per
process and game) and returns its answer line, which `showdown.serve` reads as an
answer written out. So `showdown.check("relay:reference", game=G)` serves and
checks game G through the package, whatever G is, with no code of G's own.
"""

from __future__ import annotations

import os
import subprocess
from typing import Dict, Optional, Sequence

import showdown

_processes: Dict[str, subprocess.Popen] = {}


def _reference() -> subprocess.Popen:
    game = os.environ["RELAY_GAME"]
    if game not in _processes:
        _processes[game] = subprocess.Popen([showdown.find_binary(), "eval", "--game", game, "-"],
                                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    return _processes[game]


def reference(cards: Sequence[str], board: Optional[Sequence[str]] = None) -> str:
    line = " ".join(cards)
    if board is not None:
        line += " | " + " ".join(board)
    process = _reference()
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(line + "\n")
    process.stdin.flush()
    return process.stdout.readline().rstrip("\n")
