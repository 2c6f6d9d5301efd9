package sound

import "math"

// Each make function builds one effect at roughly unit level; render levels
// it afterwards. Physical objects (dice, bars, bells, tankards) are modal:
// a handful of decaying partials with the frequency ratios of the real
// thing. Voices and brass are additive, with the spectrum shaped as a source
// through a filter.

// makeDice: two dice thrown on a wooden table; each bounces with shrinking
// gaps and strength, with smaller corner ticks between bounces.
func makeDice() *track {
	t := newTrack(0.65)
	r := newRNG(1)
	for d, die := range []struct{ at, pan, amp float64 }{{0.004, -0.35, 1}, {0.037, 0.3, 0.85}} {
		at, gap, amp := die.at, 0.085+0.012*float64(d), die.amp
		for bounce := 0; bounce < 8 && at < 0.5; bounce++ {
			pan := die.pan + r.between(-0.1, 0.1)
			diceHit(t, r, at, amp, pan)
			if r.float() < 0.7 { // landed on an edge, then the face
				diceHit(t, r, at+r.between(0.006, 0.02), amp*r.between(0.25, 0.45), pan)
			}
			at += gap * r.between(0.85, 1.15)
			gap *= 0.72
			amp *= 0.6
		}
	}
	return t
}

// diceHit is one impact: the table's low wooden modes, the die's hard,
// short, inharmonic ones, and a click of contact noise.
func diceHit(t *track, r *rng, at, amp, pan float64) {
	i := sec(at)
	t.ring(i, r.between(170, 240), 0.02, 0.5*amp, pan, 0.0005)
	t.ring(i, r.between(430, 560), 0.012, 0.35*amp, pan, 0.0003)
	t.ring(i, r.between(900, 1150), 0.007, 0.2*amp, pan, 0)
	base := r.between(2400, 3300)
	for k, m := range []float64{1, 1.59, 2.33, 3.1} {
		t.ring(i, base*m*r.between(0.97, 1.03), 0.005-0.001*float64(k), 0.22*amp/m, pan, 0)
	}
	t.burst(r, i, 0.003, 0.0002, 0.0008, 0.35*amp, pan, highpass(1800, 0.7), lowpass(7000, 0.7))
}

// makeHop: one soft footfall, a muted wooden tick.
func makeHop() *track {
	t := newTrack(0.12)
	r := newRNG(2)
	t.ring(0, 180, 0.022, 0.6, 0, 0.002)
	t.ring(0, 610, 0.012, 0.3, 0, 0.0015)
	t.ring(0, 1430, 0.005, 0.1, 0, 0.001)
	t.burst(r, 0, 0.01, 0.001, 0.002, 0.15, 0, lowpass(2500, 0.7))
	return t
}

// makeHonk: a goose's double honk, "ha-ronk, ha-ronk". Each honk starts low
// and breaks upward into a raspy, nasal upper register, like the voice break
// of a real goose; the rasp comes from subharmonics (alternate glottal
// pulses weaker than the others).
func makeHonk() *track {
	t := newTrack(0.75)
	r := newRNG(3)
	honk(t, r, 0.005, 0.27, 330, 560, 500, 0.22, 1)
	honk(t, r, 0.36, 0.31, 315, 540, 470, 0.26, 0.9)
	return t
}

// formant is one resonance of the vocal tract, gliding from f0 to f1 Hz.
type formant struct{ f0, f1, bw, gain float64 }

var gooseFormants = []formant{
	{650, 900, 160, 0.5},
	{1350, 1700, 190, 1.0},
	{2500, 2650, 260, 0.8},
	{3500, 3600, 380, 0.25},
}

