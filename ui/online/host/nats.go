//go:build !js

package host

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"
)

// NATSAuth is how hosts and their NATS know each other: nobody without
// the key reaches the rooms (their dice seeds, their seats' tokens).
type NATSAuth struct {
	// NKey is a seed file (NATS's nkeys): for the embedded server, its one
	// user; for a host, the key it connects with. "" for the embedded
	// server: a key made in its store folder on the first start and kept
	// (NATSKeyFile), which the host inside it uses too.
	NKey string
	// Creds is a NATS credentials file (a user's JWT and key, as nsc
	// writes it), for a NATS of one's own.
	Creds string
	// TLS: the embedded server's certificate and key (a host connecting to
	// a NATS: its client certificate), and the authority that signs the
	// other side's (the server's, or the clients' the server asks for).
	Cert, Key, CA string
}

// natsKey is the embedded server's key in its store folder.
const natsKey = "nats-host.nk"

// NATSKeyFile is the seed file the embedded server in dir admits: auth's,
// or the one it keeps in dir.
func NATSKeyFile(dir string, auth NATSAuth) string {
	if auth.NKey != "" {
		return auth.NKey
	}
	return filepath.Join(dir, natsKey)
}

// natsUser is the public key of the seed in file, which is made (readable
// by this user only) when it is missing.
func natsUser(file string) (string, error) {
	seed, err := os.ReadFile(file)
	if errors.Is(err, os.ErrNotExist) {
		kp, err := nkeys.CreateUser()
		if err != nil {
			return "", err
		}
		if seed, err = kp.Seed(); err != nil {
			return "", err
		}
		if err := os.MkdirAll(filepath.Dir(file), 0o700); err != nil {
			return "", err
		}
		// O_EXCL: a second host starting at once keeps the first one's key.
		f, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if err != nil {
			return natsUserRead(file)
		}
		_, err = f.Write(append(seed, '\n'))
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(file)
			return "", err
		}
	} else if err != nil {
		return "", err
	}
	return natsUserRead(file)
}

func natsUserRead(file string) (string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return "", err
	}
	kp, err := nkeys.ParseDecoratedNKey(data)
	if err != nil {
		return "", fmt.Errorf("%s: %w", file, err)
	}
	defer kp.Wipe()
	pub, err := kp.PublicKey()
	if err != nil || !nkeys.IsValidPublicUserKey(pub) {
		return "", fmt.Errorf("%s: not a NATS user's seed (nsc or nk -gen user makes one)", file)
	}
	return pub, nil
}

// StartNATS runs a NATS server with JetStream inside this process, storing
// in dir and listening on addr (host:port; port 0 picks a free one). It is
// what `goose host` runs unless told of a cluster, and alone for
// `goose host --nats-only`. It admits only the key of auth (or its own,
// kept in dir), over TLS when auth names a certificate.
func StartNATS(dir, addr string, auth NATSAuth) (*server.Server, error) {
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
	user, err := natsUser(NATSKeyFile(dir, auth))
	if err != nil {
		return nil, fmt.Errorf("the NATS key: %w", err)
	}
	opts := &server.Options{
		ServerName: "goose", Host: h, Port: port,
		JetStream: true, StoreDir: dir,
		NoSigs: true, NoLog: true,
		MaxPayload: storeMessage,
		Nkeys:      []*server.NkeyUser{{Nkey: user}},
	}
	if auth.Cert != "" || auth.Key != "" {
		tc, err := server.GenTLSConfig(&server.TLSConfigOpts{CertFile: auth.Cert, KeyFile: auth.Key, CaFile: auth.CA, Verify: auth.CA != ""})
		if err != nil {
			return nil, fmt.Errorf("NATS TLS: %w", err)
		}
		opts.TLSConfig, opts.TLS, opts.TLSVerify, opts.TLSTimeout = tc, true, auth.CA != "", 5
	}
	ns, err := server.NewServer(opts)
	if err != nil {
		return nil, err
	}
	go ns.Start()
	// Generous: a busy machine's server took seconds to be ready.
	if !ns.ReadyForConnections(60 * time.Second) {
		ns.Shutdown()
		return nil, errors.New("the embedded NATS server did not start")
	}
	return ns, nil
}

