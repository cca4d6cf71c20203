// Living Forest Duel's rules: the Game object and the move switch; each topic lives in rules/.

import { assertNever } from '../../engine/assert';
import type { Game, Seat } from '../../engine/game';
import {
  applyAdvance,
  applyExtinguish,
  applyPlant,
  applyRecruit,
  applyToken,
  closeFrame,
  settle,
} from './rules/actions';
import { describeMove } from './rules/describe';
import { endTurn } from './rules/flow';
import { legalMoves, validate } from './rules/moves';
import { applyReveal, applyVaranChoice } from './rules/reveal';
import { setupGame } from './rules/setup';
import { statusOf } from './rules/status';
import type { LfMove, LfOptions, LfState, LfView } from './rules/types';
import { updateSeat } from './rules/values';
import { viewFor } from './rules/view';

export type { LfMove, LfOptions, LfState, LfView } from './rules/types';

function defaultOptions(_seats: number): LfOptions {
  return { fireTarget: 8, redeal: false };
}

function parseOptions(raw: unknown, seats: number): LfOptions | null {
  if (seats !== 2) return null;
  if (raw === undefined || raw === null) return defaultOptions(seats);
  if (typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const fireTarget = r.fireTarget ?? 8;
  const redeal = r.redeal ?? false;
  if ((fireTarget !== 7 && fireTarget !== 8) || typeof redeal !== 'boolean') return null;
  return { fireTarget, redeal };
}

function apply(s: LfState, seat: Seat, m: LfMove): LfState {
  switch (m.kind) {
    case 'reveal':
      return applyReveal({ ...s, mover: seat });
    case 'token':
      return applyToken(s, seat, m.element);
    case 'recruit':
      return applyRecruit(s, seat, m.slot);
    case 'extinguish':
      return applyExtinguish(s, seat, m.clearing);
    case 'plant':
      return applyPlant(s, seat, m.pile, m.x, m.y);
    case 'advance':
      return applyAdvance(s, seat, m.steps);
    case 'finish':
      return settle(closeFrame(s));
    case 'sankiVaran':
      return applyVaranChoice(s, seat, true);
    case 'keepVaran':
      return applyVaranChoice(s, seat, false);
    case 'skipSanki':
      return endTurn(s);
    case 'pass':
      return endTurn(updateSeat(s, seat, (st) => ({ ...st, used: st.used + 1 })));
    default:
      return assertNever(m, 'move');
  }
}

/** Hidden cards came to light (a reveal, a refill, a new tree on top) or the round ended: no taking back. */
function isCommit(before: LfState, _m: LfMove, after: LfState): boolean {
  const hidden = (s: LfState) =>
    [
      s.deck.length,
      s.round,
      ...s.seats.map((st) => st.pile.length),
      ...Object.values(s.trees).map((p) => p.length),
    ].join();
  return hidden(before) !== hidden(after);
}

export const game: Game<LfState, LfMove, LfOptions, LfView> = {
  id: 'living-forest-duel',
  version: 1,
  players: { min: 2, max: 2 },
  // Both players see the same table; every deck and pile is face down for both (NOTES.md).
  hasHiddenInfo: false,
  defaultOptions,
  parseOptions,
  setup: setupGame,
  status: statusOf,
  legalMoves,
  validate,
  apply,
  view: viewFor,
  describe: describeMove,
  isCommit,
};
