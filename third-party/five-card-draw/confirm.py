#!/usr/bin/env python3
"""Confirms what `showdown check --manifest third-party/five-card-draw/five-card-draw.toml`
reports on five-card-draw 1.1.0, calling `fcd_functions.score_hand` directly (no adapter), with
its own cards (suit letter, then the number 2..14). With hands as arguments, prints
`hand => (score, handtype) => category` for each.

Run: third-party/.venv/bin/python third-party/five-card-draw/confirm.py
"""
import contextlib
import io
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from confirm_helpers import answer_hands, finish, report  # noqa: E402
from five_card_draw import fcd_functions  # noqa: E402

NAMES = {"HIGH CARD": "high-card", "PAIR": "one-pair", "TWO PAIR": "two-pair",
         "TRIPS": "three-of-a-kind", "STRAIGHT": "straight", "FLUSH": "flush",
         "FULL HOUSE": "full-house", "FOUR OF A KIND": "four-of-a-kind",
         "STRAIGHT FLUSH": "straight-flush", "ROYAL FLUSH": "straight-flush"}


def score(hand):
    cards = [c[1].upper() + str("23456789TJQKA".index(c[0]) + 2) for c in hand.split()]
    with contextlib.redirect_stdout(io.StringIO()):  # it prints every hand's type
        return fcd_functions.score_hand(cards)


def direct(hand):
    got = score(hand)
    return got, NAMES[got[1]]


answer_hands(direct)

for hand in ["2c Ad 3c 4c 5c", "3c As 5s 2d 4h"]:
    got = score(hand)
    report("A-2-3-4-5 is not a straight", hand, got, "STRAIGHT", got[1] == "HIGH CARD")

got = score("2c 3c 4c 5c Ac")
report("A-2-3-4-5 of one suit is a flush", "2c 3c 4c 5c Ac", got, "STRAIGHT FLUSH", got[1] == "FLUSH")

finish()
