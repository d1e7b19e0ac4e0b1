/* A hold'em hand evaluator for 1 to 7 cards, for the examples: the category
 * and a strength (the category index, then the ranks that decide). With
 * `straight_plus_flush_bug` it makes a classic mistake: a hand holding a
 * straight and a flush is called a straight flush even when the straight's
 * cards are not the flush's. */
#ifndef HAND_EVAL_H
#define HAND_EVAL_H

#include "showdown.h"

/* The top rank of the best five in a row among the ranks present (bit r set
 * for rank r, 0 = deuce … 12 = ace), or -1. The ace also plays low. */
static int straight_top(unsigned present) {
    int top;
    if (present & (1u << 12)) present |= 1u << 13; /* bit 13: the ace below the deuce */
    for (top = 12; top >= 3; top--) {
        unsigned run = 0x1Fu << (top - 4);
        unsigned below = top == 3 ? ((present & 0xFu) | ((present >> 13) & 1u) << 4) : 0;
        if (top == 3 ? below == 0x1Fu : (present & run) == run) return top;
    }
    return -1;
}

static showdown_answer with_key(int category, const int *ranks, int n) {
    showdown_answer a = showdown_high(category);
    int i;
    showdown_add_strength(&a, category);
    for (i = 0; i < n; i++) showdown_add_strength(&a, ranks[i]);
    return a;
}

/* The ranks of `count` of a kind, highest first, skipping `skip1`, `skip2`. */
static int ranks_with(const int *counts, int count, int skip1, int skip2, int *out, int most) {
    int r, n = 0;
    for (r = 12; r >= 0 && n < most; r--)
        if (counts[r] == count && r != skip1 && r != skip2) out[n++] = r;
    return n;
}

/* The single cards left, highest first: every card whose rank is not skipped. */
static int kickers(const int *counts, int skip1, int skip2, int *out, int most) {
    int r, k, n = 0;
    for (r = 12; r >= 0 && n < most; r--)
        if (r != skip1 && r != skip2)
            for (k = 0; k < counts[r] && n < most; k++) out[n++] = r;
    return n;
}

static showdown_answer judge(const showdown_hand *hand, int straight_plus_flush_bug) {
    int counts[13] = {0}, by_suit[4] = {0};
    unsigned present = 0, suit_ranks[4] = {0};
    int i, flush_suit = -1, quads[1], trips[2], pairs[3], key[5], n;
    for (i = 0; i < hand->n; i++) {
        showdown_card c = hand->cards[i];
        counts[c.rank]++;
        by_suit[c.suit]++;
        present |= 1u << c.rank;
        suit_ranks[c.suit] |= 1u << c.rank;
    }
    for (i = 0; i < 4; i++)
        if (by_suit[i] >= 5) flush_suit = i;
    if (flush_suit >= 0) {
        int top = straight_top(suit_ranks[flush_suit]);
        if (top < 0 && straight_plus_flush_bug) top = straight_top(present);
        if (top >= 0) return with_key(SHOWDOWN_STRAIGHT_FLUSH, &top, 1);
    }
    if (ranks_with(counts, 4, -1, -1, quads, 1) == 1) {
        key[0] = quads[0];
        n = kickers(counts, quads[0], -1, key + 1, 1);
        return with_key(SHOWDOWN_FOUR_OF_A_KIND, key, 1 + n);
    }
    n = ranks_with(counts, 3, -1, -1, trips, 2);
    if (n >= 1) {
        int p = ranks_with(counts, 2, -1, -1, pairs, 1);
        if (n == 2 || p == 1) {
            key[0] = trips[0];
            key[1] = n == 2 && (p == 0 || trips[1] > pairs[0]) ? trips[1] : pairs[0];
            return with_key(SHOWDOWN_FULL_HOUSE, key, 2);
        }
    }
    if (flush_suit >= 0) {
        int r;
        n = 0;
        for (r = 12; r >= 0 && n < 5; r--)
            if (suit_ranks[flush_suit] & (1u << r)) key[n++] = r;
        return with_key(SHOWDOWN_FLUSH, key, 5);
    }
    key[0] = straight_top(present);
    if (key[0] >= 0) return with_key(SHOWDOWN_STRAIGHT, key, 1);
    if (ranks_with(counts, 3, -1, -1, trips, 1) == 1) {
        key[0] = trips[0];
        n = kickers(counts, trips[0], -1, key + 1, 2);
        return with_key(SHOWDOWN_THREE_OF_A_KIND, key, 1 + n);
    }
    n = ranks_with(counts, 2, -1, -1, pairs, 3);
    if (n >= 2) {
        /* A third pair's cards may be the kicker. */
        key[0] = pairs[0];
        key[1] = pairs[1];
        n = kickers(counts, pairs[0], pairs[1], key + 2, 1);
        return with_key(SHOWDOWN_TWO_PAIR, key, 2 + n);
    }
    if (n == 1) {
        key[0] = pairs[0];
        n = kickers(counts, pairs[0], -1, key + 1, 3);
        return with_key(SHOWDOWN_ONE_PAIR, key, 1 + n);
    }
    n = kickers(counts, -1, -1, key, 5);
    return with_key(SHOWDOWN_HIGH_CARD, key, n);
}

#endif
