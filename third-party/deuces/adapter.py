#!/usr/bin/env python3
"""showdown line-protocol adapter for deuces (PyPI `deuces`, pinned in
third-party/requirements.txt), hold'em high, 5 to 7 cards.

deuces is the Python-2-era original that treys was forked from. Its PyPI
release 0.2.1 is a py3 wheel and imports and runs on Python 3.11 (relative
imports `from .card import Card`); the one Python-2 leftover is
`dict.iteritems` in `LookupTable.write_table_to_disk`, which evaluation
never calls.

What deuces returns: `Evaluator().evaluate(cards, board)` gives a rank from
1 (royal flush) to 7462 (7-5-4-3-2 offsuit), lower is better (Cactus Kev's
classes; six and seven cards: best of the five-card subsets).
`get_rank_class(rank)` gives 1 = Straight Flush, 2 = Four of a Kind ...
9 = High Card (no separate royal class), named by `class_to_string`.

Mapping: category = the class; strength = 7463 - rank (higher is better).
Nothing is corrected.

Cards: protocol "As" is deuces's own string form; `Card.new("As")`, read
back with `Card.int_to_str` (self-test). cards = the first two, board = the
rest.

Domain (its docstring says "Supports empty board, etc very flexible", its
code `hand_size_map` takes 5, 6 or 7 cards; fewer raise KeyError): 5–7.
Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

CLASS_TOKENS = {
    1: "straight-flush",
    2: "four-of-a-kind",
    3: "full-house",
    4: "flush",
    5: "straight",
    6: "three-of-a-kind",
    7: "two-pair",
    8: "one-pair",
    9: "high-card",
}


class Adapter:
    LIBRARY = "deuces"
    NAMES = {
        "Straight Flush": "straight-flush",
        "Four of a Kind": "four-of-a-kind",
        "Full House": "full-house",
        "Flush": "flush",
        "Straight": "straight",
        "Three of a Kind": "three-of-a-kind",
        "Two Pair": "two-pair",
        "Pair": "one-pair",
        "High Card": "high-card",
    }
    OTHER_GAMES = []
    RETURNS = (
        "rank 1 (royal flush) .. 7462 (worst high card), lower is better; "
        "class 1..9 via get_rank_class. Mapped: category = class, strength = 7463 - rank"
    )

    def load(self):
        import deuces

        self.Card = deuces.Card
        self.evaluator = deuces.Evaluator()

    def encode(self, cards):
        return [self.Card.new(c) for c in cards]

    def decode(self, card):
        return self.Card.int_to_str(card)

    def rank_of(self, card):
        return self.Card.get_rank_int(card)

    def suit_of(self, card):
        return self.Card.get_suit_int(card)

    def evaluate(self, cards):
        rank = self.evaluator.evaluate(cards[:2], cards[2:])
        cls = self.evaluator.get_rank_class(rank)
        return CLASS_TOKENS[cls], (7463 - rank,), self.evaluator.class_to_string(cls)


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
