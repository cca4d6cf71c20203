// Russian Railroads: round and final scoring on hand-built boards, the end bonuses, and the designed values of setup
// and passing. Each test names the seed section, the reference part or the NOTES.md decision it checks.
import { describe, expect, test } from 'vitest';
import {
  END_BONUS,
  END_BONUS_REMOVED,
  type EndBonusId,
  INDUSTRY,
  INDUSTRY_END,
  industryValue,
  START_BONUS,
  TURN_CARD_POINTS,
} from '../../../src/games/russian-railroads/data';
import {
  endBonusPoints,
  game,
  type RrPlayer,
  type RrState,
  roundPoints,
} from '../../../src/games/russian-railroads/rules';
import { finalScoring } from '../../../src/games/russian-railroads/rules/derived';
import { board, type Draft, editBoard, play, start, who } from './builders';

/** A board well into the game: all three lines built, locomotives, doublers, industry. */
function builtUp(pl: Draft<RrPlayer>): void {
  pl.tracks = { ts: [10, 8, 6, 0, 0], sp: [7, 5, 0, 0], kiev: [5, 2, 0] };
  pl.locos = { ts0: 5, ts1: 4, sp: 6, kiev: 4 };
  pl.doublers = 3;
  pl.markers = [6];
}

describe('round scoring (seed: セグメントごとのポイント; reference: Kiev stars)', () => {
  test('a hand-built board scores railroads within reach, doublers, Kiev stars and industry', () => {
    const pl = board(builtUp);
    // Trans-Siberian reach 9: spaces 1-6 brown (2), 7-8 grey (1), 9 black (0); doublers on 1-3 -> 12 + 6 + 2 = 20.
    // St. Petersburg reach 6: 1-5 grey (1), 6 black -> 5. Kiev reach 4: 1-2 grey, 3-4 black -> 2, stars 1+2+3+4.
    // Industry marker on 6 -> 10.
    expect(roundPoints(pl)).toBe(20 + 5 + (2 + 10) + 10);
  });
  test('revalued, the same board scores brown at 3', () => {
    const pl = board((b) => {
      builtUp(b);
      b.revalued = true;
    });
    // Trans-Siberian 6 × 3 + 3 × 3 on the doublers + 2 grey = 29; the rest as before.
    expect(roundPoints(pl)).toBe(29 + 5 + 12 + 10);
  });
  test("a round end adds each seat's round points to its score", () => {
    const seats = start().order;
    let s = seats.reduce((t, seat) => editBoard(t, builtUp, seat), start());
    for (let i = 0; i < seats.length; i++) s = play(s, { kind: 'pass' });
    expect(s.round).toBe(2);
    for (const seat of seats) expect(s.players[seat]?.cat['score.rounds']).toBe(47);
  });
});

type Bonus = [EndBonusId, (pl: Draft<RrPlayer>) => void, number];
// The seed's end-bonus designs (エンドゲームボーナスカード), minus the flat 15 (DESIGNED box of eight).
const BONUSES: Bonus[] = [
  [
    'railroads',
    (pl) => {
      pl.tracks.ts[0] = 15;
      pl.tracks.sp[0] = 9;
    },
    20,
  ],
  [
    'factories',
    (pl) => {
      pl.gaps = [2, 3, null, null, null];
    },
    8,
  ],
  [
    'doublers',
    (pl) => {
      pl.doublers = 4;
    },
    20,
  ],
  [
    'locoSum',
    (pl) => {
      pl.locos = { ts0: 5, ts1: 4, sp: 6, kiev: 2 };
    },
    17,
  ],
  ['extraEngineer', () => {}, 0],
  [
    'blackReach',
    (pl) => {
      pl.tracks.ts[0] = 7;
      pl.tracks.sp[0] = 4;
    },
    12,
  ],
  [
    'extraWorkers',
    (pl) => {
      pl.extra = 2;
      pl.blackWorker = true;
    },
    30,
  ],
  [
    'tokens',
    (pl) => {
      pl.tokens = pl.tokens.slice(2);
    },
    14,
  ],
];

