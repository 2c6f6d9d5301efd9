package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"goose/engine"
	"goose/scenes/narrate"
	"goose/ui"
	"goose/ui/art"
)

// pieceView is one goose as shown: where it stands and how it is moving.
type pieceView struct {
	sq     int
	x, y   float64 // drawn centre, screen pixels
	lift   float64 // height of a hop or flight
	face   float64 // +1 facing right, -1 left
	off    bool    // reached the garden (drawn there) or out (hidden)
	out    bool
	moving bool
}

// playView is the play scene's presentation state. Update changes it; Draw reads it.
type playView struct {
	pieces  [][]pieceView
	colors  []int
	layout  *art.Layout
	board   *ebiten.Image
	bw, bh  int
	boardAt image.Point
	hud     image.Rectangle
	diceY   int

	geese    [][4]*ebiten.Image
	gooseSz  int
	dieImg   [7]*ebiten.Image
	dieSz    int
	dice     [3]int8
	nDice    int
	tumble   int
	dieLabel [3]string

	walk      []int16
	lastHop   int
	ticks     int
	banner    string
	bannerT   int
	occ       []int8
	seen      []int8
	sound     Sounds
	op        ebiten.DrawImageOptions
	moverS    int
	moverP    int
	celebrate int
	confetti  [120]confetto
}

// confetto is one falling scrap of paper in the win's celebration.
type confetto struct {
	x, y, vx, vy, a, va, w float64
	c                      uint8
}

// confettiInks are the papers the confetti is cut from.
var confettiInks = [...]color.RGBA{ui.Madder, ui.Indigo, ui.Ochre, ui.Verdigris, {0xd4, 0xa5, 0x3c, 0xff}, ui.Paper}

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

const (
	hopTicks  = 9
	jumpTicks = 42
)

func (v *playView) init(g *engine.Game) {
	n := len(g.State.Seats)
	v.pieces = make([][]pieceView, n)
	for i := range v.pieces {
		v.pieces[i] = make([]pieceView, len(g.State.Seats[i].Pieces))
	}
	v.occ = make([]int8, len(g.Rules.Board.Squares))
	v.moverS = -1
	v.sync(g)
}

// setColors uses the seats' chosen colours for the sprites.
func (v *playView) setColors(colors []int) { v.colors = colors }

// layout sizes the board and the HUD for the screen and renders the board once.
func (v *playView) arrange(c *Context, g *engine.Game) {
	th := c.Th
	W, H := c.W, c.H
	var bw, bh int
	if W >= H {
		hudW := int(math.Max(th.S(400), float64(W)*0.3))
		bw, bh = W-hudW, H
		v.boardAt = image.Pt(0, 0)
		v.hud = image.Rect(bw+int(th.S(6)), int(th.S(10)), W-int(th.S(10)), H-int(th.S(10)))
	} else { // portrait (phones): board above, HUD below
		bw, bh = W, int(float64(W)*0.8)
		v.boardAt = image.Pt(0, 0)
		v.hud = image.Rect(int(th.S(10)), bh+int(th.S(6)), W-int(th.S(10)), H-int(th.S(10)))
	}
	if v.board == nil || bw != v.bw || bh != v.bh {
		if v.board != nil {
			v.board.Deallocate()
		}
		v.layout = art.NewLayout(len(g.Rules.Board.Squares), float64(bw), float64(bh))
		v.board = ebiten.NewImageFromImage(art.Board(&g.Rules, v.layout, bw, bh))
		v.bw, v.bh = bw, bh
	}
	// Sprites at the size of a square.
	gs := int(v.layout.Cells[1].R * 1.7)
	if gs < 16 {
		gs = 16
	}
	if gs != v.gooseSz {
		v.gooseSz = gs
		for _, row := range v.geese {
			for _, img := range row {
				img.Deallocate()
			}
		}
		v.geese = v.geese[:0]
		for i := range v.pieces {
			col := i
			if i < len(v.colors) {
				col = v.colors[i]
			}
			var row [4]*ebiten.Image
			for f := range row {
				row[f] = ebiten.NewImageFromImage(art.Goose(col, gs, f))
			}
			v.geese = append(v.geese, row)
		}
	}
	v.diceY = v.hud.Min.Y + int(th.S(60)) + len(v.pieces)*int(th.S(25)) + int(th.S(40))
	ds := int(th.S(64) / art.DieSide) // the picture holds a die of DieSide×size
	if ds != v.dieSz {
		v.dieSz = ds
		for f := 1; f <= 6; f++ {
			if v.dieImg[f] != nil {
				v.dieImg[f].Deallocate()
			}
			v.dieImg[f] = ebiten.NewImageFromImage(art.Die(f, ds, 0))
		}
	}
	v.placeAll()
}

