#!/usr/bin/env python3
"""Writes ladder.txt: the seven-card hands the Poker65 adapter sorts with
Poker65's own comparison at start-up (one hand per line, protocol cards).

Poker65 takes exactly seven cards (`get_best_hand` asserts it) and offers
only a comparison between the hands it returns, so the adapter's strengths
come from a ladder of seven-card hands sorted with that comparison. Which
hands: one for each distinct hand Poker65 makes, found by brute force here
(slow: about 50,000 library calls), so that the adapter only sorts the
few thousand kept:

- every multiset of seven ranks with no rank more than four times (49,205),
  its cards given suits in turn (spades, hearts, clubs, diamonds, spades,
  ...), so that pairs differ in suit and no five cards share one: every
  hand without a flush, up to suits; the first of each set of multisets
  that Poker65's comparison says tie is kept;
- every set of five distinct ranks in spades, with a heart and a diamond of
  the two lowest ranks not among them (1,287): every flush and straight
  flush (the two cards pair nothing and a straight does not beat a flush).

Nothing of showdown's ranking is used: the hands are built from rank
multisets and suits alone, and which of them tie is Poker65's answer.

Usage: ../.venv/bin/python ladder.py > ladder.txt
"""
import functools
import itertools
import sys

from Poker65.card import Card
from Poker65.hands import get_best_hand

RANKS = "23456789TJQKA"
LIB_SUITS = "SHCD"
PROTOCOL_SUITS = {"S": "s", "H": "h", "C": "c", "D": "d"}


def text(cards):
    return " ".join(RANKS[c.rank] + PROTOCOL_SUITS[LIB_SUITS[c.suit]] for c in cards)


def main():
    found = []
    for m in itertools.combinations_with_replacement(range(13), 7):
        if max(m.count(r) for r in set(m)) > 4:
            continue
        cards = [Card(LIB_SUITS[i % 4], RANKS[r]) for i, r in enumerate(m)]
        found.append((get_best_hand(cards), cards))
    found.sort(key=functools.cmp_to_key(lambda a, b: a[0].compare(b[0])))
    kept = []
    for hand, cards in found:
        if kept and hand.compare(kept[-1][0]) == 0:
            continue
        kept.append((hand, cards))
    for ranks in itertools.combinations(range(13), 5):
        suited = [Card("S", RANKS[r]) for r in ranks]
        # Two more cards of other suits, different ranks: no better hand.
        others = [r for r in range(13) if r not in ranks][:2]
        extra = [Card("H", RANKS[others[0]]), Card("D", RANKS[others[1]])]
        kept.append((None, suited + extra))
    for _, cards in kept:
        print(text(cards))
    print("%d hands" % len(kept), file=sys.stderr)


if __name__ == "__main__":
    main()
