//go:build !js

package host

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"errors"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"goose/engine/room"
	"goose/ui/online/proto"
)

// playable checks a host takes a room: Ann makes one on a, Bob joins it on b.
func playable(t *testing.T, a, b *Host) {
	t.Helper()
	ann, bob := dial(t, a.URL()), dial(t, b.URL())
	if err := ann.Create("Ann", proto.Rules{}, []room.SeatSpec{{}, {}}); err != nil {
		t.Fatal(err)
	}
	w := next(t, ann, proto.Welcome)
	if err := bob.Join(w.Code, "Bob", -1); err != nil {
		t.Fatal(err)
	}
	if wb := next(t, bob, proto.Welcome); wb.Seat != 1 {
		t.Fatalf("Bob got seat %d", wb.Seat)
	}
}

// The embedded NATS, listening on an address others could reach, admits no
// client without its key: one with none is refused, as is one with another
// key. The host inside it plays on, with the key it made in its store
// folder (readable by its user only) and keeps across a restart.
func TestNATSRefusesStrangers(t *testing.T) {
	data := t.TempDir()
	cfg := Config{Addr: "127.0.0.1:0", Data: data, NATSAddr: "127.0.0.1:0"}
	h, err := Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	playable(t, h, h)
	if nc, err := nats.Connect(h.NATSURL(), nats.Timeout(5*time.Second)); err == nil {
		nc.Close()
		t.Fatal("a client without credentials reached the host's NATS")
	} else if !errors.Is(err, nats.ErrAuthorization) {
		t.Errorf("a client without credentials: %v, want an authorization violation", err)
	}
	other := filepath.Join(t.TempDir(), "other.nk")
	if _, err := natsUser(other); err != nil {
		t.Fatal(err)
	}
	if opt, err := nats.NkeyOptionFromSeed(other); err != nil {
		t.Fatal(err)
	} else if nc, err := nats.Connect(h.NATSURL(), opt); err == nil {
		nc.Close()
		t.Fatal("a client with another key reached the host's NATS")
	}
	key := NATSKeyFile(data, NATSAuth{})
	st, err := os.Stat(key)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("the key is readable as %v, want -rw-------", st.Mode().Perm())
	}
	seed, _ := os.ReadFile(key)
	if opt, err := nats.NkeyOptionFromSeed(key); err != nil {
		t.Fatal(err)
	} else if nc, err := nats.Connect(h.NATSURL(), opt); err != nil {
		t.Errorf("the host's own key: %v", err)
	} else {
		nc.Close()
	}
	h.Close()
	h, err = Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	playable(t, h, h)
	if again, _ := os.ReadFile(key); string(again) != string(seed) {
		t.Error("the key changed across a restart")
	}
}

// Two hosts on NATS alone with its key both play one room; a host with no
// key, or another, is told so at once rather than waiting for NATS.
func TestNATSSharedKey(t *testing.T) {
	dir := t.TempDir()
	ns := natsAlone(t, dir, "127.0.0.1:0")
	playable(t, startHost(t, ns.ClientURL()), startHost(t, ns.ClientURL()))
	other := filepath.Join(t.TempDir(), "other.nk")
	if _, err := natsUser(other); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"", other} {
		began := time.Now()
		h, err := Start(Config{Addr: "127.0.0.1:0", NATS: ns.ClientURL(), NATSAuth: NATSAuth{NKey: key}})
		if err == nil {
			h.Close()
			t.Fatalf("key %q: a host reached NATS", key)
		}
		if !strings.Contains(strings.ToLower(err.Error()), "authorization") || time.Since(began) > 15*time.Second {
			t.Errorf("key %q: %v after %v, want an authorization violation at once", key, err, time.Since(began))
		}
	}
}

// NATS alone over TLS (a certificate its hosts trust): hosts connect with
// the authority's certificate and the key; a client without TLS is refused.
func TestNATSOverTLS(t *testing.T) {
	cert, key := selfSigned(t)
	dir := t.TempDir()
	auth := NATSAuth{Cert: cert, Key: key}
	ns, err := StartNATS(dir, "127.0.0.1:0", auth)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { ns.Shutdown(); ns.WaitForShutdown() }()
	url := "tls://" + ns.Addr().String()
	hostAuth := NATSAuth{NKey: NATSKeyFile(dir, auth), CA: cert}
	var hosts []*Host
	for range 2 {
		h, err := Start(Config{Addr: "127.0.0.1:0", NATS: url, NATSAuth: hostAuth})
		if err != nil {
			t.Fatal(err)
		}
		defer h.Close()
		hosts = append(hosts, h)
	}
	playable(t, hosts[0], hosts[1])
	opt, _ := nats.NkeyOptionFromSeed(hostAuth.NKey)
	if nc, err := nats.Connect("nats://"+ns.Addr().String(), opt, nats.Timeout(5*time.Second)); err == nil {
		nc.Close()
		t.Error("a client without TLS reached NATS")
	}
}

// selfSigned writes a certificate for 127.0.0.1, its own authority, and its key.
func selfSigned(t *testing.T) (cert, key string) {
	t.Helper()
	pk, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "goose test NATS"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, IsCA: true, BasicConstraintsValid: true,
		KeyUsage:    x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth, x509.ExtKeyUsageClientAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &pk.PublicKey, pk)
	if err != nil {
		t.Fatal(err)
	}
	kd, err := x509.MarshalECPrivateKey(pk)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cert, key = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	os.WriteFile(cert, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600)
	os.WriteFile(key, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kd}), 0o600)
	return cert, key
}

// A host started before its NATS waits for it: NATS comes a second later
// and the host plays (it used to give up at once, and a busy machine's
// embedded NATS at two seconds).
func TestStartWaitsForNATS(t *testing.T) {
	dir := t.TempDir()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	key := NATSKeyFile(dir, NATSAuth{})
	if _, err := natsUser(key); err != nil {
		t.Fatal(err)
	}
	go func() {
		time.Sleep(time.Second)
		natsAlone(t, dir, addr)
	}()
	h, err := Start(Config{Addr: "127.0.0.1:0", NATS: "nats://" + addr, NATSAuth: NATSAuth{NKey: key}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	playable(t, h, h)
}
