//go:build !js

package host

import (
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// A logged change's first update number is read from its header, or from
// its message id as older hosts wrote it (code.number); a message with
// neither (or another form) gives 0, and forward reads the updates instead.
func TestSeqOfLoggedChange(t *testing.T) {
	for _, c := range []struct {
		header, id string
		want       uint64
	}{
		{"12", "", 12}, {"1", "7K3M9QX2AB.5", 1}, {"x", "", 0}, {"-3", "", 0},
		{"", "7K3M9QX2AB.12", 12}, {"", "7K3M9QX2AB.1", 1}, {"", "", 0}, {"", "7K3M9QX2AB", 0},
		{"", "1234567890", 0}, {"", "7K3M9QX2AB.x", 0}, {"", "A.-3", 0},
	} {
		m := nats.NewMsg(subject + "7K3M9QX2AB")
		if c.header != "" {
			m.Header.Set(seqHeader, c.header)
		}
		if c.id != "" {
			m.Header.Set(jetstream.MsgIDHeader, c.id)
		}
		if got := seqOf(m.Header); got != c.want {
			t.Errorf("header %q id %q: %d, want %d", c.header, c.id, got, c.want)
		}
	}
}
