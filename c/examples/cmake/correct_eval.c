/* A correct hold'em evaluator as a protocol program (showdown.h). */
#include "hand_eval.h"

static showdown_answer evaluate(const showdown_hand *hand) { return judge(hand, 0); }

int main(void) { return showdown_serve(evaluate); }