// honk is additive source-filter synthesis: the partials of a pulse train
// whose pitch follows low → (break) → high → end, each weighted by the
// formant envelope at its frequency. Half-integer partials give the rasp.
func honk(t *track, r *rng, at, dur, low, high, end, breakAt, amp float64) {
	n := sec(dur)
	start := sec(at)
	const maxJ = 120 // partials of half the fundamental: up to 60 harmonics
	amps := make([]float64, maxJ+1)
	var phase, jitter, shimmer float64
	breath := bandpass(2200, 1.5)
	for k := 0; k < n; k++ {
		x := float64(k) / float64(n)
		// Pitch: a low start, a 15 ms glide up at the break, then a sag.
		var f0 float64
		switch b := breakAt; {
		case x < b:
			f0 = low * (1 + 0.08*x/b)
		case x < b+0.015/dur:
			u := (x - b) / (0.015 / dur)
			f0 = low*1.08 + (high-low*1.08)*u*u*(3-2*u)
		default:
			u := (x - b - 0.015/dur) / (1 - b - 0.015/dur)
			f0 = high + (end-high)*u
		}
		if k%48 == 0 {
			jitter = 0.85*jitter + 0.15*r.noise()
			shimmer = 0.7*shimmer + 0.3*r.noise()
		}
		f0 *= 1 + 0.02*jitter
		phase += math.Pi * f0 / SampleRate // half-fundamental phase
		if k%32 == 0 {
			rasp := 0.08
			if x > breakAt {
				rasp = 0.4
			}
			for j := 1; j <= maxJ; j++ {
				f := float64(j) * f0 / 2
				if f > 16000 {
					amps[j] = 0
					continue
				}
				var h float64
				for _, fm := range gooseFormants {
					fc := fm.f0 + (fm.f1-fm.f0)*math.Min(1, 2*x)
					d := (f - fc) / (fm.bw / 2)
					h += fm.gain / math.Sqrt(1+d*d)
				}
				h += 0.03
				h *= 1 - 0.6*math.Exp(-sq((f-1080)/160)) // the nasal notch
				// A falling source spectrum, and the beak's small radiating
				// aperture taking away the top.
				a := h * math.Pow(float64(j)/2, -0.9) / (1 + sq(sq(f/3800)))
				if j%2 == 1 {
					a *= rasp
				}
				amps[j] = a
			}
		}
		// sin(jφ) for all j by the Chebyshev recurrence: one Sin, one Cos.
		s1, c := math.Sin(phase), 2*math.Cos(phase)
		s0, s := 0.0, s1
		var v float64
		for j := 1; j <= maxJ; j++ {
			v += amps[j] * s
			s0, s = s, c*s-s0
		}
		env := smoothstep(float64(k)/(0.015*SampleRate)) * smoothstep(float64(n-k)/(0.045*SampleRate))
		env *= 1 + 0.12*shimmer
		if x < breakAt {
			env *= 0.6 + 0.4*x/breakAt
		}
		v += 0.4 * breath.step(r.noise()) * env
		t.add(start+k, amp*0.25*env*v, 0)
	}
}

func sq(x float64) float64 { return x * x }

// smoothstep is 0 below 0, 1 above 1, and an S-curve between.
func smoothstep(x float64) float64 {
	x = math.Max(0, math.Min(1, x))
	return x * x * (3 - 2*x)
}

// makeSplash: a goose falls into the well. A low plunk, a rush of spray
// whose brightness falls, bubbles that chirp upward, and the echo of the
// stone shaft.
func makeSplash() *track {
	t := newTrack(1.4)
	r := newRNG(4)
	t.ring(sec(0.005), 95, 0.09, 0.7, 0, 0.004)
	t.ring(sec(0.005), 210, 0.05, 0.3, 0, 0.003)
	// Spray: noise through a band-pass sweeping down from 3 kHz to 700 Hz.
	bp, spray := &biquad{}, lowpass(6000, 0.7)
	n := sec(0.7)
	for k := 0; k < n; k++ {
		x := float64(k) / float64(n)
		bp.setBandpass(3000*math.Pow(700.0/3000, x), 1.1)
		e := smoothstep(float64(k)/(0.008*SampleRate)) * math.Exp(-float64(k)/(0.16*SampleRate)) * smoothstep((1-x)/0.1)
		v := spray.step(bp.step(r.noise())) * e
		t.add(sec(0.004)+k, 0.9*v, r.between(-0.3, 0.3))
	}
	// Bubbles: Minnaert resonances whose pitch rises as each one shrinks.
	for b := 0; b < 45; b++ {
		at := 0.03 + 0.85*math.Pow(r.float(), 1.8)
		f := r.between(450, 2300)
		tau := r.between(0.012, 0.04)
		amp := r.between(0.05, 0.22) * math.Exp(-at/0.5)
		pan := r.between(-0.6, 0.6)
		bubble(t, sec(at), f, tau, amp, pan)
	}
	// The shaft: two echoes, darker each time.
	lp := lowpass(1800, 0.7)
	lpr := lowpass(1800, 0.7)
	d := sec(0.055)
	for i := d; i < t.len(); i++ {
		t.l[i] += 0.32 * lp.step(t.l[i-d])
		t.r[i] += 0.32 * lpr.step(t.r[i-d])
	}
	return t
}

