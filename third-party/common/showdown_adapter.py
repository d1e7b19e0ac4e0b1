"""Shared plumbing of showdown's line-protocol adapters for published Python
evaluators (third-party/<lib>/adapter.py). Standard library only.

An adapter module describes one library and calls `main(Adapter())`; this
file does the rest:

- the protocol loop (docs/protocol.md): one hand per line on stdin, one
  answer per line on stdout (`<category> [strength]`, `error <text>`), a
  flush after every answer, exit on end of input. Anything the library
  prints goes to stderr, never into the answers;
- the self-test of the adapter's card conversion, run at start-up (if it
  fails, every request is answered `error adapter self-test failed: ...`, so
  that an adapter bug is never taken for a library bug) and on its own with
  `--self-test` (exit status 0 passed, 1 failed, 3 the library does not
  load);
- `--version` (the library's installed version, one line) and `--info` (one
  JSON line: library, version, what it returns, other games).

The adapter object provides:

    LIBRARY          the package name (for its installed version)
    NAMES            the library's own category names -> protocol tokens
    OTHER_GAMES      games the library supports besides hold'em high
    RETURNS          one sentence: what the library returns, how it is mapped
    load()           imports the library (raises if it cannot)
    encode(cards)    protocol cards ("As") -> the library's card objects
    decode(card)     a library card -> "As", read back with the library's own
                     functions (not by undoing `encode`)
    rank_of(card)    the library's rank value of a card (orders 2 < ... < A)
    suit_of(card)    the library's suit value of a card
    evaluate(encoded) -> (token, strength tuple or None, the library's own
                     name of the category or None)
    ORDER_ONLY       (optional, default False) the library gives an order but
                     no category: evaluate returns the token None and a
                     strength, answered as `order <strength>` (the protocol's
                     order-only form; manifest `answers = "order-only"`)

The self-test checks the conversion, not the library's judgement: every
card read back through the library, every rank once in order (the library's
ranks strictly increase), each suit as a flush (one library suit per hand,
four different ones), a wheel, a royal flush, mixed suits (no common library
suit); and that the adapter's translation of the library's answer on those
five-card hands agrees with the library's own name for its category (the
category itself is whatever the library says).
"""
import json
import os
import sys

# The protocol as data, beside this file: written from showdown's Rust
# tables by `cargo xtask protocol --write` (docs/protocol.md, "The contract
# as data"), so the card characters and the category tokens are never
# retyped here.
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "protocol.json"), encoding="utf-8") as _f:
    PROTOCOL = json.load(_f)
RANKS = "".join(PROTOCOL["cards"]["ranks"])
SUITS = "".join(PROTOCOL["cards"]["suits"])
# The category tokens, weakest first.
TOKENS = tuple(c["token"] for c in PROTOCOL["categories"])

# (what, cards, what the conversion must show)
SELF_TEST_SETS = [
    ("every rank once, in order", "2c 3d 4h 5s 6c 7d 8h 9s Tc Jd Qh Ks Ac", "ranks"),
    ("a clubs flush", "2c 5c 9c Jc Ac", "flush"),
    ("a diamonds flush", "2d 5d 9d Jd Ad", "flush"),
    ("a hearts flush", "2h 5h 9h Jh Ah", "flush"),
    ("a spades flush", "2s 5s 9s Js As", "flush"),
    ("a wheel", "Ah 2c 3d 4s 5h", "wheel"),
    ("a royal flush", "As Ks Qs Js Ts", "flush"),
    ("mixed suits", "As Kh Qd Jc 9s", "no-flush"),
]


# Cactus Kev's 7,462 equivalence classes of five-card hands, rank 1 the best:
# the worst rank of each category. Only for libraries that document this
# scale and return no category (the adapter says so in its header).
# (the worst rank of the category, its token), strongest category first.
CACTUS_KEV_RANGES = list(zip((10, 166, 322, 1599, 1609, 2467, 3325, 6185, 7462), reversed(TOKENS)))


def cactus_kev_category(rank):
    """The category of a Cactus Kev rank 1..7462 (ValueError outside)."""
    if isinstance(rank, int) and rank >= 1:
        for last, token in CACTUS_KEV_RANGES:
            if rank <= last:
                return token
    raise ValueError("rank %r is not in 1..7462" % (rank,))


