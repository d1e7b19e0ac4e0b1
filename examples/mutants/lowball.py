#!/usr/bin/env python3
"""Mutant lowball evaluators for showdown's mutation score.

`--game ace-to-five`, `--game deuce-to-seven` or `--game ace-to-six`: without `--mutant`, a
correct evaluator of that lowball game for 5 to 7 cards speaking showdown's
line protocol (one hand per line in, `category strength` out, a higher
strength the better low; `error ...` for bad input). With `--mutant NAME`:
the same evaluator with one rule changed, imitating one bug of a rare low
structure (each entry of MUTANTS says which game it belongs to and which
report it imitates, or that it has none). `--list` prints
`name<TAB>game<TAB>report` per mutant.

Written independently of examples/external/lowball_eval.py (the best five
by sorting rank groups, not by comparing negated high keys). Standard
library only.
"""
import sys
from itertools import combinations

RANKS = "23456789TJQKA"
SUITS = "cdhs"

# name: (game, the report it imitates)
MUTANTS = {
    "sf-as-flush": ("deuce-to-seven", "no public report: the flush is tested before the straight, so a straight flush is a flush"),
    "seven-suited-missed": ("deuce-to-seven", "no public report: five or six suited cards make a flush, seven do not (as the hold'em mutant)"),
    "two-ranks-quads": ("ace-to-five", "no public report: six or seven cards of two ranks, one four times, read as four of a kind before the full house"),
    "wheel-not-straight": ("ace-to-six", "no public report: A-2-3-4-5 taken for a five low, not the lowest straight"),
    "ace-high-run": ("ace-to-six", "no public report: the ace also plays high in a run, so A-K-Q-J-T is a straight"),
    "flush-ignored": ("ace-to-six", "no public report: a flush does not count against the hand (ace-to-five's rule)"),
    "ace-high": ("ace-to-six", "no public report: the ace counts high, as in deuce-to-seven"),
    "worst-five": ("deuce-to-seven", "pypi:poker-equity@0.1.1 (third-party/poker-equity-deuce-to-seven/FINDINGS.md): six or seven cards scored by their worst five"),
    "paired-by-top-card": ("ace-to-five", "crates:ducy@0.3.0 (third-party/ducy/FINDINGS.md): a paired low compared by its five ranks from the highest down, not by its pair first"),
    "ace-high-when-paired": ("ace-to-five", "crates:pkcore@0.15.2 (third-party/pkcore/FINDINGS.md): once a low is paired the ace ranks above the king, as a pair and as a kicker"),
    "read-from-the-bottom": ("ace-to-five", "crates:pkcore@0.15.2 (third-party/pkcore/FINDINGS.md): lows of five different ranks compared from their lowest card up"),
}

M = None

# Each game's categories, worst low first (the order of the suite's games).
ORDER = {
    "ace-to-five": ["four-of-a-kind", "full-house", "three-of-a-kind", "two-pair", "one-pair", "high-card"],
    "deuce-to-seven": ["straight-flush", "four-of-a-kind", "full-house", "flush", "straight",
                       "three-of-a-kind", "two-pair", "one-pair", "high-card"],
}
# Ace-to-six ranks its categories as deuce-to-seven does.
ORDER["ace-to-six"] = ORDER["deuce-to-seven"]


def classify(five, game):
    """(category, values by significance) of exactly five cards."""
    ace_low = game == "ace-to-five" or (game == "ace-to-six" and M != "ace-high")
    ace = 1 if ace_low else 14
    values = [ace if r == 12 else r + 2 for r, _ in five]
    paired = len(set(values)) < 5
    if M == "ace-high-when-paired" and paired:
        values = [14 if v == 1 else v for v in values]
    counts = {v: values.count(v) for v in values}
    if M == "paired-by-top-card" and paired:
        ordered = sorted(values, reverse=True)
    else:
        ordered = sorted(values, key=lambda v: (-counts[v], -v))
    shape = sorted(counts.values(), reverse=True)
    if shape[0] == 4:
        return "four-of-a-kind", ordered
    if shape == [3, 2]:
        return "full-house", ordered
    if shape[0] == 3:
        return "three-of-a-kind", ordered
    if shape == [2, 2, 1]:
        return "two-pair", ordered
    if shape[0] == 2:
        return "one-pair", ordered
    if game == "ace-to-five":
        if M == "read-from-the-bottom":
            return "high-card", ordered[::-1]
        return "high-card", ordered
    flush = len({s for _, s in five}) == 1
    if game == "ace-to-six" and M == "flush-ignored":
        flush = False
    straight = ordered[0] - ordered[4] == 4
    if game == "ace-to-six" and M == "wheel-not-straight" and ordered == [5, 4, 3, 2, 1]:
        straight = False
    if game == "ace-to-six" and M == "ace-high-run" and ordered == [13, 12, 11, 10, 1]:
        straight = True
    if M == "sf-as-flush" and flush:
        return "flush", ordered
    if straight and flush:
        return "straight-flush", ordered
    if flush:
        return "flush", ordered
    if straight:
        return "straight", ordered
    return "high-card", ordered


def key(five, game):
    """Bigger is the better low: the category's place, then lower values."""
    category, values = classify(five, game)
    return (ORDER[game].index(category), [-v for v in values]), category


def evaluate(cards, game):
    if M == "two-ranks-quads" and len(cards) > 5:
        ranks = [r for r, _ in cards]
        if len(set(ranks)) == 2 and max(ranks.count(r) for r in ranks) == 4:
            quad = max(set(ranks), key=ranks.count)
            other = [r for r in ranks if r != quad][0]
            five = [c for c in cards if c[0] == quad] + [c for c in cards if c[0] == other][:1]
            return key(five, game)
    if M == "seven-suited-missed" and len(cards) == 7 and len({s for _, s in cards}) == 1:
        cards = [(r, (s + i) % 4) for i, (r, s) in enumerate(cards)]
    pick = min if M == "worst-five" else max
    return pick(key(list(five), game) for five in combinations(cards, 5))


def parse(line):
    cards = []
    for token in line.split():
        if len(token) != 2 or token[0] not in RANKS or token[1] not in SUITS:
            raise ValueError("bad card %r" % token)
        cards.append((RANKS.index(token[0]), SUITS.index(token[1])))
    return cards


def answer(line, game):
    try:
        cards = parse(line)
    except ValueError as e:
        return "error %s" % e
    if not 5 <= len(cards) <= 7:
        return "error %d cards: lowball takes 5 to 7" % len(cards)
    if len(set(cards)) != len(cards):
        return "error a card appears twice"
    (place, values), category = evaluate(cards, game)
    return "%s %d.%s" % (category, place, ".".join(str(15 + v) for v in values))


def main():
    global M
    args = sys.argv[1:]
    if args == ["--list"]:
        for name, (game, report) in MUTANTS.items():
            print("%s\t%s\t%s" % (name, game, report))
        return
    game = None
    while args:
        if args[0] == "--game" and len(args) > 1 and args[1] in ORDER:
            game = args[1]
        elif args[0] == "--mutant" and len(args) > 1 and args[1] in MUTANTS:
            M = args[1]
        else:
            sys.exit("usage: lowball.py --game ace-to-five|deuce-to-seven|ace-to-six [--mutant NAME] | --list")
        args = args[2:]
    if game is None or (M is not None and MUTANTS[M][0] != game):
        sys.exit("usage: lowball.py --game ace-to-five|deuce-to-seven|ace-to-six [--mutant NAME] | --list")
    for line in sys.stdin:
        sys.stdout.write(answer(line, game) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
