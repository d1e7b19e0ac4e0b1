#!/usr/bin/env python3
"""A lowball evaluator speaking showdown's line protocol, both games.

Standard library only. `--game ace-to-five` (the default) or
`--game deuce-to-seven`. Reads one hand of 5 to 7 cards per line on stdin
("7c 5d 4h 3s 2c Kd") and answers one line per hand: the category of the
five cards of the best low, and a strength (dot-joined integers) where a
higher strength is the better low.

- ace-to-five: aces are low, straights and flushes do not count, pairs do;
  the best hand is 5-4-3-2-A. Categories: high-card, one-pair, two-pair,
  three-of-a-kind, full-house, four-of-a-kind.
- deuce-to-seven: aces are high only, straights and flushes count against
  the hand (A-2-3-4-5 is ace-high, no straight); the best hand is 7-5-4-3-2
  not all of one suit. All nine hold'em categories.

Run `python3 lowball_eval.py --version` for its version.
"""
import sys
from itertools import combinations

RANKS = "23456789TJQKA"
SUITS = "cdhs"

# Hold'em's categories, weakest high hand first.
CATEGORIES = [
    "high-card", "one-pair", "two-pair", "three-of-a-kind", "straight",
    "flush", "full-house", "four-of-a-kind", "straight-flush",
]


def parse_cards(text):
    cards = []
    for token in text.split():
        if len(token) != 2 or token[0] not in RANKS or token[1] not in SUITS:
            raise ValueError("bad card %r" % token)
        cards.append((RANKS.index(token[0]) + 2, token[1]))
    return cards


def high_key(values, suits, straights_count):
    """The hold'em-style key of five cards (bigger = stronger high hand):
    (category index, values grouped: bigger groups first, then higher)."""
    counts = {v: values.count(v) for v in values}
    grouped = sorted(values, key=lambda v: (counts[v], v), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    if shape[0] == 4:
        category = 7
    elif shape[:2] == [3, 2]:
        category = 6
    elif shape[0] == 3:
        category = 3
    elif shape[:2] == [2, 2]:
        category = 2
    elif shape[0] == 2:
        category = 1
    else:
        category = 0
        if straights_count:
            straight = max(values) - min(values) == 4
            flush = len(set(suits)) == 1
            if straight and flush:
                category = 8
            elif flush:
                category = 5
            elif straight:
                category = 4
    return category, grouped


def low_key(five, game):
    """A key where bigger is the better low: the high key negated."""
    if game == "ace-to-five":
        values = [1 if v == 14 else v for v, _ in five]
        category, grouped = high_key(values, [s for _, s in five], False)
    else:
        values = [v for v, _ in five]
        category, grouped = high_key(values, [s for _, s in five], True)
    return (-category, [-v for v in grouped]), category


def answer(line, game):
    try:
        cards = parse_cards(line)
    except ValueError as e:
        return "error %s" % e
    if not 5 <= len(cards) <= 7:
        return "error %d cards: %s hands have 5 to 7" % (len(cards), game)
    if len(set(cards)) != len(cards):
        return "error a card appears twice"
    (key, category) = max(low_key(five, game) for five in combinations(cards, 5))
    strength = [key[0]] + key[1]
    return "%s %s" % (CATEGORIES[category], ".".join(str(x) for x in strength))


def main():
    args = sys.argv[1:]
    if args == ["--version"]:
        print("lowball_eval.py 1.0 (Python %d.%d)" % sys.version_info[:2])
        return
    game = "ace-to-five"
    if args[:1] == ["--game"] and len(args) == 2:
        game = args[1]
    elif args:
        sys.exit("usage: lowball_eval.py [--game ace-to-five|deuce-to-seven] | --version")
    if game not in ("ace-to-five", "deuce-to-seven"):
        sys.exit("unknown game %r: ace-to-five or deuce-to-seven" % game)
    while True:
        line = sys.stdin.readline()
        if not line:
            break
        sys.stdout.write(answer(line, game) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
