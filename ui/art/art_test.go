package art

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"goose/engine"
)

// distToLine is the distance from q to the polyline.
func distToLine(line []pt, q pt) (float64, int) {
	best, at := math.Inf(1), -1
	for i := 0; i+1 < len(line); i++ {
		a, b := line[i], line[i+1]
		ab := b.sub(a)
		t := 0.0
		if l2 := ab.X*ab.X + ab.Y*ab.Y; l2 > 0 {
			t = math.Max(0, math.Min(1, ((q.X-a.X)*ab.X+(q.Y-a.Y)*ab.Y)/l2))
		}
		if d := a.add(ab.mul(t)).sub(q).len(); d < best {
			best, at = d, i
		}
	}
	return best, at
}

func distToSegment(a, b, q pt) float64 {
	ab := b.sub(a)
	t := 0.0
	if l2 := ab.X*ab.X + ab.Y*ab.Y; l2 > 0 {
		t = math.Max(0, math.Min(1, ((q.X-a.X)*ab.X+(q.Y-a.Y)*ab.Y)/l2))
	}
	return a.add(ab.mul(t)).sub(q).len()
}

func TestLayoutSpiral(t *testing.T) {
	sizes := [][2]float64{{1280, 720}, {1920, 1080}, {800, 800}, {1024, 768}, {600, 1000}, {3840, 2160}}
	for _, sz := range sizes {
		for _, n := range []int{21, 64, 101, 201} {
			t.Run(fmt.Sprintf("%vx%v/%d", sz[0], sz[1], n), func(t *testing.T) {
				l := NewLayout(n, sz[0], sz[1])
				if len(l.Cells) != n {
					t.Fatalf("%d cells, want %d", len(l.Cells), n)
				}
				checkOnTrack(t, l, sz)
				prevCore := math.Inf(1)
				for i, c := range l.Cells {
					if c.R < 4 {
						t.Errorf("square %d is only %.1f px", i, c.R)
					}
					if i == n-1 {
						continue // the garden is at the centre, off the track
					}
					// Inwards all the way: the distance to the core never grows.
					core := distToSegment(l.core0, l.core1, pt{c.X, c.Y})
					if i > 0 && core > prevCore+0.5 {
						t.Errorf("square %d is further out (%.1f) than square %d (%.1f)", i, core, i-1, prevCore)
					}
					prevCore = core
				}
				// No two squares overlap; the start box is long, the garden round.
				for i := range l.Cells {
					for j := i + 1; j < n; j++ {
						a, b := l.Cells[i], l.Cells[j]
						d := math.Hypot(a.X-b.X, a.Y-b.Y)
						need := a.R + b.R
						if i == 0 && j == 1 {
							need = a.HalfLen + b.R
						}
						if d < need*0.99 {
							t.Errorf("squares %d and %d overlap: %.1f apart, radii %.1f+%.1f", i, j, d, a.R, b.R)
						}
					}
				}
				// The start box holds six geese side by side along its length.
				if s := l.Cells[0]; s.HalfLen*2 < 6*0.55*l.Cells[1].R*2 {
					t.Errorf("start box %.1f long, too short for six pieces of %.1f", s.HalfLen*2, l.Cells[1].R*2)
				}
			})
		}
	}
}

func TestLayoutOddSizes(t *testing.T) {
	for _, sz := range [][2]float64{{0, 0}, {math.NaN(), 100}, {math.Inf(1), 500}, {5000, 20}, {20, 5000}} {
		l := NewLayout(64, sz[0], sz[1])
		if len(l.Cells) != 64 {
			t.Errorf("%v: %d cells", sz, len(l.Cells))
		}
		for i, c := range l.Cells {
			if math.IsNaN(c.X+c.Y+c.R+c.Angle) || c.X < 0 || c.Y < 0 || c.X > l.W || c.Y > l.H {
				t.Errorf("%v: square %d at (%v,%v) is not in the %vx%v picture", sz, i, c.X, c.Y, l.W, l.H)
				break
			}
		}
	}
	if l := NewLayout(1, 800, 600); len(l.Cells) != 3 {
		t.Errorf("a board of one square gives %d cells, want the smallest board (3)", len(l.Cells))
	}
}

