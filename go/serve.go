// Package showdown makes a Go poker hand evaluator a program that speaks
// showdown's line protocol (Serve), and checks it from `go test` with the
// `showdown check` binary (AssertConforms).
//
// The protocol (docs/protocol.md in the showdown repository) sends one hand
// per line ("As Kd 7h 7c 2s", or "HOLE | BOARD" in games with hole cards) and
// reads one answer per line ("one-pair 1.5.13.11.8"). Serve does the reading,
// the parsing, the formatting and the flushing; the function only evaluates.
package showdown

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
)

const (
	ranks = "23456789TJQKA"
	suits = "cdhs"
)

// Card is one card: a rank 2 … A and a suit c, d, h, s.
type Card struct {
	rank, suit uint8
}

// ParseCard reads a card as the protocol writes it: "As", "Td", "2c".
func ParseCard(text string) (Card, error) {
	if len(text) != 2 || strings.IndexByte(ranks, text[0]) < 0 || strings.IndexByte(suits, text[1]) < 0 {
		return Card{}, fmt.Errorf("bad card %q (a card is a rank of %s and a suit of %s)", text, ranks, suits)
	}
	return Card{uint8(strings.IndexByte(ranks, text[0])), uint8(strings.IndexByte(suits, text[1]))}, nil
}

// String is the card as the protocol writes it ("As").
func (c Card) String() string { return string([]byte{ranks[c.rank], suits[c.suit]}) }

// Rank is the rank character, one of 23456789TJQKA.
func (c Card) Rank() byte { return ranks[c.rank] }

// Suit is the suit character, one of cdhs.
func (c Card) Suit() byte { return suits[c.suit] }

// RankIndex is the rank as a number: 2 is 0, …, A is 12.
func (c Card) RankIndex() int { return int(c.rank) }

// SuitIndex is the suit as a number: c 0, d 1, h 2, s 3.
func (c Card) SuitIndex() int { return int(c.suit) }

// Index is the canonical card index RankIndex*4 + SuitIndex (2c is 0, As is 51).
func (c Card) Index() int { return int(c.rank)*4 + int(c.suit) }

// Hand is one request: the cards of a hand, and in games with hole cards
// (Omaha) the hole cards and the board apart.
type Hand struct {
	// Cards are all the cards, in the order sent (hole cards first).
	Cards []Card
	// Hole and Board are the cards before and after the bar of a
	// "HOLE | BOARD" request (nil in games without hole cards).
	Hole, Board []Card
}

// Answer is what an evaluator says of a hand. Build one with High or
// OrderOnly, and in a hi-lo game add the low half with WithLow or WithNoLow.
type Answer struct {
	// Category is the protocol token ("one-pair", "straight-flush"), or
	// "order" for an order-only answer.
	Category string
	// Strength orders hands of the same size: compared component by
	// component, higher is better (in lowball games: the better low). Nil
	// for none.
	Strength []int64
	// Low is the low half of a hi-lo game's answer (nil in other games).
	Low *Low
}

// Low is the low half of a hi-lo answer.
type Low struct {
	// Qualifies says the hand has a low ("low"); false is "no-low".
	Qualifies bool
	// Strength orders the lows, higher the better low (nil for none).
	Strength []int64
}

// High is an answer of a category and, optionally, a strength:
// High("one-pair", 1, 12, 11, 8, 5).
func High(category string, strength ...int64) Answer {
	return Answer{Category: category, Strength: strength}
}

// OrderOnly is an answer with a strength and no category (`order 6.3.12`),
// for a program declared `answers = "order-only"` in its manifest.
func OrderOnly(strength ...int64) Answer {
	return Answer{Category: "order", Strength: strength}
}

// WithLow adds a qualifying low half with an optional strength (higher is
// the better low).
func (a Answer) WithLow(strength ...int64) Answer {
	a.Low = &Low{Qualifies: true, Strength: strength}
	return a
}

// WithNoLow adds the low half "no-low".
func (a Answer) WithNoLow() Answer {
	a.Low = &Low{}
	return a
}

// Evaluate is an evaluator: the answer for one hand, or an error. An error
// becomes the answer `error <text>` (a rejection of the hand), except one
// made by Skip, which becomes `skip <text>`.
type Evaluate func(Hand) (Answer, error)

type skipError struct{ reason string }

func (s skipError) Error() string { return s.reason }

// Skip is the error an evaluator returns for a hand it does not handle:
// answered `skip <reason>`, not counted as a failure.
func Skip(reason string) error { return skipError{reason} }

