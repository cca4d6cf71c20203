// Russian Railroads' rules: the state, its asks (a placement opens moves that open bonuses that open choices) and the
// scoring. Section names in comments refer to the seed (russian-railroads.ja.txt) or the reference sheet.

import { assertDefined } from '../../engine/assert';
import { type AskRules, type DecisionTable, decide, settle } from '../../engine/decision';
import type { Game, LogEvent, Message, RuleError, Seat, SeatScore, Status } from '../../engine/game';
import { seatParam, termParam } from '../../engine/game';
import { type Rng, seedRng, shuffle } from '../../engine/random';
import {
  type Colour,
  DOUBLER_SPACES,
  DOUBLER_SUPPLY,
  type Effect,
  END_BONUS,
  END_BONUS_REMOVED,
  ENGINEER_DEAL,
  ENGINEERS,
  type EndBonusId,
  engineerOf,
  FACTORY,
  INDUSTRY,
  INDUSTRY_END,
  industryValue,
  KIEV_STARS,
  LOCO_NUMBERS,
  MAJORITY,
  QCARD_ENGINEER,
  QCARDS,
  type QCardId,
  RAIL,
  RAILS,
  type RailId,
  REPEATABLE,
  ROUNDS,
  SPACES,
  SPECIALS,
  type SpaceId,
  START_BONUS,
  START_BONUS_EFFECT,
  START_COINS,
  type StartBonusId,
  spaceOf,
  TOKENS,
  type TokenId,
  TRACK_VALUE,
  TRACK_VALUE_REVALUED,
  TURN_CARD_POINTS,
  UNLOCK_AT,
  WORKERS,
} from './data';

export type Slot = 'ts0' | 'ts1' | 'sp' | 'kiev';
export const SLOTS: readonly Slot[] = ['ts0', 'ts1', 'sp', 'kiev'];
export type TripleOption = 'doubler' | 'industry' | 'black';

export interface RrPlayer {
  readonly workers: number;
  extra: number;
  blackWorker: boolean;
  temp: number;
  used: number;
  blackUsed: boolean;
  coins: number;
  tracks: Record<RailId, number[]>;
  locos: Record<Slot, number>;
  gaps: (number | null)[];
  markers: number[];
  doublers: number;
  revalued: boolean;
  medal: boolean;
  tokens: TokenId[];
  claimed: string[];
  engineers: number[];
  ownUsed: number[];
  endBonus: EndBonusId[];
  qcards: QCardId[];
  passed: boolean;
  /** Points so far by category (score.rounds, score.bonus, score.turn, score.majority, score.endBonus). */
  cat: Record<string, number>;
  perRound: number[];
}

export type RrAsk =
  | { kind: 'bonus'; seats: [Seat] }
  | { kind: 'place'; seats: [Seat] }
  | { kind: 'steps'; seats: [Seat]; colours: Colour[]; left: number; distinct: boolean; optional: boolean }
  | { kind: 'loco'; seats: [Seat]; card: boolean; optional: boolean }
  | { kind: 'lof'; seats: [Seat]; both: boolean; optional: boolean; factoryOnly?: true }
  | { kind: 'gap'; seats: [Seat]; factory: number }
  | { kind: 'industry'; seats: [Seat]; left: number }
  | { kind: 'token'; seats: [Seat] }
  | { kind: 'qcard'; seats: [Seat] }
  | { kind: 'triple'; seats: [Seat]; left: number }
  | { kind: 'endBonus'; seats: [Seat]; orTen: boolean }
  | { kind: 'repeat'; seats: [Seat]; mine: boolean }
  | { kind: 'turnEnd'; seats: [] };

export type RrMove =
  | { kind: 'bonus'; card: StartBonusId }
  | { kind: 'place'; space: SpaceId; coins: number }
  | { kind: 'useEngineer'; n: number; coins: number }
  | { kind: 'pass' }
  | { kind: 'step'; rail: RailId; colour: Colour }
  | { kind: 'skip' }
  | { kind: 'loco'; slot: Slot }
  | { kind: 'choose'; option: 'loco' | 'factory' }
  | { kind: 'gap'; gap: number }
  | { kind: 'marker'; index: number }
  | { kind: 'token'; token: TokenId }
  | { kind: 'qcard'; card: QCardId }
  | { kind: 'triple'; option: TripleOption }
  | { kind: 'endBonus'; card: EndBonusId | 'ten' }
  | { kind: 'repeat'; space: SpaceId };

export type RrOptions = Record<string, never>;

export interface RrState {
  readonly seats: number;
  round: number;
  readonly rounds: number;
  order: Seat[];
  current: Seat;
  occupied: Partial<Record<SpaceId, Seat[]>>;
  nextFirst: Seat | null;
  nextSecond: Seat | null;
  players: RrPlayer[];
  locoSupply: Record<number, number>;
  doublerSupply: number;
  endDisplay: EndBonusId[];
  qcards: QCardId[];
  startBonus: StartBonusId[];
  engineerQueue: number[];
  hired: boolean;
  /** Points each seat scored at the last round's scoring (for the log). */
  lastRound: number[] | null;
  final: SeatScore[] | null;
  asks: RrAsk[];
  rng: Rng;
}

export type RrView = Omit<RrState, 'rng'>;

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

