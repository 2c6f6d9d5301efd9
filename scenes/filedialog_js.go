//go:build js

package scenes

import (
	"errors"

	"goose/scenes/narrate"
)

var errNoDialog = errors.New("a page has no file dialog")

// A page opens and saves files with its own upload input and downloads
// (Context.Upload, Download): it has no system dialog (filedialog_other.go),
// and none of its code is in the download.

type fileAsk struct{}

func (fileAsk) poll() bool { return false }
func (fileAsk) idle() bool { return true }

// export is not reached in a page, which downloads (Context.Download).
func (fileAsk) export(_ narrate.ID, _, _ string, _ []byte, said func(string, error)) {
	said("", errNoDialog)
}

func (s *Setup) openFile(*Context)            {}
func (e *Editor) openFile()                   {}
func (e *Editor) exportTo(string, []byte)     {}
func (r *ReplayList) exportTo(string, []byte) {}

func fromFolder(path string) string { return path }
