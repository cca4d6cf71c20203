// Setup (reference Setup recipe, NOTES.md ruling 12): market piles, map markers, achievement decks; drawing cards.
import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import { replaceAt } from '../../../engine/list';
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
import { NEW_TURN, P, withPlayer } from './helpers';
import type { AlOptions, AlState, Card, Player } from './types';

/** `n` cards into the seat's hand from its deck, the discard pile shuffled into a new deck when the deck runs out. */
export function draw(s: AlState, seat: Seat, n: number): AlState {
  const p = P(s, seat);
  let rng = s.rng;
  let deck = [...p.deck];
  let discard = p.discard;
  const hand = [...p.hand];
  for (let i = 0; i < n; i++) {
    if (deck.length === 0) {
      if (discard.length === 0) break;
      [deck, rng] = shuffle(rng, discard);
      discard = [];
    }
    hand.push(assertDefined(deck.pop(), 'the top card of the deck'));
  }
  return { ...withPlayer(s, seat, (q) => ({ ...q, deck, hand, discard })), rng };
}

/** The display of one level with its empty stacks gone and topped up to 3 stacks from the deck (one type a stack). */
export function refill(s: AlState, level: number): AlState {
  const stacks = assertDefined(s.display[level], `the display of level ${level + 1}`).filter((st) => st.length > 0);
  const deck = [...assertDefined(s.achDeck[level], `the achievement deck of level ${level + 1}`)];
  while (stacks.length < 3 && deck.length > 0) {
    const inst = assertDefined(deck.pop(), 'the top achievement of the deck');
    const same = stacks.findIndex((st) => st[0] !== undefined && s.achs[st[0]] === s.achs[inst]);
    if (same >= 0) stacks[same] = [...assertDefined(stacks[same], 'a display stack'), inst];
    else stacks.push([inst]);
  }
  return { ...s, display: replaceAt(s.display, level, stacks), achDeck: replaceAt(s.achDeck, level, deck) };
}

export function setup(seats: number, _options: AlOptions, seed: string): AlState {
  let rng = seedRng(seed);
  const cards: Card[] = [];
  // Market: 2 x players copies per type, the VP copies included, highest VP on top (reference Setup step 4).
  const market = MARKET.map(([t, vps]) => {
    const copies = [...vps, ...Array.from({ length: 2 * seats - vps.length }, () => 0)];
    return copies.map((vp) => {
      cards.push({ t, vp });
      return cards.length - 1;
    });
  });
  const inPlay = TERRITORIES.map(() => false);
  for (const t of territoriesInPlay(seats)) inPlay[t] = true;
  let plain: Marker[];
  let mount: Marker[];
  [plain, rng] = shuffle(rng, PLAIN_MARKERS);
  [mount, rng] = shuffle(rng, MOUNTAIN_MARKERS);
  const marker: (Marker | null)[] = TERRITORIES.map((t) => {
    if (!inPlay[t.id]) return null;
    return assertDefined(t.terrain === 'mountain' ? mount.pop() : plain.pop(), `a conquest marker for ${t.id}`);
  });
  // Achievement instances in type order: one of each wonder, one of each level-1/2 type per player.
  const achs: number[] = [];
  const levels: number[] = [];
  ACHIEVEMENTS.forEach((a, type) => {
    const n = a.level === 3 ? 1 : seats;
    for (let i = 0; i < n; i++) {
      achs.push(type);
      levels.push(a.level);
    }
  });
  const instancesOf = (level: number) => achs.map((_, inst) => inst).filter((inst) => levels[inst] === level);
  const [deck1, rng1] = shuffle(rng, instancesOf(1));
  const [deck2, rng2] = shuffle(rng1, instancesOf(2));
  const [deck3, rng3] = shuffle(rng2, instancesOf(3));
  const players: Player[] = Array.from({ length: seats }, () => ({
    people: null,
    secret: assertDefined(deck3.pop(), 'a wonder to deal'),
    deck: [],
    hand: [],
    discard: [],
    played: [],
    kept: [],
    trashed: [],
    ...NEW_TURN,
    done: [],
    dev: null,
    captured: 0,
    markers: [],
    supply: SETTLEMENTS_PER_PLAYER,
  }));
  let s: AlState = {
    seats,
    options: {},
    rng: rng3,
    asks: [{ kind: 'people', seats: [0] }],
    cards,
    market,
    settle: TERRITORIES.map(() => Array.from({ length: seats }, () => 0)),
    marker,
    inPlay,
    achs,
    achDeck: [deck1, deck2, deck3],
    display: [[], [], []],
    achDiscard: [],
    players,
    removedMarkers: [],
    unusedMarkers: [...plain, ...mount],
    dealt: players.map((p) => p.secret),
    ending: false,
    turns: 0,
  };
  for (let l = 0; l < 3; l++) s = refill(s, l);
  return s;
}
