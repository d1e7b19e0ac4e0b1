#!/usr/bin/env python3
"""Confirms what `showdown check --manifest third-party/texas/texas.toml` reports on texas
0.0.2, calling `hand.Hand.from_cards` directly (no adapter).

Run: third-party/.venv/bin/python third-party/texas/confirm.py
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from confirm_helpers import answer_hands, finish, report  # noqa: E402
from texas.card import Card, Number, Suit  # noqa: E402
from texas.hand import Hand  # noqa: E402

SUITS = {"s": "spade", "h": "heart", "d": "diamond", "c": "club"}
NUMBERS = {"A": 1, "T": 10, "J": 11, "Q": 12, "K": 13}


def hand(text):
    cards = [Card(suit=Suit(SUITS[c[1]]), number=Number(NUMBERS.get(c[0]) or int(c[0])))
             for c in text.split()]
    return Hand.from_cards(cards)


def show(h):
    return "%s %s" % (h.name.name, " ".join(str(c) for c in h.cards))


NAMES = {"high_cards": "high-card", "one_pair": "one-pair", "two_pair": "two-pair",
         "three_of_a_kind": "three-of-a-kind", "straight": "straight", "flush": "flush",
         "full_house": "full-house", "four_of_a_kind": "four-of-a-kind", "straight_flush": "straight-flush"}


def direct(text):
    h = hand(text)
    key = [int(h.name)] + [c.number.priority for c in h.cards]
    return show(h), "%s %s" % (NAMES[h.name.name], ".".join(str(x) for x in key))


answer_hands(direct)

for text, right in [
    ("2d 8d 7d 5d 4d 3d", "flush 8-7-5-4-3"),
    ("8h 2h 7h 3h 4h 6h", "flush 8-7-6-4-3"),
]:
    h = hand(text)
    best = sorted((c.number.priority for c in h.cards), reverse=True)
    report("six cards of one suit: the flush keeps a low card and drops a higher one", text,
           show(h), right, h.name.name == "flush" and 2 in best)

a, b = hand("Ah Kh 9h 7h 4h Qh 2c"), hand("Ah Kh 9h 7h 4h 3c 2d")
report("a sixth heart above the board's flush does not count: A-K-Q-9-7 ties A-K-9-7-4",
       "Ah Kh 9h 7h 4h Qh 2c  vs  Ah Kh 9h 7h 4h 3c 2d", "%s / %s, equal: %s" % (show(a), show(b), a == b),
       "the first wins (A-K-Q-9-7)", a == b)

finish()
