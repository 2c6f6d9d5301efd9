package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/scenes/narrate"
	"goose/scenes/table"
	"goose/ui"
)

// Results shows the winner, the placings and each seat's figures.
type Results struct {
	play     *Play
	headline string
	rows     [][]string
	again    ui.Button
	title    ui.Button
	autoT    int
	story    resultStory
	focus    ui.Focus // Tab to a button, then Enter: no key leaves at once
	shown    int      // ticks on screen
}

// resultsSettle is how long the results take no input (a second): a key or
// a click meant for the last throw must not skip them.
const resultsSettle = 60

var resultCols = []narrate.ID{"", "ui.col.player", "ui.col.turns", "ui.col.throws", "ui.col.geese", "ui.col.deaths", "ui.col.swaps", "ui.col.lost"}

func NewResults(c *Context, p *Play) *Results {
	r := &Results{play: p}
	g := p.g
	st := &g.State
	winner, broke := "", true
	if st.Winner >= 0 {
		winner = p.names[st.Winner]
	}
	for i := range st.Seats {
		broke = broke && st.Seats[i].Out
	}
	r.headline = narrate.Headline(winner, st.Draw, broke).String()
	var cols []string
	for _, id := range resultCols {
		cols = append(cols, narrate.M(id).String())
	}
	if g.Rules.Stakes.On {
		cols = append(cols, narrate.M("ui.col.chips").String())
	}
	r.rows = append(r.rows, cols)
	// Seats in finishing order, then the rest.
	order := make([]int, 0, len(st.Seats))
	for place := 1; place <= len(st.Seats); place++ {
		for i := range st.Seats {
			if st.Seats[i].Place == place {
				order = append(order, i)
			}
		}
	}
	for i := range st.Seats {
		if st.Seats[i].Place == 0 {
			order = append(order, i)
		}
	}
	for _, i := range order {
		s := &st.Seats[i]
		place := "–"
		if s.Place > 0 {
			place = narrate.Place(s.Place).String()
		}
		if s.Out {
			place = narrate.M("hud.out").String()
		}
		row := []string{place, p.names[i], fmt.Sprint(s.Stats.Turns), fmt.Sprint(s.Stats.Throws), fmt.Sprint(s.Stats.Geese),
			fmt.Sprint(s.Stats.Deaths), fmt.Sprint(s.Stats.Swaps), fmt.Sprint(s.Stats.TurnsLost)}
		if g.Rules.Stakes.On {
			row = append(row, fmt.Sprint(s.Chips))
		}
		r.rows = append(r.rows, row)
	}
	// Enter throws and picks a move in play: here it plays again only from
	// the focus, moved there on purpose (Tab).
	r.again = ui.Button{Label: narrate.M("ui.playAgain").String(), Primary: true}
	r.title = ui.Button{Label: narrate.M("ui.backToTitle").String(), Key: ebiten.KeyEscape}
	r.focus.Set(&r.again, &r.title)
	r.again.Hidden = p.t.Keeps() != table.KeepAll // a game watched again, or a room's, is not this screen's to play again
	r.story.start(p)
	if c.Opt.Stats {
		p.odds.report()
	}
	return r
}

func (r *Results) Name() string { return "results" }

// rowPitch is the table's line spacing: closer for a full table, to leave the charts room.
func (r *Results) rowPitch(th *ui.Theme) float64 {
	if len(r.rows) > 5 {
		return th.S(29)
	}
	return th.S(40)
}

func (r *Results) Layout(c *Context) {
	r.play.Layout(c) // the board and the card under the overlay, at this size
	th := c.Th
	bw := min(th.S(240), (float64(c.W)-th.S(60))/2)
	r.again.Rect = ui.Rect(float64(c.W)/2+th.S(10), float64(c.H)-th.S(120), bw, th.S(54))
	r.title.Rect = ui.Rect(float64(c.W)/2-th.S(10)-bw, float64(c.H)-th.S(120), bw, th.S(54))
	if r.again.Hidden { // a kept game watched, or a room's: one way on, in the middle
		r.title.Rect = ui.Rect(float64(c.W)/2-bw/2, float64(c.H)-th.S(120), bw, th.S(54))
	}
	r.story.layout(c, r)
}

