#!/usr/bin/env python3
"""showdown line-protocol adapter for deeppoker (PyPI `deeppoker` 0.1.1,
"DeepPoker R1", pinned in third-party/requirements-apart.txt without its
server dependencies, which its evaluator does not import), hold'em high, 5 to
7 cards.

What deeppoker returns: `deeppoker.core.hand.evaluate_hand(cards)` is
`(rank, hand_type, best_cards)`: rank an integer, lower is better (its
category times 1,000,000 plus a kicker value, its docs say), hand_type a
`HandRank` IntEnum (HIGH_CARD = 1 ... STRAIGHT_FLUSH = 9, ROYAL_FLUSH = 10).

Mapping: category = hand_type's name through NAMES (ROYAL_FLUSH and
STRAIGHT_FLUSH both `straight-flush`); strength = 10**8 - rank (higher is
better; the ranks stay below 10**8). Nothing is corrected.

Cards: `Card(Rank, Suit)` of its IntEnums (Rank.TWO = 0 ... ACE = 12;
Suit.CLUBS, DIAMONDS, HEARTS, SPADES); `Card.from_string("As")` builds one
and its property `short_str` reads it back.

Domain (its docs): 5 to 7 cards. Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "deeppoker"
    NAMES = {
        "HIGH_CARD": "high-card",
        "ONE_PAIR": "one-pair",
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
        "evaluate_hand: (rank, HandRank, best five), lower rank is better. "
        "Mapped: category = HandRank's name, strength = 10**8 - rank"
    )

    def load(self):
        from deeppoker.core import card, hand

        self.card = card
        self.hand = hand

    def encode(self, cards):
        return [self.card.Card.from_string(c) for c in cards]

    def decode(self, card):
        text = card.short_str
        return text[0] + text[1:].lower()

    def rank_of(self, card):
        return int(card.rank)

    def suit_of(self, card):
        return int(card.suit)

    def evaluate(self, cards):
        rank, hand_type, _ = self.hand.evaluate_hand(list(cards))
        name = hand_type.name
        return self.NAMES[name], (10**8 - rank,), name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
