#!/usr/bin/env python3
"""showdown line-protocol adapter for video-pyker (PyPI `video-pyker`, a
Jacks-or-Better video-poker game, pinned in third-party/requirements.txt),
five-card hands. CATEGORY ONLY.

What video-pyker returns: `game.Hand(cards).get_best_hand()` gives (name,
cards) with name one of its `Hand.RANKS`: "high_card", "pair", "two_pair",
"toak", "straight", "flush", "full_house", "foak", "straight_flush",
"royal_flush" (whether a pair pays, jacks or better, is a separate
property). No value that orders hands.

Mapping: category = name through NAMES ("royal_flush" and "straight_flush"
both `straight-flush`); no strength (manifest `strength = false`). Nothing is
corrected.

Cards: `game.Card(value, suit)` with values '2'..'10', 'J', 'Q', 'K', 'A' and
suits 'C', 'D', 'S', 'H' (its `Card.VALUES` and `Card.SUITS`); read back with
`repr(card)`.

Domain (its game): five cards. Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "video-pyker"
    NAMES = {
        "high_card": "high-card",
        "pair": "one-pair",
        "two_pair": "two-pair",
        "toak": "three-of-a-kind",
        "straight": "straight",
        "flush": "flush",
        "full_house": "full-house",
        "foak": "four-of-a-kind",
        "straight_flush": "straight-flush",
        "royal_flush": "straight-flush",
    }
    OTHER_GAMES = []
    RETURNS = "Hand(cards).get_best_hand(): (category name, cards). Mapped: category = that name"

    def load(self):
        from video_pyker import game

        self.game = game

    def encode(self, cards):
        return [self.game.Card("10" if c[0] == "T" else c[0], c[1].upper()) for c in cards]

    def decode(self, card):
        text = repr(card)
        return ("T" if text[:-1] == "10" else text[:-1]) + text[-1].lower()

    def rank_of(self, card):
        return self.game.Card.VALUES.index(card.value)

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        name, _ = self.game.Hand(list(cards)).get_best_hand()
        return self.NAMES[name], None, name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
