// Seed 3: setup for 2-4 players, then the starting-card draft in reverse turn order.

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import { type Rng, randomInt, seedRng, shuffle } from '../../../engine/random';
import {
  ACTION_CARDS,
  COLORS,
  type Color,
  DIE_TILES,
  DIPLOMATS,
  GARDENS,
  RESOURCE_CARDS,
  STEWARDS,
  TOP_CARDS,
} from '../data';
import { next } from './core';
import type { Player, Room, WcState } from './types';

/** 13 die-tiles into the rooms (3 per steward room, 2 per diplomat room, no room of one colour), 2 at the Well. */
function dealTiles(rng0: Rng): [Color[][], WcState['wellTiles'], Rng] {
  let rng = rng0;
  for (;;) {
    const [tiles, r] = shuffle(rng, DIE_TILES);
    rng = r;
    const rooms = [0, 3, 6, 9, 11].map((start, i) => tiles.slice(start, start + (i < 3 ? 3 : 2)).map((t) => t.color));
    if (rooms.every((c) => new Set(c).size > 1))
      return [rooms, [13, 14].map((i) => assertDefined(tiles[i], `die-tile ${i}`).reward), rng];
  }
}

/** The `i`-th card of a shuffled pile, which has enough for every place it is dealt to. */
const deal = (pile: readonly number[], i: number, what: string): number => assertDefined(pile[i], `${what} ${i}`);

export function setupState(seats: number, seed: string): WcState {
  let rng = seedRng(seed);
  const [order, r1] = shuffle(
    rng,
    Array.from({ length: seats }, (_, i): Seat => i),
  );
  rng = r1;
  // Seed notes: the diamond cards are used only with 3-4 players (reference "2-player games").
  const usable = <T extends { diamond: boolean }>(cards: readonly T[]) => cards.filter((c) => seats > 2 || !c.diamond);
  const [stewards, r2] = shuffle(
    rng,
    usable(STEWARDS).map((c) => c.id),
  );
  const [diplomats, r3] = shuffle(
    r2,
    usable(DIPLOMATS).map((c) => c.id),
  );
  const [tiles, wellTiles, r4] = dealTiles(r3);
  const [plants, r5] = shuffle(
    r4,
    GARDENS.filter((g) => g.kind === 'plant').map((g) => g.id),
  );
  const [stones, r6] = shuffle(
    r5,
    GARDENS.filter((g) => g.kind === 'stone').map((g) => g.id),
  );
  const [top, r7] = randomInt(r6, TOP_CARDS.length);
  const [resCards, r8] = shuffle(
    r7,
    RESOURCE_CARDS.map((c) => c.id),
  );
  const [actionCards, r9] = shuffle(
    r8,
    ACTION_CARDS.map((c) => c.id),
  );
  rng = r9;
  const rooms: Room[] = tiles.map((t, i) => ({
    tiles: t,
    card: i < 3 ? deal(stewards, i, 'steward') : deal(diplomats, i - 3, 'diplomat'),
    dice: [],
  }));
  const player: Player = {
    food: 0,
    iron: 0,
    pearl: 0,
    coin: 0,
    seal: 0,
    vp: 0,
    pot: 0,
    courtier: 5,
    gardener: 5,
    warrior: 5,
    floors: [0, 0, 0, 0],
    slots: [null, null],
    lantern: [],
    rows: [null, null, null],
  };
  const stamps = Array.from({ length: seats }, (_, seat) => seats - order.indexOf(seat));
  const s: WcState = {
    seats,
    round: 0,
    phase: 'draft',
    order,
    turn: 0,
    placed: false,
    stamps,
    clock: seats,
    bridges: COLORS.map(() => []),
    rooms,
    stewardDeck: stewards.slice(3),
    diplomatDeck: diplomats.slice(2),
    wellTiles,
    well: [],
    outside: [[], []],
    gardens: COLORS.map((_, b) => [deal(plants, b, 'plant garden'), deal(stones, b, 'stone garden')]),
    gardeners: GARDENS.map(() => []),
    yards: [0, 1, 2].map(() => ({ tiles: [], warriors: [] })),
    topCard: top + 1,
    topTaken: [null, null, null],
    draft: Array.from({ length: seats + 1 }, (_, i) => ({
      res: deal(resCards, i, 'resource card'),
      action: deal(actionCards, i, 'action card'),
    })),
    pickers: order.slice().reverse(),
    endQueue: [],
    players: Array.from({ length: seats }, () => player),
    rng,
    asks: [],
  };
  return next(s);
}
