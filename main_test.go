package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func buildGoose(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "goose")
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	return bin
}

// Bad flags get the usage and exit status 2, for the game and for sim.
func TestBadFlags(t *testing.T) {
	bin := buildGoose(t)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--nope"}, "flag provided but not defined"},
		{[]string{"--rules", "chess"}, `unknown rules "chess"`},
		{[]string{"--option", "wings"}, `unknown option "wings"`},
		{[]string{"--seats", "Ann"}, "2 to 6"},
		{[]string{"--seats", "Ann,cpu:genius"}, "unknown level"},
		{[]string{"--seed", "x"}, "invalid value"},
		{[]string{"stray"}, "unexpected argument"},
		{[]string{"--quit-after", "-5s"}, "must be positive"}, // issue 11.11
		{[]string{"--seats", ""}, "--seats needs a value"},    // issue 11.11
		{[]string{"sim", "--players", "9"}, "1 to 8"},
		{[]string{"sim", "--dice", "7"}, "not a die face"},
		{[]string{"sim", "--rules", "x"}, "unknown rules"},
		{[]string{"sim", "--start", "99"}, "not a square"},
	}
	for _, c := range cases {
		cmd := exec.Command(bin, c.args...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		want := 2
		if code != want || !strings.Contains(stderr.String(), c.want) || strings.Contains(stderr.String(), "panic") {
			t.Errorf("goose %v: exit %d, stderr %q; want exit %d and %q", c.args, code, stderr.String(), want, c.want)
		}
		if want == 2 && !strings.Contains(stderr.String(), "usage:") {
			t.Errorf("goose %v: no usage", c.args)
		}
	}
}

// With no display the game says so and exits 1: no panic reaches the player.
func TestNoDisplay(t *testing.T) {
	bin := buildGoose(t)
	cmd := exec.Command(bin, "--mute", "--config-dir", t.TempDir())
	cmd.Env = []string{"HOME=" + t.TempDir(), "PATH=" + os.Getenv("PATH")}
	out, err := cmd.CombinedOutput()
	ee, ok := err.(*exec.ExitError)
	if !ok || ee.ExitCode() != 1 {
		t.Fatalf("exit: %v\n%s", err, out)
	}
	if strings.Contains(string(out), "goroutine ") || !strings.Contains(string(out), "no display") {
		t.Errorf("output: %s", out)
	}
}

func TestVersion(t *testing.T) {
	bin := buildGoose(t)
	out, err := exec.Command(bin, "--version").Output()
	if err != nil || !strings.HasPrefix(string(out), "goose "+Version()) {
		t.Errorf("--version: %q %v", out, err)
	}
}
