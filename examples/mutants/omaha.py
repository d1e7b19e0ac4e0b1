#!/usr/bin/env python3
"""Mutant Omaha-high evaluators for showdown's mutation score.

`--game omaha`: without `--mutant`, a correct Omaha-high evaluator speaking
showdown's line protocol (one deal per line, `HOLE | BOARD`, 4 to 6 hole
cards and 3 to 5 board cards; `category strength` out, higher is better;
`error ...` for bad input): the best five of exactly two hole cards and
three board cards. With `--mutant NAME`: an evaluator that walks the
categories from the straight flush down over all the cards, each with its
own test of "exactly two hole cards", one of those tests wrong (each entry
of MUTANTS says which report it imitates). `--list` prints
`name<TAB>game<TAB>report` per mutant.

The walk is how npm:poker-odds-calc@0.0.14 scores Omaha
(third-party/poker-odds-calc-omaha/FINDINGS.md): with every test right it
gives what the base gives, so each mutant has exactly one bug. Written
independently of examples/external/omaha_eval.py. Standard library only.
"""
import sys
from itertools import combinations

RANKS = "23456789TJQKA"
SUITS = "cdhs"
TOKENS = ["high-card", "one-pair", "two-pair", "three-of-a-kind", "straight",
          "flush", "full-house", "four-of-a-kind", "straight-flush"]
HIGH, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL, QUADS, SF = range(9)

REPORT = "npm:poker-odds-calc@0.0.14 (third-party/poker-odds-calc-omaha/FINDINGS.md)"
# name: (game, the report it imitates)
MUTANTS = {
    "trips-three-hole-cards": ("omaha", REPORT + ": three of a kind of the highest rank held three times, even from three or four hole cards"),
    "two-pair-needs-top-pair": ("omaha", REPORT + ": two pair looked for only with the highest pair of all the cards"),
    "full-house-lowest-pair": ("omaha", REPORT + ": the full house takes the lowest pair that plays"),
    "straight-first-run": ("omaha", REPORT + ": only the highest run of five ranks is tried, so the wheel under broadway is missed"),
}

M = None


def five_card(cards):
    """(category, ranks that break ties, most significant first) of five cards."""
    ranks = sorted((r for r, _ in cards), reverse=True)
    flush = len({s for _, s in cards}) == 1
    distinct = sorted(set(ranks), reverse=True)
    top = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            top = distinct[0]
        elif distinct == [12, 3, 2, 1, 0]:
            top = 3  # the wheel: five high
    if top is not None:
        return (SF if flush else STRAIGHT), [top]
    groups = sorted(set(ranks), key=lambda r: (ranks.count(r), r), reverse=True)
    shape = [ranks.count(r) for r in groups]
    by_groups = [r for r in groups for _ in range(ranks.count(r))]
    if shape[0] == 4:
        return QUADS, [groups[0], groups[1]]
    if shape[:2] == [3, 2]:
        return FULL, [groups[0], groups[1]]
    if flush:
        return FLUSH, ranks
    if shape[0] == 3:
        return TRIPS, by_groups
    if shape[:2] == [2, 2]:
        return TWO_PAIR, by_groups
    if shape[0] == 2:
        return PAIR, by_groups
    return HIGH, ranks


def legal_fives(hole, board):
    for two in combinations(hole, 2):
        for three in combinations(board, 3):
            yield list(two) + list(three)


def best(hole, board):
    return max(five_card(f) for f in legal_fives(hole, board))