// cell is where square sq's centre is on screen.
func (v *playView) cell(sq int) (x, y float64) {
	c := v.layout.Cells[sq]
	return c.X + float64(v.boardAt.X), c.Y + float64(v.boardAt.Y)
}

// sync makes every goose stand where the engine says (after the queue empties).
func (v *playView) sync(g *engine.Game) {
	goal := g.Rules.Board.Goal()
	for i := range v.pieces {
		seat := &g.State.Seats[i]
		for j := range v.pieces[i] {
			p := &g.State.Seats[i].Pieces[j]
			pv := &v.pieces[i][j]
			pv.sq, pv.off, pv.out, pv.moving, pv.lift = p.Square, p.Off, seat.Out, false, 0
			if p.Off && !seat.Out {
				pv.sq = goal
			}
			if pv.face == 0 {
				pv.face = 1
			}
		}
	}
	v.moverS = -1
	v.placeAll()
}

// placeAll puts resting geese side by side on their squares.
func (v *playView) placeAll() {
	if v.layout == nil {
		return
	}
	clear(v.occ)
	for i := range v.pieces {
		for j := range v.pieces[i] {
			if pv := &v.pieces[i][j]; !pv.moving && !pv.out {
				v.occ[pv.sq]++
			}
		}
	}
	seen := v.seen[:0]
	seen = append(seen, v.occ...)
	clear(seen)
	for i := range v.pieces {
		for j := range v.pieces[i] {
			pv := &v.pieces[i][j]
			if pv.moving || pv.out {
				continue
			}
			x, y := v.layout.Spot(pv.sq, int(seen[pv.sq]), int(v.occ[pv.sq]))
			seen[pv.sq]++
			pv.x, pv.y, pv.lift = x+float64(v.boardAt.X), y+float64(v.boardAt.Y), 0
		}
	}
	v.seen = seen
}

func (v *playView) tick() {
	v.ticks++
	if v.tumble > 0 {
		v.tumble--
	}
	if v.bannerT > 0 {
		v.bannerT--
	}
	if v.celebrate > 0 {
		v.celebrate++
		for i := range v.confetti {
			f := &v.confetti[i]
			f.x += f.vx + math.Sin(float64(v.ticks)*0.05+float64(i))*f.w*0.08
			f.y += f.vy
			f.a += f.va
		}
	}
}

