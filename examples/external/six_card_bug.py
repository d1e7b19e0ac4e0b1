#!/usr/bin/env python3
"""hand_eval.py with a bug that shows on six cards only, for the default
check's card counts (`showdown check --cmd`, the Python and JavaScript
packages: 5, 6 and 7 cards for hold'em).

On six cards it calls a hand with a straight and a flush from different
cards (no straight flush) a straight flush: the straight-plus-flush pitfall,
whose smallest example has six cards. Five- and seven-card hands are right,
so a check of 5 and 7 cards alone passes it. Standard library only.

    showdown check --cmd "python3 examples/external/six_card_bug.py" --strength
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hand_eval  # noqa: E402  (the correct evaluator beside this file)


def answer(line):
    try:
        cards = hand_eval.parse(line)
    except ValueError as e:
        return "error %s" % e
    category, tiebreak = hand_eval.evaluate(cards)
    if len(cards) == 6 and category == 5:
        suits = [s for _, s in cards]
        flush_suit = max(set(suits), key=suits.count)
        top = hand_eval.straight_top([r for r, _ in cards])
        if suits.count(flush_suit) >= 5 and top is not None:
            category, tiebreak = 8, [top]
    return "%s %s" % (hand_eval.CATEGORIES[category],
                      ".".join(str(x) for x in [category] + tiebreak))


def main():
    if sys.argv[1:] == ["--version"]:
        print("six_card_bug.py 1.0 (Python %d.%d)" % sys.version_info[:2])
        return
    for line in sys.stdin:
        sys.stdout.write(answer(line) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
