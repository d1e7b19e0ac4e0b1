#!/usr/bin/env python3
"""showdown line-protocol adapter for PokerKit's badugi hands (PyPI
`pokerkit`, pinned in third-party/requirements.txt): four cards of the
52-card deck, the largest subset of distinct suits and distinct ranks, ace
low.

What PokerKit returns: `BadugiHand.from_game(cards)` is the best badugi
among the cards; its `entry` has an `index` that is 0 for the best hand
(A-2-3-4 of four suits) and grows as the hands get worse (1,091 for a lone
king), and PokerKit compares hands by it.

Mapping: the answer is a low alone (`low <strength>`, docs/protocol.md,
"Badugi"), strength = 1092 - entry.index, so that a higher strength is the
better hand as the protocol reads it. Nothing else is changed.

Cards and self-test: as the hold'em adapter (`Card.parse`); the shared
self-test's five- to seven-card sets are scored through PokerKit's
`StandardHighHand` (same cards, same parser).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
sys.path.insert(0, os.path.join(HERE, "..", "pokerkit"))
import showdown_adapter  # noqa: E402
from adapter import Adapter as HoldemAdapter  # noqa: E402


class Adapter(HoldemAdapter):
    OTHER_GAMES = ["holdem", "omaha (OmahaHoldemHand)", "short deck", "lowball", "eight-or-better"]
    RETURNS = (
        "a BadugiHand whose entry has index (0 = the best hand, greater = worse). "
        "Mapped: low strength = 1092 - entry.index"
    )

    def self_test_evaluate(self, cards):
        return HoldemAdapter.evaluate(self, cards)

    def evaluate(self, cards):
        entry = self.pk.BadugiHand.from_game(cards).entry
        return "low", (1092 - entry.index,), entry.label.value


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
