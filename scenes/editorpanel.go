package scenes

import (
	"image"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/form"
)

// The editor's panel shows one page at a time, named on its tabs.
const (
	tabSquare = iota // the selected square: kind, target, turns, hold, chips, again
	tabRules         // the board: dice, length, start, order, one die, landing, geese
	tabStakes        // purse, ante, who pays on a swap, broke is out
	tabFile          // save to the folder, export, import
	tabMeter         // the balance meter (editormeter.go): its tab is beside the name
	tabCount
)

var tabWords = [tabCount]string{"ui.ed.tab.square", "ui.ed.tab.rules", "ui.ed.tab.stakes", "ui.ed.tab.file", "ui.ed.tab.meter"}

// maxThrows is how many start throws the rules page's row holds, each wide
// enough for "6+3 → 453" in every language.
const maxThrows = 4

// editKinds are the kinds a square can be given, in the palette's order,
// and each kind's Fields (engine/kinds.go) what it lets a player set: the
// square page is built from the kinds' definitions alone.
var editKinds = engine.Palette()

// The fields of a kind of square the page offers.
const (
	fieldTo    = engine.FieldTo
	fieldTurns = engine.FieldTurns // then a rescuer, one goose, a chip a turn
	fieldPays  = engine.FieldPays
	fieldAgain = engine.FieldAgain
)

// edPanel is what the panel shows besides its controls: the fields' text,
// what a file action did, the words below the page, and where they went.
type edPanel struct {
	name, summary, path string // the fields' text
	pathShown           bool   // the desktop's path field, shown by Import
	edFileActs
	lines []inkLine       // the panel's words, wrapped when they change
	words image.Rectangle // where they go
	fill  float64         // their height: what the controls leave
	need  float64         // at a large text size, all their lines' (the panel scrolls)
	edGrown
	area image.Rectangle // the panel's
	ptr  ui.Input        // the pointer alone: the controls' input while the keys aim
}

// edFileActs are the panel's file actions: the dialogs under way and what
// the last one did.
type edFileActs struct {
	note    string // what the last file action did
	noteBad bool
	uploads chan upload
	files   fileAsk // the desktop's file dialog, while it is open
}

// edGrown is how the panel takes a text larger than designed.
type edGrown struct {
	large     bool // the text is larger than designed and the panel scrolls: the words after the foot
	grown     bool // the text is larger than designed
	nameAlone bool // grown, upright: the name a line of its own
}

// The panel's controls are as tall as the board's room allows.
const (
	edH     = 38 // a button's height, in theme units
	edCheck = 32 // a toggle's
	edGap   = 8
)

func edButton(id string, do func()) *form.Node { return form.Button(id, do).H(edH) }

func edButtonOf(text func() string, do func()) *form.Node { return form.ButtonOf(text, do).H(edH) }

// edLabel is a figure on a button's plate, that does nothing.
func edLabel(id string, args func() []any) *form.Node {
	return form.ButtonArgs(id, args, nil).H(edH).Enabled(never)
}

// edRow is a row of the panel: its labels share one face (issue 30, #22);
// at a large text size it wraps (issue 29).
func edRow(kids ...*form.Node) *form.Node { return form.Wrap(kids...).Gap(edGap).OneFace() }

func never() bool { return false }

func (e *Editor) on(tab int) func() bool { return func() bool { return e.tab == tab } }

// declare is the editor's panel: the name, the tabs, the page, what it
// says, and the foot; where a large text size makes the panel scroll, the
// foot before what it says (back, keep and test-play not below the help).
func (e *Editor) declare(c *Context) *form.Node {
	e.path = form.Field("ui.filePath", &e.pan.path, ui.MaxPaste, nil).H(edH).When(func() bool { return e.pan.pathShown })
	words := func(last bool) *form.Node {
		return form.Box(func(float64) float64 { return max(e.pan.fill, e.pan.need, 0) }, func(r image.Rectangle) { e.pan.words = r }).
			When(func() bool { return e.pan.large == last })
	}
	return form.Panel(form.Col(
		edRow(form.Field("", &e.pan.name, 40, e.change).H(edH).Grow(3), e.meterTab(false)), // five tabs in a row are too wide
		e.tabs(),
		e.squarePage().When(e.on(tabSquare)),
		e.rulesPage().When(e.on(tabRules)),
		e.stakesPage().When(e.on(tabStakes)),
		e.filePage(c).When(e.on(tabFile)),
		e.meterPage().When(e.on(tabMeter)),
		words(false),
		e.foot(c),
		words(true),
	).Gap(edGap)).Pad(16)
}

