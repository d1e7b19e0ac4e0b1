#!/usr/bin/env python3
"""Confirms what `showdown check --manifest third-party/texas-hold-em-utils/texas-hold-em-utils.toml`
reports on texas-hold-em-utils 0.1.17, calling `hands.HandOfFive` directly (no adapter).

Run: third-party/.venv/bin/python third-party/texas-hold-em-utils/confirm.py
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from confirm_helpers import answer_hands, finish, report  # noqa: E402
from texas_hold_em_utils.card import Card  # noqa: E402
from texas_hold_em_utils.hands import HandOfFive  # noqa: E402


def cards(text):
    return [Card().from_str(c[0], c[1]) for c in text.split()]


def best(hole, board):
    h = HandOfFive(cards(hole), cards(board))
    return h, "%s [%s]" % (h.get_hand_rank_name(), ", ".join(c.name() for c in h.hand))


NAMES = {"High Card": "high-card", "Pair": "one-pair", "Two Pair": "two-pair",
         "Three of a Kind": "three-of-a-kind", "Straight": "straight", "Flush": "flush",
         "Full House": "full-house", "Four of a Kind": "four-of-a-kind",
         "Straight Flush": "straight-flush", "Royal Flush": "straight-flush"}


def direct(hand):
    """A request line: the hand cards last (the manifest's order), the community first."""
    cards = hand.split()
    h, said = best(" ".join(cards[-2:]), " ".join(cards[:-2]))
    key = [h.hand_rank] + [c.rank for c in h.hand]
    return said, "%s %s" % (NAMES[h.get_hand_rank_name()], ".".join(str(x) for x in key))


answer_hands(direct)

h, said = best("7d Ah", "8h 2c 3c 4c 5c")
report("A-2-3-4-5 is not a straight", "hole 7d Ah, board 8h 2c 3c 4c 5c", said,
       "Straight, five high", h.get_hand_rank_name() != "Straight")

h, said = best("5d 7d", "2d 3c 2c 4c Ac")
report("A-2-3-4-5 with a pair is scored as the pair", "hole 5d 7d, board 2d 3c 2c 4c Ac", said,
       "Straight, five high", h.get_hand_rank_name() == "Pair")

h, said = best("Ac 4c", "2c 5c 2d 3c 2h")
report("A-2-3-4-5 of one suit is a flush, not a straight flush", "hole Ac 4c, board 2c 5c 2d 3c 2h",
       said, "Straight Flush, five high", h.get_hand_rank_name() == "Flush")

h, said = best("8h 8d", "3h 4h 5h 6h 7h")
report("a six-card straight flush is scored as its lowest five", "hole 8h 8d, board 3h 4h 5h 6h 7h",
       said, "Straight Flush, eight high", [c.rank for c in h.hand][0] != 6)

finish()
