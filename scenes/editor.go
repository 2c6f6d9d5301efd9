package scenes

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/store"
)

// Editor draws a board of one's own (RULES §7.3): start from a preset or a
// blank board, click a square and give it a kind and its details (a jump's
// target is the next square clicked), set the dice, the rules and the
// stakes, undo and redo, see each fault beside its square, zoom into a long
// board, test-play it with computers, save it to the folder of boards,
// export and import its file.
type Editor struct {
	r          engine.Rules
	undo, redo []engine.Rules
	sel        int  // the square being edited (0: none)
	pick       pick // what the next square clicked sets
	tab        int
	faults     map[int]string // each faulty square's fault, for its ring and the panel
	labels     faultLabels    // the faults' words beside their squares
	general    string         // a fault not tied to a square
	throw      int            // the start throw the rules page edits
	note       string         // what the last file action did
	noteBad    bool
	p          *editorPanel
	view       boardView
	lines      []inkLine // the panel's words, wrapped when they change
	dirty      bool      // the rules changed: check them again
	stale      bool      // the labels must be set again
	uploads    chan upload
	drawn      engine.Rules // the rules the board picture shows
	summaryCut string       // the summary cut to its field's width
	focus      ui.Focus     // the keyboard's way through the panel (Tab)
	ring       []ui.Focusable
	aim        int    // the square the arrow keys aim at while one is picked
	aimFor     [3]int // the pick, throw and square aim was set for
}

// pick is what a click on the board sets, besides selecting a square.
type pick uint8

const (
	pickNone   pick = iota
	pickTo          // the selected square's jump target
	pickOneDie      // the square from which one die is thrown
	pickThrow       // the chosen start throw's square
)

type inkLine struct {
	text string
	ink  color.RGBA
}

// upload is a file the browser's upload dialog handed over.
type upload struct {
	name string
	data []byte
	err  error
}

// NewEditor opens the editor on rules to start from.
func NewEditor(c *Context, from engine.Rules) *Editor {
	e := &Editor{r: from, dirty: true, stale: true, uploads: make(chan upload, 1)}
	e.r.Board.Squares = append([]engine.Square(nil), from.Board.Squares...)
	e.r.StartThrows = append([]engine.StartThrow(nil), from.StartThrows...)
	e.r.Stakes.On, e.r.Teams, e.r.Placings = false, false, false
	e.r.SetDrink61(false)
	name, summary := from.Name, from.Summary
	if slices.Contains(engine.Presets, name) { // a board made from a preset is not the preset: a name of its own (engine refuses the preset's), and no summary (the preset's words describe the preset)
		name, summary = presetCopyName(name), ""
	}
	e.p = newEditorPanel(name, summary)
	e.check()
	return e
}

func (e *Editor) Name() string { return "editor" }

// presetCopyName is the name of a board of one's own made from the preset named
// preset ("Classic, my board"): a preset's name is the preset's alone.
func presetCopyName(preset string) string {
	return narrate.M("ui.ed.copyName", narrate.RulesName(preset)).String()
}

// isPresetSummary reports whether s is a preset's summary.
func isPresetSummary(s string) bool {
	for _, p := range engine.PresetSummary {
		if s != "" && s == p {
			return true
		}
	}
	return false
}

func kindWord(k engine.Kind) string { return narrate.M("ui.kind." + narrate.ID(k.String())).String() }

// Layout puts the board on the left (landscape) or on top (portrait, phones)
// and the panel in the rest.
func (e *Editor) Layout(c *Context) {
	th := c.Th
	var board, panel image.Rectangle
	m := int(th.S(16))
	if th.Portrait {
		bh := min(c.W, c.H*45/100)
		board = image.Rect(0, 0, c.W, bh)
		panel = image.Rect(m, bh+m, c.W-m, c.H-m)
	} else {
		bw := int(float64(c.W) * 0.62)
		board = image.Rect(0, 0, bw, c.H)
		panel = image.Rect(bw+m, m, c.W-m, c.H-m)
	}
	e.p.words()
	e.p.place(panel, th)
	e.view.slop = th.S(12)
	if board != e.view.area {
		e.view.place(board, len(e.r.Board.Squares))
	}
	e.stale = true
}

