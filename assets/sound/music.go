package sound

import "math"

// The music is a small Renaissance dance for plucked strings: a tune over a
// passamezzo antico, the ground bass that half of sixteenth-century Europe
// danced to (i–VII–i–V–III–VII–i–V–i, here in D minor), played twice with
// two different tunes. Strings are Karplus–Strong: a burst of noise
// circulating in a tuned delay line that loses its highs each pass, which is
// how a plucked string behaves.

// At 90 beats a minute a beat is exactly 32000 samples, so the loop (16 bars
// of 4 beats, 42.7 s) is a whole number of frames.
const (
	beat     = SampleRate * 60 / 90
	bars     = 16
	loopLen  = bars * 4 * beat
	onsetLag = 0.003 // seconds: no pluck lands exactly on the loop seam
)

// MIDI note numbers used below.
const (
	nE2 = 40 + iota
	nF2
	_
	nG2
	_
	nA2
	_
	_
	nC3
	_
	nD3
	_
	nE3
	nF3
	_
	nG3
	_
	nA3
	_
	_
	nC4
	nCs4
	nD4
	_
	nE4
	nF4
	_
	nG4
	_
	nA4
	nBb4
	_
	nC5
	nCs5
	nD5
	_
	nE5
	nF5
	_
	nG5
)

// tune is the melody as (beats, note) pairs; note 0 is a rest.
var tune = [][2]float64{
	// A: bars 1–8
	{1, nA4}, {1, nD5}, {.5, nC5}, {.5, nBb4}, {1, nA4},
	{1, nG4}, {1, nC5}, {.5, nBb4}, {.5, nA4}, {1, nG4},
	{.5, nF4}, {.5, nG4}, {1, nA4}, {1, nF4}, {1, nD4},
	{1, nE4}, {1, nA4}, {.5, nG4}, {.5, nF4}, {1, nE4},
	{1, nA4}, {1, nC5}, {1, nF5}, {.5, nE5}, {.5, nD5},
	{1, nC5}, {.5, nE5}, {.5, nD5}, {1, nC5}, {1, nG4},
	{1, nF4}, {1, nD5}, {1, nCs5}, {1, nE5},
	{2, nD5}, {2, nA4},
	// B: bars 9–16
	{.5, nD5}, {.5, nE5}, {1, nF5}, {.5, nE5}, {.5, nD5}, {1, nA4},
	{.5, nE5}, {.5, nF5}, {1, nG5}, {1, nE5}, {1, nC5},
	{.5, nD5}, {.5, nC5}, {.5, nD5}, {.5, nE5}, {1, nF5}, {1, nD5},
	{1, nCs5}, {1, nE5}, {2, nA4},
	{.5, nC5}, {.5, nD5}, {.5, nC5}, {.5, nBb4}, {1, nA4}, {1, nF4},
	{.5, nG4}, {.5, nA4}, {.5, nBb4}, {.5, nG4}, {2, nC5},
	{.5, nA4}, {.5, nG4}, {1, nF4}, {.5, nE4}, {.5, nA4}, {1, nCs5},
	{2, nD5}, {2, 0},
}

// chord is what the lute's lower voices play for half a bar.
type chord struct {
	root, fifth int
	strum       [3]int
}

var (
	chDm = chord{nD3, nA2, [3]int{nF3, nA3, nD4}}
	chC  = chord{nC3, nG2, [3]int{nE3, nG3, nC4}}
	chA  = chord{nA2, nE2, [3]int{nE3, nA3, nCs4}}
	chF  = chord{nF2, nC3, [3]int{nF3, nA3, nC4}}
)

// ground is the passamezzo antico by half bars.
var ground = []chord{chDm, chDm, chC, chC, chDm, chDm, chA, chA, chF, chF, chC, chC, chDm, chA, chDm, chDm}

func midiHz(n float64) float64 { return 440 * math.Pow(2, (n-69)/12) }