function clonePlayer(p: RrPlayer): RrPlayer {
  return {
    ...p,
    tracks: { ts: [...p.tracks.ts], sp: [...p.tracks.sp], kiev: [...p.tracks.kiev] },
    locos: { ...p.locos },
    gaps: [...p.gaps],
    markers: [...p.markers],
    tokens: [...p.tokens],
    claimed: [...p.claimed],
    engineers: [...p.engineers],
    ownUsed: [...p.ownUsed],
    endBonus: [...p.endBonus],
    qcards: [...p.qcards],
    cat: { ...p.cat },
    perRound: [...p.perRound],
  };
}

/** A copy the rules may change in place (asks are replaced, never changed, so they are shared). */
function cloneState(s: RrState): RrState {
  const occupied: Partial<Record<SpaceId, Seat[]>> = {};
  for (const [k, v] of Object.entries(s.occupied)) occupied[k as SpaceId] = [...(v ?? [])];
  return {
    ...s,
    order: [...s.order],
    occupied,
    players: s.players.map(clonePlayer),
    locoSupply: { ...s.locoSupply },
    endDisplay: [...s.endDisplay],
    qcards: [...s.qcards],
    startBonus: [...s.startBonus],
    engineerQueue: [...s.engineerQueue],
    lastRound: s.lastRound ? [...s.lastRound] : null,
    final: s.final,
    asks: [...s.asks],
  };
}
const P = (s: RrState | RrView, seat: Seat): RrPlayer => assertDefined(s.players[seat], `player ${seat}`);

// ---------- setup ----------

function newPlayer(seats: number): RrPlayer {
  return {
    workers: assertDefined(WORKERS[seats], 'workers'),
    extra: 0,
    blackWorker: false,
    temp: 0,
    used: 0,
    blackUsed: false,
    coins: assertDefined(START_COINS[seats], 'coins'),
    tracks: { ts: [1, 0, 0, 0, 0], sp: [1, 0, 0, 0], kiev: [1, 0, 0] },
    locos: { ts0: 1, ts1: 0, sp: 0, kiev: 0 },
    gaps: [null, null, null, null, null],
    markers: [0],
    doublers: 0,
    revalued: false,
    medal: false,
    tokens: [...TOKENS],
    claimed: [],
    engineers: [],
    ownUsed: [],
    endBonus: [],
    qcards: [],
    passed: false,
    cat: { 'score.rounds': 0, 'score.bonus': 0, 'score.turn': 0, 'score.majority': 0, 'score.endBonus': 0 },
    perRound: [],
  };
}

export function setup(seats: number, _o: RrOptions, seed: string): RrState {
  const [order, r1] = shuffle(
    seedRng(seed),
    Array.from({ length: seats }, (_, i) => i),
  );
  const [ends, r2] = shuffle(r1, [...END_BONUS]);
  const deal = assertDefined(ENGINEER_DEAL[seats], 'deal');
  const [a, r3] = shuffle(
    r2,
    ENGINEERS.filter((e) => e.stack === 'A'),
  );
  const [b, rng] = shuffle(
    r3,
    ENGINEERS.filter((e) => e.stack === 'B'),
  );
  const supply: Record<number, number> = {};
  for (const n of LOCO_NUMBERS) supply[n] = n === 1 ? 0 : seats;
  const first = assertDefined(order[0], 'first seat');
  const asks: RrAsk[] = [{ kind: 'place', seats: [first] }];
  for (let i = 1; i < seats; i++) asks.push({ kind: 'bonus', seats: [assertDefined(order[i], 'seat')] });
  return {
    seats,
    round: 1,
    rounds: assertDefined(ROUNDS[seats], 'rounds'),
    order,
    current: first,
    occupied: {},
    nextFirst: null,
    nextSecond: null,
    players: Array.from({ length: seats }, () => newPlayer(seats)),
    locoSupply: supply,
    doublerSupply: DOUBLER_SUPPLY,
    endDisplay: ends.slice(END_BONUS_REMOVED),
    qcards: [...QCARDS],
    startBonus: [...START_BONUS],
    engineerQueue: [...a.slice(0, deal.a), ...b.slice(0, deal.b)].map((e) => e.n),
    hired: false,
    lastRound: null,
    final: null,
    asks,
    rng,
  };
}

// ---------- derived values ----------

export function reach(pl: RrPlayer, rail: RailId): number {
  if (rail === 'ts') return Math.min(RAIL.ts.length, pl.locos.ts0 + pl.locos.ts1);
  return Math.min(RAIL[rail].length, pl.locos[rail]);
}

/** Colours unlocked by the black track on the Trans-Siberian. */
export function unlocked(pl: RrPlayer, c: Colour): boolean {
  return (pl.tracks.ts[0] ?? 0) >= UNLOCK_AT[c];
}

/** The colour lying on a space (the highest that reached it), or -1 when no track has. */
export function colourAt(pl: RrPlayer, rail: RailId, space: number): number {
  const t = pl.tracks[rail];
  for (let c = t.length - 1; c >= 0; c--) if ((t[c] ?? 0) >= space) return c;
  return -1;
}

