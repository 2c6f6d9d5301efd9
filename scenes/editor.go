package scenes

import (
	"bytes"
	"errors"
	"goose/ui/ink"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/form"
)

// Editor draws a board of one's own (RULES §7.3): start from a preset or a
// blank board, click a square and give it a kind and its details (a jump's
// target is the next square clicked), set the dice, the rules and the
// stakes, undo and redo, see each fault beside its square, zoom into a long
// board, test-play it with computers, save it to the folder of boards,
// export and import its file.
type Editor struct {
	r       engine.Rules
	hist    edHistory // undo and redo
	at      edAt      // the square edited, what a click picks, the start throw
	tab     int
	faults  map[int]string // each faulty square's fault, for its ring and the panel
	general string         // a fault not tied to a square
	labels  faultLabels    // the faults' words beside their squares
	pan     edPanel
	meter   edMeter // the balance page's figures
	form    *form.Form
	path    *form.Node // the desktop's path field, which Import shows
	view    boardView
	next    Scene      // where a button leads, this tick
	stale   bool       // the labels and the panel must be set again
	sqHelp  squareHelp // what a square does, beside it (squarehelp.go)
}

// edHistory is the rules before each edit, and after each undone.
type edHistory struct {
	undo, redo []engine.Rules
	dirty      bool         // the rules changed: check them again
	drawn      engine.Rules // the rules the board picture shows
}

// edAt is what is being edited.
type edAt struct {
	sel    int  // the square being edited (0: none)
	pick   pick // what the next square clicked sets
	throw  int  // the start throw the rules page edits
	aim    int  // the square the arrow keys aim at while one is picked
	aimFor [3]int
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
	e := &Editor{r: from, stale: true}
	e.hist.dirty = true
	e.pan.uploads = make(chan upload, 1)
	e.r.Board.Squares = append([]engine.Square(nil), from.Board.Squares...)
	e.r.StartThrows = append([]engine.StartThrow(nil), from.StartThrows...)
	e.r.Stakes.On, e.r.Teams, e.r.Placings = false, false, false
	e.r.SetDrink61(false)
	e.pan.name, e.pan.summary = from.Name, from.Summary
	if slices.Contains(engine.Presets, from.Name) { // a board made from a preset is not the preset: a name of its own (engine refuses the preset's), and no summary (the preset's words describe the preset)
		e.pan.name, e.pan.summary = presetCopyName(from.Name), ""
	}
	e.form = form.New(sayID, e.declare(c))
	e.check()
	return e
}

func (e *Editor) Name() string { return "editor" }

// Form is the editor's controls.
func (e *Editor) Form() *form.Form { return e.form }

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

func kindWord(k engine.Kind) string { return narrate.M(narrate.ID(k.Word("ui.kind"))).String() }

// Layout puts the board beside the panel, or above it on a phone held
// upright, and lays the panel out.
func (e *Editor) Layout(c *Context) {
	board, panel := edSplit(c.W, c.H, c.Th.Portrait, c.Th.Text)
	if board != e.view.area {
		e.view.place(board, len(e.r.Board.Squares))
	}
	e.pan.area = panel
	e.place(c.Th)
	e.stale = true
}

// change records the rules before an edit, for undo.
func (e *Editor) change() {
	e.hist.undo = append(e.hist.undo, e.copyRules())
	if len(e.hist.undo) > 200 {
		e.hist.undo = e.hist.undo[1:]
	}
	e.hist.redo = e.hist.redo[:0]
	e.hist.dirty = true
}

func (e *Editor) copyRules() engine.Rules {
	r := e.r
	r.Board.Squares = append([]engine.Square(nil), e.r.Board.Squares...)
	r.StartThrows = append([]engine.StartThrow(nil), e.r.StartThrows...)
	return r
}

// undoOne goes back to the rules before the last edit; redoOne forward again.
func (e *Editor) undoOne() { e.travel(&e.hist.undo, &e.hist.redo) }
func (e *Editor) redoOne() { e.travel(&e.hist.redo, &e.hist.undo) }

func (e *Editor) travel(from, to *[]engine.Rules) {
	if len(*from) == 0 {
		return
	}
	*to = append(*to, e.r)
	e.r, *from = (*from)[len(*from)-1], (*from)[:len(*from)-1]
	e.pan.name, e.pan.summary, e.hist.dirty = e.r.Name, e.r.Summary, true
}

