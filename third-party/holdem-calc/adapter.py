#!/usr/bin/env python3
"""showdown line-protocol adapter for holdem-calc (PyPI `holdem-calc`,
pinned in third-party/requirements.txt), hold'em high, 2 hole cards and a
5-card board.

What holdem-calc returns: its odds calculator scores each player with
`holdem_functions.detect_hand(hole_cards, board, suit_histogram,
histogram, max_suit)`, the histograms from `preprocess_board(board)`: a tuple
whose first element is the category 0 (High Card) .. 8 (Straight Flush), 9
(Royal Flush), named by `hand_rankings`, then the deciding ranks (2..14),
some in nested lists or tuples. `compare_hands` picks the winner with
Python's `max` over these tuples.

Mapping: category = hand_rankings[first element] through NAMES (Royal Flush
and Straight Flush both `straight-flush`); strength = (the category, the rest
of the tuple flattened in order and packed as the digits of one base-16
number, twelve digits, left-aligned). Every flattened element is a rank
2..14 or a count 1..4, so the packing keeps Python's element-by-element
comparison, a shorter prefix still smaller (higher is better); the protocol
reads at most eight components, a high card flattens to eleven. Nothing is
corrected.

Cards: `holdem_functions.Card("As")`, read back with `str(card)`; `value`
2..14, `suit_index`. The last two cards of a request are the hole cards
(manifest `order = "hole-last"`), the other five the board.

Domain (the calculator's use): two hole cards and the full five-card board,
7 cards (detect_hand's shortcuts assume a full board). Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


def flatten(value):
    if isinstance(value, (list, tuple)):
        out = []
        for v in value:
            out.extend(flatten(v))
        return out
    return [value]


class Adapter:
    LIBRARY = "holdem-calc"
    NAMES = {
        "High Card": "high-card",
        "Pair": "one-pair",
        "Two Pair": "two-pair",
        "Three of a Kind": "three-of-a-kind",
        "Straight": "straight",
        "Flush": "flush",
        "Full House": "full-house",
        "Four of a Kind": "four-of-a-kind",
        "Straight Flush": "straight-flush",
        "Royal Flush": "straight-flush",
    }
    OTHER_GAMES = []
    RETURNS = (
        "detect_hand: (category 0..9, deciding ranks, nested), compared by max(). "
        "Mapped: category = hand_rankings name, strength = (category, the rest flattened, base 16)"
    )

    def load(self):
        from holdem_calc import holdem_functions

        self.hf = holdem_functions

    def encode(self, cards):
        return [self.hf.Card(c) for c in cards]

    def decode(self, card):
        return str(card)

    def rank_of(self, card):
        return card.value

    def suit_of(self, card):
        return card.suit_index

    def evaluate(self, cards):
        hole, board = list(cards[-2:]), list(cards[:-2])
        suit_histogram, histogram, max_suit = self.hf.preprocess_board(board)
        result = self.hf.detect_hand(hole, board, suit_histogram, histogram, max_suit)
        name = self.hf.hand_rankings[result[0]]
        rest = flatten(result[1:])
        assert len(rest) <= 12 and all(0 < x < 16 for x in rest), rest
        packed = 0
        for i, x in enumerate(rest):
            packed += x << (4 * (11 - i))
        return self.NAMES[name], (result[0], packed), name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
