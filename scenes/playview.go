package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/scenes/present"
	"goose/ui"
	"goose/ui/art"
	"goose/ui/ink"
)

// pieceView is where one goose of the model is drawn: its pixels, not its square.
type pieceView struct {
	x, y float64 // drawn centre, screen pixels
	lift float64 // height of a hop or flight
	face float64 // +1 facing right, -1 left
}

// playView draws the presentation model (present.Model): it turns squares
// into pixels, and keeps the sprites and the board picture. Update changes it
// (through Animate and update); Draw reads it.
type playView struct {
	pieces [][]pieceView
	colors []int
	boardPic
	boardAt image.Point
	hud     image.Rectangle
	diceY   int

	sprites
	celebration

	occ, seen []int8
	op        ebiten.DrawImageOptions
	placed    int // the model's Settled the resting geese were placed for
	m         *present.Model

	bannerFit ui.Fitted // the banner's face: the big one if it fits the card
}

// boardPic is the board's picture, at its size, and where its squares are on it.
type boardPic struct {
	layout *art.Layout
	board  *ebiten.Image
	bw, bh int
	lang   *narrate.Language // the language of the board's cartouche
}

// zzBadge is the "z z" over a goose asleep at the inn: on a paper badge, in
// the largest of the faces whose badge fits inside the square.
type zzBadge struct {
	faces [3]*ui.Face
	w     [3]float64 // the words' width in each face
}

const zzWords = "z z"

func (z *zzBadge) measure(th *ui.Theme) {
	z.faces = [3]*ui.Face{th.Body, th.Small, th.Tiny}
	for i, f := range z.faces {
		z.w[i] = ui.TextWidth(zzWords, f)
	}
}

// place is the badge for a square centred on (cx, cy), half-size r: up and
// behind the goose (side: -1 left, +1 right) as far as the square allows,
// never beyond it (where a top row's would fall on the board's frame).
func (z *zzBadge) place(cx, cy, r, side float64) (x, y, w, h float64, face *ui.Face) {
	for i, f := range z.faces {
		w, h = z.w[i]+f.Size*0.5, f.Size*1.15
		if d := math.Hypot(w, h) / 2; d <= r || i == len(z.faces)-1 {
			// the badge's centre as far up and right as keeps its corners on the square
			k := math.Max(0, (r-d)/math.Hypot(0.6, 0.8))
			return cx + math.Copysign(0.6*k, side) - w/2, cy - 0.8*k - h/2, w, h, f
		}
	}
	return
}

// sprites are the geese in each seat's colour and the die faces, at the size
// of a square; the geese waiting on the start, smaller when the table's
// geese would not fit there at that size (nil then: the same); the inn's mark.
type sprites struct {
	geese   [][4]*ebiten.Image
	gooseSz int
	waiting [][2]*ebiten.Image // the idle frames only: a goose waits
	waitSz  int
	dieImg  [7]*ebiten.Image
	dieSz   int
	zz      zzBadge // the mark over a goose asleep at the inn
}

// celebration is the confetti of a win.
type celebration struct {
	confetti [120]confetto
	thrown   bool
}

// confetto is one falling scrap of paper in the win's celebration.
type confetto struct {
	x, y, vx, vy, a, va, w float64
	c                      uint8
}

// confettiInks are the papers the confetti is cut from.
var confettiInks = [...]color.RGBA{ui.Madder, ui.Indigo, ui.Ochre, ui.Verdigris, ink.Gold, ui.Paper}

// throwConfetti scatters the confetti above the board (a fixed recipe: the
// only randomness in the game is the engine's dice).
func (v *playView) throwConfetti() {
	seed := uint32(2463534242)
	next := func() float64 {
		seed ^= seed << 13
		seed ^= seed >> 17
		seed ^= seed << 5
		return float64(seed%10000) / 10000
	}
	r := v.layout.Cells[1].R
	for i := range v.confetti {
		v.confetti[i] = confetto{
			x: float64(v.boardAt.X) + next()*float64(v.bw), y: float64(v.boardAt.Y) + (next()-0.6)*float64(v.bh)*0.8,
			vx: (next() - 0.5) * r * 0.05, vy: r * (0.04 + 0.05*next()),
			a: next() * 6.28, va: (next() - 0.5) * 0.3, w: r * (0.32 + 0.22*next()), c: uint8(i % len(confettiInks)),
		}
	}
}