func TestLayoutSpotsAndAlong(t *testing.T) {
	l := NewLayout(64, 1280, 720)
	for _, sq := range []int{0, 5, 63} {
		for n := 1; n <= 6; n++ {
			seen := map[[2]int]bool{}
			for i := 0; i < n; i++ {
				x, y := l.Spot(sq, i, n)
				c := l.Cells[sq]
				if math.Hypot(x-c.X, y-c.Y) > c.HalfLen {
					t.Errorf("square %d, piece %d of %d stands off the square", sq, i, n)
				}
				k := [2]int{int(x), int(y)}
				if seen[k] {
					t.Errorf("square %d: two of %d pieces on the same spot", sq, n)
				}
				seen[k] = true
			}
		}
	}
	for i := 1; i < 63; i++ {
		x, y, _ := l.Along(float64(i))
		if c := l.Cells[i]; math.Hypot(x-c.X, y-c.Y) > 0.5 {
			t.Errorf("Along(%d) is not square %d's centre", i, i)
		}
		// halfway points lie between the two squares
		x, y, _ = l.Along(float64(i) + 0.5)
		a, b := l.Cells[i], l.Cells[i+1]
		if math.Hypot(x-a.X, y-a.Y) > math.Hypot(a.X-b.X, a.Y-b.Y) {
			t.Errorf("Along(%d.5) strays from the track", i)
		}
	}
}

// cellDiff is the mean absolute difference of two pictures over a box.
func cellDiff(a, b *image.RGBA, r image.Rectangle) float64 {
	sum, n := 0.0, 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := a.PixOffset(x, y)
			for k := 0; k < 3; k++ {
				sum += math.Abs(float64(a.Pix[i+k]) - float64(b.Pix[i+k]))
			}
			n += 3
		}
	}
	return sum / float64(max(n, 1))
}

func boardWith(k engine.Kind, at int) *engine.Rules {
	sq := make([]engine.Square, 64)
	sq[63] = engine.Square{Kind: engine.Goal}
	sq[at] = engine.Square{Kind: k}
	return &engine.Rules{Board: engine.Board{Squares: sq}}
}

func TestSpecialSquaresAreIllustrated(t *testing.T) {
	const w, h, at = 960, 540, 30
	l := NewLayout(64, w, h)
	c := l.Cells[at]
	box := image.Rect(int(c.X-c.R*0.6), int(c.Y-c.R*0.6), int(c.X+c.R*0.6), int(c.Y+c.R*0.6))
	plain := Board(boardWith(engine.Plain, at), l, w, h)
	kinds := []engine.Kind{engine.Goose, engine.Bridge, engine.Inn, engine.DiceSquare, engine.Well,
		engine.Maze, engine.Prison, engine.Death, engine.Drink, engine.Jump, engine.Skip, engine.Again}
	pics := map[engine.Kind]*image.RGBA{}
	for _, k := range kinds {
		img := Board(boardWith(k, at), l, w, h)
		if d := cellDiff(img, plain, box); d < 12 {
			t.Errorf("%s square looks like a plain one (difference %.1f)", k, d)
		}
		pics[k] = img
	}
	// Each picture is its own, not a shared fallback.
	for i, a := range kinds {
		for _, b := range kinds[i+1:] {
			if d := cellDiff(pics[a], pics[b], box); d < 6 {
				t.Errorf("%s and %s squares look alike (difference %.1f)", a, b, d)
			}
		}
	}
	// Elsewhere the board is the same.
	far := l.Cells[3]
	farBox := image.Rect(int(far.X-far.R/2), int(far.Y-far.R/2), int(far.X+far.R/2), int(far.Y+far.R/2))
	if d := cellDiff(pics[engine.Death], plain, farBox); d > 0 {
		t.Errorf("a special square 30 changed square 3 (difference %.2f)", d)
	}
}

