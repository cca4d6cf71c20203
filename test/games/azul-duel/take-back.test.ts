// Issue #12 point 4 (take back) on Azul Duel, where everything on the table is public: a take placed on a pattern
// line may be taken back; one that empties a workshop turns its chip face up (seed 4.1: the chip under the tiles)
// and is final; so is anything drawn from the bag or the plate stack.
import { expect, test } from 'vitest';
import { takeBackRefusal } from '../../../src/engine/take-back';
import { type AdState, game } from '../../../src/games/azul-duel/rules';

/** Play seeded first-legal-move games and sort every turn-passing step by whether it may be taken back. */
function turnPassingSteps(seed: string) {
  let s: AdState = game.setup(2, game.defaultOptions(2), seed);
  const steps: { kind: string; refusal: string | null; chipTurned: boolean; drew: boolean }[] = [];
  for (let i = 0; i < 400; i++) {
    const st = game.status(s);
    if (st.kind !== 'turn') break;
    const seat = st.active[0] ?? 0;
    const moves = game.legalMoves(s, seat);
    const move = moves[(i * 7) % moves.length];
    if (!move) break;
    const after = game.apply(s, seat, move);
    const next = game.status(after);
    if (next.kind !== 'turn' || !next.active.includes(seat)) {
      steps.push({
        kind: move.kind,
        refusal: takeBackRefusal(game, 2, { before: s, seat, move, after }),
        chipTurned: after.workshops.some((w, k) => w.chip?.faceUp === true && s.workshops[k]?.chip?.faceUp === false),
        drew: after.bag.length !== s.bag.length || after.stack.length !== s.stack.length,
      });
    }
    s = after;
  }
  return steps;
}

test('a take placed on a line without revealing anything may be taken back; a turned chip or a draw may not', () => {
  const steps = ['tb-1', 'tb-2', 'tb-3'].flatMap(turnPassingSteps);
  const placed = steps.filter((x) => x.kind === 'placeTiles');
  expect(placed.filter((x) => !x.chipTurned && !x.drew).every((x) => x.refusal === null)).toBe(true);
  expect(placed.filter((x) => !x.chipTurned && !x.drew).length).toBeGreaterThan(10);
  const revealing = steps.filter((x) => x.chipTurned || x.drew);
  expect(revealing.length).toBeGreaterThan(3);
  expect(revealing.every((x) => x.refusal !== null)).toBe(true);
});
