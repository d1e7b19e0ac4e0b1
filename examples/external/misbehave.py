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
  late         print one stray line before reading anything, then answer
               every hand right: every answer comes one line late
  no-low       append ` / no-low` to every answer (a hi-lo answer, from a
               game without a low half)
  bad-form     answer every hand in a form that is not the protocol's
               (`flush: 5.12.9`)
"""
import sys
import time

from hand_eval import answer


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode == "start-fail":
        sys.stderr.write("misbehave.py: cannot load my tables (on purpose)\n")
        sys.exit(2)
    limit = int(sys.argv[2]) if mode == "exit-after" else None
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


if __name__ == "__main__":
    main()
