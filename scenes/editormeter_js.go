//go:build js

package scenes

// meterOffered: a browser's build has no balance meter yet: no Balance page
// in the editor, no Balance tab on the rules page, no science page. With
// it false none of their measuring and drawing is linked (measureBoard,
// openScience): the meter costs about 14 KB of the gzip download and the
// science page about 19 KB, which the web budget had no room for. Make it
// true to give the browser all three (the measure then runs in slices
// between frames: offloop_js.go).
const meterOffered = false
