#!/usr/bin/env python3
"""Confirms what `showdown check --manifest
third-party/poker-equity-deuce-to-seven/poker-equity-deuce-to-seven.toml` reports on
poker-equity 0.1.1 in deuce-to-seven, calling `poker_equity.score_batch("deuce_seven", [hand])`
directly (no adapter), the hand as poker-equity's card names joined ("KhQsKdKcQcKs"). Its score
is "lower is better" and names no category. With hands as arguments, prints `hand => its score
=> minus the score`, the number the order-only check judged (the adapter answers
`order <-score>`).

Its five-card scores are right (the check found no problem in 23,000 five-card hands); six and
seven cards are not scored by their best five-card low.

Run: third-party/.venv/bin/python third-party/poker-equity-deuce-to-seven/confirm.py
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from confirm_helpers import answer_hands, finish, report  # noqa: E402
import poker_equity  # noqa: E402


def score(hand):
    return poker_equity.score_batch("deuce_seven", ["".join(hand.split())])[0]


def direct(hand):
    got = score(hand)
    return "score %d" % got, str(-got)


answer_hands(direct)

# K-K-K-K-Q-Q: its best deuce-to-seven low is the full house K-K-K-Q-Q, a better low than
# K-K-K-A-A (the best of K-K-K-A-A-A): lower is better, so its score must be the lower.
better, worse = "Kh Qs Kd Kc Qc Ks", "Kd Ad Ah Kh Kc Ac"
b, w = score(better), score(worse)
report("K-K-K-K-Q-Q (low K-K-K-Q-Q) scores worse than K-K-K-A-A-A (low K-K-K-A-A)",
       "%s vs %s" % (better, worse), "%d vs %d" % (b, w), "the first scores lower", b > w)

# Six diamonds A-K-Q-J-T-7: the best low drops the ace, K-Q-J-T-7, better than K-Q-J-T-8.
better, worse = "7d Qd Td Jd Ad Kd", "8h Jh Th Ah Kh Qh"
b, w = score(better), score(worse)
report("two six-card flushes whose lows differ (K-Q-J-T-7, K-Q-J-T-8) score the same",
       "%s vs %s" % (better, worse), "%d vs %d" % (b, w), "the first scores lower", b == w)

finish()
