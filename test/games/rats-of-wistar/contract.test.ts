// Rats of Wistar under the shared game contract: >= 200 seeded playouts per player count (1-4), leaks, replay,
// perft, bot; with its own invariants (cards, guests and workers conserved, scores recomputed, asks well formed).

import { randomInt } from '../../../src/engine/random';
import { bot } from '../../../src/games/rats-of-wistar/bot';
import { game } from '../../../src/games/rats-of-wistar/rules';
import { text } from '../../../src/games/rats-of-wistar/text';
import { describeContract } from '../../support/contract';
import { checkAsks, checkCards, checkGuests, checkPlayers, checkScores } from './invariants';

describeContract({
  game,
  text,
  bot,
  setups: [
    ...[1, 2, 3, 4].map((seats) => ({ seats, playouts: 200 })),
    // The hero-gift variant.
    { seats: 3, options: { heroGifts: true }, playouts: 40 },
  ],
  // A seat's hand is its secret; decks, face-down missions and guests and the rng are nobody's to see.
  // Only the owner's view has a "hand" entry at all.
  secrets: (s, seat) => [`"hand":[${s.players[seat]?.hand.join(',')}]`],
  concealed: (s) => [JSON.stringify(s.rng), '"rng":', '"guestPile":', '"basicDeck":[', '"advancedDeck":['],
  invariant(s) {
    checkCards(s);
    checkGuests(s);
    checkPlayers(s);
    checkScores(s);
    checkAsks(s);
  },
  // The random player buys wild tokens and power only one time in 32 (it would otherwise throw its hand away).
  choose(_s, _seat, legal, rng) {
    const [roll, r1] = randomInt(rng, 32);
    const calm = legal
      .map((m, i) => [m, i] as const)
      .filter(([m]) => roll === 0 || (m.kind !== 'buyWild' && m.kind !== 'buyPower'));
    const pool = calm.length > 0 ? calm : legal.map((m, i) => [m, i] as const);
    const [k, r2] = randomInt(r1, pool.length);
    return [(pool[k] as readonly [unknown, number])[1], r2];
  },
  sampleEvery: 100,
  candidatesEvery: 30,
  onEnd(s) {
    if (s.round !== 5) throw new Error(`the game ended in round ${s.round}`);
    if (s.players.some((p) => p.chiefs !== 0)) throw new Error('a chief was not placed');
  },
  perft: [
    {
      seats: 2,
      // Recorded with the hero gifts, before they became a variant (the seed's start is the default now).
      options: { heroGifts: true },
      seed: 'perft-a',
      plies: 30,
      expected: [2, 1, 31, 14, 6, 9, 34, 36, 35, 17, 13, 9, 3, 3, 2, 13, 2, 10, 9, 7, 3, 7, 4, 3, 3, 2, 8, 5, 7, 3],
    },
  ],
});
