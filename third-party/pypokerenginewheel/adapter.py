#!/usr/bin/env python3
"""showdown line-protocol adapter for PyPokerEngineWheel (PyPI `PyPokerEngineWheel`,
pinned in third-party/requirements-apart.txt), hold'em high, 2 hole cards and 3 to
5 board cards.

What PyPokerEngine returns: `HandEvaluator.eval_hand(hole, community)` is the
integer the engine's own showdown compares (higher wins): a category bit
(HIGHCARD = 0, ONEPAIR = 1 << 8 ... STRAIGHTFLASH = 1 << 15) shifted left by
8 with up to two 4-bit ranks of the made hand, then the two hole cards' ranks
in the lowest 8 bits. `gen_hand_rank_info(hole, community)["hand"]
["strength"]` names the category ("HIGHCARD" ... "STRAIGHTFLASH").

Mapping: category = that name through NAMES; strength = eval_hand's integer
as it is (one component, higher is better). Nothing is corrected: hole cards
that break ties, or a missing straight, go out as PyPokerEngine says.

Cards: PyPokerEngine writes a card suit first ("SA" for the ace of spades,
"CT" for the ten of clubs); `Card.from_str` makes it and `str(card)` reads it
back. The last two cards of a request are the hole cards (manifest
`order = "hole-last"`), the others the community cards.

PyPokerEngineWheel 1.0.1 is PyPokerEngine 1.0.1 republished as a wheel: its
module is the same `pypokerengine`, its hand_evaluator.py the same code (line
endings apart), so it lives in its own environment (.venv-apart) beside the
original in .venv.

Domain (its docs and engine): two hole cards and a board of three to five
community cards, so 5, 6, 7 cards. Other games: none.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
sys.path.insert(0, os.path.join(HERE, "..", "pypokerengine"))
import showdown_adapter  # noqa: E402
from adapter import Adapter as PyPokerEngineAdapter  # noqa: E402


class Adapter(PyPokerEngineAdapter):
    """The original's adapter, the same module under another distribution."""

    LIBRARY = "PyPokerEngineWheel"


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
