#!/usr/bin/env python3
"""showdown line-protocol adapter for poker-cli (PyPI `poker-cli` 0.11.2,
module `poker_cli`, pinned in third-party/requirements-apart.txt; its rich
dependency, wanted below 15 where requirements.txt pins 15, is left out: the
evaluator does not import it), hold'em high, 5 to 7 cards.

What poker-cli returns: `poker_cli.evaluator.evaluate(cards)` (5 to 7 cards)
is the greatest `evaluate_five` tuple over every five of them: the category
index (0 high card ... 8 straight flush) then the ranks that break ties;
`describe(score)` names the category in Chinese ("高牌" ... "同花顺").

Mapping: category = describe's name through NAMES; strength = the tuple as
it is (compared in Python's tuple order, as the library's `max` does).
Nothing is corrected.

Cards: `Card.parse("As")` (rank 2..14, suit letter), read back through the
card's `code()`.

Domain (its docs): 5 to 7 cards. Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "poker-cli"
    NAMES = {
        "高牌": "high-card",
        "一对": "one-pair",
        "两对": "two-pair",
        "三条": "three-of-a-kind",
        "顺子": "straight",
        "同花": "flush",
        "葫芦": "full-house",
        "四条": "four-of-a-kind",
        "同花顺": "straight-flush",
    }
    OTHER_GAMES = []
    RETURNS = (
        "evaluate(cards): the best evaluate_five tuple (category 0..8, tie-break ranks); "
        "describe names the category. Mapped: category = that name, strength = the tuple"
    )

    def load(self):
        from poker_cli import cards, evaluator

        self.cards = cards
        self.evaluator = evaluator

    def encode(self, cards):
        return [self.cards.Card.parse(c) for c in cards]

    def decode(self, card):
        return card.code()

    def rank_of(self, card):
        return card.rank

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        score = self.evaluator.evaluate(list(cards))
        name = self.evaluator.describe(score)
        return self.NAMES[name], score, name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
