// Setup, actions, summoning, the end of the turn, the end of the game and tie-breaks (seed sections named per test).
import { describe, expect, test } from 'vitest';
import { at, DUEL_START, HAND, SQUARES, TASKS } from '../../../src/games/tash-kalar/data';
import { game, type TkMove, type TkState } from '../../../src/games/tash-kalar/rules';
import { being } from '../../../src/games/tash-kalar/rules/cards';
import { endTurn } from '../../../src/games/tash-kalar/rules/turn';
import type { P } from './builders';
import { C, effectOf, patternAt, pieceAt, play, position, summonWith } from './harness';

const fresh = (mode: 'highForm' | 'deathmatch' = 'highForm') =>
  game.setup(2, { mode, decks: ['imperial', 'highland'] }, 'turn');

describe('setup options (seed 「ゲーム形式」: High Form or Deathmatch; a deck per player)', () => {
  test.each([
    ['no options: the defaults', undefined, { mode: 'highForm', decks: ['imperial', 'sylvan'] }],
    [
      'the setup form',
      { mode: 'deathmatch', deck0: 'highland', deck1: 'highland' },
      { mode: 'deathmatch', decks: ['highland', 'highland'] },
    ],
    [
      "a save's options",
      { mode: 'highForm', decks: ['sylvan', 'imperial'] },
      { mode: 'highForm', decks: ['sylvan', 'imperial'] },
    ],
    [
      'a missing deck: its default',
      { mode: 'deathmatch', deck1: 'imperial' },
      { mode: 'deathmatch', decks: ['imperial', 'imperial'] },
    ],
    ['an unknown deck', { deck0: 'ocean' }, null],
    ['an unknown mode', { mode: 'melee' }, null],
    ['not an object', 'highForm', null],
  ] as const)('%s', (_n, raw, want) => {
    expect(game.parseOptions(raw, 2)).toEqual(want);
  });
  test('only the duel: 2 players', () => {
    expect(game.parseOptions(undefined, 3)).toBeNull();
  });
});

describe('seed 「準備」', () => {
  test('each player holds 3 beings, 2 legends and 1 flare', () => {
    for (const h of fresh().hands) expect([h.beings.length, h.legends.length, h.flares.length]).toEqual([3, 2, 1]);
  });
  test('High Form: 3 current tasks (simple, not three of one type) and a next task', () => {
    for (let i = 0; i < 30; i++) {
      const t = game.setup(2, game.defaultOptions(2), `tasks-${i}`).tasks;
      expect(t?.current).toHaveLength(3);
      const cards = (t?.current ?? []).map((id) => TASKS.find((x) => x.id === id));
      expect(cards.every((c) => c && !c.advanced)).toBe(true);
      expect(new Set(cards.map((c) => c?.type)).size).toBeGreaterThanOrEqual(2);
      expect(t?.next).not.toBeNull();
    }
  });
  test('Deathmatch: the second player puts one piece of each colour on the marked squares, then the first player starts', () => {
    const s = fresh('deathmatch');
    expect(game.status(s)).toMatchObject({ kind: 'turn', active: [1] });
    const t = play(s, { kind: 'duelStart', sq: DUEL_START[0] ?? 0 });
    expect(t.board[DUEL_START[0] ?? 0]).toEqual({ o: 1, r: 'c' });
    expect(t.board[DUEL_START[1] ?? 0]).toEqual({ o: 0, r: 'c' });
    expect([t.turn, t.actions]).toEqual([0, 1]);
  });
});

describe('seed 「ゲームプレイ」', () => {
  test('the first player has a single action on the first turn, then each turn has 2', () => {
    const s = fresh();
    expect(s.actions).toBe(1);
    const t = play(s, { kind: 'place', sq: at(5, 5) });
    expect([t.turn, t.actions]).toEqual([1, 2]);
  });
  test('all actions must be used before the turn ends', () => {
    const s = position({ pieces: [] });
    expect(game.validate(s, 0, { kind: 'endTurn' })?.code).toBe('error.actions-left');
  });
  test('placing puts a common piece on an empty square only', () => {
    const s = position({ pieces: [[5, 5, 1]] });
    expect(game.validate(s, 0, { kind: 'place', sq: at(5, 5) })?.code).toBe('error.not-empty');
    expect(pieceAt(play(s, { kind: 'place', sq: at(4, 4) }), 4, 4)).toEqual({ o: 0, r: 'c' });
  });
  test('with no common piece left, one of your common or heroic pieces is taken from the board and placed', () => {
    const mine: P[] = SQUARES.slice(0, 17).map((q) => [(q % 9) + 1, Math.floor(q / 9) + 1, 0, 'c'] as const);
    const s = position({ pieces: mine });
    expect(game.validate(s, 0, { kind: 'place', sq: at(5, 5) })?.code).toBe('error.reuse-needed');
    const from = SQUARES[0] ?? 0;
    const t = play(s, { kind: 'place', sq: at(5, 5), from });
    expect(t.board[from]).toBeNull();
    expect(pieceAt(t, 5, 5)).toEqual({ o: 0, r: 'c' });
  });
  test('discarding a being card is an action, once per turn; other cards may then go to the bottom of their decks', () => {
    const s = position({ pieces: [], hand: ['imperial:knight', 'imperial:bomb'], flares: ['flare:flare0'] });
    const t = play(s, { kind: 'discard', card: 'imperial:knight' });
    expect(t.actions).toBe(1);
    expect(t.discards[0]).toContain('imperial:knight');
    const u = play(t, { kind: 'returnCard', card: 'flare:flare0' });
    expect(u.flareDeck.at(-1)).toBe('flare:flare0');
    // Seed 「ゲームプレイ」 “手札を山札に複数枚、山札に戻すことができます”: any other move waits for “done”.
    expect(game.validate(u, 0, { kind: 'discard', card: 'imperial:bomb' })?.code).toBe('error.finish-return');
    expect(game.validate(u, 0, { kind: 'place', sq: at(5, 5) })?.code).toBe('error.finish-return');
    expect(game.validate(u, 0, { kind: 'returnCard', card: 'imperial:knight' })?.code).toBe('error.not-in-hand');
    const v = play(u, { kind: 'endReturn' });
    expect(game.validate(v, 0, { kind: 'discard', card: 'imperial:bomb' })?.code).toBe('error.discard-once');
  });
});

