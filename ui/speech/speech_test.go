//go:build linux

package speech

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fakeSpdSay puts a spd-say on PATH that writes its arguments, one call a
// line, to a file, and returns that file.
func fakeSpdSay(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	out := filepath.Join(dir, "said")
	script := "#!/bin/sh\nprintf '%s|' \"$@\" >> " + out + "\necho >> " + out + "\n"
	if err := os.WriteFile(filepath.Join(dir, "spd-say"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	return out
}

func waitLines(t *testing.T, file string, n int) []string {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		b, _ := os.ReadFile(file)
		if lines := strings.Split(strings.TrimSpace(string(b)), "\n"); len(b) > 0 && len(lines) >= n {
			return lines
		}
	}
	b, _ := os.ReadFile(file)
	t.Fatalf("spd-say was called for %q, not %d lines", b, n)
	return nil
}

// The words go to speech-dispatcher whole, in the player's language, one
// line after another (issue 29: the speech command is called with the right words).
func TestSpeaksThroughSpdSay(t *testing.T) {
	out := fakeSpdSay(t)
	s, err := Find()
	if err != nil {
		t.Fatal(err)
	}
	if s.Name != "spd-say" {
		t.Fatalf("found %s", s.Name)
	}
	s.Say("Anne wirft 5 und 4: Feld 9, Gans!", "de", false)
	s.Say("-rf; $(rm) \"quoted\"", "pt-BR", false)
	lines := waitLines(t, out, 2)
	if lines[0] != "-w|-l|de|--|Anne wirft 5 und 4: Feld 9, Gans!|" {
		t.Errorf("first line spoken as %q", lines[0])
	}
	if lines[1] != "-w|-l|pt|--|-rf; $(rm) \"quoted\"|" {
		t.Errorf("a line that looks like options or a shell's was spoken as %q", lines[1])
	}
}

// Without any speech program the game is told so, to say it in the settings.
func TestNoVoice(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	if _, err := Find(); err != ErrNoVoice {
		t.Fatalf("Find with no speech: %v", err)
	}
	var s *Speaker
	s.Say("nobody hears this", "en", true) // a nil speaker says nothing, and does not panic
}

// The speech has a volume of its own (issue 29): spd-say is given it as
// -i (from -100, silent, to 0, its usual level); at 1 nothing is added, as
// before; at 0 nothing is said at all.
func TestSpeechVolumeReachesSpdSay(t *testing.T) {
	out := fakeSpdSay(t)
	s, err := Find()
	if err != nil {
		t.Fatal(err)
	}
	if !s.Volumed() {
		t.Error("spd-say is said to take no volume")
	}
	s.SayAt("leise", "de", false, 0)
	s.SayAt("halb so laut", "de", false, 0.5)
	s.SayAt("wie immer", "de", false, 1)
	lines := waitLines(t, out, 2)
	if lines[0] != "-w|-i|-50|-l|de|--|halb so laut|" {
		t.Errorf("at half volume spoken as %q", lines[0])
	}
	if lines[1] != "-w|-l|de|--|wie immer|" {
		t.Errorf("at full volume spoken as %q", lines[1])
	}
	if len(lines) != 2 {
		t.Errorf("at volume 0 a line was still spoken: %q", lines)
	}
}
