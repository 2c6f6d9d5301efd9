package art

import (
	"fmt"
	"image"
	"math"
	"strconv"
	"testing"

	"goose/engine"
)

// boardLengths are the lengths of board the art is tested at (issue 13):
// from a short board to a player's own board of 500 squares.
var boardLengths = []int{20, 63, 100, 250, 500}

// playArea is the board's part of a 1280×720 window beside the HUD, and the
// whole window.
var playAreas = [][2]float64{{880, 720}, {1280, 720}}

// everyKind is a board of goal squares with each kind of square once, spread
// along it: geese with and without another throw, bridges and dice squares
// that lead there and back, and the rest.
func everyKind(goal int) *engine.Rules {
	sq := make([]engine.Square, goal+1)
	sq[goal] = engine.Square{Kind: engine.Goal}
	specials := []engine.Square{
		{Kind: engine.Goose}, {Kind: engine.Goose, Again: true}, {Kind: engine.Bridge}, {Kind: engine.Inn, Turns: 1},
		{Kind: engine.DiceSquare}, {Kind: engine.Well}, {Kind: engine.Maze, To: 1}, {Kind: engine.Prison},
		{Kind: engine.Death}, {Kind: engine.Drink}, {Kind: engine.Jump, To: 2}, {Kind: engine.Skip, Turns: 1},
		{Kind: engine.Again}, {Kind: engine.Bridge}, {Kind: engine.DiceSquare},
	}
	var at []int
	for j, s := range specials {
		i := 1 + j*(goal-2)/len(specials)
		sq[i] = s
		at = append(at, i)
	}
	// the bridges and dice squares lead to each other
	sq[at[2]].To, sq[at[13]].To = at[13], at[2]
	sq[at[4]].To, sq[at[14]].To = at[14], at[4]
	return &engine.Rules{Name: fmt.Sprint(goal), Dice: 1, Board: engine.Board{Squares: sq}}
}

// The spiral holds every length of board: each square's centre is on the
// track, in order, inside the picture, and no two squares overlap.
func TestLayoutEveryLength(t *testing.T) {
	for _, goal := range append(boardLengths, engine.MaxBoard) {
		for _, sz := range append(playAreas, [2]float64{1344, 1080}) {
			t.Run(fmt.Sprintf("%d/%vx%v", goal, sz[0], sz[1]), func(t *testing.T) {
				n := goal + 1
				l := NewLayout(n, sz[0], sz[1])
				if len(l.Cells) != n {
					t.Fatalf("%d cells, want %d", len(l.Cells), n)
				}
				checkOnTrack(t, l, sz)
				// Squares are sorted into a grid of buckets: neighbours only.
				cell := 2 * l.Cells[1].HalfLen
				buckets := map[[2]int][]int{}
				for i, c := range l.Cells {
					k := [2]int{int(c.X / cell), int(c.Y / cell)}
					buckets[k] = append(buckets[k], i)
				}
				for i, a := range l.Cells {
					for dx := -1; dx <= 1; dx++ {
						for dy := -1; dy <= 1; dy++ {
							for _, j := range buckets[[2]int{int(a.X/cell) + dx, int(a.Y/cell) + dy}] {
								if j <= i || i == 0 || j == goal {
									continue
								}
								b := l.Cells[j]
								if d := math.Hypot(a.X-b.X, a.Y-b.Y); d < (a.R+b.R)*0.99 {
									t.Errorf("squares %d and %d overlap: %.1f apart, radii %.1f+%.1f", i, j, d, a.R, b.R)
								}
							}
						}
					}
				}
				// the garden and the start box stand clear of every square
				g, s := l.Cells[goal], l.Cells[0]
				for i := 1; i < goal; i++ {
					c := l.Cells[i]
					if math.Hypot(c.X-g.X, c.Y-g.Y) < (c.R+g.R)*0.99 {
						t.Errorf("square %d overlaps the garden", i)
					}
					// the box is HalfLen long and R wide
					q := pt{c.X - s.X, c.Y - s.Y}
					along, across := dir(s.Angle), dir(s.Angle+math.Pi/2)
					u, v := q.X*along.X+q.Y*along.Y, q.X*across.X+q.Y*across.Y
					if i > 1 && math.Abs(u) < (s.HalfLen+c.R)*0.99 && math.Abs(v) < (s.R+c.R)*0.99 {
						t.Errorf("square %d overlaps the start box", i)
					}
				}
			})
		}
	}
}

// checkOnTrack checks that every square is inside the sz picture, and every
// square but the garden centred on the track, in order.
func checkOnTrack(t *testing.T, l *Layout, sz [2]float64) {
	t.Helper()
	prev := -1
	for i, c := range l.Cells {
		if c.X-c.R < 0 || c.Y-c.R < 0 || c.X+c.R > sz[0] || c.Y+c.R > sz[1] {
			t.Errorf("square %d at (%.1f,%.1f) r %.1f is not inside the picture", i, c.X, c.Y, c.R)
		}
		if i == len(l.Cells)-1 {
			break // the garden is off the track
		}
		d, at := distToLine(l.line, pt{c.X, c.Y})
		if d > 0.5 {
			t.Errorf("square %d is %.2f px off the track", i, d)
		}
		if at < prev {
			t.Errorf("square %d comes before square %d along the track", i, i-1)
		}
		prev = at
	}
}

