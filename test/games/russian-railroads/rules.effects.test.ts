// Russian Railroads: every factory, engineer, "?" token and "?" card, on hand-built positions. The numbers and actions
// are DESIGNED values (data.ts, NOTES.md "Designed values") unless the test names the seed section it checks.
import { describe, expect, test } from 'vitest';
import { ENGINEERS, FACTORY, QCARD_ENGINEER, TOKENS, type TokenId } from '../../../src/games/russian-railroads/data';
import { game, type RrMove, type RrPlayer, type RrState, railPoints } from '../../../src/games/russian-railroads/rules';
import { atToken, board, editBoard, play, start, who } from './builders';

const top = (s: RrState) => s.asks.at(-1);
const bonus = (pl: RrPlayer | undefined) => pl?.cat['score.bonus'];
type Check = (s: RrState, seat: number, before: RrPlayer) => void;

// NOTES.md "Factory number → action" (the seed's nine factory actions, numbered by Kotatsu).
const FACTORIES: [number, Check][] = [
  [1, (s, seat) => expect(s.players[seat]?.markers).toEqual([6])],
  [2, (s) => expect(top(s)).toMatchObject({ kind: 'steps', colours: [0, 1, 2, 3, 4], left: 2, optional: true })],
  [3, (s, seat) => expect(s.players[seat]?.doublers).toBe(2)],
  [4, (s, seat) => expect(bonus(s.players[seat])).toBe(10)],
  [5, (s) => expect(top(s)).toMatchObject({ kind: 'lof', both: false })],
  [6, (s, seat, b) => expect(s.players[seat]?.coins).toBe(b.coins + 1)],
  [7, (s) => expect(top(s)).toMatchObject({ kind: 'repeat', mine: true })],
  [8, (s, seat) => expect(bonus(s.players[seat])).toBe(5 + 3)],
  [9, (s) => expect(top(s)).toMatchObject({ kind: 'endBonus', orTen: true })],
];

