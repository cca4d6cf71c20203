// Setup (reference Setup recipe, NOTES.md ruling 12): market piles, map markers, achievement decks; drawing cards.
import type { Seat } from '../../../engine/game';
import { seedRng, shuffle } from '../../../engine/random';
import {
  ACHIEVEMENTS,
  MARKET,
  type Marker,
  MOUNTAIN_MARKERS,
  PLAIN_MARKERS,
  SETTLEMENTS_PER_PLAYER,
  TERRITORIES,
  territoriesInPlay,
} from '../data';
import { P } from './helpers';
import type { AlOptions, AlState, Card, Player } from './types';

export function draw(s: AlState, seat: Seat, n: number): void {
  const p = P(s, seat);
  for (let i = 0; i < n; i++) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) return;
      const [d, rng] = shuffle(s.rng, p.discard);
      s.rng = rng;
      p.deck = d;
      p.discard = [];
    }
    p.hand.push(p.deck.pop() as number);
  }
}

export function refill(s: AlState, level: number): void {
  const disp = s.display[level] as number[][];
  const deck = s.achDeck[level] as number[];
  for (let i = disp.length - 1; i >= 0; i--) if ((disp[i] as number[]).length === 0) disp.splice(i, 1);
  while (disp.length < 3 && deck.length > 0) {
    const inst = deck.pop() as number;
    const same = disp.find((st) => s.achs[st[0] as number] === s.achs[inst]);
    if (same) same.push(inst);
    else disp.push([inst]);
  }
}

export function setup(seats: number, _options: AlOptions, seed: string): AlState {
  let rng = seedRng(seed);
  const cards: Card[] = [];
  // Market: 2 x players copies per type, the VP copies included, highest VP on top (reference Setup step 4).
  const market = MARKET.map(([t, vps]) => {
    const pile: number[] = [];
    const n = 2 * seats;
    for (let i = 0; i < n; i++) {
      cards.push({ t, vp: 0 });
      pile.push(cards.length - 1);
    }
    vps.forEach((vp, i) => {
      (cards[pile[i] as number] as { vp: number }).vp = vp;
    });
    return pile;
  });
  const inPlay = TERRITORIES.map(() => false);
  for (const t of territoriesInPlay(seats)) inPlay[t] = true;
  let plain: Marker[];
  let mount: Marker[];
  [plain, rng] = shuffle(rng, PLAIN_MARKERS);
  [mount, rng] = shuffle(rng, MOUNTAIN_MARKERS);
  const marker: (Marker | null)[] = TERRITORIES.map((t) => {
    if (!inPlay[t.id]) return null;
    return (t.terrain === 'mountain' ? mount.pop() : plain.pop()) as Marker;
  });
  const achs: number[] = [];
  const achDeck: number[][] = [[], [], []];
  ACHIEVEMENTS.forEach((a, type) => {
    const n = a.level === 3 ? 1 : seats;
    for (let i = 0; i < n; i++) {
      achs.push(type);
      (achDeck[a.level - 1] as number[]).push(achs.length - 1);
    }
  });
  for (let l = 0; l < 3; l++) [achDeck[l] as number[], rng] = shuffle(rng, achDeck[l] as number[]);
  const players: Player[] = [];
  for (let i = 0; i < seats; i++) {
    players.push({
      people: null,
      secret: (achDeck[2] as number[]).pop() as number,
      deck: [],
      hand: [],
      discard: [],
      played: [],
      kept: [],
      trashed: [],
      res: [0, 0, 0, 0, 0],
      bought: [],
      swords: 0,
      swordCards: 0,
      boosts: [0, 0, 0, 0],
      used: [],
      done: [],
      dev: null,
      captured: 0,
      markers: [],
      supply: SETTLEMENTS_PER_PLAYER,
    });
  }
  const s: AlState = {
    seats,
    options: {},
    rng,
    asks: [{ kind: 'people', seats: [0] }],
    cards,
    market,
    settle: TERRITORIES.map(() => Array.from({ length: seats }, () => 0)),
    marker,
    inPlay,
    achs,
    achDeck,
    display: [[], [], []],
    achDiscard: [],
    players,
    removedMarkers: [],
    unusedMarkers: [...plain, ...mount],
    dealt: players.map((p) => p.secret),
    ending: false,
    turns: 0,
  };
  for (let l = 0; l < 3; l++) refill(s, l);
  return s;
}