func bubble(t *track, start int, f, tau, amp, pan float64) {
	var phase float64
	n := sec(5 * tau)
	for k := 0; k < n; k++ {
		tt := float64(k) / SampleRate
		phase += 2 * math.Pi * f * (1 + 6*tt) / SampleRate
		e := smoothstep(float64(k)/(0.001*SampleRate)) * math.Exp(-tt/tau) * smoothstep(float64(n-k)/(0.002*SampleRate))
		t.add(start+k, amp*e*math.Sin(phase), pan)
	}
}

// Free–free bar mode ratios (Euler–Bernoulli beam): why bars clang rather
// than sing.
var barModes = []float64{1, 2.756, 5.404, 8.933, 13.34}

// makeBars: the prison door slams. A heavy thud, four iron bars ringing
// at their own pitches, a rattle of them against the frame, and the lock's
// bolt clacking home.
func makeBars() *track {
	t := newTrack(1.9)
	r := newRNG(5)
	t.ring(sec(0.005), 68, 0.09, 0.8, 0, 0.003)
	t.burst(r, sec(0.005), 0.05, 0.001, 0.015, 0.6, 0, lowpass(500, 0.7))
	for b, f := range []float64{196, 221, 247, 262} {
		pan := -0.6 + 0.4*float64(b)
		for _, hit := range []struct{ at, amp float64 }{{0.006 + 0.004*float64(b), 1}, {0.09 + 0.02*r.float(), 0.3}, {0.17 + 0.03*r.float(), 0.15}} {
			for m, ratio := range barModes {
				tau := 1.1 / (1 + 0.9*float64(m))
				t.ring(sec(hit.at), f*ratio*r.between(0.996, 1.004), tau, hit.amp*0.28/(1+0.5*float64(m)), pan, 0.0005)
			}
		}
	}
	// The bolt: a short bright clack and a dull knock.
	i := sec(0.34)
	for _, m := range []float64{1850, 3320, 5100} {
		t.ring(i, m, 0.012, 0.25, 0.2, 0)
	}
	t.ring(i, 150, 0.03, 0.35, 0.2, 0.001)
	t.burst(r, i, 0.004, 0.0002, 0.001, 0.4, 0.2, highpass(1500, 0.7))
	newReverb(0.6, 0.35, 0.5).apply(t)
	return t
}

// Church-bell partials relative to the prime, with amplitudes and decay
// times: hum, prime, tierce (the minor third that makes bells sound
// mournful), quint, nominal, and the upper partials.
var bellPartials = []struct{ ratio, amp, tau float64 }{
	{0.5, 0.55, 2.6},
	{1.0, 0.45, 1.9},
	{1.183, 0.55, 1.5},
	{1.506, 0.2, 1.1},
	{2.0, 0.7, 1.2},
	{2.514, 0.35, 0.7},
	{2.662, 0.3, 0.6},
	{3.011, 0.25, 0.45},
	{4.166, 0.2, 0.3},
	{5.433, 0.12, 0.18},
}

// makeToll: the death square's single bell toll. Each partial is a
// slightly mistuned pair, which gives the slow beating of a real bell.
func makeToll() *track {
	t := newTrack(4.6)
	r := newRNG(6)
	const prime = 185.0 // F#3: a large, low bell
	for k, p := range bellPartials {
		f := prime * p.ratio
		beat := r.between(0.4, 1.6)
		pan := r.between(-0.25, 0.25)
		t.ring(0, f-beat/2, p.tau, p.amp/2, pan, 0.002)
		t.ring(0, f+beat/2, p.tau, p.amp/2, -pan, 0.002+0.0003*float64(k))
	}
	// The clapper's strike.
	t.burst(r, 0, 0.03, 0.0003, 0.006, 0.35, 0, bandpass(3200, 1.2))
	newReverb(0.85, 0.3, 0.7).apply(t)
	// Let it die away within the buffer rather than be cut.
	n := t.len()
	for i := sec(3.2); i < n; i++ {
		g := smoothstep(float64(n-i) / float64(n-sec(3.2)))
		t.l[i] *= g
		t.r[i] *= g
	}
	return t
}

