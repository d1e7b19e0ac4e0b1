#!/usr/bin/env python3
"""Confirms what `showdown check --manifest third-party/hand-evaluator/hand-evaluator.toml`
reports on hand-evaluator 0.0.1a0, calling `evaluator.hand.Hand(...).get_rank()` directly (no
adapter). With hands as arguments, prints `hand => get_rank() => category` for each.

Run: third-party/.venv/bin/python third-party/hand-evaluator/confirm.py
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from confirm_helpers import answer_hands, finish, report  # noqa: E402
from evaluator.hand import Hand  # noqa: E402

NAMES = {"High Card": "high-card", "Pair!": "one-pair", "Two pairs!": "two-pair",
         "Three of a kind!": "three-of-a-kind", "Straight": "straight", "Flush": "flush",
         "Full house!": "full-house", "Four of a kind!": "four-of-a-kind",
         "Straight Flush!": "straight-flush", "Royal Flush!": "straight-flush"}


def rank(hand):
    return Hand([("10" if c[0] == "T" else c[0]) + c[1] for c in hand.split()]).get_rank()


def direct(hand):
    name = rank(hand)
    return name, NAMES[name]


answer_hands(direct)

for hand, right, wrong in [
    ("4c 3c 2c 5s 7c", "High Card", "Straight"),
    ("2s 3h 5c 5h 4c", "Pair!", "Straight"),
]:
    got = rank(hand)
    report("the straight test never looks at the highest card", hand, got, right, got == wrong)

for hand, right, wrong in [
    ("4c 6c 2c 7c 3d", "High Card", "Flush"),
    ("Ah Kh Qh 9h Ad", "Pair!", "Flush"),
]:
    got = rank(hand)
    report("the flush test never looks at the fifth card's suit", hand, got, right, got == wrong)

got = rank("7c 4c 2c 3c 5c")
report("a flush whose four lowest cards run is a straight flush", "7c 4c 2c 3c 5c", got, "Flush",
       got == "Straight Flush!")

finish()
