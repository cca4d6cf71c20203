// Russian Railroads' state: its types (players, asks, moves), copies, and the setup.

import { assertDefined } from '../../../engine/assert';
import type { Seat, SeatScore } from '../../../engine/game';
import { type Rng, seedRng, shuffle } from '../../../engine/random';
import {
  type Colour,
  DOUBLER_SUPPLY,
  END_BONUS,
  END_BONUS_REMOVED,
  ENGINEER_DEAL,
  ENGINEERS,
  type EndBonusId,
  LOCO_NUMBERS,
  QCARDS,
  type QCardId,
  type RailId,
  ROUNDS,
  type SpaceId,
  START_BONUS,
  START_COINS,
  type StartBonusId,
  TOKENS,
  type TokenId,
  WORKERS,
} from '../data';

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
  /** A replaced locomotive: onto another slot with a lower one (which moves on in turn) or back (GH pg. 10). */
  | { kind: 'chain'; seats: [Seat]; loco: number }
  /** Between rounds: the worker on a turn-order space moves to an empty 1-worker space and is used (GH pg. 17). */
  | { kind: 'relocate'; seats: [Seat]; from: 'first' | 'second' }
  | { kind: 'turnEnd'; seats: [] }
  | { kind: 'roundEnd'; seats: [] };

export type RrMove =
  | { kind: 'bonus'; card: StartBonusId }
  /** `black`: the black worker is one of the workers placed (seed: 黒の労働者). */
  | { kind: 'place'; space: SpaceId; coins: number; black?: true }
  | { kind: 'useEngineer'; n: number; coins: number; black?: true }
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
  | { kind: 'repeat'; space: SpaceId }
  | { kind: 'chain'; slot: Slot | 'supply' }
  | { kind: 'relocate'; space: SpaceId | 'stay' };

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

export const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

export function clonePlayer(p: RrPlayer): RrPlayer {
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
export function cloneState(s: RrState): RrState {
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
export const P = (s: RrState | RrView, seat: Seat): RrPlayer => assertDefined(s.players[seat], `player ${seat}`);

// ---------- setup ----------

export function newPlayer(seats: number): RrPlayer {
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
