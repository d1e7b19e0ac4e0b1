#!/usr/bin/env python3
"""Mutant badugi evaluators for showdown's mutation score and diagnosis.

`--game badugi`: without `--mutant`, a correct badugi evaluator for four
cards speaking showdown's line protocol (one hand per line in, a low alone
`low <strength>` out, a higher strength the better hand; `error ...` for bad
input). With `--mutant NAME`: the same evaluator with one rule changed,
imitating one way of getting badugi wrong (each entry of MUTANTS says which
report it imitates, or that it has none). `--list` prints
`name<TAB>game<TAB>report` per mutant.

The strength is the badugi's size, then 15 minus each card's value (ace 1)
from the highest down, joined by `.`: `low 4.11.12.13.14` is A-2-3-4.
Standard library only.
"""
import sys
from itertools import combinations

RANKS = "A23456789TJQK"
SUITS = "cdhs"

# name: (game, the report it imitates)
MUTANTS = {
    "greedy-discard": ("badugi", "github.com/cardrank/cardrank v0.9.0 (third-party/cardrank-badugi/FINDINGS.md): a greedy capture that never goes back; here over the cards, the higher of two clashing cards dropped as it comes"),
    "ace-high": ("badugi", "no public report: the ace ranks above the king, as in high poker"),
    "suits-only": ("badugi", "no public report: the suits are counted, the ranks ignored (the lowest card of each suit plays, a pair included)"),
    "from-the-lowest": ("badugi", "no public report: hands of one size compared from their lowest card up"),
}

M = None


def value(rank):
    """Ace 1 (14 for the ace-high mutant), deuce 2 ... king 13."""
    if rank == 0 and M == "ace-high":
        return 14
    return rank + 1


def key(values):
    """Bigger is better: the size, then 15 - value in comparison order."""
    ordered = sorted(values) if M == "from-the-lowest" else sorted(values, reverse=True)
    return [len(values)] + [15 - v for v in ordered]


def is_badugi(cards):
    return len({r for r, _ in cards}) == len(cards) == len({s for _, s in cards})


def kept(cards):
    """The values of the cards that play."""
    if M == "suits-only":
        lowest = {}
        for r, s in cards:
            lowest[s] = min(lowest.get(s, 99), value(r))
        return list(lowest.values())
    if M == "greedy-discard":
        out = []
        for r, s in sorted(cards, key=lambda c: (value(c[0]), c[1])):
            if all(r != r2 and s != s2 for r2, s2 in out):
                out.append((r, s))
        return [value(r) for r, _ in out]
    best = None
    for size in range(len(cards), 0, -1):
        for sub in combinations(cards, size):
            if is_badugi(sub):
                values = [value(r) for r, _ in sub]
                if best is None or key(values) > key(best):
                    best = values
        if best is not None:
            return best
    return []


def parse(line):
    cards = []
    for token in line.split():
        if len(token) != 2 or token[0] not in RANKS or token[1] not in SUITS:
            raise ValueError("bad card %r" % token)
        cards.append((RANKS.index(token[0]), SUITS.index(token[1])))
    return cards


def answer(line):
    try:
        cards = parse(line)
    except ValueError as e:
        return "error %s" % e
    if len(cards) != 4:
        return "error %d cards: a badugi hand has 4" % len(cards)
    if len(set(cards)) != len(cards):
        return "error a card appears twice"
    return "low " + ".".join(str(k) for k in key(kept(cards)))


def main():
    global M
    args = sys.argv[1:]
    usage = "usage: badugi.py --game badugi [--mutant NAME] | --list"
    if args == ["--list"]:
        for name, (game, report) in MUTANTS.items():
            print("%s\t%s\t%s" % (name, game, report))
        return
    game = None
    while args:
        if args[0] == "--game" and len(args) > 1 and args[1] == "badugi":
            game = args[1]
        elif args[0] == "--mutant" and len(args) > 1 and args[1] in MUTANTS:
            M = args[1]
        else:
            sys.exit(usage)
        args = args[2:]
    if game is None:
        sys.exit(usage)
    for line in sys.stdin:
        sys.stdout.write(answer(line) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
