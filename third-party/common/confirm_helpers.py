"""What the census's confirm.py scripts share (third-party/<lib>/confirm.py):
each calls its library directly — no adapter, no showdown — on the smallest
hands `showdown check` reported, prints what the library returns and what is
right, and says `confirmed` when the library's answer is the wrong one that
check reported. Exit status 0 when every finding is confirmed, 1 otherwise.
Standard library only.

With hands as arguments (request lines, as `cargo xtask third-party` passes a
finding's hands), a script prints instead, for each hand, one line
`<hand> => <what the library returns> => <the answer it makes>` (the answer
in the form the adapter gives, made here from the library's return without
the adapter), for the census to compare with what check judged."""
import sys

_results = []


def report(finding, hand, returned, right, reproduces):
    """One finding: the hand, what the library returned, what is right, and
    whether the library's answer shows the reported problem."""
    verdict = "confirmed" if reproduces else "NOT REPRODUCED"
    print("%s: %s" % (verdict, finding))
    print("    hand:     %s" % (hand,))
    print("    returned: %s" % (returned,))
    print("    right:    %s" % (right,))
    _results.append(reproduces)


def finish():
    confirmed = sum(1 for r in _results if r)
    print("%d of %d findings confirmed by a direct call" % (confirmed, len(_results)))
    sys.exit(0 if _results and all(_results) else 1)


def answer_hands(direct):
    """When hands are given as arguments: print `hand => raw => answer` for
    each, with `direct(hand) -> (raw, answer)`, and exit 0. Otherwise return
    (the script goes on with its own findings)."""
    hands = sys.argv[1:]
    if not hands:
        return
    for hand in hands:
        try:
            raw, answer = direct(hand)
        except Exception as e:  # the library refused the hand
            raw, answer = "raised %s: %s" % (type(e).__name__, e), "error"
        print("%s => %s => %s" % (hand, " ".join(str(raw).split()), answer))
    sys.exit(0)
