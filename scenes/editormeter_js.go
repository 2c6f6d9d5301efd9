//go:build js

package scenes

// meterOffered: a browser's build has the balance meter: the editor's
// Balance page, the rules page's Balance tab and the science page. They
// cost about 34 KB of the gzip download (zopfli 3,893,283 bytes without
// them, 3,927,450 with, on main after the diet); false links none of their
// measuring and drawing (measureBoard, openScience). In a page the measure
// runs in slices between frames (offloop_js.go), one measure at a time.
const meterOffered = true
