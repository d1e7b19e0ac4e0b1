#!/usr/bin/env python3
"""showdown line-protocol adapter for zesty-poker (PyPI `zesty-poker`, pinned
in third-party/requirements.txt), hold'em high, 5 to 7 cards.

What zesty-poker returns: it is a fork of treys (module `zesty_poker`, the
same API): `Evaluator().evaluate(cards, board)` gives a rank 1 (royal flush)
.. 7462, lower is better; `get_rank_class(rank)` the class 0 (Royal Flush) ..
9 (High Card), named by `class_to_string`.

Mapping: as ../treys/adapter.py (category = the class, strength = 7463 -
rank). Nothing is corrected.

Cards: `zesty_poker.Card.new("As")`, read back with `Card.int_to_str`; the
first two cards are `cards`, the rest the board.

Domain (its code, `hand_size_map`): 5, 6 or 7 cards. Other games: none.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
sys.path.insert(0, os.path.join(HERE, "..", "treys"))
import showdown_adapter  # noqa: E402
from adapter import Adapter as TreysAdapter  # noqa: E402


class Adapter(TreysAdapter):
    LIBRARY = "zesty-poker"
    OTHER_GAMES = []
    RETURNS = (
        "rank 1 (royal flush) .. 7462 (worst high card), lower is better (treys's tables); "
        "class 0..9 via get_rank_class. Mapped: category = class, strength = 7463 - rank"
    )

    def load(self):
        import zesty_poker

        self.Card = zesty_poker.Card
        self.evaluator = zesty_poker.Evaluator()


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