def five_card_classes():
    """One five-card hand (protocol cards) for each way five cards can differ
    in ranks and in being one suit: every rank multiset with at most four of
    a rank, and each multiset of five distinct ranks also in one suit (7,462
    hands). For strengths built by sorting with a library's comparator."""
    import itertools

    hands = []
    for ranks in itertools.combinations_with_replacement(RANKS, 5):
        counts = {r: ranks.count(r) for r in ranks}
        if max(counts.values()) > 4:
            continue
        if len(counts) == 5:
            hands.append([r + s for r, s in zip(ranks, "cdhsc")])
            hands.append([r + "c" for r in ranks])
        else:
            hand = []
            for r, n in counts.items():
                hand.extend(r + s for s in SUITS[:n])
            hands.append(hand)
    return hands


class ComparatorStrength:
    """Strengths from a library that only compares hands: `items` (the
    library's hands) sorted with its comparison `compare(a, b)` (negative,
    zero, positive), then a hand's strength is found by binary search with
    the same comparison: 2 * (how many items are below it) + 1 if it equals
    the next item. Nothing about the hands is assumed but the comparison; if
    it is not a consistent order the strengths say so in check's report."""

    def __init__(self, items, compare):
        import functools

        self.compare = compare
        self.sorted = sorted(items, key=functools.cmp_to_key(compare))

    def strength(self, hand):
        lo, hi = 0, len(self.sorted)
        while lo < hi:
            mid = (lo + hi) // 2
            if self.compare(self.sorted[mid], hand) < 0:
                lo = mid + 1
            else:
                hi = mid
        equal = lo < len(self.sorted) and self.compare(self.sorted[lo], hand) == 0
        return 2 * lo + (1 if equal else 0)


def parse_hand(line):
    """The protocol's cards on a line, checked: a list of "As" strings."""
    cards = line.split()
    for c in cards:
        if len(c) != 2 or c[0] not in RANKS or c[1] not in SUITS:
            raise ValueError("bad card %r" % c)
    if len(set(cards)) != len(cards):
        raise ValueError("a card is there twice")
    if not cards:
        raise ValueError("no cards")
    return cards


def installed_version(package):
    from importlib import metadata

    return metadata.version(package)


def one_line(text):
    return " ".join(str(text).split())


def self_test(adapter):
    """The failures of the conversion self-test (empty: passed)."""
    failures = []
    deck = [r + s for r in RANKS for s in SUITS]
    try:
        encoded = adapter.encode(deck)
        back = [adapter.decode(c) for c in encoded]
    except Exception as e:  # the adapter's own code failed
        return ["encoding the deck raised %s: %s" % (type(e).__name__, one_line(e))]
    if back != deck:
        bad = [(a, b) for a, b in zip(deck, back) if a != b][:3]
        failures.append("cards do not read back through the library: %s" % bad)
    flush_suits = []
    for what, text, want in SELF_TEST_SETS:
        cards = text.split()
        try:
            enc = adapter.encode(cards)
            back = [adapter.decode(c) for c in enc]
            ranks = [adapter.rank_of(c) for c in enc]
            suits = [adapter.suit_of(c) for c in enc]
        except Exception as e:
            failures.append("%s: raised %s: %s" % (what, type(e).__name__, one_line(e)))
            continue
        if back != cards:
            failures.append("%s: reads back as %s" % (what, " ".join(back)))
        if want == "ranks" and any(a >= b for a, b in zip(ranks, ranks[1:])):
            failures.append("%s: the library's ranks are not increasing: %s" % (what, ranks))
        if want == "flush":
            if len(set(suits)) != 1:
                failures.append("%s: the library sees suits %s" % (what, suits))
            elif what != "a royal flush":
                flush_suits.append(suits[0])
        if want in ("no-flush", "wheel") and len(set(suits)) == 1:
            failures.append("%s: the library sees one suit" % what)
        if want == "wheel":
            low = sorted(ranks)
            if ranks[0] != max(ranks) or low[:4] != [ranks[1], ranks[2], ranks[3], ranks[4]]:
                failures.append("%s: the library's ranks are %s" % (what, ranks))
        if len(cards) == 5:
            try:
                # A game whose deck lacks the test sets' cards (short deck)
                # scores them through the library's hold'em evaluator, which
                # reads cards the same way.
                scorer = getattr(adapter, "self_test_evaluate", adapter.evaluate)
                token, strength, name = scorer(enc)
            except Exception as e:
                # The library's judgement is not under test; its refusal is.
                failures.append("%s: the library raised %s: %s" % (what, type(e).__name__, one_line(e)))
                continue
            order_only = getattr(adapter, "ORDER_ONLY", False)
            if order_only and (token is not None or strength is None):
                failures.append("%s: an order-only answer is no category and a strength" % what)
            if not order_only and token not in TOKENS:
                failures.append("%s: translated to %r, not a category token" % (what, token))
            if name is not None and adapter.NAMES.get(name) != token:
                failures.append(
                    "%s: the library calls it %r, the adapter says %r" % (what, name, token)
                )
            if strength is not None and not all(isinstance(x, int) for x in strength):
                failures.append("%s: strength %r is not integers" % (what, strength))
    if len(set(flush_suits)) != 4:
        failures.append("the four one-suit flushes have library suits %s" % flush_suits)
    return failures


