//go:build !js

package speech

import (
	"os/exec"
	"runtime"
	"strings"
	"sync"
)

// command speaks by running a program per line.
type command struct {
	path string
	args func(text, lang string) []string
	// stdin, for PowerShell: the text goes in on standard input, so that no
	// quoting of the player's words can break the command.
	stdin bool
	mu    sync.Mutex
	cur   *exec.Cmd
}

func (c *command) speak(text, lang string) error {
	cmd := exec.Command(c.path, c.args(text, lang)...)
	if c.stdin {
		cmd.Stdin = strings.NewReader(text)
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
	`if ($v) { $s.SelectVoice($v.VoiceInfo.Name) }; $s.Speak([Console]::In.ReadToEnd())`

// find looks for the system's speech programs, the best first.
func find() (voice, string, error) {
	type choice struct {
		name  string
		args  func(text, lang string) []string
		stdin bool
	}
	var choices []choice
	switch runtime.GOOS {
	case "darwin":
		// say picks the system's voice; its language follows the system's.
		choices = []choice{{"say", func(t, _ string) []string { return []string{"--", t} }, false}}
	case "windows":
		choices = []choice{{"powershell", func(_, l string) []string {
			return []string{"-NoProfile", "-NonInteractive", "-Command", powershell, base(l)}
		}, true}}
	default:
		choices = []choice{
			// -w waits until the line is spoken, so that lines do not cut each other.
			{"spd-say", func(t, l string) []string { return []string{"-w", "-l", base(l), "--", t} }, false},
			{"espeak-ng", func(t, l string) []string { return []string{"-v", base(l), "--", t} }, false},
			{"espeak", func(t, l string) []string { return []string{"-v", base(l), "--", t} }, false},
		}
	}
	for _, c := range choices {
		if p, err := exec.LookPath(c.name); err == nil {
			return &command{path: p, args: c.args, stdin: c.stdin}, c.name, nil
		}
	}
	return nil, "", ErrNoVoice
}
