#!/usr/bin/env python3
"""showdown line-protocol adapter for pkcore-py (PyPI `pkcore-py` 0.11.0,
module `pkcore`, Python bindings of the Rust crate pkcore; pinned in
third-party/requirements-apart.txt), hold'em high, 5 or 7 cards.

What pkcore-py returns: `SevenFiveBCM.from_cards(Cards.parse(text))` is the
entry of a five- or seven-card hand in its binary card map: `rank`, the
Cactus Kev rank of the best five (1 = royal flush ... 7462 = the worst high
card, lower is stronger, as its docs say). Six cards are refused ("Invalid
Card Count Error").

Mapping: category derived from the documented Cactus Kev rank ranges
(`cactus_kev_category` of the common module); strength = 7463 - rank (higher
is better). Nothing is corrected.

Cards: `Card.parse("As")`, read back through `str(card)` (rank letter, suit
symbol) and the card's `rank()` and `suit()`.

Domain (its docs): five- or seven-card hands (SevenFiveBCM). Other games:
none of showdown's (its Kuhn poker solver is a toy game).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

RANKS = "23456789TJQKA"
SYMBOLS = {"♣": "c", "♦": "d", "♥": "h", "♠": "s"}


class Adapter:
    LIBRARY = "pkcore-py"
    NAMES = {}
    OTHER_GAMES = []
    RETURNS = (
        "SevenFiveBCM.from_cards(cards).rank: a Cactus Kev rank of the best five (1 = best), "
        "for 5 or 7 cards. Mapped: category derived from the documented rank ranges, "
        "strength = 7463 - rank"
    )

    def load(self):
        import pkcore

        self.pk = pkcore

    def encode(self, cards):
        return [self.pk.Card.parse(c) for c in cards]

    def decode(self, card):
        text = str(card)
        return text[0] + SYMBOLS[text[1]]

    def rank_of(self, card):
        return RANKS.index(str(card.rank()))

    def suit_of(self, card):
        return str(card.suit())

    def evaluate(self, cards):
        hand = self.pk.Cards.parse(" ".join(self.decode(c) for c in cards))
        rank = self.pk.SevenFiveBCM.from_cards(hand).rank
        return showdown_adapter.cactus_kev_category(rank), (7463 - rank,), None


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
