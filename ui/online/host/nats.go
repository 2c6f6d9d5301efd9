//go:build !js

package host

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strconv"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// StartNATS runs a NATS server with JetStream inside this process, storing
// in dir and listening on addr (host:port; port 0 picks a free one). It is
// what `goose host` runs unless told of a cluster, and alone for
// `goose host --nats-only`.
func StartNATS(dir, addr string) (*server.Server, error) {
	h, p, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	port, err := strconv.Atoi(p)
	if err != nil {
		return nil, fmt.Errorf("port %q: %w", p, err)
	}
	if port == 0 {
		port = server.RANDOM_PORT
	}
	ns, err := server.NewServer(&server.Options{
		ServerName: "goose", Host: h, Port: port,
		JetStream: true, StoreDir: dir,
		NoSigs: true, NoLog: true,
		MaxPayload: storeMessage,
	})
	if err != nil {
		return nil, err
	}
	go ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		ns.Shutdown()
		return nil, errors.New("the embedded NATS server did not start")
	}
	return ns, nil
}

// Names in NATS.
const (
	roomBucket = "goose_rooms"   // room code → a snapshot of the room (room.Room JSON)
	stream     = "GOOSE_UPDATES" // every room's log of changes, subject goose.up.<code> (rooms.go)
	subject    = "goose.up."
	logged     = "goose.logged." // each change of goose.up.<code> once stored, and where
	// dedup is how long JetStream drops a second change logged with the
	// same first update (ids: msgID).
	dedup = 2 * time.Minute
)

// storage is where JetStream keeps rooms and updates: on disk, to outlive a restart.
const storage = jetstream.FileStorage

// storeMessage is the largest message the store takes: a room's change
// (bounded by room.MaxRun and room.MaxChange) or snapshot.
const storeMessage = 1 << 20

// StoreBytes is the most the update stream holds (goose host --store-mb),
// the room bucket a quarter of it. A full store refuses new changes (and
// says so to the players) rather than drop old ones, which would damage
// rooms; it takes them again as idle rooms expire.
var StoreBytes int64 = 4 << 30

// RoomTTL is how long a room lives without a change: idle rooms expire.
var RoomTTL = 24 * time.Hour

// store is the host's view of JetStream: the room bucket and the update
// stream, over a few connections (a room always uses the same one): one
// connection's messages are read and written in turn, and a host serving
// hundreds of rooms would wait on it.
type store struct{ conns []*link }

// link is one connection to NATS.
type link struct {
	nc *nats.Conn
	js jetstream.JetStream
	kv jetstream.KeyValue
	st jetstream.Stream
}

// links is how many connections a host opens.
const links = 4

// of is the connection for a room.
func (s *store) of(code string) *link {
	h := uint32(2166136261)
	for i := 0; i < len(code); i++ {
		h = (h ^ uint32(code[i])) * 16777619
	}
	return s.conns[h%uint32(len(s.conns))]
}

func (s *store) close() {
	for _, l := range s.conns {
		l.nc.Close()
	}
}

// openStore connects to NATS at url, making the bucket and stream if they
// are missing, kept on replicas servers of the cluster. The connections
// reconnect for ever: a NATS restart is an interruption, not the end.
// (Connections in memory to a server in this process, nats.InProcessServer,
// made no difference to a loaded host's actions a second or CPU.)
func openStore(ctx context.Context, url string, replicas int) (*store, error) {
	s := &store{}
	for range links {
		l, err := openLink(ctx, url, replicas)
		if err != nil {
			s.close()
			return nil, err
		}
		s.conns = append(s.conns, l)
	}
	return s, nil
}

func openLink(ctx context.Context, url string, replicas int) (*link, error) {
	opts := []nats.Option{nats.Name("goose host"), nats.MaxReconnects(-1),
		nats.ReconnectWait(100 * time.Millisecond), nats.RetryOnFailedConnect(false)}
	nc, err := nats.Connect(url, opts...)
	if err != nil {
		return nil, fmt.Errorf("NATS at %s: %w", url, err)
	}
	js, err := jetstream.New(nc)
	if err != nil {
		nc.Close()
		return nil, err
	}
	kv, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{
		Bucket: roomBucket, History: 1, TTL: RoomTTL, Storage: storage,
		MaxValueSize: storeMessage, MaxBytes: StoreBytes / 4, Replicas: replicas,
	})
	if err != nil {
		nc.Close()
		return nil, fmt.Errorf("NATS room bucket: %w", err)
	}
	st, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name: stream, Subjects: []string{subject + "*"}, Storage: storage,
		MaxAge: RoomTTL + time.Hour, Duplicates: dedup, MaxMsgSize: storeMessage, Replicas: replicas,
		MaxBytes: StoreBytes, Discard: jetstream.DiscardNew,
		AllowDirect: true, // a room's last change read in one round trip
		// Each change stored is passed on to the hosts (forward).
		RePublish: &jetstream.RePublish{Source: subject + "*", Destination: logged + "{{wildcard(1)}}"},
	})
	if err != nil {
		nc.Close()
		return nil, fmt.Errorf("NATS update stream: %w", err)
	}
	return &link{nc: nc, js: js, kv: kv, st: st}, nil
}