// Line is the answer as one protocol line (no newline), or an error if it
// is not one: an unknown category, too many strength components, a low half
// in a game without one or none in a hi-lo game.
func (a Answer) Line(game GameInfo) (string, error) {
	var b strings.Builder
	if a.Category == "order" {
		if len(a.Strength) == 0 {
			return "", errors.New("an order-only answer needs a strength")
		}
		b.WriteString("order")
	} else {
		token, err := categoryToken(a.Category)
		if err != nil {
			return "", err
		}
		b.WriteString(token)
	}
	if err := writeStrength(&b, a.Strength); err != nil {
		return "", err
	}
	switch {
	case game.HiLo() && a.Low == nil:
		return "", fmt.Errorf("a %s answer has a low half: add WithLow(…) or WithNoLow()", game.ID)
	case !game.HiLo() && a.Low != nil && game.ID != "":
		return "", fmt.Errorf("%s has no low half: drop WithLow/WithNoLow", game.ID)
	case a.Low != nil && a.Low.Qualifies:
		b.WriteString(" / low")
		if err := writeStrength(&b, a.Low.Strength); err != nil {
			return "", err
		}
	case a.Low != nil:
		if len(a.Low.Strength) > 0 {
			return "", errors.New("a no-low half has no strength")
		}
		b.WriteString(" / no-low")
	}
	return b.String(), nil
}

func writeStrength(b *strings.Builder, strength []int64) error {
	if len(strength) == 0 {
		return nil
	}
	if max := protocol.Answer.Strength.MaxComponents; max > 0 && len(strength) > max {
		return fmt.Errorf("a strength has at most %d components, not %d", max, len(strength))
	}
	for i, x := range strength {
		if i == 0 {
			b.WriteByte(' ')
		} else {
			b.WriteByte('.')
		}
		b.WriteString(strconv.FormatInt(x, 10))
	}
	return nil
}

// ParseRequest reads one request line of a game into a Hand: a bad card, a
// card given twice, a count the game (or the declared counts) does not take
// or a malformed deal is an error, which Serve answers `error <text>`. The
// zero GameInfo takes any line of 1 to 11 cards, with or without a bar.
func ParseRequest(line string, game GameInfo, declared []int) (Hand, error) {
	var h Hand
	var err error
	hole, board, bar := strings.Cut(line, "|")
	switch {
	case game.HasHoleCards() && !bar:
		return h, fmt.Errorf("a deal of %s is written HOLE | BOARD", game.ID)
	case game.ID != "" && !game.HasHoleCards() && bar:
		return h, fmt.Errorf("%s deals no hole cards: no '|' expected", game.ID)
	case bar && strings.Contains(board, "|"):
		return h, errors.New("a deal has one '|'")
	}
	if bar {
		if h.Hole, err = parseCards(hole); err != nil {
			return h, err
		}
		if h.Board, err = parseCards(board); err != nil {
			return h, err
		}
		if len(h.Hole) == 0 || len(h.Board) == 0 {
			return h, errors.New("a deal has hole cards and a board")
		}
		if game.HasHoleCards() && (!contains(game.Hole, len(h.Hole)) || !contains(game.Board, len(h.Board))) {
			return h, fmt.Errorf("%d hole and %d board cards: %s takes %s hole and %s board cards",
				len(h.Hole), len(h.Board), game.ID, counts(game.Hole), counts(game.Board))
		}
		h.Cards = append(append([]Card(nil), h.Hole...), h.Board...)
	} else if h.Cards, err = parseCards(line); err != nil {
		return h, err
	}
	seen := map[Card]bool{}
	for _, c := range h.Cards {
		if seen[c] {
			return h, fmt.Errorf("the card %s appears twice", c)
		}
		seen[c] = true
	}
	switch {
	case len(h.Cards) == 0:
		return h, errors.New("no cards")
	case game.ID == "" && len(h.Cards) > 11:
		return h, fmt.Errorf("%d cards: a hand has at most 11", len(h.Cards))
	case game.ID != "" && !contains(game.Cards, len(h.Cards)):
		return h, fmt.Errorf("%d cards: %s takes %s", len(h.Cards), game.ID, counts(game.Cards))
	case declared != nil && !contains(declared, len(h.Cards)):
		return h, fmt.Errorf("%d cards: this program declares %s", len(h.Cards), counts(declared))
	}
	if low := strings.IndexByte(ranks, lowestRank(game)); low > 0 {
		for _, c := range h.Cards {
			if int(c.rank) < low {
				return h, fmt.Errorf("%s is not in the %d-card deck of %s", c, game.Deck.Size, game.ID)
			}
		}
	}
	return h, nil
}

