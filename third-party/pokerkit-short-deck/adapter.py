#!/usr/bin/env python3
"""showdown line-protocol adapter for PokerKit's short-deck hands (PyPI
`pokerkit`, pinned in third-party/requirements.txt): short deck, usual rules
(a flush beats a full house, a straight beats three of a kind, A-6-7-8-9 the
lowest straight), 5 to 7 cards of the 36-card deck.

What PokerKit returns: `ShortDeckHoldemHand.from_game(hole, board)` is the
strongest five-card short-deck hand among the cards; its `entry` has an
`index` (greater = stronger) and a `label` (the category's name).

Mapping: category = label (as in ../pokerkit/adapter.py), strength =
entry.index. The first two cards are passed as the hole cards, the rest as
the board (every five of the cards compete, so the split does not matter).
Nothing is corrected.

Cards and self-test: as the hold'em adapter (`Card.parse`); the shared
self-test's card sets hold deuces to fives, which are not in the short deck,
so it scores them through PokerKit's `StandardHighHand` (same cards, same
parser).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
sys.path.insert(0, os.path.join(HERE, "..", "pokerkit"))
import showdown_adapter  # noqa: E402
from adapter import Adapter as HoldemAdapter  # noqa: E402


class Adapter(HoldemAdapter):
    OTHER_GAMES = ["omaha (OmahaHoldemHand)", "lowball", "eight-or-better", "badugi"]
    RETURNS = (
        "a ShortDeckHoldemHand whose entry has index (greater = stronger) and label. "
        "Mapped: category = label, strength = entry.index"
    )

    def self_test_evaluate(self, cards):
        return HoldemAdapter.evaluate(self, cards)

    def evaluate(self, cards):
        entry = self.pk.ShortDeckHoldemHand.from_game(cards[:2], cards[2:]).entry
        name = entry.label.value
        return self.NAMES[name], (entry.index,), name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
