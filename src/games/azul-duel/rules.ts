// Azul Duel's rules: the Game object and the move routing; each topic lives in rules/.

import type { Game, Message, RuleError, Seat, Status } from '../../engine/game';
import { acquireError, acquireMoves, applyAcquire, moonColors } from './rules/acquire';
import { seatParam, term } from './rules/codes';
import { describeMove } from './rules/describe';
import { overStatus } from './rules/scoring';
import { setupGame } from './rules/setup';
import { applyTiling, tilingError, tilingMoves } from './rules/tiling';
import type { AdMove, AdOptions, AdState, AdView, TabletSet } from './rules/types';
import { viewFor } from './rules/view';

export type { AdMove, AdOptions, AdState, AdView } from './rules/types';

const TABLET_SETS: readonly TabletSet[] = ['beginner', 'random3', 'random4'];

function defaultOptions(_seats: number): AdOptions {
  return { tablets: 'beginner' };
}

function parseOptions(raw: unknown, seats: number): AdOptions | null {
  if (seats !== 2) return null;
  if (raw === undefined || raw === null) return defaultOptions(seats);
  if (typeof raw !== 'object') return null;
  const tablets = (raw as Record<string, unknown>).tablets ?? 'beginner';
  return TABLET_SETS.find((t) => t === tablets) ? { tablets: tablets as TabletSet } : null;
}

function acquirePrompt(s: AdState): Status {
  const seat = { seat: seatParam(s.turn) };
  const p = s.pending[0];
  let prompt: Message;
  if (p?.kind === 'plate') prompt = { code: 'prompt.place-plate', params: seat };
  else if (p?.kind === 'tiles')
    prompt = { code: 'prompt.place-tiles', params: { ...seat, count: p.count, color: term(p.color) } };
  else if (p?.kind === 'stack') prompt = { code: 'prompt.stack', params: seat };
  else if (s.phase === 'opening') prompt = { code: 'prompt.opening', params: seat };
  else if (acquireMoves(s, s.turn)[0]?.kind === 'pass') prompt = { code: 'prompt.pass', params: seat };
  else prompt = { code: 'prompt.acquire', params: seat };
  return { kind: 'turn', active: [s.turn], prompt };
}

function status(s: AdState): Status {
  switch (s.phase) {
    case 'opening':
    case 'acquire':
      return acquirePrompt(s);
    case 'tiling': {
      const code = s.walling || tilingMoves(s, s.turn).every((m) => m.kind === 'wall') ? 'prompt.wall' : 'prompt.chips';
      return { kind: 'turn', active: [s.turn], prompt: { code, params: { seat: seatParam(s.turn) } } };
    }
    case 'over':
      return overStatus(s);
  }
}

function legalMoves(s: AdState, seat: Seat): AdMove[] {
  if (seat !== s.turn) return [];
  switch (s.phase) {
    case 'opening':
    case 'acquire':
      return acquireMoves(s, seat);
    case 'tiling':
      return tilingMoves(s, seat);
    case 'over':
      return [];
  }
}

const TILING_KINDS: ReadonlySet<AdMove['kind']> = new Set(['toggleChip', 'chipFill', 'endChips', 'wall']);

function validate(s: AdState, seat: Seat, m: AdMove): RuleError | null {
  if (s.phase === 'over') return { code: 'error.not-now' };
  if (s.phase === 'tiling') return TILING_KINDS.has(m.kind) ? tilingError(s, seat, m) : { code: 'error.not-now' };
  if (TILING_KINDS.has(m.kind)) return { code: 'error.not-now' };
  return acquireError(s, seat, m);
}

function apply(s: AdState, seat: Seat, m: AdMove): AdState {
  return s.phase === 'tiling' ? applyTiling(s, seat, m) : applyAcquire(s, seat, m);
}

export const game: Game<AdState, AdMove, AdOptions, AdView> = {
  id: 'azul-duel',
  version: 1,
  players: { min: 2, max: 2 },
  // The bag, the plate stack and face-down chips are hidden from both players alike: no seat holds a secret.
  hasHiddenInfo: false,
  defaultOptions,
  parseOptions,
  setup: setupGame,
  status,
  legalMoves,
  validate,
  apply,
  view: viewFor,
  describe: describeMove,
  // A blind draw, a placed plate (the display refills), a chip turned face up or a new round reveal something.
  isCommit: (before, m, after) =>
    m.kind === 'drawPlate' ||
    m.kind === 'placePlate' ||
    after.round !== before.round ||
    after.phase !== before.phase ||
    after.workshops.some((w, i) => w.chip?.faceUp === true && before.workshops[i]?.chip?.faceUp === false),
};

export { moonColors };