// makeBridge: a goose steps onto the plank bridge: a hollow knock, the wood
// creaking under its weight (stick-slip pulses through the plank's
// resonances, their rate gliding), and a second knock.
func makeBridge() *track {
	t := newTrack(1.1)
	r := newRNG(7)
	plankKnock(t, r, 0.005, 1, -0.2)
	plankKnock(t, r, 0.78, 0.8, 0.2)
	res := []*biquad{bandpass(340, 6), bandpass(760, 7), bandpass(1480, 8), bandpass(2600, 9)}
	gains := []float64{1, 0.8, 0.5, 0.25}
	start, n := sec(0.12), sec(0.58)
	next := 0.0
	for k := 0; k < n; k++ {
		x := float64(k) / float64(n)
		var pulse float64
		if float64(k) >= next {
			// Creak rate: 38 Hz rising to 75 and settling to 50, jittered.
			rate := 38 + 37*math.Sin(math.Pi*math.Min(1, x*1.4)) + 12*x
			next = float64(k) + SampleRate/rate*r.between(0.85, 1.15)
			pulse = r.between(0.6, 1)
		}
		var v float64
		for b, f := range res {
			v += gains[b] * f.step(pulse)
		}
		env := smoothstep(x/0.15) * smoothstep((1-x)/0.2)
		t.add(start+k, 1.2*v*env, 0.1*math.Sin(3*x))
	}
	return t
}

func plankKnock(t *track, r *rng, at, amp, pan float64) {
	i := sec(at)
	t.ring(i, 155, 0.05, 0.7*amp, pan, 0.001)
	t.ring(i, 395, 0.03, 0.45*amp, pan, 0.0008)
	t.ring(i, 880, 0.014, 0.25*amp, pan, 0.0005)
	t.burst(r, i, 0.004, 0.0002, 0.0012, 0.3*amp, pan, bandpass(2000, 0.8))
}

// makeInn: two pewter tankards clink (and clink again as they part), with
// the dull knock of full mugs.
func makeInn() *track {
	t := newTrack(1.0)
	r := newRNG(8)
	ratios := []struct{ m, amp, tau float64 }{{1, 1, 0.32}, {1.89, 0.6, 0.22}, {2.76, 0.45, 0.14}, {3.84, 0.3, 0.09}, {4.87, 0.18, 0.06}}
	for _, hit := range []struct{ at, amp float64 }{{0.005, 1}, {0.13, 0.35}} {
		i := sec(hit.at)
		for mug, base := range []float64{1490, 1715} {
			pan := -0.3 + 0.6*float64(mug)
			for _, p := range ratios {
				t.ring(i, base*p.m*r.between(0.998, 1.002), p.tau, hit.amp*p.amp*0.3, pan, 0.0002)
			}
		}
		t.ring(i, 290, 0.03, hit.amp*0.4, 0, 0.001)
		t.burst(r, i, 0.003, 0.0002, 0.0008, hit.amp*0.3, 0, highpass(2500, 0.7))
	}
	return t
}

// makeMaze: a puzzled swirl. Soft tones run up and down the whole-tone
// scale (which has no home note, so it sounds lost) while circling the
// listener, over a breath of swirling noise, ending on a rising "hm?".
func makeMaze() *track {
	t := newTrack(1.6)
	r := newRNG(9)
	scale := []float64{523.25, 587.33, 659.26, 739.99, 830.61, 932.33, 1046.5}
	seq := []int{0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1, 0}
	for k, s := range seq {
		at := 0.01 + 0.065*float64(k)
		pan := math.Sin(2 * math.Pi * at / 0.8)
		softTone(t, at, 0.35, scale[s], 0.28, pan)
	}
	// "Hm?": a tone gliding up a tritone.
	var phase float64
	start, n := sec(0.92), sec(0.5)
	for k := 0; k < n; k++ {
		x := float64(k) / float64(n)
		f := 440 * math.Pow(2, 0.5*smoothstep((x-0.2)/0.6))
		phase += 2 * math.Pi * f * (1 + 0.012*math.Sin(2*math.Pi*6*float64(k)/SampleRate)) / SampleRate
		e := smoothstep(x/0.1) * smoothstep((1-x)/0.3)
		t.add(start+k, 0.35*e*(math.Sin(phase)+0.25*math.Sin(2*phase)), 0)
	}
	bp := &biquad{}
	n = sec(1.1)
	for k := 0; k < n; k++ {
		x := float64(k) / float64(n)
		bp.setBandpass(1300+800*math.Sin(2*math.Pi*1.6*x), 4)
		e := math.Sin(math.Pi * x)
		t.add(k, 0.5*e*bp.step(r.noise()), -math.Sin(2*math.Pi*1.2*x))
	}
	return t
}

