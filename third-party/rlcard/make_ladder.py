#!/usr/bin/env python3
"""Writes ladder.txt, the reference hands rlcard's adapter sorts with
rlcard's own comparison: one seven-card hand for each value a seven-card
hold'em hand can have (4,824 of the 7,462 five-card classes; the others, such
as 7-5-4-3-2 of mixed suits, cannot be the best five of seven cards).

Each of the 7,462 classes (common `five_card_classes`) gets the first two
extra cards, in deck order, that leave its value unchanged, judged by the
plain evaluator below (the best of the 21 five-card subsets, read from
rank counts); a class no two cards can keep is left out. The file is input
only: its order is not used, the adapter sorts it with rlcard. Run from this
folder: `python3 make_ladder.py` (about a minute)."""
import itertools
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "common"))
import showdown_adapter  # noqa: E402

RANKS = showdown_adapter.RANKS  # "23456789TJQKA"


def five_value(cards):
    """(category 0..8, ranks that break ties) of five cards."""
    ranks = sorted((RANKS.index(c[0]) for c in cards), reverse=True)
    flush = len({c[1] for c in cards}) == 1
    distinct = sorted(set(ranks), reverse=True)
    straight = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            straight = distinct[0]
        elif distinct == [12, 3, 2, 1, 0]:
            straight = 3
    if straight is not None:
        return (8 if flush else 4, (straight,))
    counts = sorted(((ranks.count(r), r) for r in distinct), reverse=True)
    shape = [n for n, _ in counts]
    order = tuple(r for _, r in counts)
    if flush:
        return (5, tuple(ranks))
    category = {
        (4, 1): 7, (3, 2): 6, (3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1, (1, 1, 1, 1, 1): 0,
    }[tuple(shape)]
    return (category, order)


def value(cards):
    return max(five_value(five) for five in itertools.combinations(cards, 5))


def main():
    deck = [r + s for r in RANKS for s in showdown_adapter.SUITS]
    lines = []
    for hand in showdown_adapter.five_card_classes():
        want = five_value(hand)
        free = [c for c in deck if c not in hand]
        for pad in itertools.combinations(free, 2):
            if value(hand + list(pad)) == want:
                lines.append(" ".join(hand + list(pad)))
                break
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "ladder.txt"), "w") as f:
        f.write("".join(line + "\n" for line in lines))
    print("ladder.txt: %d seven-card hands" % len(lines))


if __name__ == "__main__":
    main()