func (r *Results) Update(c *Context) Scene {
	if r.story.update(c, r.play) {
		c.Shot("results") // with its charts, once they are drawn
	}
	if c.Opt.Autoplay {
		if !r.story.done() {
			return nil
		}
		r.autoT++
		if r.autoT > 30 {
			if c.Opt.ExitAfterGame {
				c.Quit = true
				return nil
			}
			return NewTitle(c)
		}
		return nil
	}
	if r.shown < resultsSettle {
		r.shown++
		return nil
	}
	held := r.focus.Held() // Escape lets go of the focus first
	r.focus.Update(&c.In)
	r.title.Key = ebiten.KeyEscape
	if held {
		r.title.Key = 0
	}
	if r.again.Update(&c.In) {
		np, err := NewPlay(c, r.play.setup, nil)
		if err == nil {
			return np
		}
	}
	if r.title.Update(&c.In) {
		if c.Opt.ExitAfterGame {
			c.Quit = true
			return nil
		}
		return NewTitle(c)
	}
	return nil
}

func (r *Results) Draw(dst *ebiten.Image, c *Context) {
	th := c.Th
	r.play.view.draw(dst, c)
	r.play.hud.draw(dst, c, &r.play.view) // the whole table under the overlay, no black strip
	ui.Dim(dst, 110)
	pw := min(th.S(980), float64(c.W)-th.S(20))
	x := float64(c.W)/2 - pw/2
	ui.Panel(dst, ui.Rect(x, th.S(40), pw, float64(c.H)-th.S(80)), th, ui.Paper)
	lines := ui.Wrap(nil, r.headline, th.Big, pw-th.S(40))
	hy := th.S(64)
	for _, l := range lines {
		ui.Text(dst, l, th.Big, float64(c.W)/2, hy, ui.Madder, ui.Center)
		hy += th.Big.Size * 1.2
	}
	ui.Rule(dst, x+th.S(20), x+pw-th.S(20), hy+th.S(12), th)
	colW := []float64{100, 190, 85, 85, 85, 85, 85, 110, 85}
	total := 0.0
	for j := range r.rows[0] {
		total += colW[j]
	}
	// Narrow screens squeeze the columns and the type.
	f := math.Min(1, (pw-th.S(40))/th.S(total))
	body, small := th.Body, th.Small
	if f < 1 {
		body = th.Small
	}
	// Headings too wide for their columns take turns, a line up and down,
	// each centred on its column and free to run half a column over each
	// neighbour (whose heading is on the other line); the figures under
	// them are centred too, so a heading sits over its own column.
	// levels is how many lines they take turns on: three where two columns
	// are too narrow for a heading (a phone's "Lançamentos").
	levels := 1
	for j, cell := range r.rows[0] {
		if need := ui.TextWidth(cell, small) + th.S(6); j > 1 && need > th.S(colW[j])*f {
			levels = max(levels, 2)
			if need > 2*th.S(colW[j])*f {
				levels = 3
			}
		}
	}
	y := hy + th.S(30) + th.S(17)*float64(levels-1)/2
	for i, row := range r.rows {
		cx := x + th.S(20)
		face := body
		ink := ui.Ink
		if i == 0 {
			face, ink = small, ui.InkSoft
		}
		if i == 1 && r.play.g.State.Winner >= 0 {
			ink = ui.Madder
		}
		for j, cell := range row {
			// A gap before the next column; the last runs on to the panel's edge.
			colw := th.S(colW[j]) * f
			w, cy, at, align := colw-th.S(6), y, cx, ui.Left
			if j == len(row)-1 {
				w = x + pw - th.S(20) - cx
			}
			if j > 1 { // the figures' columns
				at, align = cx+colw/2, ui.Center
				if i == 0 && levels > 1 {
					w = float64(levels)*colw - th.S(6)
					if edge := x + pw - th.S(20); j == len(row)-1 && ui.TextWidth(cell, small) > 2*(edge-at) {
						at, align = edge, ui.Right // the last, too wide to centre: flush with the panel's edge
						w = at - cx + float64(levels-1)*colw/2 - th.S(6)
					}
					cy -= th.S(17) * float64(levels-1-(j-2)%levels)
				}
			}
			ui.Text(dst, cell, ui.Fit(th, cell, w, face, th.Tiny), at, cy, ink, align)
			cx += colw
		}
		y += r.rowPitch(th) * math.Max(f, 0.7)
	}
	r.story.draw(dst, c)
	r.again.Draw(dst, th)
	r.title.Draw(dst, th)
}
