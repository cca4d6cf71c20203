// Rules tests for seed sections 3 (setup), 4.1 (the turn), 5.1-5.3 (action spaces) and 5.5 (seal trades).
import { describe, expect, test } from 'vitest';
import { DIPLOMATS, STEWARDS } from '../../../src/games/the-white-castle/data';
import { game, type WcState } from '../../../src/games/the-white-castle/rules';
import { act, active, me, refuse, started, withBridge, withPlayer } from './builders';

const goods = { food: 0, iron: 0, pearl: 0, coin: 0, seal: 0, vp: 0, pot: 0 };

describe('seed 3: setup', () => {
  test.each([2, 3, 4])('%i players: players + 1 dice per bridge, lined up low to high', (n) => {
    const s = started(n);
    for (const b of s.bridges) {
      expect(b).toHaveLength(n + 1);
      expect(b.map((d) => d.value)).toEqual(b.map((d) => d.value).sort((x, y) => x - y));
    }
  });
  test('2 players: the 3-4-player (diamond) castle cards are left out', () => {
    const s = game.setup(2, game.defaultOptions(2), 'x');
    const stewards = [...s.rooms.slice(0, 3).map((r) => r.card), ...s.stewardDeck];
    const diplomats = [...s.rooms.slice(3).map((r) => r.card), ...s.diplomatDeck];
    expect(stewards.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(STEWARDS.filter((c) => !c.diamond).map((c) => c.id));
    expect(diplomats).toHaveLength(DIPLOMATS.filter((c) => !c.diamond).length);
    expect(game.setup(3, game.defaultOptions(3), 'x').stewardDeck).toHaveLength(12);
  });
  test('スタートカード選択: players + 1 pairs, picked in reverse turn order; goods gained, resource card to the lantern', () => {
    const s = game.setup(3, game.defaultOptions(3), 'draft');
    expect(s.draft).toHaveLength(4);
    const last = s.order[2];
    expect(active(s)).toBe(last);
    const pair = s.draft[0];
    const t = act(s, { kind: 'draft', pair: 0 });
    const p = t.players[last as number];
    expect(p?.lantern[0]).toEqual({ k: 'res', id: pair?.res });
    expect(p?.slots[0]).toEqual({ k: 'action', id: pair?.action });
  });
  test('every room has die-tiles of at least two colours', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      for (const r of game.setup(4, game.defaultOptions(4), seed).rooms)
        expect(new Set(r.tiles).size).toBeGreaterThan(1);
    }
  });
});

/** A 3-player game at the first turn with the first player's goods set. */
function turn(patch = {}): WcState {
  const s = started(3);
  return withPlayer(s, active(s), { ...goods, ...patch });
}

