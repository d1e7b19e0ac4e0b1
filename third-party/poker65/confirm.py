#!/usr/bin/env python3
"""Confirms what `showdown check --manifest third-party/poker65/poker65.toml` reports on
Poker65 0.0.5, calling `Poker65.hands.get_best_hand` directly (no adapter) on seven
`Poker65.card.Card`s. With hands as arguments, prints `hand => repr of the hand it
returns => category strength` for each, the strength being the hand's place among the
hands of ladder.txt sorted here with Poker65's own `compare` (as the adapter's header
says; Poker65 gives no number of its own).

Run: third-party/.venv/bin/python third-party/poker65/confirm.py
"""
import functools
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
from confirm_helpers import answer_hands, finish, report  # noqa: E402
from Poker65.card import Card  # noqa: E402
from Poker65.hands import get_best_hand  # noqa: E402

NAMES = {"HighCard": "high-card", "OnePair": "one-pair", "TwoPair": "two-pair",
         "ThreeOfAKind": "three-of-a-kind", "Straight": "straight", "Flush": "flush",
         "FullHouse": "full-house", "FourOfAKind": "four-of-a-kind",
         "StraightFlush": "straight-flush", "RoyalFlush": "straight-flush"}


def best(hand):
    return get_best_hand([Card(c[1].upper(), c[0]) for c in hand.split()])


_ladder = []


def strength(got):
    """2 * the ladder's hands below `got`, + 1 when it ties one (Poker65's compare only)."""
    if not _ladder:
        with open(os.path.join(HERE, "ladder.txt")) as f:
            _ladder.extend(best(line) for line in f if line.strip())
        _ladder.sort(key=functools.cmp_to_key(lambda a, b: a.compare(b)))
    below = sum(1 for h in _ladder if h.compare(got) < 0)
    ties = any(h.compare(got) == 0 for h in _ladder)
    return 2 * below + (1 if ties else 0)


def direct(hand):
    got = best(hand)
    return repr(got), "%s %d" % (NAMES[got.hand_type], strength(got))


answer_hands(direct)

# The wheel: get_best_hand's straight search runs its top card from the ace down to the six only.
hand = "8d 2h 3h 4h 5h 7c Ad"  # wild-pypi/poker65-wheel-in-seven
got = best(hand)
report("A-2-3-4-5 is not a straight", hand, repr(got), "Straight (five high)",
       got.hand_type == "HighCard")
hand = "2h 5h 2d 3h 2s Ah 4h"  # wild-pypi/poker65-steel-wheel-in-seven
got = best(hand)
report("A-2-3-4-5 of one suit is not a straight flush", hand, repr(got),
       "StraightFlush (five high)", got.hand_type == "Flush")

finish()
