//go:build ignore

// The direct call: cardrank v0.9.0 (this folder's go.mod) called without the
// adapter on the hands given as arguments, one line per hand: the hand =>
// what Badugi.New returns => the answer it makes.
//
//	go run confirm.go 'Jc Jd Qd Kc' '2c 2d 3d 4c'
package main

import (
	"os"

	"github.com/cardrank/cardrank"
	"github.com/showdown-poker/showdown/third-party/common/gocardrank"
)

func main() {
	gocardrank.NewRow("badugi", false, map[int]cardrank.Type{0: cardrank.Badugi}).Confirm(os.Args[1:])
}
