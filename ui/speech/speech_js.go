//go:build js

package speech

import "syscall/js"

// web speaks with the browser's Web Speech API, which queues lines itself.
type web struct{ synth js.Value }

func (w web) volumed() bool { return true }

func (w web) speak(l line) error {
	u := js.Global().Get("SpeechSynthesisUtterance").New(l.text)
	u.Set("lang", l.lang)
	u.Set("volume", l.vol)
	w.synth.Call("speak", u)
	return nil
}

func (w web) hush() { w.synth.Call("cancel") }

func find() (voice, string, error) {
	s := js.Global().Get("speechSynthesis")
	if !s.Truthy() || !js.Global().Get("SpeechSynthesisUtterance").Truthy() {
		return nil, "", ErrNoVoice
	}
	return web{s}, "speechSynthesis", nil
}