// softTone is a gentle sine-ish note with a little vibrato.
func softTone(t *track, at, dur, f, amp, pan float64) {
	var phase float64
	start, n := sec(at), sec(dur)
	for k := 0; k < n; k++ {
		tt := float64(k) / SampleRate
		phase += 2 * math.Pi * f * (1 + 0.01*math.Sin(2*math.Pi*5.5*tt)) / SampleRate
		e := smoothstep(tt/0.012) * math.Exp(-tt/0.12) * smoothstep(float64(n-k)/(0.03*SampleRate))
		t.add(start+k, amp*e*(math.Sin(phase)+0.3*math.Sin(2*phase)+0.1*math.Sin(3*phase)), pan)
	}
}

// makeSwap: two geese trade places: two whooshes crossing the stereo field
// in opposite directions.
func makeSwap() *track {
	t := newTrack(0.5)
	r := newRNG(10)
	for _, s := range []struct{ at, from, to, lo, hi float64 }{{0, -0.9, 0.9, 350, 1900}, {0.04, 0.9, -0.9, 450, 2300}} {
		bp := &biquad{}
		bp2 := &biquad{}
		start, n := sec(s.at), sec(0.38)
		for k := 0; k < n; k++ {
			x := float64(k) / float64(n)
			f := s.lo + (s.hi-s.lo)*math.Sin(math.Pi*math.Pow(x, 0.8))
			bp.setBandpass(f, 2)
			bp2.setBandpass(f*1.01, 2)
			e := sq(math.Sin(math.Pi * x))
			t.add(start+k, 1.2*e*bp2.step(bp.step(r.noise())), s.from+(s.to-s.from)*x)
		}
	}
	return t
}

// makeCoin: a coin paid into the pot: a bright clink on the pile, a
// smaller bounce, and the rattle of it settling.
func makeCoin() *track {
	t := newTrack(0.7)
	r := newRNG(11)
	modes := []struct{ m, amp, tau float64 }{{1, 1, 0.22}, {2.41, 0.6, 0.14}, {3.93, 0.4, 0.08}, {5.62, 0.25, 0.05}}
	clink := func(at, base, amp, pan float64) {
		i := sec(at)
		for _, p := range modes {
			for _, detune := range []float64{-2.5, 2.5} { // the shimmer of a coin
				t.ring(i, base*p.m+detune, p.tau, amp*p.amp*0.2, pan, 0.0002)
			}
		}
		t.burst(r, i, 0.002, 0.0001, 0.0006, amp*0.3, pan, highpass(3000, 0.7))
	}
	clink(0.004, 2350, 1, 0.1)
	clink(0.075, 2610, 0.45, 0.15)
	for k, at := range []float64{0.13, 0.17, 0.2, 0.222, 0.238} {
		clink(at, 2350+r.between(-40, 40), 0.14-0.02*float64(k), 0.15)
	}
	return t
}

// makeFanfare: the win. Two trumpets in thirds over a trombone and
// timpani: "ta-ta-ta TAA, ta TAAAA" in C major.
func makeFanfare() *track {
	t := newTrack(3.0)
	const (
		C3, G2, C2 = 130.81, 98.0, 65.41
		E4, G4     = 329.63, 392.0
		C5, G5     = 523.25, 783.99
	)
	notes := []struct{ at, dur, f, amp, pan float64 }{
		// lead trumpet
		{0, 0.12, G4, 1, 0.25}, {0.14, 0.12, G4, 0.95, 0.25}, {0.28, 0.12, G4, 1, 0.25},
		{0.42, 0.38, C5, 1, 0.25}, {0.86, 0.16, G4, 0.8, 0.25}, {1.05, 1.35, C5, 1, 0.25},
		// second trumpet, a third or sixth below
		{0, 0.12, E4, 0.8, -0.25}, {0.14, 0.12, E4, 0.75, -0.25}, {0.28, 0.12, E4, 0.8, -0.25},
		{0.42, 0.38, G4, 0.75, -0.25}, {0.86, 0.16, E4, 0.6, -0.25}, {1.05, 1.35, E4, 0.7, -0.25},
		// trombone
		{0.42, 0.38, C3, 0.6, 0}, {0.86, 0.16, G2, 0.5, 0}, {1.05, 1.35, C3, 0.65, 0},
		// a top note to crown the last chord
		{1.25, 1.15, G5, 0.35, 0.1},
	}
	for _, n := range notes {
		brass(t, n.at, n.dur, n.f, n.amp, n.pan)
	}
	timpani(t, 0.42, C2, 0.9)
	timpani(t, 1.05, C2, 1)
	timpani(t, 1.05+0.09, C2, 0.5)
	newReverb(0.7, 0.4, 0.45).apply(t)
	return t
}

