package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui"
)

// The editor's panel shows one page at a time, named on its tabs.
const (
	tabSquare = iota // the selected square: kind, target, turns, hold, chips, again
	tabRules         // the board: dice, length, start, order, one die, landing, geese
	tabStakes        // purse, ante, who pays on a swap, broke is out
	tabFile          // save to the folder, export, import
	tabCount
)

// editorPanel is the editor's widgets, page by page.
type editorPanel struct {
	name, summary ui.Field
	tabs          [tabCount]ui.Button
	pages         [tabCount][]*ui.Button // each page's buttons
	checks        [tabCount][]*ui.Check  // each page's toggles

	// square page
	kinds                        []ui.Button
	to, turns, turnsDn, turnsUp  ui.Button
	hold                         ui.Button
	rescue, piece, pays, perTurn ui.Check
	again                        ui.Check
	// rules page
	dice, shorter, longer, start ui.Button // shorter, longer: by ten squares
	less, more                   ui.Button // by one square
	throws                       [maxThrows]ui.Button
	throwAdd, throwDrop          ui.Button
	die, dieDn, dieUp            [2]ui.Button // the chosen throw's two dice
	order, oneDie, landing       ui.Button
	goose, blank                 ui.Button
	eitherDie                    ui.Check
	// stakes page
	purse, purseDn, purseUp ui.Button
	ante, anteDn, anteUp    ui.Button
	swap                    ui.Button
	brokeOut                ui.Check
	// file page
	save, export, load ui.Button
	path               pathEntry // the desktop's: a file's path, shown by load
	// always
	undo, redo, zoomOut, zoomIn ui.Button
	back, keep, play            ui.Button
	all                         []*ui.Button // every button, to draw

	textX, textW float64           // where the panel's words go
	textY        [tabCount]float64 // below each page
	paletteEnd   float64           // below the kinds: the words' place while no square is chosen
}

// maxThrows is how many start throws the rules page's row holds, each wide
// enough for "6+3 → 453" in every language.
const maxThrows = 4

// editKinds are the kinds a square can be given, in the palette's order.
var editKinds = []engine.Kind{engine.Plain, engine.Goose, engine.Bridge, engine.Jump, engine.Inn, engine.Skip,
	engine.Well, engine.Prison, engine.Maze, engine.Death, engine.DiceSquare, engine.Again}

func newEditorPanel(name, summary string) *editorPanel {
	p := &editorPanel{name: ui.Field{Text: name, Max: 40}, summary: ui.Field{Text: summary, Max: 120}}
	p.kinds = make([]ui.Button, len(editKinds))
	for i := range p.kinds {
		p.pages[tabSquare] = append(p.pages[tabSquare], &p.kinds[i])
	}
	p.pages[tabSquare] = append(p.pages[tabSquare], &p.to, &p.turns, &p.turnsDn, &p.turnsUp, &p.hold)
	p.checks[tabSquare] = []*ui.Check{&p.pays, &p.again, &p.rescue, &p.piece, &p.perTurn}
	p.pages[tabRules] = []*ui.Button{&p.dice, &p.shorter, &p.less, &p.more, &p.longer, &p.start, &p.throwAdd, &p.throwDrop}
	for i := range p.throws {
		p.pages[tabRules] = append(p.pages[tabRules], &p.throws[i])
	}
	for d := range p.die {
		p.pages[tabRules] = append(p.pages[tabRules], &p.dieDn[d], &p.die[d], &p.dieUp[d])
		p.die[d].Disabled = true // a label, not a button
	}
	p.pages[tabRules] = append(p.pages[tabRules], &p.order, &p.oneDie, &p.landing, &p.goose, &p.blank)
	p.checks[tabRules] = []*ui.Check{&p.eitherDie}
	p.pages[tabStakes] = []*ui.Button{&p.purse, &p.purseDn, &p.purseUp, &p.ante, &p.anteDn, &p.anteUp, &p.swap}
	p.checks[tabStakes] = []*ui.Check{&p.brokeOut}
	p.pages[tabFile] = []*ui.Button{&p.save, &p.export, &p.load}
	p.undo = ui.Button{Key: ebiten.KeyZ}
	p.redo = ui.Button{Key: ebiten.KeyY}
	p.back = ui.Button{Key: ebiten.KeyEscape}
	p.play = ui.Button{Primary: true}
	p.purse.Disabled, p.ante.Disabled, p.turns.Disabled = true, true, true // labels, not buttons
	for i := range p.tabs {
		p.all = append(p.all, &p.tabs[i])
	}
	for _, page := range p.pages {
		p.all = append(p.all, page...)
	}
	p.all = append(p.all, &p.undo, &p.redo, &p.zoomOut, &p.zoomIn, &p.back, &p.keep, &p.play)
	return p
}

