package scenes

import (
	"testing"
)

// noDevice is a sound player that found no device (as ui/sound's says).
type noDevice struct{ Sounds }

func (noDevice) Silent() (bool, string) {
	return true, "no PulseAudio server and no ALSA playback device"
}

// With no sound device, Settings says so in the volume's place and offers
// no volume or music that would change nothing (issue 30, defect 13).
func TestSettingsSayThereIsNoSoundDevice(t *testing.T) {
	m := newManager(t, nil)
	m.C.Sound = noDevice{Silent{}}
	click(t, m, control(t, m, "ui.settings").Rect)
	sp := m.Current().(*SettingsPage)
	if len(sp.silent) == 0 || sp.silent[0] == "" {
		t.Error("Settings do not say there is no sound device")
	}
	for i := range sp.vol {
		if !sp.vol[i].Hidden {
			t.Errorf("volume %d%% is offered with no device", i*20)
		}
	}
	if !sp.music.Hidden {
		t.Error("music is offered with no device")
	}
	vol := m.C.Settings.Volume
	click(t, m, sp.vol[0].Rect)
	if m.C.Settings.Volume != vol {
		t.Error("a click where the volume was changed it")
	}
	m.C.Sound = Silent{} // a device (tests play silently, but not for want of one)
	sp.Layout(m.C)
	if len(sp.silent) != 0 || sp.vol[0].Hidden || sp.music.Hidden {
		t.Error("with a device, Settings still say there is none")
	}
}
