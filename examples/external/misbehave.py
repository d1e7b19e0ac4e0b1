#!/usr/bin/env python3
"""A deliberately misbehaving evaluator, for showdown's own tests.

`python3 misbehave.py MODE`: answers like hand_eval.py, except on a hand that
holds both As and Ks (the "trigger"), where it does what MODE says:
  crash        exit with status 3
  hang         stop answering (sleeps)
  garbage      print a line that is not a protocol line
  two-lines    print its answer twice
  no-line      print nothing for the hand and go on
  flood        write 1 MB to stderr, then answer correctly
Other modes:
  exit-after N answer N hands, then exit (whatever the hands are)
  start-fail   complain on stderr and exit at once, before reading anything
  no-kickers   on every hand, print a strength without the kickers: only
               the category and its main rank (`1.5` for any pair of fives)
  clubs-blind  call a five-card flush of clubs a high card (a suit that is
               read wrongly: only renaming the suits shows it in a sweep up
               to renaming suits)
  refuse-six WORD
               answer `WORD not written for six cards` (WORD: skip or
               error) to every six-card hand: a program made for 5 and 7
  late         print one stray line before reading anything, then answer
               every hand right: every answer comes one line late
  no-low       append ` / no-low` to every answer (a hi-lo answer, from a
               game without a low half)
  bad-form     answer every hand in a form that is not the protocol's
               (`flush: 5.12.9`)
  skip-fifth [deuce-to-seven]
               leave out the answer to about one hand in five (no line; the
               same hands every time, chosen by a checksum of the line) and
               go on: every later answer of the process comes one line late.
               With `deuce-to-seven` it answers as
               `lowball_eval.py --game deuce-to-seven` does.
  skip-then-silent [deuce-to-seven]
               as skip-fifth, and silent after the first answer of each
               process: it reads on but never answers again (it exits when
               its input ends).
"""
import sys
import time
import zlib

from hand_eval import answer


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode == "start-fail":
        sys.stderr.write("misbehave.py: cannot load my tables (on purpose)\n")
        sys.exit(2)
    limit = int(sys.argv[2]) if mode == "exit-after" else None
    if mode in ("skip-fifth", "skip-then-silent"):
        skip_answers(sys.argv[2] if len(sys.argv) > 2 else "holdem", mode == "skip-then-silent")
        return
    if mode == "late":
        sys.stdout.write("high-card 1\n")
        sys.stdout.flush()
    done = 0
    while True:
        line = sys.stdin.readline()
        if not line:
            break
        if limit is not None and done >= limit:
            sys.stderr.write("misbehave.py: tired after %d hands\n" % done)
            sys.exit(4)
        trigger = "As" in line.split() and "Ks" in line.split()
        out = answer(line)
        if mode == "clubs-blind" and out.startswith("flush "):
            cards = line.split()
            if len(cards) == 5 and all(c.endswith("c") for c in cards):
                out = "high-card" + out[len("flush"):]
        if mode == "no-kickers" and " " in out:
            category, strength = out.split(" ", 1)
            out = category + " " + ".".join(strength.split(".")[:2])
        if mode == "no-low" and not out.startswith(("error", "skip")):
            out += " / no-low"
        if mode == "refuse-six" and len(line.split()) == 6:
            out = "%s not written for six cards" % sys.argv[2]
        if mode == "bad-form" and " " in out:
            out = out.replace(" ", ": ", 1)
        if trigger:
            sys.stderr.write("misbehave.py: trigger hand %s" % line)
            sys.stderr.flush()
            if mode == "crash":
                sys.exit(3)
            elif mode == "hang":
                time.sleep(3600)
            elif mode == "garbage":
                out = "Flush!!"
            elif mode == "two-lines":
                out = out + "\n" + out
            elif mode == "no-line":
                out = None
            elif mode == "flood":
                sys.stderr.write("x" * 1000 + "\n" * 1000)
                for _ in range(1000):
                    sys.stderr.write("y" * 999 + "\n")
        if out is not None:
            sys.stdout.write(out + "\n")
            sys.stdout.flush()
        done += 1


def skip_answers(game, silent_after_first):
    """The `skip-fifth` and `skip-then-silent` modes: see the module's doc."""
    if game == "deuce-to-seven":
        import lowball_eval

        def evaluate(line):
            return lowball_eval.answer(line, game)
    else:
        evaluate = answer
    answered = False
    while True:
        line = sys.stdin.readline()
        if not line:
            break
        if (answered and silent_after_first) or zlib.crc32(line.strip().encode()) % 5 == 0:
            continue
        sys.stdout.write(evaluate(line) + "\n")
        sys.stdout.flush()
        answered = True


if __name__ == "__main__":
    main()
