package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

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
}

var resultCols = []string{"", "Player", "Turns", "Throws", "Geese", "Deaths", "Swaps", "Turns lost"}

func NewResults(c *Context, p *Play) *Results {
	r := &Results{play: p}
	g := p.g
	st := &g.State
	switch {
	case st.Draw:
		r.headline = "Everyone is held for good: a draw"
	case st.Winner >= 0:
		r.headline = p.names[st.Winner] + " reaches the garden of the goose!"
	default:
		r.headline = "The game is over"
	}
	cols := resultCols
	if g.Rules.Stakes.On {
		cols = append(append([]string(nil), cols...), "Chips")
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
			place = placeWord(s.Place)
		}
		if s.Out {
			place = "out"
		}
		row := []string{place, p.names[i], fmt.Sprint(s.Stats.Turns), fmt.Sprint(s.Stats.Throws), fmt.Sprint(s.Stats.Geese),
			fmt.Sprint(s.Stats.Deaths), fmt.Sprint(s.Stats.Swaps), fmt.Sprint(s.Stats.TurnsLost)}
		if g.Rules.Stakes.On {
			row = append(row, fmt.Sprint(s.Chips))
		}
		r.rows = append(r.rows, row)
	}
	r.again = ui.Button{Label: "Play again", Primary: true, Key: ebiten.KeyEnter}
	r.title = ui.Button{Label: "Back to title", Key: ebiten.KeyEscape}
	return r
}

func (r *Results) Name() string { return "results" }

func (r *Results) Layout(c *Context) {
	th := c.Th
	r.again.Rect = ui.Rect(float64(c.W)/2+th.S(10), float64(c.H)-th.S(120), th.S(240), th.S(54))
	r.title.Rect = ui.Rect(float64(c.W)/2-th.S(250), float64(c.H)-th.S(120), th.S(240), th.S(54))
}

func (r *Results) Update(c *Context) Scene {
	c.Shot("results")
	if c.Opt.Autoplay {
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
	r.play.view.draw(dst, c, r.play.g)
	ui.Dim(dst, 110)
	pw := th.S(980)
	x := float64(c.W)/2 - pw/2
	ui.Panel(dst, ui.Rect(x, th.S(40), pw, float64(c.H)-th.S(80)), th, ui.Paper)
	ui.Text(dst, r.headline, th.Big, float64(c.W)/2, th.S(70), ui.Madder, ui.Center)
	ui.Rule(dst, x+th.S(40), x+pw-th.S(40), th.S(130), th)
	colW := []float64{90, 200, 85, 85, 85, 85, 85, 110, 85}
	y := th.S(150)
	for i, row := range r.rows {
		cx := x + th.S(40)
		face := th.Body
		ink := ui.Ink
		if i == 0 {
			face, ink = th.Small, ui.InkSoft
		}
		if i == 1 && r.play.g.State.Winner >= 0 {
			ink = ui.Madder
		}
		for j, cell := range row {
			ui.Text(dst, cell, face, cx, y, ink, ui.Left)
			cx += th.S(colW[j%len(colW)])
		}
		y += th.S(40)
	}
	r.again.Draw(dst, th)
	r.title.Draw(dst, th)
}
