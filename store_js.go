//go:build js

package main

import "goose/ui/store"

func openStore(string) (store.Store, error) { return store.Local{}, nil }
