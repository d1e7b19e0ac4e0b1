#!/usr/bin/env python3
"""Buggy Omaha evaluators, for showdown's own tests (held out of the suite:
nothing in showdown knows their bugs).

`python3 omaha_bugs.py MODE` answers like omaha_eval.py, except:
  plo5-flop    with 5 hole cards and a 3-card board (a PLO5 flop) it
               forgets the fifth hole card: the best five of the first four
               hole cards with the board
  crash-quads  on a deal whose hole holds four cards of one rank it exits
               with status 3 (it crashes on those hands, and answers every
               other deal right)
  quads-kicker with six hole cards, four deuces with an ace kicker score
               as with a king kicker (`7.0.11` for `7.0.12`): an order bug
               among quads alone (two hands of different strength score
               equal), the category always right
"""
import sys

from omaha_eval import answer


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    while True:
        line = sys.stdin.readline()
        if not line:
            break
        hole_text, _, board_text = line.partition("|")
        hole, board = hole_text.split(), board_text.split()
        if mode == "crash-quads":
            ranks = [c[0] for c in hole]
            if any(ranks.count(r) >= 4 for r in ranks):
                sys.stderr.write("omaha_bugs.py: cannot handle %s" % line)
                sys.exit(3)
        if mode == "plo5-flop" and len(hole) == 5 and len(board) == 3:
            line = "%s | %s\n" % (" ".join(hole[:4]), " ".join(board))
        out = answer(line)
        if mode == "quads-kicker" and out.startswith("four-of-a-kind "):
            strength = out.split()[1].split(".")
            if len(hole) == 6 and strength[1] == "0" and strength[2] == "12":
                out = "four-of-a-kind 7.%s.11" % strength[1]
        sys.stdout.write(out + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
