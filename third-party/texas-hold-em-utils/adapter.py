#!/usr/bin/env python3
"""showdown line-protocol adapter for texas-hold-em-utils (PyPI
`texas-hold-em-utils`, pinned in third-party/requirements.txt), hold'em
high, 2 hole cards and 5 community cards.

What texas-hold-em-utils returns: `hands.HandOfFive(hand_cards,
community_cards)` finds the best hand: `hand_rank` 0 (High Card) .. 8
(Straight Flush), 9 (Royal Flush), named by `get_hand_rank_name()`, and
`hand`, the five cards "ordered so that the hand is easily compared to other
hands". Its comparison (`__gt__`, `__eq__`) reads hand_rank, then the ranks of
the five cards of `hand` in order.

Mapping: category = get_hand_rank_name() through NAMES (Royal Flush and
Straight Flush both `straight-flush`); strength = (hand_rank, the rank of each
card of `hand`), the key its comparison reads (higher is better). Nothing is
corrected.

Cards: `card.Card().from_str(rank, suit)` (ranks "2".."10"/"T".."A", suits by
first letter H, D, C, S); read back from the card's `name()` ("A of
Spades"). The last two cards are the hand cards (manifest `order =
"hole-last"`), the other five the community cards.

Domain (its docstrings): "list of 2 cards" and "list of 5 cards", so 7 cards.
Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "texas-hold-em-utils"
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
        "HandOfFive: hand_rank 0..9 (named by get_hand_rank_name) and the five cards of hand, "
        "compared in that order. Mapped: category = name, strength = (hand_rank, ranks...)"
    )

    def load(self):
        from texas_hold_em_utils.card import Card
        from texas_hold_em_utils.hands import HandOfFive

        self.Card = Card
        self.HandOfFive = HandOfFive

    def encode(self, cards):
        return [self.Card().from_str(c[0], c[1]) for c in cards]

    def decode(self, card):
        rank, suit = card.name().split(" of ")
        return ("T" if rank == "10" else rank) + suit[0].lower()

    def rank_of(self, card):
        return card.rank

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        hand = self.HandOfFive(list(cards[-2:]), list(cards[:-2]))
        name = hand.get_hand_rank_name()
        return self.NAMES[name], (hand.hand_rank,) + tuple(c.rank for c in hand.hand), name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
