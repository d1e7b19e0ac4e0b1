#!/usr/bin/env python3
"""showdown line-protocol adapter for py-poker-equity (PyPI
`py-poker-equity`, module `py_poker_equity`, pinned in
third-party/requirements.txt), hold'em high, 5 to 7 cards.

What py-poker-equity returns: `evaluator.evaluate_hand(hole_cards, board)`
gives a `HandResult`: `hand_rank` 1 (Royal Flush) .. 10 (High Card), lower is
better, `hand_name` (HAND_RANKS), `best_five` and `tiebreaker`, a tuple of
ranks 2..14; `compute_winner` compares hand_rank, then tiebreaker.

Mapping: category = hand_name through NAMES (Royal Flush and Straight Flush
both `straight-flush`); strength = (11 - hand_rank, tiebreaker...), the key
compute_winner compares, turned so that higher is better. Nothing is
corrected.

Cards: the library takes notation strings ("Ah", "10s": a ten is written
10); encoded cards are those strings, read back through its own
`parse_card` (Card(rank 2..14, suit letter)). The first two cards are the
hole cards, the rest the board.

Domain (its docstring): "5-card hands from 7 cards (2 hole + 5 board)"; it
takes any five or more ("Need at least 5 cards"), so 5 to 7. Other games:
none.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402


class Adapter:
    LIBRARY = "py-poker-equity"
    NAMES = {
        "Royal Flush": "straight-flush",
        "Straight Flush": "straight-flush",
        "Four of a Kind": "four-of-a-kind",
        "Full House": "full-house",
        "Flush": "flush",
        "Straight": "straight",
        "Three of a Kind": "three-of-a-kind",
        "Two Pair": "two-pair",
        "Pair": "one-pair",
        "High Card": "high-card",
    }
    OTHER_GAMES = []
    RETURNS = (
        "HandResult: hand_rank 1 (best) .. 10, hand_name, tiebreaker ranks. "
        "Mapped: category = hand_name, strength = (11 - hand_rank, tiebreaker...)"
    )

    def load(self):
        from py_poker_equity import evaluator

        self.ev = evaluator

    def encode(self, cards):
        return [("10" if c[0] == "T" else c[0]) + c[1] for c in cards]

    def decode(self, text):
        card = self.ev.parse_card(text)
        rank = {10: "T", 11: "J", 12: "Q", 13: "K", 14: "A"}.get(card.rank, str(card.rank))
        return rank + card.suit

    def rank_of(self, text):
        return self.ev.parse_card(text).rank

    def suit_of(self, text):
        return self.ev.parse_card(text).suit

    def evaluate(self, cards):
        result = self.ev.evaluate_hand(list(cards[:2]), list(cards[2:]))
        key = (11 - result.hand_rank,) + tuple(result.tiebreaker)
        return self.NAMES[result.hand_name], key, result.hand_name


if __name__ == "__main__":
    sys.exit(showdown_adapter.main(Adapter()))
