package main

import (
	"goose/scenes"
	"goose/ui/store"
)

// newSound is the silent player until the sound package lands.
func newSound(muted bool, s *store.Settings) scenes.Sounds { return scenes.Silent{} }

func setWindowIcon() {}