// change records the rules before an edit, for undo.
func (e *Editor) change() {
	e.undo = append(e.undo, e.copyRules())
	if len(e.undo) > 200 {
		e.undo = e.undo[1:]
	}
	e.redo = e.redo[:0]
	e.dirty = true
}

func (e *Editor) copyRules() engine.Rules {
	r := e.r
	r.Board.Squares = append([]engine.Square(nil), e.r.Board.Squares...)
	r.StartThrows = append([]engine.StartThrow(nil), e.r.StartThrows...)
	return r
}

// check finds the board's faults, each beside its squares (the loader's
// problems, in the player's language).
func (e *Editor) check() {
	e.faults, e.general = map[int]string{}, ""
	e.r.Name, e.r.Summary = strings.TrimSpace(e.p.name.Text), strings.TrimSpace(e.p.summary.Text)
	_, err := engine.ParseRules(e.r.Name, e.r.File())
	var fe *engine.FileError
	var notes []faultNote
	if errors.As(err, &fe) {
		for _, p := range fe.Problems {
			say := narrate.Problem(p).String()
			for _, sq := range p.Squares {
				e.faults[sq] = say
			}
			if len(p.Squares) > 0 {
				notes = append(notes, faultNote{squares: p.Squares, say: say})
			}
			if len(p.Squares) == 0 && e.general == "" {
				e.general = say
			}
		}
	}
	e.labels.set(notes)
}

func (e *Editor) ok() bool { return len(e.faults) == 0 && e.general == "" }

func (e *Editor) Update(c *Context) Scene {
	c.Shot("editor")
	in := &c.In
	select {
	case u := <-e.uploads:
		e.importFile(u.name, bytes.NewReader(u.data), u.err)
	default:
	}
	if in.Dropped != nil {
		e.importDropped(in.Dropped)
	}
	typing := e.p.name.Focused || e.p.summary.Focused || e.p.path.Focused // Escape leaves the field, not the editor
	held, aiming := e.focus.Held(), e.pick != pickNone && !typing
	if aiming {
		e.aimKeys(in)
	} else {
		e.focus.Update(in)
	}
	if e.p.name.Update(in) {
		e.change()
	}
	e.p.summary.Focused = e.p.summary.Focused && e.tab == tabRules // it shows on the rules page only
	if e.tab == tabRules && e.p.summary.Update(in) {
		e.change()
	}
	e.p.path.Focused = e.p.path.Focused && e.tab == tabFile
	typing = typing || e.p.name.Focused || e.p.summary.Focused || e.p.path.Focused
	if strings.TrimSpace(e.p.name.Text) != e.r.Name || strings.TrimSpace(e.p.summary.Text) != e.r.Summary {
		e.dirty = true // set from outside the field (a test, a paste): check it all the same
	}
	// Z and Y undo and redo, unless they are letters typed into a field.
	e.p.undo.Key, e.p.redo.Key = ebiten.KeyZ, ebiten.KeyY
	if typing {
		e.p.undo.Key, e.p.redo.Key = 0, 0
	}
	for i := range e.p.tabs {
		if e.p.tabs[i].Update(in) {
			e.tab, e.stale = i, true
		}
	}
	n := len(e.r.Board.Squares)
	if sq := e.view.update(in, n); sq >= 0 {
		e.tap(sq)
	}
	if !typing && !held && !aiming {
		if sq := e.view.keys(in, n, e.sel); sq != e.sel {
			e.sel, e.pick, e.tab, e.stale = sq, pickNone, tabSquare, true
		}
	}
	if e.p.zoomIn.Update(in) {
		e.zoom(1)
	}
	if e.p.zoomOut.Update(in) {
		e.zoom(-1)
	}
	switch e.tab {
	case tabSquare:
		e.updateSquare(in)
	case tabRules:
		e.updateRules(in)
	case tabStakes:
		e.updateStakes(in)
	case tabFile:
		e.updateFile(c, in)
	}
	if e.p.undo.Update(in) && len(e.undo) > 0 {
		e.redo = append(e.redo, e.r)
		e.r, e.undo = e.undo[len(e.undo)-1], e.undo[:len(e.undo)-1]
		e.p.name.Text, e.p.summary.Text, e.dirty = e.r.Name, e.r.Summary, true
	}
	if e.p.redo.Update(in) && len(e.redo) > 0 {
		e.undo = append(e.undo, e.r)
		e.r, e.redo = e.redo[len(e.redo)-1], e.redo[:len(e.redo)-1]
		e.p.name.Text, e.p.summary.Text, e.dirty = e.r.Name, e.r.Summary, true
	}
	if e.dirty {
		e.check()
		e.sel = min(e.sel, e.r.Board.Goal()-1)
		if len(e.view.layout.Cells) != len(e.r.Board.Squares) {
			e.view.place(e.view.area, len(e.r.Board.Squares))
		}
		e.dirty, e.stale = false, true
		if !slices.Equal(e.drawn.Board.Squares, e.r.Board.Squares) || !slices.Equal(e.drawn.StartThrows, e.r.StartThrows) {
			e.drawn, e.view.redraw = e.copyRules(), true // the picture shows the squares and the start throws only
		}
	}
	if e.stale {
		e.refresh(c)
	}
	e.labels.place(c.Th, &e.view, e.sel) // the board may have panned or zoomed
	if e.p.back.Update(in) && !typing && !held && !aiming {
		return NewSetup(c)
	}
	if e.p.keep.Update(in) && e.ok() && e.saveToFolder(c) {
		e.choose(c)
		return NewSetup(c)
	}
	if e.p.play.Update(in) && e.ok() {
		e.choose(c)
		s := c.Settings.Setup
		s.Seats = cpuTable()
		if p, err := NewPlay(c, s, nil); err == nil {
			return p
		} else {
			e.general, e.stale = err.Error(), true
		}
	}
	return nil
}

