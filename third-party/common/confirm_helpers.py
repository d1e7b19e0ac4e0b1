"""What the census's confirm.py scripts share (third-party/<lib>/confirm.py):
each calls its library directly — no adapter, no showdown — on the smallest
hands `showdown check` reported, prints what the library returns and what is
right, and says `confirmed` when the library's answer is the wrong one that
check reported. Exit status 0 when every finding is confirmed, 1 otherwise.
Standard library only."""
import sys

_results = []


def report(finding, hand, returned, right, reproduces):
    """One finding: the hand, what the library returned, what is right, and
    whether the library's answer shows the reported problem."""
    verdict = "confirmed" if reproduces else "NOT REPRODUCED"
    print("%s: %s" % (verdict, finding))
    print("    hand:     %s" % hand)
    print("    returned: %s" % returned)
    print("    right:    %s" % right)
    _results.append(reproduces)


def finish():
    confirmed = sum(1 for r in _results if r)
    print("%d of %d findings confirmed by a direct call" % (confirmed, len(_results)))
    sys.exit(0 if _results and all(_results) else 1)
