// Citadels' log: a move's lines are what it did, written as `events` by the rules while it was applied (who was
// called, what was built or destroyed), so describing a move is reading them back.

import type { LogEvent, Seat } from '../../../engine/game';
import type { CtMove, CtState } from './types';

export function describeMove(_before: CtState, _seat: Seat, _m: CtMove, after: CtState): LogEvent[] {
  return [...after.events];
}
