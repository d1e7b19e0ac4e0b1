#!/usr/bin/env python3
"""showdown line-protocol adapter for pokershell (PyPI `pokershell`, pinned
in third-party/requirements.txt), hold'em high, 5 to 7 cards.

What pokershell returns: `eval.manager.EvaluatorManager().find_best_hand(cards)`
tries its evaluators from the straight flush down and gives an `EvalResult`:
`hand`, a `model.Hand` IntEnum (HIGH_CARD = 0 ... STRAIGHT_FLUSH = 8), and
`complement_ranks`, the ranks that decide between two hands of that kind.
Results compare (`EvalResult.__lt__`) by hand, then complement_ranks.

Mapping: category = the enum's name through NAMES; strength = (hand, the
number of each rank of complement_ranks), the key `__lt__` compares (higher
is better). Nothing is corrected.

Cards: protocol "As" is pokershell's own form (`model.Card.parse("As")`);
read back with `repr` of its rank and suit (the plain letters: the module's
`enable_unicode` is left off).

Domain (its README: a shell for hold'em hands and boards): 5 to 7 cards.
Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "pokershell"
    NAMES = {
        "HIGH_CARD": "high-card",
        "ONE_PAIR": "one-pair",
        "TWO_PAIR": "two-pair",
        "THREE_OF_KIND": "three-of-a-kind",
        "STRAIGHT": "straight",
        "FLUSH": "flush",
        "FULL_HOUSE": "full-house",
        "FOUR_OF_KIND": "four-of-a-kind",
        "STRAIGHT_FLUSH": "straight-flush",
    }
    OTHER_GAMES = []
    RETURNS = (
        "EvalResult: hand (Hand 0..8) and complement_ranks, compared in that order. "
        "Mapped: category = enum name, strength = (hand, ranks...)"
    )

    def load(self):
        import pokershell.model as model
        from pokershell.eval.manager import EvaluatorManager

        model.enable_unicode = False
        self.model = model
        self.manager = EvaluatorManager()

    def encode(self, cards):
        return [self.model.Card.parse(c) for c in cards]

    def decode(self, card):
        return repr(card.rank) + card.suit.value[1]

    def rank_of(self, card):
        return card.rank.value[1]

    def suit_of(self, card):
        return card.suit.value[1]

    def evaluate(self, cards):
        result = self.manager.find_best_hand(list(cards))
        name = result.hand.name
        key = (int(result.hand),) + tuple(r.value[1] for r in result.complement_ranks)
        return self.NAMES[name], key, name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