def walk(hole, board):
    """The categories tried from the straight flush down over all the
    cards, the first found kept; every test right but the mutant's."""
    legal = {}
    for f in legal_fives(hole, board):
        cat, tb = five_card(f)
        if cat not in legal or tb > legal[cat]:
            legal[cat] = tb
    allc = hole + board
    count = {}
    for r, _ in allc:
        count[r] = count.get(r, 0) + 1
    in_hole = lambda r: sum(1 for x, _ in hole if x == r)
    in_board = lambda r: sum(1 for x, _ in board if x == r)
    desc = sorted(count, reverse=True)
    for cat in (SF, QUADS):
        if cat in legal:
            return cat, legal[cat]
    if FULL in legal:
        if M != "full-house-lowest-pair":
            return FULL, legal[FULL]
        for t in (r for r in desc if count[r] >= 3):
            for p in sorted(r for r in count if r != t and count[r] >= 2):
                # three of t and two of p with exactly two hole cards
                if any(th <= in_hole(t) and 3 - th <= in_board(t) and 2 - th <= in_hole(p)
                       and th <= in_board(p) for th in range(3)):
                    return FULL, [t, p]
    if FLUSH in legal:
        return FLUSH, legal[FLUSH]
    if M == "straight-first-run":
        present = set(count) | ({-1} if 12 in count else set())
        has = lambda cards, r: any(x == r or (r == -1 and x == 12) for x, _ in cards)
        run = []
        for r in sorted(present, reverse=True):
            if run and r != run[-1] - 1:
                if len(run) >= 5:
                    break
                run = []
            run.append(r)
        if len(run) >= 5:
            for i in range(len(run) - 4):
                window = run[i:i + 5]
                for two in combinations(window, 2):
                    if all(has(hole, r) for r in two) and all(has(board, r) for r in window if r not in two):
                        return STRAIGHT, [window[0]]
    elif STRAIGHT in legal:
        return STRAIGHT, legal[STRAIGHT]
    if M == "trips-three-hole-cards":
        held = [r for r in desc if count[r] >= 3]
        if held:
            t = held[0]
            if in_board(t) == 0:
                kickers = sorted((r for r, _ in board), reverse=True)[:2]
                return TRIPS, [t, t, t] + kickers
            return TRIPS, legal[TRIPS]
    elif TRIPS in legal:
        return TRIPS, legal[TRIPS]
    if M == "two-pair-needs-top-pair":
        pairs = [r for r in desc if count[r] == 2]
        for p in pairs[1:]:
            h = in_hole(pairs[0]) + in_hole(p)
            side = board if h == 2 else hole if h == 1 else None
            if side is not None:
                kicker = max(r for r, _ in side if r not in (pairs[0], p))
                return TWO_PAIR, [pairs[0], pairs[0], p, p, kicker]
    elif TWO_PAIR in legal:
        return TWO_PAIR, legal[TWO_PAIR]
    for cat in (PAIR, HIGH):
        if cat in legal:
            return cat, legal[cat]
    return best(hole, board)


def parse(text):
    cards = []
    for tok in text.split():
        if len(tok) != 2 or tok[0] not in RANKS or tok[1] not in SUITS:
            raise ValueError("bad card %r" % tok)
        cards.append((RANKS.index(tok[0]), SUITS.index(tok[1])))
    return cards


def answer(line):
    if "|" not in line:
        return "error an Omaha deal is written HOLE | BOARD"
    hole_text, board_text = line.split("|", 1)
    try:
        hole, board = parse(hole_text), parse(board_text)
    except ValueError as e:
        return "error %s" % e
    if not (4 <= len(hole) <= 6 and 3 <= len(board) <= 5):
        return "error %d hole and %d board cards: Omaha takes 4-6 and 3-5" % (len(hole), len(board))
    if len(set(hole + board)) != len(hole) + len(board):
        return "error a card appears twice"
    cat, tb = walk(hole, board) if M else best(hole, board)
    return "%s %s" % (TOKENS[cat], ".".join(str(x) for x in [cat] + [t + 2 for t in tb]))


def main(argv):
    global M
    if "--list" in argv:
        for name, (game, report) in MUTANTS.items():
            print("%s\t%s\t%s" % (name, game, report))
        return 0
    if "--game" in argv and argv[argv.index("--game") + 1] != "omaha":
        sys.stderr.write("omaha.py plays omaha only\n")
        return 2
    if "--mutant" in argv:
        M = argv[argv.index("--mutant") + 1]
        if M not in MUTANTS:
            sys.stderr.write("unknown mutant %r\n" % M)
            return 2
    for line in sys.stdin:
        sys.stdout.write(answer(line) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
