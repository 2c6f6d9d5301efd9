package assets

import "embed"

// Messages holds the game's words in every language but English (which is
// written in scenes/narrate/english.go): one JSON file a language, named by
// its code, each message an ID and its text, or an object of CLDR plural
// forms ("one", "few", "many", "other", or "=1" for exactly one).
//
//go:embed messages/*.json
var Messages embed.FS
