package proto

import "testing"

// A room code as people type it or paste it, or a link to the room.
func TestCodeOf(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"7K3M9QX2AB", "7K3M9QX2AB"},
		{"7k3m9qx2ab", "7K3M9QX2AB"},
		{" 7K3M9-QX2AB ", "7K3M9QX2AB"},
		{"7K3M 9QX2 AB", "7K3M9QX2AB"},
		{"http://192.168.1.5:8080/?room=7k3m9qx2ab", "7K3M9QX2AB"},
		{"https://goose.example.org/?lang=es&room=7K3M9QX2AB", "7K3M9QX2AB"},
		{"7K3M9QX2A", ""},            // too short
		{"7K3M9QX2ABC", ""},          // too long
		{"M9FD9WI6lG", "M9FD9W161G"}, // I and L read as 1
		{"7K3M9QX2AO", "7K3M9QX2A0"}, // O as 0
		{"7K3M9QX2AU", ""},           // no U in the alphabet
		{"ÄK3M9QX2AB", ""},           // not a letter of it
		{"http://host/?watch=7k3m9qx2ab", "7K3M9QX2AB"},
		{"https://goose.example.org/?lang=de&watch=7K3M9QX2AB", "7K3M9QX2AB"},
		{"http://host/?room=", ""},
		{"http://host/?room=%zz", ""},
		{"", ""},
	} {
		if got := CodeOf(tc.in); got != tc.want {
			t.Errorf("CodeOf(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
