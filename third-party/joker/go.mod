module github.com/showdown-poker/showdown/third-party/joker

go 1.21

require (
	github.com/notnil/joker v0.0.0-20180219043703-3f2f69a75914
	github.com/showdown-poker/showdown/third-party/common/goadapter v0.0.0
)

require github.com/loganjspears/joker v0.0.0-20180219043703-3f2f69a75914 // indirect

replace github.com/showdown-poker/showdown/third-party/common/goadapter => ../common/goadapter