// The again flag and a jump that comes straight back each add their own mark
// (RULES §4.9: spanish geese, bridges and dice throw again; bridges 6↔12, dice 26↔53).
func TestAgainAndTwoWayMarks(t *testing.T) {
	const w, h = 960, 540
	l := NewLayout(64, w, h)
	box := func(i int) image.Rectangle {
		c := l.Cells[i]
		return image.Rect(int(c.X-c.R), int(c.Y-c.R), int(c.X+c.R), int(c.Y+c.R))
	}
	board := func(edit func(sq []engine.Square)) *image.RGBA {
		r := boardWith(engine.Plain, 1)
		edit(r.Board.Squares)
		return Board(r, l, w, h)
	}
	goose := board(func(sq []engine.Square) { sq[30] = engine.Square{Kind: engine.Goose} })
	again := board(func(sq []engine.Square) { sq[30] = engine.Square{Kind: engine.Goose, Again: true} })
	if d := cellDiff(goose, again, box(30)); d < 1.5 {
		t.Errorf("a goose that gives another throw looks like one that does not (difference %.2f)", d)
	}
	plainAgain := board(func(sq []engine.Square) { sq[30] = engine.Square{Again: true} })
	kindAgain := board(func(sq []engine.Square) { sq[30] = engine.Square{Kind: engine.Again} })
	plain := board(func([]engine.Square) {})
	if d := cellDiff(plainAgain, kindAgain, box(30)); d > 0 {
		t.Errorf("a plain square flagged again is not drawn as an again square (difference %.2f)", d)
	}
	if d := cellDiff(plain, kindAgain, box(30)); d < 12 {
		t.Errorf("an again square looks like a plain one (difference %.1f)", d)
	}
	for _, k := range []engine.Kind{engine.Bridge, engine.DiceSquare} {
		oneWay := board(func(sq []engine.Square) {
			sq[20] = engine.Square{Kind: k, To: 40}
			sq[40] = engine.Square{Kind: k, To: 10}
		})
		both := board(func(sq []engine.Square) {
			sq[20] = engine.Square{Kind: k, To: 40}
			sq[40] = engine.Square{Kind: k, To: 20}
		})
		for _, i := range []int{20, 40} {
			if d := cellDiff(oneWay, both, box(i)); d < 1.5 {
				t.Errorf("%s %d: the two-way %s looks like a one-way one (difference %.2f)", k, i, k, d)
			}
		}
	}
}

// inked counts pixels clearly darker than the paper.
func inked(img *image.RGBA) float64 {
	n := 0
	for i := 0; i < len(img.Pix); i += 4 {
		if int(img.Pix[i])+int(img.Pix[i+1])+int(img.Pix[i+2]) < 3*120 {
			n++
		}
	}
	return float64(n) / float64(len(img.Pix)/4)
}

func TestBoardRendersEveryPreset(t *testing.T) {
	var boards []*engine.Rules
	for _, name := range engine.Presets {
		r, err := engine.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		boards = append(boards, &r)
	}
	d, _ := engine.Preset("classic")
	if err := d.Apply("drink61"); err != nil {
		t.Fatal(err)
	}
	boards = append(boards, &d)
	long := make([]engine.Square, 101)
	for i := 7; i < 100; i += 9 {
		long[i] = engine.Square{Kind: engine.Goose}
	}
	long[33] = engine.Square{Kind: engine.Jump, To: 50}
	long[77] = engine.Square{Kind: engine.Skip, Turns: 2}
	long[100] = engine.Square{Kind: engine.Goal}
	boards = append(boards, &engine.Rules{Board: engine.Board{Name: "long", Squares: long}})
	for _, r := range boards {
		img := Board(r, nil, 640, 360)
		if img.Rect.Dx() != 640 || img.Rect.Dy() != 360 {
			t.Fatalf("%s: picture is %v", r.Name, img.Rect)
		}
		if f := inked(img); f < 0.02 || f > 0.5 {
			t.Errorf("%s: %.1f%% of the picture is inked; the board is missing or a blot", r.Name, 100*f)
		}
	}
	// Degenerate requests give a picture, not a panic.
	for _, sz := range [][2]int{{0, 0}, {1, 1}, {30, 500}, {2000, 40}} {
		img := Board(nil, nil, sz[0], sz[1])
		if img.Rect.Dx() != max(sz[0], 1) || img.Rect.Dy() != max(sz[1], 1) {
			t.Errorf("Board(%v) is %v", sz, img.Rect)
		}
	}
}

