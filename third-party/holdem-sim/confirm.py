#!/usr/bin/env python3
"""Confirms what `showdown check --manifest third-party/holdem-sim/holdem-sim.toml` reports on
holdem-sim 0.1.1, calling `simulation.evaluate_hand` and its winner test `score_game` directly
(no adapter).

Run: third-party/.venv/bin/python third-party/holdem-sim/confirm.py
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from confirm_helpers import answer_hands, finish, report  # noqa: E402
from holdem_sim import simulation  # noqa: E402


def hand(text):
    cards = text.split()
    return simulation.evaluate_hand(cards[:2], cards[2:5], cards[5:6], cards[6:7])


def show(h):
    return "%s high=%s low=%s kicker=%s" % (h.type, h.high_value, h.low_value, h.kicker)


class Player:
    def __init__(self, h):
        self.hand, self.wins = h, 0


def winners(*texts):
    players = [Player(hand(t)) for t in texts]
    simulation.score_game(players)
    return [i for i, p in enumerate(players) if p.wins]


COMPARED = {"flush": ("high_value",), "straight": ("high_value",), "straight_flush": ("high_value",),
            "boat": ("high_value", "low_value"), "4ok": ("low_value",),
            "2pair": ("high_value", "low_value", "kicker"), "hc": ("high_value", "low_value", "kicker"),
            "3ok": ("high_value", "low_value", "kicker"), "pair": ("high_value", "low_value", "kicker")}
NAMES = {"hc": "high-card", "pair": "one-pair", "2pair": "two-pair", "3ok": "three-of-a-kind",
         "straight": "straight", "flush": "flush", "boat": "full-house", "4ok": "four-of-a-kind",
         "straight_flush": "straight-flush"}


def direct(text):
    """The answer as score_game compares: hand_value, then its fields for the type."""
    h = hand(text)
    key = [h.hand_value] + [getattr(h, f) for f in COMPARED[h.type]]
    return show(h), "%s %s" % (NAMES[h.type], ".".join(str(x) for x in key))


answer_hands(direct)

h = hand("Jc Tc Kd Ad Qc")
report("A-K-Q-J-T is scored as a straight with high card 2", "Jc Tc Kd Ad Qc", show(h),
       "straight, ace high", h.type == "straight" and h.high_value != 14)

w = winners("Jc Tc Kd Ad Qc", "Jc Kh Tc Qc 9c")
report("A-K-Q-J-T loses to K-Q-J-T-9 at the table", "Jc Tc Kd Ad Qc  vs  Jc Kh Tc Qc 9c",
       "winners %s" % w, "player 0 wins", w == [1])

w = winners("5h 7h 3s 6d 2c", "6c 4c 7h 5s 2c")
report("high cards compare three cards only: 7-6-5-3-2 ties 7-6-5-4-2", "5h 7h 3s 6d 2c  vs  6c 4c 7h 5s 2c",
       "%s / %s, winners %s" % (show(hand("5h 7h 3s 6d 2c")), show(hand("6c 4c 7h 5s 2c")), w),
       "player 1 wins", w == [])

h = hand("3s 2d 4s 4d 3c 2c")
report("three pairs: the lower two pairs are taken", "3s 2d 4s 4d 3c 2c", show(h),
       "2pair high=4 low=3 kicker=2", h.type == "2pair" and h.high_value != 4)

for text, what in [("2h 2d 2c 3d 3c", "a five-card full house"), ("Ac Ad Ah Ks Kc", "a five-card full house")]:
    try:
        got = show(hand(text))
        raised = False
    except ValueError as e:
        got, raised = "raises ValueError: %s" % e, True
    report("%s raises" % what, text, got, "boat", raised)

w = winners("5d Ad 3d 2d 4d", "2h 3h 4h 5h 6h")
report("the steel wheel (5-high straight flush) beats a 6-high straight flush",
       "5d Ad 3d 2d 4d  vs  2h 3h 4h 5h 6h", "%s, winners %s" % (show(hand("5d Ad 3d 2d 4d")), w),
       "player 1 wins", w == [0])

w = winners("Ah Qh 5h 4h 2h", "As Js Ts 9s 8s")
report("flushes compare their top card only: A-Q-5-4-2 ties A-J-T-9-8", "Ah Qh 5h 4h 2h  vs  As Js Ts 9s 8s",
       "winners %s" % w, "player 0 wins", w == [])

finish()
