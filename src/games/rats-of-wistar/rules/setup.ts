// Rats of Wistar: setup per player count (seed ゲームの準備).

import { seedRng, shuffle } from '../../../engine/random';
import {
  AREAS,
  CHEESE_VP,
  CHIEFS,
  DECK,
  DOORS,
  GUESTS,
  HEROES,
  INVENTIONS,
  MISSIONS,
  OBJECTIVES,
  OBJECTIVES_SHOWN,
  ROUNDS,
  SECTORS,
  START,
  START_WORKERS,
} from '../data';
import { gain, refill } from './core';
import type { Player, RwOptions, RwState } from './types';

function mix<T>(s: RwState, items: readonly T[]): T[] {
  const [out, rng] = shuffle(s.rng, items);
  s.rng = rng;
  return out;
}

export function setupGame(seats: number, seed: string, options: RwOptions): RwState {
  const big = seats >= 3 ? 1 : 0;
  const s: RwState = {
    seats,
    round: 1,
    order: Array.from({ length: seats }, (_, i) => i),
    turn: 0,
    hut: [],
    sectors: [],
    rotation: 0,
    spaces: {},
    doors: DOORS.map((d) => seats <= 2 && d.openSmall),
    missions: [],
    areaGuests: [],
    cheese: CHEESE_VP.slice(0, Math.max(1, seats)),
    guestPile: [],
    roundGuest: null,
    objectives: [],
    claims: [],
    basicDeck: [],
    advancedDeck: [],
    basicDisplay: [],
    advancedDisplay: [],
    discard: [],
    players: [],
    asks: [],
    rng: seedRng(seed),
    pairs: [],
  };
  // The six sectors go on the wheel in random order.
  s.sectors = mix(
    s,
    SECTORS.map((x) => x.id),
  );
  // Missions (house and cellar) face down in their areas, as many as the player count asks.
  const house = mix(
    s,
    MISSIONS.filter((m) => m.part === 'house').map((m) => m.id),
  );
  const cellar = mix(
    s,
    MISSIONS.filter((m) => m.part === 'cellar').map((m) => m.id),
  );
  const hg = mix(
    s,
    GUESTS.filter((x) => x.part === 'house').map((x) => x.id),
  );
  const cg = mix(
    s,
    GUESTS.filter((x) => x.part === 'cellar').map((x) => x.id),
  );
  for (const area of AREAS) {
    const mpool = area.part === 'cellar' ? cellar : house;
    const gpool = area.part === 'cellar' ? cg : hg;
    s.missions.push(mpool.splice(0, area.missions[big]).map((mission) => ({ mission, open: false })));
    s.areaGuests.push(gpool.splice(0, area.guests[big]));
  }
  // Five round guests from the tiles left over; the first is face up.
  s.guestPile = mix(s, [...hg, ...cg]).slice(0, ROUNDS);
  s.roundGuest = s.guestPile.shift() ?? null;
  s.objectives = mix(
    s,
    OBJECTIVES.map((o) => o.id),
  ).slice(0, OBJECTIVES_SHOWN);
  s.claims = s.objectives.map(() => []);
  const all = DECK.map((_, n) => n);
  s.basicDeck = mix(
    s,
    all.filter((n) => (INVENTIONS[DECK[n] as number] as (typeof INVENTIONS)[number]).tier === 'basic'),
  );
  s.advancedDeck = mix(
    s,
    all.filter((n) => (INVENTIONS[DECK[n] as number] as (typeof INVENTIONS)[number]).tier === 'advanced'),
  );
  const heroes = mix(
    s,
    HEROES.map((h) => h.id),
  );
  for (let seat = 0; seat < seats; seat++) {
    const p: Player = {
      ...START,
      wild: 0,
      power: 0,
      workers: { forest: 0, burrow: 0, farm: 0, entrance: START_WORKERS },
      dug: 0,
      beds: 0,
      guests: [],
      cheese: [],
      hand: [],
      played: [],
      used: [],
      cubes: { brown: [false, false, false, false], grey: [false, false, false, false] },
      rows: {},
      explorer: 0,
      tents: [],
      chiefs: CHIEFS,
      sectorsUsed: [],
      objectives: [],
      bonusVp: 0,
      hero: heroes[seat] as number,
      heroGift: options.heroGifts,
    };
    s.players.push(p);
  }
  // Seed (ゲームの準備): the starting resources are common; the hero gifts are the variant's, and the heroes are
  // dealt either way so a seed deals the same cards with the variant on or off.
  if (options.heroGifts) {
    for (let seat = 0; seat < seats; seat++)
      gain(s, seat, (HEROES[heroes[seat] as number] as (typeof HEROES)[number]).start);
  }
  // The starting draft: as many basic and advanced inventions as players, paired at random.
  const basics = s.basicDeck.splice(0, seats);
  const advanced = mix(s, s.advancedDeck.splice(0, seats));
  s.pairs = basics.map((b, i) => [b, advanced[i] as number]);
  refill(s);
  // Reverse turn order picks first; the last ask pushed is answered first.
  s.asks = [
    { kind: 'turn', seats: [0], placed: null, main: false, bonuses: [] },
    ...s.order.map((seat) => ({ kind: 'draft' as const, seats: [seat] as [number] })),
  ];
  return s;
}
