"""Calls PyPI `pyker` directly (not through any adapter) on the finding of
FINDINGS.md: a high card compared with a pair. Prints what the library
returns (or raises) and what is right; `confirmed` when it reproduces.

    third-party/.venv/bin/pip install pyker==0.0.1   # not in requirements.txt: no row runs it
    third-party/.venv/bin/python third-party/pyker/confirm.py
"""
from pyker.hand import PokerHand

HIGH, PAIR = "2C 4D 6H 8S TC", "2C 2D 6H 8S TC"
try:
    got = repr(PokerHand(HIGH).compare_with(PokerHand(PAIR)))
    confirmed = False
except TypeError as e:
    got = "TypeError: %s" % e
    confirmed = True
print("%s vs %s => %s => right: the pair of deuces wins (a loss for the first)" % (HIGH, PAIR, got))
print("confirmed" if confirmed else "not confirmed")