describe('seed 「クリーチャー召還」', () => {
  const knight = being('imperial:knight');
  test('the being replaces a piece of equal or lower rank on its square, destroying it', () => {
    const s = position({ pieces: [...patternAt(knight, 5, 5), [5, 5, 1, 'h']], hand: ['imperial:knight'] });
    const t = play(s, { kind: 'summon', card: 'imperial:knight', at: at(5, 5), o: 0 });
    expect(pieceAt(t, 5, 5)).toEqual({ o: 0, r: 'h' });
    expect(t.log.destroyed.h).toBe(1);
  });
  test('a being cannot be summoned onto a higher rank', () => {
    const s = position({ pieces: [...patternAt(knight, 5, 5), [5, 5, 1, 'L']], hand: ['imperial:knight'] });
    expect(game.validate(s, 0, { kind: 'summon', card: 'imperial:knight', at: at(5, 5), o: 0 })?.code).toBe(
      'error.no-pattern',
    );
  });
  test('with no piece of that rank left, an own piece of that rank outside the pattern is reused', () => {
    const legends = being('legend:titan');
    const extra: P[] = [
      [1, 5, 0, 'L'],
      [2, 5, 0, 'L'],
      [3, 2, 0, 'L'],
    ];
    const s = position({ pieces: [...patternAt(legends, 5, 5), ...extra], hand: [] });
    const withLegend: TkState = {
      ...s,
      hands: s.hands.map((h, i) => (i === 0 ? { ...h, legends: ['legend:titan'] } : h)),
    };
    const m = { kind: 'summon' as const, card: 'legend:titan', at: at(5, 5), o: 0 };
    expect(game.validate(withLegend, 0, m)?.code).toBe('error.reuse-needed');
    const t = play(withLegend, { ...m, reuse: at(1, 5) });
    expect([pieceAt(t, 1, 5), pieceAt(t, 5, 5)]).toEqual([null, { o: 0, r: 'L' }]);
  });
  test('the card goes to the discard pile once its effect is resolved', () => {
    const s = position({ pieces: patternAt(being('sylvan:sapling'), 5, 5), hand: ['sylvan:sapling'] });
    const t = play(s, { kind: 'summon', card: 'sylvan:sapling', at: at(5, 5), o: 0 });
    expect(t.discards[0]).toEqual(['sylvan:sapling']);
    expect(t.hands[0]?.beings).toEqual([]);
  });
});

describe('seed 「ターンの終了」', () => {
  test('the hand is refilled to 3 beings, 2 legends and 1 flare', () => {
    const s = position({ pieces: [], actions: 0 });
    const t = endTurn(s, null);
    const h = t.hands[0];
    expect([h?.beings.length, h?.legends.length, h?.flares.length]).toEqual([HAND.deck, HAND.legends, HAND.flares]);
    expect(t.turn).toBe(1);
  });
  test('Deathmatch: 2 per legend, 1 per hero and 1 per pair of commons destroyed, plus 1 per legend summoned', () => {
    const s = { ...position({ pieces: [], actions: 0, mode: 'deathmatch' }) };
    const t = endTurn(
      { ...s, log: { ...s.log, destroyed: { c: 3, h: 1, L: 1 }, summons: [{ at: 0, legend: true }] } },
      null,
    );
    expect(t.points[0]).toBe(2 + 1 + 1 + 1);
  });
  test('High Form: one met task may be claimed at the end of the turn; the next task takes its place', () => {
    const s = position({ pieces: [], actions: 0 });
    const tasks = {
      current: ['destruction', 'redConquest', 'centerCross'],
      next: 'sideChain',
      deck: ['imprisonment'],
      claimed: [[], []],
    };
    const st: TkState = { ...s, tasks, log: { ...s.log, destroyed: { c: 3, h: 0, L: 0 } } };
    expect(game.legalMoves(st, 0)).toContainEqual({ kind: 'claim', task: 'destruction' });
    const t = play(st, { kind: 'claim', task: 'destruction' });
    expect(t.points[0]).toBe(1);
    expect(t.tasks?.current).toEqual(['redConquest', 'centerCross', 'sideChain']);
    expect(t.tasks?.next).toBe('imprisonment');
  });
  test('High Form: each own legendary piece on the board scores 1', () => {
    const s = position({
      pieces: [
        [5, 5, 0, 'L'],
        [6, 6, 0, 'L'],
      ],
    });
    expect(game.view(s, 0).scores).toEqual([2, 0]);
  });
});

