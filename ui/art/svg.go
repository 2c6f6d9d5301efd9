package art

import (
	"fmt"
	"math"
	"strconv"
)

// parseSVGPath turns SVG path data (M L H V C S Q T A Z, absolute and
// relative) into absolute segments: moves, lines, quads, cubics, closes.
func parseSVGPath(d string) ([]seg, error) {
	t := svgTokens{s: d}
	var b pathBuilder
	cmd := byte(0)
	for {
		t.skipSpace()
		if t.i >= len(t.s) {
			break
		}
		var err error
		if cmd, err = t.command(cmd); err != nil {
			return nil, err
		}
		v, err := t.args(cmd &^ 0x20)
		if err != nil {
			return nil, err
		}
		b.add(cmd, v)
	}
	return b.out, nil
}

func isCmd(c byte) bool {
	_, ok := argCounts[c&^0x20]
	return ok
}

// argCounts is how many numbers each command takes.
var argCounts = map[byte]int{'M': 2, 'L': 2, 'H': 1, 'V': 1, 'C': 6, 'S': 4, 'Q': 4, 'T': 2, 'A': 7, 'Z': 0}

// pathBuilder turns commands into absolute segments, keeping where the pen
// is, where the subpath started, and the last curve's control point.
type pathBuilder struct {
	out                 []seg
	cur, start, lastCtl pt
	lastCmd             byte
}

// add draws one command with its numbers v.
func (b *pathBuilder) add(cmd byte, v [7]float64) {
	rel := cmd >= 'a'
	base := pt{}
	if rel {
		base = b.cur
	}
	switch up := cmd &^ 0x20; up {
	case 'M':
		b.cur = base.add(pt{v[0], v[1]})
		b.start = b.cur
		b.out = append(b.out, seg{op: segMove, p: [3]pt{b.cur}})
	case 'L':
		b.lineTo(base.add(pt{v[0], v[1]}))
	case 'H':
		b.lineTo(pt{base.X + v[0], b.cur.Y})
	case 'V':
		b.lineTo(pt{b.cur.X, base.Y + v[0]})
	case 'C', 'S':
		b.cubic(up, base, v)
	case 'Q', 'T':
		b.quad(up, base, v)
	case 'A':
		e := base.add(pt{v[5], v[6]})
		b.out = appendArc(b.out, b.cur, e, v[0], v[1], v[2], v[3] != 0, v[4] != 0)
		b.cur = e
	case 'Z':
		b.out = append(b.out, seg{op: segClose})
		b.cur = b.start
	}
	b.lastCmd = cmd
}

func (b *pathBuilder) lineTo(p pt) {
	b.cur = p
	b.out = append(b.out, seg{op: segLine, p: [3]pt{p}})
}

// cubic draws C, or S, whose first control point is the last's reflected.
func (b *pathBuilder) cubic(up byte, base pt, v [7]float64) {
	var c1, c2, e pt
	if up == 'C' {
		c1, c2, e = base.add(pt{v[0], v[1]}), base.add(pt{v[2], v[3]}), base.add(pt{v[4], v[5]})
	} else {
		c1 = b.reflected('C', 'S')
		c2, e = base.add(pt{v[0], v[1]}), base.add(pt{v[2], v[3]})
	}
	b.out = append(b.out, seg{op: segCube, p: [3]pt{c1, c2, e}})
	b.lastCtl, b.cur = c2, e
}

// quad draws Q, or T, whose control point is the last's reflected.
func (b *pathBuilder) quad(up byte, base pt, v [7]float64) {
	var c1, e pt
	if up == 'Q' {
		c1, e = base.add(pt{v[0], v[1]}), base.add(pt{v[2], v[3]})
	} else {
		c1 = b.reflected('Q', 'T')
		e = base.add(pt{v[0], v[1]})
	}
	b.out = append(b.out, seg{op: segQuad, p: [3]pt{c1, e}})
	b.lastCtl, b.cur = c1, e
}

// reflected is a smooth curve's first control point: the last control
// point reflected about the pen, after a curve of kind x or y; else the pen.
func (b *pathBuilder) reflected(x, y byte) pt {
	if lu := b.lastCmd &^ 0x20; lu == x || lu == y {
		return b.cur.mul(2).sub(b.lastCtl)
	}
	return b.cur
}

type svgTokens struct {
	s string
	i int
}

func (t *svgTokens) skipSpace() {
	for t.i < len(t.s) {
		switch t.s[t.i] {
		case ' ', '\t', '\n', '\r', ',':
			t.i++
		default:
			return
		}
	}
}

// command reads the next command letter; without one, the last command
// goes on (extra pairs after a move are lines).
func (t *svgTokens) command(last byte) (byte, error) {
	c := t.s[t.i]
	switch {
	case isCmd(c):
		t.i++
		return c, nil
	case last == 0:
		return 0, fmt.Errorf("svg path: expected a command at %d", t.i)
	case last == 'M':
		return 'L', nil
	case last == 'm':
		return 'l', nil
	}
	return last, nil
}

