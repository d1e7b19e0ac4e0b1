#!/usr/bin/env python3
"""showdown line-protocol adapter for pokertable (PyPI `pokertable` 1.0.0,
module `poker_engine`, pinned in third-party/requirements-apart.txt),
hold'em high, 5 to 7 cards.

What pokertable returns: `poker_engine.core.cards.evaluate_hand(cards)`
tries every five of the cards and keeps the best as a `HandResult`: `rank`, a
`HandRank` IntEnum (HIGH_CARD = 0 ... STRAIGHT_FLUSH = 8, ROYAL_FLUSH = 9),
and `tiebreaker`, a tuple of ranks; `HandResult.__gt__` compares the rank,
then the tiebreaker.

Mapping: category = the enum's name through NAMES (ROYAL_FLUSH and
STRAIGHT_FLUSH both `straight-flush`); strength = (rank, *tiebreaker), the
key its comparison reads. Nothing is corrected.

Cards: `Card(rank=2..14, suit=Suit.CLUBS/DIAMONDS/HEARTS/SPADES)`; read back
through the card's fields.

Domain (its docs): the best five of any number of cards; hold'em is 5 to 7.
Other games: none (its engine and tournaments are hold'em).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

RANKS = "23456789TJQKA"
SUITS = {"c": "CLUBS", "d": "DIAMONDS", "h": "HEARTS", "s": "SPADES"}


class Adapter:
    LIBRARY = "pokertable"
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
        "evaluate_hand: a HandResult (rank: HandRank 0..9, tiebreaker: ranks), compared rank "
        "then tiebreaker. Mapped: category = rank's name, strength = (rank, *tiebreaker)"
    )

    def load(self):
        from poker_engine.core import cards

        self.lib = cards

    def encode(self, cards):
        return [
            self.lib.Card(rank=RANKS.index(c[0]) + 2, suit=self.lib.Suit[SUITS[c[1]]])
            for c in cards
        ]

    def decode(self, card):
        letter = {v: k for k, v in SUITS.items()}[card.suit.name]
        return RANKS[card.rank - 2] + letter

    def rank_of(self, card):
        return card.rank

    def suit_of(self, card):
        return int(card.suit)

    def evaluate(self, cards):
        result = self.lib.evaluate_hand(list(cards))
        name = result.rank.name
        return self.NAMES[name], (int(result.rank),) + tuple(result.tiebreaker), name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
