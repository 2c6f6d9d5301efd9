//go:build js

package scenes

import (
	"context"

	"goose/engine"
)

// landingsFor: a browser's square help says what a square does but not how
// often a game lands there: the one-goose chain is about 10 KB of the
// download, which the web budget has no room for today (as the editor's
// balance page, editormeter_js.go).
func landingsFor(context.Context, *engine.Rules) map[int]float64 { return nil }
