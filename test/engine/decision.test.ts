// The decision stack: which asks are open, who is active, how answers settle asks, and the Game parts derived from it.
import { describe, expect, test } from 'vitest';
import {
  type Ask,
  activeSeats,
  answered,
  askOf,
  type DecisionTable,
  decide,
  listed,
  openAsks,
  push,
  settle,
  topAsk,
} from '../../src/engine/decision';

type TAsk =
  | (Ask<'pick'> & { readonly from: readonly number[] })
  | Ask<'confirm'>
  | (Ask<'secret'> & { readonly together: true });
type TMove = { kind: 'pick'; n: number } | { kind: 'confirm' } | { kind: 'secret'; n: number };
interface TState {
  readonly asks: readonly TAsk[];
  readonly picked: readonly number[];
}

const pick = (seat: number, from: number[]): TAsk => ({ kind: 'pick', seats: [seat], from });
const secret = (seat: number): TAsk => ({ kind: 'secret', seats: [seat], together: true });

describe('open asks and active seats', () => {
  test('only the top ask is open when it is not part of a simultaneous step', () => {
    const asks = [pick(0, [1]), pick(1, [2])];
    expect(openAsks(asks)).toEqual([pick(1, [2])]);
    expect(activeSeats(asks)).toEqual([1]);
    expect(askOf(asks, 0)).toBeNull();
  });

  test('a run of together asks at the top is open at once; the ask below waits', () => {
    const asks = [pick(0, [1]), secret(2), secret(0)];
    expect(activeSeats(asks)).toEqual([0, 2]);
    expect(askOf(asks, 0)).toBe(asks[2]);
    expect(askOf(asks, 1)).toBeNull();
  });

  test('no asks: nobody is active, and topAsk says what was looked up', () => {
    expect(activeSeats([])).toEqual([]);
    expect(() => topAsk([], 'the trick')).toThrow(/the trick/);
  });
});

describe('settling asks', () => {
  test('settle replaces the answered ask by its follow-ups, the first one on top', () => {
    const a = pick(0, [1]);
    const below = pick(1, [9]);
    const next = settle([below, a], a, { kind: 'confirm', seats: [0] }, pick(0, [2]));
    expect(next).toEqual([below, pick(0, [2]), { kind: 'confirm', seats: [0] }]);
    expect(topAsk(next, 'top').kind).toBe('confirm');
  });

  test('settle keeps a seat in place inside a simultaneous step (the others stay open)', () => {
    const s0 = secret(0);
    const s1 = secret(1);
    const next = settle([s0, s1], s0, { ...secret(0), kind: 'secret' });
    expect(activeSeats(next)).toEqual([0, 1]);
  });

  test('settle refuses an ask that is not on the stack', () => {
    expect(() => settle([pick(0, [1])], pick(0, [1]))).toThrow(/not open/);
  });

  test('push puts new asks on top, the first to be answered first', () => {
    expect(push([pick(0, [1])], { kind: 'confirm', seats: [1] }, pick(2, [3]))).toEqual([
      pick(0, [1]),
      pick(2, [3]),
      { kind: 'confirm', seats: [1] },
    ]);
  });

  test('answered: an ask of several seats waits for the rest, then is settled', () => {
    const all: TAsk = { kind: 'confirm', seats: [0, 1] };
    const once = answered([all], all, 1);
    expect(once).toEqual([{ kind: 'confirm', seats: [0] }]);
    const done = answered(once, once[0] as TAsk, 0, pick(0, [5]));
    expect(done).toEqual([pick(0, [5])]);
    expect(() => answered(once, once[0] as TAsk, 1)).toThrow(/not asked/);
  });
});