// init sizes the view for the model's seats and colours.
func (v *playView) init(m *present.Model, colors []int) {
	v.m, v.colors = m, colors
	v.pieces = make([][]pieceView, len(m.Seats))
	for i := range v.pieces {
		v.pieces[i] = make([]pieceView, len(m.Seats[i].Geese))
		for j := range v.pieces[i] {
			v.pieces[i][j].face = 1
		}
	}
	v.occ = make([]int8, len(m.Rules.Board.Squares))
	v.placed = -1
}

// arrange sizes the board and the HUD for the screen and renders the board
// once; choices is the most uses of the dice a person at this screen may be
// offered at once (the HUD keeps room for them on a phone).
func (v *playView) arrange(c *Context, g *engine.Game, choices int) {
	th := c.Th
	bw, bh := v.split(c, choices)
	if v.board == nil || bw != v.bw || bh != v.bh || v.lang != narrate.Current() {
		v.renderBoard(g, bw, bh)
	}
	v.makeGeese(max(16, int(v.layout.Cells[1].R*1.7))) // sprites at the size of a square
	v.makeWaiting()
	v.zz.measure(th)
	v.makeDice(int(th.S(64) / art.DieSide)) // the picture holds a die of DieSide×size
	v.placeAll()
}

// split shares the screen between the board and the HUD's card: beside the
// board on a wide screen (the card a third of it, at least cardUnits), under
// it on a phone, as tall as the HUD needs (hudNeeds); the card stands 6
// units clear of the board and 10 of the screen's edges.
func (v *playView) split(c *Context, choices int) (bw, bh int) {
	th := c.Th
	W, H := c.W, c.H
	v.boardAt = image.Pt(0, 0)
	near, edge := int(th.S(6)), int(th.S(10))
	if W >= H {
		bw, bh = W-int(math.Max(th.S(cardUnits(th)), float64(W)*0.3)), H
		v.hud = image.Rect(bw+near, edge, W-edge, H-edge)
		return bw, bh
	}
	bh = max(min(H-int(hudNeedsPx(th, len(v.pieces), choices)), W*3/2), W*3/5)
	v.hud = image.Rect(edge, bh+near, W-edge, H-edge)
	return W, bh
}

// cardUnits is the least width of the card beside the board (theme units):
// 400, grown with the text size to 500 at 125 %, where the banners' face
// stops growing (ui.NewThemeText) and the longest ("Ночь на постоялом
// дворе", 449 px) fits; the foot's speeds and menu fit in it at 200 %.
func cardUnits(th *ui.Theme) float64 { return 400 + 400*(min(th.Text, 1.25)-1) }

// renderBoard draws the board's picture at bw×bh, in the current language.
func (v *playView) renderBoard(g *engine.Game, bw, bh int) {
	v.lang = boardWords()
	if v.board != nil {
		v.board.Deallocate()
	}
	v.layout = art.NewLayout(len(g.Rules.Board.Squares), float64(bw), float64(bh))
	v.board = ebiten.NewImageFromImage(art.Board(&g.Rules, v.layout, bw, bh))
	v.bw, v.bh = bw, bh
}

// makeGeese renders each seat's goose at gs pixels, unless they are that size.
func (v *playView) makeGeese(gs int) {
	if gs == v.gooseSz {
		return
	}
	v.gooseSz = gs
	for _, row := range v.geese {
		for _, img := range row {
			img.Deallocate()
		}
	}
	v.geese = v.geese[:0]
	for i := range v.pieces {
		var row [4]*ebiten.Image
		for f := range row {
			row[f] = ebiten.NewImageFromImage(art.Goose(v.colorOf(i), gs, f))
		}
		v.geese = append(v.geese, row)
	}
	v.waitSz = -1
}

