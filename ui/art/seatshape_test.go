package art

import (
	"image"
	"image/color"
	"math"
	"testing"
)

// Machado, Oliveira and Fernandes (2009), full severity, on linear RGB: what
// a person with protanopia, deuteranopia or tritanopia sees of a colour.
var colourBlind = []struct {
	name string
	m    [9]float64
}{
	{"protanopia", [9]float64{0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998}},
	{"deuteranopia", [9]float64{0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881}},
	{"tritanopia", [9]float64{1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900}},
}

func linear(c uint8) float64 {
	v := float64(c) / 255
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

// lab is a colour seen through m (nil: as it is) in CIE L*a*b* (D65).
func lab(c color.RGBA, m *[9]float64) [3]float64 {
	r, g, b := linear(c.R), linear(c.G), linear(c.B)
	if m != nil {
		r, g, b = m[0]*r+m[1]*g+m[2]*b, m[3]*r+m[4]*g+m[5]*b, m[6]*r+m[7]*g+m[8]*b
	}
	x := (0.4124*r + 0.3576*g + 0.1805*b) / 0.95047
	y := 0.2126*r + 0.7152*g + 0.0722*b
	z := (0.0193*r + 0.1192*g + 0.9505*b) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

func deltaE(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

// mask is where seat shape s covers a picture, at radius r.
func mask(s int, r float32) []bool {
	n := int(3 * r)
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	PaintSeatShape(img, s, float32(n)/2, float32(n)/2, r, 0, color.RGBA{0, 0, 0, 255}, color.RGBA{})
	m := make([]bool, n*n)
	for i := range m {
		m[i] = img.Pix[4*i+3] >= 128
	}
	return m
}

// Seats whose colours merge for a colour-blind player are told apart by
// their shapes (issue 29): every two seats' shapes differ in an eighth of what
// they cover at least, so none is the other's colour alone. The simulation
// is checked to find the merge the issue measured (blue and plum under
// protanopia), so the shapes answer a real case.
func TestSeatsToldApartWithoutColour(t *testing.T) {
	merged := map[string][][2]int{}
	for _, cb := range colourBlind {
		for i := range seatInks {
			for j := i + 1; j < len(seatInks); j++ {
				if d := deltaE(lab(seatInks[i], &cb.m), lab(seatInks[j], &cb.m)); d < 20 {
					merged[cb.name] = append(merged[cb.name], [2]int{i, j})
					t.Logf("%s: seats %d and %d are ΔE %.1f apart (%.1f seen in full colour)", cb.name, i, j, d, deltaE(lab(seatInks[i], nil), lab(seatInks[j], nil)))
				}
			}
		}
	}
	found := false
	for _, p := range merged["protanopia"] {
		found = found || p == [2]int{1, 4}
	}
	if !found {
		t.Errorf("the protanopia simulation does not merge blue and plum (seats 1 and 4): %v", merged["protanopia"])
	}
	const r = 16
	masks := make([][]bool, SeatShapes)
	for s := range masks {
		masks[s] = mask(s, r)
	}
	for i := range masks {
		for j := i + 1; j < len(masks); j++ {
			both, either := 0, 0
			for k := range masks[i] {
				if masks[i][k] && masks[j][k] {
					both++
				}
				if masks[i][k] || masks[j][k] {
					either++
				}
			}
			if differ := 1 - float64(both)/float64(either); differ < 0.12 {
				t.Errorf("seat shapes %d and %d differ in %.0f%% of what they cover: too alike to tell apart", i, j, 100*differ)
			}
		}
	}
	// Each shape is about as big as the others: none stands out or hides.
	area := func(m []bool) (n int) {
		for _, b := range m {
			if b {
				n++
			}
		}
		return n
	}
	circle := float64(area(masks[0]))
	for s := 1; s < SeatShapes; s++ {
		if a := float64(area(masks[s])) / circle; a < 0.55 || a > 1.3 {
			t.Errorf("seat shape %d covers %.2f of the circle's area", s, a)
		}
	}
}

// Every seat's goose wears its shape: the goose on the board is found by
// the shape beside its name in the HUD.
func TestGooseWearsItsSeatShape(t *testing.T) {
	size := 96
	for s := range SeatShapes {
		g := Goose(s, size, 0)
		// The shape's light fill where the shape is painted, whatever the body's colour.
		x, y := int((0.04+0.92*0.47)*float64(size)), int((0.078+0.92*0.64)*float64(size))
		c := g.RGBAAt(x, y)
		if c.R < 230 || c.G < 225 || c.B < 200 {
			t.Errorf("seat %d's goose has no light shape on its flank at (%d, %d): %v", s, x, y, c)
		}
	}
}
