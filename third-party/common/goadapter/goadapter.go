// Package goadapter is the shared plumbing of showdown's line-protocol
// adapters for published Go evaluators (third-party/<row>/main.go), as
// common/showdown_adapter.py is for the Python ones. Standard library only.
//
// An adapter describes one library in an Adapter value and calls Main; this
// package does the rest:
//
//   - the protocol loop (docs/protocol.md): one hand per line on stdin, one
//     answer per line on stdout, flushed; a panic of the library becomes
//     `error library panicked: …`; deals with a hole count the library does
//     not take are answered `skip`;
//   - the self-test of the adapter's card conversion, run at start-up (if
//     it fails, every request is answered `error adapter self-test failed:
//     …`, so an adapter bug is never taken for a library bug) and alone with
//     --self-test (exit status 0 passed, 1 failed);
//   - --version (the module's version linked into this program, from its
//     build information) and --info (one JSON line).
//
// The self-test checks the conversion, not the library's judgement: every
// card read back through the library, every rank once in order (the
// library's ranks strictly increase), each suit as a flush (one library suit
// per hand, four different ones), a wheel, a royal flush, mixed suits; and
// that the adapter's token for the library's answer on those five-card hands
// agrees with the library's own name for its category.
package goadapter

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
)

const (
	ranks = "23456789TJQKA"
	suits = "cdhs"
)

// Tokens are the protocol's category tokens.
var Tokens = []string{
	"high-card", "one-pair", "two-pair", "three-of-a-kind", "straight",
	"flush", "full-house", "four-of-a-kind", "straight-flush",
}

// Result is the library's answer for one hand, translated.
type Result struct {
	// Token is the category token ("" in an order-only answer).
	Token string
	// Strength orders hands, higher is better (nil: none).
	Strength []int64
	// Name is the library's own name of the category ("" if it has none).
	Name string
	// Low is the low half of a hi-lo game (nil in other games).
	Low *Low
}

// Low is the low half of a hi-lo answer.
type Low struct {
	Qualifies bool
	Strength  []int64
}

// Adapter describes one library; C is its card type.
type Adapter[C any] struct {
	// Library is the module path (its linked version is --version's).
	Library string
	// Returns is one sentence: what the library returns, how it is mapped.
	Returns string
	// OtherGames are the games the library has besides this row's.
	OtherGames []string
	// Names maps the library's own category names to protocol tokens.
	Names map[string]string
	// OrderOnly: the answers are `order <strength>` (no category).
	OrderOnly bool
	// Encode makes a library card of a protocol card ("As").
	Encode func(card string) (C, error)
	// Decode writes a library card back as "As", through the library's
	// own functions (not by undoing Encode).
	Decode func(C) string
	// RankOf and SuitOf are the library's rank and suit values of a card.
	RankOf, SuitOf func(C) int
	// Evaluate answers a hand of a game without hole cards.
	Evaluate func(cards []C) (Result, error)
	// EvaluateDeal answers a HOLE | BOARD deal (games with hole cards).
	EvaluateDeal func(hole, board []C) (Result, error)
	// HoleCards and BoardCards are the counts the library takes (nil: any);
	// other deals are answered `skip`.
	HoleCards, BoardCards []int
	// SelfTestEvaluate scores the self-test's five-card hands when the
	// row's own evaluation cannot (Omaha, short deck, lowball): the
	// library's hold'em evaluation, which reads cards the same way.
	SelfTestEvaluate func(cards []C) (Result, error)
}

var selfTestSets = []struct{ what, cards, want string }{
	{"every rank once, in order", "2c 3d 4h 5s 6c 7d 8h 9s Tc Jd Qh Ks Ac", "ranks"},
	{"a clubs flush", "2c 5c 9c Jc Ac", "flush"},
	{"a diamonds flush", "2d 5d 9d Jd Ad", "flush"},
	{"a hearts flush", "2h 5h 9h Jh Ah", "flush"},
	{"a spades flush", "2s 5s 9s Js As", "flush"},
	{"a wheel", "Ah 2c 3d 4s 5h", "wheel"},
	{"a royal flush", "As Ks Qs Js Ts", "flush"},
	{"mixed suits", "As Kh Qd Jc 9s", "no-flush"},
}

// Version is the library's version linked into this program.
func (a Adapter[C]) Version() string {
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, d := range info.Deps {
			if d.Path == a.Library {
				if d.Replace != nil && d.Replace.Version != "" {
					return d.Replace.Version
				}
				return d.Version
			}
		}
	}
	return ""
}

// guard runs f, turning a panic into an error.
func guard(f func() (Result, error)) (r Result, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("library panicked: %v", p)
		}
	}()
	return f()
}

