//go:build !js

package speech

import (
	"math"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
)

// command speaks by running a program per line.
type command struct {
	path string
	args func(l line) []string
	// stdin, for PowerShell: the text goes in on standard input, so that no
	// quoting of the player's words can break the command.
	stdin bool
	vol   bool // it takes a volume
	mu    sync.Mutex
	cur   *exec.Cmd
}

func (c *command) volumed() bool { return c.vol }

func (c *command) speak(l line) error {
	cmd := exec.Command(c.path, c.args(l)...)
	if c.stdin {
		cmd.Stdin = strings.NewReader(l.text)
	}
	c.mu.Lock()
	c.cur = cmd
	c.mu.Unlock()
	err := cmd.Run()
	c.mu.Lock()
	c.cur = nil
	c.mu.Unlock()
	return err
}

func (c *command) hush() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cur != nil && c.cur.Process != nil {
		_ = c.cur.Process.Kill()
	}
}

// base is a language code's language alone: "pt" of "pt-BR".
func base(lang string) string {
	if i := strings.IndexAny(lang, "-_"); i > 0 {
		return lang[:i]
	}
	return lang
}

// powershell speaks with .NET's System.Speech, in a voice of the language
// if one is installed; the text comes on standard input.
const powershell = `Add-Type -AssemblyName System.Speech; $s = New-Object System.Speech.Synthesis.SpeechSynthesizer; ` +
	`$v = $s.GetInstalledVoices() | Where-Object { $_.VoiceInfo.Culture.Name -like ($args[0] + '*') } | Select-Object -First 1; ` +
	`if ($v) { $s.SelectVoice($v.VoiceInfo.Name) }; $s.Volume = [int]$args[1]; $s.Speak([Console]::In.ReadToEnd())`

// find looks for the system's speech programs, the best first. Each
// takes the line's volume its own way: spd-say -i from -100 (silent) to
// 0 (its usual level), espeak-ng -a from 0 to 100 (its usual level),
// System.Speech's Volume from 0 to 100; say has none.
func find() (voice, string, error) {
	type choice struct {
		name       string
		args       func(l line) []string
		stdin, vol bool
	}
	pct := func(v float64) int { return int(math.Round(100 * v)) }
	espeak := func(l line) []string {
		a := []string{"-v", base(l.lang)}
		if l.vol < 1 {
			a = append(a, "-a", strconv.Itoa(pct(l.vol)))
		}
		return append(a, "--", l.text)
	}
	var choices []choice
	switch runtime.GOOS {
	case "darwin":
		// say picks the system's voice; its language follows the system's.
		choices = []choice{{"say", func(l line) []string { return []string{"--", l.text} }, false, false}}
	case "windows":
		choices = []choice{{"powershell", func(l line) []string {
			return []string{"-NoProfile", "-NonInteractive", "-Command", powershell, base(l.lang), strconv.Itoa(pct(l.vol))}
		}, true, true}}
	default:
		choices = []choice{
			// -w waits until the line is spoken, so that lines do not cut each other.
			{"spd-say", func(l line) []string {
				a := []string{"-w"}
				if l.vol < 1 { // at 1 its own level, as before volumes were apart
					a = append(a, "-i", strconv.Itoa(pct(l.vol)-100))
				}
				return append(a, "-l", base(l.lang), "--", l.text)
			}, false, true},
			{"espeak-ng", espeak, false, true},
			{"espeak", espeak, false, true},
		}
	}
	for _, c := range choices {
		if p, err := exec.LookPath(c.name); err == nil {
			return &command{path: p, args: c.args, stdin: c.stdin, vol: c.vol}, c.name, nil
		}
	}
	return nil, "", ErrNoVoice
}