// tap is a click or tap on square sq: it sets what is being picked, or selects the square.
func (e *Editor) tap(sq int) {
	goal := e.r.Board.Goal()
	e.stale = true
	switch {
	case e.pick == pickTo && sq != e.sel && sq <= goal && e.square() != nil && e.square().Kind.Jumps():
		e.change()
		e.r.Board.Squares[e.sel].To = sq // (the goal too: a jump may lead home)
	case sq >= goal:
	case e.pick == pickOneDie:
		e.change()
		e.r.OneDieFrom = sq
	case e.pick == pickThrow && e.throw < len(e.r.StartThrows) && sq > 0:
		e.change()
		e.r.StartThrows[e.throw].To = sq
	case sq > 0:
		e.sel, e.tab = sq, tabSquare
	}
	e.pick = pickNone
}

// aimKeys: while a square is picked, the arrow keys aim at one (from where
// the pick leads now, the view following) and Enter takes it, as a click
// would; Escape gives the pick up.
func (e *Editor) aimKeys(in *ui.Input) {
	e.aim = e.view.keys(in, len(e.r.Board.Squares), e.aim)
	switch {
	case in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyNumpadEnter) || in.Key(ebiten.KeySpace):
		e.tap(e.aim)
	case in.Key(ebiten.KeyEscape):
		e.pick, e.stale = pickNone, true
	}
}

// aimFrom is the square a pick leads to now, where the arrow keys start.
func (e *Editor) aimFrom() int {
	switch {
	case e.pick == pickTo && e.square() != nil:
		return e.square().To
	case e.pick == pickOneDie:
		return e.r.OneDieFrom
	case e.pick == pickThrow && e.throw < len(e.r.StartThrows):
		return e.r.StartThrows[e.throw].To
	}
	return 0
}

func (e *Editor) zoom(d int) {
	x, y := e.view.area.Min.X+e.view.area.Dx()/2, e.view.area.Min.Y+e.view.area.Dy()/2
	if e.sel > 0 {
		cl := e.view.cell(e.sel)
		x, y = int(cl.X), int(cl.Y)
	}
	e.view.zoomBy(d, len(e.r.Board.Squares), x, y)
	e.view.show(e.sel)
}

