#!/usr/bin/env python3
"""showdown line-protocol adapter for THPoker (PyPI `THPoker`, pinned in
third-party/requirements.txt), hold'em high, 5 to 7 cards.

What THPoker returns: `core.Combo(cards=core.Cards(cards=[...]))` finds the
best combination of the cards: `.type` 1 (HIGH_CARD) .. 9 (STRAIGHT_FLUSH),
`.name` ("high card" ... "straight flush") and `.cards`, the combination's
cards in the order they count. Two combos compare (`Combo.__lt__`) as the
pair (type, cards), cards by their weight.

Mapping: category = `.name` through NAMES; strength = (type, the weight
number of each of `.cards`), the very key `Combo.__lt__` compares, as a tuple
(higher is better). Nothing is corrected.

Cards: protocol "As" is THPoker's own sign (agstuff `Card("As")`, weight
2-9/T/J/Q/K/A, suit c/d/h/s); read back with the card's weight and suit
symbols.

Domain (its docs): `Combo` takes 5 to 7 cards (`Cards(max_count=7)`, a table
of 3 to 5 and a hand of 2). Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "THPoker"
    NAMES = {
        "high card": "high-card",
        "one pair": "one-pair",
        "two pairs": "two-pair",
        "three of a kind": "three-of-a-kind",
        "straight": "straight",
        "flush": "flush",
        "full house": "full-house",
        "four of a kind": "four-of-a-kind",
        "straight flush": "straight-flush",
    }
    OTHER_GAMES = []
    RETURNS = (
        "a Combo with type 1..9, name, and the combination's cards; combos compare as "
        "(type, cards). Mapped: category = name, strength = (type, card weights)"
    )

    def load(self):
        from agstuff.cards.core import Card
        from thpoker import core

        self.Card = Card
        self.core = core

    def encode(self, cards):
        return [self.Card(c) for c in cards]

    def decode(self, card):
        return card.weight.symbol + card.suit.symbol

    def rank_of(self, card):
        return card.weight.number

    def suit_of(self, card):
        return card.suit.symbol

    def evaluate(self, cards):
        combo = self.core.Combo(cards=self.core.Cards(cards=list(cards)))
        key = (combo.type,) + tuple(c.weight.number for c in combo.cards.items)
        return self.NAMES[combo.name], key, combo.name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
