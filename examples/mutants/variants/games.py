#!/usr/bin/env python3
"""Known bug classes coded differently: variants of the other games.

`--game GAME --variant NAME`: an evaluator of GAME speaking showdown's line
protocol with one known mistake written another way than the class's
mutant or lesson and its model (see holdem.py, beside it, for why they are
kept apart). The lowball games score each five by a "badness" tuple (the
category's rank among the game's, then the values from the top) and keep
the least bad; Omaha's variant reuses holdem.py's histogram evaluator.
`--list` prints `name<TAB>game<TAB>expected class<TAB>how it is coded`.
Standard library only.
"""
import os
import sys
from itertools import combinations

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import holdem  # noqa: E402  (the histogram evaluator, no variant set)

RANKS = "23456789TJQKA"
SUITS = "cdhs"

# name: (game, the class the diagnosis should name, how this coding differs)
VARIANTS = {
    "wheel-is-a-run": ("deuce-to-seven", "deuce-to-seven-wheel-straight",
        "the run test lets the ace play low when the other four are 2-3-4-5"),
    "suit-test-first": ("deuce-to-seven", "deuce-to-seven-sf-as-flush",
        "one suit is tested first and returns a flush"),
    "runs-and-suits-count": ("ace-to-five", "ace-to-five-counts-straights",
        "ace-to-five with the run and suit tests of ace-to-six"),
    "ace-is-fourteen": ("ace-to-six", "ace-to-six-ace-high",
        "the ace's value is 14 throughout"),
    "nine-cards-any-five": ("omaha", "omaha-any-five",
        "the hole and board cards pooled and scored as one hand"),
}

# Each game's categories from the best low (0) to the worst.
CATEGORIES = {
    "ace-to-five": ["high-card", "one-pair", "two-pair", "three-of-a-kind", "full-house",
                    "four-of-a-kind"],
    "deuce-to-seven": ["high-card", "one-pair", "two-pair", "three-of-a-kind", "straight",
                       "flush", "full-house", "four-of-a-kind", "straight-flush"],
}
CATEGORIES["ace-to-six"] = CATEGORIES["deuce-to-seven"]

V = None


def badness(five, game):
    """(category's place from the best, values from the most significant)."""
    ace = 14 if game == "deuce-to-seven" or V == "ace-is-fourteen" else 1
    values = sorted((ace if r == 12 else r + 2 for r, _ in five), reverse=True)
    seen = {}
    for v in values:
        seen[v] = seen.get(v, 0) + 1
    values.sort(key=lambda v: (-seen[v], -v))
    shape = tuple(sorted(seen.values(), reverse=True))
    name = {(4, 1): "four-of-a-kind", (3, 2): "full-house", (3, 1, 1): "three-of-a-kind",
            (2, 2, 1): "two-pair", (2, 1, 1, 1): "one-pair"}.get(shape)
    if name is None:
        counts_runs = game != "ace-to-five" or V == "runs-and-suits-count"
        suited = len({s for _, s in five}) == 1 and counts_runs
        run = counts_runs and values[0] - values[4] == 4
        if counts_runs and V == "wheel-is-a-run" and values == [14, 5, 4, 3, 2]:
            run = True
        if suited and V == "suit-test-first":
            name = "flush"
        elif run and suited:
            name = "straight-flush"
        elif suited:
            name = "flush"
        elif run:
            name = "straight"
        else:
            name = "high-card"
    return (categories(game).index(name), values), name


def categories(game):
    """The game's categories, best low first (the variant that counts runs
    and suits in ace-to-five ranks them as ace-to-six does)."""
    if V == "runs-and-suits-count":
        return CATEGORIES["ace-to-six"]
    return CATEGORIES[game]


def lowball(cards, game):
    (place, values), name = min(badness(f, game) for f in combinations(cards, 5))
    worst = len(categories(game)) - 1
    return "%s %d.%s" % (name, worst - place, ".".join(str(15 - v) for v in values))


def parse(text):
    cards = []
    for tok in text.split():
        if len(tok) != 2 or tok[0] not in RANKS or tok[1] not in SUITS:
            raise ValueError("bad card %r" % tok)
        cards.append((RANKS.index(tok[0]), SUITS.index(tok[1])))
    return cards


def answer(line, game):
    try:
        if game == "omaha":
            if "|" not in line:
                return "error an Omaha deal is written HOLE | BOARD"
            hole, board = (parse(t) for t in line.split("|", 1))
            cards = hole + board
        else:
            cards = parse(line)
    except ValueError as e:
        return "error %s" % e
    if len(set(cards)) != len(cards):
        return "error a card appears twice"
    if game == "omaha":
        return holdem.answer(cards)
    if not 5 <= len(cards) <= 7:
        return "error %d cards: lowball takes 5 to 7" % len(cards)
    return lowball(cards, game)


def main(argv):
    global V
    if "--list" in argv:
        for name, (game, cls, how) in VARIANTS.items():
            print("%s\t%s\t%s\t%s" % (name, game, cls, how))
        return 0
    game = argv[argv.index("--game") + 1] if "--game" in argv else None
    if "--variant" in argv:
        V = argv[argv.index("--variant") + 1]
        if V not in VARIANTS or VARIANTS[V][0] != game:
            sys.stderr.write("unknown variant %r for %r\n" % (V, game))
            return 2
    if game not in CATEGORIES and game != "omaha":
        sys.stderr.write("usage: games.py --game GAME [--variant NAME] | --list\n")
        return 2
    for line in sys.stdin:
        sys.stdout.write(answer(line, game) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
