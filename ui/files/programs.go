//go:build !js

package files

import (
	"path/filepath"
	"strings"
)

// The dialogs' command lines. Each prints the path chosen and ends with 1
// when cancelled.

func zenityFilters(a Ask) []string {
	if a.Ext == "" {
		return nil
	}
	return []string{"--file-filter=" + a.Kind + " | *." + a.Ext, "--file-filter=" + a.All + " | *"}
}

func zenityOpen(a Ask) []string {
	return append([]string{"--file-selection", "--title=" + a.Title, "--filename=" + dirSlash(a.Dir)}, zenityFilters(a)...)
}

func zenitySave(a Ask) []string {
	return append([]string{"--file-selection", "--save", "--confirm-overwrite", "--title=" + a.Title,
		"--filename=" + filepath.Join(a.Dir, a.Name)}, zenityFilters(a)...)
}

// dirSlash ends a folder with its separator: zenity then opens in it.
func dirSlash(dir string) string {
	return strings.TrimSuffix(dir, string(filepath.Separator)) + string(filepath.Separator)
}

func kdialogFilter(a Ask) []string {
	if a.Ext == "" {
		return nil
	}
	return []string{"*." + a.Ext + "|" + a.Kind + "\n*|" + a.All}
}

func kdialogOpen(a Ask) []string {
	return append([]string{"--title", a.Title, "--getopenfilename", a.Dir}, kdialogFilter(a)...)
}

func kdialogSave(a Ask) []string {
	return append([]string{"--title", a.Title, "--getsavefilename", filepath.Join(a.Dir, a.Name)}, kdialogFilter(a)...)
}

// apple is s as an AppleScript string.
func apple(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

func macOpen(a Ask) []string {
	of := ""
	if a.Ext != "" {
		of = " of type {" + apple(a.Ext) + "}"
	}
	return []string{"-e", "POSIX path of (choose file with prompt " + apple(a.Title) + of +
		" default location (POSIX file " + apple(a.Dir) + "))"}
}

func macSave(a Ask) []string {
	return []string{"-e", "POSIX path of (choose file name with prompt " + apple(a.Title) +
		" default name " + apple(a.Name) + " default location (POSIX file " + apple(a.Dir) + "))"}
}

// shell is s as a PowerShell string.
func shell(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

// winDialog is PowerShell showing a Windows Forms file dialog: UTF-8 out,
// so that a path keeps its accents.
func winDialog(kind string, a Ask) []string {
	filter := ""
	if a.Ext != "" {
		filter = "$d.Filter = " + shell(a.Kind+" (*."+a.Ext+")|*."+a.Ext+"|"+a.All+" (*.*)|*.*") + "; "
	}
	script := "[Console]::OutputEncoding = [Text.Encoding]::UTF8; Add-Type -AssemblyName System.Windows.Forms; " +
		"$d = New-Object System.Windows.Forms." + kind + "; $d.Title = " + shell(a.Title) + "; " +
		"$d.InitialDirectory = " + shell(a.Dir) + "; $d.FileName = " + shell(a.Name) + "; " + filter +
		"if ($d.ShowDialog() -eq [System.Windows.Forms.DialogResult]::OK) { $d.FileName } else { exit 1 }"
	return []string{"-NoProfile", "-NonInteractive", "-STA", "-Command", script}
}

func winOpen(a Ask) []string { return winDialog("OpenFileDialog", a) }
func winSave(a Ask) []string { return winDialog("SaveFileDialog", a) }
