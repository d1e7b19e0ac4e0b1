#!/usr/bin/env python3
"""The direct call for `showdown check --manifest third-party/rlcard/rlcard.toml`:
rlcard 1.2.0's hold'em winner code called without the adapter
(`rlcard.games.limitholdem.utils`: `Hand(cards).evaluateHand()` and
`compare_hands`), cards written as rlcard writes them (suit then rank, "SA").

The census found nothing to confirm (FINDINGS.md). So:

- with hands as arguments (as `cargo xtask third-party` passes a finding's
  hands), it prints `hand => Hand.category => category strength` for each,
  the strength being the hand's place among the hands of ladder.txt sorted
  here with rlcard's own compare_hands (the adapter's header says how; rlcard
  gives no number of its own);
- without arguments it asks compare_hands about pairs of hands where hold'em
  evaluators are known to go wrong (the wheel, the steel wheel, three pairs,
  two sets of three, quads beside a set, six and seven cards of a suit, a
  straight beside a flush, the board playing) and prints, for each, what
  rlcard answers and what is right; exit 0 when every answer is right.

Run: third-party/.venv/bin/python third-party/rlcard/confirm.py
"""
import functools
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
from confirm_helpers import answer_hands  # noqa: E402
from rlcard.games.limitholdem.utils import Hand, compare_hands  # noqa: E402
from showdown_adapter import TOKENS  # noqa: E402


def cards(text):
    """rlcard's card strings: suit letter (S H D C) then rank letter."""
    return [c[1].upper() + c[0] for c in text.split()]


def category(text):
    hand = Hand(cards(text))
    hand.evaluateHand()
    return hand.category


def verdict(a, b):
    """compare_hands on two hands: 1 (a wins), -1 (b wins), 0 (a tie)."""
    return {(1, 0): 1, (0, 1): -1, (1, 1): 0}[tuple(compare_hands([cards(a), cards(b)]))]


_ladder = []


def strength(text):
    """2 * the ladder's hands below this one, + 1 when it ties one (compare_hands only)."""
    if not _ladder:
        with open(os.path.join(HERE, "ladder.txt")) as f:
            _ladder.extend(line.strip() for line in f if line.strip())
        _ladder.sort(key=functools.cmp_to_key(verdict))
    below = sum(1 for h in _ladder if verdict(h, text) < 0)
    ties = any(verdict(h, text) == 0 for h in _ladder)
    return 2 * below + (1 if ties else 0)


def direct(text):
    number = category(text)
    return "category %d" % number, "%s %d" % (TOKENS[number - 1], strength(text))


answer_hands(direct)

# (what, hand a, hand b, the right verdict: 1 a wins, -1 b wins, 0 a tie)
PAIRS = [
    ("the wheel is a straight, above three of a kind", "Ah 2c 3d 4s 5h Kd 9c", "Qh Qc Qd 4s 2h 7d 9c", 1),
    ("the wheel is the lowest straight", "Ah 2c 3d 4s 5h Kd 9c", "2h 3c 4d 5s 6h Kd 9c", -1),
    ("the steel wheel is a straight flush, above quads", "Ah 2h 3h 4h 5h Kd Kc", "Kh Ks Kc Kd 2c 7d 9c", 1),
    ("three pairs: the kicker may come from the third pair", "Kh Kc Qd Qs 9h 9d 2c", "Kd Ks Qh Qc 8h 8d 2d", 1),
    ("three pairs that tie in their best five", "Kh Kc Qd Qs 9h 9d 2c", "Kd Ks Qh Qc 9s 2d 2s", 0),
    ("two sets of three are a full house of the higher set", "9h 9c 9d 7s 7h 7d 2c", "9s 9c 9d 8s 8h 2d 3c", -1),
    ("quads beside a set: the kicker is the set's rank", "5h 5c 5d 5s Kh Kd Kc", "5h 5c 5d 5s Qh Qd Qc", 1),
    ("six of a suit: only the best five count (a tie)", "2h 4h 6h 8h Th Qh 3c", "3h 4h 6h 8h Th Qh 2c", 0),
    ("six of a suit: the top card counts", "2h 4h 6h 8h Th Qh 3c", "2h 4h 6h 8h Th Kh 3c", -1),
    ("seven of a suit: the best five (a tie with six)", "2h 3h 4h 6h 8h Th Qh", "Qs Ts 8s 6s 4s 2s 3d", 0),
    ("a straight and a flush in seven cards is a flush", "5h 6h 7c 8d 9h Kh 2h", "Th Jd Qc Ks Ad 2c 3c", 1),
    ("a six-card straight flush is its top five", "3h 4h 5h 6h 7h 8h Ac", "4d 5d 6d 7d 8d Ks Kc", 0),
    ("the board plays: a tie", "Ah Kd Qc Js Th 2c 3d", "Ac Kh Qd Jh Td 4c 5d", 0),
]

wrong = 0
for what, a, b, right in PAIRS:
    got = verdict(a, b)
    ok = got == right
    wrong += not ok
    print("%s: %s" % ("right" if ok else "WRONG", what))
    print("    hands:    %s | %s" % (a, b))
    print("    returned: %r (%s)" % (compare_hands([cards(a), cards(b)]), {1: "a wins", -1: "b wins", 0: "a tie"}[got]))
print("%d of %d pairs answered right by compare_hands" % (len(PAIRS) - wrong, len(PAIRS)))
sys.exit(1 if wrong else 0)
