#!/usr/bin/env python3
"""showdown line-protocol adapter for CTHPoker (PyPI `CTHPoker`, a C
extension built from its sdist, pinned in third-party/requirements.txt),
hold'em high, 5 to 7 cards.

What CTHPoker returns: `cthpoker.findCombo(cards)` takes 5 to 7 card numbers
(weight * 10 + suit, weight 2..14, suit 1..4) and returns a list: the
combination type 1 (high card) .. 9 (straight flush), THPoker's numbering,
then the weights that decide between two combos of that type (THPoker's
`hardcore` module compares these lists).

Mapping: category = the type (1..9 -> high-card .. straight-flush); strength
= the whole list as a tuple (type first, higher is better). Nothing is
corrected.

Cards: the numbers of THPoker's `hardcore.hcard` (the documented companion
of CTHPoker): weight = 2..14 for 2..A, suit c=1, d=2, h=3, s=4. CTHPoker
exposes no function that reads a card back, so the self-test reads the number
as its C code does (`getProperties`: weight = n / 10, suit = n % 10).

Domain (its docs and C code): 5 to 7 cards (arrays of at most 7). Other
games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

TYPE_TOKENS = {
    1: "high-card",
    2: "one-pair",
    3: "two-pair",
    4: "three-of-a-kind",
    5: "straight",
    6: "flush",
    7: "full-house",
    8: "four-of-a-kind",
    9: "straight-flush",
}
RANKS = "23456789TJQKA"
SUITS = "cdhs"


class Adapter:
    LIBRARY = "CTHPoker"
    NAMES = {}
    OTHER_GAMES = []
    RETURNS = (
        "findCombo: [type 1..9, deciding weights...], lists compared in order. "
        "Mapped: category = type, strength = the list"
    )

    def load(self):
        import cthpoker

        self.find = cthpoker.findCombo

    def encode(self, cards):
        return [(RANKS.index(c[0]) + 2) * 10 + SUITS.index(c[1]) + 1 for c in cards]

    def decode(self, n):
        return RANKS[n // 10 - 2] + SUITS[n % 10 - 1]

    def rank_of(self, n):
        return n // 10

    def suit_of(self, n):
        return n % 10

    def evaluate(self, cards):
        result = list(self.find(list(cards)))
        return TYPE_TOKENS[result[0]], tuple(result), None


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
