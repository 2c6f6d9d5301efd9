package sound

import (
	"bytes"
	"encoding/binary"
	"flag"
	"math"
	"math/cmplx"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// go test ./assets/sound -run TestWriteWAV -wav DIR writes every sound as a
// WAV file, to inspect with sox or an editor; without -wav it is skipped.
var wavDir = flag.String("wav", "", "directory to write every sound to as WAV")

// frames decodes interleaved 16-bit stereo into two channels of ints.
func frames(pcm []byte) (l, r []int) {
	n := len(pcm) / 4
	l, r = make([]int, n), make([]int, n)
	for i := 0; i < n; i++ {
		l[i] = int(int16(binary.LittleEndian.Uint16(pcm[4*i:])))
		r[i] = int(int16(binary.LittleEndian.Uint16(pcm[4*i+2:])))
	}
	return l, r
}

// stats: peak, overall RMS and loudest 50 ms RMS, all as fractions of full scale.
func stats(l, r []int) (peak, rms, loudest float64) {
	w := SampleRate / 20
	var sum, win float64
	sqs := make([]float64, len(l))
	for i := range l {
		a, b := float64(l[i])/32768, float64(r[i])/32768
		peak = math.Max(peak, math.Max(math.Abs(a), math.Abs(b)))
		sqs[i] = (a*a + b*b) / 2
		sum += sqs[i]
		win += sqs[i]
		if i >= w {
			win -= sqs[i-w]
		}
		loudest = math.Max(loudest, win/float64(min(i+1, w)))
	}
	return peak, math.Sqrt(sum / float64(len(l))), math.Sqrt(loudest)
}

// centroid is the spectral centroid in Hz: the magnitude-weighted mean
// frequency, averaged over 2048-sample frames of the mid channel.
func centroid(l, r []int) float64 {
	const n = 2048
	var num, den float64
	buf := make([]complex128, n)
	// A sound shorter than a frame is one zero-padded frame.
	for off := 0; off == 0 || off+n <= len(l); off += n / 2 {
		for i := range buf {
			hann := 0.5 - 0.5*math.Cos(2*math.Pi*float64(i)/n)
			var v float64
			if off+i < len(l) {
				v = float64(l[off+i] + r[off+i])
			}
			buf[i] = complex(hann*v/65536, 0)
		}
		fft(buf)
		for k := 1; k < n/2; k++ {
			m := cmplx.Abs(buf[k])
			num += m * float64(k) * SampleRate / n
			den += m
		}
	}
	if den == 0 {
		return 0
	}
	return num / den
}

// fft is an in-place radix-2 transform; len(x) must be a power of two.
func fft(x []complex128) {
	n := len(x)
	for i, j := 1, 0; i < n; i++ {
		bit := n >> 1
		for ; j&bit != 0; bit >>= 1 {
			j ^= bit
		}
		j ^= bit
		if i < j {
			x[i], x[j] = x[j], x[i]
		}
	}
	for size := 2; size <= n; size <<= 1 {
		w := cmplx.Exp(complex(0, -2*math.Pi/float64(size)))
		for start := 0; start < n; start += size {
			wk := complex(1, 0)
			for k := 0; k < size/2; k++ {
				a, b := x[start+k], x[start+k+size/2]*wk
				x[start+k], x[start+k+size/2] = a+b, a-b
				wk *= w
			}
		}
	}
}

// Every sound the game asks for, with the length it should have and where
// its spectrum should sit (a goose honk is nasal and mid-bright; a bell
// toll and the music are low and warm; a click and coins are bright).
var expect = []struct {
	name         string
	minS, maxS   float64
	minHz, maxHz float64
}{
	{"dice", 0.3, 0.8, 600, 3500},
	{"hop", 0.04, 0.2, 200, 1500},
	{"honk", 0.5, 0.9, 900, 3000},
	{"splash", 0.6, 1.6, 300, 3500},
	{"bars", 1.0, 2.2, 250, 2000},
	{"toll", 3.0, 6.0, 150, 1000},
	{"bridge", 0.7, 1.3, 300, 2000},
	{"inn", 0.4, 1.2, 1200, 5000},
	{"maze", 1.0, 1.8, 400, 2000},
	{"swap", 0.3, 0.6, 700, 3500},
	{"coin", 0.3, 0.9, 2000, 7000},
	{"fanfare", 2.2, 3.2, 400, 2500},
	{"click", 0.01, 0.06, 1000, 5000},
	{"yourturn", 0.25, 0.55, 700, 2500},
	{"music", 30, 60, 150, 1500},
}

func TestNamesMatchExpectations(t *testing.T) {
	var want []string
	for _, e := range expect {
		want = append(want, e.name)
	}
	slices.Sort(want)
	if got := Names(); !slices.Equal(got, want) {
		t.Fatalf("Names() = %v, want %v", got, want)
	}
}

func TestUnknownNameIsAnError(t *testing.T) {
	if pcm, err := PCM("quack"); err == nil || pcm != nil {
		t.Fatalf("PCM(quack) = %d bytes, %v; want an error", len(pcm), err)
	}
}

func TestEverySound(t *testing.T) {
	for _, e := range expect {
		t.Run(e.name, func(t *testing.T) {
			pcm, err := PCM(e.name)
			if err != nil {
				t.Fatal(err)
			}
			if len(pcm)%4 != 0 {
				t.Fatalf("%d bytes is not whole stereo 16-bit frames", len(pcm))
			}
			l, r := frames(pcm)
			dur := float64(len(l)) / SampleRate
			if dur < e.minS || dur > e.maxS {
				t.Errorf("lasts %.3f s, want %.2f–%.2f s", dur, e.minS, e.maxS)
			}
			peak, rms, loudest := stats(l, r)
			// No clipping: the ceiling is −1 dBFS, checked with a little slack.
			if peak > 0.9 {
				t.Errorf("peak %.3f of full scale: too close to clipping", peak)
			}
			// Non-silent, and not drowned in its own silence.
			if loudest < 0.02 || rms < 0.005 {
				t.Errorf("too quiet: RMS %.4f, loudest 50 ms %.4f", rms, loudest)
			}
			c := centroid(l, r)
			if c < e.minHz || c > e.maxHz {
				t.Errorf("spectral centroid %.0f Hz, want %.0f–%.0f", c, e.minHz, e.maxHz)
			}
			// Effects must start and end at rest, or they click.
			if e.name != "music" {
				for _, s := range []int{l[0], r[0], l[len(l)-1], r[len(r)-1]} {
					if abs(s) > 200 {
						t.Errorf("starts or ends on a step: sample %d", s)
					}
				}
			}
			t.Logf("%-7s %6.3f s %8d B  peak %5.1f dBFS  RMS %5.1f dBFS  loudest50ms %5.1f dBFS  centroid %5.0f Hz",
				e.name, dur, len(pcm), db(peak), db(rms), db(loudest), c)
		})
	}
}

func db(x float64) float64 { return 20 * math.Log10(x) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Effects are levelled to a loudness target, unless that would push the
// peak over the ceiling; check that one or the other actually holds.
func TestLevelling(t *testing.T) {
	for name, rc := range recipes {
		tr := rc.make()
		if !rc.loop {
			tr.trim()
			tr.fade(0.0005, 0.01)
		}
		level(tr, rc)
		w := rc.window
		if w == 0 {
			w = float64(tr.len()) / SampleRate
		}
		l, p := loudness(tr, w), tr.peak()
		if math.Abs(l-rc.lufs) > 0.1 && math.Abs(p-ceiling) > 0.001 {
			t.Errorf("%s: %.1f LUFS (target %.1f), peak %.3f (ceiling %.3f): neither reached", name, l, rc.lufs, p, ceiling)
		}
		if l > rc.lufs+0.1 {
			t.Errorf("%s: %.1f LUFS, louder than its target %.1f", name, l, rc.lufs)
		}
	}
}

func TestDeterministic(t *testing.T) {
	for _, name := range Names() {
		a, b := render(recipes[name]), render(recipes[name])
		if !bytes.Equal(a, b) {
			t.Errorf("%s: two renders differ", name)
		}
	}
}

func TestPCMIsCached(t *testing.T) {
	a, _ := PCM("click")
	b, _ := PCM("click")
	if &a[0] != &b[0] {
		t.Error("PCM made click twice")
	}
}

// The music must join end to start without a click: the jump from the last
// frame to the first must be no bigger than the steps inside the music.
func TestMusicLoopsSeamlessly(t *testing.T) {
	pcm, err := PCM("music")
	if err != nil {
		t.Fatal(err)
	}
	l, r := frames(pcm)
	n := len(l)
	var steps []int
	for i := 1; i < n; i++ {
		steps = append(steps, abs(l[i]-l[i-1]), abs(r[i]-r[i-1]))
	}
	slices.Sort(steps)
	p99 := steps[len(steps)*99/100]
	jl, jr := abs(l[0]-l[n-1]), abs(r[0]-r[n-1])
	t.Logf("seam jump L %d R %d; 99th percentile step %d", jl, jr, p99)
	if jl > p99 || jr > p99 {
		t.Errorf("seam jumps by %d/%d, more than 99%% of steps (%d)", jl, jr, p99)
	}
	// A seam that lines up only at one sample could still jump in slope:
	// compare the second differences too.
	d2 := func(x []int, i int) int { return x[(i+1)%n] - 2*x[i] + x[(i+n-1)%n] }
	for _, i := range []int{0, n - 1} {
		if abs(d2(l, i)) > p99 || abs(d2(r, i)) > p99 {
			t.Errorf("seam bends sharply at frame %d", i)
		}
	}
}

func TestTuneFillsTheLoop(t *testing.T) {
	var beats float64
	for _, n := range tune {
		beats += n[0]
	}
	if beats != bars*4 {
		t.Fatalf("tune lasts %v beats, the ground %d", beats, bars*4)
	}
	if len(ground)*2*beat != loopLen/2 {
		t.Fatalf("ground is %d half bars, want %d", len(ground), bars)
	}
}

// TestWriteWAV writes every sound for a listen or for sox; skipped without -wav.
func TestWriteWAV(t *testing.T) {
	if *wavDir == "" {
		t.Skip("no -wav directory")
	}
	for _, name := range Names() {
		pcm, _ := PCM(name)
		var h bytes.Buffer
		h.WriteString("RIFF")
		binary.Write(&h, binary.LittleEndian, uint32(36+len(pcm)))
		h.WriteString("WAVEfmt ")
		for _, v := range []any{uint32(16), uint16(1), uint16(2), uint32(SampleRate), uint32(SampleRate * 4), uint16(4), uint16(16)} {
			binary.Write(&h, binary.LittleEndian, v)
		}
		h.WriteString("data")
		binary.Write(&h, binary.LittleEndian, uint32(len(pcm)))
		h.Write(pcm)
		if err := os.WriteFile(filepath.Join(*wavDir, name+".wav"), h.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func BenchmarkRender(b *testing.B) {
	for _, name := range Names() {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				render(recipes[name])
			}
		})
	}
}

// The strings must be in tune: Karplus–Strong's loop delay is a whole
// number of samples unless the fractional part is tuned by the allpass.
func TestPluckIsInTune(t *testing.T) {
	for _, note := range []float64{nE2, nD3, nA4, nCs5, nG5} {
		tr := newTrack(1)
		pluck(tr, newRNG(1), 0, SampleRate, midiHz(note), 1, 0.2, 0.2, 3, 0)
		const n = 1 << 17
		buf := make([]complex128, n)
		for i, v := range tr.l {
			buf[i] = complex(v*(0.5-0.5*math.Cos(2*math.Pi*float64(i)/float64(len(tr.l)))), 0)
		}
		fft(buf)
		// The strongest bin near the expected fundamental, refined by a parabola.
		want := midiHz(note)
		k0 := int(want * n / SampleRate)
		best := k0
		for k := k0 - 20; k <= k0+20; k++ {
			if cmplx.Abs(buf[k]) > cmplx.Abs(buf[best]) {
				best = k
			}
		}
		a, b, c := cmplx.Abs(buf[best-1]), cmplx.Abs(buf[best]), cmplx.Abs(buf[best+1])
		got := (float64(best) + 0.5*(a-c)/(a-2*b+c)) * SampleRate / n
		cents := 1200 * math.Log2(got/want)
		if math.Abs(cents) > 3 {
			t.Errorf("MIDI %v: %.2f Hz, want %.2f (%+.1f cents)", note, got, want, cents)
		}
	}
}