// brass is additive: harmonics whose strength grows with loudness (brass
// gets brighter as it gets louder), a slight scoop up to pitch at the
// attack, and vibrato that comes in late.
func brass(t *track, at, dur, f, amp, pan float64) {
	start := sec(at)
	n := sec(dur + 0.12)
	nh := int(min(30, 11000/f))
	// Each harmonic's fixed weight: a gentle fall, and a lowpass at 2.8 kHz.
	weight := make([]float64, nh+1)
	for h := 1; h <= nh; h++ {
		weight[h] = 1 / math.Sqrt(float64(h)) / (1 + sq(float64(h)*f/2800))
	}
	out := t.voice(pan)
	// Decays and the vibrato advance by recurrence, not Exp and Sin per sample.
	bloom, scoop, release := 1.0, 1.0, 1.0
	dBloom, dScoop, dRelease := math.Exp(-1/(0.06*SampleRate)), math.Exp(-1/(0.025*SampleRate)), math.Exp(-1/(0.035*SampleRate))
	vw := 2 * math.Pi * 5.3 / SampleRate
	vc, vs, vcw, vsw := 1.0, 0.0, math.Cos(vw), math.Sin(vw)
	var phase float64
	for k := 0; k < n; k++ {
		tt := float64(k) / SampleRate
		env := smoothstep(tt/0.03) * (0.85 + 0.15*bloom)
		if tt > dur {
			env *= release
			release *= dRelease
		}
		vib := 0.004 * smoothstep((tt-0.25)/0.3) * vs
		ff := f * (1 - 0.025*scoop + vib)
		bloom *= dBloom
		scoop *= dScoop
		vc, vs = vc*vcw-vs*vsw, vs*vcw+vc*vsw
		phase += 2 * math.Pi * ff / SampleRate
		s1, c := math.Sin(phase), 2*math.Cos(phase)
		s0, s := 0.0, s1
		// Harmonic h sounds at env^(1+(h−1)/4): louder is brighter.
		var v float64
		a, step := env, math.Sqrt(math.Sqrt(env))
		for h := 1; h <= nh; h++ {
			v += a * weight[h] * s
			s0, s = s, c*s-s0
			a *= step
		}
		out.add(start+k, 0.12*amp*v)
	}
}

// timpani: kettle-drum modes, a pitch that sags as the head relaxes, and
// the soft mallet's thump.
func timpani(t *track, at, f, amp float64) {
	start, n := sec(at), sec(1.2)
	modes := []struct{ m, a, tau float64 }{{1, 1, 0.5}, {1.5, 0.5, 0.35}, {1.98, 0.3, 0.25}, {2.44, 0.2, 0.18}}
	ph := make([]float64, len(modes))
	for k := 0; k < n; k++ {
		tt := float64(k) / SampleRate
		bend := 1 + 0.04*math.Exp(-tt/0.04)
		var v float64
		for m, md := range modes {
			ph[m] += 2 * math.Pi * f * md.m * bend / SampleRate
			v += md.a * math.Exp(-tt/md.tau) * math.Sin(ph[m])
		}
		t.add(start+k, 0.35*amp*v*smoothstep(tt/0.003)*smoothstep(float64(n-k)/(0.2*SampleRate)), 0)
	}
}

// makeClick: a small, crisp, quiet UI tick.
func makeClick() *track {
	t := newTrack(0.04)
	t.ring(0, 2100, 0.0035, 0.6, 0, 0.0003)
	t.ring(0, 4300, 0.0018, 0.25, 0, 0.0002)
	t.ring(0, 850, 0.005, 0.2, 0, 0.0005)
	return t
}