// square is the selected square, or nil.
func (e *Editor) square() *engine.Square {
	if e.sel <= 0 || e.sel >= e.r.Board.Goal() {
		return nil
	}
	return &e.r.Board.Squares[e.sel]
}

func (e *Editor) updateSquare(in *ui.Input) {
	p := e.p
	for i := range p.kinds {
		if p.kinds[i].Update(in) && e.square() != nil {
			e.change()
			e.setKind(editKinds[i])
		}
	}
	s := e.square()
	if s == nil {
		return
	}
	if p.to.Update(in) {
		e.pick, e.stale = pickTo, true
	}
	if p.turnsDn.Update(in) && s.Turns > 0 {
		e.change()
		s.Turns--
	}
	if p.turnsUp.Update(in) && s.Turns < 9 {
		e.change()
		s.Turns, s.Hold = s.Turns+1, engine.HoldNone // a square holds or takes turns, not both
	}
	if p.hold.Update(in) {
		e.change()
		s.Hold = (s.Hold + 1) % 3
		if s.Hold != engine.HoldNone {
			s.Turns, s.Rescue = 0, false
		}
	}
	for _, t := range []struct {
		c *ui.Check
		v *bool
	}{{&p.rescue, &s.Rescue}, {&p.piece, &s.Piece}, {&p.pays, &s.Pays}, {&p.perTurn, &s.PaysPerTurn}, {&p.again, &s.Again}} {
		if t.c.Update(in) {
			e.change()
			*t.v = t.c.On
		}
	}
	if !s.Holds() {
		s.Piece, s.PaysPerTurn = false, false
	}
	if s.Turns == 0 {
		s.Rescue = false
	}
}

func (e *Editor) updateRules(in *ui.Input) {
	p, r := e.p, &e.r
	goal := r.Board.Goal()
	if p.dice.Update(in) {
		e.change()
		r.Dice = r.Dice%3 + 1
		if r.Dice != 2 {
			r.Start, r.StartThrows = engine.StartPlain, nil
		}
		r.EitherDie = r.EitherDie && r.Dice > 1
	}
	if p.shorter.Update(in) && goal > 20 { // to the ten below: 63, 60, 50, …, 20
		e.change()
		e.resize(max(20, (goal-1)/10*10))
	}
	if p.longer.Update(in) && goal < 500 {
		e.change()
		e.resize(min(500, (goal/10+1)*10))
	}
	if p.less.Update(in) && goal > 20 {
		e.change()
		e.resize(goal - 1)
	}
	if p.more.Update(in) && goal < 500 {
		e.change()
		e.resize(goal + 1)
	}
	if p.start.Update(in) && r.Dice == 2 {
		e.change()
		r.Start = (r.Start + 1) % 3
		if r.Start == engine.StartPlain {
			r.StartThrows = nil
		} else if len(r.StartThrows) == 0 { // the classic's to start from
			r.StartThrows, e.throw = []engine.StartThrow{{A: 6, B: 3, To: min(26, goal-1)}, {A: 4, B: 5, To: min(53, goal-1)}}, 0
		}
	}
	e.updateThrows(in)
	if p.oneDie.Update(in) {
		e.pick, e.stale = pickOneDie, true
	}
	if p.order.Update(in) {
		e.change()
		r.Order = 1 - r.Order
	}
	if p.eitherDie.Update(in) {
		e.change()
		r.EitherDie = p.eitherDie.On
	}
	if p.blank.Update(in) { // a blank board of this length: the start and the goal only
		e.change()
		sq := make([]engine.Square, len(r.Board.Squares))
		sq[len(sq)-1] = engine.Square{Kind: engine.Goal}
		r.Board.Squares, r.Start, r.StartThrows, r.OneDieFrom = sq, engine.StartPlain, nil, 0
		e.sel, e.pick = 0, pickNone
		if isPresetSummary(e.r.Summary) { // a board kept with a preset's words: they describe squares gone
			e.p.summary.Text = ""
		}
	}
	if p.landing.Update(in) {
		e.change()
		r.Landing = (r.Landing + 1) % 3
	}
	if p.goose.Update(in) {
		e.change()
		r.Goose = 1 - r.Goose
	}
}

