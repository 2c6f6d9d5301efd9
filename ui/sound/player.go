// Package sound plays the game's sounds (made by goose/assets/sound) through
// Ebitengine's audio package, and keeps the game running on a machine with
// no sound device: there it plays nothing and says so once.
//
// Ebitengine opens the device only inside ebiten.RunGame, and if that fails
// RunGame itself returns the error (there is no way to ask the context
// first). So New checks for a device before it creates the audio context,
// and creates none when there is no device; IsDeviceError recognises the
// rare failure that slips past that check.
package sound

import (
	"bytes"
	"fmt"
	"log"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2/audio"

	asset "goose/assets/sound"
)

// Player plays effects and the looping music. Its methods are for the game
// goroutine (Update and Draw); none of them blocks on the device or panics.
type Player struct {
	ctx    *audio.Context
	muted  bool
	volume float64
	musicV float64 // the music's own volume (volumes.go); below 0: the effects'

	music musicLoop

	// recent holds the last few effects, so muting can stop them at once.
	recent [16]*audio.Player
	next   int

	ticks  int // ticks seen, and sounds made so far (browser build)
	warmed int

	off     string // why sound is off for good; "" while it works
	logged  bool
	unknown map[string]bool
	logf    func(format string, args ...any)
}

// musicLoop is the looping music: wanted or not, made, playing.
type musicLoop struct {
	want    bool
	playing bool
	making  bool // the music's PCM has been asked for
	player  *audio.Player
	pcm     atomic.Pointer[[]byte] // set by the goroutine making it
}

// probe reports whether the machine can open a sound device; tests replace it.
var probe = probeDevice

// New makes a player. A muted player creates no audio context (so --mute
// avoids the device entirely) until it is unmuted.
func New(muted bool) *Player {
	p := &Player{muted: muted, volume: 1, musicV: -1, logf: log.Printf}
	if !muted {
		p.start()
	}
	return p
}

// start creates the audio context if there is a device to play on, and
// starts making the effects in the background so the first Play is quick.
func (p *Player) start() {
	if p.ctx != nil || p.off != "" {
		return
	}
	if err := probe(); err != nil {
		p.off = err.Error()
		return
	}
	ctx, err := context()
	if err != nil {
		p.off = err.Error()
		return
	}
	p.ctx = ctx
	if threads {
		go warm()
		p.makeMusic()
	} // else Update makes them a piece at a time, once the first frames are up
}

// threads is false in the browser: there a goroutine runs on the page's one
// thread and is not preempted, so making the sounds in the background would
// hold back the first frame for over a second.
const threads = runtime.GOOS != "js"

// warmAfter is how many ticks the browser build waits before making sounds.
const warmAfter = 90

var contextMu sync.Mutex

// context returns the process's one audio context, creating it if needed.
// audio.NewContext panics on a second call, so an existing one is reused.
func context() (c *audio.Context, err error) {
	contextMu.Lock()
	defer contextMu.Unlock()
	if c := audio.CurrentContext(); c != nil {
		if c.SampleRate() != asset.SampleRate {
			return nil, fmt.Errorf("an audio context at %d Hz already exists", c.SampleRate())
		}
		return c, nil
	}
	defer func() {
		if r := recover(); r != nil {
			c, err = nil, fmt.Errorf("audio context: %v", r)
		}
	}()
	return audio.NewContext(asset.SampleRate), nil
}

// warm makes every effect once, ahead of its first Play.
func warm() {
	for _, name := range asset.Names() {
		if name != "music" {
			asset.PCM(name)
		}
	}
}

// warmNames are the effects warm makes, in the order the game first needs them.
var warmNames = []string{"click", "dice", "hop", "honk", "swap", "bridge", "inn", "coin", "splash", "bars", "maze", "toll", "fanfare", "yourturn"}

// warmStep makes one sound a tick, after warmAfter ticks (browser build).
func (p *Player) warmStep() {
	p.ticks++
	if p.ticks < warmAfter {
		return
	}
	if p.warmed < len(warmNames) {
		asset.PCM(warmNames[p.warmed])
		p.warmed++
		return
	}
	p.warmed++
	p.makeMusic()
}