func (a Adapter[C]) encodeAll(cards []string) ([]C, error) {
	out := make([]C, len(cards))
	for i, c := range cards {
		e, err := a.Encode(c)
		if err != nil {
			return nil, err
		}
		out[i] = e
	}
	return out, nil
}

// SelfTest returns the failures of the conversion self-test (none: passed).
func (a Adapter[C]) SelfTest() (failures []string) {
	defer func() {
		if p := recover(); p != nil {
			failures = append(failures, fmt.Sprintf("the adapter panicked: %v", p))
		}
	}()
	var deck []string
	for _, r := range ranks {
		for _, s := range suits {
			deck = append(deck, string(r)+string(s))
		}
	}
	enc, err := a.encodeAll(deck)
	if err != nil {
		return []string{"encoding the deck: " + err.Error()}
	}
	for i, c := range enc {
		if back := a.Decode(c); back != deck[i] {
			failures = append(failures, fmt.Sprintf("%s reads back through the library as %s", deck[i], back))
			break
		}
	}
	var flushSuits []int
	for _, set := range selfTestSets {
		cards := strings.Fields(set.cards)
		enc, err := a.encodeAll(cards)
		if err != nil {
			failures = append(failures, set.what+": "+err.Error())
			continue
		}
		var back []string
		var rs, ss []int
		for _, c := range enc {
			back = append(back, a.Decode(c))
			rs = append(rs, a.RankOf(c))
			ss = append(ss, a.SuitOf(c))
		}
		if strings.Join(back, " ") != set.cards {
			failures = append(failures, fmt.Sprintf("%s: reads back as %s", set.what, strings.Join(back, " ")))
		}
		distinctSuits := map[int]bool{}
		for _, s := range ss {
			distinctSuits[s] = true
		}
		switch set.want {
		case "ranks":
			for i := 1; i < len(rs); i++ {
				if rs[i-1] >= rs[i] {
					failures = append(failures, fmt.Sprintf("%s: the library's ranks are not increasing: %v", set.what, rs))
					break
				}
			}
		case "flush":
			if len(distinctSuits) != 1 {
				failures = append(failures, fmt.Sprintf("%s: the library sees suits %v", set.what, ss))
			} else if set.what != "a royal flush" {
				flushSuits = append(flushSuits, ss[0])
			}
		case "no-flush", "wheel":
			if len(distinctSuits) == 1 {
				failures = append(failures, set.what+": the library sees one suit")
			}
		}
		if set.want == "wheel" {
			low := append([]int(nil), rs...)
			sort.Ints(low)
			if rs[0] != low[4] || low[0] != rs[1] || low[1] != rs[2] || low[2] != rs[3] || low[3] != rs[4] {
				failures = append(failures, fmt.Sprintf("%s: the library's ranks are %v", set.what, rs))
			}
		}
		if len(cards) != 5 {
			continue
		}
		score := a.SelfTestEvaluate
		if score == nil {
			score = a.Evaluate
		}
		if score == nil {
			continue
		}
		r, err := guard(func() (Result, error) { return score(enc) })
		if err != nil {
			failures = append(failures, fmt.Sprintf("%s: the library failed: %v", set.what, err))
			continue
		}
		if a.OrderOnly && a.SelfTestEvaluate == nil {
			if r.Token != "" || r.Strength == nil {
				failures = append(failures, set.what+": an order-only answer is no category and a strength")
			}
		} else if !contains(Tokens, r.Token) {
			failures = append(failures, fmt.Sprintf("%s: translated to %q, not a category token", set.what, r.Token))
		}
		if r.Name != "" && a.Names[r.Name] != r.Token {
			failures = append(failures, fmt.Sprintf("%s: the library calls it %q, the adapter says %q", set.what, r.Name, r.Token))
		}
	}
	if distinct := map[int]bool{}; true {
		for _, s := range flushSuits {
			distinct[s] = true
		}
		if len(distinct) != 4 {
			failures = append(failures, fmt.Sprintf("the four one-suit flushes have library suits %v", flushSuits))
		}
	}
	return failures
}

func contains[T comparable](v []T, x T) bool {
	for _, y := range v {
		if y == x {
			return true
		}
	}
	return false
}

func parseCards(text string) ([]string, error) {
	cards := strings.Fields(text)
	if len(cards) == 0 {
		return nil, fmt.Errorf("no cards")
	}
	for _, c := range cards {
		if len(c) != 2 || !strings.ContainsRune(ranks, rune(c[0])) || !strings.ContainsRune(suits, rune(c[1])) {
			return nil, fmt.Errorf("bad card %q", c)
		}
	}
	return cards, nil
}

