// Effects of actions, factories, engineers, "?" tokens and cards: the immediate part, and the asks they open.

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import {
  type Colour,
  DOUBLER_SPACES,
  type Effect,
  FACTORY,
  INDUSTRY,
  QCARD_ENGINEER,
  type QCardId,
  SPECIALS,
  type TokenId,
} from '../data';
import { addPoints, GAP_AT, lowestLoco, reach } from './derived';
import { P } from './player';
import { type RrAsk, type RrState, SLOTS } from './types';

export function effect(s: RrState, seat: Seat, e: Effect, optional: boolean): RrAsk[] {
  const pl = P(s, seat);
  const one: [Seat] = [seat];
  switch (e.t) {
    case 'steps': {
      const colours: Colour[] = e.colours === 'any' ? [0, 1, 2, 3, 4] : [...e.colours];
      return [{ kind: 'steps', seats: one, colours, left: e.n, distinct: e.distinct === true, optional }];
    }
    case 'industry':
      return [{ kind: 'industry', seats: one, left: e.n }];
    case 'coins':
      pl.coins += e.n;
      return [];
    case 'doublers': {
      const n = Math.min(e.n, DOUBLER_SPACES - pl.doublers, s.doublerSupply);
      pl.doublers += n;
      s.doublerSupply -= n;
      return [];
    }
    case 'points':
      addPoints(pl, e.n);
      return [];
    case 'locoOrFactory':
      return [{ kind: 'lof', seats: one, both: false, optional }];
    case 'locoAndFactory':
      return [{ kind: 'lof', seats: one, both: true, optional }];
    case 'factory':
      return buildFactory(s, seat);
    case 'tempWorkers':
      pl.temp += 2;
      return [];
    case 'bestLocos': {
      const best = SLOTS.map((x) => pl.locos[x]).sort((a, b) => b - a);
      addPoints(pl, (best[0] ?? 0) + (best[1] ?? 0));
      return [];
    }
    case 'perEngineer':
      addPoints(pl, e.n * pl.engineers.length);
      return [];
    case 'engineerSum':
      addPoints(
        pl,
        pl.engineers.reduce((a, b) => a + b, 0),
      );
      return [];
    case 'repeat':
      return [{ kind: 'repeat', seats: one, mine: e.mine }];
    case 'endBonusOr10':
      return [{ kind: 'endBonus', seats: one, orTen: true }];
  }
}

export function effects(s: RrState, seat: Seat, list: readonly Effect[], optional: boolean): RrAsk[] {
  return list.flatMap((e) => effect(s, seat, e, optional));
}

export function buildFactory(s: RrState, seat: Seat): RrAsk[] {
  const n = lowestLoco(s);
  if (n === null) return [];
  const pl = P(s, seat);
  const gap = pl.gaps.indexOf(null);
  s.locoSupply[n] = (s.locoSupply[n] ?? 0) - 1;
  if (gap >= 0) {
    pl.gaps[gap] = n;
    return [];
  }
  return [{ kind: 'gap', seats: [seat], factory: n }];
}

/** Specials along the railroads: checked after every track move and locomotive (reference "Special spaces"). */
export function specials(s: RrState, seat: Seat): RrAsk[] {
  const pl = P(s, seat);
  const out: RrAsk[] = [];
  for (const sp of SPECIALS) {
    const key = `${sp.rail}:${sp.space}`;
    if (pl.claimed.includes(key)) continue;
    if ((pl.tracks[sp.rail][sp.colour] ?? 0) < sp.space) continue;
    if (sp.loco && reach(pl, sp.rail) < sp.space) continue;
    pl.claimed.push(key);
    if (sp.kind === 'worker') pl.extra += 1;
    if (sp.kind === 'token' && pl.tokens.length > 0) out.push({ kind: 'token', seats: [seat] });
  }
  return out;
}

export function tokenEffect(s: RrState, seat: Seat, token: TokenId): RrAsk[] {
  const pl = P(s, seat);
  const one: [Seat] = [seat];
  switch (token) {
    case 'tracks4':
      return effect(s, seat, { t: 'steps', colours: 'any', n: 4 }, true);
    case 'industry5':
      return [{ kind: 'industry', seats: one, left: 5 }];
    case 'doublers3':
      return effect(s, seat, { t: 'doublers', n: 3 }, true);
    case 'revalue':
      pl.revalued = true;
      return [];
    case 'marker2':
      pl.markers.push(0);
      return [];
    case 'medal':
      pl.medal = true;
      return [];
    case 'endBonus':
      return [
        { kind: 'endBonus', seats: one, orTen: false },
        { kind: 'qcard', seats: one },
      ];
  }
}

export function qcardEffect(s: RrState, seat: Seat, card: QCardId): RrAsk[] {
  const pl = P(s, seat);
  switch (card) {
    case 'triple':
      return [{ kind: 'triple', seats: [seat], left: 2 }];
    case 'engineer':
      pl.engineers.push(QCARD_ENGINEER);
      pl.coins += 1;
      return [];
    case 'factory':
      return [...buildFactory(s, seat), { kind: 'industry', seats: [seat], left: 2 }];
    case 'blackWorker':
      pl.blackWorker = true;
      return [];
    case 'loco9':
      return [{ kind: 'loco', seats: [seat], card: true, optional: true }];
  }
}

export function moveMarker(s: RrState, ask: Extract<RrAsk, { kind: 'industry' }>, m: number): RrAsk[] {
  const seat = ask.seats[0];
  const pl = P(s, seat);
  const pos = assertDefined(pl.markers[m], 'marker') + 1;
  pl.markers[m] = pos;
  const next: RrAsk[] = [];
  const cell = INDUSTRY[pos];
  if (cell === 'G') {
    const f = assertDefined(pl.gaps[GAP_AT.indexOf(pos)], 'factory');
    next.push(...effect(s, seat, assertDefined(FACTORY[f], 'factory action'), true));
  }
  if (cell === '?' && pl.tokens.length > 0) next.push({ kind: 'token', seats: [seat] });
  if (ask.left > 1) next.push({ ...ask, left: ask.left - 1 });
  return next;
}
