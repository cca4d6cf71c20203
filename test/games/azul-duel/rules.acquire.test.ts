// Seed "4.1 取得フェイズ" (acquire phase): plates, sun and moon takes, chips, placing tiles, passing, the phase end.
import { describe, expect, test } from 'vitest';
import { game } from '../../../src/games/azul-duel/rules';
import { acquire, board, move, pendingOf, phaseOf, tiles, turnOf, workshop } from './builders';

const EMPTY = [workshop(''), workshop(''), workshop(''), workshop(''), workshop('')];

describe('seed 4.1.1 taking a dome plate', () => {
  test('a face-up plate is free and uses a token; the display refills once it is placed', () => {
    const s = acquire();
    const id = s.display[0] ?? 0;
    const took = move(s, { kind: 'takePlate', plate: id });
    expect(took.boards[0]?.tokensUsed).toBe(1);
    expect(took.display).toHaveLength(2);
    expect(took.boards[0]?.score).toBe(5);
    const placed = move(took, { kind: 'placePlate', slot: 8, rotation: 3 });
    expect(placed.display).toHaveLength(3);
    expect(placed.boards[0]?.plates[8]).toEqual({ id, rotation: 3 });
  });

  test('a blind plate from the stack costs 1 point', () => {
    const s = acquire();
    const top = s.stack[0];
    const took = move(s, { kind: 'drawPlate' });
    expect(took.boards[0]?.score).toBe(4);
    expect(pendingOf(took)).toEqual([{ kind: 'plate', id: top }]);
  });

  test('no blind draw from an empty stack: not offered, refused, and an apply that tries it breaks an invariant', () => {
    const s = acquire({ stack: [] });
    expect(game.legalMoves(s, 0)).not.toContainEqual({ kind: 'drawPlate' });
    expect(game.validate(s, 0, { kind: 'drawPlate' })).toEqual({ code: 'error.no-such-plate' });
    expect(() => game.apply(s, 0, { kind: 'drawPlate' })).toThrow(/top plate of the stack/);
  });

  test('at most twice a round', () => {
    const s = acquire({ boards: [board({ tokensUsed: 2 }), board()] });
    const kinds = game.legalMoves(s, 0).map((m) => m.kind);
    expect(kinds).not.toContain('takePlate');
    expect(kinds).not.toContain('drawPlate');
    expect(game.validate(s, 0, { kind: 'drawPlate' })).toEqual({ code: 'error.no-tokens' });
  });

  test('never in round 5', () => {
    const s = acquire({ round: 5 });
    expect(game.legalMoves(s, 0).some((m) => m.kind === 'takePlate' || m.kind === 'drawPlate')).toBe(false);
    expect(game.validate(s, 0, { kind: 'drawPlate' })).toEqual({ code: 'error.no-plates-round-5' });
  });
});

describe('seed 4.1.2 taking from a sun space', () => {
  test('all tiles of the colour are taken; the taker stacks the rest on that moon space in the order chosen', () => {
    const s = acquire({ workshops: [workshop('BBBBY'), workshop('RRYK'), ...EMPTY.slice(2)] });
    let t = move(s, { kind: 'takeSun', workshop: 1, color: 'red' });
    expect(pendingOf(t)[0]).toEqual({ kind: 'tiles', color: 'red', count: 2 });
    t = move(t, { kind: 'placeTiles', line: 1 });
    expect(game.legalMoves(t, 0)).toEqual([
      { kind: 'stackTile', color: 'yellow' },
      { kind: 'stackTile', color: 'black' },
    ]);
    t = move(t, { kind: 'stackTile', color: 'black' });
    // The last tile is stacked by itself; it lies on top.
    expect(t.workshops[1]?.moon).toEqual(tiles('KY'));
    expect(turnOf(t)).toBe(1);
  });

  test('taking from the large workshop takes the start-player tile too, for 2 points; only the first time', () => {
    const s = acquire({ workshops: [workshop('BBBYY'), ...EMPTY.slice(1)], startTile: null });
    const t = move(move(s, { kind: 'takeSun', workshop: 0, color: 'blue' }), { kind: 'placeTiles', line: 2 });
    expect(t.startTile).toBe(0);
    expect(t.boards[0]?.score).toBe(3);
    expect(t.boards[0]?.tally.startTile).toBe(-2);
  });
});

