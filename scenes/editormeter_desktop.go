//go:build !js

package scenes

import (
	"context"

	"goose/engine"
	"goose/engine/balance"
)

// meterOffered: the editor's balance page is offered (see editormeter_js.go).
const meterOffered = true

// measureBoard measures a board for the balance page.
func measureBoard(ctx context.Context, r *engine.Rules, o balance.Options) (*balance.Report, error) {
	return balance.Measure(ctx, r, o)
}