// natsOptions are how a host connects to NATS with auth: in this process
// to its own server (ns; no TLS to set up, no network to wait on), else
// with the key, credentials and TLS files named.
func natsOptions(ns *server.Server, keyFile string, auth NATSAuth) ([]nats.Option, error) {
	opts := []nats.Option{nats.Name("goose host"), nats.MaxReconnects(-1),
		nats.ReconnectWait(100 * time.Millisecond), nats.RetryOnFailedConnect(false),
		nats.Timeout(10 * time.Second)} // the default 2 s failed starts on a busy machine
	if ns != nil {
		opts = append(opts, nats.InProcessServer(ns))
	}
	if keyFile != "" {
		o, err := nats.NkeyOptionFromSeed(keyFile)
		if err != nil {
			return nil, fmt.Errorf("the NATS key %s: %w", keyFile, err)
		}
		opts = append(opts, o)
	}
	if auth.Creds != "" {
		opts = append(opts, nats.UserCredentials(auth.Creds))
	}
	if ns == nil && auth.CA != "" {
		opts = append(opts, nats.RootCAs(auth.CA))
	}
	if ns == nil && (auth.Cert != "" || auth.Key != "") {
		opts = append(opts, nats.ClientCert(auth.Cert, auth.Key))
	}
	return opts, nil
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

// store is the host's view of JetStream: the room bucket and the update
// stream, over a few connections (a room always uses the same one): one
// connection's messages are read and written in turn, and a host serving
// hundreds of rooms would wait on it.
type store struct {
	conns []*link
	id    string // the host's, among the hosts of its NATS
}

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

// openStore connects to NATS at url with opts, making the bucket and
// stream if they are missing, kept on replicas servers of the cluster. A
// NATS not answering yet (starting beside the host, or busy) is tried
// again until ctx ends; a key it refuses is not. The connections reconnect
// for ever: a NATS restart is an interruption, not the end.
// (Connections in memory to a server in this process, nats.InProcessServer,
// made no difference to a loaded host's actions a second or CPU.)
func openStore(ctx context.Context, url string, replicas int, opts []nats.Option) (*store, error) {
	s := &store{id: newToken()}
	for range links {
		wait := 100 * time.Millisecond
		for {
			try, cancel := context.WithTimeout(ctx, 20*time.Second)
			l, err := openLink(try, url, replicas, opts)
			cancel()
			if err == nil {
				s.conns = append(s.conns, l)
				break
			}
			if errors.Is(err, nats.ErrAuthorization) || errors.Is(err, nats.ErrAuthExpired) || ctx.Err() != nil {
				s.close()
				return nil, err
			}
			select {
			case <-time.After(wait):
			case <-ctx.Done():
				s.close()
				return nil, err
			}
			wait = min(2*wait, 2*time.Second)
		}
	}
	return s, nil
}

func openLink(ctx context.Context, url string, replicas int, opts []nats.Option) (*link, error) {
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
		// Each snapshot lives as long as its room (slow.go), at most SlowTTL.
		Bucket: roomBucket, History: 1, TTL: SlowTTL, LimitMarkerTTL: markerTTL, Storage: storage,
		MaxValueSize: storeMessage, MaxBytes: StoreBytes / 4, Replicas: replicas,
	})
	if err != nil {
		nc.Close()
		return nil, fmt.Errorf("NATS room bucket: %w", err)
	}
	st, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{
		Name: stream, Subjects: []string{subject + "*"}, Storage: storage,
		MaxAge: SlowTTL + logAfter, AllowMsgTTL: true, Duplicates: dedup, MaxMsgSize: storeMessage, Replicas: replicas,
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
