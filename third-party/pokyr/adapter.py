#!/usr/bin/env python3
"""showdown line-protocol adapter for pokyr (PyPI `pokyr`, package `poker`
with a C extension built from its sdist, pinned in
third-party/requirements.txt), hold'em high, seven cards.

What pokyr returns: `poker.poker_lite.handvalue(hand)` gives "a value of a
seven card hand which can be compared to the handvalue value of any other
hand" (higher wins). Its module puts "the hand type on the most significant
bits": the constants PAIR = 1 << 52, TWOPAIR = 2 << 52 ... SF = 8 << 52 (no
type bits for a high card).

Mapping: category = value >> 52 read by those documented constants (0 high
card .. 8 straight flush; derived from the documented layout, pokyr names no
category); strength = the value (one integer). Nothing is corrected.

Cards: `poker.utils.Card("As")` (an int 0..51, pokyr's own string form, ace
first: "Ac" is 0), read back with `str(card)`; its `rank` 0 (ace) .. 12
(deuce) and `suit`.

Domain (its docs): seven-card hands. Other games: none (equity helpers for
hold'em).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

TYPE_TOKENS = [
    "high-card",
    "one-pair",
    "two-pair",
    "three-of-a-kind",
    "straight",
    "flush",
    "full-house",
    "four-of-a-kind",
    "straight-flush",
]


class Adapter:
    LIBRARY = "pokyr"
    NAMES = {}
    OTHER_GAMES = []
    RETURNS = (
        "handvalue: an int, higher wins, the hand type in the bits from 52 up (PAIR = 1 << 52 "
        "... SF = 8 << 52). Mapped: category = value >> 52, strength = the value"
    )

    def load(self):
        from poker import poker_lite, utils

        self.lite = poker_lite
        self.Card = utils.Card
        assert [poker_lite.PAIR, poker_lite.SF] == [1 << 52, 8 << 52]

    def encode(self, cards):
        return [self.Card(c) for c in cards]

    def decode(self, card):
        return str(card)

    def rank_of(self, card):
        return 12 - card.rank

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        value = self.lite.handvalue(list(cards))
        return TYPE_TOKENS[value >> 52], (value,), None


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
