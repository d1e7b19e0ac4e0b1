#!/usr/bin/env python3
"""showdown line-protocol adapter for Poker65 (PyPI `Poker65`, pinned in
third-party/requirements.txt), hold'em high, exactly seven cards.

What Poker65 returns: `hands.get_best_hand(cards)` takes a list of exactly
seven `card.Card` (it asserts the length) and returns the best hand as an
object of one of its classes (HighCard, OnePair, TwoPair, ThreeOfAKind,
Straight, Flush, FullHouse, FourOfAKind, StraightFlush, RoyalFlush), whose
`hand_type` is the class name; hands compare with `compare(other)`
(negative, zero, positive) and `<`, `==`, `>`. It gives no number that
orders hands within a class: the comparison is all it offers for order.

Mapping: category = hand_type through NAMES (RoyalFlush and StraightFlush
both `straight-flush`). Strength built by sorting, because the comparison is
all Poker65 offers (as third-party/common/ladder.js does for handranker):
the seven-card hands of ladder.txt (one for each distinct hand Poker65
makes, listed by ladder.py from rank multisets and suits alone) are given to
get_best_hand and sorted with Poker65's `compare` at start-up; a hand's
strength is its place among them found by binary search with the same
comparison (common `ComparatorStrength`: 2 * the hands below it, + 1 when it
ties one). Nothing is corrected: the order is Poker65's.

Cards: `card.Card(suit, rank)` with suit "S", "H", "C", "D" and rank
"2".."9", "T", "J", "Q", "K", "A"; read back with `str(card)` (a suit symbol
and the rank letter); `card.rank` 0..12, `card.suit` 0..3.

Domain (its README, "getting the best poker hand from a list of 7 cards"):
seven cards. The self-test's five-card sets are scored with two more cards
(the two lowest of the deck not in the set, a diamond and a heart when
free): only the translation of Poker65's names is under test there.
Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

SUIT_SYMBOLS = {"♠": "s", "♡": "h", "♣": "c", "♢": "d"}
LIBRARY_SUITS = {"s": "S", "h": "H", "c": "C", "d": "D"}
HERE = os.path.dirname(os.path.abspath(__file__))


class Adapter:
    LIBRARY = "Poker65"
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
        "get_best_hand(7 cards): the hand's class (HighCard .. RoyalFlush) with a comparator only. "
        "Mapped: category = class name; strength = place among the hands of ladder.txt sorted by "
        "its comparator"
    )

    def load(self):
        from Poker65.card import Card
        from Poker65.hands import get_best_hand

        self.Card, self.get_best_hand = Card, get_best_hand
        self.order = None  # sorted on first use

    @staticmethod
    def compare(a, b):
        return a.compare(b)

    def ladder(self):
        if self.order is None:
            with open(os.path.join(HERE, "ladder.txt")) as f:
                hands = [self.get_best_hand(self.encode(line.split())) for line in f if line.strip()]
            self.order = showdown_adapter.ComparatorStrength(hands, self.compare)
        return self.order

    def encode(self, cards):
        return [self.Card(LIBRARY_SUITS[c[1]], c[0]) for c in cards]

    def decode(self, card):
        text = str(card)
        return text[1] + SUIT_SYMBOLS[text[0]]

    def rank_of(self, card):
        return card.rank

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        hand = self.get_best_hand(list(cards))
        return self.NAMES[hand.hand_type], (self.ladder().strength(hand),), hand.hand_type

    def self_test_evaluate(self, cards):
        have = {self.decode(c) for c in cards}
        free = [r + s for r in showdown_adapter.RANKS for s in "dhcs" if r + s not in have]
        return self.evaluate(list(cards) + self.encode(free[:2]))


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
