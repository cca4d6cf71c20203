// Russian Railroads: every action space, the unlocks, the special railroad spaces, doublers and the last round, on
// hand-built positions. Each test names the reference part (reference/russian-railroads.md) or seed section it checks.
import { describe, expect, test } from 'vitest';
import {
  type Colour,
  DOUBLER_SUPPLY,
  SPACES,
  type SpaceId,
  UNLOCK_AT,
} from '../../../src/games/russian-railroads/data';
import { game, type RrPlayer, type RrState, railPoints, stepOptions } from '../../../src/games/russian-railroads/rules';
import { board, type Draft, edit, editBoard, me, play, start, stepOn, who } from './builders';

/** Tracks far enough that every colour is unlocked (black 15 on the Trans-Siberian) and free to move. */
function open(pl: Draft<RrPlayer>): void {
  pl.tracks = { ts: [15, 12, 9, 6, 0], sp: [8, 6, 3, 0], kiev: [8, 6, 0] };
}
const top = (s: RrState) => s.asks.at(-1);
const steps = (colours: Colour[], left: number) => ({ kind: 'steps', colours, left, optional: false });

type Row = [SpaceId, (s: RrState, seat: number, before: RrPlayer) => void];
// reference "Action board": what each space gives; costs are checked in the next table.
const ROWS: Row[] = [
  ['black2', (s) => expect(top(s)).toMatchObject(steps([0], 2))],
  ['black3', (s) => expect(top(s)).toMatchObject(steps([0], 3))],
  ['grey2', (s) => expect(top(s)).toMatchObject(steps([1], 2))],
  ['grey3', (s) => expect(top(s)).toMatchObject(steps([1], 3))],
  ['brown1', (s) => expect(top(s)).toMatchObject(steps([2], 1))],
  ['brown2', (s) => expect(top(s)).toMatchObject(steps([2], 2))],
  ['natural1', (s) => expect(top(s)).toMatchObject(steps([3], 1))],
  ['natural2', (s) => expect(top(s)).toMatchObject(steps([3], 2))],
  ['white1', (s) => expect(top(s)).toMatchObject(steps([4], 1))],
  ['white2', (s) => expect(top(s)).toMatchObject(steps([4], 2))],
  [
    'mixed',
    (s, seat, b) => {
      expect(top(s)).toMatchObject(steps([0, 1, 2, 3, 4], 2));
      expect(s.players[seat]?.coins).toBe(b.coins - 1);
    },
  ],
  ['bottom', (s) => expect(top(s)).toMatchObject(steps([0, 1], 1))],
  ['loco1', (s) => expect(top(s)).toMatchObject({ kind: 'lof', both: false })],
  ['loco2', (s) => expect(top(s)).toMatchObject({ kind: 'lof', both: false })],
  ['loco3', (s) => expect(top(s)).toMatchObject({ kind: 'lof', both: true })],
  ['ind1', (s, seat) => expect(s.players[seat]?.markers).toEqual([1])],
  ['ind2', (s, seat) => expect(s.players[seat]?.markers).toEqual([2])],
  [
    'ind3',
    (s, seat) => {
      expect(s.players[seat]?.markers).toEqual([1]);
      expect(top(s)).toMatchObject(steps([0], 1));
    },
  ],
  ['coins', (s, seat, b) => expect(s.players[seat]?.coins).toBe(b.coins + 2)],
  ['doubler', (s, seat, b) => expect(s.players[seat]?.doublers).toBe(b.doublers + 1)],
  ['temp', (s, seat) => expect(s.players[seat]?.temp).toBe(2)],
  ['hire', (s, seat) => expect(s.players[seat]?.engineers).toEqual([s.engineerQueue[0]])],
  ['first', (s, seat) => expect(s.nextFirst).toBe(seat)],
  ['second', (s, seat) => expect(s.nextSecond).toBe(seat)],
];

describe('each action space (reference: Action board)', () => {
  test.each(ROWS)('%s gives its action', (space, check) => {
    const seat = who(start());
    let s = edit(editBoard(start(), open), (d) => {
      if (space === 'first') d.order = [...d.order.slice(1), seat];
    });
    const before = s.players[seat] as RrPlayer;
    const sp = SPACES.find((x) => x.id === space);
    s = play(s, { kind: 'place', space, coins: sp?.coinOnly ? sp.cost : 0 });
    check(s, seat, before);
  });
  test("every space is in the table above except the last round's industry +3 and the engineer spaces", () => {
    const listed = new Set<string>([...ROWS.map((r) => r[0]), 'lastInd', 'engA', 'engB']);
    expect(SPACES.map((x) => x.id).filter((id) => !listed.has(id))).toEqual([]);
  });
  test.each(
    SPACES.filter((x) => !x.coinOnly && !x.when && x.id !== 'coins').map((x) => [x.id, x.cost, x.coinCost] as const),
  )('%s costs %i worker(s) and %i ruble(s)', (space, cost, coins) => {
    const seat = who(start());
    let s = editBoard(start(), (pl) => {
      open(pl);
      pl.coins = 5;
    });
    s = play(s, { kind: 'place', space, coins: 0 });
    expect(s.players[seat]?.used).toBe(cost);
    expect(s.players[seat]?.coins).toBe(5 - coins);
  });
  test('the engineer action spaces give the action of the next two engineers in the row (NOTES: Engineer row)', () => {
    let s = edit(start(), (d) => {
      d.engineerQueue = [3, 14, 2, ...d.engineerQueue.slice(3)];
    });
    const seat = who(s);
    s = play(s, { kind: 'place', space: 'engA', coins: 0 });
    expect(s.players[seat]?.cat['score.bonus']).toBe(10);
    expect(s.players[seat]?.engineers).toEqual([]);
    const next = who(s);
    const coins = me(s).coins;
    s = play(s, { kind: 'place', space: 'engB', coins: 0 });
    expect(s.players[next]?.coins).toBe(coins + 3);
  });
  test('hiring is paid in rubles only; with no ruble it is refused', () => {
    const s = editBoard(start(), (pl) => {
      pl.coins = 0;
    });
    expect(game.validate(s, who(s), { kind: 'place', space: 'hire', coins: 1 })?.code).toBe('error.no-coins');
  });
});