// edSplit is where the board goes and where the panel: the board on the
// left (landscape) or on top (portrait, phones), the panel in the rest.
// Larger words (text, the text size) widen the panel as they grow, to 62 %
// of a wide screen at 200 %, and on an upright one take from the board's
// height, 45 % of the screen at 100 % to 32 % at 200 % (issue 29): the
// panel, which then scrolls, holds a player's words; the board zooms.
func edSplit(w, h int, portrait bool, text float64) (board, panel image.Rectangle) {
	grow := min(max(text, 1), 2) - 1 // 0 at the designed size, 1 at 200 %
	if portrait {
		bh := min(w, int(float64(h)*(45-13*grow)/100))
		return image.Rect(0, 0, w, bh), image.Rect(0, bh, w, h)
	}
	bw := int(float64(w) * (62 - 24*grow) / 100)
	return image.Rect(0, 0, bw, h), image.Rect(bw, 0, w, h)
}

// place lays the panel out: the words below the page take what the
// controls leave, so that its foot is at the screen's.
func (e *Editor) place(th *ui.Theme) {
	e.pan.fill = 0 // the words as tall as they need, to measure the rest
	e.pan.large, e.pan.grown = false, th.Text > 1
	e.pan.nameAlone = e.pan.grown && th.Portrait
	e.form.Refresh()
	h := e.form.Height(th, float64(e.pan.area.Dx()))
	if th.Text > 1 && h > float64(e.pan.area.Dy()) { // the panel scrolls
		e.pan.large = true
		e.form.Refresh()
	}
	e.pan.fill = e.pan.need + math.Floor(max(0, float64(e.pan.area.Dy())-h)) // (whole pixels: a panel that fits does not scroll by a fraction)
	e.form.Layout(th, e.pan.area)
}

// fitWords gives the words, once wrapped, all the room their lines need at
// a large text size (the panel scrolls to them: a fault or what a click
// picks is not cut); at the designed size they take what the controls
// leave, and what they cannot hold is cut from the end.
func (e *Editor) fitWords(th *ui.Theme) {
	need := 0.0
	if th.Text > 1 && len(e.pan.lines) > 0 {
		need = math.Ceil(float64(len(e.pan.lines))*th.Small.Size*1.3 - th.S(edGap)) // (Draw's lines may take the gap above the foot)
	}
	if need != e.pan.need {
		e.pan.need = need
		e.place(th)
	}
}

func (e *Editor) tabs() *form.Node {
	var tabs []*form.Node
	for i := range tabWords[:tabMeter] {
		tabs = append(tabs, e.tab1(i))
	}
	return edRow(append(tabs, e.meterTab(true))...)
}

// meterTab is the balance page's tab: beside the name, or, where the name
// needs the whole line (a phone held upright, large text), among the tabs,
// which wrap (the tab is in one place at a time).
func (e *Editor) meterTab(inTabs bool) *form.Node {
	return e.tab1(tabMeter).When(func() bool { return meterOffered && e.pan.nameAlone == inTabs })
}

func (e *Editor) tab1(i int) *form.Node {
	return form.Tab(tabWords[i], func() int { return e.tab }, i, e.showTab).H(edH)
}

func (e *Editor) showTab(tab int) { e.tab, e.stale = tab, true }

// squarePage is the palette of kinds, three a row, and the fields of the
// selected square's kind.
func (e *Editor) squarePage() *form.Node {
	sq := func() engine.Square { return e.sq() }
	rows := []*form.Node{e.palette()}
	rows = append(rows,
		edRow(form.ButtonArgs("ui.ed.to", func() []any { return []any{sq().To} }, e.pickTarget).H(edH).
			Selected(func() bool { return e.at.pick == pickTo }), form.Box(nil, nil)).When(e.has(fieldTo)),
		form.Stepper(edLabel("ui.ed.turns", func() []any { return []any{sq().Turns} }), e.stepTurns, e.canTurns).Gap(edGap).Wraps().When(e.has(fieldTurns)),
		edButtonOf(e.holdWord, e.nextHold).When(e.has(fieldTurns)),
		form.Col(
			form.Row(e.toggle("ui.ed.pays", func(s *engine.Square) *bool { return &s.Pays }).When(e.has(fieldPays)),
				e.toggle("ui.ed.again", func(s *engine.Square) *bool { return &s.Again }).When(e.has(fieldAgain))).Gap(edGap).When(e.has(fieldPays|fieldAgain)),
			form.Row(e.toggle("ui.ed.rescue", func(s *engine.Square) *bool { return &s.Rescue }).When(func() bool { return sq().Turns > 0 }),
				e.toggle("ui.ed.piece", func(s *engine.Square) *bool { return &s.Piece }).When(e.holds)).Gap(edGap).When(e.has(fieldTurns)),
			form.Row(e.toggle("ui.ed.perTurn", func(s *engine.Square) *bool { return &s.PaysPerTurn })).When(e.holds),
		).Gap(4).When(e.has(fieldPays|fieldAgain|fieldTurns)), // the toggles closer than the buttons, as a list
	)
	return form.Col(rows...).Gap(edGap)
}

