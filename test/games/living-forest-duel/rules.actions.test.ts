// The four actions (seed ==アクション詳細== "実行できる4種のアクション"): recruit, extinguish, plant, move the Onibi.
import { describe, expect, test } from 'vitest';
import { game } from '../../../src/games/living-forest-duel/rules';
import { actionAsk, framesOf, turnOf } from '../../../src/games/living-forest-duel/rules/asks';
import { actionOptions } from '../../../src/games/living-forest-duel/rules/choices';
import { placeError } from '../../../src/games/living-forest-duel/rules/forest';
import { acting, finish, forestOf, id, position, run, seatPatch, token } from './builders';

describe('recruit (sun)', () => {
  test('animals whose costs fit the sun value go to the shared discard; the line refills from your own pile', () => {
    const base = {
      ...position({}),
      recruit: [id('tanuki'), id('coati'), id('goat'), 0, id('wolf'), id('ram'), id('raven')],
    };
    const s = run(acting('sun', 6, base), [
      { kind: 'recruit', slot: 4 },
      { kind: 'recruit', slot: 5 },
    ]);
    expect(s.discard).toEqual([id('wolf'), id('ram')]);
    // 6 - 3 - 2 = 1: the coati (cost 1) still fits.
    expect(game.legalMoves(s, 0)).toContainEqual({ kind: 'recruit', slot: 1 });
    const done = run(s, [finish]);
    expect(done.recruit[4]).not.toBeNull();
    expect(done.seats[0]?.pile).toHaveLength(10);
    expect(turnOf(done)).toBe(1);
  });
  test('the Stag (cost 7) may be recruited', () => {
    const s = acting('sun', 7);
    expect(actionOptions(s, actionAsk(0, 'sun', 7))).toContainEqual({ kind: 'recruit', slot: 3 });
    expect(game.validate(acting('sun', 6), 0, { kind: 'recruit', slot: 3 })?.code).toBe('error.too-expensive');
  });
});

describe('extinguish (water)', () => {
  test('take fire tokens paying each clearing’s value', () => {
    const s = run(acting('water', 5), [{ kind: 'extinguish', clearing: 2 }]);
    expect(s.seats[0]?.fire).toBe(1);
    expect(s.fires[2]).toBe(false);
    expect(game.legalMoves(s, 0)).toContainEqual({ kind: 'extinguish', clearing: 4 });
    const after = run(s, [{ kind: 'extinguish', clearing: 4 }]);
    expect(after.seats[0]?.fire).toBe(2);
    expect(turnOf(after)).toBe(1);
  });
  test('a clearing without fire, or one too costly, is refused', () => {
    expect(game.validate(acting('water', 5), 0, { kind: 'extinguish', clearing: 0 })?.code).toBe('error.no-fire');
    const onEnd = { ...acting('water', 3), fires: [true, false, false, false, false, false, false] };
    expect(game.validate(onEnd, 0, { kind: 'extinguish', clearing: 0 })?.code).toBe('error.too-expensive');
  });
});

