#!/usr/bin/env python3
"""Mutant stud hi-lo (eight or better) evaluators for showdown's mutation score.

Without `--mutant`, a correct stud-hi-lo evaluator (`--game stud-hi-lo`, the
only game, may be given) for 5 to 7 cards speaking
showdown's line protocol: one hand per line in; out, the high half as
`category strength` (dot-joined integers, higher is better), then
` / low <strength>` (a higher strength is the better low) or ` / no-low`;
`error ...` for bad input. With `--mutant NAME`: the same evaluator with one
rule of the low half changed (each entry of MUTANTS says which report it
imitates, or that it has none). `--list` prints `name<TAB>game<TAB>report`
per mutant.

Written independently of examples/external/hilo_eval.py: the high half is
read off rank counts and suits of all the cards at once, the low off the
set of distinct low ranks. Standard library only.
"""
import sys

RANKS = "23456789TJQKA"
SUITS = "cdhs"
CATEGORIES = ["high-card", "one-pair", "two-pair", "three-of-a-kind", "straight",
              "flush", "full-house", "four-of-a-kind", "straight-flush"]

# name: (game, the report it imitates)
MUTANTS = {
    "low-read-from-the-bottom": ("stud-hi-lo", "no public report: two lows compared from their lowest card up, so 8-4-3-2-A beats 7-6-5-4-3"),
    "low-by-its-top-card": ("stud-hi-lo", "no public report: a low scored by its highest card alone, so 8-7-6-5-4 ties 8-4-3-2-A"),
    "low-uses-a-pair": ("stud-hi-lo", "no public report: the five lowest low cards make the low even when two share a rank"),
    "ace-high-in-low": ("stud-hi-lo", "no public report: the ace counts high in the low as in the high, so A-2-3-4-5 is no low"),
}

M = None


def straight_top(ranks):
    """The top rank (2..14) of the best run of five among rank values, or None."""
    present = set(ranks)
    if 14 in present:
        present.add(1)
    for top in range(14, 4, -1):
        if all(r in present for r in range(top - 4, top + 1)):
            return top
    return None


def high(cards):
    """(category index, tiebreak ranks) of the best five of the cards."""
    by_suit = {}
    for r, s in cards:
        by_suit.setdefault(s, []).append(r)
    suited = next((rs for rs in by_suit.values() if len(rs) >= 5), None)
    if suited is not None:
        top = straight_top(suited)
        if top is not None:
            return 8, [top]
    counts = {}
    for r, _ in cards:
        counts[r] = counts.get(r, 0) + 1
    ranks_desc = sorted(counts, reverse=True)
    by_count = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    first = by_count[0]
    if counts[first] == 4:
        return 7, [first, max(r for r in ranks_desc if r != first)]
    if counts[first] == 3:
        pair = [r for r in by_count[1:] if counts[r] >= 2]
        if pair:
            return 6, [first, pair[0]]
    if suited is not None:
        return 5, sorted(suited, reverse=True)[:5]
    top = straight_top(ranks_desc)
    if top is not None:
        return 4, [top]
    if counts[first] == 3:
        return 3, [first] + [r for r in ranks_desc if r != first][:2]
    pairs = [r for r in ranks_desc if counts[r] == 2]
    if len(pairs) >= 2:
        hi, lo = pairs[0], pairs[1]
        return 2, [hi, lo, max(r for r in ranks_desc if r not in (hi, lo))]
    if pairs:
        return 1, [pairs[0]] + [r for r in ranks_desc if r != pairs[0]][:3]
    return 0, ranks_desc[:5]


def low(cards):
    """The best low (five numbers of eight or lower, the ace 1), highest
    first, or None when none qualifies."""
    ace = 14 if M == "ace-high-in-low" else 1
    numbers = [ace if r == 14 else r for r, _ in cards]
    numbers = [n for n in numbers if n <= 8]
    if M == "low-uses-a-pair":
        pool = sorted(numbers)
    else:
        pool = sorted(set(numbers))
    if len(pool) < 5:
        return None
    return sorted(pool[:5], reverse=True)


def low_strength(five):
    """A higher strength is the better low."""
    if M == "low-read-from-the-bottom":
        five = sorted(five)
    if M == "low-by-its-top-card":
        return 99 - five[0]
    return 99999 - int("".join(str(n) for n in five))


def answer(line):
    cards = []
    for token in line.split():
        if len(token) != 2 or token[0] not in RANKS or token[1] not in SUITS:
            return "error bad card %r" % token
        cards.append((RANKS.index(token[0]) + 2, SUITS.index(token[1])))
    if not 5 <= len(cards) <= 7:
        return "error %d cards: stud takes 5 to 7" % len(cards)
    if len(set(cards)) != len(cards):
        return "error a card appears twice"
    category, ranks = high(cards)
    text = "%s %s" % (CATEGORIES[category], ".".join(str(x) for x in [category] + ranks))
    best = low(cards)
    if best is None:
        return text + " / no-low"
    return "%s / low %d" % (text, low_strength(best))


def main():
    global M
    args = sys.argv[1:]
    if args == ["--list"]:
        for name, (game, report) in MUTANTS.items():
            print("%s\t%s\t%s" % (name, game, report))
        return
    if "--game" in args and args[args.index("--game") + 1] != "stud-hi-lo":
        sys.stderr.write("hilo.py: only --game stud-hi-lo\n")
        sys.exit(2)
    if "--mutant" in args:
        M = args[args.index("--mutant") + 1]
        if M not in MUTANTS:
            sys.stderr.write("hilo.py: unknown mutant %r (see --list)\n" % M)
            sys.exit(2)
    while True:
        line = sys.stdin.readline()
        if not line:
            break
        sys.stdout.write(answer(line) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
