//go:build js

package scenes

// A page opens and saves files with its own upload input and downloads
// (Context.Upload, Download): it has no system dialog (filedialog_other.go),
// and none of its code is in the download.

type fileAsk struct{}

func (fileAsk) poll() bool { return false }
func (fileAsk) idle() bool { return true }

func (s *Setup) openFile(*Context)            {}
func (e *Editor) openFile()                   {}
func (e *Editor) exportTo(string, []byte)     {}
func (r *ReplayList) exportTo(string, []byte) {}

func fromFolder(path string) string { return path }
