// showdown line-protocol program for OMPEval's HandEvaluator (zekyll/OMPEval,
// C++), as published in the PyPI source package `omp-wrapper` 0.7
// (src/omp_wrapper/HandEvaluator.cpp and its headers), hold'em high, 5 to 7
// cards. Nothing of OMPEval is committed: `cargo xtask third-party` downloads
// the pinned sdist (third-party/ompeval/source.toml: name, version, sha256),
// unpacks it into third-party/ompeval/.source/ (ignored) and builds this file
// with it: g++ -O2 -std=c++14 -I.source/<dir> -I../../c main.cpp
// .source/<dir>/HandEvaluator.cpp -o adapter.
//
// What OMPEval returns: `HandEvaluator::evaluate(hand)` is a 16-bit rank,
// higher is better: the category in the top four bits (rank >> 12: 1 high
// card ... 9 straight flush, HAND_CATEGORY_SHIFT of its Constants.h) and the
// hand's place within the category below. A hand is `Hand::empty()` plus
// `Hand(cardIdx)` per card, cardIdx = 4 * rank + suit (rank 0 deuce ... 12
// ace, suit 0 spade, 1 heart, 2 club, 3 diamond, as Hand.h says).
//
// Mapping: category = (rank >> 12) - 1 (showdown's index, 0 high card ... 8
// straight flush); strength = the rank as it is. Nothing is corrected.
//
// Cards: showdown's rank index is OMPEval's; its suits c d h s are OMPEval's
// 2 3 1 0. The self-test (--self-test) reads every card back from its index,
// and checks the category of known hands through the evaluator.
//
// Domain (its README): 0 to 7 cards; hold'em is 5 to 7. Other games: none
// (its EquityCalculator computes hold'em equities).
#include "HandEvaluator.h"

#include <cstdio>
#include <cstring>
#include <string>

#include "showdown.h"

static omp::HandEvaluator *evaluator;

// showdown's suit index (c d h s) to OMPEval's (s h c d).
static const unsigned OMP_SUIT[4] = {2, 3, 1, 0};

static unsigned card_index(showdown_card c) { return 4u * (unsigned)c.rank + OMP_SUIT[c.suit]; }

// The card OMPEval's index stands for, read back by its own layout.
static showdown_card card_of(unsigned idx) {
    showdown_card c;
    c.rank = (int)(idx / 4);
    unsigned suit = idx % 4;
    for (int s = 0; s < 4; s++)
        if (OMP_SUIT[s] == suit) c.suit = s;
    return c;
}

static uint16_t rank_of(const showdown_card *cards, int n) {
    omp::Hand h = omp::Hand::empty();
    for (int i = 0; i < n; i++) h += omp::Hand(card_index(cards[i]));
    return evaluator->evaluate(h);
}

static showdown_answer evaluate(const showdown_hand *hand) {
    uint16_t rank = rank_of(hand->cards, hand->n);
    int category = (int)(rank >> omp::HAND_CATEGORY_SHIFT) - 1;
    if (category < 0 || category > 8) return showdown_error("OMPEval returned a rank outside its categories");
    showdown_answer a = showdown_high(category);
    showdown_add_strength(&a, rank);
    return a;
}

static int parse(const char *text, showdown_card *out) {
    showdown_hand h;
    char err[128];
    if (showdown_parse_request(text, &h, err, sizeof err) != 0) return -1;
    memcpy(out, h.cards, sizeof(showdown_card) * (size_t)h.n);
    return h.n;
}

// The conversion self-test: every card back from its index, and the
// category of known hands as OMPEval names them; reported on `out`
// (standard error when serving, so that no report line is taken for an
// answer).
static int self_test(FILE *out) {
    int failed = 0;
    for (int r = 0; r < 13; r++)
        for (int s = 0; s < 4; s++) {
            showdown_card c = {r, s};
            showdown_card back = card_of(card_index(c));
            if (back.rank != r || back.suit != s) {
                fprintf(out, "self-test FAILED: card %c%c reads back as %c%c\n", showdown_ranks[r], showdown_suits[s],
                       showdown_ranks[back.rank], showdown_suits[back.suit]);
                failed = 1;
            }
        }
    static const struct {
        const char *hand;
        int category;
    } known[] = {
        {"As Ks Qs Js Ts", SHOWDOWN_STRAIGHT_FLUSH}, {"Ac 2c 3c 4c 5c", SHOWDOWN_STRAIGHT_FLUSH},
        {"Ad 2c 3h 4s 5c", SHOWDOWN_STRAIGHT},       {"2h 7h 9h Jh Kh", SHOWDOWN_FLUSH},
        {"2d 7d 9d Jd Kd", SHOWDOWN_FLUSH},          {"2c 7c 9c Jc Kc", SHOWDOWN_FLUSH},
        {"2s 7s 9s Js Ks", SHOWDOWN_FLUSH},          {"2c 2d 2h 9s 9c", SHOWDOWN_FULL_HOUSE},
        {"2c 3d 5h 7s 9c", SHOWDOWN_HIGH_CARD},
    };
    for (const auto &k : known) {
        showdown_card cards[SHOWDOWN_MAX_CARDS];
        int n = parse(k.hand, cards);
        int got = (int)(rank_of(cards, n) >> omp::HAND_CATEGORY_SHIFT) - 1;
        if (got != k.category) {
            fprintf(out, "self-test FAILED: %s: OMPEval's category %d, not %s\n", k.hand, got, showdown_tokens[k.category]);
            failed = 1;
        }
    }
    if (!failed) fprintf(out, "self-test passed: the whole deck and %zu known hands\n", sizeof known / sizeof known[0]);
    return failed;
}

int main(int argc, char **argv) {
    static const char *version = "0.7";
    if (argc == 2 && std::string(argv[1]) == "--version") {
        printf("omp-wrapper %s (OMPEval HandEvaluator)\n", version);
        return 0;
    }
    omp::HandEvaluator eval;
    evaluator = &eval;
    if (argc == 2 && std::string(argv[1]) == "--self-test") return self_test(stdout);
    if (argc == 2 && std::string(argv[1]) == "--info") {
        printf("{\"library\": \"OMPEval (omp-wrapper)\", \"ecosystem\": \"cpp\", \"language\": \"C++\", "
               "\"version\": \"%s\", \"runtime\": \"g++ %d.%d\", \"loads\": true, \"load_error\": null, "
               "\"returns\": \"HandEvaluator::evaluate(hand): a 16-bit rank, category in the top four bits (1 high "
               "card .. 9 straight flush), higher is better. Mapped: category = rank >> 12, less one; strength = the "
               "rank\", \"other_games\": []}\n",
               version, __GNUC__, __GNUC_MINOR__);
        return 0;
    }
    if (argc > 1) {
        fprintf(stderr, "usage: adapter [--self-test | --version | --info]\n");
        return 2;
    }
    if (self_test(stderr) != 0) {
        fprintf(stderr, "the self-test failed: every hand is refused\n");
        // Answer every hand with the refusal, as the other adapters do.
        char line[512];
        while (fgets(line, sizeof line, stdin) != NULL) {
            puts("error adapter self-test failed");
            fflush(stdout);
        }
        return 0;
    }
    return showdown_serve(evaluate);
}
