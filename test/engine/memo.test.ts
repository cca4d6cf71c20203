// withStatusOnce (src/engine/memo.ts, issue 33): a state's status is asked of the rules once however often the
// session asks for it, and it is the rules' own answer.

import { describe, expect, test, vi } from 'vitest';
import { withStatusOnce } from '../../src/engine/memo';
import { play, start } from '../../src/engine/session';
import { game as wizard } from '../../src/games/wizard-extreme/rules';
import { matchOf, randomPlayout } from '../support/test-games';

const match = matchOf(wizard, 3, 'memo-seed');
const { moves, states } = randomPlayout(wizard, match, { seed: 'memo-playout', limit: 80 });

describe('withStatusOnce', () => {
  test('every state of a game gives the rules’ own status', () => {
    const once = withStatusOnce(wizard);
    for (const s of states) expect(once.status(s)).toEqual(wizard.status(s));
  });

  test('a move played and then shown asks the rules for each state’s status once', () => {
    const spy = vi.fn(wizard.status);
    const once = withStatusOnce({ ...wizard, status: spy });
    let s = start(once, match);
    for (const { seat, move } of moves) {
      const r = play(once, s, seat, move); // turn check on s, commit check on the state after
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
      once.status(s); // the table's prompt
    }
    expect(spy).toHaveBeenCalledTimes(moves.length + 1);
  });

  test('a value that is not an object is passed through, not kept', () => {
    const spy = vi.fn(() => ({ kind: 'over', ranking: [] }) as const);
    const once = withStatusOnce({ ...wizard, status: spy as never });
    once.status(7 as never);
    once.status(7 as never);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
