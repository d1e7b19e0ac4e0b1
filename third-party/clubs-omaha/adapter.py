#!/usr/bin/env python3
"""showdown line-protocol adapter for clubs's Omaha (PyPI `clubs`, pinned in
third-party/requirements.txt): Omaha high, 4 to 6 hole cards and a board of 3
to 5.

What clubs returns: `Evaluator(4, 13, 5, mandatory_hole_cards=2)` (the
setting of clubs's own Omaha configurations in `clubs.configs`) evaluates
every five of exactly two hole and three community cards; `evaluate(hole,
community)` gives the best rank, 0 the best, and `get_rank_class` names its
category.

Mapping: as ../clubs/adapter.py (category = get_rank_class, strength =
max_rank - rank). Requests come as `HOLE | BOARD`. Nothing is corrected.

Cards and self-test: as the hold'em adapter (`Card("As")`); the self-test's
five-card sets are scored as hold'em hands (a two-card hole).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
sys.path.insert(0, os.path.join(HERE, "..", "clubs"))
import showdown_adapter  # noqa: E402
from adapter import Adapter as HoldemAdapter  # noqa: E402


class Adapter(HoldemAdapter):
    MANDATORY = 2
    OTHER_GAMES = ["holdem (../clubs/)", "short deck (ranks=9, ../clubs-short-deck/)"]
    RETURNS = (
        "rank 0 (best) .. max_rank of the best five of 2 hole + 3 community cards "
        "(mandatory_hole_cards=2); get_rank_class names it. "
        "Mapped: category = that name, strength = max_rank - rank"
    )

    def evaluate_deal(self, hole, board):
        return self.score(self.evaluator, hole, board)


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
