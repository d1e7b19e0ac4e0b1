#!/usr/bin/env python3
"""Known bug classes coded differently: hold'em variants for the diagnosis.

Each `--variant NAME` is a hold'em evaluator (1 to 7 cards, showdown's line
protocol: one hand per line in, `category strength` out) with one known
mistake written another way than the class's mutant in ../evaluator.py and
than its model in evaluators/src/bug_classes/model/: a rank histogram
scanned from the ace down, straights found with a bit mask, the mistake put
where such code would put it. They are kept apart from the models on
purpose (nothing here is read by the models or the mutants): the diagnosis
accuracy test (cli/tests/it/diagnosis.rs, ignored by default) checks that
the diagnosis names each by its class, its family or "close to" it, never
a wrong class. `--list` prints `name<TAB>expected class<TAB>how it is coded`.

Standard library only. Cards are (rank 0..12, suit 0..3).
"""
import sys

RANKS = "23456789TJQKA"
SUITS = "cdhs"
TOKENS = ["high-card", "one-pair", "two-pair", "three-of-a-kind", "straight",
          "flush", "full-house", "four-of-a-kind", "straight-flush"]

# name: (the class the diagnosis should name, how this coding differs)
VARIANTS = {
    "two-trips-distinct-kickers": ("two-trips-missed-kicking-once",
        "a JavaScript author's: trips over trips read as trips, the kickers the distinct other ranks (AAA KKK 6 -> 3.14.13.6)"),
    "two-trips-exact-counts": ("two-trips-missed",
        "the full house needs a rank seen exactly three times and one seen exactly twice"),
    "two-trips-ascending-scan": ("two-trips-lower",
        "the trips found by scanning ranks upward, the first seen three times kept"),
    "full-house-pair-upward": ("full-house-low-pair",
        "the full house's pair found by scanning ranks upward"),
    "wheel-no-low-ace-bit": ("wheel-missing",
        "straights found in a 13-bit rank mask without the ace's low bit"),
    "wheel-top-is-ace": ("wheel-ace-high",
        "the wheel found, but its top taken as the highest rank present in it"),
    "wrap-modulo": ("wraparound",
        "five ranks in a row counted modulo 13"),
    "distinct-ranks-only": ("pair-hides-straight",
        "a straight looked for only when no rank repeats"),
    "flush-count-equals-five": ("flush-exactly-five",
        "a suit counted exactly five times makes the flush"),
    "flush-max-card": ("flush-top-only",
        "flushes scored by max() of the suit's ranks"),
    "straight-and-flush-apart": ("sf-any",
        "a straight flush is any hand that is a straight and a flush"),
    "suited-run-no-wheel": ("steel-wheel-flush",
        "the suited run search starts at the six, the plain straight search at the wheel"),
    "quads-rank-only": ("quads-no-kicker",
        "four of a kind scored by its rank alone"),
    "quads-kicker-from-singletons": ("quads-kicker-singles",
        "the quads' kicker the highest rank seen once, else none"),
    "trips-top-kicker": ("trips-one-kicker",
        "three of a kind scored with max() of the other ranks"),
    "two-pair-ranks-only": ("two-pair-no-kicker",
        "two pair scored by its two ranks"),
    "two-pair-kicker-seen-once": ("three-pairs-kicker-singles",
        "two pair's kicker the highest rank seen once"),
    "pair-two-side-cards": ("pair-two-kickers",
        "a pair's side cards cut to two"),
    "high-card-four-ranks": ("high-card-four",
        "high card scored on its four highest ranks"),
    "ace-one-in-high-card": ("ace-low-kickers",
        "in high card the ace is counted as a one"),
}

V = None


def run_top(ranks, wheel=True, wrap=False):
    """The top rank of the highest five ranks in a row, 3 for the wheel;
    `wrap`: runs through the ace (J-Q-K-A-2 up to K-A-2-3-4) count too,
    below the wheel."""
    mask = 0
    for r in ranks:
        mask |= 1 << r
    for top in range(12, 3, -1):
        if (mask >> (top - 4)) & 0b11111 == 0b11111:
            return top
    if wheel and mask & 0b1111 == 0b1111 and mask >> 12 & 1:
        return 3
    if wrap:
        for top in (2, 1, 0):
            if all(mask >> ((top - k) % 13) & 1 for k in range(5)):
                return top
    return None


