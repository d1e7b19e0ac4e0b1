#!/usr/bin/env python3
"""showdown line-protocol adapter for sval (PyPI `sval`, Python with numba,
pinned in third-party/requirements.txt), hold'em high, seven cards. ORDER
ONLY.

What sval returns: a hand is a 52-bit integer (`encode_cards("As5h...")`),
`calculate_index(cards)` its index in the lookup table, and
`rank_lookup[index]` its rank: "Higher ranks are better" (its README). No
category, and the adapter derives none.

Mapping: no category; strength = rank_lookup[calculate_index(cards)],
answered in the protocol's order-only form `order <strength>` (manifest
`answers = "order-only"`). Nothing is corrected.

Cards: each card is encoded on its own with `encode_cards("As")` (one bit)
and read back with `cards_to_string`; a hand is the bits OR-ed together, as
its README shows. Rank = the bit's position // 4, suit its position % 4.

Domain (its README): "Given a set of seven cards": 7 cards. Importing it
reads a 512 KB table and numba compiles on first use: seconds (the manifest
gives it a long start-up). Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "sval"
    NAMES = {}
    ORDER_ONLY = True
    OTHER_GAMES = []
    RETURNS = "rank_lookup[calculate_index(bits)]: higher is better, no category. Mapped: order <rank>"

    def load(self):
        import sval

        self.sval = sval

    def encode(self, cards):
        return [int(self.sval.encode_cards(c)) for c in cards]

    def decode(self, bit):
        return self.sval.cards_to_string(bit)

    def rank_of(self, bit):
        return (bit.bit_length() - 1) // 4

    def suit_of(self, bit):
        return (bit.bit_length() - 1) % 4

    def evaluate(self, cards):
        bits = 0
        for b in cards:
            bits |= b
        return None, (int(self.sval.rank_lookup[self.sval.calculate_index(bits)]),), None


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
