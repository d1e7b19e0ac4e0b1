#!/usr/bin/env python3
"""showdown line-protocol adapter for pkrbot (PyPI `pkrbot`, a Cython wheel,
pinned in third-party/requirements.txt), hold'em high, 5 to 7 cards.

What pkrbot returns: `pkrbot.evaluate([Card, ...])` ("eval7-compatible")
gives an integer, higher is better; `pkrbot.handtype(value)` names its
category ("High Card", "Pair", "Two Pair", "Trips", "Straight", "Flush",
"Full House", "Quads", "Straight Flush").

Mapping: category = handtype(value) through NAMES; strength = value (one
integer). Nothing is corrected.

Cards: protocol "As" is pkrbot's own string form (`Card("As")`, ranks
pkrbot.RANKS = "23456789TJQKA", suits pkrbot.SUITS = "cdhs"); read back with
`str(card)`, its `rank` (0..12) and `suit` (0..3).

Domain (its docs): 5 to 7 cards (at least five required). Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "pkrbot"
    NAMES = {
        "High Card": "high-card",
        "Pair": "one-pair",
        "Two Pair": "two-pair",
        "Trips": "three-of-a-kind",
        "Straight": "straight",
        "Flush": "flush",
        "Full House": "full-house",
        "Quads": "four-of-a-kind",
        "Straight Flush": "straight-flush",
    }
    OTHER_GAMES = []
    RETURNS = (
        "evaluate: an int, higher is better; handtype(int) names the category. "
        "Mapped: category = that name, strength = the int"
    )

    def load(self):
        import pkrbot

        self.pk = pkrbot

    def encode(self, cards):
        return [self.pk.Card(c) for c in cards]

    def decode(self, card):
        return str(card)

    def rank_of(self, card):
        return card.rank

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        value = self.pk.evaluate(list(cards))
        name = self.pk.handtype(value)
        return self.NAMES[name], (value,), name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
