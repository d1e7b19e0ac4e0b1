#!/usr/bin/env python3
"""showdown line-protocol adapter for pied-poker (PyPI `pied-poker`, pinned
in third-party/requirements.txt), hold'em high, 5 to 7 cards.

What pied-poker returns: `hand.BaseHand(cards).as_best_hand()` turns the
cards into the best hand's class (HighCard, OnePair, TwoPair, ThreeOfAKind,
Straight, Flush, FullHouse, FourOfAKind, StraightFlush, RoyalFlush), each
with a `hand_rank`; hands compare with `>`, `<` and `==`, each class
comparing its own cards. It gives no number that orders hands within a
class: the comparison is all it offers for order.

Mapping: category = the class's name through NAMES (RoyalFlush and
StraightFlush both `straight-flush`); strength built by sorting, because the
comparator is all pied-poker offers: one hand of each of the 7,462 ways five
cards differ is sorted with pied-poker's `>` / `<`, and a hand's strength is
its place among them found by binary search with the same comparison (common
`ComparatorStrength`). pied-poker's comparisons only mean something between
hands of as many cards (a high card with more single cards beats one with
fewer, whatever they are), so a hand of six or seven cards is placed by the
five cards pied-poker says make it (its `cards_in_hand` and
`cards_not_in_hand`), made into a hand of their own. Its category is the one
pied-poker gives the six or seven cards. Nothing is corrected: the order is
pied-poker's.

Cards: `card.Card("As")` (a ten is "10s" or "Ts"); read back with `str` of
its rank ("10" for a ten, lower-case letters) and of its suit (a symbol);
`rank.rank` 2..14.

Domain (its README): a player's two cards with the community cards, 5 to 7.
Importing it loads pandas, scipy and matplotlib: seconds (the manifest gives
it a long start-up).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

SUIT_SYMBOLS = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}


class Adapter:
    LIBRARY = "pied-poker"
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
        "RoyalFlush": "straight-flush",
    }
    OTHER_GAMES = []
    RETURNS = (
        "as_best_hand(): the hand's class (HighCard .. RoyalFlush) with comparisons only. "
        "Mapped: category = class name; strength = place among 7,462 sorted hands by its comparison"
    )

    def load(self):
        from pied_poker.card.card import Card
        from pied_poker.hand import BaseHand

        self.Card, self.BaseHand = Card, BaseHand
        self.order = None  # sorted on first use

    @staticmethod
    def compare(a, b):
        if a > b:
            return 1
        if a < b:
            return -1
        return 0

    def best(self, cards):
        return self.BaseHand(list(cards)).as_best_hand()

    def encode(self, cards):
        return [self.Card(c) for c in cards]

    def decode(self, card):
        rank = str(card.rank).upper()
        return ("T" if rank == "10" else rank) + SUIT_SYMBOLS[str(card.suit)]

    def rank_of(self, card):
        return card.rank.rank

    def suit_of(self, card):
        return str(card.suit)

    def evaluate(self, cards):
        if self.order is None:
            hands = [self.best(self.encode(h)) for h in showdown_adapter.five_card_classes()]
            self.order = showdown_adapter.ComparatorStrength(hands, self.compare)
        hand = self.best(cards)
        name = type(hand).__name__
        if len(cards) > 5:
            five = list(hand.cards_in_hand) + list(hand.cards_not_in_hand)
            placed = self.best(five)
        else:
            placed = hand
        return self.NAMES[name], (self.order.strength(placed),), name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
