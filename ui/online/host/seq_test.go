//go:build !js

package host

import (
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// An update's number is read from its message's id; a message without one
// (or with another) gives 0, and forward reads the update instead.
func TestSeqOfMessageID(t *testing.T) {
	for _, c := range []struct {
		id   string
		want uint64
	}{{msgID("7K3M9QX2AB", 12), 12}, {msgID("7K3M9QX2AB", 1), 1}, {"", 0}, {"7K3M9QX2AB", 0}, {"7K3M9QX2AB.x", 0}, {"A.-3", 0}} {
		m := nats.NewMsg(subject + "7K3M9QX2AB")
		if c.id != "" {
			m.Header.Set(jetstream.MsgIDHeader, c.id)
		}
		if got := seqOf(m.Header); got != c.want {
			t.Errorf("id %q: %d, want %d", c.id, got, c.want)
		}
	}
}