// check finds the board's faults, each beside its squares (the loader's
// problems, in the player's language).
func (e *Editor) check() {
	e.faults, e.general = map[int]string{}, ""
	e.r.Name, e.r.Summary = strings.TrimSpace(e.pan.name), strings.TrimSpace(e.pan.summary)
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
	e.next = nil
	select {
	case u := <-e.pan.uploads:
		e.importFile(u.name, bytes.NewReader(u.data), u.err)
	default:
	}
	if c.In.Dropped != nil {
		e.importDropped(c.In.Dropped)
	}
	e.pan.files.poll() // a file dialog's answer
	e.helpTick(c)      // square help (squarehelp_boards.go), before the board hears the keys
	e.input(&c.In)
	e.sqHelp.follow(e.at.sel)
	if strings.TrimSpace(e.pan.name) != e.r.Name || strings.TrimSpace(e.pan.summary) != e.r.Summary {
		e.hist.dirty = true // set from outside the field (a test, a paste): check it all the same
	}
	if e.hist.dirty {
		e.recheck()
	}
	if e.meter.tick(e) {
		e.stale = true
	}
	if e.stale {
		e.refresh(c)
	}
	e.labels.place(c.Th, &e.view, e.at.sel) // the board may have panned or zoomed
	return e.next
}

// input runs the panel's controls and the board's: while a square is
// picked the arrow keys, Enter and Escape aim on the board, and the
// controls hear the pointer and Z and Y alone; while no control has the
// keyboard, the arrows walk the board.
func (e *Editor) input(in *ui.Input) {
	typing, held := e.form.Typing(), e.form.Focus().Held()
	aiming := e.at.pick != pickNone && !typing
	e.openPath(in)
	ctl := in
	if aiming {
		e.aimKeys(in)
		e.pan.ptr = ui.Input{X: in.X, Y: in.Y, Down: in.Down, Pressed: in.Pressed, Released: in.Released}
		for _, k := range [...]ebiten.Key{ebiten.KeyZ, ebiten.KeyY} { // undo and redo still
			if in.Key(k) {
				e.pan.ptr.PressKey(k)
			}
		}
		ctl = &e.pan.ptr
	}
	if e.form.Update(ctl) {
		e.stale = true
	}
	n := len(e.r.Board.Squares)
	if sq := e.view.update(in, n); sq >= 0 {
		e.tap(sq)
	}
	if !typing && !held && !aiming && !e.form.Focus().Held() {
		if sq := e.view.keys(in, n, e.at.sel); sq != e.at.sel {
			e.at.sel, e.at.pick, e.tab, e.stale = sq, pickNone, tabSquare, true
		}
	}
}

// openPath opens the file at the path typed when Enter ends it (the
// field lets go of the keys on Enter: it is asked before).
func (e *Editor) openPath(in *ui.Input) {
	enter := in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyNumpadEnter)
	if enter && e.form.Focused(e.path) && strings.TrimSpace(e.pan.path) != "" {
		name, r, err := readPath(e.pan.path)
		e.importRules(name, r, err)
	}
}

// recheck checks the rules after a change, and the board's picture follows.
func (e *Editor) recheck() {
	e.check()
	e.at.sel = min(e.at.sel, e.r.Board.Goal()-1)
	if e.view.layout != nil && len(e.view.layout.Cells) != len(e.r.Board.Squares) {
		e.view.place(e.view.area, len(e.r.Board.Squares))
	}
	e.hist.dirty, e.stale = false, true
	e.meter.changed()
	if !slices.Equal(e.hist.drawn.Board.Squares, e.r.Board.Squares) || !slices.Equal(e.hist.drawn.StartThrows, e.r.StartThrows) {
		e.hist.drawn, e.view.redraw = e.copyRules(), true // the picture shows the squares and the start throws only
	}
}

// tap is a click or tap on square sq: it sets what is being picked, or selects the square.
func (e *Editor) tap(sq int) {
	goal := e.r.Board.Goal()
	e.stale = true
	switch {
	case e.at.pick == pickTo && sq != e.at.sel && sq <= goal && e.square() != nil && e.square().Kind.Jumps():
		e.change()
		e.r.Board.Squares[e.at.sel].To = sq // (the goal too: a jump may lead home)
	case sq >= goal:
	case e.at.pick == pickOneDie:
		e.change()
		e.r.OneDieFrom = sq
	case e.at.pick == pickThrow && e.at.throw < len(e.r.StartThrows) && sq > 0:
		e.change()
		e.r.StartThrows[e.at.throw].To = sq
	case sq > 0:
		e.at.sel, e.tab = sq, tabSquare
	}
	e.at.pick = pickNone
}

