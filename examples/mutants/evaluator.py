#!/usr/bin/env python3
"""Mutant hand evaluators for showdown's mutation score.

Without arguments: a correct hold'em evaluator for 1 to 7 cards speaking
showdown's line protocol (one hand per line in, `category strength` out,
`error ...` for bad input). With `--mutant NAME`: the same evaluator with one
rule changed, imitating one bug (each entry of MUTANTS says which report it
imitates, or that it has none). `--list` prints the mutants' names.

The base is written independently of examples/external/hand_eval.py so that
both are checked. Standard library only. Cards are (rank 0..12, suit 0..3)
in the order given; for the hole-card mutants the last two cards are the
player's hole cards (showdown's `hole-last`).
"""
import sys

RANKS = "23456789TJQKA"
SUITS = "cdhs"
TOKENS = ["high-card", "one-pair", "two-pair", "three-of-a-kind", "straight",
          "flush", "full-house", "four-of-a-kind", "straight-flush"]

# name: (kind of bug, the report it imitates)
MUTANTS = {
    # -- straights
    "wheel-missing": ("category", "ishikota/PyPokerEngine#69: the wheel scored as high card"),
    "wheel-ace-high": ("order", "no public report: the wheel's strength takes the ace high"),
    "wheel-beats-six": ("rare", "no public report: A-2-3-4-5 looked for before 6-high, A23456 is a wheel"),
    "wraparound": ("category", "no public report: Q-K-A-2-3 counted as a straight"),
    "pair-hides-straight": ("category", "php-priority port (docs/gallery/php-priority.md): a paired rank hides the straight"),
    "straight-four-cards": ("category", "pypi:hand-evaluator@0.0.1a0 (third-party/hand-evaluator/FINDINGS.md): a five-card straight test compares four cards"),
    "broadway-lowest": ("order", "pypi:holdem-sim@0.1.1 (third-party/holdem-sim/FINDINGS.md): the ace handled only for the wheel, A-K-Q-J-T scores below every straight"),
    "straight-keeps-repeats": ("order", "pypi:texas-hold-em-utils@0.1.17 (third-party/texas-hold-em-utils/FINDINGS.md): a straight keeps a repeated rank among its five"),
    # -- straight flushes
    "sf-any": ("rare", "Jberczel/holdem#1: a straight and a flush from different cards called a straight flush"),
    "sf-lowest-run": ("rare", "pypi:texas-hold-em-utils@0.1.17 (third-party/texas-hold-em-utils/FINDINGS.md): the lowest five-card run of a six-card suited run is taken (the royal flush is looked for first)"),
    "sf-at-highest-straight": ("rare", "npm:poker-odds-calculator@0.4.0 (third-party/poker-odds-calculator/FINDINGS.md): the straight flush looked for only at the highest straight"),
    "steel-wheel-ace-high": ("rare", "pypi:holdem-sim@0.1.1 (third-party/holdem-sim/FINDINGS.md): the suited wheel's top card taken as its highest, the ace: it ties the royal flush"),
    "steel-wheel-flush": ("rare", "godot-check-hand port (docs/gallery/godot-check-hand.md): the suited wheel is a flush"),
    # -- flushes
    "flush-exactly-five": ("rare", "no public report: a flush needs exactly five cards of the suit (six miss)"),
    "seven-suited-missed": ("rare", "no public report: five or six suited cards make a flush, seven do not"),
    "flush-top-only": ("order", "ishikota/PyPokerEngine#78: flushes compared by the top card only"),
    "flush-first-five": ("card-order", "no public report: a six- or seven-card flush keeps the first five suited cards given"),
    "flush-below-straight": ("order", "no public report: strengths rank a flush below a straight (categories right)"),
    "flush-best-by-top-card": ("card-order", "pypi:texas@0.0.2 (third-party/texas/FINDINGS.md): a six- or seven-card flush's fives compared by their top card, the first given kept"),
    "flush-four-cards": ("card-order", "pypi:hand-evaluator@0.0.1a0 (third-party/hand-evaluator/FINDINGS.md): a five-card flush test compares four suits"),
    # -- full houses and quads
    "two-trips-missed": ("rare", "no public report: the full house's pair looked for among pairs only (two trips: trips)"),
    "two-trips-missed-kicking-once": ("rare", "npm:poker-ts@1.5.0 (third-party/poker-ts/FINDINGS.md): two trips are three of a kind, the lower trips kicking once"),
    "two-trips-lower": ("rare", "godot-check-hand port (docs/gallery/godot-check-hand.md): two trips report the lower trips"),
    "full-house-low-pair": ("rare", "no public report: trips and two pairs take the lower pair"),
    "quads-kicker-singles": ("rare", "no public report: the quads' kicker looked for among unpaired cards only"),
    "quads-kicker-skips-one": ("rare", "npm:poker-ts@1.5.0 (third-party/poker-ts/FINDINGS.md): the quads' kicker looked for one card too far on"),
    "short-hand-padded": ("short-hand", "npm:poker-evaluator@2.1.1, chenosaurus/poker-evaluator#4 (third-party/latest-poker-evaluator/FINDINGS.md): three cards filled up to five with the lowest ranks they lack"),
    "quads-by-kicker-only": ("rare", "pypi:holdem-sim@0.1.1 (third-party/holdem-sim/FINDINGS.md): four of a kind compared by its kicker alone"),
    "full-house-set-order": ("card-order", "pypi:holdem-sim@0.1.1 (third-party/holdem-sim/FINDINGS.md): the full house's trips and pair the first a Python set of the ranks yields"),
    "quads-no-kicker": ("order", "danielpaz6/Poker-Hand-Evaluator#4 family: a score formula without the quads' kicker"),
    # -- kickers
    "trips-one-kicker": ("order", "no public report: three of a kind compared with one kicker"),
    "two-pair-no-kicker": ("order", "ishikota/PyPokerEngine PR 34 family: two pair compared without the kicker"),
    "three-pairs-kicker-singles": ("rare", "no public report: two pair's kicker looked for among unpaired cards (third pair ignored)"),
    "three-pairs-first-found": ("card-order", "pypi:holdem-sim@0.1.1 (third-party/holdem-sim/FINDINGS.md): of three pairs, the first two found in the cards' order kept"),
    "pair-two-kickers": ("order", "danielpaz6/Poker-Hand-Evaluator#1 family: a pair compared with two kickers"),
    "pair-kickers-in-order": ("card-order", "no public report: a pair's kickers are the next cards given, not the highest"),
    "high-card-four": ("order", "no public report: high card compared on four cards"),
    "ties-from-the-bottom": ("order", "pypi:tilted@0.1.4 (third-party/tilted/FINDINGS.md): five cards, ties read from the lowest card up"),
    "decimal-weights": ("order", "pypi:py-ev@0.0.10 (third-party/py-ev/FINDINGS.md): the tiebreak ranks added up with weights of powers of ten"),
    "high-card-three": ("order", "pypi:holdem-sim@0.1.1 (third-party/holdem-sim/FINDINGS.md): high card compared on three cards"),
    "ace-low-kickers": ("order", "no public report: the ace counts low among high-card kickers"),
    # -- input and hole cards
    "first-five": ("card-order", "csharp-hexscore port (docs/gallery/csharp-hexscore.md): only the first five cards scored"),
    "high-card-hole-only": ("hole-card", "php-priority port (docs/gallery/php-priority.md): high card compared on the hole cards only"),
    "board-plays-hole-tiebreak": ("hole-card", "deeptexas-ai/deep-holdem-ai#1: the board plays, yet hole cards break the tie"),
    "hole-cards-kick": ("hole-card", "pypi:PyPokerEngine@1.0.1 (ishikota/PyPokerEngine#68): every hand's kickers are the two hole cards"),
    # -- state between calls
    "cache-by-ranks": ("history", "no public report: answers memoised under the sorted ranks alone, so a flush and a plain hand of the same ranks share whichever answer came first"),
}

