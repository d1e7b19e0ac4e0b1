module github.com/showdown-poker/showdown/third-party/cardrank-badugi

go 1.21

require (
	github.com/cardrank/cardrank v0.9.0
	github.com/showdown-poker/showdown/third-party/common/goadapter v0.0.0
	github.com/showdown-poker/showdown/third-party/common/gocardrank v0.0.0
)

replace (
	github.com/showdown-poker/showdown/third-party/common/goadapter => ../common/goadapter
	github.com/showdown-poker/showdown/third-party/common/gocardrank => ../common/gocardrank
)
