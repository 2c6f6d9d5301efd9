//go:build !js

package store

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// issue 11.9: a huge file, a FIFO or a link to a device is never read whole
// (nor waited on): the game starts with the defaults.
func TestLoadIsBounded(t *testing.T) {
	d := &Dir{Path: t.TempDir()}
	big := filepath.Join(d.Path, SettingsName)
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(4 << 30); err != nil { // sparse: 4 GB that take no disk
		t.Skip(err)
	}
	f.Close()
	if _, err := d.Load(SettingsName); !errors.Is(err, ErrTooBig) {
		t.Errorf("4 GB settings: %v, want ErrTooBig", err)
	}
	s, n := LoadSettings(d)
	notice := english(n)
	if len(s.Setup.Seats) != 3 || !strings.Contains(notice, "could not be read") {
		t.Errorf("4 GB settings: %+v %q", s, notice)
	}

	if _, err := NewMem().Load("x"); err != ErrMissing {
		t.Error(err)
	}
}

// issue 11.14: a file that cannot be read now (a folder in its place,
// no permission) is left where it is, not renamed away as damaged.
func TestUnreadableIsNotSetAside(t *testing.T) {
	d := &Dir{Path: t.TempDir()}
	if err := os.Mkdir(filepath.Join(d.Path, SettingsName), 0o755); err != nil {
		t.Fatal(err)
	}
	_, n := LoadSettings(d)
	notice := english(n)
	if !strings.Contains(notice, "left as it is") {
		t.Errorf("notice %q", notice)
	}
	if st, err := os.Stat(filepath.Join(d.Path, SettingsName)); err != nil || !st.IsDir() {
		t.Errorf("the folder was moved: %v", err)
	}
	if os.Getuid() == 0 {
		return // root reads anything
	}
	os.Remove(filepath.Join(d.Path, SettingsName))
	p := filepath.Join(d.Path, SettingsName)
	os.WriteFile(p, []byte(`{"speed": 2}`), 0o000)
	_, n = LoadSettings(d)
	notice = english(n)
	if !strings.Contains(notice, "left as it is") {
		t.Errorf("notice %q", notice)
	}
	if _, err := os.Stat(p); err != nil {
		t.Errorf("the unreadable file was moved: %v", err)
	}
}

// issue 11.13: two damaged files set aside in the same second are both kept,
// in a folder and in memory.
func TestAsideKeepsEveryCopy(t *testing.T) {
	d := &Dir{Path: t.TempDir()}
	m := NewMem()
	for _, st := range []Store{d, m} {
		var kept []string
		for _, body := range []string{"first", "second", "third"} {
			st.Save(GameName, []byte(body))
			where, err := st.Aside(GameName)
			if err != nil {
				t.Fatal(err)
			}
			kept = append(kept, where)
		}
		if kept[0] == kept[1] || kept[1] == kept[2] || kept[0] == kept[2] {
			t.Errorf("%T: copies share names: %q", st, kept)
		}
	}
	entries, _ := os.ReadDir(d.Path)
	var bodies []string
	for _, e := range entries {
		b, _ := os.ReadFile(filepath.Join(d.Path, e.Name()))
		bodies = append(bodies, string(b))
	}
	if strings.Join(bodies, ",") != "first,second,third" {
		t.Errorf("kept %q", bodies)
	}
}

// issue 11.15: a second Goose on the same folder is told, not silently
// overwritten; the lock goes with the first.
func TestLockRefusesASecondInstance(t *testing.T) {
	d := &Dir{Path: t.TempDir()}
	unlock, err := d.Lock()
	if err != nil {
		t.Fatal(err)
	}
	if runtime.GOOS != "windows" {
		// flock is per open file: a second open in this process stands for a second process.
		if _, err := (&Dir{Path: d.Path}).Lock(); !errors.Is(err, ErrBusy) {
			t.Errorf("second lock: %v, want ErrBusy", err)
		}
	}
	unlock()
	unlock2, err := d.Lock()
	if err != nil {
		t.Fatalf("lock after unlock: %v", err)
	}
	unlock2()
}

