#!/usr/bin/env python3
"""showdown line-protocol adapter for treys' Omaha evaluator (PyPI `treys`,
pinned in third-party/requirements.txt): Omaha high, 4 hole cards and a
board of 3 to 5.

What treys returns: `PLOEvaluator().evaluate(hand, board)` (the four hole
cards, then the board) gives the rank of the best five of exactly two hole
and three board cards, 1 (royal flush) to 7462, lower is better, classed by
`get_rank_class` as the hold'em evaluator's ranks are.

Mapping: as ../treys/adapter.py (category = the class, strength = 7463 -
rank). Requests come as `HOLE | BOARD`. Nothing is corrected.

Cards and self-test: as the hold'em adapter (`Card.new`); the shared
self-test scores its five-card sets through treys' hold'em `Evaluator`.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
sys.path.insert(0, os.path.join(HERE, "..", "treys"))
import showdown_adapter  # noqa: E402
from adapter import CLASS_TOKENS, Adapter as HoldemAdapter  # noqa: E402


class Adapter(HoldemAdapter):
    OTHER_GAMES = []
    RETURNS = (
        "PLOEvaluator().evaluate(hole, board): rank 1 (royal flush) .. 7462, lower is better. "
        "Mapped: category = get_rank_class, strength = 7463 - rank"
    )

    def load(self):
        super().load()
        import treys

        self.plo = treys.PLOEvaluator()

    def evaluate_deal(self, hole, board):
        rank = self.plo.evaluate(hole, board)
        cls = self.evaluator.get_rank_class(rank)
        return CLASS_TOKENS[cls], (7463 - rank,), self.evaluator.class_to_string(cls)


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
