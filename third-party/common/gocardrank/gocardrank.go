// Package gocardrank is what the census's cardrank rows share
// (third-party/cardrank*/main.go): the card conversion, the category of an
// eval rank as the library names it, and strengths in the order of the
// type's own comparator.
//
// Strengths: cardrank decides who wins with the type's comparator,
// Type.NewComp(low) (what cardrank.Order and its Dealer use; Eval.Comp
// too). Each comparator reads only the eval's HiRank (LoRank for the low
// half), so a strength is the place of the rank among every EvalRank value
// (0 to 65535) sorted with that comparator: equal under it, equal
// strengths; better under it, a higher strength. Nothing is reordered by
// the adapter; a comparator that calls two ranks equal gives them one
// strength.
package gocardrank

import (
	"fmt"
	"sort"

	"github.com/cardrank/cardrank"
	"github.com/showdown-poker/showdown/third-party/common/goadapter"
)

// Library is the module path.
const Library = "github.com/cardrank/cardrank"

// OtherGames are cardrank v0.9.0's types besides showdown's games.
var OtherGames = []string{
	"Royal (10+)", "Manila", "Double", "Showtime", "Swap", "OmahaDouble", "Courchevel",
	"Fusion", "FusionHiLo", "Stud", "Badugi", "LowballTriple", "Soko",
}

// Names are the library's category names (EvalRank.String) and tokens.
var Names = map[string]string{
	"Straight Flush": "straight-flush", "Four of a Kind": "four-of-a-kind",
	"Full House": "full-house", "Flush": "flush", "Straight": "straight",
	"Three of a Kind": "three-of-a-kind", "Two Pair": "two-pair", "Pair": "one-pair",
	"Nothing": "high-card",
}

// Token is the category token of a Cactus Kev eval rank, through the
// library's own EvalRank.String, and that name.
func Token(r cardrank.EvalRank) (string, string, error) {
	name := r.String()
	token, ok := Names[name]
	if !ok {
		return "", name, fmt.Errorf("library returned eval rank %d (%s)", int(r), name)
	}
	return token, name, nil
}

// Encode reads a protocol card with the library's cardrank.FromString.
func Encode(card string) (cardrank.Card, error) {
	c := cardrank.FromString(card)
	if c == cardrank.InvalidCard {
		return c, fmt.Errorf("cardrank.FromString(%q) is InvalidCard", card)
	}
	return c, nil
}

// Adapter is an adapter with cardrank's card conversion and names filled.
func Adapter(returns string) goadapter.Adapter[cardrank.Card] {
	return goadapter.Adapter[cardrank.Card]{
		Library:    Library,
		Returns:    returns,
		OtherGames: OtherGames,
		Names:      Names,
		Encode:     Encode,
		Decode:     func(c cardrank.Card) string { return c.String() },
		RankOf:     func(c cardrank.Card) int { return c.RankIndex() },
		SuitOf:     func(c cardrank.Card) int { return c.SuitIndex() },
	}
}

// Holdem scores five to seven cards with cardrank.Holdem, for the
// self-test of a row whose own type cannot take its card sets.
func Holdem(cards []cardrank.Card) (goadapter.Result, error) {
	ev := cardrank.Holdem.New(cards, nil)
	token, name, err := Token(ev.HiRank)
	return goadapter.Result{Token: token, Name: name}, err
}

// Strengths are the strength of every EvalRank value under the type's
// comparator (the hi one, or the lo one when low).
type Strengths []int64

// NewStrengths sorts every EvalRank value with typ.NewComp(low).
func NewStrengths(typ cardrank.Type, low bool) Strengths {
	const n = 1 << 16
	evs := make([]*cardrank.Eval, n)
	order := make([]int, n)
	for r := range evs {
		ev := cardrank.EvalOf(typ)
		if low {
			ev.LoRank = cardrank.EvalRank(r)
		} else {
			ev.HiRank = cardrank.EvalRank(r)
		}
		evs[r], order[r] = ev, r
	}
	comp := typ.NewComp(low)
	// Best first: the comparator says -1 when its first eval wins.
	sort.SliceStable(order, func(i, j int) bool { return comp(evs[order[i]], evs[order[j]]) < 0 })
	place := make([]int64, n)
	class := int64(0)
	for i, r := range order {
		if i > 0 && comp(evs[order[i-1]], evs[r]) != 0 {
			class++
		}
		place[r] = class
	}
	s := make(Strengths, n)
	for r := range s {
		s[r] = class - place[r] + 1
	}
	return s
}

// Of is the strength of an eval rank.
func (s Strengths) Of(r cardrank.EvalRank) []int64 { return []int64{s[int(r)]} }