// palette is the kinds of square, their words in one face: at the designed
// text size rows of three, a long name given the room it needs in its row
// ("Постоялый двор"); at a larger one a grid, of fewer columns where the
// words need them (the same kinds, the other palette hidden).
func (e *Editor) palette() *form.Node {
	var rows, cells []*form.Node
	for i := 0; i < len(editKinds); i += 3 {
		row := make([]*form.Node, 0, 3)
		for _, k := range editKinds[i:min(i+3, len(editKinds))] {
			row = append(row, e.kindButton(k))
		}
		for len(row) < 3 {
			row = append(row, form.Box(nil, nil))
		}
		rows = append(rows, edRow(row...))
	}
	for _, k := range editKinds {
		cells = append(cells, e.kindButton(k))
	}
	return form.Col(
		form.Col(rows...).Gap(edGap).OneFace().When(func() bool { return !e.pan.grown }),
		form.Grid(3, 3, cells...).Gap(edGap).OneFace().When(func() bool { return e.pan.grown }),
	).Gap(edGap)
}

func (e *Editor) kindButton(k engine.Kind) *form.Node {
	return edButtonOf(func() string { return kindWord(k) }, func() { e.chooseKind(k) }).
		Enabled(func() bool { return e.square() != nil }).
		Selected(func() bool { return e.square() != nil && e.square().Kind == k })
}

// has says whether the selected square's kind lets a player set any of f.
func (e *Editor) has(f engine.Field) func() bool {
	return func() bool { s := e.square(); return s != nil && s.Kind.Def().Fields&f != 0 }
}

func (e *Editor) holds() bool { s := e.square(); return s != nil && s.Holds() }

// toggle is a check of the selected square's setting that field points to.
func (e *Editor) toggle(id string, field func(s *engine.Square) *bool) *form.Node {
	return form.CheckOf(id, func() bool { s := e.sq(); return *field(&s) },
		func(on bool) { e.editSquare(func(s *engine.Square) { *field(s) = on }) }).H(edCheck)
}

// rulesPage is the board's dice and length, its start, the start throws,
// the order, one die, landing, geese, a blank board and the summary.
func (e *Editor) rulesPage() *form.Node {
	r := &e.r
	throws := func() bool { return r.Start != engine.StartPlain }
	chosen := func() bool { return throws() && e.at.throw < len(r.StartThrows) }
	return form.Col(
		edRow(edButtonOf(e.diceWord, e.nextDice).Grow(4), edRow(e.lengthButton("−10", -10), e.lengthButton("−1", -1),
			e.lengthButton("+1", 1), e.lengthButton("+10", 10)).Grow(4)), // the four lengths a line of their own, if any
		edRow(edButtonOf(e.startWord, e.nextStart).
			Grow(2).Enabled(func() bool { return r.Dice == 2 }),
			edButton("ui.ed.throwAdd", e.addThrow).When(throws).Enabled(func() bool { return len(r.StartThrows) < maxStartThrows }),
			edButton("ui.ed.throwDrop", e.dropThrow).When(chosen)),
		e.throwRow().When(throws),
		edRow(e.dieSpinner(0), e.dieSpinner(1)).When(chosen),
		edRow(edButtonOf(e.orderWord, e.nextOrder),
			edButtonOf(e.oneDieWord, e.pickOneDie).Selected(func() bool { return e.at.pick == pickOneDie })),
		edRow(edButtonOf(e.landingWord, e.nextLanding),
			edButtonOf(e.gooseWord, e.nextGoose)),
		form.Row(form.CheckOf("ui.ed.eitherDie", func() bool { return r.EitherDie }, e.setEitherDie).H(edCheck).
			When(func() bool { return r.Dice > 1 }), edButton("ui.ed.blank", e.blankBoard)).Gap(edGap),
		form.Field("", &e.pan.summary, 120, e.change).H(edH),
	).Gap(edGap)
}