describe('seed 4.1: taking and placing a die', () => {
  test('only the ends of a bridge can be taken, never the middle', () => {
    const s = withBridge(turn({ coin: 9 }), 2, [1, 3, 5, 6]);
    const moves = game.legalMoves(s, active(s)).filter((m) => m.kind === 'place' && m.bridge === 2);
    expect(moves.every((m) => m.kind === 'place' && (m.end === 'L' || m.end === 'R'))).toBe(true);
    const t = act(s, { kind: 'place', bridge: 2, end: 'R', space: 'well' });
    expect(t.bridges[2]?.map((d) => d.value)).toEqual([1, 3, 5]);
  });
  test('a higher die gains the difference in coins (Well: value 1)', () => {
    const s = withBridge(turn(), 0, [2, 6]);
    const t = act(s, { kind: 'place', bridge: 0, end: 'R', space: 'well' });
    expect(t.players[active(s)]?.coin).toBe(5);
  });
  test('a lower die pays the difference; without the coins it cannot be placed', () => {
    const s = withBridge(turn({ coin: 0 }), 1, [1, 2]);
    expect(refuse(s, { kind: 'place', bridge: 1, end: 'L', space: 'o0', act: 'gardener' })).toBe('error.cannot-pay');
    const rich = withPlayer(s, active(s), { coin: 4 });
    const t = act(rich, { kind: 'place', bridge: 1, end: 'L', space: 'o0', act: 'gardener' });
    expect(t.players[active(s)]?.coin).toBe(0);
  });
  test('灯籠アクション: the left (lowest) die fires every lantern card; the right die does not', () => {
    const s0 = withBridge(turn({ coin: 0 }), 0, [3, 4]);
    const seat = active(s0);
    const s = withPlayer(s0, seat, {
      lantern: [
        { k: 'steward', id: 2 },
        { k: 'decree', d: 'vp' },
        { k: 'res', id: 9 },
      ],
    });
    const left = act(s, { kind: 'place', bridge: 0, end: 'L', space: 'well' });
    // Well +2 coins for the 3; lantern: steward back 1 coin, VP decree 1 VP, resource card 9's back 1 food.
    expect(left.players[seat]?.vp).toBe(1);
    expect(left.players[seat]?.coin).toBeGreaterThanOrEqual(3);
    const right = act(s, { kind: 'place', bridge: 0, end: 'R', space: 'well' });
    expect(right.players[seat]?.vp).toBe(0);
  });
  test('a lone die lies at the left end (NOTES R9)', () => {
    const s = withBridge(turn(), 0, [4]);
    expect(refuse(s, { kind: 'place', bridge: 0, end: 'R', space: 'well' })).toBe('error.lone-die');
  });
});

describe('seed 5.1: castle rooms', () => {
  test('a die enters a room only if a tile there shows its colour, and every matching row resolves', () => {
    const s0 = turn({ coin: 9 });
    const room = s0.rooms.findIndex((r, i) => i < 3 && r.tiles.filter((c) => c === r.tiles[0]).length >= 1);
    const colors = s0.rooms[room]?.tiles ?? [];
    const missing = (['red', 'black', 'white'] as const).find((c) => !colors.includes(c));
    if (missing) {
      const b = ['red', 'black', 'white'].indexOf(missing);
      expect(refuse(s0, { kind: 'place', bridge: b, end: 'R', space: `r${room}` as 'r0' })).toBe('error.wrong-color');
    }
    // Steward 15 (Time +1 / 2 pearls / seal: warrior) with tiles red, red, white: a red die gives Time +1 and 2 pearls.
    const s = withBridge(
      { ...s0, rooms: s0.rooms.map((r, i) => (i === 0 ? { ...r, card: 15, tiles: ['red', 'red', 'white'] } : r)) },
      0,
      [3, 3],
    );
    const t = act(s, { kind: 'place', bridge: 0, end: 'R', space: 'r0' });
    expect(t.players[active(s)]?.pearl).toBe(2);
    expect(t.players[active(s)]?.pot).toBe(1);
  });
  test('3+ players: a second die stacks and compares with the die below; at 2 players a room takes one die', () => {
    const s0 = turn({ coin: 9 });
    const s = withBridge(
      {
        ...s0,
        rooms: s0.rooms.map((r, i) =>
          i === 0 ? { ...r, tiles: ['red', 'black', 'white'], dice: [{ color: 'red', value: 5, owner: 1 }] } : r,
        ),
      },
      0,
      [2, 6],
    );
    const t = act(s, { kind: 'place', bridge: 0, end: 'R', space: 'r0' });
    expect(t.players[active(s)]?.coin).toBeGreaterThanOrEqual(10); // 6 over 5: +1
    const full = {
      ...s,
      rooms: s.rooms.map((r, i) =>
        i === 0 ? { ...r, dice: [...r.dice, { color: 'red' as const, value: 6, owner: 2 }] } : r,
      ),
    };
    expect(refuse(full, { kind: 'place', bridge: 0, end: 'R', space: 'r0' })).toBe('error.space-full');
    const two = started(2);
    const one = withBridge(
      {
        ...two,
        rooms: two.rooms.map((r, i) =>
          i === 0 ? { ...r, tiles: ['red', 'black', 'white'], dice: [{ color: 'red', value: 5, owner: 1 }] } : r,
        ),
      },
      0,
      [2, 6, 6],
    );
    expect(refuse(withPlayer(one, active(one), { coin: 9 }), { kind: 'place', bridge: 0, end: 'R', space: 'r0' })).toBe(
      'error.space-full',
    );
  });
});

