#!/usr/bin/env python3
"""showdown line-protocol adapter for PokerKit's Omaha hands (PyPI
`pokerkit`, pinned in third-party/requirements.txt): Omaha high, 4 to 6 hole
cards and a board of 3 to 5.

What PokerKit returns: `OmahaHoldemHand.from_game(hole, board)` is the
strongest hand of exactly two hole and three board cards; its `entry` has an
`index` (greater = stronger) and a `label`.

Mapping: as ../pokerkit/adapter.py (category = label, strength =
entry.index). Requests come as `HOLE | BOARD`. Nothing is corrected.

Cards and self-test: as the hold'em adapter (`Card.parse`).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
sys.path.insert(0, os.path.join(HERE, "..", "pokerkit"))
import showdown_adapter  # noqa: E402
from adapter import Adapter as HoldemAdapter  # noqa: E402


class Adapter(HoldemAdapter):
    OTHER_GAMES = ["short-deck (ShortDeckHoldemHand)", "lowball", "eight-or-better", "badugi"]
    RETURNS = (
        "an OmahaHoldemHand whose entry has index (greater = stronger) and label. "
        "Mapped: category = label, strength = entry.index"
    )

    def evaluate_deal(self, hole, board):
        entry = self.pk.OmahaHoldemHand.from_game(hole, board).entry
        name = entry.label.value
        return self.NAMES[name], (entry.index,), name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