// aimKeys: while a square is picked, the arrow keys aim at one (from where
// the pick leads now, the view following) and Enter takes it, as a click
// would; Escape gives the pick up.
func (e *Editor) aimKeys(in *ui.Input) {
	e.at.aim = e.view.keys(in, len(e.r.Board.Squares), e.at.aim)
	switch {
	case in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyNumpadEnter) || in.Key(ebiten.KeySpace):
		e.tap(e.at.aim)
	case in.Key(ebiten.KeyEscape):
		e.at.pick, e.stale = pickNone, true
	}
}

// aimFrom is the square a pick leads to now, where the arrow keys start.
func (e *Editor) aimFrom() int {
	switch {
	case e.at.pick == pickTo && e.square() != nil:
		return e.square().To
	case e.at.pick == pickOneDie:
		return e.r.OneDieFrom
	case e.at.pick == pickThrow && e.at.throw < len(e.r.StartThrows):
		return e.r.StartThrows[e.at.throw].To
	}
	return 0
}

func (e *Editor) zoom(d int) {
	x, y := e.view.area.Min.X+e.view.area.Dx()/2, e.view.area.Min.Y+e.view.area.Dy()/2
	if e.at.sel > 0 {
		cl := e.view.cell(e.at.sel)
		x, y = int(cl.X), int(cl.Y)
	}
	e.view.zoomBy(d, len(e.r.Board.Squares), x, y)
	e.view.show(e.at.sel)
}

// square is the selected square, or nil.
func (e *Editor) square() *engine.Square {
	if e.at.sel <= 0 || e.at.sel >= e.r.Board.Goal() {
		return nil
	}
	return &e.r.Board.Squares[e.at.sel]
}

// sq is the selected square, or a plain one.
func (e *Editor) sq() engine.Square {
	if s := e.square(); s != nil {
		return *s
	}
	return engine.Square{}
}

// refresh sets the panel's controls, its words and the labels on the
// board after a change (not every tick).
func (e *Editor) refresh(c *Context) {
	e.stale = false
	e.view.slop = c.Th.S(12)                                     // how far a tap may wobble
	e.at.throw = min(e.at.throw, max(0, len(e.r.StartThrows)-1)) // after an undo, say
	if f := [3]int{int(e.at.pick), e.at.throw, e.at.sel}; f != e.at.aimFor {
		e.at.aim, e.at.aimFor = e.aimFrom(), f
	}
	e.place(c.Th)
	e.words(c)
	e.fitWords(c.Th)
	e.labels.wrap(c.Th, &e.view)
	e.labels.place(c.Th, &e.view, e.at.sel)
}

// words wraps what the panel says below its page: what is asked now
// first, then the faults, then what a file action did, then the page's
// help: what the panel cannot hold is cut from the end.
func (e *Editor) words(c *Context) {
	th := c.Th
	e.pan.lines = e.pan.lines[:0]
	e.asked(th)
	if f, ok := e.faults[e.at.sel]; ok {
		e.add(th, f, ui.Madder)
	} else if len(e.labels.notes) > 0 { // the first, as the loader lists them
		e.add(th, e.labels.notes[0].say, ui.Madder)
	}
	if e.general != "" {
		e.add(th, e.general, ui.Madder)
	}
	if e.pan.note != "" {
		ink := ui.Indigo
		if e.pan.noteBad {
			ink = ui.Madder
		}
		// a file action's words may name a path, one long word: broken where the line ends
		for _, para := range strings.Split(e.pan.note, "\n") {
			for _, l := range ui.WrapTyped(nil, para, th.Small, float64(e.pan.words.Dx()), math.MaxInt) {
				e.pan.lines = append(e.pan.lines, inkLine{l, ink})
			}
		}
	}
	if e.at.pick == pickNone {
		e.add(th, say("ui.ed.keys"), ui.InkSoft) // a player without a mouse needs it to use the rest
		e.add(th, e.help(c), ui.InkSoft)
	}
}

