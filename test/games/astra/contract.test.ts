// Astra under the shared game contract (GAME-DONE.md "Tests"): 200 seeded playouts per player count 2-5, leaks of
// the secret scoring cards, replay, perft, bot; its own invariants: cards conserved and the scoring formula.

import { randomInt } from '../../../src/engine/random';
import { bot } from '../../../src/games/astra/bot';
import { game } from '../../../src/games/astra/rules';
import { text } from '../../../src/games/astra/text';
import { describeContract } from '../../support/contract';
import { checkCards, checkScores } from './invariants';

describeContract({
  game,
  text,
  bot,
  // The seed's end rule at every count; the old end rule (saves of rules version 2) at 3 players.
  setups: [
    ...[2, 3, 4, 5].map((seats) => ({ seats, playouts: 200 })),
    { seats: 3, playouts: 40, options: { end: 'card' } as const },
  ],
  // Like a person, the random player mostly goes on along a line it has begun and mostly observes rather than
  // resting (uniform play stops after every star and rests as often as it observes, tripling the game's length).
  choose(_s, _seat, legal, rng) {
    const [roll, r1] = randomInt(rng, 10);
    const kinds = roll < 8 ? ['mark', 'observe'] : roll < 9 ? ['activate', 'discover', 'boon', 'refresh'] : [];
    const preferred = legal.map((m, i) => [m, i] as const).filter(([m]) => kinds.includes(m.kind));
    const pool = preferred.length > 0 ? preferred.map(([, i]) => i) : legal.map((_, i) => i);
    const [k, r2] = randomInt(r1, pool.length);
    return [pool[k] ?? 0, r2];
  },
  secrets: (s, seat) => [`"scoring":{"known":true,"value":${s.players[seat]?.scoring}}`],
  concealed: (s) => [JSON.stringify(s.rng), '"deck":', '"rng":', '"box":'],
  invariant(s) {
    checkCards(s);
  },
  onEnd(s) {
    checkScores(s);
    if (s.turnsLeft !== 0) throw new Error('the game ended before its last round');
  },
  sampleEvery: 40,
  // Counts of balance round 3's data (later seats' stardust and the one-line figures change the 2p walk from ply 25
  // and the 3p walk from ply 37); the 2p second seat's 9 stardust (rules version 3) changes the 2p walk from ply 29
  // (under the old end rule, { end: 'card' }, the 2p walk still gives round 3's counts).
  perft: [
    {
      seats: 2,
      seed: 'perft-a',
      plies: 40,
      expected: [
        5, 3, 6, 6, 3, 2, 7, 7, 3, 3, 8, 2, 2, 7, 3, 7, 2, 3, 8, 2, 8, 2, 8, 8, 2, 9, 8, 8, 1, 1, 9, 8, 2, 6, 3, 6, 2,
        2, 2, 2,
      ],
    },
    {
      seats: 3,
      seed: 'perft-b',
      plies: 40,
      expected: [
        6, 6, 3, 7, 2, 3, 8, 2, 2, 6, 2, 2, 2, 7, 2, 2, 7, 2, 2, 6, 2, 2, 7, 6, 2, 6, 2, 6, 2, 1, 6, 2, 3, 7, 2, 7, 2,
        8, 7, 2,
      ],
    },
    {
      seats: 5,
      seed: 'perft-c',
      plies: 40,
      expected: [
        8, 3, 9, 3, 3, 2, 10, 2, 8, 2, 2, 9, 2, 2, 3, 10, 2, 10, 3, 2, 11, 2, 10, 2, 10, 3, 11, 11, 2, 3, 1, 10, 2, 10,
        2, 2, 2, 10, 2, 10,
      ],
    },
  ],
});
