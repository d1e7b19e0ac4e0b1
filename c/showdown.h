/* showdown.h: a C function as a program that speaks showdown's line protocol.
 *
 * One header, C99 (also C++), no dependencies beyond the C library. The
 * protocol (docs/protocol.md in the showdown repository) sends one hand per
 * line on standard input ("As Kd 7h 7c 2s", or "HOLE | BOARD" in games with
 * hole cards such as Omaha) and reads one answer per line on standard output
 * ("one-pair 1.5.13.11.8"). showdown_serve() does the reading, the parsing,
 * the formatting and the flushing; your function only evaluates:
 *
 *     #include "showdown.h"
 *
 *     static showdown_answer evaluate(const showdown_hand *hand) {
 *         showdown_answer a = showdown_high(SHOWDOWN_ONE_PAIR);
 *         showdown_add_strength(&a, 1);   // category index, then tie-breaks
 *         ...
 *         return a;
 *     }
 *
 *     int main(void) { return showdown_serve(evaluate); }
 *
 * Then `showdown check --cmd ./my_eval --cards 5,6,7 --strength` judges it.
 *
 * A hand the function refuses is answered `error <text>` (showdown_error),
 * one it does not handle `skip <text>` (showdown_skip). A bad request line is
 * answered `error <reason>` without calling the function. A crash of the
 * function cannot be caught in C: showdown reports it as a crash on that hand
 * and starts the program again.
 *
 * The card counts showdown declares (SHOWDOWN_CARDS, "5-7" or "5,7") are
 * enforced: other counts are answered `error`.
 */
#ifndef SHOWDOWN_H
#define SHOWDOWN_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Every function is static (each file that includes the header gets its own
 * copy) and marked unused so that -Wall says nothing of those not called. */
#if defined(__GNUC__) || defined(__clang__)
#define SHOWDOWN_API static __attribute__((unused))
#else
#define SHOWDOWN_API static
#endif

/* The nine categories, weakest first: the value is the category index. */
enum showdown_category {
    SHOWDOWN_HIGH_CARD = 0,
    SHOWDOWN_ONE_PAIR,
    SHOWDOWN_TWO_PAIR,
    SHOWDOWN_THREE_OF_A_KIND,
    SHOWDOWN_STRAIGHT,
    SHOWDOWN_FLUSH,
    SHOWDOWN_FULL_HOUSE,
    SHOWDOWN_FOUR_OF_A_KIND,
    SHOWDOWN_STRAIGHT_FLUSH,
    /* Not categories: what else an answer may be. */
    SHOWDOWN_ORDER_ONLY = 100, /* `order <strength>`: a strength, no category */
    SHOWDOWN_ERROR,            /* `error <message>`: the hand is refused */
    SHOWDOWN_SKIP              /* `skip <message>`: the hand is not handled */
};

/* The low half of a hi-lo game's answer (Omaha hi-lo, stud hi-lo). */
enum showdown_low {
    SHOWDOWN_NO_LOW_HALF = 0, /* no low half: every game but the hi-lo ones */
    SHOWDOWN_LOW,             /* ` / low [strength]` */
    SHOWDOWN_NO_LOW           /* ` / no-low` */
};

#define SHOWDOWN_MAX_CARDS 11
#define SHOWDOWN_MAX_STRENGTH 8

/* A card: rank 0 (deuce) … 12 (ace), suit 0 c, 1 d, 2 h, 3 s. */
typedef struct {
    int rank;
    int suit;
} showdown_card;

/* One request. `cards` holds every card in the order sent (hole cards
 * first); `hole` and `board` point into it for a HOLE | BOARD line
 * (n_hole is 0 for a line without a bar). */
typedef struct {
    showdown_card cards[SHOWDOWN_MAX_CARDS];
    int n;
    const showdown_card *hole;
    int n_hole;
    const showdown_card *board;
    int n_board;
} showdown_hand;

/* What the function says of a hand. Build it with showdown_high() and
 * showdown_add_strength(); in a hi-lo game set the low half with
 * showdown_set_low() / showdown_set_no_low(). */
typedef struct {
    int category; /* enum showdown_category */
    int n_strength;
    long long strength[SHOWDOWN_MAX_STRENGTH]; /* higher is better */
    int low;                                   /* enum showdown_low */
    int n_low_strength;
    long long low_strength[SHOWDOWN_MAX_STRENGTH]; /* higher is the better low */
    const char *message;                           /* for SHOWDOWN_ERROR and SHOWDOWN_SKIP */
} showdown_answer;

typedef showdown_answer (*showdown_evaluate)(const showdown_hand *hand);

SHOWDOWN_API const char *const showdown_tokens[9] = {
    "high-card", "one-pair", "two-pair", "three-of-a-kind", "straight",
    "flush", "full-house", "four-of-a-kind", "straight-flush",
};
SHOWDOWN_API const char showdown_ranks[] = "23456789TJQKA";
SHOWDOWN_API const char showdown_suits[] = "cdhs";

