package store

import (
	"reflect"
	"testing"
)

// The seat held online is kept and read back; a damaged one is dropped,
// never fatal, and a seat that names no host is not written.
func TestOnlineSeat(t *testing.T) {
	st := NewMem()
	if _, ok := LoadOnlineSeat(st); ok {
		t.Fatal("a seat read from nothing")
	}
	want := OnlineSeat{Host: "ws://192.168.1.5:8080/ws", Code: "7K3M9QX2AB", Token: "00112233445566778899aabbccddeeff",
		More: []string{"ffeeddccbbaa99887766554433221100"}} // a second seat at the same screen
	if err := SaveOnlineSeat(st, want); err != nil {
		t.Fatal(err)
	}
	if got, ok := LoadOnlineSeat(st); !ok || !reflect.DeepEqual(got, want) {
		t.Errorf("read back %+v, %v", got, ok)
	}
	if err := SaveOnlineSeat(st, OnlineSeat{Host: "192.168.1.5", Code: "X", Token: "Y"}); err == nil {
		t.Error("a seat with no WebSocket address was written")
	}
	for _, bad := range []string{"{", `{"host":"ws://h/ws","code":"","token":"t"}`, `{"host":"file:///etc","code":"C","token":"t"}`, `[1,2]`,
		`{"host":"ws://h/ws","code":"C","token":"t","more":[""]}`, `{"host":"ws://h/ws","code":"C","token":"t","more":"t2"}`} {
		st.Save(OnlineName, []byte(bad))
		if _, ok := LoadOnlineSeat(st); ok {
			t.Errorf("%s read as a seat", bad)
		}
		if _, err := st.Load(OnlineName); err == nil {
			t.Errorf("%s was not dropped", bad)
		}
	}
}
