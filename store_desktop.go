//go:build !js

package main

import "goose/ui/store"

func openStore(dir string) (store.Store, error) {
	if dir != "" {
		return &store.Dir{Path: dir}, nil
	}
	return store.UserDir()
}
