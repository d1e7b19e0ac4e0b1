#!/usr/bin/env python3
"""showdown line-protocol adapter for texas (PyPI `texas`, pinned in
third-party/requirements.txt), hold'em high, 5 to 7 cards.

What texas returns: `hand.Hand.from_cards(cards)` (5 to 7 cards) gives the
strongest `Hand`: `name`, a `HandName` IntEnum (high_cards = 1 ...
straight_flush = 9), and `cards`, its five cards in the order its comparison
reads them. Two hands compare (`Hand.__lt__`) by name, then the lists of
cards, card by card by their number's `priority` (2..14, the ace 14).

Mapping: category = name through NAMES; strength = (name, the priority of
each of cards), the key `__lt__` compares (higher is better). Nothing is
corrected.

Cards: `card.Card(suit=Suit, number=Number)` (Suit.spade/heart/diamond/club,
Number.ace = 1, two = 2 ... king = 13); read back with `str(card.number)`
and the suit's name.

Domain (its docs, `from_cards`: "カードは5~7枚です", 5 to 7 cards). Other
games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

SUIT_NAMES = {"s": "spade", "h": "heart", "d": "diamond", "c": "club"}
NUMBERS = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13}


class Adapter:
    LIBRARY = "texas"
    NAMES = {
        "high_cards": "high-card",
        "one_pair": "one-pair",
        "two_pair": "two-pair",
        "three_of_a_kind": "three-of-a-kind",
        "straight": "straight",
        "flush": "flush",
        "full_house": "full-house",
        "four_of_a_kind": "four-of-a-kind",
        "straight_flush": "straight-flush",
    }
    OTHER_GAMES = []
    RETURNS = (
        "Hand: name (HandName 1..9) and its five cards, compared as (name, cards by priority). "
        "Mapped: category = name, strength = (name, priorities...)"
    )

    def load(self):
        from texas.card import Card, Number, Suit
        from texas.hand import Hand

        self.Card, self.Number, self.Suit, self.Hand = Card, Number, Suit, Hand

    def encode(self, cards):
        return [
            self.Card(suit=self.Suit(SUIT_NAMES[c[1]]),
                      number=self.Number(NUMBERS.get(c[0]) or int(c[0])))
            for c in cards
        ]

    def decode(self, card):
        return str(card.number) + {v: k for k, v in SUIT_NAMES.items()}[card.suit.value]

    def rank_of(self, card):
        return card.number.priority

    def suit_of(self, card):
        return card.suit.value

    def evaluate(self, cards):
        hand = self.Hand.from_cards(list(cards))
        name = hand.name.name
        key = (int(hand.name),) + tuple(c.number.priority for c in hand.cards)
        return self.NAMES[name], key, name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
