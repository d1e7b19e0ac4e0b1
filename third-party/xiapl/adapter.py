#!/usr/bin/env python3
"""showdown line-protocol adapter for xiapl (PyPI `xiapl`, a C++20 / pybind11
wheel, pinned in third-party/requirements.txt), hold'em high, 5 to 7 cards.

What xiapl returns: `xiapl.eval.evaluate_cards([Card, ...])` gives a
`HandValue` with `category`, a `HandCategory` enum (HighCard = 1 ...
StraightFlush = 9), and `kickers`, the ranks (2..14) that decide between two
hands of the category, most important first.

Mapping: category = the enum's name through NAMES; strength = (int(category),
kickers...) as a tuple (higher is better). Nothing is corrected.

Cards: protocol "As" is xiapl's own string form (`Card.from_string("As")`,
read back with `to_string()`); its `rank` runs 2..14, its `suit` is the
letter c/d/h/s.

Domain (its docs): 5 to 7 cards for hold'em. Other games: pot-limit Omaha
with exactly four hole cards (`evaluate_hand(board_mask, hole_mask,
game=GameType.Plo)`), checked by ../xiapl-omaha/.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "xiapl"
    NAMES = {
        "HighCard": "high-card",
        "OnePair": "one-pair",
        "TwoPair": "two-pair",
        "ThreeOfAKind": "three-of-a-kind",
        "Straight": "straight",
        "Flush": "flush",
        "FullHouse": "full-house",
        "FourOfAKind": "four-of-a-kind",
        "StraightFlush": "straight-flush",
    }
    OTHER_GAMES = ["omaha (GameType.Plo, exactly 4 hole cards)"]
    RETURNS = (
        "HandValue: category (HandCategory 1..9) and kickers (ranks 2..14). "
        "Mapped: category = enum name, strength = (category, kickers...)"
    )

    def load(self):
        import xiapl.card
        import xiapl.eval
        import xiapl.simulation

        self.Card = xiapl.card.Card
        self.ev = xiapl.eval
        self.games = xiapl.simulation.GameType

    def encode(self, cards):
        return [self.Card.from_string(c) for c in cards]

    def decode(self, card):
        return card.to_string()

    def rank_of(self, card):
        return card.rank

    def suit_of(self, card):
        return card.suit

    def answer(self, value):
        name = value.category.name
        return self.NAMES[name], (int(value.category),) + tuple(value.kickers), name

    def evaluate(self, cards):
        return self.answer(self.ev.evaluate_cards(list(cards)))


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