// Every number is lettered inside its square, and on boards of up to 100
// squares in a 1280×720 window large enough to read.
func TestNumbersFitTheirSquares(t *testing.T) {
	regular, _, _ := fonts()
	for _, goal := range boardLengths {
		for _, sz := range playAreas {
			r := everyKind(goal)
			l := NewLayout(goal+1, sz[0], sz[1])
			d := boardDrawer{l: l, sq: r.Board.Squares}
			smallest := math.Inf(1)
			for i := 1; i < goal; i++ {
				c := l.Cells[i]
				ns := d.number(i)
				smallest = math.Min(smallest, ns.size)
				w := textWidth(regular, strconv.Itoa(i), ns.size, textOpts{lining: true})
				h := capHeight(regular, ns.size)
				// the text's corners, in the square's own frame
				along, across := dir(c.Angle), dir(c.Angle+math.Pi/2)
				for _, k := range []pt{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
					q := pt{ns.x + k.X*w/2 - c.X, ns.y + k.Y*h/2 - c.Y}
					u, v := q.X*along.X+q.Y*along.Y, q.X*across.X+q.Y*across.Y
					if math.Abs(u) > c.R || math.Abs(v) > c.R {
						t.Errorf("%d squares at %vx%v: number %d (%.1f px, %s, square %.1f) reaches out of its square (%.1f, %.1f)", goal, sz[0], sz[1], i, ns.size, drawnKind(r.Board.Squares[i]), c.R, u, v)
						break
					}
				}
			}
			if goal <= 100 && smallest < 12 {
				t.Errorf("%d squares at %vx%v: a number only %.1f px high", goal, sz[0], sz[1], smallest)
			}
			if smallest < 8 {
				t.Errorf("%d squares at %vx%v: a number only %.1f px high", goal, sz[0], sz[1], smallest)
			}
		}
	}
}

// Every special square shows its art at every length, in the board's part
// of a 1280×720 window: it differs from a plain square where it stands.
func TestSpecialArtAtEveryLength(t *testing.T) {
	const w, h = 880, 720
	for _, goal := range boardLengths {
		r := everyKind(goal)
		sq := make([]engine.Square, goal+1)
		sq[goal] = engine.Square{Kind: engine.Goal}
		plain := &engine.Rules{Dice: 1, Board: engine.Board{Squares: sq}}
		l := NewLayout(goal+1, w, h)
		a, b := Board(r, l, w, h), Board(plain, l, w, h)
		for i, s := range r.Board.Squares[1:goal] {
			i++
			c := l.Cells[i]
			box := image.Rect(int(c.X-c.R*0.7), int(c.Y-c.R*0.7), int(c.X+c.R*0.7), int(c.Y+c.R*0.7))
			diff := cellDiff(a, b, box)
			if s == (engine.Square{}) {
				if diff > 0 {
					t.Errorf("%d squares: plain square %d changed (difference %.2f)", goal, i, diff)
				}
				continue
			}
			if diff < 10 {
				t.Errorf("%d squares: the %s square %d looks plain (difference %.1f)", goal, drawnKind(s), i, diff)
			}
		}
	}
}

// The board is rendered once per size; a 500-square board in a 1280×720
// window's board area is the longest wait for it.
func BenchmarkBoard500(b *testing.B) {
	r := everyKind(500)
	l := NewLayout(501, 880, 720)
	for b.Loop() {
		Board(r, l, 880, 720)
	}
}

func BenchmarkNewLayout500(b *testing.B) {
	for b.Loop() {
		NewLayout(501, 880, 720)
	}
}

// The spanish board (RULES §4.9): every goose, both bridges and both dice
// squares carry the throw-again roundel, and the bridges 6↔12 and the dice
// 26↔53 the there-and-back one.
func TestSpanishBoardMarks(t *testing.T) {
	const w, h = 880, 720
	sp, err := engine.Preset("spanish")
	if err != nil {
		t.Fatal(err)
	}
	l := NewLayout(len(sp.Board.Squares), w, h)
	plain := sp
	plain.Board.Squares = append([]engine.Square(nil), sp.Board.Squares...)
	for i := range plain.Board.Squares {
		plain.Board.Squares[i].Again = false
	}
	a, b := Board(&sp, l, w, h), Board(&plain, l, w, h)
	for _, i := range []int{5, 6, 9, 12, 14, 18, 23, 26, 27, 32, 36, 41, 45, 50, 53, 54, 59} {
		c := l.Cells[i]
		box := image.Rect(int(c.X-c.R), int(c.Y-c.R), int(c.X+c.R), int(c.Y+c.R))
		if d := cellDiff(a, b, box); d < 1.5 {
			t.Errorf("spanish square %d has no throw-again mark (difference %.2f)", i, d)
		}
	}
	for _, pair := range [][2]int{{6, 12}, {26, 53}} {
		for _, i := range pair {
			if !twoWay(sp.Board.Squares, i) {
				t.Errorf("spanish square %d is not drawn as leading there and back", i)
			}
		}
	}
	if twoWay(sp.Board.Squares, 42) || twoWay(sp.Board.Squares, 58) {
		t.Error("the maze or death is drawn as leading there and back")
	}
}
