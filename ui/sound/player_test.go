package sound

import (
	"errors"
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// These tests never open a device: Ebitengine opens it only inside RunGame,
// so an audio context made here just queues what it is asked to play.

func withProbe(t *testing.T, err error) {
	old := probe
	probe = func() error { return err }
	t.Cleanup(func() { probe = old })
}

// logTo captures what the player logs.
func logTo(p *Player) *[]string {
	var lines []string
	p.logf = func(f string, a ...any) { lines = append(lines, fmt.Sprintf(f, a...)) }
	return &lines
}

func TestNoDeviceIsSilentAndSaysSoOnce(t *testing.T) {
	withProbe(t, errors.New("no PulseAudio server and no ALSA playback device"))
	p := New(false)
	lines := logTo(p)
	p.SetVolume(0.5)
	p.SetMusic(true)
	p.Play("dice")
	for range 5 {
		p.Update()
	}
	want := "sound: no audio device (no PulseAudio server and no ALSA playback device); playing silently"
	if len(*lines) != 1 || (*lines)[0] != want {
		t.Fatalf("logged %q, want exactly %q", *lines, want)
	}
	if p.ctx != nil {
		t.Error("created an audio context without a device: RunGame would fail")
	}
	if silent, _ := p.Silent(); !silent {
		t.Error("Silent() = false")
	}
	p.SetMuted(false) // unmuting must not retry, nor log again
	p.Update()
	if len(*lines) != 1 {
		t.Errorf("logged again: %q", *lines)
	}
	if a := testing.AllocsPerRun(1000, p.Update); a != 0 {
		t.Errorf("Update allocates %v times per call", a)
	}
}

func TestMutedTouchesNoDevice(t *testing.T) {
	probed := 0
	old := probe
	probe = func() error { probed++; return nil }
	t.Cleanup(func() { probe = old })
	p := New(true)
	p.SetMusic(true)
	p.Play("honk")
	p.Update()
	if probed != 0 || p.ctx != nil {
		t.Fatalf("a muted player probed %d times, context %v", probed, p.ctx)
	}
	p.SetMuted(false)
	if probed != 1 || p.ctx == nil {
		t.Fatalf("unmuting: probed %d times, context %v; want the device checked and a context", probed, p.ctx)
	}
}

func TestPlaysWithADevice(t *testing.T) {
	withProbe(t, nil)
	p := New(false)
	lines := logTo(p)
	if p.ctx == nil {
		t.Fatalf("no context; off: %q", p.off)
	}
	p.Play("click")
	p.Play("click") // overlapping is allowed
	if p.recent[0] == nil || p.recent[1] == nil || !p.recent[0].IsPlaying() || !p.recent[1].IsPlaying() {
		t.Fatal("two clicks are not both playing")
	}
	p.Play("quack")
	p.Play("quack")
	if len(*lines) != 1 {
		t.Errorf("unknown effect logged %d times, want once: %q", len(*lines), *lines)
	}

	if p.music.making {
		t.Error("started making the music before anyone wanted it")
	}
	p.SetVolume(0.5)
	p.SetMusic(true)
	for deadline := time.Now().Add(30 * time.Second); p.music.player == nil; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("music never started")
		}
		p.Update()
	}
	if !p.music.player.IsPlaying() || p.music.player.Volume() != 0.5 {
		t.Fatalf("music playing %v at volume %v, want playing at 0.5", p.music.player.IsPlaying(), p.music.player.Volume())
	}
	if a := testing.AllocsPerRun(1000, p.Update); a != 0 {
		t.Errorf("Update allocates %v times per call while music plays", a)
	}

	for _, c := range []struct{ in, want float64 }{{2, 1}, {-1, 0}, {math.NaN(), 0}, {0.25, 0.25}} {
		p.SetVolume(c.in)
		if p.volume != c.want || p.music.player.Volume() != c.want {
			t.Errorf("SetVolume(%v): volume %v, music %v; want %v", c.in, p.volume, p.music.player.Volume(), c.want)
		}
	}
	// The music's own volume (issue 29: effects and music apart) stays when the effects' changes.
	p.SetMusicVolume(0.1)
	p.SetVolume(0.9)
	if p.volume != 0.9 || p.music.player.Volume() != 0.1 {
		t.Errorf("effects at 0.9 over music at 0.1: effects %v, music %v", p.volume, p.music.player.Volume())
	}

	p.SetMuted(true)
	if p.music.player.IsPlaying() || p.recent[0] != nil {
		t.Error("muting left sound playing")
	}
	p.Play("dice")
	p.Update()
	if p.music.player.IsPlaying() || p.recent[2] != nil {
		t.Error("muted player played")
	}
	p.SetMuted(false)
	p.Update()
	if !p.music.player.IsPlaying() {
		t.Error("music did not come back after unmuting")
	}
	p.SetMusic(false)
	p.Update()
	if p.music.player.IsPlaying() {
		t.Error("SetMusic(false) left the music playing")
	}

	// A second player shares the process's one context instead of panicking.
	if q := New(false); q.ctx != p.ctx {
		t.Error("second player has its own context")
	}
}

// What RunGame returned on a machine with no sound card (Xvfb, no
// PulseAudio, no /dev/snd), word for word.
const noCardErr = `audio: audio error: oto: initialization failed: PulseAudio: oto: PulseAudio client initialization failed: dial unix pulse/native: connect: no such file or directory; ALSA: oto: ALSA device initialization failed: "default": oto: ALSA error at snd_pcm_open: No such file or directory, "plug:default": oto: ALSA error at snd_pcm_open: No such file or directory`

func TestIsDeviceError(t *testing.T) {
	if _, err := context(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		err  error
		want bool
	}{
		{errors.New(noCardErr), true},
		{fmt.Errorf("audio: audio error: %w", errors.New("oto: device not found")), true},
		{nil, false},
		{ebiten.Termination, false},
		{errors.New("glfw: X11: The DISPLAY environment variable is missing"), false},
	} {
		if got := IsDeviceError(c.err); got != c.want {
			t.Errorf("IsDeviceError(%v) = %v, want %v", c.err, got, c.want)
		}
	}
}
