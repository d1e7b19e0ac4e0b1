#!/usr/bin/env python3
"""showdown line-protocol adapter for pokerkit-plus (PyPI `pokerkit-plus`
0.0.1, module `pokerkit_plus`, pinned in third-party/requirements-apart.txt
with the pokerkit it requires, 0.7.3), hold'em high, 5 to 7 cards.

What pokerkit-plus returns: `made_label(hole, board)` names the made hand
(a pokerkit `Label`: "High card" ... "Straight flush"), read, its docs say,
straight off pokerkit's evaluator; the package re-exports pokerkit, and its
`StandardHighHand.from_game(hole, board)` is the hand whose `entry.index`
orders hands (greater = stronger).

Mapping: category = made_label's value through NAMES; strength =
StandardHighHand.from_game(...).entry.index, both through `pokerkit_plus`.
Nothing is corrected. (The first two cards are passed as the hole, the rest
as the board: a hold'em high hand is the best five of them all.)

Cards: pokerkit's `Card.parse("As")` (re-exported), read back with `repr`.

Domain (its docs): hold'em hands of the hole cards and a board of up to five.
Other games: those of pokerkit underneath (short deck, Omaha, lowball,
badugi), through `hand_type`; this row checks hold'em.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "pokerkit-plus"
    NAMES = {
        "Straight flush": "straight-flush",
        "Four of a kind": "four-of-a-kind",
        "Full house": "full-house",
        "Flush": "flush",
        "Straight": "straight",
        "Three of a kind": "three-of-a-kind",
        "Two pair": "two-pair",
        "One pair": "one-pair",
        "High card": "high-card",
    }
    OTHER_GAMES = [
        "short-deck, omaha, lowball, badugi (pokerkit 0.7.3's hand types, through hand_type)",
    ]
    RETURNS = (
        "made_label(hole, board): a pokerkit Label; StandardHighHand.from_game(...).entry.index "
        "orders hands. Mapped: category = the label, strength = entry.index"
    )

    def load(self):
        import pokerkit_plus

        self.pk = pokerkit_plus
        self.order = list(pokerkit_plus.RankOrder.STANDARD.value)

    def encode(self, cards):
        return [card for c in cards for card in self.pk.Card.parse(c)]

    def decode(self, card):
        return repr(card)

    def rank_of(self, card):
        return self.order.index(card.rank)

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        hole, board = cards[:2], cards[2:]
        name = self.pk.made_label(hole, board).value
        entry = self.pk.StandardHighHand.from_game(hole, board).entry
        return self.NAMES[name], (entry.index,), name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
