#!/usr/bin/env python3
"""Confirms what `showdown check --manifest third-party/cthpoker/cthpoker.toml` reports on
CTHPoker 1.0.3, calling `cthpoker.findCombo` directly (no adapter), with the card numbers of
THPoker's `hardcore.hcard` (weight 2..14 times 10, plus suit c=1 d=2 h=3 s=4).

Run: third-party/.venv/bin/python third-party/cthpoker/confirm.py
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import cthpoker  # noqa: E402
from confirm_helpers import answer_hands, finish, report  # noqa: E402

WEIGHTS = {r: i + 2 for i, r in enumerate("23456789TJQKA")}
SUITS = {s: i + 1 for i, s in enumerate("cdhs")}


def numbers(text):
    return [WEIGHTS[c[0]] * 10 + SUITS[c[1]] for c in text.split()]


TYPES = [None, "high-card", "one-pair", "two-pair", "three-of-a-kind", "straight", "flush",
         "full-house", "four-of-a-kind", "straight-flush"]


def direct(hand):
    got = cthpoker.findCombo(numbers(hand))
    return got, "%s %s" % (TYPES[got[0]], ".".join(str(x) for x in got))


answer_hands(direct)

for hand, right in [
    ("2c Ad 3c 4c 5c", "[5, 5] (a straight, five high)"),
    ("3c As 5s 2d 4h", "[5, 5] (a straight, five high)"),
]:
    got = cthpoker.findCombo(numbers(hand))
    report("A-2-3-4-5 is not a straight", hand, got, right, got[0] == 1)

hand = "2d 3c 2c 4c Ac 5d"
got = cthpoker.findCombo(numbers(hand))
report("A-2-3-4-5 with a pair is scored as the pair", hand, got, "[5, 5] (a straight)", got[0] == 2)

hand = "2c 3c 4c 5c Ac"
got = cthpoker.findCombo(numbers(hand))
report("A-2-3-4-5 of one suit is a flush, not a straight flush", hand, got,
       "[9, 5] (a straight flush, five high)", got[0] == 6)

finish()
