#!/usr/bin/env python3
"""Confirms what `showdown check --manifest third-party/pokerlibsim/pokerlibsim.toml`
reports on pokerlibsim 0.1, calling `PokerLibSim.check_hand` directly (no adapter).

Run: third-party/.venv-apart/bin/python third-party/pokerlibsim/confirm.py
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from confirm_helpers import answer_hands, finish, report  # noqa: E402
from PokerLibSim import Card, check_hand  # noqa: E402

SUITS = {"h": "hearts", "s": "spades", "d": "diamonds", "c": "clubs"}
FACES = {"T": 10, "J": "J", "Q": "Q", "K": "K", "A": "A"}
NAMES = {"High Card": "high-card", "Pair": "one-pair", "Two Pair": "two-pair",
         "Three of a Kind": "three-of-a-kind", "Straight": "straight", "Flush": "flush",
         "Full House": "full-house", "Four of a Kind": "four-of-a-kind"}


def cards(text):
    """pokerlibsim's cards: Card(rank, suit), rank 2..10 or "J" "Q" "K" "A", suit a word."""
    return [Card(FACES[c[0]] if c[0] in FACES else int(c[0]), SUITS[c[1]]) for c in text.split()]


def name(text):
    cs = cards(text)
    return check_hand(cs[:2], cs[2:])


def direct(hand):
    got = name(hand)
    return got, NAMES[got]


answer_hands(direct)


def finding(what, hand, right, wrong):
    got = name(hand)
    report(what, hand, got, right, got == wrong)


finding("A-2-3-4-5 is not a straight", "2c Ad 3c 4c 5c", "Straight", "High Card")
finding("A-2-3-4-5 of mixed suits is high card", "3c As 5s 2d 4h", "Straight", "High Card")
finding("a straight flush is named a flush (there is no straight flush)", "2c 4c 5c 3c 6c",
        "Straight Flush", "Flush")
finding("pairs are tested before flushes: a flush with a pair is a pair", "Qc 2d 6c 2c 3c Ac",
        "Flush", "Pair")
finding("pairs are tested before straights: a straight with a pair is a pair", "2d 3c 5d 4c As 2c",
        "Straight", "Pair")
finding("a flush needs exactly five of a suit: six clubs are high card", "2c 7c 4c 5c Tc 3c",
        "Flush", "High Card")
finding("six suited cards in a row are a straight, not a straight flush", "2c 4c 7c 3c 5c 6c",
        "Straight Flush", "Straight")
finding("two pairs need exactly two pairs: three pairs are one pair", "2d 3c 2c 8c 8d 3d",
        "Two Pair", "Pair")
finding("two sets of three are three of a kind, not a full house", "2h 3d 3h 3c 2d 2c",
        "Full House", "Three of a Kind")

finish()
