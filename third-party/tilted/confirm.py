#!/usr/bin/env python3
"""Confirms what `showdown check --manifest third-party/tilted/tilted.toml` reports on
tilted 0.1.4, comparing hands with tilted's own `Hand` operators directly (no adapter).

Run: third-party/.venv/bin/python third-party/tilted/confirm.py
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from confirm_helpers import answer_hands, finish, report  # noqa: E402
from tilted.enums import CardRank, CardSuit  # noqa: E402
from tilted.models import Card, Hand  # noqa: E402

RANKS = dict(zip("23456789TJQKA", "TWO THREE FOUR FIVE SIX SEVEN EIGHT NINE TEN JACK QUEEN KING ACE".split()))
SUITS = {"c": "CLUBS", "d": "DIAMIONDS", "h": "HEARTS", "s": "SPADES"}


def hand(text):
    return Hand([Card(CardRank[RANKS[c[0]]], CardSuit[SUITS[c[1]]]) for c in text.split()])


def duel(finding, first, second, right, wrong_if_first_wins):
    a, b = hand(first), hand(second)
    said = "first > second: %s, first < second: %s (%s vs %s)" % (a > b, a < b, a.hand_rank.name, b.hand_rank.name)
    reproduces = (a > b) if wrong_if_first_wins else (a < b)
    report(finding, "%s  vs  %s" % (first, second), said, right, reproduces)


NAMES = {"HIGH_CARD": "high-card", "PAIR": "one-pair", "TWO_PAIR": "two-pair",
         "THREE_OF_A_KIND": "three-of-a-kind", "STRAIGHT": "straight", "FLUSH": "flush",
         "FULL_HOUSE": "full-house", "FOUR_OF_A_KIND": "four-of-a-kind",
         "STRAIGHT_FLUSH": "straight-flush", "ROYAL_FLUSH": "straight-flush"}


def compare(a, b):
    return 1 if a > b else -1 if a < b else 0


def ladder():
    """tilted offers only comparisons: one hand per way five cards differ
    (rank multiset, and one suit or not), sorted with tilted's `>` / `<`;
    a hand's place on it is the strength the adapter answers."""
    import functools
    import itertools

    hands = []
    for ranks in itertools.combinations_with_replacement("23456789TJQKA", 5):
        counts = {r: ranks.count(r) for r in ranks}
        if max(counts.values()) > 4:
            continue
        if len(counts) == 5:
            hands.append(" ".join(r + x for r, x in zip(ranks, "cdhsc")))
            hands.append(" ".join(r + "c" for r in ranks))
        else:
            hands.append(" ".join(r + x for r, n in counts.items() for x in "cdhs"[:n]))
    return sorted((hand(h) for h in hands), key=functools.cmp_to_key(compare))


def direct(text):
    h = hand(text)
    rungs = direct.rungs = getattr(direct, "rungs", None) or ladder()
    lo, hi = 0, len(rungs)
    while lo < hi:
        mid = (lo + hi) // 2
        if compare(rungs[mid], h) < 0:
            lo = mid + 1
        else:
            hi = mid
    place = 2 * lo + (1 if lo < len(rungs) and compare(rungs[lo], h) == 0 else 0)
    return h.hand_rank.name, "%s %d" % (NAMES[h.hand_rank.name], place)


answer_hands(direct)

duel("high cards compared from the lowest card up: 7-6-5-4-2 beats 8-5-4-3-2",
     "6c 4c 7h 5s 2c", "5c 2c 3h 8d 4d", "the second wins (eight high)", True)
duel("two pairs compared from the lowest card up: A-A-3-3-2 loses to K-K-Q-Q-J",
     "Ac Ad 3h 3s 2c", "Kc Kd Qh Qs Jc", "the first wins (aces up)", False)

finish()