func (e *Editor) lengthButton(words string, by int) *form.Node {
	return edButtonOf(func() string { return words }, func() { e.lengthen(by) })
}

func (e *Editor) diceWord() string {
	if e.r.Dice == 1 {
		return say("ui.ed.die", e.r.Board.Goal())
	}
	return say("ui.ed.dice", e.r.Dice, e.r.Board.Goal())
}

// The words of the buttons that go round their choices.
func (e *Editor) holdWord() string {
	return say("ui.ed.hold." + narrate.ID(strconv.Itoa(int(e.sq().Hold))))
}
func (e *Editor) startWord() string {
	return say("ui.ed.start." + narrate.ID([]string{"none", "first", "every"}[e.r.Start]))
}
func (e *Editor) orderWord() string {
	return say("ui.ed.order." + narrate.ID([]string{"seat", "roll"}[e.r.Order]))
}
func (e *Editor) landingWord() string {
	return say("ui.ed.landing." + narrate.ID([]string{"swap", "back", "share"}[e.r.Landing]))
}
func (e *Editor) gooseWord() string {
	return say("ui.ed.goose." + narrate.ID([]string{"again", "next"}[e.r.Goose]))
}
func (e *Editor) swapWord() string {
	return say("ui.ed.swap." + narrate.ID(strconv.Itoa(int(e.r.Stakes.Swap))))
}

func (e *Editor) oneDieWord() string {
	if e.r.OneDieFrom > 0 {
		return say("ui.ed.oneDie", e.r.OneDieFrom)
	}
	return say("ui.ed.oneDie.never")
}

// stakesPage is the purse and the ante, who pays on a swap, broke is out.
func (e *Editor) stakesPage() *form.Node {
	s := &e.r.Stakes
	return form.Col(
		form.Stepper(edLabel("ui.ed.purse", func() []any { return []any{s.Purse} }), e.stepPurse, e.canPurse).Gap(edGap).Wraps(),
		form.Stepper(edLabel("ui.ed.ante", func() []any { return []any{s.Ante} }), e.stepAnte, e.canAnte).Gap(edGap).Wraps(),
		edButtonOf(e.swapWord, e.nextSwap),
		form.CheckOf("ui.ed.brokeOut", func() bool { return s.BrokeOut }, e.setBrokeOut).H(edCheck),
	).Gap(edGap)
}

// filePage is the folder of boards, export and import.
func (e *Editor) filePage(c *Context) *form.Node {
	return form.Col(
		edButton("ui.ed.save", func() { e.saveToFolder(c) }).Enabled(e.ok),
		edRow(edButton("ui.ed.export", func() { e.exportFile(c) }).Enabled(func() bool { return e.ok() && e.pan.files.idle() }),
			edButton("ui.ed.import", func() { e.load(c) }).Enabled(e.pan.files.idle)),
		e.path,
	).Gap(edGap)
}

// foot is what every page has: undo, redo, the zoom; back, keep, test-play.
func (e *Editor) foot(c *Context) *form.Node {
	return form.Col(
		edRow(edButton("ui.ed.undo", e.undoOne).Key(ebiten.KeyZ).Enabled(func() bool { return len(e.hist.undo) > 0 }).Grow(3),
			edButton("ui.ed.redo", e.redoOne).Key(ebiten.KeyY).Enabled(func() bool { return len(e.hist.redo) > 0 }).Grow(3),
			edButton("ui.ed.zoomOut", func() { e.zoom(-1) }).Enabled(func() bool { return e.view.level > 0 }).Grow(2),
			edButton("ui.ed.zoomIn", func() { e.zoom(1) }).Enabled(func() bool { return e.view.level < len(zoomLevels)-1 }).Grow(2)),
		edRow(edButton("ui.ed.back", func() { e.next = NewSetup(c) }).Key(ebiten.KeyEscape), edButton("ui.ed.keep", func() { e.keep(c) }).Enabled(e.ok),
			edButton("ui.ed.testPlay", func() { e.testPlay(c) }).Enabled(e.ok).Primary()),
	).Gap(edGap)
}
