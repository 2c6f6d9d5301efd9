package room

import (
	"crypto/sha256"
	"math/rand/v2"
	"testing"
)

// The promise's own SHA-256 is SHA-256: every length round the padding's
// edges (55, 56, 63, 64 bytes…) and random messages, against crypto/sha256.
func TestSum256IsSHA256(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := range 300 {
		msg := make([]byte, n)
		for i := range msg {
			msg[i] = byte(r.Uint32())
		}
		if got, want := sum256(msg), sha256.Sum256(msg); got != want {
			t.Fatalf("%d bytes: %x, want %x", n, got, want)
		}
	}
	if got := sum256([]byte("abc")); got != sha256.Sum256([]byte("abc")) {
		t.Fatal("abc")
	}
}