describe('plant trees (wood)', () => {
  const piles = { sun: ['sun-2', 'sun-1'], water: ['water-2', 'water-1'], plant: ['plant-1'], wind: ['wind-5'] };
  test('a tree must link to the lake by rivers', () => {
    // sun-1 has rivers E and W: east of the lake it links (its W side faces the lake); north of it, not.
    expect(placeError(forestOf([]), 'sun-1', 1, 0)).toBeNull();
    expect(placeError(forestOf([]), 'sun-1', 0, -1)).toBe('error.not-connected');
    expect(placeError(forestOf([]), 'sun-1', 2, 0)).toBe('error.not-adjacent');
    expect(placeError(forestOf([]), 'sun-1', 0, 0)).toBe('error.lake-covered');
  });
  test('at most one card per pile in one action; each costs its value', () => {
    const s = run(acting('plant', 5, { ...position({}), trees: piles }), [{ kind: 'plant', pile: 'sun', x: 1, y: 0 }]);
    expect(s.seats[0]?.forest).toContainEqual({ x: 1, y: 0, cards: ['sun-1'] });
    expect(s.trees.sun).toEqual(['sun-2']);
    expect(game.validate(s, 0, { kind: 'plant', pile: 'sun', x: -1, y: 0 })?.code).toBe('error.pile-used');
    expect(framesOf(s).at(-1)?.value).toBe(4);
  });
  test('a tree may cover another when every tree stays linked; the covered one no longer counts', () => {
    let s = acting('plant', 5, { ...position({}), trees: piles });
    s = seatPatch(s, 0, { forest: forestOf([[1, 0, 'sun-1']]) });
    const after = run(s, [{ kind: 'plant', pile: 'water', x: 1, y: 0 }]);
    expect(after.seats[0]?.forest).toContainEqual({ x: 1, y: 0, cards: ['sun-1', 'water-1'] });
    expect(game.view(after, 0).seats[0]?.previews.find((p) => p.element === 'sun')?.trees).toBe(0);
  });
  test('a neighbour with the same bonus icon gives a Sanki card at once', () => {
    // water-1 (Sanki; rivers E W) east of the lake, then sun-6 (Sanki; N E W) east of it: the icons complete.
    let s = acting('plant', 5, { ...position({}), trees: { ...piles, sun: ['sun-6'] } });
    s = seatPatch(s, 0, { forest: forestOf([[1, 0, 'water-1']]) });
    const after = run(s, [{ kind: 'plant', pile: 'sun', x: 2, y: 0 }]);
    expect(after.seats[0]?.sanki).toBe(1);
    expect(after.sankiSupply).toBe(2);
  });
  test('a completed Extinguish icon starts a water action worth your own water, before planting goes on', () => {
    // sun-1 (Extinguish; E W) east of the lake, sun-5 (Extinguish; E S W) east of it.
    let s = acting('plant', 9, { ...position({ lines: ['hummingbird', ''] }), trees: { ...piles, sun: ['sun-5'] } });
    s = seatPatch(s, 0, { forest: forestOf([[1, 0, 'sun-1']]) });
    const after = run(s, [{ kind: 'plant', pile: 'sun', x: 2, y: 0 }]);
    expect(framesOf(after).map((f) => [f.kind, f.value, f.bonus])).toEqual([
      ['plant', 7, false],
      ['water', 2, true],
    ]);
    const put = run(after, [{ kind: 'extinguish', clearing: 2 }]);
    expect(put.seats[0]?.fire).toBe(1);
    expect(framesOf(put)).toHaveLength(1);
  });
  test('without a matching neighbour there is no bonus', () => {
    let s = acting('plant', 5, { ...position({}), trees: { ...piles, sun: ['sun-6'] } });
    s = seatPatch(s, 0, { forest: forestOf([[1, 0, 'sun-1']]) });
    expect(run(s, [{ kind: 'plant', pile: 'sun', x: 2, y: 0 }]).seats[0]?.sanki).toBe(0);
  });
});

describe('move the Onibi (wind)', () => {
  test('Summer moves it toward Winter’s end and takes the bonus where it stops', () => {
    const s = run(acting('wind', 3), [{ kind: 'advance', steps: 3 }]);
    expect(s.onibi).toBe(6);
    expect(s.seats[0]?.sanki).toBe(1);
  });
  test('Winter moves it toward Summer’s end', () => {
    const base = acting('wind', 2, position({ lines: ['', 'raven'], turn: 1 }), 1);
    const s = run(base, [{ kind: 'advance', steps: 2 }]);
    expect(s.onibi).toBe(1);
    // Clearing -2 gives an extinguish action worth Winter's own water.
    expect(framesOf(s).at(-1)).toMatchObject({ kind: 'water', bonus: true });
  });
  test('passing the far end with the card in the supply: the opponent takes it and the Onibi goes on from your end', () => {
    const s = run({ ...acting('wind', 5), onibi: 5 }, [{ kind: 'advance', steps: 4 }]);
    expect(s.onibiCard).toBe(1);
    // 5 -> 6 (1 step), off the end -> Summer's end 0 (1 step), then 1, 2.
    expect(s.onibi).toBe(2);
  });
  test('passing it while you hold the card returns the card to the supply', () => {
    const s = run({ ...acting('wind', 2), onibi: 6, onibiCard: 0 }, [{ kind: 'advance', steps: 1 }]);
    expect(s.onibiCard).toBeNull();
    expect(s.onibi).toBe(0);
  });
  test('passing it while the opponent holds the card wins', () => {
    const s = run({ ...acting('wind', 2), onibi: 6, onibiCard: 1 }, [{ kind: 'advance', steps: 1 }]);
    expect(game.status(s).kind).toBe('over');
    expect([s.winner, s.won]).toEqual([0, 'onibi']);
  });
});

describe('ending an action', () => {
  test('“done” ends the action early; a token on an element gives an action of that value', () => {
    const s = run(position({ shared: 'weasel' }), [token('water')]);
    expect(s.asks).toEqual([actionAsk(0, 'water', 2)]);
    expect(turnOf(run(s, [finish]))).toBe(1);
  });
  test('during an action another action’s move names the action in progress; a turn move is not now', () => {
    // ==アクション詳細== “実行したいアクションに対応する自然力”: the token chose the action; its own moves carry it out.
    const s = acting('water', 5);
    expect(game.validate(s, 0, { kind: 'recruit', slot: 0 })).toEqual({
      code: 'error.wrong-action',
      params: { element: { term: 'term.water' } },
    });
    expect(game.validate(s, 0, { kind: 'advance', steps: 1 })?.code).toBe('error.wrong-action');
    expect(game.validate(s, 0, token('sun'))?.code).toBe('error.not-now');
    expect(game.validate(s, 0, { kind: 'pass' })?.code).toBe('error.not-now');
    expect(game.validate(s, 0, finish)).toBeNull();
  });
});