// Direct is the direct call of a census finding: the hand (protocol text,
// "HOLE | BOARD" for Omaha) read by the library's cardrank.Must, evaluated
// by typ.New, printed as `hand => what the library returns => the answer`
// (the answer's strengths numbered by the type's own comparators, as the
// adapter numbers them). Nothing of the adapter's conversion is used.
func Direct(typ cardrank.Type, hand string, answer func(ev *cardrank.Eval) string) string {
	var pocket, board []cardrank.Card
	if i := indexBar(hand); i >= 0 {
		pocket, board = cardrank.Must(hand[:i]), cardrank.Must(hand[i+1:])
	} else {
		pocket = cardrank.Must(hand)
	}
	ev := typ.New(pocket, board)
	raw := fmt.Sprintf("%s.New: HiRank %d (%s)", typ.Name(), int(ev.HiRank), ev.HiRank.String())
	if typ.Low() {
		raw += fmt.Sprintf(", LoRank %d", int(ev.LoRank))
	}
	return fmt.Sprintf("%s => %s => %s", hand, raw, answer(ev))
}

func indexBar(s string) int {
	for i := range s {
		if s[i] == '|' {
			return i
		}
	}
	return -1
}

// Row is one census row: the cardrank type for each hole count (0: a game
// without hole cards) and how its eval reads.
type Row struct {
	Types map[int]cardrank.Type
	// Kind is "high" (a Cactus Kev HiRank), "razz" (RankRazz's ace-to-five
	// ranks), "lowball" (no category: order only) or "badugi" (a low
	// alone: `low <strength>`).
	Kind string
	HiLo bool
	hi   map[cardrank.Type]Strengths
	lo   map[cardrank.Type]Strengths
}

// NewRow numbers the strengths of each type.
func NewRow(kind string, hilo bool, types map[int]cardrank.Type) *Row {
	r := &Row{Types: types, Kind: kind, HiLo: hilo, hi: map[cardrank.Type]Strengths{}, lo: map[cardrank.Type]Strengths{}}
	for _, t := range types {
		r.hi[t] = NewStrengths(t, false)
		if hilo {
			r.lo[t] = NewStrengths(t, true)
		}
	}
	return r
}

// Answer translates an eval of the row's type typ.
func (r *Row) Answer(typ cardrank.Type, ev *cardrank.Eval) (goadapter.Result, error) {
	if ev.HiRank == cardrank.Invalid {
		return goadapter.Result{}, fmt.Errorf("library returned HiRank Invalid (%s.New)", typ.Name())
	}
	var out goadapter.Result
	switch r.Kind {
	case "lowball":
		out.Strength = r.hi[typ].Of(ev.HiRank)
	case "badugi":
		out.Token = "low"
		out.Strength = r.hi[typ].Of(ev.HiRank)
	case "razz":
		// RankRazz: below 16384 a no-pair low (a mask of ranks), else
		// Invalid minus the Cactus Kev rank of the paired five (RazzDesc).
		if ev.HiRank < 16384 {
			out.Token = "high-card"
		} else {
			token, name, err := Token(cardrank.Invalid - ev.HiRank)
			if err != nil {
				return out, err
			}
			out.Token, out.Name = token, name
		}
		out.Strength = r.hi[typ].Of(ev.HiRank)
	default:
		token, name, err := Token(ev.HiRank)
		if err != nil {
			return out, err
		}
		out.Token, out.Name, out.Strength = token, name, r.hi[typ].Of(ev.HiRank)
	}
	if r.HiLo {
		if ev.LoRank == cardrank.Invalid {
			out.Low = &goadapter.Low{}
		} else {
			out.Low = &goadapter.Low{Qualifies: true, Strength: r.lo[typ].Of(ev.LoRank)}
		}
	}
	return out, nil
}

// Line is a result as the adapter answers it.
func Line(r goadapter.Result, err error) string {
	if err != nil {
		return "error"
	}
	s := r.Token
	if s == "" {
		s = "order"
	}
	for i, x := range r.Strength {
		if i == 0 {
			s += " "
		} else {
			s += "."
		}
		s += fmt.Sprint(x)
	}
	if r.Low != nil {
		if !r.Low.Qualifies {
			s += " / no-low"
		} else {
			s += fmt.Sprintf(" / low %d", r.Low.Strength[0])
		}
	}
	return s
}

// Confirm prints the direct call of each hand given (main of confirm.go).
func (r *Row) Confirm(hands []string) {
	for _, hand := range hands {
		typ := r.Types[0]
		if i := indexBar(hand); i >= 0 {
			typ = r.Types[len(cardrank.Must(hand[:i]))]
		}
		fmt.Println(Direct(typ, hand, func(ev *cardrank.Eval) string { return Line(r.Answer(typ, ev)) }))
	}
}

// Evaluate and EvaluateDeal are the adapter's calls.
func (r *Row) Evaluate(cards []cardrank.Card) (goadapter.Result, error) {
	typ := r.Types[0]
	return r.Answer(typ, typ.New(cards, nil))
}

func (r *Row) EvaluateDeal(hole, board []cardrank.Card) (goadapter.Result, error) {
	typ := r.Types[len(hole)]
	return r.Answer(typ, typ.New(hole, board))
}
