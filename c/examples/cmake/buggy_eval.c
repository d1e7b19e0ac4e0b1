/* The same evaluator with the straight-plus-flush bug (hand_eval.h). */
#include "hand_eval.h"

static showdown_answer evaluate(const showdown_hand *hand) { return judge(hand, 1); }

int main(void) { return showdown_serve(evaluate); }
