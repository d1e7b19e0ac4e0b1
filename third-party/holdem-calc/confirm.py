#!/usr/bin/env python3
"""Confirms what `showdown check --manifest third-party/holdem-calc/holdem-calc.toml` reports
on holdem-calc 1.0.0, calling `holdem_functions.detect_hand` directly (no adapter), as its
odds calculator does.

Run: third-party/.venv/bin/python third-party/holdem-calc/confirm.py
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from confirm_helpers import finish, report  # noqa: E402
from holdem_calc import holdem_functions as hf  # noqa: E402


def detect(hole, board):
    hole = [hf.Card(c) for c in hole.split()]
    board = [hf.Card(c) for c in board.split()]
    suit_histogram, histogram, max_suit = hf.preprocess_board(board)
    return hf.detect_hand(hole, board, suit_histogram, histogram, max_suit)


a = detect("5d 2c", "Kh Kd 9s 9c 5h")
b = detect("3d 2s", "Ks Kc 9h 9d 4c")
report("three pairs: the kicker skips the third pair (K-K-9-9-5 loses to K-K-9-9-4)",
       "hole 5d 2c, board Kh Kd 9s 9c 5h  vs  hole 3d 2s, board Ks Kc 9h 9d 4c",
       "%s vs %s" % (a, b), "the first wins (the five of the third pair is its kicker)", a < b)

finish()