// issue 11.18: a linked settings.json stays a link; its target gets the data.
func TestSaveWritesThroughALink(t *testing.T) {
	d := &Dir{Path: t.TempDir()}
	dots := t.TempDir()
	real := filepath.Join(dots, "goose-settings.json")
	os.WriteFile(real, []byte("old"), 0o644)
	link := filepath.Join(d.Path, SettingsName)
	if err := os.Symlink(real, link); err != nil {
		t.Skip(err)
	}
	if err := d.Save(SettingsName, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v %v", st.Mode(), err)
	}
	if b, _ := os.ReadFile(real); string(b) != "new" {
		t.Errorf("target holds %q", b)
	}
	if left, _ := filepath.Glob(filepath.Join(dots, "*"+tmpMark+"*")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// issue 11.19: the temporary files of an interrupted save are removed when
// the folder is next taken.
func TestLockCleansInterruptedSaves(t *testing.T) {
	d := &Dir{Path: t.TempDir()}
	stale := filepath.Join(d.Path, GameName+tmpMark+"123")
	os.WriteFile(stale, []byte("half"), 0o644)
	os.WriteFile(filepath.Join(d.Path, GameName), []byte("whole"), 0o644)
	unlock, err := d.Lock()
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	if _, err := os.Stat(stale); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("stale temporary file kept: %v", err)
	}
	if b, _ := d.Load(GameName); string(b) != "whole" {
		t.Errorf("the game was touched: %q", b)
	}
}

// issue 11.3: a read-only view reads the player's files and changes none.
func TestReadOnlyChangesNothing(t *testing.T) {
	d := &Dir{Path: t.TempDir()}
	d.Save(SettingsName, []byte(`{"speed": 1}`))
	d.Save(GameName, []byte(`damaged`))
	before := snapshot(t, d.Path)
	r := ReadOnly(d)
	if b, err := r.Load(SettingsName); err != nil || string(b) != `{"speed": 1}` {
		t.Errorf("read %q %v", b, err)
	}
	r.Save(SettingsName, []byte(`{"speed": 3}`))
	if b, _ := r.Load(SettingsName); string(b) != `{"speed": 3}` {
		t.Errorf("the change is not seen: %q", b)
	}
	if _, err := r.Aside(GameName); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Load(GameName); err != ErrMissing {
		t.Errorf("set aside, still loads: %v", err)
	}
	r.Remove(SettingsName)
	if _, err := r.Load(SettingsName); err != ErrMissing {
		t.Errorf("removed, still loads: %v", err)
	}
	if after := snapshot(t, d.Path); after != before {
		t.Errorf("the folder changed:\n%s\n%s", before, after)
	}
}

func snapshot(t *testing.T, dir string) string {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	var b bytes.Buffer
	for _, e := range entries {
		data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
		b.WriteString(e.Name() + "=" + string(data) + "\n")
	}
	return b.String()
}

// issue 11.4: names are capped where they enter from a file.
func TestLongNamesAreClipped(t *testing.T) {
	m := NewMem()
	long := strings.Repeat("W", 2000)
	m.Save(SettingsName, []byte(`{"setup": {"rules":"classic","seats":[{"name":"`+long+"\"},{\"name\":\"B\xff\"}]}}"))
	s, n := LoadSettings(m)
	notice := english(n)
	if notice != "" || s.Setup.Seats[0].Name != long[:MaxName] || s.Setup.Seats[1].Name != "B\uFFFD" {
		t.Errorf("got %+v %q", s.Setup.Seats, notice)
	}
	st := Setup{Seats: []Seat{{Name: long}}}
	if err := st.Check(); err == nil {
		t.Error("Check accepts a 2,000-character name")
	}
}
