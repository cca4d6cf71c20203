// Russian Railroads' first state: each seat's starting board, the shuffled decks and the first asks.

import { assertDefined } from '../../../engine/assert';
import { seedRng, shuffle } from '../../../engine/random';
import {
  DOUBLER_SUPPLY,
  END_BONUS,
  END_BONUS_REMOVED,
  ENGINEER_DEAL,
  ENGINEERS,
  LOCO_NUMBERS,
  QCARDS,
  ROUNDS,
  START_BONUS,
  START_COINS,
  TOKENS,
  WORKERS,
} from '../data';
import type { RrAsk, RrOptions, RrPlayer, RrState } from './types';

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
