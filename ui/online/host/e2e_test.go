//go:build !js

package host

import (
	"context"
	"testing"
	"time"
)

// A host with its embedded NATS; two people on their own clients and a
// computer run by the host play a whole game, which is the game goose sim
// replays from the seed and actions.
func TestEndToEndGame(t *testing.T) {
	h := startHost(t, "")
	a, b := dial(t, h.URL()), dial(t, h.URL())
	view := room3(t, a, b)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ba, bb := newBot(a, nil), newBot(b, nil)
	go ba.play(ctx)
	go bb.play(ctx)
	<-ba.done
	<-bb.done
	checkGame(t, view, ba, bb)
}