func TestDrinkGlassOnlyWhenDrink(t *testing.T) {
	const w, h = 960, 540
	l := NewLayout(64, w, h)
	classic, _ := engine.Preset("classic")
	drink, _ := engine.Preset("classic")
	drink.SetDrink61(true)
	a, b := Board(&classic, l, w, h), Board(&drink, l, w, h)
	c := l.Cells[61]
	box := image.Rect(int(c.X-c.R*0.5), int(c.Y-c.R*0.5), int(c.X+c.R*0.5), int(c.Y+c.R*0.5))
	if d := cellDiff(a, b, box); d < 10 {
		t.Errorf("square 61 looks the same with and without drink61 (difference %.1f)", d)
	}
	// Dice squares 26 and 53 are pictured only in ancient.
	anc, _ := engine.Preset("ancient")
	e := Board(&anc, l, w, h)
	c = l.Cells[26]
	box = image.Rect(int(c.X-c.R*0.5), int(c.Y-c.R*0.5), int(c.X+c.R*0.5), int(c.Y+c.R*0.5))
	if d := cellDiff(a, e, box); d < 10 {
		t.Errorf("square 26 looks the same in classic and ancient (difference %.1f)", d)
	}
}

func gray(img *image.RGBA) []float64 {
	out := make([]float64, 0, len(img.Pix)/4)
	for i := 0; i < len(img.Pix); i += 4 {
		a := float64(img.Pix[i+3])
		// over white, as on a grey-scale screen
		v := (0.3*float64(img.Pix[i]) + 0.59*float64(img.Pix[i+1]) + 0.11*float64(img.Pix[i+2])) + (255 - a)
		out = append(out, v)
	}
	return out
}

func TestGeeseToldApartWithoutColour(t *testing.T) {
	const size = 96
	// Same body colour for all: only the marks differ.
	var pics [8][]float64
	for s := 0; s < 8; s++ {
		c := newCanvas(size, size)
		st := seatStyle(s)
		st.body, st.wing = color.NRGBA{150, 150, 150, 255}, color.NRGBA{110, 110, 110, 255}
		st.markInk, st.markAlt = color.NRGBA{250, 244, 228, 255}, color.NRGBA{40, 30, 24, 255}
		drawGoose(c, scale(size, size), st, 0)
		pics[s] = gray(c.img)
	}
	for a := 0; a < 8; a++ {
		for b := a + 1; b < 8; b++ {
			diff := 0
			for i := range pics[a] {
				if math.Abs(pics[a][i]-pics[b][i]) > 40 {
					diff++
				}
			}
			if diff < size*size/200 {
				t.Errorf("seats %d (%s) and %d (%s) differ in only %d grey pixels", a, SeatMark(a), b, SeatMark(b), diff)
			}
		}
	}
	names := map[string]bool{}
	cols := map[color.RGBA]bool{}
	for s := 0; s < 8; s++ {
		names[SeatMark(s)] = true
		cols[SeatColor(s)] = true
	}
	if len(names) != 8 || len(cols) != 8 {
		t.Errorf("marks %v and colours %v are not all different", names, cols)
	}
	if SeatMark(9) != SeatMark(1) || SeatColor(-1) != SeatColor(7) {
		t.Error("seats do not wrap round")
	}
}

func TestGooseFrames(t *testing.T) {
	const size = 64
	var frames [4]*image.RGBA
	for f := range frames {
		g := Goose(2, size, f)
		if g.Rect.Dx() != size || g.Rect.Dy() != size {
			t.Fatalf("frame %d is %v", f, g.Rect)
		}
		// transparent corners, something solid in the middle
		if g.RGBAAt(0, 0).A != 0 || g.RGBAAt(size-1, 0).A != 0 {
			t.Errorf("frame %d: corners are not transparent", f)
		}
		if g.RGBAAt(size/2, size*2/3).A < 250 {
			t.Errorf("frame %d: no goose in the middle", f)
		}
		// nothing cut off at the top edge (hats included)
		for x := 0; x < size; x++ {
			if g.RGBAAt(x, 0).A > 0 {
				t.Errorf("frame %d: touches the top edge at x=%d", f, x)
				break
			}
		}
		frames[f] = g
	}
	for a := 0; a < 4; a++ {
		for b := a + 1; b < 4; b++ {
			if cellDiff(frames[a], frames[b], frames[a].Rect) < 0.5 {
				t.Errorf("frames %d and %d are the same", a, b)
			}
		}
	}
}

