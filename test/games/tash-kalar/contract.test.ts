// Tash-Kalar under the shared game contract (GAME-DONE.md "Tests": 200 playouts, leaks, replay, perft, bot), with
// its own invariants (invariants.ts). A uniformly random player mostly places pieces (a game lasts about a thousand
// turns), so the random player picks a kind of move first, then a move of that kind: games summon, draw cards and end
// in a few dozen turns. The perft walks stay uniform.
import type { Seat } from '../../../src/engine/game';
import { type Rng, randomInt } from '../../../src/engine/random';
import { bot } from '../../../src/games/tash-kalar/bot';
import type { DeckId } from '../../../src/games/tash-kalar/data';
import { game, type TkMove, type TkState } from '../../../src/games/tash-kalar/rules';
import type { Mode } from '../../../src/games/tash-kalar/rules/types';
import { text } from '../../../src/games/tash-kalar/text';
import { describeContract } from '../../support/contract';
import { invariant } from './invariants';

/** A kind of move first (each kind as likely), then a move of that kind. */
function kindFirst(_s: TkState, _seat: Seat, legal: readonly TkMove[], rng: Rng): [number, Rng] {
  const kinds = [...new Set(legal.map((m) => m.kind))];
  const [k, r0] = randomInt(rng, kinds.length);
  const ofKind = legal.flatMap((m, i) => (m.kind === kinds[k] ? [i] : []));
  const [i, r1] = randomInt(r0, ofKind.length);
  return [ofKind[i] ?? 0, r1];
}

/** A seat's hand: its legends and flares (shared decks, one copy each), and its beings when the decks differ. */
function secrets(s: TkState, seat: number): string[] {
  const h = s.hands[seat];
  if (!h) return [];
  const beings = s.options.decks[0] === s.options.decks[1] ? [] : h.beings;
  return [...beings, ...h.legends, ...h.flares].map((c) => `"${c}"`);
}

/** The generator and the order of every face-down pile. */
function concealed(s: TkState): string[] {
  const orders = [...s.decks, s.legendDeck, s.flareDeck, s.tasks?.deck ?? []].filter((d) => d.length >= 2);
  return [JSON.stringify(s.rng), ...orders.map((d) => JSON.stringify(d))];
}

/** 100 playouts of a mode over three pairings of decks, a deck against itself among them (a bot game each). */
const tables = (mode: Mode, pairs: readonly (readonly [DeckId, DeckId])[]) =>
  pairs.map((decks, i) => ({ seats: 2, options: { mode, decks }, playouts: i === 0 ? 34 : 33 }));

describeContract({
  game,
  text,
  bot,
  setups: [
    ...tables('highForm', [
      ['imperial', 'highland'],
      ['sylvan', 'imperial'],
      ['highland', 'highland'],
    ]),
    ...tables('deathmatch', [
      ['highland', 'sylvan'],
      ['imperial', 'sylvan'],
      ['sylvan', 'sylvan'],
    ]),
  ],
  choose: kindFirst,
  sampleEvery: 10,
  secrets,
  concealed,
  invariant,
  perft: [
    {
      seats: 2,
      options: { mode: 'highForm', decks: ['imperial', 'highland'] },
      seed: 'perft-a',
      plies: 40,
      // 69 empty squares + 3 beings to discard, fewer as the board fills; after a discard, the cards to return.
      expected: [
        72, 71, 70, 69, 68, 67, 66, 65, 64, 6, 5, 4, 3, 2, 64, 63, 62, 61, 60, 59, 58, 57, 57, 56, 6, 55, 54, 55, 55,
        51, 50, 53, 52, 4, 48, 47, 47, 46, 44, 43,
      ],
    },
    {
      seats: 2,
      options: { mode: 'deathmatch', decks: ['imperial', 'highland'] },
      seed: 'perft-b',
      plies: 40,
      // The two opening squares, then placing; from ply 33 the mover's commons are all out, so a place names a piece.
      expected: [
        2, 70, 69, 68, 67, 66, 65, 64, 63, 62, 61, 60, 59, 58, 58, 57, 55, 54, 54, 53, 51, 54, 50, 50, 51, 50, 48, 47,
        47, 46, 44, 44, 43, 599, 598, 598, 598, 598, 598, 598,
      ],
    },
  ],
});