export function railPoints(pl: RrPlayer, rail: RailId): number {
  const values = pl.revalued ? TRACK_VALUE_REVALUED : TRACK_VALUE;
  let sum = 0;
  const r = reach(pl, rail);
  for (let i = 1; i <= r; i++) {
    const c = colourAt(pl, rail, i);
    if (c < 0) continue;
    const v = values[c as Colour];
    sum += rail === 'ts' && i <= pl.doublers ? 2 * v : v;
  }
  if (rail === 'sp' && pl.claimed.includes('sp:7')) sum *= 2;
  if (rail === 'kiev') {
    if (pl.medal) sum *= 2;
    for (const star of KIEV_STARS) if ((pl.tracks.kiev[0] ?? 0) >= star && r >= star) sum += star;
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

const GAP_AT = INDUSTRY.flatMap((v, i) => (v === 'G' ? [i] : []));

function canMoveMarker(pl: RrPlayer, m: number): boolean {
  const pos = assertDefined(pl.markers[m], 'marker');
  if (pos >= INDUSTRY_END) return false;
  const next = pos + 1;
  if (INDUSTRY[next] === 'G') return pl.gaps[GAP_AT.indexOf(next)] !== null;
  return true;
}

export function stepOptions(pl: RrPlayer, ask: { colours: readonly Colour[] }): { rail: RailId; colour: Colour }[] {
  const out: { rail: RailId; colour: Colour }[] = [];
  for (const rail of RAILS) {
    const t = pl.tracks[rail];
    for (const colour of ask.colours) {
      if (colour >= RAIL[rail].colours || !unlocked(pl, colour)) continue;
      const next = (t[colour] ?? 0) + 1;
      if (next > RAIL[rail].length) continue;
      if (colour > 0 && next >= (t[colour - 1] ?? 0)) continue;
      out.push({ rail, colour });
    }
  }
  return out;
}

function lowestLoco(s: RrState): number | null {
  for (const n of LOCO_NUMBERS) if ((s.locoSupply[n] ?? 0) > 0) return n;
  return null;
}

function locoSlots(pl: RrPlayer, n: number): Slot[] {
  return SLOTS.filter((slot) => pl.locos[slot] < n);
}

function engineersShown(s: RrState | RrView): { forHire: number | null; engA: number | null; engB: number | null } {
  const q = s.engineerQueue;
  return {
    forHire: s.hired ? null : (q[s.round - 1] ?? null),
    engA: q[s.round] ?? null,
    engB: q[s.round + 1] ?? null,
  };
}

export { engineersShown };

// ---------- effects ----------

function addPoints(pl: RrPlayer, n: number, cat = 'score.bonus'): void {
  pl.cat[cat] = (pl.cat[cat] ?? 0) + n;
}

export function scoreOf(pl: RrPlayer): number {
  return Object.values(pl.cat).reduce((a, b) => a + b, 0);
}

/** Applies the immediate part of an effect and returns the asks it opens, first to answer first. */
function effect(s: RrState, seat: Seat, e: Effect, optional: boolean): RrAsk[] {
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

function effects(s: RrState, seat: Seat, list: readonly Effect[], optional: boolean): RrAsk[] {
  return list.flatMap((e) => effect(s, seat, e, optional));
}

function buildFactory(s: RrState, seat: Seat): RrAsk[] {
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
function specials(s: RrState, seat: Seat): RrAsk[] {
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

function tokenEffect(s: RrState, seat: Seat, token: TokenId): RrAsk[] {
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

function qcardEffect(s: RrState, seat: Seat, card: QCardId): RrAsk[] {
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

// ---------- the automatic part: asks that need no choice resolve themselves ----------

function run(s: RrState): RrState {
  for (;;) {
    const top = s.asks[s.asks.length - 1];
    if (!top) return s;
    switch (top.kind) {
      case 'steps':
        if (top.left <= 0 || stepOptions(P(s, top.seats[0]), top).length === 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'industry': {
        const pl = P(s, top.seats[0]);
        const movable = pl.markers.flatMap((_, i) => (canMoveMarker(pl, i) ? [i] : []));
        if (top.left <= 0 || movable.length === 0) {
          s.asks.pop();
          continue;
        }
        if (movable.length === 1) {
          s.asks = [...settle(s.asks, top, ...moveMarker(s, top, assertDefined(movable[0], 'marker')))];
          continue;
        }
        return s;
      }
      case 'loco':
        if (locoLegal(s, top).length === 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'lof':
        if (lofOptions(s, top).length === 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'token':
        if (P(s, top.seats[0]).tokens.length === 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'qcard':
        if (s.qcards.length === 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'endBonus':
        if (!top.orTen && s.endDisplay.length === 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'repeat':
        if (repeatOptions(s, top).length === 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'triple':
        if (top.left <= 0) {
          s.asks.pop();
          continue;
        }
        return s;
      case 'turnEnd':
        s.asks.pop();
        nextTurn(s);
        continue;
      default:
        return s;
    }
  }
}

function moveMarker(s: RrState, ask: Extract<RrAsk, { kind: 'industry' }>, m: number): RrAsk[] {
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

function nextTurn(s: RrState): void {
  const n = s.seats;
  const at = s.order.indexOf(s.current);
  for (let k = 1; k <= n; k++) {
    const seat = assertDefined(s.order[(at + k) % n], 'seat');
    if (!P(s, seat).passed) {
      s.current = seat;
      s.asks.push({ kind: 'place', seats: [seat] });
      return;
    }
  }
  endRound(s);
}

function endRound(s: RrState): void {
  s.lastRound = s.players.map((pl) => {
    const pts = roundPoints(pl);
    addPoints(pl, pts, 'score.rounds');
    pl.perRound.push(scoreOf(pl));
    return pts;
  });
  if (s.round >= s.rounds) {
    finalScoring(s);
    return;
  }
  // Turn order (reference "Turn order"): claimants first, the others keep their order.
  const old = s.order;
  if (s.nextFirst !== null) {
    const front = [s.nextFirst, ...(s.nextSecond !== null ? [s.nextSecond] : [])];
    s.order = [...front, ...old.filter((x) => !front.includes(x))];
  } else if (s.nextSecond !== null && s.nextSecond !== old[0]) {
    const rest = old.filter((x) => x !== s.nextSecond);
    s.order = [assertDefined(rest[0], 'seat'), s.nextSecond, ...rest.slice(1)];
  }
  s.round += 1;
  s.occupied = {};
  s.nextFirst = null;
  s.nextSecond = null;
  s.hired = false;
  for (const pl of s.players) {
    pl.used = 0;
    pl.temp = 0;
    pl.blackUsed = false;
    pl.passed = false;
    pl.ownUsed = [];
  }
  s.current = assertDefined(s.order[0], 'first');
  s.asks.push({ kind: 'place', seats: [s.current] });
}

export function majorityCount(pl: RrPlayer): number {
  return pl.engineers.length + (pl.endBonus.includes('extraEngineer') ? 1 : 0);
}

/** Engineer majority: 40 and 20; at least one engineer to place; tie-break the highest engineer number (seed). */
export function majority(players: readonly RrPlayer[]): number[] {
  const seats = players
    .map((pl, seat) => ({ seat, c: majorityCount(pl), hi: Math.max(0, ...pl.engineers) }))
    .filter((x) => x.c > 0)
    .sort((a, b) => b.c - a.c || b.hi - a.hi || a.seat - b.seat);
  const out = players.map(() => 0);
  seats.slice(0, MAJORITY.length).forEach((x, i) => {
    out[x.seat] = MAJORITY[i] ?? 0;
  });
  return out;
}

export function endBonusPoints(pl: RrPlayer, card: EndBonusId): number {
  switch (card) {
    case 'railroads':
      return 10 * RAILS.filter((r) => (pl.tracks[r][0] ?? 0) >= RAIL[r].length).length;
    case 'factories':
      return Math.min(20, 4 * pl.gaps.filter((g) => g !== null).length);
    case 'doublers':
      return pl.doublers >= 7 ? 30 : pl.doublers >= 4 ? 20 : 0;
    case 'locoSum':
      return SLOTS.reduce((n, x) => n + pl.locos[x], 0);
    case 'extraEngineer':
      return 0;
    case 'blackReach':
      return RAILS.reduce((n, r) => n + (pl.tracks[r][0] ?? 0), 0);
    case 'extraWorkers':
      return Math.min(30, 10 * (pl.extra + (pl.blackWorker ? 1 : 0)));
    case 'tokens':
      return Math.min(28, 7 * (TOKENS.length - pl.tokens.length));
  }
}

function finalScoring(s: RrState): void {
  const maj = majority(s.players);
  s.players.forEach((pl, seat) => {
    addPoints(pl, maj[seat] ?? 0, 'score.majority');
    addPoints(
      pl,
      pl.endBonus.reduce((n, c) => n + endBonusPoints(pl, c), 0),
      'score.endBonus',
    );
    pl.perRound[pl.perRound.length - 1] = scoreOf(pl);
  });
  s.final = s.players.map((pl, seat) => ({
    seat,
    total: scoreOf(pl),
    categories: Object.entries(pl.cat).map(([code, value]) => ({ code, value })),
    perRound: [...pl.perRound],
  }));
}

// ---------- placement ----------

export function spaceOpen(s: RrState | RrView, id: SpaceId): boolean {
  const sp = spaceOf(id);
  if (sp.minSeats && s.seats < sp.minSeats) return false;
  const last = s.round === s.rounds;
  if (sp.when === 'notLast' && last) return false;
  if (sp.when === 'last' && !last) return false;
  return true;
}

function placeError(s: RrState, seat: Seat, space: SpaceId, coins: number): RuleError | null {
  const sp = SPACES.find((x) => x.id === space);
  if (!sp) return { code: 'error.no-such-space' };
  if (!spaceOpen(s, space)) return { code: 'error.space-closed' };
  if (!sp.reusable && (s.occupied[space]?.length ?? 0) > 0) return { code: 'error.space-taken' };
  const pl = P(s, seat);
  const shown = engineersShown(s);
  if (space === 'hire' && shown.forHire === null) return { code: 'error.no-engineer' };
  if (space === 'engA' && shown.engA === null) return { code: 'error.no-engineer' };
  if (space === 'engB' && shown.engB === null) return { code: 'error.no-engineer' };
  if (space === 'first' && (s.order[0] === seat || s.nextSecond === seat)) return { code: 'error.turn-own' };
  if (space === 'second' && (s.order[1] === seat || s.nextFirst === seat)) return { code: 'error.turn-own' };
  return payError(pl, sp, coins);
}

function payError(
  pl: RrPlayer,
  sp: { cost: number; coinCost?: number; coinOnly?: true; workerOnly?: true },
  coins: number,
): RuleError | null {
  if (!Number.isInteger(coins) || coins < 0 || coins > sp.cost) return { code: 'error.bad-payment' };
  if (sp.coinOnly && coins !== sp.cost) return { code: 'error.coins-only', params: { n: sp.cost } };
  if (sp.workerOnly && coins !== 0) return { code: 'error.workers-only' };
  if (coins + (sp.coinCost ?? 0) > pl.coins) return { code: 'error.no-coins' };
  if (sp.cost - coins > workersLeft(pl)) return { code: 'error.no-workers', params: { n: sp.cost - coins } };
  return null;
}

function payments(pl: RrPlayer, sp: { cost: number; coinCost?: number; coinOnly?: true; workerOnly?: true }): number[] {
  const out: number[] = [];
  for (let c = 0; c <= sp.cost; c++) if (payError(pl, sp, c) === null) out.push(c);
  return out;
}

function placeMoves(s: RrState, seat: Seat): RrMove[] {
  const out: RrMove[] = [];
  for (const sp of SPACES) {
    for (let c = 0; c <= sp.cost; c++) {
      if (placeError(s, seat, sp.id, c) === null) out.push({ kind: 'place', space: sp.id, coins: c });
    }
  }
  const pl = P(s, seat);
  for (const n of pl.engineers) {
    if (pl.ownUsed.includes(n) || pl.engineers.indexOf(n) !== pl.engineers.lastIndexOf(n)) continue;
    for (const c of payments(pl, { cost: 1 })) out.push({ kind: 'useEngineer', n, coins: c });
  }
  out.push({ kind: 'pass' });
  return out;
}

function ownError(s: RrState, seat: Seat, n: number, coins: number): RuleError | null {
  const pl = P(s, seat);
  if (!pl.engineers.includes(n)) return { code: 'error.not-your-engineer' };
  if (pl.ownUsed.includes(n)) return { code: 'error.engineer-used' };
  return payError(pl, { cost: 1 }, coins);
}

function applyPlace(s: RrState, ask: RrAsk, seat: Seat, m: RrMove): RrState {
  const pl = P(s, seat);
  let next: RrAsk[] = [];
  if (m.kind === 'pass') {
    pl.passed = true;
    addPoints(pl, TURN_CARD_POINTS[s.order.indexOf(seat)] ?? 0, 'score.turn');
  } else if (m.kind === 'useEngineer') {
    pl.coins -= m.coins;
    pl.used += 1 - m.coins;
    pl.ownUsed.push(m.n);
    next = effects(s, seat, engineerOf(m.n).effects, true);
  } else if (m.kind === 'place') {
    const sp = spaceOf(m.space);
    pl.coins -= m.coins + (sp.coinCost ?? 0);
    const workers = sp.cost - m.coins;
    pl.used += workers;
    s.occupied[m.space] = [...(s.occupied[m.space] ?? []), seat];
    next = effects(s, seat, sp.effects, false);
    if (sp.black && pl.blackWorker && !pl.blackUsed && workers > 0) {
      pl.blackUsed = true;
      next.push(...effect(s, seat, { t: 'steps', colours: [0], n: 1 }, false));
    }
    const shown = engineersShown(s);
    if (m.space === 'hire') {
      pl.engineers.push(assertDefined(shown.forHire, 'engineer'));
      s.hired = true;
    }
    if (m.space === 'engA') next = effects(s, seat, engineerOf(assertDefined(shown.engA, 'engA')).effects, true);
    if (m.space === 'engB') next = effects(s, seat, engineerOf(assertDefined(shown.engB, 'engB')).effects, true);
    if (m.space === 'first') s.nextFirst = seat;
    if (m.space === 'second') s.nextSecond = seat;
  }
  s.asks = settle(s.asks, ask, ...next, { kind: 'turnEnd', seats: [] });
  return s;
}

// ---------- choices ----------

function locoLegal(s: RrState, ask: Extract<RrAsk, { kind: 'loco' }>): RrMove[] {
  const n = ask.card ? 9 : lowestLoco(s);
  if (n === null) return [];
  return locoSlots(P(s, ask.seats[0]), n).map((slot) => ({ kind: 'loco', slot }));
}

function lofOptions(s: RrState, ask: Extract<RrAsk, { kind: 'lof' }>): ('loco' | 'factory')[] {
  const n = lowestLoco(s);
  if (n === null) return [];
  const out: ('loco' | 'factory')[] = [];
  if (!ask.factoryOnly && locoSlots(P(s, ask.seats[0]), n).length > 0) out.push('loco');
  out.push('factory');
  return out;
}

function repeatOptions(s: RrState, ask: Extract<RrAsk, { kind: 'repeat' }>): SpaceId[] {
  return REPEATABLE.filter((id) => {
    const who = s.occupied[id] ?? [];
    return ask.mine ? who.includes(ask.seats[0]) : who.length > 0;
  });
}

function tripleOptions(s: RrState, seat: Seat): TripleOption[] {
  const pl = P(s, seat);
  const out: TripleOption[] = [];
  if (pl.doublers < DOUBLER_SPACES && s.doublerSupply > 0) out.push('doubler');
  out.push('industry', 'black');
  return out;
}

const key = (x: unknown): string =>
  JSON.stringify(x, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

function listed(legal: readonly RrMove[], m: RrMove, why: RuleError): RuleError | null {
  const k = key(m);
  return legal.some((x) => key(x) === k) ? null : why;
}

type Rules<K extends RrAsk['kind']> = AskRules<RrState, RrMove, Extract<RrAsk, { kind: K }>>;

/** An ask whose answers are a list: validate refuses what the list leaves out with the ask's reason. */
function listAsk<K extends RrAsk['kind']>(
  moves: RrMove['kind'][],
  prompt: string,
  legal: (s: RrState, ask: Extract<RrAsk, { kind: K }>, seat: Seat) => RrMove[],
  why: (s: RrState, ask: Extract<RrAsk, { kind: K }>, m: RrMove) => RuleError,
  apply: (s: RrState, ask: Extract<RrAsk, { kind: K }>, seat: Seat, m: RrMove) => void,
): Rules<K> {
  return {
    moves,
    prompt: (s, ask) => ({ code: prompt, params: promptParams(s, ask) }),
    legal,
    validate: (s, ask, seat, m) => listed(legal(s, ask, seat), m, why(s, ask, m)),
    apply(s0, ask0, seat, m) {
      const s = cloneState(s0);
      const ask = assertDefined(s.asks[s0.asks.lastIndexOf(ask0)], 'ask') as Extract<RrAsk, { kind: K }>;
      apply(s, ask, seat, m);
      return run(s);
    },
  };
}

function promptParams(s: RrState, ask: RrAsk): Record<string, string | number | { seat: Seat }> {
  const out: Record<string, string | number | { seat: Seat }> = {};
  const seat = ask.seats[0];
  if (seat !== undefined) out.who = seatParam(seat);
  if ('left' in ask) out.n = ask.left;
  out.round = s.round;
  return out;
}

const skipFor = (optional: boolean): RrMove[] => (optional ? [{ kind: 'skip' }] : []);

const table: DecisionTable<RrState, RrMove, RrAsk> = {
  // Setup: the last seat in turn order picks a starting bonus first, then the one before, down to the second.
  bonus: listAsk<'bonus'>(
    ['bonus'],
    'prompt.bonus',
    (s) => s.startBonus.map((card) => ({ kind: 'bonus', card })),
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      if (m.kind !== 'bonus') return;
      s.startBonus = s.startBonus.filter((c) => c !== m.card);
      s.asks = settle(s.asks, ask, ...effect(s, seat, START_BONUS_EFFECT[m.card], false));
    },
  ),
  // A turn: place workers (or rubles) on a free action space, use a hired engineer, or pass.
  place: {
    moves: ['place', 'useEngineer', 'pass'],
    prompt: (s, ask) => ({ code: 'prompt.place', params: promptParams(s, ask) }),
    legal: (s, _ask, seat) => placeMoves(s, seat),
    validate: (s, _ask, seat, m) =>
      m.kind === 'place'
        ? placeError(s, seat, m.space, m.coins)
        : m.kind === 'useEngineer'
          ? ownError(s, seat, m.n, m.coins)
          : null,
    apply: (s0, ask0, seat, m) => {
      const s = cloneState(s0);
      return run(applyPlace(s, assertDefined(s.asks[s0.asks.lastIndexOf(ask0)], 'ask'), seat, m));
    },
  },
  // Track moves, one space at a time, in colour order (seed: 線路は色順にしか敷設できません).
  steps: listAsk<'steps'>(
    ['step', 'skip'],
    'prompt.steps',
    (s, ask, seat) => [
      ...stepOptions(P(s, seat), ask).map(({ rail, colour }): RrMove => ({ kind: 'step', rail, colour })),
      ...skipFor(ask.optional),
    ],
    (_s, ask, m) => ({ code: m.kind === 'skip' && !ask.optional ? 'error.must-use' : 'error.step-blocked' }),
    (s, ask, seat, m) => {
      if (m.kind === 'skip') {
        s.asks = settle(s.asks, ask);
        return;
      }
      if (m.kind !== 'step') return;
      const pl = P(s, seat);
      pl.tracks[m.rail][m.colour] = (pl.tracks[m.rail][m.colour] ?? 0) + 1;
      const colours = ask.distinct ? ask.colours.filter((c) => c !== m.colour) : ask.colours;
      const rest: RrAsk[] = ask.left > 1 && colours.length > 0 ? [{ ...ask, colours, left: ask.left - 1 }] : [];
      s.asks = settle(s.asks, ask, ...specials(s, seat), ...rest);
    },
  ),
  // A locomotive goes into an empty slot or replaces a lower one (reference "Locomotives").
  loco: listAsk<'loco'>(
    ['loco', 'skip'],
    'prompt.loco',
    (s, ask) => [...locoLegal(s, ask), ...skipFor(ask.optional)],
    () => ({ code: 'error.loco-slot' }),
    (s, ask, seat, m) => {
      if (m.kind === 'skip') {
        s.asks = settle(s.asks, ask);
        return;
      }
      if (m.kind !== 'loco') return;
      const pl = P(s, seat);
      const n = ask.card ? 9 : assertDefined(lowestLoco(s), 'loco');
      if (ask.card) s.qcards = s.qcards.filter((c) => c !== 'loco9');
      else s.locoSupply[n] = (s.locoSupply[n] ?? 0) - 1;
      const old = pl.locos[m.slot];
      if (old > 0) s.locoSupply[old] = (s.locoSupply[old] ?? 0) + 1;
      pl.locos[m.slot] = n;
      s.asks = settle(s.asks, ask, ...specials(s, seat));
    },
  ),
  // Take a locomotive or build a factory (both, in the chosen order, on the 3-worker space).
  lof: listAsk<'lof'>(
    ['choose', 'skip'],
    'prompt.lof',
    (s, ask) => [...lofOptions(s, ask).map((option): RrMove => ({ kind: 'choose', option })), ...skipFor(ask.optional)],
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      if (m.kind === 'skip') {
        s.asks = settle(s.asks, ask);
        return;
      }
      if (m.kind !== 'choose') return;
      const loco: RrAsk = { kind: 'loco', seats: [seat], card: false, optional: ask.optional };
      if (m.option === 'loco') {
        const then: RrAsk[] = ask.both
          ? [{ kind: 'lof', seats: [seat], both: false, optional: ask.optional, factoryOnly: true }]
          : [];
        s.asks = settle(s.asks, ask, loco, ...then);
      } else {
        const built = buildFactory(s, seat);
        s.asks = settle(s.asks, ask, ...built, ...(ask.both ? [loco] : []));
      }
    },
  ),
  // All five factory gaps are full: the new factory replaces one, which goes back to the supply.
  gap: listAsk<'gap'>(
    ['gap'],
    'prompt.gap',
    () => [0, 1, 2, 3, 4].map((gap): RrMove => ({ kind: 'gap', gap })),
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      if (m.kind !== 'gap') return;
      const pl = P(s, seat);
      const old = assertDefined(pl.gaps[m.gap], 'factory');
      s.locoSupply[old] = (s.locoSupply[old] ?? 0) + 1;
      pl.gaps[m.gap] = ask.factory;
      s.asks = settle(s.asks, ask);
    },
  ),
  // Two industry markers that can both move: choose which one takes this step.
  industry: listAsk<'industry'>(
    ['marker'],
    'prompt.industry',
    (s, _ask, seat) => {
      const pl = P(s, seat);
      return pl.markers.flatMap((_, index): RrMove[] => (canMoveMarker(pl, index) ? [{ kind: 'marker', index }] : []));
    },
    () => ({ code: 'error.marker-blocked' }),
    (s, ask, _seat, m) => {
      if (m.kind !== 'marker') return;
      s.asks = settle(s.asks, ask, ...moveMarker(s, ask, m.index));
    },
  ),
  // A "?" space reached: place one of your "?" tokens and take its effect (seed: 「？」トークン).
  token: listAsk<'token'>(
    ['token'],
    'prompt.token',
    (s, _ask, seat) => P(s, seat).tokens.map((token): RrMove => ({ kind: 'token', token })),
    () => ({ code: 'error.token-used' }),
    (s, ask, seat, m) => {
      if (m.kind !== 'token') return;
      const pl = P(s, seat);
      pl.tokens = pl.tokens.filter((t) => t !== m.token);
      s.asks = settle(s.asks, ask, ...tokenEffect(s, seat, m.token));
    },
  ),
  // The end-bonus token also gives one of the face-up "?" cards.
  qcard: listAsk<'qcard'>(
    ['qcard'],
    'prompt.qcard',
    (s) => s.qcards.map((card): RrMove => ({ kind: 'qcard', card })),
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      if (m.kind !== 'qcard') return;
      s.qcards = s.qcards.filter((c) => c !== m.card || c === 'loco9');
      P(s, seat).qcards.push(m.card);
      s.asks = settle(s.asks, ask, ...qcardEffect(s, seat, m.card));
    },
  ),
  // The first "?" card: a doubler, industry +1 or a black move, chosen twice (DESIGNED reading).
  triple: listAsk<'triple'>(
    ['triple'],
    'prompt.triple',
    (s, _ask, seat) => tripleOptions(s, seat).map((option): RrMove => ({ kind: 'triple', option })),
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      if (m.kind !== 'triple') return;
      const rest: RrAsk[] = ask.left > 1 ? [{ ...ask, left: ask.left - 1 }] : [];
      const e: Effect =
        m.option === 'doubler'
          ? { t: 'doublers', n: 1 }
          : m.option === 'industry'
            ? { t: 'industry', n: 1 }
            : { t: 'steps', colours: [0], n: 1 };
      s.asks = settle(s.asks, ask, ...effect(s, seat, e, true), ...rest);
    },
  ),
  // Take a face-up end-bonus card (or 10 points where the action offers it).
  endBonus: listAsk<'endBonus'>(
    ['endBonus'],
    'prompt.endBonus',
    (s, ask) => [
      ...s.endDisplay.map((card): RrMove => ({ kind: 'endBonus', card })),
      ...(ask.orTen ? [{ kind: 'endBonus', card: 'ten' } as RrMove] : []),
    ],
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      if (m.kind !== 'endBonus') return;
      const pl = P(s, seat);
      if (m.card === 'ten') addPoints(pl, 10);
      else {
        s.endDisplay = s.endDisplay.filter((c) => c !== m.card);
        pl.endBonus.push(m.card);
      }
      s.asks = settle(s.asks, ask);
    },
  ),
  // Use the action of an occupied 1-worker space once more.
  repeat: listAsk<'repeat'>(
    ['repeat'],
    'prompt.repeat',
    (s, ask) => repeatOptions(s, ask).map((space): RrMove => ({ kind: 'repeat', space })),
    () => ({ code: 'error.not-offered' }),
    (s, ask, seat, m) => {
      if (m.kind !== 'repeat') return;
      s.asks = settle(s.asks, ask, ...effects(s, seat, spaceOf(m.space).effects, true));
    },
  ),
  turnEnd: {
    moves: [],
    prompt: () => ({ code: 'prompt.place' }),
    legal: () => [],
    validate: () => ({ code: 'error.not-offered' }),
    apply: (s) => s,
  },
};

function over(s: RrState): Extract<Status, { kind: 'over' }> {
  const scores = assertDefined(s.final, 'final scores');
  const totals = [...new Set(scores.map((x) => x.total))].sort((a, b) => b - a);
  const ranking = totals.map((t) => scores.filter((x) => x.total === t).map((x) => x.seat));
  return { kind: 'over', scores, ranking, lowerIsBetter: false };
}

// ---------- log ----------

export function describeMove(before: RrState, seat: Seat, m: RrMove, after: RrState): LogEvent[] {
  const who = seatParam(seat);
  const out: LogEvent[] = [];
  switch (m.kind) {
    case 'bonus':
      out.push({ code: 'log.bonus', params: { who, card: termParam(`start.${m.card}`) } });
      break;
    case 'place':
      out.push({ code: 'log.place', params: { who, space: termParam(`space.${m.space}`), n: m.coins } });
      break;
    case 'useEngineer':
      out.push({ code: 'log.engineer', params: { who, n: m.n } });
      break;
    case 'pass':
      out.push({ code: 'log.pass', params: { who, n: TURN_CARD_POINTS[before.order.indexOf(seat)] ?? 0 } });
      break;
    case 'step':
      out.push({
        code: 'log.step',
        params: { who, rail: termParam(`rail.${m.rail}`), colour: termParam(`colour.${m.colour}`) },
      });
      break;
    case 'skip':
      out.push({ code: 'log.skip', params: { who } });
      break;
    case 'loco':
      out.push({
        code: 'log.loco',
        params: { who, slot: termParam(`slot.${m.slot}`), n: P(after, seat).locos[m.slot] },
      });
      break;
    case 'choose':
      out.push({ code: `log.choose.${m.option}`, params: { who } });
      break;
    case 'gap':
      out.push({ code: 'log.gap', params: { who, n: m.gap + 1 } });
      break;
    case 'marker':
      out.push({ code: 'log.marker', params: { who, n: m.index + 1 } });
      break;
    case 'token':
      out.push({ code: 'log.token', params: { who, token: termParam(`token.${m.token}`) } });
      break;
    case 'qcard':
      out.push({ code: 'log.qcard', params: { who, card: termParam(`qcard.${m.card}`) } });
      break;
    case 'triple':
      out.push({ code: 'log.triple', params: { who, option: termParam(`triple.${m.option}`) } });
      break;
    case 'endBonus':
      out.push(
        m.card === 'ten'
          ? { code: 'log.ten', params: { who } }
          : { code: 'log.endBonus', params: { who, card: termParam(`end.${m.card}`) } },
      );
      break;
    case 'repeat':
      out.push({ code: 'log.repeat', params: { who, space: termParam(`space.${m.space}`) } });
      break;
  }
  if (after.round !== before.round || (after.final && !before.final)) {
    (after.lastRound ?? []).forEach((n, s) => {
      out.push({ code: 'log.roundScore', params: { who: seatParam(s), n, round: before.round }, about: s });
    });
  }
  if (after.final && !before.final) out.push({ code: 'log.final' });
  return out;
}

export const game: Game<RrState, RrMove, RrOptions, RrView> = {
  id: 'russian-railroads',
  version: 1,
  players: { min: 2, max: 4 },
  hasHiddenInfo: false,
  defaultOptions: () => ({}),
  parseOptions: (raw, seats) =>
    seats >= 2 && seats <= 4 && (raw === undefined || raw === null || (typeof raw === 'object' && !Array.isArray(raw)))
      ? {}
      : null,
  setup,
  ...decide<RrState, RrMove, RrAsk>({ table, over, notNow: 'error.not-now' }),
  view: (s) => {
    const { rng: _rng, ...rest } = s;
    return clone(rest);
  },
  describe: describeMove,
  isCommit: (_b, m) => m.kind === 'place' || m.kind === 'pass' || m.kind === 'useEngineer',
};

export const PROMPTS: readonly Message['code'][] = [
  'prompt.bonus',
  'prompt.place',
  'prompt.steps',
  'prompt.loco',
  'prompt.lof',
  'prompt.gap',
  'prompt.industry',
  'prompt.token',
  'prompt.qcard',
  'prompt.triple',
  'prompt.endBonus',
  'prompt.repeat',
];
