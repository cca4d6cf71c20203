// Undo windows (commit points) and log lines: what is revealed cannot be taken back; the log says what happened.
import { describe, expect, test } from 'vitest';
import { play } from '../../../src/engine/session';
import { game } from '../../../src/games/azul-duel/rules';
import { acquire, board, workshop } from './builders';

const EMPTY = [workshop(''), workshop(''), workshop(''), workshop(''), workshop('')];

describe('commit points', () => {
  test('a sun take can be undone until the tiles are placed (the turn passes then)', () => {
    const s = acquire({ workshops: [workshop('BBRYK'), ...EMPTY.slice(1)] });
    const take = play(game, s, 0, { kind: 'takeSun', workshop: 0, color: 'blue' });
    expect(take.ok && take.value.commit).toBe(false);
    if (!take.ok) return;
    const stack = play(game, take.value.state, 0, { kind: 'placeTiles', line: 1 });
    expect(stack.ok && stack.value.commit).toBe(false);
  });

  test('a blind plate draw reveals a plate: it is a commit point', () => {
    const r = play(game, acquire(), 0, { kind: 'drawPlate' });
    expect(r.ok && r.value.commit).toBe(true);
  });

  test('taking a face-up plate can be undone; placing it refills the display, a commit point', () => {
    const s = acquire();
    const take = play(game, s, 0, { kind: 'takePlate', plate: s.display[0] ?? 0 });
    expect(take.ok && take.value.commit).toBe(false);
    if (!take.ok) return;
    const place = play(game, take.value.state, 0, { kind: 'placePlate', slot: 4, rotation: 0 });
    expect(place.ok && place.value.commit).toBe(true);
  });
});

describe('log lines', () => {
  test('a sun take from the large workshop names the tiles and the start-player tile', () => {
    const s = acquire({ workshops: [workshop('BBRYK'), ...EMPTY.slice(1)], startTile: null });
    const after = game.apply(s, 0, { kind: 'takeSun', workshop: 0, color: 'blue' });
    expect(game.describe(s, 0, { kind: 'takeSun', workshop: 0, color: 'blue' }, after).map((e) => e.code)).toEqual([
      'log.take-sun',
      'log.start-tile',
    ]);
  });

  test('the last take of a round logs the start of tiling and of the next round', () => {
    const s = acquire({
      workshops: [workshop('B'), ...EMPTY.slice(1)],
      boards: [board({ tokensUsed: 2 }), board({ tokensUsed: 2 })],
    });
    const mid = game.apply(s, 0, { kind: 'takeSun', workshop: 0, color: 'blue' });
    const after = game.apply(mid, 0, { kind: 'placeTiles', line: 'floor' });
    const codes = game.describe(mid, 0, { kind: 'placeTiles', line: 'floor' }, after).map((e) => e.code);
    expect(codes).toEqual(['log.floor', 'log.tiling-start', 'log.floor-penalty', 'log.round-start']);
  });
});
