#!/usr/bin/env python3
"""Sorts the 4,824 hands of ladder.txt with rlcard's own compare_hands (as the
adapter does) and checks the result against make_ladder.py's plain
evaluator (the best of the 21 five-card subsets): each hand must be strictly
below the next, by compare_hands asked again and by the plain values. Prints
the first disagreements and their count; exit 0 when there is none.

Run: third-party/.venv/bin/python third-party/rlcard/check_ladder.py
(about ten seconds)."""
import functools
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_ladder  # noqa: E402
from rlcard.games.limitholdem.utils import compare_hands  # noqa: E402


def cards(hand):
    return [c[1].upper() + c[0] for c in hand]


def verdict(a, b):
    return {(1, 0): 1, (0, 1): -1, (1, 1): 0}[tuple(compare_hands([cards(a), cards(b)]))]


with open(os.path.join(HERE, "ladder.txt")) as f:
    hands = [line.split() for line in f if line.strip()]
ordered = sorted(hands, key=functools.cmp_to_key(verdict))
values = [make_ladder.value(h) for h in ordered]
bad = 0
for i in range(len(ordered) - 1):
    if values[i] >= values[i + 1] or verdict(ordered[i], ordered[i + 1]) != -1:
        bad += 1
        if bad <= 10:
            print("disagree: %s (%s) then %s (%s)" % (" ".join(ordered[i]), values[i],
                                                      " ".join(ordered[i + 1]), values[i + 1]))
print("%d hands sorted by compare_hands; %d neighbour pairs disagree with the plain evaluator"
      % (len(ordered), bad))
sys.exit(1 if bad else 0)
