//go:build !js

package host

import (
	"context"
	"strconv"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"goose/engine"
	"goose/engine/room"
	"goose/ui/online/proto"
)

// A room an older host stored whole after every change (no log position),
// publishing each update as a message of its own, and whose last change it
// died before publishing, loads: that change is logged, a client coming
// back receives every update it missed, in order, and the game plays on.
func TestOlderHostsRoom(t *testing.T) {
	h := startHost(t, "")
	const code, token = "7K3M9QX2AB", "0123456789abcdef0123456789abcdef"
	rules, _ := engine.Preset("classic")
	r, err := room.New(code, rules, []room.SeatSpec{{}, {Level: "easy"}}, "Ann", room.HashToken(token), 5)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	l := h.st.of(code)
	store := func(publish bool) {
		t.Helper()
		data, err := r.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := l.kv.Put(ctx, code, data); err != nil {
			t.Fatal(err)
		}
		datas, _ := r.PendingJSON()
		for i, u := range r.Pending {
			if publish {
				if _, err := l.js.PublishMsg(ctx, oldMsg(code, u.Seq, datas[i])); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	store(true)
	if _, err := r.Start(0); err != nil {
		t.Fatal(err)
	}
	store(true)
	if _, err := r.Act(0, engine.Roll); err != nil {
		t.Fatal(err)
	}
	store(false) // died before publishing
	if r.Phase != room.Playing {
		t.Skip("seed 5 ends the game at once")
	}

	ann := dial(t, h.URL())
	ann.Send(&proto.Request{Type: proto.Resume, Code: code, Token: token, Since: 1})
	for seq := uint64(2); seq <= r.Seq; seq++ {
		if u := next(t, ann, proto.Update, proto.Welcome); u.Type != proto.Update || u.Update.Seq != seq {
			t.Fatalf("update %d: got %s %+v", seq, u.Type, u.Update)
		}
	}
	if w := next(t, ann, proto.Welcome); w.Seat != 0 || w.Seq != r.Seq {
		t.Fatalf("welcome at seat %d update %d, want 0 and %d", w.Seat, w.Seq, r.Seq)
	}
	last, err := l.st.GetLastMsgForSubject(ctx, subject+code)
	if err != nil || lastSeq(last.Header, last.Data) != r.Seq {
		t.Fatalf("the change not published is not logged: %v", err)
	}
	if err := ann.Act(engine.Roll); err != nil {
		t.Fatal(err)
	}
	if u := next(t, ann, proto.Update); u.Update.Seq != r.Seq+1 || u.Update.Seat != 0 {
		t.Errorf("the game does not play on: update %d by seat %d", u.Update.Seq, u.Update.Seat)
	}
}

// oldMsg is an update as older hosts published it: a message of its own,
// its id the room's code and the update's number.
func oldMsg(code string, seq uint64, data []byte) *nats.Msg {
	m := nats.NewMsg(subject + code)
	m.Data = data
	m.Header.Set(jetstream.MsgIDHeader, code+"."+strconv.FormatUint(seq, 10))
	return m
}

// A room whose snapshot is still the one written when it was made (the host
// died before writing another) loads on another host with the changes
// logged since, the seats taken among them: the joiner's token holds.
func TestRoomFollowsItsLog(t *testing.T) {
	ns := natsAlone(t, t.TempDir(), "127.0.0.1:0")
	hA, hB := startHost(t, ns.ClientURL()), startHost(t, ns.ClientURL())
	ann, bob := dial(t, hA.URL()), dial(t, hA.URL())
	ann.Create("Ann", proto.Rules{}, []room.SeatSpec{{}, {}})
	code := next(t, ann, proto.Welcome).Code
	ctx := context.Background()
	made, err := hA.st.of(code).kv.Get(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	bob.Join(code, "Bob", -1)
	w := next(t, bob, proto.Welcome)
	if _, err := hA.st.of(code).kv.Put(ctx, code, made.Value()); err != nil { // as if never snapshotted since
		t.Fatal(err)
	}
	again := dial(t, hB.URL())
	again.Resume(code, w.Token)
	if back := next(t, again, proto.Welcome); back.Seat != 1 || back.Seq != 2 || !back.Room.Seats[1].Taken {
		t.Fatalf("Bob resumed at seat %d, update %d", back.Seat, back.Seq)
	}
}
