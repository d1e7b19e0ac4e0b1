#!/usr/bin/env python3
"""showdown line-protocol adapter for py-ev (PyPI `py-ev`, module `py_ev`,
pinned in third-party/requirements.txt), hold'em high, 5 to 7 cards.

What py-ev returns: `Evaluator().evaluate(holecards, board, ranking=True,
name=True)` gives (score, name): score = category * 1,000,000 + a kicker
number, category 1 (high card) .. 9 (straight flush), the kicker number the
deciding ranks (2..14) weighted by powers of ten; name is "High card", "One
pair", "Two pair", "Three of a kind", "Straight", "Flush", "Full House",
"Four of a Kind" or "Straight Flush". Higher scores win (its `equity`
compares them).

Mapping: category = the name through NAMES; strength = score (one integer).
Nothing is corrected: kickers that overflow their power of ten go out as
py-ev adds them up.

Cards: a card is the tuple (rank, suit), rank 2..14, suit 1..4 (its
`build_deck`); py-ev names no suits, so c, d, h, s are 1, 2, 3, 4 and a card
is read back from the tuple. The first two cards are the hole cards.

Domain (its README): two hole cards and a board, so 5 to 7 cards. Other
games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

RANKS = "23456789TJQKA"
SUITS = "cdhs"


class Adapter:
    LIBRARY = "py-ev"
    NAMES = {
        "High card": "high-card",
        "One pair": "one-pair",
        "Two pair": "two-pair",
        "Three of a kind": "three-of-a-kind",
        "Straight": "straight",
        "Flush": "flush",
        "Full House": "full-house",
        "Four of a Kind": "four-of-a-kind",
        "Straight Flush": "straight-flush",
    }
    OTHER_GAMES = []
    RETURNS = (
        "evaluate(..., name=True): (category 1..9 * 1e6 + kicker number, name). "
        "Mapped: category = name, strength = the score"
    )

    def load(self):
        from py_ev import Evaluator

        self.ev = Evaluator()
        deck = Evaluator.build_deck()
        assert deck[0] == (2, 1) and deck[-1] == (14, 4)

    def encode(self, cards):
        return [(RANKS.index(c[0]) + 2, SUITS.index(c[1]) + 1) for c in cards]

    def decode(self, card):
        return RANKS[card[0] - 2] + SUITS[card[1] - 1]

    def rank_of(self, card):
        return card[0]

    def suit_of(self, card):
        return card[1]

    def evaluate(self, cards):
        score, name = self.ev.evaluate(list(cards[:2]), list(cards[2:]), ranking=True, name=True)
        return self.NAMES[name], (score,), name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
