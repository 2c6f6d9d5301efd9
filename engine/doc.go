// Package engine plays the Game of the Goose as RULES.md specifies and reports
// what happened as a stream of plain events. It is pure and deterministic: the
// dice are injected, the state is a value that round-trips through JSON, and
// nothing here knows about windows, sound or time.
//
// A game is driven by actions: Begin (antes and the roll-off for the turn
// order), Roll (one seat's turn; a lost or held turn is a turn too) and, in the
// team variation, Choose (which die moves which piece). Game.Due says which
// action is expected; Game.Legal lists the choices.
package engine