# cache-by-ranks: the answers given so far, by the hand's ranks (no suits).
CACHE = {}

M = None


def four_run(ranks):
    """straight-four-cards: of five cards, the four lowest in a row make a
    straight, topped by the rank a fifth would have (or None)."""
    v = sorted(ranks)
    if len(v) == 5 and all(v[i + 1] == v[i] + 1 for i in range(3)):
        return v[0] + 4
    return None


def straight_top(ranks, five_cards=False):
    """The top rank of the best five in a row, or None (3 for the wheel).
    `five_cards`: the hand has exactly five cards (straight-four-cards)."""
    top = real_straight_top(ranks)
    if top is None and five_cards and M == "straight-four-cards":
        top = four_run(ranks)
    return top


def real_straight_top(ranks):
    present = set(ranks)
    if 12 in present and M != "wheel-missing":
        present.add(-1)
    if M == "wheel-beats-six" and {-1, 0, 1, 2, 3} <= present:
        return 3
    if M == "wraparound":
        for low in (10, 11):  # Q-K-A-2-3, K-A-2-3-4
            if all((low + i) % 13 in present for i in range(5)):
                return 3
    if M == "pair-hides-straight" and len(set(ranks)) != len(ranks):
        return None
    for top in range(12, 2, -1):
        if all(r in present for r in range(top - 4, top + 1)):
            if M == "wheel-ace-high" and top == 3:
                return 12
            return top
    return None


