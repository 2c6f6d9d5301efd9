package scenes

import (
	"context"
	"image"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/engine/balance"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/form"
	"goose/ui/store"
)

// hoverOn rests the pointer on screen point (x, y) for as long as square
// help waits.
func hoverOn(t *testing.T, m *Manager, x, y int) {
	t.Helper()
	m.C.In.Reset()
	m.C.In.X, m.C.In.Y, m.C.In.Down = x, y, false
	step(t, m, helpHover+1)
}

// holdOn holds a finger still on (x, y) for ticks, and lifts it when lift.
func holdOn(t *testing.T, m *Manager, x, y, ticks int, lift bool) {
	t.Helper()
	in := &m.C.In
	in.Reset()
	in.X, in.Y, in.Down, in.Pressed = x, y, true, true
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	for range ticks {
		in.Reset()
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
	}
	if lift {
		in.Reset()
		in.Down, in.Released = false, true
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
		in.Reset()
	}
}

// typeChar types r for a tick.
func typeChar(t *testing.T, m *Manager, r rune) {
	t.Helper()
	m.C.In.Reset()
	m.C.In.Type(r)
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	m.C.In.Reset()
}

// cellPoint is square sq's middle on screen.
func cellPoint(t *testing.T, b helpBoard, sq int) (int, int) {
	t.Helper()
	c, ok := b.squareCell(sq)
	if !ok {
		t.Fatalf("square %d is not on screen", sq)
	}
	return int(c.X), int(c.Y)
}

// wantCard fails unless square help shows square sq's card, by by.
func wantCard(t *testing.T, h *squareHelp, sq int, by helpBy, how string) {
	t.Helper()
	if h.at != sq || h.by != by {
		t.Fatalf("%s: the card shows square %d (by %d), want %d (by %d)", how, h.at, h.by, sq, by)
	}
	if !strings.HasPrefix(h.card.title, strconv.Itoa(sq)+" ") || h.card.does == "" {
		t.Errorf("%s: the card says %q / %q", how, h.card.title, h.card.does)
	}
}