// makeDice renders the six faces at size ds, unless they are that size.
func (v *playView) makeDice(ds int) {
	if ds == v.dieSz {
		return
	}
	v.dieSz = ds
	for f := 1; f <= 6; f++ {
		if v.dieImg[f] != nil {
			v.dieImg[f].Deallocate()
		}
		v.dieImg[f] = ebiten.NewImageFromImage(art.Die(f, ds, 0))
	}
}

// makeWaiting renders the geese waiting on the start at the size at which
// all the table's geese fit there, clear of each other, of the label and of
// the arrow (art.Layout.StartGoose), when that is smaller than a square's.
func (v *playView) makeWaiting() {
	all := 0
	for i := range v.pieces {
		all += len(v.pieces[i])
	}
	ws := int(v.layout.StartGoose(all, float64(v.gooseSz)))
	if ws == v.waitSz {
		return
	}
	v.waitSz = ws
	for _, row := range v.waiting {
		for _, img := range row {
			img.Deallocate()
		}
	}
	v.waiting = v.waiting[:0]
	if ws >= v.gooseSz {
		return
	}
	for i := range v.pieces {
		var row [2]*ebiten.Image
		for f := range row {
			row[f] = ebiten.NewImageFromImage(art.Goose(v.colorOf(i), ws, f))
		}
		v.waiting = append(v.waiting, row)
	}
}

// cell is where square sq's centre is on screen.
func (v *playView) cell(sq int) (x, y float64) {
	c := v.layout.Cells[sq]
	return c.X + float64(v.boardAt.X), c.Y + float64(v.boardAt.Y)
}

// placeAll puts resting geese side by side on their squares.
func (v *playView) placeAll() {
	if v.layout == nil {
		return
	}
	m := v.m
	clear(v.occ)
	for i := range m.Seats {
		for j := range m.Seats[i].Geese {
			if g := &m.Seats[i].Geese[j]; !g.Moving && !g.Out {
				v.occ[g.Square]++
			}
		}
	}
	seen := v.seen[:0]
	seen = append(seen, v.occ...)
	clear(seen)
	for i := range m.Seats {
		for j := range m.Seats[i].Geese {
			g := &m.Seats[i].Geese[j]
			if g.Moving || g.Out {
				continue
			}
			pv := &v.pieces[i][j]
			x, y := v.layout.Spot(g.Square, int(seen[g.Square]), int(v.occ[g.Square]))
			seen[g.Square]++
			pv.x, pv.y, pv.lift = x+float64(v.boardAt.X), y+float64(v.boardAt.Y), 0
		}
	}
	v.seen = seen
}

// update follows the model after a tick: resting geese placed again when
// they settle, the confetti of a win.
func (v *playView) update() {
	m := v.m
	if m.Settled != v.placed {
		v.placed = m.Settled
		v.placeAll()
	}
	if m.End.Celebrate > 0 && !m.Reduced { // no confetti when motion is reduced
		if !v.thrown {
			v.thrown = true
			v.throwConfetti()
			return
		}
		for i := range v.confetti {
			f := &v.confetti[i]
			f.x += f.vx + math.Sin(float64(m.Ticks)*0.05+float64(i))*f.w*0.08
			f.y += f.vy
			f.a += f.va
		}
	}
}

