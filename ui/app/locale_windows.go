//go:build windows

package app

import (
	"os"
	"syscall"
	"unsafe"
)

// getLocale is kernel32's GetUserDefaultLocaleName: the user's locale ("es-ES").
var getLocale = syscall.NewLazyDLL("kernel32.dll").NewProc("GetUserDefaultLocaleName")

// systemLanguages are the user's locale, then LANG for a shell that sets one.
func systemLanguages() []string {
	var langs []string
	var buf [85]uint16 // LOCALE_NAME_MAX_LENGTH
	if getLocale.Find() == nil {
		if n, _, _ := getLocale.Call(uintptr(unsafe.Pointer(&buf[0])), uintptr(len(buf))); n > 1 {
			langs = append(langs, syscall.UTF16ToString(buf[:n-1]))
		}
	}
	if v := os.Getenv("LANG"); v != "" {
		langs = append(langs, v)
	}
	return langs
}
