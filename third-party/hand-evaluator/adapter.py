#!/usr/bin/env python3
"""showdown line-protocol adapter for hand-evaluator (PyPI `hand-evaluator`
0.0.1a0, module `evaluator`, the same code as PyPI `pypoker`), five-card
hands. CATEGORY ONLY.

What hand-evaluator returns: `evaluator.hand.Hand(["Ah", "10d", ...])`
`.get_rank()` names the hand: "High Card", "Pair!", "Two pairs!", "Three of
a kind!", "Straight", "Flush", "Full house!", "Four of a kind!", "Straight
Flush!", "Royal Flush!". No value that orders hands.

Mapping: category = that name through NAMES ("Royal Flush!" and "Straight
Flush!" both `straight-flush`); no strength (the manifest declares
`strength = false`). Nothing is corrected.

Cards: strings of rank then suit, a ten written "10" ("10d"); the adapter
writes "T" as "10". The library reads a card's value and suit in
`Hand.set_cards`; the self-test reads each card back through it.

Domain (its docs): five cards. Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

VALUES = {10: "T", 11: "J", 12: "Q", 13: "K", 14: "A"}


class Adapter:
    LIBRARY = "hand-evaluator"
    NAMES = {
        "High Card": "high-card",
        "Pair!": "one-pair",
        "Two pairs!": "two-pair",
        "Three of a kind!": "three-of-a-kind",
        "Straight": "straight",
        "Flush": "flush",
        "Full house!": "full-house",
        "Four of a kind!": "four-of-a-kind",
        "Straight Flush!": "straight-flush",
        "Royal Flush!": "straight-flush",
    }
    OTHER_GAMES = []
    RETURNS = "Hand(cards).get_rank(): the category's name only. Mapped: category = that name"

    def load(self):
        from evaluator.hand import Hand

        self.Hand = Hand

    def encode(self, cards):
        return [("10" if c[0] == "T" else c[0]) + c[1] for c in cards]

    def decode(self, text):
        hand = self.Hand([text])
        value = hand.values[0]
        return VALUES.get(value, str(value)) + hand.suits[0]

    def rank_of(self, text):
        return self.Hand([text]).values[0]

    def suit_of(self, text):
        return self.Hand([text]).suits[0]

    def evaluate(self, cards):
        name = self.Hand(list(cards)).get_rank()
        return self.NAMES[name], None, name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