func makeMusic() *track {
	t := &track{l: make([]float64, loopLen), r: make([]float64, loopLen)}
	r := newRNG(12)
	lag := onsetLag * SampleRate
	human := func() float64 { return lag + r.between(0, 0.006)*SampleRate }

	// Melody: bright, like a harpsichord's quill, slightly right.
	var b float64
	for _, n := range tune {
		if n[1] != 0 {
			at := b*beat + human()
			ring := n[0]*beat + 0.1*SampleRate // a little legato overlap
			vel := r.between(0.85, 1)
			if math.Mod(b, 2) == 0 {
				vel *= 1.12 // strong beats
			}
			pluck(t, r, at, ring, midiHz(n[1]), vel, 0.2, 0.2, 2.5, 0.3)
		}
		b += n[0]
	}

	// Bass and strummed chords, each half bar: root then fifth in the bass
	// when a chord lasts the whole bar.
	for rep := 0; rep < 2; rep++ {
		for h, c := range ground {
			at := float64(rep*len(ground)*2+h*2) * beat
			bass := c.root
			if h%2 == 1 && ground[h-1] == c {
				bass = c.fifth
			}
			pluck(t, r, at+human(), 2*beat, midiHz(float64(bass)), r.between(0.8, 0.95), 0.18, 0.22, 4, -0.35)
			for k, n := range c.strum {
				if h%2 == 1 && k == 0 {
					continue // the off-beat strum is lighter: two strings
				}
				v := 0.32 - 0.06*float64(h%2)
				pluck(t, r, at+human()+float64(k)*0.018*SampleRate, 2*beat-0.05*SampleRate, midiHz(float64(n)), v*r.between(0.9, 1.1), 0.22, 0.18, 3, -0.1+0.1*float64(k))
			}
		}
	}

	// Body and room. These filters have memory, so they run around the loop
	// once briefly first: the state at the seam is then the state the
	// loop's own end leaves, and the join is seamless.
	body := [2]*biquad{{}, {}}
	soft := [2]*biquad{lowpass(3500, 0.7), lowpass(3500, 0.7)}
	dc := [2]*biquad{highpass(25, 0.7), highpass(25, 0.7)}
	for _, f := range body {
		f.setPeak(230, 1, 3)
	}
	rv := newReverb(0.55, 0.45, 0.35)
	step := func(i int, write bool) {
		l, rr := t.l[i], t.r[i]
		l = dc[0].step(soft[0].step(body[0].step(l)))
		rr = dc[1].step(soft[1].step(body[1].step(rr)))
		m := (l + rr) / 2
		l, rr = l+rv.step(0, m), rr+rv.step(1, m)
		if write {
			t.l[i], t.r[i] = l, rr
		}
	}
	for i := loopLen - sec(4); i < loopLen; i++ {
		step(i, false)
	}
	for i := 0; i < loopLen; i++ {
		step(i, true)
	}
	return t
}

// pluck adds one Karplus–Strong string, wrapping round the end of t. at and ring
// are in samples (ring: how long before the string is damped); bright (0..1)
// is how much of the noise burst's high end survives; pos is the plucking
// point as a fraction of the string (near the end sounds thin and nasal);
// t60 is the fundamental's decay time in seconds.
func pluck(t *track, r *rng, at, ring, f, vel, bright, pos, t60, pan float64) {
	period := SampleRate / f
	// Loop delay = n (line) + 0.5 (averaging) + d (allpass), tuned exactly.
	n := int(period - 0.5)
	d := period - 0.5 - float64(n)
	if d < 0.2 {
		n--
		d++
	}
	coef := (1 - d) / (1 + d)
	line := make([]float64, n)
	var y float64
	for k := range line {
		y += bright * (r.noise() - y)
		line[k] = y
	}
	// Plucking at pos cancels the harmonics that have a node there.
	m := max(1, int(pos*float64(n)))
	exc := make([]float64, n)
	var mean float64
	for k := range line {
		exc[k] = line[k] - line[(k+n-m)%n]
		mean += exc[k]
	}
	mean /= float64(n)
	var rms float64
	for k := range exc {
		exc[k] -= mean
		rms += exc[k] * exc[k]
	}
	rms = math.Sqrt(rms / float64(n))
	if rms == 0 {
		return
	}
	for k := range exc {
		exc[k] *= vel * 0.3 / rms
	}
	line = exc

	g := math.Pow(10, -3/(t60*f))
	gl, gr := panGains(pan)
	start := int(at)
	total := int(ring) + sec(0.25)
	attack := sec(0.0015)
	var last, apIn, apOut float64
	idx := 0
	for k := 0; k < total; k++ {
		out := line[idx]
		avg := 0.5 * (out + last)
		last = out
		ap := coef*avg + apIn - coef*apOut
		apIn, apOut = avg, ap
		line[idx] = g * ap
		if idx++; idx == n {
			idx = 0
		}
		v := out
		if k < attack {
			v *= float64(k) / float64(attack)
		}
		if float64(k) > ring { // the damper: a quick fade, not a cut
			v *= math.Exp(-(float64(k) - ring) / (0.04 * SampleRate))
		}
		i := (start + k) % t.len()
		t.l[i] += v * gl
		t.r[i] += v * gr
	}
}
