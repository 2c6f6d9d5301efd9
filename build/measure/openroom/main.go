// Command openroom makes rooms waiting in their lobby on a host, so that
// shots.sh can photograph the lobby with --room and no network but the
// loopback. Each room: its maker (seat 1), an open seat, a computer. It
// prints one code a line and leaves; the host keeps a room its maker left.
//
//	usage: openroom [-n N] ws://127.0.0.1:PORT/ws
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"

	"goose/engine/room"
	"goose/ui/online/client"
	"goose/ui/online/proto"
)

func main() {
	n := flag.Int("n", 1, "how many rooms to make")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: openroom [-n N] ws://HOST:PORT/ws")
		os.Exit(2)
	}
	for range *n {
		code, err := open(flag.Arg(0))
		if err != nil {
			fmt.Fprintln(os.Stderr, "openroom:", err)
			os.Exit(1)
		}
		fmt.Println(code)
	}
}

// open makes one room and returns its code.
func open(url string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cl, err := client.Dial(ctx, url)
	if err != nil {
		return "", err
	}
	defer cl.Close()
	seats := []room.SeatSpec{{}, {}, {Level: "normal"}}
	if err := cl.Create("Ann", proto.Rules{Preset: "classic"}, seats); err != nil {
		return "", err
	}
	for {
		select {
		case r, ok := <-cl.Replies():
			if !ok {
				return "", fmt.Errorf("%s closed before the room was made", url)
			}
			if r.Type == proto.Welcome {
				return r.Code, nil
			}
			if r.Error != nil {
				return "", fmt.Errorf("%s: %s: %s", url, r.Error.Code, r.Error.Msg)
			}
		case <-ctx.Done():
			return "", fmt.Errorf("%s: no room made in 10s", url)
		}
	}
}
