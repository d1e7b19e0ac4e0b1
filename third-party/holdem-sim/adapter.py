#!/usr/bin/env python3
"""showdown line-protocol adapter for holdem-sim (PyPI `holdem-sim`, pinned
in third-party/requirements.txt), hold'em high, 5 to 7 cards.

What holdem-sim returns: `simulation.evaluate_hand(hole_cards, flop, turn,
river)` gives the best hand as a `poker_functions.Hand`: `type` ("hc",
"pair", "2pair", "3ok", "straight", "flush", "boat", "4ok",
"straight_flush"), `hand_value` 1..9 (HAND_VALUES), and up to three ranks
2..14: `high_value`, `low_value`, `kicker`. Its simulation picks winners with
`score_game`: hand_value, then for straights and flushes high_value; for a
full house ("boat") high_value then low_value; for high card, pair, two pair
and trips high_value, low_value, kicker; for quads low_value.

Mapping: category = type through NAMES; strength = (hand_value, the fields
score_game compares for that type, in its order) — the library's own winner
test written as a key (higher is better). Nothing is corrected: what
score_game does not compare does not count.

Cards: `poker_functions.Card("As")` (rank 2-9/T/J/Q/K/A, suit c/d/h/s, its own
form), read back from its `name`; `value` 2..14. The first two cards are the
hole cards, the next three the flop, then the turn and the river.

Domain (its docs): hole cards and a flop, turn and river, at least five
cards: 5 to 7. Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

# score_game's comparisons after hand_value, by type.
COMPARED = {
    "flush": ("high_value",),
    "straight": ("high_value",),
    "straight_flush": ("high_value",),
    "boat": ("high_value", "low_value"),
    "2pair": ("high_value", "low_value", "kicker"),
    "hc": ("high_value", "low_value", "kicker"),
    "3ok": ("high_value", "low_value", "kicker"),
    "pair": ("high_value", "low_value", "kicker"),
    "4ok": ("low_value",),
}


class Adapter:
    LIBRARY = "holdem-sim"
    NAMES = {
        "hc": "high-card",
        "pair": "one-pair",
        "2pair": "two-pair",
        "3ok": "three-of-a-kind",
        "straight": "straight",
        "flush": "flush",
        "boat": "full-house",
        "4ok": "four-of-a-kind",
        "straight_flush": "straight-flush",
    }
    OTHER_GAMES = []
    RETURNS = (
        "Hand: type, hand_value 1..9, high_value, low_value, kicker; score_game compares "
        "hand_value then some of these by type. Mapped: category = type, strength = that key"
    )

    def load(self):
        from holdem_sim import poker_functions, simulation

        self.pf = poker_functions
        self.sim = simulation

    def encode(self, cards):
        return [self.pf.Card(c) for c in cards]

    def decode(self, card):
        return card.name

    def rank_of(self, card):
        return card.value

    def suit_of(self, card):
        return card.suit

    def evaluate(self, cards):
        cards = list(cards)
        hand = self.sim.evaluate_hand(cards[:2], cards[2:5], cards[5:6], cards[6:7])
        key = (hand.hand_value,) + tuple(getattr(hand, f) for f in COMPARED[hand.type])
        return self.NAMES[hand.type], key, hand.type


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