// TestSquareHelpInPlay: resting the pointer on a square, holding a finger
// on one, and H with the arrows each show the square's card on the play
// screen; Escape puts the keyboard's card away and does not open the menu;
// the card in focus is told to assistive technology (issue 28).
func TestSquareHelpInPlay(t *testing.T) {
	m := newManager(t, nil)
	p := startPlay(t, m, store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann"}, {Name: "Bob"}}})
	step(t, m, 2)
	h := &p.hud.squares
	x, y := cellPoint(t, &p.view, 6)
	hoverOn(t, m, x, y)
	wantCard(t, h, 6, helpByHover, "hover")
	if h.card.does != say("ui.help.to", 12) {
		t.Errorf("the bridge says %q", h.card.does)
	}
	x2, y2 := cellPoint(t, &p.view, 19)
	m.C.In.X, m.C.In.Y = x2, y2 // moved off: the card goes at once
	step(t, m, 1)
	if h.at != -1 {
		t.Errorf("the card stays on square %d with the pointer gone", h.at)
	}

	holdOn(t, m, x2, y2, helpPress, true)
	wantCard(t, h, 19, helpByPress, "long press")

	typeChar(t, m, 'h')
	if !h.keyed() {
		t.Fatal("H does not put the focus on the squares")
	}
	key(t, m, ebiten.KeyRight)
	wantCard(t, h, 20, helpByKeys, "H, then →")
	key(t, m, ebiten.KeyUp)
	wantCard(t, h, 30, helpByKeys, "↑")
	wantTold(t, p, h)
	key(t, m, ebiten.KeyEscape)
	if h.at != -1 || h.keyed() {
		t.Error("Escape leaves the card")
	}
	if p.pause.open {
		t.Error("Escape that put the card away opened the menu too")
	}
}

// wantTold fails unless assistive technology hears of the card as the one
// control in focus.
func wantTold(t *testing.T, s tellable, h *squareHelp) {
	t.Helper()
	var told []form.Info
	for _, c := range s.Controls() {
		if c.Focused {
			told = append(told, c)
		}
	}
	if len(told) != 1 || told[0].Role != form.RoleOption || !strings.Contains(told[0].Label, h.card.does) {
		t.Errorf("assistive technology is told %+v in focus", told)
	}
}

// TestSquareHelpInTheEditor: the same in the editor, where a long press is
// no tap (the square selected stays) and the keyboard's card follows the
// square the editor's arrows select.
func TestSquareHelpInTheEditor(t *testing.T) {
	m := newManager(t, nil)
	e := openEditor(t, m)
	h := &e.sqHelp
	clickSquare(t, m, e, 10)
	x, y := cellPoint(t, &e.view, 6)
	hoverOn(t, m, x, y)
	wantCard(t, h, 6, helpByHover, "hover")

	holdOn(t, m, x, y, helpPress, true)
	wantCard(t, h, 6, helpByPress, "long press")
	if e.at.sel != 10 {
		t.Errorf("a long press on square 6 selected square %d", e.at.sel)
	}

	typeChar(t, m, '?')
	wantCard(t, h, 10, helpByKeys, "?")
	key(t, m, ebiten.KeyRight)
	if e.at.sel != 11 {
		t.Fatalf("→ selects %d", e.at.sel)
	}
	wantCard(t, h, 11, helpByKeys, "→")
	wantTold(t, e, h)
	key(t, m, ebiten.KeyEscape)
	if h.at != -1 || m.Current() != e {
		t.Errorf("Escape: card %d, screen %s", h.at, m.Current().Name())
	}
}

// TestSquareHelpOnTheRulesPage: each kind of special square is pictured
// beside its paragraph, H and the arrows walk the pictures, and resting the
// pointer on a picture shows the square's card.
func TestSquareHelpOnTheRulesPage(t *testing.T) {
	m := newManager(t, nil)
	key(t, m, ebiten.KeyR)
	p, ok := m.Current().(*RulesPage)
	if !ok {
		t.Fatalf("R went to %s", m.Current().Name())
	}
	var want []int
	for _, s := range p.sections {
		want = append(want, s.Squares...)
	}
	if len(p.pics) != len(want) || len(want) < 8 {
		t.Fatalf("%d pictures for %d special squares' paragraphs", len(p.pics), len(want))
	}
	typeChar(t, m, 'h')
	wantCard(t, &p.sqHelp, want[0], helpByKeys, "H")
	key(t, m, ebiten.KeyDown)
	wantCard(t, &p.sqHelp, want[1], helpByKeys, "↓")
	wantTold(t, p, &p.sqHelp)
	key(t, m, ebiten.KeyEscape)
	if m.Current() != p || p.sqHelp.at != -1 {
		t.Fatalf("Escape on the card: %s, card %d", m.Current().Name(), p.sqHelp.at)
	}
	x, y := cellPoint(t, p, want[1]) // (in view: the arrows scrolled to it)
	hoverOn(t, m, x, y)
	wantCard(t, &p.sqHelp, want[1], helpByHover, "hover on a picture")
}

// TestRulesPageReadsInAColumn: the rules' lines keep to a readable measure
// on a wide screen, and "scroll for more" goes once the end is in view
// (issue 30, the trial's row 21).
func TestRulesPageReadsInAColumn(t *testing.T) {
	m := newManager(t, nil)
	key(t, m, ebiten.KeyR)
	p := m.Current().(*RulesPage)
	most := 0
	for _, l := range p.lines {
		most = max(most, len([]rune(l.text)))
	}
	if most > 80 {
		t.Errorf("a line of %d characters", most)
	}
	if !p.moreBelow() {
		t.Fatal("no \"scroll for more\" at the top of a long page")
	}
	for range 200 {
		key(t, m, ebiten.KeyDown)
	}
	if p.scroll != p.maxScr || p.moreBelow() {
		t.Error("\"scroll for more\" stays at the end")
	}
}

// helpCases are squares of every kind, with everything a square may add
// (a throw again, stakes, turns with a rescue), leading on and back.
func helpCases() []engine.Square {
	var out []engine.Square
	for _, k := range engine.Kinds() {
		out = append(out,
			engine.Square{Kind: k, To: 20, Turns: 2, Rescue: true, Again: true, Pays: true},
			engine.Square{Kind: k, To: 0, Turns: 9, Hold: engine.HoldRescue, Rescue: true, Again: true, Pays: true},
			engine.Square{Kind: k, Turns: 1, Hold: engine.HoldAlone, Again: true, PaysPerTurn: true},
			engine.Square{Kind: k})
	}
	return out
}

// TestSquareHelpFits: the card of every kind of square, in every language
// (and the pseudo-language's longer words), fits its card on a laptop and
// on a phone: no line wider than the card's words, no card taller than
// helpMaxH.
func TestSquareHelpFits(t *testing.T) {
	defer narrate.Speak(narrate.Languages[0])
	if err := ui.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	base, err := engine.Preset("classic")
	if err != nil {
		t.Fatal(err)
	}
	base.Stakes.On = true
	for _, l := range append(append([]*narrate.Language{}, narrate.Languages...), pseudo()) {
		narrate.Speak(l)
		for _, size := range [][2]int{{1280, 720}, {390, 844}} {
			th := ui.NewTheme(size[0], size[1])
			for _, goose := range []engine.GooseMove{engine.GooseAgain, engine.GooseNext} {
				r := base
				r.Goose = goose
				r.Board.Squares = append([]engine.Square(nil), base.Board.Squares...)
				for _, s := range append(helpCases(), engine.Square{}) {
					r.Board.Squares[10] = s
					for _, q := range []int{0, 10, r.Board.Goal()} {
						for _, often := range []string{say("ui.help.often", share(0.2431)), say("ui.help.often", share(0.0431)), say("ui.help.working")} {
							var cd helpCard
							cd.title, cd.does = squareWords(&r, q)
							cd.often = often
							cd.wrap(th, size[0])
							for _, line := range cd.lines {
								if w, most := ui.TextWidth(line.text, line.face), helpTextW(th, size[0]); w > most+0.5 {
									t.Errorf("%s %dx%d: %q is %.0f px, the card's words %.0f", l.Code, size[0], size[1], line.text, w, most)
								}
							}
							if cd.h > th.S(helpMaxH) {
								t.Errorf("%s %dx%d: square %d (%s) needs a card %.0f px tall, has %.0f: %q %q", l.Code, size[0], size[1], q, s.Kind, cd.h, th.S(helpMaxH), cd.does, often)
							}
						}
					}
				}
			}
		}
	}
}

// TestSquareHelpFigureIsBalances: the card's "how often" is balance's
// chance of landing there, which on the inn is the meter's Visit.
func TestSquareHelpFigureIsBalances(t *testing.T) {
	m := newManager(t, nil)
	p := startPlay(t, m, store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann"}, {Name: "Bob"}}})
	r := &p.g.Rules
	a, err := balance.ExactAlone(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	lands, err := balance.Landings(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	chance := map[int]float64{}
	for _, v := range lands {
		chance[v.Square] = v.Chance
	}
	for _, v := range a.Visits {
		chance[v.Square] = v.Chance // (the same, TestLandingsAgreeWithVisits)
	}
	for _, sq := range []int{19, 5, 6, 58} {
		x, y := cellPoint(t, &p.view, sq)
		m.C.In.X, m.C.In.Y = 0, 0
		step(t, m, 1)
		hoverOn(t, m, x, y)
		wantCard(t, &p.hud.squares, sq, helpByHover, "hover")
		for end := time.Now().Add(10 * time.Second); p.hud.squares.card.waiting && time.Now().Before(end); {
			time.Sleep(5 * time.Millisecond)
			m.C.In.Reset()
			_ = m.Step()
		}
		if want := say("ui.help.often", share(chance[sq])); p.hud.squares.card.often != want {
			t.Errorf("square %d: the card says %q, balance %q", sq, p.hud.squares.card.often, want)
		}
	}
}

// TestSquareHelpStaysOnAPhone: on a phone held upright every square's card
// is whole on the screen, and a long press's card is never under the finger.
func TestSquareHelpStaysOnAPhone(t *testing.T) {
	m := newManager(t, nil)
	m.Resize(390, 844)
	p := startPlay(t, m, store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann"}, {Name: "Bob"}}})
	step(t, m, 2)
	h := &p.hud.squares
	screen := image.Rect(0, 0, 390, 844)
	for sq := range p.g.Rules.Board.Squares {
		for _, by := range []helpBy{helpByHover, helpByPress, helpByKeys} {
			h.show(sq, by)
			box := h.rect(&p.view, 390, 844)
			if box.Empty() || !box.In(screen) {
				t.Errorf("square %d (by %d): the card at %v", sq, by, box)
			}
			x, y := cellPoint(t, &p.view, sq)
			if by == helpByPress && image.Pt(x, y).In(box) {
				t.Errorf("square %d: the card %v is under the finger at (%d, %d)", sq, box, x, y)
			}
		}
	}
}

// TestSquareHelpAllocatesNothing: with a card shown, a tick of play
// allocates nothing (its words are made when it changes; its drawing keeps
// its picture and its options).
func TestSquareHelpAllocatesNothing(t *testing.T) {
	m := newManager(t, nil)
	p := startPlay(t, m, store.Setup{Rules: "classic", Seats: []store.Seat{{Name: "Ann"}, {Name: "Bob"}}})
	step(t, m, 2)
	typeChar(t, m, 'h')
	key(t, m, ebiten.KeyRight)
	for end := time.Now().Add(10 * time.Second); p.hud.squares.card.waiting && time.Now().Before(end); {
		time.Sleep(5 * time.Millisecond)
		step(t, m, 1)
	}
	if p.hud.squares.at < 0 || p.hud.squares.card.waiting {
		t.Fatal("no card with its figure")
	}
	if n := quietAllocs(50, func() { m.C.In.Reset(); m.Step() }); n != 0 {
		t.Errorf("%.1f allocations a tick with a card shown", n)
	}
}