func (e *Editor) updateStakes(in *ui.Input) {
	p, s := e.p, &e.r.Stakes
	step := 1
	if s.Purse >= 20 {
		step = 5
	}
	if p.purseDn.Update(in) && s.Purse > 1 {
		e.change()
		s.Purse = max(1, s.Purse-step)
		s.Ante = min(s.Ante, s.Purse)
	}
	if p.purseUp.Update(in) && s.Purse < engine.MaxPurse {
		e.change()
		s.Purse = min(engine.MaxPurse, s.Purse+step)
	}
	if p.anteDn.Update(in) && s.Ante > 0 {
		e.change()
		s.Ante--
	}
	if p.anteUp.Update(in) && s.Ante < s.Purse {
		e.change()
		s.Ante++
	}
	if p.swap.Update(in) {
		e.change()
		s.Swap = (s.Swap + 1) % 3
	}
	if p.brokeOut.Update(in) {
		e.change()
		s.BrokeOut = p.brokeOut.On
	}
}

// cpuTable is the table a test-play seats: three computers.
func cpuTable() []store.Seat {
	return []store.Seat{{Name: "Easy", Color: 0, Computer: true, Level: "easy"},
		{Name: "Normal", Color: 1, Computer: true, Level: "normal"}, {Name: "Hard", Color: 2, Computer: true, Level: "hard"}}
}

// choose makes the board the one in play at the table.
func (e *Editor) choose(c *Context) {
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
		e.pick = pickTo // the next square clicked is where it leads
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
	e.r.OneDieFrom = min(e.r.OneDieFrom, goal-1)
	for i := range e.r.StartThrows {
		e.r.StartThrows[i].To = min(e.r.StartThrows[i].To, goal-1)
	}
}

// refresh sets the labels and the panel's words after a change (not every tick).
func (e *Editor) refresh(c *Context) {
	e.stale = false
	p, r := e.p, &e.r
	goal := r.Board.Goal()
	p.show(e.tab)
	p.dice.Label = say("ui.ed.dice", r.Dice, goal)
	if r.Dice == 1 {
		p.dice.Label = say("ui.ed.die", goal)
	}
	p.landing.Label = say("ui.ed.landing." + narrate.ID([]string{"swap", "back", "share"}[r.Landing]))
	p.goose.Label = say("ui.ed.goose." + narrate.ID([]string{"again", "next"}[r.Goose]))
	p.start.Label = say("ui.ed.start." + narrate.ID([]string{"none", "first", "every"}[r.Start]))
	p.start.Disabled = r.Dice != 2
	p.order.Label = say("ui.ed.order." + narrate.ID([]string{"seat", "roll"}[r.Order]))
	e.refreshThrows()
	p.oneDie.Label = say("ui.ed.oneDie.never")
	if r.OneDieFrom > 0 {
		p.oneDie.Label = say("ui.ed.oneDie", r.OneDieFrom)
	}
	p.oneDie.Selected = e.pick == pickOneDie
	p.eitherDie.On, p.eitherDie.Hidden = r.EitherDie, e.tab != tabRules || r.Dice < 2
	p.purse.Label, p.ante.Label = say("ui.ed.purse", r.Stakes.Purse), say("ui.ed.ante", r.Stakes.Ante)
	p.swap.Label = say("ui.ed.swap." + narrate.ID(strconv.Itoa(int(r.Stakes.Swap))))
	p.brokeOut.On, p.brokeOut.Hidden = r.Stakes.BrokeOut, e.tab != tabStakes
	ok := e.ok()
	p.play.Disabled, p.keep.Disabled, p.save.Disabled, p.export.Disabled = !ok, !ok, !ok, !ok
	p.undo.Disabled, p.redo.Disabled = len(e.undo) == 0, len(e.redo) == 0
	p.zoomOut.Disabled, p.zoomIn.Disabled = e.view.level == 0, e.view.level == len(zoomLevels)-1
	e.refreshSquare()
	e.words(c)
	e.labels.wrap(c.Th, &e.view)
	e.labels.place(c.Th, &e.view, e.sel)
	e.summaryCut = ui.ClipTyped(p.summary.Text, c.Th.Body, float64(p.summary.Rect.Dx())-c.Th.S(16))
	if f := [3]int{int(e.pick), e.throw, e.sel}; f != e.aimFor {
		e.aim, e.aimFor = e.aimFrom(), f
	}
	e.ring = append(e.ring[:0], &p.name)
	for i := range p.tabs {
		e.ring = append(e.ring, &p.tabs[i])
	}
	for _, b := range p.pages[e.tab] {
		e.ring = append(e.ring, b)
	}
	for _, ch := range p.checks[e.tab] {
		e.ring = append(e.ring, ch)
	}
	if e.tab == tabRules {
		e.ring = append(e.ring, &p.summary)
	}
	if e.tab == tabFile && p.path.shown {
		e.ring = append(e.ring, &p.path.Field)
	}
	e.ring = append(e.ring, &p.undo, &p.redo, &p.zoomOut, &p.zoomIn, &p.back, &p.keep, &p.play)
	e.focus.Set(e.ring...)
}

