#!/usr/bin/env python3
"""showdown line-protocol adapter for pokerlibsim (PyPI `pokerlibsim` 0.1,
module `PokerLibSim`, pinned in third-party/requirements-apart.txt), hold'em
high, 5 to 7 cards. CATEGORY ONLY.

What pokerlibsim returns: `check_hand(hand, community_cards)` names the
hand of all the cards together: "Full House", "Four of a Kind", "Three of a
Kind", "Two Pair", "Pair", "Flush", "Straight" or "High Card" (tested in that
order; it has no name for a straight flush). No value that orders hands.

Mapping: category = that name through NAMES; no strength (the manifest
declares `strength = false`). Nothing is corrected. The first two cards go
as the hand, the others as the community cards (check_hand joins them).

Cards: `Card(rank, suit)`: rank an int 2..10 or "J", "Q", "K", "A", suit
"hearts", "spades", "diamonds" or "clubs"; read back through its fields (a
rank's value as check_hand reads it: J = 11 ... A = 14).

Domain (its docs): a hand of two cards with up to five community cards.
Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

SUITS = {"h": "hearts", "s": "spades", "d": "diamonds", "c": "clubs"}
FACES = {"T": 10, "J": "J", "Q": "Q", "K": "K", "A": "A"}
VALUES = {"J": 11, "Q": 12, "K": 13, "A": 14}


class Adapter:
    LIBRARY = "pokerlibsim"
    NAMES = {
        "High Card": "high-card",
        "Pair": "one-pair",
        "Two Pair": "two-pair",
        "Three of a Kind": "three-of-a-kind",
        "Straight": "straight",
        "Flush": "flush",
        "Full House": "full-house",
        "Four of a Kind": "four-of-a-kind",
    }
    OTHER_GAMES = []
    RETURNS = "check_hand(hand, community): the category's name only. Mapped: category = that name"

    def load(self):
        import PokerLibSim

        self.lib = PokerLibSim

    def encode(self, cards):
        return [
            self.lib.Card(FACES[c[0]] if c[0] in FACES else int(c[0]), SUITS[c[1]]) for c in cards
        ]

    def decode(self, card):
        letter = {v: k for k, v in SUITS.items()}[card.suit]
        rank = "T" if card.rank == 10 else str(card.rank)
        return rank + letter

    def rank_of(self, card):
        return VALUES.get(card.rank, card.rank)

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        name = self.lib.check_hand(list(cards[:2]), list(cards[2:]))
        return self.NAMES[name], None, name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
