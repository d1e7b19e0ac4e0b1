#!/usr/bin/env python3
"""showdown line-protocol adapter for texas-holdem-poker (PyPI
`texas-holdem-poker`, pinned in third-party/requirements.txt), hold'em high,
5 to 7 cards.

What texas-holdem-poker returns: `hand_rank.HandRankCheck.check(cards)` gives
a `HoldemScore`: `hand_rank`, a `HandRank` enum (HIGH_CARD = 0 ...
STRAIGHT_FLUSH = 8, ROYAL_FLUSH = 9), and `value`, the tuple (hand_rank,
top ranks..., kickers...) that its comparisons use (`HoldemScore.__lt__`).

Mapping: category = the enum's name through NAMES (ROYAL_FLUSH and
STRAIGHT_FLUSH both `straight-flush`); strength = `value` (higher is
better). Nothing is corrected.

Cards: `poker_card.Card(suit, rank)` with suits '♠', '♣', '♥', '♦' and ranks
'2'..'10', 'J', 'Q', 'K', 'A' (its `Card.SUITS` and `Card.RANKS`); read back
from the card's `value` (suit symbol + rank text).

Domain (its README): the best hand of 5 to 7 cards. Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

SUIT_SYMBOLS = {"s": "♠", "c": "♣", "h": "♥", "d": "♦"}
RANK_TEXT = {"T": "10"}


class Adapter:
    LIBRARY = "texas-holdem-poker"
    NAMES = {
        "HIGH_CARD": "high-card",
        "ONE_PAIR": "one-pair",
        "TWO_PAIRS": "two-pair",
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
        "HoldemScore: hand_rank (HandRank enum, HIGH_CARD 0 .. ROYAL_FLUSH 9) and value "
        "(hand_rank, top ranks, kickers). Mapped: category = enum name, strength = value"
    )

    def load(self):
        from texas_holdem_poker.hand_rank import HandRankCheck
        from texas_holdem_poker.poker_card import Card

        self.Card = Card
        self.check = HandRankCheck.check
        assert set(SUIT_SYMBOLS.values()) == set(Card.SUITS)

    def encode(self, cards):
        return [self.Card(SUIT_SYMBOLS[c[1]], RANK_TEXT.get(c[0], c[0])) for c in cards]

    def decode(self, card):
        suit = {v: k for k, v in SUIT_SYMBOLS.items()}[card.value[0]]
        rank = card.value[1:]
        return ("T" if rank == "10" else rank) + suit

    def rank_of(self, card):
        return card.rank

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        score = self.check(list(cards))
        name = score.hand_rank.name
        return self.NAMES[name], tuple(score.value), name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