describe('seed 5.2 / reference: the Well and Outside the Walls', () => {
  test('the Well: 1 seal plus both tile rewards', () => {
    const s0 = turn();
    const s = withBridge({ ...s0, wellTiles: ['iron', 'coin'] }, 0, [1, 1]);
    const t = act(s, { kind: 'place', bridge: 0, end: 'R', space: 'well' });
    const p = t.players[active(s)];
    expect([p?.seal, p?.iron, p?.coin]).toEqual([1, 1, 1]);
  });
  test('Outside the Walls 1 offers gardener or courtier, 2 offers warrior or courtier (NOTES R3)', () => {
    const s = withBridge(turn({ coin: 9 }), 0, [5, 5]);
    expect(refuse(s, { kind: 'place', bridge: 0, end: 'R', space: 'o0', act: 'warrior' })).toBe('error.outside-action');
    const t = act(s, { kind: 'place', bridge: 0, end: 'R', space: 'o1', act: 'courtier' });
    expect(t.asks[0]?.kind).toBe('courtier');
  });
});

describe('seed 5.3: the personal domain', () => {
  test('a row gains the resources of its empty meeple spaces, then the card blocks over it (NOTES R4, R8)', () => {
    const s0 = turn({ coin: 9, gardener: 3 });
    const seat = active(s0);
    // Steward 7 in the 1st-floor slot: its middle (black) row is "pay 1 seal: gardener". No seal: skipped.
    const s = withBridge(withPlayer(s0, seat, { slots: [{ k: 'steward', id: 7 }, null] }), 1, [6, 6]);
    const t = act(s, { kind: 'place', bridge: 1, end: 'R', space: 'd' });
    expect(t.players[seat]?.iron).toBe(2); // two gardeners gone: 2 iron
    expect(
      refuse(
        { ...t, asks: [{ kind: 'place', seats: [seat] }], placed: false },
        { kind: 'place', bridge: 1, end: 'L', space: 'd' },
      ),
    ).toBe('error.row-used');
  });
  test('a die goes only on the row of its colour, compared with the printed 6', () => {
    const s = withBridge(turn({ coin: 1 }), 2, [4, 5]);
    expect(refuse(s, { kind: 'place', bridge: 2, end: 'L', space: 'd' })).toBe('error.cannot-pay');
    const t = act(s, { kind: 'place', bridge: 2, end: 'R', space: 'd' });
    expect(t.players[active(s)]?.rows[2]).toEqual({ color: 'white', value: 5 });
  });
});

describe('seed 5.5 as ruled (NOTES R6): seal trades', () => {
  test('1 seal for 1 coin, 2 seals for a resource, during your turn', () => {
    const s = turn({ seal: 3 });
    const t = act(act(s, { kind: 'trade', get: 'coin' }), { kind: 'trade', get: 'pearl' });
    expect([me(t).seal, me(t).coin, me(t).pearl]).toEqual([0, 1, 1]);
    expect(refuse(t, { kind: 'trade', get: 'coin' })).toBe('error.trade-seals');
  });
  test('resources stop at 7 and seals at 5', () => {
    const s = withBridge({ ...turn({ seal: 5, iron: 7 }), wellTiles: ['iron', 'iron'] }, 0, [1, 1]);
    const t = act(s, { kind: 'place', bridge: 0, end: 'R', space: 'well' });
    expect([t.players[active(s)]?.seal, t.players[active(s)]?.iron]).toEqual([5, 7]);
  });
});
