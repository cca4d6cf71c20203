// Tash-Kalar's rules: the Game object and its move switch; each topic lives in rules/.

import { assertNever } from '../../engine/assert';
import type { Game, Seat, Status } from '../../engine/game';
import { DECKS, type DeckId } from './data';
import { describeMove } from './rules/describe';
import { legalMoves, validate } from './rules/moves';
import { continueEffect } from './rules/run';
import { overStatus } from './rules/scoring';
import { setupGame } from './rules/setup';
import {
  applyDiscard,
  applyDuelStart,
  applyFlare,
  applyPlace,
  applyReturn,
  applySummon,
  awaitingEnd,
  endTurn,
  settle,
} from './rules/turn';
import type { TkMove, TkOptions, TkState, TkView } from './rules/types';
import { viewFor } from './rules/view';

export type { TkMove, TkOptions, TkState, TkView } from './rules/types';

function defaultOptions(_seats: number): TkOptions {
  return { mode: 'highForm', decks: ['imperial', 'sylvan'] };
}

function parseOptions(raw: unknown, seats: number): TkOptions | null {
  if (seats !== 2) return null;
  if (raw === undefined || raw === null) return defaultOptions(seats);
  if (typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const mode = r.mode ?? 'highForm';
  const d0 = r.deck0 ?? (Array.isArray(r.decks) ? r.decks[0] : 'imperial');
  const d1 = r.deck1 ?? (Array.isArray(r.decks) ? r.decks[1] : 'sylvan');
  if (mode !== 'highForm' && mode !== 'deathmatch') return null;
  const isDeck = (d: unknown): d is DeckId => typeof d === 'string' && (DECKS as readonly string[]).includes(d);
  if (!isDeck(d0) || !isDeck(d1)) return null;
  return { mode, decks: [d0, d1] };
}

function status(s: TkState): Status {
  if (s.phase === 'over') return overStatus(s);
  const seat = { seat: { seat: s.turn } };
  const active = [s.turn];
  if (s.phase === 'duelStart') return { kind: 'turn', active, prompt: { code: 'prompt.duelStart', params: seat } };
  if (s.effect)
    return {
      kind: 'turn',
      active,
      prompt: { ...s.effect.pending.prompt, params: { ...s.effect.pending.prompt.params, ...seat } },
    };
  if (s.returning) return { kind: 'turn', active, prompt: { code: 'prompt.return', params: seat } };
  if (awaitingEnd(s)) return { kind: 'turn', active, prompt: { code: 'prompt.endTurn', params: seat } };
  return { kind: 'turn', active, prompt: { code: 'prompt.actions', params: { ...seat, n: s.actions } } };
}

function apply(s: TkState, seat: Seat, m: TkMove): TkState {
  void seat;
  switch (m.kind) {
    case 'duelStart':
      return applyDuelStart(s, m.sq);
    case 'place':
      return settle(applyPlace(s, m));
    case 'summon':
      return settle(applySummon(s, m));
    case 'discard':
      return applyDiscard(s, m.card);
    case 'returnCard':
      return applyReturn(s, m.card);
    case 'endReturn':
      return settle({ ...s, returning: false });
    case 'flare':
      return settle(applyFlare(s, m.card));
    case 'choose':
      return settle(continueEffect(s, m.choice));
    case 'claim':
      return endTurn(s, m.task);
    case 'endTurn':
      return endTurn(s, null);
    default:
      return assertNever(m, 'move');
  }
}

export const game: Game<TkState, TkMove, TkOptions, TkView> = {
  id: 'tash-kalar',
  version: 1,
  players: { min: 2, max: 2 },
  hasHiddenInfo: true,
  defaultOptions,
  parseOptions,
  setup: setupGame,
  status,
  legalMoves,
  validate,
  apply,
  view: viewFor,
  describe: describeMove,
};
