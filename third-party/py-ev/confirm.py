#!/usr/bin/env python3
"""Confirms what `showdown check --manifest third-party/py-ev/py-ev.toml` reports on py-ev
0.0.10, calling `py_ev.Evaluator().evaluate` directly (no adapter). Cards are py-ev's
(rank 2..14, suit 1..4) tuples.

Run: third-party/.venv/bin/python third-party/py-ev/confirm.py
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from confirm_helpers import answer_hands, finish, report  # noqa: E402
from py_ev import Evaluator  # noqa: E402


def tuples(text):
    return [("23456789TJQKA".index(c[0]) + 2, "cdhs".index(c[1]) + 1) for c in text.split()]


def score(text):
    cards = tuples(text)
    return Evaluator().evaluate(cards[:2], cards[2:], ranking=True, name=True)


NAMES = {"High card": "high-card", "One pair": "one-pair", "Two pair": "two-pair",
         "Three of a kind": "three-of-a-kind", "Straight": "straight", "Flush": "flush",
         "Full House": "full-house", "Four of a Kind": "four-of-a-kind", "Straight Flush": "straight-flush"}


def direct(hand):
    value, name = score(hand)
    return (value, name), "%s %d" % (NAMES[name], value)


answer_hands(direct)

a, b = score("4c 4d 4h 3s 2c"), score("3c 3d 3h As Kd")
report("kickers outweigh the trips' rank: 3-3-3-A-K above 4-4-4-3-2",
       "4c 4d 4h 3s 2c  vs  3c 3d 3h As Kd", "%s vs %s" % (a, b), "the first wins", a[0] < b[0])

a, b = score("Tc Td Th Ac 2d"), score("Ts Td Th Kc Qd")
report("different kickers score equal: T-T-T-A-2 ties T-T-T-K-Q",
       "Tc Td Th Ac 2d  vs  Ts Td Th Kc Qd", "%s vs %s" % (a, b), "the first wins (ace kicker)", a[0] == b[0])

a, b = score("Qc 3d 3c Ks Ac"), score("2h 3d 5c 4d 4c")
report("a pair's kickers outweigh the pair: 3-3-A-K-Q above 4-4-5-3-2",
       "Qc 3d 3c Ks Ac  vs  2h 3d 5c 4d 4c", "%s vs %s" % (a, b), "the second wins (fours)", a[0] > b[0])

finish()
