//go:build !js

package app

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/store"
)

// issue 11.11: bad desktop flags are refused with a message naming them
// (Main prints it with the usage and exits 2), never quietly defaulted.
func TestBadDesktopFlags(t *testing.T) {
	long := strings.Repeat("W", 2000)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--quit-after", "-5s"}, "quit-after"},
		{[]string{"--quit-after", "0s"}, "quit-after"},
		{[]string{"--seats", ""}, "--seats needs a value"},
		{[]string{"--rules", ""}, "--rules needs a value"},
		{[]string{"--config-dir", ""}, "--config-dir needs a value"},
		{[]string{"--screenshot-dir", ""}, "--screenshot-dir needs a value"},
		{[]string{"--memprofile", ""}, "--memprofile needs a value"},
		{[]string{"--speed", "fast"}, `--speed "fast": the speeds are 0.25x, 0.5x, 1x, 2x, 4x and instant`},
		{[]string{"--seats", "Ann," + long}, "at most 14 characters"}, // issue 11.4
		{[]string{"--seats", "Ann,Ben\xff"}, "not valid UTF-8"},
		{[]string{"--lang", "xx"}, "Goose speaks en, de, es, fr, it, nl, pt-BR, pt-PT, ru"},
		{[]string{"--lang", ""}, "--lang needs a value"},
		{[]string{"--watch", ""}, "--watch needs a value"},
		{[]string{"--window", "390x"}, "want WIDTHxHEIGHT"},
		{[]string{"--window", "390x844px"}, "want WIDTHxHEIGHT"},
		{[]string{"--window", "20x844"}, "each 200 to 8192"},
		{[]string{"--window", "16384x16384"}, "each 200 to 8192 pixels"}, // issue 31: 5.4 GB
		{[]string{"--window", "8193x600"}, "each 200 to 8192 pixels"},
	} {
		if _, err := parseGameFlags(c.args); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want an error with %q", c.args, err, c.want)
		}
	}
	// An empty --option is a game without options, as the usage says.
	if _, err := parseGameFlags([]string{"--option", "", "--quit-after", "5s"}); err != nil {
		t.Errorf("--option \"\": %v", err)
	}
	if f, err := parseGameFlags([]string{"--window", "390x844"}); err != nil || f.winW != 390 || f.winH != 844 {
		t.Errorf("--window 390x844: %v", err)
	}
}

// issue 11.3: --autoplay (desktop) and ?autoplay=1 (browser) run through
// every scene and leave the player's saves and settings byte-identical.
func TestAutoplayLeavesSavesAlone(t *testing.T) {
	if err := ui.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"--autoplay", "--mute", "--seed", "7", "--exit-after-game"},
		queryArgs("?autoplay=1&seed=7"),
	} {
		dir := t.TempDir()
		files := map[string]string{
			store.SettingsName:                      `{"speed": 0, "volume": 0.5, "music": true, "setup": {"rules": "french", "seats": [{"name": "Ann"}, {"name": "Ben", "color": 1}]}}`,
			store.GameName:                          `{"setup": {"rules": "classic"}, "game": {"damaged": true}}`,
			"settings.json.damaged-20260101-000000": "an older damaged copy",
		}
		for name, body := range files {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		f, err := parseGameFlags(append(args, "--config-dir", dir))
		if err != nil {
			t.Fatal(err)
		}
		m, unlock, err := start(f, "test")
		if err != nil {
			t.Fatal(err)
		}
		m.Resize(1280, 720)
		seen := map[string]bool{}
		for i := 0; i < 500000 && err == nil; i++ {
			m.C.In.Reset()
			err = m.Step()
			seen[m.Current().Name()] = true
		}
		unlock()
		if !errors.Is(err, ebiten.Termination) || !seen["results"] {
			t.Fatalf("%q: autoplay ended with %v having seen %v", args, err, seen)
		}
		entries, _ := os.ReadDir(dir)
		if len(entries) != len(files) {
			t.Errorf("%q: the folder holds %d files, had %d", args, len(entries), len(files))
		}
		for name, body := range files {
			if b, err := os.ReadFile(filepath.Join(dir, name)); err != nil || string(b) != body {
				t.Errorf("%q: %s changed: %q %v", args, name, b, err)
			}
		}
	}
}

// issue 11.15: a second window on a folder another holds reads it, keeps
// nothing in it, and says so on the title.
func TestSecondInstanceIsTold(t *testing.T) {
	dir := t.TempDir()
	d := &store.Dir{Path: dir}
	unlock, err := d.Lock()
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	st, notice, unlock2 := openStore(dir, false)
	defer unlock2()
	if !strings.Contains(notice, "another Goose") {
		t.Errorf("notice %q", notice)
	}
	st.Save(store.SettingsName, []byte("{}"))
	if _, err := os.Stat(filepath.Join(dir, store.SettingsName)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the second instance wrote the folder: %v", err)
	}
}

// issue 14: the language is --lang, else the one kept in the settings, else
// the system's (LC_ALL, LC_MESSAGES, LANG on Linux and macOS), else English.
func TestLanguageChoice(t *testing.T) {
	f, err := parseGameFlags([]string{"--lang", "pt-BR"})
	if err != nil || f.lang == nil || f.lang.Code != "pt-BR" {
		t.Fatalf("--lang pt-BR: %+v %v", f, err)
	}
	for _, k := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
		t.Setenv(k, "")
	}
	t.Setenv("LANG", "de_DE.UTF-8")
	cases := []struct {
		flag  string
		saved string
		env   map[string]string
		want  string
	}{
		{"", "", nil, "de"},
		{"", "", map[string]string{"LC_MESSAGES": "ru_RU.UTF-8"}, "ru"},
		{"", "", map[string]string{"LC_ALL": "es_ES.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8"}, "es"},
		{"", "it", map[string]string{"LC_ALL": "es_ES.UTF-8"}, "it"},
		{"fr", "it", nil, "fr"},
		{"", "zz", nil, "de"}, // a damaged setting: the system's
		{"", "", map[string]string{"LC_ALL": "C"}, "en"},
		{"", "", map[string]string{"LC_ALL": "ja_JP.UTF-8"}, "en"},
	}
	for _, tc := range cases {
		for k, v := range tc.env {
			t.Setenv(k, v)
		}
		var fl *narrate.Language
		if tc.flag != "" {
			fl, _ = narrate.Lookup(tc.flag)
		}
		if got := chooseLanguage(fl, tc.saved); got.Code != tc.want {
			t.Errorf("--lang %q, saved %q, env %v: %s, want %s", tc.flag, tc.saved, tc.env, got.Code, tc.want)
		}
		for k := range tc.env {
			t.Setenv(k, "")
		}
	}
}
