#!/usr/bin/env python3
"""showdown line-protocol adapter for phevaluator's Omaha evaluator (PyPI
`phevaluator`, pinned in third-party/requirements.txt): Omaha high, 4 hole
cards and a board of 5.

What phevaluator returns: `evaluate_omaha_cards(b1, b2, b3, b4, b5, h1, h2,
h3, h4)` — the five board cards first, then the four hole cards — gives the
rank of the best five made of exactly two hole and three board cards, from
1 (royal flush) to 7462, smaller is stronger, on the same scale as its
hold'em `evaluate_cards`.

Mapping: category = the rank's range (as in ../phevaluator/adapter.py);
strength = 7463 - rank. Requests come as `HOLE | BOARD`. Nothing is
corrected.

Cards and self-test: as the hold'em adapter (`Card("As")`, id = rank * 4 +
suit); the shared self-test scores its five-card sets through the library's
hold'em `evaluate_cards`, which reads cards the same way.

Domain (its docs): 4 hole cards with 5 board cards only (PLO5 and PLO6 have
functions of their own, not wired here).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
sys.path.insert(0, os.path.join(HERE, "..", "phevaluator"))
import showdown_adapter  # noqa: E402
from adapter import Adapter as HoldemAdapter, category  # noqa: E402


class Adapter(HoldemAdapter):
    OTHER_GAMES = ["plo5 (evaluate_plo5_cards)", "plo6 (evaluate_plo6_cards)"]
    # evaluate_omaha_cards takes four hole cards; other deals are answered skip.
    hole_cards = (4,)
    RETURNS = (
        "evaluate_omaha_cards(board..., hole...): rank 1 (royal flush) .. 7462, smaller is "
        "stronger. Mapped: category = the rank's range, strength = 7463 - rank"
    )

    def load(self):
        super().load()
        import phevaluator

        self.evaluate_omaha_cards = phevaluator.evaluate_omaha_cards

    def evaluate_deal(self, hole, board):
        # Any other count goes to the library as it is: its answer is what
        # the bad-input probe reports.
        rank = self.evaluate_omaha_cards(*[c.id_ for c in board], *[c.id_ for c in hole])
        return category(rank), (7463 - rank,), None


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