SHOWDOWN_API showdown_answer showdown_high(int category) {
    showdown_answer a;
    memset(&a, 0, sizeof a);
    a.category = category;
    return a;
}

/* Appends a component to the strength (more than eight: an error answer). */
SHOWDOWN_API void showdown_add_strength(showdown_answer *a, long long x) {
    if (a->n_strength < SHOWDOWN_MAX_STRENGTH) a->strength[a->n_strength] = x;
    a->n_strength++;
}

/* A qualifying low; then showdown_add_low_strength for its strength. */
SHOWDOWN_API void showdown_set_low(showdown_answer *a) { a->low = SHOWDOWN_LOW; }
SHOWDOWN_API void showdown_set_no_low(showdown_answer *a) { a->low = SHOWDOWN_NO_LOW; }
SHOWDOWN_API void showdown_add_low_strength(showdown_answer *a, long long x) {
    if (a->n_low_strength < SHOWDOWN_MAX_STRENGTH) a->low_strength[a->n_low_strength] = x;
    a->n_low_strength++;
}

SHOWDOWN_API showdown_answer showdown_error(const char *message) {
    showdown_answer a = showdown_high(SHOWDOWN_ERROR);
    a.message = message;
    return a;
}

SHOWDOWN_API showdown_answer showdown_skip(const char *message) {
    showdown_answer a = showdown_high(SHOWDOWN_SKIP);
    a.message = message;
    return a;
}

/* The card as the protocol writes it ("As") into out (3 bytes). */
SHOWDOWN_API void showdown_card_text(showdown_card c, char out[3]) {
    out[0] = showdown_ranks[c.rank];
    out[1] = showdown_suits[c.suit];
    out[2] = '\0';
}

/* Whether n is among the counts of SHOWDOWN_CARDS (true when it is unset or
 * unreadable). */
SHOWDOWN_API int showdown_declared(int n) {
    const char *text = getenv("SHOWDOWN_CARDS");
    char *end;
    if (text == NULL || *text == '\0') return 1;
    while (*text) {
        long lo = strtol(text, &end, 10), hi;
        if (end == text) return 1;
        hi = lo;
        text = end;
        if (*text == '-') {
            hi = strtol(text + 1, &end, 10);
            if (end == text + 1) return 1;
            text = end;
        }
        if (lo <= n && n <= hi) return 1;
        if (*text == ',') text++;
        else if (*text) return 1;
    }
    return 0;
}

/* Reads the cards of `text` (up to `stop` or the end) into hand->cards from
 * index hand->n on. Returns 0, or writes the reason to err and returns -1. */
SHOWDOWN_API int showdown_parse_cards(const char *text, const char *stop, showdown_hand *hand,
                                char *err, size_t errsize) {
    const char *p = text;
    while (p < stop) {
        const char *r, *s;
        size_t len;
        while (p < stop && (*p == ' ' || *p == '\t')) p++;
        if (p >= stop) break;
        len = 0;
        while (p + len < stop && p[len] != ' ' && p[len] != '\t') len++;
        r = len == 2 ? strchr(showdown_ranks, p[0]) : NULL;
        s = len == 2 ? strchr(showdown_suits, p[1]) : NULL;
        if (r == NULL || s == NULL || p[0] == '\0' || p[1] == '\0') {
            snprintf(err, errsize, "bad card '%.*s' (a card is a rank of %s and a suit of %s)",
                     (int)(len > 16 ? 16 : len), p, showdown_ranks, showdown_suits);
            return -1;
        }
        if (hand->n == SHOWDOWN_MAX_CARDS) {
            snprintf(err, errsize, "more than %d cards", SHOWDOWN_MAX_CARDS);
            return -1;
        }
        hand->cards[hand->n].rank = (int)(r - showdown_ranks);
        hand->cards[hand->n].suit = (int)(s - showdown_suits);
        hand->n++;
        p += len;
    }
    return 0;
}

/* Parses one request line (without its newline). Returns 0, or writes the
 * reason to err and returns -1. */
