//go:build windows

package store

import (
	"errors"
	"syscall"
)

// lockFile opens path with no sharing: a second open fails until this
// process closes it or ends.
func lockFile(path string) (func(), error) {
	p, err := syscall.UTF16PtrFromString(path)
	if err != nil {
		return nil, err
	}
	h, err := syscall.CreateFile(p, syscall.GENERIC_READ|syscall.GENERIC_WRITE, 0, nil,
		syscall.OPEN_ALWAYS, syscall.FILE_ATTRIBUTE_NORMAL, 0)
	if err != nil {
		const sharingViolation = syscall.Errno(32) // ERROR_SHARING_VIOLATION
		if errors.Is(err, sharingViolation) {
			return nil, ErrBusy
		}
		return nil, err
	}
	return func() { syscall.CloseHandle(h) }, nil
}
