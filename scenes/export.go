package scenes

import "goose/ui/store"

// offerFile hands data to the player as the file name: in a browser a
// download, on the desktop a file beside the settings. It returns where it
// went (the file's path on the desktop) and whether it was downloaded. The
// science page's export goes through here, so that a save dialog or a
// documents folder need change this one place.
func offerFile(c *Context, name string, data []byte) (where string, downloaded bool, err error) {
	if c.Download != nil {
		return name, true, c.Download(name, data)
	}
	if err := c.Store.Save(name, data); err != nil {
		return "", false, err
	}
	return store.Where(c.Store, name), false, nil
}
