#!/usr/bin/env python3
"""showdown line-protocol adapter for pokereval (PyPI `pokereval`, pure
Python, pinned in third-party/requirements.txt), hold'em high, 5 to 7 cards.

What pokereval returns: `HandEvaluator.Five/Six/Seven.evaluate_rank(cards)`
gives the rank of the best five-card hand among all five-card hands, 1 the
best (a royal flush) to 7462 (7-5-4-3-2 offsuit), lower is better. No
category: its README says the five-card evaluator is a port of Cactus Kev's
(Suffecool's) evaluator, whose rank scale is the 7,462 equivalence classes,
and the six- and seven-card evaluators return the rank of the best five on
the same scale (`evaluate_hand` turns it into a percentile).

Mapping: the category is derived from the rank by the ranges of that
documented scale (1-10 straight flush, 11-166 four of a kind, 167-322 full
house, 323-1599 flush, 1600-1609 straight, 1610-2467 three of a kind,
2468-3325 two pair, 3326-6185 one pair, 6186-7462 high card) — derived, not
the library's own word; strength = 7463 - rank (higher is better). Nothing
is corrected: a rank out of range is an error, a rank in the wrong range
goes out as that range's category.

Cards: `card.Card(rank, suit)` takes the letters ("A", "s"); ranks 2..14,
suits 1..4 = s, h, d, c; read back with its RANK_TO_STRING / SUIT_TO_STRING.

Domain (its README): 5, 6 or 7 cards (2 for a preflop percentile). Other
games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

class Adapter:
    LIBRARY = "pokereval"
    NAMES = {}
    OTHER_GAMES = []
    RETURNS = (
        "evaluate_rank: 1 (best) .. 7462, Cactus Kev's classes, no category. "
        "Mapped: category derived from the documented rank ranges, strength = 7463 - rank"
    )

    def load(self):
        from pokereval.card import Card
        from pokereval.hand_evaluator import HandEvaluator

        self.Card = Card
        self.by_count = {5: HandEvaluator.Five, 6: HandEvaluator.Six, 7: HandEvaluator.Seven}

    def encode(self, cards):
        return [self.Card(c[0], c[1]) for c in cards]

    def decode(self, card):
        return self.Card.RANK_TO_STRING[card.rank] + self.Card.SUIT_TO_STRING[card.suit]

    def rank_of(self, card):
        return card.rank

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        rank = self.by_count[len(cards)].evaluate_rank(list(cards))
        return showdown_adapter.cactus_kev_category(rank), (7463 - rank,), None


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
