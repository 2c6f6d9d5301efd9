package replay

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"goose/engine"
)

// ownBoard is a board of one's own: a preset's board no longer (a short
// race with a goose, a bridge and a well).
func ownBoard(t testing.TB) engine.Rules {
	t.Helper()
	r, err := engine.ParseRules("mine.json", []byte(`{"format":1,"name":"Grandma's board","dice":2,"order":"seat","start":"none",
		"landing":"swap","goose":"again","stakes":{"purse":20,"ante":1,"swap":"both"},"goal":40,"squares":[{"at":5,"kind":"goose"},{"at":9,"kind":"jump","to":20},{"at":17,"kind":"well","hold":"rescue"},{"at":30,"kind":"goose"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// finished plays a seeded game with these rules through, recorded, and
// returns the replay and its event stream (as WriteEvents writes it).
func finished(t testing.TB, r engine.Rules, seed uint64) (*Replay, []byte) {
	look := func(n int) *int { return &n }
	seats := []Seat{{Name: "Ann", Look: look(3)}, {Name: "Ben", Level: "hard", Look: look(0)}, {Name: "Зоя", Level: "easy", Look: look(11)}}
	rep := New(r, seats, seed, "2026-11-26T05:00:00Z")
	g, err := rep.Game()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	for n := 0; !g.Over() && n < 5000; n++ {
		a := g.NextAction(rng.IntN)
		if _, err := g.Play(a); err != nil {
			t.Fatal(err)
		}
		rep.Record(a)
	}
	if !g.Over() {
		t.Fatal("the game did not end")
	}
	var evs bytes.Buffer
	if err := rep.WriteEvents(&evs); err != nil {
		t.Fatal(err)
	}
	return rep, evs.Bytes()
}

// TestLinkReproducesTheGame: a finished seeded game on a board of one's
// own, its seats named, levelled and with their looks, shared as a link
// and read back plays to exactly the same event stream, every event; a
// preset's game goes by the preset's name, and both fit in a URL.
func TestLinkReproducesTheGame(t *testing.T) {
	classic, _ := engine.Preset("classic")
	teams, _ := engine.Preset("french")
	teams.Apply("teams,stakes")
	for _, c := range []struct {
		name  string
		rules engine.Rules
	}{{"own board", ownBoard(t)}, {"classic", classic}, {"french teams", teams}} {
		rep, want := finished(t, c.rules, 42)
		link, err := rep.Link()
		if err != nil {
			t.Fatal(err)
		}
		if link[0] != LinkVersion || len(link) > MaxLink || strings.ContainsAny(link, "+/=?&# ") {
			t.Fatalf("%s: a link of %d characters that a URL would not carry whole: %.60s…", c.name, len(link), link)
		}
		for _, as := range []string{link, "https://goose.example/?lang=ru&replay=" + link + "&mute=1", "replay=" + link, link[:30] + "\n " + link[30:]} {
			back, err := ReadLink(as)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			var got bytes.Buffer
			if err := back.WriteEvents(&got); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got.Bytes(), want) {
				t.Fatalf("%s: the link's game plays otherwise than the game shared", c.name)
			}
			if back.Rules.Name != c.rules.Name || back.Seed != 42 || len(back.Seats) != 3 || *back.Seats[2].Look != 11 || back.Seats[1].Level != "hard" || back.Seats[2].Name != "Зоя" {
				t.Fatalf("%s: seats or seed lost: %+v", c.name, back.Seats)
			}
		}
		t.Logf("%s: %d actions in a link of %d characters", c.name, len(rep.Actions), len(link))
	}
	// A preset's rules go by name: a link far shorter than the own board's.
	rep, _ := finished(t, classic, 42)
	byName, _ := rep.Link()
	rep.Rules.Board.Squares[6].Kind = engine.Plain // no longer the preset's
	whole, _ := rep.Link()
	if len(whole) < len(byName)+200 {
		t.Fatalf("the preset's rules were not sent by name: %d against %d characters", len(byName), len(whole))
	}
}

// TestBadLinks: a damaged, cut short or foreign link, or one from a newer
// Goose, is refused with words saying so, never a panic or a game.
func TestBadLinks(t *testing.T) {
	rep, _ := finished(t, ownBoard(t), 7)
	link, _ := rep.Link()
	for _, c := range []struct{ name, link, says string }{
		{"empty", "", "no Goose replay"},
		{"another site's", "https://example.com/?q=goose", "no Goose replay"},
		{"newer", "2" + link[1:], "newer Goose"},
		{"cut short", link[:len(link)/2], "cut short"},
		{"a letter changed", link[:40] + flip(link[40]) + link[41:], "link"},
		{"not base64", "1!!!!", "not a game's"},
		{"not a game", "1" + mustLink(t, `{"format":1}`), "a board needs"},
		{"not JSON", "1" + mustLink(t, `[1,2`), "holds no game"},
		{"no seats", "1" + mustLink(t, `{"preset":"classic","format":1,"seats":[],"seed":1,"actions":[]}`), "seats"},
		{"bad preset", "1" + mustLink(t, `{"preset":"chess","format":1,"seats":[{"name":"a"}],"seed":1,"actions":[]}`), "unknown rules"},
		{"other format", "1" + mustLink(t, `{"preset":"classic","format":9,"seats":[{"name":"a"}],"seed":1,"actions":[]}`), "format 9"},
	} {
		r, err := ReadLink(c.link)
		if err == nil || r != nil {
			t.Errorf("%s: read as a game", c.name)
			continue
		}
		if c.name != "a letter changed" && !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %q does not say %q", c.name, err, c.says)
		}
	}
	if _, err := ReadLink("nonsense"); !errors.Is(err, ErrNotLink) {
		t.Errorf("nonsense: %v", err)
	}
}

func flip(c byte) string {
	if c == 'A' {
		return "B"
	}
	return "A"
}

// mustLink packs JSON as a link's data (after the version letter).
func mustLink(t testing.TB, js string) string {
	packed, err := packLink([]byte(js))
	if err != nil {
		t.Fatal(err)
	}
	return packed
}

// FuzzReadLink: no link, however damaged, panics; one that reads plays
// to its end or stops with an error.
func FuzzReadLink(f *testing.F) {
	rep, _ := finished(f, ownBoard(f), 3)
	link, _ := rep.Link()
	f.Add(link)
	f.Add(link[:len(link)/3])
	f.Add("?replay=" + link)
	f.Add("1")
	f.Add("9abc")
	f.Add("1" + mustLink(f, `{"preset":"classic","format":1,"seats":[{"name":"a"},{"name":"b"}],"seed":1,"actions":["B","R","C1,2,0,1"]}`))
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ReadLink(s)
		if err != nil {
			if r != nil {
				t.Fatal("a game and an error")
			}
			return
		}
		_ = r.Play(func(int, []engine.Event) error { return nil })
	})
}