// begin starts showing an event and says how many ticks it takes at 1×.
func (v *playView) begin(e *engine.Event, snd Sounds) int {
	v.sound = snd
	switch e.Kind {
	case engine.EvTurn:
		for i := range v.dieLabel {
			v.dieLabel[i] = ""
		}
		return 8
	case engine.EvOrderThrow, engine.EvThrow:
		v.nDice, v.tumble = int(e.NDice), 40
		v.dice = e.Dice
		snd.Play("dice")
		return 40
	case engine.EvChoice:
		l := narrate.DieLabels(e.Choice)
		v.dieLabel[0], v.dieLabel[1] = l[0].String(), l[1].String()
		return 10
	case engine.EvMove:
		v.walk = e.Walk(v.walk[:0])
		v.lastHop = -1
		v.startMoving(int(e.Seat), int(e.Piece))
		if e.Cause == engine.CauseGoose {
			snd.Play("honk")
		}
		return max(len(v.walk), 1) * hopTicks
	case engine.EvJump:
		v.startMoving(int(e.Seat), int(e.Piece))
		switch e.Cause {
		case engine.CauseBridge:
			snd.Play("bridge")
		case engine.CauseMaze:
			snd.Play("maze")
		case engine.CauseDeath:
			snd.Play("toll")
			v.say("Death!")
			// It walks all the way back along the track, not through the air.
			return 30 + 2*int(e.From-e.To)
		case engine.CauseFirst, engine.CauseStart:
			snd.Play("honk")
		default:
			snd.Play("swap")
		}
		return jumpTicks
	case engine.EvSwap:
		v.startMoving(int(e.Other), int(e.OtherPiece))
		snd.Play("swap")
		return 30
	case engine.EvBack:
		v.startMoving(int(e.Seat), int(e.Piece))
		snd.Play("swap")
		return 30
	case engine.EvRest:
		return 3
	case engine.EvHeld:
		v.trapped(e.Cause, snd)
		return 40
	case engine.EvLoseTurns:
		v.trapped(e.Cause, snd)
		return 36
	case engine.EvTurnLost, engine.EvWaits:
		return 24
	case engine.EvReleased:
		v.say("Released!")
		return 36
	case engine.EvToast:
		v.say("A toast!")
		return 30
	case engine.EvPay:
		if e.Cause != engine.CauseAnte {
			snd.Play("coin")
			return 12
		}
		return 2
	case engine.EvCollect:
		snd.Play("coin")
		return 30
	case engine.EvBearOff:
		snd.Play("honk")
		return 30
	case engine.EvFinish:
		if e.Place == 1 {
			snd.Play("fanfare")
			v.say("Victory!")
			v.celebrate = 1
			v.throwConfetti()
			return 100
		}
		return 40
	case engine.EvBroke:
		v.say("Broke!")
		return 40
	case engine.EvNoMove:
		return 20
	case engine.EvOrder:
		return 20
	case engine.EvGameOver:
		return 40
	}
	return 0
}

func (v *playView) say(s string) { v.banner, v.bannerT = s, 70 }

// trapped sounds and announces a goose caught at the inn, the well or the
// prison, whether it is held there or loses turns.
func (v *playView) trapped(c engine.Cause, snd Sounds) {
	switch c {
	case engine.CauseInn:
		snd.Play("inn")
		v.say("A night at the inn")
	case engine.CauseWell:
		snd.Play("splash")
		v.say("Into the well!")
	case engine.CausePrison:
		snd.Play("bars")
		v.say("To prison!")
	}
}

func (v *playView) startMoving(s, p int) {
	pv := &v.pieces[s][p]
	pv.moving = true
	v.moverS, v.moverP = s, p
}

