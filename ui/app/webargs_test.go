package app

import (
	"reflect"
	"strings"
	"testing"
)

func TestQueryArgs(t *testing.T) {
	cases := []struct {
		query string
		want  []string
	}{
		{"", nil},
		{"?", nil},
		{"?mute=1", []string{"--mute"}},
		{"?mute", []string{"--mute"}},
		{"?mute=0", []string{"--mute=false"}},
		{"?mute=maybe", []string{"--mute=maybe"}},
		// A browser cannot quit: autoplay stops on the results unless exit=0.
		{"?autoplay=1&mute=1&seed=5", []string{"--autoplay", "--mute", "--seed=5", "--exit-after-game"}},
		{"?autoplay=true&exit=0", []string{"--autoplay", "--exit-after-game=false"}},
		{"?exit=1", []string{"--exit-after-game"}},
		{"?seats=Ann,cpu:hard&rules=french&option=stakes,teams", []string{"--rules=french", "--option=stakes,teams", "--seats=Ann,cpu:hard"}},
		{"?seats=Ann%2CBen", []string{"--seats=Ann,Ben"}},
		{"?seed=1&seed=2", []string{"--seed=2"}},
		{"?v=123&utm_source=x&screenshot-dir=/tmp", nil},
		{"?seed=5&%zz&mute", []string{"--mute", "--seed=5"}},
		{"?lang=ru", []string{"--lang=ru"}},
	}
	for _, c := range cases {
		if got := queryArgs(c.query); !reflect.DeepEqual(got, c.want) {
			t.Errorf("queryArgs(%q) = %q, want %q", c.query, got, c.want)
		}
	}
}

// TestQueryArgsReachTheParser checks the mapped arguments mean to the desktop
// parser what the URL meant, and that bad values get its errors.
func TestQueryArgsReachTheParser(t *testing.T) {
	f, err := parseGameFlags(queryArgs("?autoplay=1&mute=1&seed=5&rules=french&seats=Ann,cpu:hard"))
	if err != nil {
		t.Fatal(err)
	}
	if !f.opt.Autoplay || !f.mute || f.opt.Seed != 5 || !f.opt.SeedSet || !f.opt.ExitAfterGame {
		t.Errorf("flags %+v", f.opt)
	}
	if f.setup == nil || f.setup.Rules != "french" || len(f.setup.Seats) != 2 || !f.setup.Seats[1].Computer {
		t.Errorf("setup %+v", f.setup)
	}
	// A watch link opens Play online to watch the room, a room link to join it.
	if f, err := parseGameFlags(queryArgs("?watch=7K3M9QX2AB")); err != nil || f.opt.Room != "7K3M9QX2AB" || !f.opt.Watch {
		t.Errorf("?watch=: %+v %v", f, err)
	}
	if f, err := parseGameFlags(queryArgs("?room=7K3M9QX2AB")); err != nil || f.opt.Room != "7K3M9QX2AB" || f.opt.Watch {
		t.Errorf("?room=: %+v %v", f, err)
	}
	for query, want := range map[string]string{
		"?seed=abc":     "seed",
		"?rules=chess":  "chess",
		"?mute=maybe":   "mute",
		"?seats=Ann":    "seats",
		"?option=bogus": "bogus",
		"?lang=tlh":     "--lang",
	} {
		_, err := parseGameFlags(queryArgs(query))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one naming %q", query, err, want)
		}
	}
}
