// Values derived from a player's board, and the scoring: railroads, industry, engineer majority, end bonuses.

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import {
  type Colour,
  DOUBLER_SPACES,
  type EndBonusId,
  INDUSTRY,
  INDUSTRY_END,
  industryValue,
  KIEV_STARS,
  LOCO_NUMBERS,
  MAJORITY,
  RAIL,
  RAILS,
  type RailId,
  REPEATABLE,
  type SpaceId,
  TOKENS,
  TRACK_VALUE,
  TRACK_VALUE_REVALUED,
  UNLOCK_AT,
} from '../data';
import { addPoints, inSupply, P } from './player';
import {
  type RrAsk,
  type RrMove,
  type RrPlayer,
  type RrState,
  type RrView,
  SLOTS,
  type Slot,
  type TripleOption,
} from './types';

// ---------- derived values ----------

export function reach(pl: RrPlayer, rail: RailId): number {
  if (rail === 'ts') return Math.min(RAIL.ts.length, pl.locos.ts0 + pl.locos.ts1);
  return Math.min(RAIL[rail].length, pl.locos[rail]);
}

/** How far colour `c` reaches on `rail` (each railroad keeps one entry per colour it allows, from the setup on). */
export function trackAt(pl: RrPlayer, rail: RailId, c: number): number {
  return assertDefined(pl.tracks[rail][c], 'a colour the railroad allows');
}

/** Colours unlocked by the black track on the Trans-Siberian. */
export function unlocked(pl: RrPlayer, c: Colour): boolean {
  return trackAt(pl, 'ts', 0) >= UNLOCK_AT[c];
}

const TOP_COLOUR_FIRST: readonly Colour[] = [4, 3, 2, 1, 0];

/** The colour lying on a space (the highest that reached it), or null when no track has. */
export function colourAt(pl: RrPlayer, rail: RailId, space: number): Colour | null {
  const allowed = RAIL[rail].colours;
  for (const c of TOP_COLOUR_FIRST) if (c < allowed && trackAt(pl, rail, c) >= space) return c;
  return null;
}

export function railPoints(pl: RrPlayer, rail: RailId): number {
  const values = pl.revalued ? TRACK_VALUE_REVALUED : TRACK_VALUE;
  let sum = 0;
  const r = reach(pl, rail);
  for (let i = 1; i <= r; i++) {
    const c = colourAt(pl, rail, i);
    if (c === null) continue;
    const v = values[c];
    sum += rail === 'ts' && i <= pl.doublers ? 2 * v : v;
  }
  if (rail === 'sp' && pl.claimed.includes('sp:7')) sum *= 2;
  if (rail === 'kiev') {
    if (pl.medal) sum *= 2;
    for (const star of KIEV_STARS) if (trackAt(pl, 'kiev', 0) >= star && r >= star) sum += star;
  }
  return sum;
}

export function industryPoints(pl: RrPlayer): number {
  return pl.markers.reduce((n, m) => n + industryValue(m), 0);
}

export function roundPoints(pl: RrPlayer): number {
  return RAILS.reduce((n, r) => n + railPoints(pl, r), 0) + industryPoints(pl);
}

export function workersLeft(pl: RrPlayer): number {
  return pl.workers + pl.extra + (pl.blackWorker ? 1 : 0) + pl.temp - pl.used;
}

export const GAP_AT = INDUSTRY.flatMap((v, i) => (v === 'G' ? [i] : []));

export function canMoveMarker(pl: RrPlayer, m: number): boolean {
  const pos = assertDefined(pl.markers[m], 'marker');
  if (pos >= INDUSTRY_END) return false;
  const next = pos + 1;
  if (INDUSTRY[next] === 'G') return pl.gaps[GAP_AT.indexOf(next)] !== null;
  return true;
}

export function stepOptions(pl: RrPlayer, ask: { colours: readonly Colour[] }): { rail: RailId; colour: Colour }[] {
  const out: { rail: RailId; colour: Colour }[] = [];
  for (const rail of RAILS) {
    for (const colour of ask.colours) {
      if (colour >= RAIL[rail].colours || !unlocked(pl, colour)) continue;
      const next = trackAt(pl, rail, colour) + 1;
      if (next > RAIL[rail].length) continue;
      if (colour > 0 && next >= trackAt(pl, rail, colour - 1)) continue;
      out.push({ rail, colour });
    }
  }
  return out;
}

export function lowestLoco(s: RrState): number | null {
  for (const n of LOCO_NUMBERS) if (inSupply(s, n) > 0) return n;
  return null;
}

export function locoSlots(pl: RrPlayer, n: number): Slot[] {
  return SLOTS.filter((slot) => pl.locos[slot] < n);
}

export function engineersShown(s: RrState | RrView): {
  forHire: number | null;
  engA: number | null;
  engB: number | null;
} {
  const q = s.engineerQueue;
  return {
    forHire: s.hired ? null : (q[s.round - 1] ?? null),
    engA: q[s.round] ?? null,
    engB: q[s.round + 1] ?? null,
  };
}

