#!/usr/bin/env python3
"""showdown line-protocol adapter for Jacks (PyPI `jacks`, pinned in
third-party/requirements.txt), hold'em high, 5 to 7 cards.

What Jacks returns: `evaluator.evaluator.hand_rank(five_cards)` looks the
five cards up in its table `hand_rankings.txt` and gives the line number,
1 (royal flush) .. 7462, lower is better: Cactus Kev's equivalence classes
(its code splits the table at Cactus Kev's boundaries 10, 322 and 1599 into
flush and non-flush lookups). `best_five(cards)` picks the five of more cards
with the lowest rank. No category.

Mapping: the category is derived from the rank by Cactus Kev's ranges
(common `cactus_kev_category`; derived, not the library's word); strength =
7463 - rank of best_five(cards) (higher is better). Nothing is corrected.

Cards: `card.Card("As")` (rank 23456789TJQKA, suit s/h/d/c, its own string
form); read back from its `rank` and `suit` attributes.

Domain (its README): five-card hands, and the best five of more
(`best_five`), so 5 to 7 cards. Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "jacks"
    NAMES = {}
    OTHER_GAMES = []
    RETURNS = (
        "hand_rank: 1 (best) .. 7462, Cactus Kev's classes, no category; best_five for more cards. "
        "Mapped: category derived from the rank ranges, strength = 7463 - rank"
    )

    def load(self):
        from jacks.card import Card
        from jacks.evaluator import evaluator

        self.Card = Card
        self.ev = evaluator

    def encode(self, cards):
        return [self.Card(c, color=False) for c in cards]

    def decode(self, card):
        return card.rank + card.suit

    def rank_of(self, card):
        return "23456789TJQKA".index(card.rank)

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        rank = self.ev.hand_rank(self.ev.best_five(list(cards)))
        return showdown_adapter.cactus_kev_category(rank), (7463 - rank,), None


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