// refreshSquare shows the square page's controls that fit the selected square's kind.
func (e *Editor) refreshSquare() {
	p := e.p
	var s engine.Square
	if q := e.square(); q != nil {
		s = *q
	}
	on := e.tab == tabSquare && e.square() != nil
	for i := range p.kinds {
		p.kinds[i].Selected = on && editKinds[i] == s.Kind
		p.kinds[i].Disabled = !on
	}
	jumps := s.Kind.Jumps()
	canHold := !jumps && s.Kind != engine.Goose && s.Kind != engine.Again && s.Kind != engine.Plain
	p.to.Hidden, p.to.Selected = !on || !jumps, e.pick == pickTo
	p.to.Label = say("ui.ed.to", s.To)
	p.turns.Hidden, p.turnsDn.Hidden, p.turnsUp.Hidden, p.hold.Hidden = !on || !canHold, !on || !canHold, !on || !canHold, !on || !canHold
	p.turns.Label = say("ui.ed.turns", s.Turns)
	p.hold.Label = say("ui.ed.hold." + narrate.ID(strconv.Itoa(int(s.Hold))))
	p.pays.Hidden, p.pays.On = !on || s.Kind == engine.Plain, s.Pays
	p.again.Hidden, p.again.On = !on || !(jumps || s.Kind == engine.Goose), s.Again
	p.rescue.Hidden, p.rescue.On = !on || s.Turns == 0, s.Rescue
	p.piece.Hidden, p.piece.On = !on || !s.Holds(), s.Piece
	p.perTurn.Hidden, p.perTurn.On = !on || !s.Holds(), s.PaysPerTurn
}

// words wraps what the panel says: what to do now, the last file action,
// the faults.
func (e *Editor) words(c *Context) {
	th := c.Th
	e.lines = e.lines[:0]
	add := func(s string, ink color.RGBA) {
		for _, l := range ui.Wrap(nil, s, th.Small, e.p.textW) {
			e.lines = append(e.lines, inkLine{l, ink})
		}
	}
	// What is asked now first, then the faults, then what a file action did,
	// then the page's help: what the panel cannot hold is cut from the end.
	switch {
	case e.pick == pickTo:
		add(say("ui.ed.pick", e.sel), ui.Indigo)
	case e.pick == pickOneDie:
		add(say("ui.ed.pickOneDie"), ui.Indigo)
	case e.pick == pickThrow && e.throw < len(e.r.StartThrows):
		t := e.r.StartThrows[e.throw]
		add(say("ui.ed.pickThrow", t.A, t.B), ui.Indigo)
	}
	if e.pick != pickNone {
		add(say("ui.ed.aimKeys"), ui.Indigo)
	}
	if f, ok := e.faults[e.sel]; ok {
		add(f, ui.Madder)
	} else if len(e.labels.notes) > 0 { // the first, as the loader lists them
		add(e.labels.notes[0].say, ui.Madder)
	}
	if e.general != "" {
		add(e.general, ui.Madder)
	}
	if e.note != "" {
		ink := ui.Indigo
		if e.noteBad {
			ink = ui.Madder
		}
		add(e.note, ink)
	}
	if e.pick == pickNone { // first: a player without a mouse needs it to use the rest
		add(say("ui.ed.keys"), ui.InkSoft)
	}
	switch {
	case e.pick != pickNone:
	case e.tab == tabStakes:
		add(say("ui.ed.stakesHelp"), ui.InkSoft)
	case e.tab == tabFile:
		add(say(narrate.ID(map[bool]string{true: "ui.ed.fileHelp.web", false: "ui.ed.fileHelp"}[c.Upload != nil])), ui.InkSoft)
	case e.sel > 0:
		add(say("ui.ed.square", e.sel, kindWord(e.r.Board.Squares[e.sel].Kind)), ui.InkSoft)
	default:
		add(say("ui.ed.help"), ui.InkSoft)
	}
}