describe('what is in hand is placed before anything else', () => {
  test('a take, another placement or a tiling move while a plate, tiles or the rest are owed names what is owed', () => {
    // Seed 4.1.1: the plate taken goes on the wall at once; 4.1.2: the tiles on a line, then the rest on the moon space.
    const s = acquire({ workshops: [workshop('BBBBY'), workshop('RRYK'), ...EMPTY.slice(2)] });
    const plate = move(s, { kind: 'takePlate', plate: s.display[0] ?? 0 });
    expect(game.validate(plate, 0, { kind: 'takeSun', workshop: 1, color: 'red' })).toEqual({
      code: 'error.pending-plate',
    });
    expect(game.validate(plate, 0, { kind: 'placeTiles', line: 0 })).toEqual({ code: 'error.pending-plate' });
    expect(game.validate(plate, 0, { kind: 'pass' })).toEqual({ code: 'error.pending-plate' });
    expect(game.validate(plate, 0, { kind: 'endChips' })).toEqual({ code: 'error.not-now' });
    const took = move(s, { kind: 'takeSun', workshop: 1, color: 'red' });
    expect(game.validate(took, 0, { kind: 'stackTile', color: 'yellow' })).toEqual({ code: 'error.pending-tiles' });
    expect(game.validate(took, 0, { kind: 'drawPlate' })).toEqual({ code: 'error.pending-tiles' });
    expect(game.validate(took, 0, { kind: 'wall', line: 0, col: 0 })).toEqual({ code: 'error.not-now' });
    const rest = move(took, { kind: 'placeTiles', line: 1 });
    expect(game.validate(rest, 0, { kind: 'placeTiles', line: 2 })).toEqual({ code: 'error.pending-stack' });
    expect(game.validate(rest, 0, { kind: 'stackTile', color: 'red' })).toEqual({ code: 'error.pending-stack' });
    expect(game.validate(rest, 0, { kind: 'takeMoon', color: 'blue' })).toEqual({ code: 'error.pending-stack' });
    expect(game.validate(rest, 0, { kind: 'toggleChip', chip: 0 })).toEqual({ code: 'error.not-now' });
  });
});

describe('seed 4.1.3 taking from the moon spaces', () => {
  test('the colour is taken from the top of every moon space, and only from the tops', () => {
    const s = acquire({
      workshops: [workshop('', 'RB'), workshop('', 'BB'), workshop('', 'YR'), workshop('K'), workshop('K')],
    });
    const t = move(s, { kind: 'takeMoon', color: 'blue' });
    expect(pendingOf(t)[0]).toEqual({ kind: 'tiles', color: 'blue', count: 2 });
    expect(t.workshops.map((w) => w.moon)).toEqual([tiles('R'), tiles('B'), tiles('YR'), [], []]);
  });

  test('a moon space emptied by the take turns its bonus chip face up', () => {
    const s = acquire({
      workshops: [workshop('K'), workshop('', 'Y', { id: 7, faceUp: false }), ...EMPTY.slice(2)],
    });
    const t = move(move(s, { kind: 'takeMoon', color: 'yellow' }), { kind: 'placeTiles', line: 0 });
    expect(t.workshops[1]?.chip).toEqual({ id: 7, faceUp: true });
  });
});

describe('seed 4.1.4 taking a bonus chip', () => {
  test('only a face-up chip may be taken; it goes to the player', () => {
    const s = acquire({
      workshops: [
        workshop('K'),
        workshop('', '', { id: 3, faceUp: true }),
        workshop('R', '', { id: 4, faceUp: false }),
        workshop(''),
        workshop(''),
      ],
    });
    expect(game.validate(s, 0, { kind: 'takeChip', workshop: 2 })).toEqual({ code: 'error.chip-hidden' });
    const t = move(s, { kind: 'takeChip', workshop: 1 });
    expect(t.boards[0]?.chips).toEqual([3]);
    expect(t.workshops[1]?.chip).toBeNull();
  });
});

