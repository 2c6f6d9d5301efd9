//go:build !js

package scenes

// meterOffered: the balance meter and its pages are offered (see
// editormeter_js.go).
const meterOffered = true
