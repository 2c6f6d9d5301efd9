package scenes

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// answered steps the game until the dialog has answered.
func answered(t *testing.T, m *Manager, a *fileAsk) {
	t.Helper()
	for i := 0; !a.idle(); i++ {
		if i == 1000 {
			t.Fatal("the dialog never answered")
		}
		time.Sleep(5 * time.Millisecond)
		step(t, m, 1)
	}
}

// exported is the file name the desktop wrote to the player's folder, with
// no dialog, no Documents: their home (a test's own, from ownHome).
func exported(t *testing.T, name string) []byte {
	t.Helper()
	home, _ := os.UserHomeDir()
	b, err := os.ReadFile(filepath.Join(home, name))
	if err != nil {
		t.Fatalf("nothing exported as %s in %s: %v", name, home, err)
	}
	return b
}

// ownHome gives the test a home of its own, for the files it exports.
func ownHome(t *testing.T) { t.Setenv("HOME", t.TempDir()) }
