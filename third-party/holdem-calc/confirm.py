#!/usr/bin/env python3
"""Confirms what `showdown check --manifest third-party/holdem-calc/holdem-calc.toml` reports
on holdem-calc 1.0.0, calling `holdem_functions.detect_hand` directly (no adapter), as its
odds calculator does.

Run: third-party/.venv/bin/python third-party/holdem-calc/confirm.py
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from confirm_helpers import answer_hands, finish, report  # noqa: E402
from holdem_calc import holdem_functions as hf  # noqa: E402


def detect(hole, board):
    hole = [hf.Card(c) for c in hole.split()]
    board = [hf.Card(c) for c in board.split()]
    suit_histogram, histogram, max_suit = hf.preprocess_board(board)
    return hf.detect_hand(hole, board, suit_histogram, histogram, max_suit)


def flatten(value):
    if isinstance(value, (list, tuple)):
        return [x for v in value for x in flatten(v)]
    return [value]


NAMES = {"High Card": "high-card", "Pair": "one-pair", "Two Pair": "two-pair",
         "Three of a Kind": "three-of-a-kind", "Straight": "straight", "Flush": "flush",
         "Full House": "full-house", "Four of a Kind": "four-of-a-kind",
         "Straight Flush": "straight-flush", "Royal Flush": "straight-flush"}


def direct(hand):
    """A request line: hole cards last. The answer as the adapter packs it:
    the category, then the rest flattened as twelve base-16 digits."""
    cards = hand.split()
    result = detect(" ".join(cards[-2:]), " ".join(cards[:-2]))
    packed = sum(x << (4 * (11 - i)) for i, x in enumerate(flatten(result[1:])))
    return result, "%s %d.%d" % (NAMES[hf.hand_rankings[result[0]]], result[0], packed)


answer_hands(direct)

a = detect("5d 2c", "Kh Kd 9s 9c 5h")
b = detect("3d 2s", "Ks Kc 9h 9d 4c")
report("three pairs: the kicker skips the third pair (K-K-9-9-5 loses to K-K-9-9-4)",
       "hole 5d 2c, board Kh Kd 9s 9c 5h  vs  hole 3d 2s, board Ks Kc 9h 9d 4c",
       "%s vs %s" % (a, b), "the first wins (the five of the third pair is its kicker)", a < b)

finish()
