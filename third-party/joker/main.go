// The showdown line-protocol adapter for the Go module github.com/notnil/joker
// at the commit of 2018-02-19 (pseudo-version v0.0.0-20180219043703-3f2f69a75914,
// pinned in go.mod and go.sum: the module proxy serves it as a dependency of
// chehsunliu/poker; it refuses the tagged v0.1.0), package hand, hold'em
// high, 5 to 7 cards.
//
// What it returns: hand.New(cards) is the best five-card hand of the cards,
// with Ranking() (HighCard 1 … StraightFlush 9, RoyalFlush 10) and
// Description(); hands are ordered only by Hand.CompareTo (positive: this
// hand wins).
//
// Mapping: category = the ranking (RoyalFlush is the ace-high straight
// flush); strength = built by sorting with the library's comparator: one
// hand of each of the 7,462 five-card classes sorted with CompareTo, a hand
// placed among them with it (2 × how many are below it, + 1 if it equals the
// next). Nothing is corrected.
//
// Cards: protocol "As" is the library's "A♠" (Card.UnmarshalText), written
// back by Card.String (self-test); Card.Rank and Card.Suit are its values.
//
// Domain: its docs say New takes any number of cards (the best five of more
// than five); 5 to 7 here. Other games: its Low and AceToFiveLow options are
// not wrapped.
package main

import (
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/notnil/joker/hand"
	"github.com/showdown-poker/showdown/third-party/common/goadapter"
)

var symbols = map[byte]string{'s': "♠", 'h': "♥", 'd': "♦", 'c': "♣"}

var tokens = map[hand.Ranking]string{
	hand.HighCard: "high-card", hand.Pair: "one-pair", hand.TwoPair: "two-pair",
	hand.ThreeOfAKind: "three-of-a-kind", hand.Straight: "straight", hand.Flush: "flush",
	hand.FullHouse: "full-house", hand.FourOfAKind: "four-of-a-kind",
	hand.StraightFlush: "straight-flush", hand.RoyalFlush: "straight-flush",
}

func encode(card string) (hand.Card, error) {
	var c hand.Card
	err := c.UnmarshalText([]byte(card[:1] + symbols[card[1]]))
	return c, err
}

func decode(c hand.Card) string {
	s := c.String()
	for letter, symbol := range symbols {
		if strings.HasSuffix(s, symbol) {
			return strings.TrimSuffix(s, symbol) + string(letter)
		}
	}
	return s
}

// classes is one five-card hand of each class, sorted with CompareTo.
func classes() []*hand.Hand {
	const ranks = "23456789TJQKA"
	var out []*hand.Hand
	var pick func(start int, chosen []int)
	add := func(cs []string) {
		var cards []hand.Card
		for _, c := range cs {
			e, _ := encode(c)
			cards = append(cards, e)
		}
		out = append(out, hand.New(cards))
	}
	pick = func(start int, chosen []int) {
		if len(chosen) == 5 {
			count := map[int]int{}
			for _, r := range chosen {
				count[r]++
			}
			if len(count) == 5 {
				var off, suited []string
				for i, r := range chosen {
					off = append(off, string(ranks[r])+string("cdhsc"[i]))
					suited = append(suited, string(ranks[r])+"c")
				}
				add(off)
				add(suited)
				return
			}
			var cs []string
			for r, n := range count {
				for i := 0; i < n; i++ {
					cs = append(cs, string(ranks[r])+string("cdhs"[i]))
				}
			}
			add(cs)
			return
		}
		for r := start; r < 13; r++ {
			n := 0
			for _, x := range chosen {
				if x == r {
					n++
				}
			}
			if n < 4 {
				pick(r, append(append([]int(nil), chosen...), r))
			}
		}
	}
	pick(0, nil)
	sort.SliceStable(out, func(i, j int) bool { return out[i].CompareTo(out[j]) < 0 })
	return out
}

func main() {
	ladder := classes()
	strength := func(h *hand.Hand) int64 {
		lo := sort.Search(len(ladder), func(i int) bool { return ladder[i].CompareTo(h) >= 0 })
		s := int64(2 * lo)
		if lo < len(ladder) && ladder[lo].CompareTo(h) == 0 {
			s++
		}
		return s
	}
	names := map[string]string{}
	for r, t := range tokens {
		names[fmt.Sprint(int(r))] = t
	}
	os.Exit(goadapter.Main(goadapter.Adapter[hand.Card]{
		Library:    "github.com/notnil/joker",
		Returns:    "hand.New: the best five, Ranking 1..10 (RoyalFlush 10); ordered by Hand.CompareTo, a comparator. Mapped: category = ranking, strength built by sorting with the comparator",
		OtherGames: []string{"lowball (hand.Low)", "ace-to-five low (hand.AceToFiveLow)"},
		Names:      names,
		Encode:     encode,
		Decode:     decode,
		RankOf:     func(c hand.Card) int { return int(c.Rank()) },
		SuitOf:     func(c hand.Card) int { return int(c.Suit()) },
		Evaluate: func(cards []hand.Card) (goadapter.Result, error) {
			h := hand.New(cards)
			token, ok := tokens[h.Ranking()]
			if !ok {
				return goadapter.Result{}, fmt.Errorf("library returned ranking %d", int(h.Ranking()))
			}
			return goadapter.Result{Token: token, Strength: []int64{strength(h)}, Name: fmt.Sprint(int(h.Ranking()))}, nil
		},
	}))
}