def score(cards):
    """(category index, tiebreak ranks) of 1 to 7 cards."""
    ranks = [r for r, _ in cards]
    count = [0] * 13
    for r in ranks:
        count[r] += 1
    per_suit = [[r for r, s in cards if s == k] for k in range(4)]
    if V == "flush-count-equals-five":
        suited = next((f for f in per_suit if len(f) == 5), None)
    else:
        suited = next((f for f in per_suit if len(f) >= 5), None)
    plain = run_top(ranks, wheel=V != "wheel-no-low-ace-bit", wrap=V == "wrap-modulo")
    if V == "distinct-ranks-only" and len(set(ranks)) != len(ranks):
        plain = None
    if V == "wheel-top-is-ace" and plain == 3:
        plain = 12
    if suited is not None:
        if V == "straight-and-flush-apart":
            sf = plain
        else:
            sf = run_top(suited, wheel=V not in ("wheel-no-low-ace-bit", "suited-run-no-wheel"),
                         wrap=V == "wrap-modulo")
            if V == "wheel-top-is-ace" and sf == 3:
                sf = 12
        if sf is not None:
            return 8, [sf]
    down = list(range(12, -1, -1))
    held = lambda n: [r for r in down if count[r] == n]
    fours = held(4)
    if fours:
        q = fours[0]
        if V == "quads-rank-only":
            return 7, [q]
        if V == "quads-kicker-from-singletons":
            ones = held(1)
            return 7, [q] + ones[:1]
        return 7, [q] + sorted((r for r in ranks if r != q), reverse=True)[:1]
    threes = held(3)
    twos = held(2)
    if V == "two-trips-exact-counts" or V == "two-trips-distinct-kickers":
        full = bool(threes) and bool(twos)
    else:
        full = bool(threes) and (len(threes) > 1 or bool(twos))
    if full:
        if V == "two-trips-ascending-scan":
            t = next(r for r in range(13) if count[r] == 3)
        else:
            t = threes[0]
        others = [r for r in down if r != t and count[r] >= 2]
        if V == "full-house-pair-upward":
            p = next(r for r in range(13) if r != t and count[r] >= 2)
        else:
            p = others[0]
        return 6, [t, p]
    if suited is not None:
        top = sorted(suited, reverse=True)
        if V == "flush-max-card":
            return 5, [max(suited)]
        return 5, top[:5]
    if plain is not None:
        return 4, [plain]
    if threes:
        t = threes[0]
        if V == "two-trips-distinct-kickers":
            rest = [r for r in down if r != t and count[r] > 0]
            return 3, [t] + rest[:2]
        if V == "trips-top-kicker":
            return 3, [t, max((r for r in ranks if r != t), default=-1)]
        return 3, [t] + sorted((r for r in ranks if r != t), reverse=True)[:2]
    if len(twos) >= 2:
        hi, lo = twos[0], twos[1]
        if V == "two-pair-ranks-only":
            return 2, [hi, lo]
        if V == "two-pair-kicker-seen-once":
            return 2, [hi, lo] + held(1)[:1]
        return 2, [hi, lo] + sorted((r for r in ranks if r not in (hi, lo)), reverse=True)[:1]
    if twos:
        p = twos[0]
        side = sorted((r for r in ranks if r != p), reverse=True)
        return 1, [p] + side[:2 if V == "pair-two-side-cards" else 3]
    desc = sorted(ranks, reverse=True)
    if V == "ace-one-in-high-card":
        desc = sorted((-1 if r == 12 else r for r in ranks), reverse=True)
    return 0, desc[:4 if V == "high-card-four-ranks" else 5]


def answer(cards):
    cat, tb = score(cards)
    return "%s %s" % (TOKENS[cat], ".".join(str(x) for x in [cat] + [t + 1 for t in tb]))


def parse(line):
    cards = []
    for tok in line.split():
        if len(tok) != 2 or tok[0] not in RANKS or tok[1] not in SUITS:
            raise ValueError("bad card %r" % tok)
        cards.append((RANKS.index(tok[0]), SUITS.index(tok[1])))
    if not 1 <= len(cards) <= 7 or len(set(cards)) != len(cards):
        raise ValueError("need 1 to 7 distinct cards")
    return cards


def main(argv):
    global V
    if "--list" in argv:
        for name, (cls, how) in VARIANTS.items():
            print("%s\t%s\t%s" % (name, cls, how))
        return 0
    if "--variant" in argv:
        V = argv[argv.index("--variant") + 1]
        if V not in VARIANTS:
            sys.stderr.write("unknown variant %r\n" % V)
            return 2
    for line in sys.stdin:
        try:
            out = answer(parse(line))
        except ValueError as e:
            out = "error %s" % e
        sys.stdout.write(out + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
