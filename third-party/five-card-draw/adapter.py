#!/usr/bin/env python3
"""showdown line-protocol adapter for five-card-draw (PyPI `five-card-draw`,
a video-poker game, pinned in third-party/requirements.txt), five-card
hands. CATEGORY ONLY.

What five-card-draw returns: `fcd_functions.score_hand(hand)` gives
(score, handtype): handtype "HIGH CARD", "PAIR", "TWO PAIR", "TRIPS",
"STRAIGHT", "FLUSH", "FULL HOUSE", "FOUR OF A KIND", "STRAIGHT FLUSH" or
"ROYAL FLUSH", and a score in that category's band of its payout table
(high card 0-14 ... royal flush 135). The bands exist "to allow for payouts"
(its docstring): within a band the score follows the top card only, not the
order of poker hands, so the adapter does not offer it as a strength.

Mapping: category = handtype through NAMES (ROYAL FLUSH and STRAIGHT FLUSH
both `straight-flush`); no strength (manifest `strength = false`). Nothing
is corrected. (It prints each hand's type; the shared module sends that to
stderr.)

Cards: suit letter then number, "H5", "C14" (its `build_deck`: numbers 2..14,
suits H, S, C, D); read back by splitting that string as `score_hand` does.

Domain (its docs): a five-card hand. Other games: none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

RANKS = "23456789TJQKA"


class Adapter:
    LIBRARY = "five-card-draw"
    NAMES = {
        "HIGH CARD": "high-card",
        "PAIR": "one-pair",
        "TWO PAIR": "two-pair",
        "TRIPS": "three-of-a-kind",
        "STRAIGHT": "straight",
        "FLUSH": "flush",
        "FULL HOUSE": "full-house",
        "FOUR OF A KIND": "four-of-a-kind",
        "STRAIGHT FLUSH": "straight-flush",
        "ROYAL FLUSH": "straight-flush",
    }
    OTHER_GAMES = []
    RETURNS = "score_hand: (payout-band score, handtype). Mapped: category = handtype, no strength"

    def load(self):
        from five_card_draw import fcd_functions

        self.f = fcd_functions
        assert set(self.f.build_deck()) == {s + str(n) for n in range(2, 15) for s in "HSCD"}

    def encode(self, cards):
        return [c[1].upper() + str(RANKS.index(c[0]) + 2) for c in cards]

    def decode(self, card):
        return RANKS[int(card[1:]) - 2] + card[0].lower()

    def rank_of(self, card):
        return int(card[1:])

    def suit_of(self, card):
        return card[0]

    def evaluate(self, cards):
        _, handtype = self.f.score_hand(list(cards))
        return self.NAMES[handtype], None, handtype


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