const whyAsked: TMove[] = [];
const table: DecisionTable<TState, TMove, TAsk> = {
  // A list row: the answer is one of the ask's numbers; anything else is refused with the game's reason.
  pick: listed({
    moves: ['pick'],
    prompt: (_s, ask) => ({ code: 'prompt.pick', params: { count: ask.from.length } }),
    legal: (_s, ask) => ask.from.map((n) => ({ kind: 'pick', n })),
    why: (_s, _ask, _seat, m) => {
      whyAsked.push(m);
      return { code: 'error.pick' };
    },
    apply: (s, ask, seat, m) => ({
      asks: settle(s.asks, ask, { kind: 'confirm', seats: [seat] }),
      picked: [...s.picked, m.kind === 'pick' ? m.n : -1],
    }),
  }),
  confirm: {
    moves: ['confirm'],
    notNow: (_s, _ask, _seat, m) => ({ code: 'error.confirm-first', params: { kind: m.kind } }),
    prompt: () => ({ code: 'prompt.confirm' }),
    legal: () => [{ kind: 'confirm' }],
    validate: () => null,
    apply: (s, ask) => ({ ...s, asks: settle(s.asks, ask) }),
  },
  secret: {
    moves: ['secret'],
    prompt: () => ({ code: 'prompt.secret' }),
    legal: () => [{ kind: 'secret', n: 1 }],
    validate: () => null,
    apply: (s, ask) => ({ ...s, asks: settle(s.asks, ask) }),
  },
};
const rules = decide<TState, TMove, TAsk>({
  table,
  over: (s) => ({
    kind: 'over',
    scores: [],
    ranking: [],
    lowerIsBetter: false,
    verdict: { code: `n${s.picked.length}` },
  }),
  prompt: () => ({ code: 'prompt.everyone' }),
});

describe('decide: the Game parts that follow from the table', () => {
  const start: TState = { asks: [pick(1, [4, 7])], picked: [] };

  test('status: the top ask gives the active seats and the prompt; no asks means over', () => {
    expect(rules.status(start)).toEqual({
      kind: 'turn',
      active: [1],
      prompt: { code: 'prompt.pick', params: { count: 2 } },
    });
    expect(rules.status({ asks: [], picked: [3] })).toMatchObject({ kind: 'over', verdict: { code: 'n1' } });
  });

  test('a simultaneous step uses the spec prompt for everybody', () => {
    expect(rules.status({ asks: [secret(0), secret(1)], picked: [] })).toMatchObject({
      active: [0, 1],
      prompt: { code: 'prompt.everyone' },
    });
  });

  test('legalMoves: the asked seat gets its ask’s moves, any other seat none', () => {
    expect(rules.legalMoves(start, 1)).toEqual([
      { kind: 'pick', n: 4 },
      { kind: 'pick', n: 7 },
    ]);
    expect(rules.legalMoves(start, 0)).toEqual([]);
  });

  test('validate: another seat, a move kind the ask does not take, and the ask’s own reasons', () => {
    expect(rules.validate(start, 0, { kind: 'pick', n: 4 })).toEqual({ code: 'engine.not-your-turn' });
    expect(rules.validate(start, 1, { kind: 'confirm' })).toEqual({ code: 'engine.not-now' });
    expect(rules.validate(start, 1, { kind: 'pick', n: 5 })).toEqual({ code: 'error.pick' });
    expect(rules.validate(start, 1, { kind: 'pick', n: 7 })).toBeNull();
    expect(rules.validate({ asks: [], picked: [] }, 1, { kind: 'confirm' })).toEqual({ code: 'engine.game-over' });
    // An ask may say itself why another kind of move must wait.
    const confirming: TState = { asks: [{ kind: 'confirm', seats: [1] }], picked: [] };
    expect(rules.validate(confirming, 1, { kind: 'pick', n: 4 })).toEqual({
      code: 'error.confirm-first',
      params: { kind: 'pick' },
    });
  });

  test('a list row takes a listed move in any key order, and asks the game why only for one it does not list', () => {
    whyAsked.length = 0;
    expect(rules.validate(start, 1, { n: 7, kind: 'pick' })).toBeNull();
    expect(rules.validate(start, 1, { kind: 'pick', n: 4 })).toBeNull();
    expect(whyAsked).toEqual([]);
    expect(rules.validate(start, 1, { n: 5, kind: 'pick' })).toEqual({ code: 'error.pick' });
    expect(whyAsked).toEqual([{ n: 5, kind: 'pick' }]);
  });

  test('apply answers the ask and opens its follow-up; the input is not changed', () => {
    const frozen = Object.freeze({ ...start, asks: Object.freeze([...start.asks]) });
    const next = rules.apply(frozen, 1, { kind: 'pick', n: 7 });
    expect(next).toEqual({ asks: [{ kind: 'confirm', seats: [1] }], picked: [7] });
    expect(rules.status(rules.apply(next, 1, { kind: 'confirm' })).kind).toBe('over');
    expect(() => rules.apply(start, 0, { kind: 'pick', n: 4 })).toThrow(/ask of seat 0/);
  });
});