func strength(v []int64) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = strconv.FormatInt(x, 10)
	}
	return strings.Join(parts, ".")
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// Answer is the protocol answer to one request line.
func (a Adapter[C]) Answer(line string) string {
	var r Result
	var err error
	if a.EvaluateDeal != nil {
		holeText, boardText, ok := strings.Cut(line, "|")
		if !ok || strings.Contains(boardText, "|") {
			return "error bad request: a deal is written HOLE | BOARD"
		}
		hole, err1 := parseCards(holeText)
		board, err2 := parseCards(boardText)
		if err1 != nil || err2 != nil {
			return fmt.Sprintf("error bad request: %v", firstErr(err1, err2))
		}
		if dup := duplicate(append(append([]string(nil), hole...), board...)); dup != "" {
			return "error bad request: a card is there twice: " + dup
		}
		if a.HoleCards != nil && !contains(a.HoleCards, len(hole)) || a.BoardCards != nil && !contains(a.BoardCards, len(board)) {
			return fmt.Sprintf("skip the library takes %s hole and %s board cards, not %d and %d",
				counts(a.HoleCards), counts(a.BoardCards), len(hole), len(board))
		}
		h, err1 := a.encodeAll(hole)
		b, err2 := a.encodeAll(board)
		if err1 != nil || err2 != nil {
			return fmt.Sprintf("error adapter: %v", firstErr(err1, err2))
		}
		r, err = guard(func() (Result, error) { return a.EvaluateDeal(h, b) })
	} else {
		cards, perr := parseCards(line)
		if perr != nil {
			return "error bad request: " + perr.Error()
		}
		if dup := duplicate(cards); dup != "" {
			return "error bad request: a card is there twice: " + dup
		}
		enc, eerr := a.encodeAll(cards)
		if eerr != nil {
			return "error adapter: " + eerr.Error()
		}
		r, err = guard(func() (Result, error) { return a.Evaluate(enc) })
	}
	if err != nil {
		return "error " + oneLine(err.Error())
	}
	token := r.Token
	if token == "" {
		token = "order"
	}
	out := token
	if r.Strength != nil {
		out += " " + strength(r.Strength)
	}
	if r.Low != nil {
		switch {
		case !r.Low.Qualifies:
			out += " / no-low"
		case r.Low.Strength != nil:
			out += " / low " + strength(r.Low.Strength)
		default:
			out += " / low"
		}
	}
	return out
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

func duplicate(cards []string) string {
	seen := map[string]bool{}
	for _, c := range cards {
		if seen[c] {
			return c
		}
		seen[c] = true
	}
	return ""
}

func counts(v []int) string {
	if v == nil {
		return "any"
	}
	parts := make([]string, len(v))
	for i, n := range v {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, " or ")
}

// Main runs the adapter: --version, --info, --self-test, or the protocol
// loop on stdin and stdout. It returns the exit status.
func Main[C any](a Adapter[C]) int {
	args := os.Args[1:]
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	switch {
	case len(args) == 1 && args[0] == "--version":
		fmt.Fprintf(out, "%s %s\n", a.Library, a.Version())
		return 0
	case len(args) == 1 && args[0] == "--info":
		info := map[string]any{
			"library":     a.Library,
			"ecosystem":   "go",
			"language":    "Go",
			"version":     a.Version(),
			"runtime":     "Go " + strings.TrimPrefix(runtime.Version(), "go"),
			"loads":       true,
			"load_error":  nil,
			"returns":     a.Returns,
			"other_games": append([]string{}, a.OtherGames...),
		}
		text, _ := json.Marshal(info)
		fmt.Fprintf(out, "%s\n", text)
		return 0
	case len(args) == 1 && args[0] == "--self-test":
		failures := a.SelfTest()
		for _, f := range failures {
			fmt.Fprintf(out, "self-test FAILED: %s\n", f)
		}
		if len(failures) > 0 {
			return 1
		}
		fmt.Fprintf(out, "self-test passed: %d card sets and the whole deck\n", len(selfTestSets))
		return 0
	case len(args) > 0:
		fmt.Fprintln(os.Stderr, "usage: adapter [--self-test | --version | --info]")
		return 2
	}
	refusal := ""
	if failures := a.SelfTest(); len(failures) > 0 {
		refusal = "error adapter self-test failed: " + oneLine(strings.Join(failures, "; "))
		fmt.Fprintln(os.Stderr, refusal)
	}
	in := bufio.NewReader(os.Stdin)
	for {
		line, err := in.ReadString('\n')
		if line != "" {
			answer := refusal
			if answer == "" {
				answer = a.Answer(strings.TrimRight(line, "\r\n"))
			}
			out.WriteString(answer + "\n")
			out.Flush()
		}
		if err == io.EOF {
			return 0
		} else if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
	}
}
