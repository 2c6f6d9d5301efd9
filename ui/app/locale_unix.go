//go:build !js && !windows

package app

import (
	"os"
	"strings"
)

// systemLanguages are the user's languages, best first, as POSIX says to look
// for the messages' language: LANGUAGE (a list, GNU), LC_ALL, LC_MESSAGES, LANG.
func systemLanguages() []string {
	var prefs []string
	if v := os.Getenv("LANGUAGE"); v != "" && os.Getenv("LANG") != "C" {
		prefs = append(prefs, strings.Split(v, ":")...)
	}
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := os.Getenv(k); v != "" {
			prefs = append(prefs, v)
			break // the first one set decides (C and POSIX mean English)
		}
	}
	return prefs
}
