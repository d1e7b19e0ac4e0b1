#!/usr/bin/env python3
"""A hi-lo (eight or better) evaluator speaking showdown's line protocol.

Standard library only. `--game omaha-hi-lo` reads Omaha deals
("Ah 2s Qd Js | 2c 3d 4h 5s 9c": 4 to 6 hole cards, a bar, a board of 3
to 5); `--game stud-hi-lo` reads 5 to 7 cards. Each answer is the high half,
then ` / low <strength>` or ` / no-low`:

    straight 4.3 / low 99999

The high half is the best five (Omaha: exactly two hole cards and three
board cards) with a strength of dot-joined integers, higher is better. The
low half is five distinct ranks of eight or lower, the ace low, chosen the
same way (Omaha: two hole cards and three board cards, any two); its
strength is 99999 minus the ranks written highest first as one decimal
number (5-4-3-2-A is 54321), so a higher strength is the better low.

In stud any five cards play, so neither half needs the five-card subsets:
the high is `hand_eval.evaluate` of all the cards, and the best low is the
five lowest distinct low ranks. Omaha tries every legal five.

`--any-five-low` makes the Omaha low out of any five of all the cards: the
classic mistake, for showing what `showdown check` reports.
`--low-lowest-first` keeps the right lows but scores them reading the ranks
from the lowest card up (8-4-3-2-A as 12348, above 7-6-5-4-3 as 34567):
the lows qualify, but their order is wrong, which `showdown check` reports
as `low:order`.
Run `python3 hilo_eval.py --version` for its version.
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


def low_number(card):
    """The ace 1, two to eight their pips, None above eight."""
    rank = card[0]
    if rank == 12:
        return 1
    return rank + 2 if rank <= 6 else None


def low_of_five(five):
    """The five's low, highest first, or None."""
    numbers = [low_number(c) for c in five]
    if None in numbers or len(set(numbers)) != 5:
        return None
    return sorted(numbers, reverse=True)


def best_low(fives):
    lows = [low for low in (low_of_five(f) for f in fives) if low is not None]
    return min(lows) if lows else None


def stud_low(cards):
    """The best low of any five of the cards, highest first, or None."""
    numbers = sorted({low_number(c) for c in cards} - {None})
    return sorted(numbers[:5], reverse=True) if len(numbers) >= 5 else None


def omaha_fives(hole, board):
    for two in combinations(hole, 2):
        for three in combinations(board, 3):
            yield list(two) + list(three)


def high_text(best):
    category, tiebreak = best
    return "%s %s" % (CATEGORIES[category], ".".join(str(x) for x in [category] + tiebreak))


def low_text(low, lowest_first=False):
    if low is None:
        return "no-low"
    ranks = sorted(low) if lowest_first else low
    return "low %d" % (99999 - int("".join(str(n) for n in ranks)))


def answer(line, game, any_five_low, lowest_first=False):
    try:
        if game == "omaha-hi-lo":
            if "|" not in line:
                return "error an Omaha deal is written HOLE | BOARD"
            hole_text, board_text = line.split("|", 1)
            hole, board = parse_cards(hole_text), parse_cards(board_text)
            if not (4 <= len(hole) <= 6 and 3 <= len(board) <= 5):
                return "error %d hole and %d board cards" % (len(hole), len(board))
            cards = hole + board
            legal = list(omaha_fives(hole, board))
            high = max(evaluate(f) for f in legal)
            low_fives = combinations(cards, 5) if any_five_low else legal
        else:
            cards = parse_cards(line)
            if not 5 <= len(cards) <= 7:
                return "error %d cards: stud takes 5 to 7" % len(cards)
            high = evaluate(cards)
            low_fives = None
    except ValueError as e:
        return "error %s" % e
    if len(set(cards)) != len(cards):
        return "error a card appears twice"
    best = stud_low(cards) if low_fives is None else best_low(low_fives)
    low = low_text(best, lowest_first)
    return "%s / %s" % (high_text(high), low)


def main():
    args = sys.argv[1:]
    if args == ["--version"]:
        print("hilo_eval.py 1.0 (Python %d.%d)" % sys.version_info[:2])
        return
    game = "omaha-hi-lo"
    if "--game" in args:
        game = args[args.index("--game") + 1]
    if game not in ("omaha-hi-lo", "stud-hi-lo"):
        sys.stderr.write("hilo_eval.py: --game omaha-hi-lo or stud-hi-lo\n")
        sys.exit(2)
    any_five_low = "--any-five-low" in args
    lowest_first = "--low-lowest-first" in args
    while True:
        line = sys.stdin.readline()
        if not line:
            break
        sys.stdout.write(answer(line, game, any_five_low, lowest_first) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
