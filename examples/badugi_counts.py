#!/usr/bin/env python3
"""Counts badugi's hands and values over every four-card hand, by brute
force, independently of showdown's Rust code: for each of the 270,725
hands, every subset is tried, largest first. Prints the hands per size of
badugi, the distinct values per size, and the hands on which the greedy walk
of examples/mutants/badugi.py's `greedy-discard` (the cards lowest first,
suit order c d h s, a card kept when its rank and suit are free) keeps
another badugi than the best. Standard library only; about ten seconds.

    python3 examples/badugi_counts.py
"""
import itertools
from collections import Counter

DECK = [(rank, suit) for rank in range(1, 14) for suit in range(4)]  # ace 1


def best(hand):
    for size in (4, 3, 2, 1):
        found = [tuple(sorted((r for r, _ in sub), reverse=True))
                 for sub in itertools.combinations(hand, size)
                 if len({r for r, _ in sub}) == size == len({s for _, s in sub})]
        if found:
            return size, min(found)


def greedy(hand):
    ranks, suits, kept = set(), set(), []
    for r, s in sorted(hand):
        if r not in ranks and s not in suits:
            ranks.add(r)
            suits.add(s)
            kept.append(r)
    return len(kept), tuple(sorted(kept, reverse=True))


def main():
    sizes, values, greedy_wrong, hands = Counter(), set(), 0, 0
    for hand in itertools.combinations(DECK, 4):
        hands += 1
        b = best(hand)
        sizes[b[0]] += 1
        values.add(b)
        greedy_wrong += greedy(hand) != b
    print("hands", hands)
    print("hands per size (1..4)", [sizes[k] for k in (1, 2, 3, 4)])
    print("values per size (1..4)", [sum(1 for v in values if v[0] == k) for k in (1, 2, 3, 4)])
    print("greedy-discard wrong on", greedy_wrong)


if __name__ == "__main__":
    main()
