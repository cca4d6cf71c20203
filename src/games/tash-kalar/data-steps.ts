// Short builders for the card effects in data.ts and data-beings.ts (steps of the vocabulary in vocabulary.ts).

import type { Area, Effect, Rank, Sel, Step } from './vocabulary';
import { COMMON } from './vocabulary';

export const own = (ranks: readonly Rank[], notSelf = false): Sel => ({ who: 'own', ranks, notSelf });
export const enemy = (ranks: readonly Rank[]): Sel => ({ who: 'enemy', ranks });
export const anyone = (ranks: readonly Rank[]): Sel => ({ who: 'any', ranks });
export const ADJ: Area = { at: 'adj' };
export const ORTH: Area = { at: 'orth' };
export const DIAG: Area = { at: 'diag' };
export const ANY: Area = { at: 'any' };
export const placeOwn = (n: number, rank: Rank = 'c', area: Area = ANY, upTo = false): Step => ({
  op: 'place',
  who: 'own',
  rank,
  n,
  upTo,
  area,
});
export const selfMoves = (
  kind: 'standard' | 'combat',
  n: number,
  extra: Partial<Extract<Step, { op: 'move' }>> = {},
): Step => ({
  op: 'move',
  mover: 'self',
  kind,
  n,
  upTo: true,
  pieces: 'one',
  ...extra,
});
export type MoveStep = Extract<Step, { op: 'move' }>;
export const ownMoves = (
  sel: Sel,
  kind: 'standard' | 'combat' | 'empty',
  n: number,
  pieces: 'one' | 'any' | 'each' = 'any',
): MoveStep => ({
  op: 'move',
  mover: { sel },
  kind,
  n,
  upTo: true,
  pieces,
});
export const selfLeap = (kind: 'standard' | 'combat', n = 1, dist?: number): Step =>
  dist === undefined
    ? { op: 'leap', mover: 'self', kind, n, upTo: true }
    : { op: 'leap', mover: 'self', kind, n, upTo: true, dist };
export const upgradeOwnCommon = (upTo = false, notSelf = false): Step => ({
  op: 'upgrade',
  sel: own(COMMON, notSelf),
  area: ANY,
  n: 1,
  upTo,
});
export const special = (name: Extract<Step, { op: 'special' }>['name']): Effect => [{ op: 'special', name }];
