#!/usr/bin/env python3
"""An Omaha-high evaluator speaking showdown's line protocol.

Standard library only. Reads one deal per line on stdin, the hole cards,
a bar, then the board ("As Kd 7h 7c | 2s Td 9d 8c 3h"), and answers one
line per deal: the category and a strength (dot-joined integers, higher is
better) of the best five cards made of exactly two hole cards and exactly
three board cards. Takes 4 to 6 hole cards and a board of 3 to 5.
Run `python3 omaha_eval.py --version` for its version.
"""
import sys
from itertools import combinations

from hand_eval import CATEGORIES, RANKS, SUITS, evaluate


def parse_cards(text):
    cards = []
    for token in text.split():
        if len(token) != 2 or token[0] not in RANKS or token[1] not in SUITS:
            raise ValueError("bad card %r" % token)
        cards.append((RANKS.index(token[0]), SUITS.index(token[1])))
    return cards


def answer(line):
    if "|" not in line:
        return "error an Omaha deal is written HOLE | BOARD"
    hole_text, board_text = line.split("|", 1)
    try:
        hole, board = parse_cards(hole_text), parse_cards(board_text)
    except ValueError as e:
        return "error %s" % e
    if not (4 <= len(hole) <= 6 and 3 <= len(board) <= 5):
        return "error %d hole and %d board cards: Omaha takes 4-6 and 3-5" % (len(hole), len(board))
    if len(set(hole + board)) != len(hole) + len(board):
        return "error a card appears twice"
    best = max(
        evaluate(list(two) + list(three))
        for two in combinations(hole, 2)
        for three in combinations(board, 3)
    )
    category, tiebreak = best
    return "%s %s" % (CATEGORIES[category], ".".join(str(x) for x in [category] + tiebreak))


def main():
    if sys.argv[1:] == ["--version"]:
        print("omaha_eval.py 1.0 (Python %d.%d)" % sys.version_info[:2])
        return
    while True:
        line = sys.stdin.readline()
        if not line:
            break
        sys.stdout.write(answer(line) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
