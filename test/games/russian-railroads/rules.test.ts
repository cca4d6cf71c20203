// Russian Railroads rules on hand-built positions. Each test names the seed section (russian-railroads.ja.txt) or the
// reference sheet part (reference/russian-railroads.md) it checks.
import { describe, expect, test } from 'vitest';
import { FACTORY, INDUSTRY, industryValue, TURN_CARD_POINTS } from '../../../src/games/russian-railroads/data';
import {
  endBonusPoints,
  game,
  majority,
  type RrPlayer,
  railPoints,
  reach,
  roundPoints,
  stepOptions,
} from '../../../src/games/russian-railroads/rules';
import { atToken, board, type Draft, editBoard, me, play, start, who } from './builders';

describe('setup (reference: Players, rounds, starting material)', () => {
  test.each([
    [2, 6, 6, 2],
    [3, 6, 6, 1],
    [4, 7, 5, 1],
  ])('%i players: %i rounds, %i workers, %i rubles; black on every line, #1 on the Trans-Siberian', (n, r, w, c) => {
    const s = game.setup(n, {}, 'x');
    expect(s.rounds).toBe(r);
    for (const pl of s.players) {
      expect(pl.workers).toBe(w);
      expect(pl.coins).toBe(c);
      expect([pl.tracks.ts[0], pl.tracks.sp[0], pl.tracks.kiev[0]]).toEqual([1, 1, 1]);
      expect(pl.locos).toEqual({ ts0: 1, ts1: 0, sp: 0, kiev: 0 });
    }
    expect(s.engineerQueue.length).toBe(n === 4 ? 7 : 6);
  });
  test('the last seat picks a starting bonus first, the first seat gets none', () => {
    const s = game.setup(4, {}, 'x');
    expect(game.status(s)).toMatchObject({ active: [s.order[3]] });
  });
  test('2 players: the 1-worker black and grey spaces and the second turn-order space are out (reference)', () => {
    const s = start(2);
    expect(game.validate(s, who(s), { kind: 'place', space: 'black2', coins: 0 })?.code).toBe('error.space-closed');
    expect(game.validate(s, who(s), { kind: 'place', space: 'second', coins: 0 })?.code).toBe('error.space-closed');
  });
});

describe('action spaces and their cost (reference: Action board)', () => {
  test('black ×3 costs 2 workers and gives 3 black moves; the space is then taken', () => {
    let s = start();
    const seat = who(s);
    s = play(s, { kind: 'place', space: 'black3', coins: 0 });
    expect(s.players[seat]?.used).toBe(2);
    for (let i = 0; i < 3; i++) s = play(s, { kind: 'step', rail: 'ts', colour: 0 });
    expect(s.players[seat]?.tracks.ts[0]).toBe(4);
    expect(game.validate(s, who(s), { kind: 'place', space: 'black3', coins: 0 })?.code).toBe('error.space-taken');
  });
  test('a ruble may stand in for a worker; the shared black-or-grey space takes several players', () => {
    let s = start();
    const seat = who(s);
    const coins = me(s).coins;
    s = play(s, { kind: 'place', space: 'bottom', coins: 1 });
    expect(s.players[seat]?.coins).toBe(coins - 1);
    expect(s.players[seat]?.used).toBe(0);
    s = play(s, { kind: 'step', rail: 'sp', colour: 0 });
    expect(game.validate(s, who(s), { kind: 'place', space: 'bottom', coins: 0 })).toBeNull();
  });
  test('a direct action cannot be cut short while a move is possible', () => {
    let s = start();
    s = play(s, { kind: 'place', space: 'black3', coins: 0 });
    expect(game.validate(s, who(s), { kind: 'skip' })?.code).toBe('error.must-use');
  });
  test('hiring takes 1 ruble and the engineer on offer; the engineer action spaces use the next two', () => {
    let s = start();
    const seat = who(s);
    const hire = s.engineerQueue[0];
    expect(game.validate(s, seat, { kind: 'place', space: 'hire', coins: 0 })?.code).toBe('error.coins-only');
    s = play(s, { kind: 'place', space: 'hire', coins: 1 });
    expect(s.players[seat]?.engineers).toEqual([hire]);
  });
  test('passing scores the turn-order card (DESIGNED 0/1/1/1: the third seat gets 1)', () => {
    let s = start();
    s = play(s, { kind: 'pass' });
    s = play(s, { kind: 'pass' });
    const third = who(s);
    s = play(s, { kind: 'pass' });
    expect(s.players[third]?.cat['score.turn']).toBe(TURN_CARD_POINTS[2]);
    expect(TURN_CARD_POINTS[2]).toBe(1);
  });
});