def lowest_run_top(ranks):
    present = set(ranks) | ({-1} if 12 in ranks else set())
    if {8, 9, 10, 11, 12} <= present:  # the royal flush, looked for first
        return 12
    for top in range(3, 13):
        if all(r in present for r in range(top - 4, top + 1)):
            return top
    return None


def sf_at_highest_straight(ranks, fr):
    """The straight flush looked for only at the highest straight: the
    suited ranks from its top down, the five highest in a row (the wheel:
    2-3-4-5 and the ace, suited)."""
    top = straight_top(ranks)
    if top is None:
        return None
    below = sorted((r for r in fr if r <= top), reverse=True)
    if len(below) == 4:  # four from the top down: the wheel's, with the ace?
        return 3 if below == [3, 2, 1, 0] and 12 in fr else None
    five = below[:5]
    if len(five) == 5 and all(five[i + 1] == five[i] - 1 for i in range(4)):
        return five[0]
    return None


def pad_short_hand(cards):
    """Fewer than five cards filled up to five with the lowest ranks they
    lack (never the ace), each skipped where it would complete a straight
    (the ace low too); suits a spade, a diamond, a heart, each skipped where
    it would complete a flush. The fillers then play as kickers."""
    used = {r for r, _ in cards}
    out = list(cards)
    suits = [3, 1, 2, 0]
    for r in range(12):
        if len(out) >= 5:
            break
        with_r = used | {r}
        run = best = 1 if 12 in with_r else 0
        for x in range(13):
            run = run + 1 if x in with_r else 0
            best = max(best, run)
        if r in used or best >= 5:
            continue
        used.add(r)
        while sum(1 for _, s in out if s == suits[0]) >= 4:
            suits.pop(0)
        out.append((r, suits.pop(0)))
    return out


def flush_cards(cards):
    """The suited cards of a flush, in the order given, or None."""
    if M == "flush-four-cards" and len(cards) == 5:
        return cards if len({s for _, s in cards[:4]}) == 1 else None
    for s in range(4):
        suited = [c for c in cards if c[1] == s]
        k = len(suited)
        if M == "flush-exactly-five":
            enough = k == 5
        elif M == "seven-suited-missed":
            enough = k in (5, 6)
        else:
            enough = k >= 5
        if enough:
            return suited
    return None