// Animate places the moving goose where the model says it has got to:
// hopping along the track, flying, gliding, or walking back from death.
func (v *playView) Animate(mo *present.Motion) {
	if v.layout == nil {
		return
	}
	pv := &v.pieces[mo.Seat][mo.Piece]
	f := mo.F
	switch mo.Kind {
	case present.Hop:
		n := len(mo.Walk)
		pos := f * float64(n)
		i := mo.Step
		if f >= 1 {
			pos = float64(n)
		}
		prev := mo.From
		if i > 0 {
			prev = int(mo.Walk[i-1])
		}
		next := int(mo.Walk[i])
		fr := pos - float64(i)
		// Hop along the track's curve, not across the chord.
		x, y, _ := v.layout.Along(float64(prev) + float64(next-prev)*easeInOut(fr))
		x0, _ := v.cell(prev)
		x1, _ := v.cell(next)
		pv.x, pv.y = x+float64(v.boardAt.X), y+float64(v.boardAt.Y)
		pv.lift = math.Sin(math.Pi*fr) * v.layout.Cells[1].R * 0.6
		if mo.Leap { // a goose square sends it on in long, winged bounds
			pv.lift = math.Sin(math.Pi*fr)*v.layout.Cells[1].R*1.4 + v.layout.Cells[1].R*0.3
		}
		if x1 != x0 {
			pv.face = math.Copysign(1, x1-x0)
		}
	case present.WalkBack:
		from, to := mo.From, mo.To
		k := math.Max(0, f*1.1-0.1) // a moment's pause on the skull first
		x, y, a := v.layout.Along(float64(from) + float64(to-from)*k)
		pv.x, pv.y = x+float64(v.boardAt.X), y+float64(v.boardAt.Y)
		pv.lift = math.Abs(math.Sin(k*math.Pi*float64(from-to)/2)) * v.layout.Cells[1].R * 0.2
		if c := math.Cos(a); math.Abs(c) > 0.2 {
			pv.face = -math.Copysign(1, c) // facing back down the track
		}
	case present.Fly, present.Glide:
		v.glide(pv, mo.From, mo.To, f, mo.Kind == present.Fly)
	}
	if mo.Reduced { // on the ground, on its square
		pv.lift = 0
	}
}

// glide moves a goose from one square to another, flying in an arc if fly.
func (v *playView) glide(pv *pieceView, from, to int, f float64, fly bool) {
	x0, y0 := v.cell(from)
	x1, y1 := v.cell(to)
	k := easeInOut(f)
	pv.x, pv.y = x0+(x1-x0)*k, y0+(y1-y0)*k
	h := v.layout.Cells[1].R * 0.5
	if fly {
		h = math.Min(math.Hypot(x1-x0, y1-y0)*0.35, v.layout.Cells[1].R*6)
	}
	pv.lift = math.Sin(math.Pi*f) * h
	if x1 != x0 {
		pv.face = math.Copysign(1, x1-x0)
	}
}

// draw draws the board, the geese and the banner.
func (v *playView) draw(dst *ebiten.Image, c *Context) {
	v.drawTable(dst)
	op := &v.op
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.Filter = ebiten.FilterNearest
	op.GeoM.Translate(float64(v.boardAt.X), float64(v.boardAt.Y))
	dst.DrawImage(v.board, op)
	for pass := 0; pass < 2; pass++ { // resting geese first, the moving one on top
		for i := range v.pieces {
			for j := range v.pieces[i] {
				if g := &v.m.Seats[i].Geese[j]; !g.Out && g.Moving == (pass == 1) {
					v.drawGoose(dst, c, i, j)
				}
			}
		}
	}
	v.drawConfetti(dst)
}

// drawTable fills the table only beside the board (a rect, not Fill, so it
// batches with the board into one draw command).
func (v *playView) drawTable(dst *ebiten.Image) {
	W, H := float64(dst.Bounds().Dx()), float64(dst.Bounds().Dy())
	if v.bw < dst.Bounds().Dx() {
		ui.FillRect(dst, float64(v.bw), 0, W-float64(v.bw), H, ui.Table)
	}
	if v.bh < dst.Bounds().Dy() {
		ui.FillRect(dst, 0, float64(v.bh), float64(v.bw), H-float64(v.bh), ui.Table)
	}
}

// drawGoose draws seat i's goose j where it is, and its hold's mark.
func (v *playView) drawGoose(dst *ebiten.Image, c *Context, i, j int) {
	m, op := v.m, &v.op
	pv, g := &v.pieces[i][j], &m.Seats[i].Geese[j]
	img, side := v.gooseImage(i, j, pv, g)
	op.GeoM.Reset()
	op.Filter = ebiten.FilterNearest // sprites are rendered at size: no filtering, one batch
	if pv.face < 0 {
		op.GeoM.Scale(-1, 1)
		op.GeoM.Translate(side, 0)
	}
	op.GeoM.Translate(math.Round(pv.x-side/2), math.Round(pv.y-side*art.GooseAnchor-pv.lift))
	dst.DrawImage(img, op)
	if !g.Moving && m.Marked(i, j) {
		v.drawHold(dst, c, g.Square, pv)
	}
}

