#!/usr/bin/env python3
"""showdown line-protocol adapter for holdem-hand-evaluator (PyPI
`holdem-hand-evaluator`, a Rust / PyO3 abi3 wheel, pinned in
third-party/requirements.txt), hold'em high, 5 to 7 cards. ORDER ONLY.

What holdem-hand-evaluator returns: `evaluate_hand("AcKcQcJcTc")` gives an
integer, higher is better (7-5-4-3-2 offsuit is 0). The Python module names
no category and documents none (the Rust crate behind it packs one in the
high bits, but the Python API does not say so), so the adapter derives none.

Mapping: no category; strength = the integer, answered in the protocol's
order-only form `order <strength>` (manifest `answers = "order-only"`):
judged on order alone. Nothing is corrected.

Cards: the library takes the protocol's own text ("As"), all cards in one
string. It exposes no card functions, so the self-test reads each card back
as that text (it checks the text, not the library's reading of it).

Domain (its README): 5 to 7 cards. Other games: none (plus hold'em equity).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "holdem-hand-evaluator"
    NAMES = {}
    ORDER_ONLY = True
    OTHER_GAMES = []
    RETURNS = "evaluate_hand(text): an int, higher is better, no category. Mapped: order <int>"

    def load(self):
        import holdem_hand_evaluator

        self.evaluate_hand = holdem_hand_evaluator.evaluate_hand

    def encode(self, cards):
        return list(cards)

    def decode(self, card):
        return card

    def rank_of(self, card):
        return "23456789TJQKA".index(card[0])

    def suit_of(self, card):
        return card[1]

    def evaluate(self, cards):
        return None, (self.evaluate_hand("".join(cards)),), None


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