def parse_deal(line):
    """A `HOLE | BOARD` line (games with hole cards): two lists of cards."""
    if line.count("|") != 1:
        raise ValueError("a deal is written HOLE | BOARD")
    hole_text, board_text = line.split("|")
    hole, board = parse_hand(hole_text), parse_hand(board_text)
    if len(set(hole + board)) != len(hole) + len(board):
        raise ValueError("a card is there twice")
    return hole, board


def answer(adapter, line):
    deals = getattr(adapter, "evaluate_deal", None)
    try:
        if deals is not None:
            hole, board = parse_deal(line)
        else:
            cards = parse_hand(line)
    except ValueError as e:
        return "error bad request: %s" % e
    takes = getattr(adapter, "hole_cards", None)
    if deals is not None and takes is not None and len(hole) not in takes:
        # showdown sends every deal of a card count (9 cards: 4 + 5, 5 + 4,
        # 6 + 3); a library made for fewer hole counts is not asked the rest.
        return "skip the library takes %s hole cards, not %d" % (
            " or ".join(str(n) for n in sorted(takes)),
            len(hole),
        )
    try:
        if deals is not None:
            token, strength, _ = deals(adapter.encode(hole), adapter.encode(board))
        else:
            token, strength, _ = adapter.evaluate(adapter.encode(cards))
    except Exception as e:
        return "error library raised %s: %s" % (type(e).__name__, one_line(e))
    if strength is None:
        return token
    if token is None:
        token = "order"  # an order-only library: a strength, no category
    return "%s %s" % (token, ".".join(str(int(x)) for x in strength))


def main(adapter):
    out = sys.stdout
    # Whatever the library prints must not become an answer.
    sys.stdout = sys.stderr
    args = sys.argv[1:]
    if args == ["--version"]:
        # From the package's metadata, without importing it: some libraries
        # take seconds to import, and showdown gives --version 5 s.
        try:
            version = installed_version(adapter.LIBRARY)
        except Exception as e:
            version = "not installed (%s)" % one_line(e)
        out.write("%s %s\n" % (adapter.LIBRARY, version))
        return 0
    load_error = None
    try:
        adapter.load()
    except Exception as e:  # ImportError, SyntaxError, ...
        load_error = "%s: %s" % (type(e).__name__, one_line(e))
    if args == ["--info"]:
        try:
            version = installed_version(adapter.LIBRARY)
        except Exception:
            version = None
        info = {
            "library": adapter.LIBRARY,
            "ecosystem": "python",
            "version": version,
            "runtime": "Python %d.%d.%d" % sys.version_info[:3],
            "loads": load_error is None,
            "load_error": load_error,
            "returns": adapter.RETURNS,
            "other_games": adapter.OTHER_GAMES,
        }
        out.write(json.dumps(info) + "\n")
        return 0
    if args == ["--self-test"]:
        if load_error is not None:
            out.write("library does not load: %s\n" % load_error)
            return 3
        failures = self_test(adapter)
        for f in failures:
            out.write("self-test FAILED: %s\n" % f)
        if not failures:
            out.write("self-test passed: %d card sets and the whole deck\n" % len(SELF_TEST_SETS))
        return 1 if failures else 0
    if args:
        sys.stderr.write("usage: adapter.py [--self-test | --version | --info]\n")
        return 2
    refusal = None
    if load_error is not None:
        refusal = "error library does not load: %s" % load_error
    else:
        failures = self_test(adapter)
        if failures:
            refusal = "error adapter self-test failed: %s" % "; ".join(failures)
            sys.stderr.write(refusal + "\n")
    while True:
        line = sys.stdin.readline()
        if not line:
            return 0
        out.write((refusal or answer(adapter, line)) + "\n")
        out.flush()