describe('factories (seed: 機関車の裏に書かれている工場アクション; DESIGNED numbers)', () => {
  test.each(FACTORIES)('the industry marker moving onto factory #%i gives its action', (n, check) => {
    const seat = who(start());
    let s = editBoard(start(), (pl) => {
      pl.markers = [4];
      pl.gaps[0] = n;
      pl.engineers = [2, 3];
      pl.locos = { ts0: 5, ts1: 1, sp: 3, kiev: 0 };
    });
    const before = s.players[seat] as RrPlayer;
    s = play(s, { kind: 'place', space: 'ind1', coins: 0 });
    expect(s.players[seat]?.markers[0]).toBeGreaterThanOrEqual(5);
    check(s, seat, before);
  });
  test('all nine numbers have an action', () => {
    expect(Object.keys(FACTORY).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
  test('the marker cannot move onto an empty factory gap', () => {
    const seat = who(start());
    let s = editBoard(start(), (pl) => {
      pl.markers = [4];
    });
    s = play(s, { kind: 'place', space: 'ind2', coins: 0 });
    expect(s.players[seat]?.markers).toEqual([4]);
  });
});

// NOTES.md "Engineers": stack A #2-#7, #8 on its "?" card, stack B #9-#15.
const ENGINEER_ROWS: [number, Check][] = [
  [2, (s, seat, b) => expect(s.players[seat]?.coins).toBe(b.coins + 3)],
  [3, (s) => expect(top(s)).toMatchObject({ kind: 'steps', left: 3, distinct: true, optional: true })],
  [4, (s, seat) => expect(s.players[seat]?.markers).toEqual([2])],
  [
    5,
    (s, seat) => {
      expect(s.players[seat]?.doublers).toBe(1);
      expect(bonus(s.players[seat])).toBe(5);
    },
  ],
  [6, (s) => expect(top(s)).toMatchObject({ kind: 'steps', colours: [0], left: 3 })],
  [7, (s) => expect(top(s)).toMatchObject({ kind: 'lof', both: false })],
  [8, (s) => expect(top(s)).toMatchObject({ kind: 'steps', colours: [1, 2], left: 2 })],
  [9, (s, seat) => expect(bonus(s.players[seat])).toBe(5 + 3)],
  [10, (s) => expect(top(s)).toMatchObject({ kind: 'repeat', mine: false })],
  [11, (s) => expect(top(s)).toMatchObject({ kind: 'endBonus', orTen: true })],
  [12, (s, seat) => expect(bonus(s.players[seat])).toBe(12 + 2)],
  [13, (s) => expect(top(s)).toMatchObject({ kind: 'steps', colours: [0, 1, 2, 3, 4], left: 2 })],
  [14, (s, seat) => expect(bonus(s.players[seat])).toBe(10)],
  [15, (s, seat) => expect(s.players[seat]?.markers).toEqual([3])],
];

describe('engineers (seed: 技師; DESIGNED actions)', () => {
  test('the table covers the fourteen engineers #2-#15', () => {
    expect(ENGINEER_ROWS.map((r) => r[0])).toEqual(ENGINEERS.map((e) => e.n));
    expect(ENGINEERS.find((e) => e.n === QCARD_ENGINEER)?.stack).toBe('?');
  });
  test.each(ENGINEER_ROWS)('a hired #%i gives its owner its action for 1 worker', (n, check) => {
    let s = start();
    const seat = who(s);
    // Another player's 1-worker space, for #10's repeat.
    s = play(s, { kind: 'place', space: 'coins', coins: 0 });
    while (who(s) !== seat) s = play(s, { kind: 'pass' });
    s = editBoard(s, (pl) => {
      pl.engineers = n === 2 ? [2] : [n, 2];
      pl.tracks.ts = [6, 2, 0, 0, 0];
      pl.locos = { ts0: 5, ts1: 1, sp: 3, kiev: 0 };
    });
    const before = s.players[seat] as RrPlayer;
    s = play(s, { kind: 'useEngineer', n, coins: 0 });
    expect(s.players[seat]?.used).toBe(before.used + 1);
    check(s, seat, before);
  });
  test('each hired engineer is used at most once a round (NOTES: hired engineers)', () => {
    let s = editBoard(start(), (pl) => {
      pl.engineers = [14];
    });
    const seat = who(s);
    s = play(s, { kind: 'useEngineer', n: 14, coins: 0 });
    while (who(s) !== seat) s = play(s, { kind: 'pass' });
    expect(game.validate(s, seat, { kind: 'useEngineer', n: 14, coins: 0 })?.code).toBe('error.engineer-used');
  });
});

const TOKEN_ROWS: [TokenId, Check][] = [
  ['tracks4', (s) => expect(top(s)).toMatchObject({ kind: 'steps', colours: [0, 1, 2, 3, 4], left: 4 })],
  [
    'industry5',
    (s, seat, b) => {
      expect(s.players[seat]?.markers).toEqual([5]);
      expect(s.players[seat]?.coins).toBe(b.coins + 1); // passing the #6 factory on the way
    },
  ],
  ['doublers3', (s, seat) => expect(s.players[seat]?.doublers).toBe(3)],
  ['revalue', (s, seat) => expect(s.players[seat]?.revalued).toBe(true)],
  ['marker2', (s, seat) => expect(s.players[seat]?.markers).toEqual([0, 0])],
  ['medal', (s, seat) => expect(s.players[seat]?.medal).toBe(true)],
  ['endBonus', (s) => expect(s.asks.slice(-2).map((a) => a.kind)).toEqual(['qcard', 'endBonus'])],
];

describe('"?" tokens (seed: 「？」トークンが7つ)', () => {
  test('the table covers the seven tokens', () => {
    expect(TOKEN_ROWS.map((r) => r[0])).toEqual([...TOKENS]);
  });
  test.each(TOKEN_ROWS)('%s', (token, check) => {
    const at = atToken();
    const seat = at.seat;
    let s = editBoard(at.s, (pl) => {
      pl.gaps[0] = 6;
    });
    const before = s.players[seat] as RrPlayer;
    s = play(s, { kind: 'token', token });
    expect(s.players[seat]?.tokens).not.toContain(token);
    check(s, seat, before);
  });
  test("the Kiev medal doubles what Kiev's track scores (DESIGNED effect; the stars are not doubled)", () => {
    const pl = board((b) => {
      b.tracks.kiev = [6, 5, 0];
      b.locos.kiev = 6;
    });
    const plain = railPoints(pl, 'kiev');
    expect(railPoints({ ...pl, medal: true }, 'kiev')).toBe(2 * (plain - (1 + 2 + 3 + 4)) + (1 + 2 + 3 + 4));
  });
  test('with two markers, each step asks which marker moves, and both score (seed: 2つ目の産業マーカー)', () => {
    const seat = who(start());
    let s = editBoard(start(), (pl) => {
      pl.markers = [3, 0];
    });
    s = play(s, { kind: 'place', space: 'ind1', coins: 0 });
    expect(top(s)).toMatchObject({ kind: 'industry' });
    s = play(s, { kind: 'marker', index: 1 });
    expect(s.players[seat]?.markers).toEqual([3, 1]);
  });
});

/** Take the end-bonus token and a face-up end bonus: the "?" card choice is next. */
function atCard(): { s: RrState; seat: number } {
  let { s, seat } = atToken();
  expect(top(s)).toMatchObject({ kind: 'token' });
  s = play(s, { kind: 'token', token: 'endBonus' });
  s = play(s, { kind: 'endBonus', card: s.endDisplay[0] as NonNullable<RrState['endDisplay'][0]> });
  expect(top(s)).toMatchObject({ kind: 'qcard' });
  return { s, seat };
}

const CARD_ROWS: [RrState['qcards'][number], Check][] = [
  ['triple', (s) => expect(top(s)).toMatchObject({ kind: 'triple', left: 2 })],
  [
    'engineer',
    (s, seat, b) => {
      expect(s.players[seat]?.engineers).toEqual([QCARD_ENGINEER]);
      expect(s.players[seat]?.coins).toBe(b.coins + 1);
    },
  ],
  [
    'factory',
    (s, seat) => {
      expect(s.players[seat]?.gaps[0]).toBe(2);
      expect(s.players[seat]?.markers).toEqual([2]);
    },
  ],
  ['blackWorker', (s, seat) => expect(s.players[seat]?.blackWorker).toBe(true)],
  ['loco9', (s) => expect(top(s)).toMatchObject({ kind: 'loco', card: true })],
];

describe('"?" cards (seed: カードは5枚あり)', () => {
  test.each(CARD_ROWS)('%s', (card, check) => {
    let { s, seat } = atCard();
    const before = s.players[seat] as RrPlayer;
    s = play(s, { kind: 'qcard', card });
    expect(s.players[seat]?.qcards).toEqual([card]);
    check(s, seat, before);
  });
  test('the first card is chosen twice: a doubler, then industry +1 (DESIGNED reading of 再度行います)', () => {
    let { s, seat } = atCard();
    s = play(s, { kind: 'qcard', card: 'triple' });
    s = play(s, { kind: 'triple', option: 'doubler' });
    s = play(s, { kind: 'triple', option: 'industry' });
    expect(s.players[seat]?.doublers).toBe(1);
    expect(s.players[seat]?.markers).toEqual([1]);
  });
  test('the #9 card puts a 9 in a slot, and the card leaves the display', () => {
    let { s, seat } = atCard();
    s = play(s, { kind: 'qcard', card: 'loco9' });
    s = play(s, { kind: 'loco', slot: 'sp' } as RrMove);
    const replaced = top(s);
    if (replaced?.kind === 'chain') s = play(s, { kind: 'chain', slot: 'supply' });
    expect(s.players[seat]?.locos.sp).toBe(9);
    expect(s.qcards).not.toContain('loco9');
  });
});