def evaluate(cards):
    """(category index, tiebreak list) of a hand of 1 to 7 cards."""
    if M == "short-hand-padded" and len(cards) < 5:
        cards = pad_short_hand(cards)
    if M == "first-five" and len(cards) > 5:
        cards = cards[:5]
    ranks = [r for r, _ in cards]
    five = len(cards) == 5
    suited = flush_cards(cards)
    if suited is not None:
        fr = [r for r, _ in suited]
        if M == "sf-any":
            top = straight_top(ranks, five)
        elif M == "sf-lowest-run":
            top = lowest_run_top(fr)
        elif M == "sf-at-highest-straight":
            top = sf_at_highest_straight(ranks, fr)
        else:
            top = straight_top(fr, five)
        if M == "steel-wheel-flush" and top == 3:
            top = None
        if M == "steel-wheel-ace-high" and top == 3:
            top = 12
        if top is not None:
            return 8, [top]
    count = {}
    for r in ranks:
        count[r] = count.get(r, 0) + 1
    by_size = lambda k: sorted((r for r, c in count.items() if c == k), reverse=True)
    quads, trips, pairs, singles = by_size(4), by_size(3), by_size(2), by_size(1)
    desc = sorted(ranks, reverse=True)
    if quads:
        q = quads[0]
        if M == "quads-no-kicker":
            return 7, [q]
        if M == "quads-by-kicker-only":
            # the kicker alone, the quads' rank not compared
            return 7, [max((r for r in ranks if r != q), default=-1)]
        others = singles if M == "quads-kicker-singles" else [r for r in desc if r != q]
        if M == "quads-kicker-skips-one":
            # the others by count, then rank; the first skipped (one card too far on)
            others = sorted(others, key=lambda r: (-count[r], -r))[1:]
            return 7, [q] + sorted(others, reverse=True)[:1]
        return 7, [q] + others[:1]
    missed = M in ("two-trips-missed", "two-trips-missed-kicking-once")
    full = trips and pairs if missed else trips and (len(trips) > 1 or pairs)
    if full and M == "full-house-set-order":
        # the ranks as 2..14 in a Python set: the first trips it yields,
        # then the first other rank held twice or more
        order = [v - 2 for v in set(r + 2 for r in ranks)]
        t = next(r for r in order if count[r] == 3)
        return 6, [t, next(r for r in order if r != t and count[r] >= 2)]
    if full:
        t, rest = trips[0], trips[1:] + pairs
        if M == "two-trips-lower" and len(trips) > 1:
            t, rest = trips[1], [trips[0]]
        p = min(rest) if M == "full-house-low-pair" else max(rest)
        return 6, [t, p]
    if suited is not None:
        fr = [r for r, _ in suited]
        five = sorted(fr[:5], reverse=True) if M == "flush-first-five" else sorted(fr, reverse=True)[:5]
        if M == "flush-best-by-top-card":
            # the fives compared by their top card, the first given kept:
            # the highest card and the first four others given
            at = fr.index(max(fr))
            five = sorted([fr[at]] + [r for i, r in enumerate(fr) if i != at][:4], reverse=True)
        if M == "flush-top-only":
            five = five[:1]
        return 5, five
    top = straight_top(ranks, five)
    if top is not None:
        if M == "straight-keeps-repeats":
            # the cards of the run's ranks, repeats kept, the five highest
            low_ace = [-1] * ranks.count(12) if top == 3 else []
            return 4, sorted([r for r in ranks + low_ace if top - 4 <= r <= top], reverse=True)[:5]
        if M == "broadway-lowest" and top == 12:
            return 4, [0]  # scored as a deuce-high straight: below the wheel's 3
        return 4, [top]
    if trips:
        t = trips[0]
        kick = [r for r in desc if r != t]
        if M == "two-trips-missed-kicking-once" and len(trips) > 1:
            return 3, [t, trips[1], 0]  # the lower trips kick once, the last place a deuce's
        return 3, [t] + kick[:1 if M == "trips-one-kicker" else 2]
    if len(pairs) >= 2:
        hi, lo = pairs[0], pairs[1]
        if M == "two-pair-no-kicker":
            return 2, [hi, lo]
        if M == "three-pairs-first-found" and len(pairs) >= 3:
            # the pairs in the order their ranks first appear, the first two kept
            found = []
            for r in ranks:
                if count[r] == 2 and r not in found:
                    found.append(r)
            hi, lo = max(found[:2]), min(found[:2])
        kick = singles if M == "three-pairs-kicker-singles" else [r for r in desc if r not in (hi, lo)]
        return 2, [hi, lo] + kick[:1]
    if pairs:
        p = pairs[0]
        if M == "pair-kickers-in-order":
            kick = [r for r in ranks if r != p]
        else:
            kick = [r for r in desc if r != p]
        return 1, [p] + kick[:2 if M == "pair-two-kickers" else 3]
    if M == "ace-low-kickers":
        desc = sorted((-1 if r == 12 else r for r in ranks), reverse=True)
    if M == "high-card-hole-only" and len(cards) == 7:
        return 0, sorted(ranks[5:], reverse=True)
    return 0, desc[:{"high-card-four": 4, "high-card-three": 3}.get(M, 5)]


# hole-cards-kick: how many of a category's tiebreak ranks are its own (the
# rest, its kickers, give way to the hole cards); a flush keeps its five.
OWN = [0, 1, 2, 1, 1, 5, 2, 1, 1]


def answer(cards):
    if M == "cache-by-ranks":
        key = tuple(sorted(r for r, _ in cards))
        if key not in CACHE:
            CACHE[key] = plain_answer(cards)
        return CACHE[key]
    return plain_answer(cards)


def plain_answer(cards):
    cat, tb = evaluate(cards)
    if M == "board-plays-hole-tiebreak" and len(cards) == 7 and evaluate(cards[:5]) == (cat, tb):
        tb = tb + sorted((r for r, _ in cards[5:]), reverse=True)
    if M == "hole-cards-kick" and len(cards) >= 5:
        tb = tb[:OWN[cat]] + sorted((r for r, _ in cards[-2:]), reverse=True)
    if M == "ties-from-the-bottom" and len(cards) == 5:
        ranks = [r for r, _ in cards]
        wheel = cat in (4, 8) and tb == [3]  # the wheel, its ace low, still loses
        tb = sorted(ranks, key=lambda r: (-ranks.count(r), r))
        if wheel:
            tb = [-1] + tb[:4]
    if M == "decimal-weights":
        value = 0
        for t in tb:
            value = value * 10 + t + 2
        tb = [value - 1]  # printed as value (the strength adds one to each rank)
    order = cat
    if M == "flush-below-straight" and cat in (4, 5):
        order = 9 - cat  # straight 5, flush 4
    return "%s %s" % (TOKENS[cat], ".".join(str(x) for x in [order] + [t + 1 for t in tb]))


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
    global M
    if "--list" in argv:
        for name, (kind, source) in MUTANTS.items():
            print("%s\t%s\t%s" % (name, kind, source))
        return 0
    if "--mutant" in argv:
        M = argv[argv.index("--mutant") + 1]
        if M not in MUTANTS:
            sys.stderr.write("unknown mutant %r\n" % M)
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