// args reads the numbers the command up (upper case) takes.
func (t *svgTokens) args(up byte) (v [7]float64, err error) {
	for k := 0; k < argCounts[up]; k++ {
		if v[k], err = t.number(up == 'A' && (k == 3 || k == 4)); err != nil {
			return v, err
		}
	}
	return v, nil
}

// number reads one number; flag reads a single 0/1 digit (arc flags may be
// written without separators, as in "a1 1 0 01 10 10").
func (t *svgTokens) number(flag bool) (float64, error) {
	t.skipSpace()
	if t.i >= len(t.s) {
		return 0, fmt.Errorf("svg path: number missing at end")
	}
	if flag {
		c := t.s[t.i]
		if c != '0' && c != '1' {
			return 0, fmt.Errorf("svg path: bad arc flag %q at %d", c, t.i)
		}
		t.i++
		return float64(c - '0'), nil
	}
	j := numberEnd(t.s, t.i)
	f, err := strconv.ParseFloat(t.s[t.i:j], 64)
	if err != nil {
		return 0, fmt.Errorf("svg path: bad number %q at %d", t.s[t.i:j], t.i)
	}
	t.i = j
	return f, nil
}

// numberEnd is where the number at j in s ends: a sign, digits with one
// dot, an exponent with its sign.
func numberEnd(s string, j int) int {
	if signAt(s, j) {
		j++
	}
	dot, exp := false, false
	for ; j < len(s); j++ {
		switch c := s[j]; {
		case c >= '0' && c <= '9':
		case c == '.' && !dot && !exp:
			dot = true
		case (c == 'e' || c == 'E') && !exp:
			exp = true
			if signAt(s, j+1) {
				j++
			}
		default:
			return j
		}
	}
	return j
}

func signAt(s string, j int) bool { return j < len(s) && (s[j] == '-' || s[j] == '+') }

// appendArc converts an SVG elliptical arc to cubics (SVG 1.1 appendix F.6).
func appendArc(out []seg, p0, p1 pt, rx, ry, phiDeg float64, large, sweep bool) []seg {
	if p0 == p1 {
		return out
	}
	rx, ry = math.Abs(rx), math.Abs(ry)
	if rx == 0 || ry == 0 {
		return append(out, seg{op: segLine, p: [3]pt{p1}})
	}
	sinP, cosP := math.Sincos(phiDeg * math.Pi / 180)
	dx, dy := (p0.X-p1.X)/2, (p0.Y-p1.Y)/2
	x1 := cosP*dx + sinP*dy
	y1 := -sinP*dx + cosP*dy
	if l := x1*x1/(rx*rx) + y1*y1/(ry*ry); l > 1 {
		s := math.Sqrt(l)
		rx, ry = rx*s, ry*s
	}
	num := rx*rx*ry*ry - rx*rx*y1*y1 - ry*ry*x1*x1
	den := rx*rx*y1*y1 + ry*ry*x1*x1
	co := 0.0
	if den > 0 && num > 0 {
		co = math.Sqrt(num / den)
	}
	if large == sweep {
		co = -co
	}
	cx1, cy1 := co*rx*y1/ry, -co*ry*x1/rx
	cx := cosP*cx1 - sinP*cy1 + (p0.X+p1.X)/2
	cy := sinP*cx1 + cosP*cy1 + (p0.Y+p1.Y)/2
	ang := func(ux, uy, vx, vy float64) float64 {
		return math.Atan2(ux*vy-uy*vx, ux*vx+uy*vy)
	}
	th1 := ang(1, 0, (x1-cx1)/rx, (y1-cy1)/ry)
	dth := ang((x1-cx1)/rx, (y1-cy1)/ry, (-x1-cx1)/rx, (-y1-cy1)/ry)
	if !sweep && dth > 0 {
		dth -= 2 * math.Pi
	} else if sweep && dth < 0 {
		dth += 2 * math.Pi
	}
	n := int(math.Ceil(math.Abs(dth) / (math.Pi / 2)))
	if n < 1 {
		n = 1
	}
	step := dth / float64(n)
	k := 4.0 / 3 * math.Tan(step/4)
	onEllipse := func(th float64) (pt, pt) {
		s, c := math.Sincos(th)
		p := pt{cx + rx*c*cosP - ry*s*sinP, cy + rx*c*sinP + ry*s*cosP}
		d := pt{-rx*s*cosP - ry*c*sinP, -rx*s*sinP + ry*c*cosP}
		return p, d
	}
	th := th1
	a, da := onEllipse(th)
	for i := 0; i < n; i++ {
		b, db := onEllipse(th + step)
		if i == n-1 {
			b = p1
		}
		out = append(out, seg{op: segCube, p: [3]pt{a.add(da.mul(k)), b.sub(db.mul(k)), b}})
		th += step
		a, da = b, db
	}
	return out
}

// addSegs appends parsed segments to p through the transform m.
func (p *path) addSegs(segs []seg, m affine) {
	for _, s := range segs {
		t := s
		for i := range t.p {
			t.p[i] = m.apply(s.p[i])
		}
		p.segs = append(p.segs, t)
	}
}
