// Package sound synthesises the game's sound effects and its music as raw
// PCM, in pure Go: the game ships no audio files, and every machine gets the
// same bytes. Playback lives elsewhere (ui/sound); this package never touches
// an audio device.
package sound

import (
	"fmt"
	"math"
	"slices"
	"sync"
)

// SampleRate is the rate of every buffer PCM returns, in frames per second.
const SampleRate = 48000

// ceiling is the highest sample peak allowed (−1 dBFS), so that no effect
// clips, even after resampling or a little gain downstream.
const ceiling = 0.891

// recipe says how to make one sound and how loud it should end up.
type recipe struct {
	make func() *track
	// lufs is the target loudness (BS.1770, ungated) of the loudest window
	// of the given length. Effects are matched on a short window so that a
	// click and a bell toll feel equally present; quiet ones (hop, click)
	// and the music aim lower so they sit under the rest.
	lufs   float64
	window float64
	// loop: the sound must join end to start, so it is neither trimmed nor faded.
	loop bool
}

var recipes = map[string]recipe{
	"dice":    {makeDice, -17, 0.1, false},
	"hop":     {makeHop, -24, 0.1, false},
	"honk":    {makeHonk, -16, 0.1, false},
	"splash":  {makeSplash, -18, 0.1, false},
	"bars":    {makeBars, -17, 0.1, false},
	"toll":    {makeToll, -17, 0.1, false},
	"bridge":  {makeBridge, -18, 0.1, false},
	"inn":     {makeInn, -19, 0.1, false},
	"maze":    {makeMaze, -19, 0.1, false},
	"swap":    {makeSwap, -19, 0.1, false},
	"coin":    {makeCoin, -19, 0.1, false},
	"fanfare": {makeFanfare, -16, 0.1, false},
	"click":   {makeClick, -25, 0.1, false},
	"music":   {makeMusic, -26, 0, true},
}

// cache holds each sound once made; a sync.Once per name lets effects be
// generated concurrently and only on first use.
var cache = func() map[string]*cached {
	m := make(map[string]*cached, len(recipes))
	for name := range recipes {
		m[name] = &cached{}
	}
	return m
}()

type cached struct {
	once sync.Once
	pcm  []byte
}

// PCM returns the named sound as 16-bit little-endian stereo PCM at
// SampleRate, made on first use and cached. The slice is shared: callers must
// not modify it. "music" loops: its last frame leads straight into its first.
func PCM(name string) ([]byte, error) {
	c, ok := cache[name]
	if !ok {
		return nil, fmt.Errorf("sound: no sound named %q", name)
	}
	c.once.Do(func() { c.pcm = render(recipes[name]) })
	return c.pcm, nil
}

// Names lists every sound PCM knows, sorted.
func Names() []string {
	names := make([]string, 0, len(recipes))
	for name := range recipes {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// render makes, tidies, levels and encodes one sound.
func render(rc recipe) []byte {
	t := rc.make()
	if !rc.loop {
		t.trim()
		t.fade(0.0005, 0.01)
	}
	level(t, rc)
	return encode(t)
}

// level sets the sound to its target loudness, or lower if that would push
// its peak over the ceiling (very spiky sounds end up a little quieter
// rather than distorted).
func level(t *track, rc recipe) {
	window := rc.window
	if window == 0 {
		window = float64(t.len()) / SampleRate
	}
	l := loudness(t, window)
	p := t.peak()
	if math.IsInf(l, -1) || p == 0 {
		return
	}
	g := math.Pow(10, (rc.lufs-l)/20)
	if p*g > ceiling {
		g = ceiling / p
	}
	t.gain(g)
}

// encode converts to interleaved signed 16-bit little-endian frames.
func encode(t *track) []byte {
	out := make([]byte, 4*t.len())
	for i := range t.l {
		for ch, v := range [2]float64{t.l[i], t.r[i]} {
			s := int16(math.Round(math.Max(-1, math.Min(1, v)) * 32767))
			out[4*i+2*ch] = byte(s)
			out[4*i+2*ch+1] = byte(s >> 8)
		}
	}
	return out
}
