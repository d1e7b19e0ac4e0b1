package showdown_test

import (
	"os"
	"os/exec"
	"sort"
	"strings"
	"testing"

	showdown "github.com/showdown-poker/showdown/go"
)

// evaluate is a correct hold'em evaluator for 1 to 7 cards: the category
// and a strength (category index, then the ranks that decide).
func evaluate(hand showdown.Hand) (showdown.Answer, error) {
	return judge(hand.Cards, false), nil
}

// buggyEvaluate calls a hand with a straight and a flush a straight flush,
// even when the straight's cards are not the flush's.
func buggyEvaluate(hand showdown.Hand) (showdown.Answer, error) {
	return judge(hand.Cards, true), nil
}

func straightTop(present map[int]bool) int {
	if present[12] {
		present[-1] = true // the ace also plays low: A-2-3-4-5
	}
	for top := 12; top >= 3; top-- {
		run := true
		for r := top - 4; r <= top; r++ {
			run = run && present[r]
		}
		if run {
			return top
		}
	}
	return -1
}

func judge(cards []showdown.Card, straightPlusFlushBug bool) showdown.Answer {
	bySuit := map[int][]int{}
	counts := map[int]int{}
	all := map[int]bool{}
	for _, c := range cards {
		bySuit[c.SuitIndex()] = append(bySuit[c.SuitIndex()], c.RankIndex())
		counts[c.RankIndex()]++
		all[c.RankIndex()] = true
	}
	var flush []int
	for _, rs := range bySuit {
		if len(rs) >= 5 {
			flush = append([]int(nil), rs...)
			sort.Sort(sort.Reverse(sort.IntSlice(flush)))
		}
	}
	if flush != nil {
		in := map[int]bool{}
		for _, r := range flush {
			in[r] = true
		}
		if top := straightTop(in); top >= 0 {
			return showdown.High("straight-flush", 8, int64(top))
		}
		if straightPlusFlushBug {
			if top := straightTop(all); top >= 0 {
				return showdown.High("straight-flush", 8, int64(top))
			}
		}
	}
	type group struct{ rank, n int }
	var groups []group
	for r, n := range counts {
		groups = append(groups, group{r, n})
	}
	sort.Slice(groups, func(i, j int) bool {
		if groups[i].n != groups[j].n {
			return groups[i].n > groups[j].n
		}
		return groups[i].rank > groups[j].rank
	})
	var singles []int
	for _, c := range cards {
		singles = append(singles, c.RankIndex())
	}
	sort.Sort(sort.Reverse(sort.IntSlice(singles)))
	except := func(skip ...int) []int64 {
		var out []int64
		for _, r := range singles {
			keep := true
			for _, s := range skip {
				keep = keep && r != s
			}
			if keep {
				out = append(out, int64(r))
			}
		}
		return out
	}
	first := func(v []int64, n int) []int64 {
		if len(v) > n {
			return v[:n]
		}
		return v
	}
	key := func(category int, ranks ...int64) showdown.Answer {
		return showdown.High(showdown.Categories()[category], append([]int64{int64(category)}, ranks...)...)
	}
	top := groups[0]
	var second group
	if len(groups) > 1 {
		second = groups[1]
	}
	switch {
	case top.n == 4:
		return key(7, append([]int64{int64(top.rank)}, first(except(top.rank), 1)...)...)
	case top.n == 3 && second.n >= 2:
		return key(6, int64(top.rank), int64(second.rank))
	case flush != nil:
		v := make([]int64, 5)
		for i := range v {
			v[i] = int64(flush[i])
		}
		return key(5, v...)
	}
	if t := straightTop(all); t >= 0 {
		return key(4, int64(t))
	}
	switch {
	case top.n == 3:
		return key(3, append([]int64{int64(top.rank)}, first(except(top.rank), 2)...)...)
	case top.n == 2 && second.n == 2:
		return key(2, append([]int64{int64(top.rank), int64(second.rank)}, first(except(top.rank, second.rank), 1)...)...)
	case top.n == 2:
		return key(1, append([]int64{int64(top.rank)}, first(except(top.rank), 3)...)...)
	}
	return key(0, first(except(), 5)...)
}

// The correct evaluator conforms: every vector and random hand of 5, 6 and 7
// cards answered as the reference answers.
func TestEvaluatorConforms(t *testing.T) {
	showdown.AssertConforms(t, evaluate, showdown.Options{Cards: []int{5, 6, 7}, Strength: true})
}

// TestBuggyEvaluator checks the buggy evaluator, so fails; it runs only when
// TestTheBuggyEvaluatorFailsWithItsSmallestHand asks for it.
func TestBuggyEvaluator(t *testing.T) {
	if os.Getenv("SHOWDOWN_GO_RUN_BUGGY") == "" {
		t.Skip("fails on purpose: run by TestTheBuggyEvaluatorFailsWithItsSmallestHand")
	}
	showdown.AssertConforms(t, buggyEvaluate, showdown.Options{Cards: []int{5, 6, 7}, Strength: true})
}

// The buggy evaluator's test fails, and its failure names the problem and
// its smallest hand: six cards holding a straight and a flush of other cards.
func TestTheBuggyEvaluatorFailsWithItsSmallestHand(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(self, "-test.run=^TestBuggyEvaluator$", "-test.v")
	cmd.Env = append(os.Environ(), "SHOWDOWN_GO_RUN_BUGGY=1")
	out, err := cmd.CombinedOutput()
	text := string(out)
	if err == nil {
		t.Fatalf("the buggy evaluator's test passed:\n%s", text)
	}
	for _, want := range []string{"--- FAIL: TestBuggyEvaluator", "does not conform", "straight-flush"} {
		if !strings.Contains(text, want) {
			t.Errorf("the failure does not say %q:\n%s", want, text)
		}
	}
	// The smallest hand with the bug has six cards: five of a suit and a
	// straight that needs the sixth.
	if !sixCardHandShown(text) {
		t.Errorf("the failure shows no six-card hand:\n%s", text)
	}
}

// sixCardHandShown says whether some line of the output holds a run of
// exactly six cards ("2c 3c 4c 5c 6d 7c      says …", or the summary's
// "2c 3c 4c 5c 6d 7c: said …").
func sixCardHandShown(text string) bool {
	for _, line := range strings.Split(text, "\n") {
		run := 0
		for _, w := range append(strings.Fields(line), "") {
			if _, err := showdown.ParseCard(strings.Trim(w, "`:,")); err == nil {
				run++
				continue
			}
			if run == 6 {
				return true
			}
			run = 0
		}
	}
	return false
}