// words sets the labels that do not change with the board.
func (p *editorPanel) words() {
	for i, k := range editKinds {
		p.kinds[i].Label = kindWord(k)
	}
	for i, id := range [tabCount]narrate.ID{"ui.ed.tab.square", "ui.ed.tab.rules", "ui.ed.tab.stakes", "ui.ed.tab.file"} {
		p.tabs[i].Label = say(id)
	}
	p.turnsDn.Label, p.turnsUp.Label, p.purseDn.Label, p.purseUp.Label, p.anteDn.Label, p.anteUp.Label = "−", "+", "−", "+", "−", "+"
	p.shorter.Label, p.less.Label, p.more.Label, p.longer.Label = "−10", "−1", "+1", "+10"
	for d := range p.die {
		p.dieDn[d].Label, p.dieUp[d].Label = "−", "+"
	}
	p.throwAdd.Label, p.throwDrop.Label = say("ui.ed.throwAdd"), say("ui.ed.throwDrop")
	p.zoomOut.Label, p.zoomIn.Label = say("ui.ed.zoomOut"), say("ui.ed.zoomIn")
	p.rescue.Label, p.piece.Label, p.pays.Label = say("ui.ed.rescue"), say("ui.ed.piece"), say("ui.ed.pays")
	p.perTurn.Label, p.again.Label, p.eitherDie.Label = say("ui.ed.perTurn"), say("ui.ed.again"), say("ui.ed.eitherDie")
	p.brokeOut.Label, p.blank.Label = say("ui.ed.brokeOut"), say("ui.ed.blank")
	p.save.Label, p.export.Label, p.load.Label = say("ui.ed.save"), say("ui.ed.export"), say("ui.ed.import")
	p.undo.Label, p.redo.Label, p.back.Label = say("ui.ed.undo"), say("ui.ed.redo"), say("ui.ed.back")
	p.keep.Label, p.play.Label = say("ui.ed.keep"), say("ui.ed.testPlay")
}

