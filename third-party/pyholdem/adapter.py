#!/usr/bin/env python3
"""showdown line-protocol adapter for pyholdem (PyPI `pyholdem` 0.0.2,
module `holdem`, pinned in third-party/requirements-apart.txt with fastcore,
which it imports without declaring it), hold'em high, 5 to 7 cards.

What pyholdem returns: `holdem.evaluate_hand(cards)` is a tuple, its docs
say "for the best 5-card hand from cards": the category (1 high card ... 9
straight flush, 10 royal flush) then tie-breaking ranks; `compare_hands`
takes the `max` of those tuples, so Python's tuple order is its order.

Mapping: category = the first number through CATEGORIES (9 and 10 both
`straight-flush`); strength = the tuple as it is. Nothing is corrected:
whatever the tuple holds beyond five cards is compared as the library
compares it.

Cards: `Card(suit, rank)`, a namedtuple of a suit symbol (♠ ♥ ♦ ♣) and a rank
string ("2" ... "10", "J", "Q", "K", "A"); read back through its fields, the
rank's value through the library's `rank_values`.

Domain (its docs): any number of cards; hold'em is 5 to 7. Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

SUITS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
CATEGORIES = {
    1: "high-card",
    2: "one-pair",
    3: "two-pair",
    4: "three-of-a-kind",
    5: "straight",
    6: "flush",
    7: "full-house",
    8: "four-of-a-kind",
    9: "straight-flush",
    10: "straight-flush",
}


class Adapter:
    LIBRARY = "pyholdem"
    NAMES = {}
    OTHER_GAMES = []
    RETURNS = (
        "evaluate_hand(cards): a tuple (category 1..10, tie-break ranks), compared as tuples. "
        "Mapped: category = the first number, strength = the tuple"
    )

    def load(self):
        import holdem

        self.lib = holdem

    def encode(self, cards):
        return [self.lib.Card(SUITS[c[1]], "10" if c[0] == "T" else c[0]) for c in cards]

    def decode(self, card):
        letter = {v: k for k, v in SUITS.items()}[card.suit]
        return ("T" if card.rank == "10" else card.rank) + letter

    def rank_of(self, card):
        return self.lib.rank_values[card.rank]

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        score = self.lib.evaluate_hand(list(cards))
        return CATEGORIES[score[0]], score, None


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