describe('seed 「ゲームの終了」', () => {
  test('drawing the last card of your deck: every player gets one more turn, then the game ends', () => {
    const s = position({ pieces: [], actions: 0 });
    const last = { ...s, decks: [['imperial:knight', 'imperial:bomb', 'imperial:herald'], s.decks[1] ?? []] };
    const t = endTurn(last, null);
    expect(t.trigger).toEqual({ seat: 0, why: 'deck' });
    const u = endTurn({ ...t, actions: 0 }, null);
    expect(game.status(u).kind).toBe('turn');
    const v = endTurn({ ...u, actions: 0 }, null);
    expect(game.status(v).kind).toBe('over');
  });
  test('High Form: 9 points triggers the end; Deathmatch: 18', () => {
    const hf = position({ pieces: [], actions: 0 });
    expect(endTurn({ ...hf, points: [9, 0] }, null).trigger?.why).toBe('score');
    expect(endTurn({ ...hf, points: [8, 0] }, null).trigger).toBeNull();
    const dm = position({ pieces: [], actions: 0, mode: 'deathmatch' });
    expect(endTurn({ ...dm, points: [0, 18] }, null).trigger?.why).toBe('score');
    expect(endTurn({ ...dm, points: [0, 17] }, null).trigger).toBeNull();
  });
  test.each([
    [
      'upgraded pieces decide a tie',
      [
        [1, 5, 0, 'h'],
        [2, 5, 1],
        [3, 5, 1],
      ] as P[],
      [[0], [1]],
      'tiebreak.upgraded',
    ],
    [
      'then all pieces',
      [
        [1, 5, 0],
        [2, 5, 1],
        [3, 5, 1],
      ] as P[],
      [[1], [0]],
      'tiebreak.pieces',
    ],
    [
      'else a draw',
      [
        [1, 5, 0],
        [2, 5, 1],
      ] as P[],
      [[0, 1]],
      'tiebreak.draw',
    ],
  ])('tie-break: %s', (_n, pieces, ranking, code) => {
    const s: TkState = { ...position({ pieces, mode: 'deathmatch' }), asks: [], points: [3, 3] };
    expect(game.status(s)).toMatchObject({ kind: 'over', ranking, tieBreak: { code } });
  });
});

describe('seed 「クリーチャーや焔の効果の解決」: an effect asks one question at a time', () => {
  const direWolf = 'highland:direWolf';
  const waiting = () => summonWith(direWolf, 5, 5, [[5, 4, 1]], [C.mv(5, 5, 5, 4)]);
  test('the open question is the top ask, on top of the turn, and its prompt is the status prompt', () => {
    const s = waiting();
    expect(s.asks.map((a) => a.kind)).toEqual(['turn', 'effect']);
    const st = game.status(s);
    expect(st.kind === 'turn' && st.prompt.code).toBe(effectOf(s)?.pending.prompt.code);
  });
  test('the effect ask keeps the next steps, not a saved start position', () => {
    const e = effectOf(waiting());
    expect(e?.progress.i).toBe(1);
    expect(Object.keys(e ?? {})).not.toContain('base');
  });
  test('an answer must be one of the options exactly: a skip carrying a move is refused', () => {
    const s = waiting();
    const odd = { kind: 'choose', choice: { kind: 'skip', from: at(5, 4), to: at(5, 3) } } as unknown as TkMove;
    expect(game.validate(s, 0, odd)?.code).toBe('error.not-a-target');
    expect(game.validate(s, 0, { kind: 'choose', choice: C.skip })).toBeNull();
  });
  test('another kind of move waits until the effect is answered (seed 「クリーチャー召還」: the effect is resolved first)', () => {
    expect(game.validate(waiting(), 0, { kind: 'place', sq: at(1, 5) })?.code).toBe('error.finish-effect');
    expect(game.validate(waiting(), 0, { kind: 'endTurn' })?.code).toBe('error.finish-effect');
    expect(game.validate(waiting(), 0, { kind: 'endReturn' })?.code).toBe('error.finish-effect');
  });
});
