#!/usr/bin/env python3
"""showdown line-protocol adapter for clubs with a short deck (PyPI `clubs`,
pinned in third-party/requirements.txt): short deck, usual rules (a flush
beats a full house, a straight beats three of a kind), 5 to 7 cards of the
36-card deck.

What clubs returns: clubs takes any deck of up to 4 suits x 13 ranks;
`Evaluator(4, 9, 5, order=[...])` is its 36-card deck (its `Deck(4, 9)` holds
the nine highest ranks, six to ace). The categories are ordered by their
rarity in that deck unless `order=` is given; by rarity a pair would rank
below high card, so the adapter passes the short-deck order through clubs's
own `order` argument: sf, fk, fl, fh, st, tk, tp, pa, hc. `evaluate` gives
the rank, 0 the best, up to `table.max_rank`; `get_rank_class` names it.
`low_end_straight=True` (the default) keeps the ace-low straight.

Mapping: as ../clubs/adapter.py (category = get_rank_class, strength =
max_rank - rank). Nothing is corrected.

Cards and self-test: as the hold'em adapter; the self-test's card sets hold
deuces to fives, which are not in the short deck, so they are scored through
a 52-card evaluator (same cards, same parser).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
sys.path.insert(0, os.path.join(HERE, "..", "clubs"))
import showdown_adapter  # noqa: E402
from adapter import Adapter as HoldemAdapter  # noqa: E402


class Adapter(HoldemAdapter):
    RANKS = 9
    ORDER = ["sf", "fk", "fl", "fh", "st", "tk", "tp", "pa", "hc"]
    OTHER_GAMES = ["holdem (../clubs/)", "omaha (../clubs-omaha/)"]
    RETURNS = (
        "rank 0 (best) .. max_rank with a 9-rank deck and the short-deck order "
        "(order=[sf, fk, fl, fh, st, tk, tp, pa, hc]); get_rank_class names it. "
        "Mapped: category = that name, strength = max_rank - rank"
    )

    def load(self):
        HoldemAdapter.load(self)
        from clubs.poker import evaluator

        self.full_deck = evaluator.Evaluator(4, 13, 5)

    def self_test_evaluate(self, cards):
        return self.score(self.full_deck, cards[:2], cards[2:])


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
