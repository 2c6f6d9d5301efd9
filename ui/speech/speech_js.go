//go:build js

package speech

import "syscall/js"

// web speaks with the browser's Web Speech API, which queues lines itself.
type web struct{ synth js.Value }

func (w web) speak(text, lang string) error {
	u := js.Global().Get("SpeechSynthesisUtterance").New(text)
	u.Set("lang", lang)
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