export function scoreOf(pl: RrPlayer): number {
  return Object.values(pl.cat).reduce((a, b) => a + b, 0);
}

export function majorityCount(pl: RrPlayer): number {
  return pl.engineers.length + (pl.endBonus.includes('extraEngineer') ? 1 : 0);
}

/**
 * Engineer majority: 40 and 20, tie-break the highest engineer number; a place needs at least one engineer hired
 * (seed: 2位になるためには、少なくとも1人のエンジニアを雇わなければなりません), so the extra-engineer card adds to the
 * count of a seat that hired one and places no seat on its own.
 */
export function majority(players: readonly RrPlayer[]): number[] {
  const seats = players
    .map((pl, seat) => ({ seat, c: majorityCount(pl), hi: Math.max(0, ...pl.engineers), hired: pl.engineers.length }))
    .filter((x) => x.hired > 0)
    .sort((a, b) => b.c - a.c || b.hi - a.hi || a.seat - b.seat);
  const out = players.map(() => 0);
  MAJORITY.forEach((points, place) => {
    const x = seats[place];
    if (x) out[x.seat] = points;
  });
  return out;
}

export function endBonusPoints(pl: RrPlayer, card: EndBonusId): number {
  switch (card) {
    case 'railroads':
      return 10 * RAILS.filter((r) => trackAt(pl, r, 0) >= RAIL[r].length).length;
    case 'factories':
      return Math.min(20, 4 * pl.gaps.filter((g) => g !== null).length);
    case 'doublers':
      return pl.doublers >= 7 ? 30 : pl.doublers >= 4 ? 20 : 0;
    case 'locoSum':
      return SLOTS.reduce((n, x) => n + pl.locos[x], 0);
    case 'extraEngineer':
      return 0;
    case 'blackReach':
      return RAILS.reduce((n, r) => n + trackAt(pl, r, 0), 0);
    case 'extraWorkers':
      return Math.min(30, 10 * (pl.extra + (pl.blackWorker ? 1 : 0)));
    case 'tokens':
      return Math.min(28, 7 * (TOKENS.length - pl.tokens.length));
  }
}

/** The end: the engineer majority and the end-bonus cards are added, and the last round's total says so. */
export function finalScoring(s: RrState): RrState {
  const maj = majority(s.players);
  const players = s.players.map((pl0, seat) => {
    const withMajority = addPoints(pl0, assertDefined(maj[seat], 'majority points'), 'score.majority');
    const pl = addPoints(
      withMajority,
      pl0.endBonus.reduce((n, c) => n + endBonusPoints(pl0, c), 0),
      'score.endBonus',
    );
    return { ...pl, perRound: [...pl.perRound.slice(0, -1), scoreOf(pl)] };
  });
  const final = players.map((pl, seat) => ({
    seat,
    total: scoreOf(pl),
    categories: Object.entries(pl.cat).map(([code, value]) => ({ code, value })),
    perRound: [...pl.perRound],
  }));
  return { ...s, players, final };
}

/** Nobody, one list for every space nobody has used (the legal moves ask about every space, every move). */
const NOBODY: readonly Seat[] = [];

/** Who stands on an action space this round: the state keeps no entry for a space nobody has used. */
export function occupants(s: RrState | RrView, id: SpaceId): readonly Seat[] {
  return s.occupied[id] ?? NOBODY;
}

/** Slots a replaced locomotive `n` may move to: another slot holding a lower one or none (GH pg. 10). */
export function chainSlots(pl: RrPlayer, n: number): Slot[] {
  return locoSlots(pl, n);
}

export function locoLegal(s: RrState, ask: Extract<RrAsk, { kind: 'loco' }>): RrMove[] {
  const n = ask.card ? 9 : lowestLoco(s);
  if (n === null) return [];
  return locoSlots(P(s, ask.seats[0]), n).map((slot) => ({ kind: 'loco', slot }));
}

export function lofOptions(s: RrState, ask: Extract<RrAsk, { kind: 'lof' }>): ('loco' | 'factory')[] {
  const n = lowestLoco(s);
  if (n === null) return [];
  const out: ('loco' | 'factory')[] = [];
  if (!ask.factoryOnly && locoSlots(P(s, ask.seats[0]), n).length > 0) out.push('loco');
  out.push('factory');
  return out;
}

export function repeatOptions(s: RrState, ask: Extract<RrAsk, { kind: 'repeat' }>): SpaceId[] {
  return REPEATABLE.filter((id) => {
    const who = occupants(s, id);
    return ask.mine ? who.includes(ask.seats[0]) : who.length > 0;
  });
}

export function tripleOptions(s: RrState, seat: Seat): TripleOption[] {
  const pl = P(s, seat);
  const out: TripleOption[] = [];
  if (pl.doublers < DOUBLER_SPACES && s.doublerSupply > 0) out.push('doubler');
  out.push('industry', 'black');
  return out;
}
