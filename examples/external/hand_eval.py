#!/usr/bin/env python3
"""A correct poker hand evaluator speaking showdown's line protocol.

Standard library only. Reads one hand per line on stdin ("As Kd 7h 7c 2s"),
answers one line per hand on stdout: the category and a strength, a tuple
of integers joined by dots that orders hands of the same size.
Works for 1 to 7 cards. Run `python3 hand_eval.py --version` for its version.
"""
import sys

RANKS = "23456789TJQKA"
SUITS = "cdhs"
CATEGORIES = ["high-card", "one-pair", "two-pair", "three-of-a-kind", "straight",
              "flush", "full-house", "four-of-a-kind", "straight-flush"]


def straight_top(ranks):
    """The top rank index of the best five-in-a-row among rank indices, or None."""
    present = set(ranks)
    if 12 in present:
        present.add(-1)  # the ace also plays low: A-2-3-4-5
    for top in range(12, 2, -1):
        if all(r in present for r in range(top - 4, top + 1)):
            return top
    return None


def evaluate(cards):
    """cards: list of (rank index, suit index). Returns (category index, tiebreak list)."""
    by_suit = {}
    for r, s in cards:
        by_suit.setdefault(s, []).append(r)
    flush_ranks = None
    for ranks in by_suit.values():
        if len(ranks) >= 5:
            flush_ranks = sorted(ranks, reverse=True)
    if flush_ranks is not None:
        top = straight_top(flush_ranks)
        if top is not None:
            return 8, [top]
    counts = {}
    for r, _ in cards:
        counts[r] = counts.get(r, 0) + 1
    # groups: bigger first, then higher rank
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    quads = [r for r, c in groups if c == 4]
    trips = [r for r, c in groups if c == 3]
    pairs = [r for r, c in groups if c == 2]
    if quads:
        q = quads[0]
        rest = sorted((r for r, _ in cards if r != q), reverse=True)
        return 7, [q] + rest[:1]
    if trips and (len(trips) >= 2 or pairs):
        t = trips[0]
        p = max(trips[1:] + pairs)
        return 6, [t, p]
    if flush_ranks is not None:
        return 5, flush_ranks[:5]
    top = straight_top([r for r, _ in cards])
    if top is not None:
        return 4, [top]
    singles = sorted((r for r, _ in cards), reverse=True)
    if trips:
        t = trips[0]
        return 3, [t] + [r for r in singles if r != t][:2]
    if len(pairs) >= 2:
        hi, lo = pairs[0], pairs[1]
        return 2, [hi, lo] + [r for r in singles if r not in (hi, lo)][:1]
    if pairs:
        p = pairs[0]
        return 1, [p] + [r for r in singles if r != p][:3]
    return 0, singles[:5]


def parse(line):
    cards = []
    for token in line.split():
        if len(token) != 2 or token[0] not in RANKS or token[1] not in SUITS:
            raise ValueError("bad card %r" % token)
        cards.append((RANKS.index(token[0]), SUITS.index(token[1])))
    if not 1 <= len(cards) <= 7 or len(set(cards)) != len(cards):
        raise ValueError("need 1 to 7 distinct cards")
    return cards


def answer(line):
    try:
        cards = parse(line)
    except ValueError as e:
        return "error %s" % e
    category, tiebreak = evaluate(cards)
    return "%s %s" % (CATEGORIES[category], ".".join(str(x) for x in [category] + tiebreak))


def main():
    if sys.argv[1:] == ["--version"]:
        print("hand_eval.py 1.0 (Python %d.%d)" % sys.version_info[:2])
        return
    while True:
        line = sys.stdin.readline()
        if not line:
            break
        sys.stdout.write(answer(line) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
