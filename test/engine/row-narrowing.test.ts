// Rows of a decision table get their moves narrowed to the kinds they answer (issue 29 item 1): a row over `take`
// reads `take`'s fields without a cast or a re-check, and the type check refuses a field of another kind. The type
// check (npm run typecheck) is the test; the run below shows the row still works through decide().
import { expect, test } from 'vitest';
import { type DecisionTable, decide, listed } from '../../src/engine/decision';

type Move = { readonly kind: 'take'; readonly n: number } | { readonly kind: 'pass' };
type Ask = { readonly kind: 'turn'; readonly seats: readonly number[] };
type State = { readonly asks: readonly Ask[]; readonly taken: number };

const table: DecisionTable<State, Move, Ask> = {
  turn: listed({
    moves: ['take'],
    prompt: () => ({ code: 'take' }),
    legal: () => [
      { kind: 'take', n: 1 },
      { kind: 'take', n: 2 },
    ],
    why: (_s, _ask, _seat, m) => ({ code: 'error.no', params: { n: m.n } }),
    apply: (s, _ask, _seat, m) => {
      // @ts-expect-error -- a `take` row's move has no field of another kind
      m.other;
      return { asks: [], taken: s.taken + m.n };
    },
  }),
};

test('a row narrowed to its kinds still answers through decide(), and refuses what it does not list', () => {
  const rules = decide<State, Move, Ask>({
    table,
    over: () => ({ kind: 'over', scores: [], ranking: [[0]], lowerIsBetter: false }),
  });
  const s: State = { asks: [{ kind: 'turn', seats: [0] }], taken: 0 };
  expect(rules.validate(s, 0, { kind: 'take', n: 3 })).toEqual({ code: 'error.no', params: { n: 3 } });
  expect(rules.validate(s, 0, { kind: 'pass' })?.code).toBe('engine.not-now');
  expect(rules.apply(s, 0, { kind: 'take', n: 2 }).taken).toBe(2);
});
