package scenes

import (
	"errors"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/art"
	"goose/ui/store"
)

// Editor draws a board of one's own (RULES §7.3): start from a preset or a
// blank board, click a square and give it a kind (a jump's target is the next
// square clicked), set the dice and the rules, undo and redo, see each fault
// beside its square, test-play it with computers, keep it as Your board.
type Editor struct {
	r       engine.Rules
	undo    []engine.Rules
	redo    []engine.Rules
	sel     int  // the square being edited (0: none)
	picking bool // the next square clicked is the selected jump's target
	faults  map[int]string
	general string // a fault not tied to a square

	name                        ui.Field
	kinds                       []ui.Button
	dice, landing, goose, start ui.Button
	shorter, longer, turnsUp    ui.Button
	order, eitherDie, blank     ui.Button
	undoBt, redoBt, play, keep  ui.Button
	back                        ui.Button
	board                       *ebiten.Image
	layout                      *art.Layout
	dirty                       bool // the rules changed: check and lay out again
	redraw                      bool // the board picture must be drawn again
	bw, bh                      int
	panelX, faultY              float64
}

// editKinds are the kinds a square can be given, in the palette's order.
var editKinds = []engine.Kind{engine.Plain, engine.Goose, engine.Bridge, engine.Jump, engine.Inn, engine.Skip,
	engine.Well, engine.Prison, engine.Maze, engine.Death, engine.DiceSquare, engine.Again}

// NewEditor opens the editor on rules to start from.
func NewEditor(c *Context, from engine.Rules) *Editor {
	e := &Editor{r: from, dirty: true}
	e.r.Board.Squares = append([]engine.Square(nil), from.Board.Squares...)
	e.r.Stakes.On, e.r.Teams, e.r.Placings = false, false, false
	e.r.SetDrink61(false)
	e.name = ui.Field{Text: from.Name, Max: 40}
	for _, k := range editKinds {
		e.kinds = append(e.kinds, ui.Button{Label: kindWord(k)})
	}
	e.shorter = ui.Button{Label: "−"}
	e.longer = ui.Button{Label: "+"}
	e.turnsUp = ui.Button{}
	e.blank = ui.Button{Label: narrate.M("ui.ed.blank").String()}
	e.undoBt = ui.Button{Label: narrate.M("ui.ed.undo").String(), Key: ebiten.KeyZ}
	e.redoBt = ui.Button{Label: narrate.M("ui.ed.redo").String(), Key: ebiten.KeyY}
	e.play = ui.Button{Label: narrate.M("ui.ed.testPlay").String(), Primary: true}
	e.keep = ui.Button{Label: narrate.M("ui.ed.keep").String()}
	e.back = ui.Button{Label: narrate.M("ui.ed.back").String(), Key: ebiten.KeyEscape}
	e.check()
	return e
}

func (e *Editor) Name() string { return "editor" }

func kindWord(k engine.Kind) string { return narrate.M("ui.kind." + narrate.ID(k.String())).String() }

func (e *Editor) Layout(c *Context) {
	th := c.Th
	bw := int(float64(c.W) * 0.62)
	if bw != e.bw || c.H != e.bh {
		e.bw, e.bh, e.dirty = bw, c.H, true
	}
	x := float64(bw) + th.S(20)
	e.panelX = x
	w := float64(c.W) - x - th.S(20)
	y := th.S(20)
	e.name.Rect = ui.Rect(x, y, w, th.S(40))
	y += th.S(52)
	half := (w - th.S(8)) / 2
	e.dice.Rect = ui.Rect(x, y, half, th.S(38))
	e.shorter.Rect = ui.Rect(x+half+th.S(8), y, half/2-th.S(4), th.S(38))
	e.longer.Rect = ui.Rect(x+half+th.S(8)+half/2+th.S(4), y, half/2-th.S(4), th.S(38))
	y += th.S(46)
	e.start.Rect = ui.Rect(x, y, half, th.S(38))
	e.order.Rect = ui.Rect(x+half+th.S(8), y, half, th.S(38))
	y += th.S(46)
	e.eitherDie.Rect = ui.Rect(x, y, half, th.S(38))
	e.blank.Rect = ui.Rect(x+half+th.S(8), y, half, th.S(38))
	y += th.S(46)
	e.landing.Rect = ui.Rect(x, y, (w-th.S(8))/2, th.S(38))
	e.goose.Rect = ui.Rect(x+(w+th.S(8))/2, y, (w-th.S(8))/2, th.S(38))
	y += th.S(54)
	cw := (w - th.S(16)) / 3
	for i := range e.kinds {
		e.kinds[i].Rect = ui.Rect(x+float64(i%3)*(cw+th.S(8)), y+float64(i/3)*th.S(44), cw, th.S(38))
	}
	y += float64((len(e.kinds)+2)/3) * th.S(44)
	e.turnsUp.Rect = ui.Rect(x, y, w, th.S(38))
	y += th.S(50)
	e.faultY = y
	by := float64(c.H) - th.S(110)
	e.undoBt.Rect = ui.Rect(x, by, half, th.S(40))
	e.redoBt.Rect = ui.Rect(x+half+th.S(8), by, half, th.S(40))
	by += th.S(48)
	q := (w - th.S(16)) / 3
	e.back.Rect = ui.Rect(x, by, q, th.S(44))
	e.keep.Rect = ui.Rect(x+q+th.S(8), by, q, th.S(44))
	e.play.Rect = ui.Rect(x+2*(q+th.S(8)), by, q, th.S(44))
}

