package scenes

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/store"
)

// savedAfter plays setup s with computers for some turns and returns the
// game file the play scene wrote.
func savedAfter(t testing.TB, s store.Setup, seed uint64, turns int) []byte {
	t.Helper()
	if err := ui.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	st := store.NewMem()
	c := &Context{Store: st, Opt: Options{Seed: seed, SeedSet: true}, Settings: store.DefaultSettings()}
	c.Settings.Speed = 3
	p, err := NewPlay(c, s, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := NewManager(c, p)
	m.Resize(1280, 720)
	for i := 0; i < 100000 && p.g.State.Turn < turns && !p.g.Over(); i++ {
		c.In.Reset()
		if err := m.Step(); err != nil || m.Current() != p {
			break
		}
	}
	p.save(c)
	data, err := st.Load(store.GameName)
	if err != nil {
		t.Fatalf("no game saved: %v (turn %d, over %v, scene %s)", err, p.g.State.Turn, p.g.Over(), m.Current().Name())
	}
	return data
}

func cpuSeats(n int) []store.Seat {
	var seats []store.Seat
	for i := 0; i < n; i++ {
		seats = append(seats, store.Seat{Name: fmt.Sprintf("Computer %d", i+1), Color: i, Computer: true, Level: []string{"easy", "normal", "hard"}[i%3]})
	}
	return seats
}

// resumeFrom puts data in a store as the game in progress and clicks Continue.
func resumeFrom(t *testing.T, data []byte) (*Manager, *store.Mem) {
	t.Helper()
	st := store.NewMem()
	st.Save(store.GameName, data)
	m := newManager(t, st)
	click(t, m, control(t, m, "ui.continue").Rect)
	return m, st
}

// issue 11.1: a save whose rules have no name (one flipped bit: "name" →
// "nime") crashed Continue every time. It resumes now, or is set aside with
// a message; either way the next Continue cannot crash.
func TestResumeNamelessRules(t *testing.T) {
	data := savedAfter(t, store.Setup{Rules: "classic", Seats: cpuSeats(2)}, 1, 6)
	for _, bad := range [][]byte{
		bytes.Replace(data, []byte(`"name":"classic"`), []byte(`"nime":"classic"`), 1),
		bytes.Replace(data, []byte(`"name":"classic"`), []byte(`"name":""`), 1),
	} {
		if bytes.Equal(bad, data) {
			t.Fatal("the save names no rules: the test no longer damages it")
		}
		m, st := resumeFrom(t, bad)
		t.Logf("scene %s notice %q", m.Current().Name(), m.C.Notice)
		switch m.Current().(type) {
		case *Play:
			step(t, m, 30)
		case *Title:
			if !strings.Contains(m.C.Notice, "kept as") {
				t.Errorf("notice %q", m.C.Notice)
			}
			if _, err := st.Load(store.GameName); err != store.ErrMissing {
				t.Errorf("the damaged save is still the game in progress: %v", err)
			}
		}
	}
}

// issue 11.1: a panic while a game runs (a state no check foresaw) sets the
// game aside and returns to the title with a message, rather than crashing
// again at every Continue.
func TestPanicInPlayGoesToTitle(t *testing.T) {
	data := savedAfter(t, store.Setup{Rules: "classic", Seats: cpuSeats(2)}, 1, 6)
	m, st := resumeFrom(t, data)
	p, ok := m.Current().(*Play)
	if !ok {
		t.Fatalf("Continue went to %s (%s)", m.Current().Name(), m.C.Notice)
	}
	p.g = nil // the next Update dereferences it
	step(t, m, 1)
	if _, ok := m.Current().(*Title); !ok {
		t.Fatalf("a panic left %s on screen", m.Current().Name())
	}
	if !strings.Contains(m.C.Notice, "kept as") {
		t.Errorf("notice %q", m.C.Notice)
	}
	if _, err := st.Load(store.GameName); err != store.ErrMissing {
		t.Errorf("the game that panicked is still offered: %v", err)
	}
	if _, err := st.Load(store.GameName + ".damaged"); err != nil {
		t.Errorf("the game that panicked was not kept: %v", err)
	}
}

// issue 11.4: a name of 2,000 characters in a save is cut to store.MaxName;
// a log of huge lines is bounded.
func TestResumeLongNamesAndLog(t *testing.T) {
	data := savedAfter(t, store.Setup{Rules: "french", Seats: cpuSeats(3)}, 2, 6)
	long := strings.Repeat("W", 2000)
	bad := bytes.Replace(data, []byte(`"name":"Computer 1"`), []byte(`"name":"`+long+`"`), 1)
	bad = bytes.Replace(bad, []byte(`"log":[`), []byte(`"log":["`+strings.Repeat(long, 20)+`",`), 1)
	if bytes.Equal(bad, data) {
		t.Fatal("the test no longer changes the save")
	}
	m, _ := resumeFrom(t, bad)
	p, ok := m.Current().(*Play)
	if !ok {
		t.Fatalf("Continue went to %s (%s)", m.Current().Name(), m.C.Notice)
	}
	if p.names[0] != long[:store.MaxName] {
		t.Errorf("name %q", p.names[0])
	}
	for _, l := range p.show.Log.Lines {
		if len(l) > 4*maxLogLine+4 {
			t.Errorf("a log line of %d bytes", len(l))
		}
	}
}

// issue 11.9: a save over store.MaxBlob is damage: set aside, not read on.
func TestResumeTooBig(t *testing.T) {
	m, st := resumeFrom(t, bytes.Repeat([]byte(" "), store.MaxBlob+1))
	if _, ok := m.Current().(*Title); !ok || !strings.Contains(m.C.Notice, "kept as") {
		t.Errorf("scene %s, notice %q", m.Current().Name(), m.C.Notice)
	}
	if _, err := st.Load(store.GameName); err != store.ErrMissing {
		t.Errorf("still offered: %v", err)
	}
}

// unreadableGame is a store whose game file is there but cannot be read now.
type unreadableGame struct{ *store.Mem }

func (u unreadableGame) Load(name string) ([]byte, error) {
	if name == store.GameName {
		return nil, &store.UnreadableError{Err: errors.New("permission denied")}
	}
	return u.Mem.Load(name)
}

// issue 11.14: a game file that cannot be read right now (permissions, an
// I/O error) is not damaged: Continue says so and leaves it where it is.
func TestResumeUnreadableLeavesTheFile(t *testing.T) {
	st := unreadableGame{store.NewMem()}
	st.Mem.Save(store.GameName, []byte("{}"))
	m := newManager(t, st)
	click(t, m, control(t, m, "ui.continue").Rect)
	if _, ok := m.Current().(*Title); !ok || !strings.Contains(m.C.Notice, "left as it is") {
		t.Errorf("scene %s, notice %q", m.Current().Name(), m.C.Notice)
	}
	if len(st.Mem.M) != 1 || st.Mem.M[store.GameName] == nil {
		t.Errorf("the file was moved: %v", st.Mem.M)
	}
}

// Continue keeps the log's last line, the turn shown but not yet ended when
// the game was saved (issue 30, defect 7: “Quit to title”, then Continue,
// lost it).
func TestContinueKeepsTheLogsLastLine(t *testing.T) {
	if err := ui.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	st := store.NewMem()
	c := &Context{Store: st, Opt: Options{Seed: 5, SeedSet: true}, Settings: store.DefaultSettings()}
	c.Settings.Speed = 2 // 4×: a pause between turns, every event shown
	p, err := NewPlay(c, store.Setup{Rules: "classic", Seats: cpuSeats(2)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := NewManager(c, p)
	m.Resize(1280, 720)
	for i := 0; i < 100000 && !(p.g.State.Turn >= 6 && p.show.Drained() && p.show.Log.Current() != ""); i++ {
		c.In.Reset()
		if err := m.Step(); err != nil || m.Current() != p {
			t.Fatalf("the game ended or left at tick %d, turn %d: %v, %s", i, p.g.State.Turn, err, m.Current().Name())
		}
	}
	last := narrate.Ended(p.show.Log.Current())
	p.save(c) // as Quit to title does
	data, _ := st.Load(store.GameName)
	rm, _ := resumeFrom(t, data)
	rp, ok := rm.Current().(*Play)
	if !ok {
		t.Fatalf("Continue went to %s", rm.Current().Name())
	}
	// Its last lines: the one saved last, then “The game resumes.”
	if lines := rp.show.Log.Lines; len(lines) < 2 || lines[len(lines)-2] != last {
		t.Errorf("the resumed log ends %q, want the last line saved %q", lines[max(0, len(lines)-2):], last)
	}
}
