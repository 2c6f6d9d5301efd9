//go:build !js

package host

import (
	"context"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"goose/engine/room"
	"goose/ui/online/proto"
)

// How long a room lives without a change: a day, and a take-your-time
// room (room.Room.Slow) 30 days (proto says the days; tests shorten them).
// Each room's snapshot in the bucket and each change in its log carries
// its own time to live (JetStream's per-message TTL, Nats-TTL), so that
// one bucket and one stream hold both kinds: the bucket's and the
// stream's own limits are the longest life, SlowTTL.
var (
	RoomTTL = proto.RoomDays * 24 * time.Hour
	SlowTTL = proto.SlowDays * 24 * time.Hour
)

// logAfter is how much longer than its room's snapshot a change in the log
// lives: the snapshot is rewritten after the change it follows (snapAge),
// so the changes after it are never gone while it is there.
const logAfter = time.Hour

// markerTTL is how long the bucket keeps the marker of a snapshot expired
// (JetStream needs one for a bucket whose keys have their own TTL).
const markerTTL = time.Minute

// life is how long r lives without a change.
func life(r *room.Room) time.Duration {
	if r.Slow {
		return SlowTTL
	}
	return RoomTTL
}

// kvSubject is the subject of a room's snapshot in the bucket, where it
// is written with its time to live (a KeyValue's Put takes none).
const kvSubject = "$KV." + roomBucket + "."

// putSnapshot writes a room's snapshot to the bucket, to live ttl.
func putSnapshot(ctx context.Context, l *link, code string, data []byte, ttl time.Duration) error {
	_, err := l.js.PublishMsg(ctx, &nats.Msg{Subject: kvSubject + code, Data: data}, jetstream.WithMsgTTL(ttl))
	return err
}