func (e *Editor) Draw(dst *ebiten.Image, c *Context) {
	th := c.Th
	if e.view.layout == nil {
		return
	}
	dst.Fill(ui.Table)
	e.view.draw(dst, &e.r)
	for sq := range e.faults {
		if sq < len(e.view.layout.Cells) {
			if cl := e.view.cell(sq); e.view.visible(cl) {
				ui.Circle(dst, cl.X, cl.Y, cl.R*1.1, th.S(3), color.RGBA{}, ui.Madder)
			}
		}
	}
	if e.sel > 0 && e.sel < len(e.view.layout.Cells) {
		cl := e.view.cell(e.sel)
		ui.Circle(dst, cl.X, cl.Y, cl.R*1.15, th.S(4), color.RGBA{}, ui.Indigo)
		if s := e.r.Board.Squares[e.sel]; (s.To > 0 || s.Kind == engine.Death) && s.To < len(e.view.layout.Cells) {
			to := e.view.cell(s.To)
			ui.Chip(dst, (cl.X+to.X)/2, (cl.Y+to.Y)/2, math.Hypot(to.X-cl.X, to.Y-cl.Y), th.S(3), math.Atan2(to.Y-cl.Y, to.X-cl.X), ui.Indigo)
		}
	}
	if e.pick != pickNone && e.aim > 0 && e.aim < len(e.view.layout.Cells) { // where Enter picks
		cl := e.view.cell(e.aim)
		ui.Circle(dst, cl.X, cl.Y, cl.R*1.3, th.S(3), color.RGBA{}, ui.Madder)
	}
	e.labels.draw(dst, th)
	a := e.view.area
	if th.Portrait {
		ui.Panel(dst, image.Rect(0, a.Max.Y, c.W, c.H), th, ui.Paper)
	} else {
		ui.Panel(dst, image.Rect(a.Max.X, 0, c.W, c.H), th, ui.Paper)
	}
	p := e.p
	p.name.Draw(dst, th)
	if e.tab == tabRules {
		if !p.summary.Focused { // a long line shows cut, whole while typed
			full := p.summary.Text
			p.summary.Text = e.summaryCut
			p.summary.Draw(dst, th)
			p.summary.Text = full
		} else {
			p.summary.Draw(dst, th)
		}
	}
	if e.tab == tabFile && p.path.shown {
		p.path.Draw(dst, th)
	}
	for _, b := range p.all {
		b.Draw(dst, th)
	}
	for _, ch := range p.checks[e.tab] {
		ch.Draw(dst, th)
	}
	y, lh := p.textY[e.tab], th.Small.Size*1.3
	if e.tab == tabSquare && e.square() == nil { // the square's controls are not shown: the words take their place
		y = p.paletteEnd
	}
	foot := float64(p.undo.Rect.Min.Y) - lh
	for _, l := range e.lines {
		if y > foot {
			break
		}
		ui.Text(dst, l.text, th.Small, p.textX, y, l.ink, ui.Left)
		y += lh
	}
}
