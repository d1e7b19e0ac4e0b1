#!/usr/bin/env python3
"""A lesson: an Omaha-high evaluator that takes the best five of all the
cards, as hold'em does, instead of exactly two hole cards and exactly three
board cards (held out of the suite: nothing in showdown knows its bug).

It imitates two real reports:
- HenryRLee/PokerHandEvaluator issue 17: its 8- and 9-card evaluators picked
  the best five of all the cards with no regard for which were pocket cards;
- siavashg87/poker-odds-calc issue 8: a player holding `Ad Kd Kh Ks` was
  credited with three kings made from three hole cards.
The same mistake in Rust is the lesson `omaha-any-five`.

`python3 omaha_any_five.py [--deals-per-second N]`: reads `HOLE | BOARD` per
line and answers the category and strength of the best five of all of them.
With `--deals-per-second N` a documented sleep paces the answers to N a
second on average, to stand for a slow library (PokerKit's Omaha answers a
few hundred deals a second); it changes no answer.
"""
import sys
import time

from hand_eval import CATEGORIES, evaluate
from omaha_eval import parse_cards


def any_five(line):
    """The best five of all the deal's cards (the lesson's mistake)."""
    hole_text, _, board_text = line.partition("|")
    try:
        cards = parse_cards(hole_text) + parse_cards(board_text)
    except ValueError as e:
        return "error %s" % e
    if len(set(cards)) != len(cards):
        return "error a card appears twice"
    # `evaluate` takes the best five of any number of cards; a second suit
    # of five or more (ten or eleven cards) is judged on its own too.
    suits = {s for _, s in cards}
    best = max(
        [evaluate(cards)]
        + [evaluate([c for c in cards if c[1] == s]) for s in suits
           if sum(1 for c in cards if c[1] == s) >= 5]
    )
    category, tiebreak = best
    return "%s %s" % (CATEGORIES[category], ".".join(str(x) for x in [category] + tiebreak))


def main():
    pace = None
    if sys.argv[1:2] == ["--deals-per-second"] and len(sys.argv) == 3:
        pace = 1.0 / float(sys.argv[2])
    elif sys.argv[1:]:
        sys.exit("usage: omaha_any_five.py [--deals-per-second N]")
    next_answer = time.monotonic()
    while True:
        line = sys.stdin.readline()
        if not line:
            break
        if pace is not None:
            # The documented sleep: one answer per `pace` s on average (a
            # schedule, so a sleep that overruns is made up; after an idle
            # tenth of a second the schedule starts afresh).
            now = time.monotonic()
            if now > next_answer + 0.1:
                next_answer = now
            next_answer += pace
            if next_answer > now:
                time.sleep(next_answer - now)
        sys.stdout.write(any_five(line) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