// pips counts the dark blobs on a die picture.
func pips(img *image.RGBA) int {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	dark := func(x, y int) bool {
		c := img.RGBAAt(x, y)
		return c.A > 200 && 0.3*float64(c.R)+0.59*float64(c.G)+0.11*float64(c.B) < 110
	}
	seen := make([]bool, w*h)
	n := 0
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if seen[y*w+x] || !dark(x, y) {
				continue
			}
			// flood the blob; count it only if it is pip-sized, not the outline
			stack := []image.Point{{x, y}}
			seen[y*w+x] = true
			size := 0
			var sx, sy int
			bb := image.Rectangle{Min: image.Point{x, y}, Max: image.Point{x, y}}
			for len(stack) > 0 {
				p := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				size++
				sx += p.X
				sy += p.Y
				bb = bb.Union(image.Rectangle{Min: p, Max: p.Add(image.Point{1, 1})})
				for _, d := range []image.Point{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					q := p.Add(d)
					if q.X >= 0 && q.Y >= 0 && q.X < w && q.Y < h && !seen[q.Y*w+q.X] && dark(q.X, q.Y) {
						seen[q.Y*w+q.X] = true
						stack = append(stack, q)
					}
				}
			}
			// pips sit well inside the face; the dark outline's corners do not
			cx, cy := float64(sx)/float64(size)-float64(w)/2, float64(sy)/float64(size)-float64(h)/2
			round := bb.Dx() < w/4 && bb.Dy() < h/4
			if size > 20 && round && math.Hypot(cx, cy) < 0.3*float64(w) {
				n++
			}
		}
	}
	return n
}

func TestDieFaces(t *testing.T) {
	for face := 1; face <= 6; face++ {
		for _, angle := range []float64{0, 0.4, math.Pi / 4, 2} {
			img := Die(face, 96, angle)
			if img.Rect.Dx() != 96 || img.Rect.Dy() != 96 {
				t.Fatalf("die is %v", img.Rect)
			}
			if got := pips(img); got != face {
				t.Errorf("face %d at %.2f rad shows %d pips", face, angle, got)
			}
			for _, p := range []image.Point{{0, 0}, {95, 0}, {0, 95}} {
				if img.RGBAAt(p.X, p.Y).A != 0 {
					t.Errorf("face %d at %.2f rad reaches the corner %v", face, angle, p)
				}
			}
		}
	}
	if pips(Die(9, 96, 0)) != 6 || pips(Die(-2, 96, 0)) != 1 {
		t.Error("faces out of range are not clamped to 1..6")
	}
}

func TestSVGPath(t *testing.T) {
	// A 10×10 square drawn with relative moves and lines, then an arc.
	segs, err := parseSVGPath("M10 10h10v10H10z m30 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0z")
	if err != nil {
		t.Fatal(err)
	}
	p := newPath()
	p.addSegs(segs, identity)
	lo, hi := p.bounds()
	if math.Abs(lo.X-10) > 1e-9 || math.Abs(lo.Y-5) > 1e-9 || math.Abs(hi.X-50) > 1e-9 || math.Abs(hi.Y-20) > 1e-9 {
		t.Errorf("bounds %v–%v", lo, hi)
	}
	c := newCanvas(60, 30)
	c.fill(p, color.NRGBA{0, 0, 0, 255}, over)
	if c.img.RGBAAt(15, 15).A != 255 || c.img.RGBAAt(45, 10).A != 255 || c.img.RGBAAt(30, 15).A != 0 {
		t.Error("the square and the circle are not filled where they should be")
	}
	for _, bad := range []string{"10 10", "M10", "M1 1 L2 x", "M0 0 A1 1 0 2 0 1 1"} {
		if _, err := parseSVGPath(bad); err == nil {
			t.Errorf("%q parsed without error", bad)
		}
	}
	for k, v := range gameIcons {
		if _, err := parseSVGPath(v.D); err != nil {
			t.Errorf("icon %s: %v", k, err)
		}
	}
}

func BenchmarkBoard1080(b *testing.B) {
	r, _ := engine.Preset("classic")
	l := NewLayout(64, 1920, 1080)
	for b.Loop() {
		Board(&r, l, 1920, 1080)
	}
}

func BenchmarkNewLayout(b *testing.B) {
	for b.Loop() {
		NewLayout(64, 1920, 1080)
	}
}