// change records the rules before an edit, for undo.
func (e *Editor) change() {
	prev := e.r
	prev.Board.Squares = append([]engine.Square(nil), e.r.Board.Squares...)
	prev.StartThrows = append([]engine.StartThrow(nil), e.r.StartThrows...)
	e.undo = append(e.undo, prev)
	if len(e.undo) > 200 {
		e.undo = e.undo[1:]
	}
	e.redo = e.redo[:0]
	e.dirty = true
}

// check finds the board's faults, each beside its squares (the loader's
// problems, in the player's language).
func (e *Editor) check() {
	e.faults, e.general = map[int]string{}, ""
	e.r.Name = strings.TrimSpace(e.name.Text)
	_, err := engine.ParseRules(e.r.Name, e.r.File())
	var fe *engine.FileError
	if !errors.As(err, &fe) {
		return
	}
	for _, p := range fe.Problems {
		say := narrate.Problem(p).String()
		for _, sq := range p.Squares {
			e.faults[sq] = say
		}
		if len(p.Squares) == 0 && e.general == "" {
			e.general = say
		}
	}
}

// square is the square under the pointer, or -1.
func (e *Editor) square(x, y int) int {
	if e.layout == nil {
		return -1
	}
	best, bestD := -1, math.Inf(1)
	for i, cl := range e.layout.Cells {
		d := math.Hypot(float64(x)-cl.X, float64(y)-cl.Y)
		if d < cl.HalfLen && d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

func (e *Editor) Update(c *Context) Scene {
	c.Shot("editor")
	in := &c.In
	if e.name.Update(in) {
		e.change()
		e.check()
	}
	// Z and Y undo and redo, unless they are letters typed into the name.
	e.undoBt.Key, e.redoBt.Key = ebiten.KeyZ, ebiten.KeyY
	if e.name.Focused {
		e.undoBt.Key, e.redoBt.Key = 0, 0
	}
	goal := e.r.Board.Goal()
	if in.Released && in.X < e.bw {
		if sq := e.square(in.X, in.Y); sq >= 0 {
			switch {
			case e.picking && sq != e.sel && sq < goal:
				e.change()
				e.r.Board.Squares[e.sel].To = sq
				e.picking = false
			case sq > 0 && sq < goal:
				e.sel, e.picking = sq, false
			}
		}
	}
	for i := range e.kinds {
		if e.kinds[i].Update(in) && e.sel > 0 && e.sel < goal {
			e.change()
			e.setKind(editKinds[i])
		}
	}
	if e.turnsUp.Update(in) && e.sel > 0 {
		e.change()
		s := &e.r.Board.Squares[e.sel]
		s.Turns = s.Turns%5 + 1
	}
	if e.dice.Update(in) {
		e.change()
		e.r.Dice = e.r.Dice%3 + 1
		if e.r.Dice != 2 {
			e.r.Start, e.r.StartThrows, e.r.EitherDie = engine.StartPlain, nil, false
		}
	}
	if e.start.Update(in) {
		e.change()
		if e.r.Start == engine.StartPlain && e.r.Dice == 2 && goal > 53 {
			e.r.Start, e.r.StartThrows = engine.StartFirstThrow, []engine.StartThrow{{A: 6, B: 3, To: 26}, {A: 4, B: 5, To: 53}}
		} else {
			e.r.Start, e.r.StartThrows = engine.StartPlain, nil
		}
	}
	if e.order.Update(in) {
		e.change()
		e.r.Order = 1 - e.r.Order
	}
	if e.eitherDie.Update(in) && e.r.Dice > 1 {
		e.change()
		e.r.EitherDie = !e.r.EitherDie
	}
	if e.blank.Update(in) { // a blank board of this length: the start and the goal only
		e.change()
		sq := make([]engine.Square, len(e.r.Board.Squares))
		sq[len(sq)-1] = engine.Square{Kind: engine.Goal}
		e.r.Board.Squares, e.r.Start, e.r.StartThrows, e.r.OneDieFrom = sq, engine.StartPlain, nil, 0
		e.sel, e.picking = 0, false
	}
	if e.landing.Update(in) {
		e.change()
		e.r.Landing = (e.r.Landing + 1) % 3
	}
	if e.goose.Update(in) {
		e.change()
		e.r.Goose = 1 - e.r.Goose
	}
	if e.shorter.Update(in) && goal > 20 { // to the ten below: 63, 60, 50, …, 20
		e.change()
		e.resize(max(20, (goal-1)/10*10))
	}
	if e.longer.Update(in) && goal < 500 {
		e.change()
		e.resize(min(500, (goal/10+1)*10))
	}
	if (e.undoBt.Update(in)) && len(e.undo) > 0 {
		e.redo = append(e.redo, e.r)
		e.r, e.undo = e.undo[len(e.undo)-1], e.undo[:len(e.undo)-1]
		e.name.Text, e.dirty = e.r.Name, true
	}
	if e.redoBt.Update(in) && len(e.redo) > 0 {
		e.undo = append(e.undo, e.r)
		e.r, e.redo = e.redo[len(e.redo)-1], e.redo[:len(e.redo)-1]
		e.name.Text, e.dirty = e.r.Name, true
	}
	if e.dirty {
		e.check()
		e.sel = min(e.sel, e.r.Board.Goal()-1)
		e.layout = art.NewLayout(len(e.r.Board.Squares), float64(e.bw), float64(e.bh))
		e.dirty, e.redraw = false, true
	}
	e.refresh()
	if e.back.Update(in) {
		return NewSetup(c)
	}
	if e.keep.Update(in) && len(e.faults) == 0 && e.general == "" {
		e.store(c)
		return NewSetup(c)
	}
	if e.play.Update(in) && len(e.faults) == 0 && e.general == "" {
		e.store(c)
		s := c.Settings.Setup
		s.Seats = cpuTable()
		if p, err := NewPlay(c, s, nil); err == nil {
			return p
		} else {
			e.general = err.Error()
		}
	}
	return nil
}

// cpuTable is the table a test-play seats: three computers.
func cpuTable() []store.Seat {
	return []store.Seat{{Name: "Easy", Color: 0, Computer: true, Level: "easy"},
		{Name: "Normal", Color: 1, Computer: true, Level: "normal"}, {Name: "Hard", Color: 2, Computer: true, Level: "hard"}}
}

// store keeps the board as Your board, in play in the setup.
func (e *Editor) store(c *Context) {
	e.r.Name = strings.TrimSpace(e.name.Text)
	c.Settings.Setup.Board, c.Settings.Setup.OwnBoard = e.r.File(), true
	c.SaveSettings()
}

// setKind gives the selected square a kind, with what that kind needs.
func (e *Editor) setKind(k engine.Kind) {
	s := &e.r.Board.Squares[e.sel]
	*s = engine.Square{Kind: k}
	switch k {
	case engine.Bridge, engine.Jump, engine.Maze, engine.DiceSquare:
		s.To = min(e.sel+6, e.r.Board.Goal()-1)
		if k == engine.Maze {
			s.To = max(1, e.sel-12)
		}
		e.picking = true // the next square clicked is where it leads
	case engine.Death:
		s.To = 0
	case engine.Inn, engine.Skip:
		s.Turns = 1
	case engine.Prison:
		s.Hold, s.Piece = engine.HoldRescue, true
	case engine.Well:
		s.Hold = engine.HoldRescue
	}
	s.Pays = k != engine.Plain && k != engine.Goose && k != engine.Again
}

// resize makes the board end at goal, keeping the squares before it.
func (e *Editor) resize(goal int) {
	sq := make([]engine.Square, goal+1)
	copy(sq, e.r.Board.Squares[:min(len(e.r.Board.Squares)-1, goal)])
	sq[goal] = engine.Square{Kind: engine.Goal}
	for i := range sq[:goal] {
		if sq[i].Kind == engine.Goal {
			sq[i] = engine.Square{}
		}
	}
	e.r.Board.Squares = sq
}

func (e *Editor) refresh() {
	e.dice.Label = narrate.M("ui.ed.dice", e.r.Dice, e.r.Board.Goal()).String()
	if e.r.Dice == 1 {
		e.dice.Label = narrate.M("ui.ed.die", e.r.Board.Goal()).String()
	}
	e.landing.Label = narrate.M("ui.ed.landing." + narrate.ID([]string{"swap", "back", "share"}[e.r.Landing])).String()
	e.goose.Label = narrate.M("ui.ed.goose." + narrate.ID([]string{"again", "next"}[e.r.Goose])).String()
	e.start.Label = narrate.M("ui.ed.start." + narrate.ID([]string{"none", "first", "every"}[e.r.Start])).String()
	e.order.Label = narrate.M("ui.ed.order." + narrate.ID([]string{"seat", "roll"}[e.r.Order])).String()
	e.eitherDie.Label = narrate.M("ui.ed.eitherDie.off").String()
	if e.r.EitherDie {
		e.eitherDie.Label = narrate.M("ui.ed.eitherDie.on").String()
	}
	e.eitherDie.Disabled = e.r.Dice < 2
	ok := len(e.faults) == 0 && e.general == ""
	e.play.Disabled, e.keep.Disabled = !ok, !ok
	e.undoBt.Disabled, e.redoBt.Disabled = len(e.undo) == 0, len(e.redo) == 0
	var s engine.Square
	if e.sel > 0 && e.sel < len(e.r.Board.Squares) {
		s = e.r.Board.Squares[e.sel]
	}
	for i := range e.kinds {
		e.kinds[i].Selected = e.sel > 0 && editKinds[i] == s.Kind
		e.kinds[i].Disabled = e.sel == 0
	}
	e.turnsUp.Hidden = s.Turns == 0
	e.turnsUp.Label = narrate.M("ui.ed.turns", s.Turns).String()
}

func (e *Editor) Draw(dst *ebiten.Image, c *Context) {
	th := c.Th
	if e.layout == nil {
		return // not laid out yet: the first Update does it
	}
	if e.redraw || e.board == nil { // only after an edit: the board is drawn once per change
		if e.board != nil {
			e.board.Deallocate()
		}
		e.board = ebiten.NewImageFromImage(art.Board(&e.r, e.layout, e.bw, e.bh))
		e.redraw = false
	}
	dst.DrawImage(e.board, nil)
	ui.Panel(dst, ui.Rect(float64(e.bw), 0, float64(c.W-e.bw), float64(c.H)), th, ui.Paper)
	for sq := range e.faults {
		if sq < len(e.layout.Cells) {
			cl := e.layout.Cells[sq]
			ui.Circle(dst, cl.X, cl.Y, cl.R*1.1, th.S(3), color.RGBA{}, ui.Madder)
		}
	}
	if e.sel > 0 && e.sel < len(e.layout.Cells) {
		cl := e.layout.Cells[e.sel]
		ui.Circle(dst, cl.X, cl.Y, cl.R*1.15, th.S(4), color.RGBA{}, ui.Indigo)
		if s := e.r.Board.Squares[e.sel]; s.To > 0 || s.Kind == engine.Death {
			to := e.layout.Cells[s.To]
			ui.Chip(dst, (cl.X+to.X)/2, (cl.Y+to.Y)/2, math.Hypot(to.X-cl.X, to.Y-cl.Y), th.S(3), math.Atan2(to.Y-cl.Y, to.X-cl.X), ui.Indigo)
		}
	}
	e.name.Draw(dst, th)
	for _, b := range []*ui.Button{&e.dice, &e.shorter, &e.longer, &e.start, &e.order, &e.eitherDie, &e.blank, &e.landing, &e.goose, &e.turnsUp, &e.undoBt, &e.redoBt, &e.back, &e.keep, &e.play} {
		b.Draw(dst, th)
	}
	for i := range e.kinds {
		e.kinds[i].Draw(dst, th)
	}
	w := float64(c.W) - e.panelX - th.S(20)
	y := e.faultY
	say := func(s string, ink color.RGBA) {
		for _, l := range ui.Wrap(nil, s, th.Small, w) {
			ui.Text(dst, l, th.Small, e.panelX, y, ink, ui.Left)
			y += th.Small.Size * 1.3
		}
	}
	switch {
	case e.picking:
		say(narrate.M("ui.ed.pick", e.sel).String(), ui.Indigo)
	case e.sel > 0:
		say(narrate.M("ui.ed.square", e.sel, kindWord(e.r.Board.Squares[e.sel].Kind)).String(), ui.InkSoft)
	default:
		say(narrate.M("ui.ed.help").String(), ui.InkSoft)
	}
	if f, ok := e.faults[e.sel]; ok {
		say(f, ui.Madder)
	} else if len(e.faults) > 0 {
		for sq := range e.faults {
			say(e.faults[sq], ui.Madder)
			break
		}
	}
	if e.general != "" {
		say(e.general, ui.Madder)
	}
}
