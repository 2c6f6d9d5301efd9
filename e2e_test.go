package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestE2EAutoplay runs the built game in a real window (under Xvfb: build/test.sh
// sets GOOSE_E2E=1 and DISPLAY) through every scene, as a player would see them.
func TestE2EAutoplay(t *testing.T) {
	if os.Getenv("GOOSE_E2E") == "" || os.Getenv("DISPLAY") == "" {
		t.Skip("set GOOSE_E2E=1 and run under xvfb-run (build/test.sh does)")
	}
	dir := t.TempDir()
	bin := buildGoose(t)
	shots := filepath.Join(dir, "shots")
	// issue 11.3: the player's settings and game are left byte for byte.
	config := filepath.Join(dir, "config")
	mine := map[string]string{
		"settings.json": `{"speed": 1, "volume": 0.5, "setup": {"rules": "dutch", "seats": [{"name": "Ann"}, {"name": "Ben", "color": 1}]}}`,
		"game.json":     `{"setup": {"rules": "classic"}, "game": "in progress"}`,
	}
	os.MkdirAll(config, 0o755)
	for name, body := range mine {
		os.WriteFile(filepath.Join(config, name), []byte(body), 0o644)
	}
	defer func() {
		entries, _ := os.ReadDir(config)
		if len(entries) != len(mine) {
			t.Errorf("autoplay left %d files in the config folder, want %d", len(entries), len(mine))
		}
		for name, body := range mine {
			if b, err := os.ReadFile(filepath.Join(config, name)); err != nil || string(b) != body {
				t.Errorf("autoplay changed %s: %q %v", name, b, err)
			}
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "--autoplay", "--mute", "--seed", "7", "--screenshot-dir", shots,
		"--exit-after-game", "--stats", "--config-dir", config)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("goose --autoplay: %v\n%s", err, out.String())
	}
	t.Logf("%s", strings.TrimSpace(out.String()))
	if !strings.Contains(out.String(), "stats:") {
		t.Errorf("--stats printed nothing")
	}

	want := []string{"title", "rules", "setup", "play-start", "play-early", "play-end", "results"}
	files, _ := filepath.Glob(filepath.Join(shots, "*.png"))
	sort.Strings(files)
	got := map[string]bool{}
	hashes := map[[32]byte]string{}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".png")
		got[name] = true
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if b := img.Bounds(); b.Dx() < 640 || b.Dy() < 360 {
			t.Errorf("%s is %v, smaller than the window", name, b)
		}
		if colours(img) < 50 {
			t.Errorf("%s is (nearly) blank: %d colours", name, colours(img))
		}
		h := sha256.Sum256(pixels(img))
		if other, dup := hashes[h]; dup {
			t.Errorf("%s is identical to %s", name, other)
		}
		hashes[h] = name
	}
	for _, w := range want {
		if !got[w] {
			t.Errorf("no screenshot of %s (have %v)", w, files)
		}
	}
}

// colours counts distinct colours on a sparse grid: a blank frame has one or two.
func colours(img image.Image) int {
	b := img.Bounds()
	seen := map[[3]uint32]bool{}
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
		}
	}
	return len(seen)
}

func pixels(img image.Image) []byte {
	if rgba, ok := img.(*image.RGBA); ok {
		return rgba.Pix
	}
	if n, ok := img.(*image.NRGBA); ok {
		return n.Pix
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

// TestE2EPlayFramesAllocateNothing plays at normal speed in a real window and
// reads --stats: the median frame of play allocates nothing (the board is one
// image, text is cached, shapes reuse their options).
func TestE2EPlayFramesAllocateNothing(t *testing.T) {
	if os.Getenv("GOOSE_E2E") == "" || os.Getenv("DISPLAY") == "" {
		t.Skip("set GOOSE_E2E=1 and run under xvfb-run (build/test.sh does)")
	}
	dir := t.TempDir()
	bin := buildGoose(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, bin, "--seats", "cpu,cpu:hard,cpu:easy", "--option", "stakes", "--mute", "--stats",
		"--quit-after", "12s", "--config-dir", filepath.Join(dir, "config")).CombinedOutput()
	if err != nil {
		t.Fatalf("goose: %v\n%s", err, out)
	}
	s := string(out)
	t.Logf("%s", strings.TrimSpace(s))
	i := strings.Index(s, "play frames (")
	if i < 0 {
		t.Fatalf("no play-frame figures in --stats output")
	}
	if !strings.Contains(s[i:], "p50 0,") {
		t.Errorf("the median frame of play allocates: %s", s[i:])
	}
}

// TestE2EEditorOnAPhone opens the board editor on a 500-square board in a
// window of a phone's size (--edit, --window): the editor is drawn at that
// size, with the board above its panel (RULES §7.3).
func TestE2EEditorOnAPhone(t *testing.T) {
	if os.Getenv("GOOSE_E2E") == "" || os.Getenv("DISPLAY") == "" {
		t.Skip("set GOOSE_E2E=1 and run under xvfb-run (build/test.sh does)")
	}
	dir := t.TempDir()
	bin := buildGoose(t)
	board := filepath.Join(dir, "long.json")
	var squares []string
	for at := 5; at < 500; at += 9 {
		squares = append(squares, `{"at":`+strconv.Itoa(at)+`,"kind":"goose"}`)
	}
	os.WriteFile(board, []byte(`{"format":1,"name":"long road","dice":3,"order":"seat","start":"none","landing":"swap","goose":"again",
"stakes":{"purse":20,"ante":1,"swap":"both"},"goal":500,"squares":[`+strings.Join(squares, ",")+`]}`), 0o644)
	shots := filepath.Join(dir, "shots")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "--edit", "--rules", board, "--window", "390x844", "--mute",
		"--screenshot-dir", shots, "--quit-after", "2s", "--config-dir", filepath.Join(dir, "config"))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("goose --edit --window 390x844: %v\n%s", err, out)
	}
	f, err := os.Open(filepath.Join(shots, "editor.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 390 || b.Dy() != 844 {
		t.Fatalf("the editor drawn at %v, want 390×844", b.Size())
	}
	// The board is above, the panel (paper, lighter than the table) below.
	lum := func(x, y int) uint32 { r, g, b, _ := img.At(x, y).RGBA(); return (r + g + b) / 3 }
	if lum(195, 700) < lum(2, 2) {
		t.Errorf("no panel below the board: %d below, %d at the corner", lum(195, 700), lum(2, 2))
	}
}