func lowestRank(game GameInfo) byte {
	if game.Deck.LowestRank == "" {
		return '2'
	}
	return game.Deck.LowestRank[0]
}

func parseCards(text string) ([]Card, error) {
	var out []Card
	for _, word := range strings.Fields(text) {
		c, err := ParseCard(word)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func contains(v []int, n int) bool {
	for _, x := range v {
		if x == n {
			return true
		}
	}
	return false
}

func counts(v []int) string {
	words := make([]string, len(v))
	for i, n := range v {
		words[i] = strconv.Itoa(n)
	}
	return strings.Join(words, ",")
}

// declaredCounts reads SHOWDOWN_CARDS ("5-7", "5,7", "9"): nil if unset or
// unreadable.
func declaredCounts(text string) []int {
	if text == "" {
		return nil
	}
	var out []int
	for _, part := range strings.Split(text, ",") {
		lo, hi, isRange := strings.Cut(strings.TrimSpace(part), "-")
		a, err := strconv.Atoi(lo)
		if err != nil {
			return nil
		}
		b := a
		if isRange {
			if b, err = strconv.Atoi(hi); err != nil {
				return nil
			}
		}
		for n := a; n <= b; n++ {
			out = append(out, n)
		}
	}
	return out
}

func oneLine(text string) string {
	if s := strings.Join(strings.Fields(text), " "); s != "" {
		return s
	}
	return "(no message)"
}

// AnswerLine is the answer to one request line: the function's verdict,
// `error <text>` or `skip <text>`. It never panics: a bad line, an error or
// a panic of the function becomes an `error` line (a panic's stack, and the
// hand, go to stderr when it is not nil).
func AnswerLine(evaluate Evaluate, line string, game GameInfo, declared []int, stderr io.Writer) (answer string) {
	hand, err := ParseRequest(line, game, declared)
	if err != nil {
		return "error " + oneLine(err.Error())
	}
	defer func() {
		if p := recover(); p != nil {
			if stderr != nil {
				fmt.Fprintf(stderr, "showdown.Serve: %s: panic: %v\n%s", line, p, debug.Stack())
			}
			answer = "error " + oneLine(fmt.Sprintf("panic: %v", p))
		}
	}()
	a, err := evaluate(hand)
	var skip skipError
	switch {
	case errors.As(err, &skip):
		return "skip " + oneLine(skip.reason)
	case err != nil:
		if stderr != nil {
			fmt.Fprintf(stderr, "showdown.Serve: %s: %v\n", line, err)
		}
		return "error " + oneLine(err.Error())
	}
	text, err := a.Line(game)
	if err != nil {
		if stderr != nil {
			fmt.Fprintf(stderr, "showdown.Serve: %s: the answer %+v is not a protocol answer: %v\n", line, a, err)
		}
		return "error " + oneLine("not a protocol answer: "+err.Error())
	}
	return text
}

// ServeIO serves evaluate for the game (an id of Games; "" takes hands of
// any game, HOLE | BOARD when the line has a bar) from in to out until in
// ends, one answer line per request line, flushed at once.
func ServeIO(game string, evaluate Evaluate, in io.Reader, out, stderr io.Writer) error {
	var info GameInfo
	if game != "" {
		var err error
		if info, err = Game(game); err != nil {
			return err
		}
	}
	declared := declaredCounts(os.Getenv("SHOWDOWN_CARDS"))
	reader := bufio.NewReader(in)
	writer := bufio.NewWriter(out)
	for {
		line, err := reader.ReadString('\n')
		if line == "" && err != nil {
			if err == io.EOF {
				return nil
			}
			return err
		}
		line = strings.TrimRight(line, "\r\n")
		if _, werr := writer.WriteString(AnswerLine(evaluate, line, info, declared, stderr) + "\n"); werr != nil {
			return werr
		}
		if werr := writer.Flush(); werr != nil {
			return werr
		}
		if err != nil {
			return nil
		}
	}
}

// Serve makes the program a protocol program: it reads the requests on
// standard input, calls evaluate for each hand and writes the answers on
// standard output until the input ends. The game is SHOWDOWN_GAME's (set by
// AssertConforms), else any: a line with a bar is a HOLE | BOARD deal.
// The card counts showdown declares (SHOWDOWN_CARDS) are enforced.
func Serve(evaluate Evaluate) {
	if err := ServeIO(os.Getenv("SHOWDOWN_GAME"), evaluate, os.Stdin, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintf(os.Stderr, "showdown.Serve: %v\n", err)
		os.Exit(2)
	}
}
