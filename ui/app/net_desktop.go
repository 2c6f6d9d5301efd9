//go:build !js

package app

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"sync"

	"goose/scenes"
	"goose/ui/online/host"
)

// netPlatform is online play on the desktop: the player names a host, or
// runs one inside this program for friends on the same network.
func netPlatform(configDir string) scenes.Net {
	var once sync.Once
	var url string
	var friends []string
	var err error
	return scenes.Net{HostHere: func() (string, []string, error) {
		once.Do(func() { url, friends, err = hostHere(configDir, ":8080", ":0") })
		return url, friends, err
	}}
}

// hostHere starts `goose host` in this process, at the first of addrs it
// can listen on (the game's: every interface, as the player asked to host
// for the network; port 8080 if free). It runs until the program ends; its
// rooms are kept beside the settings.
func hostHere(configDir string, addrs ...string) (string, []string, error) {
	dir := configDir
	if dir == "" {
		base, err := os.UserConfigDir()
		if err != nil {
			return "", nil, err
		}
		dir = filepath.Join(base, "goose")
	}
	var h *host.Host
	var err error
	for _, addr := range addrs {
		if h, err = host.Start(host.Config{Addr: addr, Data: filepath.Join(dir, "goose-host")}); err == nil {
			break
		}
	}
	if err != nil {
		return "", nil, err
	}
	_, port, _ := net.SplitHostPort(h.Addr())
	var friends []string
	if addrs, err := net.InterfaceAddrs(); err == nil {
		for _, a := range addrs {
			if ip, ok := a.(*net.IPNet); ok && !ip.IP.IsLoopback() && ip.IP.To4() != nil {
				friends = append(friends, net.JoinHostPort(ip.IP.String(), port))
			}
		}
	}
	return fmt.Sprintf("ws://127.0.0.1:%s/ws", port), friends, nil
}
