package store

import (
	"encoding/json"
	"errors"
	"strings"
)

// OnlineName is the blob that keeps the seat held in a room online.
const OnlineName = "online.json"

// OnlineSeat is a seat held in a room on a host: what a client that was
// closed needs to take its seat back.
type OnlineSeat struct {
	Host  string `json:"host"`  // the host's WebSocket address
	Code  string `json:"code"`  // the room
	Token string `json:"token"` // the seat's secret
	// More are the secrets of the other seats played at the same screen
	// (several people at one computer), each taken back on its own connection.
	More []string `json:"more,omitempty"`
}

// maxToken is the longest secret kept: far past any host's.
const maxToken = 128

// LoadOnlineSeat reads the seat kept, if any; a damaged one is dropped (it
// holds nothing but a way back into a room, which a new one replaces).
func LoadOnlineSeat(st Store) (OnlineSeat, bool) {
	var s OnlineSeat
	data, err := st.Load(OnlineName)
	if err != nil {
		return s, false
	}
	if json.Unmarshal(data, &s) != nil || s.check() != nil {
		st.Remove(OnlineName)
		return OnlineSeat{}, false
	}
	return s, true
}

func (s *OnlineSeat) check() error {
	if s.Code == "" || s.Token == "" || len(s.Token) > maxToken || len(s.Code) > 32 || len(s.More) > 16 ||
		!(strings.HasPrefix(s.Host, "ws://") || strings.HasPrefix(s.Host, "wss://")) {
		return errors.New("not a seat online")
	}
	for _, t := range s.More {
		if t == "" || len(t) > maxToken {
			return errors.New("not a seat online")
		}
	}
	return nil
}

// SaveOnlineSeat keeps the seat.
func SaveOnlineSeat(st Store, s OnlineSeat) error {
	if err := s.check(); err != nil {
		return err
	}
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return st.Save(OnlineName, data)
}