describe('end bonuses (seed: エンドゲームボーナスカード)', () => {
  test('the box holds the eight designs of the table (DESIGNED: the flat 15 left out)', () => {
    expect(BONUSES.map((b) => b[0])).toEqual([...END_BONUS]);
  });
  test.each(BONUSES)('%s', (card, build, points) => {
    const pl = board(build);
    expect(endBonusPoints(pl, card)).toBe(points);
  });
  test.each([
    [
      'factories',
      20,
      (pl: Draft<RrPlayer>) => {
        pl.gaps = [2, 3, 4, 5, 6];
      },
    ],
    [
      'extraWorkers',
      30,
      (pl: Draft<RrPlayer>) => {
        pl.extra = 4;
      },
    ],
    [
      'tokens',
      28,
      (pl: Draft<RrPlayer>) => {
        pl.tokens = [];
      },
    ],
    [
      'doublers',
      30,
      (pl: Draft<RrPlayer>) => {
        pl.doublers = 7;
      },
    ],
  ] as const)('%s is capped at %i', (card, cap, build) => {
    const pl = board(build);
    expect(endBonusPoints(pl, card)).toBe(cap);
  });
  test('the extra-engineer card counts in the majority: 1 engineer + the card beats 1 engineer', () => {
    const a = editBoard(
      start(),
      (pl) => {
        pl.engineers = [2];
        pl.endBonus = ['extraEngineer'];
      },
      0,
    );
    const s = finalScoring(
      editBoard(
        a,
        (pl) => {
          pl.engineers = [15];
        },
        1,
      ),
    );
    expect(s.players.slice(0, 2).map((pl) => pl.cat['score.majority'])).toEqual([40, 20]);
  });
  test('two of the eight leave unseen at setup, six lie face up (DESIGNED: face up)', () => {
    const s = game.setup(3, {}, 'eb');
    expect(s.endDisplay.length).toBe(END_BONUS.length - END_BONUS_REMOVED);
    expect(new Set(s.endDisplay).size).toBe(6);
  });
});

describe('final scoring and the winner (seed: engineer majority; reference: ties share the win)', () => {
  test('final scores add the majority and the end bonuses to the points so far', () => {
    const a = editBoard(
      start(),
      (pl) => {
        pl.engineers = [3, 4];
        pl.endBonus = ['doublers'];
        pl.doublers = 7;
        pl.cat['score.rounds'] = 100;
      },
      0,
    );
    const b = editBoard(
      a,
      (pl) => {
        pl.engineers = [5];
      },
      1,
    );
    const s = finalScoring(b);
    expect(s.final?.map((x) => x.total)).toEqual([100 + 40 + 30, 20, 0]);
  });
  test('equal totals share first place', () => {
    const s: RrState = {
      ...start(),
      asks: [],
      final: [0, 1, 2].map((seat) => ({ seat, total: seat === 2 ? 90 : 120, categories: [], perRound: [] })),
    };
    expect(game.status(s)).toMatchObject({ kind: 'over', ranking: [[0, 1], [2]] });
  });
});

describe('designed values of setup and passing (NOTES.md "Designed values")', () => {
  test('turn-order card points 0/1/1/1 for 1st-4th (DESIGNED; 0/1/1/2 before the 4-player seat runs)', () => {
    expect([...TURN_CARD_POINTS]).toEqual([0, 1, 1, 1]);
    let s = start(4);
    const order = [...s.order];
    for (let i = 0; i < 4; i++) s = play(s, { kind: 'pass' });
    expect(order.map((seat) => s.players[seat]?.cat['score.turn'])).toEqual([0, 1, 1, 1]);
  });
  test.each([
    ['coins', (b: RrPlayer, a: RrPlayer) => expect(a.coins).toBe(b.coins + 1)],
    [
      'black',
      (_b: RrPlayer, _a: RrPlayer, s: RrState) =>
        expect(s.asks.at(-1)).toMatchObject({ kind: 'steps', colours: [0], left: 1 }),
    ],
    ['industry', (_b: RrPlayer, a: RrPlayer) => expect(a.markers).toEqual([1])],
    ['doubler', (_b: RrPlayer, a: RrPlayer) => expect(a.doublers).toBe(1)],
  ] as const)('the starting bonus %s (DESIGNED amount)', (card, check) => {
    let s = game.setup(3, {}, 'sb');
    const seat = who(s);
    const before = s.players[seat] as RrPlayer;
    s = play(s, { kind: 'bonus', card });
    check(before, s.players[seat] as RrPlayer, s);
  });
  test('the four starting bonuses are the table above', () => {
    expect([...START_BONUS]).toEqual(['coins', 'black', 'industry', 'doubler']);
  });
  test('industry track: the end space is worth 30, and there is no 4 (DESIGNED)', () => {
    expect(industryValue(INDUSTRY_END)).toBe(30);
    expect(INDUSTRY).not.toContain(4);
    expect(INDUSTRY.filter((v) => v === 'G').length).toBe(5);
  });
  test('the "?" space on the industry track offers a "?" token', () => {
    const seat = who(start());
    let s = editBoard(start(), (pl) => {
      pl.markers = [INDUSTRY.indexOf('?') - 1];
    });
    s = play(s, { kind: 'place', space: 'ind1', coins: 0 });
    expect(s.asks.at(-1)).toMatchObject({ kind: 'token', seats: [seat] });
  });
});