describe('tracks (seed: 線路は色順にしか敷設できません)', () => {
  test('grey needs black on Trans-Siberian 2, and never reaches the space of black', () => {
    expect(
      stepOptions(
        board(() => {}),
        { colours: [1] },
      ),
    ).toEqual([]);
    const black2 = (pl: Draft<RrPlayer>) => {
      pl.tracks.ts[0] = 2;
    };
    expect(stepOptions(board(black2), { colours: [1] })).toEqual([{ rail: 'ts', colour: 1 }]);
    const grey1 = board((pl) => {
      black2(pl);
      pl.tracks.ts[1] = 1;
    });
    expect(stepOptions(grey1, { colours: [1] })).toEqual([]);
  });
  test('each line takes only its colours: Kiev no natural, St. Petersburg no white', () => {
    const pl = board((b) => {
      b.tracks = { ts: [15, 14, 13, 12, 0], sp: [9, 5, 3, 0], kiev: [9, 5, 3] };
    });
    expect(stepOptions(pl, { colours: [3, 4] })).toEqual([
      { rail: 'ts', colour: 4 },
      { rail: 'sp', colour: 3 },
    ]);
  });
});

describe('locomotives, reach and scoring (seed: セグメントごとのポイント)', () => {
  test('only spaces within reach score; the highest colour on a space counts; doublers double', () => {
    const pl = board((b) => {
      b.tracks.ts = [6, 4, 2, 0, 0];
      b.locos.ts0 = 3;
      b.locos.ts1 = 2;
    });
    expect(reach(pl, 'ts')).toBe(5);
    // spaces 1-2 brown (2), 3-4 grey (1), 5 black (0)
    expect(railPoints(pl, 'ts')).toBe(6);
    expect(railPoints({ ...pl, doublers: 2 }, 'ts')).toBe(10);
  });
  test('revaluation: brown 3, natural 6, white 10', () => {
    const pl = board((b) => {
      b.tracks.ts = [15, 14, 13, 12, 11];
      b.locos.ts0 = 9;
      b.locos.ts1 = 9;
    });
    expect(railPoints(pl, 'ts')).toBe(11 * 7 + 4 + 2 + 1);
    expect(railPoints({ ...pl, revalued: true }, 'ts')).toBe(11 * 10 + 6 + 3 + 1);
  });
  test('taking a locomotive takes the lowest in the supply; it cannot replace an equal or higher one', () => {
    let s = start();
    s = play(s, { kind: 'place', space: 'loco1', coins: 0 });
    s = play(s, { kind: 'choose', option: 'loco' });
    expect(game.validate(s, who(s), { kind: 'loco', slot: 'ts0' })).toBeNull();
    const seat = who(s);
    s = play(s, { kind: 'loco', slot: 'kiev' });
    expect(s.players[seat]?.locos.kiev).toBe(2);
  });
  test('Kiev stars 1-4 score while black and the locomotive reach them (reference: Kiev sp 1-4)', () => {
    const pl = board((b) => {
      b.tracks.kiev = [3, 0, 0];
      b.locos.kiev = 3;
    });
    expect(railPoints(pl, 'kiev')).toBe(1 + 2 + 3);
  });
});

