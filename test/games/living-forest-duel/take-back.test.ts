// Issue #12 point 4 (take back) on Living Forest Duel, where the table is open and only decks, piles and tree
// stacks are face down: a step passing the turn may be taken back unless it brought a face-down card to light.
import { expect, test } from 'vitest';
import { takeBackRefusal, usedRandomness } from '../../../src/engine/take-back';
import { game, type LfState } from '../../../src/games/living-forest-duel/rules';

const faceDown = (s: LfState) =>
  [
    s.deck.length,
    s.round,
    ...s.seats.map((st) => st.pile.length),
    ...Object.values(s.trees).map((p) => p.length),
  ].join();

test('a turn-passing step that turns up nothing may be taken back; one that reveals or refills may not', () => {
  const quiet: (string | null)[] = [];
  const lit: (string | null)[] = [];
  for (const seed of ['tb-1', 'tb-2']) {
    let s = game.setup(2, game.defaultOptions(2), seed);
    for (let i = 0; i < 2000; i++) {
      const st = game.status(s);
      if (st.kind !== 'turn') break;
      const seat = st.active[0] ?? 0;
      const moves = game.legalMoves(s, seat);
      const move = moves[(i * 7) % moves.length];
      if (!move) break;
      const after = game.apply(s, seat, move);
      const next = game.status(after);
      if (next.kind === 'turn' && !next.active.includes(seat) && !usedRandomness(s, after)) {
        const refusal = takeBackRefusal(game, 2, { before: s, seat, move, after });
        (faceDown(s) === faceDown(after) ? quiet : lit).push(refusal);
      }
      s = after;
    }
  }
  expect(quiet.length).toBeGreaterThan(20);
  expect(quiet.every((r) => r === null)).toBe(true);
  expect(lit.length).toBeGreaterThan(5);
  expect(lit.every((r) => r === 'revealed')).toBe(true);
});
