#!/usr/bin/env python3
"""showdown line-protocol adapter for texasholdem (PyPI `texasholdem`,
pinned in third-party/requirements.txt), hold'em high, 5 to 7 cards.

What texasholdem returns: `texasholdem.evaluator.evaluate(cards, board)`
gives "a number between 1 (highest) and 7462 (lowest)", the best five of the
cards (its own treys-style lookup table, each five of the cards looked up);
`get_rank_class(rank)` the class 1 (straight flush) .. 9 (high card), named
by `rank_to_string`'s table `LOOKUP_TABLE.RANK_CLASS_TO_STRING`.

Mapping: category = the class's name through NAMES; strength = 7463 - rank
(higher is better). Nothing is corrected.

Cards: protocol "As" is texasholdem's own string form (`Card("As")`, an int
subclass); read back with `str(card)`, its `rank` 0..12 and `suit`. The first
two cards are `cards`, the rest the board.

Domain (its docs): two cards and a board of 3, 4 or 5, so 5 to 7 cards.
Other games: none (the package is a no-limit hold'em engine).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "texasholdem"
    NAMES = {
        "Straight Flush": "straight-flush",
        "Four of a Kind": "four-of-a-kind",
        "Full House": "full-house",
        "Flush": "flush",
        "Straight": "straight",
        "Three of a Kind": "three-of-a-kind",
        "Two Pair": "two-pair",
        "Pair": "one-pair",
        "High card": "high-card",
    }
    OTHER_GAMES = []
    RETURNS = (
        "evaluate: rank 1 (best) .. 7462; get_rank_class 1..9 named by RANK_CLASS_TO_STRING. "
        "Mapped: category = that name, strength = 7463 - rank"
    )

    def load(self):
        from texasholdem.card.card import Card
        from texasholdem.evaluator import evaluator
        from texasholdem.evaluator.lookup_table import LOOKUP_TABLE

        self.Card = Card
        self.ev = evaluator
        self.class_names = LOOKUP_TABLE.RANK_CLASS_TO_STRING

    def encode(self, cards):
        return [self.Card(c) for c in cards]

    def decode(self, card):
        return str(card)

    def rank_of(self, card):
        return card.rank

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        rank = self.ev.evaluate(list(cards[:2]), list(cards[2:]))
        name = self.class_names[self.ev.get_rank_class(rank)]
        return self.NAMES[name], (7463 - rank,), name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
