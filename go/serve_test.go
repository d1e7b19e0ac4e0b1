package showdown

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

func mustGame(t *testing.T, id string) GameInfo {
	t.Helper()
	g, err := Game(id)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestTheGamesComeFromProtocolJSON(t *testing.T) {
	ids := map[string]bool{}
	for _, g := range Games() {
		ids[g.ID] = true
	}
	for _, id := range []string{"holdem", "short-deck", "omaha", "ace-to-five", "deuce-to-seven", "omaha-hi-lo", "stud-hi-lo"} {
		if !ids[id] {
			t.Errorf("protocol.json has no game %s", id)
		}
	}
	omaha := mustGame(t, "omaha")
	if !omaha.HasHoleCards() || omaha.HiLo() || len(omaha.Hole) != 3 {
		t.Errorf("omaha: %+v", omaha)
	}
	if !mustGame(t, "stud-hi-lo").HiLo() || mustGame(t, "stud-hi-lo").HasHoleCards() {
		t.Error("stud hi-lo is a hi-lo game without hole cards")
	}
	if c := Categories(); len(c) != 9 || c[0] != "high-card" || c[8] != "straight-flush" {
		t.Errorf("categories %v", c)
	}
	if _, err := Game("razz"); err == nil || !strings.Contains(err.Error(), "holdem") {
		t.Errorf("an unknown game's error names the games: %v", err)
	}
}

func TestAnswerLines(t *testing.T) {
	holdem, omaha, hilo := mustGame(t, "holdem"), mustGame(t, "omaha"), mustGame(t, "omaha-hi-lo")
	pair := func(Hand) (Answer, error) { return High("one-pair", 1, 12, 11), nil }
	var seen Hand
	record := func(h Hand) (Answer, error) { seen = h; return High("flush"), nil }
	cases := []struct {
		name string
		eval Evaluate
		line string
		game GameInfo
		want string
	}{
		{"a category and a strength", pair, "As Ad Kc Qd 2s", holdem, "one-pair 1.12.11"},
		{"a category alone", record, "As Ad Kc Qd 2s", holdem, "flush"},
		{"royal-flush is a category", func(Hand) (Answer, error) { return High("royal-flush"), nil }, "As Ks Qs Js Ts", holdem, "royal-flush"},
		{"order only", func(Hand) (Answer, error) { return OrderOnly(6, 3, 12), nil }, "As Ad Kc Qd 2s", holdem, "order 6.3.12"},
		{"a bad card", pair, "As Xd", holdem, "error bad card \"Xd\" (a card is a rank of 23456789TJQKA and a suit of cdhs)"},
		{"a card twice", pair, "As As", holdem, "error the card As appears twice"},
		{"no cards", pair, "", holdem, "error no cards"},
		{"eight cards of hold'em", pair, "2c 3c 4c 5c 6c 7c 8c 9c", holdem, "error 8 cards: holdem takes 1,2,3,4,5,6,7"},
		{"a bar in hold'em", pair, "As Ad | Kc Qd 2s", holdem, "error holdem deals no hole cards: no '|' expected"},
		{"no bar in Omaha", pair, "As Ad Kc Qd 2s 3s 4s", omaha, "error a deal of omaha is written HOLE | BOARD"},
		{"three hole cards in Omaha", pair, "As Ad Kc | Qd 2s 3s 4s", omaha, "error 3 hole and 4 board cards: omaha takes 4,5,6 hole and 3,4,5 board cards"},
		{"an unknown category", func(Hand) (Answer, error) { return High("pair"), nil }, "As Ad", holdem, "error not a protocol answer: unknown category \"pair\" (one of high-card, one-pair, two-pair, three-of-a-kind, straight, flush, full-house, four-of-a-kind, straight-flush)"},
		{"nine components", func(Hand) (Answer, error) { return High("flush", 1, 2, 3, 4, 5, 6, 7, 8, 9), nil }, "As Ad", holdem, "error not a protocol answer: a strength has at most 8 components, not 9"},
		{"an error", func(Hand) (Answer, error) { return Answer{}, errors.New("no\nthanks") }, "As Ad", holdem, "error no thanks"},
		{"a skip", func(Hand) (Answer, error) { return Answer{}, Skip("not my game") }, "As Ad", holdem, "skip not my game"},
		{"a panic", func(h Hand) (Answer, error) { return High(Categories()[len(h.Cards)*10]), nil }, "As Ad", holdem, "error panic: runtime error: index out of range [20] with length 9"},
		{"a low half", func(Hand) (Answer, error) { return High("straight", 16384).WithLow(56), nil }, "Ah 2s Qd Js | 2c 3d 4h 5s 9c", hilo, "straight 16384 / low 56"},
		{"no low", func(Hand) (Answer, error) { return High("high-card", 1153).WithNoLow(), nil }, "Ah Kc Qd Js | 2c 3d 4h 5s 9c", hilo, "high-card 1153 / no-low"},
		{"a missing low half", pair, "Ah Kc Qd Js | 2c 3d 4h 5s 9c", hilo, "error not a protocol answer: a omaha-hi-lo answer has a low half: add WithLow(…) or WithNoLow()"},
		{"a low half in hold'em", func(Hand) (Answer, error) { return High("flush").WithNoLow(), nil }, "As Ad", holdem, "error not a protocol answer: holdem has no low half: drop WithLow/WithNoLow"},
		{"a card below the short deck", pair, "As Ad 5c 7d 8s", mustGame(t, "short-deck"), "error 5c is not in the 36-card deck of short-deck"},
	}
	for _, c := range cases {
		var stderr bytes.Buffer
		if got := AnswerLine(c.eval, c.line, c.game, nil, &stderr); got != c.want {
			t.Errorf("%s: %q answered %q, want %q", c.name, c.line, got, c.want)
		}
	}
	if got := AnswerLine(record, "As Kd 7h 7c | 2s Td 9d", omaha, nil, nil); got != "flush" ||
		len(seen.Hole) != 4 || len(seen.Board) != 3 || len(seen.Cards) != 7 || seen.Board[0].String() != "2s" || seen.Cards[4] != seen.Board[0] {
		t.Errorf("the deal reached the function as %+v (%s)", seen, got)
	}
	if got := AnswerLine(pair, "As Ad Kc Qd 2s 3s", holdem, declaredCounts("5,7"), nil); got != "error 6 cards: this program declares 5,7" {
		t.Errorf("an undeclared count: %s", got)
	}
}

func TestAPanicsStackGoesToStderrWithTheHand(t *testing.T) {
	var stderr bytes.Buffer
	crash := func(Hand) (Answer, error) { panic("boom") }
	if got := AnswerLine(crash, "As Ad", GameInfo{}, nil, &stderr); got != "error panic: boom" {
		t.Errorf("answered %q", got)
	}
	if !strings.Contains(stderr.String(), "As Ad: panic: boom") || !strings.Contains(stderr.String(), "goroutine") {
		t.Errorf("stderr: %s", stderr.String())
	}
}

func TestServeAnswersEachLineInOrderAndGoesOnAfterAnError(t *testing.T) {
	in := strings.NewReader("As Ad\nXx\nKs Kd 7c\r\n2c 3c")
	var out, stderr bytes.Buffer
	eval := func(h Hand) (Answer, error) {
		if h.Cards[0].Rank() == 'K' {
			return Answer{}, Skip("no kings")
		}
		return High("one-pair", int64(len(h.Cards))), nil
	}
	if err := ServeIO("holdem", eval, in, &out, &stderr); err != nil {
		t.Fatal(err)
	}
	want := "one-pair 2\nerror bad card \"Xx\" (a card is a rank of 23456789TJQKA and a suit of cdhs)\nskip no kings\none-pair 2\n"
	if out.String() != want {
		t.Errorf("served %q, want %q", out.String(), want)
	}
	if err := ServeIO("razz", eval, in, &out, &stderr); err == nil {
		t.Error("an unknown game is served")
	}
}

func TestDeclaredCounts(t *testing.T) {
	for text, want := range map[string]string{"5-7": "5,6,7", "5,7": "5,7", "9": "9", "": "", "x": "", "7-11": "7,8,9,10,11"} {
		if got := counts(declaredCounts(text)); got != want {
			t.Errorf("%q: %s, want %s", text, got, want)
		}
	}
}

func TestCheckArgsAndPatterns(t *testing.T) {
	if got := runPattern("TestX/sub_case"); got != "^TestX$/^sub_case$" {
		t.Errorf("runPattern: %s", got)
	}
	args, err := checkArgs([]string{"/tmp/a b/x.test", "-test.run=^T$"}, Options{Game: "omaha", Cards: []int{9}, Strength: true, Flags: []string{"--random", "50"}})
	if err != nil {
		t.Fatal(err)
	}
	want := "check --cmd '/tmp/a b/x.test' '-test.run=^T$' --game omaha --cards 9 --strength --random 50"
	if got := strings.Join(args, " "); got != want {
		t.Errorf("args %s, want %s", got, want)
	}
	if _, err := checkArgs([]string{"x"}, Options{Game: "razz"}); err == nil {
		t.Error("an unknown game is passed to check")
	}
}
