#!/usr/bin/env python3
"""showdown line-protocol adapter for poker-coach-engine (PyPI
`poker-coach-engine` 0.1.0, module `poker_coach_engine`, pinned in
third-party/requirements-apart.txt without its MCP server dependency, which
the evaluator does not import), hold'em high, 5 to 7 cards.

What poker-coach-engine returns: `evaluator.evaluate_best(cards)` (5 to 7
cards) is the greatest `evaluate_five` tuple over every five: the category
(0 high card ... 8 straight flush) then the ranks that break ties;
`category_name(score)` names it ("high_card" ... "straight_flush").

Mapping: category = that name through NAMES; strength = the tuple as it is.
Nothing is corrected.

Cards: `cards.parse_card("As")` (a `Card` of rank and suit letters, `value`
2..14), read back with `str(card)`.

Domain (its docs): 5 to 7 cards. Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "poker-coach-engine"
    NAMES = {
        "high_card": "high-card",
        "one_pair": "one-pair",
        "two_pair": "two-pair",
        "three_of_a_kind": "three-of-a-kind",
        "straight": "straight",
        "flush": "flush",
        "full_house": "full-house",
        "four_of_a_kind": "four-of-a-kind",
        "straight_flush": "straight-flush",
    }
    OTHER_GAMES = []
    RETURNS = (
        "evaluate_best(cards): the best evaluate_five tuple (category 0..8, tie-break ranks); "
        "category_name names it. Mapped: category = that name, strength = the tuple"
    )

    def load(self):
        from poker_coach_engine import cards, evaluator

        self.cards = cards
        self.evaluator = evaluator

    def encode(self, cards):
        return [self.cards.parse_card(c) for c in cards]

    def decode(self, card):
        return str(card)

    def rank_of(self, card):
        return card.value

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        score = self.evaluator.evaluate_best(list(cards))
        name = self.evaluator.category_name(score)
        return self.NAMES[name], score, name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