// asked is what a pick asks for: the square that a click or the keys set.
func (e *Editor) asked(th *ui.Theme) {
	switch {
	case e.at.pick == pickTo:
		e.add(th, say("ui.ed.pick", e.at.sel), ui.Indigo)
	case e.at.pick == pickOneDie:
		e.add(th, say("ui.ed.pickOneDie"), ui.Indigo)
	case e.at.pick == pickThrow && e.at.throw < len(e.r.StartThrows):
		t := e.r.StartThrows[e.at.throw]
		e.add(th, say("ui.ed.pickThrow", t.A, t.B), ui.Indigo)
	}
	if e.at.pick != pickNone {
		e.add(th, say("ui.ed.aimKeys"), ui.Indigo)
	}
}

// help is the page's help.
func (e *Editor) help(c *Context) string {
	switch {
	case e.tab == tabStakes:
		return say("ui.ed.stakesHelp")
	case e.tab == tabFile && c.Upload != nil:
		return say("ui.ed.fileHelp.web")
	case e.tab == tabFile:
		return say("ui.ed.fileHelp")
	case e.tab == tabMeter:
		return say("ui.ed.meterHelp")
	case e.at.sel > 0:
		return say("ui.ed.square", e.at.sel, kindWord(e.r.Board.Squares[e.at.sel].Kind))
	}
	return say("ui.ed.help")
}

// add adds s, wrapped to the panel's words, to what the panel says.
func (e *Editor) add(th *ui.Theme, s string, ink color.RGBA) {
	for _, l := range ui.Wrap(nil, s, th.Small, float64(e.pan.words.Dx())) {
		e.pan.lines = append(e.pan.lines, inkLine{l, ink})
	}
}

func (e *Editor) Draw(dst *ebiten.Image, c *Context) {
	if e.view.layout == nil {
		return
	}
	dst.Fill(ink.Shown(ui.Table))
	e.drawBoard(dst, c.Th)
	e.form.Draw(dst, c.Th)
	if e.tab == tabMeter {
		e.meter.draw(dst, c.Th, e.form)
	}
	th, lh := c.Th, c.Th.Small.Size*1.3
	x, y := float64(e.pan.words.Min.X), float64(e.pan.words.Min.Y)
	foot := float64(e.pan.words.Max.Y) + th.S(edGap) // the words may take the gap above the foot
	for _, l := range e.pan.lines {
		if y+lh > foot {
			break
		}
		if e.form.Visible(ui.Rect(x, y, float64(e.pan.words.Dx()), lh)) { // a panel that scrolls shows whole lines only
			ui.Text(dst, l.text, th.Small, x, y, l.ink, ui.Left)
		}
		y += lh
	}
	e.sqHelp.draw(dst, &e.view)
}

// drawBoard draws the board, a ring round each faulty square, the selected
// square's and where it leads, where Enter picks, and the faults' labels.
func (e *Editor) drawBoard(dst *ebiten.Image, th *ui.Theme) {
	e.view.draw(dst, &e.r)
	for sq := range e.faults {
		if sq < len(e.view.layout.Cells) {
			if cl := e.view.cell(sq); e.view.visible(cl) {
				ui.Circle(dst, cl.X, cl.Y, cl.R*1.1, th.S(3), color.RGBA{}, ui.Madder)
			}
		}
	}
	if e.at.sel > 0 && e.at.sel < len(e.view.layout.Cells) {
		cl := e.view.cell(e.at.sel)
		ui.Circle(dst, cl.X, cl.Y, cl.R*1.15, th.S(4), color.RGBA{}, ui.Indigo)
		if s := e.r.Board.Squares[e.at.sel]; (s.To > 0 || s.Kind.Def().ToStart) && s.To < len(e.view.layout.Cells) {
			to := e.view.cell(s.To)
			ui.Chip(dst, (cl.X+to.X)/2, (cl.Y+to.Y)/2, math.Hypot(to.X-cl.X, to.Y-cl.Y), th.S(3), math.Atan2(to.Y-cl.Y, to.X-cl.X), ui.Indigo)
		}
	}
	if e.at.pick != pickNone && e.at.aim > 0 && e.at.aim < len(e.view.layout.Cells) { // where Enter picks
		cl := e.view.cell(e.at.aim)
		ui.Circle(dst, cl.X, cl.Y, cl.R*1.3, th.S(3), color.RGBA{}, ui.Madder)
	}
	e.labels.draw(dst, th)
}