// gooseImage is the frame seat i's goose j shows now, and its side: bobbing
// idle, winged in the air, dancing when its seat has won; smaller waiting on
// the start when the table's geese would not fit there at a square's size.
func (v *playView) gooseImage(i, j int, pv *pieceView, g *present.Goose) (*ebiten.Image, float64) {
	frame := v.frame(i, j, pv)
	if !g.Moving && g.Square == 0 && len(v.waiting) > i && frame < 2 {
		return v.waiting[i][frame], float64(v.waitSz)
	}
	return v.geese[i][frame], float64(v.gooseSz)
}

// drawConfetti draws the falling confetti of a win over the board.
func (v *playView) drawConfetti(dst *ebiten.Image) {
	if m := v.m; m.End.Celebrate <= 0 || m.End.Celebrate >= 600 || !v.thrown {
		return
	}
	for i := range v.confetti {
		f := &v.confetti[i]
		if f.y > float64(v.boardAt.Y) && f.y < float64(v.boardAt.Y+v.bh) {
			// A turning scrap shows its edge: its height follows the turn.
			ui.Chip(dst, f.x, f.y, f.w, f.w*0.6*math.Abs(math.Cos(f.a*0.7))+1, f.a, confettiInks[f.c])
		}
	}
}

// drawBanner shows the moment's headline in the HUD under the dice, clear of the board's art.
func (v *playView) drawBanner(dst *ebiten.Image, c *Context) {
	if m := v.m; m.Banner.For > 0 && m.Banner.Text != "" {
		th := c.Th
		a := math.Min(1, float64(m.Banner.For)/15)
		if m.Reduced { // no fading: there, then gone
			a = 1
		}
		m := ink.Shown(ui.Madder)
		ink := color.RGBA{uint8(float64(m.R) * a), uint8(float64(m.G) * a), uint8(float64(m.B) * a), uint8(255 * a)}
		cx := float64(v.hud.Min.X+v.hud.Max.X) / 2
		face := v.bannerFit.Face(th, v.m.Banner.Text, float64(v.hud.Dx())-th.S(24), th.Big, th.Body, th.Small)
		ui.TextMid(dst, v.m.Banner.Text, face, cx, float64(v.diceY)+th.S(bannerMid), ink, ui.Center)
	}
}

// drawHold marks a goose that is held, in prison, in the well or asleep at the inn.
func (v *playView) drawHold(dst *ebiten.Image, c *Context, square int, pv *pieceView) {
	r := float64(v.gooseSz) * 0.5
	x, y := pv.x, pv.y-r*0.3
	lw := math.Max(2, math.Round(c.Th.S(2.5)))
	switch v.m.Rules.Board.Squares[square].Kind {
	case engine.Prison:
		for k := -1; k <= 1; k++ {
			ui.FillRect(dst, x+float64(k)*r*0.45-lw/2, y-r*0.9, lw, r*1.7, ui.Ink)
		}
		ui.FillRect(dst, x-r*0.8, y-r*0.9, r*1.6, lw, ui.Ink)
	case engine.Well:
		ui.Circle(dst, x, y+r*0.5, r*0.9, lw, color.RGBA{}, ui.Indigo)
	default: // asleep at the inn
		cx, cy := v.cell(square)
		bx, by, bw, bh, face := v.zz.place(cx, cy, v.layout.Cells[square].R, -pv.face)
		ui.FillRect(dst, bx, by, bw, bh, ui.PaperLit)
		ui.StrokeRect(dst, bx, by, bw, bh, max(1, math.Round(c.Th.S(1.5))), ui.Indigo)
		ui.TextMid(dst, zzWords, face, bx+bw/2, by+bh/2, ui.Indigo, ui.Center)
	}
}

