#!/usr/bin/env python3
"""showdown line-protocol adapter for xiapl's pot-limit Omaha (PyPI `xiapl`,
pinned in third-party/requirements.txt): Omaha high, exactly 4 hole cards and
a board of 3 to 5.

What xiapl returns: `xiapl.eval.evaluate_hand(board_mask, hole_mask,
game=GameType.Plo)` gives the `HandValue` (category, kickers) of the best
five of two hole and three board cards. A mask has bit `card.id` set for each
card (`Card.id`, 0..51, as xiapl's own `evaluate_mask` reads it).

Mapping: as ../xiapl/adapter.py (category = enum name, strength =
(category, kickers...)). Requests come as `HOLE | BOARD`. Nothing is
corrected.

Domain (its docs): PLO is exactly four hole cards and three to five board
cards, so the manifest declares 7, 8 and 9 cards.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
sys.path.insert(0, os.path.join(HERE, "..", "xiapl"))
import showdown_adapter  # noqa: E402
from adapter import Adapter as HoldemAdapter  # noqa: E402


def mask(cards):
    bits = 0
    for c in cards:
        bits |= 1 << c.id
    return bits


class Adapter(HoldemAdapter):
    # GameType.Plo is exactly four hole cards; other deals are answered skip.
    hole_cards = (4,)
    OTHER_GAMES = ["holdem (../xiapl/)"]
    RETURNS = (
        "evaluate_hand(board_mask, hole_mask, game=Plo): HandValue (category 1..9, kickers). "
        "Mapped: category = enum name, strength = (category, kickers...)"
    )

    def evaluate_deal(self, hole, board):
        value = self.ev.evaluate_hand(mask(board), mask(hole), game=self.games.Plo)
        return self.answer(value)


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