describe('unlocks (reference: Trans-Siberian black at 2 / 6 / 10 / 15)', () => {
  test.each([
    [1, 'grey', 'sp'],
    [2, 'brown', 'sp'],
    [3, 'natural', 'sp'],
    [4, 'white', 'ts'],
  ] as const)('colour %i (%s) opens when black reaches its space, on every line', (c, _name, rail) => {
    const at = UNLOCK_AT[c];
    const before = (pl: Draft<RrPlayer>) => {
      pl.tracks = { ts: [at - 1, 13, 12, 11, 0], sp: [9, 8, 7, 0], kiev: [9, 8, 0] };
      pl.tracks[rail].fill(0, c);
    };
    const onRail = (pl: RrPlayer) => stepOptions(pl, { colours: [c] }).filter((o) => o.rail === rail);
    expect(onRail(board(before))).toEqual([]);
    const reached = board((pl) => {
      before(pl);
      pl.tracks.ts[0] = at;
    });
    expect(onRail(reached)).toEqual([{ rail, colour: c }]);
  });
});

describe('special railroad spaces (reference: Special spaces along the railroads)', () => {
  test('Trans-Siberian 3 gives a worker only with a locomotive reaching it; it comes when the locomotive does', () => {
    let { s, seat } = stepOn((pl) => {
      pl.tracks.ts[0] = 2;
    }, 'ts');
    expect(s.players[seat]?.extra).toBe(0);
    while (who(s) !== seat) s = play(s, { kind: 'pass' });
    s = play(s, { kind: 'place', space: 'loco1', coins: 0 });
    s = play(s, { kind: 'choose', option: 'loco' });
    s = play(s, { kind: 'loco', slot: 'ts1' });
    expect(s.players[seat]?.extra).toBe(1);
  });
  test('Kiev 7 gives a worker to black alone, no locomotive needed', () => {
    const { s, seat } = stepOn((pl) => {
      pl.tracks.kiev[0] = 6;
    }, 'kiev');
    expect(s.players[seat]?.extra).toBe(1);
  });
  test('St. Petersburg 7 reached by grey with a locomotive doubles the whole line at every scoring', () => {
    const { s, seat } = stepOn(
      (pl) => {
        pl.tracks = { ts: [6, 0, 0, 0, 0], sp: [9, 6, 0, 0], kiev: [1, 0, 0] };
        pl.locos.sp = 7;
      },
      'sp',
      1,
    );
    const after = s.players[seat] as RrPlayer;
    expect(after.claimed).toContain('sp:7');
    const plain = { ...after, claimed: after.claimed.filter((k) => k !== 'sp:7') };
    expect(railPoints(after, 'sp')).toBe(2 * railPoints(plain, 'sp'));
  });
  test('Trans-Siberian 13 with a locomotive there offers a "?" token', () => {
    const { s, seat } = stepOn((pl) => {
      pl.tracks.ts[0] = 12;
      pl.locos = { ts0: 7, ts1: 6, sp: 0, kiev: 0 };
    }, 'ts');
    expect(top(s)).toMatchObject({ kind: 'token', seats: [seat] });
  });
});

describe('doublers (seed: ダブラー; reference: 8 spaces, supply 30)', () => {
  test('the shared supply starts at 30 and gives out what is taken', () => {
    const s = game.setup(3, {}, 'd');
    expect(s.doublerSupply).toBe(DOUBLER_SUPPLY);
    expect(DOUBLER_SUPPLY).toBe(30);
  });
  test('a player holds at most 8 (spaces 1-8, left to right)', () => {
    const seat = who(start());
    let s = editBoard(start(), (pl) => {
      pl.doublers = 8;
    });
    const supply = s.doublerSupply;
    s = play(s, { kind: 'place', space: 'doubler', coins: 0 });
    expect(s.players[seat]?.doublers).toBe(8);
    expect(s.doublerSupply).toBe(supply);
  });
  test('an empty supply gives none', () => {
    const seat = who(start());
    let s = edit(start(), (d) => {
      d.doublerSupply = 0;
    });
    s = play(s, { kind: 'place', space: 'doubler', coins: 0 });
    expect(s.players[seat]?.doublers).toBe(0);
  });
});

describe('the last round (reference: the turn-order spaces give way to industry +3)', () => {
  test('the turn-order spaces are closed and the industry +3 space opens', () => {
    let s = edit(start(), (d) => {
      d.round = d.rounds;
    });
    const seat = who(s);
    expect(game.validate(s, seat, { kind: 'place', space: 'first', coins: 0 })?.code).toBe('error.space-closed');
    expect(game.validate(s, seat, { kind: 'place', space: 'second', coins: 0 })?.code).toBe('error.space-closed');
    s = play(s, { kind: 'place', space: 'lastInd', coins: 0 });
    expect(s.players[seat]?.markers).toEqual([3]);
  });
  test('before the last round the industry +3 space is closed', () => {
    const s = start();
    expect(game.validate(s, who(s), { kind: 'place', space: 'lastInd', coins: 0 })?.code).toBe('error.space-closed');
  });
});
