module github.com/showdown-poker/showdown/third-party/common/goadapter

go 1.21
