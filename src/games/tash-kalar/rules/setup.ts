// Setting up: shuffled decks, opening hands of 3 beings + 2 legends + 1 flare, tasks (High Form) or the
// Deathmatch opening pieces, and the first player's single action.

import type { Seat } from '../../../engine/game';
import { type Rng, seedRng, shuffle } from '../../../engine/random';
import { HAND, SIZE } from '../data';
import { deckRefs, FLARE_REFS, LEGEND_REFS } from './cards';
import { dealTasks } from './tasks';
import type { Hand, TkOptions, TkState, TurnLog } from './types';

export const freshLog = (): TurnLog => ({
  destroyed: { c: 0, h: 0, L: 0 },
  summons: [],
  extraDeck: 0,
  extraLegends: 0,
  extraTurn: false,
  borrow: false,
  discarded: false,
  flared: false,
});

/** Draw from the top; an empty shared deck is first reshuffled from its discard pile. */
export function drawShared(
  deck: readonly string[],
  discard: readonly string[],
  n: number,
  rng: Rng,
): { drawn: string[]; deck: string[]; discard: string[]; rng: Rng } {
  let d = [...deck];
  let pile = [...discard];
  let r = rng;
  const drawn: string[] = [];
  for (let i = 0; i < n; i++) {
    if (d.length === 0 && pile.length > 0) {
      [d, r] = shuffle(r, pile);
      pile = [];
    }
    const c = d.shift();
    if (c === undefined) break;
    drawn.push(c);
  }
  return { drawn, deck: d, discard: pile, rng: r };
}

export function setupGame(_seats: number, options: TkOptions, seed: string): TkState {
  let rng = seedRng(seed);
  const decks: string[][] = [];
  for (const id of options.decks) {
    const [d, r] = shuffle(rng, deckRefs(id));
    decks.push(d);
    rng = r;
  }
  let [legendDeck, r1] = shuffle(rng, LEGEND_REFS);
  let [flareDeck, r2] = shuffle(r1, FLARE_REFS);
  rng = r2;
  const hands: Hand[] = decks.map((d, seat: Seat) => {
    const beings = d.splice(0, HAND.deck);
    const legends = legendDeck.slice(0, HAND.legends);
    const flares = flareDeck.slice(0, HAND.flares);
    legendDeck = legendDeck.slice(HAND.legends);
    flareDeck = flareDeck.slice(HAND.flares);
    void seat;
    return { beings, legends, flares };
  });
  let tasks = null;
  if (options.mode === 'highForm') {
    const dealt = dealTasks(rng);
    tasks = dealt.tasks;
    rng = dealt.rng;
  }
  return {
    options,
    rng,
    // In Deathmatch the second player puts out the opening pieces first.
    asks: [options.mode === 'deathmatch' ? { kind: 'duelStart', seats: [1] } : { kind: 'turn', seats: [0] }],
    board: Array.from({ length: SIZE * SIZE }, () => null),
    decks,
    discards: [[], []],
    hands,
    legendDeck,
    legendDiscard: [],
    flareDeck,
    flareDiscard: [],
    tasks,
    // In Deathmatch the second player puts out the opening pieces first.
    turn: options.mode === 'deathmatch' ? 1 : 0,
    turnNo: 0,
    actions: 1,
    log: freshLog(),
    points: [0, 0],
    finalTurns: null,
    trigger: null,
    extra: false,
    lastLog: null,
  };
}
