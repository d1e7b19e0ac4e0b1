#!/usr/bin/env python3
"""showdown line-protocol adapter for PokerKit (PyPI `pokerkit`, University
of Toronto Computer Poker Student Research Group; pinned in
third-party/requirements.txt), hold'em high, 5 to 7 cards.

What PokerKit returns: `StandardHighHand.from_game(hole, board)` is the
strongest five-card `StandardHighHand` among all combinations of the cards
("stronger hands are considered greater"). Its `entry` holds `index`, the
strength (hands compare by it; for high hands a greater index is a stronger
hand), and `label`, a `Label` ('Straight flush', 'Four of a kind',
'Full house', 'Flush', 'Straight', 'Three of a kind', 'Two pair',
'One pair', 'High card').

Mapping: category = the label; strength = entry.index (already higher =
better). Nothing is corrected.

Cards: `Card.parse("As")` (the library's parser; same form as the
protocol), read back with `repr(card)`; ranks in `RankOrder.STANDARD`
(self-test). hole = the first two cards, board = the rest.

Domain (a `StandardHighHand` is five cards; `from_game` takes the best
five of the hole and board cards and raises ValueError when no five-card
hand can be formed): 5–7. Other games (hand classes in the same package):
short-deck hold'em (`ShortDeckHoldemHand`, flush beats full house; checked
by ../pokerkit-short-deck/), Omaha (`OmahaHoldemHand`, checked by
../pokerkit-omaha/), Greek hold'em, lowball — deuce-to-seven
(`StandardLowHand`), ace-to-five (`RegularLowHand`), eight-or-better
(`EightOrBetterLowHand`, `OmahaEightOrBetterLowHand`) — badugi, and
Kuhn / Leduc / Rhode Island / royal hold'em hands; to add once showdown has
those games.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "pokerkit"
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
        "short-deck (ShortDeckHoldemHand)",
        "omaha (OmahaHoldemHand)",
        "greek hold'em",
        "deuce-to-seven lowball (StandardLowHand)",
        "ace-to-five lowball (RegularLowHand)",
        "eight-or-better low (hold'em, Omaha)",
        "badugi",
        "kuhn, leduc, rhode island, royal hold'em",
    ]
    RETURNS = (
        "a StandardHighHand whose entry has index (greater = stronger) and label. "
        "Mapped: category = label, strength = entry.index"
    )

    def load(self):
        import pokerkit

        self.pk = pokerkit
        self.order = list(pokerkit.RankOrder.STANDARD.value)

    def encode(self, cards):
        return [card for c in cards for card in self.pk.Card.parse(c)]

    def decode(self, card):
        return repr(card)

    def rank_of(self, card):
        return self.order.index(card.rank)

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        entry = self.pk.StandardHighHand.from_game(cards[:2], cards[2:]).entry
        name = entry.label.value
        return self.NAMES[name], (entry.index,), name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