// animate places the moving goose for tick t of dur.
func (v *playView) animate(e *engine.Event, t, dur int) {
	if dur <= 0 {
		return
	}
	f := math.Min(float64(t)/float64(dur), 1)
	switch e.Kind {
	case engine.EvMove:
		pv := &v.pieces[e.Seat][e.Piece]
		n := len(v.walk)
		if n == 0 {
			return
		}
		pos := f * float64(n)
		i := int(pos)
		if i >= n {
			i, pos = n-1, float64(n)
		}
		if i != v.lastHop && i < n {
			v.lastHop = i
			v.sound.Play("hop")
		}
		prev := int(e.From)
		if i > 0 {
			prev = int(v.walk[i-1])
		}
		next := int(v.walk[i])
		fr := pos - float64(i)
		// Hop along the track's curve, not across the chord.
		x, y, _ := v.layout.Along(float64(prev) + float64(next-prev)*easeInOut(fr))
		x0, _ := v.cell(prev)
		x1, _ := v.cell(next)
		pv.x, pv.y = x+float64(v.boardAt.X), y+float64(v.boardAt.Y)
		pv.lift = math.Sin(math.Pi*fr) * v.layout.Cells[1].R * 0.6
		if x1 != x0 {
			pv.face = math.Copysign(1, x1-x0)
		}
	case engine.EvJump, engine.EvBack:
		from, to := int(e.From), int(e.To)
		if e.Kind == engine.EvJump && e.Cause == engine.CauseDeath {
			pv := &v.pieces[e.Seat][e.Piece]
			k := math.Max(0, f*1.1-0.1) // a moment's pause on the skull first
			x, y, a := v.layout.Along(float64(from) + float64(to-from)*k)
			pv.x, pv.y = x+float64(v.boardAt.X), y+float64(v.boardAt.Y)
			pv.lift = math.Abs(math.Sin(k*math.Pi*float64(from-to)/2)) * v.layout.Cells[1].R * 0.2
			if c := math.Cos(a); math.Abs(c) > 0.2 {
				pv.face = -math.Copysign(1, c) // facing back down the track
			}
			return
		}
		if e.Kind == engine.EvBack {
			from = int(e.Square)
		}
		v.glide(&v.pieces[e.Seat][e.Piece], from, to, f, e.Kind == engine.EvJump)
	case engine.EvSwap:
		v.glide(&v.pieces[e.Other][e.OtherPiece], int(e.Square), int(e.To), f, false)
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

// end settles what the event moved.
func (v *playView) end(e *engine.Event) {
	switch e.Kind {
	case engine.EvMove, engine.EvJump:
		pv := &v.pieces[e.Seat][e.Piece]
		pv.sq = int(e.To)
	case engine.EvBack:
		pv := &v.pieces[e.Seat][e.Piece]
		pv.sq, pv.moving = int(e.To), false
		v.placeAll()
	case engine.EvSwap:
		pv := &v.pieces[e.Other][e.OtherPiece]
		pv.sq, pv.moving = int(e.To), false
		v.placeAll()
	case engine.EvRest:
		pv := &v.pieces[e.Seat][e.Piece]
		pv.sq, pv.moving = int(e.Square), false
		v.placeAll()
	case engine.EvThrow, engine.EvOrderThrow:
		v.tumble = 0
	case engine.EvBroke:
		for j := range v.pieces[e.Seat] {
			v.pieces[e.Seat][j].out = true
		}
		v.placeAll()
	}
}

// draw draws the board, the geese and the banner.
func (v *playView) draw(dst *ebiten.Image, c *Context, g *engine.Game) {
	// The table shows only beside the board: fill just that (a rect, not Fill,
	// so it batches with the board into one draw command).
	W, H := float64(dst.Bounds().Dx()), float64(dst.Bounds().Dy())
	if v.bw < dst.Bounds().Dx() {
		ui.FillRect(dst, float64(v.bw), 0, W-float64(v.bw), H, ui.Table)
	}
	if v.bh < dst.Bounds().Dy() {
		ui.FillRect(dst, 0, float64(v.bh), float64(v.bw), H-float64(v.bh), ui.Table)
	}
	op := &v.op
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.Filter = ebiten.FilterNearest
	op.GeoM.Translate(float64(v.boardAt.X), float64(v.boardAt.Y))
	dst.DrawImage(v.board, op)

	half := float64(v.gooseSz) / 2
	for pass := 0; pass < 2; pass++ { // resting geese first, the moving one on top
		for i := range v.pieces {
			for j := range v.pieces[i] {
				pv := &v.pieces[i][j]
				if pv.out || pv.moving != (pass == 1) {
					continue
				}
				frame := (v.ticks/24 + i*7 + j*3) % 2 // idle bob
				if pv.lift > 1 {
					frame = 2
				}
				if v.celebrate > 0 && g.State.Winner == i {
					frame = 2 + (v.ticks/10)%2
				}
				op.GeoM.Reset()
				op.Filter = ebiten.FilterNearest // sprites are rendered at size: no filtering, one batch
				if pv.face < 0 {
					op.GeoM.Scale(-1, 1)
					op.GeoM.Translate(float64(v.gooseSz), 0)
				}
				op.GeoM.Translate(math.Round(pv.x-half), math.Round(pv.y-half*1.3-pv.lift))
				dst.DrawImage(v.geese[i][frame], op)
				if !pv.moving && !pv.off {
					v.drawHold(dst, c, g, i, j, pv)
				}
			}
		}
	}
	if v.celebrate > 0 && v.celebrate < 600 {
		for i := range v.confetti {
			f := &v.confetti[i]
			if f.y > float64(v.boardAt.Y) && f.y < float64(v.boardAt.Y+v.bh) {
				// A turning scrap shows its edge: its height follows the turn.
				ui.Chip(dst, f.x, f.y, f.w, f.w*0.6*math.Abs(math.Cos(f.a*0.7))+1, f.a, confettiInks[f.c])
			}
		}
	}
}

// drawBanner shows the moment's headline in the HUD under the dice, clear of the board's art.
func (v *playView) drawBanner(dst *ebiten.Image, c *Context) {
	if v.bannerT > 0 && v.banner != "" {
		th := c.Th
		a := math.Min(1, float64(v.bannerT)/15)
		m := ui.Madder
		ink := color.RGBA{uint8(float64(m.R) * a), uint8(float64(m.G) * a), uint8(float64(m.B) * a), uint8(255 * a)}
		cx := float64(v.hud.Min.X+v.hud.Max.X) / 2
		ui.TextMid(dst, v.banner, th.Big, cx, float64(v.diceY)+th.S(98), ink, ui.Center)
	}
}

// drawHold marks a goose that is held, in prison, in the well or asleep at the inn.
func (v *playView) drawHold(dst *ebiten.Image, c *Context, g *engine.Game, s, j int, pv *pieceView) {
	p := &g.State.Seats[s].Pieces[j]
	if p.Square != pv.sq {
		return // the engine is ahead of the animation
	}
	sq := g.Rules.Board.Squares[p.Square]
	held := p.Held || p.Owed > 0 || (g.State.Seats[s].Owed > 0 && g.State.Seats[s].OwedAt == p.Square) ||
		(sq.Hold == engine.HoldAlone && g.Held(s))
	if !held {
		return
	}
	r := float64(v.gooseSz) * 0.5
	x, y := pv.x, pv.y-r*0.3
	lw := math.Max(2, math.Round(c.Th.S(2.5)))
	switch sq.Kind {
	case engine.Prison:
		for k := -1; k <= 1; k++ {
			ui.FillRect(dst, x+float64(k)*r*0.45-lw/2, y-r*0.9, lw, r*1.7, ui.Ink)
		}
		ui.FillRect(dst, x-r*0.8, y-r*0.9, r*1.6, lw, ui.Ink)
	case engine.Well:
		ui.Circle(dst, x, y+r*0.5, r*0.9, lw, color.RGBA{}, ui.Indigo)
	default:
		ui.Text(dst, "z z", c.Th.Small, x+r*0.6, y-r*1.3, ui.Indigo, ui.Left)
	}
}

// drawDice draws the dice in the HUD, tumbling while thrown.
func (v *playView) drawDice(dst *ebiten.Image, c *Context) {
	if v.nDice == 0 || v.dieImg[1] == nil {
		return
	}
	th := c.Th
	op := &v.op
	sz := float64(v.dieSz)
	x0 := float64(v.hud.Min.X) + th.S(4)
	for i := 0; i < v.nDice; i++ {
		face := int(v.dice[i])
		angle := 0.0
		x := x0 + float64(i)*(sz*0.85)
		y := float64(v.diceY)
		if v.tumble > 0 {
			face = (v.ticks/3+i*4+v.tumble/5)%6 + 1
			angle = float64(v.tumble) * 0.35 * float64(1-2*(i%2))
			y -= math.Abs(math.Sin(float64(v.tumble)*0.3)) * th.S(10)
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
		if v.dieLabel[i] != "" && v.tumble == 0 {
			ui.Text(dst, v.dieLabel[i], th.Small, x+sz/2, y+sz+th.S(2), ui.InkSoft, ui.Center)
		}
	}
}

// drawSeatDot draws a seat's colour beside its line in the HUD.
func (v *playView) drawSeatDot(dst *ebiten.Image, c *Context, s int, x, y float64) {
	col := s
	if s < len(v.colors) {
		col = v.colors[s]
	}
	ui.Circle(dst, x, y, c.Th.S(8), math.Max(1, math.Round(c.Th.S(1.5))), art.SeatColor(col), ui.Ink)
}

// drawPreview shows where a team-variation choice would take the geese.
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
				vector.FillCircle(dst, float32(x), float32(y), r*0.4, col, true)
			}
		case engine.EvJump:
			x0, y0 := v.cell(int(e.From))
			x1, y1 := v.cell(int(e.To))
			vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), lw*0.6, col, true)
		case engine.EvRest:
			x, y := v.cell(int(e.Square))
			vector.StrokeCircle(dst, float32(x), float32(y), r*2, lw, col, true)
		case engine.EvSwap:
			x, y := v.cell(int(e.To))
			vector.StrokeCircle(dst, float32(x), float32(y), r*2, lw, art.SeatColor(v.colorOf(int(e.Other))), true)
		}
	}
}

func (v *playView) colorOf(s int) int {
	if s < len(v.colors) {
		return v.colors[s]
	}
	return s
}
