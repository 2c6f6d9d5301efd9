package narrate

import "goose/engine"

// GuideSquare is the first-game guide's line (issue 28) for event e of a
// goose's turn, when e is what a square did to it: where the goose came to
// rest and what the square did, in words made from the event's own fields
// (the engine decided; nothing here knows a rule). sq is the square the
// guide points at; ok is false for an event that is no square's doing.
func GuideSquare(r *engine.Rules, e *engine.Event) (m Message, sq int, ok bool) {
	var what Message
	switch e.Kind {
	case engine.EvMove:
		if e.Cause != engine.CauseGoose {
			return Message{}, 0, false
		}
		sq, what = int(e.From), M("guide.fly", e.To)
	case engine.EvJump:
		if e.Cause == engine.CauseFirst || e.Cause == engine.CauseStart {
			return M("guide.first", e.To), int(e.To), true // a throw's rule, not a square's: the square it leads to
		}
		sq, what = int(e.From), guideJump(e)
	case engine.EvLoseTurns:
		sq, what = int(e.Square), M("guide.lose", int(e.Turns))
	case engine.EvHeld:
		sq, what = int(e.Square), M("guide.held")
	case engine.EvAgain:
		sq, what = int(e.Square), M("guide.again")
	case engine.EvToast:
		sq, what = int(e.Square), M("guide.toast")
	case engine.EvStart, engine.EvPay, engine.EvOrderThrow, engine.EvOrderTie, engine.EvOrder, engine.EvTurn, engine.EvTurnLost, engine.EvWaits, engine.EvThrow, engine.EvChoice, engine.EvNoMove, engine.EvSwap, engine.EvBack, engine.EvRest, engine.EvReleased, engine.EvBearOff, engine.EvFinish, engine.EvBroke, engine.EvCollect, engine.EvGameOver, engine.EvAgainLimit:
		return Message{}, 0, false // no square's doing
	default:
		return Message{}, 0, false
	}
	if sq <= 0 || sq >= len(r.Board.Squares) {
		return Message{}, 0, false
	}
	if where := SquareIn(r, sq); where.ID != "in.n" {
		return M("guide.landed", where, sq, what), sq, true
	}
	return M("guide.landed.n", sq, what), sq, true
}

// guideJump says where a jump took the goose: to the start, back or on.
func guideJump(e *engine.Event) Message {
	k, _ := e.Cause.Kind()
	switch {
	case e.To == 0 || k.Def().ToStart:
		return M("guide.toStart")
	case k.Does() == engine.DoesFly: // on to the next goose (§4.9)
		return M("guide.flyNext", e.To)
	case e.To < e.From:
		return M("guide.back", e.To)
	}
	return M("guide.ahead", e.To)
}
