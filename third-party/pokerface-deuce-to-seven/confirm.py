#!/usr/bin/env python3
"""Confirms what `showdown check --manifest
third-party/pokerface-deuce-to-seven/pokerface-deuce-to-seven.toml` reports on pokerface 1.0.2
in deuce-to-seven, calling `pokerface.Lowball27Evaluator().evaluate_hand(cards, [])` directly
(no adapter) with pokerface's own cards (`parse_cards`). pokerface names no category: its hand
has an `index`, and for its low hands a higher index is the better low (the hand's own `<`).
With hands as arguments, prints `hand => the hand pokerface returns => its index`, the number
the order-only check judged (the adapter answers `order <index>`).

Run: third-party/.venv/bin/python third-party/pokerface-deuce-to-seven/confirm.py
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from confirm_helpers import answer_hands, finish, report  # noqa: E402
import pokerface  # noqa: E402

EVALUATOR = pokerface.Lowball27Evaluator()


def low(hand):
    return EVALUATOR.evaluate_hand(list(pokerface.parse_cards(hand.replace(" ", ""))), [])


def direct(hand):
    got = low(hand)
    return "%s index %d" % (type(got).__name__, got.index), str(got.index)


answer_hands(direct)

# In deuce-to-seven the ace is high only and A-2-3-4-5 is no straight: A-5-4-3-2 is an ace-high
# low, better than A-6-4-3-2 (the second card decides: 5 under 6).
better, worse = "Ah 3c 5c 4c 2c", "3s 4s 2c 6c As"
b, w = low(better), low(worse)
report("A-5-4-3-2 (no straight in deuce-to-seven) is a worse low than A-6-4-3-2",
       "%s vs %s" % (better, worse), "index %d vs %d" % (b.index, w.index),
       "the first is the better low (the higher index)", b.index < w.index)

# Six cards A-A-5-4-3-2: the low is A-5-4-3-2 as above, the same as A-6-5-4-3-2's.
one, other = "As 3c Ah 5c 4c 2c", "5h Ah 2c 3c 4d 6s"
a, c = low(one), low(other)
report("two six-card hands whose low is the same A-5-4-3-2 score differently",
       "%s vs %s" % (one, other), "index %d vs %d" % (a.index, c.index), "equal indices",
       a.index != c.index)

finish()
