// Tash-Kalar under the shared game contract (GAME-DONE.md "Tests": property tests, leaks, replay, perft, bot), with
// its own invariants (invariants.ts). A uniformly random player mostly places pieces, so each of these games lasts
// about a thousand turns: one per table here; the 200 playouts per player count are in playouts.test.ts.
import { bot } from '../../../src/games/tash-kalar/bot';
import type { DeckId } from '../../../src/games/tash-kalar/data';
import { game, type TkState } from '../../../src/games/tash-kalar/rules';
import type { Mode } from '../../../src/games/tash-kalar/rules/types';
import { text } from '../../../src/games/tash-kalar/text';
import { describeContract } from '../../support/contract';
import { invariant } from './invariants';

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

const table = (mode: Mode, decks: readonly [DeckId, DeckId]) => ({ seats: 2, options: { mode, decks }, playouts: 1 });

describeContract({
  game,
  text,
  bot,
  // Each mode, each deck (a game takes about 5 s: the unit time of the property tests stays as it was).
  setups: [table('highForm', ['imperial', 'highland']), table('deathmatch', ['highland', 'sylvan'])],
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
