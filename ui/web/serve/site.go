//go:build !js

package serve

import (
	"io"
	"net/http"
	"os"
)

// Site is the web build in dir as a handler, served as `goose serve` serves
// it (no file outside dir, no hidden files, precompressed twins), for
// another server to mount. Close the closer when done.
func Site(dir string) (http.Handler, io.Closer, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, nil, err
	}
	return siteHandler(root.FS()), root, nil
}
