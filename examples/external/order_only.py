#!/usr/bin/env python3
"""A hold'em evaluator that gives an order and no category, speaking
showdown's line protocol in its order-only form (manifest
`answers = "order-only"`).

Standard library only. Reads one hand (5 to 7 cards) per line and answers
`order <strength>`: dot-joined integers, higher is better, that order hands
but name no category (the key of hand_eval.py, read as a number). showdown
judges such a program on order alone. `--wheel-bug` makes it miss the wheel
(A-2-3-4-5 scores as ace-high), an order bug showdown finds.
Run `python3 order_only.py --version` for its version.
"""
import sys

from hand_eval import RANKS, SUITS, evaluate

WHEEL_BUG = "--wheel-bug" in sys.argv[1:]


def answer(line):
    cards = []
    for token in line.split():
        if len(token) != 2 or token[0] not in RANKS or token[1] not in SUITS:
            return "error bad card %r" % token
        cards.append((RANKS.index(token[0]), SUITS.index(token[1])))
    if len(set(cards)) != len(cards):
        return "error a card appears twice"
    if not 5 <= len(cards) <= 7:
        return "error %d cards: this program takes 5 to 7" % len(cards)
    category, tiebreak = evaluate(cards)
    ranks = {r for r, _ in cards}
    if WHEEL_BUG and category == 4 and tiebreak[0] == RANKS.index("5"):
        # A-2-3-4-5 scored as ace-high instead of a straight.
        category, tiebreak = 0, sorted(ranks, reverse=True)[:5]
    return "order %s" % ".".join(str(x) for x in [category] + tiebreak)


def main():
    if sys.argv[1:2] == ["--version"]:
        print("order_only.py 1.0 (Python %d.%d)" % sys.version_info[:2])
        return
    while True:
        line = sys.stdin.readline()
        if not line:
            break
        sys.stdout.write(answer(line) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