describe('industry and factories (seed: 工場アクション)', () => {
  test('the marker stops at an empty factory gap and scores the number before it', () => {
    let s = start();
    const seat = who(s);
    s = play(s, { kind: 'place', space: 'ind2', coins: 0 });
    expect(s.players[seat]?.markers).toEqual([2]);
    expect(industryValue(5)).toBe(5);
    expect(INDUSTRY[5]).toBe('G');
  });
  test('moving onto a factory gives its action (DESIGNED #6: one ruble)', () => {
    const seat = who(start());
    let s = editBoard(start(), (pl) => {
      pl.markers = [4];
      pl.gaps[0] = 6;
    });
    const coins = me(s).coins;
    s = play(s, { kind: 'place', space: 'ind1', coins: 0 });
    expect(s.players[seat]?.coins).toBe(coins + 1);
    expect(FACTORY[6]).toEqual({ t: 'coins', n: 1 });
  });
});

describe('"?" tokens (seed: 「？」アイコン)', () => {
  test('St. Petersburg 4 with a locomotive there offers a "?" token; revaluation applies at once', () => {
    let { s, seat } = atToken();
    expect(s.asks.at(-1)?.kind).toBe('token');
    s = play(s, { kind: 'token', token: 'revalue' });
    expect(s.players[seat]?.revalued).toBe(true);
    expect(s.players[seat]?.tokens).not.toContain('revalue');
  });
});

describe('final scoring (seed: エンドゲームボーナスカード, engineer majority)', () => {
  test('majority 40/20; ties go to the highest engineer; no engineer, no points', () => {
    const hired = (engineers: number[]) =>
      board((pl) => {
        pl.engineers = engineers;
      });
    expect(majority([hired([3, 5]), hired([2, 13]), hired([4]), hired([])])).toEqual([20, 40, 0, 0]);
  });
  // Seed (russian-railroads.ja.txt, final scoring): 2位になるためには、少なくとも1人のエンジニアを雇わなければなりません;
  // the extra-engineer card (追加の機関士として数えます) counts on top of hired engineers, it does not hire one.
  test('the extra-engineer card alone places no seat; with one engineer hired it counts as a second', () => {
    const seat = (engineers: number[], card: boolean) =>
      board((pl) => {
        pl.engineers = engineers;
        if (card) pl.endBonus = ['extraEngineer'];
      });
    expect(majority([seat([3], false), seat([], true), seat([], false)])).toEqual([40, 0, 0]);
    expect(majority([seat([3], false), seat([], true), seat([7], true)])).toEqual([20, 0, 40]);
  });
  test('end-bonus formulas', () => {
    const pl = board(() => {});
    expect(endBonusPoints({ ...pl, doublers: 5 }, 'doublers')).toBe(20);
    expect(endBonusPoints({ ...pl, doublers: 7 }, 'doublers')).toBe(30);
    expect(endBonusPoints({ ...pl, gaps: [2, 3, 4, 5, 6] }, 'factories')).toBe(20);
    const kiev9 = board((b) => {
      b.tracks.kiev[0] = 9;
    });
    expect(endBonusPoints(kiev9, 'railroads')).toBe(10);
    expect(endBonusPoints(kiev9, 'blackReach')).toBe(1 + 1 + 9);
    expect(endBonusPoints({ ...pl, tokens: pl.tokens.slice(3) }, 'tokens')).toBe(21);
  });
  test('round scoring adds railroads and industry', () => {
    const pl = board((b) => {
      b.markers = [6];
    });
    expect(roundPoints(pl)).toBe(10);
  });
  test('a refusal explains why: a taken space', () => {
    let s = start();
    s = play(s, { kind: 'place', space: 'coins', coins: 0 });
    expect(game.validate(s, who(s), { kind: 'place', space: 'coins', coins: 0 })?.code).toBe('error.space-taken');
    expect(me(s).coins).toBeGreaterThanOrEqual(0);
  });
});
