// GoogleTest tests of a C evaluator through `showdown check`, and of
// showdown.h's answer lines.
#include <gtest/gtest.h>

#include <cstdio>
#include <regex>
#include <string>
#include <sys/wait.h>

extern "C" {
#include "hand_eval.h"
}

namespace {

struct Ran {
    int status;
    std::string output;
};

// check's short failure summary when this binary has it, else its text
// report (the one place that chooses): `check --format summary` without a
// program refuses the format by name when the binary does not know it.
std::string report_flags() {
    static const std::string flags = [] {
        std::string help;
        if (FILE *p = popen("'" SHOWDOWN_BINARY_PATH "' check --format summary 2>&1", "r")) {
            char buf[4096];
            size_t n;
            while ((n = fread(buf, 1, sizeof buf, p)) > 0) help.append(buf, n);
            pclose(p);
        }
        return help.find("--format summary:") == std::string::npos ? std::string(" --format summary")
                                                                   : std::string();
    }();
    return flags;
}

// `showdown check` on a program: its exit status and its report.
Ran check(const std::string &program) {
    std::string command = std::string("'") + SHOWDOWN_BINARY_PATH + "' check --cmd '" + program +
                          "' --cards 5,6,7 --strength" + report_flags() + " 2>&1";
    Ran ran{-1, ""};
    FILE *p = popen(command.c_str(), "r");
    if (p == nullptr) return ran;
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0) ran.output.append(buf, n);
    int status = pclose(p);
    ran.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return ran;
}

showdown_answer correct(const showdown_hand *hand) { return judge(hand, 0); }
showdown_answer buggy(const showdown_hand *hand) { return judge(hand, 1); }

std::string answer(const char *line, int bug) {
    char out[512];
    showdown_answer_line(bug ? buggy : correct, line, out, sizeof out);
    return out;
}

}  // namespace

TEST(ShowdownCheck, TheCorrectEvaluatorConforms) {
    Ran ran = check(CORRECT_EVAL_PATH);
    EXPECT_EQ(ran.status, 0) << ran.output;
}

TEST(ShowdownCheck, TheBuggyEvaluatorFailsWithItsSmallestHand) {
    Ran ran = check(BUGGY_EVAL_PATH);
    EXPECT_EQ(ran.status, 1) << ran.output;
    EXPECT_NE(ran.output.find("straight-flush"), std::string::npos) << ran.output;
    // Six cards: five of a suit and a straight that needs the sixth.
    const std::regex six_cards("(^|[^A-Za-z0-9])([2-9TJQKA][cdhs] ){5}[2-9TJQKA][cdhs]($|[^A-Za-z0-9 ]| [^2-9TJQKA]| [2-9TJQKA][^cdhs])");
    EXPECT_TRUE(std::regex_search(ran.output, six_cards)) << ran.output;
}

TEST(ShowdownHeader, AnswerLines) {
    EXPECT_EQ(answer("As Ks Qs Js Ts", 0), "straight-flush 8.12");
    EXPECT_EQ(answer("5h 4d 3c 2s Ah", 0), "straight 4.3");
    EXPECT_EQ(answer("9h 8d 7h 6h 5h 2h", 0), "flush 5.7.5.4.3.0");
    EXPECT_EQ(answer("9h 8d 7h 6h 5h 2h", 1), "straight-flush 8.7");
    EXPECT_EQ(answer("Kh Kd 2c 2s 3h 3d 5c", 0), "two-pair 2.11.1.3");
    EXPECT_EQ(answer("Xx", 0), "error bad card 'Xx' (a card is a rank of 23456789TJQKA and a suit of cdhs)");
    EXPECT_EQ(answer("2c 2c 3d", 0), "error the card 2c appears twice");
    EXPECT_EQ(answer("", 0), "error no cards");
}

TEST(ShowdownHeader, HoleAndBoardAndLowHalves) {
    showdown_hand hand;
    char err[160];
    ASSERT_EQ(showdown_parse_request("As Kd 7h 7c | 2s Td 9d", &hand, err, sizeof err), 0) << err;
    EXPECT_EQ(hand.n, 7);
    EXPECT_EQ(hand.n_hole, 4);
    EXPECT_EQ(hand.n_board, 3);
    EXPECT_EQ(hand.board[0].rank, 0);
    EXPECT_EQ(hand.board[0].suit, 3);
    EXPECT_NE(showdown_parse_request("As | Kd | 2c", &hand, err, sizeof err), 0);
    showdown_answer a = showdown_high(SHOWDOWN_STRAIGHT);
    showdown_add_strength(&a, 16384);
    showdown_set_low(&a);
    showdown_add_low_strength(&a, 56);
    char out[128];
    showdown_format_answer(&a, out, sizeof out);
    EXPECT_STREQ(out, "straight 16384 / low 56");
    a = showdown_high(SHOWDOWN_FULL_HOUSE);
    showdown_set_no_low(&a);
    showdown_format_answer(&a, out, sizeof out);
    EXPECT_STREQ(out, "full-house / no-low");
    a = showdown_skip("not\nhandled");
    showdown_format_answer(&a, out, sizeof out);
    EXPECT_STREQ(out, "skip not handled");
    a = showdown_high(SHOWDOWN_ONE_PAIR);
    for (int i = 0; i < 9; i++) showdown_add_strength(&a, i);
    showdown_format_answer(&a, out, sizeof out);
    EXPECT_EQ(std::string(out).rfind("error ", 0), 0u) << out;
}
