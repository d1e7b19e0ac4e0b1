#!/usr/bin/env python3
"""Confirms what `showdown check --manifest third-party/pyholdem/pyholdem.toml`
reports on pyholdem 0.0.2, calling `holdem.evaluate_hand` directly (no adapter).

Run: third-party/.venv-apart/bin/python third-party/pyholdem/confirm.py
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from confirm_helpers import answer_hands, finish, report  # noqa: E402
import holdem  # noqa: E402

SUITS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
CATEGORIES = {1: "high-card", 2: "one-pair", 3: "two-pair", 4: "three-of-a-kind", 5: "straight",
              6: "flush", 7: "full-house", 8: "four-of-a-kind", 9: "straight-flush",
              10: "straight-flush"}


def cards(text):
    """pyholdem's cards: Card(suit symbol, rank string, a ten written "10")."""
    return [holdem.Card(SUITS[c[1]], "10" if c[0] == "T" else c[0]) for c in text.split()]


def score(text):
    return holdem.evaluate_hand(cards(text))


def direct(hand):
    s = score(hand)
    return repr(s), "%s %s" % (CATEGORIES[s[0]], ".".join(str(x) for x in s))


answer_hands(direct)

# Three pairs: the kicker is the third pair's rank, not the best card left.
a, b = score("3s 4c 3h 9c 2d 2c 4d"), score("8h 2h 3d 5c 4c 3s 4d")
report("three pairs: the third pair is the kicker, the higher single card is not: "
       "4-4-3-3 with a 9 scores below 4-4-3-3 with an 8",
       "3s 4c 3h 9c 2d 2c 4d  vs  8h 2h 3d 5c 4c 3s 4d", "%r vs %r" % (a, b),
       "the first wins (4-4-3-3-9 beats 4-4-3-3-8)", a < b)

# Four of a kind: the kicker is the next group's rank (a pair), not the best card left.
a, b = score("5h 5d 5c 5s 3h 3d Ac"), score("5h 5d 5c 5s Kh Kd 2c")
report("four of a kind: the kicker is the pair beside it, not the highest card: "
       "5-5-5-5-A scores below 5-5-5-5-K",
       "5h 5d 5c 5s 3h 3d Ac  vs  5h 5d 5c 5s Kh Kd 2c", "%r vs %r" % (a, b),
       "the first wins (ace kicker)", a < b)

# High cards compare every card given, not the best five.
a, b = score("Ac Qd 9h 7s 5c 3d"), score("Ad Qs 9c 7h 5d 2h")
report("a six-card high card is compared on all six cards: A-Q-9-7-5 with a 3 beats it with a 2",
       "Ac Qd 9h 7s 5c 3d  vs  Ad Qs 9c 7h 5d 2h", "%r vs %r" % (a, b),
       "a tie (both A-Q-9-7-5)", a != b)

# A flush keeps every card of its suit.
a, b = score("Ah Kh 9h 7h 4h 3h 2c"), score("Ah Kh 9h 7h 4h 2h 3c")
report("a six-card flush is compared on all six suited cards",
       "Ah Kh 9h 7h 4h 3h 2c  vs  Ah Kh 9h 7h 4h 2h 3c", "%r vs %r" % (a, b),
       "a tie (both A-K-9-7-4 of hearts)", a != b)

# Two pairs found among three: hands that are the same score equal only by chance.
a, b = score("2c 3h 5h 3d 5d 2h 4d"), score("5d 2s 6d 2c 3h 5h 3d")
report("three pairs with different kickers score equal: 5-5-3-3-4 and 5-5-3-3-6 both (3, 5, 3, 2)",
       "2c 3h 5h 3d 5d 2h 4d  vs  5d 2s 6d 2c 3h 5h 3d", "%r vs %r" % (a, b),
       "the second wins (6 kicker)", a == b)

finish()
