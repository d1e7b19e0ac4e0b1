#!/usr/bin/env python3
"""Confirms what `showdown check --manifest third-party/pypokerenginewheel/pypokerenginewheel.toml`
reports on PyPokerEngineWheel 1.0.1 (PyPokerEngine 1.0.1 republished as a wheel; the same module), calling `HandEvaluator` directly (no adapter).

Run: third-party/.venv-apart/bin/python third-party/pypokerenginewheel/confirm.py
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
from confirm_helpers import answer_hands, finish, report  # noqa: E402
from pypokerengine.engine.card import Card  # noqa: E402
from pypokerengine.engine.hand_evaluator import HandEvaluator  # noqa: E402


def cards(text):
    """PyPokerEngine's own card strings are suit first: "C2" is the two of clubs."""
    return [Card.from_str(t) for t in text.split()]


def name(hole, board):
    return HandEvaluator.gen_hand_rank_info(cards(hole), cards(board))["hand"]["strength"]


def value(hole, board):
    return HandEvaluator.eval_hand(cards(hole), cards(board))


NAMES = {"HIGHCARD": "high-card", "ONEPAIR": "one-pair", "TWOPAIR": "two-pair",
         "THREECARD": "three-of-a-kind", "STRAIGHT": "straight", "FLASH": "flush",
         "FULLHOUSE": "full-house", "FOURCARD": "four-of-a-kind", "STRAIGHTFLASH": "straight-flush"}


def direct(hand):
    """A request line (hole cards last, as the manifest's order says)."""
    cs = [Card.from_str(c[1].upper() + c[0]) for c in hand.split()]
    hole, board = cs[-2:], cs[:-2]
    value = HandEvaluator.eval_hand(hole, board)
    name = HandEvaluator.gen_hand_rank_info(hole, board)["hand"]["strength"]
    return "%s %d" % (name, value), "%s %d" % (NAMES[name], value)


answer_hands(direct)

# The wheel: A-2-3-4-5 is a straight.
got = name("C4 C5", "C2 DA C3")
report("A-2-3-4-5 is not a straight", "hole 4c 5c, board 2c Ad 3c", got, "STRAIGHT", got == "HIGHCARD")

got = name("D2 C5", "C2 C3 C4 DA")
report("A-2-3-4-5 with a pair is scored as the pair", "hole 2d 5c, board 2c 3c 4c Ad",
       got, "STRAIGHT", got == "ONEPAIR")

# The steel wheel: A-2-3-4-5 of one suit is a straight flush.
got = name("C5 CA", "C2 C3 C4")
report("A-2-3-4-5 of clubs is not a straight flush", "hole 5c Ac, board 2c 3c 4c",
       got, "STRAIGHTFLASH", got == "FLASH")

# High cards are scored by the hole cards alone.
weak = value("H4 C7", "H3 D2 S5")    # 7-5-4-3-2
strong = value("H3 H4", "D2 S6 D7")  # 7-6-4-3-2
report("a high card is scored by the two hole cards only: 7-5-4-3-2 above 7-6-4-3-2",
       "hole 4h 7c, board 3h 2d 5s  vs  hole 3h 4h, board 2d 6s 7d",
       "%d vs %d" % (weak, strong), "the second wins", weak > strong)

a = value("D7 H5", "D2 C4 H3")       # hole 7d 5h: 7-5-4-3-2
b = value("H4 C7", "H3 D2 S5")       # hole 4h 7c: 7-5-4-3-2
report("equal high cards score differently by their hole cards",
       "hole 7d 5h, board 2d 4c 3d  vs  hole 4h 7c, board 3h 2d 5s",
       "%d vs %d" % (a, b), "a tie (both 7-5-4-3-2)", a != b)

a = value("DJ S6", "CT H9 C4")       # J-T-9-6-4
b = value("S6 SJ", "H5 DT H9")       # J-T-9-6-5
report("different high cards score equal when the hole ranks are equal",
       "hole Jd 6s, board Tc 9h 4c  vs  hole 6s Js, board 5h Td 9h",
       "%d vs %d" % (a, b), "the second wins (J-T-9-6-5 beats J-T-9-6-4)", a == b)

# A pair's kickers come from the hole cards only.
a = value("S3 C2", "CK DK HA")       # K-K-A-3-2
b = value("CJ H9", "HK SK DQ")       # K-K-Q-J-9
report("a pair's board kicker does not count: K-K-A-3-2 loses to K-K-Q-J-9",
       "hole 3s 2c, board Kc Kd Ah  vs  hole Jc 9h, board Kh Ks Qd",
       "%d vs %d" % (a, b), "the first wins (ace kicker)", a < b)

finish()