// makeMusic starts making the music (8 MB, a few tenths of a second of
// CPU) in the background, once, and only when it is wanted and playable.
func (p *Player) makeMusic() {
	if p.music.making || !p.music.want || p.ctx == nil {
		return
	}
	p.music.making = true
	render := func() {
		if pcm, err := asset.PCM("music"); err == nil {
			p.music.pcm.Store(&pcm)
		}
	}
	if !threads && p.warmed <= len(warmNames) {
		p.music.making = false // warmStep asks again once the effects are made
		return
	}
	go render()
}

// Play starts the named effect; effects may overlap. It does nothing when
// muted, at volume 0, or without a device.
func (p *Player) Play(name string) {
	if p.ctx == nil || p.muted || p.volume == 0 {
		return
	}
	pcm, err := asset.PCM(name)
	if err != nil {
		if !p.unknown[name] { // a bug in the caller: say so once, not every time
			if p.unknown == nil {
				p.unknown = map[string]bool{}
			}
			p.unknown[name] = true
			p.logf("sound: %v", err)
		}
		return
	}
	pl := p.ctx.NewPlayerFromBytes(pcm)
	pl.SetVolume(p.volume)
	pl.Play()
	p.recent[p.next] = pl
	p.next = (p.next + 1) % len(p.recent)
}

// SetVolume sets the volume of effects and music, from 0 to 1.
func (p *Player) SetVolume(v float64) {
	if !(v >= 0) { // also catches NaN
		v = 0
	}
	p.volume = min(v, 1)
	if p.music.player != nil {
		p.music.player.SetVolume(p.musicLevel())
	}
}

// SetMusic turns the looping music on or off. It starts in Update once it
// has been made: about half a second after the first SetMusic(true).
func (p *Player) SetMusic(on bool) {
	p.music.want = on
	if !on {
		p.pauseMusic()
		return
	}
	p.makeMusic()
}

// SetMuted silences everything at once, or lets sound play again.
func (p *Player) SetMuted(m bool) {
	p.muted = m
	if m {
		p.pauseMusic()
		for i, pl := range p.recent {
			if pl != nil {
				pl.Pause()
				p.recent[i] = nil
			}
		}
		return
	}
	p.start()
}

func (p *Player) pauseMusic() {
	if p.music.player != nil && p.music.playing {
		p.music.player.Pause()
	}
	p.music.playing = false
}

// Update is called once per tick. It reports, once, that there is no device,
// and starts or resumes the music when it is wanted. It allocates nothing
// except the one time it creates the music's player.
func (p *Player) Update() {
	if !threads && p.ctx != nil && p.warmed < len(warmNames)+1 {
		p.warmStep()
	}
	if p.off != "" {
		if !p.logged {
			p.logged = true
			p.logf("sound: no audio device (%s); playing silently", p.off)
		}
		return
	}
	if p.ctx == nil || p.muted || !p.music.want || p.music.playing {
		return
	}
	if p.music.player == nil {
		pcm := p.music.pcm.Load()
		if pcm == nil {
			return // still being made
		}
		loop := audio.NewInfiniteLoop(bytes.NewReader(*pcm), int64(len(*pcm)))
		m, err := p.ctx.NewPlayer(loop)
		if err != nil {
			p.off = err.Error()
			return
		}
		p.music.player = m
	}
	p.music.player.SetVolume(p.musicLevel())
	p.music.player.Play()
	p.music.playing = true
}

// Settled reports whether the player needs no more Updates to get ready:
// the sounds are made and the music, if wanted, plays.
func (p *Player) Settled() bool {
	if p.off != "" || p.ctx == nil || p.muted {
		return true
	}
	if !threads && p.warmed < len(warmNames)+1 {
		return false
	}
	return !p.music.want || p.music.playing
}

// Silent reports whether sound is off for good for want of a device, and why.
func (p *Player) Silent() (bool, string) { return p.off != "", p.off }

// IsDeviceError reports whether err, as returned by ebiten.RunGame, came
// from the audio package: the device failed after New's check passed (or a
// player failed). Audio errors are sticky, so the same process cannot play
// on: the caller should start the game again with sound muted.
func IsDeviceError(err error) bool {
	return err != nil && audio.CurrentContext() != nil && strings.HasPrefix(err.Error(), "audio: ")
}