// place lays the panel out in r: the name, the tabs, the page, the words,
// then the buttons that are always there at the foot.
func (p *editorPanel) place(r image.Rectangle, th *ui.Theme) {
	x, w := float64(r.Min.X), float64(r.Dx())
	y := float64(r.Min.Y)
	bh, gap := th.S(38), th.S(8)
	row := bh + gap
	col := func(i, n int) (float64, float64) { // column i of n
		cw := (w - float64(n-1)*gap) / float64(n)
		return x + float64(i)*(cw+gap), cw
	}
	at := func(b *ui.Button, i, n int, y float64) {
		cx, cw := col(i, n)
		b.Rect = ui.Rect(cx, y, cw, bh)
	}
	p.name.Rect = ui.Rect(x, y, w, bh)
	y += row
	for i := range p.tabs {
		at(&p.tabs[i], i, tabCount, y)
	}
	y += row + gap
	top := y
	// square page: the palette, what it leads to or holds, the toggles
	for i := range p.kinds {
		at(&p.kinds[i], i%3, 3, y+float64(i/3)*row)
	}
	y += float64((len(p.kinds)+2)/3) * row
	p.paletteEnd = y + gap
	at(&p.to, 0, 2, y)
	at(&p.turns, 0, 2, y)
	hx, hw := col(1, 2)
	p.turnsDn.Rect = ui.Rect(hx, y, (hw-gap)/2, bh)
	p.turnsUp.Rect = ui.Rect(hx+(hw+gap)/2, y, (hw-gap)/2, bh)
	y += row
	at(&p.hold, 0, 1, y)
	y += row
	// The toggles two a row, or one a row where a language's words need it
	// ("Eine Marke je verlorenen Zug") and the panel has the room (not a phone's).
	perRow, n := 2, float64(len(p.checks[tabSquare]))
	if _, cw := col(0, 2); !fitsCheck(th, cw, th.S(32), "ui.ed.pays", "ui.ed.again", "ui.ed.rescue", "ui.ed.piece", "ui.ed.perTurn") &&
		y+n*th.S(36)+gap <= float64(r.Max.Y)-2*row {
		perRow = 1
	}
	for i, c := range p.checks[tabSquare] {
		cx, cw := col(i%perRow, perRow)
		c.Rect = ui.Rect(cx, y+float64(i/perRow)*th.S(36), cw, th.S(32))
	}
	squareEnd := y + float64((len(p.checks[tabSquare])+perRow-1)/perRow)*th.S(36)
	// rules page
	y = top
	at(&p.dice, 0, 2, y)
	for i, b := range [...]*ui.Button{&p.shorter, &p.less, &p.more, &p.longer} {
		at(b, 4+i, 8, y)
	}
	y += row
	at(&p.start, 0, 2, y)
	at(&p.throwAdd, 2, 4, y)
	at(&p.throwDrop, 3, 4, y)
	y += row
	for i := range p.throws {
		at(&p.throws[i], i, maxThrows, y)
	}
	y += row
	for d := range p.die {
		at(&p.dieDn[d], 3*d, 6, y)
		at(&p.die[d], 3*d+1, 6, y)
		at(&p.dieUp[d], 3*d+2, 6, y)
	}
	y += row
	at(&p.order, 0, 2, y)
	at(&p.oneDie, 1, 2, y)
	y += row
	at(&p.landing, 0, 2, y)
	at(&p.goose, 1, 2, y)
	y += row
	cx, cw := col(0, 2)
	if !fitsCheck(th, cw, th.S(36), "ui.ed.eitherDie") { // a row of its own, Blank board under it
		cw = w
		y += row
	}
	at(&p.blank, 1, 2, y)
	p.eitherDie.Rect = ui.Rect(cx, y-row*b2f(cw == w), cw, th.S(36))
	y += row
	p.summary.Rect = ui.Rect(x, y, w, bh)
	rulesEnd := y + row
	// stakes page
	y = top
	for i, b := range [][3]*ui.Button{{&p.purse, &p.purseDn, &p.purseUp}, {&p.ante, &p.anteDn, &p.anteUp}} {
		at(b[0], 0, 2, y+float64(i)*row)
		at(b[1], 2, 4, y+float64(i)*row)
		at(b[2], 3, 4, y+float64(i)*row)
	}
	y += 2 * row
	at(&p.swap, 0, 1, y)
	y += row
	p.brokeOut.Rect = ui.Rect(x, y, w, th.S(36))
	stakesEnd := y + row
	// file page
	y = top
	at(&p.save, 0, 1, y)
	at(&p.export, 0, 2, y+row)
	at(&p.load, 1, 2, y+row)
	p.path.Rect = ui.Rect(x, y+2*row, w, bh)
	fileEnd := y + 2*row + row*b2f(p.path.shown)
	// the foot
	by := float64(r.Max.Y) - 2*row
	// Undo and redo wider than the zooms, and each as wide as its word needs
	// ("Ongedaan maken", "Крупнее") where the others can spare it.
	foot := [...]*ui.Button{&p.undo, &p.redo, &p.zoomOut, &p.zoomIn}
	words := [...]narrate.ID{"ui.ed.undo", "ui.ed.redo", "ui.ed.zoomOut", "ui.ed.zoomIn"}
	bw := w - 3*gap
	var want [4]float64
	sum := 0.0
	for i, base := range [...]float64{0.3, 0.3, 0.2, 0.2} {
		want[i] = max(base*bw, ui.TextWidth(say(words[i]), th.Body)+th.S(18))
		sum += want[i]
	}
	bx := x
	for i, b := range foot {
		b.Rect = ui.Rect(bx, by, want[i]*bw/sum, bh)
		bx += want[i]*bw/sum + gap
	}
	by += row
	at(&p.back, 0, 3, by)
	at(&p.keep, 1, 3, by)
	at(&p.play, 2, 3, by)
	p.textX, p.textW = x, w
	p.textY = [tabCount]float64{squareEnd + gap, rulesEnd + gap, stakesEnd + gap, fileEnd + gap}
}

// show hides every page but tab's.
func (p *editorPanel) show(tab int) {
	for t, page := range p.pages {
		for _, b := range page {
			b.Hidden = t != tab
		}
		p.tabs[t].Selected = t == tab
	}
}

// fitsCheck says whether each message fits a check w wide and h high in
// the body face (its box is 0.7 of its height, then a 10 gap: ui.Check).
func fitsCheck(th *ui.Theme, w, h float64, ids ...narrate.ID) bool {
	for _, id := range ids {
		if ui.TextWidth(say(id), th.Body) > w-float64(int(h))*0.7-th.S(10) {
			return false
		}
	}
	return true
}