describe('seed 4.2.1 placing tiles on a pattern line', () => {
  const base = acquire({ workshops: [workshop('BBBBY'), ...EMPTY.slice(1)] });

  test.each([
    // line, tiles on the line, tiles on the floor
    [0, 1, 3],
    [2, 3, 1],
    [3, 4, 0],
    ['floor', 0, 4],
  ] as const)('4 blue on line %s: %i on the line, %i on the floor', (line, onLine, onFloor) => {
    const t = move(move(base, { kind: 'takeSun', workshop: 0, color: 'blue' }), { kind: 'placeTiles', line });
    const b = t.boards[0];
    expect(line === 'floor' ? 0 : b?.lines[line]?.count).toBe(onLine);
    expect(b?.floor).toHaveLength(onFloor);
  });

  test('one colour per line: a line holding another colour refuses', () => {
    const s = acquire({
      workshops: [workshop('BBBBY'), ...EMPTY.slice(1)],
      boards: [board({ lines: { 3: ['red', 1] } }), board()],
    });
    const t = move(s, { kind: 'takeSun', workshop: 0, color: 'blue' });
    expect(game.legalMoves(t, 0)).not.toContainEqual({ kind: 'placeTiles', line: 3 });
  });

  test('the floor holds 4; further tiles go to the tower without penalty', () => {
    const s = acquire({
      workshops: [workshop('BBBBY'), ...EMPTY.slice(1)],
      boards: [board({ floor: tiles('RRR') }), board()],
    });
    const tower = s.tower.length;
    const t = move(move(s, { kind: 'takeSun', workshop: 0, color: 'blue' }), { kind: 'placeTiles', line: 'floor' });
    expect(t.boards[0]?.floor).toHaveLength(4);
    expect(t.tower.length - tower).toBe(3);
  });
});

describe('seed 4.1 the players take turns', () => {
  test('a seat that is not asked is refused by validate itself, even with a move the other seat may make', () => {
    const s = acquire();
    const legal = game.legalMoves(s, 0);
    expect(game.legalMoves(s, 1)).toEqual([]);
    for (const m of legal) expect(game.validate(s, 1, m)).toEqual({ code: 'engine.not-your-turn' });
  });

  test('after a take is placed the other seat is asked', () => {
    const s = acquire({ workshops: [workshop('BBBBY'), ...EMPTY.slice(1)] });
    const t = move(move(s, { kind: 'takeSun', workshop: 0, color: 'yellow' }), { kind: 'placeTiles', line: 0 });
    expect(game.status(t)).toMatchObject({ kind: 'turn', active: [1], prompt: { code: 'prompt.acquire' } });
  });
});

describe('seed 4.1 the end of the phase and passing', () => {
  test('a player with no possible action must pass; passing is refused otherwise', () => {
    const s = acquire({ workshops: EMPTY, boards: [board({ tokensUsed: 2 }), board({ tokensUsed: 1 })] });
    expect(game.legalMoves(s, 0)).toEqual([{ kind: 'pass' }]);
    expect(game.status(s)).toMatchObject({ prompt: { code: 'prompt.pass' } });
    const t = move(s, { kind: 'pass' });
    expect(turnOf(t)).toBe(1);
    expect(game.validate(t, 1, { kind: 'pass' })).toEqual({ code: 'error.must-act' });
  });

  test('the phase ends once workshops and chips are gone and both players used both tokens', () => {
    const s = acquire({
      workshops: [workshop('B'), ...EMPTY.slice(1)],
      boards: [board({ tokensUsed: 2 }), board({ tokensUsed: 2 })],
    });
    const t = move(move(s, { kind: 'takeSun', workshop: 0, color: 'blue' }), { kind: 'placeTiles', line: 1 });
    // Nothing to tile here, so the tiling phase passes at once and round 2 is prepared.
    expect(t.round).toBe(2);
  });

  test('while a player still owes a plate the phase goes on', () => {
    const s = acquire({
      workshops: [workshop('B'), ...EMPTY.slice(1)],
      boards: [board({ tokensUsed: 2 }), board({ tokensUsed: 1 })],
    });
    const t = move(move(s, { kind: 'takeSun', workshop: 0, color: 'blue' }), { kind: 'placeTiles', line: 1 });
    expect(phaseOf(t)).toBe('acquire');
    expect(game.legalMoves(t, 1).some((m) => m.kind === 'takePlate')).toBe(true);
  });
});

describe('seed 4.1.2 the large workshop has a moon stack too', () => {
  test('leftovers of the large workshop are stacked on its own moon space in the order chosen', () => {
    let s = acquire({ workshops: [workshop('BRRYK'), ...EMPTY.slice(1)] });
    s = move(move(s, { kind: 'takeSun', workshop: 0, color: 'blue' }), { kind: 'placeTiles', line: 0 });
    s = move(s, { kind: 'stackTile', color: 'red' });
    s = move(s, { kind: 'stackTile', color: 'black' });
    s = move(s, { kind: 'stackTile', color: 'red' });
    // The last tile (one colour left) is stacked by itself, on top.
    expect(s.workshops[0]?.moon).toEqual(tiles('RKRY'));
    expect(moonTop(s)).toBe('yellow');
  });
});

function moonTop(s: ReturnType<typeof acquire>) {
  return s.workshops[0]?.moon.at(-1);
}
