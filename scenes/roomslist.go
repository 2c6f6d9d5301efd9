package scenes

import (
	"context"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"goose/ui"
	"goose/ui/form"
	"goose/ui/online/client"
	"goose/ui/online/proto"
	"goose/ui/store"
)

// titleRooms is how many of the player's rooms the title shows; the others
// are a button away (RoomsPage).
const titleRooms = 3

// peekWait is how long the list waits for a host to say where its rooms
// stand: past it, they show without their turns.
const peekWait = 10 * time.Second

// roomsList is the rooms online this person sat in on this machine, and
// where each stands as its host tells it: asked off the game loop, shown
// as "…" until the host answers, and without a turn when it cannot be
// reached. A room the host says is gone is taken off the list, and says so
// this once.
type roomsList struct {
	kept   []store.KeptRoom
	turns  []proto.RoomTurn // by kept; Code "" while not known
	lines  []string         // what each room's button says
	answer chan peekAnswer
	asking int // hosts not yet answered
}

// peekAnswer is a host's answer for its rooms (nil with err: none).
type peekAnswer struct {
	host  string
	rooms []proto.RoomTurn
	err   error
}

// newRoomsList reads the rooms kept and asks their hosts, one connection a
// host, where they stand.
func newRoomsList(c *Context) *roomsList {
	l := &roomsList{kept: store.LoadRooms(c.Store)}
	l.turns = make([]proto.RoomTurn, len(l.kept))
	byHost := map[string][]string{}
	var hosts []string
	for _, k := range l.kept {
		if byHost[k.Host] == nil {
			hosts = append(hosts, k.Host)
		}
		byHost[k.Host] = append(byHost[k.Host], k.Code)
	}
	l.answer, l.asking = make(chan peekAnswer, len(hosts)), len(hosts)
	for _, h := range hosts {
		go func(host string, codes []string) {
			ctx, cancel := context.WithTimeout(context.Background(), peekWait)
			defer cancel()
			rooms, err := client.PeekAt(ctx, host, codes)
			l.answer <- peekAnswer{host, rooms, err}
			ebiten.ScheduleFrame() // a still window wakes to show it
		}(h, byHost[h][:min(len(byHost[h]), proto.MaxPeek)])
	}
	l.words()
	return l
}

// heard takes the hosts' answers that came, reporting whether any did. A
// host that cannot be reached leaves its rooms without turns.
func (l *roomsList) heard(c *Context) bool {
	got := false
	for l.asking > 0 {
		var a peekAnswer
		select {
		case a = <-l.answer:
		default:
			if got {
				l.words()
			}
			return got
		}
		l.asking--
		got = true
		for i, k := range l.kept {
			if k.Host != a.host {
				continue
			}
			l.turns[i] = proto.RoomTurn{Code: k.Code, Seat: -1} // no answer: the room, without its turn
			for _, t := range a.rooms {
				if t.Code == k.Code {
					l.turns[i] = t
				}
			}
			if l.turns[i].Gone {
				store.ForgetRoom(c.Store, k.Host, k.Code)
			}
		}
	}
	if got {
		l.words()
	}
	return got
}

// words makes what is said of each room beside its button.
func (l *roomsList) words() {
	l.lines = l.lines[:0]
	for i, k := range l.kept {
		t := &l.turns[i]
		var line string
		switch {
		case t.Code == "":
			line = "…" // asked
		case t.Gone:
			line = say("net.rooms.gone")
		case t.Over:
			line = say("net.rooms.over")
		case t.Lobby:
			line = say("net.rooms.lobby")
		case t.Seat == k.Seat:
			line = say("net.rooms.yourTurn", t.Name)
		case t.Seat >= 0 && t.Auto:
			line = say("net.rooms.turn", say("ui.computerN", t.Seat+1))
		case t.Seat >= 0:
			line = say("net.rooms.turn", t.Name)
		} // else no answer: the room without its turn
		l.lines = append(l.lines, line)
	}
}

// line is what is said of room i.
func (l *roomsList) line(i int) string {
	if i >= len(l.lines) {
		return ""
	}
	return l.lines[i]
}

// code is room i's code, for its button.
func (l *roomsList) code(i int) []any {
	if i >= len(l.kept) {
		return []any{""}
	}
	return []any{l.kept[i].Code}
}

// open takes back the seat of room i.
func (l *roomsList) open(c *Context, i int) Scene {
	if i >= len(l.kept) || l.turns[i].Gone {
		return nil
	}
	return rejoinRoom(c, l.kept[i].OnlineSeat)
}

// rows are rooms from to to (as far as the list goes): each a button with
// the room's code, which takes its seat back, beside where it stands.
func (l *roomsList) rows(c *Context, from, to int, next *Scene) []*form.Node {
	var rows []*form.Node
	for i := from; i < to; i++ {
		rows = append(rows, form.Row(
			form.ButtonArgs("net.rooms.room", func() []any { return l.code(i) }, func() { *next = l.open(c, i) }).
				Enabled(func() bool { return i < len(l.turns) && !l.turns[i].Gone }),
			form.TextLong(func() string { return l.line(i) }).Ink(ui.InkSoft), // a long name breaks
		).When(func() bool { return i < len(l.kept) }))
	}
	return rows
}

// RoomsPage is every room of the player's list.
type RoomsPage struct {
	back  Scene
	next  Scene // where a button leads, this tick
	rooms *roomsList
	form  *form.Form
}

// NewRoomsPage lists the rooms l holds, going back to back.
func NewRoomsPage(c *Context, l *roomsList, back Scene) *RoomsPage {
	p := &RoomsPage{back: back, rooms: l}
	p.form = form.New(sayID, form.Margin(8, 30, form.Panel(form.Col(
		form.Heading("net.rooms.title").Ink(ui.Madder).Center(),
		form.Col(l.rows(c, 0, store.MaxRooms, &p.next)...).Gap(8),
		form.Button("ui.back", func() { p.next = p.back }).Key(ebiten.KeyEscape).W(200),
	)).Pad(16).MaxW(760)))
	return p
}

func (p *RoomsPage) Name() string { return "rooms" }

func (p *RoomsPage) Layout(c *Context) {
	p.rooms.words()
	p.form.Refresh()
	layoutSheet(p.form, c, false)
}

func (p *RoomsPage) Update(c *Context) Scene {
	c.Shot("rooms")
	if p.rooms.heard(c) {
		p.form.Refresh()
	}
	p.next = nil
	p.form.Update(&c.In)
	return p.next
}

func (p *RoomsPage) Draw(dst *ebiten.Image, c *Context) {
	sharedBackdrop.draw(dst, c)
	p.form.Draw(dst, c.Th)
}

// Form is the page's controls.
func (p *RoomsPage) Form() *form.Form { return p.form }
