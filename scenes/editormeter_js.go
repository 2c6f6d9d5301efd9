//go:build js

package scenes

import (
	"context"
	"errors"

	"goose/engine"
	"goose/engine/balance"
)

// meterOffered: a browser's editor has no balance page yet. Its measure
// (the exact tables and the rollouts) is about 11 KB of the download,
// which the web budget has no room for today; the desktop's has it.
const meterOffered = false

func measureBoard(context.Context, *engine.Rules, balance.Options) (*balance.Report, error) {
	return nil, errors.New("no balance page in a browser")
}
