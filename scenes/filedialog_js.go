//go:build js

package scenes

import "goose/scenes/narrate"

// A page opens and saves files with its own upload input and downloads
// (Context.Upload, Download): it has no system dialog.

func dialogHere() bool { return false }

func askBoard() (string, error) { return "", errNoDialog }

func writeFile(narrate.ID, string, string, []byte) (string, error) { return "", errNoDialog }

func fromFolder(path string) string { return path }
