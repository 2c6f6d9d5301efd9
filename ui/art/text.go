package art

import (
	"image/color"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"goose/assets"
)

// typeface is one parsed font with its figure glyphs.
type typeface struct {
	f *sfnt.Font
	// lining maps '0'..'9' to lining figures when the font has them: the
	// default figures of EB Garamond are old-style, which dance up and down
	// and read worse as square numbers.
	lining map[rune]sfnt.GlyphIndex
}

var (
	fontsOnce                 sync.Once
	serif, serifBold, serifIt *typeface
)

func fonts() (regular, bold, italic *typeface) {
	fontsOnce.Do(func() {
		serif = parseFace(assets.SerifRegular)
		serifBold = parseFace(assets.SerifBold)
		serifIt = parseFace(assets.SerifItalic)
		if serifBold == nil {
			serifBold = serif
		}
		if serifIt == nil {
			serifIt = serif
		}
	})
	return serif, serifBold, serifIt
}

func parseFace(b []byte) *typeface {
	f, err := sfnt.Parse(b)
	if err != nil {
		return nil
	}
	t := &typeface{f: f, lining: map[rune]sfnt.GlyphIndex{}}
	// Lining figures through the font's own "lnum" feature.
	subs := singleSubs(b, "lnum")
	var buf sfnt.Buffer
	for r := '0'; r <= '9'; r++ {
		g, err := f.GlyphIndex(&buf, r)
		if err != nil || g == 0 {
			continue
		}
		if lg, ok := subs[uint16(g)]; ok && int(lg) < f.NumGlyphs() {
			t.lining[r] = sfnt.GlyphIndex(lg)
		}
	}
	return t
}

// textOpts says how a line of text is set.
type textOpts struct {
	align  float64 // 0 left, 0.5 centre, 1 right of the origin
	lining bool    // use lining figures
	track  float64 // extra space between letters, in ems
	angle  float64 // rotation about the origin
}

// textPath builds the outline of s set at size px with its baseline origin at
// (x, y). It returns the path and the advance width.
func textPath(tf *typeface, s string, size, x, y float64, o textOpts) (*path, float64) {
	p := newPath()
	if tf == nil || s == "" || !(size > 0) {
		return p, 0
	}
	var buf sfnt.Buffer
	ppem := fixed.Int26_6(math.Round(size * 64))
	glyphs, width := tf.set(&buf, s, size, ppem, o)
	m := translate(-width*o.align, 0).then(rotate(o.angle)).then(translate(x, y))
	for _, gl := range glyphs {
		segs, err := tf.f.LoadGlyph(&buf, gl.g, ppem, nil)
		if err == nil {
			p.addGlyph(segs, translate(gl.x, 0).then(m))
		}
	}
	return p, width
}

// placed is a glyph set on the line, x along it.
type placed struct {
	g sfnt.GlyphIndex
	x float64
}

// set places the glyphs of s along the line, kerned and tracked, and
// returns them with the line's advance width.
func (tf *typeface) set(buf *sfnt.Buffer, s string, size float64, ppem fixed.Int26_6, o textOpts) ([]placed, float64) {
	var glyphs []placed
	pen := 0.0
	prev := sfnt.GlyphIndex(0)
	for _, r := range s {
		g, err := tf.glyph(buf, r, o.lining)
		if err != nil || g == 0 {
			if r == ' ' {
				pen += size * 0.25
			}
			continue
		}
		if prev != 0 {
			if k, err := tf.f.Kern(buf, prev, g, ppem, font.HintingNone); err == nil {
				pen += float64(k) / 64
			}
		}
		glyphs = append(glyphs, placed{g, pen})
		adv, err := tf.f.GlyphAdvance(buf, g, ppem, font.HintingNone)
		if err == nil {
			pen += float64(adv)/64 + o.track*size
		}
		prev = g
	}
	return glyphs, pen - o.track*size
}

// glyph is r's glyph, its lining figure if asked for and the font has one.
func (tf *typeface) glyph(buf *sfnt.Buffer, r rune, lining bool) (sfnt.GlyphIndex, error) {
	g, err := tf.f.GlyphIndex(buf, r)
	if lining {
		if lg, ok := tf.lining[r]; ok {
			g = lg
		}
	}
	return g, err
}

// addGlyph adds a glyph's outline through the transform m.
func (p *path) addGlyph(segs sfnt.Segments, m affine) {
	for _, sg := range segs {
		var q [3]pt
		for i := range q {
			q[i] = m.apply(pt{float64(sg.Args[i].X) / 64, float64(sg.Args[i].Y) / 64})
		}
		switch sg.Op {
		case sfnt.SegmentOpMoveTo:
			p.segs = append(p.segs, seg{op: segMove, p: [3]pt{q[0]}})
		case sfnt.SegmentOpLineTo:
			p.segs = append(p.segs, seg{op: segLine, p: [3]pt{q[0]}})
		case sfnt.SegmentOpQuadTo:
			p.segs = append(p.segs, seg{op: segQuad, p: [3]pt{q[0], q[1]}})
		case sfnt.SegmentOpCubeTo:
			p.segs = append(p.segs, seg{op: segCube, p: q})
		}
	}
}

// textWidth measures s at size px.
func textWidth(tf *typeface, s string, size float64, o textOpts) float64 {
	_, w := textPath(tf, s, size, 0, 0, o)
	return w
}

// text draws s with its baseline origin at (x, y).
func (c *canvas) text(tf *typeface, s string, size, x, y float64, o textOpts, col color.NRGBA, mode blend) {
	p, _ := textPath(tf, s, size, x, y, o)
	c.fill(p, col, mode)
}

// textHeavy draws s emboldened by an outline of weight×size: the embedded
// bold cut has no lining figures.
func (c *canvas) textHeavy(tf *typeface, s string, size, x, y float64, o textOpts, col color.NRGBA, weight float64) {
	// Outline and glyphs go separately: a glyph's contours may wind either
	// way, and the two would cancel where they overlap in one fill. Painted
	// over (not multiplied), the overlap does not darken.
	p, _ := textPath(tf, s, size, x, y, o)
	q := newPath()
	strokeInto(q, p.flatten(), size*weight)
	c.fill(q, col, over)
	c.fill(p, col, over)
}

// capHeight is the height of a capital (and lining figure) at size px.
func capHeight(tf *typeface, size float64) float64 {
	if tf == nil {
		return size * 0.65
	}
	var buf sfnt.Buffer
	m, err := tf.f.Metrics(&buf, fixed.Int26_6(math.Round(size*64)), font.HintingNone)
	if err != nil || m.CapHeight <= 0 {
		return size * 0.65
	}
	return float64(m.CapHeight) / 64
}
