#!/usr/bin/env python3
"""showdown line-protocol adapter for pokerfast (PyPI `pokerfast`, pinned in
third-party/requirements.txt), hold'em high, 5 to 7 cards. ORDER ONLY.

What pokerfast returns: `pokerfast.eval7(cards)` ("Rank a 5..7 card hand.
`cards` is an iterable of two-character strings") gives "an int whose
ordering matches pokerkit's hand comparison. Bigger is better; equal ints
mean a genuine tie". Its docs say only the order is defined: no category,
and the adapter derives none.

Mapping: no category; strength = the int, answered in the protocol's
order-only form `order <strength>` (manifest `answers = "order-only"`).
Nothing is corrected.

Cards: the library takes the protocol's own text ("As"); its `RANKS` and
`SUITS` strings give each card's rank and suit index (the self-test reads
them there).

Domain (its docs): 5 to 7 cards. Other games: none for ranking (a hold'em
engine, pokerkit accelerators, OMPEval equity).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "pokerfast"
    NAMES = {}
    ORDER_ONLY = True
    OTHER_GAMES = []
    RETURNS = "eval7(cards): an int, bigger is better, only the order defined. Mapped: order <int>"

    def load(self):
        import pokerfast

        self.pf = pokerfast

    def encode(self, cards):
        return tuple(cards)

    def decode(self, card):
        return self.pf.RANKS[self.rank_of(card)] + self.pf.SUITS[self.suit_of(card)]

    def rank_of(self, card):
        return self.pf.RANKS.index(card[0])

    def suit_of(self, card):
        return self.pf.SUITS.index(card[1])

    def evaluate(self, cards):
        return None, (self.pf.eval7(tuple(cards)),), None


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
