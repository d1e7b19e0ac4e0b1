package showdown

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// protocolJSON is the protocol's own description of itself (cards, category
// tokens, games, answer forms), generated from showdown's Rust sources by
// `cargo xtask protocol --write`; the table of games below is read from it.
//
//go:embed protocol.json
var protocolJSON []byte

// GameInfo is one game of the protocol, as protocol.json describes it.
type GameInfo struct {
	// ID is the game's id in flags and manifests ("holdem", "omaha").
	ID string `json:"id"`
	// Name is its English name.
	Name string `json:"name"`
	Deck struct {
		// LowestRank is the lowest rank in the deck ("2", or "6" for short deck).
		LowestRank string `json:"lowest_rank"`
		Size       int    `json:"size"`
	} `json:"deck"`
	// Cards are the card counts of a hand, hole and board together.
	Cards []int `json:"cards"`
	// Layout is "cards" (one list) or "hole-and-board" (HOLE | BOARD).
	Layout string `json:"layout"`
	// Hole and Board are the counts each part may have (nil for "cards").
	Hole  []int `json:"hole"`
	Board []int `json:"board"`
	// Answer is "high", "low", "high-low" (a high and a low half) or
	// "low-only" (badugi: `low <strength>`, no category).
	Answer string `json:"answer"`
	// Categories are the game's category tokens, weakest first.
	Categories []string `json:"categories"`
}

// HasHoleCards says whether the game's hands come as HOLE | BOARD.
func (g GameInfo) HasHoleCards() bool { return g.Layout == "hole-and-board" }

// HiLo says whether an answer has a low half (" / low …").
func (g GameInfo) HiLo() bool { return g.Answer == "high-low" }

type protocolFile struct {
	Protocol   string `json:"protocol"`
	Version    int    `json:"version"`
	Categories []struct {
		Token string `json:"token"`
	} `json:"categories"`
	Aliases []struct {
		Token string `json:"token"`
		Means string `json:"means"`
	} `json:"category_aliases"`
	Games  []GameInfo `json:"games"`
	Answer struct {
		Strength struct {
			MaxComponents int `json:"max_components"`
		} `json:"strength"`
	} `json:"answer"`
}

var protocol = mustParseProtocol(protocolJSON)

func mustParseProtocol(data []byte) protocolFile {
	var p protocolFile
	if err := json.Unmarshal(data, &p); err != nil {
		panic(fmt.Sprintf("showdown: the embedded protocol.json does not parse: %v", err))
	}
	if p.Protocol != "showdown" || len(p.Games) == 0 || len(p.Categories) == 0 {
		panic("showdown: the embedded protocol.json describes no games or categories")
	}
	return p
}

// Categories are the protocol's category tokens, weakest first in hold'em
// order: a token's index here is the "category index" 0 to 8.
func Categories() []string {
	out := make([]string, len(protocol.Categories))
	for i, c := range protocol.Categories {
		out[i] = c.Token
	}
	return out
}

// Games are the games showdown checks, in protocol.json's order.
func Games() []GameInfo {
	return append([]GameInfo(nil), protocol.Games...)
}

// Game returns the game with this id, or an error naming the games there are.
func Game(id string) (GameInfo, error) {
	for _, g := range protocol.Games {
		if g.ID == id {
			return g, nil
		}
	}
	ids := make([]string, len(protocol.Games))
	for i, g := range protocol.Games {
		ids[i] = g.ID
	}
	sort.Strings(ids)
	return GameInfo{}, fmt.Errorf("unknown game %q (one of %s)", id, strings.Join(ids, ", "))
}

// categoryToken is the protocol token for a category name, aliases allowed
// ("royal-flush"), or an error.
func categoryToken(name string) (string, error) {
	for _, c := range protocol.Categories {
		if c.Token == name {
			return name, nil
		}
	}
	for _, a := range protocol.Aliases {
		if a.Token == name {
			return name, nil
		}
	}
	return "", fmt.Errorf("unknown category %q (one of %s)", name, strings.Join(Categories(), ", "))
}
