// Rats of Wistar: setup per player count (seed ゲームの準備).

import { assertDefined } from '../../../engine/assert';
import { type Rng, seedRng, shuffle } from '../../../engine/random';
import {
  AREAS,
  CHEESE_VP,
  CHIEFS,
  DECK,
  DOORS,
  GUESTS,
  HEROES,
  MISSIONS,
  OBJECTIVES,
  OBJECTIVES_SHOWN,
  ROUNDS,
  SECTORS,
  START,
  START_WORKERS,
} from '../data';
import { card, gain, heroCard, refill } from './core';
import type { Player, RwOptions, RwState } from './types';

/** Shuffles drawing on one generator, in the order they are called. */
function mixer(seed: string) {
  let rng: Rng = seedRng(seed);
  const mix = <T>(items: readonly T[]): T[] => {
    const [out, next] = shuffle(rng, items);
    rng = next;
    return out;
  };
  return { mix, rng: () => rng };
}

function startPlayer(hero: number, heroGift: boolean): Player {
  return {
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
    hero,
    heroGift,
  };
}

export function setupGame(seats: number, seed: string, options: RwOptions): RwState {
  const big = seats >= 3 ? 1 : 0;
  const { mix, rng } = mixer(seed);
  // The six sectors go on the wheel in random order.
  const sectors = mix(SECTORS.map((x) => x.id));
  // Missions (house and cellar) face down in their areas, as many as the player count asks.
  const house = mix(MISSIONS.filter((m) => m.part === 'house').map((m) => m.id));
  const cellar = mix(MISSIONS.filter((m) => m.part === 'cellar').map((m) => m.id));
  const hg = mix(GUESTS.filter((x) => x.part === 'house').map((x) => x.id));
  const cg = mix(GUESTS.filter((x) => x.part === 'cellar').map((x) => x.id));
  const missions = AREAS.map((area) =>
    (area.part === 'cellar' ? cellar : house)
      .splice(0, area.missions[big])
      .map((mission) => ({ mission, open: false })),
  );
  const areaGuests = AREAS.map((area) => (area.part === 'cellar' ? cg : hg).splice(0, area.guests[big]));
  // Five round guests from the tiles left over; the first is face up.
  const [roundGuest, ...guestPile] = mix([...hg, ...cg]).slice(0, ROUNDS);
  const objectives = mix(OBJECTIVES.map((o) => o.id)).slice(0, OBJECTIVES_SHOWN);
  const all = DECK.map((_, n) => n);
  const basicDeck = mix(all.filter((n) => card(n).tier === 'basic'));
  const advancedDeck = mix(all.filter((n) => card(n).tier === 'advanced'));
  const heroes = mix(HEROES.map((h) => h.id));
  const heroOf = (seat: number) => assertDefined(heroes[seat], `the hero dealt to seat ${seat}`);
  let s: RwState = {
    seats,
    round: 1,
    order: Array.from({ length: seats }, (_, i) => i),
    turn: 0,
    hut: [],
    sectors,
    rotation: 0,
    spaces: {},
    doors: DOORS.map((d) => seats <= 2 && d.openSmall),
    missions,
    areaGuests,
    cheese: CHEESE_VP.slice(0, Math.max(1, seats)),
    guestPile,
    roundGuest: roundGuest ?? null,
    objectives,
    claims: objectives.map(() => []),
    basicDeck,
    advancedDeck,
    basicDisplay: [],
    advancedDisplay: [],
    discard: [],
    players: Array.from({ length: seats }, (_, seat) => startPlayer(heroOf(seat), options.heroGifts)),
    asks: [],
    rng: rng(),
    pairs: [],
  };
  // Seed (ゲームの準備): the starting resources are common; the hero gifts are the variant's, and the heroes are
  // dealt either way so a seed deals the same cards with the variant on or off.
  if (options.heroGifts) {
    for (let seat = 0; seat < seats; seat++) [s] = gain(s, seat, heroCard(heroOf(seat)).start);
  }
  // The starting draft: as many basic and advanced inventions as players, paired at random.
  const basics = s.basicDeck.slice(0, seats);
  const advanced = mixFrom(s, s.advancedDeck.slice(0, seats));
  s = {
    ...advanced.s,
    basicDeck: s.basicDeck.slice(seats),
    advancedDeck: s.advancedDeck.slice(seats),
    pairs: basics.map((b, i) => [b, assertDefined(advanced.out[i], `advanced card ${i} of the draft`)]),
  };
  // Reverse turn order picks first; the last ask pushed is answered first.
  return {
    ...refill(s),
    asks: [
      { kind: 'turn', seats: [0], placed: null, main: false, bonuses: [] },
      ...s.order.map((seat) => ({ kind: 'draft' as const, seats: [seat] as const })),
    ],
  };
}

/** A shuffle drawing on the state's generator, once the state exists. */
function mixFrom<T>(s: RwState, items: readonly T[]): { s: RwState; out: T[] } {
  const [out, rng] = shuffle(s.rng, items);
  return { s: { ...s, rng }, out };
}
