#!/usr/bin/env python3
"""showdown line-protocol adapter for eval7 (PyPI `eval7`, Cython, after
Keith Rule's hand evaluator; pinned in third-party/requirements.txt),
hold'em high, 5 to 7 cards.

What eval7 returns: `evaluate(cards)` gives one integer, "higher numeric
values indicate stronger hands" (the hand type in the top bits, the deciding
ranks below); `handtype(value)` names the type: 'Straight Flush', 'Quads',
'Full House', 'Flush', 'Straight', 'Trips', 'Two Pair', 'Pair',
'High Card'.

Mapping: category = the name `handtype` gives; strength = the value as it
is (already higher = better). Nothing is corrected.

Cards: `eval7.Card("As")` (the library's parser; protocol and eval7 share
the form), read back with `str(card)`; `card.rank` 0..12, `card.suit` 0..3
(self-test).

Domain (its docstring: "'cards' should be a sequence of 5 to 7 eval7.Card
objects"): 5–7. (The code takes other counts without complaint; they are
not declared.) Other games: none as an evaluator (hold'em only; it also
parses PokerStove-style ranges and computes hold'em equities).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "eval7"
    NAMES = {
        "Straight Flush": "straight-flush",
        "Quads": "four-of-a-kind",
        "Full House": "full-house",
        "Flush": "flush",
        "Straight": "straight",
        "Trips": "three-of-a-kind",
        "Two Pair": "two-pair",
        "Pair": "one-pair",
        "High Card": "high-card",
    }
    OTHER_GAMES = []
    RETURNS = (
        "one integer, higher is stronger; handtype(value) names the category. "
        "Mapped: category = handtype's name, strength = the value"
    )

    def load(self):
        import eval7

        self.eval7 = eval7

    def encode(self, cards):
        return [self.eval7.Card(c) for c in cards]

    def decode(self, card):
        return str(card)

    def rank_of(self, card):
        return card.rank

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        value = self.eval7.evaluate(cards)
        name = self.eval7.handtype(value)
        return self.NAMES[name], (value,), name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