// drawDice draws the dice in the HUD, tumbling while thrown.
func (v *playView) drawDice(dst *ebiten.Image, c *Context) {
	m := v.m
	if m.Dice.N == 0 || v.dieImg[1] == nil {
		return
	}
	th := c.Th
	op := &v.op
	sz := float64(v.dieSz)
	x0 := float64(v.hud.Min.X) + th.S(4)
	for i := 0; i < m.Dice.N; i++ {
		face := int(m.Dice.Values[i])
		angle := 0.0
		x := x0 + float64(i)*(sz*0.85)
		y := float64(v.diceY)
		if m.Dice.Tumble > 0 && !m.Reduced { // reduced motion: the throw shown still, at once
			face = (m.Ticks/3+i*4+m.Dice.Tumble/5)%6 + 1
			angle = float64(m.Dice.Tumble) * 0.35 * float64(1-2*(i%2))
			y -= math.Abs(math.Sin(float64(m.Dice.Tumble)*0.3)) * th.S(10)
		}
		if face < 1 || face > 6 {
			continue
		}
		op.GeoM.Reset()
		op.ColorScale.Reset()
		op.Filter = ebiten.FilterNearest
		if angle != 0 {
			op.Filter = ebiten.FilterLinear // only while tumbling
		}
		op.GeoM.Translate(-sz/2, -sz/2)
		op.GeoM.Rotate(angle)
		op.GeoM.Translate(math.Round(x+sz/2), math.Round(y+sz/2))
		dst.DrawImage(v.dieImg[face], op)
		if m.Dice.Labels[i] != "" && m.Dice.Tumble == 0 {
			ui.Text(dst, m.Dice.Labels[i], th.Small, x+sz/2, y+sz+th.S(2), ui.InkSoft, ui.Center)
		}
	}
}

// drawPreview shows where a team-variation choice would take the geese (its
// rings and dots are ui.Circle's sprites: an antialiased vector circle costs
// Ebitengine tens of thousands of triangles, every frame).
func (v *playView) drawPreview(dst *ebiten.Image, c *Context, evs []engine.Event) {
	r := float32(v.layout.Cells[1].R * 0.35)
	lw := float32(c.Th.S(3))
	var buf [64]int16
	for i := range evs {
		e := &evs[i]
		col := art.SeatColor(v.colorOf(int(e.Seat)))
		switch e.Kind {
		case engine.EvMove:
			for _, sq := range e.Walk(buf[:0]) {
				x, y := v.cell(int(sq))
				ui.Circle(dst, x, y, float64(r*0.4), 0, col, col)
			}
		case engine.EvJump:
			x0, y0 := v.cell(int(e.From))
			x1, y1 := v.cell(int(e.To))
			vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), lw*0.6, col, true)
		case engine.EvRest:
			x, y := v.cell(int(e.Square))
			ui.Circle(dst, x, y, float64(r*2), float64(lw), color.RGBA{}, col)
		case engine.EvSwap:
			x, y := v.cell(int(e.To))
			ui.Circle(dst, x, y, float64(r*2), float64(lw), color.RGBA{}, art.SeatColor(v.colorOf(int(e.Other))))
		case engine.EvStart, engine.EvPay, engine.EvOrderThrow, engine.EvOrderTie, engine.EvOrder, engine.EvTurn,
			engine.EvTurnLost, engine.EvWaits, engine.EvThrow, engine.EvChoice, engine.EvNoMove, engine.EvBack,
			engine.EvLoseTurns, engine.EvHeld, engine.EvReleased, engine.EvToast, engine.EvBearOff, engine.EvFinish,
			engine.EvBroke, engine.EvCollect, engine.EvGameOver, engine.EvAgain, engine.EvAgainLimit:
			// not marked: the path, the flight and where the geese rest say the move
		}
	}
}

func (v *playView) colorOf(s int) int {
	if s < len(v.colors) {
		return v.colors[s]
	}
	return s
}

// takeOver uses the board picture and sprites of another view of the same
// table (a watched game sent to another point): nothing is drawn again.
func (v *playView) takeOver(o *playView) {
	v.board, v.layout, v.bw, v.bh, v.sprites = o.board, o.layout, o.bw, o.bh, o.sprites
}
