#!/usr/bin/env python3
"""showdown line-protocol adapter for treys (PyPI `treys`, pinned in
third-party/requirements.txt), hold'em high, 5 to 7 cards.

What treys returns: `Evaluator().evaluate(hand, board)` gives a rank from
1 (royal flush) to 7462 (7-5-4-3-2 offsuit), lower is better — Cactus
Kev's 7,462 equivalence classes of five-card hands; for six and seven cards
the best of the five-card subsets. `get_rank_class(rank)` gives the class
0 = Royal Flush, 1 = Straight Flush, 2 = Four of a Kind ... 9 = High Card,
named by `class_to_string`.

Mapping: category = the class (Royal Flush and Straight Flush both
`straight-flush`); strength = 7463 - rank (one integer, higher is better).
Nothing is corrected: a wrong class or rank goes out as treys said it.

Cards: protocol "As" is treys's own string form; `Card.new("As")` makes the
32-bit card, `Card.int_to_str` reads it back (self-test). The hand goes in
as hand = the first two cards, board = the rest (treys adds them up).

Domain (treys's docs and code): 5, 6 or 7 cards (`hand_size_map`); fewer
raise KeyError. Other games: Omaha (`PLOEvaluator`: four hole cards, two of
them with three of the board), checked by ../treys-omaha/.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

CLASS_TOKENS = {
    0: "straight-flush",  # Royal Flush
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
    LIBRARY = "treys"
    NAMES = {
        "Royal Flush": "straight-flush",
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
    OTHER_GAMES = ["omaha (PLOEvaluator: 4 hole cards + board)"]
    RETURNS = (
        "rank 1 (royal flush) .. 7462 (worst high card), lower is better; "
        "class 0..9 via get_rank_class. Mapped: category = class, strength = 7463 - rank"
    )

    def load(self):
        import treys

        self.Card = treys.Card
        self.evaluator = treys.Evaluator()

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