SHOWDOWN_API int showdown_parse_request(const char *line, showdown_hand *hand, char *err, size_t errsize) {
    const char *end = line + strlen(line);
    const char *bar = strchr(line, '|');
    int i, j;
    memset(hand, 0, sizeof *hand);
    if (bar != NULL) {
        if (strchr(bar + 1, '|') != NULL) {
            snprintf(err, errsize, "a deal has one '|'");
            return -1;
        }
        if (showdown_parse_cards(line, bar, hand, err, errsize) != 0) return -1;
        hand->n_hole = hand->n;
        if (showdown_parse_cards(bar + 1, end, hand, err, errsize) != 0) return -1;
        hand->n_board = hand->n - hand->n_hole;
        if (hand->n_hole == 0 || hand->n_board == 0) {
            snprintf(err, errsize, "a deal is written HOLE | BOARD, both with cards");
            return -1;
        }
        hand->hole = hand->cards;
        hand->board = hand->cards + hand->n_hole;
    } else if (showdown_parse_cards(line, end, hand, err, errsize) != 0) {
        return -1;
    }
    if (hand->n == 0) {
        snprintf(err, errsize, "no cards");
        return -1;
    }
    for (i = 0; i < hand->n; i++)
        for (j = i + 1; j < hand->n; j++)
            if (hand->cards[i].rank == hand->cards[j].rank && hand->cards[i].suit == hand->cards[j].suit) {
                char card[3];
                showdown_card_text(hand->cards[i], card);
                snprintf(err, errsize, "the card %s appears twice", card);
                return -1;
            }
    if (!showdown_declared(hand->n)) {
        snprintf(err, errsize, "%d cards: this program declares %s", hand->n, getenv("SHOWDOWN_CARDS"));
        return -1;
    }
    return 0;
}

SHOWDOWN_API int showdown_write_strength(char *out, size_t size, const long long *v, int n) {
    size_t used = 0;
    int i;
    for (i = 0; i < n; i++) {
        int w = snprintf(out + used, size - used, "%c%lld", i == 0 ? ' ' : '.', v[i]);
        if (w < 0 || (size_t)w >= size - used) return -1;
        used += (size_t)w;
    }
    return (int)used;
}

/* One message on one line: newlines and tabs become spaces. */
SHOWDOWN_API void showdown_one_line(char *out, size_t size, const char *prefix, const char *message) {
    size_t i;
    snprintf(out, size, "%s%s", prefix, message != NULL && *message ? message : "(no message)");
    for (i = 0; out[i]; i++)
        if (out[i] == '\n' || out[i] == '\r' || out[i] == '\t') out[i] = ' ';
}

/* The answer as one protocol line (no newline) into out. */
SHOWDOWN_API void showdown_format_answer(const showdown_answer *a, char *out, size_t size) {
    int used;
    if (a->category == SHOWDOWN_ERROR) {
        showdown_one_line(out, size, "error ", a->message);
        return;
    }
    if (a->category == SHOWDOWN_SKIP) {
        showdown_one_line(out, size, "skip ", a->message);
        return;
    }
    if (a->n_strength > SHOWDOWN_MAX_STRENGTH || a->n_low_strength > SHOWDOWN_MAX_STRENGTH) {
        snprintf(out, size, "error not a protocol answer: a strength has at most %d components",
                 SHOWDOWN_MAX_STRENGTH);
        return;
    }
    if (a->category == SHOWDOWN_ORDER_ONLY) {
        if (a->n_strength == 0) {
            snprintf(out, size, "error not a protocol answer: an order-only answer needs a strength");
            return;
        }
        used = snprintf(out, size, "order");
    } else if (a->category >= 0 && a->category < 9) {
        used = snprintf(out, size, "%s", showdown_tokens[a->category]);
    } else {
        snprintf(out, size, "error not a protocol answer: category %d is not 0 to 8", a->category);
        return;
    }
    used += showdown_write_strength(out + used, size - (size_t)used, a->strength, a->n_strength);
    if (a->low == SHOWDOWN_LOW) {
        used += snprintf(out + used, size - (size_t)used, " / low");
        showdown_write_strength(out + used, size - (size_t)used, a->low_strength, a->n_low_strength);
    } else if (a->low == SHOWDOWN_NO_LOW) {
        snprintf(out + used, size - (size_t)used, " / no-low");
    }
}

/* The answer to one request line (without its newline) into out: the
 * function's answer, or `error <reason>` for a bad line. */
SHOWDOWN_API void showdown_answer_line(showdown_evaluate evaluate, const char *line, char *out, size_t size) {
    showdown_hand hand;
    showdown_answer a;
    char err[160];
    if (showdown_parse_request(line, &hand, err, sizeof err) != 0) {
        showdown_one_line(out, size, "error ", err);
        return;
    }
    a = evaluate(&hand);
    showdown_format_answer(&a, out, size);
}

/* Serves `evaluate` on standard input and output until the input ends: one
 * answer line per request line, flushed at once. Returns 0 (for main). */
SHOWDOWN_API int showdown_serve(showdown_evaluate evaluate) {
    char line[512], out[512];
    while (fgets(line, sizeof line, stdin) != NULL) {
        size_t len = strlen(line);
        if (len == sizeof line - 1 && line[len - 1] != '\n') {
            int c;
            while ((c = getchar()) != EOF && c != '\n') {
            }
            fputs("error bad request: the line is too long\n", stdout);
            fflush(stdout);
            continue;
        }
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r')) line[--len] = '\0';
        showdown_answer_line(evaluate, line, out, sizeof out);
        fputs(out, stdout);
        fputc('\n', stdout);
        fflush(stdout);
    }
    return 0;
}

#endif /* SHOWDOWN_H */
