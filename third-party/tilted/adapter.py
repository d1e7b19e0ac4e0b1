#!/usr/bin/env python3
"""showdown line-protocol adapter for tilted (PyPI `tilted`, pinned in
third-party/requirements.txt), five-card hands.

What tilted returns: `models.Hand(cards)` holds exactly five cards; its
`hand_rank` is a `HandRank` enum (HIGH_CARD = 1 ... STRAIGHT_FLUSH = 9,
ROYAL_FLUSH = 10), and two hands compare with `>`, `<` and `==` (same
hand_rank, then `break_tie`: a bitwise tie-break score, with the wheel
special-cased). It gives no number that orders hands: the comparison is all
it offers for order.

Mapping: category = hand_rank's name through NAMES (ROYAL_FLUSH and
STRAIGHT_FLUSH both `straight-flush`); strength built by sorting, because
the comparator is all tilted offers: one hand of each of the 7,462 ways five
cards differ (ranks, and one suit or not) is sorted with tilted's own `>` /
`<`, and a hand's strength is its place among them found by binary search
with the same comparison (common `ComparatorStrength`). Nothing is
corrected: the order is tilted's.

Cards: `models.Card(CardRank, CardSuit)` (CardRank.TWO ... ACE, CardSuit
CLUBS, DIAMIONDS [sic], HEARTS, SPADES); read back with `repr(card)` (rank
letter or digit, then the suit symbol).

Domain (its docs): five cards ("A poker hand is 5 cards"). Other games:
none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

RANK_NAMES = "TWO THREE FOUR FIVE SIX SEVEN EIGHT NINE TEN JACK QUEEN KING ACE".split()
SUIT_NAMES = {"c": "CLUBS", "d": "DIAMIONDS", "h": "HEARTS", "s": "SPADES"}


class Adapter:
    LIBRARY = "tilted"
    NAMES = {
        "HIGH_CARD": "high-card",
        "PAIR": "one-pair",
        "TWO_PAIR": "two-pair",
        "THREE_OF_A_KIND": "three-of-a-kind",
        "STRAIGHT": "straight",
        "FLUSH": "flush",
        "FULL_HOUSE": "full-house",
        "FOUR_OF_A_KIND": "four-of-a-kind",
        "STRAIGHT_FLUSH": "straight-flush",
        "ROYAL_FLUSH": "straight-flush",
    }
    OTHER_GAMES = []
    RETURNS = (
        "Hand: hand_rank (HandRank 1..10) and comparisons only. Mapped: category = "
        "hand_rank; strength = place among 7,462 sorted hands by tilted's comparison"
    )

    def load(self):
        from tilted.enums import CardRank, CardSuit
        from tilted.models import Card, Hand

        self.Card, self.Hand = Card, Hand
        self.CardRank, self.CardSuit = CardRank, CardSuit
        self.symbols = {CardSuit[name].value: letter for letter, name in SUIT_NAMES.items()}
        self.order = None  # sorted on first use, not for --version

    @staticmethod
    def compare(a, b):
        if a > b:
            return 1
        if a < b:
            return -1
        return 0

    def encode(self, cards):
        return [
            self.Card(self.CardRank[RANK_NAMES["23456789TJQKA".index(c[0])]],
                      self.CardSuit[SUIT_NAMES[c[1]]])
            for c in cards
        ]

    def decode(self, card):
        text = repr(card)
        return text[:-1] + self.symbols[text[-1]]

    def rank_of(self, card):
        return card.rank.value

    def suit_of(self, card):
        return card.suit.value

    def evaluate(self, cards):
        if self.order is None:
            hands = [self.Hand(self.encode(h)) for h in showdown_adapter.five_card_classes()]
            self.order = showdown_adapter.ComparatorStrength(hands, self.compare)
        hand = self.Hand(list(cards))
        name = hand.hand_rank.name
        return self.NAMES[name], (self.order.strength(hand),), name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
